"""Snap latency against 100,000 ten-vertex lines, against PostGIS kNN + ST_ClosestPoint."""

import json
import os
import random
import subprocess
import sys

from .common import die, fmt_int, met, ms_stats, note, num, ratio, step
from .http import Client


def lines_seq(count, path):
    """COUNT ten-vertex zig-zag lines (about 280 m each) as GeoJSONSeq, on a 316-wide grid of 300 m cells."""
    with open(path, "w") as f:
        for i in range(count):
            x0, y0 = -9830000 + (i % 316) * 300, 5110000 + i // 316 * 300
            coordinates = ",".join(f"[{x0 + v * 30:.2f},{y0 + (v % 2) * 25 + (i % 7):.2f}]" for v in range(10))
            f.write(f'{{"type":"Feature","properties":{{"N":{i}}},"geometry":{{"type":"LineString","coordinates":[{coordinates}]}}}}\n')


POSTGIS_ROUND = """
DO $$
DECLARE r record; g geometry; t0 timestamptz; hit geometry; k int := 0;
BEGIN
  FOR r IN (SELECT x, y, n, true AS warm FROM snap_points WHERE n BETWEEN {first} AND {first} + 49 ORDER BY n)
           UNION ALL (SELECT x, y, n, false FROM snap_points WHERE n BETWEEN {first} AND {last} ORDER BY n) LOOP
    t0 := clock_timestamp();
    g := ST_SetSRID(ST_MakePoint(r.x, r.y), 3857);
    -- The layer's typed view, as a GIS client would query it: its geometry is what the layer's
    -- spatial index holds, so the nearest line comes from a kNN index scan.
    SELECT ST_ClosestPoint(f.geom, g) INTO hit FROM gj_snapbench."Lines" f
      ORDER BY f.geom <-> g LIMIT 1;
    IF ST_Distance(hit, g) > {tolerance} THEN hit := NULL; END IF;
    IF NOT r.warm THEN
      INSERT INTO snap_postgis_ms VALUES (extract(epoch FROM clock_timestamp() - t0) * 1000);
    END IF;
  END LOOP;
END $$"""


def bench_snap(b):
    count = int(os.environ.get("BENCH_SNAP_LINES") or 100000)
    requests = int(os.environ.get("BENCH_SNAP_REQUESTS") or 2000)
    tolerance = 20
    step(f"Snap: {requests} requests against {fmt_int(count)} ten-vertex lines ({fmt_int(count * 10)} vertices)")
    b.create("POST", "/v1/workspaces", '{"id":"snapbench"}', "create workspace snapbench")
    b.create("PUT", "/v1/workspaces/snapbench/layers/Lines",
             '{"geometryType":"LineString","srid":3857,"fields":[{"name":"N","type":"integer","nullable":false}]}', "create layer Lines")
    lines_seq(count, b.path("lines.geojsonl"))
    env = dict(os.environ, DATABASE_URL=b.service_url, LOG_LEVEL="warning")
    with open(b.path("import.err"), "w") as err:
        if subprocess.run([b.bin, "import", "--quiet", "--workspace", "snapbench", "--layer", "Lines", b.path("lines.geojsonl")],
                          env=env, stdout=sys.stderr, stderr=err).returncode != 0:
            note(b.read("import.err"))
            die("geojournal import of the lines failed")
    # The same random points for both sides, inside the lines' extent.
    rows = (count + 315) // 316
    rng = random.Random(7)
    points = [(f"{-9830000 + rng.random() * 316 * 300:.2f}", f"{5110000 + rng.random() * rows * 300:.2f}") for _ in range(requests)]
    b.write("snap.points", "".join(f"{x} {y}\n" for x, y in points))

    # Both sides answer the same points in alternating rounds (GeoJournal, then PostGIS, a quarter
    # of the points each time), so a slower stretch of the shared machine (a checkpoint, autovacuum
    # after the earlier sections) falls on both. Each round starts with 50 unmeasured warm-up points.
    rounds = 4
    b.owner_psql("-c", "ANALYZE features", "-c", "CREATE TABLE snap_points (x float8, y float8, n serial)",
                 "-c", f"\\copy snap_points (x, y) FROM '{b.path('snap.points')}' WITH (DELIMITER ' ')",
                 "-c", "CREATE TABLE snap_postgis_ms (ms float8)")
    ours = []
    client = Client(b.base_url, b.token)

    def snap(x, y):
        body = json.dumps({"point": [x, y], "tolerance": tolerance, "sources": [{"layer": "Lines", "enabled": True}]})
        ms, text = client.timed("POST", "/v1/workspaces/snapbench/snap", body=body, what="snap")
        return ms, json.loads(text)

    for round_ in range(rounds):
        first = round_ * requests // rounds + 1
        last = (round_ + 1) * requests // rounds
        # GeoJournal: server-side time of each request (Server-Timing: app;dur=<ms>), one keep-alive connection.
        coords = [(float(x), float(y)) for x, y in points[first - 1:last]]
        # Warm-up (the first request of the run also builds the layer's in-memory index).
        for x, y in coords[:50]:
            snap(x, y)
        snapped = 0
        for x, y in coords:
            ms, answer = snap(x, y)
            snapped += answer.get("kind") != "none"
            ours.append(ms)
        note(f"points {first}..{last}: snapped {snapped} of {len(coords)}")
        # PostGIS: the nearest lines by the GiST index, then the closest point on the nearest one,
        # timed inside PostgreSQL for each of the same points (no client round trip on this side either).
        b.owner_psql("-c", POSTGIS_ROUND.format(first=first, last=last, tolerance=tolerance))
    client.close()
    ours_median, ours_p99 = ms_stats(ours)
    note(f"geojournal snap: median {ours_median} ms, p99 {ours_p99} ms (server-side, {len(ours)} requests)")
    postgis = b.owner_psql(
        "-c", "SELECT round(percentile_cont(0.5) WITHIN GROUP (ORDER BY ms)::numeric, 3), round(percentile_cont(0.99) WITHIN GROUP (ORDER BY ms)::numeric, 3) FROM snap_postgis_ms",
        "-c", "DROP TABLE snap_points, snap_postgis_ms")
    fields = postgis.split("\n")[0].split("|")
    if len(fields) < 2 or not fields[1]:
        die(f"no PostGIS timings: {postgis}")
    base_median, base_p99 = fields[0], fields[1]
    note(f"PostGIS kNN + ST_ClosestPoint: median {base_median} ms, p99 {base_p99} ms (inside PostgreSQL)")
    b.add_row(f"Snap latency, {fmt_int(count * 10)} line vertices (server-side median / p99)",
              f"{ours_median} / {ours_p99} ms", f"PostGIS `ORDER BY geom <-> p LIMIT 1` + `ST_ClosestPoint`: {base_median} / {base_p99} ms",
              ratio(ours_median, base_median),
              f"median ≤ baseline and p99 < 1 ms: {met(num(ours_median) <= num(base_median) and num(ours_p99) < 1)}")
