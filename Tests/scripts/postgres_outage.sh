#!/usr/bin/env bash
# Fault test: PostgreSQL restarts and crashes under a load of edits and feed reads.
#
# The script runs its own durable PostgreSQL cluster (fsync on, synchronous_commit
# on) and `geojournal serve --request-timeout 3`. Edit clients POST one-feature
# operations, each with its own Idempotency-Key, and record every answer; a
# follower pages through GET .../events?after=N. Meanwhile PostgreSQL is
#   1. restarted (`pg_ctl restart -m fast`), then
#   2. crashed (`pg_ctl stop -m immediate`), left down for a few seconds, and started.
# It passes when
#   - every answer is a 200 or a 503 problem+json, none takes longer than the
#     request timeout plus a margin (no hang), and the server never exits;
#   - 503s were seen while PostgreSQL was down, and edits succeed again after
#     each recovery without restarting the service (it reconnects by itself);
#   - every acknowledged operation is in the journal and its feature in the
#     projection; the follower saw strictly increasing positions and, at the
#     end, the feed covers every position up to the head; `geojournal verify`
#     passes;
#   - with PostgreSQL down once more, SIGTERM stops the service within 10 s.
#
# Needs GEOJOURNAL_BIN (Deploy/test.sh sets it). Bounded: at most
# OUTAGE_MAX_REQUESTS edits, every request and every wait has a time limit.
set -euo pipefail

: "${GEOJOURNAL_BIN:?set by Deploy/test.sh}"

root="$(cd "$(dirname "$0")/../.." && pwd)"
# shellcheck source=Deploy/postgres.sh
source "$root/Deploy/postgres.sh"

clients="${OUTAGE_CLIENTS:-3}"
max_requests="${OUTAGE_MAX_REQUESTS:-3000}"
request_timeout=3
# A request may take the timeout plus scheduling on a busy machine, never more.
curl_limit=$((request_timeout + 7))

work_dir="$(mktemp -d "${TMPDIR:-/var/tmp}/geojournal-outage.XXXXXX")"
chmod 755 "$work_dir"
cluster_dir="$work_dir/cluster"
server_pid=""
client_pids=()

log() { echo "postgres_outage: $*"; }
fail() {
  log "FAIL: $*"
  exit 1
}

# shellcheck disable=SC2317  # called by the EXIT trap
cleanup() {
  local status=$?
  touch "$work_dir/stop"
  local pid
  for pid in "${client_pids[@]+"${client_pids[@]}"}" $server_pid; do
    kill -KILL "$pid" 2>/dev/null || true
  done
  wait 2>/dev/null || true
  if ((status != 0)); then
    [[ -s "$work_dir/server.log" ]] && { log "last lines of the server log:"; tail -n 30 "$work_dir/server.log" | sed 's/^/    /'; }
    [[ -s "$cluster_dir/postgres.log" ]] && { log "last lines of the PostgreSQL log:"; tail -n 15 "$cluster_dir/postgres.log" | sed 's/^/    /'; }
  fi
  pg_cluster_stop "$cluster_dir" >/dev/null 2>&1 || true
  rm -rf "$work_dir"
}
trap cleanup EXIT

now_ms() {
  local t="${EPOCHREALTIME//[.,]/}"
  echo $((t / 1000))
}

api() {
  local method="$1" path="$2" body="${3:-}"
  local args=(-sS --max-time "$curl_limit" -o "$work_dir/response" -w '%{http_code}' -X "$method"
    -H "Authorization: Bearer $token" "$base_url$path")
  [[ -n "$body" ]] && args+=(-H 'Content-Type: application/json' --data-binary "$body")
  local code
  code="$(curl "${args[@]}")" || true
  echo "${code:-000}"
}

