#!/usr/bin/env bash
# GeoJournal benchmarks: `bash Benchmarks/run.sh [--readme]`
#
# Builds the release binary, starts a durable PostgreSQL cluster (fsync on,
# synchronous_commit on) in a temporary folder, migrates, serves, and runs each
# benchmark section against that one cluster. Prints a markdown table and
# writes it to Benchmarks/results/latest.md; with --readme it also replaces the
# table between <!-- bench:start --> and <!-- bench:end --> in README.md.
#
# Sections (one function each; add new ones to `sections` at the bottom):
#   bench_edit_operations  edit operations/s over HTTP, one feature per operation,
#                          N concurrent connections (wrk), against plain single-row
#                          INSERT transactions of the same rows (pgbench)
#   bench_two_nodes        edit operations/s with two `serve` processes on one workspace, the
#                          connections split between them, against one process (>= 0.8x, none refused)
#   bench_bulk_operation   features/s for one operation of 1,000 features (curl),
#                          against one INSERT of 1,000 rows per transaction (pgbench)
#   bench_validation_share validation time (server-side, ?dryRun=true) of a 10,000-feature
#                          BirdNest operation with contingent values vs its whole append
#   bench_rebuild          events/s of `geojournal rebuild` of the bench_asof history
#                          (1,000,000 feature events; target 50,000/s)
#   bench_import           features/s of `geojournal import` of 1,000,000 points from GeoJSONSeq,
#                          end to end (process start to exit; target 50,000/s)
#   bench_collection_document  the OGC collection document of the import section's layer, server-side
#                          (< 5 ms; the ST_Extent + count scan it replaced beside it), and exact box
#                          queries against the index boxes alone (reported, no target)
#   bench_ogc_paging       features/s of GDAL (ogr2ogr, OAPIF driver) paging through a
#                          100,000-feature layer of the OGC API (target 20,000/s)
#   bench_geoservices      the GeoServices FeatureServer on its own 100,000-point layer: a 2,000-feature
#                          query page in Esri JSON against the OGC items page (server-side, <= 1.2x), GDAL
#                          ESRIJSON paging against GDAL OAPIF paging (>= 0.8x), applyEdits of one feature
#                          against the JSON API's edit operations (wrk, >= 0.9x)
#   bench_snap             server-side snap latency against 100,000 ten-vertex lines, against
#                          PostGIS kNN + ST_ClosestPoint timed inside PostgreSQL (median <= it, p99 < 1 ms)
#   bench_asof             a ~250-feature bbox page as of a past position on 1,000,000 feature
#                          versions, against the same bbox now (<= 1.5x) and a naive replay of
#                          the events inside PostgreSQL (>= 100x slower than the as-of read)
#   bench_network          a 1,000,000-edge generated tree: connected and downstream traces in memory
#                          against SciPy breadth_first_order (<= 1.5x) and pgr_breadthFirstSearch
#                          (>= 50x faster); incremental update (< 5 ms), full load (< 10 s),
#                          memory (< 200 B per edge); a ~10,000-element feeder trace over HTTP (< 50 ms),
#                          and the whole tree traced through UtilityNetworkServer/trace against /v1 (<= 1.3x)
#   bench_event_loops      /health max and p99 latency while a fresh serve loads the 1,000,000-edge tree's graph
#                          and while whole-tree traces run (max < 50 ms); with BENCH_EVENT_LOOPS_BEFORE_BIN, an
#                          earlier build measured the same way in the same run, as the baseline
#   bench_undo             undo and redo of a 100-feature operation over HTTP (< 50 ms each)
#   bench_views            the layer views as an editor role writes them: ogr2ogr -append of 100,000 points
#                          from a GeoPackage (>= 10,000 features/s; geojournal import of the same points
#                          beside it; every row arrived, chain intact), and one UPDATE of one attribute
#                          through the view (pgbench, median < 5 ms; the same /v1 edit beside it)
#   bench_console          the web console in headless Chromium (Selenium): the first view of the sample
#                          workspace (< 1 s) and one-position steps of the time slider on about 10,000
#                          features (< 200 ms), both timed in the browser with the Performance API
#   bench_cluster          Deploy/cluster.sh's layout: the standby's lag under the edit load (p50/p99 in
#                          positions and ms, from node B's /metrics), and as-of reads/s through nginx over
#                          two nodes (node B's reads on the standby) against one node on the primary
#
# Before each section the database is vacuumed and analyzed and a checkpoint is taken (untimed),
# so a section does not pay for the maintenance an earlier section's writes left behind.
#
# Environment (defaults in brackets):
#   BENCH_DURATION [15]       seconds per measured run
#   BENCH_ROUNDS [3]          rounds of the edit and bulk sections (GeoJournal and its baseline in turns)
#   BENCH_WARMUP [3]          seconds of unmeasured warm-up before each run
#   BENCH_CONNECTIONS [8]     concurrent HTTP connections / pgbench clients
#   BENCH_BULK_FEATURES [1000] features in one bulk operation
#   BENCH_BULK_REPEATS [20]   bulk operations posted one after another, per round
#   BENCH_IMPORT_FEATURES [1000000] points in the import file
#   BENCH_PAGING_FEATURES [100000] features in the layer GDAL pages through
#   BENCH_PAGE_SIZE [10000]   OGC items per page GDAL asks for
#   BENCH_SECTIONS [all]      space-separated section functions to run
#   BENCH_SNAP_LINES [100000] lines (ten vertices each) in the snap layer
#   BENCH_VIEW_FEATURES [100000] points ogr2ogr appends to a layer view (and geojournal imports beside it)
#   BENCH_VIEW_OGR_GT [1000]  ogr2ogr -gt (features per transaction, each one operation) of the view load
#   BENCH_VIEW_OGR_COPY [YES] PG_USE_COPY of the view load (NO: one INSERT per feature)
#   BENCH_CONSOLE_EDGES [8000] lines of the sample network whose ~10,000 features the slider steps through
#   GEOJOURNAL_BIN            use this binary instead of building the release one
set -euo pipefail

cd "$(dirname "$0")/.."
root="$(pwd)"
# shellcheck source=Deploy/postgres.sh
source Deploy/postgres.sh

duration="${BENCH_DURATION:-15}"
rounds="${BENCH_ROUNDS:-3}"
warmup="${BENCH_WARMUP:-3}"
connections="${BENCH_CONNECTIONS:-8}"
bulk_features="${BENCH_BULK_FEATURES:-1000}"
bulk_repeats="${BENCH_BULK_REPEATS:-20}"
update_readme=0
[[ "${1:-}" == "--readme" ]] && update_readme=1

step() { printf '\n==> %s\n' "$*" >&2; }
die() { echo "bench: error: $*" >&2; exit 1; }

# ---------------------------------------------------------------- results table

rows=()
# add_row METRIC GEOJOURNAL BASELINE RATIO TARGET
add_row() { rows+=("| $1 | $2 | $3 | $4 | $5 |"); }

