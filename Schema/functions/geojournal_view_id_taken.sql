-- Whether a layer view may not create a feature with id `_id` in line `_key`: the line has events
-- of it, or, in a version's line (Schema/0040), DEFAULT had events of it at the version's base.
-- The streams a /v1 add is decided against (loadStreams: the line's own, else DEFAULT's at the
-- base, live or deleted), so the view refuses exactly the ids /v1 refuses ("already exists (or
-- existed)"): an id DEFAULT gave a feature after the base is free in the version, as /v1 finds
-- it. Asked by a row (geojournal_view_edit) and again at COMMIT under the line's row lock
-- (geojournal_view_commit). PL/pgSQL, whose plans are kept for the session (a SQL function
-- here is not inlined and is planned again at every call).
CREATE OR REPLACE FUNCTION geojournal_view_id_taken(_key text, _id uuid)
RETURNS boolean LANGUAGE plpgsql STABLE AS $$
DECLARE
    _parent text;
BEGIN
    IF EXISTS (SELECT FROM events e WHERE e.workspace_id = _key AND e.feature_id = _id) THEN
        RETURN true;
    END IF;
    SELECT w.parent_id INTO _parent FROM workspaces w WHERE w.id = _key;
    IF _parent IS NULL THEN
        RETURN false;
    END IF;
    RETURN EXISTS (SELECT FROM events e WHERE e.workspace_id = _parent AND e.feature_id = _id
                   AND e.position <= geojournal_version_base(_key, 9223372036854775807));
END
$$;
