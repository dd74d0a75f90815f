#!/usr/bin/env bash
# QGIS 3.22 (headless PyQGIS) reads GeoJournal's GeoServices FeatureServer with its
# `arcgisfeatureserver` provider, on a workspace with 2,000 points (with history) and 50 polygons
# added through /v1 (Tests/scripts/lib/qgis_featureserver.py does the QGIS part):
#
#  1. each layer opens with an auth config of QGIS's auth database (master password set by the
#     test): Poles with Basic (the token as password), Parcels with EsriToken
#     (`X-Esri-Authorization: Bearer`); both valid, geometry type and CRS EPSG:3857;
#  2. QGIS's feature count equals /v1's, its fields are the schema's plus OBJECTID, GlobalID and
#     the edit-tracking fields, in the layer document's order;
#  3. every feature QGIS reads equals /v1's, matched by GlobalID = {UPPER UUID}: same attributes
#     (booleans as 0/1, NULLs as NULL), same geometry (points and rings within 1e-6, holes kept),
#     edit fields with the token's actor; every OBJECTID distinct;
#  4. `QgsFeatureRequest().setFilterRect(...)` (plain and ExactIntersect) answers exactly the
#     features inside a box, and nothing for a box away from the data (asked before the provider
#     has read every feature: it then filters in memory and asks the service nothing);
#  5. the other auth method opens each layer as well, and a layer without authentication opens
#     invalid (the service answers 401 / Esri 499);
#  6. after QGIS has read Poles, an edit through /v1 (a NAME changed, a pole deleted, two added)
#     shows in a layer opened afterwards, and a layer without credentials still does not open.
#
# QGIS's requests go through a small logging proxy (the lib's `proxy` mode): the tail of its log is
# printed on failure, with the server log. QGIS keeps GET answers in a disk cache under
# $XDG_CACHE_HOME (it answers later requests of the same URL from there, whatever their
# credentials): QGIS gets a private profile, HOME and XDG directories under the work directory,
# removed at the end, and sections 1-5 clear the cache before opening a layer; section 6 checks
# what the service's answers let that cache do. GEOJOURNAL_QGIS_KEEP=1 keeps the work directory.
#
# Needs GEOJOURNAL_BIN, GEOJOURNAL_TEST_DATABASE_URL, GEOJOURNAL_TEST_SERVICE_URL (Deploy/test.sh
# sets them), curl, jq and PyQGIS (python3-qgis, qgis-providers). Works in its own database,
# dropped at the end.
set -euo pipefail

poles=2000
parcels=50

root="$(cd "$(dirname "$0")/../.." && pwd)"
# shellcheck source=Tests/scripts/lib/service_test.sh
source "$root/Tests/scripts/lib/service_test.sh"
service_test qgis_featureserver qgistest
proxy_pid=""
keep_work_dir="${GEOJOURNAL_QGIS_KEEP:-}"
# (a TERM-ed proxy exits 143: the status of `wait` is not this script's)
cleanup_first() {
  [[ -n "$proxy_pid" ]] && kill -TERM "$proxy_pid" 2>/dev/null && { wait "$proxy_pid" 2>/dev/null || true; }
}
cleanup_on_failure() {
  if [[ -s "$work_dir/requests.log" ]]; then
    log "last requests QGIS sent (through the logging proxy):"
    tail -n 8 "$work_dir/requests.log" |
      jq -r '"    \(.method) \(.path | if length > 160 then .[0:160] + "..." else . end) -> \(.status), \(.bytes) bytes, credentials \(.credentials | join(","))\(if .answer then ": " + .answer else "" end)"' || true
  fi
}

for tool in jq curl; do
  command -v "$tool" >/dev/null || fail "$tool is missing (Deploy/install-packages.sh --tests installs jq and curl)"
done
# PyQGIS is Debian's: its python3, not another one first on the PATH.
qgis_python="${GEOJOURNAL_QGIS_PYTHON:-/usr/bin/python3}"
"$qgis_python" -c 'import qgis.core' 2>/dev/null || fail "PyQGIS is missing (Deploy/install-packages.sh --tests installs python3-qgis and qgis-providers)"

# ---------------------------------------------------------------- service
start_service qgistest info

# QGIS talks to the service through a logging proxy: one line per request (method, path and
# query, which credentials it carried, status, bytes).
proxy_port="$(pg_free_port)"
"$qgis_python" "$root/Tests/scripts/lib/qgis_featureserver.py" proxy --port "$proxy_port" --target "$base_url" \
  --log "$work_dir/requests.log" >"$work_dir/proxy.log" 2>&1 &
proxy_pid=$!
for _ in $(seq 1 100); do
  curl -sS -o /dev/null --max-time 2 "http://127.0.0.1:$proxy_port/health" 2>/dev/null && break
  kill -0 "$proxy_pid" 2>/dev/null || { cat "$work_dir/proxy.log"; fail "the logging proxy exited during startup"; }
  sleep 0.1
done

# ---------------------------------------------------------------- data through /v1
echo '{"id":"qgistest","title":"QGIS clients"}' >"$work_dir/ws.json"
api POST /v1/workspaces "$work_dir/ws.json" >/dev/null
cat >"$work_dir/poles.json" <<'JSON'
{"geometryType":"Point","srid":3857,"fields":[{"name":"N","type":"integer","nullable":false},{"name":"NAME","type":"string","length":40},
 {"name":"HEIGHT","type":"double"},{"name":"ACTIVE","type":"boolean"}]}
JSON
cat >"$work_dir/parcels.json" <<'JSON'
{"geometryType":"Polygon","srid":3857,"fields":[{"name":"CODE","type":"integer","nullable":false},{"name":"OWNER","type":"string"},
 {"name":"AREA","type":"double"}]}
