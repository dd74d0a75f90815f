#!/usr/bin/env bash
# The ArcGIS API for Python (PyPI `arcgis`, pinned) against GeoJournal's FeatureServer, over HTTPS
# through Deploy/tls-proxy.sh (nginx with a self-signed certificate), with a GeoJournal token and
# no portal (Tests/scripts/lib/arcgis_python_client.py; each check prints `ok:` or `FAIL:`):
#
#  1. FeatureLayerCollection/FeatureLayer read the service and layer documents; /arcgis/rest/info
#     names the https origin the client used (the proxy's X-Forwarded-Proto and Host);
#  2. `FeatureLayer.query(where="N > 5")` answers the features /v1 has with N > 5 (2,494 of them, so
#     the client counts, reads every OBJECTID and fetches them in chunks of 200), same attributes
#     and coordinates; `return_count_only` agrees;
#  3. `edit_features(adds, updates, deletes, session_id=...)` is ONE journal operation by the
#     token's actor, in that session, with `editMoment` = its time; /v1 shows the changes;
#  4. `query(historic_moment=<epoch ms before that edit>)` answers the old values;
#  5. the session's undo through /v1 takes the operation back, as the FeatureLayer then reads;
#  6. `edit_features` with one add outside a coded-value domain: rollback_on_failure=True writes
#     nothing (every add fails, the refused one says why); False writes the other two;
#  7. an add whose geometry has spatialReference 4326, on a layer in 3857, is stored where it was
#     meant (read back with out_sr=4326) or refused, never taken as 3857 coordinates;
#  8. a `legacy=True` connection (the token as the `token` parameter) queries too;
#  9. in a second workspace with the sample network and the fixture layers with contingent values
#     (Tests/scripts/lib/arcgis_utility_client.py): `UtilityNetworkManager` reads the network's
#     description, runs a subnetwork trace and a downstream trace with a barrier whose element sets
#     equal /trace's, a trace at a moment before a line was deleted (and after), validate_topology and
#     query_network_moments; `FeatureLayer.contingent_values` equals each layer's schema, and an add
#     that breaks a restrictive contingency fails with that group's words;
# 10. branch versions (Tests/scripts/lib/arcgis_version_client.py): `VersionManager` creates a version,
#     `Version.edit` adds, updates and deletes in it while DEFAULT stays as it was, an update of the
#     same feature on DEFAULT is a conflict at `reconcile` (`conflicts` gives the three states),
#     `post` writes the version's edits to DEFAULT as one operation by the actor, and a
#     UtilityNetworkServer trace with gdbVersion sees a line added in a version that DEFAULT's does not.
#
# The client is pinned and installed with pip (about 640 MB, 2-3 min the first time) into a virtual
# environment kept under /var/tmp between runs. Needs GEOJOURNAL_BIN, GEOJOURNAL_TEST_DATABASE_URL,
# GEOJOURNAL_TEST_SERVICE_URL (Deploy/test.sh sets them), nginx and openssl, curl, jq, and python3
# 3.11-3.14 with venv. Works in its own database, dropped at the end.
set -euo pipefail

arcgis_version="2.4.4" # Requires-Python >=3.11,<3.15
six_version="1.17.0"   # arcgis 2.4.4 imports six (arcgis.raster, reached by FeatureLayerCollection) without requiring it
poles=2500
workspace="arcgispy"
actor="arcgis-python"

