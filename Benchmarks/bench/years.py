"""Years of history: one seeded history written to GeoJournal (through `geojournal edits`, the
journal's own batch path: the events, positions and chain of /v1 edits one after another) and, edit for edit, transaction for transaction, to the two things a PostGIS user picks for
history instead: a table under `periods` system versioning (Debian's postgresql-15-periods) and a
table audited by pgMemento (its SQL files, a pinned release, given at run time). Then, at each
journal size, the same questions to all three: writes, the past, disk.

Used two ways:
  - the section bench_years of `python3 Benchmarks/run.py` (sizes BENCH_YEARS_SIZES, default
    "1000000 4000000 16000000": one history grown to each size in turn, measured at each);
  - `check_main(argv)` (Tests/scripts/history_peers.sh runs it from Benchmarks/), the 10,000-event setting of
    Tests/scripts/history_peers.sh: every sampled moment's state, bbox page, one-day diff and
    feature histories must be the same in every system and in the generator's own model.

pgMemento is not packaged by Debian or PyPI; it runs when PGMEMENTO_DIR names a copy of the files of
its release PGMEMENTO_RELEASE (INSTALL_PGMEMENTO.sql and src/), and is skipped otherwise (said so).
"""

import bisect
import json
import os
import random
import re
import resource
import subprocess
import sys
import threading
import time

from .common import BenchError, die, fmt_int, met, note, num, postgres_sh, ratio, step
from .http import Client

PGMEMENTO_RELEASE = "v0.7.4"  # the pgMemento release tag the SQL below was written against
YEARS = 3  # the history stands for this many years of edits; "a day" is events / (365 * YEARS)
OPS_PER_CHUNK = 400  # operations handed to the three writers at a time
QUIET = dict(os.environ, PGOPTIONS="-c client_min_messages=warning")  # psql sessions without NOTICEs

POINT_FIELDS = ("Name", "Status", "Height")
LINE_FIELDS = ("Name", "Status", "Voltage")
LAYERS = {"Points": ("points", POINT_FIELDS), "Lines": ("lines", LINE_FIELDS)}


# ---------------------------------------------------------------- the generator

class History:
    """The seeded history: FEATURES features (two thirds points, one third three-vertex lines) added
    in operations of 1,000, then edits in operations mostly of 1-10 features and sometimes of
    50-500: 45 % attribute updates (Status always changes), 35 % geometry moves (a point or a
    whole line by up to 15 m), 10 % deletes and 10 % adds of new features. A feature is edited at
    most once per operation. The generator keeps the state it expects (`state`), so checks compare
    every system with it.

        h = History(features=1000, seed=47)
        for op in h.operations(until_events=10000):
            ...  # op: list of (kind, layer, id, attributes or None, geometry or None)
    """

    def __init__(self, features, seed=47):
        self.rng = random.Random(seed)
        self.seed = seed
        self.initial = features
        self.side = max(2000.0, (features ** 0.5) * 20.0)  # metres; 1 point per 600 m²
        self.x0, self.y0 = 1_000_000.0, 6_000_000.0
        self.counter = 0
        self.events = 0
        self.ops = 0
        self.state = {}  # id -> (layer, attributes dict, geometry: tuple of (x, y))
        self.alive = {"Points": [], "Lines": []}
        self.index = {}  # id -> index in its alive list
        self.op_ends = []  # events written after each operation
        self.touched = {}  # id -> the operation (0-based) that made its current version

    def box_for(self, features):
        """A bbox side (m) that holds about FEATURES points."""
        points_per_m2 = (2 * len(self.state) / 3 or 2 * self.initial / 3) / (self.side * self.side)
        return (features / points_per_m2) ** 0.5

    def _new_id(self):
        self.counter += 1
        return f"{self.seed:08x}-0000-4000-8000-{self.counter:012x}"

    def _xy(self):
        return (round(self.x0 + self.rng.random() * self.side, 2), round(self.y0 + self.rng.random() * self.side, 2))

    def _add(self):
        layer = "Points" if self.rng.random() < 2 / 3 else "Lines"
        fid = self._new_id()
        x, y = self._xy()
        if layer == "Points":
            attrs = {"Name": f"P-{self.counter}", "Status": self.rng.randrange(6), "Height": round(self.rng.uniform(3, 30), 1)}
            geom = ((x, y),)
        else:
            attrs = {"Name": f"L-{self.counter}", "Status": self.rng.randrange(6), "Voltage": self.rng.choice((400, 11000, 33000))}
            pts = [(x, y)]
            for _ in range(2):
                x, y = round(x + self.rng.uniform(-20, 20), 2), round(y + self.rng.uniform(-20, 20), 2)
                pts.append((x, y))
            geom = tuple(pts)
        self.state[fid] = (layer, attrs, geom)
        self.index[fid] = len(self.alive[layer])
        self.alive[layer].append(fid)
        return ("add", layer, fid, attrs, geom)

    def _pick(self, taken):
        for _ in range(20):
            layer = "Points" if self.rng.random() < 2 / 3 else "Lines"
            ids = self.alive[layer]
            if ids:
                fid = ids[self.rng.randrange(len(ids))]
                if fid not in taken:
                    return fid
        return None

    def _touch(self, edit):
        if edit[0] != "delete":
            self.touched[edit[2]] = self.ops
        else:
            self.touched.pop(edit[2], None)
        return edit

    def _edit(self, taken):
        r = self.rng.random()
        if r >= 0.9 or not self.state:
            return self._add()
        fid = self._pick(taken)
        if fid is None:
            return self._add()
        layer, attrs, geom = self.state[fid]
        if r < 0.45:
            status = (attrs["Status"] + 1 + self.rng.randrange(5)) % 6  # never the same
            if layer == "Points":
                change = {"Status": status, "Height": round(self.rng.uniform(3, 30), 1)}
            else:
                change = {"Status": status, "Voltage": self.rng.choice((400, 11000, 33000))}
            self.state[fid] = (layer, {**attrs, **change}, geom)
            return ("attr", layer, fid, change, None)
        if r < 0.8:
            dx = round(self.rng.uniform(0.5, 15) * self.rng.choice((-1, 1)), 2)
            dy = round(self.rng.uniform(-15, 15), 2)
            moved = tuple((round(x + dx, 2), round(y + dy, 2)) for x, y in geom)
            self.state[fid] = (layer, attrs, moved)
            return ("move", layer, fid, None, moved)
        # delete: swap-remove from its alive list
        ids = self.alive[layer]
        i = self.index.pop(fid)
        last = ids.pop()
        if last != fid:
            ids[i] = last
            self.index[last] = i
        del self.state[fid]
        return ("delete", layer, fid, None, None)

    def operations(self, until_events):
        """Operations until the history holds UNTIL_EVENTS events (the last one may pass it)."""
        while self.events < until_events:
            if self.counter < self.initial:
                op = [self._touch(self._add()) for _ in range(min(1000, self.initial - self.counter))]
            else:
                size = self.rng.randint(1, 10) if self.rng.random() < 0.8 else self.rng.randint(50, 500)
                taken, op = set(), []
                for _ in range(size):
                    edit = self._touch(self._edit(taken))
                    taken.add(edit[2])
                    op.append(edit)
            self.events += len(op)
            self.ops += 1
            self.op_ends.append(self.events)
            yield op

    def snapshot(self):
        return {fid: (layer, tuple(sorted(attrs.items())), geom) for fid, (layer, attrs, geom) in self.state.items()}


# ---------------------------------------------------------------- GeoJournal side

def gj_geometry(layer, geom):
    if layer == "Points":
        return {"type": "Point", "coordinates": list(geom[0])}
    return {"type": "LineString", "coordinates": [list(p) for p in geom]}


