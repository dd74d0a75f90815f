#!/usr/bin/env bash
# Real GIS clients against a real `geojournal serve`: GDAL's OAPIF driver and the PostgreSQL driver.
#
#  1. `ogrinfo OAPIF:<service>/ogc/<ws>` lists every layer with the fields of its schema, its
#     feature count and its extent (as the collection's CRS84 bbox says);
#  2. `ogr2ogr` copies each layer through the OGC API into a GeoPackage whose features equal
#     what the API serves (ids, properties, coordinates);
#  3. `ogrinfo PG:...` opens each layer's typed PostGIS view with the same count and fields;
#  4. `geojournal import` reads what `ogr2ogr -f GeoJSONSeq /vsistdout/` writes from the GeoPackage.
#
# Needs GEOJOURNAL_BIN, GEOJOURNAL_TEST_DATABASE_URL, GEOJOURNAL_TEST_SERVICE_URL (Deploy/test.sh
# sets them) and gdal-bin, curl, jq. Works in its own database, dropped at the end.
set -euo pipefail

root="$(cd "$(dirname "$0")/../.." && pwd)"
# shellcheck source=Tests/scripts/lib/service_test.sh
source "$root/Tests/scripts/lib/service_test.sh"
service_test ogc_gdal_clients gdaltest

for tool in ogrinfo ogr2ogr jq curl; do
  command -v "$tool" >/dev/null || fail "$tool is missing (Deploy/install-packages.sh --tests installs gdal-bin, jq and curl)"
done

# ---------------------------------------------------------------- service and data
start_service gdaltest warning

echo '{"id":"gdaltest","title":"GDAL clients"}' >"$work_dir/ws.json"
api POST /v1/workspaces "$work_dir/ws.json" >/dev/null
cat >"$work_dir/poles.json" <<'JSON'
{"geometryType":"Point","srid":3857,"fields":[{"name":"N","type":"integer","nullable":false},{"name":"NAME","type":"string","length":40},
 {"name":"HEIGHT","type":"double"},{"name":"ACTIVE","type":"boolean"}]}
JSON
cat >"$work_dir/roads.json" <<'JSON'
{"geometryType":"LineString","srid":4326,"fields":[{"name":"CLASS","type":"smallint","nullable":false},{"name":"LABEL","type":"string"}]}
JSON
api PUT /v1/workspaces/gdaltest/layers/Poles "$work_dir/poles.json" >/dev/null
api PUT /v1/workspaces/gdaltest/layers/Roads "$work_dir/roads.json" >/dev/null
jq -nc '{edits: [{layer: "Poles", adds: [range(250) as $i | {attributes: {N: $i, NAME: "pole \($i)", HEIGHT: (8 + ($i % 7) * 0.5), ACTIVE: ($i % 3 != 0)},
         geometry: {type: "Point", coordinates: [(780000 + ($i % 25) * 1000), (6570000 + ($i / 25 | floor) * 1000)]}}]},
        {layer: "Roads", adds: [range(30) as $i | {attributes: {CLASS: ($i % 4), LABEL: "road \($i)"},
         geometry: {type: "LineString", coordinates: [[(7 + $i * 0.01), 50], [(7 + $i * 0.01), (50.2 + $i * 0.005)]]}}]}]}' >"$work_dir/adds.json"
api POST /v1/workspaces/gdaltest/edits "$work_dir/adds.json" >/dev/null
# Some history: updates and a delete, so the views and the API show the current versions.
jq -c '{edits: [{layer: "Poles", updates: [.results[:10][] | select(.layer == "Poles") | {id, attributes: {HEIGHT: 99.5}}],
        deletes: [.results[10:12][] | {id}]}]}' <(api POST /v1/workspaces/gdaltest/edits "$work_dir/adds.json") >"$work_dir/changes.json"
api POST /v1/workspaces/gdaltest/edits "$work_dir/changes.json" >/dev/null
declare -A expected_count=([Poles]=498 [Roads]=60)

# GDAL sends the token with every request.
echo "Authorization: Bearer $token" >"$work_dir/headers"
export GDAL_HTTP_HEADER_FILE="$work_dir/headers"
oapif="OAPIF:$base_url/ogc/gdaltest"

