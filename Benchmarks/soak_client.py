#!/usr/bin/env python3
"""Open-loop load client of the GeoJournal soak (`bash Benchmarks/soak.sh`).

Sends a fixed rate of mixed requests against a workspace holding the sample
utility network (layers Device and Line, network Electric): feature pages by
bbox, single features, snaps, traces, attribute edits with expectedVersion and
change-feed pages. Requests are scheduled at fixed instants (open loop); the
latency of a request counts from its scheduled instant, so a stalled server
shows up as latency instead of silently lowering the rate.

Bounded: it stops after --seconds, sends at most rate x seconds requests, uses
--workers connections and a per-request timeout.

Prints one JSON document on stdout: per route the requests, statuses, p50/p99/max
latency (ms) after the warm-up, and the rate actually held.
"""
import argparse
import http.client
import json
import queue
import random
import sys
import threading
import time
import urllib.parse

# Route mix: name -> weight (parts of 100).
MIX = [
    ("features_bbox", 28),
    ("feature_get", 20),
    ("snap", 20),
    ("trace", 10),
    ("edit", 17),
    ("events", 5),
]
# Statuses that are part of the contract under this load, per route.
EXPECTED = {"edit": {200, 409}}


def percentile(sorted_values, fraction):
    if not sorted_values:
        return None
    index = min(len(sorted_values) - 1, max(0, int(round(fraction * (len(sorted_values) - 1)))))
    return sorted_values[index]


class Fixture:
    """Feature ids, versions and extent of the sample network, refreshed on 409."""

    def __init__(self, data):
        self.workspace = data["workspace"]
        self.network = data["network"]
        self.devices = data["devices"]  # [{"id", "version", "x", "y"}]
        self.lines = data["lines"]  # [{"id", "x", "y"}]
        self.bbox = data["bbox"]  # [minx, miny, maxx, maxy]
        self.tiers = data["tiers"]
        self.lock = threading.Lock()

    def device(self, rng):
        with self.lock:
            return dict(rng.choice(self.devices))

    def set_version(self, feature_id, version):
        with self.lock:
            for d in self.devices:
                if d["id"] == feature_id:
                    d["version"] = max(d["version"], version)


def first_coordinate(geometry):
    c = geometry["coordinates"]
    while isinstance(c[0], list):
        c = c[0]
    return c[0], c[1]


def load_fixture(url, headers, workspace, network):
    """Every Device and Line feature of the workspace (id, version, a coordinate) and their extent."""
    conn = http.client.HTTPConnection(url.hostname, url.port, timeout=60)
    found = {"Device": [], "Line": []}
    xs, ys = [], []
    for layer in found:
        cursor = None
        while True:
            query = {"limit": 10000}
            if cursor:
                query["cursor"] = cursor
            conn.request("GET", f"/v1/workspaces/{workspace}/layers/{layer}/features?{urllib.parse.urlencode(query)}", headers=headers)
            response = conn.getresponse()
            body = response.read()
            if response.status != 200:
                raise SystemExit(f"soak_client: reading {layer} answered {response.status}: {body[:300]!r}")
            page = json.loads(body)
            for f in page["features"]:
                x, y = first_coordinate(f["geometry"])
                xs.append(x)
                ys.append(y)
                found[layer].append({"id": f["id"], "version": f["version"], "x": x, "y": y})
            cursor = page.get("next")
            if not cursor:
                break
    conn.request("GET", f"/v1/workspaces/{workspace}/networks/{network}", headers=headers)
    response = conn.getresponse()
    body = response.read()
    if response.status != 200:
        raise SystemExit(f"soak_client: reading network {network} answered {response.status}: {body[:300]!r}")
    doc = json.loads(body)
    definition = doc.get("definition", doc)
    tiers = [t["name"] for d in definition.get("domainNetworks", []) for t in d.get("tiers", [])]
    conn.close()
    return {"workspace": workspace, "network": network, "tiers": tiers, "devices": found["Device"], "lines": found["Line"],
            "bbox": [min(xs), min(ys), max(xs), max(ys)] if xs else [0, 0, 1, 1]}


