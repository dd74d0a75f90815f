#!/usr/bin/env bash
# A public workspace read by the clients that send no token, against a real `geojournal serve`
# whose workspace holds the sample utility network (`geojournal sample-network`, 1,000 lines):
#
#  1. while the workspace is private: esri2gpd (PyPI) fails on the FeatureServer layer, and the
#     server's answer is Esri's 499 "Token Required";
#  2. `geojournal workspace public` makes it public; then, with no credentials at all:
#     esri2gpd reads every feature of the layer, and its `where` reads count what the server
#     counts; GDAL's OAPIF driver and OWSLib read the OGC collection, every feature;
#  3. the answers say `Cache-Control: public, no-cache` with the position as `ETag`, and
#     `If-None-Match` gets 304;
#  4. every write without a token is refused (401, Esri's 499 on /arcgis) and the journal's head
#     does not move; another, private workspace stays closed; /openapi.json is read without one.
#
# esri2gpd 1.0.13 (with geopandas) and OWSLib are installed with pip once into a virtual
# environment under /var/tmp, kept between runs (about 360 MB); gdal-bin, curl, jq and
# python3-venv come from `Deploy/install-packages.sh --tests`. Needs GEOJOURNAL_BIN,
# GEOJOURNAL_TEST_DATABASE_URL, GEOJOURNAL_TEST_SERVICE_URL (Deploy/test.sh sets them).
set -euo pipefail

# The clients, pinned with what they pull in that matters to them.
pins=(esri2gpd==1.0.13 arcgis2geojson==2.0.1 geopandas==1.0.1 pandas==3.1.1 shapely==2.2.0 pyproj==3.7.2 pyogrio==0.13.0
      numpy==2.4.6 requests==2.34.2 OWSLib==0.32.0)
workspace="opendata"

root="$(cd "$(dirname "$0")/../.." && pwd)"
# shellcheck source=Tests/scripts/lib/service_test.sh
source "$root/Tests/scripts/lib/service_test.sh"
service_test public_read_clients publictest

for tool in curl jq ogrinfo python3; do
  command -v "$tool" >/dev/null || fail "$tool is missing (Deploy/install-packages.sh --tests installs gdal-bin, curl, jq and python3-venv)"
done

# ---------------------------------------------------------------- pinned clients
python_minor="$(python3 -c 'import sys; print("%d.%d" % sys.version_info[:2])')"
tools="/var/tmp/geojournal-pytools-public-$(printf '%s\n' "${pins[@]}" | sha256sum | cut -c1-12)-py${python_minor}"
if ! "$tools/bin/python" -c "import esri2gpd, geopandas, owslib" 2>/dev/null; then
  log "installing ${pins[*]} into $tools"
  t=$SECONDS
  rm -rf "$tools"
  python3 -m venv "$tools" || fail "python3 -m venv (Debian: python3-venv)"
  "$tools/bin/pip" install --quiet --disable-pip-version-check "${pins[@]}" >"$work_dir/pip.log" 2>&1 ||
    { tail -n 20 "$work_dir/pip.log"; rm -rf "$tools"; fail "pip install ${pins[*]}"; }
  log "installed in $((SECONDS - t)) s ($(du -sh "$tools" | cut -f1))"
fi

# ---------------------------------------------------------------- service and data
start_service publictest warning
DATABASE_URL="$service_url" LOG_LEVEL=warning "$GEOJOURNAL_BIN" sample-network --workspace "$workspace" --network Electric --edges 1000 >"$work_dir/sample.log" 2>&1 ||
  { tail -n 5 "$work_dir/sample.log"; fail "geojournal sample-network"; }
DATABASE_URL="$service_url" LOG_LEVEL=warning "$GEOJOURNAL_BIN" sample-network --workspace closed --network Electric --edges 50 >>"$work_dir/sample.log" 2>&1 ||
  { tail -n 5 "$work_dir/sample.log"; fail "geojournal sample-network (closed)"; }
layer_id="$(api GET "/arcgis/rest/services/$workspace/FeatureServer?f=json" | jq -r '.layers[] | select(.name == "Line") | .id')"
[[ -n "$layer_id" ]] || fail "no FeatureServer layer Line"
layer_url="$base_url/arcgis/rest/services/$workspace/FeatureServer/$layer_id"
server_count() { api GET "/arcgis/rest/services/$workspace/FeatureServer/$layer_id/query?where=$(jq -rn --arg w "$1" '$w|@uri')&returnCountOnly=true&f=json" | jq -r .count; }
all_lines="$(server_count "1=1")"
some_lines="$(server_count "ASSETGROUP=2 OR LENGTH > 120")"
((all_lines >= 1000)) || fail "the sample network has $all_lines lines, not at least 1000"
((some_lines > 0 && some_lines < all_lines)) || fail "where ASSETGROUP=2 OR LENGTH > 120 counts $some_lines of $all_lines lines: choose another"
head_before="$(api GET "/v1/workspaces/$workspace" | jq -r .headPosition)"
log "setup: serve on $base_url, workspace $workspace with $all_lines lines ($((SECONDS - started)) s)"

