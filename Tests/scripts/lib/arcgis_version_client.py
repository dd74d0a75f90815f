"""The ArcGIS API for Python's branch-versioning client (`arcgis.features._version`: VersionManager,
Version) against GeoJournal's VersionManagementServer, through the HTTPS of Deploy/tls-proxy.sh,
with a GeoJournal token and no portal (the connection and the checks are arcgis_checks.py's).

    python arcgis_version_client.py HTTPS_ORIGIN HTTP_ORIGIN TOKEN WORKSPACE LAYER ACTOR NETWORK_WORKSPACE

WORKSPACE holds LAYER (points with an integer field N); NETWORK_WORKSPACE the sample network (layers
Device and Line, network Electric). Each check prints `ok: ...` or `FAIL: ...`; the exit status is the
number of failures.
"""

import sys
import types
import uuid

import arcgis_checks
from arcgis.features import FeatureLayer, FeatureLayerCollection
from arcgis.features._utility import UtilityNetworkManager
from arcgis.features._version import VersionManager

https_origin, http_origin, token, workspace, layer_name, actor, network_ws = sys.argv[1:8]
checks = arcgis_checks.Checks("arcgis_versions")
log, check, expect = checks.log, checks.check, checks.expect


def api(method, path, body=None, query=None):
    return arcgis_checks.api(http_origin, token, method, path, body, query)


base, con, info = arcgis_checks.connect(https_origin, token)
# Version.__init__ reads gis._portal.con: a stand-in for the portal GeoJournal does not have.
gis = types.SimpleNamespace(version=[11, 1], _is_arcgisonline=False, _con=con, _portal=types.SimpleNamespace(con=con),
                            _session=getattr(con, "_session", None))
state = {}


def v1_features(ws, layer, version=None):
    query = {"limit": 10000}
    if version:
        query["version"] = version
    return {f["id"]: f for f in api("GET", f"/v1/workspaces/{ws}/layers/{layer}/features", query=query)["features"]}


@check("VersionManager.create and get(mode='edit'): a version owned by the token's actor, edited in a session")
def create():
    flc = FeatureLayerCollection(f"{base}/rest/services/{workspace}/FeatureServer", gis=con)
    manager = VersionManager(f"{base}/rest/services/{workspace}/VersionManagementServer", gis, flc)
    made = manager.create("design1", permission="public", description="a work order")
    expect(made.get("success") is True, f"create answered {made}")
    name = f"{actor}.design1"
    version = manager.get(name, mode="edit")
    expect(version is not None, f"get({name!r}) found nothing among {[v.properties['versionName'] for v in manager.all]}")
    expect(version.properties["isBeingEdited"] is True, f"after mode=edit the version says {dict(version.properties)}")
    layer = next(lyr for lyr in flc.layers if lyr.properties.name == layer_name)
    expect(layer.properties.get("isDataBranchVersioned") is True, "the layer does not say it is branch versioned")
    state.update(manager=manager, version=version, name=name, layer=layer)
    listed = api("GET", f"/v1/workspaces/{workspace}/versions")["versions"]
    expect(any(v["name"] == name and v["editingSession"] for v in listed), f"/v1 lists {listed}")
    return f"{name}, session {version._guid}"


@check("Version.edit adds, updates and deletes in the version; DEFAULT is unchanged")
def edit():
    version, layer, name = state["version"], state["layer"], state["name"]
    default_before = v1_features(workspace, layer_name)
    some = layer.query(where="N < 3", out_fields="OBJECTID,GlobalID,N", order_by_fields="N")
    first, second, third = some.features[:3]
    state["contested"] = first.attributes
    answer = version.edit(layer,
                          adds=[{"attributes": {"N": 99001, "NAME": "in design1"}, "geometry": {"x": 781000, "y": 6571000}}],
                          updates=[{"attributes": {"OBJECTID": first.attributes["OBJECTID"], "N": 91001}}],
                          deletes=[second.attributes["OBJECTID"]])
    results = answer["addResults"] + answer["updateResults"] + answer["deleteResults"]
    expect(all(r["success"] for r in results), f"edit answered {answer}")
    state["added"] = answer["addResults"][0]["objectId"]
    state["deleted"] = second.attributes["GlobalID"]
    expect(v1_features(workspace, layer_name) == default_before, "DEFAULT changed")
    in_version = v1_features(workspace, layer_name, version=name)
    gid = first.attributes["GlobalID"].strip("{}").lower()
    expect(in_version[gid]["properties"]["N"] == 91001, f"the version reads {in_version[gid]['properties']}")
    expect(second.attributes["GlobalID"].strip("{}").lower() not in in_version, "the deleted feature is still in the version")
    expect(len(in_version) == len(default_before), f"{len(in_version)} features in the version, {len(default_before)} on DEFAULT (one added, one deleted)")
    through_query = layer.query(where="N = 91001", gdb_version=name, return_count_only=True)
    on_default = layer.query(where="N = 91001", return_count_only=True)
    expect(through_query == 1 and on_default == 0, f"query with gdb_version counts {through_query}, without {on_default}")
    return f"3 edits; query(gdb_version) sees them, DEFAULT does not"


