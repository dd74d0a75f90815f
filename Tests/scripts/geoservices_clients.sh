#!/usr/bin/env bash
# Real GeoServices REST clients against a real `geojournal serve`: GDAL's ESRIJSON driver, esridump
# and curl, on a workspace with 25,000 points (with history) and 30 lines added through /v1.
#
#  0. /arcgis/rest/info, the FeatureServer's layer list (Poles 0, Roads 1) and each layer's
#     metadata (OBJECTID, GlobalID, maxRecordCount, pagination, field types, geometry, wkid); the
#     token as `token=` or X-Esri-Authorization; no token or a bad where: an Esri error envelope;
#  1. `ogr2ogr ESRIJSON:<layer>/query?where=1=1&outFields=*&f=json` pages through Poles (and reads
#     Roads): the same features as /v1 (matched by GlobalID), same attributes, coordinates within
#     1e-6; `ogrinfo -so` reports the same Feature Count and the layer's extent;
#  2. esridump (pinned, in a virtual environment under /var/tmp) dumps Poles completely: same
#     count, every OBJECTID distinct, same attributes and (in its outSR 4326) coordinates;
#  3. box queries with returnIdsOnly (native `xmin,ymin,xmax,ymax`, and a JSON envelope with
#     inSR=4326) answer exactly the OBJECTIDs of the features inside, and returnCountOnly agrees;
#  4. historicMoment (epoch ms before the updates) answers the count and values of that moment, to
#     GDAL paging through the whole layer and to objectIds and where queries;
#  5. applyEdits with curl: an add (urlencoded), an update (multipart) and a delete land in /v1, and
#     so does a service-level applyEdits; an add of the wrong type with rollbackOnFailure=true
#     writes nothing and answers success:false with an error;
#  6. requests as other clients send them: a where with `+` for spaces in a GET query string (Python
#     requests), esridump with a where (`-p where=...`), returnExtentOnly with returnCountOnly
#     (the ArcGIS Maps SDK for JavaScript's queryExtent), an applyEdits geometry in another spatial
#     reference than its layer's; all are checked, then every failure listed.
#
# Needs GEOJOURNAL_BIN, GEOJOURNAL_TEST_DATABASE_URL, GEOJOURNAL_TEST_SERVICE_URL (Deploy/test.sh
# sets them), gdal-bin, curl, jq and python3 with venv. Works in its own database, dropped at the end.
set -euo pipefail

esridump_version="1.13.0"
poles=25000  # features added to Poles, in batches of 5,000
batch=5000

root="$(cd "$(dirname "$0")/../.." && pwd)"
# shellcheck source=Tests/scripts/lib/service_test.sh
source "$root/Tests/scripts/lib/service_test.sh"
service_test geoservices_clients gstest

for tool in ogrinfo ogr2ogr jq curl python3; do
  command -v "$tool" >/dev/null || fail "$tool is missing (Deploy/install-packages.sh --tests installs gdal-bin, jq, curl and python3-venv)"
done

# ---------------------------------------------------------------- pinned esridump
tools="/var/tmp/geojournal-pytools-esridump${esridump_version}"
if ! "$tools/bin/python" -c "import importlib.metadata as m, sys; sys.exit(m.version('esridump') != '$esridump_version')" 2>/dev/null; then
  log "installing esridump $esridump_version into $tools"
  rm -rf "$tools"
  python3 -m venv "$tools" || fail "python3 -m venv (Debian: python3-venv)"
  "$tools/bin/pip" install --quiet --disable-pip-version-check "esridump==$esridump_version" >"$work_dir/pip.log" 2>&1 ||
    { tail -n 20 "$work_dir/pip.log"; fail "pip install esridump==$esridump_version"; }
fi

# ---------------------------------------------------------------- service
start_service gstest warning

fs_path=/arcgis/rest/services/gsclients/FeatureServer
fs_url="$base_url$fs_path"
# esri OUT PATH [curl arguments...]: a GeoServices request with the token as a bearer header; the
# body goes to OUT, the HTTP status to stdout. Form fields go as `--data-urlencode name=value`.
esri() {
  local out="$1" path="$2"
  shift 2
  curl -sS --max-time 120 -o "$out" -w '%{http_code}' -H "Authorization: Bearer $token" "$@" "$base_url$path" ||
    fail "curl $path"
}
# esri_ok OUT PATH [curl arguments...]: the same, failing unless the answer is 200 with no Esri error.
esri_ok() {
  local out="$1" path="$2" status
  status="$(esri "$@")"
  [[ "$status" == 200 ]] && ! jq -e 'type == "object" and has("error")' "$out" >/dev/null 2>&1 ||
    fail "$path ${*:3} answered HTTP $status: $(head -c 600 "$out")"
}

# snapshot OUT: every Poles feature /v1 serves now, as {id: {p: properties, c: coordinates, v: version}}.
snapshot() {
  python3 - "$base_url" "$token" "$1" <<'PY'
import json, sys, urllib.parse, urllib.request
base, token, out = sys.argv[1:4]
features, cursor = {}, None
while True:
    url = f"{base}/v1/workspaces/gsclients/layers/Poles/features?limit=10000"
    if cursor:
        url += "&cursor=" + urllib.parse.quote(cursor)
    request = urllib.request.Request(url, headers={"Authorization": f"Bearer {token}"})
    with urllib.request.urlopen(request, timeout=120) as answer:
        page = json.load(answer)
    for f in page["features"]:
        features[f["id"]] = {"p": f.get("properties") or {}, "c": f["geometry"]["coordinates"], "v": f.get("version")}
    cursor = page.get("next")
    if not cursor:
        break
with open(out, "w") as f:
    json.dump(features, f)
print(len(features))
PY
}

