#!/usr/bin/env bash
# Fuzzes GeoJournal's request decoders with libFuzzer for a bounded time.
#
#   bash Fuzz/run.sh                      # every harness, FUZZ_SECONDS (default 20) each
#   FUZZ_SECONDS=600 bash Fuzz/run.sh edits_body
#
# Harnesses (Fuzz/Harnesses/*.swift): edits_body (POST .../edits bodies), geojson_geometry
# (GeoJSON geometries) and geometry_edit (POST .../geometry-edits bodies). Each starts from its
# seed corpus in Fuzz/Corpus/<harness>/ (valid and broken bodies) plus whatever it finds in this
# run, and first replays Fuzz/Regressions/<harness>/ (inputs that once crashed).
# On a crash it prints the input and the command that reproduces it, and exits 1.
# Environment: FUZZ_SECONDS (per harness), FUZZ_WORK (folder for the grown corpus and crash files;
# default a fresh temporary folder), FUZZ_MAX_LEN (bytes per input, default 4096).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
seconds="${FUZZ_SECONDS:-20}"
max_len="${FUZZ_MAX_LEN:-4096}"
out="${FUZZ_BUILD_DIR:-$root/.build-fuzz}"
work="${FUZZ_WORK:-$(mktemp -d /tmp/geojournal-fuzz.XXXXXX)}"
mkdir -p "$work"

bash "$root/Fuzz/build.sh" "$@"

targets=("$@")
if [[ ${#targets[@]} -eq 0 ]]; then
    for h in "$root"/Fuzz/Harnesses/*.swift; do targets+=("$(basename "$h" .swift)"); done
fi

# libFuzzer saves the crashing input from its own signal handler; the Swift backtracer must not take it.
export SWIFT_BACKTRACE=enable=no
failed=0
printf '%-18s %10s %10s %8s %8s  %s\n' harness runs exec/s cov corpus result
for t in "${targets[@]}"; do
    bin="$out/$t"
    corpus="$work/$t-corpus"
    mkdir -p "$corpus"
    cp "$root/Fuzz/Corpus/$t/"* "$corpus/"
    log="$work/$t.log"
    result=ok
    # Known crashers first: each must now run clean.
    if compgen -G "$root/Fuzz/Regressions/$t/[!.]*" > /dev/null; then
        if ! "$bin" -runs=1 "$root/Fuzz/Regressions/$t/"[!.]* > "$work/$t-regressions.log" 2>&1; then
            result="regression"
            cat "$work/$t-regressions.log" >&2
        fi
    fi
    status=0
    "$bin" -max_total_time="$seconds" -max_len="$max_len" -timeout=10 -rss_limit_mb=1024 -dict="$root/Fuzz/json.dict" \
        -print_final_stats=1 -artifact_prefix="$work/$t-" "$corpus" > "$log" 2>&1 || status=$?
    if [[ $status -ne 0 ]]; then result="crash"; fi
    runs="$(grep -o 'Done [0-9]* runs' "$log" | awk '{print $2}' | tail -1 || true)"
    done_line="$(grep -E '^#[0-9]+' "$log" | tail -1 || true)"
    execs="$(sed -n 's/.*exec\/s: \([0-9]*\).*/\1/p' <<< "$done_line")"
    cov="$(sed -n 's/.*cov: \([0-9]*\).*/\1/p' <<< "$done_line")"
    files="$(find "$corpus" -type f | wc -l)"
    printf '%-18s %10s %10s %8s %8s  %s\n' "$t" "${runs:--}" "${execs:--}" "${cov:--}" "$files" "$result"
    if [[ "$result" != ok ]]; then
        failed=1
        echo "---- $t: last lines of $log" >&2
        tail -40 "$log" >&2
        for crash in "$work/$t-"crash-* "$work/$t-"timeout-* "$work/$t-"oom-*; do
            [[ -f "$crash" ]] || continue
            echo "---- input $crash ($(wc -c < "$crash") bytes):" >&2
            head -c 2000 "$crash" | cat -v >&2; echo >&2
            echo "---- reproduce: bash Fuzz/build.sh $t && $out/$t $crash" >&2
            echo "---- keep it:   cp $crash Fuzz/Regressions/$t/ (and add a test for the decoder)" >&2
        done
    fi
done
echo "fuzz work folder: $work"
exit $failed