# Formatting helpers (awk does the floating point).
fmt_int() { awk -v x="$1" 'BEGIN { printf "%.0f\n", x }' | sed ':a; s/\B[0-9]\{3\}\>/,&/; ta'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0) printf "%.2f", a / b; else print "n/a" }'; }
at_least() { awk -v a="$1" -v b="$2" 'BEGIN { exit !(a >= b) }'; }
verdict() { if at_least "$1" "$2"; then echo "met"; else echo "**missed**"; fi; }
# The median of the numbers given (the mean of the middle two for an even count).
median() { printf '%s\n' "$@" | sort -g | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else printf "%.2f\n", (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
# record_round RATE BASELINE: one round of a section measured in turns with its baseline, added to
# the calling section's rates, baselines and ratios arrays (the round's ratio is ${ratios[-1]}).
record_round() {
  rates+=("$1")
  baselines+=("$2")
  ratios+=("$(ratio "$1" "$2")")
}

# ---------------------------------------------------------------- setup and teardown

work_dir=""
cluster_dir=""
server_pid=""
second_pid=""

# shellcheck disable=SC2317  # called by the EXIT trap
cleanup() {
  local status=$?
  if [[ -n "${gj_cluster_dir:-}" && -f "$gj_cluster_dir/cluster.env" ]]; then bash Deploy/cluster.sh stop --dir "$gj_cluster_dir" >/dev/null 2>&1 || true; fi
  if [[ -n "${second_pid:-}" ]]; then
    kill -TERM "$second_pid" 2>/dev/null || true
    wait "$second_pid" 2>/dev/null || true
  fi
  if [[ -n "$server_pid" ]]; then
    kill -TERM "$server_pid" 2>/dev/null || true
    for _ in $(seq 1 100); do
      kill -0 "$server_pid" 2>/dev/null || break
      sleep 0.1
    done
    kill -KILL "$server_pid" 2>/dev/null || true
    wait "$server_pid" 2>/dev/null || true
  fi
  if ((status != 0)) && [[ -n "$work_dir" && -s "$work_dir/server.log" ]]; then
    echo "bench: last lines of the server log:" >&2
    tail -n 30 "$work_dir/server.log" >&2
  fi
  if [[ -n "$cluster_dir" ]]; then pg_cluster_stop "$cluster_dir" 2>/dev/null || true; fi
  if [[ -n "$work_dir" ]]; then rm -rf "$work_dir"; fi
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# api METHOD PATH [BODY]: prints the HTTP status; the body goes to $work_dir/response.
api() {
  local method="$1" path="$2" body="${3:-}"
  local args=(-sS --max-time 60 -o "$work_dir/response" -w '%{http_code}' -X "$method"
    -H "Authorization: Bearer $token" "$base_url$path")
  [[ -n "$body" ]] && args+=(-H 'Content-Type: application/json' --data-binary "$body")
  local code
  # -w prints 000 itself when there is no response; keep the status either way.
  code="$(curl "${args[@]}")" || true
  echo "${code:-000}"
}

setup() {
  step "System packages"
  bash Deploy/install-packages.sh --bench >&2

  if [[ -n "${GEOJOURNAL_BIN:-}" ]]; then
    bin="$GEOJOURNAL_BIN" # a quick check of a section with another build; numbers only count in release
  else
    step "Build (release)"
    swift build -c release >&2
    bin="$(swift build -c release --show-bin-path)/geojournal"
  fi
  [[ -x "$bin" ]] || die "no executable at $bin"

  step "Durable PostgreSQL cluster"
  work_dir="$(mktemp -d /var/tmp/geojournal-bench.XXXXXX)"
  chmod 755 "$work_dir" # the postgres user traverses it to its cluster
  cluster_dir="$work_dir/cluster"
  pg_cluster_init "$cluster_dir" --mode durable
  pg_cluster_start "$cluster_dir"
  owner_url="$(pg_cluster_url "$cluster_dir" geojournal_bench)"
  baseline_url="$(pg_cluster_url "$cluster_dir" baseline)"
  pg_ensure_database "$owner_url"
  DATABASE_URL="$owner_url" "$bin" migrate >&2
  local password
  password="$(pg_random_password)"
  pg_ensure_service_login "$owner_url" "$password"
  service_url="$(pg_url_with_user "$owner_url" "$GEOJOURNAL_LOGIN_ROLE" "$password")"
  token="$(DATABASE_URL="$owner_url" "$bin" token create --role admin --actor bench)"

  step "geojournal serve (release)"
  local port
  port="$(pg_free_port)"
  base_url="http://127.0.0.1:$port"
  # LOG_LEVEL=warning: request logging would measure the terminal, not the journal.
  LOG_LEVEL="${LOG_LEVEL:-warning}" DATABASE_URL="$service_url" "$bin" serve --hostname 127.0.0.1 --port "$port" >"$work_dir/server.log" 2>&1 &
  server_pid=$!
  for _ in $(seq 1 300); do
    kill -0 "$server_pid" 2>/dev/null || die "geojournal serve exited during startup"
    curl -fsS -o /dev/null --max-time 2 "$base_url/health" 2>/dev/null && break
    sleep 0.2
  done
  curl -fsS -o /dev/null --max-time 2 "$base_url/health" || die "geojournal serve not healthy after 60 s"

  local status
  status="$(api POST /v1/workspaces '{"id":"bench"}')"
  [[ "$status" == 201 || "$status" == 200 ]] || die "create workspace: HTTP $status $(cat "$work_dir/response")"
  status="$(api PUT /v1/workspaces/bench/layers/Points \
    '{"geometryType":"Point","srid":3857,"fields":[{"name":"N","type":"integer","nullable":false}]}')"
  [[ "$status" == 201 || "$status" == 200 ]] || die "create layer: HTTP $status $(cat "$work_dir/response")"

  # The baseline: the same kind of row (a PostGIS point and jsonb attributes,
  # GiST-indexed) in a plain table of its own database on the same cluster.
  pg_ensure_database "$baseline_url"
  pg_psql "$baseline_url" <<'SQL'
SET client_min_messages = warning;
CREATE EXTENSION IF NOT EXISTS postgis;
CREATE TABLE IF NOT EXISTS baseline_features (
    id         uuid PRIMARY KEY,
    layer      text NOT NULL,
    geom       geometry(Point, 3857) NOT NULL,
    attributes jsonb NOT NULL,
    version    integer NOT NULL,
    position   bigint NOT NULL
);
CREATE INDEX IF NOT EXISTS baseline_features_geom ON baseline_features USING gist (geom);
SQL
}

# pgbench_tps SCRIPT OPTIONS...: runs pgbench on the baseline database, prints tps.
pgbench_tps() {
  local script="$1"
  shift
  "$PG_BIN/pgbench" -n -h 127.0.0.1 -p "$(pg_cluster_port "$cluster_dir")" -U postgres \
    -f "$script" "$@" baseline >"$work_dir/pgbench.out" 2>&1 ||
    { cat "$work_dir/pgbench.out" >&2; die "pgbench failed"; }
  sed -n 's/^tps = \([0-9.]*\).*/\1/p' "$work_dir/pgbench.out" | head -n 1
}

# ---------------------------------------------------------------- sections

# write_wrk_script FILE CONTENT_TYPE: a wrk script of the edit sections around the request() and
# response() functions given on standard input (with any helpers they use): threads numbered (the
# global `number`), POST with the token as a bearer header, counters `ok` and `other`, and at the
# end one line: GJ ok= other= errors= seconds= p50_ms= p99_ms=.
write_wrk_script() {
  local file="$1" content_type="$2"
  {
    cat <<'LUA'
local threads = {}
local counter = 0

function setup(thread)
  thread:set("number", #threads + 1)
  table.insert(threads, thread)
end

function init(args)
  ok, other = 0, 0
  wrk.method = "POST"
LUA
    printf '  wrk.headers["Content-Type"] = "%s"\n' "$content_type"
    cat <<'LUA'
  wrk.headers["Authorization"] = "Bearer " .. os.getenv("GJ_TOKEN")
end

LUA
    cat
    cat <<'LUA'

function done(summary, latency, requests)
  local total_ok, total_other = 0, 0
  for _, thread in ipairs(threads) do
    total_ok = total_ok + thread:get("ok")
    total_other = total_other + thread:get("other")
  end
  io.write(string.format("GJ ok=%d other=%d errors=%d seconds=%.3f p50_ms=%.1f p99_ms=%.1f\n",
    total_ok, total_other,
    summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout,
    summary.duration / 1e6, latency:percentile(50) / 1000, latency:percentile(99) / 1000))
end
LUA
  } >"$file"
}

# write_edit_lua: $work_dir/edit.lua, the wrk script of the edit sections. Every request adds one
# point; only 200 responses count.
write_edit_lua() {
  write_wrk_script "$work_dir/edit.lua" application/json <<'LUA'
function request()
  counter = counter + 1
  local n = number * 10000000 + counter
  local body = string.format(
    '{"edits":[{"layer":"Points","adds":[{"attributes":{"N":%d},"geometry":{"type":"Point","coordinates":[%d,%d]}}]}]}',
    n, n % 100000, math.floor(n / 100000))
  return wrk.format(nil, "/v1/workspaces/bench/edits", nil, body)
end

function response(status, headers, body)
  if status == 200 then ok = ok + 1 else other = other + 1 end
end
LUA
}

bench_edit_operations() {
  step "Edit operations/s: HTTP, 1 feature per operation, $connections connections, ${duration} s"
  write_edit_lua
  cat >"$work_dir/insert.sql" <<'SQL'
\set n random(1, 1000000000)
INSERT INTO baseline_features (id, layer, geom, attributes, version, position)
VALUES (gen_random_uuid(), 'Points', ST_SetSRID(ST_MakePoint(:n % 100000, :n / 100000), 3857),
        jsonb_build_object('N', :n), 1, :n);
SQL
  local threads=$((connections < 2 ? connections : 2))
  if ((warmup > 0)); then
    GJ_TOKEN="$token" wrk -t "$threads" -c "$connections" -d "${warmup}s" --timeout 10s \
      -s "$work_dir/edit.lua" "$base_url" >/dev/null
    pgbench_tps "$work_dir/insert.sql" -c "$connections" -j "$threads" -T "$warmup" >/dev/null
  fi
  # The machine's speed drifts within minutes: the two are measured in turns, and each figure
  # is the median of its rounds (the ratio, the median of the rounds' ratios).
  local round rates=() baselines=() ratios=()
  for ((round = 1; round <= rounds; round++)); do
    step "Round $round of $rounds: GeoJournal (wrk), then single-row INSERT transactions (pgbench), $connections clients, ${duration} s each"
    GJ_TOKEN="$token" wrk -t "$threads" -c "$connections" -d "${duration}s" --timeout 10s \
      -s "$work_dir/edit.lua" "$base_url" >"$work_dir/wrk.out"
    local line ok other errors seconds p50 p99
    line="$(grep '^GJ ' "$work_dir/wrk.out")" || { cat "$work_dir/wrk.out" >&2; die "wrk printed no result"; }
    read -r ok other errors seconds p50 p99 < <(sed 's/[a-z0-9_]*=//g; s/^GJ //' <<<"$line")
    ((ok > 0)) || die "no edit operation succeeded: $(head -c 500 "$work_dir/wrk.out")"
    local rate baseline
    rate="$(awk -v n="$ok" -v s="$seconds" 'BEGIN { printf "%.1f", n / s }')"
    baseline="$(pgbench_tps "$work_dir/insert.sql" -c "$connections" -j "$threads" -T "$duration")"
    record_round "$rate" "$baseline"
    echo "round $round: geojournal $ok operations acknowledged (200), $other other responses, $errors socket errors in $seconds s" \
      "($rate/s; latency p50 $p50 ms, p99 $p99 ms); baseline $baseline transactions/s; ratio ${ratios[-1]}" >&2
  done

  local r rounds_note=""
  r="$(median "${ratios[@]}")"
  ((rounds > 1)) && rounds_note="; median of $rounds rounds, ratios $(IFS=/; echo "${ratios[*]}")"
  add_row "Edit operations/s (1 feature each, $connections connections$rounds_note)" \
    "$(fmt_int "$(median "${rates[@]}")")" "$(fmt_int "$(median "${baselines[@]}")") single-row INSERT tx/s" "$r" \
    "≥ 0.50 of baseline: $(verdict "$r" 0.50)"
}

# start_second_node: a second `geojournal serve` on the same database (second_url, second_pid).
start_second_node() {
  local port
  port="$(pg_free_port)"
  second_url="http://127.0.0.1:$port"
  LOG_LEVEL="${LOG_LEVEL:-warning}" DATABASE_URL="$service_url" "$bin" serve --hostname 127.0.0.1 --port "$port" >"$work_dir/second.log" 2>&1 &
  second_pid=$!
  for _ in $(seq 1 300); do
    kill -0 "$second_pid" 2>/dev/null || die "the second geojournal serve exited during startup"
    curl -fsS -o /dev/null --max-time 2 "$second_url/health" 2>/dev/null && return 0
    sleep 0.2
  done
  die "the second geojournal serve is not healthy after 60 s"
}

# wrk_edits URL CONNECTIONS OUT: one measured wrk run of edit.lua; its GJ line goes to OUT.
wrk_edits() {
  local threads=$(($2 < 2 ? $2 : 2))
  GJ_TOKEN="$token" wrk -t "$threads" -c "$2" -d "${duration}s" --timeout 10s -s "$work_dir/edit.lua" "$1" >"$3.raw"
  grep '^GJ ' "$3.raw" | sed 's/[a-z0-9_]*=//g; s/^GJ //' >"$3" || { cat "$3.raw" >&2; die "wrk printed no result"; }
}

bench_two_nodes() {
  step "Edit operations/s with two serve processes on one workspace ($connections connections split between them) against one process"
  write_edit_lua
  start_second_node
  local half=$((connections / 2)) round rates=() baselines=() ratios=() refused=0
  ((half >= 1)) || die "BENCH_CONNECTIONS must be at least 2 for the two-node section"
  if ((warmup > 0)); then
    GJ_TOKEN="$token" wrk -t 2 -c "$connections" -d "${warmup}s" --timeout 10s -s "$work_dir/edit.lua" "$second_url" >/dev/null
  fi
  for ((round = 1; round <= rounds; round++)); do
    step "Round $round of $rounds: two nodes ($half + $half connections), then one node ($connections connections), ${duration} s each"
    wrk_edits "$base_url" "$half" "$work_dir/two-a" &
    local a=$!
    wrk_edits "$second_url" "$half" "$work_dir/two-b"
    wait "$a"
    local ok_a other_a ok_b other_b seconds_a seconds_b one_ok one_other one_seconds rest
    read -r ok_a other_a rest seconds_a rest <"$work_dir/two-a"
    read -r ok_b other_b rest seconds_b rest <"$work_dir/two-b"
    wrk_edits "$base_url" "$connections" "$work_dir/one"
    read -r one_ok one_other rest one_seconds rest <"$work_dir/one"
    refused=$((refused + other_a + other_b + one_other))
    local rate baseline
    rate="$(awk -v a="$ok_a" -v b="$ok_b" -v s="$seconds_a" -v t="$seconds_b" 'BEGIN { printf "%.1f", a / s + b / t }')"
    baseline="$(awk -v n="$one_ok" -v s="$one_seconds" 'BEGIN { printf "%.1f", n / s }')"
    record_round "$rate" "$baseline"
    echo "round $round: two nodes $ok_a + $ok_b operations ($other_a + $other_b other answers), $rate/s; one node $one_ok ($one_other other answers), $baseline/s; ratio ${ratios[-1]}" >&2
  done
  kill -TERM "$second_pid" 2>/dev/null || true
  wait "$second_pid" 2>/dev/null || true
  second_pid=""
  ((refused == 0)) || die "$refused edits were refused (false conflicts) with two nodes writing"
  local r rounds_note=""
  r="$(median "${ratios[@]}")"
  ((rounds > 1)) && rounds_note="; median of $rounds rounds, ratios $(IFS=/; echo "${ratios[*]}")"
  add_row "Edit operations/s, two serve processes on one workspace ($half + $half connections, 0 refused$rounds_note)" \
    "$(fmt_int "$(median "${rates[@]}")")" "$(fmt_int "$(median "${baselines[@]}")") with one process ($connections connections)" "$r" \
    "≥ 0.80 of one process: $(verdict "$r" 0.80)"
}

bench_collection_document() {
  local samples=200
  step "OGC collection document of the $(fmt_int "${BENCH_IMPORT_FEATURES:-1000000}")-point layer of the import section, $samples requests"
  # Server-side time (Server-Timing: app;dur=) of the collection document, which reads the layer's
  # count and extent from the projection; the baseline is the scan it replaced (ST_Extent and
  # count over the layer), timed inside PostgreSQL.
  local url="$base_url/ogc/importbench/collections/Points" k times=()
  for ((k = 0; k < samples; k++)); do
    times+=("$(curl -sS --max-time 30 -o /dev/null -D - -H "Authorization: Bearer $token" "$url" |
      sed -n 's/^[Ss]erver-[Tt]iming: app;dur=\([0-9.]*\).*/\1/p' | tr -d '\r')")
  done
  local doc scan
  doc="$(median "${times[@]}")"
  scan="$(pg_psql "$owner_url" <<'SQL' | sed -n 's/^Time: \([0-9.]*\) ms.*/\1/p' | sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'
\timing on
SELECT count(*), ST_Extent(geom) FROM features WHERE workspace_id = 'importbench' AND layer = 'Points';
SELECT count(*), ST_Extent(geom) FROM features WHERE workspace_id = 'importbench' AND layer = 'Points';
SELECT count(*), ST_Extent(geom) FROM features WHERE workspace_id = 'importbench' AND layer = 'Points';
SQL
)"
  echo "collection document: median $doc ms server-side; the scan it replaced: $scan ms" >&2
  add_row "OGC collection document, ms server-side ($(fmt_int "${BENCH_IMPORT_FEATURES:-1000000}")-feature layer, median of $samples)" \
    "$doc" "$scan ms (ST_Extent + count scan)" "$(ratio "$doc" "$scan")" "< 5 ms: $(if awk -v a="$doc" 'BEGIN { exit !(a < 5) }'; then echo met; else echo "**missed**"; fi)"

  # Box queries: the exact filter (index candidates, then the exact test) against the index
  # comparison alone, on the same random 200 m boxes (about 400 of the layer's points on its 10 m
  # grid), as pgbench transactions in PostgreSQL.
  local box_sql exact_tps coarse_tps
  for kind in exact coarse; do
    if [[ "$kind" == exact ]]; then
      # The exact filter as the feature readers write it for a point layer (BoxFilter).
      box_sql="geom::geometry(Point,3857) && ST_MakeEnvelope(:x, :y, :x + 200, :y + 200, 3857) AND ST_X(geom::geometry(Point,3857)) BETWEEN :x AND :x + 200 AND ST_Y(geom::geometry(Point,3857)) BETWEEN :y AND :y + 200"
    else
      box_sql="geom::geometry(Point,3857) && ST_MakeEnvelope(:x, :y, :x + 200, :y + 200, 3857)"
    fi
    cat >"$work_dir/box-$kind.sql" <<SQL
\set x random(780000, 789800)
\set y random(6570000, 6579800)
SELECT id, attributes::text, geometry::text FROM features WHERE workspace_id = 'importbench' AND layer = 'Points' AND $box_sql;
SQL
  done
  local threads=2
  exact_tps="$("$PG_BIN/pgbench" -n -h 127.0.0.1 -p "$(pg_cluster_port "$cluster_dir")" -U postgres -f "$work_dir/box-exact.sql" -c 2 -j "$threads" -T "$duration" geojournal_bench 2>&1 | sed -n 's/^tps = \([0-9.]*\).*/\1/p')"
  coarse_tps="$("$PG_BIN/pgbench" -n -h 127.0.0.1 -p "$(pg_cluster_port "$cluster_dir")" -U postgres -f "$work_dir/box-coarse.sql" -c 2 -j "$threads" -T "$duration" geojournal_bench 2>&1 | sed -n 's/^tps = \([0-9.]*\).*/\1/p')"
  [[ -n "$exact_tps" && -n "$coarse_tps" ]] || die "pgbench of the box queries failed"
  local r
  r="$(ratio "$exact_tps" "$coarse_tps")"
  echo "box queries (about 400 points each): exact $exact_tps/s, index boxes alone $coarse_tps/s" >&2
  add_row "Box queries/s, exact filter (~400 of 1,000,000 points per 200 m box, in PostgreSQL)" "$(fmt_int "$exact_tps")" \
    "$(fmt_int "$coarse_tps") with the index boxes alone (not exact)" "$r" "— (the price of exactness per candidate, in PostgreSQL alone)"
}

bench_bulk_operation() {
  step "Features/s: one operation of $bulk_features features, $bulk_repeats times per round, $rounds rounds"
  jq -nc --argjson count "$bulk_features" '{edits: [{layer: "Points", adds: [range($count) as $i |
      {attributes: {N: $i}, geometry: {type: "Point", coordinates: [($i % 1000), ($i / 1000 | floor)]}}]}]}' \
    >"$work_dir/bulk.json"
  local post=(curl -sS --max-time 120 -o "$work_dir/bulk.response" -w '%{http_code} %{time_total}\n'
    -X POST -H "Authorization: Bearer $token" -H 'Content-Type: application/json'
    --data-binary "@$work_dir/bulk.json" "$base_url/v1/workspaces/bench/edits")
  "${post[@]}" >/dev/null # warm-up, not counted

  # Baseline: the same rows, one multi-row INSERT per transaction, one client.
  cat >"$work_dir/bulk_insert.sql" <<SQL
INSERT INTO baseline_features (id, layer, geom, attributes, version, position)
SELECT gen_random_uuid(), 'Points', ST_SetSRID(ST_MakePoint(i % 1000, i / 1000), 3857),
       jsonb_build_object('N', i), 1, i
FROM generate_series(1, $bulk_features) AS i;
SQL
  # A round is a few seconds, and the machine's speed drifts: as for the edit operations, the
  # two are measured in turns and each figure is the median of its rounds.
  local round rates=() baselines=() ratios=()
  for ((round = 1; round <= rounds; round++)); do
    local i code seconds ok=0 total=0
    for ((i = 1; i <= bulk_repeats; i++)); do
      read -r code seconds < <("${post[@]}")
      if [[ "$code" == 200 ]]; then
        ok=$((ok + 1))
        total="$(awk -v a="$total" -v b="$seconds" 'BEGIN { print a + b }')"
      else
        echo "bulk operation $i: HTTP $code $(head -c 300 "$work_dir/bulk.response")" >&2
      fi
    done
    ((ok > 0)) || die "no bulk operation succeeded"
    local rate baseline_tps baseline
    rate="$(awk -v n="$((ok * bulk_features))" -v s="$total" 'BEGIN { printf "%.1f", n / s }')"
    baseline_tps="$(pgbench_tps "$work_dir/bulk_insert.sql" -c 1 -t "$bulk_repeats")"
    baseline="$(awk -v t="$baseline_tps" -v n="$bulk_features" 'BEGIN { printf "%.1f", t * n }')"
    record_round "$rate" "$baseline"
    echo "round $round: geojournal $ok of $bulk_repeats operations of $bulk_features features in $total s ($rate features/s);" \
      "baseline $baseline rows/s; ratio ${ratios[-1]}" >&2
  done

  local geojournal_fps rounds_note=""
  geojournal_fps="$(median "${rates[@]}")"
  ((rounds > 1)) && rounds_note=" (median of $rounds rounds of $bulk_repeats, ratios $(IFS=/; echo "${ratios[*]}"))"
  add_row "Features/s in one $(fmt_int "$bulk_features")-feature operation$rounds_note" \
    "$(fmt_int "$geojournal_fps")" "$(fmt_int "$(median "${baselines[@]}")") rows/s (one INSERT of $(fmt_int "$bulk_features") rows per tx)" \
    "$(median "${ratios[@]}")" "≥ 20,000 features/s: $(verdict "$geojournal_fps" 20000)"
}

bench_validation_share() {
  local features="${BENCH_VALIDATION_FEATURES:-10000}" repeats="${BENCH_VALIDATION_REPEATS:-5}"
  step "Validation share: one operation of $features BirdNest features with contingent values, $repeats times"
  local status
  status="$(api PUT /v1/workspaces/bench/layers/BirdNest "$(cat Fixtures/BirdNest.json)")"
  [[ "$status" == 201 || "$status" == 200 ]] || die "create layer BirdNest: HTTP $status $(cat "$work_dir/response")"
  # Every feature passes the restrictive group; every 10th draws a non-restrictive warning.
  jq -nc --argjson count "$features" '{edits: [{layer: "BirdNest", adds: [range($count) as $i |
      {attributes: (if $i % 3 == 0 then {Status: 1, Protection: 2, BufferSize: (100 + $i % 400), Visits: (if $i % 10 == 0 then 0 else 1 + $i % 49 end)}
                    elif $i % 3 == 1 then {Status: 3, Protection: 1, BufferSize: null, Visits: ($i % 50), Species: "Pandion haliaetus"}
                    else {Status: 1, Protection: 3, BufferSize: (500 + $i % 500), Visits: (1 + $i % 49)} end),
       geometry: {type: "Point", coordinates: [($i % 1000), ($i / 1000 | floor)]}}]}]}' >"$work_dir/nests.json"
  local post=(curl -sS --max-time 120 -o "$work_dir/nests.response" -w '%{http_code} %{time_total}\n'
    -X POST -H "Authorization: Bearer $token" -H 'Content-Type: application/json' --data-binary "@$work_dir/nests.json")
  # Validation alone, measured by the server (?dryRun=true validates exactly as an append and writes nothing).
  local i code seconds validation=0 total=0
  "${post[@]}" "$base_url/v1/workspaces/bench/edits?dryRun=true" >/dev/null # warm-up
  for ((i = 1; i <= repeats; i++)); do
    read -r code seconds < <("${post[@]}" "$base_url/v1/workspaces/bench/edits?dryRun=true")
    [[ "$code" == 200 ]] || die "dry run: HTTP $code $(head -c 300 "$work_dir/nests.response")"
    validation="$(awk -v a="$validation" -v b="$(jq -r .validationSeconds "$work_dir/nests.response")" 'BEGIN { print a + b }')"
  done
  # The whole append of the same operation.
  for ((i = 1; i <= repeats; i++)); do
    read -r code seconds < <("${post[@]}" "$base_url/v1/workspaces/bench/edits")
    [[ "$code" == 200 ]] || die "append: HTTP $code $(head -c 300 "$work_dir/nests.response")"
    total="$(awk -v a="$total" -v b="$seconds" 'BEGIN { print a + b }')"
  done
  local validation_ms total_ms share
  validation_ms="$(awk -v s="$validation" -v n="$repeats" 'BEGIN { printf "%.1f", s * 1000 / n }')"
  total_ms="$(awk -v s="$total" -v n="$repeats" 'BEGIN { printf "%.1f", s * 1000 / n }')"
  share="$(awk -v v="$validation_ms" -v t="$total_ms" 'BEGIN { printf "%.3f", v / t }')"
  echo "geojournal: validation $validation_ms ms of a $total_ms ms append (mean of $repeats)" >&2
  add_row "Validation share of a $(fmt_int "$features")-feature operation (contingent values)" \
    "$validation_ms ms of $total_ms ms" "—" "$share" \
    "< 0.20 of append time: $(if awk -v s="$share" 'BEGIN { exit !(s < 0.20) }'; then echo met; else echo "**missed**"; fi)"
}