# ---------------------------------------------------------------- data through /v1
echo '{"id":"gsclients","title":"GeoServices clients"}' >"$work_dir/ws.json"
api POST /v1/workspaces "$work_dir/ws.json" >/dev/null
cat >"$work_dir/poles.json" <<'JSON'
{"geometryType":"Point","srid":3857,"fields":[{"name":"N","type":"integer","nullable":false},{"name":"NAME","type":"string","length":40},
 {"name":"HEIGHT","type":"double"},{"name":"ACTIVE","type":"boolean"},{"name":"SET_AT","type":"date"}]}
JSON
cat >"$work_dir/roads.json" <<'JSON'
{"geometryType":"LineString","srid":4326,"fields":[{"name":"CLASS","type":"integer","nullable":false},{"name":"LABEL","type":"string"}]}
JSON
api PUT /v1/workspaces/gsclients/layers/Poles "$work_dir/poles.json" >/dev/null
api PUT /v1/workspaces/gsclients/layers/Roads "$work_dir/roads.json" >/dev/null

# Pole i: a 200 x 125 grid of 50 m cells near Paris with centimetre offsets; some NAMEs and HEIGHTs
# null, some NAMEs not ASCII, a SET_AT one hour apart.
: >"$work_dir/ids.txt"
for ((from = 0; from < poles; from += batch)); do
  jq -nc --argjson from "$from" --argjson to "$((from + batch))" '{edits: [{layer: "Poles", adds: [range($from; $to) as $i | {
      attributes: {N: $i, NAME: (if $i % 50 == 0 then null elif $i % 10 == 3 then "Mât № \($i) – ü" else "pole \($i)" end),
                   HEIGHT: (if $i % 97 == 0 then null else 8.25 + ($i % 7) * 0.5 + ($i % 3) * 0.125 end), ACTIVE: ($i % 3 != 0),
                   SET_AT: (1704067200 + $i * 3600 | todate)},
      geometry: {type: "Point", coordinates: [(261000 + ($i % 200) * 50 + ($i % 13) * 0.01), (6250000 + ($i / 200 | floor) * 50 + ($i % 11) * 0.01)]}}]}]}' \
    >"$work_dir/adds.json"
  api POST /v1/workspaces/gsclients/edits "$work_dir/adds.json" | jq -r '.results[].id' >>"$work_dir/ids.txt"
done
[[ "$(wc -l <"$work_dir/ids.txt")" == "$poles" ]] || fail "/v1 acknowledged $(wc -l <"$work_dir/ids.txt") adds, expected $poles"
jq -nc '{edits: [{layer: "Roads", adds: [range(30) as $i | {attributes: {CLASS: ($i % 4), LABEL: "road \($i)"},
         geometry: {type: "LineString", coordinates: [[(2.3 + $i * 0.01), 48.8], [(2.3 + $i * 0.01), (48.85 + $i * 0.001)], [(2.305 + $i * 0.01), 48.9]]}}]}]}' \
  >"$work_dir/roads-adds.json"
api POST /v1/workspaces/gsclients/edits "$work_dir/roads-adds.json" >/dev/null
snapshot "$work_dir/before.json" >/dev/null

# The moment before any update: historicMoment reads it back in section 4.
sleep 1
moment="$(date +%s%3N)"
sleep 1
# History: 500 poles updated (every 5th of them also moved, 100 of them updated twice), 200 deleted.
jq -R . "$work_dir/ids.txt" | jq -sc '. as $ids | {edits: [{layer: "Poles",
    updates: [range(7; length; 50) as $i | {id: $ids[$i], attributes: {HEIGHT: 99.5, NAME: "updated \($i)", ACTIVE: ($i % 3 == 0)}}
              + (if $i % 250 == 7 then {geometry: {type: "Point", coordinates: [(261000 + ($i % 200) * 50 + 7.5), (6250000 + ($i / 200 | floor) * 50 + 7.5)]}} else {} end)],
    deletes: [range(5; length; 125) as $i | {id: $ids[$i]}]}]}' >"$work_dir/changes.json"
api POST /v1/workspaces/gsclients/edits "$work_dir/changes.json" >/dev/null
jq -R . "$work_dir/ids.txt" | jq -sc '. as $ids | {edits: [{layer: "Poles",
    updates: [range(7; length; 250) as $i | {id: $ids[$i], attributes: {HEIGHT: 123.25}}]}]}' >"$work_dir/changes2.json"
api POST /v1/workspaces/gsclients/edits "$work_dir/changes2.json" >/dev/null
count="$(snapshot "$work_dir/api.json")"
((count == poles - 200)) || fail "/v1 serves $count poles, expected $((poles - 200))"
log "data: $poles poles added through /v1 in batches of $batch, 500 updated, 100 twice, 200 deleted: $count live; 30 roads ($((SECONDS - started)) s)"

