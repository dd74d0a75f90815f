-- One editing session per version (ArcGIS startEditing, `version_locks`, Schema/0040), checked
-- where the write happens: geojournal_write_batch calls it for a batch of a version's line, after
-- it took the line's row lock, and refuses the batch when one of its operations (an edit, undo,
-- redo, import, reconcile or post) comes from another session than the one editing the version.
-- A session starts editing only under that same lock (Versions.startVersionSession): an edit and a start
-- of editing are ordered, and no edit of another session lands after the version was taken. Its
-- own query sees every lock committed before it (a volatile function reads a fresh snapshot), in
-- the words /v1, OGC, GeoServices and the layer views use (Versions.checkVersionEditLock). SQLSTATE
-- GJ423: a refusal, not a moved head (GJ409), so the writer answers it as the caller's 409. A
-- reconcile's or a post's operation in the line carries no session of its own: the caller's
-- editing session is in its metadata (`editSession`).
CREATE OR REPLACE FUNCTION geojournal_version_edit_lock(_line text, _operations geojournal_operation_row[])
RETURNS void LANGUAGE plpgsql VOLATILE
SET search_path = public, pg_temp
AS $$
DECLARE
    _holder uuid;
BEGIN
    SELECT l.session_id INTO _holder FROM version_locks l
    WHERE l.line = _line AND l.editing AND l.expires_at > now()
      AND EXISTS (SELECT FROM unnest(_operations) o
                  WHERE o.kind IN ('edit', 'undo', 'redo', 'import', 'reconcile', 'post')
                    AND l.session_id IS DISTINCT FROM coalesce(o.session_id,
                        CASE WHEN o.kind IN ('reconcile', 'post') AND o.metadata->>'editSession' ~ '^[0-9a-f-]{36}$'
                             THEN (o.metadata->>'editSession')::uuid END));
    IF FOUND THEN
        RAISE EXCEPTION 'the version is being edited in session {%}; edit in that session or wait until it stops editing', upper(_holder::text)
            USING ERRCODE = 'GJ423';
    END IF;
END
$$;
