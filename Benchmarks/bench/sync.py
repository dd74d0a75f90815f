"""Offline replicas (GeoServices createReplica / synchronizeReplica): a replica of a large layer
written while it is read, a download of the changes since a generation, an upload of edits."""

import json
import os
import re
import subprocess
import time
import urllib.parse

from .common import Rounds, Sampler, die, fmt_int, median, met, note, num, rate, ratio, step
from .layers import import_layer


def form(b, path, fields, out="response", max_time=600):
    """POST a form to the FeatureServer: (status, seconds end to end, the body's file)."""
    body = urllib.parse.urlencode(fields)
    target = b.path(out)
    result = subprocess.run(["curl", "-sS", "--max-time", str(max_time), "-o", target, "-D", b.path("headers"), "-w", "%{http_code} %{time_total}",
                             "-H", f"Authorization: Bearer {b.token}", "-H", "Content-Type: application/x-www-form-urlencoded",
                             "--data-binary", "@-", b.base_url + path], input=body, text=True, stdout=subprocess.PIPE)
    code, seconds = (result.stdout.split() + ["000", "0"])[:2]
    return code, float(seconds), target


def server_ms(b):
    """The server-side time of the last form() (`Server-Timing: app;dur=`: to the answer's head,
    before a streamed body), in ms."""
    with open(b.path("headers")) as f:
        found = re.search(r"^server-timing:\s*app;dur=([0-9.]+)", f.read(), re.I | re.M)
    return float(found.group(1)) if found else float("nan")


def json_file(path):
    with open(path) as f:
        return json.load(f)


def bench_sync(b):
    log = os.path.join(b.cluster_dir, "postgres.log")
    slow = os.environ.get("BENCH_SYNC_LOG_MS")
    if slow:
        # Every statement slower than this, with its parameters, printed after the section.
        b.owner_psql("-c", f"ALTER SYSTEM SET log_min_duration_statement = {int(slow)}", "-c", "SELECT pg_reload_conf()")
    try:
        measure(b)
    except Exception:
        # What PostgreSQL said last, beside the server log the driver prints.
        if os.path.exists(log):
            with open(log, errors="replace") as f:
                note("bench_sync: last lines of the PostgreSQL log:\n" + "".join(f.readlines()[-25:]))
        raise
    finally:
        if slow:
            b.owner_psql("-c", "ALTER SYSTEM RESET log_min_duration_statement", "-c", "SELECT pg_reload_conf()")
            if os.path.exists(log):
                with open(log, errors="replace") as f:
                    lines = [line[:1500] for line in f if "duration:" in line or "DETAIL:  parameters" in line]
                note(f"bench_sync: statements slower than {slow} ms ({len(lines)} lines):\n" + "".join(lines[-200:]))


