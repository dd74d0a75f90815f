#!/usr/bin/env bash
# GeoJournal soak and fault run: `bash Benchmarks/soak.sh [--readme]`
#
# One command for issue-level resilience numbers:
#   1. Soak: a durable PostgreSQL cluster, the sample utility network
#      (`geojournal sample-network`), `geojournal serve` (release build), and an
#      open-loop load client (Benchmarks/soak_client.py) sending a fixed rate of
#      mixed requests for SOAK_SECONDS: feature pages by bbox, single features,
#      snaps, traces, attribute edits with expectedVersion (409 is an expected
#      answer when two clients race for a feature), change-feed pages.
#      Resident memory of the server is sampled every 5 s.
#      Passes when there is no answer other than 200 (and 409 for edits), the
#      rate is held (>= 95 % of the target), and resident memory at the end is
#      at most 10 % above what it was at the end of the warm-up.
#   2. Faults: the script tests Tests/scripts/postgres_outage.sh (PostgreSQL
#      restarted and crashed under edits), kill_during_edits.sh (SIGKILL of the
#      service under edits) and graceful_shutdown.sh (SIGTERM), run against the
#      same binary; their results are summarised.
# Prints a markdown report and writes it to Benchmarks/results/soak.md; with
# --readme it also replaces the part between <!-- soak:start --> and
# <!-- soak:end --> in docs/benchmarks.md. Exits non-zero when a check fails.
#
# Environment (defaults in brackets):
#   SOAK_SECONDS [600]   length of the soak
#   SOAK_WARMUP [60]     seconds excluded from latencies; memory baseline at its end
#   SOAK_RATE [100]      requests per second, all routes together
#   SOAK_WORKERS [32]    client connections
#   SOAK_EDGES [1000]    lines of the generated network
#   SOAK_FAULTS [1]      0 skips the fault tests
#   GEOJOURNAL_BIN       use this binary instead of building the release one
set -euo pipefail

cd "$(dirname "$0")/.."
# shellcheck source=Deploy/postgres.sh
source Deploy/postgres.sh

seconds="${SOAK_SECONDS:-600}"
warmup="${SOAK_WARMUP:-60}"
rate="${SOAK_RATE:-100}"
workers="${SOAK_WORKERS:-32}"
edges="${SOAK_EDGES:-1000}"
run_faults="${SOAK_FAULTS:-1}"
update_readme=0
[[ "${1:-}" == "--readme" ]] && update_readme=1

step() { printf '\n==> %s\n' "$*" >&2; }
die() { echo "soak: error: $*" >&2; exit 1; }

work_dir=""
cluster_dir=""
server_pid=""
sampler_pid=""

