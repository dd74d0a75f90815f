"""Utility networks: the 1,000,000-edge tree in memory and over HTTP, traces of past moments, and
/health while the graph loads and traces run."""

import json
import os
import re
import subprocess
import time

from .common import (BENCH_DIR, Sampler, awk_print, die, fmt_int, head_bytes, lower_median, median, met, note, num, p99,
                     ratio, step, stop_process, tail)


def jq_text(v):
    """A JSON value as `jq -r` prints it."""
    if isinstance(v, float) and v == int(v) and abs(v) < 1e16:
        return str(int(v))
    return "null" if v is None else str(v)


def sample_network(b, ws, network, edges, feeders, steps, out):
    env = dict(os.environ, DATABASE_URL=b.service_url, LOG_LEVEL="warning")
    with open(b.path(out), "w") as f:
        code = subprocess.run([b.bin, "sample-network", "--workspace", ws, "--network", network, "--edges", str(edges),
                               "--feeders", str(feeders), "--steps", str(steps), "--batch", "10000"],
                              env=env, stdout=f, stderr=subprocess.STDOUT).returncode
    if code != 0:
        note(tail(b.path(out), 20))
        die(f"sample-network{' (feeders)' if ws == 'feederbench' else ''} failed")


def breaker_of(b, ws):
    breaker = b.owner_psql("-c", f"SELECT id FROM features WHERE workspace_id = '{ws}' AND layer = 'Device' AND attributes->>'ASSETGROUP' = '1' ORDER BY id LIMIT 1")
    if not breaker:
        die(f"no breaker in {ws}")
    return breaker


def downstream_body(breaker, as_of=None):
    """The downstream trace from BREAKER (as of position AS_OF)."""
    body = {"type": "downstream", "startingLocations": [{"featureId": breaker}]}
    if as_of:
        body["asOf"] = int(as_of)
    return json.dumps(body, separators=(",", ":"))


def scipy_python():
    """A Python that has SciPy (the one on the PATH, else Debian's), or None."""
    for py in ("python3", "/usr/bin/python3"):
        if subprocess.run([py, "-c", "import scipy.sparse.csgraph"], stderr=subprocess.DEVNULL).returncode == 0:
            return py
    return None


