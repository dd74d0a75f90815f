"""The run: setup, the sections in order (each after a VACUUM (ANALYZE) and CHECKPOINT), the table."""

import datetime
import os
import re
import signal
import subprocess
import sys

from . import SECTIONS
from .common import ROOT, Bench, BenchError, step


def table_of(bench):
    commit = subprocess.run(["git", "-C", ROOT, "rev-parse", "--short", "HEAD"], text=True,
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL).stdout.strip() or "unknown"
    if subprocess.run(["git", "-C", ROOT, "diff", "--quiet", "HEAD"], stderr=subprocess.DEVNULL).returncode != 0:
        commit += " (with uncommitted changes)"
    model = ""
    with open("/proc/cpuinfo") as f:
        for line in f:
            m = re.match(r"model name\s*: (.*)", line)
            if m:
                model = m.group(1)
                break
    postgres = subprocess.run([f"{bench.pg_bin}/postgres", "--version"], text=True, stdout=subprocess.PIPE).stdout.strip()
    postgres = re.sub(r"^postgres \(PostgreSQL\) ", "PostgreSQL ", postgres)
    cpus = len(os.sched_getaffinity(0))
    return "\n".join([
        "| Metric | GeoJournal | Baseline | Ratio | Target |",
        "|---|---|---|---|---|",
        *bench.rows,
        "",
        f"{datetime.datetime.now(datetime.timezone.utc):%Y-%m-%d}, commit {commit}, {cpus} CPUs ({model}), {postgres}, "
        f"fsync=on, synchronous_commit=on; {bench.duration} s per run after {bench.warmup} s warm-up.",
    ])


def replace_readme_table(table):
    """Everything between the markers in docs/benchmarks.md replaced with TABLE."""
    path = os.path.join(ROOT, "docs", "benchmarks.md")
    out, skipping = [], False
    with open(path) as f:
        for line in f:
            if "<!-- bench:start -->" in line:
                out += [line, table + "\n"]
                skipping = True
                continue
            if "<!-- bench:end -->" in line:
                skipping = False
            if not skipping:
                out.append(line)
    with open(path + ".new", "w") as f:
        f.writelines(out)
    os.replace(path + ".new", path)


def _exit_on(code):
    def handler(signum, frame):
        raise SystemExit(code)
    return handler


def main(argv):
    update_readme = bool(argv) and argv[0] == "--readme"
    os.chdir(ROOT)
    signal.signal(signal.SIGINT, _exit_on(130))
    signal.signal(signal.SIGTERM, _exit_on(143))
    # BENCH_SECTIONS="bench_a bench_b" runs only those sections (in the order given).
    names = os.environ.get("BENCH_SECTIONS", "").split() or list(SECTIONS)
    unknown = [name for name in names if name not in SECTIONS]
    if unknown:
        print(f"bench: error: no section {' '.join(unknown)} (sections: {' '.join(SECTIONS)})", file=sys.stderr)
        return 1
    bench = Bench()
    failed = True
    try:
        bench.setup()
        for name in names:
            bench.settle()
            SECTIONS[name](bench)
        table = table_of(bench)
        failed = False
    except BenchError as error:
        print(f"bench: error: {error}", file=sys.stderr)
        return 1
    finally:
        bench.cleanup(failed)

    os.makedirs(os.path.join(ROOT, "Benchmarks/results"), exist_ok=True)
    with open(os.path.join(ROOT, "Benchmarks/results/latest.md"), "w") as f:
        f.write(f"# Latest benchmark results\n\n{table}\n")
    step("Results (Benchmarks/results/latest.md)")
    print()
    print(table, flush=True)
    if update_readme:
        replace_readme_table(table)
        print("docs/benchmarks.md updated", file=sys.stderr)
    return 0
