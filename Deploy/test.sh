#!/usr/bin/env bash
# Runs the whole test suite: `bash Deploy/test.sh [swift test arguments]`
#
#  1. installs the system packages, builds the package and its tests (debug),
#  2. starts a throwaway PostgreSQL cluster (test mode: fsync off) on a free
#     port in a fresh folder under /var/tmp, creates the database `geojournal_test`,
#     migrates it and creates the service login role,
#  3. runs `swift test` with
#       GEOJOURNAL_TEST_DATABASE_URL  superuser URL of geojournal_test
#       GEOJOURNAL_TEST_SERVICE_URL   the service login role's URL of geojournal_test
#  4. runs every Tests/scripts/*.sh with the same variables plus
#       GEOJOURNAL_BIN                the debug `geojournal` executable
#     each in its own process group, with a time limit; a script passes when it exits 0,
#  5. stops the cluster and deletes its folder, whatever happened.
#
# Exits non-zero when the build, the setup, `swift test` or any script fails.
# Environment: GEOJOURNAL_SCRIPT_TIMEOUT (seconds per script test, default 600);
# GEOJOURNAL_SCRIPTS (the script tests to run, by name: "kill_during_edits.sh arcgis_*.sh";
# "none" runs none; default every one).
set -euo pipefail

cd "$(dirname "$0")/.."
# shellcheck source=Deploy/postgres.sh
source Deploy/postgres.sh

script_timeout="${GEOJOURNAL_SCRIPT_TIMEOUT:-600}"
step() { printf '\n==> %s\n' "$*"; }

# Tests must never touch a database named by the caller's environment.
unset DATABASE_URL

step "System packages (the service's and the test clients')"
bash Deploy/install-packages.sh --tests

step "Build (debug, with tests)"
swift build --build-tests
bin="$(swift build --show-bin-path)/geojournal"
[[ -x "$bin" ]] || { echo "test.sh: no executable at $bin" >&2; exit 1; }

# Everything of this run lives in one folder: the cluster and the script logs.
# 755 so the postgres user can traverse it to its cluster folder.
work_dir="$(mktemp -d /var/tmp/geojournal-test.XXXXXX)"
chmod 755 "$work_dir"
cluster_dir="$work_dir/cluster"
mkdir -p "$work_dir/logs" "$work_dir/tmp"
script_group=""

cleanup() {
  # A script test interrupted by Ctrl-C: let its own cleanup run (SIGTERM),
  # then end whatever is left of its process group.
  if [[ -n "$script_group" ]]; then
    kill -TERM -- "-$script_group" 2>/dev/null || true
    for _ in $(seq 1 50); do
      kill -0 "$script_group" 2>/dev/null || break
      sleep 0.1
    done
    kill -KILL -- "-$script_group" 2>/dev/null || true
  fi
  pg_cluster_stop "$cluster_dir" 2>/dev/null || true
  rm -rf "$work_dir"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

step "Throwaway PostgreSQL cluster"
pg_cluster_init "$cluster_dir" --mode test
pg_cluster_start "$cluster_dir"
owner_url="$(pg_cluster_url "$cluster_dir" geojournal_test)"
pg_ensure_database "$owner_url"
DATABASE_URL="$owner_url" "$bin" migrate
service_password="$(pg_random_password)"
pg_ensure_service_login "$owner_url" "$service_password"
export GEOJOURNAL_TEST_DATABASE_URL="$owner_url"
export GEOJOURNAL_TEST_SERVICE_URL
GEOJOURNAL_TEST_SERVICE_URL="$(pg_url_with_user "$owner_url" "$GEOJOURNAL_LOGIN_ROLE" "$service_password")"
echo "GEOJOURNAL_TEST_DATABASE_URL=$GEOJOURNAL_TEST_DATABASE_URL"

step "swift test"
swift_status=0
swift test --skip-build "$@" || swift_status=$?

step "Script tests (Tests/scripts/*.sh)"
passed=0
failed=0
results=()
for script in Tests/scripts/*.sh; do
  [[ -e "$script" ]] || continue
  name="$(basename "$script")"
  if [[ -n "${GEOJOURNAL_SCRIPTS:-}" ]]; then
    chosen=0
    for pattern in $GEOJOURNAL_SCRIPTS; do
      # shellcheck disable=SC2053
      [[ "$name" == $pattern ]] && chosen=1
    done
    ((chosen)) || continue
  fi
  log="$work_dir/logs/$name.log"
  echo "--- $name"
  started=$SECONDS
  status=0
  # `timeout` puts the script in a new process group whose id is its own pid;
  # killing that group afterwards ends anything the script left running.
  # TMPDIR inside the work folder: whatever a script leaves there goes with it.
  GEOJOURNAL_BIN="$bin" TMPDIR="$work_dir/tmp" timeout --kill-after=10 "$script_timeout" bash "$script" >"$log" 2>&1 &
  script_group=$!
  wait "$script_group" || status=$?
  kill -KILL -- "-$script_group" 2>/dev/null || true
  script_group=""
  sed 's/^/    /' "$log"
  if ((status == 0)); then
    passed=$((passed + 1))
    results+=("PASS  $name ($((SECONDS - started)) s)")
  else
    failed=$((failed + 1))
    reason="exit $status"
    ((status == 124)) && reason="timed out after $script_timeout s"
    results+=("FAIL  $name ($reason, $((SECONDS - started)) s)")
  fi
  echo "${results[-1]}"
done

step "Summary"
if ((swift_status == 0)); then
  echo "swift test: passed"
else
  echo "swift test: FAILED (exit $swift_status)"
fi
for result in "${results[@]+"${results[@]}"}"; do
  echo "$result"
done
echo "$passed passed, $failed failed"

((swift_status == 0 && failed == 0))
