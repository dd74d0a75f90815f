#!/usr/bin/env bash
# Versions in the web console (/console/) in a real browser: Selenium (PyPI, pinned, the virtual
# environment console_browser.sh installs) drives Debian's headless Chromium against a real
# `geojournal serve` whose workspace holds the sample layers and the 1,000-line sample network.
# Tests/scripts/lib/console_versions.py checks, printing `ok:` or `FAIL:` each:
#
#  1. a version created in the Versions tab, edited through the API, picked beside the workspace:
#     the map's and table's counts equal the API's read of the version; the URL carries it and a
#     link opens the same version at the same position; switching versions is timed (`bench:`);
#  2. the differences against the base and against DEFAULT: counts per layer equal /differences,
#     each listed (old → new);
#  3. DEFAULT moves a feature the version changed: the post button says it would be refused, a
#     post is refused (409) and offers to reconcile; the reconcile shows the conflict in three
#     columns (ancestor / DEFAULT / version) per field, the geometry drawn for each;
#  4. a note and "take DEFAULT's", then reconcile and post: DEFAULT reads what is expected;
#  5. alter (rename, private) and delete in the console; a version from the slider's past moment;
#  6. the conflict view of 100 conflicts, timed (`bench:`; target < 1 s); no errors in the log.
#
# Screenshots go to $GEOJOURNAL_TEST_OUTPUT/console_versions (default
# .build/test-output/console_versions); the conflict view also to docs/console-conflicts.png when
# GEOJOURNAL_UPDATE_DOCS=1. Needs GEOJOURNAL_BIN, GEOJOURNAL_TEST_DATABASE_URL,
# GEOJOURNAL_TEST_SERVICE_URL (Deploy/test.sh sets them).
set -euo pipefail

selenium_version="4.27.1"
workspace="demo"

root="$(cd "$(dirname "$0")/../.." && pwd)"
# shellcheck source=Tests/scripts/lib/service_test.sh
source "$root/Tests/scripts/lib/service_test.sh"
service_test console_versions consoleversions

out_dir="${GEOJOURNAL_TEST_OUTPUT:-$root/.build/test-output}/console_versions"

for tool in curl jq python3 chromium chromedriver; do
  command -v "$tool" >/dev/null || fail "$tool is missing (Deploy/install-packages.sh --tests installs chromium, chromium-driver, curl, jq and python3-venv)"
done
[[ -s /usr/share/javascript/leaflet/leaflet.js ]] || fail "Leaflet is missing (Deploy/install-packages.sh installs libjs-leaflet)"

# ---------------------------------------------------------------- pinned client
python_minor="$(python3 -c 'import sys; print("%d.%d" % sys.version_info[:2])')"
tools="/var/tmp/geojournal-pytools-selenium${selenium_version}-py${python_minor}"
if ! "$tools/bin/python" -c "import importlib.metadata as m, sys; sys.exit(m.version('selenium') != '$selenium_version')" 2>/dev/null; then
  log "installing selenium $selenium_version into $tools"
  t=$SECONDS
  rm -rf "$tools"
  python3 -m venv "$tools" || fail "python3 -m venv (Debian: python3-venv)"
  "$tools/bin/pip" install --quiet --disable-pip-version-check "selenium==$selenium_version" >"$work_dir/pip.log" 2>&1 ||
    { tail -n 20 "$work_dir/pip.log"; rm -rf "$tools"; fail "pip install selenium==$selenium_version"; }
  log "installed in $((SECONDS - t)) s ($(du -sh "$tools" | cut -f1))"
fi

# ---------------------------------------------------------------- service and data
start_service ana warning
DATABASE_URL="$owner_url" "$GEOJOURNAL_BIN" sample --workspace "$workspace" >"$work_dir/sample.log" 2>&1 || { cat "$work_dir/sample.log"; fail "geojournal sample"; }
DATABASE_URL="$service_url" LOG_LEVEL=warning "$GEOJOURNAL_BIN" sample-network --workspace "$workspace" --network Electric --edges 1000 >>"$work_dir/sample.log" 2>&1 ||
  { tail -n 5 "$work_dir/sample.log"; fail "geojournal sample-network"; }
log "setup: serve on $base_url, workspace $workspace with the sample layers and network ($((SECONDS - started)) s)"

# ---------------------------------------------------------------- the browser
mkdir -p "$out_dir"
rm -f "$out_dir"/*.png
docs_png="$out_dir/conflicts.png"
[[ "${GEOJOURNAL_UPDATE_DOCS:-0}" == 1 ]] && docs_png="$root/docs/console-conflicts.png"
t=$SECONDS
status=0
PYTHONPATH="$root/Tests/scripts/lib" "$tools/bin/python" "$root/Tests/scripts/lib/console_versions.py" check "$base_url" "$workspace" "$token" "$out_dir" "$docs_png" || status=$?
((status == 0)) || fail "$status check(s) of the console's versions failed ($((SECONDS - t)) s); screenshots in $out_dir"
log "screenshots: $(cd "$out_dir" && echo *.png) in $out_dir"
log "PASS ($((SECONDS - started)) s; the browser $((SECONDS - t)) s)"
