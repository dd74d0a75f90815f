-- GeoJournal 0014: the durability flush as a function whose statement keeps a generic plan.
--
-- After every batch of edits the durability flusher moves the durable heads of the workspaces it
-- wrote up to their committed heads, and NOTIFYs the feed for each head it moves (DurabilityFlusher).
-- Sent as a prepared statement, that UPDATE ... FROM with its CTE was planned again on every
-- flush: PostgreSQL judged the custom plans cheaper than the generic one and never switched.
-- With one flush per batch of one-feature edits, that planning was about a sixth of
-- PostgreSQL's CPU. Inside this function the statement is planned once per connection.
CREATE FUNCTION geojournal_move_durable_heads(_workspaces text[])
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