# ---------------------------------------------------------------- 1. private: refused
cat >"$work_dir/esri2gpd_read.py" <<'EOF'
import json, sys, warnings
warnings.simplefilter("ignore")
import esri2gpd
url, where = sys.argv[1], (sys.argv[2] if len(sys.argv) > 2 else None)
try:
    frame = esri2gpd.get(url, where=where)
except Exception as e:
    print(json.dumps({"error": f"{type(e).__name__}: {e}"}))
    sys.exit(3)
ids = frame["GlobalID"].tolist()
print(json.dumps({"rows": len(frame), "distinct": len(set(ids)), "geometries": int(frame.geometry.notna().sum()),
                  "crs": str(frame.crs), "columns": sorted(frame.columns.tolist())}))
EOF
status=0
refused="$("$tools/bin/python" "$work_dir/esri2gpd_read.py" "$layer_url")" || status=$?
((status == 3)) || fail "esri2gpd read the private layer without a token (exit $status): $refused"
answer="$(curl -sS -w '\n%{http_code}' "$layer_url?f=pjson")"
[[ "$(tail -n 1 <<<"$answer")" == 401 ]] && jq -e '.error.code == 499 and .error.message == "Token Required"' <<<"$(sed '$d' <<<"$answer")" >/dev/null ||
  fail "the private layer without a token answered $(tail -n 1 <<<"$answer"): $(sed '$d' <<<"$answer" | head -c 300)"
log "ok: esri2gpd on the private workspace fails ($(jq -r .error <<<"$refused" | head -c 80)); the server says 499 Token Required"

# ---------------------------------------------------------------- 2. public: read by every client
DATABASE_URL="$owner_url" "$GEOJOURNAL_BIN" workspace public "$workspace" >"$work_dir/public.log" 2>&1 || { cat "$work_dir/public.log"; fail "geojournal workspace public"; }
grep -q "is public" "$work_dir/public.log" || fail "geojournal workspace public said: $(cat "$work_dir/public.log")"
sleep 5.2 # a flag changed by another process is seen within 5 s
t=$SECONDS
read_all="$("$tools/bin/python" "$work_dir/esri2gpd_read.py" "$layer_url")" || fail "esri2gpd on the public layer: $read_all"
jq -e --argjson n "$all_lines" '.rows == $n and .distinct == $n and .geometries == $n' <<<"$read_all" >/dev/null ||
  fail "esri2gpd read $(jq -c '{rows, distinct, geometries}' <<<"$read_all"), the server counts $all_lines"
read_some="$("$tools/bin/python" "$work_dir/esri2gpd_read.py" "$layer_url" "ASSETGROUP=2 OR LENGTH > 120")" || fail "esri2gpd with where: $read_some"
jq -e --argjson n "$some_lines" '.rows == $n' <<<"$read_some" >/dev/null || fail "esri2gpd's where read $(jq .rows <<<"$read_some") rows, the server counts $some_lines"
log "ok: esri2gpd without a token: all $all_lines lines (each once, with geometry, $(jq -r .crs <<<"$read_all")), where ASSETGROUP=2 OR LENGTH > 120: $some_lines as the server counts ($((SECONDS - t)) s)"

t=$SECONDS
ogr_count="$(ogrinfo -ro -so "OAPIF:$base_url/ogc/$workspace" Line 2>"$work_dir/ogr.err" | sed -n 's/^Feature Count: //p')"
[[ "$ogr_count" == "$all_lines" ]] || fail "GDAL's OAPIF driver counts '$ogr_count' features, the server $all_lines: $(head -c 300 "$work_dir/ogr.err")"
ogr_read="$(ogrinfo -ro -al -q "OAPIF:$base_url/ogc/$workspace" Line 2>>"$work_dir/ogr.err" | grep -c '^OGRFeature(Line)')" || true
[[ "$ogr_read" == "$all_lines" ]] || fail "GDAL's OAPIF driver read $ogr_read features, the server counts $all_lines: $(head -c 300 "$work_dir/ogr.err")"
cat >"$work_dir/owslib_read.py" <<'EOF'
import json, sys
from owslib.ogcapi.features import Features
api = Features(sys.argv[1])
ids = [c["id"] for c in api.collections()["collections"]]
features, offset = [], None
page = api.collection_items(sys.argv[2], limit=500)
features += page["features"]
while True:
    nxt = next((l["href"] for l in page.get("links", []) if l.get("rel") == "next"), None)
    if not nxt:
        break
    import requests
    page = requests.get(nxt, headers={"Accept": "application/geo+json"}).json()
    features += page["features"]
print(json.dumps({"collections": ids, "features": len(features), "distinct": len({f["id"] for f in features}),
                  "matched": api.collection_items(sys.argv[2], limit=1).get("numberMatched")}))
EOF
owslib="$("$tools/bin/python" "$work_dir/owslib_read.py" "$base_url/ogc/$workspace" Line)" || fail "OWSLib: $owslib"
jq -e --argjson n "$all_lines" '(.collections | index("Line")) != null and .features == $n and .distinct == $n and .matched == $n' <<<"$owslib" >/dev/null ||
  fail "OWSLib read $owslib, the server counts $all_lines"
