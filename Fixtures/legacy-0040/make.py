"""Writes a seeded history through a running GeoJournal of an earlier layout (this folder's: 0040,
events carrying whole states and GeoJSON geometries, versions with GeoJSON copies; also
Fixtures/legacy-0076's, seed 76) and records what its API answered:
the fixture of `LegacyJournalMigrationTests`, which loads the database dump made beside it into a
database of its own, migrates it to the current layout and asks the same questions again.

    python3 make.py BASE_URL TOKEN OUT_JSON [SEED]
"""
import json
import random
import sys
import urllib.error
import urllib.request

base, token, out = sys.argv[1], sys.argv[2], sys.argv[3]
ws = "legacy"
rng = random.Random(int(sys.argv[4]) if len(sys.argv) > 4 else 40)


def call(method, path, body=None, version=None):
    data = json.dumps(body).encode() if body is not None else None
    req = urllib.request.Request(base + path, data=data, method=method)
    req.add_header("Authorization", f"Bearer {token}")
    if data is not None:
        req.add_header("Content-Type", "application/json")
    if version:
        req.add_header("GeoJournal-Version", version)
    try:
        with urllib.request.urlopen(req, timeout=60) as r:
            text = r.read()
            return json.loads(text) if text else None
    except urllib.error.HTTPError as e:
        sys.exit(f"{method} {path}: {e.code} {e.read().decode()[:500]}")


call("POST", "/v1/workspaces", {"id": ws})
call("PUT", f"/v1/workspaces/{ws}/layers/Points", {"geometryType": "Point", "srid": 3857, "fields": [
    {"name": "Name", "type": "string"}, {"name": "Status", "type": "integer"}, {"name": "Height", "type": "double"}]})
call("PUT", f"/v1/workspaces/{ws}/layers/Lines", {"geometryType": "LineString", "srid": 3857, "fields": [
    {"name": "Name", "type": "string"}, {"name": "Status", "type": "integer"}, {"name": "Voltage", "type": "integer"}]})

live = {}  # id -> (layer, version)


def point():
    return [round(rng.uniform(0, 10000), rng.choice([0, 1, 3, 6])), round(rng.uniform(0, 10000), rng.choice([0, 2, 5]))]


def geometry(layer):
    if layer == "Points":
        return {"type": "Point", "coordinates": point()}
    return {"type": "LineString", "coordinates": [point(), point(), point()]}


def attrs(layer):
    a = {"Name": rng.choice(["a", "Pole 7", "Ünïcode \"q\"", "x" * 30]), "Status": rng.randint(0, 5)}
    if layer == "Points":
        a["Height"] = rng.choice([1.5, 10, 3.25, None, 1e-7, 12345.678])
    else:
        a["Voltage"] = rng.choice([110, 220, None])
    return a


def apply(edits, session=None, version=None):
    body = {"edits": edits}
    if session:
        body["sessionId"] = session
    res = call("POST", f"/v1/workspaces/{ws}/edits", body, version=version)
    for r in res["results"]:
        if r["action"] == "delete":
            live.pop(r["id"], None)
        else:
            live[r["id"]] = (r["layer"], r["version"])
    return res


