#!/usr/bin/env bash
# Makes a fixture of LegacyJournalMigrationTests with a `geojournal` binary of the 0076 layout
# (commit 4a68df0: events carrying their changes beside the versions' rows): a throwaway cluster, a
# seeded history written through its API (make.py), the answers it gave (answers.json) and a dump
# of the database (journal.sql, INSERT statements so a test can replay it through one connection).
# The binary migrates with the Schema of its own commit: GEOJOURNAL_SCHEMA_DIR names it.
#   GEOJOURNAL_BIN=/old/geojournal GEOJOURNAL_SCHEMA_DIR=/old/Schema bash Fixtures/legacy-0076/make.sh
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
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
python3 "$here/make.py" "http://127.0.0.1:$port" "$token" "$here/answers.json"
kill $pid; wait $pid || true
# The journal's tables only: tokens and the logins' passwords stay out.
pg_as_owner pg_dump --inserts --exclude-table-data=tokens "$url" >"$here/journal.sql"
echo "make.sh: $(wc -c <"$here/journal.sql") bytes of dump"
