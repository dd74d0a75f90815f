#!/usr/bin/env bash
# Stopping that always stops, for scripts that start a service (Deploy/run.sh):
#
#   source Deploy/stop.sh
#   gj_on_exit cleanup            # cleanup runs once on exit, whatever ends the script
#   ...
#   gj_stop_process "$pid" 15     # in cleanup: SIGTERM, up to 15 s, then SIGKILL
#
# gj_on_exit FUNCTION runs FUNCTION when the script exits for any reason:
# normally, on an error (set -e), or on SIGINT (exit 130), SIGTERM (143) or SIGHUP
# (129). While it runs those signals are ignored, and so are they for the
# commands it starts (ignored signals are inherited): a second Ctrl-C, or the
# SIGTERM a service manager sends the whole process group, cannot cut the
# cleanup short and leave a service or a cluster running.

gj_cleanup_function=""
gj_cleaning=0

# shellcheck disable=SC2317  # called by the traps
gj_run_cleanup() {
  local status=$?
  trap '' INT TERM HUP
  if ((gj_cleaning == 0)); then
    gj_cleaning=1
    [[ -n "$gj_cleanup_function" ]] && "$gj_cleanup_function"
  fi
  exit "$status"
}

gj_on_exit() {
  gj_cleanup_function="$1"
  trap gj_run_cleanup EXIT
  trap 'exit 130' INT
  trap 'exit 143' TERM
  trap 'exit 129' HUP
}

# gj_stop_process PID [GRACE]: SIGTERM, then SIGKILL when it is still there after
# GRACE seconds (default 15); returns once the process is gone. Safe to call for a
# process that has already ended.
gj_stop_process() {
  local pid="$1" grace="${2:-15}" tenths
  kill -0 "$pid" 2>/dev/null || { wait "$pid" 2>/dev/null || true; return 0; }
  kill -TERM "$pid" 2>/dev/null || true
  tenths=$((grace * 10))
  for ((k = 0; k < tenths; k++)); do
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.1
  done
  if kill -0 "$pid" 2>/dev/null; then
    echo "stop: process $pid still running ${grace} s after SIGTERM; sending SIGKILL" >&2
    kill -KILL "$pid" 2>/dev/null || true
  fi
  wait "$pid" 2>/dev/null || true
  # `wait` knows only this shell's children; for any other process, wait until it is gone.
  for ((k = 0; k < 50; k++)); do
    kill -0 "$pid" 2>/dev/null || return 0
    sleep 0.1
  done
}
