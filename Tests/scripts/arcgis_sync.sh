#!/usr/bin/env bash
# Offline replicas with real ArcGIS clients against GeoJournal's FeatureServer:
#
#  1. the ArcGIS API for Python's sync client (`FeatureLayerCollection.replicas`, a SyncManager; PyPI
#     `arcgis`, pinned, over HTTPS through Deploy/tls-proxy.sh, a GeoJournal token, no portal;
#     Tests/scripts/lib/arcgis_sync_client.py): the service says Sync; `create` with the client's own
#     defaults (syncModel=none, the fullExtent padded with spaces, url transport, downloaded to a
#     folder), with a layer query (embedded), and asynchronously (a status that says Completed);
#     `get_list` and `get`; `synchronize` uploading adds, updates and deletes by GlobalID as one
#     operation, an update over a server change refused (1020) and kept in the replica's version,
#     the server's changes downloaded; `rollback_on_failure=True` writing nothing; a retried upload
#     writing nothing twice; an unknown replica and a generation from the future refused; `unregister`;
#  2. `bmi-arcgis-restapi` (PyPI, pinned; Tests/scripts/lib/bmi_restapi_sync.py) over plain HTTP with
#     the token in its session's X-Esri-Authorization header: `createReplica` with its own defaults, `replicaInfo`, `syncReplica`
#     (an upload and a download), `unRegisterReplica`.
#
# The clients are installed with pip into virtual environments kept under /var/tmp between runs
# (arcgis: the same one as arcgis_python.sh's, about 640 MB, 2-3 min the first time). Needs
# GEOJOURNAL_BIN, GEOJOURNAL_TEST_DATABASE_URL, GEOJOURNAL_TEST_SERVICE_URL (Deploy/test.sh sets
# them), nginx and openssl, curl, jq, and python3 3.11-3.14 with venv. Works in its own database,
# dropped at the end.
set -euo pipefail

: "${GEOJOURNAL_BIN:?set by Deploy/test.sh}"
: "${GEOJOURNAL_TEST_DATABASE_URL:?set by Deploy/test.sh}"
: "${GEOJOURNAL_TEST_SERVICE_URL:?set by Deploy/test.sh}"

arcgis_version="2.4.4" # Requires-Python >=3.11,<3.15
six_version="1.17.0"   # arcgis 2.4.4 imports six (arcgis.raster, reached by FeatureLayerCollection) without requiring it
poles=500
workspace="arcgissync"
actor="arcgis-sync"
restapi_version="2.4.19" # bmi-arcgis-restapi (imports six without requiring it)

root="$(cd "$(dirname "$0")/../.." && pwd)"
# shellcheck source=Deploy/postgres.sh
source "$root/Deploy/postgres.sh"

work_dir="$(mktemp -d "${TMPDIR:-/var/tmp}/geojournal-arcgis-sync.XXXXXX")"
database="arcgissync_$$_$RANDOM"
owner_url="$(pg_url_with_database "$GEOJOURNAL_TEST_DATABASE_URL" "$database")"
service_url="$(pg_url_with_database "$GEOJOURNAL_TEST_SERVICE_URL" "$database")"
server_pid=""
proxy_started=""
started=$SECONDS

log() { echo "arcgis_sync: $*"; }
fail() {
  log "FAIL: $*"
  exit 1
}

# shellcheck disable=SC2317  # called by the EXIT trap
cleanup() {
  local status=$?
  [[ -n "$proxy_started" ]] && bash "$root/Deploy/tls-proxy.sh" stop --dir "$work_dir/tls" >/dev/null 2>&1
  [[ -n "$server_pid" ]] && kill -TERM "$server_pid" 2>/dev/null && wait "$server_pid" 2>/dev/null
  if ((status != 0)); then
    if [[ -s "$work_dir/server.log" ]]; then
      log "last lines of the server log:"
      tail -n 20 "$work_dir/server.log" | sed 's/^/    /'
    fi
    if [[ -s "$work_dir/tls/access.log" ]]; then
      # (The client's own probes of /arcgis/info, /arcgis/sharing/rest/info (404) and an unauthenticated
      # /arcgis/rest/services (401) are part of every Connection's start.)
      log "requests through the TLS proxy answered with an error (method, path and query, status):"
      awk '$9 >= 400 { print $6, $7, $9 }' "$work_dir/tls/access.log" | tail -n 15 | cut -c1-500 | sed 's/^"//; s/^/    /'
    fi
    [[ -s "$work_dir/tls/error.log" ]] && { log "proxy error log:"; tail -n 5 "$work_dir/tls/error.log" | sed 's/^/    /'; }
  fi
  pg_psql "$(pg_url_with_database "$GEOJOURNAL_TEST_DATABASE_URL" postgres)" \
    -c "DROP DATABASE IF EXISTS \"$database\" WITH (FORCE)" >/dev/null 2>&1 || true
  rm -rf "$work_dir"
}
trap cleanup EXIT

for tool in curl jq openssl python3; do
  command -v "$tool" >/dev/null || fail "$tool is missing (Deploy/install-packages.sh --tests installs curl, jq, nginx and python3-venv)"
done
command -v nginx >/dev/null || [[ -x /usr/sbin/nginx ]] || fail "nginx is missing (Deploy/install-packages.sh --tests installs it)"
python3 -c 'import sys; sys.exit(not ((3, 11) <= sys.version_info[:2] < (3, 15)))' ||
  fail "arcgis $arcgis_version needs Python 3.11 to 3.14; python3 is $(python3 --version 2>&1)"

