#!/usr/bin/env bash
# Long computations stay off the event loops: `/health` answers within a bound while a network
# graph loads and while whole-network traces run.
#
# Generates a tree of EVENT_LOOPS_EDGES lines (default 40,000: its graph load takes more than a
# second in a debug build), starts `geojournal serve`, and probes `/health` every ~20 ms (a new
# connection each time, so probes land on every event loop) while the first trace loads the graph,
# then while traces of the whole tree run on the loaded graph. Passes when the load took at least
# a second (else the probe proves nothing), at least ten probes answered during each phase, and:
#  - during traces, the slowest probe took less than EVENT_LOOPS_MAX_MS (default 250 ms; a trace
#    run on an event loop holds `/health` up for the whole trace, 1.5 s and more here);
#  - during the load, the slowest probe took less than a third of the load (and never less than
#    EVENT_LOOPS_MAX_MS). The rows themselves arrive on an event loop: postgres-nio decodes them
#    there, and a debug build (the one the test command builds) does it slowly enough that a probe
#    may wait for a stretch of rows (measured: 4–14 % of the load, 0.5 s of 10 s and 1.0 s of
#    7.3 s on an idle machine, 2.2 s of 18 s beside a compiler). A load computed on an event loop,
#    as before, held the probes for the whole of it. Benchmarks/run.sh's bench_event_loops
#    measures the release build.
#
# Needs GEOJOURNAL_BIN, GEOJOURNAL_TEST_DATABASE_URL, GEOJOURNAL_TEST_SERVICE_URL
# (Deploy/test.sh sets them). Works in its own database, dropped at the end.
set -euo pipefail

root="$(cd "$(dirname "$0")/../.." && pwd)"
# shellcheck source=Tests/scripts/lib/service_test.sh
source "$root/Tests/scripts/lib/service_test.sh"
service_test event_loops_stay_free event_loops
probe_pid=""
server_log_lines=30
cleanup_first() {
  local pid
  for pid in $probe_pid $server_pid; do kill -KILL "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
}

edges="${EVENT_LOOPS_EDGES:-40000}"
max_ms="${EVENT_LOOPS_MAX_MS:-250}"

now_ms() {
  local t="${EPOCHREALTIME//[.,]/}"
  echo $((t / 1000))
}

pg_ensure_database "$owner_url"
DATABASE_URL="$owner_url" "$GEOJOURNAL_BIN" migrate >"$work_dir/migrate.log" 2>&1 ||
  { cat "$work_dir/migrate.log"; fail "geojournal migrate"; }
token="$(DATABASE_URL="$owner_url" "$GEOJOURNAL_BIN" token create --role viewer --actor probe 2>/dev/null)"
started=$(now_ms)
DATABASE_URL="$service_url" LOG_LEVEL=warning "$GEOJOURNAL_BIN" sample-network --workspace loops --network Tree --edges "$edges" \
  --feeders 1 --steps $((edges / 4)) --batch 10000 >"$work_dir/sample.log" 2>&1 || { tail -n 20 "$work_dir/sample.log"; fail "sample-network"; }
log "a $edges-edge tree written in $(($(now_ms) - started)) ms"
breaker="$(pg_psql "$owner_url" -c "SELECT id FROM features WHERE workspace_id = 'loops' AND layer = 'Device' AND attributes->>'ASSETGROUP' = '1' ORDER BY id LIMIT 1")"
[[ -n "$breaker" ]] || fail "no breaker in the tree"

port="$(pg_free_port)"
base_url="http://127.0.0.1:$port"
# A request timeout longer than the load: the first trace waits for the whole graph.
DATABASE_URL="$service_url" LOG_LEVEL=warning "$GEOJOURNAL_BIN" serve --hostname 127.0.0.1 --port "$port" --request-timeout 120 >"$work_dir/server.log" 2>&1 &
server_pid=$!
deadline=$(($(now_ms) + 60000))
until curl -fsS -o /dev/null --max-time 2 "$base_url/health" 2>/dev/null; do
  kill -0 "$server_pid" 2>/dev/null || fail "geojournal serve exited during startup"
  (($(now_ms) < deadline)) || fail "geojournal serve not healthy after 60 s"
  sleep 0.1
