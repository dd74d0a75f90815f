#!/usr/bin/env bash
# Stopping always stops: `geojournal serve` after a mixed load, a PostgreSQL
# restart and open event streams, then SIGTERM, SIGINT, or SIGTERM twice.
#
# Each round starts the service, runs the soak's mixed load (Benchmarks/soak_client.py:
# bbox pages, features, snaps, traces, edits, feed pages over keep-alive connections)
# with three SSE streams open, restarts PostgreSQL in the middle of it, and sends
# the signal while the load is still running. The service must exit with status 0
# within its shutdown deadline (a service that hangs would exit 70 when its watchdog
# fires, or not at all), every stream must have ended, and the port must be closed.
#
# Needs GEOJOURNAL_BIN (Deploy/test.sh sets it). Uses a cluster of its own, deleted
# at the end. Bounded: SHUTDOWN_LOAD_SECONDS (default 30) of load per round.
set -euo pipefail

: "${GEOJOURNAL_BIN:?set by Deploy/test.sh}"

root="$(cd "$(dirname "$0")/../.." && pwd)"
# shellcheck source=Deploy/postgres.sh
source "$root/Deploy/postgres.sh"

load_seconds="${SHUTDOWN_LOAD_SECONDS:-30}"
deadline=30
work_dir="$(mktemp -d "${TMPDIR:-/var/tmp}/geojournal-stop.XXXXXX")"
chmod 755 "$work_dir"
cluster_dir="$work_dir/cluster"
server_pid=""
pids=()

log() { echo "shutdown_after_load: $*"; }
fail() {
  log "FAIL: $*"
  exit 1
}

# shellcheck disable=SC2317  # called by the EXIT trap
cleanup() {
  local status=$? pid
  for pid in "${pids[@]+"${pids[@]}"}" $server_pid; do kill -KILL "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
  if ((status != 0)) && [[ -s "$work_dir/server.log" ]]; then
    log "last lines of the server log:"
    tail -n 30 "$work_dir/server.log" | sed 's/^/    /'
  fi
  pg_cluster_stop "$cluster_dir" >/dev/null 2>&1 || true
  rm -rf "$work_dir"
}
trap cleanup EXIT

pg_cluster_init "$cluster_dir" --mode test >/dev/null
pg_cluster_start "$cluster_dir" >/dev/null
owner_url="$(pg_cluster_url "$cluster_dir" stoptest)"
pg_ensure_database "$owner_url"
DATABASE_URL="$owner_url" "$GEOJOURNAL_BIN" migrate >/dev/null
password="$(pg_random_password)"
pg_ensure_service_login "$owner_url" "$password"
service_url="$(pg_url_with_user "$owner_url" "$GEOJOURNAL_LOGIN_ROLE" "$password")"
token="$(DATABASE_URL="$owner_url" "$GEOJOURNAL_BIN" token create --role admin --actor stoptest)"
DATABASE_URL="$service_url" "$GEOJOURNAL_BIN" sample-network --workspace demo --network Electric --edges 300 >/dev/null