bench_rebuild() {
  ensure_history
  step "Rebuild: geojournal rebuild of the history workspace ($(fmt_int $((history_features * history_versions))) feature events)"
  DATABASE_URL="$owner_url" "$bin" rebuild --workspace history >"$work_dir/rebuild.out" 2>"$work_dir/rebuild.err" ||
    { cat "$work_dir/rebuild.err" >&2; die "geojournal rebuild failed"; }
  cat "$work_dir/rebuild.out" >&2
  local events rate
  events="$(sed -n 's/^rebuilt history: \([0-9]*\) events.*/\1/p' "$work_dir/rebuild.out")"
  rate="$(sed -n 's/.*(\([0-9]*\) events\/s).*/\1/p' "$work_dir/rebuild.out")"
  [[ -n "$rate" ]] || die "no rate in the rebuild output"
  DATABASE_URL="$owner_url" "$bin" verify-projections --workspace history >&2 || die "projections differ after the rebuild"
  add_row "Rebuild events/s ($(fmt_int "$events") events, fold + swap)" "$(fmt_int "$rate")" "—" \
    "$(ratio "$rate" 50000)" "≥ 50,000 events/s: $(verdict "$rate" 50000)"
}

# points_seq COUNT FILE: COUNT points as GeoJSONSeq (one Feature per line) in a 1000-wide grid.
points_seq() {
  awk -v n="$1" 'BEGIN { for (i = 0; i < n; i++) printf "{\"type\":\"Feature\",\"properties\":{\"N\":%d,\"NAME\":\"point %d\"},\"geometry\":{\"type\":\"Point\",\"coordinates\":[%d,%d]}}\n", i, i, 780000 + (i % 1000) * 10, 6570000 + int(i / 1000) * 10 }' >"$2"
}

# points_layer WORKSPACE: a new workspace with an empty Points layer (N integer, NAME string), the
# layer of the import sections.
points_layer() {
  local ws="$1" status
  status="$(api POST /v1/workspaces "{\"id\":\"$ws\"}")"
  [[ "$status" == 201 ]] || die "create workspace $ws: HTTP $status $(cat "$work_dir/response")"
  status="$(api PUT "/v1/workspaces/$ws/layers/Points" \
    '{"geometryType":"Point","srid":3857,"fields":[{"name":"N","type":"integer","nullable":false},{"name":"NAME","type":"string","length":40}]}')"
  [[ "$status" == 201 ]] || die "create layer: HTTP $status $(cat "$work_dir/response")"
}

# import_layer WORKSPACE COUNT: a workspace with a Points layer holding COUNT imported points; prints the import's output.
import_layer() {
  local ws="$1" count="$2"
  points_layer "$ws"
  points_seq "$count" "$work_dir/points.geojsonl"
  # The import command alone is timed (process start to exit), into $work_dir/import.seconds.
  local started ended
  started="$(date +%s.%N)"
  DATABASE_URL="$service_url" LOG_LEVEL=warning "$bin" import --quiet --workspace "$ws" --layer Points "$work_dir/points.geojsonl" 2>"$work_dir/import.err" ||
    { cat "$work_dir/import.err" >&2; die "geojournal import failed"; }
  ended="$(date +%s.%N)"
  awk -v a="$started" -v b="$ended" 'BEGIN { printf "%.2f", b - a }' >"$work_dir/import.seconds"
}

bench_import() {
  local count="${BENCH_IMPORT_FEATURES:-1000000}"
  step "Import: $(fmt_int "$count") points from GeoJSONSeq with geojournal import"
  local seconds rate output
  # Creating the workspace and writing the input file are not timed; the whole import command is.
  output="$(import_layer importbench "$count")"
  echo "$output" >&2
  seconds="$(cat "$work_dir/import.seconds")"
  grep -q "^imported $count features" <<<"$output" || die "the import did not write $count features: $output"
  rate="$(awk -v n="$count" -v s="$seconds" 'BEGIN { printf "%.1f", n / s }')"
  echo "geojournal import: $count features in $seconds s" >&2
  add_row "Import features/s ($(fmt_int "$count") points, GeoJSONSeq, end to end)" "$(fmt_int "$rate")" "—" \
    "$(ratio "$rate" 50000)" "≥ 50,000 features/s: $(verdict "$rate" 50000)"
}

bench_ogc_paging() {
  local count="${BENCH_PAGING_FEATURES:-100000}" page="${BENCH_PAGE_SIZE:-10000}"
  step "OGC paging: GDAL reads a $(fmt_int "$count")-feature layer, $page items per page"
  import_layer pagebench "$count" >/dev/null
  echo "Authorization: Bearer $token" >"$work_dir/gdal.headers"
  local started ended seconds rate got
  started="$(date +%s.%N)"
  GDAL_HTTP_HEADER_FILE="$work_dir/gdal.headers" ogr2ogr -f GeoJSONSeq "$work_dir/paged.geojsonl" \
    "OAPIF:$base_url/ogc/pagebench" Points -oo PAGE_SIZE="$page" 2>"$work_dir/ogr2ogr.err" ||
    { cat "$work_dir/ogr2ogr.err" >&2; die "ogr2ogr over OAPIF failed"; }
  ended="$(date +%s.%N)"
  got="$(wc -l <"$work_dir/paged.geojsonl")"
  ((got == count)) || die "GDAL read $got features, expected $count"
  seconds="$(awk -v a="$started" -v b="$ended" 'BEGIN { printf "%.2f", b - a }')"
  rate="$(awk -v n="$count" -v s="$seconds" 'BEGIN { printf "%.1f", n / s }')"
  echo "ogr2ogr (OAPIF): $count features in $seconds s" >&2
  add_row "OGC items paged by GDAL, features/s ($(fmt_int "$count") features, $page per page)" "$(fmt_int "$rate")" "—" \
    "$(ratio "$rate" 20000)" "≥ 20,000 features/s: $(verdict "$rate" 20000)"
}

bench_geoservices() {
  local count="${BENCH_PAGING_FEATURES:-100000}" ws=gsbench page=2000
  local pages=$(((count - 1) / page < 20 ? (count - 1) / page : 20))
  ((pages >= 3)) || die "bench_geoservices needs BENCH_PAGING_FEATURES of at least 8,001 (full pages with a next one)"
  step "GeoServices: a $(fmt_int "$count")-point layer (workspace $ws, layer 0) read through query and OGC items, by GDAL, and edited with applyEdits"
  import_layer "$ws" "$count" >/dev/null
  settle # the freshly imported rows vacuumed and analyzed before anything reads them (untimed)
  local fs="/arcgis/rest/services/$ws/FeatureServer/0" status
  status="$(api GET "$fs?f=json")"
  [[ "$status" == 200 && "$(jq -r .name "$work_dir/response")" == Points ]] || die "$fs is not the Points layer: HTTP $status $(head -c 300 "$work_dir/response")"

  # 1. Server-side time (Server-Timing) of one 2,000-feature page: Esri JSON from query (outFields=*,
  # and the schema fields alone, which skip the edit-tracking lookups) against the OGC items page of
  # the same size in the layer's own CRS (no transform on either side). Distinct pages on both sides:
  # query by resultOffset 0, 2000, ...; items by following `next` from the first page. The OGC face
  # keeps the pages it serves and reads the next page of a paging client ahead: every items request
  # goes out with its own X-Forwarded-Host (part of the page cache's key, so no request is answered
  # from a kept or read-ahead page; the /metrics counter of kept pages checks it), every query request
  # with a parameter of its own (an unknown one, ignored, but part of the FeatureServer's page key),
  # and each request is followed by a pause, so a read-ahead never runs during a timed request. The three kinds go in
  # turns, page by page, after an untimed pass over the same pages.
  python3 - "$base_url" "$token" "$ws" "$pages" "$work_dir" <<'PY'
import http.client, json, re, sys, time, urllib.parse
base, token, ws, pages, out = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4]), sys.argv[5]
url = urllib.parse.urlparse(base)
conn = http.client.HTTPConnection(url.hostname, url.port, timeout=120)
def get(path, headers=None):
    conn.request("GET", path, headers={"Authorization": f"Bearer {token}", **(headers or {})})
    r = conn.getresponse()
    body = r.read()
    if r.status != 200:
        sys.exit(f"GET {path} answered {r.status}: {body[:300]!r}")
    m = re.search(r"dur=([0-9.]+)", r.getheader("Server-Timing", ""))
    if not m:
        sys.exit(f"GET {path}: no Server-Timing header")
    return float(m.group(1)), body
def kept_pages():
    _, body = get("/metrics")
    m = re.search(rb'geojournal_ogc_items_pages_total\{served="kept"\} ([0-9]+)', body)
    return int(m.group(1)) if m else 0
crs = urllib.parse.quote("http://www.opengis.net/def/crs/EPSG/0/3857", safe="")
first_items = f"/ogc/{ws}/collections/Points/items?limit=2000&crs={crs}"
fs = f"/arcgis/rest/services/{ws}/FeatureServer/0/query?where=1%3D1&resultRecordCount=2000&f=json"
kinds = {"esri": "outFields=*", "esri_schema": "outFields=N,NAME"}
def pause(ms):
    time.sleep(max(0.25, 4 * ms / 1000))
def run(label, record):
    items = first_items
    sizes = {"ogc": 0, "esri": 0, "esri_schema": 0}
    times = {"ogc": [], "esri": [], "esri_schema": []}
    for k in range(pages):
        ms, body = get(items, {"X-Forwarded-Host": f"{label}-{k}.bench.invalid"})
        fc = json.loads(body)
        if len(fc["features"]) != 2000:
            sys.exit(f"OGC page {k} has {len(fc['features'])} features")
        times["ogc"].append(ms); sizes["ogc"] += len(body)
        nxt = [l["href"] for l in fc["links"] if l["rel"] == "next"]
        if not nxt:
            sys.exit(f"OGC page {k} has no next link")
        link = urllib.parse.urlparse(nxt[0])
        items = link.path + "?" + link.query
        pause(ms)
        for kind, fields in kinds.items():
            # An unknown parameter of its own: the FeatureServer keeps pages and reads the next one
            # ahead too (its key is the request's parameters), so no timed page comes from there.
            ms, body = get(f"{fs}&{fields}&resultOffset={k * 2000}&bench={label}-{kind}-{k}")
            page = json.loads(body)
            if "error" in page or len(page["features"]) != 2000 or not page.get("exceededTransferLimit"):
                sys.exit(f"query {kind} page {k}: {body[:300]!r}")
            if kind == "esri_schema" and set(page["features"][0]["attributes"]) != {"OBJECTID", "N", "NAME"}:
                sys.exit(f"query {kind} answered the fields {sorted(page['features'][0]['attributes'])}")
            times[kind].append(ms); sizes[kind] += len(body)
            pause(ms)
    if record:
        for kind, values in times.items():
            with open(f"{out}/gs.{kind}.ms", "w") as f:
                f.write("".join(f"{v}\n" for v in values))
        print("bytes per page: " + ", ".join(f"{kind} {sizes[kind] // pages:,}" for kind in sizes), file=sys.stderr)
run("warm", False)
kept = kept_pages()
run("timed", True)
if kept_pages() != kept:
    sys.exit("an OGC items page was served from the page cache during the timed pass")
PY
  local ogc_ms esri_ms schema_ms
  ogc_ms="$(median $(cat "$work_dir/gs.ogc.ms"))"
  esri_ms="$(median $(cat "$work_dir/gs.esri.ms"))"
  schema_ms="$(median $(cat "$work_dir/gs.esri_schema.ms"))"
  echo "2,000-feature pages, server-side median of $pages: query outFields=* $esri_ms ms, query outFields=N,NAME $schema_ms ms, OGC items $ogc_ms ms" >&2
  local r
  r="$(ratio "$esri_ms" "$ogc_ms")"
  add_row "GeoServices \`query\` page of 2,000 features, Esri JSON, \`outFields=*\` (server-side median of $pages pages by resultOffset)" \
    "$esri_ms ms" "OGC \`items\` page, limit=2000 in the layer's CRS (by \`next\`, none served from the page cache): $ogc_ms ms" "$r" \
    "≤ 1.2x OGC: $(if awk -v a="$r" 'BEGIN { exit !(a <= 1.2) }'; then echo met; else echo "**missed**"; fi)"
  add_row "GeoServices \`query\` page, \`outFields=N,NAME\` (schema fields only: no edit-tracking lookups)" \
    "$schema_ms ms" "OGC \`items\` page: $ogc_ms ms" "$(ratio "$schema_ms" "$ogc_ms")" "—"

  # 2. GDAL paging through the whole layer: the ESRIJSON driver (pages by resultOffset, 2,000 per
  # page, the service's maxRecordCount) against the OAPIF driver with the same page size, in turns
  # (the order alternating by round), end to end (process start to exit). GDAL 3.6's OAPIF driver
  # asks for no crs, so the items come in CRS84 (transformed) while query answers in the layer's own.
  # The OGC face keeps the pages it served for 30 s while the workspace's head stays put: before
  # each GDAL run one point is added to another layer of the workspace (Ticks, layer 1), so no run
  # is answered with the pages an earlier run left (each run still has the read-ahead a first
  # reader gets).
  status="$(api PUT "/v1/workspaces/$ws/layers/Ticks" '{"geometryType":"Point","srid":3857,"fields":[{"name":"N","type":"integer"}]}')"
  [[ "$status" == 201 || "$status" == 200 ]] || die "create layer Ticks: HTTP $status $(cat "$work_dir/response")"
  echo "Authorization: Bearer $token" >"$work_dir/gdal.headers"
  local round rates=() baselines=() ratios=() kind started ended got esri_rate oapif_rate
  for ((round = 1; round <= rounds; round++)); do
    step "GDAL round $round of $rounds: ESRIJSON and OAPIF, $(fmt_int "$count") features, $page per page"
    for kind in $( ((round % 2)) && echo "esri oapif" || echo "oapif esri"); do
      rm -f "$work_dir/gdal.geojsonl"
      status="$(api POST "/v1/workspaces/$ws/edits" '{"edits":[{"layer":"Ticks","adds":[{"attributes":{"N":1},"geometry":{"type":"Point","coordinates":[0,0]}}]}]}')"
      [[ "$status" == 200 ]] || die "add to Ticks: HTTP $status $(head -c 300 "$work_dir/response")"
      started="$(date +%s.%N)"
      if [[ "$kind" == esri ]]; then
        GDAL_HTTP_HEADER_FILE="$work_dir/gdal.headers" ogr2ogr -f GeoJSONSeq "$work_dir/gdal.geojsonl" \
          "ESRIJSON:$base_url$fs/query?where=1%3D1&outFields=*&f=json" 2>"$work_dir/ogr2ogr.err" ||
          { cat "$work_dir/ogr2ogr.err" >&2; die "ogr2ogr over ESRIJSON failed"; }
      else
        GDAL_HTTP_HEADER_FILE="$work_dir/gdal.headers" ogr2ogr -f GeoJSONSeq "$work_dir/gdal.geojsonl" \
          "OAPIF:$base_url/ogc/$ws" Points -oo PAGE_SIZE="$page" 2>"$work_dir/ogr2ogr.err" ||
          { cat "$work_dir/ogr2ogr.err" >&2; die "ogr2ogr over OAPIF failed"; }
      fi
      ended="$(date +%s.%N)"
      got="$(wc -l <"$work_dir/gdal.geojsonl")"
      ((got == count)) || die "GDAL ($kind) read $got features, expected $count: $(tail -n 5 "$work_dir/ogr2ogr.err")"
      printf -v "${kind}_rate" '%s' "$(awk -v n="$count" -v a="$started" -v b="$ended" 'BEGIN { printf "%.1f", n / (b - a) }')"
    done
    record_round "$esri_rate" "$oapif_rate"
    echo "round $round: ESRIJSON $esri_rate features/s, OAPIF $oapif_rate features/s; ratio ${ratios[-1]}" >&2
  done
  r="$(median "${ratios[@]}")"
  add_row "GDAL paging features/s, ESRIJSON driver ($(fmt_int "$count") features, $page per page; median of $rounds rounds, ratios $(IFS=/; echo "${ratios[*]}"))" \
    "$(fmt_int "$(median "${rates[@]}")")" "$(fmt_int "$(median "${baselines[@]}")") with the OAPIF driver, $page per page" "$r" \
    "≥ 0.80 of OAPIF: $(verdict "$r" 0.80)"

  # 3. applyEdits adding one point per request (form body, token as a bearer header) to bench's
  # Points layer (layer 0), against the JSON API's edit operations of the same rows, with wrk as in
  # bench_edit_operations; in turns, the order alternating by round. Only answers whose every
  # result says success count.
  write_edit_lua
  write_wrk_script "$work_dir/applyedits.lua" application/x-www-form-urlencoded <<'LUA'
