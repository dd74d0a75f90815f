-- The transaction advisory-lock keys that order the writers of one workspace, in every process.
--
-- One bigint key: hashtext(workspace) in the upper 32 bits; below it a flag bit and the lower 31
-- bits of a position (two writes of one workspace under way at once are never 2^31 positions
-- apart; a clash between workspaces only makes one wait a moment). The single-key space is apart
-- from the two-key locks of `geojournal rebuild`.
--   start key (_start true): held by the write that starts from the position, from its first
--     step to its commit. Two writes decided from the same head, in one process or in two, take
--     it in turn: the second then finds the head moved and fails before it writes anything.
--   end key (_start false): held by the write that ends at the position. A write decided from
--     the head an earlier write will leave (the workspace writer's overlapping long batches)
--     waits for it before its final head check.
CREATE OR REPLACE FUNCTION geojournal_head_lock_key(_workspace text, _position bigint, _start boolean)
RETURNS bigint LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT (hashtext(_workspace)::bigint << 32)
         | CASE WHEN _start THEN 2147483648 ELSE 0 END
         | (_position & 2147483647)
$$;
