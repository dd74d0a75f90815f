#!/usr/bin/env bash
# Backup test: a logical dump of a GeoJournal database and its roles, restored into another cluster.
#
# On a database of its own in the test cluster: a workspace with a layer and edits, a branch
# version with an edit of its own, a public workspace, a login for the layer views
# (`geojournal user create`), and the service's login. Dumped as docs/backup-restore.md says:
# `pg_dumpall --roles-only` (the service role and its login, the view logins, with their
# passwords) and `pg_dump -Fc` (the database, with the grants); restored into a fresh cluster of its
# own (`psql -f` the roles, `pg_restore` the database). It passes when
#   - `Deploy/restore-check.sh` passes on the restored database (verify, gap-free, projections);
#   - `geojournal serve` on the restored database, as the same service login with the same
#     password, answers the same token with the same bodies: the workspaces, a layer's features,
#     a feature's history, the operations, the version and its features, `/v1/me`; and an anonymous
#     reader the same public workspace;
#   - the view login signs in to the restored database with its password and reads the same rows
#     through the layer view, and its INSERT there is one journal operation by its actor;
#   - a /v1 edit on the restored service lands at the next position.
#
# Needs GEOJOURNAL_BIN, GEOJOURNAL_TEST_DATABASE_URL, GEOJOURNAL_TEST_SERVICE_URL (Deploy/test.sh
# sets them), pg_dump, pg_dumpall, pg_restore, curl, jq.
set -euo pipefail

root="$(cd "$(dirname "$0")/../.." && pwd)"
# shellcheck source=Tests/scripts/lib/service_test.sh
source "$root/Tests/scripts/lib/service_test.sh"
service_test backup_logical logical
chmod 755 "$work_dir"
target_dir="$work_dir/pg/target"
restored_pid=""
view_role=""
cleanup_first() {
  [[ -n "$restored_pid" ]] && { kill -TERM "$restored_pid" 2>/dev/null; wait "$restored_pid" 2>/dev/null || true; }
  pg_cluster_stop "$target_dir" >/dev/null 2>&1 || true
}
cleanup_on_failure() {
  [[ -s "$work_dir/restored.log" ]] && { log "last lines of the restored server's log:"; tail -n 15 "$work_dir/restored.log" | sed 's/^/    /'; }
  [[ -s "$target_dir/postgres.log" ]] && { log "last lines of the target's PostgreSQL log:"; tail -n 10 "$target_dir/postgres.log" | sed 's/^/    /'; }
}
cleanup_last() {
  # The view login is a role of the shared test cluster: drop it (its grants went with the database).
  [[ -n "$view_role" ]] && pg_psql "$(pg_url_with_database "$GEOJOURNAL_TEST_DATABASE_URL" postgres)" \
    -c "DROP ROLE IF EXISTS \"$view_role\"" >/dev/null 2>&1
  return 0
}

# ---------------------------------------------------------------- the source
start_service backup-logical warning
source_base="$base_url"
body() { printf '%s' "$1" >"$work_dir/body.json"; echo "$work_dir/body.json"; }
api POST /v1/workspaces "$(body '{"id": "logical", "title": "Logical backup"}')" >/dev/null
api PUT /v1/workspaces/logical/layers/Points "$(body '{"geometryType": "Point", "srid": 3857, "fields": [{"name": "N", "type": "integer", "nullable": false}]}')" >/dev/null
for k in 1 2 3; do
  api POST /v1/workspaces/logical/edits "$(body "{\"message\": \"batch $k\", \"edits\": [{\"layer\": \"Points\", \"adds\": [{\"attributes\": {\"N\": $k}, \"geometry\": {\"type\": \"Point\", \"coordinates\": [$k, $k]}}, {\"attributes\": {\"N\": $((k + 10))}, \"geometry\": {\"type\": \"Point\", \"coordinates\": [$k, 0]}}]}]}")" >"$work_dir/edit.$k.json"
