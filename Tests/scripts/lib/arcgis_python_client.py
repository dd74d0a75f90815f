"""The ArcGIS API for Python (`arcgis`, pinned by Tests/scripts/arcgis_python.sh) against GeoJournal's
FeatureServer, through the HTTPS of Deploy/tls-proxy.sh, with a GeoJournal token and no portal.

    python arcgis_python_client.py HTTPS_ORIGIN HTTP_ORIGIN TOKEN WORKSPACE LAYER ACTOR

HTTPS_ORIGIN is the TLS proxy (https://127.0.0.1:PORT), HTTP_ORIGIN the service itself; the JSON API
(/v1) is read over plain HTTP with the standard library, as the reference the client is compared with.
The layer holds features with an integer N (0..count-1), NAME, HEIGHT and KIND (a coded-value
domain: 1 Wood, 2 Steel), added through /v1 by the shell script.

Every check runs, whatever the others did; each prints one line `ok: ...` or `FAIL: ...` (a failure
with the client's exception or the answer it got), and the exit status is the number of failures.

How the client reaches a bare server: `arcgis.gis._impl._con.Connection(baseurl=<origin>/arcgis,
token=...)` makes a connection of kind USER_TOKEN (the token goes as `X-Esri-Authorization: Bearer`,
or with `legacy=True` as the `token` parameter) whose product is SERVER: it never asks for
/sharing/rest. `FeatureLayer(url, gis=connection)` queries with it. `FeatureLayer.edit_features`
reads `self._gis.version` (and `_is_arcgisonline`), which only a portal `GIS` has: a bare Connection
(also what `ServicesDirectory` hands its layers) raises AttributeError there in arcgis 2.4.4. The
connection therefore gets `version` from the server's own `/arcgis/rest/info` `currentVersion` and
`_is_arcgisonline = False`; that is a limit of the client, not an answer of GeoJournal's.
"""

import datetime
import sys

import arcgis_checks
from arcgis.features import FeatureLayer, FeatureLayerCollection
from arcgis.gis._impl._con import Connection

https_origin, http_origin, token, workspace, layer_name, actor = sys.argv[1:7]
checks = arcgis_checks.Checks("arcgis_python")
log, check, expect = checks.log, checks.check, checks.expect


# ---------------------------------------------------------------- the JSON API (reference)
def api(method, path, body=None, query=None):
    return arcgis_checks.api(http_origin, token, method, path, body, query)


def api_features():
    """Every current feature of the layer from /v1: {GlobalID in braces: feature}."""
    out, cursor = {}, None
    while True:
        query = {"limit": 10000}
        if cursor:
            query["cursor"] = cursor
        page = api("GET", f"/v1/workspaces/{workspace}/layers/{layer_name}/features", query=query)
        for f in page["features"]:
            out["{" + f["id"].upper() + "}"] = f
        cursor = page.get("next")
        if not cursor:
            return out


def head_position():
    return next(w["headPosition"] for w in api("GET", "/v1/workspaces")["workspaces"] if w["id"] == workspace)


def operations_after(position):
    """The operations written after `position`, oldest first."""
    ops = api("GET", f"/v1/workspaces/{workspace}/operations", query={"limit": 50})["operations"]
    return sorted((o for o in ops if o["firstPosition"] > position), key=lambda o: o["firstPosition"])


def epoch_ms(rfc3339):
    text = rfc3339.replace("Z", "+00:00")
    # Python 3.10 reads at most 6 fractional digits, which the API writes.
    return int(datetime.datetime.fromisoformat(text).timestamp() * 1000)


def esri_results(answer, kind):
    expect(isinstance(answer, dict) and kind in answer, f"edit_features answered {answer!r}")
    return answer[kind]


# ---------------------------------------------------------------- the client
base, con, info = arcgis_checks.connect(https_origin, token)
service_url = f"{base}/rest/services/{workspace}/FeatureServer"
log(f"Connection: auth {con._auth}, product {con._product}, server version {con.version}")

layer = None


@check("FeatureLayerCollection and FeatureLayer read the service and layer documents over HTTPS")
def metadata():
    global layer
    collection = FeatureLayerCollection(service_url, gis=con)
    names = [lyr.properties.name for lyr in collection.layers]
    expect(layer_name in names, f"the FeatureServer lists layers {names}, not {layer_name}")
    layer = FeatureLayer(f"{service_url}/{names.index(layer_name)}", gis=con)
    p = layer.properties
    expect(p.objectIdField == "OBJECTID" and p.globalIdField == "GlobalID", f"objectIdField {p.objectIdField}, globalIdField {p.globalIdField}")
    expect(p.maxRecordCount >= 200, f"maxRecordCount {p.maxRecordCount} < 200 (the client reads objectIds in chunks of 200)")
    expect(p.archivingInfo.supportsQueryWithHistoricMoment, "archivingInfo.supportsQueryWithHistoricMoment is not true")
    token_url = info["authInfo"]["tokenServicesUrl"]
    expect(token_url.startswith(https_origin + "/"), f"/arcgis/rest/info names {token_url}: not the https origin the client used")
    return f"layers {names}, layer {layer_name} = {layer.url.rsplit('/', 1)[1]}, tokenServicesUrl {token_url}"


