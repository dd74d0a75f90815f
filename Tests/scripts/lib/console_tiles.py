"""The console draws a long journal from vector tiles, in headless Chromium (Tests/scripts/console_tiles.sh).

    python console_tiles.py --base http://127.0.0.1:PORT --token ADMIN_TOKEN

Writes a workspace `tiles` through /v1 (2,000 points, then 100 updated, 100 deleted and 1,000 added,
and a version with 5 points changed and 1 added), opens the console with
`geojournal.replayLimit` = 10 (so it draws every moment from the service's tiles) and checks what it
draws against /v1. Prints `ok:`/`FAIL:` lines; exits 1 on the first failure.
"""

import argparse
import json
import math
import random
import sys
import time
import urllib.parse
import urllib.request

from selenium import webdriver
from selenium.webdriver.chrome.service import Service

HALF = 20037508.342789244
WS = "tiles"
BOX = (7.0, 50.0, 7.2, 50.15)


def fail(text):
    print(f"FAIL: {text}", flush=True)
    sys.exit(1)


def ok(text):
    print(f"ok: {text}", flush=True)


class API:
    def __init__(self, base, token, timeout=120):
        self.base, self.token, self.timeout = base, token, timeout

    def call(self, method, path, body=None, headers=None):
        h = {"Authorization": f"Bearer {self.token}", **(headers or {})}
        if body is not None:
            h["Content-Type"] = "application/json"
        request = urllib.request.Request(self.base + path, method=method, headers=h, data=None if body is None else json.dumps(body).encode())
        try:
            with urllib.request.urlopen(request, timeout=self.timeout) as answer:
                return json.loads(answer.read() or b"null")
        except urllib.error.HTTPError as error:
            fail(f"{method} {path}: {error.code} {error.read()[:300]!r}")

    def each_feature(self, workspace, layer, query, as_of=None, version=None):
        """Every feature of a /v1 read of LAYER (QUERY, now, as of a position or in a version), page by page."""
        query = dict(query, limit="10000", **({"asOf": str(as_of)} if as_of is not None else {}), **({"version": version} if version else {}))
        while True:
            page = self.call("GET", f"/v1/workspaces/{workspace}/layers/{layer}/features?" + urllib.parse.urlencode(query))
            yield from page["features"]
            if not page.get("next"):
                return
            query["cursor"] = page["next"]

    def features(self, as_of=None, version=None):
        """id -> N of every feature of Points (now, or as of a position)."""
        return {f["id"]: f["properties"]["N"] for f in self.each_feature(WS, "Points", {}, as_of, version)}


def mercator(lon, lat):
    return lon * HALF / 180, math.log(math.tan(math.pi / 4 + math.radians(lat) / 2)) * 6378137


def browser():
    options = webdriver.ChromeOptions()
    for arg in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--window-size=1400,900", "--disable-gpu"):
        options.add_argument(arg)
    options.binary_location = "/usr/bin/chromium"
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    return webdriver.Chrome(options=options, service=Service("/usr/bin/chromedriver"))


def wait(driver, script, timeout=30, what="condition", *args):
    end = time.time() + timeout
    value = None
    while time.time() < end:
        value = driver.execute_script(script, *args)
        if value:
            return value
        time.sleep(0.1)
    shown = driver.execute_script("return document.getElementById('messages').textContent + ' | ' + document.getElementById('status').textContent")
    logged = [l["message"] for l in driver.get_log("browser")][-5:]
    fail(f"timed out waiting for {what} (the page says: {shown}; its log: {logged})")


# The features drawn in the view: id -> N, once the moment shown is the one asked for and no read is pending.
DRAWN = """
const app = window.gjConsole;
if (!app || !app.ready || !app.model || !app.model.partial || app.model.loadedAt !== arguments[0] || app.moment !== arguments[0]) return null;
// Read for the view at its zoom (not only the whole world's first tile).
if (!app.model.tiles || app.model.tiles.zoom !== Math.min(16, Math.floor(app.view.map.getZoom()))) return null;
const out = {};
for (const id of app.view.visibleIds) { const f = app.model.features.get(id); out[id] = f.versions[0].props.N; }
return JSON.stringify(out);
"""


def drawn_equals(driver, position, expected, what):
    """Waits (with a deadline) until the view draws exactly `expected` (id -> N) at `position`."""
    end = time.time() + 30
    got = None
    while time.time() < end:
        text = driver.execute_script(DRAWN, position)
        got = json.loads(text) if text else None
        if got == expected:
            ok(f"{what}: the {len(expected)} features drawn are the API's (ids and N)")
            return
        time.sleep(0.2)
    if got is None:
        fail(f"{what}: the console never showed position {position}")
    missing = set(expected) - set(got)
    extra = set(got) - set(expected)
    changed = [k for k in set(got) & set(expected) if got[k] != expected[k]]
    fail(f"{what}: drawn {len(got)}, the API {len(expected)}; missing {len(missing)}, extra {len(extra)}, other N {len(changed)}")