# ---------------------------------------------------------------- 0. service and layer metadata
esri_ok "$work_dir/info.json" "/arcgis/rest/info?f=json"
jq -e '.currentVersion | numbers' "$work_dir/info.json" >/dev/null || fail "/arcgis/rest/info has no numeric currentVersion: $(head -c 300 "$work_dir/info.json")"
esri_ok "$work_dir/service.json" "$fs_path?f=json"
layers="$(jq -c '[.layers[] | [.id, .name]]' "$work_dir/service.json")"
[[ "$layers" == '[[0,"Poles"],[1,"Roads"]]' ]] || fail "the FeatureServer lists layers $layers, expected [[0,\"Poles\"],[1,\"Roads\"]]"
esri_ok "$work_dir/layer0.json" "$fs_path/0?f=json"
esri_ok "$work_dir/layer1.json" "$fs_path/1?f=json"
problems="$(jq -r '[
  (select(.objectIdField != "OBJECTID") | "objectIdField \(.objectIdField)"),
  (select(.globalIdField != "GlobalID") | "globalIdField \(.globalIdField)"),
  (select(.maxRecordCount != 2000) | "maxRecordCount \(.maxRecordCount)"),
  (select((.supportsPagination // .advancedQueryCapabilities.supportsPagination) != true) | "supportsPagination not true"),
  (select(.geometryType != "esriGeometryPoint") | "geometryType \(.geometryType)"),
  (select([.extent.spatialReference | .wkid, .latestWkid] | index(3857) | not) | "extent.spatialReference \(.extent.spatialReference)"),
  (.fields as $fields | {OBJECTID: "esriFieldTypeOID", GlobalID: "esriFieldTypeGlobalID", N: "esriFieldTypeInteger",
    NAME: "esriFieldTypeString", HEIGHT: "esriFieldTypeDouble", ACTIVE: "esriFieldTypeSmallInteger", SET_AT: "esriFieldTypeDate"}
    | to_entries[] | . as {key: $name, value: $type} | ([$fields[] | select(.name == $name)][0]) as $f
    | select(($f | .type) != $type) | "field \($name): \($f | tojson), expected type \($type)"),
  ([.fields[] | select(.name == "NAME")][0] | select(.length != 40) | "NAME length \(.length), expected 40")
  ] | join("; ")' "$work_dir/layer0.json")"
[[ -z "$problems" ]] || fail "FeatureServer/0 metadata: $problems"
jq -e '.geometryType == "esriGeometryPolyline" and .extent.spatialReference.wkid == 4326' "$work_dir/layer1.json" >/dev/null ||
  fail "FeatureServer/1 metadata: geometryType $(jq -c .geometryType "$work_dir/layer1.json"), extent $(jq -c .extent "$work_dir/layer1.json")"
log "metadata: /arcgis/rest/info, FeatureServer layers $layers, layer 0 with OBJECTID, GlobalID, maxRecordCount 2000, pagination and every field type"
# Tokens as `token=` and as X-Esri-Authorization; none at all, or a bad where, is an Esri error envelope.
for how in "query:token=$token" "header:X-Esri-Authorization: Bearer $token"; do
  if [[ "$how" == query:* ]]; then
    status="$(curl -sS -o "$work_dir/auth.json" -w '%{http_code}' "$fs_url/0/query?where=1%3D1&returnCountOnly=true&f=json&${how#query:}")"
  else
    status="$(curl -sS -o "$work_dir/auth.json" -w '%{http_code}' -H "${how#header:}" "$fs_url/0/query?where=1%3D1&returnCountOnly=true&f=json")"
  fi
  [[ "$status" == 200 && "$(jq .count "$work_dir/auth.json")" == "$count" ]] || fail "query with the token as ${how%%:*}: HTTP $status $(head -c 300 "$work_dir/auth.json")"
done
status="$(curl -sS -o "$work_dir/noauth.json" -w '%{http_code}' "$fs_url/0/query?where=1%3D1&f=json")"
[[ "$status" =~ ^(401|403|499)$ ]] && jq -e '.error | (.code | type == "number") and (.message | type == "string")' "$work_dir/noauth.json" >/dev/null ||
  fail "query without a token answered HTTP $status: $(head -c 300 "$work_dir/noauth.json") (expected 401/403/499 with {error: {code, message}})"
status="$(esri "$work_dir/badwhere.json" "$fs_path/0/query?where=NOPE%20%3E%201&f=json")"
[[ "$status" == 400 ]] && jq -e '.error | (.code == 400) and (.message | test("NOPE")) and (.details | type == "array")' "$work_dir/badwhere.json" >/dev/null ||
  fail "query where=NOPE > 1 answered HTTP $status: $(head -c 300 "$work_dir/badwhere.json") (expected 400 with {error: {code: 400, message, details}})"
log "tokens as token= and X-Esri-Authorization; no token: HTTP $(jq .error.code "$work_dir/noauth.json") envelope; where=NOPE > 1: HTTP 400 envelope"

# compare LABEL FEATURES.json SNAPSHOT.json SR: the features a client read against a /v1 snapshot,
# matched by GlobalID ({UPPER-UUID}) and id. SR 4326 means the client's coordinates are in degrees
# and the snapshot's in EPSG:3857 (compared after the inverse spherical Mercator, within 1e-6°).
# Prints "features distinct-OBJECTIDs"; fails with the first differences.
compare() {
  python3 - "$@" <<'PY'
import datetime, json, math, sys
label, features_file, snapshot_file, sr = sys.argv[1:5]
with open(features_file) as f:
    features = json.load(f)
if isinstance(features, dict):
    features = features["features"]
with open(snapshot_file) as f:
    api = json.load(f)

def to_degrees(x, y):
    r = 6378137.0
    return [math.degrees(x / r), math.degrees(2 * math.atan(math.exp(y / r)) - math.pi / 2)]

def millis(value):
    if value is None or isinstance(value, (int, float)):
        return value
    if value.isdigit():  # GDAL 3.6 reads esriFieldTypeDate as a string of the epoch milliseconds
        return int(value)
    text = value.replace("/", "-").replace(" ", "T")
    if text.endswith("+00"):
        text += ":00"
    moment = datetime.datetime.fromisoformat(text.replace("Z", "+00:00"))
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=datetime.timezone.utc)
    return round(moment.timestamp() * 1000)

problems, seen, oids = [], set(), set()
for feature in features:
    p = feature.get("properties") or {}
    gid = p.get("GlobalID")
    if not isinstance(gid, str) or not (gid.startswith("{") and gid.endswith("}")) or gid != gid.upper():
        problems.append(f"GlobalID {gid!r} is not {{UPPER-UUID}}")
        continue
    fid = gid[1:-1].lower()
    if fid in seen:
        problems.append(f"{gid} read twice")
    seen.add(fid)
    if "OBJECTID" in p:
        oids.add(p["OBJECTID"])
    want = api.get(fid)
    if want is None:
        problems.append(f"{gid} is not a live feature in /v1")
        continue
    w = want["p"]
    checks = {
        "N": (p.get("N"), w.get("N")),
        "NAME": (p.get("NAME"), w.get("NAME")),
        # 0/1 (esriFieldTypeSmallInteger), never true/false (which Python would take for 1/0).
        "ACTIVE": (p.get("ACTIVE") if not isinstance(p.get("ACTIVE"), bool) else repr(p["ACTIVE"]),
                   None if w.get("ACTIVE") is None else int(w["ACTIVE"])),
        "SET_AT": (millis(p.get("SET_AT")), millis(w.get("SET_AT"))),
    }
    for name, (got, expected) in checks.items():
        if got != expected:
            problems.append(f"{gid} {name}: {got!r}, /v1 has {expected!r}")
    got, expected = p.get("HEIGHT"), w.get("HEIGHT")
    if (got is None) != (expected is None) or (got is not None and abs(got - expected) > 1e-9):
        problems.append(f"{gid} HEIGHT: {got!r}, /v1 has {expected!r}")
    coords = (feature.get("geometry") or {}).get("coordinates")
    expected = to_degrees(*want["c"]) if sr == "4326" else want["c"]
    if coords is None or len(coords) != 2 or any(abs(a - b) > 1e-6 for a, b in zip(coords, expected)):
        problems.append(f"{gid} coordinates {coords}, /v1 has {expected}")
missing = set(api) - seen
if missing:
    problems.append(f"{len(missing)} live features of /v1 not read, e.g. {sorted(missing)[:3]}")
if problems:
    print(f"{label}: {len(problems)} differences from /v1 ({len(features)} features read, {len(api)} live):", file=sys.stderr)
    for line in problems[:15]:
        print("    " + line, file=sys.stderr)
    sys.exit(1)
print(len(features), len(oids))
PY
}

# ---------------------------------------------------------------- 1. GDAL's ESRIJSON driver
echo "Authorization: Bearer $token" >"$work_dir/headers"
export GDAL_HTTP_HEADER_FILE="$work_dir/headers"
esrijson="ESRIJSON:$fs_url/0/query?where=1%3D1&outFields=*&f=json"
t=$SECONDS
ogr2ogr -f GeoJSON "$work_dir/poles.gdal.json" "$esrijson" --config CPL_DEBUG ON 2>"$work_dir/ogr2ogr.err" ||
  { tail -n 20 "$work_dir/ogr2ogr.err"; fail "ogr2ogr $esrijson"; }
pages="$(grep -c 'Fetch(' "$work_dir/ogr2ogr.err" || true)"
if grep -q 'Scrolling not working' "$work_dir/ogr2ogr.err"; then
  fail "GDAL stopped paging ('Scrolling not working'): the page at resultOffset=2000 began with the first page's first OBJECTID"
fi
read -r read_count _ < <(compare "ogr2ogr ESRIJSON Poles" "$work_dir/poles.gdal.json" "$work_dir/api.json" 3857) ||
  fail "the features GDAL read through query differ from /v1 (GDAL made $pages requests; $(grep -o 'Fetch([^)]*resultOffset=[0-9]*' "$work_dir/ogr2ogr.err" | tail -n 1))"
log "ogr2ogr ESRIJSON: $read_count poles in $pages requests ($((SECONDS - t)) s), equal to /v1 by GlobalID: N, NAME, HEIGHT, ACTIVE, SET_AT, coordinates"

ogrinfo -ro -so -al "$esrijson" >"$work_dir/ogrinfo.txt" 2>"$work_dir/ogrinfo.err" || { cat "$work_dir/ogrinfo.err"; fail "ogrinfo -so $esrijson"; }
feature_count="$(sed -n 's/^Feature Count: //p' "$work_dir/ogrinfo.txt")"
[[ "$feature_count" == "$count" ]] || fail "ogrinfo -so reports Feature Count '$feature_count', /v1 serves $count"
# The extent: GDAL asks returnExtentOnly=true&f=geojson and reads the first "bbox":[...] as the
# layer's extent in the layer's spatial reference (EPSG:3857 here).
read -r a b c d < <(sed -n 's/^Extent: (\(.*\), \(.*\)) - (\(.*\), \(.*\))$/\1 \2 \3 \4/p' "$work_dir/ogrinfo.txt")
read -r e f g h < <(jq -r '[.[].c] | [(map(.[0]) | min), (map(.[1]) | min), (map(.[0]) | max), (map(.[1]) | max)] | map(tostring) | join(" ")' "$work_dir/api.json")
awk -v a="$a" -v b="$b" -v c="$c" -v d="$d" -v e="$e" -v f="$f" -v g="$g" -v h="$h" \
  'function off(x, y) { return (x - y < 0 ? y - x : x - y) > 1e-6 } BEGIN { exit (off(a, e) || off(b, f) || off(c, g) || off(d, h)) }' ||
  fail "ogrinfo -so reports Extent ($a, $b) - ($c, $d), the poles of /v1 span ($e, $f) - ($g, $h) in EPSG:3857 (returnExtentOnly&f=geojson: $(
    curl -sS -H "Authorization: Bearer $token" "$fs_url/0/query?where=1%3D1&returnExtentOnly=true&f=geojson" | head -c 300))"
log "ogrinfo -so ESRIJSON: Feature Count $feature_count, Extent ($a, $b) - ($c, $d)"

# Roads: one page, lines in EPSG:4326.
ogr2ogr -f GeoJSON "$work_dir/roads.gdal.json" "ESRIJSON:$fs_url/1/query?where=1%3D1&outFields=*&f=json" 2>"$work_dir/roads.err" ||
  { cat "$work_dir/roads.err"; fail "ogr2ogr ESRIJSON Roads"; }
api GET '/v1/workspaces/gsclients/layers/Roads/features?limit=100' >"$work_dir/roads.api.json"
normalize_roads='[.features[] | {id: (if .properties.GlobalID then (.properties.GlobalID | ltrimstr("{") | rtrimstr("}") | ascii_downcase) else .id end),
  p: {CLASS: .properties.CLASS, LABEL: .properties.LABEL}, c: [.geometry.coordinates[] | map(. * 1e6 | round)]}] | sort_by(.id)'
