#!/usr/bin/env bash
# A local PostgreSQL 15 cluster for GeoJournal: create, start, stop, and the
# database and roles the service needs.
#
# Use it as a command:
#   bash Deploy/postgres.sh init DIR [--port N] [--mode durable|test]
#   bash Deploy/postgres.sh start DIR | stop DIR | status DIR | port DIR
#   bash Deploy/postgres.sh url DIR [DATABASE]        # superuser URL over TCP
#   bash Deploy/postgres.sh createdb URL              # CREATE DATABASE if missing
#   bash Deploy/postgres.sh extensions URL            # postgis, btree_gist, pgrouting
#   bash Deploy/postgres.sh service-role URL PASSWORD # login role `geojournal`
#   bash Deploy/postgres.sh free-port
# or source it (`source Deploy/postgres.sh`) and call the pg_* functions.
#
# A cluster folder DIR holds:
#   DIR/pgdata/         the data directory (initdb), settings in pgdata/geojournal.conf
#   DIR/run/            the Unix socket directory
#   DIR/postgres.log    the server log
#
# PostgreSQL refuses to run as root. When this runs as root, every server
# binary runs as the OS user $PG_OS_USER (Debian's `postgres`), which owns DIR.
# As a normal user, everything simply runs as that user.
#
# Authentication is `trust` for the local socket and 127.0.0.1 only: this is a
# cluster for one developer machine or one test run, never exposed beyond
# loopback. Point DATABASE_URL at a managed server for anything else.

PG_BIN="${PG_BIN:-/usr/lib/postgresql/15/bin}"
PG_OS_USER="${PG_OS_USER:-postgres}"
# The login role the service connects as, member of the NOLOGIN role that the
# migrations create and grant INSERT/SELECT on the journal to.
GEOJOURNAL_LOGIN_ROLE="${GEOJOURNAL_LOGIN_ROLE:-geojournal}"
GEOJOURNAL_SERVICE_GROUP="${GEOJOURNAL_SERVICE_GROUP:-geojournal_service}"

pg_log() { echo "postgres.sh: $*" >&2; }
pg_die() { pg_log "error: $*"; exit 1; }

# Runs a command as the cluster's OS user. `cd /` because the caller's working
# directory may not be readable by that user (a project under /root).
pg_as_owner() {
  if ((EUID == 0)); then
    (cd / && runuser -u "$PG_OS_USER" -- "$@")
  else
    "$@"
  fi
}

# psql with the settings every script wants: stop at the first error, no
# .psqlrc, quiet, unaligned tuples only. SQL comes on stdin or via -c.
pg_psql() {
  local url="$1"
  shift
  "$PG_BIN/psql" "$url" -X -q -A -t -v ON_ERROR_STOP=1 "$@"
}

# ---------------------------------------------------------------- ports

