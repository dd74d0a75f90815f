-- bench_cluster: as-of reads of 100 features of bench's Points layer as of position GJ_ASOF (the
-- token from GJ_TOKEN); only 200 responses count. At the end one line:
-- GJ ok= other= errors= seconds= p50_ms= p99_ms=.
local threads = {}
function setup(thread) table.insert(threads, thread) end
function init(args)
  ok, other = 0, 0
  wrk.headers["Authorization"] = "Bearer " .. os.getenv("GJ_TOKEN")
end
local path = "/v1/workspaces/bench/layers/Points/features?asOf=" .. os.getenv("GJ_ASOF") .. "&limit=100"
function request() return wrk.format("GET", path) end
function response(status, headers, body) if status == 200 then ok = ok + 1 else other = other + 1 end end
function done(summary, latency, requests)
  local total_ok, total_other = 0, 0
  for _, thread in ipairs(threads) do total_ok = total_ok + thread:get("ok"); total_other = total_other + thread:get("other") end
  io.write(string.format("GJ ok=%d other=%d errors=%d seconds=%.3f p50_ms=%.1f p99_ms=%.1f\n", total_ok, total_other,
    summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout,
    summary.duration / 1e6, latency:percentile(50) / 1000, latency:percentile(99) / 1000))
end
