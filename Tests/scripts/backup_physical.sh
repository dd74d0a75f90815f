#!/usr/bin/env bash
# Backup test: a physical base backup with WAL archiving, taken while writers run, restored twice.
#
# A durable PostgreSQL cluster of its own (fsync and synchronous_commit on) archives its WAL
# (`archive_mode`, `archive_command`) and records commit times (`track_commit_timestamp`);
# `geojournal serve` takes one-feature edits from three writers, each with its own
# Idempotency-Key, and every acknowledged operation is written down with the time it was
# acknowledged. While they write, `pg_basebackup -X stream -c fast` takes a base backup; the
# writers go on, a target time is taken from PostgreSQL's clock, they go on past it, then stop.
# It passes when
#   1. the base backup, started in a fresh cluster as it is (docs/backup-restore.md, "Restore a
#      base backup"): `Deploy/restore-check.sh` passes (`geojournal verify`, positions gap-free,
#      `verify-projections`); every operation acknowledged before the backup ended (its history
#      file's STOP TIME, less a second for the time between the stop position and that stamp) is
#      there; and the layer read as of the restored head equals the source's read as of that
#      position, feature for feature;
#   2. the base backup recovered from the archive to the target time (`recovery_target_time`,
#      promoted): `Deploy/restore-check.sh` passes; its operations are exactly the source's whose
#      transactions committed at or before the target time, so it ends at the last operation
#      committed before that time, and operations committed after it exist on the source; the
#      layer as of that head equals the source's.
#
# Needs GEOJOURNAL_BIN (Deploy/test.sh sets it), PostgreSQL 15's pg_basebackup, curl, jq.
# Every wait has a deadline.
set -euo pipefail

: "${GEOJOURNAL_BIN:?set by Deploy/test.sh}"
root="$(cd "$(dirname "$0")/../.." && pwd)"
# shellcheck source=Deploy/postgres.sh
source "$root/Deploy/postgres.sh"

work_dir="$(mktemp -d "${TMPDIR:-/var/tmp}/geojournal-backup-physical.XXXXXX")"
chmod 755 "$work_dir"
pg_dir="$work_dir/pg" # everything the postgres OS user writes: clusters, the base backup, the archive
mkdir -p "$pg_dir/archive"
((EUID == 0)) && chown -R "$PG_OS_USER:" "$pg_dir"
source_dir="$pg_dir/source"
restored_dir="$pg_dir/restored"
recovered_dir="$pg_dir/recovered"
server_pid=""
writer_pids=()
started=$SECONDS

log() { echo "backup_physical: $*"; }
fail() {
  log "FAIL: $*"
  exit 1
}
# shellcheck disable=SC2317  # called by the EXIT trap
cleanup() {
  local status=$? pid dir
  touch "$work_dir/stop"
  for pid in "${writer_pids[@]+"${writer_pids[@]}"}" $server_pid; do kill -KILL "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
  if ((status != 0)); then
    [[ -s "$work_dir/server.log" ]] && { log "last lines of the server log:"; tail -n 20 "$work_dir/server.log" | sed 's/^/    /'; }
    for dir in "$source_dir" "$restored_dir" "$recovered_dir"; do
      [[ -s "$dir/postgres.log" ]] && { log "last lines of $(basename "$dir")'s PostgreSQL log:"; tail -n 12 "$dir/postgres.log" | sed 's/^/    /'; }
    done
  fi
  for dir in "$recovered_dir" "$restored_dir" "$source_dir"; do pg_cluster_stop "$dir" >/dev/null 2>&1 || true; done
  rm -rf "$work_dir"
}
trap cleanup EXIT

now_us() { echo "${EPOCHREALTIME//[.,]/}"; }
# until_true SECONDS WHAT COMMAND...: runs COMMAND until it succeeds, failing after SECONDS.
until_true() {
  local limit="$1" what="$2" deadline
  shift 2
  deadline=$(($(now_us) + limit * 1000000))
  until "$@"; do
    (($(now_us) < deadline)) || fail "$what: not within $limit s"
    sleep 0.1
  done
}
sql() { pg_psql "$1" -c "$2"; }
acked() { cat "$work_dir"/acked.* 2>/dev/null | wc -l; }
acked_at_least() { (($(acked) >= $1)); }