def build_request(route, fixture, rng):
    ws = fixture.workspace
    minx, miny, maxx, maxy = fixture.bbox
    if route == "features_bbox":
        layer = rng.choice(["Device", "Line"])
        w = (maxx - minx) * 0.05
        h = (maxy - miny) * 0.05
        x = rng.uniform(minx, maxx - w)
        y = rng.uniform(miny, maxy - h)
        q = urllib.parse.urlencode({"bbox": f"{x},{y},{x + w},{y + h}", "limit": 100})
        return "GET", f"/v1/workspaces/{ws}/layers/{layer}/features?{q}", None, None
    if route == "feature_get":
        if rng.random() < 0.5:
            f = fixture.device(rng)
            return "GET", f"/v1/workspaces/{ws}/layers/Device/features/{f['id']}", None, None
        f = rng.choice(fixture.lines)
        return "GET", f"/v1/workspaces/{ws}/layers/Line/features/{f['id']}", None, None
    if route == "snap":
        f = rng.choice(fixture.lines)
        body = {"point": [f["x"] + rng.uniform(-3, 3), f["y"] + rng.uniform(-3, 3)], "tolerance": 5.0,
                "sources": [{"layer": "Line", "enabled": True}, {"layer": "Device", "enabled": True}]}
        return "POST", f"/v1/workspaces/{ws}/snap", body, None
    if route == "trace":
        f = fixture.device(rng)
        kind = rng.choice(["connected", "downstream", "subnetwork"])
        body = {"type": kind, "startingLocations": [{"featureId": f["id"]}]}
        if fixture.tiers:
            body["tier"] = fixture.tiers[0]
        return "POST", f"/v1/workspaces/{ws}/networks/{fixture.network}/trace", body, None
    if route == "edit":
        f = fixture.device(rng)
        body = {"message": "soak", "edits": [{"layer": "Device", "updates": [
            {"id": f["id"], "expectedVersion": f["version"], "attributes": {"DEVICESTATUS": rng.choice([0, 1])}}]}]}
        return "POST", f"/v1/workspaces/{ws}/edits", body, f["id"]
    if route == "events":
        after = rng.randint(0, 1000)
        return "GET", f"/v1/workspaces/{ws}/events?after={after}&limit=100", None, None
    raise ValueError(route)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--base-url", required=True)
    parser.add_argument("--token", required=True)
    parser.add_argument("--workspace", required=True)
    parser.add_argument("--network", required=True)
    parser.add_argument("--seconds", type=float, default=600)
    parser.add_argument("--warmup", type=float, default=60)
    parser.add_argument("--rate", type=float, default=100, help="requests per second, all routes together")
    parser.add_argument("--workers", type=int, default=32)
    parser.add_argument("--timeout", type=float, default=15)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()

    url = urllib.parse.urlparse(args.base_url)
    headers = {"Authorization": f"Bearer {args.token}", "Content-Type": "application/json"}
    fixture = Fixture(load_fixture(url, headers, args.workspace, args.network))
    if not fixture.devices or not fixture.lines:
        print("soak_client: the workspace has no Device or Line features", file=sys.stderr)
        return 2

    routes = [name for name, weight in MIX for _ in range(weight)]
    total = int(args.rate * args.seconds)
    jobs = queue.Queue(maxsize=args.workers * 4)
    results = []  # (route, status, latency_ms, scheduled_offset_s)
    results_lock = threading.Lock()
    unexpected = []
    start = time.monotonic() + 0.5

    def worker(number):
        rng = random.Random(args.seed * 1000 + number)
        conn = None
        while True:
            job = jobs.get()
            if job is None:
                return
            scheduled, route = job
            method, path, body, edited = build_request(route, fixture, rng)
            data = json.dumps(body).encode() if body is not None else None
            status = 0
            text = b""
            for attempt in range(2):
                try:
                    if conn is None:
                        conn = http.client.HTTPConnection(url.hostname, url.port, timeout=args.timeout)
                    conn.request(method, path, body=data, headers=headers)
                    response = conn.getresponse()
                    text = response.read()
                    status = response.status
                    if response.getheader("Connection", "").lower() == "close":
                        conn.close()
                        conn = None
                    break
                except (http.client.HTTPException, OSError) as error:
                    if conn is not None:
                        conn.close()
                    conn = None
                    status = 0
                    text = str(error).encode()
                    # A keep-alive connection the server closed meanwhile: one retry on a new one.
                    if attempt == 0 and isinstance(error, (http.client.RemoteDisconnected, BrokenPipeError, ConnectionResetError)):
                        continue
                    break
            latency = (time.monotonic() - scheduled) * 1000
            if route == "edit" and edited:
                try:
                    doc = json.loads(text) if status in (200, 409) else None
                except ValueError:
                    doc = None
                if status == 200 and doc:
                    for r in doc.get("results", []):
                        fixture.set_version(r["id"], r["version"])
                elif status == 409 and doc:
                    # Another worker moved the feature on: learn its current version.
                    for c in doc.get("conflicts", []):
                        if c.get("featureId") and c.get("currentVersion"):
                            fixture.set_version(c["featureId"], int(c["currentVersion"]))
            with results_lock:
                results.append((route, status, latency, scheduled - start))
                if status not in EXPECTED.get(route, {200}):
                    unexpected.append({"route": route, "status": status, "path": path, "body": text[:300].decode("utf-8", "replace")})

    threads = [threading.Thread(target=worker, args=(n,), daemon=True) for n in range(args.workers)]
    for t in threads:
        t.start()
    rng = random.Random(args.seed)
    late = 0
    for i in range(total):
        scheduled = start + i / args.rate
        delay = scheduled - time.monotonic()
        if delay > 0:
            time.sleep(delay)
        elif delay < -1:
            late += 1
        jobs.put((scheduled, rng.choice(routes)))
    for _ in threads:
        jobs.put(None)
    for t in threads:
        t.join(timeout=args.timeout + 5)
    elapsed = time.monotonic() - start

    by_route = {}
    measured = [r for r in results if r[3] >= args.warmup]
    for name, _ in MIX:
        rows = [r for r in results if r[0] == name]
        after = sorted(r[2] for r in measured if r[0] == name)
        statuses = {}
        for r in rows:
            statuses[str(r[1])] = statuses.get(str(r[1]), 0) + 1
        by_route[name] = {
            "requests": len(rows),
            "statuses": statuses,
            "p50_ms": percentile(after, 0.50),
            "p99_ms": percentile(after, 0.99),
            "max_ms": after[-1] if after else None,
        }
    report = {
        "scheduled": total,
        "answered": len(results),
        "seconds": round(elapsed, 1),
        "target_rate": args.rate,
        "held_rate": round(len(results) / elapsed, 1) if elapsed > 0 else 0,
        "late_by_more_than_1s": late,
        "unexpected": len(unexpected),
        "unexpected_examples": unexpected[:5],
        "routes": by_route,
    }
    json.dump(report, sys.stdout, indent=1)
    print()
    return 0


if __name__ == "__main__":
    sys.exit(main())
