#!/usr/bin/env bash
# Several nodes and a streaming replica over one journal, as Deploy/cluster.sh starts them:
#
#  - through the load balancer, writers of the two-node test (Tests/scripts/lib/cluster_clients.py,
#    which imports two_nodes_clients.py) on both nodes, and a follower of the change feed on each
#    node: every answer as the protocol allows (200, or 409 for the stale versions sent on
#    purpose), every acknowledged operation once in the journal, positions gap-free, both
#    followers see the same sequence, `geojournal verify` passes on the primary and the standby;
#  - while they write, node B's /metrics is sampled: the standby's lag in positions and seconds;
#  - an edit through node A, then a read with `GeoJournal-Min-Position` of its position through
#    node B (whichever server answers) and, once the standby has replayed it, through the
#    replica (node B's replica read counter moves): the edit is visible both times; an as-of
#    read of it through node B is served by the replica; a Min-Position beyond the head is a 503;
#  - the same in a version: an edit in it through node A, a read in it through node B at its
#    line's position, served by the standby once it has replayed the line.
#
# Needs GEOJOURNAL_BIN (Deploy/test.sh sets it) and nginx. Its own cluster in a temporary folder,
# stopped and removed at the end whatever happens.
set -euo pipefail

: "${GEOJOURNAL_BIN:?set by Deploy/test.sh}"
root="$(cd "$(dirname "$0")/../.." && pwd)"
# shellcheck source=Deploy/postgres.sh
source "$root/Deploy/postgres.sh"

writers="${CLUSTER_WRITERS:-4}"
rounds="${CLUSTER_ROUNDS:-30}"
test_name=cluster_replica_reads
# shellcheck source=Tests/scripts/lib/cluster_test.sh
source "$root/Tests/scripts/lib/cluster_test.sh"

started=$SECONDS
start_cluster
log "cluster up in $cluster_seconds s: load balancer $LB_URL, nodes $NODE_A_URL and $NODE_B_URL"

# api BASE METHOD PATH [BODY] [HEADER]: the body; fails unless 200/201.
api() {
  local base="$1" method="$2" path="$3" body="${4:-}" header="${5:-}" code
  local args=(-sS --max-time 30 -o "$work_dir/response" -w '%{http_code}' -X "$method" -H "Authorization: Bearer $TOKEN" "$base$path")
  [[ -n "$body" ]] && args+=(-H 'Content-Type: application/json' --data-binary "$body")
  [[ -n "$header" ]] && args+=(-H "$header")
  code="$(curl "${args[@]}")" || true
  [[ "$code" == 200 || "$code" == 201 ]] || fail "$method $path on $base: HTTP $code: $(head -c 400 "$work_dir/response")"
  cat "$work_dir/response"
}
primary_sql() { pg_psql "$PRIMARY_URL" -c "$1"; }
standby_sql() { pg_psql "$STANDBY_URL" -c "$1"; }
replica_reads() { curl -fsS -H "Authorization: Bearer $TOKEN" "$NODE_B_URL/metrics" | sed -n 's/^geojournal_replica_reads_total{replica="postgres[^}]*} //p'; }

api "$LB_URL" PUT /v1/workspaces/demo/layers/Points \
  '{"geometryType":"Point","srid":3857,"fields":[{"name":"N","type":"integer","nullable":false},{"name":"NAME","type":"string","length":20}]}' >/dev/null

# ---------------------------------------------------------------- writers and followers
(
  while sleep 0.2; do
    curl -fsS --max-time 2 -H "Authorization: Bearer $TOKEN" "$NODE_B_URL/metrics" 2>/dev/null |
      awk '/^geojournal_replica_lag_positions\{.*workspace="demo"\}/ {p=$2} /^geojournal_replica_lag_seconds/ {s=$2} END {if (p != "") print p, s}'
  done
) >"$work_dir/lag.txt" &
background_pid=$!
clients_status=0
PYTHONPATH="$root/Tests/scripts/lib" timeout 400 python3 "$root/Tests/scripts/lib/cluster_clients.py" \
  "$LB_URL" "$NODE_A_URL" "$NODE_B_URL" "$TOKEN" demo "$writers" "$rounds" "$work_dir/clients.json" || clients_status=$?
