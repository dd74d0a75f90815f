#!/usr/bin/env bash
# Many writers, one journal: five processes write one workspace at once, four
# `geojournal serve` nodes on one database and a `geojournal import`.
#
#  - eight clients alternate between the four nodes with adds, updates of their own
#    features and deletes (Tests/scripts/lib/two_nodes_clients.py): every answer
#    is a 200 (never a 500, never a 409 for a head another process took), but for
#    the stale expected versions the clients send on purpose, which are 409s; one
#    Idempotency-Key sent to two nodes at once is one operation;
#  - meanwhile `geojournal import` writes 100,000 features into the workspace:
#    it completes with all of them;
#  - afterwards every acknowledged operation is once in the journal, positions
#    are gap-free, `geojournal verify` passes, and each node's snap and trace
#    answers include features written through the other.
#
# Needs GEOJOURNAL_BIN, GEOJOURNAL_TEST_DATABASE_URL, GEOJOURNAL_TEST_SERVICE_URL
# (Deploy/test.sh sets them). Works in its own database of the test cluster,
# dropped at the end. Bounded: a fixed number of rounds per client, every
# request and wait has a time limit.
set -euo pipefail

: "${GEOJOURNAL_BIN:?set by Deploy/test.sh}"
: "${GEOJOURNAL_TEST_DATABASE_URL:?set by Deploy/test.sh}"
: "${GEOJOURNAL_TEST_SERVICE_URL:?set by Deploy/test.sh}"

root="$(cd "$(dirname "$0")/../.." && pwd)"
# shellcheck source=Deploy/postgres.sh
source "$root/Deploy/postgres.sh"

rounds="${TWO_NODES_ROUNDS:-40}"
import_features="${TWO_NODES_IMPORT:-100000}"
work_dir="$(mktemp -d "${TMPDIR:-/var/tmp}/geojournal-two-nodes.XXXXXX")"
database="twonodes_$$_$RANDOM"
owner_url="$(pg_url_with_database "$GEOJOURNAL_TEST_DATABASE_URL" "$database")"
service_url="$(pg_url_with_database "$GEOJOURNAL_TEST_SERVICE_URL" "$database")"
pids=()

log() { echo "two_serve_nodes: $*"; }
fail() {
  log "FAIL: $*"
  exit 1
}

# shellcheck disable=SC2317  # called by the EXIT trap
cleanup() {
  local status=$?
  local pid
  for pid in "${pids[@]+"${pids[@]}"}"; do kill -TERM "$pid" 2>/dev/null || true; done
  sleep 0.5
  for pid in "${pids[@]+"${pids[@]}"}"; do kill -KILL "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
  if ((status != 0)); then
    for f in node-a.log node-b.log node-c.log node-d.log import.log; do
      [[ -s "$work_dir/$f" ]] || continue
      log "last lines of $f:"
      tail -n 20 "$work_dir/$f" | sed 's/^/    /'
    done
  fi
  pg_psql "$(pg_url_with_database "$GEOJOURNAL_TEST_DATABASE_URL" postgres)" \
    -c "DROP DATABASE IF EXISTS \"$database\" WITH (FORCE)" >/dev/null 2>&1 || true
  rm -rf "$work_dir"
}
trap cleanup EXIT

# start_node NAME: serves on a free port; sets node_url once healthy. (Not in a command
# substitution: its subshell would keep the pid from the cleanup.)
start_node() {
  local name="$1" port
  port="$(pg_free_port)"
  DATABASE_URL="$service_url" "$GEOJOURNAL_BIN" serve --hostname 127.0.0.1 --port "$port" >"$work_dir/node-$name.log" 2>&1 &
  local pid=$! tries=0
  pids+=("$pid")
  until curl -fsS -o /dev/null --max-time 2 "http://127.0.0.1:$port/health" 2>/dev/null; do
    kill -0 "$pid" 2>/dev/null || fail "node $name exited during startup"
    ((++tries < 600)) || fail "node $name not healthy after 60 s"
    sleep 0.1
  done
  node_url="http://127.0.0.1:$port"
}

# api BASE METHOD PATH [BODY]: prints the body; fails unless the status is 200 or 201.
api() {
  local base="$1" method="$2" path="$3" body="${4:-}" code
  local args=(-sS --max-time 30 -o "$work_dir/response" -w '%{http_code}' -X "$method" -H "Authorization: Bearer $token" "$base$path")
  [[ -n "$body" ]] && args+=(-H 'Content-Type: application/json' --data-binary "$body")
  code="$(curl "${args[@]}")" || true
  [[ "$code" == 200 || "$code" == 201 ]] || fail "$method $path on $base: HTTP $code: $(head -c 400 "$work_dir/response")"
  cat "$work_dir/response"
}

