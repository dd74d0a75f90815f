"""Deploy/cluster.sh's layout (a primary, a streaming standby, node A on the primary, node B with the
standby as its replica, nginx over both), durable, on this machine.
 - Standby lag under the edit benchmark's load (wrk/edit.lua, BENCH_CONNECTIONS on node A), sampled
   every 100 ms from node B's /metrics (geojournal_replica_lag_positions, _seconds).
 - As-of reads/s through the load balancer (two nodes; node B's reads served by the standby)
   against node A alone on the primary, in turns. On 2 cores every process shares the same two
   cores, so this shows the overhead of the layout, not a speed-up."""

import os
import re
import subprocess
import time

from .common import ROOT, Rounds, Sampler, die, fmt_int, head_bytes, median, note, num, rate, step


def cluster_env(path):
    """The variables of Deploy/cluster.sh's cluster.env (sourced by bash)."""
    names = ["LB_URL", "NODE_A_URL", "NODE_B_URL", "TOKEN", "PRIMARY_URL", "STANDBY_URL"]
    out = subprocess.run(["bash", "-c", 'source "$1"; shift; for n in "$@"; do printf "%s\\n" "${!n}"; done', "_", path, *names],
                         text=True, stdout=subprocess.PIPE, check=True).stdout.split("\n")
    return dict(zip(names, out))


def metrics(url, token):
    return subprocess.run(["curl", "-fsS", "--max-time", "2", "-H", f"Authorization: Bearer {token}", f"{url}/metrics"],
                          text=True, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL).stdout


def replica_reads(text):
    m = re.search(r'^geojournal_replica_reads_total\{replica="postgres[^}]*\} (\S+)', text, re.M)
    return int(num(m.group(1))) if m else 0


def bench_cluster(b):
    step("Cluster: standby lag under the edit load; as-of reads through two nodes + a replica against one node + the primary")
    b.gj_cluster_dir = b.path("gj-cluster")
    with open(b.path("cluster-start.log"), "w") as log:
        code = subprocess.run(["bash", "Deploy/cluster.sh", "start", "--dir", b.gj_cluster_dir, "--mode", "durable"],
                              env=dict(os.environ, GEOJOURNAL_BIN=b.bin), cwd=ROOT, stdout=log, stderr=subprocess.STDOUT).returncode
    if code:
        note(b.read("cluster-start.log"))
        die("Deploy/cluster.sh start")
    env = cluster_env(os.path.join(b.gj_cluster_dir, "cluster.env"))
    token, node_a, node_b = env["TOKEN"], env["NODE_A_URL"], env["NODE_B_URL"]
    for method, path, body in (("POST", "/v1/workspaces", '{"id":"bench"}'),
                               ("PUT", "/v1/workspaces/bench/layers/Points",
                                '{"geometryType":"Point","srid":3857,"fields":[{"name":"N","type":"integer","nullable":false}]}')):
        code, _ = b.curl(method, node_a + path, body, token=token)
        if code not in ("200", "201"):
            die(f"{method} {path} on the cluster: HTTP {code} {head_bytes(b.path('response'))}")

    step(f"Standby lag: edit load on node A ({b.connections} connections, {b.duration} s), node B's /metrics every 100 ms")
    samples = []

    def sample():
        p = s = None
        for line in metrics(node_b, token).split("\n"):
            if re.match(r'^geojournal_replica_lag_positions\{.*workspace="bench"\}', line):
                p = line.split()[1]
            elif line.startswith("geojournal_replica_lag_seconds"):
                s = line.split()[1]
        if p is not None and s is not None:
            samples.append((float(p), float(s) * 1000))

    with Sampler(sample, 0.1):
        w = b.wrk_edits(node_a, b.connections, "cluster-edits.raw", token=token)
    if w["ok"] <= 0:
        die("no edit succeeded on the cluster")
    if not samples:
        die("no lag samples from node B's /metrics")
    p = sorted(x for x, _ in samples)
    s = sorted(y for _, y in samples)

    def q(v, f):
        return v[min(len(v) - 1, int(f * len(v)))]

    lp50, lp99, ls50, ls99 = f"{q(p, .5):.0f}", f"{q(p, .99):.0f}", f"{q(s, .5):.0f}", f"{q(s, .99):.0f}"
    note(f"standby lag over {len(samples)} samples while node A acknowledged {w['ok']} edits in {w['seconds']} s: "
         f"positions p50 {lp50} p99 {lp99}; ms p50 {ls50} p99 {ls99}")
    b.add_row(f"Standby lag under the edit load (asynchronous standby, {fmt_int(w['ok'] / num(w['seconds']))} edits/s on node A, {len(samples)} samples of node B's /metrics)",
              f"p50 {lp50} / p99 {lp99} positions; p50 {ls50} / p99 {ls99} ms", "—", "—", "measured (no target)")

    step("As-of reads/s: load balancer over two nodes (node B's reads on the standby) against node A on the primary")
    head_sql = "SELECT head_position FROM workspaces WHERE id = 'bench'"
    head = b.psql(env["PRIMARY_URL"], "-c", head_sql)
    asof = int(head) // 2
    for _ in range(100):
        if b.psql(env["STANDBY_URL"], "-c", head_sql) == head:
            break
        time.sleep(0.1)
    time.sleep(0.5)  # node B samples the standby every 100 ms
    replica_before = replica_reads(metrics(node_b, token))
    r, other = Rounds(), 0
    for round_ in range(1, b.rounds + 1):
        two = b.wrk("asof.lua", env["LB_URL"], b.connections, b.duration, out="asof-two.raw", token=token, env={"GJ_ASOF": str(asof)}, threads=2)
        one = b.wrk("asof.lua", node_a, b.connections, b.duration, out="asof-one.raw", token=token, env={"GJ_ASOF": str(asof)}, threads=2)
        other += two["other"] + one["other"]
        r.record(rate(two["ok"], two["seconds"]), rate(one["ok"], one["seconds"]))
        note(f"round {round_}: two nodes + replica {r.rates[-1]}/s; one node + primary {r.baselines[-1]}/s; ratio {r.ratios[-1]}")
    replica_after = replica_reads(metrics(node_b, token))
    if other:
        die(f"{other} as-of reads were not answered 200")
    if replica_after <= replica_before:
        die("node B sent no as-of read to the standby")
    subprocess.run(["bash", "Deploy/cluster.sh", "stop", "--dir", b.gj_cluster_dir], cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    b.gj_cluster_dir = ""
    m = median(r.ratios)
    b.add_row(f"As-of reads/s (100 features as of position {fmt_int(asof)}, {b.connections} connections): nginx over two nodes, node B's on the standby "
              f"({fmt_int(replica_after - replica_before)} replica reads{r.note(b.rounds)})",
              fmt_int(median(r.rates)), f"{fmt_int(median(r.baselines))} with one node on the primary", m,
              "measured (no target): nginx, two nodes and two PostgreSQL servers share the 2 cores")