kill "$background_pid" 2>/dev/null || true
wait "$background_pid" 2>/dev/null || true
background_pid=""
((clients_status == 0)) || fail "the clients got unexpected answers (exit $clients_status)"
python3 - "$work_dir/clients.json" >"$work_dir/acked.txt" <<'PY'
import json, sys
s = json.load(open(sys.argv[1]))
assert len(s["acked"]) == len(set(s["acked"])), "an operation id was acknowledged twice"
assert s["provoked"] > 0, "no stale update was provoked"
print("\n".join(s["acked"]))
PY
acked=$(wc -l <"$work_dir/acked.txt")
ids="$(paste -sd, "$work_dir/acked.txt")"
found="$(primary_sql "SELECT count(DISTINCT id) FROM operations WHERE workspace_id = 'demo' AND id = ANY('{$ids}'::uuid[])")"
[[ "$found" == "$acked" ]] || fail "$acked operations acknowledged, $found of them in the journal"
gaps="$(primary_sql "SELECT count(*) = max(position) AND max(position) = (SELECT head_position FROM workspaces WHERE id = 'demo') FROM events WHERE workspace_id = 'demo'")"
[[ "$gaps" == t ]] || fail "positions are not gap-free"
nodes_used="$(grep -c '' "$cluster_dir/lb/access.log")"
DATABASE_URL="$PRIMARY_URL" "$GEOJOURNAL_BIN" verify --workspace demo >"$work_dir/verify.log" 2>&1 || { cat "$work_dir/verify.log"; fail "verify on the primary"; }
head="$(primary_sql "SELECT head_position FROM workspaces WHERE id = 'demo'")"
for _ in $(seq 1 100); do [[ "$(standby_sql "SELECT head_position FROM workspaces WHERE id = 'demo'")" == "$head" ]] && break; sleep 0.1; done
DATABASE_URL="$STANDBY_URL" "$GEOJOURNAL_BIN" verify --workspace demo >"$work_dir/verify-standby.log" 2>&1 || { cat "$work_dir/verify-standby.log"; fail "verify on the standby"; }
log "$acked acknowledged operations once in the journal; positions 1..$head gap-free; verify clean on primary and standby; $nodes_used requests through the load balancer"
python3 - "$work_dir/lag.txt" <<'PY'
import sys
rows = [l.split() for l in open(sys.argv[1]) if l.strip()]
p = sorted(float(r[0]) for r in rows)
s = sorted(float(r[1]) for r in rows if len(r) > 1)
q = lambda v, f: v[min(len(v) - 1, int(f * len(v)))] if v else float("nan")
print(f"cluster_replica_reads: standby lag under the writers ({len(rows)} samples of node B's /metrics): "
      f"positions p50 {q(p, .5):.0f} p99 {q(p, .99):.0f} max {p[-1] if p else 'n/a'}; seconds p50 {q(s, .5):.3f} p99 {q(s, .99):.3f}")
PY

# ---------------------------------------------------------------- read your writes across nodes
written="$(api "$NODE_A_URL" POST /v1/workspaces/demo/edits '{"edits":[{"layer":"Points","adds":[{"attributes":{"N":4242},"geometry":{"type":"Point","coordinates":[42,42]}}]}]}')"
fid="$(jq -r '.results[0].id' <<<"$written")"
position="$(jq -r '.operation.lastPosition' <<<"$written")"
got="$(api "$NODE_B_URL" GET "/v1/workspaces/demo/layers/Points/features/$fid" "" "GeoJournal-Min-Position: $position")"
[[ "$(jq -r '.properties.N' <<<"$got")" == 4242 ]] || fail "node B with Min-Position $position does not show the edit made through node A: $got"
log "an edit through node A at position $position read through node B with GeoJournal-Min-Position: visible"
for _ in $(seq 1 100); do (($(standby_sql "SELECT head_position FROM workspaces WHERE id = 'demo'") >= position)) && break; sleep 0.05; done
sleep 0.3 # node B samples the standby every 100 ms
before="$(replica_reads)"
got="$(api "$NODE_B_URL" GET "/v1/workspaces/demo/layers/Points/features/$fid" "" "GeoJournal-Min-Position: $position")"
after="$(replica_reads)"
[[ "$(jq -r '.properties.N' <<<"$got")" == 4242 ]] || fail "the replica read with Min-Position $position does not show the edit: $got"
((after == before + 1)) || fail "the read with Min-Position $position was not served by the replica (replica reads $before -> $after)"
got="$(api "$NODE_B_URL" GET "/v1/workspaces/demo/layers/Points/features?asOf=$position&limit=1000")"
((after + 1 == $(replica_reads))) || fail "the as-of read of position $position was not served by the replica"
jq -e --arg id "$fid" '[.features[].id] | index($id) != null' <<<"$got" >/dev/null || fail "the as-of read through the replica lacks the edit"
log "the same reads through the standby (node B's replica reads $before -> $(replica_reads)): the edit is visible"