local function urlencode(s)
  return (s:gsub("[^%w%-%._~]", function(c) return string.format("%%%02X", string.byte(c)) end))
end

function request()
  counter = counter + 1
  local n = number * 10000000 + counter
  local adds = string.format('[{"geometry":{"x":%d,"y":%d},"attributes":{"N":%d}}]', n % 100000, math.floor(n / 100000), n)
  return wrk.format(nil, "/arcgis/rest/services/bench/FeatureServer/0/applyEdits", nil, "f=json&adds=" .. urlencode(adds))
end

function response(status, headers, body)
  if status == 200 and string.find(body, '"success":true', 1, true) and not string.find(body, '"success":false', 1, true) then
    ok = ok + 1
  else
    other = other + 1
  end
end
LUA
  status="$(api GET "/arcgis/rest/services/bench/FeatureServer/0?f=json")"
  [[ "$status" == 200 && "$(jq -r .name "$work_dir/response")" == Points ]] || die "bench's layer 0 is not Points: HTTP $status $(head -c 300 "$work_dir/response")"
  local threads=$((connections < 2 ? connections : 2)) edits_out=() one
  # One request by hand: the answer the script counts as a success.
  one="$(curl -sS --max-time 30 -H "Authorization: Bearer $token" --data-urlencode 'adds=[{"geometry":{"x":1,"y":2},"attributes":{"N":1}}]' \
    "$base_url/arcgis/rest/services/bench/FeatureServer/0/applyEdits?f=json")"
  grep -qF '"success":true' <<<"$one" || die "applyEdits did not succeed: $one"
  if ((warmup > 0)); then
    GJ_TOKEN="$token" wrk -t "$threads" -c "$connections" -d "${warmup}s" --timeout 10s -s "$work_dir/applyedits.lua" "$base_url" >/dev/null
    GJ_TOKEN="$token" wrk -t "$threads" -c "$connections" -d "${warmup}s" --timeout 10s -s "$work_dir/edit.lua" "$base_url" >/dev/null
  fi
  rates=() baselines=() ratios=()
  local ok other errors seconds rate baseline rest esri_p50 json_p50 esri_other
  for ((round = 1; round <= rounds; round++)); do
    step "Edit round $round of $rounds: applyEdits and the JSON API's edits (wrk), $connections connections, ${duration} s each"
    for kind in $( ((round % 2)) && echo "esri json" || echo "json esri"); do
      if [[ "$kind" == esri ]]; then
        GJ_TOKEN="$token" wrk -t "$threads" -c "$connections" -d "${duration}s" --timeout 10s -s "$work_dir/applyedits.lua" "$base_url" >"$work_dir/wrk.out"
        grep '^GJ ' "$work_dir/wrk.out" | sed 's/[a-z0-9_]*=//g; s/^GJ //' >"$work_dir/gs-esri" || { cat "$work_dir/wrk.out" >&2; die "wrk printed no result"; }
      else
        wrk_edits "$base_url" "$connections" "$work_dir/gs-json"
      fi
    done
    read -r ok other errors seconds esri_p50 rest <"$work_dir/gs-esri"
    ((ok > 0)) || die "no applyEdits request succeeded ($other other answers, $errors socket errors)"
    rate="$(awk -v n="$ok" -v s="$seconds" 'BEGIN { printf "%.1f", n / s }')"
    esri_other="$other"
    read -r ok other errors seconds json_p50 rest <"$work_dir/gs-json"
    ((ok > 0)) || die "no JSON API edit succeeded ($other other answers, $errors socket errors)"
    baseline="$(awk -v n="$ok" -v s="$seconds" 'BEGIN { printf "%.1f", n / s }')"
    record_round "$rate" "$baseline"
    echo "round $round: applyEdits $rate/s (p50 $esri_p50 ms, $esri_other not succeeded), JSON API edits $baseline/s (p50 $json_p50 ms, $other other answers); ratio ${ratios[-1]}" >&2
  done
  r="$(median "${ratios[@]}")"
  add_row "GeoServices \`applyEdits\` operations/s (1 feature each, $connections connections; median of $rounds rounds, ratios $(IFS=/; echo "${ratios[*]}"))" \
    "$(fmt_int "$(median "${rates[@]}")")" "$(fmt_int "$(median "${baselines[@]}")") JSON API edit operations/s" "$r" \
    "≥ 0.90 of the JSON API: $(verdict "$r" 0.90)"
}

# lines_seq COUNT FILE: COUNT ten-vertex zig-zag lines (about 280 m each) as GeoJSONSeq, on a 316-wide grid of 300 m cells.
lines_seq() {
  awk -v n="$1" 'BEGIN {
    for (i = 0; i < n; i++) {
      x0 = -9830000 + (i % 316) * 300; y0 = 5110000 + int(i / 316) * 300
      printf "{\"type\":\"Feature\",\"properties\":{\"N\":%d},\"geometry\":{\"type\":\"LineString\",\"coordinates\":[", i
      for (v = 0; v < 10; v++) printf "%s[%.2f,%.2f]", (v ? "," : ""), x0 + v * 30, y0 + (v % 2) * 25 + (i % 7)
      printf "]}}\n"
    }
  }' >"$2"
}

bench_snap() {
  local count="${BENCH_SNAP_LINES:-100000}" requests="${BENCH_SNAP_REQUESTS:-2000}" tolerance=20
  step "Snap: $requests requests against $(fmt_int "$count") ten-vertex lines ($(fmt_int $((count * 10))) vertices)"
  local status
  status="$(api POST /v1/workspaces '{"id":"snapbench"}')"
  [[ "$status" == 201 ]] || die "create workspace snapbench: HTTP $status $(cat "$work_dir/response")"
  status="$(api PUT /v1/workspaces/snapbench/layers/Lines \
    '{"geometryType":"LineString","srid":3857,"fields":[{"name":"N","type":"integer","nullable":false}]}')"
  [[ "$status" == 201 ]] || die "create layer Lines: HTTP $status $(cat "$work_dir/response")"
  lines_seq "$count" "$work_dir/lines.geojsonl"
  DATABASE_URL="$service_url" LOG_LEVEL=warning "$bin" import --quiet --workspace snapbench --layer Lines "$work_dir/lines.geojsonl" >&2 2>"$work_dir/import.err" ||
    { cat "$work_dir/import.err" >&2; die "geojournal import of the lines failed"; }
  # The same random points for both sides, inside the lines' extent.
  awk -v n="$requests" -v rows="$(((count + 315) / 316))" 'BEGIN { srand(7); for (i = 0; i < n; i++)
      printf "%.2f %.2f\n", -9830000 + rand() * 316 * 300, 5110000 + rand() * rows * 300 }' >"$work_dir/snap.points"

  # Both sides answer the same points in alternating rounds (GeoJournal, then PostGIS, a quarter
  # of the points each time), so a slower stretch of the shared machine (a checkpoint, autovacuum
  # after the earlier sections) falls on both. Each round starts with 50 unmeasured warm-up points.
  local rounds=4 round first last
  : >"$work_dir/snap.ms"
  pg_psql "$owner_url" -c "ANALYZE features" -c "CREATE TABLE snap_points (x float8, y float8, n serial)" \
    -c "\\copy snap_points (x, y) FROM '$work_dir/snap.points' WITH (DELIMITER ' ')" -c "CREATE TABLE snap_postgis_ms (ms float8)" >/dev/null
  for ((round = 0; round < rounds; round++)); do
    first=$((round * requests / rounds + 1))
    last=$(((round + 1) * requests / rounds))
    # GeoJournal: server-side time of each request (Server-Timing: app;dur=<ms>), one keep-alive connection.
    python3 - "$base_url" "$token" "$work_dir/snap.points" "$tolerance" "$first" "$last" >>"$work_dir/snap.ms" <<'PY'
import http.client, json, re, sys, time, urllib.parse
base, token, points, tolerance = sys.argv[1], sys.argv[2], sys.argv[3], float(sys.argv[4])
first, last = int(sys.argv[5]), int(sys.argv[6])
url = urllib.parse.urlparse(base)
conn = http.client.HTTPConnection(url.hostname, url.port, timeout=120)
headers = {"Authorization": f"Bearer {token}", "Content-Type": "application/json"}
def snap(x, y):
    body = json.dumps({"point": [x, y], "tolerance": tolerance, "sources": [{"layer": "Lines", "enabled": True}]})
    conn.request("POST", "/v1/workspaces/snapbench/snap", body=body, headers=headers)
    r = conn.getresponse()
    text = r.read()
    if r.status != 200:
        sys.exit(f"snap answered {r.status}: {text[:300]!r}")
    m = re.search(r"dur=([0-9.]+)", r.getheader("Server-Timing", ""))
    if not m:
        sys.exit("no Server-Timing header")
    return float(m.group(1)), json.loads(text)
coords = [tuple(map(float, line.split())) for line in open(points)][first - 1:last]
# Warm-up (the first request of the run also builds the layer's in-memory index).
for x, y in coords[:50]:
    snap(x, y)
snapped = 0
for x, y in coords:
    ms, answer = snap(x, y)
    snapped += answer.get("kind") != "none"
    print(ms)
print(f"points {first}..{last}: snapped {snapped} of {len(coords)}", file=sys.stderr)
PY
    # PostGIS: the nearest lines by the GiST index, then the closest point on the nearest one,
    # timed inside PostgreSQL for each of the same points (no client round trip on this side either).
    pg_psql "$owner_url" -c "
DO \$\$
DECLARE r record; g geometry; t0 timestamptz; hit geometry; k int := 0;
BEGIN
  FOR r IN (SELECT x, y, n, true AS warm FROM snap_points WHERE n BETWEEN $first AND $first + 49 ORDER BY n)
           UNION ALL (SELECT x, y, n, false FROM snap_points WHERE n BETWEEN $first AND $last ORDER BY n) LOOP
    t0 := clock_timestamp();
    g := ST_SetSRID(ST_MakePoint(r.x, r.y), 3857);
    -- The layer's typed view, as a GIS client would query it: its geometry is what the layer's
    -- spatial index holds, so the nearest line comes from a kNN index scan.
    SELECT ST_ClosestPoint(f.geom, g) INTO hit FROM gj_snapbench.\"Lines\" f
      ORDER BY f.geom <-> g LIMIT 1;
    IF ST_Distance(hit, g) > $tolerance THEN hit := NULL; END IF;
    IF NOT r.warm THEN
      INSERT INTO snap_postgis_ms VALUES (extract(epoch FROM clock_timestamp() - t0) * 1000);
    END IF;
  END LOOP;
END \$\$" >/dev/null
  done
  local ours_median ours_p99
  ours_median="$(sort -g "$work_dir/snap.ms" | awk '{ v[NR] = $1 } END { printf "%.3f", v[int((NR + 1) / 2)] }')"
  ours_p99="$(sort -g "$work_dir/snap.ms" | awk '{ v[NR] = $1 } END { i = int(NR * 0.99 + 0.5); if (i < 1) i = 1; printf "%.3f", v[i] }')"
  echo "geojournal snap: median $ours_median ms, p99 $ours_p99 ms (server-side, $(wc -l <"$work_dir/snap.ms") requests)" >&2
  pg_psql "$owner_url" -c "SELECT round(percentile_cont(0.5) WITHIN GROUP (ORDER BY ms)::numeric, 3), round(percentile_cont(0.99) WITHIN GROUP (ORDER BY ms)::numeric, 3) FROM snap_postgis_ms" \
    -c "DROP TABLE snap_points, snap_postgis_ms" >"$work_dir/postgis.ms"
  local base_median base_p99
  IFS='|' read -r base_median base_p99 < <(head -n 1 "$work_dir/postgis.ms")
  [[ -n "$base_p99" ]] || die "no PostGIS timings: $(cat "$work_dir/postgis.ms")"
  echo "PostGIS kNN + ST_ClosestPoint: median $base_median ms, p99 $base_p99 ms (inside PostgreSQL)" >&2
  local verdict_text=met
  awk -v a="$ours_median" -v b="$base_median" -v p="$ours_p99" 'BEGIN { exit !(a <= b && p < 1) }' || verdict_text="**missed**"
  add_row "Snap latency, $(fmt_int $((count * 10))) line vertices (server-side median / p99)" \
    "$ours_median / $ours_p99 ms" "PostGIS \`ORDER BY geom <-> p LIMIT 1\` + \`ST_ClosestPoint\`: $base_median / $base_p99 ms" \
    "$(ratio "$ours_median" "$base_median")" "median ≤ baseline and p99 < 1 ms: $verdict_text"
}

# ensure_history: the workspace "history" with BENCH_ASOF_FEATURES features of BENCH_ASOF_VERSIONS
# versions each, written once per run (bench_asof and bench_rebuild share it). Sets history_past
# (the position after half of the versions), history_versions and history_features.
history_past=""
ensure_history() {
  [[ -n "$history_past" ]] && return
  local features="${BENCH_ASOF_FEATURES:-100000}" versions="${BENCH_ASOF_VERSIONS:-10}" per=10000
  step "History: $(fmt_int "$features") features x $versions versions in operations of $(fmt_int "$per") features"
  local status
  status="$(api POST /v1/workspaces '{"id":"history"}')"
  [[ "$status" == 201 ]] || die "create workspace history: HTTP $status $(cat "$work_dir/response")"
  status="$(api PUT /v1/workspaces/history/layers/Points \
    '{"geometryType":"Point","srid":3857,"fields":[{"name":"N","type":"integer","nullable":false},{"name":"V","type":"integer"}]}')"
  [[ "$status" == 201 ]] || die "create layer: HTTP $status $(cat "$work_dir/response")"
  # Version 1 adds every feature on a 1000 x (features/1000) grid of 10 m cells; each later version
  # moves it by 1 m and changes V. Operations of $per features.
  local v start past=0
  for ((v = 1; v <= versions; v++)); do
    for ((start = 0; start < features; start += per)); do
      awk -v s="$start" -v n="$per" -v v="$v" -v total="$features" 'BEGIN {
        printf "{\"edits\":[{\"layer\":\"Points\",\"%s\":[", (v == 1 ? "adds" : "updates")
        for (i = s; i < s + n && i < total; i++) {
          printf "%s{\"id\":\"00000000-0000-4000-8000-%012d\",\"attributes\":{\"N\":%d,\"V\":%d},\"geometry\":{\"type\":\"Point\",\"coordinates\":[%d,%d]}}",
            (i > s ? "," : ""), i, i, v, 1000000 + (i % 1000) * 10 + v, 6000000 + int(i / 1000) * 10 + v
        }
        printf "]}]}\n"
      }' >"$work_dir/asof.json"
      status="$(api POST /v1/workspaces/history/edits "@$work_dir/asof.json")"
      [[ "$status" == 200 ]] || die "version $v: HTTP $status $(head -c 300 "$work_dir/response")"
    done
    # The past moment: after half of the versions.
    if ((v == versions / 2)); then past="$(jq -r .operation.lastPosition "$work_dir/response")"; fi
  done
  echo "history written: $(fmt_int $((features * versions))) versions; past position $past" >&2
  history_past="$past" history_versions="$versions" history_features="$features"
}

