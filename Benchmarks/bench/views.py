"""Clients of the journal beside /v1: the layer views as an editor role writes them (ogr2ogr,
UPDATE through pgbench), and the web console in headless Chromium."""

import glob
import json
import math
import os
import random
import re
import subprocess
import sys
import time

from .common import ROOT, Rounds, die, postgres_sh, fmt_int, median, met, note, num, ratio, step, verdict
from .http import Client
from .layers import import_layer, points_layer


class Views:
    """The editor role of bench_views and what it runs."""

    def __init__(self, b, ws):
        self.b, self.ws = b, ws
        self.view = f'gj_{ws}."Points"'

    def head(self, ws):
        return int(self.b.owner_psql("-c", f"SELECT head_position FROM workspaces WHERE id = '{ws}'"))

    def digest(self, ws):
        """The count and one digest of every feature (attributes and geometry) of the workspace's
        Points view: equal for two layers that hold the same features."""
        return self.b.owner_psql("-c", f"""SELECT count(*) || ' ' || md5(string_agg(concat_ws('|', "N", "NAME", ST_AsEWKT(geom)), ',' ORDER BY "N", "NAME"))
                           FROM gj_{ws}."Points\"""")

    def verify(self, ws):
        """geojournal verify of the workspace's chain, or the section fails."""
        result = subprocess.run([self.b.bin, "verify", "--workspace", ws], env=dict(os.environ, DATABASE_URL=self.b.owner_url),
                                text=True, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
        self.b.write("verify.out", result.stdout)
        if not re.search(r"^hash chain intact", result.stdout, re.M):
            note(result.stdout)
            die(f"geojournal verify of {ws} failed")
        return result.stdout.split("\n")[0]

    def updates_pgbench(self, seconds, prefix):
        """UPDATEs through the view (view_update.sql) with pgbench as the editor role, one client,
        autocommit: (transactions made, their latencies in ms from pgbench's per-transaction log)."""
        for old in glob.glob(prefix + ".*"):
            os.remove(old)
        b = self.b
        database = postgres_sh("pg_url_database", b.owner_url)
        env = dict(os.environ, PGPASSWORD=self.password)
        with open(b.path("pgbench.out"), "w") as out:
            code = subprocess.run([f"{b.pg_bin}/pgbench", "-n", "-h", "127.0.0.1", "-p", self.port, "-U", self.user, "-c", "1", "-T", str(seconds),
                                   "-f", b.path("view_update.sql"), "-l", f"--log-prefix={prefix}", database],
                                  env=env, stdout=out, stderr=subprocess.STDOUT, cwd=b.work_dir).returncode
        if code != 0:
            note(b.read("pgbench.out"))
            die("pgbench of updates through the view failed")
        m = re.search(r"^number of transactions actually processed: ([0-9]*)", b.read("pgbench.out"), re.M)
        latencies = []
        for log in glob.glob(prefix + ".*"):
            with open(log) as f:
                latencies += [f"{int(line.split()[2]) / 1000:.3f}" for line in f if line.strip()]
        return int(m.group(1)), latencies

    def updates_v1(self, seconds):
        """The same updates as /v1 edits (one feature, one attribute, the ids of view_ids.txt), one
        at a time on one keep-alive connection; each request's time in ms. Any answer but 200 fails
        the section."""
        b = self.b
        ids = [line.strip() for line in b.read("view_ids.txt").split("\n") if line.strip()]
        client = Client(b.base_url, b.token, timeout=60)
        times, n, end = [], 0, time.monotonic() + seconds
        while time.monotonic() < end:
            n += 1
            # Negative values: never one the pgbench updates (positive) or the load left, so every edit changes the feature.
            body = json.dumps({"edits": [{"layer": "Points", "updates": [{"id": random.choice(ids), "attributes": {"N": -n}}]}]})
            _, _, elapsed = client.request("POST", f"/v1/workspaces/{self.ws}/edits", body=body, what="/v1 update")
            times.append(f"{elapsed * 1000:.3f}")
        client.close()
        return times


def bench_views(b):
    """1. ogr2ogr -append of BENCH_VIEW_FEATURES points from a GeoPackage into gj_viewbench."Points" as
       the editor role (GDAL's PostgreSQL driver; COPY into the view, whose INSTEAD OF trigger writes
       each row as an event), process start to exit, against `geojournal import` of the same points
       (the GeoJSONSeq the GeoPackage is made from) into the same kind of layer. Checked after the
       load: the layer holds that many more features, one event each, the same features as the
       imported layer, and the workspace's hash chain is intact.
    2. An UPDATE of one attribute of a random feature through the view (pgbench, 1 client,
       autocommit), median latency from pgbench's per-transaction log, against the same update as a
       /v1 edit (one keep-alive connection, one request at a time); in turns, BENCH_ROUNDS rounds, medians."""
    count = int(os.environ.get("BENCH_VIEW_FEATURES") or 100000)
    ws = "viewbench"
    # COPY into the view (its INSTEAD OF INSERT trigger takes COPY rows) and 1,000 features per transaction:
    # INSERTs are about 20 % slower; the time per row does not grow with the transaction's size (the
    # running head is a transaction setting, the head row and the layer's counts are written once, at
    # COMMIT). Where a row's time goes: docs/postgis-views.md, "Bulk loads".
    gt = os.environ.get("BENCH_VIEW_OGR_GT") or "1000"
    copy = os.environ.get("BENCH_VIEW_OGR_COPY") or "YES"
    step(f'Layer views: ogr2ogr -append of {fmt_int(count)} points into gj_{ws}."Points" against geojournal import; one-attribute UPDATE through the view against /v1')
    v = Views(b, ws)

    # The baseline first: geojournal import of the points, which also writes their GeoJSONSeq.
    output, import_seconds = import_layer(b, "viewimport", count)
    if not re.search(f"^imported {count} features", output, re.M):
        die(f"the import did not write {count} features: {output}")
    import_rate = f"{count / num(import_seconds):.1f}"
    note(f"geojournal import: {count} features in {import_seconds} s ({import_rate}/s)")
    # The GeoPackage of the same points, and the empty layer it goes into (untimed).
    gpkg = b.path("points.gpkg")
    if os.path.exists(gpkg):
        os.remove(gpkg)
    with open(b.path("ogr2ogr.err"), "w") as err:
        if subprocess.run(["ogr2ogr", "-f", "GPKG", gpkg, b.path("points.geojsonl"), "-a_srs", "EPSG:3857", "-nln", "Points"], stderr=err).returncode:
            note(b.read("ogr2ogr.err"))
            die("ogr2ogr could not write the GeoPackage")
    points_layer(b, ws)
    # An editor role of its own (roles are cluster-wide: dropped at the end of the section).
    v.user = f"gj_viewbench_{os.getpid()}"
    result = subprocess.run([b.bin, "user", "create", "--database-url", b.owner_url, "--role", "editor", "--actor", "viewbench", "--name", v.user],
                            text=True, stdout=subprocess.PIPE)
    if result.returncode != 0:
        die("geojournal user create failed")
    m = re.search(r"^password (.*)$", result.stdout, re.M)
    if not m:
        die(f"no password from geojournal user create: {result.stdout}")
    v.password = m.group(1)
    v.port = b.cluster_port()
    database = postgres_sh("pg_url_database", b.owner_url)
    b.settle()

    # 1. The load, timed from process start to exit.
    head_before = v.head(ws)
    with open(b.path("ogr2ogr.err"), "w") as err:
        started = time.time()
        code = subprocess.run(["ogr2ogr", "-append", "-f", "PostgreSQL",
                               f"PG:host=127.0.0.1 port={v.port} dbname={database} user={v.user} password={v.password}",
                               gpkg, "Points", "-nln", f"gj_{ws}.Points", "-gt", gt, "--config", "PG_USE_COPY", copy], stderr=err).returncode
        ended = time.time()
    if code != 0:
        note(b.read("ogr2ogr.err"))
        die("ogr2ogr -append into the layer view failed")
    if os.path.getsize(b.path("ogr2ogr.err")) > 0:
        note("ogr2ogr said:")
        note("".join(b.read("ogr2ogr.err").splitlines(True)[:20]).rstrip("\n"))
    seconds = f"{ended - started:.2f}"
    load_rate = f"{count / num(seconds):.1f}"
    # Nothing lost: as many new features and events as points, the same features as the import's, the chain intact.
    head_after = v.head(ws)
    digest = v.digest(ws)
    if digest.split(" ")[0] != str(count):
        die(f"{v.view} holds {digest.split(' ')[0]} features after the load, not {count}")
    if head_after - head_before != count:
        die(f"the view load wrote {head_after - head_before} events, not {count}")
    if digest != v.digest("viewimport"):
        die(f"the features loaded through {v.view} differ from the imported ones")
    verified = v.verify(ws)
    operations = b.owner_psql("-c", f"SELECT count(*) FROM operations WHERE workspace_id = '{ws}' AND metadata->>'via' = 'layer view'")
    note(f"ogr2ogr -append (PG_USE_COPY={copy}, -gt {gt}): {count} features in {seconds} s ({load_rate}/s) in {operations} operation(s); "
         f"the layer holds them all, equal to the imported ones; {verified}, chain intact")
    b.add_row(f"Layer view load, features/s: `ogr2ogr -append` of {fmt_int(count)} points from a GeoPackage as an editor role (PG_USE_COPY={copy}, -gt {gt}; all arrived, chain intact)",
              fmt_int(load_rate), f"{fmt_int(import_rate)} with `geojournal import` of the same points", ratio(load_rate, import_rate),
              f"≥ 10,000 features/s: {verdict(load_rate, 10000)}")

    # 2. One-attribute updates of random features, through the view and over /v1, in turns.
    b.settle()  # the loaded rows vacuumed and analyzed first (untimed)
    b.owner_psql(input=f"""CREATE TABLE public.bench_view_ids (k integer PRIMARY KEY, id uuid NOT NULL);
INSERT INTO public.bench_view_ids SELECT row_number() OVER (ORDER BY id) - 1, id FROM {v.view};
GRANT SELECT ON public.bench_view_ids TO "{v.user}";
ANALYZE public.bench_view_ids;
""")
    ids = b.owner_psql("-c", "SELECT id FROM public.bench_view_ids ORDER BY k")
    b.write("view_ids.txt", ids + "\n")
    b.write("view_update.sql", f"""\\set k random(0, {len(ids.split()) - 1})
\\set n random(1000000, 2000000000)
UPDATE {v.view} SET "N" = :n WHERE id = (SELECT id FROM public.bench_view_ids WHERE k = :k);
""")
    view_made = v1_made = 0
    head_before = v.head(ws)
    if b.warmup > 0:
        made, _ = v.updates_pgbench(b.warmup, b.path("view_warmup"))
        view_made += made
        v1_made += len(v.updates_v1(b.warmup))
    r = Rounds()
    rounds = b.rounds
    for round_ in range(1, rounds + 1):
        step(f"Round {round_} of {rounds}: UPDATE through the view (pgbench, 1 client), then the /v1 edit (1 connection), {b.duration} s each")
        made, latencies = v.updates_pgbench(b.duration, b.path("view_round"))
        view_made += made
        view_ms = f"{num(median(latencies)):.2f}"
        v1_times = v.updates_v1(b.duration)
        v1_made += len(v1_times)
        v1_ms = f"{num(median(v1_times)):.2f}"
        r.record(view_ms, v1_ms)
        note(f"round {round_}: UPDATE through the view, median {view_ms} ms ({made} updates); /v1 edit, median {v1_ms} ms "
             f"({len(v1_times)} edits); ratio {r.ratios[-1]}")
    # Every update one event, and the chain still intact.
    head_after = v.head(ws)
    if head_after - head_before != view_made + v1_made:
        die(f"{head_after - head_before} events for {view_made} updates through the view and {v1_made} /v1 edits")
    v.verify(ws)
    note(f"updates: {view_made} through the view and {v1_made} over /v1, one event each; chain intact")
    b.owner_psql("-c", "DROP TABLE public.bench_view_ids", "-c", f"DELETE FROM view_actors WHERE role_name = '{v.user}'", "-c", f'DROP ROLE "{v.user}"')
    view_ms = f"{num(median(r.rates)):.2f}"
    v1_ms = f"{num(median(r.baselines)):.2f}"
    b.add_row(f"One-attribute UPDATE of a random feature through the layer view, median latency (pgbench, 1 client, autocommit{r.note(rounds)})",
              f"{view_ms} ms", f"{v1_ms} ms, the same update as a /v1 edit (one keep-alive connection)", median(r.ratios),
              f"< 5 ms: {met(num(view_ms) < 5)}")


def _tenth(x):
    """jq's `. * 10 | round / 10`, as `jq -r` prints it."""
    v = math.floor(x * 10 + 0.5) / 10
    return str(int(v)) if v == int(v) else str(v)


def bench_console(b):
    """The web console in headless Chromium (Tests/scripts/lib/console_browser.py timings, Selenium
    from PyPI in the venv console_browser.sh also uses): the first view of a workspace (from the
    navigation to the drawn map, Performance API, median of 3 loads) of the sample workspace as
    Deploy/run.sh makes it (the sample layers and the 1,000-line sample network), and one-position
    steps of the time slider (30 presses of ←, each timed by the console's `gj-moment` measure: the
    map, the table and the counts redrawn) on a workspace of about 10,000 features."""
    edges = int(os.environ.get("BENCH_CONSOLE_EDGES") or 8000)
    selenium_version = "4.27.1"
    step(f"The console: first view of the sample workspace, slider steps with {edges} lines (about {edges * 5 // 4} features)")
    python_minor = subprocess.run(["python3", "-c", 'import sys; print("%d.%d" % sys.version_info[:2])'], text=True,
                                  stdout=subprocess.PIPE).stdout.strip()
    tools = f"/var/tmp/geojournal-pytools-selenium{selenium_version}-py{python_minor}"
    check = f"import importlib.metadata as m, sys; sys.exit(m.version('selenium') != '{selenium_version}')"
    if not os.path.exists(f"{tools}/bin/python") or subprocess.run([f"{tools}/bin/python", "-c", check], stderr=subprocess.DEVNULL).returncode:
        subprocess.run(["rm", "-rf", tools])
        if (subprocess.run(["python3", "-m", "venv", tools], stdout=sys.stderr).returncode or
                subprocess.run([f"{tools}/bin/pip", "install", "--quiet", "--disable-pip-version-check", f"selenium=={selenium_version}"],
                               stdout=sys.stderr).returncode):
            die(f"pip install selenium=={selenium_version}")
    env = dict(os.environ, DATABASE_URL=b.owner_url)
    with open(b.path("console_sample.log"), "w") as log:
        for args, what in ((["sample", "--workspace", "consolesample"], "geojournal sample"),
                           (["sample-network", "--workspace", "consolesample", "--edges", "1000"], "geojournal sample-network (1,000)"),
                           (["sample-network", "--workspace", "consolebench", "--edges", str(edges)], f"geojournal sample-network ({edges})")):
            if subprocess.run([b.bin, *args], env=env, stdout=log, stderr=subprocess.STDOUT).returncode:
                die(what)

    def timings(ws, what):
        result = subprocess.run([f"{tools}/bin/python", os.path.join(ROOT, "Tests/scripts/lib/console_browser.py"), "timings",
                                 b.base_url, ws, b.token, b.work_dir], text=True, stdout=subprocess.PIPE)
        if result.returncode:
            die(f"console timings ({what})")
        return result.stdout.strip()

    sample_text, big_text = timings("consolesample", "sample"), timings("consolebench", f"{edges} lines")
    note(f"sample: {sample_text}; {edges} lines: {big_text}")
    sample, big = json.loads(sample_text), json.loads(big_text)
    view_ms = _tenth(sample["firstViewMs"])
    big_view_ms = str(math.floor(big["firstViewMs"] + 0.5))
    step_ms = _tenth(big["stepMs"])
    step_max_ms = _tenth(big["stepMaxMs"])
    b.add_row(f"Console first view of the sample workspace ({fmt_int(sample['features'])} features; navigation to drawn map, median of 3)",
              f"{view_ms} ms", "—", ratio(view_ms, 1000), f"< 1 s: {met(num(view_ms) < 1000)}")
    b.add_row(f"Console time slider, one position ({fmt_int(big['features'])} features; median of 30, max {step_max_ms} ms; first view {big_view_ms} ms)",
              f"{step_ms} ms", "—", ratio(step_ms, 200), f"< 200 ms: {met(num(step_ms) < 200)}")


def bench_console_versions(b):
    """Versions in the web console, headless Chromium (Tests/scripts/lib/console_versions.py
    timings: the whole check of console_versions.sh on a fresh sample workspace, timed by the
    console's Performance API measures): switching between DEFAULT and a version (`gj-version`,
    from the choice to the redrawn map, table and counts; median of 10) on the sample workspace,
    and opening the conflict view of a version with 100 conflicts (`gj-conflicts`, the requests and
    the drawing; median of 5)."""
    step("The console: switching versions, the conflict view of 100 conflicts")
    python_minor = subprocess.run(["python3", "-c", 'import sys; print("%d.%d" % sys.version_info[:2])'], text=True,
                                  stdout=subprocess.PIPE).stdout.strip()
    tools = f"/var/tmp/geojournal-pytools-selenium4.27.1-py{python_minor}"
    if not os.path.exists(f"{tools}/bin/python"):
        die("Selenium is not installed: run bench_console (or Tests/scripts/console_browser.sh) first")
    env = dict(os.environ, DATABASE_URL=b.owner_url)
    with open(b.path("console_versions_sample.log"), "w") as log:
        for args, what in ((["sample", "--workspace", "consoleversions"], "geojournal sample"),
                           (["sample-network", "--workspace", "consoleversions", "--edges", "1000"], "geojournal sample-network (1,000)")):
            if subprocess.run([b.bin, *args], env=env, stdout=log, stderr=subprocess.STDOUT).returncode:
                die(what)
    out = b.path("console_versions")
    os.makedirs(out, exist_ok=True)
    result = subprocess.run([f"{tools}/bin/python", os.path.join(ROOT, "Tests/scripts/lib/console_versions.py"), "timings",
                             b.base_url, "consoleversions", b.token, out], text=True, stdout=subprocess.PIPE,
                            env=dict(os.environ, PYTHONPATH=os.path.join(ROOT, "Tests/scripts/lib")))
    if result.returncode:
        sys.stderr.write(result.stdout)
        die("console versions timings")
    t = json.loads(result.stdout.strip().splitlines()[-1])
    note(f"console versions: {t}")
    switch_ms, conflicts_ms = _tenth(t["switchMs"]), _tenth(t["conflictsMs"])
    b.add_row(f"Console: switching versions on the sample workspace (DEFAULT ↔ a version; redraw, median of 10, max {_tenth(t['switchMaxMs'])} ms)",
              f"{switch_ms} ms", "—", ratio(switch_ms, 500), f"< 500 ms: {met(num(switch_ms) < 500)}")
    b.add_row(f"Console: the conflict view of 100 conflicts opens (requests and drawing, median of 5, max {_tenth(t['conflictsMaxMs'])} ms)",
              f"{conflicts_ms} ms", "—", ratio(conflicts_ms, 1000), f"< 1 s: {met(num(conflicts_ms) < 1000)}")
