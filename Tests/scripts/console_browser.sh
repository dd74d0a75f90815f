#!/usr/bin/env bash
# The web console (/console/) in a real browser: Selenium (PyPI, pinned) drives Debian's headless
# Chromium with chromium-driver against a real `geojournal serve` whose workspace holds the sample
# layers (`geojournal sample`) and the sample utility network (`geojournal sample-network`, 1,000
# lines written in three import operations: the sample layers have no features and no network of
# their own). Tests/scripts/lib/console_browser.py checks, printing `ok:` or `FAIL:` each:
#
#  1. sign in with a token: the layer list and the feature counts equal the API's; the first view
#     of the workspace is timed (Performance API, reported, not asserted);
#  2. the slider at a past position (between two imports): the count equals the API's as-of
#     count, the URL carries the moment and a link opens the same state; ten presses of ← move ten
#     positions (redraw times reported);
#  3. a downstream trace from a circuit breaker, clicked on the map: the elements shown and the
#     features highlighted equal /trace's;
#  4. DEVICESTATUS edited through the attribute form (its choices equal the coded-value domain),
#     saved, undone: the journal holds the session's edit and undo, the form shows the old value;
#  5. another editor's add appears through the change feed without a reload;
#  6. saving a form made stale by another editor's change shows the 409 with that editor's name;
#  7. a viewer's token is offered no editing; 8. a bad token is refused in words; no JavaScript
#     errors in the browser's log (and signing in, which asks GET /v1/me, logs no error at all);
#  9. the workspace made public (PATCH /v1/workspaces/demo): the console opens it without a token,
#     draws the API's features, offers no editing tools; made private again, the link asks for one.
#
# A screenshot of each step goes to $GEOJOURNAL_TEST_OUTPUT/console_browser (default
# .build/test-output/console_browser, kept after the run). Selenium is installed with pip once
# into a virtual environment under /var/tmp (about 65 MB); chromium, chromium-driver and
# libjs-leaflet come from Deploy/install-packages.sh. Needs GEOJOURNAL_BIN,
# GEOJOURNAL_TEST_DATABASE_URL, GEOJOURNAL_TEST_SERVICE_URL (Deploy/test.sh sets them).
set -euo pipefail

selenium_version="4.27.1"
workspace="demo"

root="$(cd "$(dirname "$0")/../.." && pwd)"
# shellcheck source=Tests/scripts/lib/service_test.sh
source "$root/Tests/scripts/lib/service_test.sh"
service_test console_browser consoletest

out_dir="${GEOJOURNAL_TEST_OUTPUT:-$root/.build/test-output}/console_browser"

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
start_service console warning
DATABASE_URL="$owner_url" "$GEOJOURNAL_BIN" sample --workspace "$workspace" >"$work_dir/sample.log" 2>&1 || { cat "$work_dir/sample.log"; fail "geojournal sample"; }
DATABASE_URL="$service_url" LOG_LEVEL=warning "$GEOJOURNAL_BIN" sample-network --workspace "$workspace" --network Electric --edges 1000 >>"$work_dir/sample.log" 2>&1 ||
  { tail -n 5 "$work_dir/sample.log"; fail "geojournal sample-network"; }
viewer_token="$(DATABASE_URL="$owner_url" "$GEOJOURNAL_BIN" token create --role viewer --actor victor)"
other_token="$(DATABASE_URL="$owner_url" "$GEOJOURNAL_BIN" token create --role editor --actor bob)"
page="$(curl -fsS "$base_url/console/")" || fail "GET /console/"
grep -q 'vendor/leaflet/leaflet.js' <<<"$page" || fail "/console/ does not load Leaflet"
# Served without a token, each file with its type and caching; nothing outside the console's folder.
headers_of() { curl -fsS -o /dev/null -D - "$base_url$1" | tr -d '\r' | tr 'A-Z' 'a-z'; }
grep -q '^content-type: text/html' <<<"$(headers_of /console/)" || fail "/console/ is not text/html"
grep -q '^content-security-policy: ' <<<"$(headers_of /console/)" || fail "/console/ has no Content-Security-Policy"
grep -q '^content-type: text/javascript' <<<"$(headers_of /console/app.js)" || fail "/console/app.js is not text/javascript"
grep -q '^cache-control: no-cache' <<<"$(headers_of /console/app.js)" || fail "/console/app.js is not Cache-Control: no-cache"
grep -q '^cache-control: public, max-age=' <<<"$(headers_of /console/vendor/leaflet/leaflet.js)" || fail "Leaflet is not cacheable"
grep -q '^content-type: image/png' <<<"$(headers_of /console/vendor/leaflet/images/layers.png)" || fail "Leaflet's images are not image/png"
for path in /console/..%2FPackage.swift /console/nothing.js /console/vendor/leaflet/..%2F..%2Fetc%2Fpasswd; do
  code="$(curl -sS -o /dev/null -w '%{http_code}' "$base_url$path")"
  [[ "$code" == 404 ]] || fail "GET $path answered $code, not 404"
done
log "setup: serve on $base_url, workspace $workspace with the sample layers and network ($((SECONDS - started)) s)"

# ---------------------------------------------------------------- the browser
mkdir -p "$out_dir"
rm -f "$out_dir"/*.png
t=$SECONDS
status=0
"$tools/bin/python" "$root/Tests/scripts/lib/console_browser.py" check "$base_url" "$workspace" "$token" "$viewer_token" "$other_token" "$out_dir" || status=$?
((status == 0)) || fail "$status check(s) of the console failed ($((SECONDS - t)) s); screenshots in $out_dir"
log "screenshots: $(cd "$out_dir" && echo *.png) in $out_dir"
log "PASS ($((SECONDS - started)) s; the browser $((SECONDS - t)) s)"
