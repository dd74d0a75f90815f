#!/usr/bin/env bash
# QGIS 3.22's offline editing (QgsOfflineEditing, headless PyQGIS) that loses nothing: a crew takes
# its OWN version's layer views offline, so the sync writes into the version and a server change
# meets the crew's at reconcile (README: "How a QGIS user works offline"). Through DEFAULT's views
# QGIS's sync would send only the changed attributes and write over the server's change.
#
# Setup: a workspace with Poles (20 points, N and NAME) through /v1; a token and a login role of the
# crew's actor (`geojournal token create`, `geojournal user create`); the crew's version, made with
# the crew's token (its views: `viewSchema`). Tests/scripts/lib/qgis_offline_editing.py then:
# opens the version's Poles view in QGIS as the login, converts it to an offline GeoPackage, adds a
# feature and changes NAME of two features offline while /v1 changes one of them on DEFAULT,
# synchronizes; then DEFAULT keeps the office's change and has none of the crew's, the version has
# the add and both changes as operations of the login's actor, and reconcile reports the one
# feature both changed, whose conflict view shows the ancestor's, DEFAULT's and the crew's NAME.
#
# Needs GEOJOURNAL_BIN, GEOJOURNAL_TEST_DATABASE_URL (a superuser: it creates a login role),
# GEOJOURNAL_TEST_SERVICE_URL (Deploy/test.sh sets them), curl, jq and PyQGIS (python3-qgis,
# qgis-providers). Works in its own database and role, dropped at the end.
set -euo pipefail

: "${GEOJOURNAL_BIN:?set by Deploy/test.sh}"
: "${GEOJOURNAL_TEST_DATABASE_URL:?set by Deploy/test.sh}"
: "${GEOJOURNAL_TEST_SERVICE_URL:?set by Deploy/test.sh}"

root="$(cd "$(dirname "$0")/../.." && pwd)"
# shellcheck source=Deploy/postgres.sh
source "$root/Deploy/postgres.sh"

work_dir="$(mktemp -d "${TMPDIR:-/var/tmp}/geojournal-qgisoffline.XXXXXX")"
chmod 755 "$work_dir"
suffix="$$_$RANDOM"
database="qgisoffline_$suffix"
owner_url="$(pg_url_with_database "$GEOJOURNAL_TEST_DATABASE_URL" "$database")"
service_url="$(pg_url_with_database "$GEOJOURNAL_TEST_SERVICE_URL" "$database")"
login="gjoff_crew_$suffix"
actor="crew7"
workspace="field"
server_pid=""
started=$SECONDS

log() { echo "qgis_offline_editing: $*"; }
fail() {
  log "FAIL: $*"
  exit 1
}

# shellcheck disable=SC2317  # called by the EXIT trap
cleanup() {
  local status=$? admin_url
  [[ -n "$server_pid" ]] && kill -TERM "$server_pid" 2>/dev/null && { wait "$server_pid" 2>/dev/null || true; }
  if ((status != 0)) && [[ -s "$work_dir/server.log" ]]; then
    log "last lines of the server log:"
    tail -n 20 "$work_dir/server.log" | sed 's/^/    /'
  fi
  admin_url="$(pg_url_with_database "$GEOJOURNAL_TEST_DATABASE_URL" postgres)"
  pg_psql "$admin_url" -c "DROP DATABASE IF EXISTS \"$database\" WITH (FORCE)" >/dev/null 2>&1 || true
  pg_psql "$admin_url" -c "DROP ROLE IF EXISTS \"$login\"" >/dev/null 2>&1 || log "could not drop role $login"
  rm -rf "$work_dir"
}
trap cleanup EXIT

for tool in jq curl; do
  command -v "$tool" >/dev/null || fail "$tool is missing (Deploy/install-packages.sh --tests installs jq and curl)"
done
qgis_python="${GEOJOURNAL_QGIS_PYTHON:-/usr/bin/python3}"
"$qgis_python" -c 'import qgis.core' 2>/dev/null || fail "PyQGIS is missing (Deploy/install-packages.sh --tests installs python3-qgis and qgis-providers)"