@check("an update of the same feature on DEFAULT; reconcile reports the conflict, conflicts() lists its three states")
def reconcile():
    version, name = state["version"], state["name"]
    gid = state["contested"]["GlobalID"].strip("{}").lower()
    api("POST", f"/v1/workspaces/{workspace}/edits", {"edits": [{"layer": layer_name, "updates": [{"id": gid, "attributes": {"N": 92002}}]}]})
    answer = version.reconcile(end_with_conflict=False, with_post=False, conflict_detection="byObject")
    expect(answer.get("success") is True and answer.get("hasConflicts") is True, f"reconcile answered {answer}")
    conflicts = version.conflicts()
    layers = conflicts.get("conflicts") or []
    uu = [c for entry in layers for c in entry.get("updateUpdateConflicts", [])]
    expect(len(uu) == 1, f"conflicts answered {conflicts}")
    c = uu[0]
    states = (c["ancestorVersion"]["attributes"]["N"], c["defaultVersion"]["attributes"]["N"], c["branchVersion"]["attributes"]["N"])
    expect(states == (state["contested"]["N"], 92002, 91001), f"ancestor/default/branch N are {states}")
    differences = version.differences(result_type="objectIds")
    expect(differences.get("success") is True, f"differences answered {differences}")
    counts = {k: sum(len(d.get(k, [])) for d in differences.get("differences", [])) for k in ("inserts", "updates", "deletes")}
    expect(counts == {"inserts": 1, "updates": 1, "deletes": 1}, f"differences count {counts}")
    return f"one update-update conflict, states {states}; differences {counts}"


@check("post writes the version's edits to DEFAULT as one operation of kind post by the actor")
def post():
    version, name = state["version"], state["name"]
    before = api("GET", f"/v1/workspaces/{workspace}/operations", query={"limit": 1})["operations"][0]
    # conflicts() ends with stopReading, after which the client forgets its mode; the server kept
    # the edit session, as the version's properties say.
    expect(version.mode == "edit", f"the version is not in an edit session: {dict(version.properties)}")
    posted = version.post()
    expect(posted is True, f"post answered {posted}")
    after = api("GET", f"/v1/workspaces/{workspace}/operations", query={"limit": 1})["operations"][0]
    expect(after["id"] != before["id"] and after["kind"] == "post" and after["actor"] == actor, f"DEFAULT's newest operation is {after}")
    default = v1_features(workspace, layer_name)
    gid = state["contested"]["GlobalID"].strip("{}").lower()
    expect(default[gid]["properties"]["N"] == 91001, "the version's update did not reach DEFAULT")
    expect(state["deleted"].strip("{}").lower() not in default, "the version's delete did not reach DEFAULT")
    expect(any(f["properties"]["N"] == 99001 for f in default.values()), "the version's add did not reach DEFAULT")
    # (Setting `mode = None` from "edit" stops nothing in this client: it stops only a mode equal to None.)
    version.stop_editing(save=True)
    version.stop_reading()
    return f"operation {after['id']} ({after['lastPosition'] - after['firstPosition'] + 1} events)"