diff <(jq -S "$normalize_roads" "$work_dir/roads.gdal.json") <(jq -S "$normalize_roads" "$work_dir/roads.api.json") >"$work_dir/roads.diff" ||
  { head -n 20 "$work_dir/roads.diff"; fail "the roads GDAL read differ from /v1"; }
log "ogr2ogr ESRIJSON: $(jq '.features | length' "$work_dir/roads.gdal.json") roads as LineStrings, equal to /v1"

# ---------------------------------------------------------------- 2. esridump
t=$SECONDS
"$tools/bin/python" "$root/Tests/scripts/lib/geoservices_esridump.py" "$fs_url/0" "$token" "$work_dir/poles.esridump.json" \
  >"$work_dir/esridump.out" 2>"$work_dir/esridump.err" ||
  { grep -v '^ ' "$work_dir/esridump.err" | tail -n 5 | sed "s/token=[A-Za-z0-9_-]*/token=.../"; fail "esridump $fs_url/0"; }
read -r dumped distinct < <(compare "esridump Poles" "$work_dir/poles.esridump.json" "$work_dir/api.json" 4326) || fail "the features esridump read differ from /v1"
((distinct == dumped)) || fail "esridump read $dumped features with only $distinct distinct OBJECTIDs"
log "esridump $esridump_version: $(cat "$work_dir/esridump.out") ($((SECONDS - t)) s); $distinct distinct OBJECTIDs, equal to /v1 (coordinates in outSR 4326)"

