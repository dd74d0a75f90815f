-- The wrk script of the edit sections: every request adds one point through /v1 (POST, the token
-- from GJ_TOKEN as a bearer header); only 200 responses count. At the end one line:
-- GJ ok= other= errors= seconds= p50_ms= p99_ms=.
local threads = {}
local counter = 0

function setup(thread)
  thread:set("number", #threads + 1)
  table.insert(threads, thread)
end

function init(args)
  ok, other = 0, 0
  wrk.method = "POST"
  wrk.headers["Content-Type"] = "application/json"
  wrk.headers["Authorization"] = "Bearer " .. os.getenv("GJ_TOKEN")
end

function request()
  counter = counter + 1
  local n = number * 10000000 + counter
  local body = string.format(
    '{"edits":[{"layer":"Points","adds":[{"attributes":{"N":%d},"geometry":{"type":"Point","coordinates":[%d,%d]}}]}]}',
    n, n % 100000, math.floor(n / 100000))
  return wrk.format(nil, "/v1/workspaces/bench/edits", nil, body)
end

function response(status, headers, body)
  if status == 200 then ok = ok + 1 else other = other + 1 end
end

function done(summary, latency, requests)
  local total_ok, total_other = 0, 0
  for _, thread in ipairs(threads) do
    total_ok = total_ok + thread:get("ok")
    total_other = total_other + thread:get("other")
  end
  io.write(string.format("GJ ok=%d other=%d errors=%d seconds=%.3f p50_ms=%.1f p99_ms=%.1f\n",
    total_ok, total_other,
    summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout,
    summary.duration / 1e6, latency:percentile(50) / 1000, latency:percentile(99) / 1000))
end
