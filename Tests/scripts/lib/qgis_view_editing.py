"""QGIS 3.22 edits GeoJournal's writable layer views (Tests/scripts/qgis_view_editing.sh).

Two modes:

    python3 qgis_view_editing.py pgproxy --port P --target-host H --target-port T --log FILE
        a logging PostgreSQL proxy on 127.0.0.1:P in front of H:T: forwards every byte and
        writes one JSON line per SQL statement a client sends (simple Query and extended Parse) and
        per error the server answers (SQLSTATE and message), with the login role and connection
        number. Needs sslmode=disable and PGGSSENCMODE=disable on the client (it reads plain text);

    python3 qgis_view_editing.py check --api URL --token T --workspace WS --owner-url URL
                                       --pg-port P --database DB --roles FILE --sql-log FILE
                                       --profile DIR --geojournal-bin BIN
        headless PyQGIS (Debian's python3 with python3-qgis): edits the workspace's layer views with
        QGIS's `postgres` provider as the roles of --roles (JSON: editor, editor2, viewer, each
        {name, password, actor}) through the proxy at --pg-port, reads the journal as the owner, and
        /v1 and /ogc with the token (see the shell script's header for the checks); prints one line
        per section and a `PASS ...` line, exits 1 on a failure.

PyQGIS 3.22 notes (docs/testing.md, "PyQGIS 3.22"): the process ends with os._exit (exitQgis() crashes at
exit). The journal's tables are read with psycopg2, which python3-qgis depends on.
"""

import argparse
import json
import math
import os
import re
import socket
import struct
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request

from qgis_featureserver import Checks, store_auth_configs, v1_features

# ---------------------------------------------------------------- PostgreSQL proxy

SSL_REQUEST, GSSENC_REQUEST = 80877103, 80877104


def run_pgproxy(port, target_host, target_port, log_path):
    log_file = open(log_path, "a", buffering=1, encoding="utf-8")
    lock = threading.Lock()

    def write(entry):
        with lock:
            log_file.write(json.dumps(entry, ensure_ascii=False) + "\n")

    def client_messages(buffer, state):
        """Parses what a client sent; returns the unparsed rest."""
        while True:
            if not state["started"]:
                if len(buffer) < 8:
                    return buffer
                length = struct.unpack("!I", buffer[:4])[0]
                if len(buffer) < length:
                    return buffer
                body, buffer = buffer[4:length], buffer[length:]
                code = struct.unpack("!I", body[:4])[0]
                if code in (SSL_REQUEST, GSSENC_REQUEST):
                    # The server answers one byte and the stream may turn to TLS: stop reading it.
                    write({"conn": state["id"], "kind": "unparsed", "why": "SSL or GSS encryption requested"})
                    state["blind"] = True
                    return b""
                parts = body[4:].split(b"\0")
                params = dict(zip(parts[0::2], parts[1::2]))
                state["user"] = params.get(b"user", b"").decode()
                state["started"] = True
                continue
            if len(buffer) < 5:
                return buffer
            kind, length = buffer[0:1], struct.unpack("!I", buffer[1:5])[0]
            if len(buffer) < 1 + length:
                return buffer
            body, buffer = buffer[5:1 + length], buffer[1 + length:]
            if kind == b"Q":
                write({"conn": state["id"], "user": state["user"], "kind": "query", "sql": body.rstrip(b"\0").decode("utf-8", "replace")})
            elif kind == b"P":
                _, rest = body.split(b"\0", 1)
                write({"conn": state["id"], "user": state["user"], "kind": "parse",
                       "sql": rest.split(b"\0", 1)[0].decode("utf-8", "replace")})

    def server_messages(buffer, state):
        while True:
            if len(buffer) < 5:
                return buffer
            kind, length = buffer[0:1], struct.unpack("!I", buffer[1:5])[0]
            if len(buffer) < 1 + length:
                return buffer
            body, buffer = buffer[5:1 + length], buffer[1 + length:]
            if kind == b"E":
                fields = {f[0:1].decode(): f[1:].decode("utf-8", "replace") for f in body.split(b"\0") if f}
                write({"conn": state["id"], "user": state["user"], "kind": "error", "sqlstate": fields.get("C"),
                       "message": fields.get("M"), "detail": fields.get("D")})

    def pump(source, target, parse, state):
        # Parsed before it is forwarded: a log line is written before the other side can answer.
        buffer = b""
        try:
            while True:
                data = source.recv(65536)
                if not data:
                    break
                if not state["blind"]:
                    buffer = parse(buffer + data, state)
                target.sendall(data)
        except OSError:
            pass
        finally:
            for s in (source, target):
                try:
                    s.shutdown(socket.SHUT_RDWR)
                except OSError:
                    pass

    server = socket.socket()
    server.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    server.bind(("127.0.0.1", port))
    server.listen(64)
    connections = 0
    while True:
        client, _ = server.accept()
        connections += 1
        try:
            upstream = socket.create_connection((target_host, target_port))
        except OSError:
            client.close()
            continue
        state = {"id": connections, "user": "", "started": False, "blind": False}
        threading.Thread(target=pump, args=(client, upstream, client_messages, state), daemon=True).start()
        threading.Thread(target=pump, args=(upstream, client, server_messages, state), daemon=True).start()


