-- The state of the version the event at `_position` of a line made (a feature's created or updated
-- event), and where the version before it was made (`prev_from`, Schema/0083): its closed row,
-- keyed by the position it is valid from, else the feature's current row. One descent of a
-- primary key each.
--
-- Inlined into the reader's query; give `_line` as a value the planner sees (a bound parameter),
-- as for geojournal_version_state.
CREATE OR REPLACE FUNCTION geojournal_version_made(_line text, _id uuid, _position bigint)
RETURNS TABLE (attributes jsonb, object_id bigint, geom geometry, prev_from bigint)
LANGUAGE sql STABLE PARALLEL SAFE AS $$
    SELECT s.attributes, s.object_id, s.geom, s.prev_from
    FROM (SELECT v.attributes, v.object_id, v.geom, v.prev_from FROM feature_versions v
          WHERE v.workspace_id = _line AND v.valid_from = _position AND v.id = _id
          UNION ALL
          SELECT f.attributes, f.object_id, f.geom, f.prev_from FROM features f
          WHERE f.workspace_id = _line AND f.id = _id AND f.position = _position) s
    LIMIT 1
$$;
