"""CQL2 filters on the OGC face: a selective filter on an indexed field against a bbox page of the
same size, and against the way a client got those features before filters (walking the layer)."""

import json
import os
import random
import re
import time
import urllib.parse

from .common import die, fmt_int, median, met, note, num, ratio, step
from .http import Client
from .layers import import_layer


def bench_ogc_filter(b):
    count = int(os.environ.get("BENCH_FILTER_FEATURES") or 100000)
    requests = int(os.environ.get("BENCH_FILTER_REQUESTS") or 100)
    ws, size = "filterbench", 250
    step(f"CQL2 filters: {fmt_int(count)} points (workspace {ws}), ~{size}-feature selections by filter and by bbox, {requests} requests each")
    import_layer(b, ws, count)
    b.settle()
    out = b.owner_psql("-c", f"SELECT min(object_id), max(object_id) FROM features WHERE workspace_id = '{ws}' AND layer = 'Points'")
    low, high = (int(v) for v in out.strip().split("|"))
    if high - low + 1 != count:
        note(f"the OBJECTIDs span {low}..{high} ({high - low + 1} numbers for {count} features)")
    client = Client(b.base_url, b.token)
    items = f"/ogc/{ws}/collections/Points/items"
    crs = urllib.parse.quote("http://www.opengis.net/def/crs/EPSG/0/3857", safe="")

    def q(value):
        return urllib.parse.quote(value, safe="")

    def page(path, what):
        ms, body = client.timed("GET", path, what=what)
        fc = json.loads(body)
        return ms, fc

    # The requests, each with its own selection (so none is served from the page cache): OBJECTID
    # ranges of 250 (indexed: features (workspace_id, layer, object_id)), boxes of 25 x 10 grid points
    # (the spatial index), both in the layer's CRS with limit=1000, so each is one whole page.
    rng = random.Random(48)
    pairs = []
    for _ in range(requests):
        start = rng.randrange(low, high - size)
        gx, gy = rng.randrange(0, 1000 - 25), rng.randrange(0, count // 1000 - 10)
        x, y = 780000 + gx * 10, 6570000 + gy * 10
        pairs.append((start, (x - 1, y - 1, x + 241, y + 91)))
    times = {"filter": [], "bbox": [], "filter_n": []}
    counts = {"filter": [], "bbox": [], "filter_n": []}
    for warm in (True, False):
        for start, (x0, y0, x1, y1) in (pairs[:10] if warm else pairs):
            for kind in ("filter", "bbox", "filter_n"):
                if kind == "filter":
                    path = f"{items}?limit=1000&crs={crs}&filter={q(f'OBJECTID BETWEEN {start} AND {start + size - 1}')}"
                elif kind == "bbox":
                    path = f"{items}?limit=1000&crs={crs}&bbox-crs={crs}&bbox={x0},{y0},{x1},{y1}"
                else:
                    n0 = start - low
                    path = f"{items}?limit=1000&crs={crs}&filter={q(f'N BETWEEN {n0} AND {n0 + size - 1}')}"
                ms, fc = page(path, kind)
                if not warm:
                    times[kind].append(ms)
                    counts[kind].append(len(fc["features"]))
    for kind in times:
        if min(counts[kind]) < size * 0.9 or max(counts[kind]) > size * 1.1:
            die(f"{kind} selections hold {min(counts[kind])}..{max(counts[kind])} features, not about {size}")
    f_ms, b_ms, n_ms = median(times["filter"]), median(times["bbox"]), median(times["filter_n"])
    note(f"server-side medians of {requests}: filter OBJECTID BETWEEN {f_ms} ms, bbox {b_ms} ms, filter N BETWEEN (no index) {n_ms} ms")

    # The walk a client did before filters: every page of the layer (10,000 per page, following
    # `next`), filtered on the client by N (a client sees no OBJECTID; the import numbered the
    # features in N's order), end to end; against the filtered request end to end, the same
    # features. Three walks, each for another range; the median of each side.
    walks, direct = [], []
    for start, _ in pairs[:3]:
        n0 = start - low
        started = time.perf_counter()
        path, found = f"{items}?limit=10000&crs={crs}", set()
        while path:
            _, body, _ = client.request("GET", path, what="walk")
            fc = json.loads(body)
            found |= {f["id"] for f in fc["features"] if n0 <= f["properties"]["N"] < n0 + size}
            nxt = [link["href"] for link in fc["links"] if link["rel"] == "next"]
            path = (urllib.parse.urlparse(nxt[0]).path + "?" + urllib.parse.urlparse(nxt[0]).query) if nxt else None
        walks.append(time.perf_counter() - started)
        started = time.perf_counter()
        _, body, _ = client.request("GET", f"{items}?limit=1000&crs={crs}&filter={q(f'OBJECTID BETWEEN {start} AND {start + size - 1}')}", what="filter")
        got = {f["id"] for f in json.loads(body)["features"]}
        direct.append(time.perf_counter() - started)
        # The import numbers the features in file order: OBJECTID - min(OBJECTID) is N.
        if got != found:
            die(f"the filter selected {len(got)} features, the walk {len(found)} (OBJECTID {start}.. against N {n0}..)")
    client.close()
    walk_ms, direct_ms = median([f"{s * 1000:.1f}" for s in walks]), median([f"{s * 1000:.1f}" for s in direct])
    note(f"end to end: walking the layer {walk_ms} ms, the filtered request {direct_ms} ms")

    r = ratio(f_ms, b_ms)
    b.add_row(f"OGC `items?filter=` CQL2, ~{size} of {fmt_int(count)} features on an indexed field (OBJECTID BETWEEN), server-side median of {requests}",
              f"{f_ms} ms", f"`bbox` page of the same size (25 x 10 grid points): {b_ms} ms", r, f"≤ 1.2x bbox: {met(num(r) <= 1.2)}")
    speedup = ratio(walk_ms, direct_ms)
    b.add_row(f"The same ~{size} features by `filter=OBJECTID BETWEEN …` end to end (request to parsed JSON), against walking the layer (10,000 per page) and filtering on the client (median of 3)",
              f"{direct_ms} ms", f"{walk_ms} ms walking {fmt_int(count)} features", speedup, f"≥ 50x faster: {met(num(speedup) >= 50)}")
    b.add_row(f"OGC `items?filter=` CQL2 on an unindexed attribute (N BETWEEN, ~{size}), server-side median of {requests}",
              f"{n_ms} ms", f"`bbox` page: {b_ms} ms", ratio(n_ms, b_ms), "— (a scan of the layer's attributes)")
