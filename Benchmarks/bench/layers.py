"""Point layers read and written in bulk: import, the OGC collection document and box queries, OGC
paging by GDAL, the GeoServices FeatureServer."""

import json
import os
import re
import subprocess
import time
import urllib.parse

from .common import (Rounds, die, fmt_int, head_bytes, median, met, note, num, rate, ratio, step, tail,
                     verdict)
from .http import Client


def points_seq(count, path):
    """COUNT points as GeoJSONSeq (one Feature per line) in a 1000-wide grid."""
    with open(path, "w") as f:
        for start in range(0, count, 10000):
            f.write("".join(
                f'{{"type":"Feature","properties":{{"N":{i},"NAME":"point {i}"}},"geometry":{{"type":"Point","coordinates":'
                f'[{780000 + (i % 1000) * 10},{6570000 + i // 1000 * 10}]}}}}\n' for i in range(start, min(start + 10000, count))))


def points_layer(b, ws):
    """A new workspace with an empty Points layer (N integer, NAME string), the layer of the import sections."""
    b.create("POST", "/v1/workspaces", json.dumps({"id": ws}), f"create workspace {ws}")
    b.create("PUT", f"/v1/workspaces/{ws}/layers/Points",
             '{"geometryType":"Point","srid":3857,"fields":[{"name":"N","type":"integer","nullable":false},{"name":"NAME","type":"string","length":40}]}',
             "create layer")


def import_layer(b, ws, count):
    """A workspace with a Points layer holding COUNT imported points (from work/points.geojsonl): (the
    import's output, its seconds from process start to exit as "%.2f")."""
    points_layer(b, ws)
    points_seq(count, b.path("points.geojsonl"))
    env = dict(os.environ, DATABASE_URL=b.service_url, LOG_LEVEL="warning")
    with open(b.path("import.err"), "w") as err:
        started = time.time()
        result = subprocess.run([b.bin, "import", "--quiet", "--workspace", ws, "--layer", "Points", b.path("points.geojsonl")],
                                env=env, text=True, stdout=subprocess.PIPE, stderr=err)
        ended = time.time()
    if result.returncode != 0:
        note(b.read("import.err"))
        die("geojournal import failed")
    return result.stdout.rstrip("\n"), f"{ended - started:.2f}"


def bench_import(b):
    count = int(os.environ.get("BENCH_IMPORT_FEATURES") or 1000000)
    step(f"Import: {fmt_int(count)} points from GeoJSONSeq with geojournal import")
    # Creating the workspace and writing the input file are not timed; the whole import command is.
    output, seconds = import_layer(b, "importbench", count)
    note(output)
    if not re.search(f"^imported {count} features", output, re.M):
        die(f"the import did not write {count} features: {output}")
    per_s = rate(count, seconds)
    note(f"geojournal import: {count} features in {seconds} s")
    b.add_row(f"Import features/s ({fmt_int(count)} points, GeoJSONSeq, end to end)", fmt_int(per_s), "—",
              ratio(per_s, 50000), f"≥ 50,000 features/s: {verdict(per_s, 50000)}")


