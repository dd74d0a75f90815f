-- The last step of every batch write: the workspace head must have moved from exactly the
-- position the writer started from (so a writer working from a stale head fails as a whole and
-- starts again). An asynchronous write then commits without waiting for its flush (the flusher
-- confirms it); a synchronous one announces its new head to the feed (NOTIFY is delivered after
-- the commit).
CREATE OR REPLACE FUNCTION geojournal_confirm_head(workspace text, moved bigint, asynchronous boolean, head bigint)
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
