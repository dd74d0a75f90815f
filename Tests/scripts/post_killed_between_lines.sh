#!/usr/bin/env bash
# A post killed between its two writes: `geojournal serve` started with
# GEOJOURNAL_FAULT=post-between-lines kills itself (SIGKILL) inside a post's transaction, after
# DEFAULT's `post` operation is written and before the version's rebase is. After a restart:
#
#  1. DEFAULT has no post and the version's line no rebase: its base is where it was, its
#     differences are all still there (neither write landed without the other);
#  2. the client's retry, with the same Idempotency-Key, posts: DEFAULT reads the version's edits
#     and the version's base is the post's last position;
#  3. a second retry with the key answers the same operation and writes nothing; the journal holds
#     exactly one post and one rebase; `geojournal verify` passes.
#
# Needs GEOJOURNAL_BIN, GEOJOURNAL_TEST_DATABASE_URL, GEOJOURNAL_TEST_SERVICE_URL (Deploy/test.sh
# sets them). Works in its own database of the test cluster, dropped at the end.
set -euo pipefail

root="$(cd "$(dirname "$0")/../.." && pwd)"
# shellcheck source=Tests/scripts/lib/service_test.sh
source "$root/Tests/scripts/lib/service_test.sh"
service_test post_killed_between_lines postkill
server_log_lines=30
cleanup_first() {
  [[ -n "$server_pid" ]] && kill -KILL "$server_pid" 2>/dev/null
  wait 2>/dev/null || true
}

ws="postkill"

# start_server [ENV=VALUE…]: serve on a free port, wait for /health (60 s at most).
start_server() {
  local port
  port="$(pg_free_port)"
  base_url="http://127.0.0.1:$port"
  echo "--- serve on port $port $*" >>"$work_dir/server.log"
  env "$@" DATABASE_URL="$service_url" "$GEOJOURNAL_BIN" serve --hostname 127.0.0.1 --port "$port" >>"$work_dir/server.log" 2>&1 &
  server_pid=$!
  local waited=0
  until curl -fsS -o /dev/null --max-time 2 "$base_url/health" 2>/dev/null; do
    kill -0 "$server_pid" 2>/dev/null || fail "geojournal serve exited during startup"
    ((waited++ < 600)) || fail "geojournal serve not healthy after 60 s"
    sleep 0.1
  done
}

# api METHOD PATH [BODY [HEADER]]: prints the HTTP status; the body goes to $work_dir/response.
api() {
  local method="$1" path="$2" body="${3:-}" header="${4:-}"
  local args=(-sS --max-time 30 -o "$work_dir/response" -w '%{http_code}' -X "$method" -H "Authorization: Bearer $token" "$base_url$path")
  [[ -n "$body" ]] && args+=(-H 'Content-Type: application/json' --data-binary "$body")
  [[ -n "$header" ]] && args+=(-H "$header")
  local code
  code="$(curl "${args[@]}" 2>/dev/null)" || true
  echo "${code:-000}"
}

expect_status() {
  local got="$1" description="$2"
  shift 2
  local want
  for want in "$@"; do [[ "$got" == "$want" ]] && return 0; done
  fail "$description: HTTP $got (expected $*): $(head -c 500 "$work_dir/response" 2>/dev/null)"
}

sql() { pg_psql "$owner_url" -tA -c "$1"; }

# ---------------------------------------------------------------- a version with edits
pg_ensure_database "$owner_url"
DATABASE_URL="$owner_url" "$GEOJOURNAL_BIN" migrate >"$work_dir/migrate.log" 2>&1 || { cat "$work_dir/migrate.log"; fail "geojournal migrate"; }
token="$(DATABASE_URL="$owner_url" "$GEOJOURNAL_BIN" token create --role admin --actor postkill)"
start_server GEOJOURNAL_FAULT=post-between-lines
expect_status "$(api POST /v1/workspaces "{\"id\":\"$ws\"}")" "create workspace" 201
expect_status "$(api PUT "/v1/workspaces/$ws/layers/Points" '{"geometryType":"Point","srid":3857,"fields":[{"name":"N","type":"integer","nullable":false}]}')" "create layer" 200 201
expect_status "$(api POST "/v1/workspaces/$ws/edits" '{"edits":[{"layer":"Points","adds":[{"attributes":{"N":1},"geometry":{"type":"Point","coordinates":[1,1]}},{"attributes":{"N":2},"geometry":{"type":"Point","coordinates":[2,2]}}]}]}')" "seed" 200
first_id="$(jq -r '.results[0].id' "$work_dir/response")"
expect_status "$(api POST "/v1/workspaces/$ws/versions" '{"name":"design"}')" "create version" 201
version="$(jq -r .name "$work_dir/response")"
line="$(sql "SELECT line FROM versions WHERE workspace_id = '$ws' AND name = '$version'")"
expect_status "$(api POST "/v1/workspaces/$ws/edits?version=$version" "{\"edits\":[{\"layer\":\"Points\",\"updates\":[{\"id\":\"$first_id\",\"attributes\":{\"N\":10}}],\"adds\":[{\"attributes\":{\"N\":3},\"geometry\":{\"type\":\"Point\",\"coordinates\":[3,3]}}]}]}")" "edit in the version" 200
default_head="$(sql "SELECT head_position FROM workspaces WHERE id = '$ws'")"
line_head="$(sql "SELECT head_position FROM workspaces WHERE id = '$line'")"
expect_status "$(api GET "/v1/workspaces/$ws/versions/$version")" "read the version" 200
base="$(jq -r .base "$work_dir/response")"

