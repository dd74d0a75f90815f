"""The ArcGIS API for Python's utility-network client (`arcgis.features._utility.UtilityNetworkManager`)
and its contingent-value reader against GeoJournal, through the HTTPS of Deploy/tls-proxy.sh, with a
GeoJournal token and no portal (the connection and the checks are arcgis_checks.py's).

    python arcgis_utility_client.py HTTPS_ORIGIN HTTP_ORIGIN TOKEN WORKSPACE

The workspace holds the sample network (`geojournal sample-network`: layers Device and Line, network
Electric, domain network ElectricDistribution, tier "Medium Voltage Radial") and the fixture layers
BirdNest (contingent values) and ElectricDevice (contingent values per subtype). Each check prints
`ok: ...` or `FAIL: ...`; the exit status is the number of failures.
"""

import datetime
import sys
import time

import arcgis_checks
from arcgis.features import FeatureLayer, FeatureLayerCollection
from arcgis.features._utility import UtilityNetworkManager

https_origin, http_origin, token, workspace = sys.argv[1:5]
checks = arcgis_checks.Checks("arcgis_utility")
log, check, expect = checks.log, checks.check, checks.expect
DOMAIN, TIER = "ElectricDistribution", "Medium Voltage Radial"


def api(method, path, body=None):
    return arcgis_checks.api(http_origin, token, method, path, body)


def braced(feature_id):
    return "{" + feature_id.upper() + "}"


def v1_trace(body):
    """GeoJournal's own trace: the set of (GlobalID, terminal name or None)."""
    answer = api("POST", f"/v1/workspaces/{workspace}/networks/Electric/trace", body)
    return {(braced(e["featureId"]), e.get("terminal")) for e in answer["elements"]}


def esri_elements(answer):
    expect(isinstance(answer, dict) and answer.get("success") is True, f"trace answered {str(answer)[:600]}")
    return answer["traceResults"]["elements"]


base, con, info = arcgis_checks.connect(https_origin, token)
un = UtilityNetworkManager(f"{base}/rest/services/{workspace}/UtilityNetworkServer", gis=con)
terminals = {}  # (sourceId, assetGroupCode, assetTypeCode) -> [terminal names by id - 1]
breaker = None


def terminal_name(e):
    names = terminals.get((e["networkSourceId"], e["assetGroupCode"], e["assetTypeCode"]))
    return names[e["terminalId"] - 1] if names else None


def esri_set(answer):
    return {(e["globalId"], terminal_name(e)) for e in esri_elements(answer)}


@check("UtilityNetworkManager.properties describes the network in Esri's shapes")
def description():
    global breaker
    network = un.properties["utilityNetworks"][0]
    domain = network["domainNetworks"][0]
    expect(domain["domainNetworkName"] == DOMAIN, f"domain network {domain['domainNetworkName']}")
    expect([t["name"] for t in domain["tiers"]] == [TIER], f"tiers {domain['tiers']}")
    # Configuration 1 is Esri's single terminal: a device without terminals (GeoJournal names none).
    configurations = {c["terminalConfigurationId"]: [t["terminalName"] for t in c["terminals"]]
                      for c in network["terminalConfigurations"] if c["terminalConfigurationId"] != 1}
    for source in domain["junctionSources"] + domain["edgeSources"]:
        for group in source["assetGroups"]:
            for asset_type in group["assetTypes"]:
                names = configurations.get(asset_type["terminalConfigurationId"])
                if names:
                    terminals[(source["sourceId"], group["assetGroupCode"], asset_type["assetTypeCode"])] = names
    device_layer = next(s["layerId"] for s in domain["junctionSources"])
    breakers = FeatureLayer(f"{base}/rest/services/{workspace}/FeatureServer/{device_layer}", gis=con).query(where="ASSETGROUP = 1", out_fields="GlobalID")
    expect(len(breakers.features) >= 1, "no circuit breaker in the Device layer")
    breaker = breakers.features[0].attributes["GlobalID"]
    return f"{len(network['rules'])} rules, terminal configurations {sorted(configurations.values())}, breaker {breaker}"


