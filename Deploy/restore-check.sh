#!/usr/bin/env bash
# Checks a restored GeoJournal database, and says which position of each line it checked up to:
#
#   DATABASE_URL=postgres://... bash Deploy/restore-check.sh [--expect WORKSPACE=POSITION]... [--no-projections]
#
#  1. `geojournal verify`: every line's hash chain (DEFAULT's and each version's) recomputed;
#  2. every line's positions are 1..head with no gap and nothing past the head;
#  3. `geojournal verify-projections` (unless --no-projections): the projections equal a rebuild
#     from the events;
#  4. with --expect WORKSPACE=POSITION (repeatable): that line's head is at least POSITION (the
#     last position you know was acknowledged before the backup, from a `GeoJournal-Position`
#     answer or the source's `workspaces` table).
# Prints one line per line of the journal, `<line> head <position> at <time>`, then
# `restore-check: ok`; exits non-zero at the first check that fails.
# Environment: DATABASE_URL (a role that may read every table: the owner); GEOJOURNAL_BIN (the
# executable, default `geojournal` on the PATH); PG_BIN (PostgreSQL's programs, for psql).
set -euo pipefail

: "${DATABASE_URL:?set DATABASE_URL to the restored database (its owner)}"
bin="${GEOJOURNAL_BIN:-geojournal}"
psql_bin="${PG_BIN:-/usr/lib/postgresql/15/bin}/psql"
[[ -x "$psql_bin" ]] || psql_bin=psql
projections=1
expects=()
while (($#)); do
  case "$1" in
    --expect) expects+=("$2"); shift 2 ;;
    --no-projections) projections=0; shift ;;
    -h | --help) sed -n '2,/^set -euo/{/^set -euo/d;s/^# \{0,1\}//p}' "$0"; exit 0 ;;
    *) echo "restore-check.sh: unknown argument $1" >&2; exit 2 ;;
  esac
done
die() { echo "restore-check: FAIL: $*" >&2; exit 1; }
sql() { "$psql_bin" "$DATABASE_URL" -X -q -A -t -F ' ' -v ON_ERROR_STOP=1 -c "$1"; }

"$bin" verify || die "geojournal verify found a broken chain"

# Gap-free: per line, the events are exactly the positions 1..head.
gaps="$(sql "SELECT w.id, w.head_position, count(e.position), coalesce(max(e.position), 0)
  FROM workspaces w LEFT JOIN events e ON e.workspace_id = w.id
  GROUP BY w.id, w.head_position
  HAVING count(e.position) <> w.head_position OR coalesce(max(e.position), 0) <> w.head_position")"
[[ -z "$gaps" ]] || die "positions with gaps or past the head (line, head, events, last): $gaps"

if ((projections)); then
  "$bin" verify-projections || die "the projections differ from a rebuild from the events"
fi

for expect in "${expects[@]+"${expects[@]}"}"; do
  [[ "$expect" =~ ^([^=]+)=([0-9]+)$ ]] || die "--expect takes WORKSPACE=POSITION, not $expect"
  head="$(sql "SELECT head_position FROM workspaces WHERE id = '${BASH_REMATCH[1]//\'/\'\'}'")"
  [[ -n "$head" ]] || die "no line ${BASH_REMATCH[1]} in the restored database"
  ((head >= BASH_REMATCH[2])) || die "${BASH_REMATCH[1]} ends at position $head, before the expected ${BASH_REMATCH[2]}"
done

sql "SELECT id || ' head ' || head_position || ' at ' || to_char(head_time AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS.US\"Z\"')
  FROM workspaces ORDER BY id"
echo "restore-check: ok"
