"""The ArcGIS API for Python's sync client (`FeatureLayerCollection.replicas`, a SyncManager) against
GeoJournal's FeatureServer, through the HTTPS of Deploy/tls-proxy.sh, with a GeoJournal token and no
portal (the connection and the checks are arcgis_checks.py's).

    python arcgis_sync_client.py HTTPS_ORIGIN HTTP_ORIGIN TOKEN WORKSPACE LAYER ACTOR

WORKSPACE holds LAYER (points with an integer N, 0..count-1, and KIND, a coded-value domain 1/2),
its first layer (id 0). Each check prints `ok: ...` or `FAIL: ...`; the exit status is the number of
failures. The JSON API (/v1) over plain HTTP is the reference.
"""

import json
import os
import sys
import tempfile
import uuid

import arcgis_checks
from arcgis.features import FeatureLayerCollection

https_origin, http_origin, token, workspace, layer_name, actor = sys.argv[1:7]
checks = arcgis_checks.Checks("arcgis_sync")
log, check, expect = checks.log, checks.check, checks.expect


def api(method, path, body=None, query=None):
    return arcgis_checks.api(http_origin, token, method, path, body, query)


def v1_features(version=None, as_of=None):
    """{GlobalID in braces: feature} of the layer through /v1."""
    query = {"limit": 10000}
    if version:
        query["version"] = version
    if as_of is not None:
        query["asOf"] = as_of
    return {"{" + f["id"].upper() + "}": f for f in api("GET", f"/v1/workspaces/{workspace}/layers/{layer_name}/features", query=query)["features"]}


def head():
    return next(w["headPosition"] for w in api("GET", "/v1/workspaces")["workspaces"] if w["id"] == workspace)


base, con, info = arcgis_checks.connect(https_origin, token)
flc = FeatureLayerCollection(f"{base}/rest/services/{workspace}/FeatureServer", gis=con)
state = {}


def by_n(features):
    return {f["properties"]["N"]: gid for gid, f in features.items()}


def layer_features(answer):
    return {f["attributes"]["GlobalID"]: f for layer in answer.get("layers", []) if layer["id"] == 0 for f in layer["features"]}


@check("the FeatureServer says Sync: syncEnabled, the capability, honest syncCapabilities")
def capabilities():
    props = flc.properties
    expect(props.syncEnabled is True, f"syncEnabled is {props.syncEnabled}")
    expect("Sync" in props.capabilities, f"capabilities: {props.capabilities}")
    caps = props.syncCapabilities
    expect(caps.supportsRollbackOnFailure is True and caps.supportsPerReplicaSync is True and caps.supportsAsync is True, f"syncCapabilities: {dict(caps)}")
    expect(type(flc.replicas).__name__ == "SyncManager", f"flc.replicas is {type(flc.replicas)}")
    return f"capabilities {props.capabilities}"


@check("replicas.create with the client's defaults (syncModel=none, queryOption all, the fullExtent padded with spaces, url transport) downloads every feature")
def create_extract():
    folder = tempfile.mkdtemp()
    made = flc.replicas.create("extract", layers=[0], out_path=folder)
    expect(made is not None, "create returned None (the service does not say syncEnabled?)")
    expect(made.get("responseUrl") and os.path.exists(made.get("download_url") or ""), f"create answered {made}")
    with open(made["download_url"]) as f:
        data = json.load(f)
    got = layer_features(data)
    expect(len(got) == len(v1_features()), f"the file holds {len(got)} features, /v1 {len(v1_features())}")
    state["extract"] = made["replicaID"]
    return f"{len(got)} features in {os.path.basename(made['download_url'])}"


