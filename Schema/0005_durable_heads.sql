-- Durable heads: the highest position of each workspace known to be on disk.
--
-- Edit batches commit with synchronous_commit = off while they hold the workspace row lock, so
-- the next batch can start without waiting for the WAL flush. A separate, synchronously
-- committed "flush" statement then moves `durable_heads.position` up to the committed head: its
-- own commit record follows every batch it covers in the WAL, so once it is flushed they are too.
-- Callers are acknowledged only after that flush, and the change feed reads events only up to
-- the durable head, so no reader ever sees a position that a crash could still take back.
CREATE TABLE durable_heads (
    workspace_id text   PRIMARY KEY REFERENCES workspaces (id) ON DELETE CASCADE,
    position     bigint NOT NULL DEFAULT 0
);

INSERT INTO durable_heads (workspace_id, position)
SELECT id, head_position FROM workspaces
ON CONFLICT (workspace_id) DO NOTHING;

CREATE FUNCTION geojournal_add_durable_head() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO durable_heads (workspace_id, position) VALUES (NEW.id, NEW.head_position)
    ON CONFLICT (workspace_id) DO NOTHING;
    RETURN NEW;
END
$$;

CREATE TRIGGER workspaces_durable_head AFTER INSERT ON workspaces
    FOR EACH ROW EXECUTE FUNCTION geojournal_add_durable_head();

GRANT SELECT, INSERT, UPDATE ON durable_heads TO geojournal_service;
GRANT SELECT ON durable_heads TO geojournal_reader;

-- The last step of every batch write: the workspace head must have moved from exactly the
-- position the writer started from (so a writer working from a stale head, after another node's
-- append or a crash that took back unflushed commits, fails as a whole and starts again). An
-- asynchronous write then commits without waiting for its flush (the flusher confirms it); a
-- synchronous one announces its new head to the feed (NOTIFY is delivered after the commit).
CREATE FUNCTION geojournal_confirm_head(workspace text, moved bigint, asynchronous boolean, head bigint)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
    IF moved <> 1 THEN
        RAISE EXCEPTION 'the head of workspace % moved under the writer', workspace USING ERRCODE = 'GJ409';
    END IF;
    IF asynchronous THEN
        PERFORM set_config('synchronous_commit', 'off', true);
    ELSE
        PERFORM pg_notify('geojournal_events', workspace || ' ' || head);
    END IF;
END
$$;
