-- One editing session per version (ArcGIS startEditing, `version_locks`, Schema/0040), checked
-- where the write happens: a trigger on `operations` (Schema/0074) refuses an operation of a
-- version's line (an edit, undo, redo, import, reconcile or post) whose session is not the one
-- editing the version. It runs inside geojournal_write_batch, after the line's row lock is taken,
-- and a session starts editing only under that same lock (Journal.startVersionSession): an edit
-- and a start of editing are ordered, and no edit of another session lands after the version was
-- taken. Its own query sees every lock committed before it (a volatile function reads a fresh
-- snapshot), in the words /v1, OGC, GeoServices and the layer views use
-- (Journal.checkVersionEditLock). SQLSTATE GJ423: a refusal, not a moved head (GJ409), so the
-- writer answers it as the caller's 409. A reconcile's or a post's operation in the line carries
-- no session of its own: the caller's editing session is in its metadata (`editSession`).
CREATE OR REPLACE FUNCTION geojournal_version_edit_lock()
RETURNS trigger LANGUAGE plpgsql
SET search_path = public, pg_temp
AS $$
DECLARE
    _holder uuid;
BEGIN
    SELECT l.session_id INTO _holder FROM version_locks l
    WHERE l.line = NEW.workspace_id AND l.editing AND l.expires_at > now()
      AND l.session_id IS DISTINCT FROM coalesce(NEW.session_id,
          CASE WHEN NEW.kind IN ('reconcile', 'post') AND NEW.metadata->>'editSession' ~ '^[0-9a-f-]{36}$'
               THEN (NEW.metadata->>'editSession')::uuid END);
    IF FOUND THEN
        RAISE EXCEPTION 'the version is being edited in session {%}; edit in that session or wait until it stops editing', upper(_holder::text)
            USING ERRCODE = 'GJ423';
    END IF;
    RETURN NEW;
END
$$;
