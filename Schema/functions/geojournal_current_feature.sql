-- The current state of a feature in a line: its row of `features`, or in a version's line
-- (Schema/0040) that the line never touched, its state in DEFAULT at the version's base. What a
-- layer view's edit (geojournal_view_edit) and its commit (geojournal_view_commit) compare with
-- (the geometry they stage is the row's own, as PostGIS holds it).
CREATE OR REPLACE FUNCTION geojournal_current_feature(_key text, _id uuid,
    OUT layer text, OUT version integer, OUT attributes jsonb, OUT object_id bigint)
RETURNS SETOF record LANGUAGE sql STABLE AS $$
    SELECT f.layer, f.version, f.attributes, f.object_id FROM features f WHERE f.workspace_id = _key AND f.id = _id
    UNION ALL
    SELECT v.layer, v.version, v.attributes, v.object_id
    FROM workspaces w
    CROSS JOIN LATERAL (SELECT geojournal_version_base(w.id, 9223372036854775807) AS base) b
    CROSS JOIN LATERAL (
        SELECT f.layer, f.version, f.attributes, f.object_id FROM features f
        WHERE f.workspace_id = w.parent_id AND f.id = _id AND f.position <= b.base
        UNION ALL
        SELECT f.layer, f.version, f.attributes, f.object_id FROM feature_versions f
        WHERE f.workspace_id = w.parent_id AND f.id = _id AND f.valid_to IS NOT NULL AND f.valid_from <= b.base AND f.valid_to > b.base) v
    WHERE w.id = _key AND w.parent_id IS NOT NULL
      AND NOT EXISTS (SELECT FROM events e WHERE e.workspace_id = _key AND e.feature_id = _id)
$$;
