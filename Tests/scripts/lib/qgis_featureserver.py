"""QGIS 3.22's `arcgisfeatureserver` provider against GeoJournal's FeatureServer (Tests/scripts/qgis_featureserver.sh).

Two modes:

    python3 qgis_featureserver.py proxy --port P --target http://127.0.0.1:PORT --log FILE
        a logging HTTP proxy: forwards every request to the target and writes one line per
        request (method, path and query, the credentials it carried, status, bytes);

    python3 qgis_featureserver.py check --api URL --service URL --token T --workspace WS
                                        --profile DIR --actor A --expect Poles=N,Parcels=M
        headless PyQGIS (Debian's python3 with python3-qgis): reads /v1 with the token, then opens
        each layer of the FeatureServer at --service with the provider and compares (see the shell
        script's header); prints one line per check and a `PASS ...` line, exits 1 on a failure.

PyQGIS 3.22 notes (docs/testing.md, "PyQGIS 3.22"): an error object is kept in a variable before its summary
is read, and the process ends with os._exit (exitQgis() crashes at exit).
"""

import argparse
import http.client
import http.server
import json
import os
import sys
import threading
import time
import urllib.parse
import urllib.request

# ---------------------------------------------------------------- proxy


def run_proxy(port, target, log_path):
    target_url = urllib.parse.urlsplit(target)
    lock = threading.Lock()
    log_file = open(log_path, "a", buffering=1, encoding="utf-8")

    class Handler(http.server.BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, *args):
            pass

        def forward(self):
            length = int(self.headers.get("Content-Length") or 0)
            body = self.rfile.read(length) if length else None
            headers = {k: v for k, v in self.headers.items() if k.lower() not in ("host", "connection", "proxy-connection", "keep-alive")}
            started = time.monotonic()
            connection = http.client.HTTPConnection(target_url.hostname, target_url.port, timeout=300)
            try:
                connection.request(self.command, self.path, body=body, headers=headers)
                answer = connection.getresponse()
                data = answer.read()
                status, answer_headers = answer.status, answer.getheaders()
            except Exception as error:  # the service is down: say so to the client
                data = json.dumps({"error": {"code": 502, "message": f"proxy: {error}"}}).encode()
                status, answer_headers = 502, [("Content-Type", "application/json")]
            finally:
                connection.close()
            credentials = []
            authorization = self.headers.get("Authorization") or ""
            if authorization:
                credentials.append("Authorization:" + authorization.split(" ", 1)[0])
            if self.headers.get("X-Esri-Authorization"):
                credentials.append("X-Esri-Authorization")
            if "token=" in self.path.lower() or (body and b"token=" in body.lower()):
                credentials.append("token-parameter")
            line = {
                "method": self.command, "path": urllib.parse.unquote(self.path), "status": status, "bytes": len(data),
                "credentials": credentials or ["none"], "ms": round((time.monotonic() - started) * 1000, 1),
            }
            if body:
                line["body"] = urllib.parse.unquote_plus(body[:600].decode("utf-8", "replace"))
            if status >= 400:
                line["answer"] = data[:600].decode("utf-8", "replace")
            with lock:
                log_file.write(json.dumps(line, ensure_ascii=False) + "\n")
            self.send_response(status)
            for name, value in answer_headers:
                if name.lower() not in ("transfer-encoding", "connection", "content-length", "keep-alive"):
                    self.send_header(name, value)
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            if self.command != "HEAD":
                self.wfile.write(data)

        do_GET = do_POST = do_HEAD = do_PUT = do_DELETE = forward

    server = http.server.ThreadingHTTPServer(("127.0.0.1", port), Handler)
    server.daemon_threads = True
    server.serve_forever()


# ---------------------------------------------------------------- /v1


def v1_get(api, token, path):
    request = urllib.request.Request(api + path, headers={"Authorization": f"Bearer {token}"})
    with urllib.request.urlopen(request, timeout=120) as answer:
        return json.load(answer)


