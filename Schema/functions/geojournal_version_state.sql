-- The state of version `_version` of feature `_id` as a line holds it: its row in the line's
-- current features or closed versions, else (a version's line, Schema/0040, that had not touched
-- the feature then) DEFAULT's. The one place a version's state is stored (Schema/0077): what an
-- event's payload (geojournal_event_payload) and its canonical bytes are derived from.
--
-- Inlined into the reader's query. Give `_line` as a value the planner sees (a bound parameter,
-- not a column of another table): each branch then reads the one partition of its line, chosen
-- when the query is planned; DEFAULT's partition is chosen as the query runs. The branches are
-- read in order until one has the row (the closed versions by their (line, id) key, which reads
-- the feature's closed versions of the line and keeps the one of the number, Schema/0083; the
-- current features by their primary key): the line's own rows come
-- first (a version's line and DEFAULT may both hold a version of the same number), and of each
-- line its closed versions before its current features (a version an event made or closed is
-- closed for all but a feature's last event: an update's previous version always is).
CREATE OR REPLACE FUNCTION geojournal_version_state(_line text, _id uuid, _version integer)
RETURNS TABLE (attributes jsonb, object_id bigint, geom geometry)
LANGUAGE sql STABLE PARALLEL SAFE AS $$
    SELECT s.attributes, s.object_id, s.geom
    FROM (SELECT v.attributes, v.object_id, v.geom FROM feature_versions v
          WHERE v.workspace_id = _line AND v.id = _id AND v.version = _version
          UNION ALL
          SELECT f.attributes, f.object_id, f.geom FROM features f
          WHERE f.workspace_id = _line AND f.id = _id AND f.version = _version
          UNION ALL
          SELECT v.attributes, v.object_id, v.geom FROM feature_versions v
          WHERE v.workspace_id = (SELECT w.parent_id FROM workspaces w WHERE w.id = _line) AND v.id = _id AND v.version = _version
          UNION ALL
          SELECT f.attributes, f.object_id, f.geom FROM features f
          WHERE f.workspace_id = (SELECT w.parent_id FROM workspaces w WHERE w.id = _line) AND f.id = _id AND f.version = _version) s
    LIMIT 1
$$;
