#!/usr/bin/env python3
"""Clients of the cluster test (Tests/scripts/cluster_replica_reads.sh).

Writers of the two-node test (two_nodes_clients.py, imported: adds, updates through the other
request, stale updates that must be 409s, deletes, one Idempotency-Key sent four times at once)
all go through the load balancer, which alternates them between the nodes; meanwhile a follower on
each node reads the change feed page by page (`events?after=`) until it has reached the head the
writers left. Both followers must see the same gap-free sequence of positions and operations.
Writes the writers' summary and the followers' sequences as JSON; exits non-zero on any
unexpected answer.

Usage: cluster_clients.py LB_URL NODE_A_URL NODE_B_URL TOKEN WORKSPACE WRITERS ROUNDS OUT.json
"""
import json
import sys
import threading
import time

import two_nodes_clients as writers

lb, node_a, node_b, token, workspace, count, rounds, out_path = sys.argv[1:9]
writers.url_a = writers.url_b = lb
writers.token, writers.workspace, writers.rounds = token, workspace, int(rounds)

done = threading.Event()
final_head = [None]
sequences = {}
follower_errors = []


def follow(name, url):
    """Reads the feed of one node from position 0 until the writers' final head."""
    node = writers.Node(url)
    after, seen, deadline = 0, [], time.time() + 300
    while time.time() < deadline:
        status, body = node.request("GET", f"/v1/workspaces/{workspace}/events?after={after}&limit=500")
        if status != 200:
            follower_errors.append(f"follower {name}: {status} {body}")
            return
        for e in body["events"]:
            seen.append([e["position"], e["operationId"]])
        if body["events"]:
            after = body["events"][-1]["position"]
        if done.is_set() and final_head[0] is not None and after >= final_head[0]:
            break
        if not body["events"]:
            time.sleep(0.05)
    sequences[name] = seen


followers = [threading.Thread(target=follow, args=(n, u)) for n, u in (("a", node_a), ("b", node_b))]
for t in followers:
    t.start()
started = time.time()
key_rounds = writers.idempotency_rounds()
writers.run_clients(int(count))
elapsed = time.time() - started
status, body = writers.Node(node_a).request("GET", "/v1/workspaces")
final_head[0] = next(w["headPosition"] for w in body["workspaces"] if w["id"] == workspace)
done.set()
for t in followers:
    t.join()

a, b = sequences.get("a", []), sequences.get("b", [])
if a != b:
    follower_errors.append(f"the followers saw different sequences ({len(a)} and {len(b)} events)")
if [p for p, _ in a] != list(range(1, len(a) + 1)):
    follower_errors.append("follower a's positions are not 1..n without gaps")
summary = {"acked": writers.acked, "unexpected": writers.unexpected + follower_errors, "provoked": writers.provoked,
           "keyRounds": key_rounds, "followed": len(a), "head": final_head[0], "writeSeconds": elapsed}
with open(out_path, "w") as f:
    json.dump(summary, f)
print(f"acknowledged {len(writers.acked)} operations in {elapsed:.1f} s through the load balancer, {writers.provoked} provoked 409s; "
      f"both followers saw the same {len(a)} events up to {final_head[0]}; {len(summary['unexpected'])} unexpected")
for line in summary["unexpected"][:20]:
    print("  unexpected:", line)
sys.exit(1 if summary["unexpected"] else 0)