def require_layer():
    expect(layer is not None, "no FeatureLayer (the metadata check failed)")
    return layer


@check('query(where="N > 5") answers the features /v1 has with N > 5')
def query_where():
    fl = require_layer()
    reference = {g: f for g, f in api_features().items() if f["properties"]["N"] > 5}
    got = fl.query(where="N > 5", out_fields="*")
    by_id = {f.attributes["GlobalID"]: f for f in got.features}
    expect(len(got.features) == len(by_id), f"{len(got.features)} features but {len(by_id)} distinct GlobalIDs")
    expect(set(by_id) == set(reference), f"{len(by_id)} features, /v1 has {len(reference)}; "
           f"missing {sorted(set(reference) - set(by_id))[:3]}, extra {sorted(set(by_id) - set(reference))[:3]}")
    for gid, f in by_id.items():
        want = reference[gid]["properties"]
        for name in ("N", "NAME", "HEIGHT", "KIND"):
            expect(f.attributes[name] == want[name], f"{gid}.{name}: {f.attributes[name]!r}, /v1 has {want[name]!r}")
        x, y = reference[gid]["geometry"]["coordinates"]
        expect(abs(f.geometry["x"] - x) < 1e-6 and abs(f.geometry["y"] - y) < 1e-6, f"{gid}: geometry {f.geometry}, /v1 has {[x, y]}")
    count = fl.query(where="N > 5", return_count_only=True)
    expect(count == len(reference), f"return_count_only {count}, expected {len(reference)}")
    return f"{len(by_id)} features equal to /v1 (attributes, coordinates), count {count}"


# The feature edits: two adds, two updates and a delete in one edit_features call, in a session.
state = {}


@check("edit_features(adds, updates, deletes, session_id) is one journal operation by the token's actor")
def edit():
    fl = require_layer()
    features = api_features()
    by_n = {f["properties"]["N"]: (gid, f) for gid, f in features.items()}
    ids = fl.query(object_ids=",".join(str(i) for i in range(1, 200)), out_fields="OBJECTID,GlobalID,N", return_geometry=False)
    oid_of_n = {f.attributes["N"]: f.attributes["OBJECTID"] for f in ids.features}
    expect(all(n in oid_of_n for n in (1, 2, 3)), f"query(object_ids=1..199) did not answer N 1, 2 and 3: {sorted(oid_of_n)[:10]}")
    session = api("POST", f"/v1/workspaces/{workspace}/sessions", {"title": "arcgis edit_features"})
    before = head_position()
    sr = {"wkid": 102100, "latestWkid": 3857}
    adds = [{"attributes": {"N": 100001, "NAME": "added one", "HEIGHT": 12.5, "KIND": 1}, "geometry": {"x": 781000.5, "y": 6571000.5, "spatialReference": sr}},
            {"attributes": {"N": 100002, "NAME": "added two", "HEIGHT": 13.5, "KIND": 2}, "geometry": {"x": 781100.5, "y": 6571100.5, "spatialReference": sr}}]
    updates = [{"attributes": {"OBJECTID": oid_of_n[1], "NAME": "updated one", "HEIGHT": 99.5}},
               {"attributes": {"OBJECTID": oid_of_n[2], "KIND": 2}, "geometry": {"x": 790000.0, "y": 6580000.0, "spatialReference": sr}}]
    answer = fl.edit_features(adds=adds, updates=updates, deletes=[oid_of_n[3]], session_id=session["id"], return_edit_moment=True)
    for kind, n in (("addResults", 2), ("updateResults", 2), ("deleteResults", 1)):
        results = esri_results(answer, kind)
        expect(len(results) == n and all(r.get("success") is True for r in results), f"{kind}: {results}")
    new_oids = [r["objectId"] for r in answer["addResults"]]
    ops = operations_after(before)
    expect(len(ops) == 1, f"{len(ops)} operations were written, expected 1: {ops}")
    op = ops[0]
    expect(op["actor"] == actor, f"the operation's actor is {op['actor']!r}, expected {actor!r}")
    expect(op["sessionId"] == session["id"], f"the operation's session is {op['sessionId']!r}, expected {session['id']}")
    expect(op["lastPosition"] - op["firstPosition"] + 1 == 5, f"the operation has positions {op['firstPosition']}..{op['lastPosition']}, expected 5 events")
    expect(abs(answer.get("editMoment", 0) - epoch_ms(op["recordedAt"])) <= 1, f"editMoment {answer.get('editMoment')}, the operation was recorded at {op['recordedAt']}")
    now = api_features()
    added = [f for f in now.values() if f["properties"]["N"] in (100001, 100002)]
    expect(len(added) == 2, f"/v1 has {len(added)} of the 2 added features")
    expect(now[by_n[1][0]]["properties"]["NAME"] == "updated one" and now[by_n[1][0]]["properties"]["HEIGHT"] == 99.5, f"/v1 has N=1 as {now[by_n[1][0]]['properties']}")
    expect(now[by_n[2][0]]["properties"]["KIND"] == 2 and now[by_n[2][0]]["geometry"]["coordinates"] == [790000.0, 6580000.0], f"/v1 has N=2 as {now[by_n[2][0]]}")
    expect(by_n[3][0] not in now, "/v1 still has the deleted feature N=3")
    state.update(session=session["id"], op=op, oid_of_n=oid_of_n, new_oids=new_oids, old=by_n, moment=answer["editMoment"])
    return (f"operation {op['id']} by {op['actor']}, positions {op['firstPosition']}..{op['lastPosition']}, session {session['id']}, "
            f"added OBJECTIDs {new_oids}, /v1 agrees")


