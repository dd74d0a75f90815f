-- GeoJournal 0074: a version's edit lock is checked by the write itself.
--
-- An edit of a version's line was checked against `version_locks` before it was queued; a session
-- that started editing between that check and the write (Journal.startVersionSession) did not stop
-- it. Now the insert of the operation is refused (geojournal_version_edit_lock, Schema/functions,
-- installed after the migrations; the function made here is replaced by that file's body), under
-- the line's row lock that starting to edit takes too. Only rows of a line (`~` in the key) pay for
-- it (schema operations are DEFAULT's).

CREATE OR REPLACE FUNCTION geojournal_version_edit_lock() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NEW; END $$;

CREATE TRIGGER operations_version_edit_lock BEFORE INSERT ON operations
    FOR EACH ROW WHEN (strpos(NEW.workspace_id, '~') > 0 AND NEW.kind IN ('edit', 'undo', 'redo', 'import', 'reconcile', 'post'))
    EXECUTE FUNCTION geojournal_version_edit_lock();
