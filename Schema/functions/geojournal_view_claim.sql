-- The operation a database transaction writes to a workspace through its layer views: made by
-- the transaction's first row, which holds the workspace's head until the transaction ends
-- (geojournal_claim_head), so the operation's positions are contiguous whatever else writes.
-- The operation is recorded when the transaction commits (geojournal_view_commit). Its actor is
-- the login role's (view_actors); a role without one may not write.
CREATE OR REPLACE FUNCTION geojournal_view_claim(_workspace text)
RETURNS view_transactions LANGUAGE plpgsql AS $$
DECLARE
    _claim view_transactions;
    _head record;
    _actor text;
    _hash bytea;
BEGIN
    SELECT * INTO _claim FROM view_transactions WHERE txid = txid_current() AND workspace_id = _workspace;
    IF FOUND THEN
        RETURN _claim;
    END IF;
    SELECT a.actor INTO _actor FROM view_actors a WHERE a.role_name = session_user AND a.role = 'editor';
    IF NOT FOUND THEN
        RAISE EXCEPTION 'role % may not edit GeoJournal layers', session_user
            USING ERRCODE = 'insufficient_privilege', HINT = 'an editor role is created with `geojournal user create --actor NAME --role editor`';
    END IF;
    SELECT * INTO _head FROM geojournal_claim_head(_workspace, true);
    IF NOT FOUND THEN
        RAISE EXCEPTION 'there is no workspace %', _workspace USING ERRCODE = 'no_data_found';
    END IF;
    _claim := ROW(txid_current(), _workspace, geojournal_new_feature_id(), _actor, _head.claimed_position + 1,
                  greatest((extract(epoch FROM clock_timestamp()) * 1000000)::bigint, _head.claimed_micros));
    INSERT INTO view_transactions SELECT _claim.*;
    SELECT w.head_hash INTO _hash FROM workspaces w WHERE w.id = _workspace;
    PERFORM geojournal_view_move_head(_workspace, _head.claimed_position, _hash);
    RETURN _claim;
END
$$;
