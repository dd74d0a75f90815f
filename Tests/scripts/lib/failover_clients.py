#!/usr/bin/env python3
"""Writers of the failover test (Tests/scripts/cluster_failover.sh).

WRITERS threads write through two nodes while the script stops the primary and promotes the
standby. Each thread adds a point through one node, updates it with its version through the
other, now and then sends an update with a stale version on purpose (that one must be a 409), and
deletes it. Every request carries an Idempotency-Key of its own; a 503 (the failover) is sent again
with the same key until it is answered otherwise, so an operation is written once whatever the
first attempt did. Allowed answers: 200, the provoked 409, and 503 with `Retry-After` as
problem+json; anything else (a 500, a reset or refused connection, a timeout) is unexpected.

Progress goes to DIR/progress (operations acknowledged so far); the script creates DIR/promoted
(holding the time it promoted the standby, epoch seconds). The writers stop once, after the
promotion, every node has acknowledged RESUMED more writes, or at the deadline. The summary goes to
DIR/clients.json; exit status 1 on any unexpected answer.

Usage: failover_clients.py NODE_A_URL NODE_B_URL TOKEN WORKSPACE WRITERS DIR
"""
import http.client
import json
import os
import sys
import threading
import time
import urllib.parse
import uuid

node_urls = sys.argv[1:3]
token, workspace, writers, out_dir = sys.argv[3], sys.argv[4], int(sys.argv[5]), sys.argv[6]
RESUMED = 10
DEADLINE = time.time() + 45

lock = threading.Lock()
acked = []            # [operation id, idempotency key] of every 200
unexpected = []
provoked = 0
unavailable = []      # times of 503 answers
resumed = {u: 0 for u in node_urls}   # 200s per node after the promotion
first_after = {}      # node -> time of its first 200 sent after the promotion
stop = threading.Event()


def promoted_at():
    try:
        with open(os.path.join(out_dir, "promoted")) as f:
            return float(f.read().strip())
    except (OSError, ValueError):
        return None


class Node:
    """One keep-alive connection to one node (a thread's own). A connection error is reported,
    never retried: the nodes keep running through the failover, so every request gets an answer."""

    def __init__(self, url):
        self.url = url
        parsed = urllib.parse.urlparse(url)
        self.host, self.port = parsed.hostname, parsed.port
        self.conn = None

    def send(self, body, key):
        headers = {"Authorization": f"Bearer {token}", "Content-Type": "application/json", "Idempotency-Key": key}
        if self.conn is None:
            self.conn = http.client.HTTPConnection(self.host, self.port, timeout=20)
        try:
            self.conn.request("POST", f"/v1/workspaces/{workspace}/edits", body=json.dumps(body), headers=headers)
            response = self.conn.getresponse()
            text = response.read()
        except (http.client.HTTPException, OSError) as e:
            self.conn = None
            return None, f"{type(e).__name__}: {e}", {}
        try:
            answer = json.loads(text) if text else None
        except ValueError:
            answer = text[:200]
        return response.status, answer, {k.lower(): v for k, v in response.getheaders()}


def edit(node, what, body, stale=False):
    """Sends one operation until it is answered other than 503; its body, or None."""
    global provoked
    key = str(uuid.uuid4())
    while True:
        sent = time.time()
        status, answer, headers = node.send(body, key)
        if status == 503:
            with lock:
                unavailable.append(sent)
            ok = headers.get("content-type", "").startswith("application/problem+json") and "retry-after" in headers
            if not ok:
                with lock:
                    unexpected.append(f"{what} on {node.url}: 503 without problem+json and Retry-After: {headers} {answer}")
                return None
            if time.time() > DEADLINE:
                with lock:
                    unexpected.append(f"{what} on {node.url}: still 503 at the deadline: {answer}")
                return None
            time.sleep(0.1)
            continue
        with lock:
            if stale and status == 409:
                provoked += 1
                return None
            if status != 200 or stale:
                unexpected.append(f"{what} on {node.url}: {status} {answer}")
                return None
            acked.append([answer["operation"]["id"], key])
            since = promoted_at()
            if since is not None and sent > since:
                resumed[node.url] += 1
                first_after.setdefault(node.url, time.time())
        return answer


def edits(adds=(), updates=(), deletes=()):
    return {"edits": [{"layer": "Points", "adds": list(adds), "updates": list(updates), "deletes": list(deletes)}]}


def writer(number):
    nodes = [Node(u) for u in node_urls]
    k = 0
    while not stop.is_set() and time.time() < DEADLINE:
        first, second = nodes[(number + k) % 2], nodes[(number + k + 1) % 2]
        added = edit(first, f"writer {number} add {k}", edits(adds=[{"attributes": {"N": number * 100000 + k}, "geometry": {"type": "Point", "coordinates": [1000 + number, 500 + k]}}]))
        if added is not None:
            fid = added["results"][0]["id"]
            if edit(second, f"writer {number} update {k}", edits(updates=[{"id": fid, "expectedVersion": 1, "attributes": {"NAME": f"w{number}r{k}"}}])) is not None:
                if k % 5 == 2:
                    edit(first, f"writer {number} stale update {k}", edits(updates=[{"id": fid, "expectedVersion": 1, "attributes": {"NAME": "stale"}}]), stale=True)
                edit(first, f"writer {number} delete {k}", edits(deletes=[{"id": fid, "expectedVersion": 2}]))
        k += 1


def progress():
    while not stop.is_set():
        with lock:
            count = len(acked)
            done = promoted_at() is not None and all(v >= RESUMED for v in resumed.values())
        with open(os.path.join(out_dir, "progress.tmp"), "w") as f:
            f.write(f"{count}\n")
        os.replace(os.path.join(out_dir, "progress.tmp"), os.path.join(out_dir, "progress"))
        if done or time.time() > DEADLINE:
            stop.set()
        time.sleep(0.1)


threads = [threading.Thread(target=writer, args=(n,)) for n in range(writers)]
watcher = threading.Thread(target=progress)
watcher.start()
for t in threads:
    t.start()
for t in threads:
    t.join()
stop.set()
watcher.join()

since = promoted_at()
for url, count in resumed.items():
    if since is None:
        unexpected.append("the standby was never promoted")
        break
    if count < RESUMED:
        unexpected.append(f"{url} acknowledged {count} writes after the promotion (at least {RESUMED} due)")
summary = {"acked": acked, "unexpected": unexpected, "provoked": provoked, "unavailable": len(unavailable),
           "firstUnavailable": min(unavailable) if unavailable else None, "lastUnavailable": max(unavailable) if unavailable else None,
           "promotedAt": since, "firstAfterPromotion": first_after, "resumed": resumed}
with open(os.path.join(out_dir, "clients.json"), "w") as f:
    json.dump(summary, f)
print(f"acknowledged {len(acked)} operations, {provoked} provoked 409s, {len(unavailable)} 503s, "
      f"writes after the promotion per node {list(resumed.values())}; {len(unexpected)} unexpected")
for line in unexpected[:20]:
    print("  unexpected:", line)
sys.exit(1 if unexpected else 0)