def v1_features(api, token, workspace, layer, version=None):
    """Every current feature of a layer (in a version when given), by id."""
    features, cursor = {}, None
    while True:
        path = f"/v1/workspaces/{workspace}/layers/{layer}/features?limit=10000"
        if version:
            path += "&version=" + urllib.parse.quote(version)
        if cursor:
            path += "&cursor=" + urllib.parse.quote(cursor)
        page = v1_get(api, token, path)
        for f in page["features"]:
            features[f["id"]] = f
        cursor = page.get("next")
        if not cursor:
            return features


# ---------------------------------------------------------------- geometry helpers


def ring_key(points):
    """A ring as a comparable value: without its closing point, from its smallest vertex, in the
    direction that sorts first (orientation is the writer's business), rounded to 1e-6."""
    pts = [(round(x, 6), round(y, 6)) for x, y in points]
    if len(pts) > 1 and pts[0] == pts[-1]:
        pts = pts[:-1]
    if not pts:
        return ()
    best = None
    for candidate in (pts, pts[::-1]):
        k = candidate.index(min(candidate))
        rotated = tuple(candidate[k:] + candidate[:k])
        best = rotated if best is None or rotated < best else best
    return best


def api_rings(geometry):
    """The rings of a /v1 Polygon as (exterior key, sorted hole keys)."""
    rings = geometry["coordinates"]
    return ring_key(rings[0]), tuple(sorted(ring_key(r) for r in rings[1:]))


def api_points(feature):
    """Every vertex of a /v1 Point or Polygon feature."""
    coordinates = feature["geometry"]["coordinates"]
    return [coordinates] if feature["geometry"]["type"] == "Point" else [p for ring in coordinates for p in ring]


