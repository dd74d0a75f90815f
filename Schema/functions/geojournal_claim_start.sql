-- The first step of every batch write: claim the head the batch was decided from.
--
-- Takes the start key of `_start_position` (geojournal_head_lock_key) until commit, so writes
-- decided from the same head, by this process or another (a second `serve`, an import), run one
-- after the other; then compares the stored head. It fails (SQLSTATE GJ409, before the write has
-- inserted anything) when the head has passed the start or stands there with another hash: the
-- writer decides the batch again from the stored head. A stored head behind the start is a write
-- of this writer's still under way (an overlapping long batch), which the final head check of
-- geojournal_write_batch waits for.
CREATE OR REPLACE FUNCTION geojournal_claim_start(_workspace text, _start_position bigint, _start_hash text)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
    _position bigint;
    _hash bytea;
BEGIN
    PERFORM pg_advisory_xact_lock(geojournal_head_lock_key(_workspace, _start_position, true));
    SELECT w.head_position, w.head_hash INTO _position, _hash FROM workspaces w WHERE w.id = _workspace;
    IF _position > _start_position OR (_position = _start_position AND _hash <> decode(_start_hash, 'hex')) THEN
        RAISE EXCEPTION 'the head of workspace % moved under the writer', _workspace USING ERRCODE = 'GJ409';
    END IF;
END
$$;