def measure(b):
    parts = (os.environ.get("BENCH_SYNC_PARTS") or "create download upload").split()
    count = int(os.environ.get("BENCH_SYNC_FEATURES") or 1000000)
    changes = int(os.environ.get("BENCH_SYNC_CHANGES") or 10000)
    uploads = int(os.environ.get("BENCH_SYNC_UPLOADS") or 1000)
    rounds = b.rounds
    ws = "syncbench"
    fs = f"/arcgis/rest/services/{ws}/FeatureServer"
    step(f"Sync: a replica of {fmt_int(count)} points (url transport, streamed), a download of {fmt_int(changes)} changes, an upload of {fmt_int(uploads)} edits")
    output, seconds = import_layer(b, ws, count)
    if not re.search(f"^imported {count} features", output, re.M):
        die(f"the import did not write {count} features: {output}")
    note(f"imported {fmt_int(count)} points in {seconds} s")
    b.settle()

    # (1) createReplica of the whole layer, url transport: the answer names the file, which is the
    # journal read as of the replica's generation, written while it is read. Timed from the request
    # to the last byte of the file; the serve process's resident memory sampled during the download.
    pid = b.server.pid
    if "create" not in parts:
        rounds_create = 0
    else:
        rounds_create = rounds

    def rss_kb():
        with open(f"/proc/{pid}/status") as f:
            return int(re.search(r"^VmRSS:\s*(\d+)", f.read(), re.M).group(1))

    made_rates, copy_rates, growths = [], [], []
    runs = Rounds()
    for k in range(rounds_create):
        started = time.perf_counter()
        code, _, answer = form(b, f"{fs}/createReplica", {"f": "json", "replicaName": f"large-{k}", "layers": "[0]", "syncModel": "perReplica",
                                                          "layerQueries": '{"0":{"queryOption":"all"}}', "transportType": "esriTransportTypeUrl"})
        if code != "200":
            die(f"createReplica answered {code}: {open(answer).read()[:300]}")
        url = json_file(answer)["responseUrl"]
        before = rss_kb()
        peak = [before]
        with Sampler(lambda: peak.append(rss_kb()), 0.05):
            download = subprocess.run(["curl", "-sS", "--max-time", "900", "-o", b.path("replica.json"), "-w", "%{http_code}",
                                       "-H", f"Authorization: Bearer {b.token}", url.replace("http://localhost", b.base_url)],
                                      text=True, stdout=subprocess.PIPE).stdout
        elapsed = time.perf_counter() - started
        if download != "200":
            die(f"the replica file answered {download}")
        # Counted without holding the file: every feature has one GlobalID.
        features = 0
        with open(b.path("replica.json"), "rb") as f:
            tail_bytes = b""  # shorter than the key: a key across two chunks is counted once
            while chunk := f.read(1 << 20):
                features += (tail_bytes + chunk).count(b'"GlobalID"')
                tail_bytes = chunk[-9:]
        if features != count:
            die(f"the replica file holds {features} features, not {count}")
        size_mb = os.path.getsize(b.path("replica.json")) / 1e6
        os.remove(b.path("replica.json"))
        made = rate(count, elapsed)
        # Baseline: PostgreSQL alone writing the same rows as JSON text (COPY of the layer's current
        # features with their GeoJSON), to a file, timed by psql.
        copy_started = time.perf_counter()
        b.owner_psql("-c", f"\\copy (SELECT json_build_object('OBJECTID', object_id, 'GlobalID', id, 'attributes', attributes, 'geometry', "
                           f"ST_AsGeoJSON(geom)::json) FROM features WHERE workspace_id = '{ws}') TO '{b.path('copy.json')}'")
        copied = rate(count, time.perf_counter() - copy_started)
        os.remove(b.path("copy.json"))
        made_rates.append(made)
        copy_rates.append(copied)
        growths.append((max(peak) - before) / 1024)
        runs.record(made, copied)
        note(f"round {k + 1}: createReplica + download {elapsed:.2f} s ({fmt_int(made)} features/s, {size_mb:.0f} MB, serve RSS +{(max(peak) - before) / 1024:.0f} MB); "
             f"COPY {fmt_int(copied)} rows/s")
    if rounds_create:
        growth = max(growths)
        made, copied = median(made_rates), median(copy_rates)
        b.add_row(f"createReplica of {fmt_int(count)} points, url transport: request to the file's last byte (streamed; serve's resident memory grew at most {growth:.0f} MB{runs.note(rounds)})",
                  f"{fmt_int(made)} features/s", f"PostgreSQL's COPY of the same rows as JSON: {fmt_int(copied)} rows/s", ratio(made, copied),
                  f"≥ 100,000 features/s in constant memory: {met(num(made) >= 100000 and growth < 200)}")

    # (2) a download of CHANGES changes since a replica's generation, against extractChanges of the
    # same generations (the same journal read, as the change-tracking API answers it).
    downloads, extracts = [], []
    ids = json_file(query_ids(b, fs, max(changes, uploads)))
    runs = Rounds()
    for k in range(rounds if "download" in parts else 0):
        code, _, answer = form(b, f"{fs}/createReplica", {"f": "json", "replicaName": f"crew-{k}", "layers": "[0]", "syncModel": "perReplica",
                                                          "layerQueries": '{"0":{"queryOption":"all"}}', "transportType": "esriTransportTypeUrl"})
        replica = json_file(answer)
        gen = replica["replicaServerGen"]
        for start in range(0, changes, 1000):
            body = json.dumps({"edits": [{"layer": "Points", "updates": [{"id": f["attributes"]["GlobalID"].strip("{}").lower(), "attributes": {"N": -k - 1}}
                                                                        for f in ids[start:start + 1000]]}]})
            if b.api("POST", f"/v1/workspaces/{ws}/edits", body) != "200":
                die(f"the server's edits: {b.read('response')[:300]}")
        if os.environ.get("BENCH_SYNC_EXPLAIN"):
            explain_changes(b, ws, gen, gen + changes)
        code, extract, answer = form(b, f"{fs}/extractChanges", {"f": "json", "layers": "[0]", "serverGens": json.dumps([gen, gen + changes])})
        extract_server = server_ms(b)
        if code != "200" or len(json_file(answer)["edits"][0]["features"]["updates"]) != changes:
            die(f"extractChanges answered {code}: {open(answer).read()[:300]}")
        code, down, answer = form(b, f"{fs}/synchronizeReplica", {"f": "json", "replicaID": replica["replicaID"], "replicaServerGen": gen,
                                                                  "syncDirection": "download", "transportType": "esriTransportTypeEmbedded"})
        down_server = server_ms(b)
        got = json_file(answer)
        if code != "200" or "edits" not in got:
            die(f"the download answered {code} after {down:.1f} s (extractChanges {extract:.1f} s): {json.dumps(got)[:400]}")
        updates = len(got["edits"][0]["features"]["updates"])
        if updates != changes or got["replicaServerGen"] != gen + changes:
            die(f"the download answered {updates} updates, not {changes}, up to {got['replicaServerGen']}")
        downloads.append(down * 1000)
        extracts.append(extract * 1000)
        runs.record(down, extract)
        note(f"round {k + 1}: download of {changes} changes {down * 1000:.0f} ms (server-side to the answer's head {down_server:.0f} ms), "
             f"extractChanges {extract * 1000:.0f} ms (server-side {extract_server:.0f} ms)")
    if downloads:
        down_ms, extract_ms = median(downloads), median(extracts)
        b.add_row(f"synchronizeReplica download of {fmt_int(changes)} changes since the replica's generation (end to end{runs.note(rounds)})",
                  f"{num(down_ms):.0f} ms", f"extractChanges of the same generations: {num(extract_ms):.0f} ms", ratio(down_ms, extract_ms),
                  f"< 1 s: {met(num(down_ms) < 1000)}")

    # (3) an upload of UPLOADS updates by GlobalID, against applyEdits of the same updates (useGlobalIds).
    sync_times, apply_times = [], []
    runs = Rounds()
    for k in range(rounds if "upload" in parts else 0):
        code, _, answer = form(b, f"{fs}/createReplica", {"f": "json", "replicaName": f"upload-{k}", "layers": "[0]", "syncModel": "perReplica",
                                                          "layerQueries": '{"0":{"queryOption":"all"}}', "transportType": "esriTransportTypeUrl"})
        replica = json_file(answer)
        chosen = ids[k * uploads % max(1, len(ids) - uploads):][:uploads]
        edits = [{"id": 0, "features": {"adds": [], "updates": [{"attributes": {"GlobalID": f["attributes"]["GlobalID"], "N": 1000 + k}} for f in chosen],
                                        "deleteIds": []}}]
        code, upload, answer = form(b, f"{fs}/synchronizeReplica", {"f": "json", "replicaID": replica["replicaID"], "replicaServerGen": replica["replicaServerGen"],
                                                                    "syncDirection": "upload", "rollbackOnFailure": "false", "edits": json.dumps(edits)})
        upload_server = server_ms(b)
        results = json_file(answer)["edits"][0]["updateResults"]
        if code != "200" or len(results) != uploads or not all(r["success"] for r in results):
            die(f"the upload answered {code}: {open(answer).read()[:300]}")
        adds = [{"attributes": {"GlobalID": f["attributes"]["GlobalID"], "N": 2000 + k}} for f in chosen]
        code, apply, answer = form(b, f"{fs}/0/applyEdits", {"f": "json", "updates": json.dumps(adds), "useGlobalIds": "true", "rollbackOnFailure": "false"})
        if code != "200" or not all(r["success"] for r in json_file(answer)["updateResults"]):
            die(f"applyEdits answered {code}: {open(answer).read()[:300]}")
        sync_times.append(upload * 1000)
        apply_times.append(apply * 1000)
        runs.record(upload, apply)
        note(f"round {k + 1}: upload of {uploads} edits {upload * 1000:.0f} ms (server-side {upload_server:.0f} ms), "
             f"applyEdits {apply * 1000:.0f} ms (server-side {server_ms(b):.0f} ms)")
    if sync_times:
        up_ms, apply_ms = median(sync_times), median(apply_times)
        b.add_row(f"synchronizeReplica upload of {fmt_int(uploads)} updates by GlobalID (end to end{runs.note(rounds)})", f"{num(up_ms):.0f} ms",
                  f"applyEdits of the same updates: {num(apply_ms):.0f} ms", ratio(up_ms, apply_ms), f"< 1 s: {met(num(up_ms) < 1000)}")


