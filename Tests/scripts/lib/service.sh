# shellcheck shell=bash
# What the client script tests share: a migrated database of their own, an admin token and a
# `geojournal serve` answering /health, and `api` for the JSON API. Source it after setting
# GEOJOURNAL_BIN, owner_url, service_url and work_dir and defining `fail`; the caller's EXIT trap
# stops `$server_pid` and drops the database.

# start_service ACTOR [LOG_LEVEL]: sets token, port, base_url and server_pid.
start_service() {
  local actor="$1" level="${2:-warning}"
  pg_ensure_database "$owner_url"
  DATABASE_URL="$owner_url" "$GEOJOURNAL_BIN" migrate >"$work_dir/migrate.log" 2>&1 || { cat "$work_dir/migrate.log"; fail "migrate"; }
  token="$(DATABASE_URL="$owner_url" "$GEOJOURNAL_BIN" token create --role admin --actor "$actor")"
  port="$(pg_free_port)"
  base_url="http://127.0.0.1:$port"
  DATABASE_URL="$service_url" LOG_LEVEL="$level" "$GEOJOURNAL_BIN" serve --hostname 127.0.0.1 --port "$port" >"$work_dir/server.log" 2>&1 &
  server_pid=$!
  for _ in $(seq 1 300); do
    curl -fsS -o /dev/null --max-time 2 "$base_url/health" 2>/dev/null && return 0
    kill -0 "$server_pid" 2>/dev/null || fail "geojournal serve exited during startup"
    sleep 0.2
  done
  fail "geojournal serve did not answer /health"
}

# api METHOD PATH [BODY-FILE]: the body to stdout; fails the script on a status >= 400.
api() {
  local args=(-sS --fail-with-body --max-time 120 -X "$1" -H "Authorization: Bearer $token" "$base_url$2")
  [[ -n "${3:-}" ]] && args+=(-H 'Content-Type: application/json' --data-binary "@$3")
  curl "${args[@]}" || fail "$1 $2"
}