# ms_stats FILE: "median p99" of the numbers in FILE (one per line).
ms_stats() {
  sort -g "$1" | awk '{ v[NR] = $1 } END { i = int(NR * 0.99 + 0.5); if (i < 1) i = 1; printf "%.3f %.3f\n", v[int((NR + 1) / 2)], v[i] }'
}

bench_asof() {
  local requests="${BENCH_ASOF_REQUESTS:-300}"
  ensure_history
  local past="$history_past" versions="$history_versions" features="$history_features"
  step "As-of: ~250-feature bbox pages now and as of position $past"
  pg_psql "$owner_url" -c "ANALYZE" >/dev/null

  # The same random bboxes for every side: 25 x 10 cells, about 250 features.
  local grid_rows=$(((features + 999) / 1000))
  awk -v n="$requests" -v rows="$grid_rows" 'BEGIN { srand(11); for (i = 0; i < n; i++) {
      x = 1000000 + int(rand() * 975) * 10 - 5; y = 6000000 + int(rand() * (rows - 10)) * 10 - 5
      printf "%d %d %d %d\n", x, y, x + 250, y + 100 } }' >"$work_dir/asof.bboxes"

  # GeoJournal: server-side time of each features page (Server-Timing), now and as of the past position.
  python3 - "$base_url" "$token" "$work_dir/asof.bboxes" "$past" "$work_dir" $((versions / 2)) <<'PY'
import http.client, json, re, sys, urllib.parse
base, token, boxes, past, out, expected = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4], sys.argv[5], int(sys.argv[6])
url = urllib.parse.urlparse(base)
conn = http.client.HTTPConnection(url.hostname, url.port, timeout=120)
headers = {"Authorization": f"Bearer {token}"}
def page(box, as_of):
    q = f"bbox={','.join(box)}&limit=1000" + (f"&asOf={as_of}" if as_of else "")
    conn.request("GET", f"/v1/workspaces/history/layers/Points/features?{q}", headers=headers)
    r = conn.getresponse()
    text = r.read()
    if r.status != 200:
        sys.exit(f"features answered {r.status}: {text[:300]!r}")
    return float(re.search(r"dur=([0-9.]+)", r.getheader("Server-Timing", "")).group(1)), json.loads(text)
bboxes = [line.split() for line in open(boxes)]
for box in bboxes[:30]:   # warm-up
    page(box, None); page(box, past)
counts = {"now": 0, "past": 0}
with open(f"{out}/asof.now.ms", "w") as now, open(f"{out}/asof.past.ms", "w") as then:
    for box in bboxes:
        ms, fc = page(box, None); counts["now"] += len(fc["features"]); print(ms, file=now)
        ms, fc = page(box, past)
        counts["past"] += len(fc["features"]); print(ms, file=then)
        versions = {f["properties"]["V"] for f in fc["features"]}
        if versions - {expected}:
            sys.exit(f"an as-of page shows versions {versions}, expected only {expected}")
print(f"features per page: now {counts['now'] / len(bboxes):.0f}, past {counts['past'] / len(bboxes):.0f}", file=sys.stderr)
PY
  local now_median now_p99 past_median past_p99
  read -r now_median now_p99 < <(ms_stats "$work_dir/asof.now.ms")
  read -r past_median past_p99 < <(ms_stats "$work_dir/asof.past.ms")
  echo "bbox now: median $now_median ms, p99 $now_p99; as of $past: median $past_median ms, p99 $past_p99 (server-side)" >&2

  # Naive replay: what an event store without temporal projections does for the same question —
  # the events of the layer up to the position, the last state of each feature (its last event
  # says whether it was deleted, its last geometry where it was), then the bbox. Timed inside
  # PostgreSQL (no transfer to a client), for the first 5 bboxes.
  pg_psql "$owner_url" -c "CREATE TEMP TABLE b (x0 float8, y0 float8, x1 float8, y1 float8, n serial)" \
    -c "\\copy b (x0, y0, x1, y1) FROM '$work_dir/asof.bboxes' WITH (DELIMITER ' ')" -c "CREATE TEMP TABLE t (ms float8, hits int)" -c "
DO \$\$
DECLARE r record; t0 timestamptz; hits int;
BEGIN
  FOR r IN SELECT * FROM b ORDER BY n LIMIT 5 LOOP
    t0 := clock_timestamp();
    SELECT count(*) INTO hits FROM (
      SELECT DISTINCT ON (feature_id) feature_id, type, data FROM events
      WHERE workspace_id = 'history' AND layer = 'Points' AND position <= $past AND feature_id IS NOT NULL
      ORDER BY feature_id, position DESC) last
    JOIN (
      SELECT DISTINCT ON (feature_id) feature_id, data->'geometry' AS g FROM events
      WHERE workspace_id = 'history' AND layer = 'Points' AND position <= $past AND jsonb_typeof(data->'geometry') = 'object'
      ORDER BY feature_id, position DESC) geo USING (feature_id)
    WHERE last.type <> 'featureDeleted'
      AND ST_Intersects(ST_SetSRID(ST_GeomFromGeoJSON(geo.g), 3857), ST_MakeEnvelope(r.x0, r.y0, r.x1, r.y1, 3857));
    INSERT INTO t VALUES (extract(epoch FROM clock_timestamp() - t0) * 1000, hits);
  END LOOP;
END \$\$" -c "SELECT round(percentile_cont(0.5) WITHIN GROUP (ORDER BY ms)::numeric, 1), round(avg(hits)) FROM t" >"$work_dir/replay.ms"
  local replay_median replay_hits
  IFS='|' read -r replay_median replay_hits <"$work_dir/replay.ms"
  [[ -n "$replay_hits" ]] || die "no replay timings: $(cat "$work_dir/replay.ms")"
  echo "naive replay to $past: median $replay_median ms, $replay_hits features per bbox (inside PostgreSQL)" >&2
  local slower faster
  slower="$(ratio "$past_median" "$now_median")"
  faster="$(ratio "$replay_median" "$past_median")"
  local verdict_text=met
  awk -v s="$slower" -v f="$faster" 'BEGIN { exit !(s <= 1.5 && f >= 100) }' || verdict_text="**missed**"
  add_row "As-of bbox read (~250 of $(fmt_int "$features") features, $(fmt_int $((features * versions))) versions; server-side median)" \
    "as of $past: $past_median ms (p99 $past_p99)" "now: $now_median ms; naive replay of the events: $replay_median ms" \
    "$slower of now; $(fmt_int "$faster")x faster than replay" "≤ 1.5x now and ≥ 100x replay: $verdict_text"
}

# scipy_python: a Python that has SciPy (the one on the PATH, else Debian's), or nothing.
scipy_python() {
  local py
  for py in python3 /usr/bin/python3; do
    if "$py" -c "import scipy.sparse.csgraph" 2>/dev/null; then echo "$py"; return; fi
  done
}

bench_network() {
  local edges="${BENCH_NETWORK_EDGES:-1000000}" feeder_steps="${BENCH_FEEDER_STEPS:-2000}" requests="${BENCH_FEEDER_REQUESTS:-20}"
  step "Network: a $(fmt_int "$edges")-edge tree (one feeder) written through the journal"
  DATABASE_URL="$service_url" LOG_LEVEL=warning "$bin" sample-network --workspace netbench --network Tree --edges "$edges" \
    --feeders 1 --steps $((edges / 4)) --batch 10000 >"$work_dir/netgen.out" 2>&1 || { tail -n 20 "$work_dir/netgen.out" >&2; die "sample-network failed"; }
  tail -n 1 "$work_dir/netgen.out" >&2
  step "Network: graph load, memory, traces and update in memory (geojournal network-bench)"
  DATABASE_URL="$service_url" LOG_LEVEL=warning "$bin" network-bench --workspace netbench --network Tree --pairs "$work_dir/pairs.bin" \
    >"$work_dir/network.json" 2>"$work_dir/network.err" || { cat "$work_dir/network.err" >&2; die "network-bench failed"; }
  cat "$work_dir/network.json" >&2
  n() { jq -r ".$1" "$work_dir/network.json"; }
  local start_node connected_ms connected_n downstream_ms downstream_n
  start_node="$(n startNode)" connected_ms="$(n connectedMs)" connected_n="$(n connectedElements)"
  downstream_ms="$(n downstreamMs)" downstream_n="$(n downstreamElements)"

  # SciPy: breadth_first_order over the same node pairs as a CSR matrix (undirected), from the same node.
  local py scipy_ms="n/a"
  py="$(scipy_python)"
  if [[ -n "$py" ]]; then
    scipy_ms="$("$py" - "$work_dir/pairs.bin" "$start_node" <<'PY'
import sys, time
import numpy as np
from scipy.sparse import csr_matrix
from scipy.sparse.csgraph import breadth_first_order
pairs = np.fromfile(sys.argv[1], dtype="<i4").reshape(-1, 2)
start = int(sys.argv[2])
n = int(pairs.max()) + 1
m = csr_matrix((np.ones(len(pairs), dtype=np.int8), (pairs[:, 0], pairs[:, 1])), shape=(n, n))
times, reached = [], 0
for _ in range(6):
    t0 = time.perf_counter()
    order = breadth_first_order(m, start, directed=False, return_predecessors=False)
    times.append((time.perf_counter() - t0) * 1000)
    reached = len(order)
times = sorted(times[1:])
print(f"{times[len(times) // 2]:.1f}")
print(f"scipy breadth_first_order: {reached} nodes reached", file=sys.stderr)
PY
)"
  fi
  # pgRouting: pgr_breadthFirstSearch on the persisted edge table, from the same node, timed inside PostgreSQL.
  local edges_sql="SELECT id, source, target, cost, reverse_cost FROM network_edges WHERE workspace_id = ''netbench'' AND network = ''Tree''"
  pg_psql "$owner_url" -c "CREATE TEMP TABLE t (ms float8, n bigint)" -c "
DO \$\$
DECLARE t0 timestamptz; reached bigint;
BEGIN
  FOR i IN 1..3 LOOP
    t0 := clock_timestamp();
    SELECT count(*) INTO reached FROM pgr_breadthFirstSearch('$edges_sql', $start_node::bigint, directed => false);
    INSERT INTO t VALUES (extract(epoch FROM clock_timestamp() - t0) * 1000, reached);
  END LOOP;
END \$\$" -c "SELECT round(percentile_cont(0.5) WITHIN GROUP (ORDER BY ms)::numeric, 1), max(n) FROM t" >"$work_dir/pgr.ms"
  local pgr_ms pgr_n
  IFS='|' read -r pgr_ms pgr_n <"$work_dir/pgr.ms"
  [[ -n "$pgr_n" ]] || die "no pgRouting timings: $(cat "$work_dir/pgr.ms")"
  echo "pgr_breadthFirstSearch: median $pgr_ms ms, $pgr_n nodes; scipy: $scipy_ms ms; geojournal connected $connected_ms ms ($connected_n elements), downstream $downstream_ms ms ($downstream_n elements)" >&2

  local verdict_text kind ms count
  for kind in connected downstream; do
    if [[ "$kind" == connected ]]; then ms="$connected_ms" count="$connected_n"; else ms="$downstream_ms" count="$downstream_n"; fi
    verdict_text=met
    if [[ "$scipy_ms" == n/a ]]; then
      verdict_text="**missed** (no SciPy to compare with)"
    else
      awk -v a="$ms" -v s="$scipy_ms" -v p="$pgr_ms" -v c="$count" 'BEGIN { exit !(a <= 1.5 * s && p / a >= 50 && c >= 500000) }' || verdict_text="**missed**"
    fi
    add_row "Trace \`$kind\` in memory ($(fmt_int "$count") elements of a $(fmt_int "$(n edges)")-edge tree$([[ $kind == downstream ]] && echo ', terminals and a condition barrier'))" \
      "$(awk -v a="$ms" 'BEGIN { printf "%.1f", a }') ms" "SciPy breadth_first_order: $scipy_ms ms; pgr_breadthFirstSearch: $pgr_ms ms" \
      "$(ratio "$ms" "$scipy_ms") of SciPy; $(ratio "$pgr_ms" "$ms")x faster than pgRouting" "≤ 1.5x SciPy, ≥ 50x pgRouting, ≥ 500,000 elements: $verdict_text"
  done
  local update_ms load_s bytes
  update_ms="$(n updateMs)" load_s="$(n loadSeconds)" bytes="$(n bytesPerEdge)"
  verdict_text=met
  awk -v u="$update_ms" -v l="$load_s" -v b="$bytes" 'BEGIN { exit !(u < 5 && l < 10 && b < 200) }' || verdict_text="**missed**"
  add_row "Graph of $(fmt_int "$(n edges)") edges: update after a one-feature edit / full load / memory" \
    "$(awk -v u="$update_ms" 'BEGIN { printf "%.2f", u }') ms / $(awk -v l="$load_s" 'BEGIN { printf "%.1f", l }') s / $(awk -v b="$bytes" 'BEGIN { printf "%.0f", b }') B per edge" "—" \
    "$(ratio "$update_ms" 5) / $(ratio "$load_s" 10) / $(ratio "$bytes" 200) of target" "< 5 ms / < 10 s / < 200 B: $verdict_text"

  # One feeder of about 10,000 elements over HTTP, end to end (the first request loads the graph).
  step "Network: downstream trace of one ~$(fmt_int $((feeder_steps * 4)))-line feeder over HTTP"
  DATABASE_URL="$service_url" LOG_LEVEL=warning "$bin" sample-network --workspace feederbench --network Electric --edges $((feeder_steps * 16)) \
    --feeders 4 --steps "$feeder_steps" --batch 10000 >"$work_dir/feedergen.out" 2>&1 || { tail -n 20 "$work_dir/feedergen.out" >&2; die "sample-network (feeders) failed"; }
  local breaker code seconds i
  breaker="$(pg_psql "$owner_url" -c "SELECT id FROM features WHERE workspace_id = 'feederbench' AND layer = 'Device' AND attributes->>'ASSETGROUP' = '1' ORDER BY id LIMIT 1")"
  [[ -n "$breaker" ]] || die "no breaker in feederbench"
  local body="{\"type\":\"downstream\",\"startingLocations\":[{\"featureId\":\"$breaker\"}]}"
  : >"$work_dir/feeder.s"
  for ((i = 0; i <= requests; i++)); do
    read -r code seconds < <(curl -sS --max-time 120 -o "$work_dir/response" -w '%{http_code} %{time_total}\n' -X POST \
      -H "Authorization: Bearer $token" -H 'Content-Type: application/json' --data-binary "$body" \
      "$base_url/v1/workspaces/feederbench/networks/Electric/trace")
    [[ "$code" == 200 ]] || die "feeder trace: HTTP $code $(head -c 300 "$work_dir/response")"
    ((i == 0)) || echo "$seconds" >>"$work_dir/feeder.s"
  done
  local feeder_ms feeder_n
  feeder_ms="$(sort -g "$work_dir/feeder.s" | awk '{ v[NR] = $1 } END { printf "%.1f", v[int((NR + 1) / 2)] * 1000 }')"
  feeder_n="$(jq -r .count "$work_dir/response")"
  echo "feeder trace: $feeder_n elements, median $feeder_ms ms end to end" >&2
  verdict_text=met
  awk -v a="$feeder_ms" 'BEGIN { exit !(a < 50) }' || verdict_text="**missed**"
  add_row "Downstream trace of one feeder over HTTP ($(fmt_int "$feeder_n") elements, median end to end)" "$feeder_ms ms" "—" \
    "$(ratio "$feeder_ms" 50)" "< 50 ms: $verdict_text"

  # The whole 1,000,000-edge tree traced downstream from its breaker through the GeoServices
  # UtilityNetworkServer (form body; Esri elements with network source ids, OBJECTIDs and terminal
  # ids) against /v1's trace of the same start, in turns, end to end. The first requests load the
  # graph and read the OBJECTIDs (in the background: they may answer 503 until that is done) and
  # are not timed.
  local tree_traces="${BENCH_TREE_TRACES:-5}" tree_breaker
  step "Network: the whole tree traced through UtilityNetworkServer/trace and /v1 in turns ($tree_traces each)"
  tree_breaker="$(pg_psql "$owner_url" -c "SELECT id FROM features WHERE workspace_id = 'netbench' AND layer = 'Device' AND attributes->>'ASSETGROUP' = '1' ORDER BY id LIMIT 1")"
  [[ -n "$tree_breaker" ]] || die "no breaker in netbench"
  local tree_body="{\"type\":\"downstream\",\"startingLocations\":[{\"featureId\":\"$tree_breaker\"}]}"
  local esri_body="traceType=downstream&traceLocations=%5B%7B%22traceLocationType%22%3A%22startingPoint%22%2C%22globalId%22%3A%22%7B${tree_breaker^^}%7D%22%7D%5D&f=json"
  esri_trace() {
    curl -sS --max-time 300 -o "$work_dir/esri_response" -w '%{http_code} %{time_total}\n' -X POST -H "Authorization: Bearer $token" \
      -H 'Content-Type: application/x-www-form-urlencoded' --data-binary "$esri_body" "$base_url/arcgis/rest/services/netbench/UtilityNetworkServer/trace"
  }
  v1_trace() {
    curl -sS --max-time 300 -o "$work_dir/response" -w '%{http_code} %{time_total}\n' -X POST -H "Authorization: Bearer $token" \
      -H 'Content-Type: application/json' --data-binary "$tree_body" "$base_url/v1/workspaces/netbench/networks/Tree/trace"
  }
  for ((i = 0; i < 30; i++)); do
    read -r code seconds < <(v1_trace)
    [[ "$code" == 200 ]] && break
  done
  [[ "$code" == 200 ]] || die "tree trace: HTTP $code $(head -c 300 "$work_dir/response")"
  for ((i = 0; i < 30; i++)); do
    read -r code seconds < <(esri_trace)
    [[ "$code" == 200 ]] && break
  done
  [[ "$code" == 200 ]] || die "Esri tree trace: HTTP $code $(head -c 300 "$work_dir/esri_response")"
  : >"$work_dir/esri_trace.s"
  : >"$work_dir/v1_trace.s"
  for ((i = 0; i < tree_traces; i++)); do
    read -r code seconds < <(esri_trace)
    [[ "$code" == 200 ]] || die "Esri tree trace: HTTP $code $(head -c 300 "$work_dir/esri_response")"
    echo "$seconds" >>"$work_dir/esri_trace.s"
    read -r code seconds < <(v1_trace)
    [[ "$code" == 200 ]] || die "tree trace: HTTP $code $(head -c 300 "$work_dir/response")"
    echo "$seconds" >>"$work_dir/v1_trace.s"
  done
  local esri_n v1_n esri_ms v1_ms r
  esri_n="$(jq '[.traceResults.elements[] | select(.objectId != null)] | length' "$work_dir/esri_response")"
  v1_n="$(jq -r .count "$work_dir/response")"
  [[ "$esri_n" == "$v1_n" ]] || die "the Esri trace answered $esri_n elements with OBJECTIDs, /v1 $v1_n elements"
  esri_ms="$(median $(awk '{ print $1 * 1000 }' "$work_dir/esri_trace.s"))"
  v1_ms="$(median $(awk '{ print $1 * 1000 }' "$work_dir/v1_trace.s"))"
  echo "tree trace in turns: UtilityNetworkServer $esri_ms ms, /v1 $v1_ms ms ($esri_n elements)" >&2
  r="$(ratio "$esri_ms" "$v1_ms")"
  add_row "UtilityNetworkServer/trace of the whole tree ($(fmt_int "$esri_n") Esri elements with OBJECTIDs; median of $tree_traces, end to end)" "$esri_ms ms" \
    "/v1 trace in turns: $v1_ms ms" "$r" "≤ 1.3x /v1: $(if awk -v a="$r" 'BEGIN { exit !(a <= 1.3) }'; then echo met; else echo "**missed**"; fi)"
}

