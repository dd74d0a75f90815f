#!/usr/bin/env bash
# Script test: libFuzzer on the edits-body, GeoJSON and geometry-edit decoders for a bounded time
# (FUZZ_SECONDS per harness, default 20), seeded with valid and broken bodies. Passes when no
# input crashes a decoder or breaks its contract (see Fuzz/run.sh; run that for longer fuzzing).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
FUZZ_SECONDS="${FUZZ_SECONDS:-20}" bash "$root/Fuzz/run.sh"
