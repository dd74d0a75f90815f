#!/usr/bin/env bash
# Crash test: SIGKILL `geojournal serve` in the middle of a stream of edits.
#
# Several clients POST one-feature edit operations as fast as they can and
# record every operation acknowledged with a 200. After a random moment the
# server is killed with SIGKILL while they are still sending, then restarted.
# Every acknowledged operation must then be in the journal
# (GET .../operations/{id} → 200), its feature in the projection
# (GET .../features/{id} → 200, and the layer holds at least as many features as
# acknowledged operations), and `geojournal verify` must pass.
#
# Needs GEOJOURNAL_BIN, GEOJOURNAL_TEST_DATABASE_URL, GEOJOURNAL_TEST_SERVICE_URL
# (Deploy/test.sh sets them). Works in its own database of the test cluster,
# dropped at the end. Bounded: at most KILLTEST_MAX_REQUESTS edits, every
# request has a time limit.
set -euo pipefail

root="$(cd "$(dirname "$0")/../.." && pwd)"
# shellcheck source=Tests/scripts/lib/service_test.sh
source "$root/Tests/scripts/lib/service_test.sh"
service_test kill_during_edits killtest
client_pids=()
server_log_lines=30
cleanup_first() {
  touch "$work_dir/stop"
  local pid
  for pid in "${client_pids[@]+"${client_pids[@]}"}" $server_pid; do
    kill -KILL "$pid" 2>/dev/null || true
  done
  wait 2>/dev/null || true
}

clients="${KILLTEST_CLIENTS:-4}"
# Total edits across all clients. Stays below the `limit=1000` used to count
# features, so the count can always see every acknowledged feature.
max_requests="${KILLTEST_MAX_REQUESTS:-800}"

now_ms() {
  local t="${EPOCHREALTIME//[.,]/}" # microseconds, whatever the locale's separator
  echo $((t / 1000))
}

# Starts the server on a fresh free port and waits for /health (60 s at most).
start_server() {
  local port
  port="$(pg_free_port)"
  base_url="http://127.0.0.1:$port"
  echo "--- serve on port $port" >>"$work_dir/server.log"
  DATABASE_URL="$service_url" "$GEOJOURNAL_BIN" serve --hostname 127.0.0.1 --port "$port" \
    >>"$work_dir/server.log" 2>&1 &
  server_pid=$!
  local deadline=$(($(now_ms) + 60000))
  until curl -fsS -o /dev/null --max-time 2 "$base_url/health" 2>/dev/null; do
    kill -0 "$server_pid" 2>/dev/null || fail "geojournal serve exited during startup"
    (($(now_ms) < deadline)) || fail "geojournal serve not healthy after 60 s"
    sleep 0.1
  done
}

# api METHOD PATH [BODY]: prints the HTTP status; the body goes to $work_dir/response.
api() {
  local method="$1" path="$2" body="${3:-}"
  local args=(-sS --max-time 10 -o "$work_dir/response" -w '%{http_code}' -X "$method"
    -H "Authorization: Bearer $token" "$base_url$path")
  [[ -n "$body" ]] && args+=(-H 'Content-Type: application/json' --data-binary "$body")
  local code
  # -w prints 000 itself when there is no response; keep the status either way.
  code="$(curl "${args[@]}")" || true
  echo "${code:-000}"
}

expect_status() {
  local got="$1" description="$2"
  shift 2
  local want
  for want in "$@"; do
    [[ "$got" == "$want" ]] && return 0
  done
  fail "$description: HTTP $got (expected $*): $(head -c 500 "$work_dir/response" 2>/dev/null)"
}

# One client: up to $2 edits, each adding one point; records "operationId featureId"
# for every 200 in acked.N and every failure in failed.N. Stops at the stop file.
client() {
  local number="$1" budget="$2" k value response code json ids
  for ((k = 1; k <= budget; k++)); do
    [[ -e "$work_dir/stop" ]] && return 0
    value=$((number * 100000 + k))
    response="$(curl -sS --max-time 5 -w '\n%{http_code}' -X POST \
      -H "Authorization: Bearer $token" -H 'Content-Type: application/json' \
      --data-binary "{\"edits\":[{\"layer\":\"Points\",\"adds\":[{\"attributes\":{\"N\":$value},\"geometry\":{\"type\":\"Point\",\"coordinates\":[$value,$value]}}]}]}" \
      "$base_url/v1/workspaces/killtest/edits" 2>/dev/null)" || {
      echo "connection" >>"$work_dir/failed.$number"
      sleep 0.05
      continue
    }
    code="${response##*$'\n'}"
    json="${response%$'\n'*}"
    if [[ "$code" == 200 ]] && ids="$(jq -er '. as $r | .operation.id // empty | "\(.) \($r.results[0].id // "")"' <<<"$json" 2>/dev/null)"; then
      echo "$ids" >>"$work_dir/acked.$number"
    else
      echo "$code" >>"$work_dir/failed.$number"
    fi
  done
}

acked_count() { cat "$work_dir"/acked.* 2>/dev/null | wc -l; }

# ---------------------------------------------------------------- setup
pg_ensure_database "$owner_url"
DATABASE_URL="$owner_url" "$GEOJOURNAL_BIN" migrate >"$work_dir/migrate.log" 2>&1 ||
  { cat "$work_dir/migrate.log"; fail "geojournal migrate"; }
