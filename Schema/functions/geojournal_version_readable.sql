-- Whether the login running the statement may read a version's layer views (Schema/0040): its
-- actor (view_actors) owns the version or the version is not private. Run as the service role.
CREATE OR REPLACE FUNCTION geojournal_version_readable(_line text)
RETURNS boolean LANGUAGE sql STABLE SECURITY DEFINER
SET search_path = public, pg_temp
AS $$
    SELECT EXISTS (SELECT FROM versions v LEFT JOIN view_actors a ON a.role_name = session_user
                   WHERE v.line = _line AND v.deleted_at IS NULL AND (v.access <> 'private' OR v.owner = a.actor))
$$;
ALTER FUNCTION geojournal_version_readable(text) OWNER TO geojournal_service;
GRANT EXECUTE ON FUNCTION geojournal_version_readable(text) TO PUBLIC;
