"""Vector tiles (OGC API – Tiles): tiles of now at zooms 10-16 against the bare ST_AsMVT query over a
plain typed PostGIS table of the same rows, a tile as of 50 % back against now, a tile in a version of
10,000 edited points against DEFAULT's, a 304 revalidation, and tiles/s at 8 clients against tipg."""

import json
import math
import os
import random
import subprocess
import time

from .common import die, fmt_int, met, ms_stats, note, num, ratio, step
from .http import Client

HALF = 20037508.342789244
# The data's square in EPSG:3857 (about 300 km wide): a zoom-10 tile holds about 17,000 of the
# 1,000,000 points, a zoom-16 tile a handful.
X0, Y0, SPACING = 780000.0, 6000000.0, 300.0


def points_seq(count, path):
    side = 1000
    with open(path, "w") as f:
        for start in range(0, count, 10000):
            f.write("".join(
                f'{{"type":"Feature","properties":{{"N":{i},"NAME":"point {i}"}},"geometry":{{"type":"Point","coordinates":'
                f'[{X0 + (i % side) * SPACING + (i * 37 % 100)},{Y0 + (i // side) * SPACING + (i * 53 % 100)}]}}}}\n'
                for i in range(start, min(start + 10000, count))))


def lines_seq(count, path):
    """COUNT three-vertex lines (about 150 m long) spread over the same square."""
    side = int(math.sqrt(count)) or 1
    step_m = SPACING * 1000 / side
    with open(path, "w") as f:
        for start in range(0, count, 10000):
            out = []
            for i in range(start, min(start + 10000, count)):
                x, y = X0 + (i % side) * step_m + 40, Y0 + (i // side) * step_m + 40
                out.append(f'{{"type":"Feature","properties":{{"CLASS":{i % 5}}},"geometry":{{"type":"LineString","coordinates":'
                           f'[[{x},{y}],[{x + 70},{y + 30}],[{x + 150},{y}]]}}}}\n')
            f.write("".join(out))


def import_file(b, ws, layer, path):
    env = dict(os.environ, DATABASE_URL=b.service_url, LOG_LEVEL="warning")
    with open(b.path("import.err"), "w") as err:
        result = subprocess.run([b.bin, "import", "--quiet", "--workspace", ws, "--layer", layer, path], env=env, text=True,
                                stdout=subprocess.PIPE, stderr=err)
    if result.returncode != 0:
        note(b.read("import.err"))
        die(f"geojournal import of {layer} failed")


def tile_list(count, seed):
    """COUNT tiles (z, x, y) at zooms 10-16 over random points of the data's square."""
    rng = random.Random(seed)
    out = []
    for _ in range(count):
        z = rng.randint(10, 16)
        mx, my = X0 + rng.uniform(0, SPACING * 1000), Y0 + rng.uniform(0, SPACING * 1000)
        size = 2 * HALF / 2 ** z
        out.append((z, int((mx + HALF) // size), int((HALF - my) // size)))
    return out


def bench_tiles(b):
    points = int(os.environ.get("BENCH_TILES_POINTS") or 1000000)
    lines = int(os.environ.get("BENCH_TILES_LINES") or 200000)
    requests = int(os.environ.get("BENCH_TILES_REQUESTS") or 300)
    edited = int(os.environ.get("BENCH_TILES_EDITED") or 10000)
    ws = "tilesbench"
    step(f"Vector tiles: {fmt_int(points)} points and {fmt_int(lines)} lines (workspace {ws}), {requests} tiles at zooms 10-16")
    b.create("POST", "/v1/workspaces", json.dumps({"id": ws}), f"create workspace {ws}")
    b.create("PUT", f"/v1/workspaces/{ws}/layers/Points",
             '{"geometryType":"Point","srid":3857,"fields":[{"name":"N","type":"integer","nullable":false},{"name":"NAME","type":"string","length":40}]}',
             "create layer Points")
    b.create("PUT", f"/v1/workspaces/{ws}/layers/Lines", '{"geometryType":"LineString","srid":3857,"fields":[{"name":"CLASS","type":"smallint"}]}',
             "create layer Lines")
    points_seq(points, b.path("tile_points.geojsonl"))
    lines_seq(lines, b.path("tile_lines.geojsonl"))
    import_file(b, ws, "Points", b.path("tile_points.geojsonl"))
    import_file(b, ws, "Lines", b.path("tile_lines.geojsonl"))
    head = int(b.owner_psql("-c", f"SELECT head_position FROM workspaces WHERE id = '{ws}'"))
    half = head // 2

    # A version of EDITED updated points (one operation), spread over the square.
    client = Client(b.base_url, b.token, timeout=600)
    _, body, _ = client.request("POST", f"/v1/workspaces/{ws}/versions", body=json.dumps({"name": "tiles", "access": "public"}), ok=(201,))
    version = json.loads(body)["name"]
    step_n = max(1, points // edited)
    ids = b.owner_psql("-c", f"SELECT id FROM features WHERE workspace_id = '{ws}' AND layer = 'Points' AND (attributes->>'N')::int % {step_n} = 0 LIMIT {edited}").split()
    updates = [{"id": i, "expectedVersion": 1, "attributes": {"N": -1}} for i in ids]
    client.request("POST", f"/v1/workspaces/{ws}/edits?version={version}", body=json.dumps({"edits": [{"layer": "Points", "updates": updates}]}))

    # The baseline: the same rows in plain typed tables with their GiST indexes, and the bare query.
    b.owner_psql("-c", f"""
        DROP SCHEMA IF EXISTS plain CASCADE;
        CREATE SCHEMA plain;
        SET search_path = plain, public;
        CREATE TABLE tiles_points AS SELECT id, object_id, attributes, geom::geometry(Point, 3857) AS geom FROM features WHERE workspace_id = '{ws}' AND layer = 'Points';
        CREATE TABLE tiles_lines AS SELECT id, object_id, attributes, geom::geometry(LineString, 3857) AS geom FROM features WHERE workspace_id = '{ws}' AND layer = 'Lines';
        CREATE INDEX ON tiles_points USING gist (geom);
        CREATE INDEX ON tiles_lines USING gist (geom);
        ANALYZE tiles_points; ANALYZE tiles_lines;
        CREATE OR REPLACE FUNCTION tiles_bare(z int, x int, y int) RETURNS bytea LANGUAGE sql STABLE SET search_path = plain, public AS $$
            SELECT coalesce((SELECT ST_AsMVT(t, 'Points', 4096, 'geom', 'mvt_id') FROM (
                       SELECT p.object_id AS mvt_id, p.attributes, p.id::text AS id, p.object_id AS "OBJECTID",
                              ST_AsMVTGeom(p.geom, ST_TileEnvelope(z, x, y), 4096, 64, true) AS geom
                       FROM tiles_points p WHERE p.geom && ST_TileEnvelope(z, x, y, margin => 64.0 / 4096)) t), ''::bytea)
                || coalesce((SELECT ST_AsMVT(t, 'Lines', 4096, 'geom', 'mvt_id') FROM (
                       SELECT l.object_id AS mvt_id, l.attributes, l.id::text AS id, l.object_id AS "OBJECTID",
                              ST_AsMVTGeom(l.geom, ST_TileEnvelope(z, x, y), 4096, 64, true) AS geom
                       FROM tiles_lines l WHERE l.geom && ST_TileEnvelope(z, x, y, margin => 64.0 / 4096)) t), ''::bytea)
        $$;
        """)
    b.settle()
    tiles = tile_list(requests, 66)
    values = ",".join(f"({z},{x},{y})" for z, x, y in tiles)

    def bare_ms():
        # Each tile timed inside PostgreSQL (clock_timestamp around the query).
        out = b.owner_psql("-c", f"""
            DO $$ DECLARE r record; t0 timestamptz; n int; BEGIN
              CREATE TEMP TABLE IF NOT EXISTS tiles_timing (ms float8);
              TRUNCATE tiles_timing;
              FOR r IN SELECT * FROM (VALUES {values}) v(z, x, y) LOOP
                t0 := clock_timestamp();
                n := length(plain.tiles_bare(r.z, r.x, r.y));
                INSERT INTO tiles_timing VALUES (extract(epoch FROM clock_timestamp() - t0) * 1000);
              END LOOP; END $$;
            SELECT string_agg(ms::text, ' ') FROM tiles_timing;""")
        return [float(v) for v in out.split()]

    def tile_path(t, query=""):
        z, x, y = t
        return f"/ogc/{ws}/tiles/WebMercatorQuad/{z}/{y}/{x}" + query

    def served_ms(query="", headers=None):
        out = []
        for t in tiles:
            ms, _ = client.timed("GET", tile_path(t, query), headers=headers, ok=(200, 204))
            out.append(ms)
        return out

    # An untimed pass of each, then the kinds in turns (tile by tile would mix the caches less
    # evenly than whole passes: each pass reads the same tiles in the same order).
    served_ms(), bare_ms(), served_ms(f"?asOf={half}"), served_ms(f"?version={version}")
    now, bare, past, in_version, default = [], [], [], [], []
    for _ in range(3):
        now += served_ms()
        bare += bare_ms()
        past += served_ms(f"?asOf={half}")
        in_version += served_ms(f"?version={version}")
        default += served_ms()
    (now_p50, now_p99), (bare_p50, bare_p99) = ms_stats(now), ms_stats(bare)
    (past_p50, past_p99), (v_p50, v_p99), (d_p50, d_p99) = ms_stats(past), ms_stats(in_version), ms_stats(default)
    note(f"server-side over {len(now)} tiles: now p50 {now_p50} p99 {now_p99} ms; bare ST_AsMVT p50 {bare_p50} p99 {bare_p99} ms; "
         f"as of {half} p50 {past_p50} ms; in {version} p50 {v_p50} ms, DEFAULT in turns p50 {d_p50} ms")

    # 304: a tile of now revalidated with the tag it was answered with (server-side and end to end).
    revalidations, ends = [], []
    for t in tiles[:100]:
        client.conn.request("GET", tile_path(t), headers={"Authorization": f"Bearer {client.token}"})
        answer = client.conn.getresponse()
        answer.read()
        tag = answer.getheader("ETag")
        if not tag:
            die(f"GET {tile_path(t)}: no ETag")
        started = time.perf_counter()
        ms, _ = client.timed("GET", tile_path(t), headers={"If-None-Match": tag}, ok=(304,))
        ends.append((time.perf_counter() - started) * 1000)
        revalidations.append(ms)
    client.close()
    r_p50, r_p99 = ms_stats(revalidations)
    e_p50, _ = ms_stats(ends)

    r1 = ratio(now_p50, bare_p50)
    r99 = ratio(now_p99, bare_p99)
    b.add_row(f"Vector tile of now, both layers ({fmt_int(points)} points, {fmt_int(lines)} lines), zooms 10-16, server-side p50 and p99 of {len(now)}",
              f"{now_p50} ms (p99 {now_p99})", f"bare `ST_AsMVT` over plain typed tables of the same rows, timed in PostgreSQL: {bare_p50} ms (p99 {bare_p99})",
              f"{r1} (p99 {r99})", f"≤ 1.2x: {met(num(r1) <= 1.2 and num(r99) <= 1.2)}")
    rp = ratio(past_p50, now_p50)
    b.add_row(f"Vector tile as of 50 % back (position {fmt_int(half)} of {fmt_int(head)}), server-side p50 (p99)",
              f"{past_p50} ms (p99 {past_p99})", f"the same tiles now: {now_p50} ms", rp, f"≤ 1.5x: {met(num(rp) <= 1.5)}")
    rv = ratio(v_p50, d_p50)
    b.add_row(f"Vector tile in a version of {fmt_int(len(updates))} edited points, server-side p50 (p99)",
              f"{v_p50} ms (p99 {v_p99})", f"DEFAULT's, in turns: {d_p50} ms (p99 {d_p99})", rv, f"≤ 1.3x: {met(num(rv) <= 1.3)}")
    b.add_row("Revalidation of a tile of now (`If-None-Match` → 304), server-side p50 (p99) of 100",
              f"{r_p50} ms (p99 {r_p99}; end to end {e_p50} ms)", "—", "—", f"< 2 ms: {met(num(r_p50) < 2)}")
    tipg_row(b, ws, tiles)
    console_row(b, ws, version, head)


TIPG_VERSION = "1.6.1"


def tipg_row(b, ws, tiles):
    """The Points collection's tiles at 8 clients (wrk, BENCH_DURATION s, after a warm-up),
    GeoJournal's against tipg's (PyPI 1.6.1, uvicorn with 2 workers) on the plain copy of the same
    rows (plain.tiles_points), in turns, BENCH_ROUNDS rounds, medians. Any failure to set tipg up is a
    row saying so, not a failed run."""
    import sys
    venv = f"/var/tmp/geojournal-pytools-tipg{TIPG_VERSION}-py{sys.version_info[0]}.{sys.version_info[1]}"
    server = None
    try:
        if not os.access(f"{venv}/bin/python", os.X_OK) or subprocess.run(
                [f"{venv}/bin/python", "-c", f"import tipg, sys; sys.exit(tipg.__version__ != '{TIPG_VERSION}')"],
                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode != 0:
            note(f"installing tipg {TIPG_VERSION} and uvicorn into {venv}")
            subprocess.run(["python3", "-m", "venv", venv], check=True, stdout=subprocess.DEVNULL)
            subprocess.run([f"{venv}/bin/pip", "install", "--quiet", "--disable-pip-version-check", f"tipg=={TIPG_VERSION}", "uvicorn"],
                           check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        port = int(subprocess.run(["bash", "-c", "source Deploy/postgres.sh; pg_free_port"], text=True, stdout=subprocess.PIPE, check=True).stdout.strip())
        env = dict(os.environ, DATABASE_URL=b.owner_url.replace("postgres://", "postgresql://", 1), TIPG_DB_SCHEMAS='["plain"]')
        log = open(b.path("tipg.log"), "w")
        server = subprocess.Popen([f"{venv}/bin/uvicorn", "tipg.main:app", "--workers", "2", "--host", "127.0.0.1", "--port", str(port), "--log-level", "warning"],
                                  env=env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
        tipg_url = f"http://127.0.0.1:{port}"
        for _ in range(300):
            if subprocess.run(["curl", "-fsS", "-o", "/dev/null", "--max-time", "2", f"{tipg_url}/collections/plain.tiles_points"],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode == 0:
                break
            if server.poll() is not None:
                raise RuntimeError(f"tipg exited: {b.read('tipg.log')[-500:]}")
            time.sleep(0.2)
        else:
            raise RuntimeError(f"tipg did not answer within 60 s: {b.read('tipg.log')[-300:]}")
        ours = b.write("tiles_ours.txt", "".join(f"/ogc/{ws}/collections/Points/tiles/WebMercatorQuad/{z}/{y}/{x}\n" for z, x, y in tiles))
        theirs = b.write("tiles_tipg.txt", "".join(f"/collections/plain.tiles_points/tiles/WebMercatorQuad/{z}/{x}/{y}\n" for z, x, y in tiles))
        rates, peer, p50s, peer_p50s = [], [], [], []
        for _ in range(b.rounds):
            for url, paths, token, out in ((b.base_url, ours, b.token, "wrk_tiles.out"), (tipg_url, theirs, "", "wrk_tipg.out")):
                b.wrk("tiles.lua", url, b.connections, b.warmup, token=token, env={"GJ_TILE_PATHS": paths})
                result = b.wrk("tiles.lua", url, b.connections, b.duration, out=out, token=token, env={"GJ_TILE_PATHS": paths})
                if result["other"] or result["errors"]:
                    raise RuntimeError(f"{url}: {result['other']} answers not 200/204, {result['errors']} errors")
                (rates if url == b.base_url else peer).append(f"{result['ok'] / float(result['seconds']):.1f}")
                (p50s if url == b.base_url else peer_p50s).append(result["p50"])
        from .common import median
        r, pr = median(rates), median(peer)
        note(f"Points tiles at {b.connections} clients: GeoJournal {'/'.join(rates)} tiles/s, tipg {'/'.join(peer)} tiles/s")
        ra = ratio(r, pr)
        b.add_row(f"Tiles/s of the Points collection at {b.connections} clients (wrk, the same tiles, zooms 10-16; median of {b.rounds} rounds in turns)",
                  f"{r} tiles/s (p50 {median(p50s)} ms)", f"tipg {TIPG_VERSION} (uvicorn, 2 workers) on a plain copy of the rows: {pr} tiles/s (p50 {median(peer_p50s)} ms)",
                  ra, f"ahead of tipg: {met(num(ra) > 1)}")
    except Exception as error:  # the peer could not be measured: say so in the table
        note(f"tipg not measured: {error}")
        b.add_row(f"Tiles/s against tipg {TIPG_VERSION} at {b.connections} clients", "not measured", f"{str(error)[:120]}", "—", "**not measured**")
    finally:
        if server is not None:
            try:
                os.killpg(server.pid, 15)
                server.wait(timeout=20)
            except Exception:
                pass


SELENIUM_VERSION = "4.27.1"


def console_row(b, ws, version, imported):
    """The console on this workspace in headless Chromium (Tests/scripts/lib/console_tiles_large.py,
    Selenium against the release `serve`), after a history of BENCH_TILES_CONSOLE_EDITS updates of the
    points' N (operations of 1,000 through `geojournal edits`, each point at most once): at the head of
    the imports, halfway through the history and now, the points drawn in a zoom-14 view are the
    API's as-of points there; stepping back reads no tile; in the version, the version's points; the
    feed never read from position 0. A row of ok or FAIL (0 edits: not checked)."""
    import sys
    edits = int(os.environ.get("BENCH_TILES_CONSOLE_EDITS") or 800000)
    if edits <= 0:
        return
    step(f"Console on the workspace: {fmt_int(edits)} updates through `geojournal edits`, then headless Chromium")
    ids = b.owner_psql("-c", f"SELECT id FROM features WHERE workspace_id = '{ws}' AND layer = 'Points' ORDER BY object_id LIMIT {edits}").split()
    path = b.path("tiles_history.edits")
    with open(path, "w") as f:
        for start in range(0, len(ids), 1000):
            f.write(json.dumps({"message": "history", "edits": [{"layer": "Points", "updates": [
                {"id": i, "attributes": {"N": 2000000 + start + k}} for k, i in enumerate(ids[start:start + 1000])]}]},
                separators=(",", ":")) + "\n")
    env = dict(os.environ, DATABASE_URL=b.service_url, LOG_LEVEL="warning")
    started = time.time()
    result = subprocess.run([b.bin, "edits", "--workspace", ws, "--actor", "history", path], env=env, text=True,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    if result.returncode != 0:
        die(f"geojournal edits (exit {result.returncode}): {result.stderr.strip()[:1800]}")
    positions = [int(x) for x in result.stdout.split()]
    head = int(b.owner_psql("-c", f"SELECT head_position FROM workspaces WHERE id = '{ws}'"))
    note(f"history: {fmt_int(len(ids))} updates in {len(positions)} operations in {time.time() - started:.0f} s; head {fmt_int(head)}")
    middle = positions[len(positions) // 2] if positions else imported

    venv = f"/var/tmp/geojournal-pytools-selenium{SELENIUM_VERSION}-py{sys.version_info[0]}.{sys.version_info[1]}"
    if not os.access(f"{venv}/bin/python", os.X_OK) or subprocess.run(
            [f"{venv}/bin/python", "-c", f"import importlib.metadata as m, sys; sys.exit(m.version('selenium') != '{SELENIUM_VERSION}')"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode != 0:
        note(f"installing selenium {SELENIUM_VERSION} into {venv}")
        subprocess.run(["python3", "-m", "venv", venv], check=True, stdout=subprocess.DEVNULL)
        subprocess.run([f"{venv}/bin/pip", "install", "--quiet", "--disable-pip-version-check", f"selenium=={SELENIUM_VERSION}"],
                       check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    # The middle of the data's square, where a zoom-14 view holds about 1,300 points.
    center = f"{X0 + SPACING * 500},{Y0 + SPACING * 500}"
    script = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Tests", "scripts", "lib", "console_tiles_large.py")
    check = subprocess.run([f"{venv}/bin/python", script, "--base", b.base_url, "--token", b.token, "--workspace", ws, "--layer", "Points",
                            "--positions", f"{imported},{middle},{head}", "--version", version, "--center", center, "--zoom", "14"],
                           text=True, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    lines = [line for line in check.stdout.splitlines() if line.startswith(("ok:", "FAIL:", "PASS"))]
    for line in lines:
        note(f"console: {line}")
    passed = check.returncode == 0 and any(line.startswith("PASS") for line in lines)
    if not passed and not lines:
        note(check.stdout[-1500:])
    failed = next((line for line in lines if line.startswith("FAIL:")), "FAIL: " + (check.stdout.strip().splitlines() or ["no output"])[-1])
    b.add_row(f"Console in headless Chromium on this workspace ({fmt_int(head)} positions after {fmt_int(len(ids))} updates), from tiles: "
              f"points drawn in a zoom-14 view = the API's as-of points at {fmt_int(imported)}, {fmt_int(middle)}, now and in the version",
              f"{sum(1 for line in lines if line.startswith('ok:'))} checks ok" if passed else failed[:200], "Tests/scripts/lib/console_tiles_large.py", "—",
              "ok: feed not read from 0, drawn = API, a step back reads no tile" if passed else "**FAIL**")
