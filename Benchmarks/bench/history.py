"""The history workspace (1,000,000 feature versions) and the sections on it: as-of reads, rebuild."""

import json
import os
import random
import re
import sys

from .common import die, fmt_int, head_bytes, met, ms_stats, note, num, ratio, run, step, verdict
from .http import Client


def ensure_history(b):
    """The workspace "history" with BENCH_ASOF_FEATURES features of BENCH_ASOF_VERSIONS versions
    each, written once per run (bench_asof and bench_rebuild share it): b.history = (the position
    after half of the versions, versions, features)."""
    if b.history:
        return b.history
    features = int(os.environ.get("BENCH_ASOF_FEATURES") or 100000)
    versions = int(os.environ.get("BENCH_ASOF_VERSIONS") or 10)
    per = 10000
    step(f"History: {fmt_int(features)} features x {versions} versions in operations of {fmt_int(per)} features")
    b.create("POST", "/v1/workspaces", '{"id":"history"}', "create workspace history")
    b.create("PUT", "/v1/workspaces/history/layers/Points",
             '{"geometryType":"Point","srid":3857,"fields":[{"name":"N","type":"integer","nullable":false},{"name":"V","type":"integer"}]}',
             "create layer")
    # Version 1 adds every feature on a 1000 x (features/1000) grid of 10 m cells; each later version
    # moves it by 1 m and changes V. Operations of `per` features.
    past = 0
    for v in range(1, versions + 1):
        for start in range(0, features, per):
            items = ",".join(
                f'{{"id":"00000000-0000-4000-8000-{i:012d}","attributes":{{"N":{i},"V":{v}}},'
                f'"geometry":{{"type":"Point","coordinates":[{1000000 + (i % 1000) * 10 + v},{6000000 + i // 1000 * 10 + v}]}}}}'
                for i in range(start, min(start + per, features)))
            b.write("asof.json", f'{{"edits":[{{"layer":"Points","{"adds" if v == 1 else "updates"}":[{items}]}}]}}\n')
            status = b.api("POST", "/v1/workspaces/history/edits", "@" + b.path("asof.json"))
            if status != "200":
                die(f"version {v}: HTTP {status} {head_bytes(b.path('response'))}")
        # The past moment: after half of the versions.
        if v == versions // 2:
            past = b.response_json()["operation"]["lastPosition"]
    note(f"history written: {fmt_int(features * versions)} versions; past position {past}")
    b.history = (str(past), versions, features)
    return b.history