sql() { pg_psql "$owner_url" -c "$1"; }

# ---------------------------------------------------------------- setup
pg_ensure_database "$owner_url"
DATABASE_URL="$owner_url" "$GEOJOURNAL_BIN" migrate >"$work_dir/migrate.log" 2>&1 || { cat "$work_dir/migrate.log"; fail "migrate"; }
token="$(DATABASE_URL="$owner_url" "$GEOJOURNAL_BIN" token create --role admin --actor twonodes)"
DATABASE_URL="$service_url" "$GEOJOURNAL_BIN" sample-network --workspace demo --network Electric --edges 200 >"$work_dir/sample.log" 2>&1 ||
  { cat "$work_dir/sample.log"; fail "sample-network"; }
start_node a
node_a="$node_url"
start_node b
node_b="$node_url"
start_node c
node_c="$node_url"
start_node d
node_d="$node_url"
log "nodes at $node_a, $node_b, $node_c and $node_d"
api "$node_a" PUT /v1/workspaces/demo/layers/Points \
  '{"geometryType":"Point","srid":3857,"fields":[{"name":"N","type":"integer","nullable":false},{"name":"NAME","type":"string","length":20}]}' >/dev/null
api "$node_b" PUT /v1/workspaces/demo/layers/Imported \
  '{"geometryType":"Point","srid":3857,"fields":[{"name":"K","type":"integer","nullable":false}]}' >/dev/null

