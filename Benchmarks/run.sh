#!/usr/bin/env bash
# GeoJournal benchmarks: `bash Benchmarks/run.sh [--readme]` runs the Python driver, Benchmarks/run.py (sections in Benchmarks/bench/).
exec python3 "$(dirname "$0")/run.py" "$@"
