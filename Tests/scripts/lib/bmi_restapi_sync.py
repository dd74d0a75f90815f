"""`bmi-arcgis-restapi` (PyPI; `import restapi`) against GeoJournal's FeatureServer over plain HTTP with
the token in its session's `X-Esri-Authorization` header: `FeatureService.createReplica`, `replicaInfo`, `syncReplica` (an upload and
a download) and `unRegisterReplica`, each checked against the JSON API.

    python bmi_restapi_sync.py HTTP_ORIGIN TOKEN WORKSPACE LAYER ACTOR
"""

import json
import sys
import uuid

import arcgis_checks as plain
import restapi

http_origin, token, workspace, layer_name, actor = sys.argv[1:6]
checks = plain.Checks("bmi_restapi")
check, expect = checks.check, checks.expect
# restapi sends a token as ArcGIS Server's `agstoken` cookie, which GeoJournal does not read (a
# cookie would authenticate cross-site requests): its session sends the token as a header instead.
restapi.get_request_client().session.headers["X-Esri-Authorization"] = f"Bearer {token}"
service = restapi.FeatureService(f"{http_origin}/arcgis/rest/services/{workspace}/FeatureServer")
state = {}


def api(method, path, body=None, query=None):
    return plain.api(http_origin, token, method, path, body, query)


def v1_features():
    return {"{" + f["id"].upper() + "}": f for f in api("GET", f"/v1/workspaces/{workspace}/layers/{layer_name}/features", query={"limit": 10000})["features"]}


@check("FeatureService.createReplica (its own defaults: returnAttachments, the initial extent, perReplica): a replica whose file holds the layer")
def create():
    made = service.createReplica([0], "bmi-crew", returnReplicaObject=False)
    made = dict(made)
    expect(made.get("replicaID") and made.get("URL"), f"createReplica answered {made}")
    data = api("GET", made["URL"].split(http_origin, 1)[1])
    got = {f["attributes"]["GlobalID"] for layer in data["layers"] for f in layer["features"]}
    expect(got == set(v1_features()), f"the file holds {len(got)} features, /v1 {len(v1_features())}")
    state.update(id=made["replicaID"], gen=made["replicaServerGen"])
    return f"{made['replicaID']}: {len(got)} features"


@check("replicaInfo and syncReplica: an update by GlobalID uploaded, the server's change downloaded")
def sync():
    info = service.replicaInfo(state["id"])
    expect(info.replicaName == "bmi-crew" and info.replicaOwner == actor, f"replicaInfo {info}")
    features = v1_features()
    gids = sorted(features)
    api("POST", f"/v1/workspaces/{workspace}/edits", {"edits": [{"layer": layer_name, "updates": [{"id": gids[0].strip("{}").lower(), "attributes": {"NAME": "office"}}]}]})
    edits = [{"id": 0, "features": {"adds": [], "updates": [{"attributes": {"GlobalID": gids[1], "NAME": "bmi"}}], "deleteIds": []}}]
    answer = service.syncReplica(state["id"], replicaServerGen=state["gen"], edits=json.dumps(edits), syncDirection="bidirectional",
                                 transportType="esriTransportTypeEmbedded", rollbackOnFailure="false", f="json")
    answer = dict(answer)
    layer = answer["edits"][0]
    expect(layer["updateResults"][0]["success"], f"updateResults {layer['updateResults']}")
    expect([f["attributes"]["GlobalID"] for f in layer["features"]["updates"]] == [gids[0]], f"download {layer['features']}")
    expect(v1_features()[gids[1]]["properties"]["NAME"] == "bmi", "the upload did not land")
    return f"generation {state['gen']} -> {answer['replicaServerGen']}"


@check("unRegisterReplica: the replica is gone")
def unregister():
    answer = dict(service.unRegisterReplica(state["id"]))
    expect(answer.get("success") is True, f"unRegisterReplica answered {answer}")
    expect(all(r["replicaName"] != "bmi-crew" for r in api("GET", f"/v1/workspaces/{workspace}/replicas")["replicas"]), "still listed")
    return "unregistered"


checks.finish()
