-- The base of a version's line at a position of the line: DEFAULT's position its reads start from
-- (Schema/0040). The last `versionRebased` event of the line at or before the position, else the
-- base the version was created with; NULL for a line that is no version. Run as the service role:
-- a version's layer views call it for logins that may not read the events.
CREATE OR REPLACE FUNCTION geojournal_version_base(_line text, _position bigint)
RETURNS bigint LANGUAGE sql STABLE SECURITY DEFINER
SET search_path = public, pg_temp
AS $$
    SELECT coalesce(
        (SELECT (e.data->>'base')::bigint FROM events e
         WHERE e.workspace_id = _line AND e.type = 'versionRebased' AND e.position <= _position
         ORDER BY e.position DESC LIMIT 1),
        (SELECT v.created_base FROM versions v WHERE v.line = _line))
$$;
ALTER FUNCTION geojournal_version_base(text, bigint) OWNER TO geojournal_service;