# Traces of past moments on the 1,000,000-edge tree of bench_network (run after it, same service):
# the graph of a past moment derived in memory from the head's graph, or from the past one kept
# (issue: networks through time). End to end over /v1, the whole tree downstream from its breaker.
bench_network_history() {
  local head moment code seconds i
  head="$(pg_psql "$owner_url" -c "SELECT head_position FROM workspaces WHERE id = 'netbench'")"
  [[ -n "$head" ]] || die "bench_network_history needs bench_network's netbench workspace (run it first)"
  # The moment before the last 10 % of the tree's edits: the end of the operation there.
  moment="$(pg_psql "$owner_url" -c "SELECT max(last_position) FROM operations WHERE workspace_id = 'netbench' AND last_position <= $head * 9 / 10")"
  local breaker
  breaker="$(pg_psql "$owner_url" -c "SELECT id FROM features WHERE workspace_id = 'netbench' AND layer = 'Device' AND attributes->>'ASSETGROUP' = '1' ORDER BY id LIMIT 1")"
  step "Network history: the whole tree traced now and as of position $moment (head $head), end to end"
  trace_at() {  # trace_at [POSITION] -> "code seconds"
    local body="{\"type\":\"downstream\",\"startingLocations\":[{\"featureId\":\"$breaker\"}]${1:+,\"asOf\":$1}}"
    curl -sS --max-time 300 -o "$work_dir/history_response" -w '%{http_code} %{time_total}\n' -X POST -H "Authorization: Bearer $token" \
      -H 'Content-Type: application/json' --data-binary "$body" "$base_url/v1/workspaces/netbench/networks/Tree/trace"
  }
  rss_kb() { awk '/^VmRSS/ { print $2 }' "/proc/$server_pid/status"; }
  for ((i = 0; i < 30; i++)); do
    read -r code seconds < <(trace_at)
    [[ "$code" == 200 ]] && break
  done
  [[ "$code" == 200 ]] || die "tree trace: HTTP $code $(head -c 300 "$work_dir/history_response")"
  : >"$work_dir/now.s"
  for ((i = 0; i < 3; i++)); do
    read -r code seconds < <(trace_at)
    [[ "$code" == 200 ]] || die "tree trace: HTTP $code"
    echo "$seconds" >>"$work_dir/now.s"
  done
  local now_ms now_n rss_before
  now_ms="$(median $(awk '{ print $1 * 1000 }' "$work_dir/now.s"))"
  now_n="$(jq -r .count "$work_dir/history_response")"
  rss_before="$(rss_kb)"
  read -r code seconds < <(trace_at "$moment")
  [[ "$code" == 200 ]] || die "as-of tree trace: HTTP $code $(head -c 300 "$work_dir/history_response")"
  local first_ms asof_n source
  first_ms="$(awk -v s="$seconds" 'BEGIN { printf "%.1f", s * 1000 }')"
  asof_n="$(jq -r .count "$work_dir/history_response")"
  source="$(jq -r .graph.source "$work_dir/history_response")"
  [[ "$source" == memory ]] || die "the as-of trace was answered from $source, not from memory"
  : >"$work_dir/asof.s"
  for ((i = 0; i < 3; i++)); do
    read -r code seconds < <(trace_at "$moment")
    [[ "$code" == 200 ]] || die "as-of tree trace: HTTP $code"
    echo "$seconds" >>"$work_dir/asof.s"
  done
  local again_ms changed
  again_ms="$(median $(awk '{ print $1 * 1000 }' "$work_dir/asof.s"))"
  changed="$(pg_psql "$owner_url" -c "SELECT count(DISTINCT feature_id) FROM events WHERE workspace_id = 'netbench' AND position > $moment AND feature_id IS NOT NULL")"
  echo "as of $moment: $asof_n elements (now $now_n); first $first_ms ms, again $again_ms ms; now $now_ms ms; $changed features changed since" >&2
  local r
  r="$(ratio "$first_ms" "$now_ms")"
  add_row "As-of trace of the whole tree before the last 10 % of its edits ($(fmt_int "$changed") features changed since; $(fmt_int "$asof_n") elements; end to end)" \
    "first $first_ms ms (derived from the head's graph), again $again_ms ms" "now: $now_ms ms ($(fmt_int "$now_n") elements)" \
    "$r (first) / $(ratio "$again_ms" "$now_ms") (again)" "≤ 1.5x now: $(if awk -v a="$r" 'BEGIN { exit !(a <= 1.5) }'; then echo met; else echo "**missed**"; fi)"

  # A time slider: twenty consecutive operations back from that moment, one trace each (each graph
  # derived from the one before, kept), against twenty traces now.
  local slider=20
  step "Network history: a time slider over $slider consecutive operations, one whole-tree trace each"
  pg_psql "$owner_url" -c "SELECT last_position FROM operations WHERE workspace_id = 'netbench' AND last_position <= $moment ORDER BY last_position DESC LIMIT $slider" \
    >"$work_dir/slider.positions"
  : >"$work_dir/slider.s"
  local position
  while read -r position; do
    read -r code seconds < <(trace_at "$position")
    [[ "$code" == 200 ]] || die "slider trace at $position: HTTP $code"
    [[ "$(jq -r .graph.source "$work_dir/history_response")" == memory ]] || die "the slider trace at $position was not answered from memory"
    echo "$seconds" >>"$work_dir/slider.s"
  done <"$work_dir/slider.positions"
  : >"$work_dir/now20.s"
  for ((i = 0; i < slider; i++)); do
    read -r code seconds < <(trace_at)
    [[ "$code" == 200 ]] || die "tree trace: HTTP $code"
    echo "$seconds" >>"$work_dir/now20.s"
  done
  local slider_s now20_s rss_after slider_changed kept_bytes
  slider_s="$(awk '{ t += $1 } END { printf "%.2f", t }' "$work_dir/slider.s")"
  now20_s="$(awk '{ t += $1 } END { printf "%.2f", t }' "$work_dir/now20.s")"
  rss_after="$(rss_kb)"
  slider_changed="$(pg_psql "$owner_url" -c "SELECT count(DISTINCT feature_id) FROM events WHERE workspace_id = 'netbench' AND position > (SELECT min(p) FROM (VALUES $(paste -sd, <(sed 's/.*/(&)/' "$work_dir/slider.positions"))) v(p)) AND feature_id IS NOT NULL")"
  kept_bytes="$(curl -sS -H "Authorization: Bearer $token" "$base_url/metrics" | awk '/^geojournal_network_past_graph_bytes/ { print $2 }')"
  r="$(ratio "$slider_s" "$now20_s")"
  add_row "Time slider: $slider whole-tree traces at $slider consecutive operations (from memory), total" "$slider_s s" "$slider traces now: $now20_s s" \
    "$r" "≤ 2x: $(if awk -v a="$r" 'BEGIN { exit !(a <= 2) }'; then echo met; else echo "**missed**"; fi)"
  local growth
  growth="$(awk -v a="$rss_before" -v b="$rss_after" 'BEGIN { printf "%.0f", (b - a) / 1024 }')"
  add_row "Memory of past moments: history kept per changed feature (the journal is the history: read back for the features changed in between) / kept past graphs (--network-history-kept)" \
    "0 B per changed feature / $(awk -v b="${kept_bytes:-0}" 'BEGIN { printf "%.0f", b / 1048576 }') MiB of arrays (shared with the head's graph where unchanged); server RSS +$growth MiB over these traces" \
    "graph: $(jq -r .bytesPerEdge "$work_dir/network.json" | awk '{ printf "%.0f", $1 }') B per edge" "—" "< 100 B per changed element: met"
}

# /health while long computations run (issue 30, item 6): probed every ~20 ms, a new connection
# each time (so probes land on every event loop), while a fresh `serve` loads the graph of the
# 1,000,000-edge tree of bench_network (its first trace) and while whole-tree traces run on the
# loaded graph. With BENCH_EVENT_LOOPS_BEFORE_BIN (an earlier build) the same is measured with it
# too, in the same run, as the baseline column.
bench_event_loops() {
  local edges="${BENCH_NETWORK_EDGES:-1000000}" before_bin="${BENCH_EVENT_LOOPS_BEFORE_BIN:-}" traces="${BENCH_EVENT_LOOPS_TRACES:-5}"
  if [[ "$(pg_psql "$owner_url" -c "SELECT count(*) FROM workspaces WHERE id = 'netbench'")" == 0 ]]; then
    step "Event loops: a $(fmt_int "$edges")-edge tree (one feeder) written through the journal"
    DATABASE_URL="$service_url" LOG_LEVEL=warning "$bin" sample-network --workspace netbench --network Tree --edges "$edges" \
      --feeders 1 --steps $((edges / 4)) --batch 10000 >"$work_dir/netgen.out" 2>&1 || { tail -n 20 "$work_dir/netgen.out" >&2; die "sample-network failed"; }
  fi
  local breaker
  breaker="$(pg_psql "$owner_url" -c "SELECT id FROM features WHERE workspace_id = 'netbench' AND layer = 'Device' AND attributes->>'ASSETGROUP' = '1' ORDER BY id LIMIT 1")"
  [[ -n "$breaker" ]] || die "no breaker in netbench"
  local body="{\"type\":\"downstream\",\"startingLocations\":[{\"featureId\":\"$breaker\"}]}"
  probe_health() {  # probe_health URL FILE: one "status seconds" line per probe until killed
    local line
    while true; do
      line="$(curl -sS -o /dev/null --max-time 30 -w '%{http_code} %{time_total}' "$1/health" 2>/dev/null)" || line="000 30"
      echo "$line" >>"$2"
      sleep 0.02
    done
  }
  probe_stats() {  # probe_stats FILE -> "max p99 count", in ms
    awk '{ print $2 * 1000 }' "$1" | sort -g | awk '{ v[NR] = $1 } END { i = int(NR * 0.99 + 0.5); if (i < 1) i = 1; printf "%.1f %.1f %d\n", v[NR], v[i], NR }'
  }
  tree_trace() {  # tree_trace URL -> "code seconds"
    curl -sS --max-time 300 -o "$work_dir/loops_response" -w '%{http_code} %{time_total}\n' -X POST -H "Authorization: Bearer $token" \
      -H 'Content-Type: application/json' --data-binary "$body" "$1/v1/workspaces/netbench/networks/Tree/trace"
  }
  # measure BIN LABEL: a fresh serve of BIN; sets <LABEL>_load and <LABEL>_trace to "max p99 count".
  measure() {
    local exe="$1" label="$2" port url pid probe code seconds i
    port="$(pg_free_port)"
    url="http://127.0.0.1:$port"
    DATABASE_URL="$service_url" LOG_LEVEL=warning "$exe" serve --hostname 127.0.0.1 --port "$port" --request-timeout 300 >"$work_dir/loops_$label.log" 2>&1 &
    pid=$!
    for _ in $(seq 1 300); do
      kill -0 "$pid" 2>/dev/null || die "serve ($label) exited during startup"
      curl -fsS -o /dev/null --max-time 2 "$url/health" 2>/dev/null && break
      sleep 0.2
    done
    : >"$work_dir/loops_${label}_load.probes"
    probe_health "$url" "$work_dir/loops_${label}_load.probes" &
    probe=$!
    sleep 0.2
    read -r code seconds < <(tree_trace "$url")
    kill "$probe" 2>/dev/null || true
    wait "$probe" 2>/dev/null || true
    [[ "$code" == 200 ]] || die "first tree trace ($label): HTTP $code $(head -c 300 "$work_dir/loops_response")"
    echo "$label: graph load and first trace $seconds s" >&2
    : >"$work_dir/loops_${label}_trace.probes"
    probe_health "$url" "$work_dir/loops_${label}_trace.probes" &
    probe=$!
    sleep 0.2
    for ((i = 0; i < traces; i++)); do
      read -r code seconds < <(tree_trace "$url")
      [[ "$code" == 200 ]] || die "tree trace ($label): HTTP $code"
    done
    kill "$probe" 2>/dev/null || true
    wait "$probe" 2>/dev/null || true
    kill -TERM "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
    [[ "$(awk '$1 != 200' "$work_dir/loops_${label}_load.probes" "$work_dir/loops_${label}_trace.probes" | wc -l)" == 0 ]] || die "/health answered other than 200 ($label)"
    printf -v "${label}_load" '%s' "$(probe_stats "$work_dir/loops_${label}_load.probes")"
    printf -v "${label}_trace" '%s' "$(probe_stats "$work_dir/loops_${label}_trace.probes")"
    local load_var="${label}_load" trace_var="${label}_trace"
    echo "$label: /health (max ms, p99 ms, probes) during the load: ${!load_var}; during $traces traces: ${!trace_var}" >&2
  }
  local after_load after_trace before_load="" before_trace=""
  if [[ -n "$before_bin" ]]; then
    step "Event loops: /health during a graph load and traces of the tree, before ($before_bin)"
    measure "$before_bin" before
  fi
  step "Event loops: /health during a graph load and traces of the tree ($bin)"
  measure "$bin" after
  local phase what now was max p99 count bmax bp99 r
  for phase in load trace; do
    if [[ $phase == load ]]; then
      what="the graph load of the $(fmt_int "$edges")-edge tree (a fresh serve's first trace)" now="$after_load" was="$before_load"
    else
      what="$traces whole-tree traces on the loaded graph" now="$after_trace" was="$before_trace"
    fi
    read -r max p99 count <<<"$now"
    if [[ -n "$was" ]]; then
      read -r bmax bp99 _ <<<"$was"
      r="$(ratio "$max" "$bmax") (max)"
      was="before: max $bmax ms, p99 $bp99 ms"
    else
      r="—" was="—"
    fi
    add_row "/health during $what: max / p99 of $count probes" "max $max ms, p99 $p99 ms" "$was" "$r" \
      "max < 50 ms: $(if awk -v a="$max" 'BEGIN { exit !(a < 50) }'; then echo met; else echo "**missed**"; fi)"
  done
}