# ---------------------------------------------------------------- the source, archiving its WAL
pg_cluster_init "$source_dir" --mode durable >/dev/null
pg_as_owner tee -a "$source_dir/pgdata/geojournal.conf" >/dev/null <<EOF
# backup_physical.sh: WAL archiving and commit times
wal_level = replica
archive_mode = on
archive_command = 'test ! -f $pg_dir/archive/%f && cp %p $pg_dir/archive/%f'
track_commit_timestamp = on
EOF
echo "host replication all 127.0.0.1/32 trust" | pg_as_owner tee -a "$source_dir/pgdata/pg_hba.conf" >/dev/null
pg_cluster_start "$source_dir" >/dev/null
source_url="$(pg_cluster_url "$source_dir" geojournal)"
pg_ensure_database "$source_url"
DATABASE_URL="$source_url" "$GEOJOURNAL_BIN" migrate >"$work_dir/migrate.log" 2>&1 || { cat "$work_dir/migrate.log"; fail "geojournal migrate"; }
password="$(pg_random_password)"
pg_ensure_service_login "$source_url" "$password"
token="$(DATABASE_URL="$source_url" "$GEOJOURNAL_BIN" token create --role admin --actor backup 2>/dev/null)"
port="$(pg_free_port)"
base_url="http://127.0.0.1:$port"
DATABASE_URL="$(pg_url_with_user "$source_url" "$GEOJOURNAL_LOGIN_ROLE" "$password")" "$GEOJOURNAL_BIN" serve \
  --hostname 127.0.0.1 --port "$port" >"$work_dir/server.log" 2>&1 &
server_pid=$!
healthy() { kill -0 "$server_pid" 2>/dev/null || fail "geojournal serve exited"; curl -fsS -o /dev/null --max-time 2 "$base_url/health" 2>/dev/null; }
until_true 60 "geojournal serve healthy" healthy
call() { curl -fsS --max-time 30 -H "Authorization: Bearer $token" -H 'Content-Type: application/json' "$@"; }
call -o /dev/null "$base_url/v1/workspaces" -d '{"id": "backup"}' || fail "create the workspace"
call -o /dev/null -X PUT "$base_url/v1/workspaces/backup/layers/Points" \
  -d '{"geometryType": "Point", "srid": 3857, "fields": [{"name": "N", "type": "integer", "nullable": false}]}' || fail "create the layer"

# ---------------------------------------------------------------- writers
# writer N: one-feature operations until told to stop; "operation-id last-position acked-µs" per 200.
writer() {
  local number="$1" k=0 response
  while [[ ! -e "$work_dir/stop" ]]; do
    k=$((k + 1))
    response="$(curl -sS --max-time 30 -H "Authorization: Bearer $token" -H 'Content-Type: application/json' \
      -H "Idempotency-Key: writer-$number-$k" \
      -d "{\"edits\": [{\"layer\": \"Points\", \"adds\": [{\"attributes\": {\"N\": $((number * 1000000 + k))}, \"geometry\": {\"type\": \"Point\", \"coordinates\": [$k, $number]}}]}]}" \
      "$base_url/v1/workspaces/backup/edits" 2>/dev/null)" || continue
    jq -r --arg t "$(now_us)" '"\(.operation.id) \(.operation.lastPosition) \($t)"' <<<"$response" >>"$work_dir/acked.$number" 2>/dev/null || true
  done
}
for w in 1 2 3; do
  writer "$w" &
  writer_pids+=($!)
done
until_true 90 "100 acknowledged operations before the backup" acked_at_least 100

# ---------------------------------------------------------------- the base backup, under load
log "pg_basebackup after $(acked) acknowledged operations"
pg_as_owner "$PG_BIN/pg_basebackup" -d "$(pg_cluster_url "$source_dir" postgres)" -D "$pg_dir/base" \
  -X stream -c fast -l "backup_physical" >"$work_dir/basebackup.log" 2>&1 || { cat "$work_dir/basebackup.log"; fail "pg_basebackup"; }