def start(global_id, terminal_id=None):
    location = {"traceLocationType": "startingPoint", "globalId": global_id}
    if terminal_id is not None:
        location["terminalId"] = terminal_id
    return location


@check("a subnetwork trace answers GeoJournal's own /trace elements")
def subnetwork():
    expect(breaker, "no breaker (the description check failed)")
    answer = un.trace(locations=[start(breaker, 2)], trace_type="subnetwork",
                      configuration={"domainNetworkName": DOMAIN, "tierName": TIER, "includeBarriers": True})
    theirs = esri_set(answer)
    ours = v1_trace({"type": "subnetwork", "tier": TIER, "startingLocations": [{"featureId": breaker.strip("{}").lower(), "terminal": "Load"}]})
    expect(theirs == ours, f"{len(theirs)} elements through UtilityNetworkServer, {len(ours)} through /v1; differing: {sorted(map(str, theirs ^ ours))[:6]}")
    return f"{len(theirs)} elements, equal"


@check("a downstream trace with a barrier answers GeoJournal's own /trace elements")
def downstream():
    expect(breaker, "no breaker (the description check failed)")
    reached = esri_elements(un.trace(locations=[start(breaker, 2)], trace_type="downstream",
                                     configuration={"domainNetworkName": DOMAIN, "tierName": TIER}))
    switch = next((e["globalId"] for e in reached if e["assetGroupCode"] == 2 and e["networkSourceId"] == 3), None)
    expect(switch, "the downstream trace reached no load break switch to use as a barrier")
    answer = un.trace(locations=[start(breaker, 2), {"traceLocationType": "barrier", "globalId": switch}], trace_type="downstream",
                      configuration={"domainNetworkName": DOMAIN, "tierName": TIER, "includeBarriers": True})
    theirs = esri_set(answer)
    ours = v1_trace({"type": "downstream", "tier": TIER, "startingLocations": [{"featureId": breaker.strip("{}").lower(), "terminal": "Load"}],
                     "barriers": [{"featureId": switch.strip("{}").lower()}]})
    expect(theirs == ours, f"{len(theirs)} elements through UtilityNetworkServer, {len(ours)} through /v1; differing: {sorted(map(str, theirs ^ ours))[:6]}")
    expect(len(theirs) < len(reached), f"the barrier stopped nothing ({len(theirs)} of {len(reached)})")
    return f"{len(theirs)} of {len(reached)} elements with the barrier, equal"


@check("a trace at a moment before a line was deleted answers the old elements, after it the new")
def moment():
    expect(breaker, "no breaker (the description check failed)")
    config = {"domainNetworkName": DOMAIN, "tierName": TIER}
    reached = esri_elements(un.trace(locations=[start(breaker, 2)], trace_type="downstream", configuration=config))
    line = next(e["globalId"] for e in reached if e["networkSourceId"] == 4)
    time.sleep(0.05)
    before = int(time.time() * 1000)
    time.sleep(0.05)
    api("POST", f"/v1/workspaces/{workspace}/edits", {"message": "cut", "edits": [{"layer": "Line", "deletes": [{"id": line.strip("{}").lower()}]}]})
    then = esri_set(un.trace(locations=[start(breaker, 2)], trace_type="downstream", configuration=config, moment=before))
    now = esri_set(un.trace(locations=[start(breaker, 2)], trace_type="downstream", configuration=config))
    at = datetime.datetime.fromtimestamp(before / 1000, datetime.timezone.utc).isoformat(timespec="microseconds").replace("+00:00", "Z")
    ours_then = v1_trace({"type": "downstream", "tier": TIER, "asOf": at, "startingLocations": [{"featureId": breaker.strip("{}").lower(), "terminal": "Load"}]})
    expect(then == ours_then, f"at the moment: {len(then)} elements, /v1 asOf: {len(ours_then)}; differing: {sorted(map(str, then ^ ours_then))[:6]}")
    expect((line, None) in then and (line, None) not in now and len(now) < len(then), f"before {len(then)}, after {len(now)} elements")
    return f"{len(then)} elements before the cut, {len(now)} after"