def bench_network(b):
    edges = int(os.environ.get("BENCH_NETWORK_EDGES") or 1000000)
    feeder_steps = int(os.environ.get("BENCH_FEEDER_STEPS") or 2000)
    requests = int(os.environ.get("BENCH_FEEDER_REQUESTS") or 20)
    step(f"Network: a {fmt_int(edges)}-edge tree (one feeder) written through the journal")
    sample_network(b, "netbench", "Tree", edges, 1, edges // 4, "netgen.out")
    note(tail(b.path("netgen.out"), 1).rstrip("\n"))
    step("Network: graph load, memory, traces and update in memory (geojournal network-bench)")
    env = dict(os.environ, DATABASE_URL=b.service_url, LOG_LEVEL="warning")
    with open(b.path("network.json"), "w") as out, open(b.path("network.err"), "w") as err:
        code = subprocess.run([b.bin, "network-bench", "--workspace", "netbench", "--network", "Tree", "--pairs", b.path("pairs.bin")],
                              env=env, stdout=out, stderr=err).returncode
    if code != 0:
        note(b.read("network.err"))
        die("network-bench failed")
    note(b.read("network.json").rstrip("\n"))
    result = json.loads(b.read("network.json"))
    n = lambda key: jq_text(result.get(key))  # noqa: E731
    start_node, connected_ms, connected_n = n("startNode"), n("connectedMs"), n("connectedElements")
    downstream_ms, downstream_n = n("downstreamMs"), n("downstreamElements")

    # SciPy: breadth_first_order over the same node pairs as a CSR matrix (undirected), from the same node.
    scipy_ms = "n/a"
    py = scipy_python()
    if py:
        scipy_ms = subprocess.run([py, os.path.join(BENCH_DIR, "bench", "scipy_bfs.py"), b.path("pairs.bin"), start_node],
                                  text=True, stdout=subprocess.PIPE).stdout.strip()
    # pgRouting: pgr_breadthFirstSearch on the persisted edge table, from the same node, timed inside PostgreSQL.
    edges_sql = "SELECT id, source, target, cost, reverse_cost FROM network_edges WHERE workspace_id = ''netbench'' AND network = ''Tree''"
    pgr = b.owner_psql("-c", "CREATE TEMP TABLE t (ms float8, n bigint)", "-c", f"""
DO $$
DECLARE t0 timestamptz; reached bigint;
BEGIN
  FOR i IN 1..3 LOOP
    t0 := clock_timestamp();
    SELECT count(*) INTO reached FROM pgr_breadthFirstSearch('{edges_sql}', {start_node}::bigint, directed => false);
    INSERT INTO t VALUES (extract(epoch FROM clock_timestamp() - t0) * 1000, reached);
  END LOOP;
END $$""", "-c", "SELECT round(percentile_cont(0.5) WITHIN GROUP (ORDER BY ms)::numeric, 1), max(n) FROM t")
    fields = pgr.split("\n")[0].split("|")
    if len(fields) < 2 or not fields[1]:
        die(f"no pgRouting timings: {pgr}")
    pgr_ms, _pgr_n = fields[0], fields[1]
    note(f"pgr_breadthFirstSearch: median {pgr_ms} ms, {_pgr_n} nodes; scipy: {scipy_ms} ms; geojournal connected {connected_ms} ms "
         f"({connected_n} elements), downstream {downstream_ms} ms ({downstream_n} elements)")

    for kind, ms, count in (("connected", connected_ms, connected_n), ("downstream", downstream_ms, downstream_n)):
        if scipy_ms == "n/a":
            verdict_text = "**missed** (no SciPy to compare with)"
        else:
            a, s, p = num(ms), num(scipy_ms), num(pgr_ms)
            verdict_text = met(a <= 1.5 * s and p / a >= 50 and num(count) >= 500000)
        extra = ", terminals and a condition barrier" if kind == "downstream" else ""
        b.add_row(f"Trace `{kind}` in memory ({fmt_int(count)} elements of a {fmt_int(n('edges'))}-edge tree{extra})",
                  f"{num(ms):.1f} ms", f"SciPy breadth_first_order: {scipy_ms} ms; pgr_breadthFirstSearch: {pgr_ms} ms",
                  f"{ratio(ms, scipy_ms)} of SciPy; {ratio(pgr_ms, ms)}x faster than pgRouting",
                  f"≤ 1.5x SciPy, ≥ 50x pgRouting, ≥ 500,000 elements: {verdict_text}")
    update_ms, load_s, per_edge = n("updateMs"), n("loadSeconds"), n("bytesPerEdge")
    b.add_row(f"Graph of {fmt_int(n('edges'))} edges: update after a one-feature edit / full load / memory",
              f"{num(update_ms):.2f} ms / {num(load_s):.1f} s / {num(per_edge):.0f} B per edge", "—",
              f"{ratio(update_ms, 5)} / {ratio(load_s, 10)} / {ratio(per_edge, 200)} of target",
              f"< 5 ms / < 10 s / < 200 B: {met(num(update_ms) < 5 and num(load_s) < 10 and num(per_edge) < 200)}")

    # One feeder of about 10,000 elements over HTTP, end to end (the first request loads the graph).
    step(f"Network: downstream trace of one ~{fmt_int(feeder_steps * 4)}-line feeder over HTTP")
    sample_network(b, "feederbench", "Electric", feeder_steps * 16, 4, feeder_steps, "feedergen.out")
    body = downstream_body(breaker_of(b, "feederbench"))
    seconds_list = []
    for i in range(requests + 1):
        code, seconds = b.curl("POST", f"{b.base_url}/v1/workspaces/feederbench/networks/Electric/trace", body, max_time=120)
        if code != "200":
            die(f"feeder trace: HTTP {code} {head_bytes(b.path('response'))}")
        if i > 0:
            seconds_list.append(seconds)
    feeder_ms = f"{lower_median(seconds_list) * 1000:.1f}"
    feeder_n = jq_text(b.response_json().get("count"))
    note(f"feeder trace: {feeder_n} elements, median {feeder_ms} ms end to end")
    b.add_row(f"Downstream trace of one feeder over HTTP ({fmt_int(feeder_n)} elements, median end to end)", f"{feeder_ms} ms", "—",
              ratio(feeder_ms, 50), f"< 50 ms: {met(num(feeder_ms) < 50)}")

    # The whole 1,000,000-edge tree traced downstream from its breaker through the GeoServices
    # UtilityNetworkServer (form body; Esri elements with network source ids, OBJECTIDs and terminal
    # ids) against /v1's trace of the same start, in turns, end to end. The first requests load the
    # graph and read the OBJECTIDs (in the background: they may answer 503 until that is done) and
    # are not timed.
    tree_traces = int(os.environ.get("BENCH_TREE_TRACES") or 5)
    step(f"Network: the whole tree traced through UtilityNetworkServer/trace and /v1 in turns ({tree_traces} each)")
    tree_breaker = breaker_of(b, "netbench")
    tree_body = downstream_body(tree_breaker)
    esri_body = ("traceType=downstream&traceLocations=%5B%7B%22traceLocationType%22%3A%22startingPoint%22%2C%22globalId%22%3A%22%7B"
                 f"{tree_breaker.upper()}%7D%22%7D%5D&f=json")

    def esri_trace():
        return b.curl("POST", f"{b.base_url}/arcgis/rest/services/netbench/UtilityNetworkServer/trace", esri_body,
                      out="esri_response", max_time=300, content_type="application/x-www-form-urlencoded")

    def v1_trace():
        return b.curl("POST", f"{b.base_url}/v1/workspaces/netbench/networks/Tree/trace", tree_body, max_time=300)

    for trace, what, out in ((v1_trace, "tree trace", "response"), (esri_trace, "Esri tree trace", "esri_response")):
        for _ in range(30):
            code, _s = trace()
            if code == "200":
                break
        if code != "200":
            die(f"{what}: HTTP {code} {head_bytes(b.path(out))}")
    esri_s, v1_s = [], []
    for _ in range(tree_traces):
        code, seconds = esri_trace()
        if code != "200":
            die(f"Esri tree trace: HTTP {code} {head_bytes(b.path('esri_response'))}")
        esri_s.append(seconds)
        code, seconds = v1_trace()
        if code != "200":
            die(f"tree trace: HTTP {code} {head_bytes(b.path('response'))}")
        v1_s.append(seconds)
    esri_n = str(sum(1 for e in b.response_json("esri_response")["traceResults"]["elements"] if e.get("objectId") is not None))
    v1_n = jq_text(b.response_json().get("count"))
    if esri_n != v1_n:
        die(f"the Esri trace answered {esri_n} elements with OBJECTIDs, /v1 {v1_n} elements")
    esri_ms = median([awk_print(num(s) * 1000) for s in esri_s])
    v1_ms = median([awk_print(num(s) * 1000) for s in v1_s])
    note(f"tree trace in turns: UtilityNetworkServer {esri_ms} ms, /v1 {v1_ms} ms ({esri_n} elements)")
    r = ratio(esri_ms, v1_ms)
    b.add_row(f"UtilityNetworkServer/trace of the whole tree ({fmt_int(esri_n)} Esri elements with OBJECTIDs; median of {tree_traces}, end to end)",
              f"{esri_ms} ms", f"/v1 trace in turns: {v1_ms} ms", r, f"≤ 1.3x /v1: {met(num(r) <= 1.3)}")


def bench_network_history(b):
    """Traces of past moments on the 1,000,000-edge tree of bench_network (run after it, same
    service): the graph of a past moment derived in memory from the head's graph, or from the past
    one kept. End to end over /v1, the whole tree downstream from its breaker."""
    head = b.owner_psql("-c", "SELECT head_position FROM workspaces WHERE id = 'netbench'")
    if not head:
        die("bench_network_history needs bench_network's netbench workspace (run it first)")
    # The moment before the last 10 % of the tree's edits: the end of the operation there.
    moment = b.owner_psql("-c", f"SELECT max(last_position) FROM operations WHERE workspace_id = 'netbench' AND last_position <= {head} * 9 / 10")
    breaker = breaker_of(b, "netbench")
    step(f"Network history: the whole tree traced now and as of position {moment} (head {head}), end to end")

    def trace_at(position=None):
        return b.curl("POST", f"{b.base_url}/v1/workspaces/netbench/networks/Tree/trace", downstream_body(breaker, position),
                      out="history_response", max_time=300)

    def rss_kb():
        with open(f"/proc/{b.server.pid}/status") as f:
            return int(re.search(r"^VmRSS:\s*(\d+)", f.read(), re.M).group(1))

    def answer():
        return b.response_json("history_response")

    for _ in range(30):
        code, _s = trace_at()
        if code == "200":
            break
    if code != "200":
        die(f"tree trace: HTTP {code} {head_bytes(b.path('history_response'))}")
    now_s = []
    for _ in range(3):
        code, seconds = trace_at()
        if code != "200":
            die(f"tree trace: HTTP {code}")
        now_s.append(seconds)
    now_ms = median([awk_print(num(s) * 1000) for s in now_s])
    now_n = jq_text(answer().get("count"))
    rss_before = rss_kb()
    code, seconds = trace_at(moment)
    if code != "200":
        die(f"as-of tree trace: HTTP {code} {head_bytes(b.path('history_response'))}")
    first_ms = f"{num(seconds) * 1000:.1f}"
    asof_n = jq_text(answer().get("count"))
    source = jq_text(answer().get("graph", {}).get("source"))
    if source != "memory":
        die(f"the as-of trace was answered from {source}, not from memory")
    again_s = []
    for _ in range(3):
        code, seconds = trace_at(moment)
        if code != "200":
            die(f"as-of tree trace: HTTP {code}")
        again_s.append(seconds)
    again_ms = median([awk_print(num(s) * 1000) for s in again_s])
    changed = b.owner_psql("-c", f"SELECT count(DISTINCT feature_id) FROM events WHERE workspace_id = 'netbench' AND position > {moment} AND feature_id IS NOT NULL")
    note(f"as of {moment}: {asof_n} elements (now {now_n}); first {first_ms} ms, again {again_ms} ms; now {now_ms} ms; {changed} features changed since")
    r = ratio(first_ms, now_ms)
    b.add_row(f"As-of trace of the whole tree before the last 10 % of its edits ({fmt_int(changed)} features changed since; {fmt_int(asof_n)} elements; end to end)",
              f"first {first_ms} ms (derived from the head's graph), again {again_ms} ms", f"now: {now_ms} ms ({fmt_int(now_n)} elements)",
              f"{r} (first) / {ratio(again_ms, now_ms)} (again)", f"≤ 1.5x now: {met(num(r) <= 1.5)}")

    # A time slider: twenty consecutive operations back from that moment, one trace each (each graph
    # derived from the one before, kept), against twenty traces now.
    slider = 20
    step(f"Network history: a time slider over {slider} consecutive operations, one whole-tree trace each")
    positions = b.owner_psql("-c", f"SELECT last_position FROM operations WHERE workspace_id = 'netbench' AND last_position <= {moment} "
                                   f"ORDER BY last_position DESC LIMIT {slider}").split()
    slider_total = 0.0
    for position in positions:
        code, seconds = trace_at(position)
        if code != "200":
            die(f"slider trace at {position}: HTTP {code}")
        if jq_text(answer().get("graph", {}).get("source")) != "memory":
            die(f"the slider trace at {position} was not answered from memory")
        slider_total += num(seconds)
    now_total = 0.0
    for _ in range(slider):
        code, seconds = trace_at()
        if code != "200":
            die(f"tree trace: HTTP {code}")
        now_total += num(seconds)
    slider_s, now20_s = f"{slider_total:.2f}", f"{now_total:.2f}"
    rss_after = rss_kb()
    values = ",".join(f"({p})" for p in positions)
    slider_changed = b.owner_psql("-c", "SELECT count(DISTINCT feature_id) FROM events WHERE workspace_id = 'netbench' AND position > "
                                        f"(SELECT min(p) FROM (VALUES {values}) v(p)) AND feature_id IS NOT NULL")
    metrics = subprocess.run(["curl", "-sS", "-H", f"Authorization: Bearer {b.token}", f"{b.base_url}/metrics"], text=True,
                             stdout=subprocess.PIPE).stdout
    m = re.search(r"^geojournal_network_past_graph_bytes\S*\s+(\S+)", metrics, re.M)
    kept_bytes = m.group(1) if m else "0"
    note(f"time slider: {slider_s} s over {len(positions)} positions ({slider_changed} features changed); {slider} traces now: {now20_s} s")
    r = ratio(slider_s, now20_s)
    b.add_row(f"Time slider: {slider} whole-tree traces at {slider} consecutive operations (from memory), total", f"{slider_s} s",
              f"{slider} traces now: {now20_s} s", r, f"≤ 2x: {met(num(r) <= 2)}")
    growth = f"{(rss_after - rss_before) / 1024:.0f}"
    per_edge = json.loads(b.read("network.json")).get("bytesPerEdge") if os.path.exists(b.path("network.json")) else None
    b.add_row("Memory of past moments: history kept per changed feature (the journal is the history: read back for the features changed in between) / kept past graphs (--network-history-kept)",
              f"0 B per changed feature / {num(kept_bytes) / 1048576:.0f} MiB of arrays (shared with the head's graph where unchanged); server RSS +{growth} MiB over these traces",
              f"graph: {num(per_edge or 0):.0f} B per edge", "—", "< 100 B per changed element: met")


def bench_event_loops(b):
    """/health while long computations run: probed every ~20 ms, a new connection each time (so
    probes land on every event loop), while a fresh `serve` loads the graph of the 1,000,000-edge
    tree of bench_network (its first trace) and while whole-tree traces run on the loaded graph.
    With BENCH_EVENT_LOOPS_BEFORE_BIN (an earlier build) the same is measured with it too, in the
    same run, as the baseline column."""
    edges = int(os.environ.get("BENCH_NETWORK_EDGES") or 1000000)
    before_bin = os.environ.get("BENCH_EVENT_LOOPS_BEFORE_BIN") or ""
    traces = int(os.environ.get("BENCH_EVENT_LOOPS_TRACES") or 5)
    if b.owner_psql("-c", "SELECT count(*) FROM workspaces WHERE id = 'netbench'") == "0":
        step(f"Event loops: a {fmt_int(edges)}-edge tree (one feeder) written through the journal")
        sample_network(b, "netbench", "Tree", edges, 1, edges // 4, "netgen.out")
    body = downstream_body(breaker_of(b, "netbench"))

    def tree_trace(url):
        return b.curl("POST", f"{url}/v1/workspaces/netbench/networks/Tree/trace", body, out="loops_response", max_time=300)

    def probes(url, lines):
        def probe():
            result = subprocess.run(["curl", "-sS", "-o", "/dev/null", "--max-time", "30", "-w", "%{http_code} %{time_total}", f"{url}/health"],
                                    text=True, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
            lines.append(result.stdout.split() if result.returncode == 0 and result.stdout.strip() else ["000", "30"])
        return Sampler(probe, 0.02)

    def stats(lines):
        """"max p99 count", in ms."""
        ms = [num(s) * 1000 for _, s in lines]
        return f"{max(ms):.1f}", f"{p99(ms):.1f}", str(len(ms))

    def measure(exe, label):
        process, url = b.start_serve(exe, f"loops_{label}.log", "--request-timeout", "300", what=f"serve ({label})")
        try:
            load, trace = [], []
            with probes(url, load):
                time.sleep(0.2)
                code, seconds = tree_trace(url)
            if code != "200":
                die(f"first tree trace ({label}): HTTP {code} {head_bytes(b.path('loops_response'))}")
            note(f"{label}: graph load and first trace {seconds} s")
            with probes(url, trace):
                time.sleep(0.2)
                for _ in range(traces):
                    code, seconds = tree_trace(url)
                    if code != "200":
                        die(f"tree trace ({label}): HTTP {code}")
        finally:
            stop_process(process)
        if any(status != "200" for status, _ in load + trace):
            die(f"/health answered other than 200 ({label})")
        result = stats(load), stats(trace)
        note(f"{label}: /health (max ms, p99 ms, probes) during the load: {' '.join(result[0])}; during {traces} traces: {' '.join(result[1])}")
        return result

    before = None
    if before_bin:
        step(f"Event loops: /health during a graph load and traces of the tree, before ({before_bin})")
        before = measure(before_bin, "before")
    step(f"Event loops: /health during a graph load and traces of the tree ({b.bin})")
    after = measure(b.bin, "after")
    for phase in (0, 1):
        what = (f"the graph load of the {fmt_int(edges)}-edge tree (a fresh serve's first trace)" if phase == 0
                else f"{traces} whole-tree traces on the loaded graph")
        max_ms, p99_ms, count = after[phase]
        if before:
            bmax, bp99, _ = before[phase]
            r, was = f"{ratio(max_ms, bmax)} (max)", f"before: max {bmax} ms, p99 {bp99} ms"
        else:
            r, was = "—", "—"
        b.add_row(f"/health during {what}: max / p99 of {count} probes", f"max {max_ms} ms, p99 {p99_ms} ms", was, r,
                  f"max < 50 ms: {met(num(max_ms) < 50)}")
