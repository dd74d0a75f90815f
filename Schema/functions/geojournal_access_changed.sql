-- Tells every node at once that a workspace was made public or private: at the change's commit,
-- NOTIFY on the change feed's channel with `<workspace> public` or `<workspace> private`, which
-- each node's ChangeNotifier hands to its WorkspaceAccess (no head moves: the flag says who may
-- read, not what happened). A trigger, so whoever changes the flag is heard: PATCH
-- /v1/workspaces/{ws}, `geojournal workspace public`, psql. Only an UPDATE that names the column
-- fires it: moving a head does not.
CREATE OR REPLACE FUNCTION geojournal_access_changed()
RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM pg_notify('geojournal_events', NEW.id || CASE WHEN NEW.public_read THEN ' public' ELSE ' private' END);
    RETURN NULL;
END
$$;
DO $$
BEGIN
    IF NOT EXISTS (SELECT FROM pg_trigger WHERE tgname = 'workspaces_access_changed' AND tgrelid = 'workspaces'::regclass) THEN
        CREATE TRIGGER workspaces_access_changed AFTER UPDATE OF public_read ON workspaces
            FOR EACH ROW WHEN (OLD.public_read IS DISTINCT FROM NEW.public_read) EXECUTE FUNCTION geojournal_access_changed();
    END IF;
END
$$;
