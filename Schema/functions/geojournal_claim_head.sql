-- Reads a workspace's head and holds it for the rest of the transaction: no other writer, in any
-- process, can move the head until this transaction ends, so what the caller decides from it is
-- written without a head-check failure.
--
-- Takes the start key of the head's position (geojournal_head_lock_key), which every batch write
-- claims first (geojournal_claim_start), then checks that the head is still there (a write that
-- held the key may have moved it meanwhile: then again from the new head). With `_row_lock` it
-- also locks the workspace row, as the schema, session and network writers do; always after the
-- start key, the order every writer takes them in, so none waits for another in a cycle.
-- Returns no row when the workspace does not exist.
CREATE OR REPLACE FUNCTION geojournal_claim_head(_workspace text, _row_lock boolean)
RETURNS TABLE (claimed_position bigint, claimed_hash text, claimed_micros bigint, claimed_schema_position bigint) LANGUAGE plpgsql AS $$
DECLARE
    _position bigint;
BEGIN
    LOOP
        SELECT w.head_position INTO _position FROM workspaces w WHERE w.id = _workspace;
        IF NOT FOUND THEN
            RETURN;
        END IF;
        PERFORM pg_advisory_xact_lock(geojournal_head_lock_key(_workspace, _position, true));
        IF _row_lock THEN
            -- READ COMMITTED: the row is locked only if its newest version still matches.
            RETURN QUERY
                SELECT w.head_position, encode(w.head_hash, 'hex'), (extract(epoch FROM w.head_time) * 1000000)::bigint, w.schema_position
                FROM workspaces w WHERE w.id = _workspace AND w.head_position = _position FOR UPDATE;
        ELSE
            RETURN QUERY
                SELECT w.head_position, encode(w.head_hash, 'hex'), (extract(epoch FROM w.head_time) * 1000000)::bigint, w.schema_position
                FROM workspaces w WHERE w.id = _workspace AND w.head_position = _position;
        END IF;
        IF FOUND THEN
            RETURN;
        END IF;
    END LOOP;
END
$$;