token="$(DATABASE_URL="$owner_url" "$GEOJOURNAL_BIN" token create --role admin --actor killtest)"
[[ -n "$token" ]] || fail "token create printed no token"

start_server
expect_status "$(api POST /v1/workspaces '{"id":"killtest"}')" "create workspace" 200 201
expect_status "$(api PUT /v1/workspaces/killtest/layers/Points \
  '{"geometryType":"Point","srid":3857,"fields":[{"name":"N","type":"integer","nullable":false}]}')" \
  "create layer" 200 201

# ---------------------------------------------------------------- edits and the kill
for ((c = 1; c <= clients; c++)); do
  client "$c" $((max_requests / clients)) &
  client_pids+=($!)
done

# Wait for the first acknowledgements, then kill at a random moment: after a
# random 0.3-2.0 s or a random 30-300 acknowledged operations, whichever comes
# first. Both stay well inside the request budget, so clients are still sending.
deadline=$(($(now_ms) + 30000))
until (($(acked_count) >= 5)); do
  (($(now_ms) < deadline)) || fail "fewer than 5 edits acknowledged in 30 s ($(cat "$work_dir"/failed.* 2>/dev/null | sort | uniq -c | tr '\n' ' '))"
  sleep 0.05
done
first_ack_ms=$(now_ms)
kill_after_ms=$((300 + RANDOM % 1700))
kill_at_acks=$((30 + RANDOM % 271))
while (($(now_ms) - first_ack_ms < kill_after_ms && $(acked_count) < kill_at_acks)); do
  sleep 0.02
done

still_sending=0
for pid in "${client_pids[@]}"; do
  kill -0 "$pid" 2>/dev/null && still_sending=$((still_sending + 1))
done
acked_before_kill=$(acked_count)
kill -KILL "$server_pid"
wait "$server_pid" 2>/dev/null || true
log "killed geojournal serve (pid $server_pid) with SIGKILL $(($(now_ms) - first_ack_ms)) ms after the first acknowledgement, $acked_before_kill operations acknowledged, $still_sending of $clients clients still sending"
((still_sending > 0)) || fail "the clients had finished before the kill; the test proves nothing"
server_pid=""

# Let the clients see the dead server for a moment, then stop them.
sleep 0.5
touch "$work_dir/stop"
for pid in "${client_pids[@]}"; do wait "$pid" || true; done
client_pids=()
cat "$work_dir"/acked.* >"$work_dir/acked"
acked=$(wc -l <"$work_dir/acked")
failed_requests=$(cat "$work_dir"/failed.* 2>/dev/null | wc -l)
log "acknowledged operations: $acked; failed requests (mostly after the kill): $failed_requests"

# ---------------------------------------------------------------- after the restart
start_server

# One curl for all lookups (keep-alive); prints "status url" per request.
check_urls() {
  local args=(-sS --max-time 60 -H "Authorization: Bearer $token" -w '%{http_code} %{url_effective}\n')
  local url
  while read -r url; do
    args+=(-o /dev/null "$url")
  done
  curl "${args[@]}"
}

found_ops=$(awk -v b="$base_url" '{print b "/v1/workspaces/killtest/operations/" $1}' "$work_dir/acked" |
  check_urls | tee "$work_dir/op_checks" | grep -c '^200 ' || true)
found_features=$(awk -v b="$base_url" '$2 != "" {print b "/v1/workspaces/killtest/layers/Points/features/" $2}' "$work_dir/acked" |
  check_urls | tee "$work_dir/feature_checks" | grep -c '^200 ' || true)
with_feature_id=$(awk '$2 != ""' "$work_dir/acked" | wc -l)

# Count the layer's features, following `next` in case the server caps `limit`.
feature_count=0
page_path='/v1/workspaces/killtest/layers/Points/features?limit=1000'
for _ in $(seq 1 100); do
  expect_status "$(api GET "$page_path")" "list features" 200
  feature_count=$((feature_count + $(jq '.features | length' "$work_dir/response")))
  next="$(jq -r '.next // empty' "$work_dir/response")"
  [[ -n "$next" ]] || break
  case "$next" in
    http*) page_path="/${next#*://*/}" ;;                      # an absolute URL
    /*) page_path="$next" ;;                                   # a path
    *) page_path="/v1/workspaces/killtest/layers/Points/features?limit=1000&cursor=$next" ;; # a cursor
  esac
done

log "found operations: $found_ops of $acked; found features by id: $found_features of $with_feature_id; features in the layer: $feature_count"

if ((found_ops != acked)); then
  grep -v '^200 ' "$work_dir/op_checks" | head -n 5 | sed 's/^/    missing: /'
  fail "$((acked - found_ops)) acknowledged operations are not in the journal"
fi
((found_features == with_feature_id)) ||
  fail "$((with_feature_id - found_features)) features of acknowledged operations are not in the projection"
((feature_count >= acked)) || fail "the layer holds $feature_count features, fewer than $acked acknowledged adds"

verify_output="$(DATABASE_URL="$owner_url" "$GEOJOURNAL_BIN" verify 2>&1)" ||
  fail "geojournal verify: $verify_output"
log "geojournal verify: ok"
log "PASS"
