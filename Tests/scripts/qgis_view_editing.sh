#!/usr/bin/env bash
# QGIS 3.22 (headless PyQGIS) edits GeoJournal's writable layer views gj_demo."<layer>" with its
# `postgres` provider, as login roles made by `geojournal user create`, on the sample workspace
# `demo` (`geojournal sample`, then `sample-network` with a 40-line tree, network `Electric`, and
# three ElectricDevice points added through /v1). Tests/scripts/lib/qgis_view_editing.py does the
# QGIS part:
#
#  1. an editor opens gj_demo."Line" (key 'id'; QGIS's fields are id, version, expected_version, journal_position and
#     the layer's fields; its count and ids are /v1's) and, in ONE edit session with QGIS's automatic
#     transaction groups (QgsProject.setAutoTransaction), adds two primary lines continuing a line
#     from its free end, changes the LENGTH of another, moves the middle vertex of a third and
#     deletes a service line; while that transaction is open (QGIS has sent its edits), five /v1
#     edits of the same workspace are answered 200 at once (each under 1 s, their times printed);
#     commitChanges() succeeds. Then: exactly one new operation, kind edit,
#     the editor's actor and role, ending at the head; its events are exactly 2 featureCreated (the
#     two new ids, version 1, their attributes and coordinates), 2 featureUpdated (LENGTH old -> new
#     without geometry; the moved vertex's coordinates without attribute changes) and 1
#     featureDeleted; /v1 history of the changed and the moved line ends with that operation and
#     actor (the LENGTH change, geometryChanged); /v1 snap 1 m beside a new line snaps to it at 1 m;
#     a connected trace of network Electric from the circuit breaker includes both new lines and the
#     moved one, not the deleted one; `geojournal verify` says "hash chain intact" and
#     `verify-projections` that the projections equal the rebuild;
#  2. an editor saving DEVICESTATUS 9 on an ElectricDevice: commitChanges() fails, the PostgreSQL
#     message in QGIS's commitErrors() is exactly the violation message /v1 answers (422) to the
#     same edit, the server's error is check_violation (23514), the head does not move and the
#     feature keeps its version and value;
#  3. two sessions (two layer objects as two editor roles) read the same ElectricDevice, each with
#     the default value '"version"' applied on update on the view's `expected_version` (what a QGIS
#     project sets up once): A changes LABEL, B changes LABEL and saves (one operation, B's actor),
#     then A's save fails with "feature X is at version V+1, not V" (GJ409), A's UPDATE carried
#     "expected_version"=V, the head does not move and /v1 shows B's LABEL;
#  4. a viewer role opens gj_demo."Line" and reads every feature (count and ids equal /v1's); QGIS
#     offers it no editing capability (it reads the role's privileges), its commitChanges() of an
#     edit fails, and the UPDATE and INSERT QGIS's provider sends when called directly are refused
#     with "permission denied for view Line" (42501); the head does not move;
#  5. QGIS's OAPIF provider reads the Line collection of /ogc/demo with an auth config of method
#     Basic (the token as password), then EsriToken (`X-Esri-Authorization: Bearer`): valid, fields
#     id and the layer's fields, the same ids as /v1 and, for a box in the middle of the data, the
#     same lines as /v1's bbox; without an auth config the layer does not open.
#  At the end `verify` and `verify-projections` again.
#  6. ogr2ogr (GDAL's PostgreSQL driver, COPY, -gt 500) appends a GeoPackage of 2,000 points to
#     gj_demo.BirdNest as the editor: one operation per transaction (at most 500 events each) by
#     the editor's actor, spanning 2,000 positions,
#     every point with its attributes, `verify` intact.
#
# QGIS's PostgreSQL connections go through a small logging proxy (the lib's `pgproxy` mode): it
# records each statement QGIS sends and each error the server answers, with SQLSTATE (sections
# 2-4 check them; the tail is printed on failure). QGIS gets a private profile, HOME, XDG
# directories and auth database under the work directory, removed at the end;
# GEOJOURNAL_QGIS_KEEP=1 keeps it.
#
# Needs GEOJOURNAL_BIN, GEOJOURNAL_TEST_DATABASE_URL (a superuser: it creates login roles),
# GEOJOURNAL_TEST_SERVICE_URL (Deploy/test.sh sets them), curl, jq and PyQGIS (python3-qgis,
# qgis-providers). Works in its own database and with its own roles, dropped at the end.
set -euo pipefail