# round NAME SIGNAL [TIMES]
round() {
  local name="$1" signal="$2" times="${3:-1}" port base_url k
  port="$(pg_free_port)"
  base_url="http://127.0.0.1:$port"
  echo "--- round $name" >>"$work_dir/server.log"
  LOG_LEVEL=warning DATABASE_URL="$service_url" "$GEOJOURNAL_BIN" serve --hostname 127.0.0.1 --port "$port" \
    --request-timeout 5 --shutdown-timeout "$deadline" >>"$work_dir/server.log" 2>&1 &
  server_pid=$!
  for k in $(seq 1 300); do
    curl -fsS -o /dev/null --max-time 2 "$base_url/health" 2>/dev/null && break
    kill -0 "$server_pid" 2>/dev/null || fail "$name: serve exited during startup"
    sleep 0.1
  done
  local streams=()
  for k in 1 2 3; do
    curl -sS -N --max-time $((load_seconds + deadline + 30)) -H "Authorization: Bearer $token" \
      "$base_url/v1/workspaces/demo/events/stream" >"$work_dir/stream.$k" 2>/dev/null &
    streams+=($!)
    pids+=($!)
  done
  python3 "$root/Benchmarks/soak_client.py" --base-url "$base_url" --token "$token" --workspace demo --network Electric \
    --seconds "$load_seconds" --warmup 0 --rate 60 --workers 8 --timeout 10 >"$work_dir/load.json" 2>"$work_dir/load.err" &
  local load=$!
  pids+=("$load")
  sleep "$(awk -v s="$load_seconds" 'BEGIN { print s / 2 }')"
  pg_as_owner "$PG_BIN/pg_ctl" restart -D "$cluster_dir/pgdata" -m fast -w -t 60 -l "$cluster_dir/postgres.log" >/dev/null
  log "$name: PostgreSQL restarted in the middle of the load"
  sleep "$(awk -v s="$load_seconds" 'BEGIN { print s / 2 - 2 }')"
  local sent started status=0
  started=$SECONDS
  kill "-$signal" "$server_pid"
  for ((sent = 1; sent < times; sent++)); do
    # Again at once, while it stops (unless it has stopped already).
    kill "-$signal" "$server_pid" 2>/dev/null || log "$name: the service had stopped before the signal could be sent again"
  done
  wait "$server_pid" || status=$?
  local took=$((SECONDS - started))
  server_pid=""
  wait "$load" || true
  for k in "${streams[@]}"; do wait "$k" || true; done
  ((status == 0)) || fail "$name: serve exited with status $status after $took s (70: its watchdog found it hanging)"
  ((took <= deadline)) || fail "$name: serve took $took s to stop (deadline $deadline s)"
  curl -fsS -o /dev/null --max-time 2 "$base_url/health" 2>/dev/null && fail "$name: the port still answers"
  local answered
  answered="$(jq '[.routes[]?.requests] | add // 0' "$work_dir/load.json" 2>/dev/null || echo "?")"
  log "$name: $signal x$times; exited 0 after $took s; load requests answered: $answered"
}

round term TERM 1
round int INT 1
round term-twice TERM 2

# ---------------------------------------------------------------- the watchdog
# PostgreSQL frozen (SIGSTOP) under an edit in flight: the graceful shutdown waits for that
# request, which waits for PostgreSQL up to its 30 s request timeout. Past its 3 s shutdown
# deadline the service must say what it waits for and exit 70, not stay alive.
port="$(pg_free_port)"
base_url="http://127.0.0.1:$port"
echo "--- round watchdog" >>"$work_dir/server.log"
DATABASE_URL="$service_url" "$GEOJOURNAL_BIN" serve --hostname 127.0.0.1 --port "$port" \
  --request-timeout 30 --shutdown-timeout 3 >>"$work_dir/server.log" 2>&1 &
server_pid=$!
for _ in $(seq 1 300); do
  curl -fsS -o /dev/null --max-time 2 "$base_url/health" 2>/dev/null && break
  sleep 0.1
done
postmaster="$(head -n 1 "$cluster_dir/pgdata/postmaster.pid")"
frozen=("$postmaster" $(pgrep -P "$postmaster"))
kill -STOP "${frozen[@]}"
curl -sS -o /dev/null --max-time 60 -X POST -H "Authorization: Bearer $token" -H 'Content-Type: application/json' \
  --data-binary '{"edits":[{"layer":"Device","adds":[{"attributes":{"ASSETGROUP":2,"ASSETTYPE":1},"geometry":{"type":"Point","coordinates":[1,1]}}]}]}' \
  "$base_url/v1/workspaces/demo/edits" 2>/dev/null &
pids+=($!)
sleep 1
started=$SECONDS
kill -TERM "$server_pid"
status=0
timeout 20 tail --pid="$server_pid" -f /dev/null || true
kill -CONT "${frozen[@]}" 2>/dev/null || true
wait "$server_pid" || status=$?
took=$((SECONDS - started))
server_pid=""
((status == 70)) || fail "watchdog: with PostgreSQL frozen, serve exited $status after $took s (expected 70 from its watchdog)"
grep -q "did not finish within" "$work_dir/server.log" || fail "watchdog: the service did not say what it waited for"
log "watchdog: with PostgreSQL frozen, serve exited 70 after $took s: $(grep -o 'still waiting for: .*' "$work_dir/server.log" | tail -n 1)"
log "PASS"
