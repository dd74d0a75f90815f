#!/usr/bin/env python3
"""Clients of the two-node test (Tests/scripts/two_serve_nodes.sh).

Eight clients alternate between the `geojournal serve` nodes of one database (two, and those
of GEOJOURNAL_EXTRA_NODES, comma-separated URLs): each adds a point,
updates it with its version through the other node, deletes it through the first, and now and
then sends an update with a stale expected version on purpose (that one must be a 409, every other
answer a 200). One idempotency key is also sent to both nodes at once, several times: one
operation. Prints a JSON summary; exits non-zero on any unexpected answer.

Usage: two_nodes_clients.py URL_A URL_B TOKEN WORKSPACE ROUNDS OUT.json
"""
import http.client
import json
import os
import sys
import threading
import urllib.parse

CLIENTS = 8
# Set from the command line, or by a script that imports this one (cluster_clients.py).
url_a = url_b = token = workspace = out_path = None
rounds = 0


class Node:
    """One keep-alive connection to one node (a thread's own)."""

    def __init__(self, url):
        parsed = urllib.parse.urlparse(url)
        self.host, self.port = parsed.hostname, parsed.port
        self.conn = None

    def request(self, method, path, body=None, headers=None):
        h = {"Authorization": f"Bearer {token}"}
        if body is not None:
            h["Content-Type"] = "application/json"
        h.update(headers or {})
        data = None if body is None else json.dumps(body)
        for attempt in range(2):
            try:
                if self.conn is None:
                    self.conn = http.client.HTTPConnection(self.host, self.port, timeout=30)
                self.conn.request(method, path, body=data, headers=h)
                response = self.conn.getresponse()
                text = response.read()
                return response.status, (json.loads(text) if text else None)
            except (http.client.HTTPException, ConnectionError, OSError):
                # A keep-alive connection the server closed: once more on a new one.
                self.conn = None
                if attempt == 1:
                    raise


lock = threading.Lock()
acked = []          # operation ids answered 200
unexpected = []     # descriptions of answers that were not what the protocol allows
provoked = 0        # stale updates answered 409 as they must be


def edits(layer, adds=(), updates=(), deletes=()):
    return {"edits": [{"layer": layer, "adds": list(adds), "updates": list(updates), "deletes": list(deletes)}]}


def client(number):
    global provoked
    extra = [u for u in os.environ.get("GEOJOURNAL_EXTRA_NODES", "").split(",") if u]
    nodes = [Node(u) for u in [url_a, url_b] + extra]
    path = f"/v1/workspaces/{workspace}/edits"
    for k in range(rounds):
        first, second = nodes[(number + k) % len(nodes)], nodes[(number + k + 1) % len(nodes)]
        x, y = 1000 + number * 1000 + k, 500 + k
        status, body = first.request("POST", path, edits("Points", adds=[{"attributes": {"N": number * 100000 + k}, "geometry": {"type": "Point", "coordinates": [x, y]}}]))
        if status != 200:
            with lock:
                unexpected.append(f"client {number} add {k}: {status} {body}")
            continue
        fid = body["results"][0]["id"]
        with lock:
            acked.append(body["operation"]["id"])
        status, body = second.request("POST", path, edits("Points", updates=[{"id": fid, "expectedVersion": 1, "attributes": {"NAME": f"c{number}r{k}"}}]))
        if status != 200:
            with lock:
                unexpected.append(f"client {number} update {k}: {status} {body}")
            continue
        with lock:
            acked.append(body["operation"]["id"])
        if k % 10 == 3:
            status, body = first.request("POST", path, edits("Points", updates=[{"id": fid, "expectedVersion": 1, "attributes": {"NAME": "stale"}}]))
            with lock:
                if status == 409:
                    provoked += 1
                else:
                    unexpected.append(f"client {number} stale update {k}: {status} (a 409 was due) {body}")
        status, body = first.request("POST", path, edits("Points", deletes=[{"id": fid, "expectedVersion": 2}]))
        if status != 200:
            with lock:
                unexpected.append(f"client {number} delete {k}: {status} {body}")
            continue
        with lock:
            acked.append(body["operation"]["id"])


def same_key(round_number):
    """One Idempotency-Key to both nodes at once (two senders each): one operation."""
    ids = []
    body = edits("Points", adds=[{"attributes": {"N": 900000 + round_number}, "geometry": {"type": "Point", "coordinates": [5, 5 + round_number]}}])
    barrier = threading.Barrier(4)

    def send(url):
        node = Node(url)
        barrier.wait()
        status, answer = node.request("POST", f"/v1/workspaces/{workspace}/edits", body, {"Idempotency-Key": f"same-key-{round_number}"})
        with lock:
            if status == 200:
                ids.append(answer["operation"]["id"])
            else:
                unexpected.append(f"idempotent send {round_number}: {status} {answer}")

    threads = [threading.Thread(target=send, args=(u,)) for u in (url_a, url_b, url_a, url_b)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return ids


def idempotency_rounds(count=5):
    """`count` rounds of one key sent to both nodes at once; each must be one operation."""
    key_rounds = []
    for r in range(count):
        ids = same_key(r)
        key_rounds.append(sorted(set(ids)))
        if len(set(ids)) != 1:
            unexpected.append(f"idempotency key round {r}: {len(set(ids))} operations for one key ({ids})")
        else:
            acked.append(ids[0])
    return key_rounds


def run_clients(count):
    """`count` clients of `rounds` rounds each, in threads, until all are done."""
    threads = [threading.Thread(target=client, args=(n,)) for n in range(count)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()


def main():
    global url_a, url_b, token, workspace, rounds, out_path
    url_a, url_b, token, workspace, rounds, out_path = sys.argv[1:7]
    rounds = int(rounds)
    key_rounds = idempotency_rounds()
    run_clients(CLIENTS)
    summary = {"acked": acked, "unexpected": unexpected, "provoked": provoked, "keyRounds": key_rounds}
    with open(out_path, "w") as f:
        json.dump(summary, f)
    print(f"acknowledged {len(acked)} operations ({len(set(acked))} distinct), {provoked} provoked 409s, {len(unexpected)} unexpected answers")
    for line in unexpected[:20]:
        print("  unexpected:", line)
    sys.exit(1 if unexpected else 0)


if __name__ == "__main__":
    main()