def v1_edit(api, token, workspace, body):
    request = urllib.request.Request(f"{api}/v1/workspaces/{workspace}/edits", data=json.dumps(body).encode(), method="POST",
                                     headers={"Authorization": f"Bearer {token}", "Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=120) as answer:
        return json.load(answer)


# ---------------------------------------------------------------- check


class Checks:
    def __init__(self):
        self.failures = []
        self.passed = 0

    def ok(self, condition, message):
        if condition:
            self.passed += 1
        else:
            self.failures.append(message)
            print(f"FAIL: {message}", flush=True)
        return condition

    def note(self, message):
        print(message, flush=True)


def store_auth_configs(token, checks):
    """The two auth configs QGIS 3.22 can send a GeoJournal token with, stored in the private auth
    database (QGIS_AUTH_DB_DIR_PATH) unlocked by a master password: Basic (any user name, the token
    as password) and EsriToken (`X-Esri-Authorization: Bearer`). Returns {method: config id}; call
    after initQgis()."""
    from qgis.core import QgsApplication, QgsAuthMethodConfig

    auth = QgsApplication.authManager()
    checks.ok(auth.setMasterPassword("geojournal-test-master", True), "the auth database does not take the master password")
    basic = QgsAuthMethodConfig()
    basic.setName("geojournal basic")
    basic.setMethod("Basic")
    basic.setConfig("username", "qgis")
    basic.setConfig("password", token)
    checks.ok(auth.storeAuthenticationConfig(basic), "the Basic auth config is not stored")
    esri = QgsAuthMethodConfig()
    esri.setName("geojournal esri token")
    esri.setMethod("EsriToken")
    esri.setConfig("token", token)
    checks.ok(auth.storeAuthenticationConfig(esri), "the EsriToken auth config is not stored")
    return {"Basic": basic.id(), "EsriToken": esri.id()}


EDIT_FIELDS = ("OBJECTID", "GlobalID", "created_user", "created_date", "last_edited_user", "last_edited_date")


def run_check(args):
    from qgis.core import (Qgis, QgsApplication, QgsDataSourceUri, QgsFeatureRequest, QgsNetworkAccessManager,
                           QgsRectangle, QgsVectorLayer, QgsWkbTypes)
    from qgis.PyQt.QtCore import QDateTime, QVariant

    checks = Checks()
    started = time.monotonic()
    expect = dict((k, int(v)) for k, v in (pair.split("=") for pair in args.expect.split(",")))

    # /v1 first: the truth the provider is compared with.
    service = v1_get(args.api, args.token, f"/arcgis/rest/services/{args.workspace}/FeatureServer?f=json")
    layer_ids = {entry["name"]: entry["id"] for entry in service["layers"]}
    truth, documents = {}, {}
    for name in expect:
        truth[name] = v1_features(args.api, args.token, args.workspace, name)
        documents[name] = v1_get(args.api, args.token, f"/arcgis/rest/services/{args.workspace}/FeatureServer/{layer_ids[name]}?f=json")
        checks.ok(len(truth[name]) == expect[name], f"{name}: /v1 serves {len(truth[name])} features, expected {expect[name]}")

    os.makedirs(args.profile, exist_ok=True)
    QgsApplication.setPrefixPath("/usr", True)
    app = QgsApplication([], False, args.profile)
    app.initQgis()
    checks.note(f"qgis version: {Qgis.QGIS_VERSION.split('-')[0]}")

    auth_ids = store_auth_configs(args.token, checks)

    def clear_disk_cache():
        # QGIS answers a GET it has seen from its disk cache; cleared so a layer's requests reach
        # the service with that layer's credentials (section 6 checks what the cache does).
        QgsNetworkAccessManager.instance().cache().clear()

    def open_layer(name, method):
        uri = QgsDataSourceUri()
        uri.setParam("crs", "EPSG:3857")
        uri.setParam("url", f"{args.service}/{layer_ids[name]}")
        if method:
            uri.setAuthConfigId(auth_ids[method])
        return QgsVectorLayer(uri.uri(False), f"{name} ({method})", "arcgisfeatureserver")

    def error_text(layer):
        # The error object is kept in a variable (summary() of a temporary crashes PyQGIS 3.22) and
        # read message by message: summary() of a valid layer's empty error crashes too.
        error = layer.error()
        messages = [m.message() for m in error.messageList()] if not error.isEmpty() else []
        return " ".join(messages).replace("\n", " ")[:400] or "(no error message)"

    def plain(value):
        if isinstance(value, QVariant):
            return None if value.isNull() else value.value()
        if isinstance(value, QDateTime):
            return value.toMSecsSinceEpoch() if value.isValid() else None
        return value

    def global_ids(features):
        return sorted((plain(f["GlobalID"]) or "").strip("{}").lower() for f in features)

    now_ms = int(time.time() * 1000)

    def compare(layer, api, is_point, schema):
        """Reads every feature of the layer: (features read, distinct OBJECTIDs, ids seen, differences)."""
        names = layer.fields().names()
        seen, object_ids, mismatches = set(), set(), []
        read = 0
        for feature in layer.getFeatures():
            read += 1
            attributes = {n: plain(feature[n]) for n in names}
            object_ids.add(attributes.get("OBJECTID"))
            global_id = attributes.get("GlobalID") or ""
            feature_id = global_id.strip("{}").lower()
            if global_id != "{" + feature_id.upper() + "}" or feature_id not in api:
                mismatches.append(f"GlobalID {global_id!r} is not {{UPPER UUID}} of a /v1 feature")
                continue
            if feature_id in seen:
                mismatches.append(f"GlobalID {global_id} read twice")
            seen.add(feature_id)
            properties = api[feature_id].get("properties") or {}
            for field in schema:
                want = properties.get(field)
                if isinstance(want, bool):
                    want = int(want)  # Esri has no boolean: 0/1
                got = attributes.get(field)
                same = (abs(got - want) < 1e-9) if isinstance(want, float) and isinstance(got, (int, float)) else got == want
                if not same:
                    mismatches.append(f"{global_id} {field}: QGIS {got!r}, /v1 {want!r}")
            for field in ("created_user", "last_edited_user"):
                if attributes.get(field) != args.actor:
                    mismatches.append(f"{global_id} {field}: {attributes.get(field)!r}, expected {args.actor!r}")
            for field in ("created_date", "last_edited_date"):
                ms = attributes.get(field)
                if not isinstance(ms, int) or abs(ms - now_ms) > 3600 * 1000:
                    mismatches.append(f"{global_id} {field}: {ms!r} is not a time of this run")
            if isinstance(attributes.get("created_date"), int) and isinstance(attributes.get("last_edited_date"), int) \
                    and attributes["last_edited_date"] < attributes["created_date"]:
                mismatches.append(f"{global_id}: last_edited_date before created_date")
            geometry = feature.geometry()
            want_geometry = api[feature_id]["geometry"]
            if geometry.isNull():
                mismatches.append(f"{global_id}: no geometry")
            elif is_point:
                point = geometry.asPoint() if not geometry.isMultipart() else geometry.asMultiPoint()[0]
                x, y = want_geometry["coordinates"]
                if abs(point.x() - x) > 1e-6 or abs(point.y() - y) > 1e-6:
                    mismatches.append(f"{global_id}: QGIS point ({point.x()}, {point.y()}), /v1 ({x}, {y})")
            else:
                polygons = geometry.asMultiPolygon() if geometry.isMultipart() else [geometry.asPolygon()]
                if len(polygons) != 1:
                    mismatches.append(f"{global_id}: QGIS reads {len(polygons)} polygons ({geometry.asWkt(3)[:200]}), /v1 has one with "
                                      f"{len(want_geometry['coordinates']) - 1} hole(s)")
                else:
                    rings = [[(p.x(), p.y()) for p in ring] for ring in polygons[0]]
                    got_key = (ring_key(rings[0]), tuple(sorted(ring_key(r) for r in rings[1:])))
                    if got_key != api_rings(want_geometry):
                        mismatches.append(f"{global_id}: QGIS polygon {geometry.asWkt(3)[:200]} differs from /v1's {json.dumps(want_geometry)[:200]}")
        return read, object_ids, seen, mismatches

    # 5 (first, while nothing is cached): without authentication a layer does not open.
    for name in expect:
        layer = open_layer(name, None)
        checks.ok(not layer.isValid(), f"{name}: opens without authentication (valid layer, {layer.featureCount()} features)")
        del layer
    checks.note("without authentication: neither layer opens")

    box = QgsRectangle(261370, 6250450, 262570, 6251650)
    empty_box = QgsRectangle(100000, 100000, 100100, 100100)

    def in_box(feature):
        points = api_points(feature)
        xs, ys = [p[0] for p in points], [p[1] for p in points]
        return max(xs) >= box.xMinimum() and min(xs) <= box.xMaximum() and max(ys) >= box.yMinimum() and min(ys) <= box.yMaximum()

    methods = {"Poles": ("Basic", "EsriToken"), "Parcels": ("EsriToken", "Basic")}
    totals = {}
    for name, (method, other) in methods.items():
        layer_started = time.monotonic()
        api = truth[name]
        document = documents[name]
        is_point = document["geometryType"] == "esriGeometryPoint"
        clear_disk_cache()
        layer = open_layer(name, method)
        if not checks.ok(layer.isValid(), f"{name}: the layer is not valid with {method} auth: {'' if layer.isValid() else error_text(layer)}"):
            continue
        # 1. geometry type and CRS
        wanted_type = QgsWkbTypes.PointGeometry if is_point else QgsWkbTypes.PolygonGeometry
        checks.ok(QgsWkbTypes.geometryType(layer.wkbType()) == wanted_type, f"{name}: QGIS geometry type {QgsWkbTypes.displayString(layer.wkbType())}")
        checks.ok(layer.crs().authid() == "EPSG:3857", f"{name}: QGIS CRS {layer.crs().authid()}")
        # 2. count and fields
        count = layer.featureCount()
        checks.ok(count == len(api), f"{name}: QGIS counts {count} features, /v1 serves {len(api)}")
        names = layer.fields().names()
        wanted_names = [f["name"] for f in document["fields"]]
        checks.ok(names == wanted_names, f"{name}: QGIS fields {names}, the layer document lists {wanted_names}")
        schema = [n for n in wanted_names if n not in EDIT_FIELDS]
        types = {f.name(): f.typeName() for f in layer.fields()}
        # 4. boxes, first, while the provider has not read every feature (it then filters what it
        # holds and asks the service nothing): each is a returnIdsOnly envelope query.
        wanted = sorted(i for i, f in api.items() if in_box(f))
        checks.ok(0 < len(wanted) < len(api), f"{name}: the test box holds {len(wanted)} of {len(api)} features (a subset expected)")
        got = global_ids(layer.getFeatures(QgsFeatureRequest().setFilterRect(box)))
        checks.ok(got == wanted, f"{name}: setFilterRect({box.toString(1)}) answers {len(got)} features, expected {len(wanted)} "
                                 f"({len(set(got) - set(wanted))} extra, {len(set(wanted) - set(got))} missing)")
        exact = global_ids(layer.getFeatures(QgsFeatureRequest().setFilterRect(box).setFlags(QgsFeatureRequest.ExactIntersect)))
        checks.ok(exact == wanted, f"{name}: setFilterRect with ExactIntersect answers {len(exact)} features, expected {len(wanted)}")
        nothing = list(layer.getFeatures(QgsFeatureRequest().setFilterRect(empty_box)))
        checks.ok(not nothing, f"{name}: a box away from the data answers {len(nothing)} features")
        # 3. every feature
        read, object_ids, seen, mismatches = compare(layer, api, is_point, schema)
        checks.ok(read == len(api), f"{name}: QGIS iterates {read} features, /v1 serves {len(api)}")
        checks.ok(len(object_ids) == read and None not in object_ids, f"{name}: {len(object_ids)} distinct OBJECTIDs for {read} features")
        checks.ok(seen == set(api), f"{name}: {len(set(api) - seen)} /v1 features never read by QGIS")
        checks.ok(not mismatches, f"{name}: {len(mismatches)} differences, such as: " + "; ".join(mismatches[:5]))
        # the extent QGIS shows is the data's
        extent = layer.extent()
        xs = [p[0] for f in api.values() for p in api_points(f)]
        ys = [p[1] for f in api.values() for p in api_points(f)]
        checks.ok(max(abs(extent.xMinimum() - min(xs)), abs(extent.yMinimum() - min(ys)), abs(extent.xMaximum() - max(xs)),
                      abs(extent.yMaximum() - max(ys))) < 1e-3,
                  f"{name}: QGIS extent {extent.toString(3)}, the data's {min(xs)},{min(ys)} : {max(xs)},{max(ys)}")
        checks.note(f"{name} ({method}): valid, {count} features, fields {', '.join(f'{n}:{types[n]}' for n in names)}; "
                    f"setFilterRect({box.toString(0)}) answers exactly the {len(wanted)} features inside, a box away from the data none; "
                    f"every feature's attributes and geometry equal /v1's")
        del layer
        # 5. the other auth method
        clear_disk_cache()
        layer = open_layer(name, other)
        valid = layer.isValid()
        if checks.ok(valid, f"{name}: the layer is not valid with {other} auth: {'' if valid else error_text(layer)}"):
            in_other = global_ids(layer.getFeatures(QgsFeatureRequest().setFilterRect(box)))
            checks.ok(layer.featureCount() == len(api) and in_other == wanted,
                      f"{name} with {other} auth: {layer.featureCount()} features, {len(in_other)} in the box")
            checks.note(f"{name} ({other}): valid, {layer.featureCount()} features, {len(in_other)} in the box")
        del layer
        totals[name] = (count, len(wanted), round(time.monotonic() - layer_started, 1))

    # 6. After QGIS has read Poles: an edit through /v1 (a NAME changed, a pole deleted, two added)
    # shows in a layer opened afterwards, and a layer without credentials still does not open:
    # QGIS keeps GET answers in its disk cache unless the service says not to.
    name = "Poles"
    failures_before = len(checks.failures)
    clear_disk_cache()
    first = open_layer(name, "Basic")
    before = {plain(f["GlobalID"]): plain(f["NAME"]) for f in first.getFeatures()} if first.isValid() else {}
    del first
    changed, deleted = sorted(truth[name])[:2]
    answer = v1_edit(args.api, args.token, args.workspace, {"edits": [{"layer": name,
        "updates": [{"id": changed, "attributes": {"NAME": "renamed after QGIS read it"}}],
        "deletes": [{"id": deleted}],
        "adds": [{"attributes": {"N": 100000 + k, "NAME": f"added after QGIS read it {k}", "HEIGHT": 1.5, "ACTIVE": True},
                  "geometry": {"type": "Point", "coordinates": [261400.5 + k, 6250500.5]}} for k in range(2)]}]})
    checks.ok(len(answer.get("results", [])) == 4, f"the edit through /v1 answered {answer}")
    api = v1_features(args.api, args.token, args.workspace, name)
    later = open_layer(name, "Basic")
    if checks.ok(later.isValid(), f"{name}: reopened after an edit, not valid: {'' if later.isValid() else error_text(later)}"):
        read, object_ids, seen, mismatches = compare(later, api, True, [n for n in later.fields().names() if n not in EDIT_FIELDS])
        checks.ok(later.featureCount() == len(api) and read == len(api) and not mismatches and seen == set(api),
                  f"{name} opened again after an edit through /v1 (QGIS had read {len(before)} features): QGIS counts {later.featureCount()}, "
                  f"iterates {read}, /v1 serves {len(api)}; {len(set(api) - seen)} /v1 features not read; {len(mismatches)} differences"
                  + (", such as: " + "; ".join(mismatches[:3]) if mismatches else ""))
    del later
    stranger = open_layer(name, None)
    valid = stranger.isValid()
    checks.ok(not valid, f"{name}: a layer without credentials opened after authenticated reads is valid, with "
                         f"{stranger.featureCount() if valid else 0} features (served from QGIS's disk cache)")
    del stranger
    if len(checks.failures) == failures_before:
        checks.note(f"{name}: after an edit through /v1, a layer opened again matches /v1 ({len(api)} features); without credentials it does not open")

    summary = "; ".join(f"{n}: {c} features, {b} in the box ({s} s)" for n, (c, b, s) in totals.items())
    if checks.failures or len(totals) != len(expect):
        print(f"FAILED {len(checks.failures)} of {checks.passed + len(checks.failures)} checks; {summary}", flush=True)
        os._exit(1)
    print(f"PASS {checks.passed} checks in {time.monotonic() - started:.1f} s; {summary}", flush=True)
    os._exit(0)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="mode", required=True)
    proxy = sub.add_parser("proxy")
    proxy.add_argument("--port", type=int, required=True)
    proxy.add_argument("--target", required=True)
    proxy.add_argument("--log", required=True)
    check = sub.add_parser("check")
    for option in ("--api", "--service", "--token", "--workspace", "--profile", "--actor", "--expect"):
        check.add_argument(option, required=True)
    args = parser.parse_args()
    if args.mode == "proxy":
        run_proxy(args.port, args.target, args.log)
    else:
        import faulthandler
        faulthandler.enable()  # a crash inside QGIS prints the Python stack
        try:
            run_check(args)
        except Exception:
            import traceback
            traceback.print_exc()
            sys.stdout.flush()
            os._exit(2)


if __name__ == "__main__":
    main()