# ---------------------------------------------------------------- service, layer, crew
# shellcheck source=Tests/scripts/lib/service.sh
source "$root/Tests/scripts/lib/service.sh"
start_service office
echo "{\"id\":\"$workspace\",\"title\":\"Field crews\"}" >"$work_dir/ws.json"
api POST /v1/workspaces "$work_dir/ws.json" >/dev/null
echo '{"geometryType":"Point","srid":3857,"fields":[{"name":"N","type":"integer","nullable":false},{"name":"NAME","type":"string","length":40}]}' >"$work_dir/poles.json"
api PUT "/v1/workspaces/$workspace/layers/Poles" "$work_dir/poles.json" >/dev/null
jq -nc '{edits: [{layer: "Poles", adds: [range(20) as $i | {attributes: {N: $i, NAME: "pole \($i)"},
  geometry: {type: "Point", coordinates: [(780000 + $i * 50), 6570000]}}]}]}' >"$work_dir/adds.json"
api POST "/v1/workspaces/$workspace/edits" "$work_dir/adds.json" >/dev/null

crew_token="$(DATABASE_URL="$owner_url" "$GEOJOURNAL_BIN" token create --role editor --actor "$actor")"
output="$("$GEOJOURNAL_BIN" user create --database-url "$owner_url" --role editor --actor "$actor" --name "$login")" || fail "geojournal user create"
password="$(sed -n 's/^password //p' <<<"$output")"
version_json="$(curl -sS --fail-with-body -X POST -H "Authorization: Bearer $crew_token" -H 'Content-Type: application/json' \
  --data '{"name":"offline","access":"protected","description":"crew 7 in the field"}' "$base_url/v1/workspaces/$workspace/versions")" ||
  fail "creating the crew's version: $version_json"
version="$(jq -r .name <<<"$version_json")"
schema="$(jq -r .viewSchema <<<"$version_json")"
[[ "$version" == "$actor.offline" && -n "$schema" && "$schema" != null ]] || fail "the crew's version: $version_json"
[[ "$owner_url" =~ ^postgres(ql)?://[^@/]*@([^:/?]+)(:([0-9]+))?/ ]] || fail "no host in $GEOJOURNAL_TEST_DATABASE_URL"
pg_host="${BASH_REMATCH[2]}"
pg_port="${BASH_REMATCH[4]:-5432}"
log "workspace $workspace (20 poles), version $version (views $schema), login $login ($((SECONDS - started)) s)"

# ---------------------------------------------------------------- QGIS
mkdir -p "$work_dir/home" "$work_dir/xdg-runtime" "$work_dir/offline"
chmod 700 "$work_dir/xdg-runtime"
status=0
env HOME="$work_dir/home" XDG_RUNTIME_DIR="$work_dir/xdg-runtime" XDG_CONFIG_HOME="$work_dir/home/.config" \
  XDG_CACHE_HOME="$work_dir/home/.cache" XDG_DATA_HOME="$work_dir/home/.local/share" QT_QPA_PLATFORM=offscreen \
  PGGSSENCMODE=disable PGSSLMODE=disable \
  timeout 180 "$qgis_python" "$root/Tests/scripts/lib/qgis_offline_editing.py" --api "$base_url" --token "$token" --workspace "$workspace" \
  --version "$version" --schema "$schema" --pg-host "$pg_host" --pg-port "$pg_port" --database "$database" --login "$login" \
  --password "$password" --actor "$actor" --dir "$work_dir/offline" --profile "$work_dir/qgis-profile" \
  >"$work_dir/qgis.out" 2>"$work_dir/qgis.err" || status=$?
sed 's/^/  /' "$work_dir/qgis.out"
if ((status != 0)); then
  grep -v -e '^$' -e ' hex: ' "$work_dir/qgis.err" | tail -n 20 | sed 's/^/  stderr: /'
  fail "the PyQGIS check (exit $status)"
fi
grep -q '^PASS' "$work_dir/qgis.out" || fail "the PyQGIS check printed no PASS line"
verify_output=$(DATABASE_URL="$owner_url" "$GEOJOURNAL_BIN" verify 2>&1) || fail "verify: $verify_output"
grep -q "hash chain intact" <<<"$verify_output" || fail "verify: $verify_output"
log "PASS: QGIS $(sed -n 's/^qgis version: //p' "$work_dir/qgis.out") offline editing through the crew's version lost nothing ($((SECONDS - started)) s)"
