-- The one overlay: the features of a version's line (`_line`, its key, Schema/0040) at a position
-- of the line (`_at` NULL: now): the line's own rows (geojournal_line_rows), and DEFAULT's
-- (`_workspace`'s) rows at the version's base in effect then that the line had not touched by
-- then (`line_touched`, Schema/0084: one look-up of its primary key, index-only). `_base` is that
-- base when the reader knows it (a LineMoment), else it is looked up, once; `_spatial` as
-- geojournal_line_rows takes it.
-- Every reader of a version's state reads it here: LayerState (every page, query, count, change
-- read and stream state of /v1, OGC, GeoServices and the console, and the network graphs), the
-- version's layer views and geojournal_current_feature. DEFAULT's state is its own rows.
--
-- Inlined into the reader's query as geojournal_line_rows is, with the same columns. DEFAULT at
-- a base it has not moved past is its current features: its closed versions are not read.
CREATE OR REPLACE FUNCTION geojournal_line_state(_workspace text, _line text, _at bigint, _base bigint, _spatial boolean)
RETURNS TABLE (id uuid, version integer, layer text, object_id bigint, attributes jsonb, geom geometry,
               valid_from bigint, valid_to bigint, valid_from_time timestamptz, valid_to_time timestamptz)
LANGUAGE sql STABLE PARALLEL SAFE AS $$
    SELECT r.* FROM geojournal_line_rows(_line, _at, _spatial) r
    UNION ALL
    SELECT r.*
    FROM (SELECT x.base, CASE WHEN (SELECT w.head_position FROM workspaces w WHERE w.id = _workspace) > x.base THEN x.base END AS at
          FROM (SELECT coalesce(_base, geojournal_version_base(_line, coalesce(_at, 9223372036854775807))) AS base OFFSET 0) x) b
    CROSS JOIN LATERAL geojournal_line_rows(_workspace, b.at, _spatial) r
    WHERE r.valid_from <= b.base
      AND NOT EXISTS (SELECT FROM line_touched t WHERE t.line = _line AND t.feature_id = r.id AND (_at IS NULL OR t.first_position <= _at))
$$;