done
feature="$(jq -r '.results[0].id' "$work_dir/edit.1.json")"
api POST /v1/workspaces/logical/edits "$(body "{\"edits\": [{\"layer\": \"Points\", \"updates\": [{\"id\": \"$feature\", \"expectedVersion\": 1, \"attributes\": {\"N\": 100}}]}]}")" >/dev/null
api POST /v1/workspaces/logical/versions "$(body '{"name": "design", "access": "protected"}')" >"$work_dir/version.json"
version="$(jq -r .name "$work_dir/version.json")"
api POST "/v1/workspaces/logical/edits?version=$version" "$(body '{"edits": [{"layer": "Points", "adds": [{"attributes": {"N": 7}, "geometry": {"type": "Point", "coordinates": [7, 7]}}]}]}')" >/dev/null
api POST /v1/workspaces "$(body '{"id": "open", "title": "Anyone reads it"}')" >/dev/null
api PUT /v1/workspaces/open/layers/Notes "$(body '{"geometryType": "Point", "srid": 4326, "fields": [{"name": "Text", "type": "string", "nullable": true}]}')" >/dev/null
api POST /v1/workspaces/open/edits "$(body '{"edits": [{"layer": "Notes", "adds": [{"attributes": {"Text": "hello"}, "geometry": {"type": "Point", "coordinates": [7.1, 46.9]}}]}]}')" >/dev/null
api PATCH /v1/workspaces/open "$(body '{"public": true}')" >/dev/null
actor="logical$$"
DATABASE_URL="$owner_url" "$GEOJOURNAL_BIN" user create --role editor --actor "$actor" >"$work_dir/user.txt" 2>/dev/null || fail "geojournal user create"
view_role="$(sed -n 's/^user //p' "$work_dir/user.txt")"
view_password="$(sed -n 's/^password //p' "$work_dir/user.txt")"

# The answers a client sees, to compare after the restore.
answers() { # BASE OUTPUT-FOLDER
  local base="$1" out="$2" path i=0
  mkdir -p "$out"
  for path in /v1/workspaces /v1/me /v1/workspaces/logical/layers/Points/features "/v1/workspaces/logical/features/$feature/history" \
    /v1/workspaces/logical/operations "/v1/workspaces/logical/versions/$version" "/v1/workspaces/logical/layers/Points/features?version=$version" \
    "/v1/workspaces/logical/layers/Points/features?asOf=3"; do
    i=$((i + 1))
    curl -fsS --max-time 30 -H "Authorization: Bearer $token" "$base$path" | jq -S . >"$out/$i.json" || fail "GET $path on $base"
  done
  curl -fsS --max-time 30 "$base/v1/workspaces/open/layers/Notes/features" | jq -S . >"$out/anonymous.json" || fail "anonymous read on $base"
}
answers "$source_base" "$work_dir/source_answers"
view_rows() { # URL
  "$PG_BIN/psql" "$(pg_url_with_user "$1" "$view_role" "$view_password")" -X -q -A -t -v ON_ERROR_STOP=1 \
    -c 'SELECT id, version, "N", ST_AsText(geom) FROM gj_logical."Points" ORDER BY id'
}
view_rows "$owner_url" >"$work_dir/source_view_rows" || fail "the view login reads the view on the source"

# ---------------------------------------------------------------- dump
cluster_url="$(pg_url_with_database "$GEOJOURNAL_TEST_DATABASE_URL" postgres)"
"$PG_BIN/pg_dumpall" --roles-only -d "$cluster_url" -f "$work_dir/roles.sql" || fail "pg_dumpall --roles-only"
"$PG_BIN/pg_dump" -Fc -d "$owner_url" -f "$work_dir/geojournal.dump" || fail "pg_dump"
log "dumped: roles.sql ($(grep -c '^CREATE ROLE' "$work_dir/roles.sql") roles), geojournal.dump ($(du -k "$work_dir/geojournal.dump" | cut -f1) KiB)"

# ---------------------------------------------------------------- restore into a fresh cluster
mkdir -p "$work_dir/pg"
((EUID == 0)) && chown "$PG_OS_USER:" "$work_dir/pg"
pg_cluster_init "$target_dir" --mode test >/dev/null
pg_cluster_start "$target_dir" >/dev/null
target_cluster="$(pg_cluster_url "$target_dir" postgres)"
# The target's own superuser exists already: every other role comes from the dump.
grep -v -x 'CREATE ROLE postgres;' "$work_dir/roles.sql" >"$work_dir/roles.restore.sql"
pg_psql "$target_cluster" -f "$work_dir/roles.restore.sql" >"$work_dir/roles.log" 2>&1 || { cat "$work_dir/roles.log"; fail "psql -f roles.sql"; }
target_url="$(pg_cluster_url "$target_dir" "$database")"
pg_ensure_database "$target_url"
"$PG_BIN/pg_restore" --exit-on-error -d "$target_url" "$work_dir/geojournal.dump" >"$work_dir/restore.log" 2>&1 ||
  { cat "$work_dir/restore.log"; fail "pg_restore"; }

