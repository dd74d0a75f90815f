#!/usr/bin/env python3
"""Compares builds (or one build under different settings) on benchmark sections, in turns.

    python3 Benchmarks/compare.py --rounds 3 --sections "bench_edit_operations bench_bulk_operation bench_import" \\
        before=/path/to/old/geojournal \\
        "before, no overlap=/path/to/old/geojournal:GJ_MEASURE_NO_OVERLAP=1" \\
        after=.build/release/geojournal

Each variant is NAME=BINARY[:VAR=VALUE,...]. Every round runs the driver (Benchmarks/run.py)
once per variant, in order, each on a cluster of its own; the order of the variants alternates
from round to round. A row's figure is GeoJournal's value divided by the baseline the section
measured in the same run (pgbench for the edit rows), so drift of the machine between runs
cancels out where a section has a baseline; rows without one are compared as values. The table
gives, per variant and row, the median of the rounds and its ratio to the first variant's.
Environment for the driver (BENCH_DURATION, BENCH_IMPORT_FEATURES, …) passes through.
"""
import argparse
import os
import re
import statistics
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def parse_variant(text):
    name, _, rest = text.partition("=")
    binary, _, env_text = rest.partition(":")
    env = dict(pair.split("=", 1) for pair in env_text.split(",") if pair)
    return name, binary, env


def number(cell):
    match = re.search(r"-?\d[\d,]*(\.\d+)?", cell.replace("\u202f", ""))
    return float(match.group(0).replace(",", "")) if match else None


def rows_of(table):
    """Rows of the driver's Markdown table: metric -> (value, baseline or None)."""
    rows = {}
    for line in table.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) < 3 or cells[0] in ("Metric", "") or set(cells[0]) <= set("-:"):
            continue
        metric = re.sub(r"\s*\(.*?rounds?[^)]*\)", "", cells[0])
        rows[metric] = (number(cells[1]), number(cells[2]) if cells[2] not in ("—", "-") else None)
    return rows


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--sections", required=True)
    parser.add_argument("variants", nargs="+")
    args = parser.parse_args()
    variants = [parse_variant(v) for v in args.variants]
    figures = {}  # (variant, metric) -> [figure per round]
    for round_number in range(args.rounds):
        order = variants if round_number % 2 == 0 else list(reversed(variants))
        for name, binary, env in order:
            print(f"compare: round {round_number + 1} of {args.rounds}: {name}", file=sys.stderr, flush=True)
            run_env = dict(os.environ, GEOJOURNAL_BIN=os.path.abspath(binary), BENCH_SECTIONS=args.sections, **env)
            done = subprocess.run([sys.executable, os.path.join(ROOT, "Benchmarks/run.py")], env=run_env, cwd=ROOT,
                                  stdout=subprocess.PIPE, text=True)
            if done.returncode != 0:
                sys.exit(f"compare: the driver failed for {name} (exit {done.returncode})")
            for metric, (value, baseline) in rows_of(open(os.path.join(ROOT, "Benchmarks/results/latest.md")).read()).items():
                if value is None:
                    continue
                figure = value / baseline if baseline else value
                figures.setdefault((name, metric), []).append(figure)
                print(f"compare:   {metric}: {value:g}" + (f" / {baseline:g} = {figure:.4f}" if baseline else ""), file=sys.stderr)
    metrics = sorted({" ".join(metric.split()) for _, metric in figures})
    figures = {(name, " ".join(metric.split())): values for (name, metric), values in figures.items()}
    first = variants[0][0]
    print("| Row | " + " | ".join(name for name, _, _ in variants) + " |")
    print("|---|" + "---|" * len(variants))
    for metric in metrics:
        cells = []
        base = statistics.median(figures.get((first, metric), [0])) or None
        for name, _, _ in variants:
            values = figures.get((name, metric))
            if not values:
                cells.append("—")
                continue
            m = statistics.median(values)
            rounds = ", ".join(f"{v:.3g}" for v in values)
            cells.append(f"{m:.4g} ({m / base:.2f}x; {rounds})" if base else f"{m:.4g}")
        print(f"| {metric} | " + " | ".join(cells) + " |")


if __name__ == "__main__":
    main()