JSON
api PUT /v1/workspaces/qgistest/layers/Poles "$work_dir/poles.json" >/dev/null
api PUT /v1/workspaces/qgistest/layers/Parcels "$work_dir/parcels.json" >/dev/null

# Pole i: a 50 x 40 grid of 100 m cells near Paris with centimetre offsets; some NAMEs, HEIGHTs and
# ACTIVEs null, some NAMEs not ASCII.
jq -nc --argjson n "$poles" '{edits: [{layer: "Poles", adds: [range($n) as $i | {
    attributes: {N: $i, NAME: (if $i % 50 == 0 then null elif $i % 10 == 3 then "Mât № \($i) – ü \"q\"" else "pole \($i)" end),
                 HEIGHT: (if $i % 97 == 0 then null else 8.25 + ($i % 7) * 0.5 + ($i % 3) * 0.125 end),
                 ACTIVE: (if $i % 71 == 0 then null else ($i % 3 != 0) end)},
    geometry: {type: "Point", coordinates: [(261000 + ($i % 50) * 100 + ($i % 13) * 0.01), (6250000 + ($i / 50 | floor) * 100 + ($i % 11) * 0.01)]}}]}]}' \
  >"$work_dir/poles-adds.json"
api POST /v1/workspaces/qgistest/edits "$work_dir/poles-adds.json" | jq -r '.results[].id' >"$work_dir/pole-ids.txt"
[[ "$(wc -l <"$work_dir/pole-ids.txt")" == "$poles" ]] || fail "/v1 acknowledged $(wc -l <"$work_dir/pole-ids.txt") pole adds, expected $poles"
# Parcel k: a 300 m square in a 10 x 5 grid of 400 m cells over the poles; every 7th has a hole.
jq -nc --argjson n "$parcels" '{edits: [{layer: "Parcels", adds: [range($n) as $k |
    (261000 + ($k % 10) * 400 + 20) as $x | (6250000 + ($k / 10 | floor) * 800 + 20) as $y | {
    attributes: {CODE: (1000 + $k), OWNER: (if $k % 9 == 4 then null else "owner \($k % 6) – é" end), AREA: 90000.5},
    geometry: {type: "Polygon", coordinates: ([[[$x, $y], [$x + 300, $y], [$x + 300, $y + 300], [$x, $y + 300], [$x, $y]]]
      + (if $k % 7 == 0 then [[[$x + 100, $y + 100], [$x + 100, $y + 200], [$x + 200, $y + 200], [$x + 200, $y + 100], [$x + 100, $y + 100]]] else [] end))}}]}]}' \
  >"$work_dir/parcels-adds.json"
api POST /v1/workspaces/qgistest/edits "$work_dir/parcels-adds.json" >/dev/null
# History: 100 poles updated (every 4th of them also moved), 20 deleted.
jq -R . "$work_dir/pole-ids.txt" | jq -sc '. as $ids | {edits: [{layer: "Poles",
    updates: [range(7; length; 20) as $i | {id: $ids[$i], attributes: {HEIGHT: 99.5, NAME: "updated \($i)", ACTIVE: ($i % 2 == 0)}}
              + (if $i % 80 == 7 then {geometry: {type: "Point", coordinates: [(261000 + ($i % 50) * 100 + 7.5), (6250000 + ($i / 50 | floor) * 100 + 7.5)]}} else {} end)],
    deletes: [range(5; length; 100) as $i | {id: $ids[$i]}]}]}' >"$work_dir/changes.json"
api POST /v1/workspaces/qgistest/edits "$work_dir/changes.json" >/dev/null
log "data: $poles poles (100 updated, 20 deleted) and $parcels parcels through /v1 ($((SECONDS - started)) s)"

# ---------------------------------------------------------------- QGIS
qgis_started=$SECONDS
mkdir -p "$work_dir/home" "$work_dir/xdg-runtime"
chmod 700 "$work_dir/xdg-runtime"
status=0
env HOME="$work_dir/home" XDG_RUNTIME_DIR="$work_dir/xdg-runtime" XDG_CONFIG_HOME="$work_dir/home/.config" \
  XDG_CACHE_HOME="$work_dir/home/.cache" XDG_DATA_HOME="$work_dir/home/.local/share" QT_QPA_PLATFORM=offscreen \
  QGIS_AUTH_DB_DIR_PATH="$work_dir/qgis-auth" \
  timeout 300 "$qgis_python" "$root/Tests/scripts/lib/qgis_featureserver.py" check \
  --api "$base_url" --service "http://127.0.0.1:$proxy_port/arcgis/rest/services/qgistest/FeatureServer" \
  --token "$token" --workspace qgistest --profile "$work_dir/qgis-profile" --actor qgistest \
  --expect "Poles=$((poles - 20)),Parcels=$parcels" >"$work_dir/qgis.out" 2>"$work_dir/qgis.err" || status=$?
sed 's/^/  /' "$work_dir/qgis.out"
if ((status != 0)); then
  # (QGIS's auth manager prints salt/hash lines on stderr: not errors)
  grep -v -e '^$' -e ' hex: ' "$work_dir/qgis.err" | tail -n 20 | sed 's/^/  stderr: /'
  fail "the PyQGIS check (exit $status)"
fi
grep -q '^PASS ' "$work_dir/qgis.out" || fail "the PyQGIS check printed no PASS line"
requests="$(wc -l <"$work_dir/requests.log")"
log "PASS: QGIS $(sed -n 's/^qgis version: //p' "$work_dir/qgis.out") read Poles and Parcels like /v1 in $requests requests ($((SECONDS - qgis_started)) s of QGIS, $((SECONDS - started)) s in all)"
