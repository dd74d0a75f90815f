-- Locks a workspace's row until the transaction ends and returns its head: what orders every
-- writer of the workspace, in every process (edit batches, schema, session and network work, a
-- view transaction's commit, a rebuild). A row lock needs the UPDATE privilege on `workspaces`,
-- which only the service's role has (Schema/0021). No row when the workspace does not exist.
-- A version's line (Schema/0040) has its own row and head; its layers are its workspace's, so its
-- schema position is the workspace's. PL/pgSQL, so the statement's plan is kept for the session
-- (a SQL function that cannot be inlined is planned again at every call: 0.1 ms of each batch).
CREATE OR REPLACE FUNCTION geojournal_lock_head(_workspace text,
    OUT head_position bigint, OUT head_hash bytea, OUT head_micros bigint, OUT schema_position bigint)
RETURNS SETOF record LANGUAGE plpgsql AS $$
BEGIN
    RETURN QUERY
    SELECT w.head_position, w.head_hash, (extract(epoch FROM w.head_time) * 1000000)::bigint,
           coalesce((SELECT p.schema_position FROM workspaces p WHERE p.id = w.parent_id), w.schema_position)
    FROM workspaces w WHERE w.id = _workspace FOR UPDATE OF w;
END
$$;
