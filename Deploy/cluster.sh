#!/usr/bin/env bash
# GeoJournal past one machine, tried out on one machine: a primary PostgreSQL, a streaming standby
# of it, two `geojournal serve` nodes and a load balancer in front of them.
#
#   bash Deploy/cluster.sh start --dir /var/tmp/gj-cluster [--synchronous off|on|remote_apply] [--mode durable|test]
#   bash Deploy/cluster.sh stop --dir /var/tmp/gj-cluster
#
# `start` makes, in --dir (a folder of its own, created):
#   primary/   a PostgreSQL 15 cluster (Deploy/postgres.sh) that streams its WAL (replication
#              connections from 127.0.0.1 only); database `geojournal`, migrated, with the
#              sample workspace `demo` and the service login role;
#   standby/   a hot standby of it made with `pg_basebackup -R` (application_name `standby1`);
#              with --synchronous on (or remote_apply) the primary waits for it at every
#              synchronous commit (`synchronous_standby_names`), so an acknowledged operation
#              is on both (remote_apply: and visible on the standby when acknowledged);
#   node A     `geojournal serve` on the primary;
#   node B     `geojournal serve` on the primary with `--replica-url` of the standby (reads of
#              moments the standby has replayed go there);
#              both nodes get a DATABASE_URL naming the primary and the standby
#              (`postgres://…@127.0.0.1:P1,127.0.0.1:P2/geojournal`): they use the one that
#              accepts writes, and follow a promotion of the standby without a restart;
#   lb/        Debian's nginx as the calling user (as tls-proxy.sh runs it), round robin over
#              both nodes, a node that refuses connections skipped;
# then prints the addresses and leaves everything running in the background. What it
# started is written to --dir/cluster.env (sourceable: LB_URL, NODE_A_URL, NODE_B_URL,
# PRIMARY_URL, STANDBY_URL, SERVICE_URL, REPLICA_SERVICE_URL, NODES_DATABASE_URL, TOKEN, pids,
# PRIMARY_DIR, STANDBY_DIR). If `start` fails
# or is interrupted, everything it started is stopped again.
#
# `stop` stops the load balancer, the nodes (SIGTERM, then SIGKILL), the standby and the
# primary, and deletes --dir (only a folder that holds cluster.env).
#
# Environment: GEOJOURNAL_BIN (default: the release build, built if missing), PG_BIN, PG_OS_USER
# (see Deploy/postgres.sh), NGINX.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
# shellcheck source=Deploy/postgres.sh
source "$root/Deploy/postgres.sh"
# shellcheck source=Deploy/stop.sh
source "$root/Deploy/stop.sh"

usage() {
  sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//' >&2
  exit 2
}
log() { echo "cluster: $*"; }
fail() {
  echo "cluster: error: $*" >&2
  exit 1
}

command="${1:-}"
[[ "$command" == start || "$command" == stop ]] || usage
shift
dir=""
synchronous=off
mode=durable
while (($# > 0)); do
  case "$1" in
    --dir) dir="${2:?--dir needs a folder}"; shift 2 ;;
    --synchronous) synchronous="${2:?--synchronous needs off, on or remote_apply}"; shift 2 ;;
    --mode) mode="${2:?--mode needs durable or test}"; shift 2 ;;
    -h | --help) usage ;;
    *) fail "unknown argument '$1' (see: bash $0 --help)" ;;
  esac
done
[[ -n "$dir" ]] || fail "--dir is required"
[[ "$synchronous" =~ ^(off|on|remote_apply)$ ]] || fail "--synchronous must be off, on or remote_apply"
dir="$(pg_absolute_path "$dir")"
env_file="$dir/cluster.env"