during=$(acked)
until_true 60 "30 more acknowledged operations after the backup" acked_at_least $((during + 30))
target="$(sql "$source_url" "SELECT clock_timestamp()")"
at_target=$(acked)
until_true 60 "20 more acknowledged operations after the target time" acked_at_least $((at_target + 20))
touch "$work_dir/stop"
for pid in "${writer_pids[@]}"; do wait "$pid" || true; done
writer_pids=()
cat "$work_dir"/acked.* | sort -k2,2n >"$work_dir/acked"
log "writers stopped: $(acked) operations acknowledged; $during when the backup was done; target time $target"

# The backup's end: its history file in the archive (STOP TIME, whole seconds).
history_file() { compgen -G "$pg_dir/archive/*.backup" >/dev/null; }
until_true 30 "the backup history file archived" history_file
stop_time="$(sed -n 's/^STOP TIME: //p' "$pg_dir"/archive/*.backup | head -n 1)"
stop_us=$(($(date -d "$stop_time" +%s) * 1000000))
awk -v limit=$((stop_us - 1000000)) '$3 < limit { print $1 }' "$work_dir/acked" | sort >"$work_dir/acked_before_backup_end"
before_end=$(wc -l <"$work_dir/acked_before_backup_end")
((before_end >= 20)) || fail "only $before_end operations acknowledged before the backup's end ($stop_time): the writers did not run under the backup"
min_head="$(awk -v limit=$((stop_us - 1000000)) '$3 < limit && $2 > m { m = $2 } END { print m + 0 }' "$work_dir/acked")"

# ---------------------------------------------------------------- the layer, as of a position
export_layer() { # URL POSITION OUTPUT
  DATABASE_URL="$1" "$GEOJOURNAL_BIN" export --workspace backup --layer Points --as-of "$2" --format geojsonseq 2>/dev/null | sort >"$3" ||
    fail "geojournal export as of $2"
}
# prepare_restore DIR: the base backup copied into a fresh cluster folder on a free port, not archiving.
prepare_restore() {
  local dir="$1" new_port
  new_port="$(pg_free_port)"
  pg_as_owner mkdir -p "$dir"
  pg_as_owner cp -a "$pg_dir/base" "$dir/pgdata"
  pg_as_owner mkdir -p "$dir/run"
  pg_as_owner touch "$dir/postgres.log"
  pg_as_owner sed -i -e "s/^port = .*/port = $new_port/" -e "s|^unix_socket_directories = .*|unix_socket_directories = ''|" \
    -e "s/^archive_mode = on/archive_mode = off/" "$dir/pgdata/geojournal.conf"
}

# ---------------------------------------------------------------- 1. the base backup as it is
prepare_restore "$restored_dir"
pg_cluster_start "$restored_dir" >/dev/null
restored_url="$(pg_cluster_url "$restored_dir" geojournal)"
DATABASE_URL="$restored_url" GEOJOURNAL_BIN="$GEOJOURNAL_BIN" bash "$root/Deploy/restore-check.sh" --expect "backup=$min_head" \
  >"$work_dir/check1.log" 2>&1 || { cat "$work_dir/check1.log"; fail "restore-check of the base backup"; }
restored_head="$(sql "$restored_url" "SELECT head_position FROM workspaces WHERE id = 'backup'")"
sql "$restored_url" "SELECT id FROM operations WHERE workspace_id = 'backup'" | sort >"$work_dir/restored_ops"
missing=$(comm -23 "$work_dir/acked_before_backup_end" "$work_dir/restored_ops" | wc -l)
((missing == 0)) || fail "$missing operations acknowledged before the backup's end are missing from the restored base backup"
export_layer "$source_url" "$restored_head" "$work_dir/source_at_restored_head"
export_layer "$restored_url" "$restored_head" "$work_dir/restored_at_head"
cmp -s "$work_dir/source_at_restored_head" "$work_dir/restored_at_head" ||
  fail "the layer as of $restored_head differs between the source and the restored base backup"