# ---------------------------------------------------------------- pinned client
python_minor="$(python3 -c 'import sys; print("%d.%d" % sys.version_info[:2])')"
tools="/var/tmp/geojournal-pytools-arcgis${arcgis_version}-six${six_version}-py${python_minor}"
if ! "$tools/bin/python" -c "import importlib.metadata as m, sys; sys.exit(m.version('arcgis') != '$arcgis_version')" 2>/dev/null; then
  log "installing arcgis $arcgis_version (and six $six_version) into $tools"
  t=$SECONDS
  rm -rf "$tools"
  python3 -m venv "$tools" || fail "python3 -m venv (Debian: python3-venv)"
  "$tools/bin/pip" install --quiet --disable-pip-version-check "arcgis==$arcgis_version" "six==$six_version" >"$work_dir/pip.log" 2>&1 ||
    { tail -n 20 "$work_dir/pip.log"; rm -rf "$tools"; fail "pip install arcgis==$arcgis_version"; }
  log "installed in $((SECONDS - t)) s ($(du -sh "$tools" | cut -f1))"
fi

# ---------------------------------------------------------------- service, proxy and data
# shellcheck source=Tests/scripts/lib/service.sh
source "$root/Tests/scripts/lib/service.sh"
start_service "$actor" warning
tls_port="$(pg_free_port)"
https_url="https://127.0.0.1:$tls_port"
proxy_started=1
bash "$root/Deploy/tls-proxy.sh" start --listen "127.0.0.1:$tls_port" --upstream "127.0.0.1:$port" --dir "$work_dir/tls" >"$work_dir/proxy.log" 2>&1 ||
  { cat "$work_dir/proxy.log"; fail "Deploy/tls-proxy.sh start"; }
curl -fsS -o /dev/null --max-time 5 --cacert "$work_dir/tls/cert.pem" "$https_url/health" || fail "GET $https_url/health through the TLS proxy"


echo "{\"id\":\"$workspace\",\"title\":\"ArcGIS sync clients\"}" >"$work_dir/ws.json"
api POST /v1/workspaces "$work_dir/ws.json" >/dev/null
cat >"$work_dir/poles.json" <<'JSON'
{"geometryType":"Point","srid":3857,"fields":[{"name":"N","type":"integer","nullable":false},{"name":"NAME","type":"string","length":40},
 {"name":"HEIGHT","type":"double"},{"name":"KIND","type":"integer","domain":"PoleKind"}],
 "domains":{"PoleKind":{"type":"codedValue","codedValues":[{"code":1,"name":"Wood"},{"code":2,"name":"Steel"}]}}}
JSON
api PUT "/v1/workspaces/$workspace/layers/Poles" "$work_dir/poles.json" >/dev/null
jq -nc --argjson n "$poles" '{edits: [{layer: "Poles", adds: [range($n) as $i | {attributes: {N: $i, NAME: "pole \($i)", HEIGHT: (8 + ($i % 7) * 0.5), KIND: (1 + $i % 2)},
       geometry: {type: "Point", coordinates: [(780000 + ($i % 50) * 100), (6570000 + ($i / 50 | floor) * 100)]}}]}]}' >"$work_dir/adds.json"
api POST "/v1/workspaces/$workspace/edits" "$work_dir/adds.json" >/dev/null
log "setup: serve on $base_url, TLS proxy on $https_url, $poles poles added through /v1 ($((SECONDS - started)) s)"

# ---------------------------------------------------------------- the ArcGIS API for Python
t=$SECONDS
status=0
"$tools/bin/python" "$root/Tests/scripts/lib/arcgis_sync_client.py" "$https_url" "$base_url" "$token" "$workspace" Poles "$actor" || status=$?
((status == 0)) || fail "$status check(s) of the ArcGIS API for Python's sync client failed ($((SECONDS - t)) s)"
log "arcgis $arcgis_version over HTTPS: replicas.create (defaults, layer query, async), get_list, get, synchronize (upload, conflict kept in a version, download), rollback, a retry, refusals, unregister ($((SECONDS - t)) s)"
# ---------------------------------------------------------------- bmi-arcgis-restapi
restapi_tools="/var/tmp/geojournal-pytools-bmi-restapi${restapi_version}-six${six_version}-py${python_minor}"
if ! "$restapi_tools/bin/python" -c "import importlib.metadata as m, sys; sys.exit(m.version('bmi-arcgis-restapi') != '$restapi_version')" 2>/dev/null; then
  log "installing bmi-arcgis-restapi $restapi_version into $restapi_tools"
  rm -rf "$restapi_tools"
  python3 -m venv "$restapi_tools" || fail "python3 -m venv (Debian: python3-venv)"
  "$restapi_tools/bin/pip" install --quiet --disable-pip-version-check "bmi-arcgis-restapi==$restapi_version" "six==$six_version" >"$work_dir/pip-restapi.log" 2>&1 ||
    { tail -n 20 "$work_dir/pip-restapi.log"; rm -rf "$restapi_tools"; fail "pip install bmi-arcgis-restapi==$restapi_version"; }
fi
t=$SECONDS
status=0
PYTHONPATH="$root/Tests/scripts/lib" "$restapi_tools/bin/python" "$root/Tests/scripts/lib/bmi_restapi_sync.py" "$base_url" "$token" "$workspace" Poles "$actor" || status=$?
((status == 0)) || fail "$status check(s) of bmi-arcgis-restapi failed ($((SECONDS - t)) s)"
log "bmi-arcgis-restapi $restapi_version: createReplica, replicaInfo, syncReplica (upload and download), unRegisterReplica ($((SECONDS - t)) s)"
log "PASS ($((SECONDS - started)) s)"