@check("replicas.create(sync_model=perReplica, embedded, layer query N < 100): the layer as of its generation, filtered")
def create_replica():
    made = flc.replicas.create("crew-1", layers=[0], layer_queries={"0": {"queryOption": "useFilter", "where": "N < 100", "useGeometry": False}},
                               transport_type="esriTransportTypeEmbedded", sync_model="perReplica", sync_direction="bidirectional")
    expect(made and made.get("replicaID"), f"create answered {str(made)[:300]}")
    got = layer_features(made)
    expected = {gid: f for gid, f in v1_features().items() if f["properties"]["N"] < 100}
    expect(set(got) == set(expected), f"{len(got)} features, expected {len(expected)}")
    expect(all(got[g]["attributes"]["N"] == expected[g]["properties"]["N"] for g in got), "attributes differ from /v1")
    expect(made["replicaServerGen"] == head(), f"replicaServerGen {made['replicaServerGen']}, head {head()}")
    state.update(replica=made["replicaID"], gen=made["replicaServerGen"], local=got)
    return f"{made['replicaID']} at generation {made['replicaServerGen']}, {len(got)} features"


@check("replicas.create(asynchronous=True, wait=True): the job's status is Completed, with its result")
def create_async():
    status = flc.replicas.create("crew-async", layers=[0], sync_model="perReplica", asynchronous=True, wait=True)
    expect(status.get("status") == "Completed" and status.get("resultUrl"), f"status {status}")
    state["async"] = status["replicaID"]
    return status["resultUrl"].rsplit("/", 1)[-1]


@check("replicas.get_list and get: the replicas with their owner and generation")
def listing():
    names = {r["replicaName"] for r in flc.replicas.get_list()}
    expect({"extract", "crew-1", "crew-async"} <= names, f"get_list: {names}")
    one = flc.replicas.get(state["replica"])
    expect(one["replicaOwner"] == actor and one["replicaServerGen"] == state["gen"] and one["syncModel"] == "perReplica", f"get: {one}")
    return f"{len(names)} replicas; {one['replicaName']} owned by {one['replicaOwner']}"


@check("synchronize(bidirectional): adds and updates by GlobalID land as one operation; an update over a server change is refused (1020) and kept in the replica's version; the download brings the server's changes")
def synchronize():
    features = v1_features()
    n = by_n(features)
    # The server: N=1 renamed, N=2 deleted, N=150 moved into the replica's query (N=3 -> no: N=150 -> 50).
    api("POST", f"/v1/workspaces/{workspace}/edits", {"edits": [{"layer": layer_name,
        "updates": [{"id": n[1].strip("{}").lower(), "attributes": {"NAME": "office"}}, {"id": n[150].strip("{}").lower(), "attributes": {"N": 50}}],
        "deletes": [{"id": n[2].strip("{}").lower()}]}]})
    added = "{" + str(uuid.uuid4()).upper() + "}"
    edits = [{"id": 0, "features": {
        "adds": [{"attributes": {"GlobalID": added, "N": 9001, "KIND": 2}, "geometry": {"x": 781234.0, "y": 6571234.0}}],
        "updates": [{"attributes": {"GlobalID": n[1], "NAME": "field"}}, {"attributes": {"GlobalID": n[4], "NAME": "field"}}],
        "deleteIds": [n[5]]}}]
    answer = flc.replicas.synchronize(state["replica"], transport_type="esriTransportTypeEmbedded", replica_server_gen=state["gen"], edits=edits,
                                      sync_direction="bidirectional", return_ids_for_adds=True, rollback_on_failure=False)
    layer = next(e for e in answer["edits"] if e["id"] == 0)
    expect(layer["addResults"][0]["success"] and layer["addResults"][0]["objectId"], f"addResults {layer['addResults']}")
    updates = layer["updateResults"]
    expect(not updates[0]["success"] and updates[0]["error"]["code"] == 1020 and updates[0].get("keptInVersion"), f"updateResults {updates}")
    expect(updates[1]["success"] and layer["deleteResults"][0]["success"], f"updateResults {updates}, deleteResults {layer['deleteResults']}")
    after = v1_features()
    expect(after[n[1]]["properties"]["NAME"] == "office", "the server's change was overwritten")
    expect(after[n[4]]["properties"]["NAME"] == "field" and n[5] not in after and added in after, "the clean edits did not land")
    kept = v1_features(version=updates[0]["keptInVersion"])
    expect(kept[n[1]]["properties"]["NAME"] == "field", f"the version holds {kept[n[1]]['properties']}")
    down = layer["features"]
    expect({f["attributes"]["GlobalID"] for f in down["updates"]} == {n[1]}, f"download updates {down['updates']}")
    # The crew's own add (N=9001) is outside its query N < 100: it leaves the replica.
    expect({f["attributes"]["GlobalID"] for f in down["adds"]} == {n[150]} and set(down["deleteIds"]) == {n[2], added}, f"download {down}")
    expect(answer["replicaServerGen"] == head(), f"replicaServerGen {answer['replicaServerGen']}, head {head()}")
    ops = api("GET", f"/v1/workspaces/{workspace}/operations", query={"actor": actor, "limit": 3})["operations"]
    expect(ops[0]["metadata"].get("replica") == state["replica"].strip("{}").lower(), f"last operation {ops[0]}")
    state["gen"] = answer["replicaServerGen"]
    state["synced"] = (state["replica"], edits)
    return f"3 applied, 1 kept in {updates[0]['keptInVersion']}; downloaded 1 add, 1 update, 2 deletes; generation {state['gen']}"