# ---------------------------------------------------------------- read your writes in a version
# A version's positions are its line's: an edit in it through node A, then reads in it with
# GeoJournal-Min-Position of that position through node B. The first read of the line has node B
# sample it; once the standby has replayed it, the reads go there and show the version's edit
# over DEFAULT at its base.
api "$NODE_A_URL" POST /v1/workspaces/demo/versions '{"name":"standby","access":"protected"}' >/dev/null
version="$(jq -r .name "$work_dir/response")"
line="$(primary_sql "SELECT line FROM versions WHERE workspace_id = 'demo' AND name = '$version'")"
written="$(api "$NODE_A_URL" POST "/v1/workspaces/demo/edits?version=$version" '{"edits":[{"layer":"Points","adds":[{"attributes":{"N":4343},"geometry":{"type":"Point","coordinates":[43,43]}}]}]}')"
vfid="$(jq -r '.results[0].id' <<<"$written")"
vposition="$(jq -r '.operation.lastPosition' <<<"$written")"
got="$(api "$NODE_B_URL" GET "/v1/workspaces/demo/layers/Points/features/$vfid?version=$version" "" "GeoJournal-Min-Position: $vposition")"
[[ "$(jq -r '.properties.N' <<<"$got")" == 4343 ]] || fail "node B in $version with Min-Position $vposition does not show the version's edit: $got"
for _ in $(seq 1 100); do (($(standby_sql "SELECT head_position FROM workspaces WHERE id = '$line'") >= vposition)) && break; sleep 0.05; done
sleep 0.3 # node B samples the line on the standby from its first read on
before="$(replica_reads)"
got="$(api "$NODE_B_URL" GET "/v1/workspaces/demo/layers/Points/features?version=$version&limit=10000" "" "GeoJournal-Min-Position: $vposition")"
after="$(replica_reads)"
((after == before + 1)) || fail "the read in $version with Min-Position $vposition was not served by the replica (replica reads $before -> $after)"
jq -e --arg a "$fid" --arg b "$vfid" '[.features[].id] | (index($a) != null) and (index($b) != null)' <<<"$got" >/dev/null ||
  fail "the version's read through the replica lacks DEFAULT's feature or its own"
log "an edit in $version at its position $vposition read through node B's standby with GeoJournal-Min-Position: visible, with DEFAULT's at the base"
code="$(curl -sS -o "$work_dir/late" -w '%{http_code}' --max-time 30 -H "Authorization: Bearer $TOKEN" -H "GeoJournal-Min-Position: $((position + 1000))" \
  "$LB_URL/v1/workspaces/demo/layers/Points/features?limit=1")"
[[ "$code" == 503 ]] && jq -e '.type | endswith("position-not-reached")' "$work_dir/late" >/dev/null || fail "a Min-Position past the head: HTTP $code $(head -c 300 "$work_dir/late")"
# Read the whole answer first: `grep -q` stops at its first match, and curl writing into the
# closed pipe then fails the pipeline under pipefail.
node_b_metrics=$(curl -fsS -H "Authorization: Bearer $TOKEN" "$NODE_B_URL/metrics")
grep -q '^geojournal_replica_up{replica="postgres://geojournal@127.0.0.1' <<<"$node_b_metrics" || fail "no replica in node B's /metrics"
log "PASS in $((SECONDS - started)) s"
