#!/bin/bash
# Bytes per stored update version of candidate layouts beside periods (plain SQL; see probe.sql).
#   PGURL=postgres://postgres@127.0.0.1:PORT bash probe.sh [layouts...]
set -eu
here="$(cd "$(dirname "$0")" && pwd)"
: "${PGURL:?set PGURL to a superuser URL without a database}"
for layout in "${@:-periods onerow_jsonb onerow_typed insertonly_jsonb insertonly_typed onerow_hot_typed lean_two_typed gj_now gj_slim gj_target gj_target_dedup gj_target_brin gj_target_lean gj_identity}"; do for L in $layout; do
  db="probe_$L"
  psql "$PGURL/postgres" -XAtqc "DROP DATABASE IF EXISTS $db WITH (FORCE)" -c "CREATE DATABASE $db"
  psql "$PGURL/$db" -XAtq -f "$here/probe.sql" >/dev/null
  psql "$PGURL/$db" -XAtq -v layout="$L" -f "$here/layouts.sql" >/dev/null
  seedsize=$(psql "$PGURL/$db" -XAtc "SELECT pg_total_relation_size('seed') + pg_total_relation_size('ups')")
  psql "$PGURL/$db" -XAtq -c "VACUUM ANALYZE" -c "CHECKPOINT"
  s0=$(psql "$PGURL/$db" -XAtc "SELECT pg_database_size(current_database())")
  n=$(psql "$PGURL/$db" -XAtc "SELECT count(*) FROM ups")
  t0=$(date +%s.%N)
  psql "$PGURL/$db" -XAtq -c "DO \$\$ BEGIN FOR c IN 0..2999 LOOP CALL apply(c); COMMIT; END LOOP; END \$\$"
  t1=$(date +%s.%N)
  psql "$PGURL/$db" -XAtq -c "VACUUM ANALYZE" -c "CHECKPOINT"
  s1=$(psql "$PGURL/$db" -XAtc "SELECT pg_database_size(current_database())")
  echo "$L: $(( (s1 - s0) / n )) B per update version ($n updates, $(echo "$t1 - $t0" | bc) s)"
  psql "$PGURL/$db" -XAtc "SELECT relname, pg_size_pretty(pg_total_relation_size(oid)) FROM pg_class WHERE relkind IN ('r','i') AND relnamespace = 'public'::regnamespace AND relname NOT IN ('seed','ups') ORDER BY pg_total_relation_size(oid) DESC" | sed 's/^/    /'
done; done