class SqlLog:
    """The proxy's log, read from a mark: what QGIS sent and what the server refused since."""

    def __init__(self, path):
        self.path = path

    def entries(self):
        with open(self.path, encoding="utf-8") as f:
            return [json.loads(line) for line in f if line.strip()]

    def mark(self):
        return len(self.entries())

    def since(self, mark, user=None, kind=None):
        return [e for e in self.entries()[mark:] if (user is None or e.get("user") == user) and (kind is None or e["kind"] == kind)]

    def writes(self, mark, user):
        """The INSERT, UPDATE and DELETE statements the role sent since the mark."""
        return [e["sql"] for e in self.since(mark, user) if e["kind"] in ("query", "parse")
                and re.match(r"\s*(INSERT|UPDATE|DELETE)\b", e["sql"], re.I)]


# ---------------------------------------------------------------- /v1


def v1_send(api, token, method, path, body=None, min_position=None):
    """(status, answer) of a /v1 request; an error status is an answer too."""
    headers = {"Authorization": f"Bearer {token}", "Content-Type": "application/json"}
    if min_position is not None:
        headers["GeoJournal-Min-Position"] = str(min_position)
    data = json.dumps(body).encode() if body is not None else None
    request = urllib.request.Request(api + path, data=data, method=method, headers=headers)
    try:
        with urllib.request.urlopen(request, timeout=60) as answer:
            return answer.status, json.load(answer)
    except urllib.error.HTTPError as error:
        text = error.read().decode("utf-8", "replace")
        try:
            return error.code, json.loads(text)
        except ValueError:
            return error.code, {"text": text}


# ---------------------------------------------------------------- check


