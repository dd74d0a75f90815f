"""QGIS 3.22's offline editing (QgsOfflineEditing) through the layer views of a crew's own version,
as Tests/scripts/qgis_offline_editing.sh sets it up.

    python3 qgis_offline_editing.py --api URL --token T --workspace WS --version owner.name --schema S
        --pg-host H --pg-port P --database DB --login NAME --password PW --actor A --dir DIR --profile DIR

Headless PyQGIS (Debian's python3 with python3-qgis): opens S."Poles" (the version's views) as the
login, takes it offline into a GeoPackage, adds a feature and changes the NAME of two features
offline while the server changes one of them on DEFAULT, synchronizes, and checks through /v1 that
nothing was lost: DEFAULT keeps the server's change and has none of the crew's; the version has all
of the crew's edits as operations by the login's actor; reconcile finds the one feature both
changed, with the ancestor's, DEFAULT's and the crew's NAME. Prints one line per check and a
`PASS ...` line; exits 1 on a failure. Ends with os._exit (exitQgis() crashes at exit in 3.22).
"""

import argparse
import json
import os
import sys
import urllib.error
import urllib.parse
import urllib.request


def main():
    parser = argparse.ArgumentParser()
    for name in ("api", "token", "workspace", "version", "schema", "pg-host", "pg-port", "database", "login", "password", "actor", "dir", "profile"):
        parser.add_argument("--" + name, required=True)
    args = parser.parse_args()
    failures = []

    def check(condition, message):
        print(("ok: " if condition else "FAIL: ") + message, flush=True)
        if not condition:
            failures.append(message)
        return condition

    def v1(method, path, body=None):
        request = urllib.request.Request(args.api + path, method=method, data=None if body is None else json.dumps(body).encode(),
                                         headers={"Authorization": f"Bearer {args.token}", "Content-Type": "application/json"})
        try:
            with urllib.request.urlopen(request, timeout=60) as answer:
                return answer.status, json.load(answer)
        except urllib.error.HTTPError as error:
            return error.code, {"text": error.read().decode("utf-8", "replace")}

    def features(version=None):
        query = "?limit=10000" + ("&version=" + urllib.parse.quote(version) if version else "")
        status, page = v1("GET", f"/v1/workspaces/{args.workspace}/layers/Poles/features{query}")
        assert status == 200, page
        return {f["id"]: f["properties"] for f in page["features"]}

    from qgis.core import Qgis, QgsApplication, QgsDataSourceUri, QgsFeature, QgsGeometry, QgsOfflineEditing, QgsPointXY, QgsProject, QgsVectorLayer

    os.makedirs(args.profile, exist_ok=True)
    QgsApplication.setPrefixPath("/usr", True)
    app = QgsApplication([], False, args.profile)
    app.initQgis()
    print(f"qgis version: {Qgis.QGIS_VERSION.split('-')[0]}", flush=True)
    project = QgsProject.instance()

    uri = QgsDataSourceUri()
    uri.setConnection(args.pg_host, args.pg_port, args.database, args.login, args.password, QgsDataSourceUri.SslDisable)
    uri.setDataSource(args.schema, "Poles", "geom", "", "id")
    layer = QgsVectorLayer(uri.uri(False), "Poles", "postgres")
    if not check(layer.isValid(), f"QGIS opens {args.schema}.Poles as {args.login}"):
        os._exit(1)
    project.addMapLayer(layer)
    before = features()
    check(layer.featureCount() == len(before), f"the version's view shows {layer.featureCount()} poles, DEFAULT has {len(before)} (nothing edited yet)")
    by_n = {p["N"]: fid for fid, p in before.items()}
    a, b = by_n[1], by_n[2]

    # Offline: a GeoPackage copy of the layer; the project's layer is replaced by it.
    offline = QgsOfflineEditing()
    converted = offline.convertToOfflineProject(args.dir, "offline.gpkg", [layer.id()], False, QgsOfflineEditing.GPKG)
    check(converted and project.isDirty() is not None, "convertToOfflineProject made the GeoPackage copy")
    copies = [l for l in project.mapLayers().values() if isinstance(l, QgsVectorLayer)]
    check(len(copies) == 1 and copies[0].providerType() == "ogr", f"the project's layer is the offline copy: {[(l.name(), l.providerType()) for l in copies]}")
    copy = copies[0]
    check(copy.featureCount() == len(before), f"the copy holds {copy.featureCount()} poles")

    # The crew edits offline: one add, the NAME of A and B.
    copy.startEditing()
    fields = copy.fields()
    added = QgsFeature(fields)
    added["N"] = 100
    added["NAME"] = "crew add"
    added.setGeometry(QgsGeometry.fromPointXY(QgsPointXY(781500.0, 6571500.0)))
    check(copy.addFeature(added), "an add in the offline copy")
    for feature in copy.getFeatures():
        if str(feature["id"]) in (a, b):
            copy.changeAttributeValue(feature.id(), fields.indexOf("NAME"), "crew")
    check(copy.commitChanges(), f"the offline edits saved in the GeoPackage: {copy.commitErrors()}")

    # Meanwhile the office changes A on DEFAULT.
    status, answer = v1("POST", f"/v1/workspaces/{args.workspace}/edits", {"edits": [{"layer": "Poles", "updates": [{"id": a, "attributes": {"NAME": "office"}}]}]})
    check(status == 200, f"the office's edit of A on DEFAULT: {status} {answer}")

    # Back online: QGIS replays the offline edits onto the version's view.
    offline.synchronize()
    synced = [l for l in project.mapLayers().values() if isinstance(l, QgsVectorLayer)]
    check(len(synced) == 1 and synced[0].providerType() == "postgres", f"after synchronize the project's layer is the view again: {[(l.name(), l.providerType()) for l in synced]}")

    default_after, version_after = features(), features(args.version)
    check(default_after[a]["NAME"] == "office", f"DEFAULT keeps the office's change of A: {default_after[a]}")
    check(default_after[b]["NAME"] == before[b]["NAME"] and len(default_after) == len(before), "DEFAULT has none of the crew's edits")
    check(version_after[a]["NAME"] == "crew" and version_after[b]["NAME"] == "crew", f"the version has the crew's A and B: {version_after[a]}, {version_after[b]}")
    crew_adds = [p for p in version_after.values() if p["N"] == 100 and p["NAME"] == "crew add"]
    check(len(crew_adds) == 1, f"the version has the crew's add once: {crew_adds}")
    status, ops = v1("GET", f"/v1/workspaces/{args.workspace}/operations?version={urllib.parse.quote(args.version)}&limit=20")
    actors = {o["actor"] for o in ops.get("operations", [])}
    check(status == 200 and actors == {args.actor}, f"the version's operations are the login's actor's: {actors}")

    # The server's change and the crew's meet at reconcile: one conflict, both states kept.
    status, reconciled = v1("POST", f"/v1/workspaces/{args.workspace}/versions/{urllib.parse.quote(args.version)}/reconcile", {"conflictDetection": "byObject"})
    conflicts = reconciled.get("conflicts", [])
    check(status == 200 and [c.get("id") for c in conflicts] == [a], f"reconcile finds A changed on both sides: {status} {reconciled}")
    status, view = v1("GET", f"/v1/workspaces/{args.workspace}/versions/{urllib.parse.quote(args.version)}/conflicts")
    states = (view.get("conflicts") or [{}])[0]

    def name(state):
        return ((state or {}).get("properties") or (state or {}).get("attributes") or {}).get("NAME")

    check(name(states.get("ancestor")) == before[a]["NAME"] and name(states.get("default")) == "office" and name(states.get("version")) == "crew",
          f"the conflict view: ancestor {name(states.get('ancestor'))}, DEFAULT {name(states.get('default'))}, version {name(states.get('version'))}")
    if failures:
        print(f"{len(failures)} check(s) failed", flush=True)
        os._exit(1)
    print(f"PASS: QGIS offline editing through version {args.version}: 1 add and 2 updates synchronized, the office's change kept, 1 conflict at reconcile", flush=True)
    os._exit(0)


if __name__ == "__main__":
    try:
        main()
    except Exception as error:  # noqa: BLE001 - printed, then the process ends without exitQgis()
        import traceback
        traceback.print_exc()
        print(f"FAIL: {error}", flush=True)
        sys.stdout.flush()
        os._exit(2)
