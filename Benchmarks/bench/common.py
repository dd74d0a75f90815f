"""What every section shares: settings, the results table, the durable PostgreSQL cluster, the
`geojournal serve` process, HTTP helpers (curl for timed requests), wrk and pgbench runs."""

import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.request

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BENCH_DIR = os.path.join(ROOT, "Benchmarks")
WRK_DIR = os.path.join(BENCH_DIR, "wrk")


class BenchError(Exception):
    """A section (or the setup) failed: the message is printed and the run exits with status 1."""


def step(message):
    print(f"\n==> {message}", file=sys.stderr, flush=True)


def note(message):
    print(message, file=sys.stderr, flush=True)


def die(message):
    raise BenchError(message)


def env_int(name, default):
    return int(os.environ.get(name) or default)


# ---------------------------------------------------------------- numbers (as awk printed them)

def num(x):
    """A number from a string as awk reads it ("n/a" and "" are 0)."""
    if isinstance(x, (int, float)):
        return float(x)
    m = re.match(r"\s*[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?", str(x))
    return float(m.group(0)) if m else 0.0


def awk_print(x):
    """A computed number as awk's print writes it (integers whole, otherwise %.6g)."""
    x = float(x)
    return str(int(x)) if x == int(x) and abs(x) < 1e16 else f"{x:.6g}"


def fmt_int(x):
    return f"{num(x):,.0f}"


def ratio(a, b):
    return f"{num(a) / num(b):.2f}" if num(b) > 0 else "n/a"


def verdict(a, b):
    return "met" if num(a) >= num(b) else "**missed**"


def met(condition):
    return "met" if condition else "**missed**"