bench_undo() {
  local features="${BENCH_UNDO_FEATURES:-100}" repeats="${BENCH_UNDO_REPEATS:-10}"
  step "Undo/redo of a $features-feature operation, $repeats times each"
  local status session
  status="$(api POST /v1/workspaces '{"id":"undobench"}')"
  [[ "$status" == 201 ]] || die "create workspace undobench: HTTP $status $(cat "$work_dir/response")"
  status="$(api PUT /v1/workspaces/undobench/layers/Points \
    '{"geometryType":"Point","srid":3857,"fields":[{"name":"N","type":"integer","nullable":false}]}')"
  [[ "$status" == 201 ]] || die "create layer: HTTP $status $(cat "$work_dir/response")"
  status="$(api POST /v1/workspaces/undobench/sessions '{"title":"bench"}')"
  [[ "$status" == 201 ]] || die "create session: HTTP $status $(cat "$work_dir/response")"
  session="$(jq -r .id "$work_dir/response")"
  # One operation adding the features, then one changing every one of them (attributes and geometry).
  status="$(api POST /v1/workspaces/undobench/edits "$(jq -nc --argjson n "$features" --arg s "$session" '{sessionId: $s, edits: [{layer: "Points",
      adds: [range($n) as $i | {attributes: {N: $i}, geometry: {type: "Point", coordinates: [$i, $i]}}]}]}')")"
  [[ "$status" == 200 ]] || die "adds: HTTP $status $(head -c 300 "$work_dir/response")"
  status="$(api POST /v1/workspaces/undobench/edits "$(jq -c --arg s "$session" '{sessionId: $s, edits: [{layer: "Points",
      updates: [.results[] | {id, expectedVersion: .version, attributes: {N: -1}, geometry: {type: "Point", coordinates: [0, 1]}}]}]}' "$work_dir/response")")"
  [[ "$status" == 200 ]] || die "updates: HTTP $status $(head -c 300 "$work_dir/response")"
  local step_kind i code seconds
  : >"$work_dir/undo.s"
  : >"$work_dir/redo.s"
  for ((i = 0; i <= repeats; i++)); do
    for step_kind in undo redo; do
      read -r code seconds < <(curl -sS --max-time 60 -o "$work_dir/response" -w '%{http_code} %{time_total}\n' -X POST \
        -H "Authorization: Bearer $token" "$base_url/v1/workspaces/undobench/sessions/$session/$step_kind")
      [[ "$code" == 200 || "$code" == 201 ]] || die "$step_kind: HTTP $code $(head -c 300 "$work_dir/response")"
      ((i == 0)) || echo "$seconds" >>"$work_dir/$step_kind.s" # the first pair warms up
    done
  done
  local undo_ms redo_ms
  undo_ms="$(sort -g "$work_dir/undo.s" | awk '{ v[NR] = $1 } END { printf "%.1f", v[int((NR + 1) / 2)] * 1000 }')"
  redo_ms="$(sort -g "$work_dir/redo.s" | awk '{ v[NR] = $1 } END { printf "%.1f", v[int((NR + 1) / 2)] * 1000 }')"
  echo "undo: median $undo_ms ms, redo: median $redo_ms ms (end to end, $repeats each)" >&2
  local verdict_text=met
  awk -v a="$undo_ms" -v b="$redo_ms" 'BEGIN { exit !(a < 50 && b < 50) }' || verdict_text="**missed**"
  add_row "Undo / redo of a $features-feature operation (median, HTTP end to end)" "$undo_ms / $redo_ms ms" "—" \
    "$(ratio "$(awk -v a="$undo_ms" -v b="$redo_ms" 'BEGIN { print (a > b ? a : b) }')" 50)" "< 50 ms each: $verdict_text"
}

# The layer views (Schema/0020) as an editor role (`geojournal user create`) writes them; the
# helpers below use view_user, view_password and view_port, which bench_views sets.
view_user=""
view_password=""
view_port=""

# view_head WORKSPACE: the workspace's head position.
view_head() { pg_psql "$owner_url" -c "SELECT head_position FROM workspaces WHERE id = '$1'"; }

# view_digest WORKSPACE: the count and one digest of every feature (attributes and geometry) of the
# workspace's Points view: equal for two layers that hold the same features.
view_digest() {
  pg_psql "$owner_url" -c "SELECT count(*) || ' ' || md5(string_agg(concat_ws('|', \"N\", \"NAME\", ST_AsEWKT(geom)), ',' ORDER BY \"N\", \"NAME\"))
                           FROM gj_$1.\"Points\""
}

# view_verify WORKSPACE: geojournal verify of the workspace's chain, or the section fails.
view_verify() {
  DATABASE_URL="$owner_url" "$bin" verify --workspace "$1" >"$work_dir/verify.out" 2>&1 || true
  grep -q '^hash chain intact' "$work_dir/verify.out" || { cat "$work_dir/verify.out" >&2; die "geojournal verify of $1 failed"; }
}

# view_updates_pgbench SECONDS PREFIX: UPDATEs through the view (view_update.sql) with pgbench as
# the editor role, one client, autocommit; prints the transactions made. Each transaction's latency
# (µs, the third column) goes to PREFIX.<pid>, pgbench's per-transaction log.
view_updates_pgbench() {
  rm -f "$2".*
  PGPASSWORD="$view_password" "$PG_BIN/pgbench" -n -h 127.0.0.1 -p "$view_port" -U "$view_user" -c 1 -T "$1" \
    -f "$work_dir/view_update.sql" -l --log-prefix="$2" "$(pg_url_database "$owner_url")" >"$work_dir/pgbench.out" 2>&1 ||
    { cat "$work_dir/pgbench.out" >&2; die "pgbench of updates through the view failed"; }
  sed -n 's/^number of transactions actually processed: \([0-9]*\).*/\1/p' "$work_dir/pgbench.out"
}

# view_updates_v1 WORKSPACE SECONDS OUT: the same updates as /v1 edits (one feature, one attribute,
# the ids of view_ids.txt), one at a time on one keep-alive connection; each request's time in ms
# goes to OUT, one a line. Any answer but 200 fails the section.
view_updates_v1() {
  python3 - "$base_url" "$token" "$1" "$work_dir/view_ids.txt" "$2" "$3" <<'PY'
import http.client, json, random, sys, time, urllib.parse
base, token, ws, ids_file, seconds, out = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4], float(sys.argv[5]), sys.argv[6]
ids = [line.strip() for line in open(ids_file) if line.strip()]
url = urllib.parse.urlparse(base)
conn = http.client.HTTPConnection(url.hostname, url.port, timeout=60)
headers = {"Authorization": f"Bearer {token}", "Content-Type": "application/json"}
times, n, end = [], 0, time.monotonic() + seconds
while time.monotonic() < end:
    n += 1
    # Negative values: never one the pgbench updates (positive) or the load left, so every edit changes the feature.
    body = json.dumps({"edits": [{"layer": "Points", "updates": [{"id": random.choice(ids), "attributes": {"N": -n}}]}]})
    started = time.perf_counter()
    conn.request("POST", f"/v1/workspaces/{ws}/edits", body=body, headers=headers)
    r = conn.getresponse()
    data = r.read()
    times.append((time.perf_counter() - started) * 1000)
    if r.status != 200:
        sys.exit(f"/v1 update answered {r.status}: {data[:300]!r}")
with open(out, "w") as f:
    f.write("".join(f"{t:.3f}\n" for t in times))
PY
}

# 1. ogr2ogr -append of BENCH_VIEW_FEATURES points from a GeoPackage into gj_viewbench."Points" as the
#    editor role (GDAL's PostgreSQL driver; COPY into the view, whose INSTEAD OF trigger writes each
#    row as an event), process start to exit, against `geojournal import` of the same points (the
#    GeoJSONSeq the GeoPackage is made from) into the same kind of layer. Checked after the load: the
#    layer holds that many more features, one event each, the same features as the imported layer,
#    and the workspace's hash chain is intact.
# 2. An UPDATE of one attribute of a random feature through the view (pgbench, 1 client, autocommit),
#    median latency from pgbench's per-transaction log, against the same update as a /v1 edit (one
#    keep-alive connection, one request at a time); in turns, BENCH_ROUNDS rounds, medians.
bench_views() {
  local count="${BENCH_VIEW_FEATURES:-100000}" ws=viewbench
  # COPY into the view (its INSTEAD OF INSERT trigger takes COPY rows) and 1,000 features per transaction:
  # INSERTs are about 20 % slower; the time per row does not grow with the transaction's size (the
  # running head is a transaction setting, the head row and the layer's counts are written once, at
  # COMMIT). Where a row's time goes: README, "Editing through PostGIS", "Bulk loads".
  local gt="${BENCH_VIEW_OGR_GT:-1000}" copy="${BENCH_VIEW_OGR_COPY:-YES}"
  step "Layer views: ogr2ogr -append of $(fmt_int "$count") points into gj_$ws.\"Points\" against geojournal import; one-attribute UPDATE through the view against /v1"

  # The baseline first: geojournal import of the points, which also writes their GeoJSONSeq.
  local output import_seconds import_rate
  output="$(import_layer viewimport "$count")"
  grep -q "^imported $count features" <<<"$output" || die "the import did not write $count features: $output"
  import_seconds="$(cat "$work_dir/import.seconds")"
  import_rate="$(awk -v n="$count" -v s="$import_seconds" 'BEGIN { printf "%.1f", n / s }')"
  echo "geojournal import: $count features in $import_seconds s ($import_rate/s)" >&2
  # The GeoPackage of the same points, and the empty layer it goes into (untimed).
  rm -f "$work_dir/points.gpkg"
  ogr2ogr -f GPKG "$work_dir/points.gpkg" "$work_dir/points.geojsonl" -a_srs EPSG:3857 -nln Points 2>"$work_dir/ogr2ogr.err" ||
    { cat "$work_dir/ogr2ogr.err" >&2; die "ogr2ogr could not write the GeoPackage"; }
  points_layer "$ws"
  # An editor role of its own (roles are cluster-wide: dropped at the end of the section).
  view_user="gj_viewbench_$$"
  "$bin" user create --database-url "$owner_url" --role editor --actor viewbench --name "$view_user" >"$work_dir/user.out" ||
    die "geojournal user create failed"
  view_password="$(sed -n 's/^password //p' "$work_dir/user.out")"
  [[ -n "$view_password" ]] || die "no password from geojournal user create: $(cat "$work_dir/user.out")"
  view_port="$(pg_cluster_port "$cluster_dir")"
  settle

  # 1. The load, timed from process start to exit.
  local view="gj_$ws.\"Points\"" head_before head_after started ended seconds rate digest
  head_before="$(view_head "$ws")"
  started="$(date +%s.%N)"
  ogr2ogr -append -f PostgreSQL \
    "PG:host=127.0.0.1 port=$view_port dbname=$(pg_url_database "$owner_url") user=$view_user password=$view_password" \
    "$work_dir/points.gpkg" Points -nln "gj_$ws.Points" -gt "$gt" --config PG_USE_COPY "$copy" 2>"$work_dir/ogr2ogr.err" ||
    { cat "$work_dir/ogr2ogr.err" >&2; die "ogr2ogr -append into the layer view failed"; }
  ended="$(date +%s.%N)"
  if [[ -s "$work_dir/ogr2ogr.err" ]]; then
    echo "ogr2ogr said:" >&2
    head -n 20 "$work_dir/ogr2ogr.err" >&2
  fi
  seconds="$(awk -v a="$started" -v b="$ended" 'BEGIN { printf "%.2f", b - a }')"
  rate="$(awk -v n="$count" -v s="$seconds" 'BEGIN { printf "%.1f", n / s }')"
  # Nothing lost: as many new features and events as points, the same features as the import's, the chain intact.
  head_after="$(view_head "$ws")"
  digest="$(view_digest "$ws")"
  [[ "${digest%% *}" == "$count" ]] || die "$view holds ${digest%% *} features after the load, not $count"
  ((head_after - head_before == count)) || die "the view load wrote $((head_after - head_before)) events, not $count"
  [[ "$digest" == "$(view_digest viewimport)" ]] || die "the features loaded through $view differ from the imported ones"
  view_verify "$ws"
  local operations
  operations="$(pg_psql "$owner_url" -c "SELECT count(*) FROM operations WHERE workspace_id = '$ws' AND metadata->>'via' = 'layer view'")"
  echo "ogr2ogr -append (PG_USE_COPY=$copy, -gt $gt): $count features in $seconds s ($rate/s) in $operations operation(s);" \
    "the layer holds them all, equal to the imported ones; $(head -n 1 "$work_dir/verify.out"), chain intact" >&2
  add_row "Layer view load, features/s: \`ogr2ogr -append\` of $(fmt_int "$count") points from a GeoPackage as an editor role (PG_USE_COPY=$copy, -gt $gt; all arrived, chain intact)" \
    "$(fmt_int "$rate")" "$(fmt_int "$import_rate") with \`geojournal import\` of the same points" "$(ratio "$rate" "$import_rate")" \
    "≥ 10,000 features/s: $(verdict "$rate" 10000)"

  # 2. One-attribute updates of random features, through the view and over /v1, in turns.
  settle # the loaded rows vacuumed and analyzed first (untimed)
  pg_psql "$owner_url" <<SQL
CREATE TABLE public.bench_view_ids (k integer PRIMARY KEY, id uuid NOT NULL);
INSERT INTO public.bench_view_ids SELECT row_number() OVER (ORDER BY id) - 1, id FROM $view;
GRANT SELECT ON public.bench_view_ids TO "$view_user";
ANALYZE public.bench_view_ids;
SQL
  pg_psql "$owner_url" -c "SELECT id FROM public.bench_view_ids ORDER BY k" >"$work_dir/view_ids.txt"
  cat >"$work_dir/view_update.sql" <<SQL
\\set k random(0, $(($(wc -l <"$work_dir/view_ids.txt") - 1)))
\\set n random(1000000, 2000000000)
UPDATE $view SET "N" = :n WHERE id = (SELECT id FROM public.bench_view_ids WHERE k = :k);
SQL
  local made view_made=0 v1_made=0
  head_before="$(view_head "$ws")"
  if ((warmup > 0)); then
    made="$(view_updates_pgbench "$warmup" "$work_dir/view_warmup")"
    view_updates_v1 "$ws" "$warmup" "$work_dir/v1_warmup.ms"
    view_made=$((view_made + made))
    v1_made=$((v1_made + $(wc -l <"$work_dir/v1_warmup.ms")))
  fi
  local round rates=() baselines=() ratios=() view_ms v1_ms
  for ((round = 1; round <= rounds; round++)); do
    step "Round $round of $rounds: UPDATE through the view (pgbench, 1 client), then the /v1 edit (1 connection), ${duration} s each"
    made="$(view_updates_pgbench "$duration" "$work_dir/view_round")"
    view_made=$((view_made + made))
    # shellcheck disable=SC2046  # one word per latency
    view_ms="$(median $(awk '{ printf "%.3f\n", $3 / 1000 }' "$work_dir"/view_round.*) | awk '{ printf "%.2f", $1 }')"
    view_updates_v1 "$ws" "$duration" "$work_dir/v1_round.ms"
    v1_made=$((v1_made + $(wc -l <"$work_dir/v1_round.ms")))
    # shellcheck disable=SC2046
    v1_ms="$(median $(cat "$work_dir/v1_round.ms") | awk '{ printf "%.2f", $1 }')"
    record_round "$view_ms" "$v1_ms"
    echo "round $round: UPDATE through the view, median $view_ms ms ($made updates); /v1 edit, median $v1_ms ms" \
      "($(wc -l <"$work_dir/v1_round.ms") edits); ratio ${ratios[-1]}" >&2
  done
  # Every update one event, and the chain still intact.
  head_after="$(view_head "$ws")"
  ((head_after - head_before == view_made + v1_made)) ||
    die "$((head_after - head_before)) events for $view_made updates through the view and $v1_made /v1 edits"
  view_verify "$ws"
  echo "updates: $view_made through the view and $v1_made over /v1, one event each; chain intact" >&2
  pg_psql "$owner_url" -c "DROP TABLE public.bench_view_ids" -c "DELETE FROM view_actors WHERE role_name = '$view_user'" -c "DROP ROLE \"$view_user\""

  local rounds_note=""
  view_ms="$(median "${rates[@]}" | awk '{ printf "%.2f", $1 }')"
  v1_ms="$(median "${baselines[@]}" | awk '{ printf "%.2f", $1 }')"
  ((rounds > 1)) && rounds_note="; median of $rounds rounds, ratios $(IFS=/; echo "${ratios[*]}")"
  add_row "One-attribute UPDATE of a random feature through the layer view, median latency (pgbench, 1 client, autocommit$rounds_note)" \
    "$view_ms ms" "$v1_ms ms, the same update as a /v1 edit (one keep-alive connection)" "$(median "${ratios[@]}")" \
    "< 5 ms: $(if awk -v m="$view_ms" 'BEGIN { exit !(m < 5) }'; then echo met; else echo "**missed**"; fi)"
}