@check("query(historic_moment=<ms before the edit>) answers the values of that moment")
def historic():
    fl = require_layer()
    expect("op" in state, "no edit to look back on (the edit check failed)")
    oid_of_n, old = state["oid_of_n"], state["old"]
    before_ms = epoch_ms(state["op"]["recordedAt"]) - 1
    oids = ",".join(str(oid_of_n[n]) for n in (1, 2, 3))
    then = fl.query(object_ids=oids, out_fields="*", historic_moment=before_ms)
    got = {f.attributes["N"]: f for f in then.features}
    expect(sorted(got) == [1, 2, 3], f"at {before_ms} the query answers N {sorted(got)}, expected [1, 2, 3] (N=3 was deleted after)")
    for n in (1, 2, 3):
        want = old[n][1]
        for name in ("NAME", "HEIGHT", "KIND"):
            expect(got[n].attributes[name] == want["properties"][name], f"N={n} {name} at {before_ms}: {got[n].attributes[name]!r}, it was {want['properties'][name]!r}")
        x, y = want["geometry"]["coordinates"]
        expect(abs(got[n].geometry["x"] - x) < 1e-6 and abs(got[n].geometry["y"] - y) < 1e-6, f"N={n} geometry at {before_ms}: {got[n].geometry}, it was {[x, y]}")
    added = ",".join(str(o) for o in state["new_oids"])
    expect(fl.query(object_ids=added, historic_moment=before_ms, return_count_only=True) == 0, "the added features exist before they were added")
    # (query() documents historic_moment as an integer: arcgis 2.4.4 sends a datetime as ISO 8601
    # text, `historicMoment=2026-11-27T05:37:10.305000Z`, which the GeoServices spec does not define.)
    current = {f.attributes["N"]: f.attributes for f in fl.query(object_ids=oids, out_fields="N,NAME,HEIGHT").features}
    expect(sorted(current) == [1, 2] and current[1]["NAME"] == "updated one", f"now: {current}")
    return f"at {before_ms}: N=1 NAME {got[1].attributes['NAME']!r} (now 'updated one'), N=3 still there; added features absent"


@check("the session's undo (POST /v1/.../sessions/{id}/undo) takes the edit_features operation back")
def undo():
    fl = require_layer()
    expect("op" in state, "no edit to undo (the edit check failed)")
    before = head_position()
    answer = api("POST", f"/v1/workspaces/{workspace}/sessions/{state['session']}/undo", {})
    ops = operations_after(before)
    expect(len(ops) == 1 and ops[0]["kind"] == "undo" and ops[0]["actor"] == actor, f"undo wrote {ops}")
    oid_of_n = state["oid_of_n"]
    oids = ",".join(str(oid_of_n[n]) for n in (1, 2, 3))
    now = {f.attributes["N"]: f for f in fl.query(object_ids=oids, out_fields="*").features}
    expect(sorted(now) == [1, 2, 3], f"after undo the query answers N {sorted(now)} for OBJECTIDs {oids}, expected [1, 2, 3] (the delete undone, same OBJECTID)")
    for n in (1, 2, 3):
        for name in ("NAME", "HEIGHT", "KIND"):
            want = state["old"][n][1]["properties"][name]
            expect(now[n].attributes[name] == want, f"after undo N={n} {name} is {now[n].attributes[name]!r}, expected {want!r}")
    added = ",".join(str(o) for o in state["new_oids"])
    expect(fl.query(object_ids=added, return_count_only=True) == 0, "the added features are still there after undo")
    expect(answer["operation"]["id"] == ops[0]["id"], f"undo answered {answer['operation']}, the journal has {ops[0]}")
    return f"undo operation {ops[0]['id']}: N=1..3 as before (N=3 back with OBJECTID {oid_of_n[3]}), the adds gone"