def query_ids(b, fs, n):
    """A file with the GlobalIDs of the first N points (by OBJECTID) in Esri JSON."""
    features = []
    offset = 0
    while len(features) < n:
        code, _, answer = form(b, f"{fs}/0/query", {"f": "json", "where": "1=1", "outFields": "GlobalID", "orderByFields": "OBJECTID", "resultOffset": offset,
                                                    "resultRecordCount": "2000", "returnGeometry": "false"}, out="ids-page.json")
        page = json_file(answer)["features"]
        if code != "200" or not page:
            die(f"query for ids answered {code}")
        features += page
        offset += len(page)
    with open(b.path("ids.json"), "w") as f:
        json.dump(features[:n], f)
    return b.path("ids.json")


def explain_changes(b, ws, a, z):
    """EXPLAIN ANALYZE of the change read (extractChanges, a download) between positions A and Z,
    as LayerState writes it for a layer of DEFAULT without a filter (a copy of its SQL: keep the
    two alike), printed; with BENCH_SYNC_EXPLAIN=analyzed also after an ANALYZE."""
    def state(position, current):
        cols = "f.id, f.version, f.object_id, f.attributes, f.geom"
        live = f"SELECT {cols} FROM features f WHERE f.workspace_id = '{ws}' AND f.layer = 'Points' AND f.id = t.id"
        if current:
            return live
        return (f"SELECT {cols} FROM feature_versions f WHERE f.workspace_id = '{ws}' AND (f.layer = 'Points') IS TRUE AND f.id = t.id "
                f"AND f.valid_to IS NOT NULL AND geojournal_valid_at(f.valid_from, f.valid_to, {position}) UNION ALL {live} AND f.position <= {position}")
    sql = (f"EXPLAIN (ANALYZE, BUFFERS) WITH touched AS (SELECT DISTINCT feature_id AS id FROM events WHERE workspace_id = '{ws}' "
           f"AND position > {a} AND position <= {z} AND feature_id IS NOT NULL AND layer = 'Points') "
           f"SELECT coalesce(fb.object_id, fa.object_id), t.id, fa.version, fb.version, fb.attributes::text, geojournal_geojson(fb.geom) "
           f"FROM touched t LEFT JOIN LATERAL ({state(a, False)}) fa ON true LEFT JOIN LATERAL ({state(z, True)}) fb ON true "
           f"WHERE fa.version IS DISTINCT FROM fb.version ORDER BY 1")
    note("bench_sync: the change read's plan:\n" + b.owner_psql("-c", "SET statement_timeout = '120s'", "-c", sql))
    if os.environ.get("BENCH_SYNC_EXPLAIN") == "analyzed":
        b.owner_psql("-c", "ANALYZE")
        note("bench_sync: the change read's plan after ANALYZE:\n" + b.owner_psql("-c", "SET statement_timeout = '120s'", "-c", sql))
