#!/usr/bin/env bash
# A TLS-terminating reverse proxy (Debian's nginx) in front of a running `geojournal serve`.
#
#   bash Deploy/tls-proxy.sh start --listen 127.0.0.1:8443 --upstream 127.0.0.1:8080 --dir /var/tmp/gj-tls
#   bash Deploy/tls-proxy.sh status --dir /var/tmp/gj-tls
#   bash Deploy/tls-proxy.sh stop --dir /var/tmp/gj-tls
#
# `start` makes a self-signed certificate with openssl in --dir (kept and reused on later starts,
# so a client that trusts it keeps working: `--dir/cert.pem`; the key is `--dir/key.pem`), writes
# `--dir/nginx.conf` and starts nginx as the calling user, in the background, with everything it
# writes in --dir: `nginx.pid`, `error.log`, `access.log` (tokens sent as `token=` in a query
# string are logged as REDACTED) and its temporary folders. It is no
# system service: no file outside --dir is written and no unit is installed; a port below 1024
# needs root. `stop` ends that nginx (graceful: requests in flight are finished) and waits for it.
#
# Every request is passed to --upstream over plain HTTP with the `Host` the client used (host and
# port), `X-Forwarded-Host`, `X-Forwarded-Proto: https` and `X-Forwarded-For`, so GeoJournal
# builds `https://<host:port>/...` links (OGC API links, GeoServices' token services URL). Bodies
# of any size go through (the service answers its own 413), answers are not buffered (so
# `events/stream` flows) and a connection may stay idle for an hour (long event streams).
#
# Options:
#   --listen HOST:PORT     where the proxy takes HTTPS (default 127.0.0.1:8443)
#   --upstream HOST:PORT   the `geojournal serve` address (default 127.0.0.1:8080)
#   --dir DIR              the proxy's folder: certificate, configuration, pid file, logs (required)
#   --san LIST             subjectAltName of a new certificate (default: the listen host,
#                          localhost and 127.0.0.1, e.g. "DNS:gis.example.org,IP:10.0.0.5")
#   --days N               validity of a new certificate (default 825)
# NGINX=/path/to/nginx picks another nginx binary. Debian package: `nginx` (Deploy/install-packages.sh --tests).
# For a certificate of your own, put it as cert.pem/key.pem into --dir before `start`.
#
# When started as root, nginx's worker processes run as `nobody` (nginx's own rule); they never
# write temporary files, so --dir may stay private to root.
set -euo pipefail

usage() {
  sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//' >&2
  exit 2
}
log() { echo "tls-proxy: $*"; }
fail() {
  echo "tls-proxy: $*" >&2
  exit 1
}

command="${1:-}"
[[ -n "$command" && "$command" != -h && "$command" != --help ]] || usage
shift
listen="127.0.0.1:8443"
upstream="127.0.0.1:8080"
dir=""
san=""
days=825
while (($# > 0)); do
  case "$1" in
    --listen) listen="${2:?--listen needs HOST:PORT}"; shift 2 ;;
    --upstream) upstream="${2:?--upstream needs HOST:PORT}"; shift 2 ;;
    --dir) dir="${2:?--dir needs a folder}"; shift 2 ;;
    --san) san="${2:?--san needs a list such as DNS:example.org,IP:10.0.0.5}"; shift 2 ;;
    --days) days="${2:?--days needs a number}"; shift 2 ;;
    -h | --help) usage ;;
    *) fail "unknown argument '$1' (see: bash $0 --help)" ;;
  esac
done
[[ -n "$dir" ]] || fail "--dir is required"
[[ "$command" == start || "$command" == stop || "$command" == status ]] || fail "unknown command '$command': start, stop or status"

pid_file="$dir/nginx.pid"

# The pid of the running proxy of --dir, or nothing.
running_pid() {
  local pid
  [[ -s "$pid_file" ]] || return 0
  pid="$(tr -dc '0-9' <"$pid_file")"
  [[ -n "$pid" ]] && kill -0 "$pid" 2>/dev/null && [[ "$(cat "/proc/$pid/comm" 2>/dev/null)" == nginx ]] && echo "$pid"
  return 0
}

case "$command" in
  status)
    pid="$(running_pid)"
    [[ -n "$pid" ]] || { log "not running (no live nginx in $pid_file)"; exit 1; }
    log "running, pid $pid, $(sed -n 's/^ *listen \(.*\) ssl;$/https:\/\/\1/p' "$dir/nginx.conf")"
    exit 0
    ;;
  stop)
    pid="$(running_pid)"
    if [[ -z "$pid" ]]; then
      log "not running"
      exit 0
    fi
    kill -QUIT "$pid" # graceful: finish requests in flight, then exit
    for _ in $(seq 1 100); do
      kill -0 "$pid" 2>/dev/null || { rm -f "$pid_file"; log "stopped (pid $pid)"; exit 0; }
      sleep 0.1
    done
    kill -TERM "$pid" 2>/dev/null || true # long event streams: stop now
    for _ in $(seq 1 50); do
      kill -0 "$pid" 2>/dev/null || { rm -f "$pid_file"; log "stopped (pid $pid, after SIGTERM)"; exit 0; }
      sleep 0.1
    done
    fail "nginx (pid $pid) did not stop"
    ;;
