#!/usr/bin/env bash
# Makes the fixture of LegacyJournalMigrationTests with a `geojournal` binary of the 0040 layout
# (commit 617a3ca): a throwaway cluster, a seeded history written through its API (make.py), the
# answers it gave (answers.json) and a dump of the database (journal.sql, INSERT statements so a
# test can replay it through one connection).
#   GEOJOURNAL_BIN=/path/to/old/geojournal bash Fixtures/legacy-0040/make.sh
# Fixtures/legacy-0076/make.sh runs it for its own folder: GEOJOURNAL_FIXTURE_DIR (where the
# answers and the dump go) and GEOJOURNAL_FIXTURE_SEED (the history's seed, default 40).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
out="${GEOJOURNAL_FIXTURE_DIR:-$here}"
cd "$here/../.."
source Deploy/postgres.sh
work="$(mktemp -d /var/tmp/gj-legacy.XXXXXX)"; chmod 755 "$work"
trap 'kill $pid 2>/dev/null || true; pg_cluster_stop "$work/cluster" || true; rm -rf "$work"' EXIT
pg_cluster_init "$work/cluster" --mode test
pg_cluster_start "$work/cluster"
url="$(pg_cluster_url "$work/cluster" legacy)"
pg_ensure_database "$url"
DATABASE_URL="$url" "$GEOJOURNAL_BIN" migrate >/dev/null
password="$(pg_random_password)"
pg_ensure_service_login "$url" "$password"
token="$(DATABASE_URL="$url" "$GEOJOURNAL_BIN" token create --role admin --actor fixture)"
port="$(pg_free_port)"
DATABASE_URL="$(pg_url_with_user "$url" "$GEOJOURNAL_LOGIN_ROLE" "$password")" "$GEOJOURNAL_BIN" serve --hostname 127.0.0.1 --port "$port" >"$work/serve.log" 2>&1 &
pid=$!
until curl -fsS -o /dev/null 2>/dev/null "http://127.0.0.1:$port/health"; do sleep 0.2; done
python3 "$here/make.py" "http://127.0.0.1:$port" "$token" "$out/answers.json" "${GEOJOURNAL_FIXTURE_SEED:-40}"
kill $pid; wait $pid || true
# The journal's tables only: tokens and the logins' passwords stay out.
pg_as_owner pg_dump --inserts --exclude-table-data=tokens "$url" >"$out/journal.sql"
echo "make.sh: $(wc -c <"$out/journal.sql") bytes of dump"