def bench_asof(b):
    requests = int(os.environ.get("BENCH_ASOF_REQUESTS") or 300)
    past, versions, features = ensure_history(b)
    step(f"As-of: ~250-feature bbox pages now and as of position {past}")
    b.owner_psql("-c", "ANALYZE")

    # The same random bboxes for every side: 25 x 10 cells, about 250 features.
    grid_rows = (features + 999) // 1000
    rng = random.Random(11)
    boxes = []
    for _ in range(requests):
        x = 1000000 + int(rng.random() * 975) * 10 - 5
        y = 6000000 + int(rng.random() * (grid_rows - 10)) * 10 - 5
        boxes.append((x, y, x + 250, y + 100))
    b.write("asof.bboxes", "".join(f"{x0} {y0} {x1} {y1}\n" for x0, y0, x1, y1 in boxes))

    # GeoJournal: server-side time of each features page (Server-Timing), now and as of the past position.
    client = Client(b.base_url, b.token)
    expected = versions // 2

    def page(box, as_of):
        q = f"bbox={','.join(map(str, box))}&limit=1000" + (f"&asOf={as_of}" if as_of else "")
        ms, text = client.timed("GET", f"/v1/workspaces/history/layers/Points/features?{q}", what="features")
        return ms, json.loads(text)

    for box in boxes[:30]:  # warm-up
        page(box, None)
        page(box, past)
    now_ms, past_ms, counts = [], [], {"now": 0, "past": 0}
    for box in boxes:
        ms, fc = page(box, None)
        counts["now"] += len(fc["features"])
        now_ms.append(ms)
        ms, fc = page(box, past)
        counts["past"] += len(fc["features"])
        past_ms.append(ms)
        seen = {f["properties"]["V"] for f in fc["features"]}
        if seen - {expected}:
            die(f"an as-of page shows versions {seen}, expected only {expected}")
    client.close()
    note(f"features per page: now {counts['now'] / len(boxes):.0f}, past {counts['past'] / len(boxes):.0f}")
    now_median, now_p99 = ms_stats(now_ms)
    past_median, past_p99 = ms_stats(past_ms)
    note(f"bbox now: median {now_median} ms, p99 {now_p99}; as of {past}: median {past_median} ms, p99 {past_p99} (server-side)")

    # Naive replay: what an event store without temporal projections does for the same question —
    # the events of the layer up to the position, the last state of each feature (its last event
    # says whether it was deleted; the state it made is its version's row, Schema/0077), then the
    # bbox. Timed inside PostgreSQL (no transfer to a client), for the first 5 bboxes.
    replay = b.owner_psql(
        "-c", "CREATE TEMP TABLE b (x0 float8, y0 float8, x1 float8, y1 float8, n serial)",
        "-c", f"\\copy b (x0, y0, x1, y1) FROM '{b.path('asof.bboxes')}' WITH (DELIMITER ' ')",
        "-c", "CREATE TEMP TABLE t (ms float8, hits int)",
        "-c", f"""
DO $$
DECLARE r record; t0 timestamptz; hits int;
BEGIN
  FOR r IN SELECT * FROM b ORDER BY n LIMIT 5 LOOP
    t0 := clock_timestamp();
    SELECT count(*) INTO hits FROM (
      SELECT DISTINCT ON (feature_id) workspace_id, feature_id, feature_version, type FROM events
      WHERE workspace_id = 'history' AND layer = 'Points' AND position <= {past} AND feature_id IS NOT NULL
      ORDER BY feature_id, position DESC) last
    CROSS JOIN LATERAL geojournal_version_state('history', last.feature_id, last.feature_version) geo
    WHERE last.type <> 'featureDeleted'
      AND ST_Intersects(geo.geom, ST_MakeEnvelope(r.x0, r.y0, r.x1, r.y1, 3857));
    INSERT INTO t VALUES (extract(epoch FROM clock_timestamp() - t0) * 1000, hits);
  END LOOP;
END $$""",
        "-c", "SELECT round(percentile_cont(0.5) WITHIN GROUP (ORDER BY ms)::numeric, 1), round(avg(hits)) FROM t")
    fields = replay.split("\n")[0].split("|")
    if len(fields) < 2 or not fields[1]:
        die(f"no replay timings: {replay}")
    replay_median, replay_hits = fields[0], fields[1]
    note(f"naive replay to {past}: median {replay_median} ms, {replay_hits} features per bbox (inside PostgreSQL)")
    slower = ratio(past_median, now_median)
    faster = ratio(replay_median, past_median)
    b.add_row(f"As-of bbox read (~250 of {fmt_int(features)} features, {fmt_int(features * versions)} versions; server-side median)",
              f"as of {past}: {past_median} ms (p99 {past_p99})", f"now: {now_median} ms; naive replay of the events: {replay_median} ms",
              f"{slower} of now; {fmt_int(faster)}x faster than replay",
              f"≤ 1.5x now and ≥ 100x replay: {met(num(slower) <= 1.5 and num(faster) >= 100)}")


def bench_rebuild(b):
    _past, versions, features = ensure_history(b)
    step(f"Rebuild: geojournal rebuild of the history workspace ({fmt_int(features * versions)} feature events)")
    with open(b.path("rebuild.err"), "w") as err:
        result = run([b.bin, "rebuild", "--workspace", "history"], env={"DATABASE_URL": b.owner_url}, stderr=err, check=False)
    if result.returncode != 0:
        note(b.read("rebuild.err"))
        die("geojournal rebuild failed")
    out = result.stdout
    note(out.rstrip("\n"))
    m = re.search(r"^rebuilt history: ([0-9]*) events", out, re.M)
    events = m.group(1) if m else ""
    m = re.search(r"\(([0-9]*) events/s\)", out)
    if not m or not m.group(1):
        die("no rate in the rebuild output")
    events_per_s = m.group(1)
    if run([b.bin, "verify-projections", "--workspace", "history"], env={"DATABASE_URL": b.owner_url},
           stdout=sys.stderr, check=False).returncode != 0:
        die("projections differ after the rebuild")
    b.add_row(f"Rebuild events/s ({fmt_int(events)} events, fold + swap)", fmt_int(events_per_s), "—",
              ratio(events_per_s, 50000), f"≥ 50,000 events/s: {verdict(events_per_s, 50000)}")
