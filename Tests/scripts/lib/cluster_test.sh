# shellcheck shell=bash
# What the script tests of Deploy/cluster.sh's layout share: a work folder, `log` and `fail` under
# the test's name, a cleanup on exit (whatever ends the script) that stops `$background_pid`, shows
# the nodes' last log lines when the test failed, stops the cluster and removes the folder, and
# `start_cluster`. Source it after setting `root` (the repository) and `test_name`.

# A short name: the standby's Unix socket path must stay under 108 bytes inside the test
# command's own TMPDIR.
work_dir="$(mktemp -d "${TMPDIR:-/var/tmp}/geojournal-cluster.XXXXXX")"
chmod 755 "$work_dir"
cluster_dir="$work_dir/cluster"
# A client or sampler the test runs in the background (killed by the cleanup).
background_pid=""

log() { echo "$test_name: $*"; }
fail() {
  log "FAIL: $*"
  exit 1
}

# shellcheck disable=SC2317  # called by the EXIT trap
cleanup() {
  local status=$?
  set +e # a failing step here must not leave the rest undone
  [[ -n "$background_pid" ]] && kill "$background_pid" 2>/dev/null
  if ((status != 0)) && [[ -d "$cluster_dir" ]]; then
    for f in node-a.log node-b.log; do
      [[ -s "$cluster_dir/$f" ]] && { log "last lines of $f:"; tail -n 15 "$cluster_dir/$f" | sed 's/^/    /'; }
    done
  fi
  [[ -f "$cluster_dir/cluster.env" ]] && bash "$root/Deploy/cluster.sh" stop --dir "$cluster_dir" >/dev/null 2>&1
  rm -rf "$work_dir"
}
trap cleanup EXIT

# start_cluster [cluster.sh start options]: starts the layout in test mode and reads its
# cluster.env (LB_URL, NODE_A_URL, NODE_B_URL, …); sets cluster_seconds, the time it took.
start_cluster() {
  local started=$SECONDS
  GEOJOURNAL_BIN="$GEOJOURNAL_BIN" bash "$root/Deploy/cluster.sh" start --dir "$cluster_dir" --mode test "$@" >"$work_dir/start.log" 2>&1 ||
    { cat "$work_dir/start.log"; fail "cluster.sh start"; }
  # shellcheck disable=SC1091
  source "$cluster_dir/cluster.env"
  cluster_seconds=$((SECONDS - started))
}