root="$(cd "$(dirname "$0")/../.." && pwd)"
# shellcheck source=Tests/scripts/lib/service_test.sh
source "$root/Tests/scripts/lib/service_test.sh"
service_test arcgis_python arcgistest
proxy_started=""
cleanup_first() {
  [[ -n "$proxy_started" ]] && bash "$root/Deploy/tls-proxy.sh" stop --dir "$work_dir/tls" >/dev/null 2>&1
}
cleanup_on_failure() {
  if [[ -s "$work_dir/tls/access.log" ]]; then
    # (The client's own probes of /arcgis/info, /arcgis/sharing/rest/info (404) and an unauthenticated
    # /arcgis/rest/services (401) are part of every Connection's start.)
    log "requests through the TLS proxy answered with an error (method, path and query, status):"
    awk '$9 >= 400 { print $6, $7, $9 }' "$work_dir/tls/access.log" | tail -n 15 | cut -c1-500 | sed 's/^"//; s/^/    /'
  fi
  [[ -s "$work_dir/tls/error.log" ]] && { log "proxy error log:"; tail -n 5 "$work_dir/tls/error.log" | sed 's/^/    /'; }
}

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
start_service "$actor" warning
tls_port="$(pg_free_port)"
https_url="https://127.0.0.1:$tls_port"
proxy_started=1
bash "$root/Deploy/tls-proxy.sh" start --listen "127.0.0.1:$tls_port" --upstream "127.0.0.1:$port" --dir "$work_dir/tls" >"$work_dir/proxy.log" 2>&1 ||
  { cat "$work_dir/proxy.log"; fail "Deploy/tls-proxy.sh start"; }
curl -fsS -o /dev/null --max-time 5 --cacert "$work_dir/tls/cert.pem" "$https_url/health" || fail "GET $https_url/health through the TLS proxy"

echo "{\"id\":\"$workspace\",\"title\":\"ArcGIS API for Python\"}" >"$work_dir/ws.json"
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

# ---------------------------------------------------------------- the client
t=$SECONDS
status=0
"$tools/bin/python" "$root/Tests/scripts/lib/arcgis_python_client.py" "$https_url" "$base_url" "$token" "$workspace" Poles "$actor" || status=$?
((status == 0)) || fail "$status check(s) of the ArcGIS API for Python failed ($((SECONDS - t)) s)"
log "arcgis $arcgis_version over HTTPS: query, historic_moment, edit_features as one operation, session undo, rollbackOnFailure true/false, spatialReference of adds ($((SECONDS - t)) s)"
# ---------------------------------------------------------------- utility network and contingent values
# A second workspace: the sample network (written by `geojournal sample-network`, 400 lines in two
# feeders) and the fixture layers with contingent values (BirdNest; ElectricDevice, per subtype).
t=$SECONDS
network_ws="${workspace}un"
DATABASE_URL="$service_url" LOG_LEVEL=warning "$GEOJOURNAL_BIN" sample-network --workspace "$network_ws" --edges 400 --feeders 2 --steps 25 >"$work_dir/sample.log" 2>&1 ||
  { tail -n 5 "$work_dir/sample.log"; fail "geojournal sample-network"; }
for fixture in BirdNest ElectricDevice; do
  api PUT "/v1/workspaces/$network_ws/layers/$fixture" "$root/Fixtures/$fixture.json" >/dev/null
done
status=0
"$tools/bin/python" "$root/Tests/scripts/lib/arcgis_utility_client.py" "$https_url" "$base_url" "$token" "$network_ws" || status=$?
((status == 0)) || fail "$status check(s) of the ArcGIS API for Python's utility-network client failed ($((SECONDS - t)) s)"
log "arcgis $arcgis_version over HTTPS: UtilityNetworkManager description, subnetwork and downstream traces equal to /trace, a trace at a moment, validate_topology, contingent values equal to the schemas, a refused add ($((SECONDS - t)) s)"
# ---------------------------------------------------------------- branch versions
t=$SECONDS
status=0
"$tools/bin/python" "$root/Tests/scripts/lib/arcgis_version_client.py" "$https_url" "$base_url" "$token" "$workspace" Poles "$actor" "$network_ws" || status=$?
((status == 0)) || fail "$status check(s) of the ArcGIS API for Python's versioning client failed ($((SECONDS - t)) s)"
log "arcgis $arcgis_version over HTTPS: VersionManager create/get(mode=edit), Version.edit, reconcile with a conflict, conflicts, differences, post as one operation, a trace with gdbVersion, refusals ($((SECONDS - t)) s)"
log "PASS ($((SECONDS - started)) s)"
