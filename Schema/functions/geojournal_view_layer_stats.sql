-- A layer's count and extent (Schema/0018) after one row written through its view: `_delta`
-- features more or fewer, the extent grown by the box of `_added`; `_removed` when a geometry
-- left the layer (deleted or moved), which makes the extent inexact until a reader computes it.
CREATE OR REPLACE FUNCTION geojournal_view_layer_stats(_workspace text, _layer text, _delta integer, _added geometry, _removed boolean)
RETURNS void LANGUAGE sql AS $$
    INSERT INTO layer_stats AS s (workspace_id, layer, feature_count, min_x, min_y, max_x, max_y, extent_exact, generation)
    VALUES (_workspace, _layer, _delta, ST_XMin(_added), ST_YMin(_added), ST_XMax(_added), ST_YMax(_added), NOT _removed, 1)
    ON CONFLICT (workspace_id, layer) DO UPDATE SET
        feature_count = s.feature_count + EXCLUDED.feature_count,
        min_x = CASE WHEN s.feature_count + EXCLUDED.feature_count > 0 THEN least(s.min_x, EXCLUDED.min_x) END,
        min_y = CASE WHEN s.feature_count + EXCLUDED.feature_count > 0 THEN least(s.min_y, EXCLUDED.min_y) END,
        max_x = CASE WHEN s.feature_count + EXCLUDED.feature_count > 0 THEN greatest(s.max_x, EXCLUDED.max_x) END,
        max_y = CASE WHEN s.feature_count + EXCLUDED.feature_count > 0 THEN greatest(s.max_y, EXCLUDED.max_y) END,
        extent_exact = s.feature_count + EXCLUDED.feature_count = 0 OR (s.extent_exact AND EXCLUDED.extent_exact),
        generation = s.generation + 1
$$;
