#!/usr/bin/env bash
# Sets up and runs GeoJournal on this machine: `bash Deploy/run.sh`
#
#  1. installs the system packages the service needs (Deploy/install-packages.sh: PostgreSQL 15,
#     PostGIS, pgRouting, GEOS, Leaflet; the test clients are Deploy/test.sh's),
#  2. builds the release binary,
#  3. without DATABASE_URL: creates (first run) or reuses a durable PostgreSQL
#     cluster in ./data/postgres and starts it;
#     with DATABASE_URL: uses that database (a role that may migrate it),
#  4. migrates, creates the service login role, creates the sample workspace
#     with its sample layers and a small sample utility network,
#  5. creates an admin token (kept in data/admin.token and reused),
#  6. serves on 127.0.0.1:8080 and prints the token, the console's address and a curl example.
#
# Ctrl-C (or SIGTERM) stops the service and then the local cluster; set
# GEOJOURNAL_KEEP_POSTGRES=1 to leave the cluster running. Rerunning reuses the
# cluster, its data, the service password and the token.
#
# Environment:
#   DATABASE_URL             use this PostgreSQL database instead of ./data/postgres
#   GEOJOURNAL_SERVICE_URL   URL the service connects with (default: the `geojournal`
#                            login role, created with a password kept in data/service.password)
#   GEOJOURNAL_HOST          listen address (default 127.0.0.1)
#   GEOJOURNAL_PORT          listen port (default 8080)
#   GEOJOURNAL_WORKSPACE     sample workspace id (default demo)
#   GEOJOURNAL_SAMPLE_EDGES  lines of the sample utility network (default 1000)
#   GEOJOURNAL_KEEP_POSTGRES 1 = do not stop the local cluster on exit
#   GEOJOURNAL_BIN           run this geojournal binary instead of building the release one
#   GEOJOURNAL_DATA_DIR      folder of the cluster, token and password (default ./data)
#   GEOJOURNAL_STOP_GRACE    seconds the service has to stop after SIGTERM before SIGKILL (default 15)
#
# Stopping always stops: on SIGINT, SIGTERM or SIGHUP, at any moment (during startup
# too, and however many signals arrive), the script stops the service (SIGTERM,
# then SIGKILL after the grace period) and then the cluster it started; further
# signals do not cut that short.
set -euo pipefail

cd "$(dirname "$0")/.."
root="$(pwd)"
# shellcheck source=Deploy/postgres.sh
source Deploy/postgres.sh

host="${GEOJOURNAL_HOST:-127.0.0.1}"
port="${GEOJOURNAL_PORT:-8080}"
workspace="${GEOJOURNAL_WORKSPACE:-demo}"
sample_edges="${GEOJOURNAL_SAMPLE_EDGES:-1000}"
data_dir="${GEOJOURNAL_DATA_DIR:-$root/data}"
token_file="$data_dir/admin.token"
password_file="$data_dir/service.password"

step() { printf '\n==> %s\n' "$*"; }
die() { echo "run.sh: error: $*" >&2; exit 1; }

cluster_dir=""
started_cluster="" # the local cluster, when this run started it (and so stops it)
server_pid=""

# Stops what this script started: the service first, then the local cluster
# (Deploy/stop.sh runs it on exit, with further signals ignored).
# shellcheck disable=SC2317  # called on exit
cleanup() {
  if [[ -n "$server_pid" ]]; then
    gj_stop_process "$server_pid" "${GEOJOURNAL_STOP_GRACE:-15}"
  fi
  if [[ -n "$started_cluster" && "${GEOJOURNAL_KEEP_POSTGRES:-0}" != 1 ]]; then
    pg_cluster_stop "$started_cluster" || true
  fi
}
# shellcheck source=Deploy/stop.sh
source Deploy/stop.sh
gj_on_exit cleanup

# The cluster lives in data/postgres. The `postgres` OS user must reach it; when
# the project sits in a folder it cannot traverse (e.g. under /root), the
# cluster goes to /var/tmp/geojournal-<hash of the project path>/postgres and
# data/postgres becomes a symlink to it, so reruns still find it.
resolve_cluster_dir() {
  local wanted="$data_dir/postgres" fallback
  if [[ -L "$wanted" ]]; then
    readlink -f "$wanted"
    return
  fi
  if pg_cluster_is_initialised "$wanted" || pg_dir_is_usable "$wanted"; then
    echo "$wanted"
    return
  fi
  rmdir "$wanted"
  fallback="/var/tmp/geojournal-$(printf '%s' "$root" | sha256sum | cut -c1-12)/postgres"
  pg_log "user $PG_OS_USER cannot reach $wanted; the cluster lives in $fallback (data/postgres links to it)"
  mkdir -p "$fallback"
  ln -s "$fallback" "$wanted"
  echo "$fallback"
}

step "System packages"
bash Deploy/install-packages.sh

if [[ -n "${GEOJOURNAL_BIN:-}" ]]; then
  bin="$GEOJOURNAL_BIN"
else
  step "Build (release)"
  swift build -c release
  bin="$(swift build -c release --show-bin-path)/geojournal"
fi
[[ -x "$bin" ]] || die "no executable at $bin"

# data/ holds secrets (token, password): not listable by others, but
# traversable so the postgres user can reach data/postgres.
mkdir -p "$data_dir"
chmod 711 "$data_dir"