session = call("POST", f"/v1/workspaces/{ws}/sessions", {"title": "fixture"})["id"]
for step in range(90):
    edits = {}
    kind = rng.random()
    if kind < 0.3 or len(live) < 10:
        for _ in range(rng.randint(1, 6)):
            layer = rng.choice(["Points", "Lines"])
            edits.setdefault(layer, {"layer": layer, "adds": [], "updates": [], "deletes": []})["adds"].append(
                {"attributes": attrs(layer), "geometry": geometry(layer)})
    else:
        for fid in rng.sample(sorted(live), min(len(live), rng.randint(1, 4))):
            layer, version = live[fid]
            e = edits.setdefault(layer, {"layer": layer, "adds": [], "updates": [], "deletes": []})
            r = rng.random()
            if r < 0.45:
                e["updates"].append({"id": fid, "expectedVersion": version, "attributes": {"Status": rng.randint(0, 9)}})
            elif r < 0.85:
                e["updates"].append({"id": fid, "expectedVersion": version, "geometry": geometry(layer)})
            else:
                e["deletes"].append({"id": fid, "expectedVersion": version})
    apply(list(edits.values()), session=session if step % 7 == 0 else None)
    if step == 40:
        call("POST", f"/v1/workspaces/{ws}/sessions/{session}/undo?force=true")
        call("POST", f"/v1/workspaces/{ws}/sessions/{session}/redo?force=true")
        call("POST", f"/v1/workspaces/{ws}/sessions/{session}/undo?force=true")
        # what the undo changed is not tracked in `live`: refresh it from the current state
        live.clear()
        for layer in ("Points", "Lines"):
            for f in call("GET", f"/v1/workspaces/{ws}/layers/{layer}/features?limit=1000")["features"]:
                live[f["id"]] = (layer, f["version"])
    if step == 60:
        fid = next(f for f, (l, _) in sorted(live.items()) if l == "Lines")
        res = call("POST", f"/v1/workspaces/{ws}/features/{fid}/geometry-edits",
                   {"expectedVersion": live[fid][1], "edit": {"kind": "moveVertex", "index": 1, "to": [5000.5, 5000.25]}})
        live[fid] = ("Lines", res["results"][0]["version"])

# A version with edits of its own, reconciled and posted.
v = call("POST", f"/v1/workspaces/{ws}/versions", {"name": "design"})
vname = v["name"]
vid = next(f for f, (l, _) in sorted(live.items()) if l == "Points")
vf = call("GET", f"/v1/workspaces/{ws}/layers/Points/features/{vid}")
call("POST", f"/v1/workspaces/{ws}/edits", {"edits": [{"layer": "Points", "updates": [
    {"id": vid, "expectedVersion": vf["version"], "attributes": {"Name": "in the version"}}],
    "adds": [{"attributes": attrs("Points"), "geometry": geometry("Points")}]}]}, version=vname)
apply([{"layer": "Lines", "adds": [{"attributes": attrs("Lines"), "geometry": geometry("Lines")}]}])
versions = call("GET", f"/v1/workspaces/{ws}/versions")
guid = next(x for x in versions["versions"] if x["name"] == vname)
vpath = f"/v1/workspaces/{ws}/versions/{vname}"
call("POST", vpath + "/reconcile", {})
call("POST", vpath + "/post", {})
for _ in range(5):
    fid = rng.choice(sorted(live))
    layer, version = live[fid]
    apply([{"layer": layer, "updates": [{"id": fid, "expectedVersion": version, "attributes": {"Status": 42}}]}])

head = call("GET", f"/v1/workspaces/{ws}")
feed = call("GET", f"/v1/workspaces/{ws}/events?after=0&limit=1000")
last = feed["lastPosition"]
moments = sorted(set([1, 2, 3, last] + rng.sample(range(1, last + 1), 16)))
answers = {"workspace": ws, "version": vname, "head": last, "feed": feed, "asOf": {}, "history": {}, "diff": {}, "versionState": {}}
ids = set()
for p in moments:
    for layer in ("Points", "Lines"):
        page = call("GET", f"/v1/workspaces/{ws}/layers/{layer}/features?limit=1000&asOf={p}")
        answers["asOf"][f"{layer}@{p}"] = page
for e in feed["events"]:
    if e.get("featureId"):
        ids.add(e["featureId"])
for fid in sorted(ids):
    answers["history"][fid] = call("GET", f"/v1/workspaces/{ws}/features/{fid}/history")
for a, b in [(moments[2], moments[10]), (1, last)]:
    answers["diff"][f"{a}-{b}"] = call("GET", f"/v1/workspaces/{ws}/diff?from={a}&to={b}")
for layer in ("Points", "Lines"):
    answers["versionState"][layer] = call("GET", f"/v1/workspaces/{ws}/layers/{layer}/features?limit=1000", version=vname)
json.dump(answers, open(out, "w"), sort_keys=True, separators=(",", ":"))
print(f"fixture: {last} positions, {len(ids)} features, {len(moments)} moments")
