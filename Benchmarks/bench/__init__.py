"""GeoJournal benchmarks: the sections of `python3 Benchmarks/run.py` (`bash Benchmarks/run.sh`).

Sections (one function each, in the modules of this package; add new ones to SECTIONS below):
  bench_edit_operations  edit operations/s over HTTP, one feature per operation,
                         N concurrent connections (wrk), against plain single-row
                         INSERT transactions of the same rows (pgbench)
  bench_two_nodes        edit operations/s with two `serve` processes on one workspace, the
                         connections split between them, against one process (>= 0.8x, none refused)
  bench_bulk_operation   features/s for one operation of 1,000 features (curl),
                         against one INSERT of 1,000 rows per transaction (pgbench)
  bench_validation_share validation time (server-side, ?dryRun=true) of a 10,000-feature
                         BirdNest operation with contingent values vs its whole append
  bench_rebuild          events/s of `geojournal rebuild` of the bench_asof history
                         (1,000,000 feature events; target 50,000/s)
  bench_import           features/s of `geojournal import` of 1,000,000 points from GeoJSONSeq,
                         end to end (process start to exit; target 50,000/s)
  bench_collection_document  the OGC collection document of the import section's layer, server-side
                         (< 5 ms; the ST_Extent + count scan it replaced beside it), and exact box
                         queries against the index boxes alone (reported, no target)
  bench_ogc_paging       features/s of GDAL (ogr2ogr, OAPIF driver) paging through a
                         100,000-feature layer of the OGC API (target 20,000/s)
  bench_geoservices      the GeoServices FeatureServer on its own 100,000-point layer: a 2,000-feature
                         query page in Esri JSON against the OGC items page (server-side, <= 1.2x), GDAL
                         ESRIJSON paging against GDAL OAPIF paging (>= 0.8x), applyEdits of one feature
                         against the JSON API's edit operations (wrk, >= 0.9x)
  bench_ogc_filter       OGC items with a CQL2 `filter` on a 100,000-point layer: ~250 features by OBJECTID range
                         (indexed) against a bbox page of the same size (server-side, <= 1.2x), and the same
                         selection end to end against walking the whole layer and filtering on the client (>= 50x)
  bench_tiles            vector tiles of 1,000,000 points and 200,000 lines: tiles of now at zooms 10-16 against the
                         bare ST_AsMVT query over plain typed tables of the same rows (<= 1.2x, p50 and p99), as of
                         50 % back against now (<= 1.5x), in a version of 10,000 edited points against DEFAULT
                         (<= 1.3x), a 304 revalidation (< 2 ms), and tiles/s at 8 clients against tipg 1.6.1 (ahead)
  bench_snap             server-side snap latency against 100,000 ten-vertex lines, against
                         PostGIS kNN + ST_ClosestPoint timed inside PostgreSQL (median <= it, p99 < 1 ms)
  bench_asof             a ~250-feature bbox page as of a past position on 1,000,000 feature
                         versions, against the same bbox now (<= 1.5x) and a naive replay of
                         the events inside PostgreSQL (>= 100x slower than the as-of read)
  bench_network          a 1,000,000-edge generated tree: connected and downstream traces in memory
                         against SciPy breadth_first_order (<= 1.5x) and pgr_breadthFirstSearch
                         (>= 50x faster); incremental update (< 5 ms), full load (< 10 s),
                         memory (< 200 B per edge); a ~10,000-element feeder trace over HTTP (< 50 ms),
                         and the whole tree traced through UtilityNetworkServer/trace against /v1 (<= 1.3x)
  bench_event_loops      /health max and p99 latency while a fresh serve loads the 1,000,000-edge tree's graph
                         and while whole-tree traces run (max < 50 ms); with BENCH_EVENT_LOOPS_BEFORE_BIN, an
                         earlier build measured the same way in the same run, as the baseline
  bench_undo             undo and redo of a 100-feature operation over HTTP (< 50 ms each)
  bench_views            the layer views as an editor role writes them: ogr2ogr -append of 100,000 points
                         from a GeoPackage (>= 10,000 features/s; geojournal import of the same points
                         beside it; every row arrived, chain intact), and one UPDATE of one attribute
                         through the view (pgbench, median < 5 ms; the same /v1 edit beside it)
  bench_console          the web console in headless Chromium (Selenium): the first view of the sample
                         workspace (< 1 s) and one-position steps of the time slider on about 10,000
                         features (< 200 ms), both timed in the browser with the Performance API
  bench_console_versions versions in the console (console_versions.py timings): switching DEFAULT ↔ a
                         version on the sample workspace (< 500 ms) and the conflict view of 100
                         conflicts (< 1 s), Performance API measures in headless Chromium
  bench_years            years of history side by side: one seeded history (100,000 features, then
                         attribute updates, moves, deletes and adds in operations of 1-500 features)
                         grown to 1M, 4M and 16M events in GeoJournal (/v1 edits) and, in the same
                         transactions, in a PostGIS table under `periods` system versioning and one
                         audited by pgMemento (PGMEMENTO_DIR); at each size: edit operations/s and CPU,
                         bbox pages as of 10/50/90 % back, a whole layer as of a moment, one feature's
                         history, a one-day diff, bytes per stored version, verify and rebuild; PNG
                         plots in docs/history-*.png (module bench/years.py)
  bench_versions         versions (branch versioning, module bench/versions.py): creating a version on a workspace of
                         1,000,000 versions (< 10 ms; a version on a workspace with none and opening a session beside
                         it), a ~250-point bbox page in a version of 10,000 edited points against DEFAULT (<= 1.3x),
                         reconcile of that version while DEFAULT took 10,000 edits (< 1 s) and its post (>= 15,000
                         features/s; the same updates as a /v1 edit beside it), and a downstream trace of the
                         1,000,000-edge tree in a version of 1,000 changed lines against DEFAULT (<= 1.5x)
  bench_sync             offline replicas (module bench/sync.py): createReplica of 1,000,000 points, url transport,
                         from the request to the file's last byte (>= 100,000 features/s in constant memory; COPY of
                         the same rows as JSON beside it), a download of 10,000 changes since a generation (< 1 s;
                         extractChanges beside it), an upload of 1,000 updates (< 1 s; applyEdits beside it)
  bench_cluster          Deploy/cluster.sh's layout: the standby's lag under the edit load (p50/p99 in
                         positions and ms, from node B's /metrics), and as-of reads/s through nginx over
                         two nodes (node B's reads on the standby) against one node on the primary

Before each section the database is vacuumed and analyzed and a checkpoint is taken (untimed),
so a section does not pay for the maintenance an earlier section's writes left behind.

Environment (defaults in brackets):
  BENCH_DURATION [15]       seconds per measured run
  BENCH_ROUNDS [3]          rounds of the edit and bulk sections (GeoJournal and its baseline in turns)
  BENCH_WARMUP [3]          seconds of unmeasured warm-up before each run
  BENCH_CONNECTIONS [8]     concurrent HTTP connections / pgbench clients
  BENCH_BULK_FEATURES [1000] features in one bulk operation
  BENCH_BULK_REPEATS [20]   bulk operations posted one after another, per round
  BENCH_BULK_UPDATES [10000] points added, then updated and moved, one operation each (bench_bulk_updates)
  BENCH_IMPORT_FEATURES [1000000] points in the import file
  BENCH_PAGING_FEATURES [100000] features in the layer GDAL pages through
  BENCH_PAGE_SIZE [10000]   OGC items per page GDAL asks for
  BENCH_SECTIONS [all]      space-separated section functions to run
  BENCH_FILTER_FEATURES [100000], BENCH_FILTER_REQUESTS [100]  the layer and requests of bench_ogc_filter
  BENCH_TILES_POINTS [1000000], BENCH_TILES_LINES [200000], BENCH_TILES_REQUESTS [300], BENCH_TILES_EDITED [10000]  bench_tiles
  BENCH_SNAP_LINES [100000] lines (ten vertices each) in the snap layer
  BENCH_VIEW_FEATURES [100000] points ogr2ogr appends to a layer view (and geojournal imports beside it)
  BENCH_VIEW_OGR_GT [1000]  ogr2ogr -gt (features per transaction, each one operation) of the view load
  BENCH_VIEW_OGR_COPY [YES] PG_USE_COPY of the view load (NO: one INSERT per feature)
  BENCH_CONSOLE_EDGES [8000] lines of the sample network whose ~10,000 features the slider steps through
  BENCH_VALIDATION_FEATURES [10000], BENCH_VALIDATION_REPEATS [5]  the validation share's operation
  BENCH_ASOF_FEATURES [100000], BENCH_ASOF_VERSIONS [10], BENCH_ASOF_REQUESTS [300]  the history workspace
  BENCH_SNAP_REQUESTS [2000] snap requests
  BENCH_UNDO_FEATURES [100], BENCH_UNDO_REPEATS [10]  undo/redo
  BENCH_NETWORK_EDGES [1000000] lines of the tree of bench_network and bench_event_loops (bench_network_history
                            needs at least about 200,000: it steps back 20 operations of 10,000 features)
  BENCH_FEEDER_STEPS [2000], BENCH_FEEDER_REQUESTS [20], BENCH_TREE_TRACES [5]  traces over HTTP
  BENCH_EVENT_LOOPS_BEFORE_BIN  an earlier build measured by bench_event_loops as the baseline
  BENCH_EVENT_LOOPS_TRACES [5]  whole-tree traces while /health is probed
  BENCH_YEARS_SIZES ["1000000 4000000 16000000"]  the sizes bench_years grows its history to (in order)
  BENCH_YEARS_FEATURES [100000], BENCH_YEARS_READS [50]  features of the history; bbox pages, histories per size
  BENCH_YEARS_MEMENTO_READS [3]  pgMemento's bbox pages per depth (each restores the whole table)
  BENCH_YEARS_WRITE_SECONDS [BENCH_DURATION]  seconds of each edit-rate run of bench_years
  PGMEMENTO_DIR             the files of pgMemento's release v0.7.4 (INSTALL_PGMEMENTO.sql, src/): without it
                            bench_years measures GeoJournal and periods only
  BENCH_VERSIONS_COUNT [1000000], BENCH_VERSIONS_CREATES [50]  versions written in bulk; versions created (timed)
  BENCH_VERSIONS_FEATURES [100000], BENCH_VERSIONS_EDITED [10000], BENCH_VERSIONS_SAME [100]  the points, the version's
                            edits (DEFAULT's as many, SAME of them on the version's points)
  BENCH_VERSIONS_READS [300], BENCH_VERSIONS_ROUNDS [3]  bbox pages; rounds of reconcile and post
  BENCH_VERSIONS_NETWORK_CHANGES [1000]  lines the trace's version changes (tree: BENCH_NETWORK_EDGES)
  BENCH_SYNC_FEATURES [1000000], BENCH_SYNC_CHANGES [10000], BENCH_SYNC_UPLOADS [1000]  bench_sync's layer, download, upload
  BENCH_SYNC_PARTS ["create download upload"]  the parts of bench_sync to measure
  BENCH_SYNC_LOG_MS         print PostgreSQL's statements of bench_sync slower than this many ms
  BENCH_SYNC_EXPLAIN        print the plan of the download's change read (analyzed: also after an ANALYZE)
  GEOJOURNAL_BIN            use this binary instead of building the release one
"""

