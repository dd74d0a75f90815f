-- bench_geoservices: GeoServices applyEdits adding one point per request (form body, the token from
-- GJ_TOKEN as a bearer header) to bench's Points layer (layer 0). Only answers whose every result
-- says success count. At the end one line: GJ ok= other= errors= seconds= p50_ms= p99_ms=.
local threads = {}
local counter = 0

function setup(thread)
  thread:set("number", #threads + 1)
  table.insert(threads, thread)
end

function init(args)
  ok, other = 0, 0
  wrk.method = "POST"
  wrk.headers["Content-Type"] = "application/x-www-form-urlencoded"
  wrk.headers["Authorization"] = "Bearer " .. os.getenv("GJ_TOKEN")
end

local function urlencode(s)
  return (s:gsub("[^%w%-%._~]", function(c) return string.format("%%%02X", string.byte(c)) end))
end

function request()
  counter = counter + 1
  local n = number * 10000000 + counter
  local adds = string.format('[{"geometry":{"x":%d,"y":%d},"attributes":{"N":%d}}]', n % 100000, math.floor(n / 100000), n)
  return wrk.format(nil, "/arcgis/rest/services/bench/FeatureServer/0/applyEdits", nil, "f=json&adds=" .. urlencode(adds))
end

function response(status, headers, body)
  if status == 200 and string.find(body, '"success":true', 1, true) and not string.find(body, '"success":false', 1, true) then
    ok = ok + 1
  else
    other = other + 1
  end
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