@check("synchronize with rollback_on_failure=True and a value outside the domain writes nothing")
def rollback():
    n = by_n(v1_features())
    before = head()
    edits = [{"id": 0, "features": {"updates": [{"attributes": {"GlobalID": n[6], "NAME": "rolled back"}}, {"attributes": {"GlobalID": n[7], "KIND": 9}}]}}]
    answer = flc.replicas.synchronize(state["replica"], transport_type="esriTransportTypeEmbedded", replica_server_gen=state["gen"], edits=edits,
                                      sync_direction="upload", rollback_on_failure=True)
    results = answer["edits"][0]["updateResults"]
    expect(not results[0]["success"] and not results[1]["success"] and "KIND" in results[1]["error"]["description"], f"{results}")
    expect(head() == before, "something was written")
    return results[1]["error"]["description"]


@check("synchronize retried with the same upload (its answer lost) writes nothing twice")
def retry():
    replica, _ = state["synced"]
    n = by_n(v1_features())
    edits = [{"id": 0, "features": {"updates": [{"attributes": {"GlobalID": n[8], "NAME": "once"}}]}}]
    first = flc.replicas.synchronize(replica, transport_type="esriTransportTypeEmbedded", replica_server_gen=state["gen"], edits=edits,
                                     sync_direction="upload", rollback_on_failure=False)
    position = head()
    second = flc.replicas.synchronize(replica, transport_type="esriTransportTypeEmbedded", replica_server_gen=state["gen"], edits=edits,
                                      sync_direction="upload", rollback_on_failure=False)
    expect(first["edits"] == second["edits"] and head() == position, f"first {first['edits']}, second {second['edits']}, head {position} -> {head()}")
    return "the same answer, no new position"


@check("bad input: an unknown replica and a generation from the future are refused in Esri's envelope")
def bad_input():
    refused = []
    for replica, gen in [("{" + str(uuid.uuid4()).upper() + "}", state["gen"]), (state["replica"], state["gen"] + 100000)]:
        try:
            flc.replicas.synchronize(replica, transport_type="esriTransportTypeEmbedded", replica_server_gen=gen, sync_direction="download")
        except Exception as error:  # noqa: BLE001 - the client raises the service's error
            refused.append(str(error))
    expect(len(refused) == 2, f"refused {refused}")
    return "; ".join(r.splitlines()[0][:80] for r in refused)


@check("replicas.unregister: the replica is gone from get_list")
def unregister():
    for replica in [state["replica"], state["async"], state["extract"]]:
        answer = flc.replicas.unregister(replica)
        expect(answer.get("success") is True, f"unregister answered {answer}")
    names = {r["replicaName"] for r in flc.replicas.get_list()}
    expect(not ({"crew-1", "crew-async", "extract"} & names), f"get_list: {names}")
    log_entries = api("GET", "/v1/workspaces/{}/replicas".format(workspace))["replicas"]
    expect(all(r["replicaName"] not in ("crew-1",) for r in log_entries), f"/v1 lists {log_entries}")
    return "3 unregistered"


checks.finish()