# ---------------------------------------------------------------- 1. ogrinfo over OAPIF
ogrinfo -ro -so -al -oo PAGE_SIZE=1000 "$oapif" >"$work_dir/ogrinfo.txt" 2>"$work_dir/ogrinfo.err" || { cat "$work_dir/ogrinfo.err"; fail "ogrinfo $oapif"; }
layers="$(sed -n 's/^Layer name: //p' "$work_dir/ogrinfo.txt" | tr '\n' ' ')"
[[ "$layers" == "Poles Roads " ]] || fail "ogrinfo lists layers '$layers', expected 'Poles Roads'"
api GET /ogc/gdaltest/collections >"$work_dir/collections.json"

# The block of one layer in ogrinfo's output.
layer_block() { awk -v name="$1" '/^Layer name: /{on = ($3 == name)} on' "$work_dir/ogrinfo.txt"; }

for layer in Poles Roads; do
  block="$(layer_block "$layer")"
  count="$(sed -n 's/^Feature Count: //p' <<<"$block")"
  [[ "$count" == "${expected_count[$layer]}" ]] || fail "$layer: ogrinfo counts $count features, expected ${expected_count[$layer]}"
  # Extent: (minx, miny) - (maxx, maxy), equal to the collection's bbox.
  read -r a b c d < <(sed -n 's/^Extent: (\(.*\), \(.*\)) - (\(.*\), \(.*\))$/\1 \2 \3 \4/p' <<<"$block")
  read -r e f g h < <(jq -r --arg l "$layer" '.collections[] | select(.id == $l) | .extent.spatial.bbox[0] | map(tostring) | join(" ")' "$work_dir/collections.json")
  awk -v a="$a" -v b="$b" -v c="$c" -v d="$d" -v e="$e" -v f="$f" -v g="$g" -v h="$h" \
    'function off(x, y) { return (x - y < 0 ? y - x : x - y) > 1e-5 } BEGIN { exit (off(a, e) || off(b, f) || off(c, g) || off(d, h)) }' ||
    fail "$layer: ogrinfo extent ($a, $b) - ($c, $d), the API's bbox [$e, $f, $g, $h]"
  # Every field of the layer schema, with a matching OGR type.
  while read -r field type; do
    line="$(grep -E "^$field: " <<<"$block" || true)"
    [[ -n "$line" ]] || fail "$layer: ogrinfo has no field $field"
    case "$type" in
      integer) pattern='Integer(64)? ' ;;
      smallint) pattern='Integer ' ;;
      double) pattern='Real ' ;;
      string) pattern='String ' ;;
      boolean) pattern='Integer\(Boolean\) ' ;;
      *) pattern='' ;;
    esac
    grep -Eq "^$field: $pattern" <<<"$line" || fail "$layer: field $field is '$line', expected an OGR type for $type"
  done < <(jq -r '.fields[] | "\(.name) \(.type)"' "$work_dir/$(tr '[:upper:]' '[:lower:]' <<<"$layer").json")
  log "$layer: ogrinfo over OAPIF: $count features, extent ($a, $b) - ($c, $d), every field"
done

# ---------------------------------------------------------------- 2. ogr2ogr to a GeoPackage
# A feature as "id properties x y ..." with coordinates rounded to 1e-7 degrees, sorted by id.
normalize='[.features[] | {id: (.properties.id // .id),
           p: (.properties | del(.id) | with_entries(select(.value != null)) | map_values(if type == "number" then (. * 1e6 | round) else . end)),
           c: ([.geometry.coordinates | .. | numbers] | map(. * 1e7 | round))}] | sort_by(.id)'
