"""Versions (branch versioning): creating a version among 1,000,000, a bbox read in a version,
reconcile and post of a version of 10,000 edited features, and a downstream trace in a version of
the 1,000,000-edge tree. Each row against a named baseline measured in the same run."""

import json
import os
import random
import re
import time

from .common import (BenchError, awk_print, die, fmt_int, head_bytes, lower_median, median, met, ms_stats, note, num, ratio, step,
                     stop_process)
from .http import Client
from .network import breaker_of, downstream_body, jq_text, sample_network

GRID = 1000  # points per row of the grid (10 m cells)


def point_id(i):
    return f"00000000-0000-4000-9000-{i:012d}"


def point(i, dx=0, dy=0):
    return [1000000 + (i % GRID) * 10 + dx, 6000000 + (i // GRID) * 10 + dy]


def post_edits(b, ws, layer, kind, items, version=None, out="response"):
    """One /v1 edit operation (LAYER, KIND: adds/updates) of ITEMS; its seconds end to end (curl)."""
    b.write("versions_edit.json", json.dumps({"edits": [{"layer": layer, kind: items}]}, separators=(",", ":")))
    query = f"?version={version}" if version else ""
    code, seconds = b.curl("POST", f"{b.base_url}/v1/workspaces/{ws}/edits{query}", "@" + b.path("versions_edit.json"), out=out, max_time=600)
    if code != "200":
        die(f"edit of {len(items)} features in {ws}{' ' + version if version else ''}: HTTP {code} {head_bytes(b.path(out))}")
    return num(seconds)


def updates(indexes, v, dx=0):
    return [{"id": point_id(i), "attributes": {"V": v}, "geometry": {"type": "Point", "coordinates": point(i, dx, dx)}} for i in indexes]


def create_version(b, ws, name, access="public"):
    code, _ = b.curl("POST", f"{b.base_url}/v1/workspaces/{ws}/versions", json.dumps({"name": name, "access": access}))
    if code != "201":
        die(f"create version {name} of {ws}: HTTP {code} {head_bytes(b.path('response'))}")
    return b.response_json()["name"]


def bench_versions(b):
    # Each part runs even when one before it failed (their workspaces are their own); each row is
    # also printed as it is made, so a failure later in the section loses no number.
    add_row = b.add_row

    def noted(*row):
        note("row: | " + " | ".join(row) + " |")
        add_row(*row)
    b.add_row = noted
    failures = []
    # A serve of its own that answers slow requests (the default --request-timeout of 10 s
    # answers 503 instead: a number is reported either way, never a failed section).
    process, url = b.start_serve(b.bin, "versions_serve.log", "--request-timeout", "600", what="serve (versions)")
    base_url, b.base_url = b.base_url, url
    parts = os.environ.get("BENCH_VERSIONS_PARTS", "replicas create read trace resolve").split()
    try:
        for name, part in (("replicas", _replica_routing), ("create", _create_among_many), ("read", _read_reconcile_post), ("trace", _trace),
                           ("resolve", _resolve_among_many)):
            if name not in parts:
                continue
            if name == "resolve":  # through the run's serve, with its 10 s request timeout
                b.base_url = base_url
            try:
                part(b)
            except BenchError as error:
                note(f"bench_versions: {part.__name__} failed: {error}")
                failures.append(f"{part.__name__}: {error}")
    finally:
        b.add_row = add_row
        b.base_url = base_url
        stop_process(process)
        _slow_log(b, None)
    if failures:
        die("; ".join(failures))


# ---------------------------------------------------------------- 1. creating a version among 1,000,000

def _many_versions(b):
    """Workspace vmany with BENCH_VERSIONS_COUNT (1,000,000) versions, written in bulk once."""
    count = int(os.environ.get("BENCH_VERSIONS_COUNT") or 1000000)
    b.create("POST", "/v1/workspaces", json.dumps({"id": "vmany"}), "create workspace vmany", accept=("200", "201", "409"))
    if num(b.owner_psql("-c", "SELECT count(*) FROM versions WHERE workspace_id = 'vmany'")) >= count:
        return count
    step(f"Versions: {fmt_int(count)} versions of workspace vmany, written in bulk (SQL, the rows createVersion writes)")
    # What Journal.createVersion writes for each version: its line's row in workspaces (no
    # partitions: a line gets them with its first edit) and its row in versions.
    b.owner_psql("-c", f"""
INSERT INTO workspaces (id, title, created_by, parent_id, line_number, schema_position)
SELECT 'vmany~' || n, 'bench.many' || n, 'bench', 'vmany', n, 0
FROM (SELECT nextval('versions_line_number') AS n FROM generate_series(1, {count})) s""", "-c", """
INSERT INTO versions (line, workspace_id, guid, name, owner, access, description, created_base)
SELECT id, 'vmany', gen_random_uuid(), title, 'bench', 'public', '', 0 FROM workspaces WHERE parent_id = 'vmany'""",
                 "-c", "VACUUM (ANALYZE) workspaces", "-c", "VACUUM (ANALYZE) versions", "-c", "CHECKPOINT")
    have = b.owner_psql("-c", "SELECT count(*) FROM versions WHERE workspace_id = 'vmany'")
    if num(have) != count:
        die(f"vmany has {have} versions, expected {count}")
    return count


def _create_among_many(b):
    count = _many_versions(b)
    requests = int(os.environ.get("BENCH_VERSIONS_CREATES") or 50)
    b.create("POST", "/v1/workspaces", json.dumps({"id": "vnone"}), "create workspace vnone", accept=("200", "201"))

    # In turns: a version created on vmany (1,000,000 versions), on vnone (none before the run),
    # and a session opened on vnone (one small row: the cheapest write request of the API).
    client = Client(b.base_url, b.token)
    many, none, sessions, many_e2e = [], [], [], []
    for k in range(requests + 5):
        timing, _, seconds = client.request("POST", "/v1/workspaces/vmany/versions", json.dumps({"name": f"c{k}"}), ok=(201,), what="create version (vmany)")
        ms_many = _dur(timing)
        ms_none, _ = client.timed("POST", "/v1/workspaces/vnone/versions", json.dumps({"name": f"c{k}"}), ok=(201,), what="create version (vnone)")
        ms_session, _ = client.timed("POST", "/v1/workspaces/vnone/sessions", '{"title":"bench"}', ok=(201,), what="open session")
        if k >= 5:  # five warm-up triples
            many.append(ms_many)
            many_e2e.append(seconds * 1000)
            none.append(ms_none)
            sessions.append(ms_session)
    client.close()
    many_median, many_p99 = ms_stats(many)
    none_median, _ = ms_stats(none)
    session_median, _ = ms_stats(sessions)
    note(f"create version: vmany {many_median} ms (p99 {many_p99}, end to end {lower_median(many_e2e):.2f}), vnone {none_median} ms, "
         f"open session {session_median} ms (server-side medians)")
    b.add_row(f"Create a version on a workspace of {fmt_int(count)} versions (server-side median of {requests}; nothing copied)",
              f"{many_median} ms (p99 {many_p99})",
              f"a version on a workspace with none: {none_median} ms; open a session (one row): {session_median} ms",
              f"{ratio(many_median, none_median)} of none; {ratio(many_median, session_median)} of a session",
              f"< 10 ms: {met(num(many_median) < 10)}")


# ---------------------------------------------------------------- 0. replica routing among 1,000,000 versions

SAMPLE_SQL = "SELECT w.id, w.head_position FROM workspaces w WHERE w.parent_id IS NULL"   # ReadReplicas.sample
WHOLE_SQL = "SELECT w.id, w.head_position FROM workspaces w"                              # what it read before


def _replica_routing(b):
    """Replica routing with no versions and with 1,000,000 version rows in `workspaces`: a serve
    with `--replica-url` the database itself (a server not in recovery has replayed all the
    primary has: routing is decided by the samples alone), then ROUNDS times: one edit, then reads
    at its position (`GeoJournal-Min-Position`) until one goes to the replica (/metrics'
    `geojournal_replica_reads_total`); the time from the edit's answer until then, end to end. In
    a version too (an edit in it, a read in it). And the replica's sample query itself."""
    rounds = int(os.environ.get("BENCH_VERSIONS_REPLICA_ROUNDS") or 100)
    if num(b.owner_psql("-c", "SELECT count(*) FROM workspaces WHERE parent_id IS NOT NULL")) > 0:
        die("the replica part measures with no version rows first: run it before the other parts of bench_versions")
    before = _replica_rounds(b, "vrepnone", rounds)
    count = _many_versions(b)
    after = _replica_rounds(b, "vrepmany", rounds)
    whole = _sample_ms(b, WHOLE_SQL)
    for what, key in (("DEFAULT", "default"), ("a version", "version")):
        b.add_row(f"Replica routing with {fmt_int(count)} version rows: from an edit's answer in {what} until a read at its position goes to the replica "
                  f"(end to end, median of {rounds})",
                  f"{after[key]:.1f} ms", f"with no version rows: {before[key]:.1f} ms", ratio(after[key], before[key]),
                  f"± 10 % of none: {met(abs(after[key] / before[key] - 1) <= 0.10)}")
    b.add_row(f"A replica's sample of the heads (`{SAMPLE_SQL}`; execution, median of 20) with {fmt_int(count)} version rows",
              f"{after['sample']:.3f} ms", f"with none: {before['sample']:.3f} ms; every row, as sampled before: {whole:.1f} ms",
              ratio(after["sample"], before["sample"]), "measured (the sample runs every 100 ms)")


def _sample_ms(b, sql, times=20):
    """The median execution time (EXPLAIN ANALYZE) of SQL on the service's database, ms."""
    out = b.owner_psql(*sum((["-c", f"EXPLAIN (ANALYZE, TIMING OFF) {sql}"] for _ in range(times)), []))
    values = [float(v) for v in re.findall(r"Execution Time: ([0-9.]+) ms", out)]
    if len(values) != times:
        die(f"EXPLAIN ANALYZE of the sample gave {out[:300]!r}")
    return lower_median(values)


def _replica_rounds(b, ws, rounds):
    process, url = b.start_serve(b.bin, f"versions_replica_{ws}.log", "--replica-url", b.service_url, what=f"serve with a replica ({ws})")
    client = Client(url, b.token)
    try:
        b.create("POST", "/v1/workspaces", json.dumps({"id": ws}), f"create workspace {ws}", accept=("200", "201"))
        client.request("PUT", f"/v1/workspaces/{ws}/layers/Points", '{"geometryType":"Point","srid":3857,"fields":[{"name":"N","type":"integer"}]}',
                       ok=(200, 201), what="create layer")
        client.request("POST", f"/v1/workspaces/{ws}/versions", json.dumps({"name": "replicated", "access": "public"}), ok=(201,), what="create version")
        replica_reads = re.compile(r'geojournal_replica_reads_total\{replica="(?!primary")[^"]*"\} (\d+)')

        def reads():
            _, data, _ = client.request("GET", "/metrics", what="metrics")
            return sum(int(n) for n in replica_reads.findall(data.decode()))

        def latency(query, version_query):
            """From an edit's answer until a read at its position is answered by the replica, ms."""
            _, data, _ = client.request("POST", f"/v1/workspaces/{ws}/edits{version_query}",
                                        json.dumps({"edits": [{"layer": "Points", "adds": [{"attributes": {"N": 1}, "geometry": {"type": "Point", "coordinates": [1, 1]}}]}]}),
                                        what="edit")
            position = json.loads(data)["operation"]["lastPosition"]
            answered = time.perf_counter()
            for _ in range(2000):
                seen = reads()
                client.request("GET", f"/v1/workspaces/{ws}/layers/Points/features?limit=1{query}", headers={"GeoJournal-Min-Position": str(position)},
                               what="read at the edit's position")
                if reads() > seen:
                    return (time.perf_counter() - answered) * 1000
            die(f"no read at position {position} of {ws} went to the replica")

        latency("", "")   # a first read of the version's line has it sampled from then on
        latency("&version=bench.replicated", "?version=bench.replicated")
        default, version = [], []
        for _ in range(rounds):
            default.append(latency("", ""))
            version.append(latency("&version=bench.replicated", "?version=bench.replicated"))
    finally:
        client.close()
        stop_process(process)
    result = {"default": lower_median(default), "version": lower_median(version), "sample": _sample_ms(b, SAMPLE_SQL)}
    note(f"replica routing ({ws}): DEFAULT {result['default']:.1f} ms, version {result['version']:.1f} ms, sample {result['sample']:.3f} ms (medians)")
    return result


def _resolve_among_many(b):
    """One version of vmany resolved by name (`GET .../versions/bench.c0`), as every request with
    `version=` on that workspace does, through the run's serve (its 10 s request timeout: slower
    is reported as such). Last: a look-up cut off there is cancelled inside PostgreSQL."""
    step("Versions: one version of vmany resolved by name (what every version= request there does)")
    reader = Client(b.base_url, b.token, timeout=60)
    started = time.perf_counter()
    try:
        ms, _ = reader.timed("GET", "/v1/workspaces/vmany/versions/bench.c0", what="get a version of vmany")
        text = f"{ms:.1f} ms"
    except (OSError, BenchError) as error:
        note(f"GET a version of vmany: {error}")
        ms, text = None, f"> 10 s (no answer in {time.perf_counter() - started:.1f} s: the request timeout)"
    finally:
        reader.close()
    # The look-up cut off by the request timeout may go on inside PostgreSQL: cancelled, so that
    # it does not run on under the sections after this one.
    b.owner_psql("-c", "SELECT count(pg_cancel_backend(pid)) FROM pg_stat_activity "
                       "WHERE pid <> pg_backend_pid() AND query LIKE '%FROM versions v JOIN workspaces w%'")
    note(f"GET a version of vmany: {text}")
    b.add_row("Resolve one version by name on the workspace of 1,000,000 versions (`GET .../versions/bench.c0`; every `version=` request there does it)",
              text, "creating a version there (row above)", "—", f"reported (a request needs it well under 10 ms): {met(ms is not None and ms < 10)}")


def _slow_log(b, threshold):
    """With BENCH_VERSIONS_SLOW_LOG (a file): PostgreSQL logs statements slower than THRESHOLD
    (e.g. "10ms"; None: no more) and the log is copied there at the end."""
    target = os.environ.get("BENCH_VERSIONS_SLOW_LOG")
    if not target:
        return
    setting = f"ALTER SYSTEM SET log_min_duration_statement = '{threshold}'" if threshold else "ALTER SYSTEM RESET log_min_duration_statement"
    b.owner_psql("-c", setting, "-c", "SELECT pg_reload_conf()")
    if threshold is None:
        with open(os.path.join(b.cluster_dir, "postgres.log"), errors="replace") as f, open(target, "w") as out:
            out.write(f.read())


def _dur(timing):
    m = re.search(r"dur=([0-9.]+)", timing)
    if not m:
        die("no Server-Timing header")
    return float(m.group(1))


# ---------------------------------------------------------------- 2-3. bbox reads, reconcile, post

def _read_reconcile_post(b):
    features = int(os.environ.get("BENCH_VERSIONS_FEATURES") or 100000)
    edited = int(os.environ.get("BENCH_VERSIONS_EDITED") or 10000)
    same = int(os.environ.get("BENCH_VERSIONS_SAME") or 100)
    reads = int(os.environ.get("BENCH_VERSIONS_READS") or 300)
    rounds = int(os.environ.get("BENCH_VERSIONS_ROUNDS") or 3)
    ws = "verbench"
    per = 10000
    step(f"Versions: workspace {ws} with {fmt_int(features)} points")
    b.create("POST", "/v1/workspaces", json.dumps({"id": ws}), f"create workspace {ws}", accept=("200", "201"))
    b.create("PUT", f"/v1/workspaces/{ws}/layers/Points",
             '{"geometryType":"Point","srid":3857,"fields":[{"name":"N","type":"integer","nullable":false},{"name":"V","type":"integer"}]}',
             "create layer", accept=("200", "201"))
    for start in range(0, features, per):
        post_edits(b, ws, "Points", "adds", [{"id": point_id(i), "attributes": {"N": i, "V": 0}, "geometry": {"type": "Point", "coordinates": point(i)}}
                                             for i in range(start, min(start + per, features))])
    # The version edits every tenth point (spread over the grid: ~25 of a ~250-point page);
    # DEFAULT edits `edited - same` points of another tenth and `same` of the version's.
    mine = list(range(0, features, features // edited))[:edited]
    others = list(range(5, features, features // edited))[:edited - same]
    theirs = others + mine[:same]

    rng = random.Random(45)
    rows = (features + GRID - 1) // GRID
    boxes = []
    for _ in range(reads):
        x = 1000000 + int(rng.random() * (GRID - 25)) * 10 - 5
        y = 6000000 + int(rng.random() * max(1, rows - 10)) * 10 - 5
        boxes.append((x, y, x + 250, y + 100))

    reconcile_ms, reconcile_server, post_rates, edit_rates, version_edit_s, read_row = [], [], [], [], [], None
    for r in range(1, rounds + 1):
        step(f"Versions: round {r}/{rounds}: a version edits {fmt_int(edited)} points, DEFAULT {fmt_int(edited)} ({same} of them the version's)")
        version = create_version(b, ws, f"design{r}")
        version_edit_s.append(post_edits(b, ws, "Points", "updates", updates(mine, 1000 + r, dx=1), version=version))
        for start in range(0, len(theirs), 1000):  # DEFAULT moves on: operations of 1,000
            post_edits(b, ws, "Points", "updates", updates(theirs[start:start + 1000], 2000 + r, dx=-1))
        if r == 1:
            b.owner_psql("-c", "VACUUM (ANALYZE)")
            _slow_log(b, "12ms")
            read_row = _bbox_reads(b, ws, version, boxes, features, edited, 1000 + r)
            _slow_log(b, "100ms")

        client = Client(b.base_url, b.token)
        timing, data, seconds = client.request("POST", f"/v1/workspaces/{ws}/versions/{version}/reconcile", '{"conflictDetection":"byObject"}',
                                               what="reconcile")
        outcome = json.loads(data)
        if len(outcome["conflicts"]) != same or outcome["aborted"]:
            die(f"reconcile reported {len(outcome['conflicts'])} conflicts, expected {same}")
        reconcile_ms.append(seconds * 1000)
        reconcile_server.append(_dur(timing))
        note(f"reconcile: {seconds * 1000:.0f} ms end to end, {timing}")
        timing, data, seconds = client.request("POST", f"/v1/workspaces/{ws}/versions/{version}/post", "{}", what="post")
        note(f"post: {seconds * 1000:.0f} ms end to end, {timing}")
        client.close()
        outcome = json.loads(data)
        if outcome["updates"] != edited:
            die(f"the post wrote {outcome['updates']} updates, expected {edited}: {data[:300]!r}")
        post_rates.append(edited / seconds)
        # Baseline: the same features updated by one /v1 edit operation on DEFAULT.
        edit_s = post_edits(b, ws, "Points", "updates", updates(mine, 3000 + r))
        edit_rates.append(edited / edit_s)
        note(f"round {r}: version edit {version_edit_s[-1]:.2f} s; reconcile {reconcile_ms[-1]:.0f} ms (server {reconcile_server[-1]:.0f}); "
             f"post {post_rates[-1]:,.0f} features/s; the same update as a /v1 edit {edit_rates[-1]:,.0f} features/s")
    b.add_row(*read_row)
    rec = median([awk_print(x) for x in reconcile_ms])
    b.add_row(f"Reconcile a version of {fmt_int(edited)} edited points while DEFAULT took {fmt_int(edited)} edits, {same} on the same points "
              f"({same} conflicts; end to end, median of {rounds} rounds: {'/'.join(f'{x:.0f}' for x in reconcile_ms)} ms)",
              f"{num(rec):.0f} ms (server {num(median([awk_print(x) for x in reconcile_server])):.0f} ms)",
              f"the version's own {fmt_int(edited)}-point edit operation: {num(median([awk_print(x) for x in version_edit_s])) * 1000:.0f} ms",
              ratio(rec, num(median([awk_print(x) for x in version_edit_s])) * 1000), f"< 1 s: {met(num(rec) < 1000)}")
    post = median([awk_print(x) for x in post_rates])
    edit = median([awk_print(x) for x in edit_rates])
    b.add_row(f"Post of that version ({fmt_int(edited)} updated points to DEFAULT as one operation; end to end, median of {rounds} rounds: "
              f"{'/'.join(f'{x:,.0f}' for x in post_rates)})",
              f"{num(post):,.0f} features/s", f"the same {fmt_int(edited)} updates as one /v1 edit on DEFAULT: {num(edit):,.0f} features/s",
              ratio(post, edit), f"≥ 15,000 features/s: {met(num(post) >= 15000)}")


def _bbox_reads(b, ws, version, boxes, features, edited, v):
    """~250-point bbox pages in the version and on DEFAULT, in turns; the row."""
    step(f"Versions: {len(boxes)} bbox pages in {version} and on DEFAULT, in turns (server-side)")
    client = Client(b.base_url, b.token)

    def page(box, in_version):
        q = f"bbox={','.join(map(str, box))}&limit=1000" + (f"&version={version}" if in_version else "")
        ms, text = client.timed("GET", f"/v1/workspaces/{ws}/layers/Points/features?{q}", what="features")
        return ms, json.loads(text)["features"]

    for box in boxes[:30]:
        page(box, True)
        page(box, False)
    in_version, on_default, counts, theirs = [], [], [0, 0], 0
    for box in boxes:
        ms, fs = page(box, True)
        in_version.append(ms)
        counts[0] += len(fs)
        theirs += sum(1 for f in fs if f["properties"]["V"] == v)
        ms, fs = page(box, False)
        on_default.append(ms)
        counts[1] += len(fs)
        if any(f["properties"]["V"] == v for f in fs):
            die("DEFAULT shows the version's edits")
    client.close()
    if theirs == 0:
        die("no page in the version shows the version's edits")
    v_median, v_p99 = ms_stats(in_version)
    d_median, d_p99 = ms_stats(on_default)
    note(f"bbox pages: version {v_median} ms (p99 {v_p99}), DEFAULT {d_median} ms (p99 {d_p99}); features per page {counts[0] / len(boxes):.0f} / "
         f"{counts[1] / len(boxes):.0f}; the version's own per page {theirs / len(boxes):.1f}")
    r = ratio(v_median, d_median)
    return (f"Bbox read (~{counts[0] / len(boxes):.0f} of {fmt_int(features)} points) in a version holding {fmt_int(edited)} edited points, "
            f"DEFAULT {fmt_int(edited)} edits past its base (server-side median of {len(boxes)})",
            f"{v_median} ms (p99 {v_p99})", f"the same read on DEFAULT, in turns: {d_median} ms (p99 {d_p99})", r, f"≤ 1.3x: {met(num(r) <= 1.3)}")


# ---------------------------------------------------------------- 4. a trace in a version

def _trace(b):
    edges = int(os.environ.get("BENCH_NETWORK_EDGES") or 1000000)
    changed = int(os.environ.get("BENCH_VERSIONS_NETWORK_CHANGES") or 1000)
    traces = int(os.environ.get("BENCH_TREE_TRACES") or 5)
    if b.owner_psql("-c", "SELECT count(*) FROM workspaces WHERE id = 'netbench'") == "0":
        step(f"Versions: a {fmt_int(edges)}-edge tree (one feeder) written through the journal")
        sample_network(b, "netbench", "Tree", edges, 1, edges // 4, "netgen.out")
    breaker = breaker_of(b, "netbench")
    body = downstream_body(breaker)
    version = create_version(b, "netbench", "tracework")
    # The version changes the length (a network attribute) of `changed` lines spread over the tree.
    lines = b.owner_psql("-c", f"SELECT id, attributes->>'LENGTH' FROM features WHERE workspace_id = 'netbench' AND layer = 'Line' "
                               f"ORDER BY md5(id::text) LIMIT {changed}").split("\n")
    items = [{"id": line.split("|")[0], "attributes": {"LENGTH": round(num(line.split("|")[1]) + 1.5, 2)}} for line in lines]
    post_edits(b, "netbench", "Line", "updates", items, version=version)
    step(f"Versions: downstream traces of the whole tree in {version} ({fmt_int(changed)} changed lines) and on DEFAULT, in turns")

    def trace(in_version):
        url = f"{b.base_url}/v1/workspaces/netbench/networks/Tree/trace" + (f"?version={version}" if in_version else "")
        code, seconds = b.curl("POST", url, body, out="versions_trace", max_time=300)
        if code != "200":
            die(f"trace{' in ' + version if in_version else ''}: HTTP {code} {head_bytes(b.path('versions_trace'))}")
        return num(seconds) * 1000, jq_text(b.response_json("versions_trace").get("count"))

    for _ in range(30):  # DEFAULT's graph loads in the background (503 until then)
        code, _ = b.curl("POST", f"{b.base_url}/v1/workspaces/netbench/networks/Tree/trace", body, out="versions_trace", max_time=300)
        if code == "200":
            break
        time.sleep(1)
    trace(False)
    cold_ms, cold_n = trace(True)
    in_version, on_default, n_default = [], [], ""
    for _ in range(traces):
        ms, n = trace(True)
        in_version.append(ms)
        if n != cold_n:
            die(f"the version's trace answered {n} elements, first {cold_n}")
        ms, n_default = trace(False)
        on_default.append(ms)
    if n_default != cold_n:
        die(f"the version's trace answered {cold_n} elements, DEFAULT's {n_default} (length changes do not change what is reached)")
    v_ms = median([awk_print(x) for x in in_version])
    d_ms = median([awk_print(x) for x in on_default])
    note(f"trace: version {v_ms} ms (first {cold_ms:.0f} ms), DEFAULT {d_ms} ms; {cold_n} elements")
    r = ratio(v_ms, d_ms)
    b.add_row(f"Downstream trace of the whole {fmt_int(edges)}-edge tree ({fmt_int(cold_n)} elements) in a version of {fmt_int(changed)} changed lines "
              f"(end to end, median of {traces}; the version's graph is made once per version head)",
              f"{num(v_ms):.0f} ms (first, making the version's graph: {cold_ms:.0f} ms)", f"the same trace on DEFAULT, in turns: {num(d_ms):.0f} ms",
              f"{r} (first: {ratio(cold_ms, d_ms)})", f"≤ 1.5x: {met(num(r) <= 1.5)}")