DATABASE_URL="$target_url" GEOJOURNAL_BIN="$GEOJOURNAL_BIN" bash "$root/Deploy/restore-check.sh" >"$work_dir/check.log" 2>&1 ||
  { cat "$work_dir/check.log"; fail "restore-check of the restored dump"; }
sed 's/^/    /' "$work_dir/check.log" | grep -E 'head|ok'

# The same service login (the same password: its hash came with the roles) serves the restored database.
restored_service_url="$(pg_url_with_database "$GEOJOURNAL_TEST_SERVICE_URL" "$database")"
restored_service_url="${restored_service_url/@*\//@127.0.0.1:$(pg_cluster_port "$target_dir")/}"
restored_port="$(pg_free_port)"
restored_base="http://127.0.0.1:$restored_port"
DATABASE_URL="$restored_service_url" LOG_LEVEL=warning "$GEOJOURNAL_BIN" serve --hostname 127.0.0.1 --port "$restored_port" >"$work_dir/restored.log" 2>&1 &
restored_pid=$!
for _ in $(seq 1 300); do
  curl -fsS -o /dev/null --max-time 2 "$restored_base/health" 2>/dev/null && break
  kill -0 "$restored_pid" 2>/dev/null || fail "geojournal serve on the restored database exited during startup"
  sleep 0.2
done
answers "$restored_base" "$work_dir/restored_answers"
diff -r "$work_dir/source_answers" "$work_dir/restored_answers" >"$work_dir/answers.diff" ||
  { head -n 30 "$work_dir/answers.diff"; fail "the restored service answers the same token differently"; }
log "the restored service answers the same token as the source: $(ls "$work_dir/restored_answers" | wc -l) reads equal (workspaces, me, features now and as of 3, history, operations, the version and its features, the public workspace without a token)"

# The view login, with its password, on the restored database.
view_rows "$target_url" >"$work_dir/restored_view_rows" || fail "the view login cannot read the view on the restored database"
cmp -s "$work_dir/source_view_rows" "$work_dir/restored_view_rows" || fail "the view shows other rows after the restore"
"$PG_BIN/psql" "$(pg_url_with_user "$target_url" "$view_role" "$view_password")" -X -q -v ON_ERROR_STOP=1 \
  -c "INSERT INTO gj_logical.\"Points\" (\"N\", geom) VALUES (42, ST_SetSRID(ST_MakePoint(42, 42), 3857))" ||
  fail "the view login cannot edit through the view on the restored database"
head_before="$(jq -r '.operations[0].lastPosition' "$work_dir/restored_answers/5.json")"
last_actor="$(curl -fsS -H "Authorization: Bearer $token" "$restored_base/v1/workspaces/logical/operations" | jq -r '.operations[0].actor')"
[[ "$last_actor" == "$actor" ]] || fail "the view login's INSERT is not an operation by $actor (the last operation's actor: $last_actor)"
edit="$(curl -fsS -H "Authorization: Bearer $token" -H 'Content-Type: application/json' "$restored_base/v1/workspaces/logical/edits" \
  -d '{"edits": [{"layer": "Points", "adds": [{"attributes": {"N": 43}, "geometry": {"type": "Point", "coordinates": [43, 43]}}]}]}')" ||
  fail "a /v1 edit on the restored service"
[[ "$(jq -r .operation.lastPosition <<<"$edit")" == $((head_before + 2)) ]] ||
  fail "the edit after the restore landed at $(jq -r .operation.lastPosition <<<"$edit"), not $((head_before + 2))"
log "the view login ($view_role) reads the same rows and edits as $actor; a /v1 edit lands at $((head_before + 2)); passed in $((SECONDS - started)) s"