def domain_adds(tag):
    return [{"attributes": {"N": 200000 + k, "NAME": f"{tag} {k}", "KIND": kind}, "geometry": {"x": 782000.0 + k, "y": 6572000.0}}
            for k, kind in enumerate((1, 9, 2))]


@check("edit_features(rollback_on_failure=True) with an add outside the coded-value domain writes nothing")
def rollback_true():
    fl = require_layer()
    before, count = head_position(), len(api_features())
    answer = fl.edit_features(adds=domain_adds("rollback"), rollback_on_failure=True)
    results = esri_results(answer, "addResults")
    expect(len(results) == 3 and not any(r.get("success") for r in results), f"addResults {results}")
    bad = results[1].get("error") or {}
    expect("domain" in str(bad.get("description", "")).lower(), f"the refused add's error is {bad}")
    expect(operations_after(before) == [] and head_position() == before, f"operations were written: {operations_after(before)}")
    expect(len(api_features()) == count, "the layer's feature count changed")
    return f"3 × success false, the refused one: {bad}"


@check("edit_features(rollback_on_failure=False) with an add outside the coded-value domain writes the others")
def rollback_false():
    fl = require_layer()
    before = head_position()
    answer = fl.edit_features(adds=domain_adds("partial"), rollback_on_failure=False)
    results = esri_results(answer, "addResults")
    expect([r.get("success") for r in results] == [True, False, True], f"addResults {results}")
    ops = operations_after(before)
    expect(len(ops) == 1 and ops[0]["actor"] == actor and ops[0]["lastPosition"] - ops[0]["firstPosition"] == 1, f"operations written: {ops}")
    written = fl.query(object_ids=f"{results[0]['objectId']},{results[2]['objectId']}", out_fields="N,KIND", return_geometry=False)
    got = sorted((f.attributes["N"], f.attributes["KIND"]) for f in written.features)
    expect(got == [(200000, 1), (200002, 2)], f"the written adds read back as {got}")
    return f"adds 1 and 3 written as OBJECTIDs {results[0]['objectId']}, {results[2]['objectId']} in operation {ops[0]['id']}; add 2: {results[1].get('error')}"


@check("edit_features(adds=[a point with spatialReference 4326]) on a layer in 3857 lands there (or is refused)")
def other_spatial_reference():
    fl = require_layer()
    before = head_position()
    lon, lat = 7.015, 50.71
    answer = fl.edit_features(adds=[{"attributes": {"N": 300000, "NAME": "in 4326", "KIND": 1},
                                     "geometry": {"x": lon, "y": lat, "spatialReference": {"wkid": 4326}}}])
    result = esri_results(answer, "addResults")[0]
    if not result.get("success"):
        expect(operations_after(before) == [], "a refused add was written")
        return f"refused: {result.get('error')}"
    back = fl.query(object_ids=str(result["objectId"]), out_sr=4326).features[0].geometry
    expect(abs(back["x"] - lon) < 1e-6 and abs(back["y"] - lat) < 1e-6,
           f"sent x={lon}, y={lat} with spatialReference 4326, success true; it reads back in 4326 as x={back['x']}, y={back['y']} "
           f"(in the layer's 3857: {fl.query(object_ids=str(result['objectId'])).features[0].geometry}): the spatialReference was ignored")
    return f"stored where it was meant: reads back in 4326 as {back['x']:.6f}, {back['y']:.6f}"


@check("a Connection with legacy=True (the token as the `token` parameter) queries too")
def legacy_token():
    fl = require_layer()
    legacy = Connection(baseurl=base, token=token, verify_cert=False, all_ssl=True, legacy=True)
    got = FeatureLayer(fl.url, gis=legacy).query(object_ids="1,2,3,4,5", return_count_only=True)
    expect(isinstance(got, int) and got >= 1, f"return_count_only answered {got!r}")
    return f"count {got}"


checks.finish()
