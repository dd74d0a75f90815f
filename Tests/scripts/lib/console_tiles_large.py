"""The console draws a large workspace from vector tiles, in headless Chromium (bench_tiles' check).

    python console_tiles_large.py --base URL --token TOKEN --workspace WS --layer Points \
        --positions P1,P2,... [--version OWNER.NAME] --center X,Y [--zoom 14]

The workspace is one already written (bench_tiles: 1,000,000 points and 200,000 lines imported, then
a history of updates; millions of events). The console opens it with its own replay limit (a
journal longer than 300,000 positions is drawn from tiles, no `geojournal.replayLimit` is set), the
map is put at CENTER (EPSG:3857) and ZOOM, and at each position (the link's `#at=` for the first,
the slider's moment for the others, the last being the head) the points drawn in the view must be
exactly the API's as-of points in the view's box (ids and N; a point within a few metres of the
view's edge, where a tile's quantisation may put it on either side, is left out of both). Then:
stepping back to the first position reads no tile again; in VERSION the points drawn are the
version's; the change feed was never read from position 0; no JavaScript errors. Prints `ok:` and
`FAIL:` lines (the seconds each moment took to draw with them); exits 1 on the first failure.
"""

import argparse
import json
import os
import sys
import time
import urllib.parse

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import console_tiles  # noqa: E402
from console_tiles import HALF, browser, fail, no_browser_errors, ok, wait  # noqa: E402

# Metres from the view's edge within which a point is not compared (a zoom-14 tile's unit is 0.6 m).
EDGE = 5.0

# The features drawn in the view at arguments[0]: id -> N, once the moment shown is the one asked
# for, read for the view at its zoom, and no read pending.
DRAWN = """
const app = window.gjConsole;
if (!app || !app.ready || !app.model || !app.model.partial || app.model.loadedAt !== arguments[0] || app.moment !== arguments[0]) return null;
if (!app.model.tiles || app.model.tiles.zoom !== Math.min(16, Math.floor(app.view.map.getZoom()))) return null;
const out = {};
for (const id of app.view.visibleIds) {
  const f = app.model.features.get(id);
  if (f.layer === arguments[1]) out[id] = f.versions[0].props.N;
}
return JSON.stringify({ drawn: out, box: app.view.viewBox() });
"""


class API(console_tiles.API):
    def __init__(self, base, token, workspace, layer):
        super().__init__(base, token, timeout=300)
        self.workspace, self.layer = workspace, layer

    def points(self, box, as_of=None, version=None):
        """id -> (N, x, y) of the layer's points in BOX (EPSG:3857), now or as of a position, or in a version."""
        query = {"bbox": ",".join(f"{v:.3f}" for v in box)}
        return {f["id"]: (f["properties"]["N"], *f["geometry"]["coordinates"][:2])
                for f in self.each_feature(self.workspace, self.layer, query, as_of, version)}


def inside(x, y, box, margin):
    return box[0] + margin <= x <= box[2] - margin and box[1] + margin <= y <= box[3] - margin