# ---------------------------------------------------------------- the post, killed inside
key="Idempotency-Key: post-$$-$RANDOM"
status="$(api POST "/v1/workspaces/$ws/versions/$version/post" '{}' "$key")"
for _ in $(seq 1 100); do kill -0 "$server_pid" 2>/dev/null || break; sleep 0.1; done
kill -0 "$server_pid" 2>/dev/null && fail "the server survived the armed fault (the post answered $status)"
wait "$server_pid" 2>/dev/null || true
server_pid=""
[[ "$status" == 000 ]] || fail "the killed post was answered $status"
log "the server killed itself inside the post (the client got no answer)"

# 1. Neither write landed.
[[ "$(sql "SELECT head_position FROM workspaces WHERE id = '$ws'")" == "$default_head" ]] || fail "DEFAULT moved: a post landed without its rebase"
[[ "$(sql "SELECT head_position FROM workspaces WHERE id = '$line'")" == "$line_head" ]] || fail "the line moved: a rebase landed without its post"
[[ "$(sql "SELECT count(*) FROM operations WHERE workspace_id = '$ws' AND kind = 'post'")" == 0 ]] || fail "DEFAULT holds a post"
start_server
expect_status "$(api GET "/v1/workspaces/$ws/versions/$version")" "read the version after the restart" 200
[[ "$(jq -r .base "$work_dir/response")" == "$base" ]] || fail "the version's base moved to $(jq -r .base "$work_dir/response") (was $base)"
expect_status "$(api GET "/v1/workspaces/$ws/versions/$version/differences")" "differences" 200
[[ "$(jq '[.layers[] | (.inserts + .updates + .deletes) | length] | add' "$work_dir/response")" == 2 ]] || fail "the version's differences changed: $(head -c 300 "$work_dir/response")"
log "after the restart DEFAULT (head $default_head) and the version (head $line_head, base $base) are as before the post"

# 2. The retry posts, once.
expect_status "$(api POST "/v1/workspaces/$ws/versions/$version/post" '{}' "$key")" "retried post" 200
operation="$(jq -r .operation.id "$work_dir/response")"
last="$(jq -r .operation.lastPosition "$work_dir/response")"
[[ "$(jq -r .replayed "$work_dir/response")" == false && "$(jq -r '.inserts + .updates' "$work_dir/response")" == 2 ]] || fail "the retry: $(cat "$work_dir/response")"
expect_status "$(api GET "/v1/workspaces/$ws/versions/$version")" "read the version" 200
[[ "$(jq -r .base "$work_dir/response")" == "$last" ]] || fail "the version's base is $(jq -r .base "$work_dir/response"), not the post's $last"
expect_status "$(api GET "/v1/workspaces/$ws/layers/Points/features")" "read DEFAULT" 200
[[ "$(jq -c '[.features[].properties.N] | sort' "$work_dir/response")" == "[2,3,10]" ]] || fail "DEFAULT reads $(jq -c '[.features[].properties.N]' "$work_dir/response")"

# 3. Another retry answers the same post and writes nothing.
expect_status "$(api POST "/v1/workspaces/$ws/versions/$version/post" '{}' "$key")" "second retry" 200
[[ "$(jq -r .operation.id "$work_dir/response")" == "$operation" && "$(jq -r .replayed "$work_dir/response")" == true ]] || fail "the second retry: $(cat "$work_dir/response")"
[[ "$(sql "SELECT count(*) FROM operations WHERE workspace_id = '$ws' AND kind = 'post'")" == 1 ]] || fail "DEFAULT holds more than one post"
[[ "$(sql "SELECT count(*) FROM events WHERE workspace_id = '$line' AND type = 'versionRebased'")" == 1 ]] || fail "the line holds more than one rebase"
DATABASE_URL="$owner_url" "$GEOJOURNAL_BIN" verify >"$work_dir/verify.log" 2>&1 || { cat "$work_dir/verify.log"; fail "geojournal verify"; }
log "ok: the retried post landed once (operation $operation, base $last); a second retry replayed it; the chains verify"