root="$(cd "$(dirname "$0")/../.." && pwd)"
# shellcheck source=Tests/scripts/lib/service_test.sh
source "$root/Tests/scripts/lib/service_test.sh"
service_test qgis_view_editing qgisview
suffix="${database#qgisview_}"
# Login roles are cluster-wide: unique names, dropped at the end.
roles=("gjqv_editor_$suffix" "gjqv_editor2_$suffix" "gjqv_viewer_$suffix")
proxy_pid=""
keep_work_dir="${GEOJOURNAL_QGIS_KEEP:-}"
cleanup_first() {
  [[ -n "$proxy_pid" ]] && kill -TERM "$proxy_pid" 2>/dev/null && { wait "$proxy_pid" 2>/dev/null || true; }
}
cleanup_on_failure() {
  if [[ -s "$work_dir/sql.log" ]]; then
    log "last statements QGIS sent and errors the server answered (through the logging proxy):"
    grep -v -e '"sql": "SELECT' -e '"sql": "FETCH' -e '"sql": "CLOSE' -e 'DECLARE' "$work_dir/sql.log" | tail -n 12 |
      jq -r '"    \(.user) #\(.conn) \(.kind): \(.sql // "\(.sqlstate) \(.message)" | if length > 200 then .[0:200] + "..." else . end)"' || true
  fi
}
cleanup_last() {
  local role admin_url
  admin_url="$(pg_url_with_database "$GEOJOURNAL_TEST_DATABASE_URL" postgres)"
  for role in "${roles[@]}"; do
    pg_psql "$admin_url" -c "DROP ROLE IF EXISTS \"$role\"" >/dev/null 2>&1 || log "could not drop role $role"
  done
}

for tool in jq curl; do
  command -v "$tool" >/dev/null || fail "$tool is missing (Deploy/install-packages.sh --tests installs jq and curl)"
done
# PyQGIS is Debian's: its python3, not another one first on the PATH.
qgis_python="${GEOJOURNAL_QGIS_PYTHON:-/usr/bin/python3}"
"$qgis_python" -c 'import qgis.core, psycopg2' 2>/dev/null || fail "PyQGIS is missing (Deploy/install-packages.sh --tests installs python3-qgis and qgis-providers)"

# ---------------------------------------------------------------- database, sample, roles
pg_ensure_database "$owner_url"
DATABASE_URL="$owner_url" "$GEOJOURNAL_BIN" migrate >"$work_dir/migrate.log" 2>&1 || { cat "$work_dir/migrate.log"; fail "migrate"; }
DATABASE_URL="$owner_url" "$GEOJOURNAL_BIN" sample >"$work_dir/sample.log" 2>&1 || { cat "$work_dir/sample.log"; fail "geojournal sample"; }
DATABASE_URL="$owner_url" "$GEOJOURNAL_BIN" sample-network --workspace demo --network Electric --edges 40 --feeders 1 --steps 10 \
  >>"$work_dir/sample.log" 2>&1 || { cat "$work_dir/sample.log"; fail "geojournal sample-network"; }

# create_role KEY ROLE ACTOR NAME: a login role; its name, password and actor into roles.json.
echo '{}' >"$work_dir/roles.json"
create_role() {
  local key="$1" role="$2" actor="$3" name="$4" output
  output="$("$GEOJOURNAL_BIN" user create --database-url "$owner_url" --role "$role" --actor "$actor" --name "$name")" ||
    fail "geojournal user create --role $role --name $name"
  [[ "$(sed -n 's/^user //p' <<<"$output")" == "$name" ]] || fail "geojournal user create printed: $output"
  jq --arg key "$key" --arg name "$name" --arg password "$(sed -n 's/^password //p' <<<"$output")" --arg actor "$actor" \
    '.[$key] = {name: $name, password: $password, actor: $actor}' "$work_dir/roles.json" >"$work_dir/roles.next"
  mv "$work_dir/roles.next" "$work_dir/roles.json"
}
create_role editor editor "qgis ana" "${roles[0]}"
create_role editor2 editor "qgis bob" "${roles[1]}"
create_role viewer viewer "qgis vic" "${roles[2]}"

