-- The durability flush: moves the durable heads of the workspaces a batch wrote up to their
-- committed heads and NOTIFYs the feed for each head it moves (DurabilityFlusher). A function so
-- that its statement keeps one generic plan per connection (Schema/0014).
CREATE OR REPLACE FUNCTION geojournal_move_durable_heads(_workspaces text[])
RETURNS TABLE (moved_workspace text, moved_position bigint) LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan
AS $$
BEGIN
    RETURN QUERY
    WITH moved AS (
        UPDATE durable_heads d SET position = w.head_position
        FROM workspaces w
        WHERE w.id = d.workspace_id AND d.position < w.head_position AND w.id = ANY(_workspaces)
        RETURNING d.workspace_id, d.position)
    SELECT m.workspace_id, m.position FROM moved m,
        LATERAL (SELECT pg_notify('geojournal_events', m.workspace_id || ' ' || m.position)) AS n;
END
$$;