# GlobalID -> OBJECTID, as the FeatureServer numbers the features.
jq -c 'map({key: (.properties.GlobalID | ltrimstr("{") | rtrimstr("}") | ascii_downcase), value: .properties.OBJECTID}) | from_entries' \
  "$work_dir/poles.esridump.json" >"$work_dir/oids.json"

# ---------------------------------------------------------------- 3. box queries
# expected_ids MINX MINY MAXX MAXY [4326]: the sorted OBJECTIDs of the /v1 poles inside the box.
expected_ids() {
  python3 - "$work_dir/api.json" "$work_dir/oids.json" "$@" <<'PY'
import json, math, sys
api, oids = json.load(open(sys.argv[1])), json.load(open(sys.argv[2]))
minx, miny, maxx, maxy = map(float, sys.argv[3:7])
degrees = len(sys.argv) > 7
r = 6378137.0
inside = []
for fid, f in api.items():
    x, y = f["c"]
    if degrees:
        x, y = math.degrees(x / r), math.degrees(2 * math.atan(math.exp(y / r)) - math.pi / 2)
    if minx <= x <= maxx and miny <= y <= maxy:
        inside.append(oids[fid])
print(json.dumps(sorted(inside), separators=(",", ":")))
PY
}
# Box edges half way between grid lines, so that no point is near an edge.
box="264025,6251025,266525,6253525"
esri_ok "$work_dir/box.json" "$fs_path/0/query?geometry=$box&geometryType=esriGeometryEnvelope&spatialRel=esriSpatialRelIntersects&returnIdsOnly=true&f=json"
expected="$(expected_ids ${box//,/ })"
got="$(jq -c '(.objectIds // []) | sort' "$work_dir/box.json")"
[[ "$got" == "$expected" ]] || fail "query geometry=$box returnIdsOnly: $(jq length <<<"$got") ids, expected $(jq length <<<"$expected") (only answered: $(jq -c --argjson e "$expected" '. - $e | .[:5]' <<<"$got"), missing: $(jq -c --argjson g "$got" '. - $g | .[:5]' <<<"$expected"))"
jq -e '.objectIdFieldName == "OBJECTID"' "$work_dir/box.json" >/dev/null || fail "returnIdsOnly answers objectIdFieldName $(jq -c .objectIdFieldName "$work_dir/box.json")"
esri_ok "$work_dir/box-count.json" "$fs_path/0/query?geometry=$box&geometryType=esriGeometryEnvelope&spatialRel=esriSpatialRelIntersects&returnCountOnly=true&f=json"
[[ "$(jq .count "$work_dir/box-count.json")" == "$(jq length <<<"$expected")" ]] || fail "returnCountOnly in $box: $(cat "$work_dir/box-count.json"), expected $(jq length <<<"$expected")"
log "box query $box: returnIdsOnly answers exactly the $(jq length <<<"$expected") OBJECTIDs inside, returnCountOnly agrees"

# The same kind of box as a JSON envelope in degrees (inSR=4326), the way web clients send it.
envelope='{"xmin":2.38975,"ymin":48.86525,"xmax":2.4122,"ymax":48.88}'
esri_ok "$work_dir/box4326.json" "$fs_path/0/query" -G --data-urlencode "geometry=$envelope" -d geometryType=esriGeometryEnvelope \
  -d inSR=4326 -d spatialRel=esriSpatialRelIntersects -d returnIdsOnly=true -d f=json
expected="$(expected_ids 2.38975 48.86525 2.4122 48.88 4326)"
got="$(jq -c '(.objectIds // []) | sort' "$work_dir/box4326.json")"
[[ "$got" == "$expected" ]] || fail "query geometry=$envelope inSR=4326 returnIdsOnly: $(jq length <<<"$got") ids, expected $(jq length <<<"$expected") (only answered: $(jq -c --argjson e "$expected" '. - $e | .[:5]' <<<"$got"), missing: $(jq -c --argjson g "$got" '. - $g | .[:5]' <<<"$expected"))"
(($(jq length <<<"$expected") > 0)) || fail "the 4326 test box holds no pole: the test's box is wrong"
log "box query $envelope inSR=4326: exactly the $(jq length <<<"$expected") OBJECTIDs inside"