# ---------------------------------------------------------------- service, devices, proxy
start_service test
jq -nc '{edits: [{layer: "ElectricDevice", adds: [range(3) as $i | {
    attributes: {ASSETGROUP: 2, LABEL: "device \($i)"},
    geometry: {type: "Point", coordinates: [(-9813000 + $i * 20), 5130000]}}]}]}' >"$work_dir/devices.json"
api POST /v1/workspaces/demo/edits "$work_dir/devices.json" >/dev/null

[[ "$owner_url" =~ ^postgres(ql)?://[^@/]*@([^:/?]+)(:([0-9]+))?/ ]] || fail "no host in $GEOJOURNAL_TEST_DATABASE_URL"
pg_host="${BASH_REMATCH[2]}"
pg_port="${BASH_REMATCH[4]:-5432}"
proxy_port="$(pg_free_port)"
"$qgis_python" "$root/Tests/scripts/lib/qgis_view_editing.py" pgproxy --port "$proxy_port" --target-host "$pg_host" \
  --target-port "$pg_port" --log "$work_dir/sql.log" >"$work_dir/proxy.log" 2>&1 &
proxy_pid=$!
for _ in $(seq 1 100); do
  pg_port_is_free "$proxy_port" || break
  kill -0 "$proxy_pid" 2>/dev/null || { cat "$work_dir/proxy.log"; fail "the logging proxy exited during startup"; }
  sleep 0.1
done
log "sample workspace demo (network Electric, 40 lines), 3 roles, service and proxy ready ($((SECONDS - started)) s)"

# ---------------------------------------------------------------- QGIS
qgis_started=$SECONDS
mkdir -p "$work_dir/home" "$work_dir/xdg-runtime"
chmod 700 "$work_dir/xdg-runtime"
status=0
env HOME="$work_dir/home" XDG_RUNTIME_DIR="$work_dir/xdg-runtime" XDG_CONFIG_HOME="$work_dir/home/.config" \
  XDG_CACHE_HOME="$work_dir/home/.cache" XDG_DATA_HOME="$work_dir/home/.local/share" QT_QPA_PLATFORM=offscreen \
  QGIS_AUTH_DB_DIR_PATH="$work_dir/qgis-auth" PGGSSENCMODE=disable PGSSLMODE=disable \
  timeout 180 "$qgis_python" "$root/Tests/scripts/lib/qgis_view_editing.py" check \
  --api "$base_url" --token "$token" --workspace demo --owner-url "$owner_url" --pg-port "$proxy_port" --database "$database" \
  --roles "$work_dir/roles.json" --sql-log "$work_dir/sql.log" --profile "$work_dir/qgis-profile" --geojournal-bin "$GEOJOURNAL_BIN" \
  >"$work_dir/qgis.out" 2>"$work_dir/qgis.err" || status=$?
sed 's/^/  /' "$work_dir/qgis.out"
if ((status != 0)); then
  # (QGIS's auth manager prints salt/hash lines on stderr: not errors)
  grep -v -e '^$' -e ' hex: ' "$work_dir/qgis.err" | tail -n 20 | sed 's/^/  stderr: /'
  fail "the PyQGIS check (exit $status)"
fi
grep -q '^PASS ' "$work_dir/qgis.out" || fail "the PyQGIS check printed no PASS line"
log "PASS: QGIS $(sed -n 's/^qgis version: //p' "$work_dir/qgis.out") edited the layer views ($((SECONDS - qgis_started)) s of QGIS, $((SECONDS - started)) s in all)"

# ---------------------------------------------------------------- ogr2ogr
# GDAL's PostgreSQL driver appends a GeoPackage of points to a view as the editor (COPY, a
# transaction every 500 features): each transaction is one journal operation by the editor,
# every point arrives with its attributes, the chain verifies. (The 100,000-point load is
# bench_views' row.)
ogr_points=2000
ogr_started=$SECONDS
python3 - "$work_dir/nests.geojson" "$ogr_points" <<'PY'
import json, sys
path, n = sys.argv[1], int(sys.argv[2])
features = [{"type": "Feature", "properties": {"Status": 1 + k % 3, "Species": f"ogr {k}", "Visits": k % 50},
             "geometry": {"type": "Point", "coordinates": [-9813000 + (k % 100) * 7.5, 5130000 + (k // 100) * 7.5]}} for k in range(n)]
json.dump({"type": "FeatureCollection", "crs": {"type": "name", "properties": {"name": "urn:ogc:def:crs:EPSG::3857"}}, "features": features}, open(path, "w"))
PY
ogr2ogr -f GPKG "$work_dir/nests.gpkg" "$work_dir/nests.geojson" -nln nests >/dev/null 2>"$work_dir/gpkg.err" || { cat "$work_dir/gpkg.err"; fail "writing the GeoPackage"; }
editor_name="$(jq -r .editor.name "$work_dir/roles.json")"
editor_password="$(jq -r .editor.password "$work_dir/roles.json")"
head_before="$(pg_psql "$owner_url" -c "SELECT head_position FROM workspaces WHERE id = 'demo'")"
PG_USE_COPY=YES ogr2ogr -append -f PostgreSQL \
  "PG:host=$pg_host port=$pg_port dbname=$database user=$editor_name password=$editor_password" \
  "$work_dir/nests.gpkg" nests -nln 'gj_demo.BirdNest' -gt 500 >"$work_dir/ogr2ogr.out" 2>&1 ||
  { tail -n 20 "$work_dir/ogr2ogr.out"; fail "ogr2ogr -append into gj_demo.BirdNest"; }
read -r operations first last actors < <(pg_psql "$owner_url" -c "
  SELECT count(*), min(first_position), max(last_position), string_agg(DISTINCT actor, ',')
  FROM operations WHERE workspace_id = 'demo' AND first_position > $head_before" | tr '|' ' ')
sizes="$(pg_psql "$owner_url" -c "SELECT string_agg((last_position - first_position + 1)::text, ' ' ORDER BY first_position)
  FROM operations WHERE workspace_id = 'demo' AND first_position > $head_before")"
# (GDAL commits its first transaction one feature early: 499 500 500 500 1.)
((operations >= ogr_points / 500 && operations <= ogr_points / 500 + 1)) ||
  fail "ogr2ogr's $ogr_points points in transactions of 500 wrote $operations operations ($sizes events)"
for size in $sizes; do ((size <= 500)) || fail "an operation of ogr2ogr holds $size events, more than its transaction's 500 ($sizes)"; done
[[ "$actors" == "qgis ana" ]] || fail "ogr2ogr's operations are by $actors, not the editor's actor"
((last - first + 1 == ogr_points)) || fail "ogr2ogr's operations span positions $first..$last, not $ogr_points"
arrived="$(pg_psql "$owner_url" -c "SELECT count(*) FROM features WHERE workspace_id = 'demo' AND layer = 'BirdNest'
  AND attributes->>'Species' LIKE 'ogr %' AND (attributes->>'Status')::int = 1 + split_part(attributes->>'Species', ' ', 2)::int % 3
  AND (attributes->>'Visits')::int = split_part(attributes->>'Species', ' ', 2)::int % 50")"
((arrived == ogr_points)) || fail "$arrived of $ogr_points ogr2ogr points arrived with their attributes"
verify_output=$(DATABASE_URL="$owner_url" "$GEOJOURNAL_BIN" verify 2>&1) || fail "verify after ogr2ogr: $verify_output"
grep -q "hash chain intact" <<<"$verify_output" || fail "verify after ogr2ogr: $verify_output"
log "PASS: ogr2ogr appended $ogr_points points as $operations operations of the editor ($((SECONDS - ogr_started)) s)"

