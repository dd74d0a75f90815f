#!/usr/bin/env bash
# Stopping always stops: `Deploy/run.sh` on SIGTERM, SIGTERM twice, and SIGINT
# during startup, with the service and the cluster it started.
#
#  1. Deploy/stop.sh's gj_stop_process on a process that ignores SIGTERM: killed
#     after the grace period.
#  2. run.sh serving (a data folder of its own, the debug binary): SIGTERM to the
#     script; the service and the cluster it started are both gone afterwards.
#  3. The same with SIGTERM sent twice, the second while the script is stopping.
#  4. SIGINT while the script is still starting (after its cluster is up, before
#     the service answers): the cluster is stopped and no service is left.
#
# Needs GEOJOURNAL_BIN (Deploy/test.sh sets it).
set -euo pipefail

: "${GEOJOURNAL_BIN:?set by Deploy/test.sh}"

root="$(cd "$(dirname "$0")/../.." && pwd)"
# shellcheck source=Deploy/postgres.sh
source "$root/Deploy/postgres.sh"
# shellcheck source=Deploy/stop.sh
source "$root/Deploy/stop.sh"

work_dir="$(mktemp -d "${TMPDIR:-/var/tmp}/geojournal-runsh.XXXXXX")"
# The postgres user must reach the cluster in data/postgres (else run.sh would use a
# folder under /var/tmp named after the project, shared with a developer's own runs).
chmod 755 "$work_dir"
data_dir="$work_dir/data"
script_pid=""
port=""

log() { echo "run_sh_stops: $*"; }
fail() {
  log "FAIL: $*"
  exit 1
}

# shellcheck disable=SC2317  # called by the EXIT trap
cleanup() {
  local status=$?
  [[ -n "$script_pid" ]] && kill -KILL "$script_pid" 2>/dev/null
  pkill -KILL -f "$GEOJOURNAL_BIN serve --hostname 127.0.0.1 --port $port" 2>/dev/null || true
  if ((status != 0)) && [[ -s "$work_dir/run.log" ]]; then
    log "last lines of run.sh's output:"
    tail -n 30 "$work_dir/run.log" | sed 's/^/    /'
  fi
  pg_cluster_stop "$data_dir/postgres" >/dev/null 2>&1 || true
  rm -rf "$work_dir"
}
trap cleanup EXIT

# ---------------------------------------------------------------- 1. the escalation
now_ms() {
  local t="${EPOCHREALTIME//[.,]/}"
  echo $((t / 1000))
}
bash -c 'trap "" TERM; sleep 60' &
stubborn=$!
sleep 0.5 # until its trap is set
started=$(now_ms)
gj_stop_process "$stubborn" 1 2>/dev/null
took=$(($(now_ms) - started))
kill -0 "$stubborn" 2>/dev/null && fail "gj_stop_process left a process that ignores SIGTERM running"
((took >= 900)) || fail "the process was gone after $took ms, before its 1 s grace period: did it ignore SIGTERM at all?"
log "a process ignoring SIGTERM was killed after $took ms (grace 1 s)"

# ---------------------------------------------------------------- run.sh
port="$(pg_free_port)"
# A background job of a script starts with SIGINT ignored (and bash cannot trap a signal
# ignored on entry); a terminal or a service manager starts run.sh with it at its default.
# So run.sh is started through this launcher, in a process group of its own (setsid).
# (A command, not a function: a function in the background runs in a subshell of its own,
# and $! would name that subshell instead of run.sh.)
launch=(python3 -c 'import os, signal, sys; signal.signal(signal.SIGINT, signal.SIG_DFL); os.setsid(); os.execvp(sys.argv[1], sys.argv[1:])')
# start_run: run.sh in the background (its own process group, as a terminal or a
# service manager would have it); returns once it says the service is running.
start_run() {
  : >"$work_dir/run.log"
  GEOJOURNAL_BIN="$GEOJOURNAL_BIN" GEOJOURNAL_DATA_DIR="$data_dir" GEOJOURNAL_PORT="$port" GEOJOURNAL_SAMPLE_EDGES=40 \
    GEOJOURNAL_STOP_GRACE=5 "${launch[@]}" bash "$root/Deploy/run.sh" >"$work_dir/run.log" 2>&1 &
  script_pid=$!
  local k
  for k in $(seq 1 1200); do
    grep -q "GeoJournal is running" "$work_dir/run.log" && return 0
    kill -0 "$script_pid" 2>/dev/null || fail "run.sh ended during startup"
    sleep 0.1
  done
  fail "run.sh did not report the service running within 120 s"
}

service_pid() { pgrep -f "$GEOJOURNAL_BIN serve --hostname 127.0.0.1 --port $port" || true; }

# expect_stopped WHAT STATUS: the script has ended with STATUS, no service, the cluster stopped.
expect_stopped() {
  local what="$1" want="$2" k status=0
  for k in $(seq 1 400); do
    kill -0 "$script_pid" 2>/dev/null || break
    sleep 0.1
  done
  kill -0 "$script_pid" 2>/dev/null && fail "$what: run.sh still running 40 s after the signal"
  wait "$script_pid" 2>/dev/null || status=$?
  script_pid=""
  local left
  left="$(service_pid)"
  [[ -z "$left" ]] || fail "$what: geojournal serve still running: $(ps -o pid,ppid,stat,args -p "$(echo $left | tr " " ",")")"
  pg_cluster_is_running "$data_dir/postgres" && fail "$what: the cluster run.sh started is still running"
  ((status == want)) || fail "$what: run.sh exited $status, not $want"
  log "$what: run.sh exited $status; service and cluster stopped"
}

# ---------------------------------------------------------------- 2. SIGTERM while serving
start_run
[[ -n "$(service_pid)" ]] || fail "no service found after run.sh reported it running"
pg_cluster_is_running "$data_dir/postgres" || fail "run.sh reported running without its cluster"
kill -TERM "$script_pid"
expect_stopped "SIGTERM while serving" 143

# ---------------------------------------------------------------- 3. SIGTERM twice
start_run
kill -TERM "$script_pid"
sleep 0.2
kill -TERM "$script_pid" 2>/dev/null || true
expect_stopped "SIGTERM twice" 143

# ---------------------------------------------------------------- 4. SIGINT during startup
: >"$work_dir/run.log"
GEOJOURNAL_BIN="$GEOJOURNAL_BIN" GEOJOURNAL_DATA_DIR="$data_dir" GEOJOURNAL_PORT="$port" GEOJOURNAL_SAMPLE_EDGES=40 \
  GEOJOURNAL_STOP_GRACE=5 "${launch[@]}" bash "$root/Deploy/run.sh" >"$work_dir/run.log" 2>&1 &
script_pid=$!
for _ in $(seq 1 600); do
  pg_cluster_is_running "$data_dir/postgres" && break
  sleep 0.05
done
pg_cluster_is_running "$data_dir/postgres" || fail "run.sh never started its cluster"
kill -INT "$script_pid"
expect_stopped "SIGINT during startup" 130
log "PASS"
