#!/usr/bin/env bash
# GDAL's MVT driver and QGIS 3.22 (headless PyQGIS) read GeoJournal's vector tiles
# (/ogc/{ws}/collections/{layer}/tiles/WebMercatorQuad/{z}/{y}/{x}), on a public workspace with 400
# points added through /v1, then edited (updates, deletes, adds), so that a past moment and now
# differ (Tests/scripts/lib/tiles_clients.py does the client part):
#
#  1. GDAL (`ogr2ogr` from a tile saved as .mvt, with the tile's Z/X/Y open options) reads the
#     tile as of the position before the edits: its features are exactly /v1's as-of features of
#     the tile's box, with the same id, OBJECTID, N and NAME, each point within a pixel;
#  2. QGIS opens the layer from the collection's TileJSON (`?f=tilejson&asOf=<position>`: its
#     `tiles` template as an XYZ vector tile layer), valid, EPSG:3857; the tile it fetches and
#     decodes (kept by a renderer of the test) holds exactly the as-of features of the box, and the tile of
#     now exactly the current ones — and those differ.
#
# Needs GEOJOURNAL_BIN, GEOJOURNAL_TEST_DATABASE_URL, GEOJOURNAL_TEST_SERVICE_URL (Deploy/test.sh
# sets them), curl, GDAL (gdal-bin) and PyQGIS (python3-qgis, qgis-providers). Works in its own
# database, dropped at the end.
set -euo pipefail

root="$(cd "$(dirname "$0")/../.." && pwd)"
# shellcheck source=Tests/scripts/lib/service_test.sh
source "$root/Tests/scripts/lib/service_test.sh"
service_test tiles_gdal_qgis tilestest

command -v ogr2ogr >/dev/null || fail "ogr2ogr is missing (Deploy/install-packages.sh --tests installs gdal-bin)"
qgis_python="${GEOJOURNAL_QGIS_PYTHON:-/usr/bin/python3}"
"$qgis_python" -c 'import qgis.core' 2>/dev/null || fail "PyQGIS is missing (Deploy/install-packages.sh --tests installs python3-qgis and qgis-providers)"

start_service tilestest warning
mkdir -p "$work_dir/home" "$work_dir/runtime"
chmod 700 "$work_dir/runtime"
HOME="$work_dir/home" XDG_RUNTIME_DIR="$work_dir/runtime" XDG_CACHE_HOME="$work_dir/home/cache" QT_QPA_PLATFORM=offscreen \
  "$qgis_python" "$root/Tests/scripts/lib/tiles_clients.py" --base "$base_url" --token "$token" --work "$work_dir" ||
  fail "the tile clients found a difference (above)"
log "PASS in $((SECONDS - started)) s"