@check("validate_topology and query_network_moments: nothing is dirty, the graph's moment is the validation moment")
def topology():
    validated = un.validate_topology(envelope={"xmin": -1e9, "ymin": -1e9, "xmax": 1e9, "ymax": 1e9, "spatialReference": {"wkid": 3857}})
    expect(validated.get("success") is True and validated.get("dirtyAreaCount") == 0, f"validate answered {validated}")
    moments = un.query_network_moments()
    full = next(m["time"] for m in moments["networkMoments"] if m["moment"] == "fullValidateTopology")
    expect(full == validated["moment"], f"fullValidateTopology {full}, validate moment {validated['moment']}")
    return f"moment {validated['moment']}"


def decode(layer_url, esri, fields_by_group):
    """Esri's contingent values back into GeoJournal's form: {group: [(subtype, {field: value})]}."""
    codes = esri["typeCodes"]
    dicts = {d["domain"]: d["entries"] for d in esri["stringDicts"]}
    out = {}
    for group in esri["contingentValuesDefinition"]["fieldGroups"]:
        fields = fields_by_group[group["name"]]
        lists = [(s["code"], s["contingentValues"]) for s in group.get("subTypes", [])] or [(None, group["contingentValues"])]
        seen = {}
        for subtype, contingencies in lists:
            for c in contingencies:
                values, k = {}, 0
                for field, t in zip(fields, c["types"]):
                    kind = codes[t]
                    if kind == "Any":
                        values[field] = "any"
                    elif kind == "Null":
                        values[field] = None
                    else:
                        v = c["values"][k]
                        k += 1
                        values[field] = {"range": v["range"]} if kind == "Range" else {"code": v}
                # A contingency for every subtype is listed under each: it keeps no subtype.
                seen.setdefault(c["id"], []).append((subtype, values))
        out[group["name"]] = [(entries[0][0] if len(entries) == 1 and len(lists) > 1 else None, entries[0][1]) for _, entries in sorted(seen.items())]
    return out


@check("contingent values read through FeatureLayer.contingent_values equal the layer schemas")
def contingent_values():
    collection = FeatureLayerCollection(f"{base}/rest/services/{workspace}/FeatureServer", gis=con)
    said = []
    for layer in collection.layers:
        name = layer.properties.name
        schema = api("GET", f"/v1/workspaces/{workspace}/layers/{name}")
        groups = (schema.get("contingentValues") or {}).get("fieldGroups") or []
        expect(bool(layer.properties.hasContingentValuesDefinition) == bool(groups), f"{name}: hasContingentValuesDefinition {layer.properties.hasContingentValuesDefinition}")
        if not groups:
            continue
        esri = layer.contingent_values
        fields = {g["name"]: g["fields"] for g in groups}
        got = decode(layer.url, esri, fields)
        for g in groups:
            want = [(c.get("subtype"), {f: c.get(f) for f in g["fields"]}) for c in g["contingencies"]]
            expect(got[g["name"]] == want, f"{name}.{g['name']}: read {got[g['name']][:3]}, schema {want[:3]}")
        said.append(f"{name}: {sum(len(g['contingencies']) for g in groups)} contingencies in {len(groups)} group(s)")
    expect(len(said) == 2, f"expected BirdNest and ElectricDevice, read {said}")
    return "; ".join(said)


@check("an add through edit_features that no restrictive contingency allows fails with that group's words")
def refused_add():
    collection = FeatureLayerCollection(f"{base}/rest/services/{workspace}/FeatureServer", gis=con)
    nests = next(layer for layer in collection.layers if layer.properties.name == "BirdNest")
    before = api("GET", f"/v1/workspaces/{workspace}/layers/BirdNest/features")["features"]
    answer = nests.edit_features(adds=[{"attributes": {"Status": 2, "Protection": 3, "BufferSize": 700},
                                         "geometry": {"x": 100, "y": 200}}])
    result = answer["addResults"][0]
    expect(result["success"] is False and "NestProtection" in result["error"]["description"], f"addResults {answer['addResults']}")
    after = api("GET", f"/v1/workspaces/{workspace}/layers/BirdNest/features")["features"]
    expect(len(after) == len(before), "the refused feature was written")
    return result["error"]["description"]


checks.finish()
