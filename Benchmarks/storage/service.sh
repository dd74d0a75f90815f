#!/usr/bin/env bash
# The probe's workload through GeoJournal itself: 50,000 points added (operations of 1,000), then
# 150,000 updates in operations of at most 50 (half an attribute, half a move; the same seed as
# probe.sql's shape, not its values), written with `geojournal edits` (the batch path /v1 edits
# land through) into a database of its own; prints the growth of the database per update version
# after VACUUM ANALYZE + CHECKPOINT, and where it is. Run it with two binaries to compare layouts:
#   PGURL=postgres://postgres@127.0.0.1:PORT GEOJOURNAL_BIN=.build/release/geojournal bash Benchmarks/storage/service.sh [db]
# (GEOJOURNAL_SCHEMA_DIR names the Schema of a binary built elsewhere. The service's login role is
# one per cluster: GEOJOURNAL_SERVICE_PASSWORD keeps the password it has, for a cluster that other
# databases' services and tests log in to; without it the probe gives the role a new one.)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
cd "$here/../.."
source Deploy/postgres.sh
: "${PGURL:?set PGURL to a superuser URL without a database}"
: "${GEOJOURNAL_BIN:?set GEOJOURNAL_BIN}"
db="${1:-probe_service}"
work="$(mktemp -d /var/tmp/gj-storage.XXXXXX)"; chmod 755 "$work"
pid=""
trap '[[ -n "$pid" ]] && kill "$pid" 2>/dev/null; rm -rf "$work"' EXIT
psql "$PGURL/postgres" -XAtqc "DROP DATABASE IF EXISTS $db WITH (FORCE)" -c "CREATE DATABASE $db"
url="$PGURL/$db"
DATABASE_URL="$url" "$GEOJOURNAL_BIN" migrate >/dev/null
password="${GEOJOURNAL_SERVICE_PASSWORD:-$(pg_random_password)}"
pg_ensure_service_login "$url" "$password" >/dev/null
service="$(pg_url_with_user "$url" "$GEOJOURNAL_LOGIN_ROLE" "$password")"
token="$(DATABASE_URL="$url" "$GEOJOURNAL_BIN" token create --role admin --actor probe)"
port="$(pg_free_port)"
DATABASE_URL="$service" "$GEOJOURNAL_BIN" serve --hostname 127.0.0.1 --port "$port" >"$work/serve.log" 2>&1 &
pid=$!
for _ in $(seq 1 300); do curl -fsS -o /dev/null "http://127.0.0.1:$port/health" 2>/dev/null && break; sleep 0.2; done
api() { curl -fsS -X "$1" -H "Authorization: Bearer $token" -H 'Content-Type: application/json' "http://127.0.0.1:$port$2" ${3:+--data "$3"} >/dev/null; }
api POST /v1/workspaces '{"id":"probe"}'
api PUT /v1/workspaces/probe/layers/Points '{"geometryType":"Point","srid":4326,"fields":[{"name":"n","type":"integer"},{"name":"label","type":"string","length":24}]}'
kill "$pid"; wait "$pid" 2>/dev/null || true; pid=""
python3 - "$work" <<'PY'
import json, random, sys, uuid
work = sys.argv[1]
rng = random.Random(7)
ids = [str(uuid.UUID(int=rng.getrandbits(128), version=4)) for _ in range(50000)]
def pt(): return {"type": "Point", "coordinates": [round(5 + rng.random() * 10, 7), round(45 + rng.random() * 10, 7)]}
with open(f"{work}/adds.jsonl", "w") as f:
    for k in range(0, 50000, 1000):
        adds = [{"id": ids[i], "attributes": {"n": rng.randrange(10**6), "label": f"p{i}"}, "geometry": pt()} for i in range(k, k + 1000)]
        f.write(json.dumps({"edits": [{"layer": "Points", "adds": adds}]}, separators=(",", ":")) + "\n")
n = 0
with open(f"{work}/updates.jsonl", "w") as f:
    while n < 150000:
        picked = list(dict.fromkeys(rng.randrange(50000) for _ in range(50)))[:min(50, 150000 - n)]
        ups = [({"id": ids[i], "attributes": {"n": rng.randrange(10**6)}} if rng.random() < 0.5 else {"id": ids[i], "geometry": pt()}) for i in picked]
        f.write(json.dumps({"edits": [{"layer": "Points", "updates": ups}]}, separators=(",", ":")) + "\n")
        n += len(ups)
PY
DATABASE_URL="$service" "$GEOJOURNAL_BIN" edits --workspace probe --actor probe "$work/adds.jsonl" >/dev/null
psql "$url" -XAtq -c "VACUUM ANALYZE" -c "CHECKPOINT"
s0=$(psql "$url" -XAtc "SELECT pg_database_size(current_database())")
t0=$(date +%s.%N)
DATABASE_URL="$service" "$GEOJOURNAL_BIN" edits --workspace probe --actor probe "$work/updates.jsonl" >/dev/null
t1=$(date +%s.%N)
psql "$url" -XAtq -c "VACUUM ANALYZE" -c "CHECKPOINT"
s1=$(psql "$url" -XAtc "SELECT pg_database_size(current_database())")
n=$(psql "$url" -XAtc "SELECT count(*) FROM events WHERE workspace_id = 'probe' AND type = 'featureUpdated'")
echo "$db: $(( (s1 - s0) / n )) B per update version ($n updates, $(echo "$t1 - $t0" | bc) s)"
psql "$url" -XAtc "SELECT c.relname, pg_size_pretty(pg_relation_size(c.oid)) FROM pg_class c WHERE c.relkind IN ('r','i') AND c.relnamespace = 'public'::regnamespace AND pg_relation_size(c.oid) > 1048576 ORDER BY pg_relation_size(c.oid) DESC" | sed 's/^/    /'