def gj_body(op):
    per_layer = {}
    for kind, layer, fid, attrs, geom in op:
        edits = per_layer.setdefault(layer, {"layer": layer})
        if kind == "add":
            edits.setdefault("adds", []).append({"id": fid, "attributes": attrs, "geometry": gj_geometry(layer, geom)})
        elif kind == "attr":
            edits.setdefault("updates", []).append({"id": fid, "attributes": attrs})
        elif kind == "move":
            edits.setdefault("updates", []).append({"id": fid, "geometry": gj_geometry(layer, geom)})
        else:
            edits.setdefault("deletes", []).append({"id": fid})
    return json.dumps({"message": "history", "edits": list(per_layer.values())}, separators=(",", ":"))


def gj_layer_fields():
    return {
        "Points": {"geometryType": "Point", "srid": 3857, "fields": [
            {"name": "Name", "type": "string"}, {"name": "Status", "type": "integer"}, {"name": "Height", "type": "double"}]},
        "Lines": {"geometryType": "LineString", "srid": 3857, "fields": [
            {"name": "Name", "type": "string"}, {"name": "Status", "type": "integer"}, {"name": "Voltage", "type": "integer"}]},
    }


class GeoJournalWriter:
    """Writes operations to one workspace, the layers over HTTP; the history one /v1 edit after
    another, or (STREAM = (binary, database URL, a scratch file)) through the journal's own batch
    path, `geojournal edits`: a chunk's operations handed to the workspace writer at once, many to a
    batch, landing as the same /v1 edits one after another would (EditStreamTests show the two
    give the same journal). Keeps each operation's last position."""

    def __init__(self, base_url, token, workspace, stream=None):
        self.client = Client(base_url, token)
        self.workspace = workspace
        self.stream = stream
        self.positions = []  # per operation

    def create(self):
        status = _status(self.client, "POST", "/v1/workspaces", json.dumps({"id": self.workspace}))
        if status not in (200, 201):
            die(f"create workspace {self.workspace}: HTTP {status}")
        for layer, body in gj_layer_fields().items():
            status = _status(self.client, "PUT", f"/v1/workspaces/{self.workspace}/layers/{layer}", json.dumps(body))
            if status not in (200, 201):
                die(f"create layer {layer}: HTTP {status}")

    def write(self, ops):
        if self.stream is None:
            for op in ops:
                _, data, _ = self.client.request("POST", f"/v1/workspaces/{self.workspace}/edits", gj_body(op), what="history edits")
                self.positions.append(json.loads(data)["operation"]["lastPosition"])
            return
        binary, database_url, path = self.stream
        with open(path, "w") as f:
            for op in ops:
                f.write(gj_body(op) + "\n")
        env = dict(os.environ, DATABASE_URL=database_url, LOG_LEVEL="warning")
        result = subprocess.run([binary, "edits", "--workspace", self.workspace, "--actor", "history", path],
                                env=env, text=True, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        if result.returncode != 0:
            # The reason is at the start (a crash's backtrace follows it), the last words at the end.
            err = result.stderr.strip()
            raise BenchError(f"geojournal edits (exit {result.returncode}): {err if len(err) <= 2400 else err[:1800] + ' … ' + err[-600:]}")
        positions = [int(x) for x in result.stdout.split()]
        if len(positions) != len(ops):
            raise BenchError(f"geojournal edits: {len(positions)} positions for {len(ops)} operations")
        self.positions += positions


def _status(client, method, path, body):
    headers = {"Authorization": f"Bearer {client.token}", "Content-Type": "application/json"}
    client.conn.request(method, path, body=body, headers=headers)
    r = client.conn.getresponse()
    data = r.read()
    if r.status >= 300:
        note(f"{method} {path}: {r.status} {data[:300]!r}")
    return r.status


def gj_features(client, workspace, layer, as_of, bbox=None):
    """Every feature of LAYER as of AS_OF (pages of 10,000): (features, seconds end to end, server ms)."""
    features, seconds, server_ms, cursor = [], 0.0, 0.0, None
    while True:
        q = f"limit=10000&asOf={as_of}" + (f"&bbox={','.join(map(str, bbox))}" if bbox else "") + (f"&cursor={cursor}" if cursor else "")
        timing, data, s = client.request("GET", f"/v1/workspaces/{workspace}/layers/{layer}/features?{q}", what="features")
        seconds += s
        m = re.search(r"dur=([0-9.]+)", timing)
        server_ms += float(m.group(1)) if m else 0.0
        page = json.loads(data)
        features += page["features"]
        cursor = page.get("next")
        if not cursor:
            return features, seconds, server_ms
        if "cursor=" in cursor:
            cursor = re.search(r"cursor=([^&]+)", cursor).group(1)


def norm_feature(layer, fid, props, coords):
    fields = LAYERS[layer][1]
    attrs = tuple(sorted((f, _norm_value(props.get(f))) for f in fields))
    if layer == "Points":
        geom = ((round(coords[0], 2), round(coords[1], 2)),)
    else:
        geom = tuple((round(x, 2), round(y, 2)) for x, y in coords)
    return fid.lower(), (layer, attrs, geom)


def _norm_value(v):
    if isinstance(v, float) and v == int(v):
        return int(v)
    return v


def norm_model(snapshot):
    return {fid: (layer, tuple((k, _norm_value(v)) for k, v in attrs), geom) for fid, (layer, attrs, geom) in snapshot.items()}


# ---------------------------------------------------------------- the peers (SQL through psql)

class Psql:
    """One long-running psql session fed SQL on its standard input; `sync()` waits until everything
    sent so far has run."""

    def __init__(self, psql, url):
        self.process = subprocess.Popen([psql, url, "-X", "-q", "-A", "-t", "-v", "ON_ERROR_STOP=1"], env=QUIET,
                                        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1 << 20)
        self.marker = 0

    def send(self, sql):
        self.process.stdin.write(sql)

    def sync(self):
        self.marker += 1
        self.process.stdin.write(f"\\echo SYNC-{self.marker}\n")
        self.process.stdin.flush()
        while True:
            line = self.process.stdout.readline()
            if not line:
                die("a peer's psql session ended (an SQL error: see above)")
            if line.strip() == f"SYNC-{self.marker}":
                return

    def close(self):
        try:
            self.process.stdin.close()
        except OSError:
            pass
        self.process.wait()


def sql_geom(layer, geom):
    if layer == "Points":
        return f"SRID=3857;POINT({geom[0][0]} {geom[0][1]})"
    return "SRID=3857;LINESTRING(" + ",".join(f"{x} {y}" for x, y in geom) + ")"


def sql_text(s):
    return "'" + str(s).replace("'", "''") + "'"


def op_sql(schema, op, moment_sql):
    """One operation as one transaction: per layer one multi-row INSERT, one UPDATE ... FROM (VALUES)
    for the attribute changes, one for the moves, one DELETE."""
    out = ["BEGIN;"]
    for layer, (table, fields) in LAYERS.items():
        third = fields[2].lower()
        adds = [e for e in op if e[1] == layer and e[0] == "add"]
        attrs = [e for e in op if e[1] == layer and e[0] == "attr"]
        moves = [e for e in op if e[1] == layer and e[0] == "move"]
        deletes = [e for e in op if e[1] == layer and e[0] == "delete"]
        if adds:
            out.append(f"INSERT INTO {schema}.{table} (id, name, status, {third}, geom) VALUES " + ",".join(
                f"('{fid}',{sql_text(a['Name'])},{a['Status']},{a[fields[2]]},'{sql_geom(layer, g)}')" for _, _, fid, a, g in adds) + ";")
        if attrs:
            rows = ",".join(f"('{fid}'::uuid,{a['Status']}::int,{a[fields[2]]}::{'float8' if layer == 'Points' else 'int'})"
                            for _, _, fid, a, _ in attrs)
            out.append(f"UPDATE {schema}.{table} t SET status = v.status, {third} = v.x FROM (VALUES {rows}) v(id, status, x) WHERE t.id = v.id;")
        if moves:
            rows = ",".join(f"('{fid}'::uuid,'{sql_geom(layer, g)}'::geometry)" for _, _, fid, _, g in moves)
            out.append(f"UPDATE {schema}.{table} t SET geom = v.geom FROM (VALUES {rows}) v(id, geom) WHERE t.id = v.id;")
        if deletes:
            out.append(f"DELETE FROM {schema}.{table} WHERE id IN (" + ",".join(f"'{fid}'" for _, _, fid, _, _ in deletes) + ");")
    out.append(moment_sql)
    out.append("COMMIT;\n")
    return "\n".join(out)


PEER_TABLES_SQL = """
CREATE SCHEMA {schema};
CREATE TABLE {schema}.points (id uuid PRIMARY KEY, name text NOT NULL, status integer, height double precision,
                              geom geometry(Point, 3857) NOT NULL);
CREATE TABLE {schema}.lines (id uuid PRIMARY KEY, name text NOT NULL, status integer, voltage integer,
                             geom geometry(LineString, 3857) NOT NULL);
CREATE INDEX ON {schema}.points USING gist (geom);
CREATE INDEX ON {schema}.lines USING gist (geom);
"""

PERIODS_SETUP_SQL = """
SET client_min_messages = warning;
CREATE EXTENSION IF NOT EXISTS postgis;
CREATE EXTENSION IF NOT EXISTS periods CASCADE;
DROP SCHEMA IF EXISTS periods_h CASCADE;
DROP SCHEMA IF EXISTS bench_h CASCADE;
CREATE SCHEMA bench_h;
CREATE TABLE bench_h.periods_moments (op integer PRIMARY KEY, t timestamptz NOT NULL);
CREATE TABLE bench_h.memento_moments (op integer PRIMARY KEY, tid integer NOT NULL);
""" + PEER_TABLES_SQL.format(schema="periods_h") + """
SELECT periods.add_system_time_period('periods_h.points');
SELECT periods.add_system_versioning('periods_h.points');
SELECT periods.add_system_time_period('periods_h.lines');
SELECT periods.add_system_versioning('periods_h.lines');
-- What a user adds to read the past by place, by feature and by time.
CREATE INDEX ON periods_h.points_history USING gist (geom);
CREATE INDEX ON periods_h.points_history (id);
CREATE INDEX ON periods_h.points_history (system_time_end);
CREATE INDEX ON periods_h.points (system_time_start);
CREATE INDEX ON periods_h.lines_history USING gist (geom);
CREATE INDEX ON periods_h.lines_history (id);
CREATE INDEX ON periods_h.lines_history (system_time_end);
CREATE INDEX ON periods_h.lines (system_time_start);
CREATE INDEX ON periods_h.points_history (system_time_start);
CREATE INDEX ON periods_h.lines_history (system_time_start);
"""

MEMENTO_SETUP_SQL = PEER_TABLES_SQL.format(schema="memento_h") + """
SELECT pgmemento.init('memento_h', 'pgmemento_audit_id', TRUE, FALSE, FALSE, FALSE);
"""


def memento_dir():
    d = os.environ.get("PGMEMENTO_DIR", "")
    if d and os.path.isfile(os.path.join(d, "INSTALL_PGMEMENTO.sql")):
        return d
    if d:
        die(f"PGMEMENTO_DIR={d} holds no INSTALL_PGMEMENTO.sql")
    return ""


class Peers:
    """The peers' database: periods_h (system versioning) and, with PGMEMENTO_DIR, memento_h
    (pgMemento), plus bench_h, the moment of each operation in each (not counted as their disk)."""

    def __init__(self, psql, url):
        self.psql_bin, self.url = psql, url
        self.memento = bool(memento_dir())

    def sql(self, *args, input=None, cwd=None):
        result = subprocess.run([self.psql_bin, self.url, "-X", "-q", "-A", "-t", "-v", "ON_ERROR_STOP=1", *args],
                                text=True, input=input, stdout=subprocess.PIPE, cwd=cwd, env=QUIET)
        if result.returncode != 0:
            die(f"psql on the peers' database failed (status {result.returncode})")
        return result.stdout.rstrip("\n")

    def setup(self):
        self.sql(input=PERIODS_SETUP_SQL)
        if self.memento:
            d = memento_dir()
            self.sql("-c", "DROP SCHEMA IF EXISTS memento_h CASCADE", "-c", "DROP SCHEMA IF EXISTS pgmemento CASCADE")
            # pgMemento's own installer (\i src/...: run from its folder).
            with open(os.path.join(d, "INSTALL_PGMEMENTO.sql")) as f:
                self.sql(input=f.read(), cwd=d)
            self.sql(input="SET client_min_messages = warning;\n" + MEMENTO_SETUP_SQL)
            version = self.sql("-c", "SELECT pgmemento.version()") if self._has_version() else "?"
            note(f"pgMemento installed from {d} ({version})")

    def _has_version(self):
        return self.sql("-c", "SELECT count(*) FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace "
                              "WHERE n.nspname = 'pgmemento' AND p.proname = 'version'") != "0"

    def writers(self):
        writers = [PeerWriter(self, "periods_h", "INSERT INTO bench_h.periods_moments VALUES ({op}, now());")]
        if self.memento:
            writers.append(PeerWriter(self, "memento_h",
                                      "INSERT INTO bench_h.memento_moments SELECT {op}, id FROM pgmemento.transaction_log WHERE txid = txid_current();"))
        return writers

    def moment_time(self, op):
        return self.sql("-c", f"SELECT t FROM bench_h.periods_moments WHERE op = {op}")

    def moment_tid(self, op):
        return int(self.sql("-c", f"SELECT tid FROM bench_h.memento_moments WHERE op = {op}"))

    # -------------------------------------------------------- reads

    def periods_state(self, table, t):
        return self._rows(f"SELECT id, ST_AsGeoJSON(x.*, 'geom', 9)::json FROM periods_h.{table}__as_of('{t}') x", table)

    def memento_restore(self, table, tid):
        fields = LAYERS["Points" if table == "points" else "Lines"][1]
        third = fields[2].lower()
        kind = "double precision" if table == "points" else "integer"
        return (f"pgmemento.restore_recordset(1, {tid + 1}, '{table}', 'memento_h') AS x(id uuid, name text, status integer, "
                f"{third} {kind}, geom geometry, pgmemento_audit_id bigint)")

    def memento_state(self, table, tid):
        return self._rows(f"SELECT id, ST_AsGeoJSON(x.*, 'geom', 9)::json FROM {self.memento_restore(table, tid)}", table)

    def _rows(self, query, table):
        layer = "Points" if table == "points" else "Lines"
        text = self.sql("-c", f"COPY ({query}) TO STDOUT")
        out = {}
        for line in text.splitlines():
            fid, js = line.split("\t", 1)
            f = json.loads(js)
            props = {{"name": "Name", "status": "Status", "height": "Height", "voltage": "Voltage"}.get(k, k): v
                     for k, v in f["properties"].items()}
            coords = f["geometry"]["coordinates"]
            key, value = norm_feature(layer, fid, props, coords if layer == "Lines" else coords)
            out[key] = value
        return out


class PeerWriter:
    """Writes a peer's transactions through a psql session, started again every
    OPS_PER_SESSION operations: one session's backend grew without bound (23 GB, killed by the
    kernel, on the way from 1M to 4M events with periods)."""

    OPS_PER_SESSION = 10_000

    def __init__(self, peers, schema, moment_sql):
        self.peers, self.schema, self.moment_sql = peers, schema, moment_sql
        self.session, self.written = None, 0

    def write(self, ops, first_op):
        if self.session is None or self.written >= self.OPS_PER_SESSION:
            if self.session is not None:
                self.session.close()
            self.session = Psql(self.peers.psql_bin, self.peers.url)
            self.session.send("SET client_min_messages = warning;\n")
            self.written = 0
        for i, op in enumerate(ops):
            self.session.send(op_sql(self.schema, op, self.moment_sql.format(op=first_op + i)))
        self.session.sync()
        self.written += len(ops)

    def close(self):
        if self.session is not None:
            self.session.close()


def write_history(history, until_events, gj, peer_writers):
    """Generates operations until UNTIL_EVENTS and writes each chunk to GeoJournal and the peers at
    once (one thread each); (seconds, operations written)."""
    started, written = time.perf_counter(), 0
    ops = history.operations(until_events)
    while True:
        chunk = []
        for op in ops:
            chunk.append(op)
            if len(chunk) == OPS_PER_CHUNK:
                break
        if not chunk:
            break
        first = history.ops - len(chunk)  # 0-based index of the chunk's first operation
        errors = []

        def run(target, *args):
            try:
                target(*args)
            except BaseException as error:  # noqa: BLE001 — reported below
                errors.append(error)

        threads = [threading.Thread(target=run, args=(gj.write, chunk))]
        threads += [threading.Thread(target=run, args=(w.write, chunk, first)) for w in peer_writers]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        if errors:
            raise errors[0] if isinstance(errors[0], BenchError) else BenchError(f"writing the history: {errors[0]!r}")
        written += len(chunk)
    return time.perf_counter() - started, written


# ---------------------------------------------------------------- timing inside PostgreSQL

def timed_in_postgres(peers, queries):
    """Runs each query (one value each) inside one DO block, timed with clock_timestamp(): ms each."""
    values = ",".join(f"({i}, $q{i}$ {q} $q{i}$)" for i, q in enumerate(queries))
    out = peers.sql(input=f"""
SET client_min_messages = warning;
CREATE TEMP TABLE q (n int, sql text);
CREATE TEMP TABLE t (n int, ms float8);
INSERT INTO q VALUES {values};
DO $$
DECLARE r record; t0 timestamptz; v text;
BEGIN
  FOR r IN SELECT * FROM q ORDER BY n LOOP
    t0 := clock_timestamp();
    EXECUTE r.sql INTO v;
    INSERT INTO t VALUES (r.n, extract(epoch FROM clock_timestamp() - t0) * 1000);
  END LOOP;
END $$;
SELECT ms FROM t ORDER BY n;
""")
    return [float(x) for x in out.split()]


def med(values):
    values = sorted(values)
    return values[(len(values) - 1) // 2] if values else 0.0


# ---------------------------------------------------------------- the check (10,000 events)

def check(base_url, token, workspace, psql, peers_url, events, features, seed=47):
    """Writes EVENTS events to all systems and compares them at sampled moments; raises on the first
    disagreement. Returns a short summary."""
    history = History(features=features, seed=seed)
    peers = Peers(psql, peers_url)
    peers.setup()
    gj = GeoJournalWriter(base_url, token, workspace)
    gj.create()
    writers = peers.writers()
    systems = ["GeoJournal", "periods"] + (["pgMemento"] if peers.memento else [])
    if not peers.memento:
        note("pgMemento: PGMEMENTO_DIR not set, compared: GeoJournal, periods and the generator's model")
    # Sampled moments: after these operations (0-based), the model's snapshot kept.
    marks = sorted({int(events * f) for f in (0.1, 0.25, 0.5, 0.75, 0.9)} | {events})
    snapshots, op_of_mark, touched = {}, {}, {}
    try:
        for mark in marks:
            write_history(history, mark, gj, writers)
            op_of_mark[mark] = history.ops - 1
            snapshots[mark] = norm_model(history.snapshot())
            touched[mark] = dict(history.touched)
    finally:
        for w in writers:
            w.close()
    client = Client(base_url, token)
    box_side = history.box_for(60)
    rng = random.Random(seed + 1)
    checked = 0
    for mark in marks:
        op = op_of_mark[mark]
        position = gj.positions[op]
        t = peers.moment_time(op)
        tid = peers.moment_tid(op) if peers.memento else None
        model = snapshots[mark]
        states = {}
        gj_state = {}
        for layer in LAYERS:
            feats, _, _ = gj_features(client, workspace, layer, position)
            for f in feats:
                key, value = norm_feature(layer, f["id"], f["properties"], f["geometry"]["coordinates"])
                gj_state[key] = value
        states["GeoJournal"] = gj_state
        states["periods"] = {**peers.periods_state("points", t), **peers.periods_state("lines", t)}
        if peers.memento:
            states["pgMemento"] = {**peers.memento_state("points", tid), **peers.memento_state("lines", tid)}
        for name in systems:
            _compare(f"state after operation {op} (position {position})", name, states[name], model)
        # One bbox page of points as of the moment, edges off the 0.01 m grid.
        x0 = round(history.x0 + rng.random() * (history.side - box_side), 2) + 0.005
        y0 = round(history.y0 + rng.random() * (history.side - box_side), 2) + 0.005
        box = (x0, y0, round(x0 + box_side, 3), round(y0 + box_side, 3))
        expected = {fid for fid, (layer, _, g) in model.items()
                    if layer == "Points" and box[0] <= g[0][0] <= box[2] and box[1] <= g[0][1] <= box[3]}
        feats, _, _ = gj_features(client, workspace, "Points", position, bbox=box)
        got = {f["id"].lower() for f in feats}
        env = f"ST_MakeEnvelope({box[0]}, {box[1]}, {box[2]}, {box[3]}, 3857)"
        boxes = {"GeoJournal": got,
                 "periods": set(peers.sql("-c", f"SELECT id FROM periods_h.points__as_of('{t}') x WHERE x.geom && {env}").split())}
        if peers.memento:
            boxes["pgMemento"] = set(peers.sql("-c", f"SELECT id FROM {peers.memento_restore('points', tid)} WHERE x.geom && {env}").split())
        for name, ids in boxes.items():
            if ids != expected:
                die(f"bbox {box} as of operation {op}: {name} answers {len(ids)} points, the model {len(expected)} "
                    f"(missing {sorted(expected - ids)[:3]}, extra {sorted(ids - expected)[:3]})")
        checked += 1
    # A diff between the 50 % and 75 % moments: the changed features, by kind.
    a, b = marks[2], marks[3]
    pa, pb = gj.positions[op_of_mark[a]], gj.positions[op_of_mark[b]]
    changes = {"added": set(), "modified": set(), "deleted": set()}
    cursor = None
    while True:
        q = f"from={pa}&to={pb}" + (f"&cursor={cursor}" if cursor else "")
        _, data, _ = client.request("GET", f"/v1/workspaces/{workspace}/diff?{q}", what="diff")
        d = json.loads(data)
        for kind in changes:
            changes[kind] |= {f["id"].lower() for f in d[kind]}
        cursor = d.get("next")
        if not cursor:
            break
    # Modified: alive at both moments with a version made in between (two edits may bring a
    # feature back to the same attributes: the diff still names it, with its old and new version).
    sa, sb = snapshots[a], snapshots[b]
    want = {"added": set(sb) - set(sa), "deleted": set(sa) - set(sb),
            "modified": {fid for fid in set(sa) & set(sb) if touched[b][fid] > op_of_mark[a]}}
    for kind in changes:
        if changes[kind] != want[kind]:
            odd = sorted(changes[kind] ^ want[kind])[:2]
            die(f"diff {pa}..{pb}: GeoJournal's {kind} are {len(changes[kind])}, the model's {len(want[kind])}; e.g. "
                + "; ".join(f"{fid}: {sa.get(fid)} -> {sb.get(fid)}" for fid in odd))
    # Feature histories: versions in GeoJournal = rows in periods = row_log entries + the live row in pgMemento.
    alive_points = sorted(fid for fid, v in snapshots[marks[-1]].items() if v[0] == "Points")
    for fid in random.Random(seed + 2).sample(alive_points, min(10, len(alive_points))):
        _, data, _ = client.request("GET", f"/v1/workspaces/{workspace}/features/{fid}/history", what="history")
        versions = len(json.loads(data)["versions"])
        rows = int(peers.sql("-c", f"SELECT (SELECT count(*) FROM periods_h.points WHERE id = '{fid}') + "
                                   f"(SELECT count(*) FROM periods_h.points_history WHERE id = '{fid}')"))
        counts = {"GeoJournal": versions, "periods": rows}
        if peers.memento:
            counts["pgMemento"] = int(peers.sql("-c", f"SELECT count(*) FROM pgmemento.row_log WHERE audit_id = "
                                                      f"(SELECT pgmemento_audit_id FROM memento_h.points WHERE id = '{fid}')"))
        if len(set(counts.values())) != 1:
            die(f"feature {fid}: versions {counts}")
    client.close()
    return (f"{history.events} events in {history.ops} operations; {len(marks)} moments: the state of both layers and a "
            f"points bbox page agree in {', '.join(systems)} and the model; diff {pa}..{pb} "
            f"({sum(len(v) for v in changes.values())} features) and 10 feature histories agree")


def _compare(what, name, got, want):
    if got == want:
        return
    missing = set(want) - set(got)
    extra = set(got) - set(want)
    differ = [fid for fid in set(want) & set(got) if got[fid] != want[fid]]
    detail = f"missing {len(missing)}, extra {len(extra)}, different {len(differ)}"
    if differ:
        fid = differ[0]
        detail += f"; e.g. {fid}: {got[fid]} vs the model's {want[fid]}"
    elif missing:
        detail += f"; e.g. missing {sorted(missing)[0]}"
    elif extra:
        detail += f"; e.g. extra {sorted(extra)[0]}"
    die(f"{what}: {name} differs from the model ({len(got)} vs {len(want)} features): {detail}")


def check_main(argv):
    import argparse
    p = argparse.ArgumentParser(prog="python3 -m bench.years check")
    p.add_argument("--base-url", required=True)
    p.add_argument("--token", required=True)
    p.add_argument("--workspace", default="years")
    p.add_argument("--psql", default="psql")
    p.add_argument("--peers-url", required=True)
    p.add_argument("--events", type=int, default=10000)
    p.add_argument("--features", type=int, default=1000)
    args = p.parse_args(argv)
    try:
        print(check(args.base_url, args.token, args.workspace, args.psql, args.peers_url, args.events, args.features))
    except BenchError as error:
        print(f"history check: FAIL: {error}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    if sys.argv[1:2] != ["check"]:
        print("usage: python3 -m bench.years check --base-url URL --token T --peers-url URL [--events N]", file=sys.stderr)
        sys.exit(2)
    sys.exit(check_main(sys.argv[2:]))


# ---------------------------------------------------------------- the section

def cpu_ticks(pids):
    """utime + stime (+ the reaped children's, for the postmaster) of PIDS, in clock ticks."""
    total = 0
    for pid in pids:
        try:
            with open(f"/proc/{pid}/stat") as f:
                fields = f.read().rsplit(")", 1)[1].split()
        except OSError:
            continue
        total += sum(int(x) for x in fields[11:15])  # utime stime cutime cstime
    return total


def cluster_pids(b):
    """The postmaster of the bench cluster and its children (the backends)."""
    with open(os.path.join(b.cluster_dir, "pgdata", "postmaster.pid")) as f:
        master = f.readline().strip()
    children = subprocess.run(["pgrep", "-P", master], text=True, stdout=subprocess.PIPE).stdout.split()
    return [master, *children]


class CpuMeter:
    """Server-side CPU seconds of a run: the cluster's processes (and GeoJournal's serve)."""

    def __init__(self, b, with_serve):
        self.b, self.with_serve = b, with_serve

    def _ticks(self):
        pids = cluster_pids(self.b) + ([str(self.b.server.pid)] if self.with_serve else [])
        return cpu_ticks(pids)

    def __enter__(self):
        self.start = self._ticks()
        return self

    def __exit__(self, *exc):
        self.seconds = (self._ticks() - self.start) / os.sysconf("SC_CLK_TCK")


def peak_run(args, env):
    """Runs ARGS in a child of its own: (seconds, peak resident MiB of the command, its output); the
    output's last line is "PEAK kib seconds cpu-seconds"."""
    wrapper = ("import resource, subprocess, sys, time; t = time.perf_counter(); "
               "r = subprocess.run(sys.argv[1:], stdout=subprocess.PIPE, text=True); "
               "sys.stdout.write(r.stdout); "
               "u = resource.getrusage(resource.RUSAGE_CHILDREN); "
               "print('PEAK', u.ru_maxrss, time.perf_counter() - t, u.ru_utime + u.ru_stime); "
               "sys.exit(r.returncode)")
    result = subprocess.run([sys.executable, "-c", wrapper, *args], env=dict(os.environ, **env), text=True,
                            stdout=subprocess.PIPE)
    m = re.search(r"^PEAK (\d+) ([0-9.]+) ([0-9.]+)$", result.stdout, re.M)
    if result.returncode != 0 or not m:
        note(result.stdout)
        die(f"{' '.join(args[:2])} failed (status {result.returncode})")
    return float(m.group(2)), int(m.group(1)) / 1024, result.stdout


def gj_bytes(b):
    """Bytes of every table (with its indexes and TOAST) of GeoJournal's database."""
    return int(b.owner_psql("-c", "SELECT sum(pg_total_relation_size(c.oid)) FROM pg_class c "
                                  "JOIN pg_namespace n ON n.oid = c.relnamespace "
                                  "WHERE c.relkind IN ('r', 'm') AND n.nspname NOT IN ('pg_catalog', 'information_schema')"))


def peer_bytes(peers, tables):
    return int(peers.sql("-c", "SELECT sum(pg_total_relation_size(r)) FROM unnest(ARRAY[" +
                         ",".join(f"'{t}'::regclass" for t in tables) + "]) r"))


PERIODS_TABLES = ["periods_h.points", "periods_h.points_history", "periods_h.lines", "periods_h.lines_history"]
MEMENTO_TABLES = ["memento_h.points", "memento_h.lines", "pgmemento.row_log", "pgmemento.table_event_log",
                  "pgmemento.transaction_log"]


def bench_years(b):
    """Years of history side by side: GeoJournal, periods (system versioning) and pgMemento, grown to
    each size of BENCH_YEARS_SIZES and measured there (see the module's doc)."""
    sizes = [int(x) for x in (os.environ.get("BENCH_YEARS_SIZES") or "1000000 4000000 16000000").split()]
    features = int(os.environ.get("BENCH_YEARS_FEATURES") or 100000)
    reads = int(os.environ.get("BENCH_YEARS_READS") or 50)
    memento_reads = int(os.environ.get("BENCH_YEARS_MEMENTO_READS") or 3)
    seconds = int(os.environ.get("BENCH_YEARS_WRITE_SECONDS") or b.duration)
    workspace = "years"
    step(f"Years of history: {fmt_int(features)} features, sizes {', '.join(fmt_int(s) for s in sizes)} events")
    peers_db = "years_peers"
    peers_url = postgres_sh("pg_cluster_url", b.cluster_dir, peers_db)
    postgres_sh("pg_ensure_database", peers_url)
    peers = Peers(f"{b.pg_bin}/psql", peers_url)
    peers.setup()
    if not peers.memento:
        note("pgMemento: not measured (PGMEMENTO_DIR is not set; Debian and PyPI do not package it)")
    b.settle()
    bytes_before = gj_bytes(b)
    gj = GeoJournalWriter(b.base_url, b.token, workspace, stream=(b.bin, b.service_url, b.path("years.edits")))
    gj.create()
    history = History(features=features, seed=47)
    writers = peers.writers()
    results = {"sizes": [], "memento": peers.memento}
    client = Client(b.base_url, b.token)
    try:
        for size in sizes:
            step(f"Years: growing the history to {fmt_int(size)} events (GeoJournal through `geojournal edits`, the peers over SQL, at once)")
            load_s, _ = write_history(history, size, gj, writers)
            note(f"{fmt_int(history.events)} events in {fmt_int(history.ops)} operations, {load_s:.0f} s")
            r = measure_size(b, peers, gj, client, history, workspace, reads, memento_reads, seconds, bytes_before)
            r["load_s"] = load_s
            results["sizes"].append(r)
            add_rows(b, r, results["sizes"][0], peers.memento)
            with open(os.path.join(b.work_dir, "years.json"), "w") as f:
                json.dump(results, f, indent=1)
    finally:
        for w in writers:
            w.close()
        client.close()
    keep = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "results")
    os.makedirs(keep, exist_ok=True)
    with open(os.path.join(keep, "years.json"), "w") as f:
        json.dump(results, f, indent=1)
    plot(results)


def moment_op(history, back):
    """The operation after which the history stood BACK (0.1 = 10 %) before its end."""
    target = history.events * (1 - back)
    return min(bisect.bisect_left(history.op_ends, target), history.ops - 1)


def measure_size(b, peers, gj, client, history, workspace, reads, memento_reads, seconds, bytes_before):
    events = history.events
    r = {"events": events, "ops": history.ops}
    b.settle()
    peers.sql("-c", "VACUUM (ANALYZE)")
    # Disk, before the write measurement adds versions.
    r["gj_bytes"] = gj_bytes(b) - bytes_before
    # Where GeoJournal's bytes are: its largest tables (heap, TOAST, indexes), for docs/benchmarks.md.
    r["gj_tables"] = b.owner_psql("-c", "SELECT string_agg(format('%s %s (indexes %s)', c.relname, pg_size_pretty(pg_total_relation_size(c.oid)), "
                                        "pg_size_pretty(pg_indexes_size(c.oid))), '; ' ORDER BY pg_total_relation_size(c.oid) DESC) "
                                        "FROM (SELECT * FROM pg_class WHERE relkind = 'r' AND relnamespace NOT IN "
                                        "('pg_catalog'::regnamespace, 'information_schema'::regnamespace) "
                                        "ORDER BY pg_total_relation_size(oid) DESC LIMIT 6) c")
    r["periods_tables"] = peers.sql("-c", "SELECT string_agg(format('%s %s (indexes %s)', r, pg_size_pretty(pg_total_relation_size(r)), "
                                          "pg_size_pretty(pg_indexes_size(r))), '; ') FROM unnest(ARRAY[" +
                                    ",".join(f"'{t}'::regclass" for t in PERIODS_TABLES + (MEMENTO_TABLES if peers.memento else [])) + "]) r")
    note(f"GeoJournal's largest tables: {r['gj_tables']}")
    note(f"the peers' tables: {r['periods_tables']}")
    r["periods_bytes"] = peer_bytes(peers, PERIODS_TABLES)
    r["memento_bytes"] = peer_bytes(peers, MEMENTO_TABLES) if peers.memento else 0
    note(f"disk: GeoJournal {r['gj_bytes'] / events:.0f} B/version, periods {r['periods_bytes'] / events:.0f}"
         + (f", pgMemento {r['memento_bytes'] / events:.0f}" if peers.memento else ""))

    rng = random.Random(events)
    side = history.box_for(250)
    boxes = []
    for _ in range(reads):
        x0 = round(history.x0 + rng.random() * (history.side - side), 2) + 0.005
        y0 = round(history.y0 + rng.random() * (history.side - side), 2) + 0.005
        boxes.append((x0, y0, round(x0 + side, 3), round(y0 + side, 3)))
    env = "ST_MakeEnvelope({}, {}, {}, {}, 3857)"

    # bbox pages: now and 10/50/90 % back.
    for box in boxes[:10]:  # warm-up
        client.timed("GET", f"/v1/workspaces/{workspace}/layers/Points/features?limit=1000&bbox={','.join(map(str, box))}")
    depths = {"now": None, "10": 0.1, "50": 0.5, "90": 0.9}
    counts = {}
    for name, back in depths.items():
        op = moment_op(history, back) if back is not None else None
        as_of = f"&asOf={gj.positions[op]}" if op is not None else ""
        ms, n = [], 0
        for box in boxes:
            t, data = client.timed("GET", f"/v1/workspaces/{workspace}/layers/Points/features?limit=1000&bbox={','.join(map(str, box))}{as_of}")
            ms.append(t)
            n += data.count(b'"Feature"')
        r[f"gj_bbox_{name}"] = med(ms)
        counts[name] = n / len(boxes)
        if back is None:
            q = [f"SELECT sum(length(ST_AsGeoJSON(x.*)::text)) FROM periods_h.points x WHERE x.geom && {env.format(*box)}" for box in boxes]
        else:
            t = peers.moment_time(op)
            q = [f"SELECT sum(length(ST_AsGeoJSON(x.*)::text)) FROM periods_h.points__as_of('{t}') x WHERE x.geom && {env.format(*box)}"
                 for box in boxes]
        r[f"periods_bbox_{name}"] = med(timed_in_postgres(peers, q[:5] + q))  # 5 warm-up
        if peers.memento and back is not None:
            tid = peers.moment_tid(op)
            q = [f"SELECT sum(length(ST_AsGeoJSON(x.*)::text)) FROM {peers.memento_restore('points', tid)} WHERE x.geom && {env.format(*box)}"
                 for box in boxes[:memento_reads]]
            r[f"memento_bbox_{name}"] = med(timed_in_postgres(peers, q))
        note(f"bbox {name}: GeoJournal {r[f'gj_bbox_{name}']:.2f} ms ({counts[name]:.0f} features), periods {r[f'periods_bbox_{name}']:.2f} ms"
             + (f", pgMemento {r.get(f'memento_bbox_{name}', 0):.0f} ms" if peers.memento and back is not None else ""))
    r["bbox_features"] = counts["50"]

    # A whole layer as of 50 % back, end to end.
    op = moment_op(history, 0.5)
    feats, s, _ = gj_features(client, workspace, "Points", gj.positions[op])
    r["gj_layer_s"], r["layer_features"] = s, len(feats)
    t = peers.moment_time(op)
    r["periods_layer_s"] = timed_copy(peers, f"SELECT ST_AsGeoJSON(x.*) FROM periods_h.points__as_of('{t}') x")
    if peers.memento:
        r["memento_layer_s"] = timed_copy(peers, f"SELECT ST_AsGeoJSON(x.*) FROM {peers.memento_restore('points', peers.moment_tid(op))}")
    note(f"whole Points layer ({len(feats)} features) as of 50 % back: GeoJournal {r['gj_layer_s']:.2f} s, periods {r['periods_layer_s']:.2f} s"
         + (f", pgMemento {r['memento_layer_s']:.2f} s" if peers.memento else ""))

    # One feature's whole history: points alive now.
    alive = history.alive["Points"]
    sample = random.Random(events + 1).sample(alive, min(reads, len(alive)))
    ms = [client.timed("GET", f"/v1/workspaces/{workspace}/features/{fid}/history")[0] for fid in sample[:5] + sample]
    r["gj_history_ms"] = med(ms[5:])
    q = [f"SELECT sum(length(ST_AsGeoJSON(x.*)::text)) FROM (SELECT * FROM periods_h.points WHERE id = '{fid}' "
         f"UNION ALL SELECT * FROM periods_h.points_history WHERE id = '{fid}' ORDER BY system_time_start) x" for fid in sample]
    r["periods_history_ms"] = med(timed_in_postgres(peers, q[:5] + q))
    if peers.memento:
        q = [f"SELECT sum(length(r.old_data::text) + length(tl.txid_time::text)) FROM memento_h.points p "
             f"JOIN pgmemento.row_log r ON r.audit_id = p.pgmemento_audit_id "
             f"JOIN pgmemento.table_event_log e ON e.event_key = r.event_key "
             f"JOIN pgmemento.transaction_log tl ON tl.id = e.transaction_id WHERE p.id = '{fid}'" for fid in sample]
        r["memento_history_ms"] = med(timed_in_postgres(peers, q[:5] + q))
    note(f"feature history: GeoJournal {r['gj_history_ms']:.2f} ms, periods {r['periods_history_ms']:.2f} ms"
         + (f", pgMemento {r['memento_history_ms']:.2f} ms" if peers.memento else ""))

    # The diff between two moments a day apart (a day: events / (365 * YEARS)), at five moments around 50 % back.
    day = max(1, events // (365 * YEARS))
    pairs = []
    for back in (0.45, 0.475, 0.5, 0.525, 0.55):
        a = moment_op(history, back)
        bb = min(bisect.bisect_left(history.op_ends, history.op_ends[a] + day), history.ops - 1)
        pairs.append((a, bb))
    ms, changed = [], []
    for a, bb in pairs:
        total, n, cursor = 0.0, 0, None
        while True:
            q = f"from={gj.positions[a]}&to={gj.positions[bb]}&layer=Points" + (f"&cursor={cursor}" if cursor else "")
            t, data = client.timed("GET", f"/v1/workspaces/{workspace}/diff?{q}")
            total += t
            d = json.loads(data)
            n += len(d["added"]) + len(d["modified"]) + len(d["deleted"])
            cursor = d.get("next")
            if not cursor:
                break
        ms.append(total)
        changed.append(n)
    r["gj_diff_ms"], r["diff_features"] = med(ms), med(changed)
    q = []
    for a, bb in pairs:
        t1, t2 = peers.moment_time(a), peers.moment_time(bb)
        q.append(f"""WITH changed AS (
  SELECT id FROM periods_h.points WHERE system_time_start > '{t1}' AND system_time_start <= '{t2}'
  UNION SELECT id FROM periods_h.points_history WHERE (system_time_start > '{t1}' AND system_time_start <= '{t2}')
                                               OR (system_time_end > '{t1}' AND system_time_end <= '{t2}'))
SELECT sum(length(coalesce((SELECT ST_AsGeoJSON(o.*)::text FROM periods_h.points__as_of('{t1}') o WHERE o.id = c.id), '')
                || coalesce((SELECT ST_AsGeoJSON(o.*)::text FROM periods_h.points__as_of('{t2}') o WHERE o.id = c.id), '')))
FROM changed c""")
    r["periods_diff_ms"] = med(timed_in_postgres(peers, q[:2] + q))
    if peers.memento:
        q = []
        for a, bb in pairs:
            t1, t2 = peers.moment_tid(a), peers.moment_tid(bb)
            q.append(f"SELECT (SELECT sum(length(coalesce(r.old_data::text, ''))) FROM pgmemento.row_log r "
                     f"JOIN pgmemento.table_event_log e ON e.event_key = r.event_key "
                     f"WHERE e.transaction_id > {t1} AND e.transaction_id <= {t2} AND e.table_name = 'points' AND e.schema_name = 'memento_h') "
                     f"+ (SELECT sum(length(ST_AsGeoJSON(x.*)::text)) FROM pgmemento.restore_recordset({t1 + 1}, {t2 + 1}, 'points', 'memento_h') "
                     f"AS x(id uuid, name text, status integer, height double precision, geom geometry, pgmemento_audit_id bigint))")
        r["memento_diff_ms"] = med(timed_in_postgres(peers, q[:2] + q))
    note(f"one-day diff ({day} events, ~{r['diff_features']} points): GeoJournal {r['gj_diff_ms']:.2f} ms, periods {r['periods_diff_ms']:.2f} ms"
         + (f", pgMemento {r['memento_diff_ms']:.2f} ms" if peers.memento else ""))

    # Writes: one-feature edit operations, 8 clients, against the whole history; CPU per 1,000.
    ids = random.Random(events + 2).sample(alive, min(20000, len(alive)))
    b.write("years.ids", "".join(f"{fid}\n" for fid in ids))
    peers.sql("-c", "DROP TABLE IF EXISTS bench_h.pick", "-c", "CREATE TABLE bench_h.pick (k integer PRIMARY KEY, id uuid NOT NULL)",
)
    peers.sql(input="INSERT INTO bench_h.pick VALUES " + ",".join(f"({i + 1}, '{fid}')" for i, fid in enumerate(ids)) + ";")
    wrk_env = {"GJ_IDS": b.path("years.ids"), "GJ_PATH": f"/v1/workspaces/{workspace}/edits"}
    b.wrk("update.lua", b.base_url, b.connections, b.warmup, env=wrk_env)
    with CpuMeter(b, True) as cpu:
        res = b.wrk("update.lua", b.base_url, b.connections, seconds, out="years.wrk", env=wrk_env)
    if res["other"] or res["errors"]:
        die(f"GeoJournal edits: {res['other']} answers other than 200, {res['errors']} errors")
    r["gj_ops"] = res["ok"] / num(res["seconds"])
    r["gj_cpu_per_1000"] = cpu.seconds / res["ok"] * 1000
    for peer, schema in (("periods", "periods_h"),) + ((("memento", "memento_h"),) if peers.memento else ()):
        # Each client updates features of its own: two clients updating one feature at once make
        # periods refuse the second ("invalid row version": the row it would close was created
        # after its statement started), an error pgbench cannot retry.
        per_client = max(1, len(ids) // b.connections)
        script = b.write(f"years-{peer}.sql", f"\\set k random(0, {per_client - 1}) * {b.connections} + :client_id + 1\n"
                         f"UPDATE {schema}.points SET status = (status + 1) % 6 WHERE id = (SELECT id FROM bench_h.pick WHERE k = :k);\n")
        b.pgbench(peers_db_name(peers), script, "-c", b.connections, "-j", 2, "-T", b.warmup, out="years-pgbench.out")
        with CpuMeter(b, False) as cpu:
            out = b.pgbench(peers_db_name(peers), script, "-c", b.connections, "-j", 2, "-T", seconds, out="years-pgbench.out")
        m = re.search(r"number of transactions actually processed: (\d+)", out)
        tps = re.search(r"^tps = ([0-9.]+)", out, re.M)
        done = int(m.group(1)) if m else 0
        r[f"{peer}_ops"] = float(tps.group(1)) if tps else 0.0
        r[f"{peer}_cpu_per_1000"] = cpu.seconds / done * 1000 if done else 0.0
    note(f"edit operations/s: GeoJournal {r['gj_ops']:.0f} ({r['gj_cpu_per_1000']:.2f} CPU s/1000), periods {r['periods_ops']:.0f} "
         f"({r['periods_cpu_per_1000']:.2f})" + (f", pgMemento {r['memento_ops']:.0f} ({r['memento_cpu_per_1000']:.2f})" if peers.memento else ""))

    # verify and rebuild of the workspace: time and peak memory.
    env = {"DATABASE_URL": b.owner_url}
    s, mib, out = peak_run([b.bin, "verify", "--workspace", workspace], env)
    m = re.search(r"checked (\d+) events", out)
    checked = int(m.group(1)) if m else 0
    r["verify_events_s"], r["verify_mib"], r["verify_events"] = checked / s, mib, checked
    r["verify_cpu_share"] = float(re.search(r"^PEAK \S+ \S+ ([0-9.]+)$", out, re.M).group(1)) / s  # its own CPU / wall
    s, mib, out = peak_run([b.bin, "rebuild", "--workspace", workspace], env)
    m = re.search(r"rebuilt \S+: ([0-9]+) events", out)
    rebuilt = int(m.group(1)) if m else 0
    r["rebuild_events_s"], r["rebuild_mib"] = rebuilt / s, mib
    m = re.search(r"\(([0-9]+) events/s\)", out)
    r["rebuild_own_events_s"] = int(m.group(1)) if m else 0  # as rebuild reports it: fold + swap, without start-up
    note(f"verify: {checked} events, {r['verify_events_s']:.0f} events/s, peak {r['verify_mib']:.0f} MiB, "
         f"its own CPU {r['verify_cpu_share'] * 100:.0f} % of the time; "
         f"rebuild: {rebuilt} events, {r['rebuild_events_s']:.0f} events/s end to end ({r['rebuild_own_events_s']} as it reports), "
         f"peak {r['rebuild_mib']:.0f} MiB")
    return r


def peers_db_name(peers):
    return peers.url.rsplit("/", 1)[1].split("?")[0]


def timed_copy(peers, query):
    started = time.perf_counter()
    subprocess.run([peers.psql_bin, peers.url, "-X", "-q", "-v", "ON_ERROR_STOP=1", "-c", f"COPY ({query}) TO STDOUT"],
                   stdout=subprocess.DEVNULL, check=True, env=QUIET)
    return time.perf_counter() - started


def add_rows(b, r, first, memento):
    e = fmt_int(r["events"])

    def peer(key, fmt):
        text = f"periods {fmt.format(r['periods_' + key])}"
        if memento:
            text += f"; pgMemento {fmt.format(r['memento_' + key])}"
        return text

    def ratios(key, invert=False):
        """GeoJournal's value over each peer's (for times: its time as a multiple of theirs)."""
        def one(p):
            return ratio(r["gj_" + key], r[p + "_" + key])
        what = "time" if invert else "rate"
        return f"{one('periods')}x periods' {what}" + (f"; {one('memento')}x pgMemento's" if memento else "")

    grow = r["gj_ops"] / first["gj_ops"] if first["gj_ops"] else 0
    b.add_row(f"Years {e}: edit operations/s (one feature, {b.connections} clients; server CPU s per 1,000 edits)",
              f"{r['gj_ops']:.0f} ({r['gj_cpu_per_1000']:.2f} s)",
              f"periods {r['periods_ops']:.0f} ({r['periods_cpu_per_1000']:.2f} s)" +
              (f"; pgMemento {r['memento_ops']:.0f} ({r['memento_cpu_per_1000']:.2f} s)" if memento else ""),
              ratios("ops"),
              f"≥ 0.9x the rate at {fmt_int(first['events'])}: {grow:.2f}x, {met(grow >= 0.9)}")
    worst = max(r["gj_bbox_10"], r["gj_bbox_50"], r["gj_bbox_90"])
    faster = all(r[f"gj_bbox_{d}"] < r[f"periods_bbox_{d}"] for d in ("10", "50", "90"))
    b.add_row(f"Years {e}: bbox page (~{r['bbox_features']:.0f} points) as of 10 / 50 / 90 % back (median ms)",
              f"{r['gj_bbox_10']:.2f} / {r['gj_bbox_50']:.2f} / {r['gj_bbox_90']:.2f} (now {r['gj_bbox_now']:.2f}; server-side)",
              f"periods __as_of {r['periods_bbox_10']:.2f} / {r['periods_bbox_50']:.2f} / {r['periods_bbox_90']:.2f} (now {r['periods_bbox_now']:.2f})"
              + (f"; pgMemento restore {r['memento_bbox_10']:.0f} / {r['memento_bbox_50']:.0f} / {r['memento_bbox_90']:.0f}" if memento else "")
              + " (inside PostgreSQL)",
              f"worst {worst / r['gj_bbox_now']:.2f}x now; "
              f"{' / '.join(ratio(r[f'gj_bbox_{d}'], r[f'periods_bbox_{d}']) for d in ('10', '50', '90'))}x periods' time",
              f"≤ 1.5x now and faster than periods at every depth: {met(worst <= 1.5 * r['gj_bbox_now'] and faster)}")
    b.add_row(f"Years {e}: whole Points layer ({fmt_int(r['layer_features'])}) as of 50 % back (s, end to end)",
              f"{r['gj_layer_s']:.2f}", peer("layer_s", "{:.2f}"), ratios("layer_s", invert=True), "—")
    b.add_row(f"Years {e}: one feature's history (median ms)", f"{r['gj_history_ms']:.2f}", peer("history_ms", "{:.2f}"),
              ratios("history_ms", invert=True), f"< 10 ms: {met(r['gj_history_ms'] < 10)}")
    b.add_row(f"Years {e}: diff of two moments a day apart (~{r['diff_features']:.0f} points; median ms)", f"{r['gj_diff_ms']:.2f}",
              peer("diff_ms", "{:.2f}"), ratios("diff_ms", invert=True), f"< 100 ms: {met(r['gj_diff_ms'] < 100)}")
    per = {k: r[f"{k}_bytes"] / r["events"] for k in ("gj", "periods", "memento")}
    b.add_row(f"Years {e}: disk per stored version (all tables and indexes)", f"{per['gj']:.0f} B",
              f"periods {per['periods']:.0f} B" + (f"; pgMemento {per['memento']:.0f} B" if memento else ""),
              f"{ratio(per['gj'], per['periods'])}x periods" + (f"; {ratio(per['gj'], per['memento'])}x pgMemento" if memento else ""),
              f"≤ periods: {met(per['gj'] <= per['periods'])}")
    b.add_row(f"Years {e}: verify / rebuild of the workspace (events/s; peak memory)",
              f"verify {fmt_int(r['verify_events_s'])}/s ({r['verify_mib']:.0f} MiB); rebuild {fmt_int(r['rebuild_events_s'])}/s "
              f"({fmt_int(r['rebuild_own_events_s'])}/s as it reports; {r['rebuild_mib']:.0f} MiB); process start to exit",
              "—", f"{ratio(r['verify_events_s'], 200000)}x / {ratio(r['rebuild_events_s'], 50000)}x target",
              f"verify ≥ 200,000/s: {met(r['verify_events_s'] >= 200000)}; rebuild ≥ 50,000/s: {met(r['rebuild_events_s'] >= 50000)}")


# ---------------------------------------------------------------- plots

def plot(results, out_dir=None):
    """One PNG per measure in docs/ (history-*.png), drawn by bench/years_plot.py with Debian's
    python3-matplotlib (/usr/bin/python3 when this interpreter has no matplotlib)."""
    here = os.path.dirname(os.path.abspath(__file__))
    out_dir = out_dir or os.path.join(os.path.dirname(os.path.dirname(here)), "docs")
    path = os.path.join(out_dir, "history-results.json")
    with open(path, "w") as f:
        json.dump(results, f, indent=1)
    for python in (sys.executable, "/usr/bin/python3"):
        if subprocess.run([python, "-c", "import matplotlib"], stderr=subprocess.DEVNULL).returncode == 0:
            subprocess.run([python, os.path.join(here, "years_plot.py"), path, out_dir], check=True)
            return
    note("plots: no Python with matplotlib (Debian's python3-matplotlib), no PNGs")