esac

# ---------------------------------------------------------------- start
[[ "$listen" =~ ^(\[[0-9a-fA-F:]+\]|[^:]+):([0-9]+)$ ]] || fail "--listen must be HOST:PORT, got '$listen'"
listen_host="${BASH_REMATCH[1]}"
[[ "$upstream" =~ ^(\[[0-9a-fA-F:]+\]|[^:/]+):([0-9]+)$ ]] || fail "--upstream must be HOST:PORT, got '$upstream'"
nginx="${NGINX:-$(command -v nginx || echo /usr/sbin/nginx)}"
[[ -x "$nginx" ]] || fail "nginx is missing (Debian: apt-get install nginx; Deploy/install-packages.sh --tests installs it)"
command -v openssl >/dev/null || fail "openssl is missing (Debian: apt-get install openssl)"

mkdir -p "$dir"
dir="$(cd "$dir" && pwd)"
pid_file="$dir/nginx.pid"
if pid="$(running_pid)" && [[ -n "$pid" ]]; then
  fail "already running (pid $pid); stop it first: bash $0 stop --dir $dir"
fi

# A self-signed certificate, made once.
if [[ ! -s "$dir/cert.pem" || ! -s "$dir/key.pem" ]]; then
  if [[ -z "$san" ]]; then
    bare="${listen_host#[}"
    bare="${bare%]}"
    if [[ "$bare" =~ ^[0-9.]+$ || "$bare" == *:* ]]; then san="IP:$bare"; else san="DNS:$bare"; fi
    [[ "$bare" == localhost ]] || san+=",DNS:localhost"
    [[ "$bare" == 127.0.0.1 ]] || san+=",IP:127.0.0.1"
  fi
  (umask 077 && openssl req -x509 -newkey rsa:2048 -nodes -sha256 -days "$days" \
    -subj "/CN=${listen_host//[\[\]]/} (GeoJournal TLS proxy)" -addext "subjectAltName=$san" \
    -keyout "$dir/key.pem" -out "$dir/cert.pem" >"$dir/openssl.log" 2>&1) || { cat "$dir/openssl.log" >&2; fail "openssl could not make a certificate"; }
  chmod 644 "$dir/cert.pem" # clients that should trust it read it
  log "made a self-signed certificate for $san: $dir/cert.pem"
fi

mkdir -p "$dir/tmp"
worker_user=""
((EUID == 0)) && worker_user="user nobody nogroup;"
cat >"$dir/nginx.conf" <<CONF
# Written by Deploy/tls-proxy.sh; rewritten on every start.
$worker_user
worker_processes 1;
pid $pid_file;
error_log $dir/error.log warn;
events { worker_connections 1024; }
http {
  # The combined log format, with the value of a token= query parameter left out.
  map \$request_uri \$loggable_uri {
    "~*^(?<before>.*[?&]token=)[^&]*(?<after>.*)\$" "\${before}REDACTED\${after}";
    default \$request_uri;
  }
  log_format geojournal '\$remote_addr - \$remote_user [\$time_local] "\$request_method \$loggable_uri \$server_protocol" '
                        '\$status \$body_bytes_sent "\$http_referer" "\$http_user_agent"';
  access_log $dir/access.log geojournal;
  client_body_temp_path $dir/tmp/body;
  proxy_temp_path $dir/tmp/proxy;
  fastcgi_temp_path $dir/tmp/fastcgi;
  uwsgi_temp_path $dir/tmp/uwsgi;
  scgi_temp_path $dir/tmp/scgi;
  server_tokens off;

  upstream geojournal {
    server $upstream;
    keepalive 16;
  }
  server {
    listen $listen ssl;
    ssl_certificate $dir/cert.pem;
    ssl_certificate_key $dir/key.pem;
    ssl_protocols TLSv1.2 TLSv1.3;

    client_max_body_size 0;
    client_body_buffer_size 1m;
    proxy_request_buffering off;
    proxy_buffering off;
    proxy_read_timeout 3600s;
    proxy_send_timeout 3600s;

    location / {
      proxy_pass http://geojournal;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host \$http_host;
      proxy_set_header X-Forwarded-Host \$http_host;
      proxy_set_header X-Forwarded-Proto https;
      proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;
      proxy_set_header X-Real-IP \$remote_addr;
    }
  }
}
CONF

# -e: the error log from the first line on (not the compiled-in /var/log/nginx, which a user cannot write).
"$nginx" -t -q -p "$dir" -e "$dir/error.log" -c "$dir/nginx.conf" 2>"$dir/configtest.log" || { cat "$dir/configtest.log" >&2; fail "nginx refuses $dir/nginx.conf"; }
"$nginx" -p "$dir" -e "$dir/error.log" -c "$dir/nginx.conf" 2>"$dir/start.log" || { cat "$dir/start.log" >&2; tail -n 5 "$dir/error.log" >&2 || true; fail "nginx did not start"; }
for _ in $(seq 1 50); do
  pid="$(running_pid)"
  [[ -n "$pid" ]] && break
  sleep 0.1
done
[[ -n "$pid" ]] || { tail -n 5 "$dir/error.log" >&2 || true; fail "nginx did not write $pid_file"; }
log "https://$listen -> http://$upstream (pid $pid, folder $dir)"
