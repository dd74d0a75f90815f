-- The running head of a transaction that writes a workspace through its layer views: the
-- position and hash of its last event, kept in a transaction-local setting (rolled back with the
-- transaction or a savepoint); the workspace row takes it at commit (geojournal_view_commit).
CREATE OR REPLACE FUNCTION geojournal_view_head(_workspace text, OUT head_position bigint, OUT head_hash bytea)
LANGUAGE sql STABLE AS $$
    SELECT split_part(v, ' ', 1)::bigint, decode(split_part(v, ' ', 2), 'hex')
    FROM (SELECT current_setting('geojournal.head_' || md5(_workspace))) AS s(v)
$$;