# ---------------------------------------------------------------- 4. historicMoment
esri_ok "$work_dir/hm-count.json" "$fs_path/0/query?where=1%3D1&returnCountOnly=true&historicMoment=$moment&f=json"
[[ "$(jq .count "$work_dir/hm-count.json")" == "$poles" ]] || fail "returnCountOnly at historicMoment=$moment: $(cat "$work_dir/hm-count.json"), expected $poles (now: $count)"
# GDAL pages through the layer as it was: every pole equal to the /v1 snapshot taken then.
ogr2ogr -f GeoJSON "$work_dir/poles.historic.json" "ESRIJSON:$fs_url/0/query?where=1%3D1&outFields=*&historicMoment=$moment&f=json" \
  2>"$work_dir/ogr2ogr-historic.err" || { tail -n 5 "$work_dir/ogr2ogr-historic.err"; fail "ogr2ogr ESRIJSON historicMoment=$moment"; }
read -r historic_count _ < <(compare "ogr2ogr ESRIJSON historicMoment=$moment" "$work_dir/poles.historic.json" "$work_dir/before.json" 3857) ||
  fail "the poles GDAL read with historicMoment=$moment differ from what /v1 served at that moment"
# The changed and deleted poles, read by OBJECTID (POST, as a form) at that moment and now.
changed_oids="$(jq -r --slurpfile oids "$work_dir/oids.json" '[.edits[0].updates[].id | $oids[0][.]] | map(tostring) | join(",")' "$work_dir/changes.json")"
esri_ok "$work_dir/hm.json" "$fs_path/0/query" --data-urlencode "objectIds=$changed_oids" -d outFields='*' -d historicMoment="$moment" \
  -d resultRecordCount=2000 -d f=json
jq '{features: [.features[] | {properties: .attributes, geometry: {type: "Point", coordinates: [.geometry.x, .geometry.y]}}]}' "$work_dir/hm.json" >"$work_dir/hm.features.json"
# Against the snapshot taken before the updates, restricted to the changed features.
jq --slurpfile c "$work_dir/changes.json" '[$c[0].edits[0].updates[].id] as $ids | with_entries(select(.key as $k | $ids | index($k)))' \
  "$work_dir/before.json" >"$work_dir/before.changed.json"
read -r hm_read _ < <(compare "historicMoment=$moment" "$work_dir/hm.features.json" "$work_dir/before.changed.json" 3857) ||
  fail "query objectIds=(the 500 updated) historicMoment=$moment does not answer the values of that moment"
# Deleted poles (N = their index) are there at that moment, gone now.
deleted_gids="$(jq -c '[.edits[0].deletes[].id | "{" + ascii_upcase + "}"] | sort' "$work_dir/changes.json")"
deleted_where="N IN ($(seq -s, 5 125 $((poles - 1))))"
esri_ok "$work_dir/hm-deleted.json" "$fs_path/0/query" --data-urlencode "where=$deleted_where" -d outFields=GlobalID,N -d returnGeometry=false \
  -d historicMoment="$moment" -d f=json
[[ "$(jq -c '[.features[].attributes.GlobalID] | sort' "$work_dir/hm-deleted.json")" == "$deleted_gids" ]] ||
  fail "query where=N IN (the 200 deleted) historicMoment=$moment: $(jq '.features | length' "$work_dir/hm-deleted.json") features, expected the 200 deleted ones: $(head -c 300 "$work_dir/hm-deleted.json")"
esri_ok "$work_dir/now-deleted.json" "$fs_path/0/query" --data-urlencode "where=$deleted_where" -d outFields=GlobalID -d f=json
[[ "$(jq '.features | length' "$work_dir/now-deleted.json")" == 0 ]] ||
  fail "query where=N IN (the 200 deleted) answers $(jq '.features | length' "$work_dir/now-deleted.json") features now, expected none"
esri_ok "$work_dir/now.json" "$fs_path/0/query" --data-urlencode "objectIds=$changed_oids" -d outFields='*' -d f=json
jq -e '[.features[].attributes.HEIGHT] | all(. == 99.5 or . == 123.25) and length == 500' "$work_dir/now.json" >/dev/null ||
  fail "query objectIds=(the 500 updated) without historicMoment does not answer their new HEIGHT: $(jq -c '[.features[].attributes.HEIGHT] | group_by(.) | map([.[0], length])' "$work_dir/now.json")"
log "historicMoment=$moment: count $poles, ogr2ogr reads all $historic_count poles as they were, the $hm_read updated poles with their old values and places, the 200 deleted ones present; now the new values"

# ---------------------------------------------------------------- 5. applyEdits with curl
add='[{"geometry":{"x":258012.5,"y":6248031.25},"attributes":{"N":900001,"NAME":"added by applyEdits","HEIGHT":12.5,"ACTIVE":1,"SET_AT":1718000000000}}]'
esri_ok "$work_dir/add.json" "$fs_path/0/applyEdits" --data-urlencode "adds=$add" -d f=json
jq -e '.addResults | length == 1 and .[0].success == true and (.[0].objectId | type == "number")' "$work_dir/add.json" >/dev/null ||
  fail "applyEdits adds: $(head -c 400 "$work_dir/add.json")"