def median(values):
    """The median of the numbers given, as the text given for an odd count (the mean of the middle
    two, %.2f, for an even count)."""
    values = sorted(values, key=num)
    if not values:
        die("median of no values")
    n = len(values)
    if n % 2:
        v = values[n // 2]
        return v if isinstance(v, str) else awk_print(v)
    return f"{(num(values[n // 2 - 1]) + num(values[n // 2])) / 2:.2f}"


def lower_median(values):
    """The middle value of the sorted numbers (the lower one of the middle two)."""
    values = sorted(num(v) for v in values)
    return values[(len(values) + 1) // 2 - 1]


def p99(values):
    values = sorted(num(v) for v in values)
    i = max(1, int(len(values) * 0.99 + 0.5))
    return values[i - 1]


def ms_stats(values):
    """"median p99" of the numbers, %.3f each."""
    return f"{lower_median(values):.3f}", f"{p99(values):.3f}"


class Rounds:
    """One section's rounds measured in turns with its baseline: rates, baselines, ratios."""

    def __init__(self):
        self.rates, self.baselines, self.ratios = [], [], []

    def record(self, rate, baseline):
        self.rates.append(rate)
        self.baselines.append(baseline)
        self.ratios.append(ratio(rate, baseline))
        return self.ratios[-1]

    def note(self, rounds):
        return f"; median of {rounds} rounds, ratios {'/'.join(self.ratios)}" if rounds > 1 else ""

    def joined(self):
        return "/".join(self.ratios)


# ---------------------------------------------------------------- processes

def run(args, env=None, stdout=None, stderr=None, input=None, check=True, cwd=ROOT):
    """Runs a command; stdout captured (text) unless stdout is given."""
    full_env = dict(os.environ, **(env or {})) if env is not None else None
    result = subprocess.run(args, env=full_env, cwd=cwd, input=input, text=True,
                            stdout=subprocess.PIPE if stdout is None else stdout,
                            stderr=stderr)
    if check and result.returncode != 0:
        die(f"{' '.join(map(str, args[:3]))} exited with status {result.returncode}")
    return result


def tail(path, lines=20):
    try:
        with open(path, errors="replace") as f:
            return "".join(f.readlines()[-lines:])
    except OSError:
        return ""


def head_bytes(path, n=300):
    try:
        with open(path, "rb") as f:
            return f.read(n).decode(errors="replace")
    except OSError:
        return ""


def postgres_sh(*args):
    """One function of Deploy/postgres.sh (sourced in a bash of its own); its standard output."""
    result = subprocess.run(["bash", "-c", 'set -euo pipefail; source Deploy/postgres.sh; "$@"', "postgres.sh", *args],
                            cwd=ROOT, text=True, stdout=subprocess.PIPE)
    if result.returncode != 0:
        die(f"{args[0]} failed (status {result.returncode})")
    return result.stdout.rstrip("\n")


def postgres_var(name):
    """A variable Deploy/postgres.sh sets."""
    return postgres_sh("eval", f'echo "${name}"')


# ---------------------------------------------------------------- the run

class Bench:
    """The state of one run: settings, the cluster, the service, the table's rows."""

    def __init__(self):
        self.duration = env_int("BENCH_DURATION", 15)
        self.rounds = env_int("BENCH_ROUNDS", 3)
        self.warmup = env_int("BENCH_WARMUP", 3)
        self.connections = env_int("BENCH_CONNECTIONS", 8)
        self.bulk_features = env_int("BENCH_BULK_FEATURES", 1000)
        self.bulk_repeats = env_int("BENCH_BULK_REPEATS", 20)
        self.rows = []
        self.work_dir = ""
        self.cluster_dir = ""
        self.server = None
        self.second = None
        self.gj_cluster_dir = ""
        self.history = None  # (past, versions, features), written once per run
        self.pg_bin = postgres_var("PG_BIN")

    # -------------------------------------------------------- table

    def add_row(self, metric, geojournal, baseline, ratio_text, target):
        self.rows.append(f"| {metric} | {geojournal} | {baseline} | {ratio_text} | {target} |")

    # -------------------------------------------------------- PostgreSQL

    def psql(self, url, *args, input=None):
        result = subprocess.run([f"{self.pg_bin}/psql", url, "-X", "-q", "-A", "-t", "-v", "ON_ERROR_STOP=1", *args],
                                text=True, input=input, stdout=subprocess.PIPE, cwd=ROOT)
        if result.returncode != 0:
            die(f"psql failed (status {result.returncode})")
        return result.stdout.rstrip("\n")

    def owner_psql(self, *args, input=None):
        return self.psql(self.owner_url, *args, input=input)

    def cluster_port(self):
        return postgres_sh("pg_cluster_port", self.cluster_dir)

    def pgbench(self, database, script, *options, out="pgbench.out"):
        """pgbench as postgres on DATABASE of the cluster; its output (the run fails if pgbench does)."""
        path = self.path(out)
        with open(path, "w") as f:
            code = subprocess.run([f"{self.pg_bin}/pgbench", "-n", "-h", "127.0.0.1", "-p", self.cluster_port(), "-U", "postgres",
                                   "-f", script, *map(str, options), database], stdout=f, stderr=subprocess.STDOUT).returncode
        if code != 0:
            note(tail(path, 50))
            die("pgbench failed")
        with open(path) as f:
            return f.read()

    def pgbench_tps(self, script, *options):
        """pgbench on the baseline database; its tps."""
        m = re.search(r"^tps = ([0-9.]*)", self.pgbench("baseline", script, *options), re.M)
        return m.group(1) if m else ""

    def settle(self):
        """Vacuum and analyze what earlier sections wrote, then checkpoint (untimed)."""
        self.owner_psql("-c", "VACUUM (ANALYZE)", "-c", "CHECKPOINT")

    # -------------------------------------------------------- files

    def path(self, name):
        return os.path.join(self.work_dir, name)

    def write(self, name, text):
        with open(self.path(name), "w") as f:
            f.write(text)
        return self.path(name)

    def read(self, name):
        with open(self.path(name)) as f:
            return f.read()

    # -------------------------------------------------------- setup and teardown

    def setup(self):
        step("System packages")
        run(["bash", "Deploy/install-packages.sh", "--bench"], stdout=sys.stderr)
        if os.environ.get("GEOJOURNAL_BIN"):
            self.bin = os.environ["GEOJOURNAL_BIN"]  # a quick check of a section with another build; numbers only count in release
        else:
            step("Build (release)")
            run(["swift", "build", "-c", "release"], stdout=sys.stderr)
            self.bin = os.path.join(run(["swift", "build", "-c", "release", "--show-bin-path"]).stdout.strip(), "geojournal")
        if not os.access(self.bin, os.X_OK):
            die(f"no executable at {self.bin}")

        step("Durable PostgreSQL cluster")
        self.work_dir = tempfile.mkdtemp(prefix="geojournal-bench.", dir="/var/tmp")
        os.chmod(self.work_dir, 0o755)  # the postgres user traverses it to its cluster
        self.cluster_dir = os.path.join(self.work_dir, "cluster")
        postgres_sh("pg_cluster_init", self.cluster_dir, "--mode", "durable")
        postgres_sh("pg_cluster_start", self.cluster_dir)
        self.owner_url = postgres_sh("pg_cluster_url", self.cluster_dir, "geojournal_bench")
        self.baseline_url = postgres_sh("pg_cluster_url", self.cluster_dir, "baseline")
        postgres_sh("pg_ensure_database", self.owner_url)
        run([self.bin, "migrate"], env={"DATABASE_URL": self.owner_url}, stdout=sys.stderr)
        password = postgres_sh("pg_random_password")
        postgres_sh("pg_ensure_service_login", self.owner_url, password)
        login_role = postgres_var("GEOJOURNAL_LOGIN_ROLE")
        self.service_url = postgres_sh("pg_url_with_user", self.owner_url, login_role, password)
        self.token = run([self.bin, "token", "create", "--role", "admin", "--actor", "bench"],
                         env={"DATABASE_URL": self.owner_url}).stdout.strip()

        step("geojournal serve (release)")
        self.server, self.base_url = self.start_serve(self.bin, "server.log")

        for method, path, body in [("POST", "/v1/workspaces", '{"id":"bench"}'),
                                   ("PUT", "/v1/workspaces/bench/layers/Points",
                                    '{"geometryType":"Point","srid":3857,"fields":[{"name":"N","type":"integer","nullable":false}]}')]:
            status = self.api(method, path, body)
            if status not in ("200", "201"):
                die(f"{method} {path}: HTTP {status} {self.read('response')}")

        # The baseline: the same kind of row (a PostGIS point and jsonb attributes, GiST-indexed)
        # in a plain table of its own database on the same cluster.
        postgres_sh("pg_ensure_database", self.baseline_url)
        self.psql(self.baseline_url, input="""SET client_min_messages = warning;
CREATE EXTENSION IF NOT EXISTS postgis;
CREATE TABLE IF NOT EXISTS baseline_features (
    id         uuid PRIMARY KEY,
    layer      text NOT NULL,
    geom       geometry(Point, 3857) NOT NULL,
    attributes jsonb NOT NULL,
    version    integer NOT NULL,
    position   bigint NOT NULL
);
CREATE INDEX IF NOT EXISTS baseline_features_geom ON baseline_features USING gist (geom);
""")

    def start_serve(self, exe, log, *options, what="geojournal serve"):
        """A `serve` of EXE on a free port (the service login); (process, base URL) once healthy."""
        port = postgres_sh("pg_free_port")
        url = f"http://127.0.0.1:{port}"
        # LOG_LEVEL=warning: request logging would measure the terminal, not the journal.
        env = dict(os.environ, DATABASE_URL=self.service_url, LOG_LEVEL=os.environ.get("LOG_LEVEL") or "warning")
        with open(self.path(log), "w") as f:
            process = subprocess.Popen([exe, "serve", "--hostname", "127.0.0.1", "--port", port, *options],
                                       env=env, stdout=f, stderr=subprocess.STDOUT, cwd=ROOT)
        for _ in range(300):
            if process.poll() is not None:
                die(f"{what} exited during startup")
            if healthy(url):
                return process, url
            time.sleep(0.2)
        stop_process(process)
        die(f"{what} is not healthy after 60 s")

    def cleanup(self, failed):
        if self.gj_cluster_dir and os.path.isfile(os.path.join(self.gj_cluster_dir, "cluster.env")):
            subprocess.run(["bash", "Deploy/cluster.sh", "stop", "--dir", self.gj_cluster_dir], cwd=ROOT,
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        if self.second:
            stop_process(self.second)
        if self.server:
            stop_process(self.server, grace=10)
        if failed and self.work_dir and os.path.isfile(self.path("server.log")) and os.path.getsize(self.path("server.log")) > 0:
            note("bench: last lines of the server log:")
            note(tail(self.path("server.log"), 30).rstrip("\n"))
        if self.cluster_dir:
            subprocess.run(["bash", "-c", 'source Deploy/postgres.sh; pg_cluster_stop "$1"', "_", self.cluster_dir], cwd=ROOT,
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        if self.work_dir:
            shutil.rmtree(self.work_dir, ignore_errors=True)

    # -------------------------------------------------------- HTTP

    def api(self, method, path, body=None, base=None):
        """METHOD PATH [BODY]: the HTTP status ("000" without an answer); the body goes to work/response."""
        code, _ = self.curl(method, (base or self.base_url) + path, body, out="response", max_time=60)
        return code

    def curl(self, method, url, body=None, out="response", max_time=60, content_type="application/json", token=None):
        """One request with curl, timed by curl: (status, seconds as curl printed them). BODY is
        text, or a path after "@"; the answer goes to work/OUT."""
        args = ["curl", "-sS", "--max-time", str(max_time), "-o", self.path(out), "-w", "%{http_code} %{time_total}",
                "-X", method, "-H", f"Authorization: Bearer {token or self.token}", url]
        stdin = None
        if body is not None:
            args += ["-H", f"Content-Type: {content_type}"]
            if body.startswith("@"):
                args += ["--data-binary", body]
            else:
                args += ["--data-binary", "@-"]
                stdin = body
        result = subprocess.run(args, input=stdin, text=True, stdout=subprocess.PIPE, cwd=ROOT)
        fields = result.stdout.split()
        return (fields[0] if fields else "000"), (fields[1] if len(fields) > 1 else "0")

    def response_json(self, name="response"):
        with open(self.path(name)) as f:
            return json.load(f)

    # -------------------------------------------------------- wrk

    def wrk(self, script, url, connections, seconds, out=None, token=None, env=None, threads=None):
        """One wrk run of Benchmarks/wrk/SCRIPT; with OUT, its GJ line as a dict (ok, other, errors:
        ints; seconds, p50, p99: text), the raw output in work/OUT."""
        threads = threads or min(connections, 2)
        full_env = dict(os.environ, GJ_TOKEN=token or self.token, **(env or {}))
        args = ["wrk", "-t", str(threads), "-c", str(connections), "-d", f"{seconds}s", "--timeout", "10s",
                "-s", os.path.join(WRK_DIR, script), url]
        if out is None:
            subprocess.run(args, env=full_env, stdout=subprocess.DEVNULL, check=False)
            return None
        raw = self.path(out)
        with open(raw, "w") as f:
            subprocess.run(args, env=full_env, stdout=f, check=False)
        text = self.read(out)
        m = re.search(r"^GJ ok=(\d+) other=(\d+) errors=(\d+) seconds=([0-9.]+) p50_ms=([0-9.]+) p99_ms=([0-9.]+)", text, re.M)
        if not m:
            note(text)
            die("wrk printed no result")
        return {"ok": int(m.group(1)), "other": int(m.group(2)), "errors": int(m.group(3)),
                "seconds": m.group(4), "p50": m.group(5), "p99": m.group(6)}

    def wrk_edits(self, url, connections, out, token=None):
        """One measured wrk run of edit.lua."""
        return self.wrk("edit.lua", url, connections, self.duration, out=out, token=token)

    # -------------------------------------------------------- workspaces

    def create(self, method, path, body, what, accept=("201",)):
        status = self.api(method, path, body)
        if status not in accept:
            die(f"{what}: HTTP {status} {self.read('response')}")


def rate(n, seconds):
    return f"{num(n) / num(seconds):.1f}"


def healthy(url):
    try:
        with urllib.request.urlopen(f"{url}/health", timeout=2) as r:
            return r.status == 200
    except (urllib.error.URLError, OSError):
        return False


def stop_process(process, grace=10):
    """SIGTERM, up to GRACE seconds, then SIGKILL."""
    if process.poll() is None:
        process.send_signal(signal.SIGTERM)
        try:
            process.wait(timeout=grace)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


class Sampler:
    """Calls FUNCTION every INTERVAL seconds in a thread until stopped (background probes)."""

    def __init__(self, function, interval):
        self.function, self.interval = function, interval
        self.stopped = threading.Event()
        self.thread = threading.Thread(target=self._loop, daemon=True)

    def _loop(self):
        while not self.stopped.is_set():
            self.function()
            self.stopped.wait(self.interval)

    def __enter__(self):
        self.thread.start()
        return self

    def __exit__(self, *exc):
        self.stopped.set()
        self.thread.join()