python3 - "$import_features" >"$work_dir/import.geojsonl" <<'PY'
import sys
n = int(sys.argv[1])
for k in range(n):
    print('{"type":"Feature","properties":{"K":%d},"geometry":{"type":"Point","coordinates":[%d,%d]}}' % (k, 20000 + k % 1000, 20000 + k // 1000))
PY

# Each node loads its snap index now; from here on it follows the journal.
snap_body='{"point":[-7777.4,-7777.2],"tolerance":5,"sources":[{"layer":"Points"}]}'
api "$node_a" POST /v1/workspaces/demo/snap "$snap_body" >/dev/null
api "$node_b" POST /v1/workspaces/demo/snap "$snap_body" >/dev/null

# ---------------------------------------------------------------- everything at once
DATABASE_URL="$service_url" "$GEOJOURNAL_BIN" import --workspace demo --layer Imported --actor importer --quiet "$work_dir/import.geojsonl" \
  >"$work_dir/import.log" 2>&1 &
import_pid=$!
pids+=("$import_pid")
clients_status=0
GEOJOURNAL_EXTRA_NODES="$node_c,$node_d" timeout 400 python3 "$root/Tests/scripts/lib/two_nodes_clients.py" "$node_a" "$node_b" "$token" demo "$rounds" "$work_dir/clients.json" ||
  clients_status=$?
import_running_at_end=0
kill -0 "$import_pid" 2>/dev/null && import_running_at_end=1
import_status=0
wait "$import_pid" || import_status=$?
((clients_status == 0)) || fail "the clients got unexpected answers (exit $clients_status)"
((import_status == 0)) || fail "geojournal import exited $import_status: $(tail -n 5 "$work_dir/import.log")"
imported="$(sql "SELECT count(*) FROM features WHERE workspace_id = 'demo' AND layer = 'Imported'")"
[[ "$imported" == "$import_features" ]] || fail "the import left $imported of $import_features features"
import_ops="$(sql "SELECT count(*), min(first_position), max(last_position) FROM operations WHERE workspace_id = 'demo' AND kind = 'import'")"
edit_span="$(sql "SELECT min(first_position), max(last_position) FROM operations WHERE workspace_id = 'demo' AND actor = 'twonodes' AND kind = 'edit'")"
log "import: $imported features (operations, first and last position: $import_ops); client edits span positions $edit_span; import still running when the clients ended: $import_running_at_end"

# ---------------------------------------------------------------- the journal afterwards
python3 - "$work_dir/clients.json" >"$work_dir/acked.txt" <<'PY'
import json, sys
s = json.load(open(sys.argv[1]))
assert len(s["acked"]) == len(set(s["acked"])), "an operation id was acknowledged twice"
assert s["provoked"] > 0, "no stale update was provoked"
print("\n".join(s["acked"]))
PY
acked=$(wc -l <"$work_dir/acked.txt")
ids="$(paste -sd, "$work_dir/acked.txt")"
found="$(sql "SELECT count(*) FROM operations WHERE workspace_id = 'demo' AND id = ANY('{$ids}'::uuid[])")"
[[ "$found" == "$acked" ]] || fail "$acked operations acknowledged, $found of them in the journal"
gaps="$(sql "SELECT count(*) = max(position) AND max(position) = (SELECT head_position FROM workspaces WHERE id = 'demo') FROM events WHERE workspace_id = 'demo'")"
[[ "$gaps" == t ]] || fail "positions are not gap-free: $(sql "SELECT count(*), max(position) FROM events WHERE workspace_id = 'demo'")"
DATABASE_URL="$owner_url" "$GEOJOURNAL_BIN" verify --workspace demo >"$work_dir/verify.log" 2>&1 || { cat "$work_dir/verify.log"; fail "verify"; }
log "$acked acknowledged operations all in the journal once; positions gap-free; verify: $(tail -n 1 "$work_dir/verify.log")"

# ---------------------------------------------------------------- each node sees what the other wrote
# A point written through A, snapped to through B (its index follows within its recheck interval).
written="$(api "$node_a" POST /v1/workspaces/demo/edits '{"edits":[{"layer":"Points","adds":[{"attributes":{"N":7},"geometry":{"type":"Point","coordinates":[-7777,-7777]}}]}]}')"
point_id="$(jq -r '.results[0].id' <<<"$written")"
# The index first follows the import's 100,000 events: a request that outlasts its deadline while
# it catches up is answered 503, and the next goes on from where that one got.
snapped=""
snap_started=$SECONDS
while ((SECONDS - snap_started < 120)); do
  code="$(curl -sS --max-time 30 -o "$work_dir/snap" -w '%{http_code}' -X POST -H "Authorization: Bearer $token" \
    -H 'Content-Type: application/json' --data-binary "$snap_body" "$node_b/v1/workspaces/demo/snap")" || true
  if [[ "$code" == 200 ]]; then
    snapped="$(jq -r '.featureId // empty' "$work_dir/snap")"
    [[ "$snapped" == "$point_id" ]] && break
  elif [[ "$code" != 503 ]]; then
    fail "snap on node B: HTTP $code: $(head -c 300 "$work_dir/snap")"
  fi
  sleep 0.1
done
[[ "$snapped" == "$point_id" ]] || fail "node B's snap never found the point written through node A ($point_id), got '$snapped'"
log "node B's snap found the point written through A after $((SECONDS - snap_started)) s"

# A line written through B from the end of an existing line, traced through A.
line="$(api "$node_a" GET '/v1/workspaces/demo/layers/Line/features?limit=100' | jq -c '[.features[] | select(.properties.ASSETGROUP == 1)][0]')"
line_id="$(jq -r '.id' <<<"$line")"
end="$(jq -c '.geometry.coordinates[-1]' <<<"$line")"
far="$(jq -c '[.[0] + 3, .[1] + 4]' <<<"$end")"
written="$(api "$node_b" POST /v1/workspaces/demo/edits "{\"edits\":[{\"layer\":\"Line\",\"adds\":[{\"attributes\":{\"ASSETGROUP\":1,\"ASSETTYPE\":1},\"geometry\":{\"type\":\"LineString\",\"coordinates\":[$end,$far]}}]}]}")"
new_line="$(jq -r '.results[0].id' <<<"$written")"
traced="$(api "$node_a" POST /v1/workspaces/demo/networks/Electric/trace "{\"type\":\"connected\",\"startingLocations\":[{\"featureId\":\"$new_line\"}]}")"
jq -e --arg a "$new_line" --arg b "$line_id" '[.elements[].featureId] | index($a) != null and index($b) != null' <<<"$traced" >/dev/null ||
  fail "node A's connected trace from the line written through node B does not hold it and the line it meets: $(head -c 300 <<<"$traced")"
log "node B snapped to the point written through A; node A traced through the line written through B"
for name in a b c d; do
  grep -q 'events_pkey' "$work_dir/node-$name.log" && fail "node $name logged a duplicate position"
done
# Both nodes stop on SIGTERM by themselves.
for pid in "${pids[@]}"; do
  kill -TERM "$pid" 2>/dev/null || continue
  status=0
  timeout 40 tail --pid="$pid" -f /dev/null || fail "a node did not exit within 40 s of SIGTERM"
  wait "$pid" || status=$?
  [[ "$pid" == "$import_pid" ]] || ((status == 0)) || fail "a node exited with status $status after SIGTERM"
done
pids=()
log "PASS"