# One edit client: records "operationId featureId" per 200 in acked.N, and
# "status milliseconds" for every answer in answers.N.
client() {
  local number="$1" budget="$2" k value response code json ids started
  for ((k = 1; k <= budget; k++)); do
    [[ -e "$work_dir/stop" ]] && return 0
    value=$((number * 100000 + k))
    started=$(now_ms)
    response="$(curl -sS --max-time "$curl_limit" -w '\n%{http_code}' -X POST \
      -H "Authorization: Bearer $token" -H 'Content-Type: application/json' \
      -H "Idempotency-Key: outage-$number-$k" \
      --data-binary "{\"edits\":[{\"layer\":\"Points\",\"adds\":[{\"attributes\":{\"N\":$value},\"geometry\":{\"type\":\"Point\",\"coordinates\":[$value,$value]}}]}]}" \
      "$base_url/v1/workspaces/outage/edits" 2>/dev/null)" || response=$'\n000'
    code="${response##*$'\n'}"
    json="${response%$'\n'*}"
    echo "$code $(($(now_ms) - started))" >>"$work_dir/answers.$number"
    if [[ "$code" == 200 ]] && ids="$(jq -er '. as $r | .operation.id // empty | "\(.) \($r.results[0].id // "")"' <<<"$json" 2>/dev/null)"; then
      echo "$ids" >>"$work_dir/acked.$number"
    elif [[ "$code" == 503 ]]; then
      jq -e '.status == 503 and (.type | test("unavailable"))' >/dev/null 2>&1 <<<"$json" || echo "503 without problem+json: $json" >>"$work_dir/bad"
      sleep 0.2
    fi
  done
}

# The follower: pages through the feed, writes every position it sees.
follower() {
  local after=0 response code json
  while [[ ! -e "$work_dir/stop" ]]; do
    response="$(curl -sS --max-time "$curl_limit" -w '\n%{http_code}' -H "Authorization: Bearer $token" \
      "$base_url/v1/workspaces/outage/events?after=$after&limit=500" 2>/dev/null)" || response=$'\n000'
    code="${response##*$'\n'}"
    json="${response%$'\n'*}"
    echo "$code" >>"$work_dir/follower.answers"
    if [[ "$code" == 200 ]]; then
      jq -r '.events[].position' <<<"$json" >>"$work_dir/follower.positions"
      after="$(jq -r --argjson a "$after" '[.events[].position] | max // $a' <<<"$json")"
    else
      sleep 0.2
    fi
    sleep 0.05
  done
}

acked_count() { cat "$work_dir"/acked.* 2>/dev/null | wc -l; }

# wait_for_acks N SECONDS WHAT: until N more operations are acknowledged.
wait_for_acks() {
  local want=$(($(acked_count) + $1)) deadline=$(($(now_ms) + $2 * 1000))
  until (($(acked_count) >= want)); do
    kill -0 "$server_pid" 2>/dev/null || fail "geojournal serve exited ($3)"
    (($(now_ms) < deadline)) || fail "fewer than $1 edits acknowledged within $2 s $3"
    sleep 0.05
  done
}

# ---------------------------------------------------------------- setup
pg_cluster_init "$cluster_dir" --mode durable >/dev/null
pg_cluster_start "$cluster_dir" >/dev/null
owner_url="$(pg_cluster_url "$cluster_dir" outage)"
pg_ensure_database "$owner_url"
DATABASE_URL="$owner_url" "$GEOJOURNAL_BIN" migrate >"$work_dir/migrate.log" 2>&1 ||
  { cat "$work_dir/migrate.log"; fail "geojournal migrate"; }
password="$(pg_random_password)"
pg_ensure_service_login "$owner_url" "$password"
service_url="$(pg_url_with_user "$owner_url" "$GEOJOURNAL_LOGIN_ROLE" "$password")"
token="$(DATABASE_URL="$owner_url" "$GEOJOURNAL_BIN" token create --role admin --actor outage 2>/dev/null)"
[[ -n "$token" ]] || fail "token create printed no token"

port="$(pg_free_port)"
base_url="http://127.0.0.1:$port"
DATABASE_URL="$service_url" "$GEOJOURNAL_BIN" serve --hostname 127.0.0.1 --port "$port" \
  --request-timeout "$request_timeout" >"$work_dir/server.log" 2>&1 &
server_pid=$!
deadline=$(($(now_ms) + 60000))
until curl -fsS -o /dev/null --max-time 2 "$base_url/health" 2>/dev/null; do
  kill -0 "$server_pid" 2>/dev/null || fail "geojournal serve exited during startup"
  (($(now_ms) < deadline)) || fail "geojournal serve not healthy after 60 s"
  sleep 0.1
done
[[ "$(api POST /v1/workspaces '{"id":"outage"}')" =~ ^20[01]$ ]] || fail "create workspace"
[[ "$(api PUT /v1/workspaces/outage/layers/Points \
  '{"geometryType":"Point","srid":3857,"fields":[{"name":"N","type":"integer","nullable":false}]}')" =~ ^20[01]$ ]] || fail "create layer"

# ---------------------------------------------------------------- load and faults
for ((c = 1; c <= clients; c++)); do
  client "$c" $((max_requests / clients)) &
  client_pids+=($!)
done
follower &
client_pids+=($!)

wait_for_acks 20 30 "before the first fault"
log "restarting PostgreSQL (pg_ctl restart -m fast) after $(acked_count) acknowledged operations"
pg_as_owner "$PG_BIN/pg_ctl" restart -D "$cluster_dir/pgdata" -m fast -w -t 60 -l "$cluster_dir/postgres.log" >/dev/null
restarted_ms=$(now_ms)
wait_for_acks 20 90 "after the restart"
log "edits acknowledged again $(($(now_ms) - restarted_ms)) ms after the restart"

log "crashing PostgreSQL (pg_ctl stop -m immediate) after $(acked_count) acknowledged operations"
pg_as_owner "$PG_BIN/pg_ctl" stop -D "$cluster_dir/pgdata" -m immediate -w -t 60 >/dev/null
down_ms=$(now_ms)
sleep $((request_timeout + 2))
kill -0 "$server_pid" 2>/dev/null || fail "geojournal serve exited while PostgreSQL was down"
# While it is down, a read must come back as a 503 within the time limit.
read_status="$(api GET "/v1/workspaces/outage/layers/Points/features?limit=1")"
[[ "$read_status" == 503 ]] || fail "a read while PostgreSQL was down answered $read_status, not 503: $(head -c 300 "$work_dir/response")"
log "PostgreSQL down for $(($(now_ms) - down_ms)) ms; starting it again"
pg_cluster_start "$cluster_dir" >/dev/null
started_ms=$(now_ms)
wait_for_acks 20 120 "after the crash recovery"
log "edits acknowledged again $(($(now_ms) - started_ms)) ms after PostgreSQL came back"

touch "$work_dir/stop"
for pid in "${client_pids[@]}"; do wait "$pid" || true; done
client_pids=()
kill -0 "$server_pid" 2>/dev/null || fail "geojournal serve exited"

# ---------------------------------------------------------------- the answers
cat "$work_dir"/answers.* >"$work_dir/answers"
total=$(wc -l <"$work_dir/answers")
ok=$(awk '$1 == 200' "$work_dir/answers" | wc -l)
unavailable=$(awk '$1 == 503' "$work_dir/answers" | wc -l)
others="$(awk '$1 != 200 && $1 != 503 { print $1 }' "$work_dir/answers" | sort | uniq -c | tr '\n' ' ')"
slowest=$(awk 'BEGIN { m = 0 } $2 > m { m = $2 } END { print m }' "$work_dir/answers")
log "edit answers: $total ($ok × 200, $unavailable × 503${others:+, others: $others}); slowest $slowest ms"
[[ -z "$others" ]] || fail "answers other than 200 and 503: $others"
((unavailable > 0)) || fail "no 503 while PostgreSQL was down: the faults were not seen"
((slowest <= curl_limit * 1000)) || fail "an edit took $slowest ms (limit ${curl_limit} s)"
[[ ! -s "$work_dir/bad" ]] || fail "$(head -n 3 "$work_dir/bad")"
follower_others="$(grep -v -x -e 200 -e 503 "$work_dir/follower.answers" | sort | uniq -c | tr '\n' ' ' || true)"
[[ -z "$follower_others" ]] || fail "feed answers other than 200 and 503: $follower_others"

# ---------------------------------------------------------------- the journal after recovery
cat "$work_dir"/acked.* >"$work_dir/acked"
acked=$(wc -l <"$work_dir/acked")
found_ops=0
found_features=0
while read -r op feature; do
  [[ "$(api GET "/v1/workspaces/outage/operations/$op")" == 200 ]] && found_ops=$((found_ops + 1))
  [[ "$(api GET "/v1/workspaces/outage/layers/Points/features/$feature")" == 200 ]] && found_features=$((found_features + 1))
done <"$work_dir/acked"
log "acknowledged operations: $acked; found in the journal: $found_ops; features found: $found_features"
((found_ops == acked && found_features == acked)) || fail "acknowledged operations are missing after recovery"

# The follower saw positions in strictly increasing order; the whole feed is gap-free.
awk 'NR > 1 && $1 <= prev { exit 1 } { prev = $1 }' "$work_dir/follower.positions" ||
  fail "the follower saw a position twice or out of order"
head_position="$(curl -sS --max-time 10 -H "Authorization: Bearer $token" "$base_url/v1/workspaces/outage/events?after=0&limit=10000" |
  jq -r '[.events[].position] as $p | if ($p | length) == ($p | max) and ($p == ($p | sort)) then ($p | max) else "gap" end')"
