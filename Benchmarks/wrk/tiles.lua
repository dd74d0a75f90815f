-- bench_tiles: GET of the tile paths in the file GJ_TILE_PATHS (one a line), each thread going
-- round them from its own start; with GJ_TOKEN a bearer header. 200 and 204 (an empty tile) count.
-- At the end one line: GJ ok= other= errors= seconds= p50_ms= p99_ms=.
local threads = {}
function setup(thread)
  thread:set("number", #threads + 1)
  table.insert(threads, thread)
end
function init(args)
  ok, other = 0, 0
  paths = {}
  for line in io.lines(os.getenv("GJ_TILE_PATHS")) do table.insert(paths, line) end
  at = (number * 37) % #paths
  local token = os.getenv("GJ_TOKEN")
  if token and token ~= "" then wrk.headers["Authorization"] = "Bearer " .. token end
end
function request()
  at = at % #paths + 1
  return wrk.format("GET", paths[at])
end
function response(status, headers, body) if status == 200 or status == 204 then ok = ok + 1 else other = other + 1 end end
function done(summary, latency, requests)
  local total_ok, total_other = 0, 0
  for _, thread in ipairs(threads) do total_ok = total_ok + thread:get("ok"); total_other = total_other + thread:get("other") end
  io.write(string.format("GJ ok=%d other=%d errors=%d seconds=%.3f p50_ms=%.1f p99_ms=%.1f\n", total_ok, total_other,
    summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout,
    summary.duration / 1e6, latency:percentile(50) / 1000, latency:percentile(99) / 1000))
end
