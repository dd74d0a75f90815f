#!/usr/bin/env bash
# Graceful shutdown: SIGTERM while an SSE stream is open and an edit is in flight.
#
# Passes when the in-flight edit (a 5,000-feature operation, sent just before the
# signal) is answered 200 and is in the journal, the open SSE stream ends with a
# final `event: shutdown`, the process exits with status 0 within the time
# limit, and the port no longer accepts connections.
#
# Needs GEOJOURNAL_BIN, GEOJOURNAL_TEST_DATABASE_URL, GEOJOURNAL_TEST_SERVICE_URL
# (Deploy/test.sh sets them). Works in its own database, dropped at the end.
set -euo pipefail

root="$(cd "$(dirname "$0")/../.." && pwd)"
# shellcheck source=Tests/scripts/lib/service_test.sh
source "$root/Tests/scripts/lib/service_test.sh"
service_test graceful_shutdown shutdown
pids=()
server_log_lines=30
cleanup_first() {
  local pid
  for pid in "${pids[@]+"${pids[@]}"}" $server_pid; do kill -KILL "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
}

now_ms() {
  local t="${EPOCHREALTIME//[.,]/}"
  echo $((t / 1000))
}

api() {
  local method="$1" path="$2" body="${3:-}"
  local args=(-sS --max-time 30 -o "$work_dir/response" -w '%{http_code}' -X "$method"
    -H "Authorization: Bearer $token" "$base_url$path")
  [[ -n "$body" ]] && args+=(-H 'Content-Type: application/json' --data-binary "$body")
  local code
  code="$(curl "${args[@]}")" || true
  echo "${code:-000}"
}

pg_ensure_database "$owner_url"
DATABASE_URL="$owner_url" "$GEOJOURNAL_BIN" migrate >"$work_dir/migrate.log" 2>&1 ||
  { cat "$work_dir/migrate.log"; fail "geojournal migrate"; }
token="$(DATABASE_URL="$owner_url" "$GEOJOURNAL_BIN" token create --role admin --actor shutdown 2>/dev/null)"

port="$(pg_free_port)"
base_url="http://127.0.0.1:$port"
DATABASE_URL="$service_url" "$GEOJOURNAL_BIN" serve --hostname 127.0.0.1 --port "$port" >"$work_dir/server.log" 2>&1 &
server_pid=$!
deadline=$(($(now_ms) + 60000))
until curl -fsS -o /dev/null --max-time 2 "$base_url/health" 2>/dev/null; do
  kill -0 "$server_pid" 2>/dev/null || fail "geojournal serve exited during startup"
  (($(now_ms) < deadline)) || fail "geojournal serve not healthy after 60 s"
  sleep 0.1
done
[[ "$(api POST /v1/workspaces '{"id":"shutdown"}')" =~ ^20[01]$ ]] || fail "create workspace"
[[ "$(api PUT /v1/workspaces/shutdown/layers/Points '{"geometryType":"Point","srid":3857,"fields":[{"name":"N","type":"integer"}]}')" =~ ^20[01]$ ]] ||
  fail "create layer"

# An open SSE stream.
curl -sS -N --max-time 60 -H "Authorization: Bearer $token" -H 'Accept: text/event-stream' \
  "$base_url/v1/workspaces/shutdown/events/stream?after=0" >"$work_dir/stream" 2>/dev/null &
pids+=($!)
stream_pid=$!
deadline=$(($(now_ms) + 10000))
until grep -q '^id: 1$' "$work_dir/stream" 2>/dev/null; do
  (($(now_ms) < deadline)) || fail "the SSE stream delivered nothing in 10 s: $(head -c 300 "$work_dir/stream")"
  sleep 0.05
done

# An edit in flight: 5,000 features, sent, then the signal as soon as the server is busy with it.
jq -nc '{edits: [{layer: "Points", adds: [range(5000) as $i | {attributes: {N: $i}, geometry: {type: "Point", coordinates: [$i, $i]}}]}]}' >"$work_dir/bulk.json"
curl -sS --max-time 60 -o "$work_dir/bulk.response" -w '%{http_code}' -X POST \
  -H "Authorization: Bearer $token" -H 'Content-Type: application/json' -H 'Idempotency-Key: shutdown-bulk' \
  --data-binary "@$work_dir/bulk.json" "$base_url/v1/workspaces/shutdown/edits" >"$work_dir/bulk.status" 2>/dev/null &
bulk_pid=$!
pids+=($!)
sleep 0.15
signal_ms=$(now_ms)
kill -TERM "$server_pid"
exit_status=0
wait "$server_pid" || exit_status=$?
server_pid=""
exit_ms=$(now_ms)
log "SIGTERM sent; geojournal serve exited with status $exit_status after $((exit_ms - signal_ms)) ms"
((exit_status == 0)) || fail "exit status $exit_status"
((exit_ms - signal_ms < 30000)) || fail "shutdown took longer than 30 s"

wait "$bulk_pid" || true
bulk_status="$(cat "$work_dir/bulk.status" 2>/dev/null || echo 000)"
log "the in-flight 5,000-feature edit was answered $bulk_status"
[[ "$bulk_status" == 200 ]] || fail "the in-flight edit was not finished: HTTP $bulk_status $(head -c 300 "$work_dir/bulk.response" 2>/dev/null)"
op_id="$(jq -r .operation.id "$work_dir/bulk.response")"

wait "$stream_pid" || true
grep -q '^event: shutdown' "$work_dir/stream" || fail "the SSE stream ended without a shutdown event: $(tail -c 300 "$work_dir/stream")"
log "the SSE stream ended with: $(grep -A1 '^event: shutdown' "$work_dir/stream" | tr '\n' ' ')"

if curl -sS -o /dev/null --max-time 2 "$base_url/health" 2>/dev/null; then
  fail "the port still answers after the exit"
fi

count="$(pg_psql "$owner_url" -c "SELECT count(*) FROM events e JOIN operations o ON o.workspace_id = e.workspace_id AND e.position BETWEEN o.first_position AND o.last_position WHERE e.workspace_id = 'shutdown' AND o.id = '$op_id'")"
[[ "$count" == 5000 ]] || fail "the acknowledged operation has $count events in the journal, not 5000"
log "the acknowledged operation's 5,000 events are in the journal"
log "PASS"