# True when nothing accepts TCP connections on 127.0.0.1:PORT.
pg_port_is_free() {
  local port="$1"
  # bash's /dev/tcp connects; a refused connection means the port is free.
  ! (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null
}

# Prints a free TCP port. The port is drawn at random below the kernel's
# ephemeral range (ip_local_port_range): a port inside that range can be the
# local end of some outgoing connection at the moment a server binds it, and
# the bind then fails with "Address already in use" although nothing listens.
# Random so parallel runs on one machine rarely race for the same port.
pg_free_port() {
  local attempt port low=20000 high=32768 range
  if [[ -r /proc/sys/net/ipv4/ip_local_port_range ]]; then
    read -r range _ </proc/sys/net/ipv4/ip_local_port_range
    if ((range > 12000)); then
      high=$range
      ((low < high - 4000)) || low=$((high - 4000))
    fi
  fi
  for attempt in $(seq 1 200); do
    port=$((low + (RANDOM * 32768 + RANDOM) % (high - low)))
    if pg_port_is_free "$port"; then
      echo "$port"
      return 0
    fi
  done
  pg_die "no free TCP port found after $attempt attempts"
}

# ---------------------------------------------------------------- URLs
# URLs look like postgres://user[:password]@host[:port]/database[?params].

# The URL with its database replaced.
pg_url_with_database() {
  local url="$1" database="$2"
  [[ "$url" =~ ^(postgres(ql)?://[^/?]*)(/[^?]*)?(\?.*)?$ ]] || pg_die "not a postgres:// URL: $url"
  echo "${BASH_REMATCH[1]}/$database${BASH_REMATCH[4]}"
}

# The database name of a URL (empty when the URL has none).
pg_url_database() {
  local url="$1"
  [[ "$url" =~ ^postgres(ql)?://[^/?]*/([^?]*) ]] || return 0
  echo "${BASH_REMATCH[2]}"
}

# The URL with its user and password replaced (password: URL-safe characters).
pg_url_with_user() {
  local url="$1" user="$2" password="${3:-}"
  [[ "$url" =~ ^(postgres(ql)?://)([^@/]*@)?(.*)$ ]] || pg_die "not a postgres:// URL: $url"
  echo "${BASH_REMATCH[1]}$user${password:+:$password}@${BASH_REMATCH[4]}"
}

# A random password made of hex digits, safe inside a URL without escaping.
pg_random_password() {
  od -An -N24 -tx1 /dev/urandom | tr -d ' \n'
}

# ---------------------------------------------------------------- cluster

# DIR as an absolute path without symlinks: server commands run from / (see
# pg_as_owner), and the cluster's OS user may not traverse a symlink's folder.
pg_absolute_path() { realpath -m -- "$1"; }

pg_cluster_is_initialised() { [[ -f "$1/pgdata/PG_VERSION" ]]; }

# The port a cluster was initialised with.
pg_cluster_port() {
  local dir="$1"
  sed -n "s/^port = \([0-9]*\).*/\1/p" "$dir/pgdata/geojournal.conf"
}

# The superuser URL of a local cluster (TCP, trust auth).
pg_cluster_url() {
  local dir="$1" database="${2:-postgres}"
  echo "postgres://postgres@127.0.0.1:$(pg_cluster_port "$dir")/$database"
}

# True when the cluster's OS user can create and write files in DIR: this
# also needs search permission on every parent folder (a folder under /root
# fails this test). Creates DIR.
pg_dir_is_usable() {
  local dir
  dir="$(pg_absolute_path "$1")"
  mkdir -p "$dir"
  if ((EUID == 0)); then
    chown "$PG_OS_USER:" "$dir"
  fi
  pg_as_owner test -w "$dir" -a -x "$dir"
}

# pg_cluster_init DIR [--port N] [--mode durable|test]
# Creates a cluster in DIR; does nothing when DIR already holds one.
#   durable (default): PostgreSQL's crash-safe defaults, synchronous_commit=on.
#   test: fsync, synchronous_commit and full_page_writes off, for throwaway clusters.
pg_cluster_init() {
  local dir
  dir="$(pg_absolute_path "$1")"
  shift
  local port="" mode="durable"
  while (($#)); do
    case "$1" in
      --port) port="$2"; shift 2 ;;
      --mode) mode="$2"; shift 2 ;;
      *) pg_die "init: unknown option $1" ;;
    esac
  done
  [[ "$mode" == durable || "$mode" == test ]] || pg_die "init: --mode must be durable or test"

  if pg_cluster_is_initialised "$dir"; then
    pg_log "cluster in $dir already exists (port $(pg_cluster_port "$dir")), reusing it"
    return 0
  fi
  pg_dir_is_usable "$dir" ||
    pg_die "user $PG_OS_USER cannot write to $dir (check that every parent folder is traversable: chmod o+x)"
  [[ -n "$port" ]] || port="$(pg_free_port)"

  # The server creates run/ and the log itself only if it can: create them now
  # with the right owner.
  mkdir -p "$dir/run"
  touch "$dir/postgres.log"
  if ((EUID == 0)); then
    chown -R "$PG_OS_USER:" "$dir"
  fi

  local initdb_options=(--pgdata="$dir/pgdata" --username=postgres --encoding=UTF8 --no-locale
    --auth=trust --no-instructions)
  # A throwaway cluster need not wait for initdb's final fsync of every file.
  [[ "$mode" == test ]] && initdb_options+=(--no-sync)
  pg_as_owner "$PG_BIN/initdb" "${initdb_options[@]}" >"$dir/initdb.log" 2>&1 ||
    { cat "$dir/initdb.log" >&2; pg_die "initdb failed"; }

  # Unix socket paths are limited to 107 bytes; a deep project folder can
  # exceed that. Everything here connects over TCP, so the socket is optional.
  local socket_dir="$dir/run"
  if ((${#socket_dir} + 20 > 107)); then
    pg_log "cluster path too long for a Unix socket, listening on TCP only"
    socket_dir=""
  fi

  local durability
  if [[ "$mode" == test ]]; then
    # Integration tests run in parallel, each with its own connection pool.
    durability="max_connections = 500
# test mode: a crash may lose or corrupt data; the cluster is thrown away anyway
fsync = off
synchronous_commit = off
full_page_writes = off"
  else
    durability="max_connections = 200
# durable mode: every acknowledged commit is flushed to disk
fsync = on
synchronous_commit = on
full_page_writes = on"
  fi

  # Our settings live in their own file so postgresql.conf stays stock.
  pg_as_owner tee "$dir/pgdata/geojournal.conf" >/dev/null <<EOF
# Written by Deploy/postgres.sh ($mode mode).
listen_addresses = '127.0.0.1'
port = $port
unix_socket_directories = '$socket_dir'
# JIT compiles a statement anew at every execution: seconds for reads that run in a tenth of it.
jit = off
$durability
EOF
  echo "include 'geojournal.conf'" | pg_as_owner tee -a "$dir/pgdata/postgresql.conf" >/dev/null

  # Trust only the local socket and IPv4 loopback; nothing else may connect.
  pg_as_owner tee "$dir/pgdata/pg_hba.conf" >/dev/null <<'EOF'
# Written by Deploy/postgres.sh: loopback only, trust.
# TYPE  DATABASE  USER  ADDRESS        METHOD
local   all       all                  trust
host    all       all   127.0.0.1/32   trust
EOF
  pg_log "created $mode cluster in $dir (port $port)"
}

pg_cluster_is_running() {
  local dir
  dir="$(pg_absolute_path "$1")"
  pg_cluster_is_initialised "$dir" && pg_as_owner "$PG_BIN/pg_ctl" status -D "$dir/pgdata" >/dev/null 2>&1
}

# Starts the cluster and waits until it accepts connections. No-op when running.
pg_cluster_start() {
  local dir port
  dir="$(pg_absolute_path "$1")"
  pg_cluster_is_initialised "$dir" || pg_die "no cluster in $dir (run init first)"
  if pg_cluster_is_running "$dir"; then
    return 0
  fi
  port="$(pg_cluster_port "$dir")"
  pg_port_is_free "$port" ||
    pg_die "port $port of the cluster in $dir is used by another process (change 'port' in $dir/pgdata/geojournal.conf)"
  pg_as_owner "$PG_BIN/pg_ctl" start -D "$dir/pgdata" -l "$dir/postgres.log" -w -t 60 >/dev/null ||
    { tail -n 20 "$dir/postgres.log" >&2; pg_die "the cluster in $dir did not start (log: $dir/postgres.log)"; }
  pg_log "cluster in $dir running on 127.0.0.1:$port"
}

# Stops the cluster (fast shutdown: open sessions are ended). No-op when stopped.
pg_cluster_stop() {
  local dir
  dir="$(pg_absolute_path "$1")"
  if ! pg_cluster_is_running "$dir"; then
    return 0
  fi
  pg_as_owner "$PG_BIN/pg_ctl" stop -D "$dir/pgdata" -m fast -w -t 60 >/dev/null ||
    pg_as_owner "$PG_BIN/pg_ctl" stop -D "$dir/pgdata" -m immediate -w -t 30 >/dev/null
  pg_log "cluster in $dir stopped"
}

# ---------------------------------------------------------------- database and roles

# Creates the database named in URL when it does not exist (connects to the
# `postgres` maintenance database of the same server).
pg_ensure_database() {
  local url="$1" database
  database="$(pg_url_database "$url")"
  [[ -n "$database" ]] || pg_die "createdb: the URL names no database: $url"
  pg_psql "$(pg_url_with_database "$url" postgres)" -v db="$database" <<'SQL'
SELECT format('CREATE DATABASE %I', :'db')
WHERE NOT EXISTS (SELECT 1 FROM pg_database WHERE datname = :'db')
\gexec
SQL
}

# The extensions GeoJournal uses. The migrations create them too; this is for
# setups where the migrating role may not (needs a superuser).
pg_ensure_extensions() {
  local url="$1"
  pg_psql "$url" <<'SQL'
SET client_min_messages = warning;
CREATE EXTENSION IF NOT EXISTS postgis;
CREATE EXTENSION IF NOT EXISTS btree_gist;
CREATE EXTENSION IF NOT EXISTS pgrouting;
SQL
}

# Creates (or updates the password of) the login role the service connects as,
# a member of the NOLOGIN group role the migrations create. Run after migrate.
pg_ensure_service_login() {
  local url="$1" password="$2"
  local group_exists
  group_exists="$(pg_psql "$url" -v grp="$GEOJOURNAL_SERVICE_GROUP" <<<"SELECT 1 FROM pg_roles WHERE rolname = :'grp'")"
  [[ "$group_exists" == 1 ]] ||
    pg_die "role $GEOJOURNAL_SERVICE_GROUP does not exist: run \`geojournal migrate\` first"
  pg_psql "$url" -v role="$GEOJOURNAL_LOGIN_ROLE" -v grp="$GEOJOURNAL_SERVICE_GROUP" -v pw="$password" <<'SQL'
SET client_min_messages = warning;
SELECT format('CREATE ROLE %I LOGIN PASSWORD %L IN ROLE %I', :'role', :'pw', :'grp')
WHERE NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = :'role')
\gexec
SELECT format('ALTER ROLE %I LOGIN PASSWORD %L', :'role', :'pw')
\gexec
SELECT format('GRANT %I TO %I', :'grp', :'role')
\gexec
SQL
}

# ---------------------------------------------------------------- command line

pg_main() {
  set -euo pipefail
  local command="${1:-}"
  shift || true
  case "$command" in
    init) pg_cluster_init "$@" ;;
    start) pg_cluster_start "$1" ;;
    stop) pg_cluster_stop "$1" ;;
    status)
      if pg_cluster_is_running "$1"; then echo "running on port $(pg_cluster_port "$1")"; else echo "stopped"; return 3; fi
      ;;
    port) pg_cluster_port "$1" ;;
    url) pg_cluster_url "$@" ;;
    createdb) pg_ensure_database "$1" ;;
    extensions) pg_ensure_extensions "$1" ;;
    service-role) pg_ensure_service_login "$1" "$2" ;;
    free-port) pg_free_port ;;
    *)
      sed -n '2,/^$/s/^# \{0,1\}//p' "${BASH_SOURCE[0]}" >&2
      return 2
      ;;
  esac
}

# Run as a command, not when sourced.
if [[ "${BASH_SOURCE[0]}" == "$0" ]]; then
  pg_main "$@"
fi