done

# probe FILE: /health every ~20 ms, a new connection each time; one line "status seconds" each.
probe() {
  local out="$1" line
  while true; do
    line="$(curl -sS -o /dev/null --max-time 10 -w '%{http_code} %{time_total}' "$base_url/health" 2>/dev/null)" || line="000 10"
    echo "$line" >>"$out"
    sleep 0.02
  done
}
start_probe() {
  : >"$1"
  probe "$1" &
  probe_pid=$!
  sleep 0.1
}
stop_probe() {
  kill "$probe_pid" 2>/dev/null || true
  wait "$probe_pid" 2>/dev/null || true
  probe_pid=""
}
# check_probes PHASE FILE [BOUND]: at least ten answers, every one 200, the slowest under BOUND ms
# (default EVENT_LOOPS_MAX_MS).
check_probes() {
  local phase="$1" file="$2" count bad slowest p99
  count="$(wc -l <"$file")"
  bad="$(awk '$1 != 200' "$file" | wc -l)"
  slowest="$(awk '{ ms = $2 * 1000; if (ms > m) m = ms } END { printf "%.0f", m }' "$file")"
  p99="$(awk '{ print $2 * 1000 }' "$file" | sort -g | awk '{ v[NR] = $1 } END { i = int(NR * 0.99); if (i < 1) i = 1; printf "%.0f", v[i] }')"
  log "$phase: $count /health probes, slowest $slowest ms, p99 $p99 ms, $bad not 200"
  ((count >= 10)) || fail "$phase: only $count probes answered"
  ((bad == 0)) || fail "$phase: $bad probes were not answered 200"
  local bound="${3:-$max_ms}"
  ((slowest < bound)) || fail "$phase: /health took $slowest ms (bound $bound ms): the event loops were held up"
}

trace() {
  curl -sS --max-time 120 -o "$work_dir/trace.json" -w '%{http_code}' -X POST -H "Authorization: Bearer $token" \
    -H 'Content-Type: application/json' --data-binary "{\"type\":\"downstream\",\"startingLocations\":[{\"featureId\":\"$breaker\"}]}" \
    "$base_url/v1/workspaces/loops/networks/Tree/trace"
}

# Phase 1: the first trace loads the graph.
start_probe "$work_dir/load.probes"
started=$(now_ms)
code="$(trace)" || true
load_ms=$(($(now_ms) - started))
stop_probe
[[ "$code" == 200 ]] || fail "the first trace answered $code: $(head -c 300 "$work_dir/trace.json")"
elements="$(jq -r .count "$work_dir/trace.json")"
log "graph load and first trace: $load_ms ms, $elements elements"
((load_ms >= 1000)) || fail "the graph loaded in $load_ms ms: too fast to show anything; raise EVENT_LOOPS_EDGES"
((elements >= edges)) || fail "the trace reached $elements elements, fewer than the $edges edges"
check_probes "during the graph load" "$work_dir/load.probes" $((load_ms / 3 > max_ms ? load_ms / 3 : max_ms))

# Phase 2: whole-tree traces on the loaded graph, one after another for at least a second.
start_probe "$work_dir/trace.probes"
started=$(now_ms)
traces=0
while ((traces < 3 || $(now_ms) - started < 1000)); do
  code="$(trace)" || true
  [[ "$code" == 200 ]] || { stop_probe; fail "a trace answered $code"; }
  traces=$((traces + 1))
done
stop_probe
log "$traces traces of the whole tree in $(($(now_ms) - started)) ms"
check_probes "during traces" "$work_dir/trace.probes"
log "PASS"
