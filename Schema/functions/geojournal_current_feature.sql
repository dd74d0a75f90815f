-- The current state of a feature in a line (a workspace's key or a version's line's, Schema/0040):
-- its row of the line's state now (geojournal_line_features; in a version geojournal_line_state:
-- a feature the version never touched is DEFAULT's at the version's base). What a layer view's
-- edit (geojournal_view_edit) and its commit (geojournal_view_commit) compare with (the geometry
-- they stage is the row's own, as PostGIS holds it).
CREATE OR REPLACE FUNCTION geojournal_current_feature(_key text, _id uuid,
    OUT layer text, OUT version integer, OUT attributes jsonb, OUT object_id bigint)
RETURNS SETOF record LANGUAGE sql STABLE AS $$
    SELECT s.layer, s.version, s.attributes, s.object_id FROM geojournal_line_features(_key) s
    WHERE s.id = _id AND NOT EXISTS (SELECT FROM workspaces w WHERE w.id = _key AND w.parent_id IS NOT NULL)
    UNION ALL
    SELECT s.layer, s.version, s.attributes, s.object_id
    FROM workspaces w CROSS JOIN LATERAL geojournal_line_state(w.parent_id, w.id, NULL, NULL, false) s
    WHERE w.id = _key AND w.parent_id IS NOT NULL AND s.id = _id
$$;