def drawn_equals(driver, api, position, what, version=None):
    """Waits (with a deadline) until the view draws exactly the API's points of its box at
    `position` (in `version`), leaving out those within EDGE metres of the box's edge."""
    started = time.time()
    end = started + 120
    report = None
    while time.time() < end:
        text = driver.execute_script(DRAWN, position, api.layer)
        if text:
            shown = json.loads(text)
            box = shown["box"]
            # Every point the tiles could put in view: the box widened by the edge band.
            near = api.points([box[0] - EDGE, box[1] - EDGE, box[2] + EDGE, box[3] + EDGE],
                              as_of=None if version else position, version=version)
            expected = {i: n for i, (n, x, y) in near.items() if inside(x, y, box, EDGE)}
            edge = {i for i, (n, x, y) in near.items() if not inside(x, y, box, EDGE)}
            drawn = {i: n for i, n in shown["drawn"].items() if i not in edge}
            if drawn == expected and expected:
                ok(f"{what}: the {len(expected)} points drawn in the view are the API's (ids and N; "
                   f"{len(edge)} at the view's edge left out) after {time.time() - started:.1f} s")
                return
            report = (len(drawn), len(expected), len(set(expected) - set(drawn)), len(set(drawn) - set(expected)),
                      len([k for k in set(drawn) & set(expected) if drawn[k] != expected[k]]))
        time.sleep(0.5)
    if report is None:
        fail(f"{what}: the console never showed position {position} from tiles of the view")
    fail(f"{what}: drawn {report[0]}, the API {report[1]}; missing {report[2]}, extra {report[3]}, other N {report[4]}")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--base", required=True)
    parser.add_argument("--token", required=True)
    parser.add_argument("--workspace", required=True)
    parser.add_argument("--layer", default="Points")
    parser.add_argument("--positions", required=True, help="comma-separated; the first is opened by the link, the last is the head")
    parser.add_argument("--version")
    parser.add_argument("--center", required=True, help="x,y in EPSG:3857")
    parser.add_argument("--zoom", type=int, default=14)
    args = parser.parse_args()
    api = API(args.base, args.token, args.workspace, args.layer)
    positions = [int(p) for p in args.positions.split(",")]
    cx, cy = (float(v) for v in args.center.split(","))
    head = api.call("GET", f"/v1/workspaces/{args.workspace}")["headPosition"]
    if head != positions[-1]:
        fail(f"the workspace's head is {head}, not {positions[-1]}")

    driver = browser()
    try:
        driver.get(f"{args.base}/console/")
        driver.execute_script("localStorage.removeItem('geojournal.replayLimit'); sessionStorage.setItem('geojournal.token', arguments[0]);", args.token)
        driver.get(f"{args.base}/console/#ws={args.workspace}&at={positions[0]}")
        driver.refresh()
        opened = time.time()
        wait(driver, "return window.gjConsole && window.gjConsole.ready && window.gjConsole.model.partial", 120,
             "the console to open the workspace from tiles")
        ok(f"the console opened the workspace of {head:,} positions from tiles (its own replay limit) in {time.time() - opened:.1f} s")
        # Every request of the run stays listed (the browser keeps 250 by default).
        driver.execute_script("performance.setResourceTimingBufferSize(1000000)")
        driver.execute_script("""
            const [x, y, z] = arguments;
            const lon = x / 20037508.342789244 * 180, lat = Math.atan(Math.sinh(y / 20037508.342789244 * Math.PI)) * 180 / Math.PI;
            window.gjConsole.view.map.setView([lat, lon], z, { animate: false });""", cx, cy, args.zoom)
        drawn_equals(driver, api, positions[0], f"at position {positions[0]:,} (the link's #at)")
        for p in positions[1:]:
            driver.execute_script("window.gjConsole.setMoment(arguments[0], { live: arguments[1] })", p, p == head)
            drawn_equals(driver, api, p, f"at position {p:,}" + (" (now)" if p == head else ""))
        requests = driver.execute_script("return window.gjConsole.model.tiles.requests")
        driver.execute_script("window.gjConsole.setMoment(arguments[0], { live: false })", positions[0])
        drawn_equals(driver, api, positions[0], f"back at position {positions[0]:,}")
        again = driver.execute_script("return window.gjConsole.model.tiles.requests")
        if again != requests:
            fail(f"going back to a position already seen read {again - requests} tile(s) again")
        ok(f"a past position already seen is drawn from the tiles kept, reading none again ({requests} tiles read in all)")

        if args.version:
            driver.execute_script("location.hash = arguments[0]", f"#ws={args.workspace}&version={urllib.parse.quote(args.version)}")
            line_head = api.call("GET", f"/v1/workspaces/{args.workspace}/versions/{urllib.parse.quote(args.version)}")["head"]
            wait(driver, "return window.gjConsole.version === arguments[0] && window.gjConsole.ready", 120, "the version to be shown", args.version)
            drawn_equals(driver, api, line_head, f"in version {args.version}", version=args.version)

        resources = driver.execute_script("return performance.getEntriesByType('resource').map((e) => e.name)")
        tiles = [r for r in resources if "/tiles/WebMercatorQuad/" in r]
        if not tiles:
            fail("no vector tile was read")
        whole = [r for r in resources if "/events?" in r and "after=0&" in r]
        if whole:
            fail(f"the change feed was read from position 0: {whole[0]}")
        ok(f"the change feed was not read whole; the map was drawn from {len(tiles)} tile requests")
        no_browser_errors(driver)
    finally:
        driver.quit()
    print("PASS console tiles (large workspace)", flush=True)


if __name__ == "__main__":
    main()