from .cluster import bench_cluster
from .filters import bench_ogc_filter
from .edits import bench_bulk_operation, bench_bulk_updates, bench_edit_operations, bench_two_nodes, bench_undo, bench_validation_share
from .history import bench_asof, bench_rebuild
from .layers import bench_collection_document, bench_geoservices, bench_import, bench_ogc_paging
from .network import bench_event_loops, bench_network, bench_network_history
from .snap import bench_snap
from .sync import bench_sync
from .tiles import bench_tiles
from .versions import bench_versions
from .views import bench_console, bench_console_versions, bench_views
from .years import bench_years

# The sections in the order of a whole run; BENCH_SECTIONS="bench_a bench_b" runs only those (in the order given).
SECTIONS = {section.__name__: section for section in (
    bench_edit_operations,
    bench_two_nodes,
    bench_bulk_operation,
    bench_bulk_updates,
    bench_validation_share,
    bench_asof,
    bench_rebuild,
    bench_import,
    bench_collection_document,
    bench_ogc_paging,
    bench_geoservices,
    bench_ogc_filter,
    bench_tiles,
    bench_snap,
    bench_undo,
    bench_views,
    bench_console,
    bench_console_versions,
    bench_network,
    bench_network_history,
    bench_event_loops,
    bench_versions,
    bench_sync,
    bench_cluster,
    bench_years,
)}
