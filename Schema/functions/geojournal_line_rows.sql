-- The rows of one line's own state at a position (`_at` NULL: now): its current features that
-- existed then (geojournal_line_features) and its closed versions valid then. DEFAULT's state is
-- exactly this; a version's adds DEFAULT's at its base (geojournal_line_state, which reads it
-- twice). The one place that says which rows a moment sees: the as-of predicate
-- geojournal_valid_at is written here only (Sources/Journal/Read/LayerState.swift reads every
-- state through these functions).
--
-- Rows: `id`, `version`, `layer`, `object_id`, `attributes`, `geom` (as stored), `valid_from`,
-- `valid_to` (NULL: still valid), `valid_from_time`, `valid_to_time`.
--
-- A plain SQL function that PostgreSQL inlines into the reader's query: the reader's conditions
-- (layer, ids, its filter on the layer's geometry expression) reach both branches. Each layer's
-- partitions carry a spatial index on its geometry expression: on the current features (the
-- layer view's, Schema/0013) and on the closed versions with their validity line
-- (geojournal_line_indexes, Schema/0076), which the validity condition below lets a box read
-- prune by time as well (its boxes are single precision; the exact test is geojournal_valid_at).
--
-- `_spatial` says whether the reader's query has a condition on the geometry (a constant in its
-- text, so the planner folds it away): only then is the validity written as the index condition.
-- PostGIS estimates a validity line's overlap with a position from the lines' density, not as an
-- interval that holds it: 6 closed versions where 43,330 were valid (of 150,000), and a query
-- without a box then read the layer's GiST and sorted what it found for every page, where it
-- reads the closed versions by their (line, valid_from) primary key (Schema/0083) or a scan (a
-- page of 10,000 in id order: 204 ms -> 82 ms, its planning 14.8 -> 2.3 ms; Schema/0080).
CREATE OR REPLACE FUNCTION geojournal_line_rows(_key text, _at bigint, _spatial boolean)
RETURNS TABLE (id uuid, version integer, layer text, object_id bigint, attributes jsonb, geom geometry,
               valid_from bigint, valid_to bigint, valid_from_time timestamptz, valid_to_time timestamptz)
LANGUAGE sql STABLE PARALLEL SAFE AS $$
    SELECT f.* FROM geojournal_line_features(_key) f
    WHERE _at IS NULL OR f.valid_from <= _at
    UNION ALL
    SELECT f.id, f.version, f.layer, f.object_id, f.attributes, f.geom, f.valid_from, f.valid_to, f.valid_from_time, f.valid_to_time
    FROM feature_versions f
    WHERE _at IS NOT NULL AND f.workspace_id = _key AND f.valid_to IS NOT NULL
      AND (NOT _spatial OR validity_line(f.valid_from, f.valid_to) && validity_point(_at)) AND geojournal_valid_at(f.valid_from, f.valid_to, _at)
$$;
