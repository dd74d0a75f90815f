#!/usr/bin/env bash
# Failover to a promoted standby under load, with synchronous replication, as Deploy/cluster.sh
# starts the cluster (its nodes' DATABASE_URL names the primary and the standby):
#
#  - writers (Tests/scripts/lib/failover_clients.py) add, update (through the other node), delete
#    and send stale updates on purpose through both nodes, each operation with an Idempotency-Key
#    of its own, sent again with it after a 503;
#  - once they are under way, the primary is stopped with `pg_ctl stop -m immediate` and the
#    standby promoted with `pg_ctl promote`;
#  - every answer is a 200, a provoked 409 or a 503 with Retry-After (no 500, no connection reset
#    or refused, no timeout); writes resume through both nodes, which were not restarted (same
#    process ids, /metrics counts one switch to another primary);
#  - every acknowledged operation is in the new primary's journal, and each idempotency key there
#    once; positions are gap-free; `geojournal verify` passes, run with the two-host URL (it
#    finds the new primary itself).
#
# Synchronous replication (`synchronous_standby_names`, `synchronous_commit = on`) is what makes
# "acknowledged" mean "on the standby too": batches the service commits asynchronously are only
# acknowledged after the durability flusher's synchronous commit, which the primary confirms
# only once the standby has flushed the WAL up to it (DurabilityFlusher).
#
# Needs GEOJOURNAL_BIN (Deploy/test.sh sets it) and nginx. Its own cluster in a temporary folder,
# stopped and removed at the end whatever happens.
set -euo pipefail

: "${GEOJOURNAL_BIN:?set by Deploy/test.sh}"
root="$(cd "$(dirname "$0")/../.." && pwd)"
# shellcheck source=Deploy/postgres.sh
source "$root/Deploy/postgres.sh"

writers="${FAILOVER_WRITERS:-6}"
test_name=cluster_failover
# shellcheck source=Tests/scripts/lib/cluster_test.sh
source "$root/Tests/scripts/lib/cluster_test.sh"

started=$SECONDS
start_cluster --synchronous on
log "cluster up in $cluster_seconds s: nodes $NODE_A_URL and $NODE_B_URL on $(pg_url_with_user "$NODES_DATABASE_URL" "$GEOJOURNAL_LOGIN_ROLE")"
[[ "$(pg_psql "$PRIMARY_URL" -c "SELECT sync_state FROM pg_stat_replication WHERE application_name = 'standby1'")" == sync ]] ||
  fail "the standby is not a synchronous standby"

code="$(curl -sS -o "$work_dir/response" -w '%{http_code}' --max-time 30 -X PUT -H "Authorization: Bearer $TOKEN" -H 'Content-Type: application/json' \
  --data-binary '{"geometryType":"Point","srid":3857,"fields":[{"name":"N","type":"integer","nullable":false},{"name":"NAME","type":"string","length":20}]}' \
  "$NODE_A_URL/v1/workspaces/demo/layers/Points")" || true
[[ "$code" == 200 || "$code" == 201 ]] || fail "defining the layer: HTTP $code $(head -c 300 "$work_dir/response")"

# ---------------------------------------------------------------- writers, stop, promote
python3 "$root/Tests/scripts/lib/failover_clients.py" "$NODE_A_URL" "$NODE_B_URL" "$TOKEN" demo "$writers" "$work_dir" >"$work_dir/clients.log" 2>&1 &
background_pid=$!
acked_before() { cat "$work_dir/progress" 2>/dev/null || echo 0; }
for _ in $(seq 1 150); do (($(acked_before) >= 150)) && break; kill -0 "$background_pid" 2>/dev/null || break; sleep 0.1; done
(($(acked_before) >= 150)) || { cat "$work_dir/clients.log"; fail "the writers did not get under way"; }

stopped_at="$(date +%s.%N)"
pg_as_owner "$PG_BIN/pg_ctl" stop -D "$PRIMARY_DIR/pgdata" -m immediate -w >/dev/null || fail "pg_ctl stop -m immediate"
log "primary stopped (-m immediate) after $(acked_before) acknowledged operations"
pg_as_owner "$PG_BIN/pg_ctl" promote -D "$STANDBY_DIR/pgdata" -w >/dev/null || fail "pg_ctl promote"
promoted_at="$(date +%s.%N)"
echo "$promoted_at" >"$work_dir/promoted"
[[ "$(pg_psql "$STANDBY_URL" -c 'SELECT pg_is_in_recovery()')" == f ]] || fail "the standby is still in recovery after pg_ctl promote"
log "standby promoted $(python3 -c "print(f'{$promoted_at - $stopped_at:.2f}')") s after the stop"