def no_browser_errors(driver):
    """Fails on any error the browser logged (its console's SEVERE entries)."""
    severe = [entry["message"] for entry in driver.get_log("browser") if entry["level"] == "SEVERE"]
    if severe:
        fail(f"the browser logged errors: {severe[:3]}")
    ok("no errors in the browser's log")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--base", required=True)
    parser.add_argument("--token", required=True)
    args = parser.parse_args()
    api = API(args.base, args.token)
    rng = random.Random(66)

    def point():
        return [rng.uniform(BOX[0], BOX[2]), rng.uniform(BOX[1], BOX[3])]

    api.call("POST", "/v1/workspaces", {"id": WS, "title": "Tiles in the console"})
    api.call("PUT", f"/v1/workspaces/{WS}/layers/Points", {"geometryType": "Point", "srid": 4326,
                                                          "fields": [{"name": "N", "type": "integer", "nullable": False}]})
    first = api.call("POST", f"/v1/workspaces/{WS}/edits", {"edits": [{"layer": "Points", "adds": [
        {"attributes": {"N": n}, "geometry": {"type": "Point", "coordinates": point()}} for n in range(2000)]}]})
    ids = [r["id"] for r in first["results"]]
    before = api.call("GET", f"/v1/workspaces/{WS}")["headPosition"]
    api.call("POST", f"/v1/workspaces/{WS}/edits", {"edits": [{"layer": "Points",
        "updates": [{"id": i, "expectedVersion": 1, "attributes": {"N": 10000 + k}} for k, i in enumerate(ids[:100])],
        "deletes": [{"id": i, "expectedVersion": 1} for i in ids[100:200]],
        "adds": [{"attributes": {"N": 20000 + n}, "geometry": {"type": "Point", "coordinates": point()}} for n in range(1000)]}]})
    head = api.call("GET", f"/v1/workspaces/{WS}")["headPosition"]
    version = api.call("POST", f"/v1/workspaces/{WS}/versions", {"name": "design", "access": "protected"})["name"]
    api.call("POST", f"/v1/workspaces/{WS}/edits?version={urllib.parse.quote(version)}", {"edits": [{"layer": "Points",
        "updates": [{"id": i, "expectedVersion": 2, "attributes": {"N": 30000 + k}} for k, i in enumerate(ids[:5])],
        "adds": [{"attributes": {"N": 40000}, "geometry": {"type": "Point", "coordinates": point()}}]}]})
    then, now, in_version = api.features(as_of=before), api.features(), api.features(version=version)
    if not (len(then) == 2000 and len(now) == 2900 and len(in_version) == 2901):
        fail(f"the API has {len(then)}, {len(now)}, {len(in_version)} features")
    ok(f"the workspace: {len(then)} points at {before}, {len(now)} at {head}, {len(in_version)} in {version}")

    driver = browser()
    try:
        driver.get(f"{args.base}/console/")
        driver.execute_script("localStorage.setItem('geojournal.replayLimit', '10'); sessionStorage.setItem('geojournal.token', arguments[0]);", args.token)
        driver.get(f"{args.base}/console/#ws={WS}&at={before}")
        driver.refresh()
        wait(driver, "return window.gjConsole && window.gjConsole.ready && window.gjConsole.model.partial", 60, "the console to open the workspace from tiles")
        # The data with a margin in view: every feature well inside it.
        (x0, y0), (x1, y1) = mercator(BOX[0], BOX[1]), mercator(BOX[2], BOX[3])
        dx, dy = (x1 - x0) * 0.3, (y1 - y0) * 0.3
        driver.execute_script("window.gjConsole.view.fitBox(arguments[0], 10)", [x0 - dx, y0 - dy, x1 + dx, y1 + dy])
        drawn_equals(driver, before, then, f"at position {before} (the link's #at)")
        resources = driver.execute_script("return performance.getEntriesByType('resource').map((e) => e.name)")
        tiles = [r for r in resources if "/tiles/WebMercatorQuad/" in r]
        if not tiles:
            fail("no vector tile was read")
        ok(f"the map is drawn from {len(tiles)} vector tile request(s), e.g. {urllib.parse.urlsplit(tiles[-1]).path}")
        whole = [r for r in resources if "/events?" in r and "after=0&" in r]
        if whole:
            fail(f"the change feed was read from position 0: {whole[0]}")
        ok("the change feed was not read whole")

        driver.execute_script("window.gjConsole.setMoment(arguments[0], { live: true })", head)
        drawn_equals(driver, head, now, f"now (position {head})")
        requests = driver.execute_script("return window.gjConsole.model.tiles.requests")
        driver.execute_script("window.gjConsole.setMoment(arguments[0], { live: false })", before)
        drawn_equals(driver, before, then, f"back at position {before}")
        again = driver.execute_script("return window.gjConsole.model.tiles.requests")
        if again != requests:
            fail(f"going back to a position already seen read {again - requests} tile(s) again")
        ok("a past position already seen is drawn from the tiles kept, reading none again")

        driver.execute_script("location.hash = arguments[0]", f"#ws={WS}&version={urllib.parse.quote(version)}")
        line_head = api.call("GET", f"/v1/workspaces/{WS}/versions/{urllib.parse.quote(version)}")["head"]
        wait(driver, "return window.gjConsole.version === arguments[0] && window.gjConsole.ready", 30, "the version to be shown", version)
        drawn_equals(driver, line_head, in_version, f"in version {version}")

        no_browser_errors(driver)
    finally:
        driver.quit()
    print("PASS console tiles", flush=True)


if __name__ == "__main__":
    main()