new_oid="$(jq '.addResults[0].objectId' "$work_dir/add.json")"
new_gid="$(jq -r '.addResults[0].globalId' "$work_dir/add.json")"
[[ "$new_gid" =~ ^\{[0-9A-F-]{36}\}$ ]] || fail "applyEdits addResults[0].globalId '$new_gid' is not {UPPER-UUID}"
new_id="$(tr -d '{}' <<<"$new_gid" | tr '[:upper:]' '[:lower:]')"
api GET "/v1/workspaces/gsclients/layers/Poles/features/$new_id" >"$work_dir/added.json"
jq -e '.properties == {N: 900001, NAME: "added by applyEdits", HEIGHT: 12.5, ACTIVE: true, SET_AT: .properties.SET_AT}
       and (.geometry.coordinates == [258012.5, 6248031.25])' "$work_dir/added.json" >/dev/null ||
  fail "the feature added by applyEdits reads in /v1 as $(jq -c '{properties, geometry}' "$work_dir/added.json")"
[[ "$(jq -r '.properties.SET_AT | sub("\\.0+Z$"; "Z") | fromdate' "$work_dir/added.json")" == 1718000000 ]] ||
  fail "SET_AT 1718000000000 (epoch ms) reads in /v1 as $(jq -c .properties.SET_AT "$work_dir/added.json")"
# Update it by OBJECTID, then delete it.
# The update as multipart/form-data, the way the ArcGIS API for Python posts.
esri_ok "$work_dir/update.json" "$fs_path/0/applyEdits" -F "updates=[{\"attributes\":{\"OBJECTID\":$new_oid,\"HEIGHT\":13.75}}]" -F f=json
jq -e '.updateResults[0].success == true' "$work_dir/update.json" >/dev/null || fail "applyEdits updates: $(head -c 400 "$work_dir/update.json")"
[[ "$(api GET "/v1/workspaces/gsclients/layers/Poles/features/$new_id" | jq -c '[.properties.HEIGHT, .properties.N, .version]')" == '[13.75,900001,2]' ]] ||
  fail "after applyEdits updates HEIGHT=13.75, /v1 has $(api GET "/v1/workspaces/gsclients/layers/Poles/features/$new_id" | jq -c '{properties, version}')"
esri_ok "$work_dir/delete.json" "$fs_path/0/applyEdits" -d "deletes=$new_oid" -d f=json
jq -e '.deleteResults[0].success == true' "$work_dir/delete.json" >/dev/null || fail "applyEdits deletes: $(head -c 400 "$work_dir/delete.json")"
status="$(curl -sS -o /dev/null -w '%{http_code}' -H "Authorization: Bearer $token" "$base_url/v1/workspaces/gsclients/layers/Poles/features/$new_id")"
[[ "$status" == 404 ]] || fail "after applyEdits deletes=$new_oid, /v1 answers $status for the feature"
# Service level: edits=[{id: 1, adds: [...]}] adds a road.
road='[{"id":1,"adds":[{"geometry":{"paths":[[[2.5,48.7],[2.51,48.71]]]},"attributes":{"CLASS":3,"LABEL":"service level"}}]}]'
esri_ok "$work_dir/service-edit.json" "$fs_path/applyEdits" --data-urlencode "edits=$road" -d f=json
jq -e '.[0].id == 1 and .[0].addResults[0].success == true' "$work_dir/service-edit.json" >/dev/null ||
  fail "FeatureServer/applyEdits edits=[{id:1, adds}]: $(head -c 400 "$work_dir/service-edit.json") (expected [{id: 1, addResults: [{success: true, ...}]}])"
road_id="$(jq -r '.[0].addResults[0].globalId | ltrimstr("{") | rtrimstr("}") | ascii_downcase' "$work_dir/service-edit.json")"
api GET "/v1/workspaces/gsclients/layers/Roads/features/$road_id" |
  jq -e '.properties == {CLASS: 3, LABEL: "service level"} and .geometry == {type: "LineString", coordinates: [[2.5, 48.7], [2.51, 48.71]]}' >/dev/null ||
  fail "the road added by FeatureServer/applyEdits reads in /v1 as $(api GET "/v1/workspaces/gsclients/layers/Roads/features/$road_id" | jq -c '{properties, geometry}')"
log "applyEdits: add (OBJECTID $new_oid, $new_gid), update (multipart) and delete land in /v1; FeatureServer/applyEdits adds a road"

# A good add and one whose N is not an integer, all or nothing: nothing written.
# The journal's head: the last position of a small /v1 edit made just before (nothing else writes).
jq -nc --arg id "$(sed -n 2p "$work_dir/ids.txt")" '{edits: [{layer: "Poles", updates: [{id: $id, attributes: {HEIGHT: 1.5}}]}]}' >"$work_dir/marker.json"
head_position="$(api POST /v1/workspaces/gsclients/edits "$work_dir/marker.json" | jq .operation.lastPosition)"
bad='[{"geometry":{"x":258100,"y":6248100},"attributes":{"N":900002,"NAME":"should not exist"}},{"geometry":{"x":258200,"y":6248200},"attributes":{"N":"abc"}}]'
status="$(esri "$work_dir/bad.json" "$fs_path/0/applyEdits" --data-urlencode "adds=$bad" -d rollbackOnFailure=true -d f=json)"
# Positions are gap-free: the next /v1 edit starts right after the marker unless something was written.
next_position="$(api POST /v1/workspaces/gsclients/edits "$work_dir/marker.json" | jq .operation.firstPosition)"
((next_position == head_position + 1)) ||
  fail "applyEdits with a bad add and rollbackOnFailure=true wrote $((next_position - head_position - 1)) events after position $head_position: $(head -c 400 "$work_dir/bad.json")"
