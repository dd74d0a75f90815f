#!/usr/bin/env python3
"""GeoJournal benchmarks: `python3 Benchmarks/run.py [--readme]` (or `bash Benchmarks/run.sh [--readme]`).

Starts a durable PostgreSQL cluster (fsync on, synchronous_commit on) in a temporary folder,
migrates, serves, and runs each benchmark section against that one cluster; prints a markdown
table and writes it to Benchmarks/results/latest.md; with --readme it also replaces the table
between <!-- bench:start --> and <!-- bench:end --> in docs/benchmarks.md. The sections, their environment
variables and what each measures: Benchmarks/README.md and Benchmarks/bench/__init__.py.
"""

import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the working tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from bench.main import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