def run_check(args):
    import psycopg2
    from qgis.core import (Qgis, QgsApplication, QgsCoordinateReferenceSystem, QgsCoordinateTransform, QgsDataSourceUri,
                           QgsDefaultValue, QgsFeature, QgsFeatureRequest, QgsGeometry, QgsNetworkAccessManager, QgsPointXY,
                           QgsProject, QgsRectangle, QgsVectorDataProvider, QgsVectorLayer)
    from qgis.PyQt.QtCore import QVariant

    checks = Checks()
    started = time.monotonic()
    ws = args.workspace
    roles = json.load(open(args.roles))
    editor, editor2, viewer = roles["editor"], roles["editor2"], roles["viewer"]
    sql_log = SqlLog(args.sql_log)

    owner = psycopg2.connect(args.owner_url)
    owner.autocommit = True

    def query(sql, *params):
        with owner.cursor() as cursor:
            cursor.execute(sql, params)
            return cursor.fetchall()

    def head():
        return query("SELECT head_position FROM workspaces WHERE id = %s", ws)[0][0]

    def operations_after(position):
        return query("SELECT id::text, kind, actor, first_position, last_position, metadata FROM operations "
                     "WHERE workspace_id = %s AND first_position > %s ORDER BY first_position", ws, position)

    def v1(method, path, body=None, min_position=None):
        return v1_send(args.api, args.token, method, path, body, min_position)

    def run_bin(*command):
        done = subprocess.run([args.geojournal_bin, *command], env=dict(os.environ, DATABASE_URL=args.owner_url),
                              capture_output=True, text=True, timeout=120)
        return done.returncode, done.stdout + done.stderr

    def verify_journal(when):
        status, output = run_bin("verify", "--workspace", ws)
        checks.ok(status == 0 and "hash chain intact" in output, f"{when}: `geojournal verify` exit {status}: {output.strip()[-400:]}")
        status, output = run_bin("verify-projections", "--workspace", ws)
        checks.ok(status == 0 and f"{ws}: " in output and "projections equal the rebuild" in output,
                  f"{when}: `geojournal verify-projections` exit {status}: {output.strip()[-400:]}")

    def plain(value):
        if isinstance(value, QVariant):
            return None if value.isNull() else value.value()
        return value

    def first_error(errors):
        """The PostgreSQL message in QGIS's commit errors ("PostGIS error while ...: ERROR:  <message>\\n ...")."""
        found = re.search(r"PostGIS error[^:]*: ERROR:\s+(.*?)\s*(\n|$)", "\n".join(errors))
        return found.group(1) if found else None

    def near(a, b, tolerance=1e-6):
        return all(abs(x - y) <= tolerance for x, y in zip(a, b)) and len(a) == len(b)

    os.makedirs(args.profile, exist_ok=True)
    QgsApplication.setPrefixPath("/usr", True)
    app = QgsApplication([], False, args.profile)
    app.initQgis()
    checks.note(f"qgis version: {Qgis.QGIS_VERSION.split('-')[0]}")
    project = QgsProject.instance()

    def view_layer(layer_name, role, title):
        uri = QgsDataSourceUri()
        uri.setConnection("127.0.0.1", str(args.pg_port), args.database, role["name"], role["password"], QgsDataSourceUri.SslDisable)
        uri.setDataSource(f"gj_{ws}", layer_name, "geom", "", "id")
        layer = QgsVectorLayer(uri.uri(False), title, "postgres")
        checks.ok(layer.isValid(), f"{title}: QGIS does not open {uri.uri(False).replace(role['password'], '***')}")
        return layer

    line_fields = [f["name"] for f in v1("GET", f"/v1/workspaces/{ws}/layers/Line")[1].get("fields", [])]

    # ------------------------------------------------------------ 1. one edit session, one operation
    section = "1 (editor, one edit session)"
    lines_before = v1_features(args.api, args.token, ws, "Line")
    devices = v1_features(args.api, args.token, ws, "Device")
    # QGIS's automatic transaction groups: every edit runs at once inside one open transaction,
    # committed by commitChanges(). (Without them QGIS commits a layer's changes, deletes and adds
    # in three transactions: three operations. With them the edits are staged until the commit,
    # which holds nothing meanwhile: other writers to the workspace, /v1 included, go on.)
    project.setAutoTransaction(True)
    layer = view_layer("Line", editor, "Line (editor)")
    project.addMapLayer(layer)
    names = layer.fields().names()
    checks.ok(names == ["id", "version", "expected_version", "journal_position"] + line_fields,
              f"{section}: QGIS fields {names}, the layer has {line_fields}")
    checks.ok(layer.featureCount() == len(lines_before), f"{section}: QGIS counts {layer.featureCount()} lines, /v1 serves {len(lines_before)}")
    features = {plain(f["id"]): f for f in layer.getFeatures()}
    checks.ok(set(features) == set(lines_before), f"{section}: QGIS reads {len(features)} lines, not /v1's {len(lines_before)}")

    # Where to edit: two primary lines continuing from the free end of a primary line (no device
    # there; primaries connect end to end), heading where the data is farthest; the LENGTH of
    # another primary, the middle vertex of a third, a service line deleted.
    def key(point):
        return (round(point.x(), 3), round(point.y(), 3))

    device_points = {(round(d["geometry"]["coordinates"][0], 3), round(d["geometry"]["coordinates"][1], 3)) for d in devices.values()}
    vertices = [p for f in features.values() for p in f.geometry().asPolyline()]
    primaries = sorted((f for f in features.values() if plain(f["ASSETGROUP"]) == 1), key=lambda f: plain(f["id"]))
    leaf = next(f for f in primaries if key(f.geometry().asPolyline()[-1]) not in device_points)
    end = leaf.geometry().asPolyline()[-1]

    def clearance(angle):
        ux, uy = math.cos(angle), math.sin(angle)
        return min(math.hypot(end.x() + d * ux - p.x(), end.y() + d * uy - p.y()) for d in (25, 50, 75, 100) for p in vertices)

    angle = max((k * math.pi / 8 for k in range(16)), key=clearance)
    ux, uy = math.cos(angle), math.sin(angle)
    new_lines = [[end, QgsPointXY(end.x() + 50 * ux, end.y() + 50 * uy)],
                 [QgsPointXY(end.x() + 50 * ux, end.y() + 50 * uy), QgsPointXY(end.x() + 100 * ux, end.y() + 100 * uy)]]
    changed = next(f for f in primaries if f.id() != leaf.id() and plain(f["LENGTH"]) is not None)
    moved = next(f for f in primaries if f.id() not in (leaf.id(), changed.id()) and len(f.geometry().asPolyline()) == 3)
    deleted = next(f for f in sorted(features.values(), key=lambda f: plain(f["id"])) if plain(f["ASSETGROUP"]) == 2)
    changed_id, moved_id, deleted_id = plain(changed["id"]), plain(moved["id"]), plain(deleted["id"])
    old_length = plain(changed["LENGTH"])
    new_length = round(old_length + 1.25, 2)
    moved_geometry = QgsGeometry(moved.geometry())
    middle = moved_geometry.vertexAt(1)
    moved_to = (middle.x() + 1.5, middle.y() - 0.75)
    moved_geometry.moveVertex(moved_to[0], moved_to[1], 1)

    mark = sql_log.mark()
    checks.ok(layer.startEditing(), f"{section}: startEditing() refused")
    for points in new_lines:
        feature = QgsFeature(layer.fields())
        feature.setAttribute("ASSETGROUP", 1)
        feature.setAttribute("ASSETTYPE", 1)
        feature.setGeometry(QgsGeometry.fromPolylineXY(points))
        checks.ok(layer.addFeature(feature), f"{section}: addFeature refused")
    checks.ok(layer.changeAttributeValue(changed.id(), names.index("LENGTH"), new_length), f"{section}: changeAttributeValue refused")
    checks.ok(layer.changeGeometry(moved.id(), moved_geometry), f"{section}: changeGeometry refused")
    checks.ok(layer.deleteFeature(deleted.id()), f"{section}: deleteFeature refused")
    # QGIS's transaction is open with its edits sent: it holds nothing, so a /v1 client writing
    # the same workspace meanwhile is answered at once.
    v1_timings = []
    for n in range(5):
        started = time.monotonic()
        status, answer = v1("POST", f"/v1/workspaces/{ws}/edits", {"edits": [{"layer": "ElectricDevice", "adds": [{
            "attributes": {"ASSETGROUP": 2, "LABEL": f"zz written during QGIS's edit {n}"},
            "geometry": {"type": "Point", "coordinates": [-9813000 + n * 20, 5130500]}}]}]})
        v1_timings.append(time.monotonic() - started)
        checks.ok(status == 200, f"{section}: a /v1 edit during QGIS's open transaction answered {status}: {answer}")
    print(f"{section}: /v1 edits during QGIS's open transaction answered in {', '.join(f'{t * 1000:.1f}' for t in v1_timings)} ms")
    # A stall is QGIS's whole transaction; the bound only tells one from a busy machine.
    checks.ok(max(v1_timings) < 1.0, f"{section}: a /v1 edit waited {max(v1_timings):.2f} s for QGIS's open transaction")
    head_before = head()
    committed = layer.commitChanges()
    checks.ok(committed, f"{section}: commitChanges() failed: {layer.commitErrors()}")
    sent = sql_log.writes(mark, editor["name"])
    project.removeMapLayer(layer.id())
    project.setAutoTransaction(False)

    operations = operations_after(head_before)
    head_after = head()
    operation = operations[0] if len(operations) == 1 else None
    checks.ok(operation is not None, f"{section}: {len(operations)} new operations (expected 1): {operations}")
    lines_after = v1_features(args.api, args.token, ws, "Line")
    new_ids = sorted(set(lines_after) - set(lines_before))
    checks.ok(len(new_ids) == 2 and deleted_id not in lines_after and len(lines_after) == len(lines_before) + 1,
              f"{section}: after the commit /v1 has {len(lines_after)} lines ({len(new_ids)} new, the deleted one "
              f"{'gone' if deleted_id not in lines_after else 'still there'}), {len(lines_before)} before")
    if operation:
        op_id, kind, actor, first, last, metadata = operation
        checks.ok(kind == "edit" and actor == editor["actor"] and last == head_after and metadata.get("role") == editor["name"],
                  f"{section}: the operation is {operation}, expected kind edit, actor {editor['actor']}, role {editor['name']}, last position {head_after}")
        events = query("SELECT e.type, e.feature_id::text, e.feature_version, e.layer, coalesce(e.operation_id, o.id)::text, p.payload FROM events e "
                       "CROSS JOIN LATERAL geojournal_event_payload(%s, e.position, e.feature_id, e.feature_version, e.type, e.data, e.geom) p "
                       "CROSS JOIN LATERAL geojournal_operation_at(%s, e.position) o "
                       "WHERE e.workspace_id = %s AND e.position BETWEEN %s AND %s ORDER BY e.position", ws, ws, ws, first, last)
        got = sorted((e[0], e[1]) for e in events)
        wanted = sorted([("featureCreated", i) for i in new_ids]
                        + [("featureUpdated", changed_id), ("featureUpdated", moved_id), ("featureDeleted", deleted_id)])
        checks.ok(got == wanted, f"{section}: the operation's events are {got}, expected {wanted}")
        checks.ok(all(e[3] == "Line" and e[4] == op_id for e in events), f"{section}: events of another layer or operation: {events}")
        by = {(e[0], e[1]): e for e in events}
        update = by.get(("featureUpdated", changed_id))
        if checks.ok(update is not None, f"{section}: no featureUpdated event of {changed_id}"):
            checks.ok(update[5].get("changes") == {"LENGTH": {"old": old_length, "new": new_length}} and "geometry" not in update[5],
                      f"{section}: the LENGTH change is recorded as {update[5]}, expected LENGTH {old_length} -> {new_length}")
        move = by.get(("featureUpdated", moved_id))
        if checks.ok(move is not None, f"{section}: no featureUpdated event of {moved_id}"):
            coordinates = (move[5].get("geometry") or {}).get("coordinates") or []
            checks.ok(move[5].get("changes") == {} and len(coordinates) == 3 and near(coordinates[1], moved_to, 1e-6),
                      f"{section}: the vertex move is recorded as {move[5]}, expected vertex 1 at {moved_to}")
        for new_id in new_ids:
            created = by.get(("featureCreated", new_id))
            if created:
                attributes = created[5].get("attributes") or {}
                coordinates = (created[5].get("geometry") or {}).get("coordinates") or []
                checks.ok(attributes.get("ASSETGROUP") == 1 and attributes.get("ASSETTYPE") == 1 and created[2] == 1
                          and any(len(coordinates) == 2 and all(near(c, (p.x(), p.y()), 1e-6) for c, p in zip(coordinates, points))
                                  for points in new_lines),
                          f"{section}: the created event of {new_id} is {created[5]} (version {created[2]})")
        # /v1 sees it: the history of the changed feature, snapping to a new line, a trace.
        status, history = v1("GET", f"/v1/workspaces/{ws}/features/{changed_id}/history", min_position=last)
        latest = (history.get("versions") or [{}])[-1]
        checks.ok(status == 200 and latest.get("operationId") == op_id and latest.get("actor") == editor["actor"]
                  and latest.get("type") == "featureUpdated" and latest.get("changes") == {"LENGTH": {"old": old_length, "new": new_length}},
                  f"{section}: /v1 history of {changed_id} ({status}) ends with {latest}")
        status, history = v1("GET", f"/v1/workspaces/{ws}/features/{moved_id}/history", min_position=last)
        latest = (history.get("versions") or [{}])[-1]
        checks.ok(status == 200 and latest.get("operationId") == op_id and latest.get("geometryChanged") is True,
                  f"{section}: /v1 history of {moved_id} ({status}) ends with {latest}")
        # The point 1 m beside the middle of the first new line.
        a, b = new_lines[0]
        probe = [(a.x() + b.x()) / 2 - uy, (a.y() + b.y()) / 2 + ux]
        status, snap = v1("POST", f"/v1/workspaces/{ws}/snap", {"point": probe, "tolerance": 3.0, "sources": [{"layer": "Line", "enabled": True}]},
                          min_position=last)
        snapped_to = snap.get("featureId")
        checks.ok(status == 200 and snap.get("snapped") is True and snapped_to in new_ids and abs(snap.get("distance", 99) - 1.0) < 1e-6,
                  f"{section}: snap at {probe} answers {status} {snap}, expected a new line ({new_ids}) at 1 m")
        breaker = next(i for i, d in devices.items() if d["properties"].get("ASSETGROUP") == 1)
        status, trace = v1("POST", f"/v1/workspaces/{ws}/networks/Electric/trace",
                           {"type": "connected", "startingLocations": [{"featureId": breaker, "terminal": "Load"}]}, min_position=last)
        traced = {e["featureId"] for e in trace.get("elements", [])}
        checks.ok(status == 200 and set(new_ids) <= traced and moved_id in traced and deleted_id not in traced,
                  f"{section}: a connected trace from the circuit breaker ({status}, {len(traced)} elements) "
                  f"{'includes' if set(new_ids) <= traced else 'misses'} the new lines, "
                  f"{'includes' if deleted_id in traced else 'leaves out'} the deleted one")
        verify_journal(section)
        checks.note(f"section {section}: QGIS committed 2 adds, a LENGTH change, a vertex move and a delete on gj_{ws}.\"Line\" as "
                    f"{editor['name']} in {len(sent)} statements ({', '.join(sorted({s.split()[0].upper() for s in sent}))}): one operation "
                    f"({first}-{last}, actor {actor}) with exactly those 5 events; /v1 history, snap ({snap.get('kind')}, "
                    f"{snap.get('distance', 0):.2f} m) and a connected trace ({len(traced)} elements) see them; chain and projections verified")

    # ------------------------------------------------------------ 2. a coded domain violation
    section = "2 (domain)"
    status, device_page = v1("GET", f"/v1/workspaces/{ws}/layers/ElectricDevice/features?limit=100")
    seeded = sorted(device_page["features"], key=lambda f: f["properties"].get("LABEL") or "")
    target = seeded[0]
    devices_layer = view_layer("ElectricDevice", editor, "ElectricDevice (editor)")
    by_id = {plain(f["id"]): f for f in devices_layer.getFeatures()}
    head_before = head()
    mark = sql_log.mark()
    devices_layer.startEditing()
    devices_layer.changeAttributeValue(by_id[target["id"]].id(), devices_layer.fields().indexOf("DEVICESTATUS"), 9)
    committed = devices_layer.commitChanges()
    errors = devices_layer.commitErrors()
    devices_layer.rollBack()
    status, refusal = v1("POST", f"/v1/workspaces/{ws}/edits",
                         {"edits": [{"layer": "ElectricDevice", "updates": [{"id": target["id"], "attributes": {"DEVICESTATUS": 9}}]}]})
    v1_messages = [v["message"] for v in refusal.get("violations", [])]
    qgis_message = first_error(errors)
    refused = sql_log.since(mark, editor["name"], "error")
    checks.ok(not committed, f"{section}: commitChanges() of DEVICESTATUS 9 succeeded")
    checks.ok(status == 422 and len(v1_messages) == 1, f"{section}: /v1 answers the same edit {status} {refusal}")
    checks.ok(v1_messages and qgis_message == v1_messages[0],
              f"{section}: QGIS's commit errors say {qgis_message!r}, /v1 says {v1_messages}; QGIS's errors: {errors}")
    checks.ok([e["sqlstate"] for e in refused] == ["23514"], f"{section}: the server's errors {refused}, expected one check_violation (23514)")
    checks.ok(head() == head_before, f"{section}: the head moved from {head_before} to {head()}")
    status, now = v1("GET", f"/v1/workspaces/{ws}/layers/ElectricDevice/features/{target['id']}")
    checks.ok(now.get("version") == target["version"] and now["properties"].get("DEVICESTATUS") == target["properties"].get("DEVICESTATUS"),
              f"{section}: the feature changed: {now}")
    checks.note(f"section {section}: commitChanges() fails with {qgis_message!r} (SQLSTATE {refused[0]['sqlstate'] if refused else '?'}), "
                f"the same text as /v1's 422; nothing written")
    del devices_layer

    # ------------------------------------------------------------ 3. two sessions, one feature
    section = "3 (stale version)"
    target = seeded[1]
    session_a = view_layer("ElectricDevice", editor, "ElectricDevice (A)")
    session_b = view_layer("ElectricDevice", editor2, "ElectricDevice (B)")
    expected_index = session_a.fields().indexOf("expected_version")
    label_index = session_a.fields().indexOf("LABEL")
    # What a QGIS project does to send the version each session read: the view's
    # `expected_version` (always NULL when read) gets the default value "version", applied on
    # update, so every changed feature carries it.
    for session in (session_a, session_b):
        session.setDefaultValueDefinition(expected_index, QgsDefaultValue('"version"', True))
    read_a = next(f for f in session_a.getFeatures() if plain(f["id"]) == target["id"])
    read_b = next(f for f in session_b.getFeatures() if plain(f["id"]) == target["id"])
    version_read = plain(read_a["version"])
    checks.ok(version_read == target["version"] == plain(read_b["version"]), f"{section}: QGIS reads version {version_read}, /v1 {target['version']}")
    head_before = head()
    mark = sql_log.mark()
    # A edits first (its edit buffer holds the version it read), B edits and saves, then A saves.
    session_a.startEditing()
    session_a.changeAttributeValue(read_a.id(), label_index, "saved by A")
    session_b.startEditing()
    session_b.changeAttributeValue(read_b.id(), label_index, "saved by B")
    checks.ok(session_b.commitChanges(), f"{section}: B's save failed: {session_b.commitErrors()}")
    operations = operations_after(head_before)
    checks.ok(len(operations) == 1 and operations[0][2] == editor2["actor"], f"{section}: B's save wrote {operations}")
    head_after_b = head()
    committed = session_a.commitChanges()
    errors = session_a.commitErrors()
    session_a.rollBack()
    message = first_error(errors)
    sent_a = sql_log.writes(mark, editor["name"])
    refused = sql_log.since(mark, editor["name"], "error")
    wanted = f"feature {target['id']} is at version {version_read + 1}, not {version_read}"
    checks.ok(not committed, f"{section}: A's save after B's succeeded (a lost update)")
    checks.ok(message == wanted, f"{section}: A's commit errors say {message!r}, expected {wanted!r}: {errors}")
    checks.ok([e["sqlstate"] for e in refused] == ["GJ409"], f"{section}: the server's errors {refused}, expected one GJ409")
    checks.ok(len(sent_a) == 1 and f'"expected_version"={version_read}' in sent_a[0], f"{section}: A sent {sent_a}")
    checks.ok(head() == head_after_b, f"{section}: A's refused save moved the head from {head_after_b} to {head()}")
    status, now = v1("GET", f"/v1/workspaces/{ws}/layers/ElectricDevice/features/{target['id']}")
    checks.ok(now["properties"].get("LABEL") == "saved by B" and now.get("version") == version_read + 1, f"{section}: the feature is {now}")
    checks.note(f"section {section}: with the default value \"version\" on expected_version QGIS sends {sent_a[0] if sent_a else None!r}; "
                f"after another session's save it fails with {message!r} (GJ409), nothing written")
    del session_a, session_b

    # ------------------------------------------------------------ 4. a viewer
    section = "4 (viewer)"
    lines_now = v1_features(args.api, args.token, ws, "Line")
    reader = view_layer("Line", viewer, "Line (viewer)")
    read = {plain(f["id"]) for f in reader.getFeatures()}
    checks.ok(reader.featureCount() == len(lines_now) and read == set(lines_now),
              f"{section}: the viewer's QGIS counts {reader.featureCount()} and reads {len(read)} lines, /v1 serves {len(lines_now)}")
    capabilities = reader.dataProvider().capabilities()
    editing = QgsVectorDataProvider.AddFeatures | QgsVectorDataProvider.DeleteFeatures | QgsVectorDataProvider.ChangeAttributeValues \
        | QgsVectorDataProvider.ChangeGeometries
    head_before = head()
    mark = sql_log.mark()
    started_editing = reader.startEditing()
    some = next(reader.getFeatures())
    reader.changeAttributeValue(some.id(), reader.fields().indexOf("LENGTH"), 1.5)
    committed = reader.commitChanges()
    commit_errors = reader.commitErrors()
    if started_editing:
        reader.rollBack()
    # What QGIS would send if it ignored the privileges it read: the provider's own writes.
    provider = reader.dataProvider()
    changed_by_provider = provider.changeAttributeValues({some.id(): {reader.fields().indexOf("LENGTH"): 1.5}})
    provider_errors = provider.errors()
    provider.clearErrors()
    addition = QgsFeature(reader.fields())
    addition.setAttribute("ASSETGROUP", 1)
    addition.setAttribute("ASSETTYPE", 1)
    addition.setGeometry(QgsGeometry.fromPolylineXY([new_lines[0][0], new_lines[1][1]]))
    added_by_provider, _ = provider.addFeatures([addition])
    provider_errors += provider.errors()
    refused = sql_log.since(mark, viewer["name"], "error")
    checks.ok(not (capabilities & editing), f"{section}: QGIS's provider offers the viewer {provider.capabilitiesString()}")
    checks.ok(not committed, f"{section}: the viewer's commitChanges() succeeded")
    checks.ok(not changed_by_provider and not added_by_provider and sum("permission denied for view Line" in e for e in provider_errors) == 2,
              f"{section}: the viewer's UPDATE and INSERT answered {changed_by_provider}, {added_by_provider}: {provider_errors}")
    checks.ok([e["sqlstate"] for e in refused] == ["42501", "42501"], f"{section}: the server's errors {refused}, expected two 42501")
    checks.ok(head() == head_before, f"{section}: the head moved from {head_before} to {head()}")
    checks.note(f"section {section}: the viewer reads all {len(read)} lines; QGIS sees no write privilege (startEditing() "
                f"{started_editing}, commitChanges() {committed}: {' '.join(commit_errors)}); the UPDATE and INSERT QGIS's provider "
                f"would send are refused with 'permission denied for view Line' (42501); nothing written")
    del reader

    # ------------------------------------------------------------ 5. OGC API - Features with auth configs
    section = "5 (OAPIF)"
    auth_ids = store_auth_configs(args.token, checks)
    lines_now = v1_features(args.api, args.token, ws, "Line")
    xs = [c[0] for f in lines_now.values() for c in f["geometry"]["coordinates"]]
    ys = [c[1] for f in lines_now.values() for c in f["geometry"]["coordinates"]]
    box = [min(xs) + (max(xs) - min(xs)) * 0.3, min(ys) + (max(ys) - min(ys)) * 0.3,
           min(xs) + (max(xs) - min(xs)) * 0.7, min(ys) + (max(ys) - min(ys)) * 0.7]
    status, in_box = v1("GET", f"/v1/workspaces/{ws}/layers/Line/features?limit=1000&bbox={','.join(str(v) for v in box)}")
    wanted_in_box = sorted(f["id"] for f in in_box["features"])
    checks.ok(0 < len(wanted_in_box) < len(lines_now), f"{section}: /v1 has {len(wanted_in_box)} of {len(lines_now)} lines in the box")
    for method in ("Basic", "EsriToken", None):
        QgsNetworkAccessManager.instance().cache().clear()
        uri = QgsDataSourceUri()
        uri.setParam("url", f"{args.api}/ogc/{ws}")
        uri.setParam("typename", "Line")
        if method:
            uri.setAuthConfigId(auth_ids[method])
        oapif = QgsVectorLayer(uri.uri(False), f"Line (OAPIF, {method})", "OAPIF")
        if method is None:
            checks.ok(not oapif.isValid(), f"{section}: the OAPIF layer opens without credentials")
            continue
        if not checks.ok(oapif.isValid(), f"{section}: the OAPIF layer with {method} auth is not valid"):
            continue
        names = oapif.fields().names()
        checks.ok(names == ["id"] + line_fields, f"{section} {method}: QGIS fields {names}, the layer has {line_fields}")
        ids = sorted(plain(f["id"]) for f in oapif.getFeatures())
        checks.ok(oapif.featureCount() == len(lines_now) and ids == sorted(lines_now),
                  f"{section} {method}: QGIS counts {oapif.featureCount()} and reads {len(ids)} lines, /v1 serves {len(lines_now)}")
        to_layer = QgsCoordinateTransform(QgsCoordinateReferenceSystem("EPSG:3857"), oapif.crs(), project)
        rectangle = to_layer.transformBoundingBox(QgsRectangle(*box))
        got = sorted(plain(f["id"]) for f in oapif.getFeatures(QgsFeatureRequest().setFilterRect(rectangle)))
        checks.ok(got == wanted_in_box, f"{section} {method}: setFilterRect answers {len(got)} lines, /v1's bbox {len(wanted_in_box)}")
        checks.note(f"section {section} {method}: {len(ids)} lines, fields {', '.join(names)}, {len(got)} in the box ({oapif.crs().authid()}), as /v1")
        del oapif

    # ------------------------------------------------------------ 6. a version
    section = "6 (a version)"
    status, made = v1("POST", f"/v1/workspaces/{ws}/versions", {"name": "qgis", "access": "public", "description": "edited in QGIS"})
    checks.ok(status == 201 and made.get("viewSchema"), f"{section}: creating a version answered {status} {made}")
    version, schema = made.get("name"), made.get("viewSchema")
    default_before = v1_features(args.api, args.token, ws, "Line")
    uri = QgsDataSourceUri()
    uri.setConnection("127.0.0.1", str(args.pg_port), args.database, editor["name"], editor["password"], QgsDataSourceUri.SslDisable)
    uri.setDataSource(schema, "Line", "geom", "", "id")
    in_version = QgsVectorLayer(uri.uri(False), "Line (version)", "postgres")
    checks.ok(in_version.isValid(), f"{section}: QGIS does not open {schema}.Line")
    project.addMapLayer(in_version)
    checks.ok(in_version.featureCount() == len(default_before), f"{section}: QGIS counts {in_version.featureCount()} lines in the version, DEFAULT has {len(default_before)}")
    target = next(f for f in sorted(in_version.getFeatures(), key=lambda f: plain(f["id"])) if plain(f["LENGTH"]) is not None)
    target_id = plain(target["id"])
    mark_head = head()
    in_version.startEditing()
    in_version.changeAttributeValue(target.id(), in_version.fields().indexOf("LENGTH"), 4321.5)
    addition = QgsFeature(in_version.fields())
    addition.setAttribute("ASSETGROUP", 1)
    addition.setAttribute("ASSETTYPE", 1)
    addition.setAttribute("LENGTH", 12.0)
    addition.setGeometry(QgsGeometry.fromPolylineXY([new_lines[0][0], QgsPointXY(new_lines[0][0].x() + 7, new_lines[0][0].y() - 7)]))
    in_version.addFeature(addition)
    saved = in_version.commitChanges()
    checks.ok(saved, f"{section}: Save in the version failed: {in_version.commitErrors()}")
    mine = v1_features(args.api, args.token, ws, "Line", version=version)
    theirs = v1_features(args.api, args.token, ws, "Line")
    checks.ok(mine.get(target_id, {}).get("properties", {}).get("LENGTH") == 4321.5 and len(mine) == len(default_before) + 1,
              f"{section}: the version reads {len(mine)} lines, LENGTH {mine.get(target_id, {}).get('properties', {}).get('LENGTH')}")
    checks.ok(theirs == default_before and head() == mark_head, f"{section}: DEFAULT changed ({len(theirs)} lines, head {head()} was {mark_head})")
    status, posted = v1("POST", f"/v1/workspaces/{ws}/versions/{version}/reconcile", {"withPost": True})
    checks.ok(status == 200 and (posted.get("post") or {}).get("inserts") == 1, f"{section}: reconcile with post answered {status} {posted}")
    after = v1_features(args.api, args.token, ws, "Line")
    checks.ok(after.get(target_id, {}).get("properties", {}).get("LENGTH") == 4321.5 and len(after) == len(default_before) + 1,
              f"{section}: after the post DEFAULT reads {len(after)} lines")
    checks.note(f"section {section}: QGIS saved an attribute change and a new line in {schema}.Line: the version reads them, DEFAULT did "
                f"not until the post ({(posted.get('post') or {}).get('operation', {}).get('kind')})")
    project.removeMapLayer(in_version.id())

    verify_journal("at the end")
    if checks.failures:
        print(f"FAILED {len(checks.failures)} of {checks.passed + len(checks.failures)} checks", flush=True)
        os._exit(1)
    print(f"PASS {checks.passed} checks in {time.monotonic() - started:.1f} s", flush=True)
    os._exit(0)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="mode", required=True)
    proxy = sub.add_parser("pgproxy")
    proxy.add_argument("--port", type=int, required=True)
    proxy.add_argument("--target-host", required=True)
    proxy.add_argument("--target-port", type=int, required=True)
    proxy.add_argument("--log", required=True)
    check = sub.add_parser("check")
    for option in ("--api", "--token", "--workspace", "--owner-url", "--pg-port", "--database", "--roles", "--sql-log", "--profile",
                   "--geojournal-bin"):
        check.add_argument(option, required=True)
    args = parser.parse_args()
    if args.mode == "pgproxy":
        run_pgproxy(args.port, args.target_host, args.target_port, args.log)
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