step "PostgreSQL"
if [[ -n "${DATABASE_URL:-}" ]]; then
  owner_url="$DATABASE_URL"
  echo "using DATABASE_URL (no local cluster)"
  # Create the database only when it cannot be reached: a managed server may
  # not let this role connect to the `postgres` maintenance database.
  pg_psql "$owner_url" -c 'SELECT 1' >/dev/null 2>&1 || pg_ensure_database "$owner_url"
else
  cluster_dir="$(resolve_cluster_dir)"
  if ! pg_cluster_is_initialised "$cluster_dir"; then
    # A stable port is friendlier for a developer; take 5433 when free.
    cluster_port=5433
    pg_port_is_free "$cluster_port" || cluster_port="$(pg_free_port)"
    pg_cluster_init "$cluster_dir" --mode durable --port "$cluster_port"
  fi
  if pg_cluster_is_running "$cluster_dir"; then
    # Another run (or the user) started it: it stays up when this one ends.
    echo "local cluster already running; this run leaves it running when it ends"
  else
    # Marked before it starts: a signal during the start still stops it.
    started_cluster="$cluster_dir"
    pg_cluster_start "$cluster_dir"
  fi
  owner_url="$(pg_cluster_url "$cluster_dir" geojournal)"
  pg_ensure_database "$owner_url"
  echo "local cluster: $cluster_dir (log: $cluster_dir/postgres.log), database: $owner_url"
fi

step "Migrate"
DATABASE_URL="$owner_url" "$bin" migrate

step "Service role"
if [[ -n "${GEOJOURNAL_SERVICE_URL:-}" ]]; then
  service_url="$GEOJOURNAL_SERVICE_URL"
  echo "using GEOJOURNAL_SERVICE_URL"
else
  if [[ ! -s "$password_file" ]]; then
    (umask 077 && pg_random_password >"$password_file")
  fi
  pg_ensure_service_login "$owner_url" "$(cat "$password_file")"
  service_url="$(pg_url_with_user "$owner_url" "$GEOJOURNAL_LOGIN_ROLE" "$(cat "$password_file")")"
  echo "login role $GEOJOURNAL_LOGIN_ROLE (member of $GEOJOURNAL_SERVICE_GROUP), password in data/service.password"
fi

step "Sample workspace '$workspace'"
DATABASE_URL="$owner_url" "$bin" sample --workspace "$workspace"
# A small radial electric network (layers Device and Line, network Electric) written through the
# journal; its operations carry idempotency keys, so a rerun writes nothing new.
step "Sample utility network 'Electric' ($sample_edges lines) in '$workspace'"
DATABASE_URL="$owner_url" "$bin" sample-network --workspace "$workspace" --network Electric --edges "$sample_edges" | tail -n 1

new_admin_token() {
  (umask 077 && DATABASE_URL="$owner_url" "$bin" token create --role admin --actor admin >"$token_file.new")
  mv "$token_file.new" "$token_file"
}
if [[ ! -s "$token_file" ]]; then
  step "Admin token"
  new_admin_token
fi

step "Serve on http://$host:$port"
pg_port_is_free "$port" || die "port $port is in use; set GEOJOURNAL_PORT to another port"
# In the background so this script can wait for /health, check the token and
# stop everything on Ctrl-C. The service logs to this terminal (stderr).
DATABASE_URL="$service_url" "$bin" serve --hostname "$host" --port "$port" &
server_pid=$!

base_url="http://$host:$port"
for _ in $(seq 1 300); do
  kill -0 "$server_pid" 2>/dev/null || { wait "$server_pid" || true; die "geojournal serve exited during startup"; }
  curl -fsS -o /dev/null --max-time 2 "$base_url/health" 2>/dev/null && break
  sleep 0.2
done
curl -fsS -o /dev/null --max-time 2 "$base_url/health" || die "geojournal serve did not become healthy within 60 s"

# A token kept from an earlier run belongs to the database it was created in:
# when that database was replaced, make a new one.
token_check() {
  curl -sS -o /dev/null -w '%{http_code}' --max-time 5 \
    -H "Authorization: Bearer $(cat "$token_file")" "$base_url/v1/workspaces/$workspace/layers"
}
if [[ "$(token_check)" == 401 ]]; then
  echo "the token in data/admin.token is not known to this database; creating a new one"
  new_admin_token
fi
token="$(cat "$token_file")"

cat <<EOF

GeoJournal is running on $base_url (Ctrl-C stops it$([[ -n "$started_cluster" && "${GEOJOURNAL_KEEP_POSTGRES:-0}" != 1 ]] && echo " and the local PostgreSQL")).

Admin token (also in data/admin.token):
  $token

Console (sign in with the token): $base_url/console/#ws=$workspace

Try:
  curl -H "Authorization: Bearer $token" $base_url/v1/workspaces/$workspace/layers
  curl -H "Authorization: Bearer $token" $base_url/v1/workspaces/$workspace/networks/Electric/errors

EOF

# `wait` returns early when a trapped signal arrives; the exit then stops the
# service and the cluster. A signal that lands between two commands, just
# before a long `wait` begins, is only acted on when that wait ends: so the
# script waits in steps of a second, and acts on any signal within one.
while kill -0 "$server_pid" 2>/dev/null; do
  sleep 1 &
  wait "$!" || true
done
server_status=0
wait "$server_pid" || server_status=$?
server_pid=""
exit "$server_status"