log "ok: GDAL's OAPIF driver and OWSLib without credentials: all $all_lines features of the collection ($((SECONDS - t)) s)"

# ---------------------------------------------------------------- 3. caching
items="$base_url/ogc/$workspace/collections/Line/items?limit=10"
headers="$(curl -sS -o /dev/null -D - "$items" | tr -d '\r')"
grep -qi '^cache-control: public, no-cache$' <<<"$headers" || fail "no Cache-Control: public on a public read: $headers"
etag="$(sed -n 's/^[Ee][Tt][Aa][Gg]: //p' <<<"$headers")"
position="$(sed -n 's/^[Gg]eo[Jj]ournal-[Pp]osition: //p' <<<"$headers")"
[[ "$etag" == "\"$position\"" ]] || fail "the ETag $etag is not the position $position"
code="$(curl -sS -o /dev/null -w '%{http_code}' -H "If-None-Match: $etag" "$items")"
[[ "$code" == 304 ]] || fail "If-None-Match $etag answered $code, not 304"
private_headers="$(curl -sS -o /dev/null -D - -H "Authorization: Bearer $token" "$items" | tr -d '\r')"
grep -qi '^cache-control: no-store$' <<<"$private_headers" || fail "an answer to a token is not no-store"
log "ok: public answers say Cache-Control: public, no-cache with ETag $etag (the position); If-None-Match → 304; a token's answer stays no-store"

# ---------------------------------------------------------------- 4. nothing else changes
refuse() { # METHOD URL BODY EXPECTED-CODE
  local answer code
  answer="$(curl -sS -w '\n%{http_code}' -X "$1" -H 'Content-Type: application/json' --data-binary "$3" "$2")"
  code="$(tail -n 1 <<<"$answer")"
  [[ "$code" == "$4" ]] || fail "$1 $2 without a token answered $code, not $4: $(sed '$d' <<<"$answer" | head -c 200)"
}
add='{"edits":[{"layer":"Line","adds":[{"attributes":{"ASSETGROUP":1,"ASSETTYPE":1},"geometry":{"type":"LineString","coordinates":[[0,0],[1,1]]}}]}]}'
refuse POST "$base_url/v1/workspaces/$workspace/edits" "$add" 401
refuse PUT "$base_url/v1/workspaces/$workspace/layers/Other" '{"geometryType":"Point","srid":3857}' 401
refuse PATCH "$base_url/v1/workspaces/$workspace" '{"public": false}' 401
refuse POST "$base_url/v1/workspaces/$workspace/sessions" '{}' 401
refuse POST "$base_url/ogc/$workspace/collections/Line/items" '{"type":"Feature","geometry":{"type":"LineString","coordinates":[[0,0],[1,1]]},"properties":{"ASSETGROUP":1,"ASSETTYPE":1}}' 401
for op in applyEdits addFeatures; do
  answer="$(curl -sS -w '\n%{http_code}' -X POST "$layer_url/$op" -d f=json \
    --data-urlencode 'adds=[{"geometry":{"paths":[[[0,0],[1,1]]]},"attributes":{"ASSETGROUP":1,"ASSETTYPE":1}}]' \
    --data-urlencode 'features=[{"geometry":{"paths":[[[0,0],[1,1]]]},"attributes":{"ASSETGROUP":1,"ASSETTYPE":1}}]')"
  [[ "$(tail -n 1 <<<"$answer")" == 401 ]] && jq -e '.error.code == 499' <<<"$(sed '$d' <<<"$answer")" >/dev/null ||
    fail "$op without a token answered $(tail -n 1 <<<"$answer"): $(sed '$d' <<<"$answer" | head -c 200)"
done
for path in /v1/workspaces /v1/workspaces/closed/layers /ogc/closed/collections /arcgis/rest/services/closed/FeatureServer /metrics; do
  code="$(curl -sS -o /dev/null -w '%{http_code}' "$base_url$path")"
  [[ "$code" == 401 ]] || fail "GET $path without a token answered $code, not 401"
done
# The OpenAPI document describes routes, not data: a reader without a token reads it first.
jq -e '.openapi == "3.0.3" and .paths["/openapi.json"].get.security == []' <<<"$(curl -fsS "$base_url/openapi.json")" >/dev/null ||
  fail "GET /openapi.json without a token is not the OpenAPI document that says it needs none"
head_after="$(api GET "/v1/workspaces/$workspace" | jq -r .headPosition)"
[[ "$head_after" == "$head_before" ]] || fail "the head moved from $head_before to $head_after"
jq -e --arg ws "$workspace" '.publicServices | map(.name) == [$ws]' <<<"$(curl -fsS "$base_url/arcgis/rest/info?f=json")" >/dev/null ||
  fail "/arcgis/rest/info does not list $workspace alone among the public services"
log "ok: writes, admin routes and the private workspace without a token: 401 (499 on /arcgis); the head stays at $head_before"

log "PASS ($((SECONDS - started)) s)"
