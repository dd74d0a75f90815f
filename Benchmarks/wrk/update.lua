-- The wrk script of bench_years: every request updates one attribute (Status) of one existing
-- point of the history workspace through /v1 (POST GJ_PATH, the token from GJ_TOKEN), the feature
-- drawn at random from the ids in the file GJ_IDS; only 200 responses count. At the end one line:
-- GJ ok= other= errors= seconds= p50_ms= p99_ms=.
local threads = {}

function setup(thread)
  thread:set("number", #threads + 1)
  table.insert(threads, thread)
end

function init(args)
  ok, other = 0, 0
  ids = {}
  for line in io.lines(os.getenv("GJ_IDS")) do table.insert(ids, line) end
  math.randomseed(number * 7919)
  wrk.method = "POST"
  wrk.headers["Content-Type"] = "application/json"
  wrk.headers["Authorization"] = "Bearer " .. os.getenv("GJ_TOKEN")
end

function request()
  local body = string.format('{"edits":[{"layer":"Points","updates":[{"id":"%s","attributes":{"Status":%d}}]}]}',
    ids[math.random(#ids)], math.random(0, 5))
  return wrk.format(nil, os.getenv("GJ_PATH"), nil, body)
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
