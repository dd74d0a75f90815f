-- Moves the layers' counts and extents (layer_stats, Schema/0018) by what a batch changed: per
-- layer, the features it added (less those it deleted), the box of the geometries it left
-- current and the box of those it took away. The extent grows by the boxes written; it stays
-- exact unless a box taken away reached its edge (the union of the boxes taken away lies
-- strictly inside the extent exactly when each of them does). Called last by a batch write,
-- under the workspace's row lock, so the rows of one workspace are never updated out of order.
-- An inexact extent is not scanned for here (ST_Extent over a 1,000,000-point layer takes about
-- 0.2 s, which every writer of the workspace would wait for under the lock): the workspace's
-- writer makes it exact after the commit and stores it if no write moved `generation` meanwhile
-- (Sources/Journal/Extents/Extents+FollowUp.swift); a reader that meets it inexact computes
-- the extent for itself and stores nothing. Only the write path writes layer_stats.
-- PL/pgSQL, so the statement's plan is kept for the session (a SQL function's body is planned
-- again at every call: 0.2 ms of each batch, a third of a small batch's write).
CREATE OR REPLACE FUNCTION geojournal_count_layers(_workspace text, _deltas geojournal_layer_delta[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
    WITH d AS (
        SELECT x.layer, sum(x.added)::bigint AS added, ST_Extent(x.grown::geometry) AS grown, ST_Extent(x.removed::geometry) AS removed
        FROM unnest(_deltas) AS x GROUP BY x.layer)
    INSERT INTO layer_stats AS s (workspace_id, layer, feature_count, min_x, min_y, max_x, max_y, extent_exact, generation)
    SELECT _workspace, d.layer, d.added, ST_XMin(d.grown), ST_YMin(d.grown), ST_XMax(d.grown), ST_YMax(d.grown), d.removed IS NULL, 1
    FROM d
    ON CONFLICT (workspace_id, layer) DO UPDATE SET
        feature_count = s.feature_count + EXCLUDED.feature_count,
        min_x = CASE WHEN s.feature_count + EXCLUDED.feature_count > 0 THEN least(s.min_x, EXCLUDED.min_x) END,
        min_y = CASE WHEN s.feature_count + EXCLUDED.feature_count > 0 THEN least(s.min_y, EXCLUDED.min_y) END,
        max_x = CASE WHEN s.feature_count + EXCLUDED.feature_count > 0 THEN greatest(s.max_x, EXCLUDED.max_x) END,
        max_y = CASE WHEN s.feature_count + EXCLUDED.feature_count > 0 THEN greatest(s.max_y, EXCLUDED.max_y) END,
        extent_exact = s.feature_count + EXCLUDED.feature_count = 0 OR (s.extent_exact AND (EXCLUDED.extent_exact OR coalesce((
            SELECT ST_XMin(d.removed) > least(s.min_x, EXCLUDED.min_x) AND ST_YMin(d.removed) > least(s.min_y, EXCLUDED.min_y)
               AND ST_XMax(d.removed) < greatest(s.max_x, EXCLUDED.max_x) AND ST_YMax(d.removed) < greatest(s.max_y, EXCLUDED.max_y)
            FROM d WHERE d.layer = s.layer), false))),
        generation = s.generation + 1;
END
$$;