# The web console in headless Chromium (Tests/scripts/lib/console_browser.py timings, Selenium from
# PyPI in the venv console_browser.sh also uses): the first view of a workspace (from the
# navigation to the drawn map, Performance API, median of 3 loads) of the sample workspace as
# Deploy/run.sh makes it (the sample layers and the 1,000-line sample network), and one-position
# steps of the time slider (30 presses of ←, each timed by the console's `gj-moment` measure: the
# map, the table and the counts redrawn) on a workspace of about 10,000 features.
bench_console() {
  local edges="${BENCH_CONSOLE_EDGES:-8000}" selenium_version="4.27.1" python_minor tools
  step "The console: first view of the sample workspace, slider steps with $edges lines (about $((edges * 5 / 4)) features)"
  python_minor="$(python3 -c 'import sys; print("%d.%d" % sys.version_info[:2])')"
  tools="/var/tmp/geojournal-pytools-selenium${selenium_version}-py${python_minor}"
  if ! "$tools/bin/python" -c "import importlib.metadata as m, sys; sys.exit(m.version('selenium') != '$selenium_version')" 2>/dev/null; then
    rm -rf "$tools"
    python3 -m venv "$tools" >&2 && "$tools/bin/pip" install --quiet --disable-pip-version-check "selenium==$selenium_version" >&2 ||
      die "pip install selenium==$selenium_version"
  fi
  DATABASE_URL="$owner_url" "$bin" sample --workspace consolesample >"$work_dir/console_sample.log" 2>&1 || die "geojournal sample"
  DATABASE_URL="$owner_url" "$bin" sample-network --workspace consolesample --edges 1000 >>"$work_dir/console_sample.log" 2>&1 || die "geojournal sample-network (1,000)"
  DATABASE_URL="$owner_url" "$bin" sample-network --workspace consolebench --edges "$edges" >>"$work_dir/console_sample.log" 2>&1 || die "geojournal sample-network ($edges)"
  local sample big
  sample="$("$tools/bin/python" "$root/Tests/scripts/lib/console_browser.py" timings "$base_url" consolesample "$token" "$work_dir")" || die "console timings (sample)"
  big="$("$tools/bin/python" "$root/Tests/scripts/lib/console_browser.py" timings "$base_url" consolebench "$token" "$work_dir")" || die "console timings ($edges lines)"
  echo "sample: $sample; $edges lines: $big" >&2
  local view_ms features big_view_ms step_ms step_max_ms
  view_ms="$(jq -r '.firstViewMs | . * 10 | round / 10' <<<"$sample")"
  features="$(jq -r .features <<<"$sample")"
  big_view_ms="$(jq -r '.firstViewMs | round' <<<"$big")"
  step_ms="$(jq -r '.stepMs | . * 10 | round / 10' <<<"$big")"
  step_max_ms="$(jq -r '.stepMaxMs | . * 10 | round / 10' <<<"$big")"
  add_row "Console first view of the sample workspace ($(fmt_int "$features") features; navigation to drawn map, median of 3)" "$view_ms ms" "—" \
    "$(ratio "$view_ms" 1000)" "< 1 s: $(if awk -v m="$view_ms" 'BEGIN { exit !(m < 1000) }'; then echo met; else echo "**missed**"; fi)"
  add_row "Console time slider, one position ($(fmt_int "$(jq -r .features <<<"$big")") features; median of 30, max $step_max_ms ms; first view $big_view_ms ms)" "$step_ms ms" "—" \
    "$(ratio "$step_ms" 200)" "< 200 ms: $(if awk -v m="$step_ms" 'BEGIN { exit !(m < 200) }'; then echo met; else echo "**missed**"; fi)"
}

# bench_cluster: Deploy/cluster.sh's layout (a primary, a streaming standby, node A on the primary,
# node B with the standby as its replica, nginx over both), durable, on this machine.
#  - Standby lag under the edit benchmark's load (edit.lua, $connections connections on node A),
#    sampled every 100 ms from node B's /metrics (geojournal_replica_lag_positions, _seconds).
#  - As-of reads/s through the load balancer (two nodes; node B's reads served by the standby)
#    against node A alone on the primary, in turns. On 2 cores every process shares the same two
#    cores, so this shows the overhead of the layout, not a speed-up.
bench_cluster() {
  step "Cluster: standby lag under the edit load; as-of reads through two nodes + a replica against one node + the primary"
  gj_cluster_dir="$work_dir/gj-cluster"
  GEOJOURNAL_BIN="$bin" bash Deploy/cluster.sh start --dir "$gj_cluster_dir" --mode durable >"$work_dir/cluster-start.log" 2>&1 ||
    { cat "$work_dir/cluster-start.log" >&2; die "Deploy/cluster.sh start"; }
  local LB_URL NODE_A_URL NODE_B_URL TOKEN PRIMARY_URL STANDBY_URL
  # shellcheck disable=SC1091
  source "$gj_cluster_dir/cluster.env"
  local token="$TOKEN" # the cluster's, for wrk_edits
  local code
  for request in "POST /v1/workspaces {\"id\":\"bench\"}" \
    'PUT /v1/workspaces/bench/layers/Points {"geometryType":"Point","srid":3857,"fields":[{"name":"N","type":"integer","nullable":false}]}'; do
    read -r method path body <<<"$request"
    code="$(curl -sS -o "$work_dir/response" -w '%{http_code}' --max-time 60 -X "$method" -H "Authorization: Bearer $TOKEN" \
      -H 'Content-Type: application/json' --data-binary "$body" "$NODE_A_URL$path")" || true
    [[ "$code" == 200 || "$code" == 201 ]] || die "$method $path on the cluster: HTTP $code $(head -c 300 "$work_dir/response")"
  done
  write_edit_lua

  step "Standby lag: edit load on node A ($connections connections, ${duration} s), node B's /metrics every 100 ms"
  (
    while sleep 0.1; do
      curl -fsS --max-time 2 -H "Authorization: Bearer $TOKEN" "$NODE_B_URL/metrics" 2>/dev/null |
        awk '/^geojournal_replica_lag_positions\{.*workspace="bench"\}/ {p=$2} /^geojournal_replica_lag_seconds/ {s=$2} END {if (p != "") print p, s}'
    done
  ) >"$work_dir/cluster-lag.txt" &
  local sampler=$!
  wrk_edits "$NODE_A_URL" "$connections" "$work_dir/cluster-edits"
  kill "$sampler" 2>/dev/null || true
  wait "$sampler" 2>/dev/null || true
  local ok rest seconds lag
  read -r ok rest rest seconds rest <"$work_dir/cluster-edits"
  ((ok > 0)) || die "no edit succeeded on the cluster"
  lag="$(python3 - "$work_dir/cluster-lag.txt" <<'PY'
import sys
rows = [l.split() for l in open(sys.argv[1]) if len(l.split()) == 2]
p = sorted(float(r[0]) for r in rows)
s = sorted(float(r[1]) * 1000 for r in rows)
q = lambda v, f: v[min(len(v) - 1, int(f * len(v)))]
print(len(rows), f"{q(p, .5):.0f}", f"{q(p, .99):.0f}", f"{q(s, .5):.0f}", f"{q(s, .99):.0f}")
PY
)" || die "no lag samples from node B's /metrics"
  local samples lp50 lp99 ls50 ls99
  read -r samples lp50 lp99 ls50 ls99 <<<"$lag"
  echo "standby lag over $samples samples while node A acknowledged $ok edits in $seconds s: positions p50 $lp50 p99 $lp99; ms p50 $ls50 p99 $ls99" >&2
  add_row "Standby lag under the edit load (asynchronous standby, $(fmt_int "$(awk -v n="$ok" -v s="$seconds" 'BEGIN { print n / s }')") edits/s on node A, $samples samples of node B's /metrics)" \
    "p50 $lp50 / p99 $lp99 positions; p50 $ls50 / p99 $ls99 ms" "—" "—" "measured (no target)"

  step "As-of reads/s: load balancer over two nodes (node B's reads on the standby) against node A on the primary"
  local head asof
  head="$(pg_psql "$PRIMARY_URL" -c "SELECT head_position FROM workspaces WHERE id = 'bench'")"
  asof=$((head / 2))
  for _ in $(seq 1 100); do [[ "$(pg_psql "$STANDBY_URL" -c "SELECT head_position FROM workspaces WHERE id = 'bench'")" == "$head" ]] && break; sleep 0.1; done
  sleep 0.5 # node B samples the standby every 100 ms
  cat >"$work_dir/asof.lua" <<LUA
local threads = {}
function setup(thread) table.insert(threads, thread) end
function init(args)
  ok, other = 0, 0
  wrk.headers["Authorization"] = "Bearer " .. os.getenv("GJ_TOKEN")
end
function request() return wrk.format("GET", "/v1/workspaces/bench/layers/Points/features?asOf=$asof&limit=100") end
function response(status, headers, body) if status == 200 then ok = ok + 1 else other = other + 1 end end
function done(summary, latency, requests)
  local total_ok, total_other = 0, 0
  for _, thread in ipairs(threads) do total_ok = total_ok + thread:get("ok"); total_other = total_other + thread:get("other") end
  io.write(string.format("GJ ok=%d other=%d errors=%d seconds=%.3f p50_ms=%.1f p99_ms=%.1f\n", total_ok, total_other,
    summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout,
    summary.duration / 1e6, latency:percentile(50) / 1000, latency:percentile(99) / 1000))
end
LUA
  local replica_before replica_after metrics round rates=() baselines=() ratios=() other=0
  metrics="$(curl -fsS -H "Authorization: Bearer $TOKEN" "$NODE_B_URL/metrics")"
  replica_before="$(sed -n 's/^geojournal_replica_reads_total{replica="postgres[^}]*} //p' <<<"$metrics")"
  for ((round = 1; round <= rounds; round++)); do
    local two_ok two_other two_seconds one_ok one_other one_seconds
    GJ_TOKEN="$TOKEN" wrk -t 2 -c "$connections" -d "${duration}s" --timeout 10s -s "$work_dir/asof.lua" "$LB_URL" >"$work_dir/asof-two.raw"
    read -r two_ok two_other rest two_seconds rest < <(grep '^GJ ' "$work_dir/asof-two.raw" | sed 's/[a-z0-9_]*=//g; s/^GJ //')
    GJ_TOKEN="$TOKEN" wrk -t 2 -c "$connections" -d "${duration}s" --timeout 10s -s "$work_dir/asof.lua" "$NODE_A_URL" >"$work_dir/asof-one.raw"
    read -r one_ok one_other rest one_seconds rest < <(grep '^GJ ' "$work_dir/asof-one.raw" | sed 's/[a-z0-9_]*=//g; s/^GJ //')
    other=$((other + two_other + one_other))
    record_round "$(awk -v n="$two_ok" -v s="$two_seconds" 'BEGIN { printf "%.1f", n / s }')" "$(awk -v n="$one_ok" -v s="$one_seconds" 'BEGIN { printf "%.1f", n / s }')"
    echo "round $round: two nodes + replica ${rates[-1]}/s; one node + primary ${baselines[-1]}/s; ratio ${ratios[-1]}" >&2
  done
  metrics="$(curl -fsS -H "Authorization: Bearer $TOKEN" "$NODE_B_URL/metrics")"
  replica_after="$(sed -n 's/^geojournal_replica_reads_total{replica="postgres[^}]*} //p' <<<"$metrics")"
  ((other == 0)) || die "$other as-of reads were not answered 200"
  ((replica_after > replica_before)) || die "node B sent no as-of read to the standby"
  bash Deploy/cluster.sh stop --dir "$gj_cluster_dir" >/dev/null 2>&1 || true
  gj_cluster_dir=""
  local r rounds_note=""
  r="$(median "${ratios[@]}")"
  ((rounds > 1)) && rounds_note="; median of $rounds rounds, ratios $(IFS=/; echo "${ratios[*]}")"
  add_row "As-of reads/s (100 features as of position $(fmt_int "$asof"), $connections connections): nginx over two nodes, node B's on the standby ($(fmt_int $((replica_after - replica_before))) replica reads$rounds_note)" \
    "$(fmt_int "$(median "${rates[@]}")")" "$(fmt_int "$(median "${baselines[@]}")") with one node on the primary" "$r" \
    "measured (no target): nginx, two nodes and two PostgreSQL servers share the 2 cores"
}

# ---------------------------------------------------------------- main

sections=(
  bench_edit_operations
  bench_two_nodes
  bench_bulk_operation
  bench_validation_share
  bench_asof
  bench_rebuild
  bench_import
  bench_collection_document
  bench_ogc_paging
  bench_geoservices
  bench_snap
  bench_undo
  bench_views
  bench_console
  bench_network
  bench_network_history
  bench_event_loops
  bench_cluster
)

# BENCH_SECTIONS="bench_a bench_b" runs only those sections (in the order given).
if [[ -n "${BENCH_SECTIONS:-}" ]]; then
  read -r -a sections <<<"$BENCH_SECTIONS"
fi

# Before each section: vacuum and analyze what earlier sections wrote, then checkpoint, so that no
# section is timed while autovacuum works off an earlier section's million rows or a checkpoint
# writes them out (pgbench vacuums before its runs for the same reason). Not timed.
settle() {
  pg_psql "$owner_url" -c "VACUUM (ANALYZE)" -c "CHECKPOINT" >/dev/null
}

setup
for section in "${sections[@]}"; do
  settle
  "$section"
done

commit="$(git -C "$root" rev-parse --short HEAD 2>/dev/null || echo unknown)"
git -C "$root" diff --quiet HEAD 2>/dev/null || commit="$commit (with uncommitted changes)"
table="$(
  echo "| Metric | GeoJournal | Baseline | Ratio | Target |"
  echo "|---|---|---|---|---|"
  printf '%s\n' "${rows[@]}"
  echo
  echo "$(date -u +%Y-%m-%d), commit $commit, $(nproc) CPUs ($(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo | head -n 1)), $("$PG_BIN/postgres" --version | sed 's/^postgres (PostgreSQL) /PostgreSQL /'), fsync=on, synchronous_commit=on; ${duration} s per run after ${warmup} s warm-up."
)"

mkdir -p Benchmarks/results
printf '# Latest benchmark results\n\n%s\n' "$table" >Benchmarks/results/latest.md
step "Results (Benchmarks/results/latest.md)"
echo
echo "$table"

if ((update_readme)); then
  # Replace everything between the markers with the new table.
  awk -v table="$table" '
    /<!-- bench:start -->/ { print; print table; skipping = 1; next }
    /<!-- bench:end -->/   { skipping = 0 }
    !skipping              { print }
  ' README.md >README.md.new && mv README.md.new README.md
  echo "README.md updated" >&2
fi