[[ "$head_position" != gap ]] || fail "the feed has a gap"
log "feed: positions 1..$head_position without gaps; the follower saw $(wc -l <"$work_dir/follower.positions") of them in order"

DATABASE_URL="$owner_url" "$GEOJOURNAL_BIN" verify >"$work_dir/verify.log" 2>&1 || { cat "$work_dir/verify.log"; fail "geojournal verify"; }
log "geojournal verify: ok"

# ---------------------------------------------------------------- SIGTERM while PostgreSQL is down
# The feed listener and the durability sweep wait for a connection that cannot come: a graceful
# shutdown must still end the service promptly.
pg_as_owner "$PG_BIN/pg_ctl" stop -D "$cluster_dir/pgdata" -m immediate -w -t 60 >/dev/null
sleep 3
kill -0 "$server_pid" 2>/dev/null || fail "geojournal serve exited while PostgreSQL was down"
term_ms=$(now_ms)
kill -TERM "$server_pid"
for _ in $(seq 1 100); do kill -0 "$server_pid" 2>/dev/null || break; sleep 0.1; done
kill -0 "$server_pid" 2>/dev/null && fail "geojournal serve was still running 10 s after SIGTERM with PostgreSQL down"
wait "$server_pid" 2>/dev/null || true
server_pid=""
log "with PostgreSQL down, geojournal serve stopped $(($(now_ms) - term_ms)) ms after SIGTERM"
log "PASS"