# ---------------------------------------------------------------- stop
# Stops whatever of the cluster in $dir is running; safe to call for a half-started one.
stop_all() {
  local pid
  if [[ -s "$dir/lb/nginx.pid" ]]; then
    pid="$(tr -dc '0-9' <"$dir/lb/nginx.pid")"
    if [[ -n "$pid" ]] && kill -0 "$pid" 2>/dev/null; then
      kill -QUIT "$pid" 2>/dev/null || true
      for _ in $(seq 1 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
      kill -TERM "$pid" 2>/dev/null || true
    fi
  fi
  for pid_file in "$dir"/node-*.pid; do
    [[ -s "$pid_file" ]] || continue
    pid="$(cat "$pid_file")"
    # Only a geojournal process: the pid may have been reused since.
    [[ "$(cat "/proc/$pid/comm" 2>/dev/null)" == geojournal ]] && gj_stop_process "$pid" 15
    rm -f "$pid_file"
  done
  [[ -d "$dir/standby/pgdata" ]] && pg_cluster_stop "$dir/standby" 2>/dev/null
  [[ -d "$dir/primary/pgdata" ]] && pg_cluster_stop "$dir/primary" 2>/dev/null
  return 0
}

if [[ "$command" == stop ]]; then
  [[ -f "$env_file" ]] || fail "no cluster in $dir (no cluster.env)"
  stop_all
  rm -rf "$dir"
  log "stopped and removed $dir"
  exit 0
fi

# ---------------------------------------------------------------- start
[[ ! -e "$env_file" ]] || fail "a cluster is already in $dir: stop it first (bash $0 stop --dir $dir)"
nginx="${NGINX:-$(command -v nginx || echo /usr/sbin/nginx)}"
[[ -x "$nginx" ]] || fail "nginx is missing (Debian: apt-get install nginx; Deploy/install-packages.sh --tests installs it)"
if [[ -n "${GEOJOURNAL_BIN:-}" ]]; then
  bin="$GEOJOURNAL_BIN"
else
  (cd "$root" && swift build -c release --product geojournal)
  bin="$(cd "$root" && swift build -c release --show-bin-path)/geojournal"
fi
[[ -x "$bin" ]] || fail "no executable at $bin"

started=0
# shellcheck disable=SC2317  # called on exit
cleanup() {
  ((started == 1)) && return 0
  log "start did not finish: stopping what it started"
  stop_all
  rm -rf "$dir"
}
mkdir -p "$dir"
gj_on_exit cleanup
# Half-started clusters are found by stop too.
: >"$env_file"

pg_cluster_init "$dir/primary" --mode "$mode"
primary_port="$(pg_cluster_port "$dir/primary")"
{
  echo "# Written by Deploy/cluster.sh: streaming replication to the standby."
  echo "wal_level = replica"
  echo "max_wal_senders = 10"
  echo "wal_keep_size = '512MB'"
  echo "hot_standby = on"
} | pg_as_owner tee -a "$dir/primary/pgdata/geojournal.conf" >/dev/null
printf 'local   replication  all                  trust\nhost    replication  all   127.0.0.1/32   trust\n' |
  pg_as_owner tee -a "$dir/primary/pgdata/pg_hba.conf" >/dev/null
pg_cluster_start "$dir/primary"
owner_url="$(pg_cluster_url "$dir/primary" geojournal)"
pg_ensure_database "$owner_url"
DATABASE_URL="$owner_url" "$bin" migrate >"$dir/migrate.log" 2>&1 || { cat "$dir/migrate.log" >&2; fail "migrate"; }
password="$(pg_random_password)"
pg_ensure_service_login "$owner_url" "$password"
service_url="$(pg_url_with_user "$owner_url" "$GEOJOURNAL_LOGIN_ROLE" "$password")"
DATABASE_URL="$owner_url" "$bin" sample --workspace demo >"$dir/sample.log" 2>&1 || { cat "$dir/sample.log" >&2; fail "sample"; }
token="$(DATABASE_URL="$owner_url" "$bin" token create --role admin --actor cluster-admin)"

# The standby: a base backup with the recovery settings (-R), on a port of its own.
standby_port="$(pg_free_port)"
pg_dir_is_usable "$dir/standby" || fail "user $PG_OS_USER cannot write to $dir/standby"
mkdir -p "$dir/standby/run"
touch "$dir/standby/postgres.log"
((EUID == 0)) && chown -R "$PG_OS_USER:" "$dir/standby"
pg_as_owner "$PG_BIN/pg_basebackup" -h 127.0.0.1 -p "$primary_port" -U postgres -D "$dir/standby/pgdata" \
  -R -X stream --checkpoint=fast >"$dir/standby/basebackup.log" 2>&1 || { cat "$dir/standby/basebackup.log" >&2; fail "pg_basebackup"; }
pg_as_owner sed -i -e "s/^port = .*/port = $standby_port/" -e "s|^unix_socket_directories = .*|unix_socket_directories = '$dir/standby/run'|" \
  -e "/^synchronous_standby_names/d" "$dir/standby/pgdata/geojournal.conf"
echo "primary_conninfo = 'host=127.0.0.1 port=$primary_port user=postgres application_name=standby1'" |
  pg_as_owner tee -a "$dir/standby/pgdata/postgresql.auto.conf" >/dev/null
pg_cluster_start "$dir/standby"
standby_url="$(pg_cluster_url "$dir/standby" geojournal)"
replica_service_url="$(pg_url_with_user "$standby_url" "$GEOJOURNAL_LOGIN_ROLE" "$password")"
# Both hosts, libpq style: the nodes use the one that accepts writes (Sources/Journal/Database/PrimaryPool.swift).
nodes_url="postgres://$GEOJOURNAL_LOGIN_ROLE:$password@127.0.0.1:$primary_port,127.0.0.1:$standby_port/geojournal"
for _ in $(seq 1 100); do
  [[ "$(pg_psql "$(pg_cluster_url "$dir/primary" postgres)" -c "SELECT count(*) FROM pg_stat_replication WHERE application_name = 'standby1' AND state = 'streaming'")" == 1 ]] && break
  sleep 0.1
done
[[ "$(pg_psql "$standby_url" -c 'SELECT pg_is_in_recovery()')" == t ]] || fail "the standby is not in recovery"
# Synchronous only now that the standby streams: before, every commit would wait for it.
if [[ "$synchronous" != off ]]; then
  printf "synchronous_standby_names = 'standby1'\nsynchronous_commit = %s\n" "$synchronous" |
    pg_as_owner tee -a "$dir/primary/pgdata/geojournal.conf" >/dev/null
  pg_psql "$(pg_cluster_url "$dir/primary" postgres)" -c 'SELECT pg_reload_conf()' >/dev/null
  for _ in $(seq 1 100); do
    [[ "$(pg_psql "$(pg_cluster_url "$dir/primary" postgres)" -c "SELECT sync_state FROM pg_stat_replication WHERE application_name = 'standby1'")" == sync ]] && break
    sleep 0.1
  done
  [[ "$(pg_psql "$(pg_cluster_url "$dir/primary" postgres)" -c "SELECT sync_state FROM pg_stat_replication WHERE application_name = 'standby1'")" == sync ]] ||
    fail "the standby did not become synchronous"
fi

# start_node NAME [serve options]: a node in the background (its own session: it outlives this
# script), its pid in $dir/node-NAME.pid; sets node_url once /health answers.
start_node() {
  local name="$1" port pid
  shift
  port="$(pg_free_port)"
  DATABASE_URL="$nodes_url" setsid "$bin" serve --hostname 127.0.0.1 --port "$port" "$@" \
    </dev/null >"$dir/node-$name.log" 2>&1 &
  pid=$!
  echo "$pid" >"$dir/node-$name.pid"
  for _ in $(seq 1 300); do
    curl -fsS -o /dev/null --max-time 2 "http://127.0.0.1:$port/health" 2>/dev/null && { node_url="http://127.0.0.1:$port"; return 0; }
    kill -0 "$pid" 2>/dev/null || { tail -n 20 "$dir/node-$name.log" >&2; fail "node $name exited during startup"; }
    sleep 0.2
  done
  fail "node $name did not answer /health within 60 s"
}
start_node a
node_a="$node_url"
start_node b --replica-url "$replica_service_url"
node_b="$node_url"

# The load balancer: round robin; a node that refuses connections or times out is skipped
# (nginx retries only idempotent requests on another node; an edit is never sent twice).
lb_port="$(pg_free_port)"
mkdir -p "$dir/lb/tmp"
worker_user=""
((EUID == 0)) && worker_user="user nobody nogroup;"
cat >"$dir/lb/nginx.conf" <<CONF
# Written by Deploy/cluster.sh.
$worker_user
worker_processes 1;
pid $dir/lb/nginx.pid;
error_log $dir/lb/error.log warn;
events { worker_connections 1024; }
http {
  access_log $dir/lb/access.log;
  client_body_temp_path $dir/lb/tmp/body;
  proxy_temp_path $dir/lb/tmp/proxy;
  fastcgi_temp_path $dir/lb/tmp/fastcgi;
  uwsgi_temp_path $dir/lb/tmp/uwsgi;
  scgi_temp_path $dir/lb/tmp/scgi;
  server_tokens off;
  upstream geojournal {
    server ${node_a#http://} max_fails=1 fail_timeout=2s;
    server ${node_b#http://} max_fails=1 fail_timeout=2s;
    keepalive 32;
  }
  server {
    listen 127.0.0.1:$lb_port;
    client_max_body_size 0;
    proxy_request_buffering off;
    proxy_buffering off;
    proxy_read_timeout 3600s;
    location / {
      proxy_pass http://geojournal;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host \$http_host;
      proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;
      proxy_next_upstream error timeout;
      add_header X-GeoJournal-Node \$upstream_addr always;
    }
  }
}
CONF
"$nginx" -t -q -p "$dir/lb" -e "$dir/lb/error.log" -c "$dir/lb/nginx.conf" 2>"$dir/lb/configtest.log" || { cat "$dir/lb/configtest.log" >&2; fail "nginx refuses $dir/lb/nginx.conf"; }
"$nginx" -p "$dir/lb" -e "$dir/lb/error.log" -c "$dir/lb/nginx.conf" 2>"$dir/lb/start.log" || { cat "$dir/lb/start.log" >&2; fail "nginx did not start"; }
lb_url="http://127.0.0.1:$lb_port"
for _ in $(seq 1 50); do curl -fsS -o /dev/null --max-time 2 "$lb_url/health" 2>/dev/null && break; sleep 0.1; done
curl -fsS -o /dev/null --max-time 2 "$lb_url/health" || fail "the load balancer does not answer"

cat >"$env_file" <<ENV
# Written by Deploy/cluster.sh start; read by Deploy/cluster.sh stop.
LB_URL=$lb_url
NODE_A_URL=$node_a
NODE_B_URL=$node_b
PRIMARY_URL=$owner_url
STANDBY_URL=$standby_url
SERVICE_URL=$service_url
REPLICA_SERVICE_URL=$replica_service_url
NODES_DATABASE_URL=$nodes_url
PRIMARY_DIR=$dir/primary
STANDBY_DIR=$dir/standby
TOKEN=$token
SYNCHRONOUS=$synchronous
NODE_A_PID=$(cat "$dir/node-a.pid")
NODE_B_PID=$(cat "$dir/node-b.pid")
ENV
chmod 600 "$env_file"
started=1
cat <<EOF
GeoJournal cluster in $dir (synchronous replication: $synchronous)
  load balancer  $lb_url
  node A         $node_a (the host of $nodes_url that accepts writes)
  node B         $node_b (the same, replica reads from the standby)
  primary        $owner_url
  standby        $standby_url (streaming from the primary)
  admin token    $token
  try:  curl -H "Authorization: Bearer $token" $lb_url/v1/workspaces/demo/layers
  stop: bash $0 stop --dir $dir
EOF
