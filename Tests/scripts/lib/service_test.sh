# shellcheck shell=bash
# What the script tests that start a service on a throwaway database share:
#
#   root="$(cd "$(dirname "$0")/../.." && pwd)"
#   # shellcheck source=Tests/scripts/lib/service_test.sh
#   source "$root/Tests/scripts/lib/service_test.sh" # Deploy/postgres.sh and lib/service.sh come with it
#   service_test ogc_gdal_clients gdaltest              # the preamble: folders, database, log, fail, cleanup
#   start_service gdaltest warning                      # (service.sh) a migrated database, a token, `geojournal serve`
#   api POST /v1/workspaces "$work_dir/ws.json"         # (service.sh) the JSON API with that token
#
# A test adds to the cleanup by defining `cleanup_first` (before the server is stopped: its own
# clients and proxies), `cleanup_on_failure` (more to show when it failed) or `cleanup_last` (after
# the database is dropped: other databases, roles); `server_log_lines` (default 20) is how much of
# the server log a failure shows; a non-empty `keep_work_dir` keeps the work folder.

# shellcheck source=Deploy/postgres.sh
source "$(cd "$(dirname "${BASH_SOURCE[0]}")/../../.." && pwd)/Deploy/postgres.sh"
# shellcheck source=Tests/scripts/lib/service.sh
source "$(dirname "${BASH_SOURCE[0]}")/service.sh"

# service_test NAME DATABASE_PREFIX: checks what Deploy/test.sh sets (GEOJOURNAL_BIN,
# GEOJOURNAL_TEST_DATABASE_URL, GEOJOURNAL_TEST_SERVICE_URL); sets work_dir (a new folder under
# TMPDIR), database (DATABASE_PREFIX_<pid>_<random>), owner_url and service_url (that database as
# its owner and as the service's login), server_pid (empty) and started; defines `log` and `fail`
# (messages under NAME); and traps EXIT with `service_test_cleanup`.
service_test() {
  : "${GEOJOURNAL_BIN:?set by Deploy/test.sh}"
  : "${GEOJOURNAL_TEST_DATABASE_URL:?set by Deploy/test.sh}"
  : "${GEOJOURNAL_TEST_SERVICE_URL:?set by Deploy/test.sh}"
  test_name="$1"
  work_dir="$(mktemp -d "${TMPDIR:-/var/tmp}/geojournal-$1.XXXXXX")"
  database="$2_$$_$RANDOM"
  owner_url="$(pg_url_with_database "$GEOJOURNAL_TEST_DATABASE_URL" "$database")"
  service_url="$(pg_url_with_database "$GEOJOURNAL_TEST_SERVICE_URL" "$database")"
  server_pid=""
  started=$SECONDS
  log() { echo "$test_name: $*"; }
  fail() {
    log "FAIL: $*"
    exit 1
  }
  trap service_test_cleanup EXIT
}

# shellcheck disable=SC2317  # called by the EXIT trap
service_test_cleanup() {
  local status=$?
  if declare -F cleanup_first >/dev/null; then cleanup_first || true; fi
  [[ -n "$server_pid" ]] && kill -TERM "$server_pid" 2>/dev/null && { wait "$server_pid" 2>/dev/null || true; }
  if ((status != 0)); then
    if [[ -s "$work_dir/server.log" ]] && ((${server_log_lines:-20} > 0)); then
      log "last lines of the server log:"
      tail -n "${server_log_lines:-20}" "$work_dir/server.log" | sed 's/^/    /'
    fi
    if declare -F cleanup_on_failure >/dev/null; then cleanup_on_failure || true; fi
  fi
  pg_psql "$(pg_url_with_database "$GEOJOURNAL_TEST_DATABASE_URL" postgres)" \
    -c "DROP DATABASE IF EXISTS \"$database\" WITH (FORCE)" >/dev/null 2>&1 || true
  if declare -F cleanup_last >/dev/null; then cleanup_last || true; fi
  if [[ -n "${keep_work_dir:-}" ]]; then
    log "work directory kept: $work_dir"
  else
    rm -rf "$work_dir"
  fi
}