clients_status=0
wait "$background_pid" || clients_status=$?
background_pid=""
cat "$work_dir/clients.log"
((clients_status == 0)) || fail "the writers got answers the failover must not give (exit $clients_status)"

# ---------------------------------------------------------------- what the new primary holds
new_primary="$STANDBY_URL"
python3 - "$work_dir/clients.json" "$stopped_at" >"$work_dir/acked.txt" <<'PY'
import json, sys
s = json.load(open(sys.argv[1]))
stopped = float(sys.argv[2])
ids = [a[0] for a in s["acked"]]
assert len(ids) == len(set(ids)), "an operation id was acknowledged twice"
assert s["provoked"] > 0, "no stale update was provoked"
assert s["unavailable"] > 0, "no 503 during the failover: the test did not catch it under load"
resumed = max(s["firstAfterPromotion"].values())
print(f"# {s['unavailable']} 503s; writes through both nodes again {resumed - stopped:.2f} s after the primary stopped", file=sys.stderr)
for op, key in s["acked"]:
    print(op, key)
PY
acked=$(wc -l <"$work_dir/acked.txt")
ids="$(cut -d' ' -f1 "$work_dir/acked.txt" | paste -sd,)"
keys="$(cut -d' ' -f2 "$work_dir/acked.txt" | paste -sd,)"
found="$(pg_psql "$new_primary" -c "SELECT count(*) FROM operations WHERE workspace_id = 'demo' AND id = ANY('{$ids}'::uuid[])")"
[[ "$found" == "$acked" ]] || fail "$acked operations acknowledged, $found of them on the new primary"
once="$(pg_psql "$new_primary" -c "SELECT count(*) FROM operations WHERE workspace_id = 'demo' AND idempotency_key = ANY('{$keys}'::text[])")"
[[ "$once" == "$acked" ]] || fail "$acked idempotency keys acknowledged, $once operations with them on the new primary"
gaps="$(pg_psql "$new_primary" -c "SELECT count(*) = max(position) AND max(position) = (SELECT head_position FROM workspaces WHERE id = 'demo') FROM events WHERE workspace_id = 'demo'")"
[[ "$gaps" == t ]] || fail "positions on the new primary are not gap-free"
# The two-host URL: the command finds the host that accepts writes now (the promoted standby).
DATABASE_URL="$(pg_url_with_user "$NODES_DATABASE_URL" postgres)" "$GEOJOURNAL_BIN" verify --workspace demo >"$work_dir/verify.log" 2>&1 ||
  { cat "$work_dir/verify.log"; fail "verify on the new primary"; }
head="$(pg_psql "$new_primary" -c "SELECT head_position FROM workspaces WHERE id = 'demo'")"
log "$acked acknowledged operations on the new primary, each key once; positions 1..$head gap-free; verify clean"

# ---------------------------------------------------------------- the nodes were not restarted
for node in "A $NODE_A_URL $NODE_A_PID" "B $NODE_B_URL $NODE_B_PID"; do
  read -r name url pid <<<"$node"
  [[ "$(cat "/proc/$pid/comm" 2>/dev/null)" == geojournal ]] || fail "node $name (pid $pid) is not running"
  metrics="$(curl -fsS --max-time 10 -H "Authorization: Bearer $TOKEN" "$url/metrics")"
  switches="$(sed -n 's/^geojournal_primary_switches_total //p' <<<"$metrics")"
  accepts="$(sed -n 's/^geojournal_primary_accepts_writes //p' <<<"$metrics")"
  [[ "$switches" == 1 && "$accepts" == 1 ]] || fail "node $name: $switches switches of primary, accepts writes $accepts (1 and 1 due)"
done
log "nodes A and B followed the promotion without a restart (same pids, one switch each)"
log "PASS in $((SECONDS - started)) s"