log "base backup restored: head $restored_head (the source's now $(sql "$source_url" "SELECT head_position FROM workspaces WHERE id = 'backup'")); verify, gap-free and projections ok; all $before_end operations acknowledged before its end ($stop_time) are there; $(wc -l <"$work_dir/restored_at_head") features as of $restored_head equal the source's"
pg_cluster_stop "$restored_dir" >/dev/null

# ---------------------------------------------------------------- 2. point-in-time recovery
# The archive must hold the WAL past the target: switch to a new segment and wait until it is archived.
segment="$(sql "$(pg_cluster_url "$source_dir" postgres)" "SELECT pg_walfile_name(pg_switch_wal())")"
archived() { [[ -e "$pg_dir/archive/$segment" ]]; }
until_true 30 "WAL segment $segment archived" archived
prepare_restore "$recovered_dir"
pg_as_owner tee -a "$recovered_dir/pgdata/geojournal.conf" >/dev/null <<EOF
# backup_physical.sh: point-in-time recovery
restore_command = 'cp $pg_dir/archive/%f %p'
recovery_target_time = '$target'
recovery_target_action = 'promote'
EOF
pg_as_owner touch "$recovered_dir/pgdata/recovery.signal"
pg_cluster_start "$recovered_dir" >/dev/null
recovered_url="$(pg_cluster_url "$recovered_dir" geojournal)"
promoted() { [[ "$(sql "$recovered_url" "SELECT pg_is_in_recovery()" 2>/dev/null)" == f ]]; }
until_true 60 "the recovered cluster promoted at the target time" promoted
DATABASE_URL="$recovered_url" GEOJOURNAL_BIN="$GEOJOURNAL_BIN" bash "$root/Deploy/restore-check.sh" \
  >"$work_dir/check2.log" 2>&1 || { cat "$work_dir/check2.log"; fail "restore-check after point-in-time recovery"; }

sql "$source_url" "SELECT id FROM operations WHERE workspace_id = 'backup' AND pg_xact_commit_timestamp(xmin) <= '$target'" | sort >"$work_dir/source_ops_to_target"
sql "$source_url" "SELECT count(*) FROM operations WHERE workspace_id = 'backup' AND pg_xact_commit_timestamp(xmin) > '$target'" >"$work_dir/after_target"
sql "$recovered_url" "SELECT id FROM operations WHERE workspace_id = 'backup'" | sort >"$work_dir/recovered_ops"
(($(cat "$work_dir/after_target") > 0)) || fail "no operation committed after the target time: the recovery proves nothing"
cmp -s "$work_dir/source_ops_to_target" "$work_dir/recovered_ops" ||
  fail "the recovered operations ($(wc -l <"$work_dir/recovered_ops")) are not the source's committed by $target ($(wc -l <"$work_dir/source_ops_to_target"))"
expected_head="$(sql "$source_url" "SELECT max(last_position) FROM operations WHERE workspace_id = 'backup' AND pg_xact_commit_timestamp(xmin) <= '$target'")"
recovered_head="$(sql "$recovered_url" "SELECT head_position FROM workspaces WHERE id = 'backup'")"
((recovered_head == expected_head)) || fail "recovered to position $recovered_head, not $expected_head (the last operation committed by $target)"
export_layer "$source_url" "$recovered_head" "$work_dir/source_at_target"
export_layer "$recovered_url" "$recovered_head" "$work_dir/recovered_at_head"
cmp -s "$work_dir/source_at_target" "$work_dir/recovered_at_head" ||
  fail "the layer as of $recovered_head differs between the source and the recovered cluster"
log "recovered to $target: head $recovered_head, the last operation committed before it ($(cat "$work_dir/after_target") committed after it are not there); verify, gap-free and projections ok; $(wc -l <"$work_dir/recovered_at_head") features equal the source's as of $recovered_head"
log "passed in $((SECONDS - started)) s"