@check("a UtilityNetworkServer trace with gdbVersion sees a line added in the version; DEFAULT's trace does not")
def trace():
    flc = FeatureLayerCollection(f"{base}/rest/services/{network_ws}/FeatureServer", gis=con)
    manager = VersionManager(f"{base}/rest/services/{network_ws}/VersionManagementServer", gis, flc)
    manager.create("extension", permission="public")
    version = manager.get(f"{actor}.extension", mode="edit")
    expect(version is not None, "the network workspace's version was not found")
    lines = next(lyr for lyr in flc.layers if lyr.properties.name == "Line")
    devices = next(lyr for lyr in flc.layers if lyr.properties.name == "Device")
    config = {"domainNetworkName": "ElectricDistribution", "tierName": "Medium Voltage Radial"}
    on_default = UtilityNetworkManager(f"{base}/rest/services/{network_ws}/UtilityNetworkServer", gis=con)
    # The breaker that reaches most (an earlier check cut a line near one of them).
    best = []
    for feature in devices.query(where="ASSETGROUP = 1", out_fields="GlobalID").features:
        at = [{"traceLocationType": "startingPoint", "globalId": feature.attributes["GlobalID"], "terminalId": 2}]
        elements = on_default.trace(locations=at, trace_type="connected", configuration=config)["traceResults"]["elements"]
        if len(elements) > len(best):
            best, location = elements, at
    reached = best
    # A primary line the breaker reaches, continued from its end vertex by a new primary line.
    reached_lines = [e["globalId"] for e in reached if e["networkSourceId"] == 4 and e["assetGroupCode"] == 1]
    expect(reached_lines, f"DEFAULT's trace reached no primary line among {len(reached)} elements, e.g. {reached[:3]}")
    one = lines.query(where=f"GlobalID = '{reached_lines[0]}'", out_fields="*", return_geometry=True).features[0]
    end = one.geometry["paths"][0][-1]
    attributes = {k: v for k, v in one.attributes.items() if k.upper() in ("ASSETGROUP", "ASSETTYPE")}
    added = version.edit(lines, adds=[{"attributes": attributes, "geometry": {"paths": [[end, [end[0] + 7, end[1] + 7]]], "spatialReference": {"wkid": 3857}}}])
    expect(added["addResults"][0]["success"], f"the add answered {added}")
    new_gid = added["addResults"][0]["globalId"]
    in_version = UtilityNetworkManager(f"{base}/rest/services/{network_ws}/UtilityNetworkServer", version=version, gis=con)
    mine = {e["globalId"] for e in in_version.trace(locations=location, trace_type="connected", configuration=config)["traceResults"]["elements"]}
    theirs = {e["globalId"] for e in on_default.trace(locations=location, trace_type="connected", configuration=config)["traceResults"]["elements"]}
    expect(new_gid.upper() in {g.upper() for g in mine}, f"the version's trace ({len(mine)} elements) lacks {new_gid}")
    expect(new_gid.upper() not in {g.upper() for g in theirs}, "DEFAULT's trace has the version's line")
    version.stop_editing(save=True)
    version.stop_reading()
    return f"{len(mine)} elements in the version, {len(theirs)} on DEFAULT"


@check("bad input is refused in Esri's envelope and writes nothing: an unknown version, a second editor, a bad name, deleting DEFAULT")
def refusals():
    manager = state.get("manager")
    expect(manager is not None, "no manager (the first check failed)")
    head = api("GET", f"/v1/workspaces/{workspace}")["headPosition"]
    said = []

    def refusal(url, params):
        """The code of Esri's error envelope (the client raises it as an exception), or the answer."""
        try:
            return con.post(url, params)
        except Exception as error:  # noqa: BLE001 - the client turns every error envelope into an Exception
            return str(error)

    unknown = refusal(f"{base}/rest/services/{workspace}/FeatureServer/0/query", {"f": "json", "where": "1=1", "gdbVersion": f"{actor}.nothing", "returnCountOnly": "true"})
    expect("Error Code: 404" in str(unknown), f"an unknown gdbVersion answered {unknown}")
    said.append("unknown 404")
    bad = refusal(f"{base}/rest/services/{workspace}/VersionManagementServer/create", {"f": "json", "versionName": "a;b"})
    expect("Error Code: 4" in str(bad), f"a name with ';' answered {bad}")
    said.append("bad name refused")
    version = manager.get(state["name"])
    guid = version._url.rsplit("/", 1)[1]
    url = f"{base}/rest/services/{workspace}/VersionManagementServer/versions/{guid}"
    first, second = "{" + str(uuid.uuid4()).upper() + "}", "{" + str(uuid.uuid4()).upper() + "}"
    con.post(url + "/startReading", {"f": "json", "sessionId": first})
    held = con.post(url + "/startEditing", {"f": "json", "sessionId": first})
    expect(held.get("success") is True, f"startEditing answered {held}")
    other = refusal(url + "/startEditing", {"f": "json", "sessionId": second})
    expect("Error Code: 409" in str(other), f"a second editing session answered {other}")
    said.append("second editor 409")
    con.post(url + "/stopEditing", {"f": "json", "sessionId": first, "saveEdits": "true"})
    default = refusal(f"{base}/rest/services/{workspace}/VersionManagementServer/delete", {"f": "json", "versionName": "sde.DEFAULT"})
    expect("Error Code: 4" in str(default), f"deleting DEFAULT answered {default}")
    said.append("DEFAULT kept")
    expect(api("GET", f"/v1/workspaces/{workspace}")["headPosition"] == head, "a refusal wrote to the journal")
    return ", ".join(said)


checks.finish()