for layer in Poles Roads; do
  ogr2ogr -f GPKG "$work_dir/$layer.gpkg" "$oapif" "$layer" -oo PAGE_SIZE=100 2>"$work_dir/ogr2ogr.err" ||
    { cat "$work_dir/ogr2ogr.err"; fail "ogr2ogr $layer to GeoPackage"; }
  ogr2ogr -f GeoJSON "$work_dir/$layer.from-gpkg.json" "$work_dir/$layer.gpkg" 2>>"$work_dir/ogr2ogr.err" || fail "ogr2ogr GeoPackage $layer to GeoJSON"
  api GET "/ogc/gdaltest/collections/$layer/items?limit=10000" >"$work_dir/$layer.api.json"
  jq -S "$normalize" "$work_dir/$layer.from-gpkg.json" >"$work_dir/$layer.gpkg.norm"
  jq -S "$normalize" "$work_dir/$layer.api.json" >"$work_dir/$layer.api.norm"
  copied="$(jq length "$work_dir/$layer.gpkg.norm")"
  ((copied == expected_count[$layer])) || fail "$layer: the GeoPackage holds $copied features, expected ${expected_count[$layer]}"
  if ! diff -q "$work_dir/$layer.gpkg.norm" "$work_dir/$layer.api.norm" >/dev/null; then
    diff "$work_dir/$layer.gpkg.norm" "$work_dir/$layer.api.norm" | head -n 20
    fail "$layer: the GeoPackage's features differ from the API's"
  fi
  log "$layer: ogr2ogr copied $copied features to a GeoPackage, equal to the API's"
done

# ---------------------------------------------------------------- 3. ogrinfo over the PostGIS views
# GDAL appends its own options to the connection string, so it gets key=value form, not a URL.
[[ "$owner_url" =~ ^postgres(ql)?://([^:@/]+)(:([^@]*))?@([^:/]+)(:([0-9]+))?/([^?]+) ]] || fail "cannot read $owner_url"
conninfo="host=${BASH_REMATCH[5]} port=${BASH_REMATCH[7]:-5432} dbname=${BASH_REMATCH[8]} user=${BASH_REMATCH[2]}"
[[ -n "${BASH_REMATCH[4]}" ]] && conninfo+=" password=${BASH_REMATCH[4]}"
for layer in Poles Roads; do
  ogrinfo -ro -so "PG:$conninfo" "gj_gdaltest.$layer" >"$work_dir/pg.txt" 2>"$work_dir/pg.err" || { cat "$work_dir/pg.err"; fail "ogrinfo PG: gj_gdaltest.$layer"; }
  count="$(sed -n 's/^Feature Count: //p' "$work_dir/pg.txt")"
  [[ "$count" == "${expected_count[$layer]}" ]] || fail "$layer: the PostGIS view counts $count features, expected ${expected_count[$layer]}"
  for field in $(jq -r '.fields[].name' "$work_dir/$(tr '[:upper:]' '[:lower:]' <<<"$layer").json"); do
    grep -q "^$field: " "$work_dir/pg.txt" || fail "$layer: the PostGIS view has no column $field"
  done
  grep -q "^Geometry: $(jq -r '.geometryType' "$work_dir/$(tr '[:upper:]' '[:lower:]' <<<"$layer").json" | sed 's/LineString/Line String/')" "$work_dir/pg.txt" ||
    fail "$layer: the PostGIS view's geometry type: $(grep '^Geometry' "$work_dir/pg.txt")"
  log "$layer: ogrinfo PG: opens the view gj_gdaltest.$layer with $count features and every field"
done

# ---------------------------------------------------------------- 4. import what GDAL writes
echo '{"id":"gdalcopy"}' >"$work_dir/ws2.json"
api POST /v1/workspaces "$work_dir/ws2.json" >/dev/null
api PUT /v1/workspaces/gdalcopy/layers/Poles "$work_dir/poles.json" >/dev/null
ogr2ogr -f GeoJSONSeq /vsistdout/ "$work_dir/Poles.gpkg" Poles -select N,NAME,HEIGHT,ACTIVE 2>"$work_dir/seq.err" |
  DATABASE_URL="$owner_url" "$GEOJOURNAL_BIN" import --workspace gdalcopy --layer Poles --source-srid 4326 - >"$work_dir/import.out" 2>"$work_dir/import.err" ||
  { cat "$work_dir/seq.err" "$work_dir/import.err"; fail "ogr2ogr -f GeoJSONSeq | geojournal import"; }
imported="$(api GET '/ogc/gdalcopy/collections/Poles/items?limit=1' | jq .numberMatched)"
((imported == expected_count[Poles])) || fail "import of GDAL's GeoJSONSeq: $imported features, expected ${expected_count[Poles]} ($(cat "$work_dir/import.out"))"
log "geojournal import read ogr2ogr's GeoJSONSeq: $(cat "$work_dir/import.out")"
log "PASS"