# shellcheck disable=SC2317  # called by the EXIT trap
cleanup() {
  local status=$?
  [[ -n "$sampler_pid" ]] && kill "$sampler_pid" 2>/dev/null
  if [[ -n "$server_pid" ]]; then
    kill -TERM "$server_pid" 2>/dev/null || true
    for _ in $(seq 1 100); do
      kill -0 "$server_pid" 2>/dev/null || break
      sleep 0.1
    done
    kill -KILL "$server_pid" 2>/dev/null || true
    wait "$server_pid" 2>/dev/null || true
  fi
  if ((status != 0)) && [[ -n "$work_dir" && -s "$work_dir/server.log" ]]; then
    echo "soak: last lines of the server log:" >&2
    tail -n 30 "$work_dir/server.log" >&2
  fi
  if [[ -n "$cluster_dir" ]]; then pg_cluster_stop "$cluster_dir" 2>/dev/null || true; fi
  if [[ -n "$work_dir" ]]; then rm -rf "$work_dir"; fi
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# ---------------------------------------------------------------- setup
step "System packages"
bash Deploy/install-packages.sh --tests >&2

if [[ -n "${GEOJOURNAL_BIN:-}" ]]; then
  bin="$GEOJOURNAL_BIN"
else
  step "Build (release)"
  swift build -c release >&2
  bin="$(swift build -c release --show-bin-path)/geojournal"
fi
[[ -x "$bin" ]] || die "no executable at $bin"

step "Durable PostgreSQL cluster"
work_dir="$(mktemp -d /var/tmp/geojournal-soak.XXXXXX)"
chmod 755 "$work_dir"
mkdir -p "$work_dir/tmp"
cluster_dir="$work_dir/cluster"
pg_cluster_init "$cluster_dir" --mode durable >&2
pg_cluster_start "$cluster_dir" >&2
owner_url="$(pg_cluster_url "$cluster_dir" geojournal_soak)"
pg_ensure_database "$owner_url"
DATABASE_URL="$owner_url" "$bin" migrate >&2
password="$(pg_random_password)"
pg_ensure_service_login "$owner_url" "$password"
service_url="$(pg_url_with_user "$owner_url" "$GEOJOURNAL_LOGIN_ROLE" "$password")"
token="$(DATABASE_URL="$owner_url" "$bin" token create --role admin --actor soak 2>/dev/null)"
[[ -n "$token" ]] || die "token create printed no token"

step "Sample network ($edges lines)"
DATABASE_URL="$service_url" "$bin" sample-network --workspace soak --network Electric --edges "$edges" >"$work_dir/sample.log" 2>&1 ||
  { cat "$work_dir/sample.log" >&2; die "sample-network failed"; }
tail -n 1 "$work_dir/sample.log" >&2

step "geojournal serve"
port="$(pg_free_port)"
base_url="http://127.0.0.1:$port"
LOG_LEVEL=warning DATABASE_URL="$service_url" "$bin" serve --hostname 127.0.0.1 --port "$port" >"$work_dir/server.log" 2>&1 &
server_pid=$!
for _ in $(seq 1 300); do
  kill -0 "$server_pid" 2>/dev/null || die "geojournal serve exited during startup"
  curl -fsS -o /dev/null --max-time 2 "$base_url/health" 2>/dev/null && break
  sleep 0.2
done
curl -fsS -o /dev/null --max-time 2 "$base_url/health" || die "geojournal serve not healthy after 60 s"

# Resident memory every 5 s: "seconds-since-start kB".
(
  started=$SECONDS
  while kill -0 "$server_pid" 2>/dev/null; do
    rss="$(awk '/^VmRSS:/ { print $2 }' "/proc/$server_pid/status" 2>/dev/null || true)"
    [[ -n "$rss" ]] && echo "$((SECONDS - started)) $rss"
    sleep 5
  done
) >"$work_dir/rss.log" &
sampler_pid=$!

# ---------------------------------------------------------------- soak
step "Soak: $rate requests/s for $seconds s ($warmup s warm-up), $workers connections"
python3 Benchmarks/soak_client.py --base-url "$base_url" --token "$token" --workspace soak --network Electric \
  --seconds "$seconds" --warmup "$warmup" --rate "$rate" --workers "$workers" >"$work_dir/soak.json" ||
  die "the load client failed"
kill -0 "$server_pid" 2>/dev/null || die "geojournal serve exited during the soak"
kill "$sampler_pid" 2>/dev/null || true
sampler_pid=""

# Memory: the sample at the end of the warm-up against the last one.
rss_warm="$(awk -v w="$warmup" '$1 >= w { print $2; exit }' "$work_dir/rss.log")"
rss_end="$(tail -n 1 "$work_dir/rss.log" | awk '{ print $2 }')"
rss_first="$(head -n 1 "$work_dir/rss.log" | awk '{ print $2 }')"
[[ -n "$rss_warm" && -n "$rss_end" ]] || die "no memory samples"
growth="$(awk -v a="$rss_warm" -v b="$rss_end" 'BEGIN { printf "%.1f", (b - a) * 100 / a }')"

verify_status=ok
DATABASE_URL="$owner_url" "$bin" verify >"$work_dir/verify.log" 2>&1 || verify_status=FAILED

report="$work_dir/report.md"
failures=()
{
  echo "### Soak ($(date -u +%Y-%m-%d), $(nproc) cores, $(git rev-parse --short HEAD 2>/dev/null || echo '?'))"
  echo
  jq -r --arg edges "$edges" '
    "Sample network of \($edges) lines; \(.scheduled) requests scheduled at \(.target_rate)/s over \(.seconds) s, " +
    "\(.answered) answered (\(.held_rate)/s held), \(.unexpected) unexpected answers.\n",
    "| Route | Requests | 200 | 409 | Other | p50 ms | p99 ms | max ms |",
    "|---|---|---|---|---|---|---|---|",
    (.routes | to_entries[] | .value as $r |
      "| \(.key) | \($r.requests) | \($r.statuses["200"] // 0) | \($r.statuses["409"] // 0) | " +
      "\([$r.statuses | to_entries[] | select(.key != "200" and .key != "409") | .value] | add // 0) | " +
      "\(($r.p50_ms // 0) * 10 | round / 10) | \(($r.p99_ms // 0) * 10 | round / 10) | \(($r.max_ms // 0) * 10 | round / 10) |")' "$work_dir/soak.json"
  echo
  echo "Resident memory: $((rss_first / 1024)) MiB at start, $((rss_warm / 1024)) MiB after the warm-up, $((rss_end / 1024)) MiB at the end (${growth} %). \`geojournal verify\` after the soak: $verify_status."
  echo
  echo "Resident memory by minute (MiB): $(awk '$1 % 60 < 5 { printf "%s%d", (n++ ? ", " : ""), $2 / 1024 }' "$work_dir/rss.log")."
} >"$report"

unexpected="$(jq -r '.unexpected' "$work_dir/soak.json")"
((unexpected == 0)) || failures+=("$unexpected unexpected answers, e.g. $(jq -c '.unexpected_examples[0]' "$work_dir/soak.json")")
jq -e '.held_rate >= 0.95 * .target_rate' "$work_dir/soak.json" >/dev/null || failures+=("rate not held: $(jq -r '.held_rate' "$work_dir/soak.json")/s of $rate/s")
awk -v g="$growth" 'BEGIN { exit !(g <= 10) }' || failures+=("resident memory grew by $growth % after the warm-up")
[[ "$verify_status" == ok ]] || failures+=("geojournal verify failed after the soak: $(tail -n 3 "$work_dir/verify.log")")

mkdir -p Benchmarks/results
cp "$report" Benchmarks/results/soak.md
cp "$work_dir/rss.log" Benchmarks/results/soak-rss.log

# ---------------------------------------------------------------- faults
if [[ "$run_faults" == 1 ]]; then
  step "Fault tests"
  {
    echo
    echo "### Faults"
    echo
  } >>"$report"
  for script in postgres_outage kill_during_edits graceful_shutdown; do
    step "$script"
    status=0
    GEOJOURNAL_BIN="$bin" GEOJOURNAL_TEST_DATABASE_URL="$owner_url" GEOJOURNAL_TEST_SERVICE_URL="$service_url" \
      TMPDIR="$work_dir/tmp" timeout --kill-after=10 600 bash "Tests/scripts/$script.sh" >"$work_dir/$script.log" 2>&1 || status=$?
    sed 's/^/    /' "$work_dir/$script.log" >&2
    {
      if ((status == 0)); then echo "- **$script: pass**"; else echo "- **$script: FAIL (exit $status)**"; fi
      # The script's own account: what was killed, what was acknowledged, what was found.
      grep -E "^$script: " "$work_dir/$script.log" | grep -v -E ': (PASS|FAIL)$' | sed "s/^$script: /  - /" || true
    } >>"$report"
    ((status == 0)) || failures+=("$script failed")
  done
fi

# ---------------------------------------------------------------- report
step "Report"
cat "$report"
mkdir -p Benchmarks/results
cp "$report" Benchmarks/results/soak.md
if ((update_readme)); then
  grep -q '<!-- soak:start -->' docs/benchmarks.md || die "docs/benchmarks.md has no <!-- soak:start --> marker"
  awk -v report="$report" '
    /<!-- soak:start -->/ { print; while ((getline line < report) > 0) print line; skipping = 1; next }
    /<!-- soak:end -->/ { skipping = 0 }
    !skipping { print }' docs/benchmarks.md >"$work_dir/benchmarks.md"
  cp "$work_dir/benchmarks.md" docs/benchmarks.md
  echo "soak: docs/benchmarks.md updated" >&2
fi
if ((${#failures[@]} > 0)); then
  printf 'soak: FAIL: %s\n' "${failures[@]}" >&2
  exit 1
fi
echo "soak: PASS" >&2