count_after="$(snapshot "$work_dir/api-after.json")"
((count_after == count)) || fail "applyEdits with a bad add and rollbackOnFailure=true: /v1 serves $count_after poles, $count before"
jq -e '(.addResults | length == 2) and (.addResults | all(.success == false))
       and (.addResults[1].error | (.code | type == "number") and (.description | type == "string" and length > 0))' "$work_dir/bad.json" >/dev/null ||
  fail "applyEdits [good, N:\"abc\"] rollbackOnFailure=true answered HTTP $status: $(head -c 600 "$work_dir/bad.json") (expected addResults with success:false for both and an error {code, description} on the second)"
log "applyEdits with N:\"abc\" and rollbackOnFailure=true: nothing written (the next /v1 edit took position $next_position, $count_after poles), HTTP $status, $(jq -c '.addResults[1].error' "$work_dir/bad.json")"

# ---------------------------------------------------------------- 6. requests as other clients send them
# Independent checks: each failure is listed, then the test fails.
defects=()
# Python requests and HTML forms encode a space in a query string as `+`, as in a form body.
where="N >= 1000 AND N < 3000"
in_where="$(jq '[.[] | select(.p.N >= 1000 and .p.N < 3000)] | length' "$work_dir/api.json")"
status="$(esri "$work_dir/plus.json" "$fs_path/0/query?where=N+%3E%3D+1000+AND+N+%3C+3000&returnCountOnly=true&f=json")"
[[ "$status" == 200 && "$(jq .count "$work_dir/plus.json" 2>/dev/null)" == "$in_where" ]] ||
  defects+=("GET query?where=N+%3E%3D+1000+AND+N+%3C+3000&returnCountOnly=true&f=json answered HTTP $status $(head -c 200 "$work_dir/plus.json"), expected {\"count\":$in_where}: in a query string, as in a form body, + is a space")
# `esri2geojson -p where=...`: esridump sends the where in the query string of its GET requests
# (the count; requests encodes a space as `+`) and in the body of its POST pages.
if "$tools/bin/python" "$root/Tests/scripts/lib/geoservices_esridump.py" "$fs_url/0" "$token" "$work_dir/where.esridump.json" "$where" \
  >"$work_dir/esridump-where.out" 2>"$work_dir/esridump-where.err"; then
  jq 'with_entries(select(.value.p.N >= 1000 and .value.p.N < 3000))' "$work_dir/api.json" >"$work_dir/api.where.json"
  if read -r dumped_where _ < <(compare "esridump where=$where" "$work_dir/where.esridump.json" "$work_dir/api.where.json" 4326); then
    log "esridump where=$where: $(cat "$work_dir/esridump-where.out"), equal to /v1"
  else
    defects+=("the $(jq length "$work_dir/where.esridump.json") features esridump read with where=$where differ from the $in_where of /v1")
  fi
else
  defects+=("esridump with where=$where failed: $(grep '^esridump: ' "$work_dir/esridump-where.err" | head -n 1 | sed "s/token=[A-Za-z0-9_-]*/token=.../")")
fi
# The ArcGIS Maps SDK for JavaScript's queryExtent() asks returnExtentOnly and returnCountOnly at
# once and reads both the count and the extent.
status="$(esri "$work_dir/extent-count.json" "$fs_path/0/query?where=1%3D1&returnExtentOnly=true&returnCountOnly=true&f=json")"
[[ "$status" == 200 ]] && jq -e --argjson n "$count" '.count == $n and (.extent | (.xmin | numbers) and (.ymax | numbers))' "$work_dir/extent-count.json" >/dev/null ||
  defects+=("GET query?where=1%3D1&returnExtentOnly=true&returnCountOnly=true&f=json answered HTTP $status $(head -c 200 "$work_dir/extent-count.json"), expected {\"count\":$count,\"extent\":{...}}")
# A GPS client adds a pole in degrees to the EPSG:3857 layer, naming {"wkid":4326} in the geometry:
# stored in 3857 (or refused), never as degrees taken for metres.
gps_pole='[{"geometry":{"x":2.6,"y":48.6,"spatialReference":{"wkid":4326}},"attributes":{"N":900003,"NAME":"from a GPS"}}]'
status="$(esri "$work_dir/gps.json" "$fs_path/0/applyEdits" --data-urlencode "adds=$gps_pole" -d f=json)"
if [[ "$status" == 200 ]] && jq -e '.addResults[0].success == true' "$work_dir/gps.json" >/dev/null 2>&1; then
  gps_id="$(jq -r '.addResults[0].globalId | ltrimstr("{") | rtrimstr("}") | ascii_downcase' "$work_dir/gps.json")"
  stored="$(api GET "/v1/workspaces/gsclients/layers/Poles/features/$gps_id" | jq -c '.geometry.coordinates')"
  jq -e '(.[0] - 289430.6760625113 | fabs) < 1e-3 and (.[1] - 6207260.308175252 | fabs) < 1e-3' <<<"$stored" >/dev/null ||
    defects+=("applyEdits to FeatureServer/0 (EPSG:3857) of {\"x\":2.6,\"y\":48.6,\"spatialReference\":{\"wkid\":4326}} answered success and stored $stored, expected [289430.676, 6207260.308] (or a refusal)")
elif ! jq -e '(.addResults[0].success == false and .addResults[0].error) or .error' "$work_dir/gps.json" >/dev/null 2>&1; then
  defects+=("applyEdits to FeatureServer/0 of a point in {\"wkid\":4326} answered HTTP $status $(head -c 200 "$work_dir/gps.json")")
fi
if ((${#defects[@]} > 0)); then
  for defect in "${defects[@]}"; do log "  - $defect"; done
  fail "${#defects[@]} of the requests other clients send were not answered as they expect (above)"
fi
log "where with + for spaces, esridump with a where ($dumped_where poles), returnExtentOnly with returnCountOnly, an add in degrees to a 3857 layer: as clients expect"

log "PASS in $((SECONDS - started)) s: GDAL ESRIJSON $read_count poles in $pages requests, esridump $dumped (and $dumped_where with a where), box queries, historicMoment, applyEdits"