def bench_collection_document(b):
    samples = 200
    imported = os.environ.get("BENCH_IMPORT_FEATURES") or "1000000"
    step(f"OGC collection document of the {fmt_int(imported)}-point layer of the import section, {samples} requests")
    # Server-side time (Server-Timing: app;dur=) of the collection document, which reads the layer's
    # count and extent from the projection; the baseline is the scan it replaced (ST_Extent and
    # count over the layer), timed inside PostgreSQL.
    url = f"{b.base_url}/ogc/importbench/collections/Points"
    times = []
    for _ in range(samples):
        headers = subprocess.run(["curl", "-sS", "--max-time", "30", "-o", "/dev/null", "-D", "-", "-H", f"Authorization: Bearer {b.token}", url],
                                 text=True, stdout=subprocess.PIPE).stdout
        m = re.search(r"^[Ss]erver-[Tt]iming: app;dur=([0-9.]*)", headers, re.M)
        if m:
            times.append(m.group(1))
    if not times:
        die("no Server-Timing on the collection document")
    doc = median(times)
    query = "SELECT count(*), ST_Extent(geom) FROM features WHERE workspace_id = 'importbench' AND layer = 'Points';\n"
    timings = re.findall(r"^Time: ([0-9.]*) ms", b.owner_psql(input="\\timing on\n" + query * 3), re.M)
    scan = sorted(timings, key=num)[(len(timings) + 1) // 2 - 1] if timings else ""
    note(f"collection document: median {doc} ms server-side; the scan it replaced: {scan} ms")
    b.add_row(f"OGC collection document, ms server-side ({fmt_int(imported)}-feature layer, median of {samples})",
              doc, f"{scan} ms (ST_Extent + count scan)", ratio(doc, scan), f"< 5 ms: {met(num(doc) < 5)}")

    # Box queries: the exact filter (index candidates, then the exact test) against the index
    # comparison alone, on the same random 200 m boxes (about 400 of the layer's points on its 10 m
    # grid), as pgbench transactions in PostgreSQL.
    boxes = {
        # The exact filter as the feature readers write it for a point layer (BoxFilter).
        "exact": "geom::geometry(Point,3857) && ST_MakeEnvelope(:x, :y, :x + 200, :y + 200, 3857) AND ST_X(geom::geometry(Point,3857)) "
                 "BETWEEN :x AND :x + 200 AND ST_Y(geom::geometry(Point,3857)) BETWEEN :y AND :y + 200",
        "coarse": "geom::geometry(Point,3857) && ST_MakeEnvelope(:x, :y, :x + 200, :y + 200, 3857)",
    }
    tps = {}
    for kind, box_sql in boxes.items():
        script = b.write(f"box-{kind}.sql", f"""\\set x random(780000, 789800)
\\set y random(6570000, 6579800)
SELECT id, attributes::text, geometry::text FROM features WHERE workspace_id = 'importbench' AND layer = 'Points' AND {box_sql};
""")
        out = b.pgbench("geojournal_bench", script, "-c", 2, "-j", 2, "-T", b.duration)
        m = re.search(r"^tps = ([0-9.]*)", out, re.M)
        if not m:
            die("pgbench of the box queries failed")
        tps[kind] = m.group(1)
    note(f"box queries (about 400 points each): exact {tps['exact']}/s, index boxes alone {tps['coarse']}/s")
    b.add_row("Box queries/s, exact filter (~400 of 1,000,000 points per 200 m box, in PostgreSQL)", fmt_int(tps["exact"]),
              f"{fmt_int(tps['coarse'])} with the index boxes alone (not exact)", ratio(tps["exact"], tps["coarse"]),
              "— (the price of exactness per candidate, in PostgreSQL alone)")


def gdal(b, source, *options, out="gdal.geojsonl"):
    """ogr2ogr of SOURCE into work/OUT as GeoJSONSeq, the token in GDAL_HTTP_HEADER_FILE; (seconds, features)."""
    b.write("gdal.headers", f"Authorization: Bearer {b.token}\n")
    if os.path.exists(b.path(out)):
        os.remove(b.path(out))
    env = dict(os.environ, GDAL_HTTP_HEADER_FILE=b.path("gdal.headers"))
    with open(b.path("ogr2ogr.err"), "w") as err:
        started = time.time()
        code = subprocess.run(["ogr2ogr", "-f", "GeoJSONSeq", b.path(out), source, *options], env=env, stderr=err).returncode
        ended = time.time()
    if code != 0:
        note(b.read("ogr2ogr.err"))
        die(f"ogr2ogr over {source.split(':')[0]} failed")
    with open(b.path(out)) as f:
        got = sum(1 for _ in f)
    return ended - started, got


def bench_ogc_paging(b):
    count = int(os.environ.get("BENCH_PAGING_FEATURES") or 100000)
    page = os.environ.get("BENCH_PAGE_SIZE") or "10000"
    step(f"OGC paging: GDAL reads a {fmt_int(count)}-feature layer, {page} items per page")
    import_layer(b, "pagebench", count)
    seconds, got = gdal(b, f"OAPIF:{b.base_url}/ogc/pagebench", "Points", "-oo", f"PAGE_SIZE={page}", out="paged.geojsonl")
    if got != count:
        die(f"GDAL read {got} features, expected {count}")
    seconds = f"{seconds:.2f}"
    per_s = rate(count, seconds)
    note(f"ogr2ogr (OAPIF): {count} features in {seconds} s")
    b.add_row(f"OGC items paged by GDAL, features/s ({fmt_int(count)} features, {page} per page)", fmt_int(per_s), "—",
              ratio(per_s, 20000), f"≥ 20,000 features/s: {verdict(per_s, 20000)}")


def _query_pages(b, ws, pages):
    """Part 1 of bench_geoservices: server-side ms of each page of each kind (ogc, esri, esri_schema)."""
    client = Client(b.base_url, b.token)

    def kept_pages():
        _, body, _ = client.request("GET", "/metrics")
        m = re.search(rb'geojournal_ogc_items_pages_total\{served="kept"\} ([0-9]+)', body)
        return int(m.group(1)) if m else 0

    crs = urllib.parse.quote("http://www.opengis.net/def/crs/EPSG/0/3857", safe="")
    first_items = f"/ogc/{ws}/collections/Points/items?limit=2000&crs={crs}"
    fs = f"/arcgis/rest/services/{ws}/FeatureServer/0/query?where=1%3D1&resultRecordCount=2000&f=json"
    kinds = {"esri": "outFields=*", "esri_schema": "outFields=N,NAME"}

    def pause(ms):
        time.sleep(max(0.25, 4 * ms / 1000))

    def run(label):
        items = first_items
        sizes = {"ogc": 0, "esri": 0, "esri_schema": 0}
        times = {"ogc": [], "esri": [], "esri_schema": []}
        for k in range(pages):
            ms, body = client.timed("GET", items, headers={"X-Forwarded-Host": f"{label}-{k}.bench.invalid"})
            fc = json.loads(body)
            if len(fc["features"]) != 2000:
                die(f"OGC page {k} has {len(fc['features'])} features")
            times["ogc"].append(ms)
            sizes["ogc"] += len(body)
            nxt = [link["href"] for link in fc["links"] if link["rel"] == "next"]
            if not nxt:
                die(f"OGC page {k} has no next link")
            link = urllib.parse.urlparse(nxt[0])
            items = link.path + "?" + link.query
            pause(ms)
            for kind, fields in kinds.items():
                # An unknown parameter of its own: the FeatureServer keeps pages and reads the next one
                # ahead too (its key is the request's parameters), so no timed page comes from there.
                ms, body = client.timed("GET", f"{fs}&{fields}&resultOffset={k * 2000}&bench={label}-{kind}-{k}")
                answer = json.loads(body)
                if "error" in answer or len(answer["features"]) != 2000 or not answer.get("exceededTransferLimit"):
                    die(f"query {kind} page {k}: {body[:300]!r}")
                if kind == "esri_schema" and set(answer["features"][0]["attributes"]) != {"OBJECTID", "N", "NAME"}:
                    die(f"query {kind} answered the fields {sorted(answer['features'][0]['attributes'])}")
                times[kind].append(ms)
                sizes[kind] += len(body)
                pause(ms)
        return times, sizes

    run("warm")
    kept = kept_pages()
    times, sizes = run("timed")
    if kept_pages() != kept:
        die("an OGC items page was served from the page cache during the timed pass")
    client.close()
    note("bytes per page: " + ", ".join(f"{kind} {sizes[kind] // pages:,}" for kind in sizes))
    return {kind: [str(v) for v in values] for kind, values in times.items()}


def bench_geoservices(b):
    count = int(os.environ.get("BENCH_PAGING_FEATURES") or 100000)
    ws, page, rounds, c = "gsbench", 2000, b.rounds, b.connections
    pages = min((count - 1) // page, 20)
    if pages < 3:
        die("bench_geoservices needs BENCH_PAGING_FEATURES of at least 8,001 (full pages with a next one)")
    step(f"GeoServices: a {fmt_int(count)}-point layer (workspace {ws}, layer 0) read through query and OGC items, by GDAL, and edited with applyEdits")
    import_layer(b, ws, count)
    b.settle()  # the freshly imported rows vacuumed and analyzed before anything reads them (untimed)
    fs = f"/arcgis/rest/services/{ws}/FeatureServer/0"
    status = b.api("GET", f"{fs}?f=json")
    if status != "200" or b.response_json().get("name") != "Points":
        die(f"{fs} is not the Points layer: HTTP {status} {head_bytes(b.path('response'))}")

    # 1. Server-side time (Server-Timing) of one 2,000-feature page: Esri JSON from query (outFields=*,
    # and the schema fields alone, which skip the edit-tracking lookups) against the OGC items page of
    # the same size in the layer's own CRS (no transform on either side). Distinct pages on both sides:
    # query by resultOffset 0, 2000, ...; items by following `next` from the first page. The OGC face
    # keeps the pages it serves and reads the next page of a paging client ahead: every items request
    # goes out with its own X-Forwarded-Host (part of the page cache's key, so no request is answered
    # from a kept or read-ahead page; the /metrics counter of kept pages checks it), every query request
    # with a parameter of its own (an unknown one, ignored, but part of the FeatureServer's page key),
    # and each request is followed by a pause, so a read-ahead never runs during a timed request. The
    # three kinds go in turns, page by page, after an untimed pass over the same pages.
    times = _query_pages(b, ws, pages)
    ogc_ms, esri_ms, schema_ms = median(times["ogc"]), median(times["esri"]), median(times["esri_schema"])
    note(f"2,000-feature pages, server-side median of {pages}: query outFields=* {esri_ms} ms, query outFields=N,NAME {schema_ms} ms, OGC items {ogc_ms} ms")
    r = ratio(esri_ms, ogc_ms)
    b.add_row(f"GeoServices `query` page of 2,000 features, Esri JSON, `outFields=*` (server-side median of {pages} pages by resultOffset)",
              f"{esri_ms} ms", f"OGC `items` page, limit=2000 in the layer's CRS (by `next`, none served from the page cache): {ogc_ms} ms", r,
              f"≤ 1.2x OGC: {met(num(r) <= 1.2)}")
    b.add_row("GeoServices `query` page, `outFields=N,NAME` (schema fields only: no edit-tracking lookups)",
              f"{schema_ms} ms", f"OGC `items` page: {ogc_ms} ms", ratio(schema_ms, ogc_ms), "—")

    # 2. GDAL paging through the whole layer: the ESRIJSON driver (pages by resultOffset, 2,000 per
    # page, the service's maxRecordCount) against the OAPIF driver with the same page size, in turns
    # (the order alternating by round), end to end (process start to exit). GDAL 3.6's OAPIF driver
    # asks for no crs, so the items come in CRS84 (transformed) while query answers in the layer's own.
    # The OGC face keeps the pages it served for 30 s while the workspace's head stays put: before
    # each GDAL run one point is added to another layer of the workspace (Ticks, layer 1), so no run
    # is answered with the pages an earlier run left (each run still has the read-ahead a first
    # reader gets).
    b.create("PUT", f"/v1/workspaces/{ws}/layers/Ticks", '{"geometryType":"Point","srid":3857,"fields":[{"name":"N","type":"integer"}]}',
             "create layer Ticks", accept=("200", "201"))
    gdal_rounds = Rounds()
    for round_ in range(1, rounds + 1):
        step(f"GDAL round {round_} of {rounds}: ESRIJSON and OAPIF, {fmt_int(count)} features, {page} per page")
        rates = {}
        for kind in (("esri", "oapif") if round_ % 2 else ("oapif", "esri")):
            status = b.api("POST", f"/v1/workspaces/{ws}/edits",
                           '{"edits":[{"layer":"Ticks","adds":[{"attributes":{"N":1},"geometry":{"type":"Point","coordinates":[0,0]}}]}]}')
            if status != "200":
                die(f"add to Ticks: HTTP {status} {head_bytes(b.path('response'))}")
            if kind == "esri":
                seconds, got = gdal(b, f"ESRIJSON:{b.base_url}{fs}/query?where=1%3D1&outFields=*&f=json")
            else:
                seconds, got = gdal(b, f"OAPIF:{b.base_url}/ogc/{ws}", "Points", "-oo", f"PAGE_SIZE={page}")
            if got != count:
                die(f"GDAL ({kind}) read {got} features, expected {count}: {tail(b.path('ogr2ogr.err'), 5)}")
            rates[kind] = f"{count / seconds:.1f}"
        gdal_rounds.record(rates["esri"], rates["oapif"])
        note(f"round {round_}: ESRIJSON {rates['esri']} features/s, OAPIF {rates['oapif']} features/s; ratio {gdal_rounds.ratios[-1]}")
    r = median(gdal_rounds.ratios)
    b.add_row(f"GDAL paging features/s, ESRIJSON driver ({fmt_int(count)} features, {page} per page; median of {rounds} rounds, ratios {gdal_rounds.joined()})",
              fmt_int(median(gdal_rounds.rates)), f"{fmt_int(median(gdal_rounds.baselines))} with the OAPIF driver, {page} per page", r,
              f"≥ 0.80 of OAPIF: {verdict(r, 0.80)}")

    # 3. applyEdits adding one point per request (form body, token as a bearer header) to bench's
    # Points layer (layer 0), against the JSON API's edit operations of the same rows, with wrk as in
    # bench_edit_operations (wrk/applyedits.lua, wrk/edit.lua); in turns, the order alternating by
    # round. Only answers whose every result says success count.
    status = b.api("GET", "/arcgis/rest/services/bench/FeatureServer/0?f=json")
    if status != "200" or b.response_json().get("name") != "Points":
        die(f"bench's layer 0 is not Points: HTTP {status} {head_bytes(b.path('response'))}")
    # One request by hand: the answer the script counts as a success.
    one = subprocess.run(["curl", "-sS", "--max-time", "30", "-H", f"Authorization: Bearer {b.token}", "--data-urlencode",
                          'adds=[{"geometry":{"x":1,"y":2},"attributes":{"N":1}}]',
                          f"{b.base_url}/arcgis/rest/services/bench/FeatureServer/0/applyEdits?f=json"], text=True, stdout=subprocess.PIPE).stdout
    if '"success":true' not in one:
        die(f"applyEdits did not succeed: {one}")
    if b.warmup > 0:
        b.wrk("applyedits.lua", b.base_url, c, b.warmup)
        b.wrk("edit.lua", b.base_url, c, b.warmup)
    edit_rounds = Rounds()
    for round_ in range(1, rounds + 1):
        step(f"Edit round {round_} of {rounds}: applyEdits and the JSON API's edits (wrk), {c} connections, {b.duration} s each")
        results = {}
        for kind in (("esri", "json") if round_ % 2 else ("json", "esri")):
            script = "applyedits.lua" if kind == "esri" else "edit.lua"
            results[kind] = b.wrk(script, b.base_url, c, b.duration, out=f"gs-{kind}.raw")
        esri, json_ = results["esri"], results["json"]
        if esri["ok"] <= 0:
            die(f"no applyEdits request succeeded ({esri['other']} other answers, {esri['errors']} socket errors)")
        if json_["ok"] <= 0:
            die(f"no JSON API edit succeeded ({json_['other']} other answers, {json_['errors']} socket errors)")
        ours, baseline = rate(esri["ok"], esri["seconds"]), rate(json_["ok"], json_["seconds"])
        edit_rounds.record(ours, baseline)
        note(f"round {round_}: applyEdits {ours}/s (p50 {esri['p50']} ms, {esri['other']} not succeeded), JSON API edits {baseline}/s "
             f"(p50 {json_['p50']} ms, {json_['other']} other answers); ratio {edit_rounds.ratios[-1]}")
    r = median(edit_rounds.ratios)
    b.add_row(f"GeoServices `applyEdits` operations/s (1 feature each, {c} connections; median of {rounds} rounds, ratios {edit_rounds.joined()})",
              fmt_int(median(edit_rounds.rates)), f"{fmt_int(median(edit_rounds.baselines))} JSON API edit operations/s", r,
              f"≥ 0.90 of the JSON API: {verdict(r, 0.90)}")
