#!/usr/bin/env bash
# The same history in GeoJournal and in what PostGIS users pick instead, 10,000 events: the
# short setting of the benchmark section bench_years (Benchmarks/bench/years.py).
#
#  - a seeded history (1,000 features, then attribute updates, moves, deletes and adds in
#    operations of 1-500 features) is written to GeoJournal over /v1 edits and, in the same
#    transactions, to a PostGIS table under `periods` system versioning (postgresql-15-periods)
#    and, when PGMEMENTO_DIR names the files of pgMemento's release v0.7.4, to one audited by
#    pgMemento (not packaged by Debian or PyPI: without PGMEMENTO_DIR this test says so and
#    compares GeoJournal, periods and the generator's model);
#  - at six moments the state of both layers (every feature's attributes and geometry) and a bbox
#    page of points are the same in every system and in the model; a diff between two moments
#    names the same features as the model; ten features have as many versions in each system.
#
# Needs GEOJOURNAL_BIN, GEOJOURNAL_TEST_DATABASE_URL, GEOJOURNAL_TEST_SERVICE_URL
# (Deploy/test.sh sets them). Works in two databases of the test cluster (GeoJournal's and the
# peers'), dropped at the end. Bounded: a fixed history, every request has a time limit.
set -euo pipefail

root="$(cd "$(dirname "$0")/../.." && pwd)"
# shellcheck source=Tests/scripts/lib/service_test.sh
source "$root/Tests/scripts/lib/service_test.sh"
service_test history_peers historypeers
peers_url="$(pg_url_with_database "$GEOJOURNAL_TEST_DATABASE_URL" "${database}_peers")"
cleanup_last() {
  pg_psql "$(pg_url_with_database "$GEOJOURNAL_TEST_DATABASE_URL" postgres)" \
    -c "DROP DATABASE IF EXISTS \"${database}_peers\" WITH (FORCE)" >/dev/null 2>&1
}

events="${HISTORY_PEERS_EVENTS:-10000}"

start_service history-peers
pg_ensure_database "$peers_url"

if [[ -n "${PGMEMENTO_DIR:-}" ]]; then
  log "pgMemento from $PGMEMENTO_DIR"
else
  log "pgMemento: PGMEMENTO_DIR is not set (Debian and PyPI do not package it); GeoJournal and periods are compared"
fi

log "writing $events events to every system and comparing them"
cd "$root/Benchmarks"
PYTHONDONTWRITEBYTECODE=1 timeout 500 python3 -c 'import sys; from bench.years import check_main; sys.exit(check_main(sys.argv[1:]))' --base-url "$base_url" --token "$token" \
  --psql "$PG_BIN/psql" --peers-url "$peers_url" --events "$events" --features 1000 ||
  fail "the systems disagree (or the history could not be written)"
log "PASS"
