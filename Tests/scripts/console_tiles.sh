#!/usr/bin/env bash
# The web console draws a journal too long to hold in the browser from GeoJournal's vector tiles,
# in a real browser (Selenium, pinned, driving Debian's headless Chromium): a workspace of 3,000
# points written in operations (adds, then updates, deletes and adds) and a version with edits of
# its own; the console is told (localStorage `geojournal.replayLimit`) to hold no journal longer than
# 10 positions, as it does past 300,000 on a real one. Tests/scripts/lib/console_tiles.py checks,
# printing `ok:` or `FAIL:` each:
#
#  1. the workspace opens without reading the change feed whole (no /events page from position 0),
#     and the map is drawn from /ogc/{ws}/tiles/WebMercatorQuad/{z}/{y}/{x} tiles;
#  2. at a past position (the slider, through the link's #at=): the features drawn in the view are
#     exactly the API's as-of features there (ids and N), and now exactly the current ones;
#  3. the version chosen: the features drawn are the version's (its edited N, its added point),
#     read from tiles in the version;
#  4. stepping back to a position already seen reads no tile again (a past tile never changes);
#     no JavaScript errors in the browser's log.
#
# Selenium is installed with pip once into a virtual environment under /var/tmp (the same one as
# console_browser.sh); chromium, chromium-driver and libjs-leaflet come from
# Deploy/install-packages.sh. Needs GEOJOURNAL_BIN, GEOJOURNAL_TEST_DATABASE_URL,
# GEOJOURNAL_TEST_SERVICE_URL (Deploy/test.sh sets them).
set -euo pipefail

selenium_version="4.27.1"

root="$(cd "$(dirname "$0")/../.." && pwd)"
# shellcheck source=Tests/scripts/lib/service_test.sh
source "$root/Tests/scripts/lib/service_test.sh"
service_test console_tiles consoletiles

for tool in curl python3 chromium chromedriver; do
  command -v "$tool" >/dev/null || fail "$tool is missing (Deploy/install-packages.sh --tests installs chromium, chromium-driver, curl and python3-venv)"
done
[[ -s /usr/share/javascript/leaflet/leaflet.js ]] || fail "Leaflet is missing (Deploy/install-packages.sh installs libjs-leaflet)"

python_minor="$(python3 -c 'import sys; print("%d.%d" % sys.version_info[:2])')"
tools="/var/tmp/geojournal-pytools-selenium${selenium_version}-py${python_minor}"
if ! "$tools/bin/python" -c "import importlib.metadata as m, sys; sys.exit(m.version('selenium') != '$selenium_version')" 2>/dev/null; then
  log "installing selenium $selenium_version into $tools"
  rm -rf "$tools"
  python3 -m venv "$tools" || fail "python3 -m venv (Debian: python3-venv)"
  "$tools/bin/pip" install --quiet --disable-pip-version-check "selenium==$selenium_version" >"$work_dir/pip.log" 2>&1 ||
    { tail -n 20 "$work_dir/pip.log"; rm -rf "$tools"; fail "pip install selenium==$selenium_version"; }
fi

start_service tiles warning
t=$SECONDS
"$tools/bin/python" "$root/Tests/scripts/lib/console_tiles.py" --base "$base_url" --token "$token" || fail "the console's tiles (above)"
log "PASS ($((SECONDS - started)) s; the browser $((SECONDS - t)) s)"
