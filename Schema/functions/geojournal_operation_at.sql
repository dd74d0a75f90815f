-- The operation of a line at a position: the one whose events hold it (an operation's events are
-- first_position...last_position of its line). Its `id` is the event's operation and its
-- `recorded_at` the event's time, so neither is stored per event, nor the operation per closed
-- version (Schema/0079). A set-returning SQL function that PostgreSQL inlines into the reader's query:
--   FROM events e CROSS JOIN LATERAL geojournal_operation_at($1, e.position) o
-- one descent of the (workspace_id, first_position) key per row.
CREATE OR REPLACE FUNCTION geojournal_operation_at(_line text, _position bigint)
RETURNS TABLE (id uuid, recorded_at timestamptz) LANGUAGE sql STABLE PARALLEL SAFE AS $$
    SELECT o.id, o.recorded_at FROM operations o
    WHERE o.workspace_id = _line AND o.first_position <= _position
    ORDER BY o.first_position DESC LIMIT 1
$$;
