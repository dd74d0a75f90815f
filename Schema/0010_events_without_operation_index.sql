-- GeoJournal 0010: no separate index of events by operation.
--
-- An operation's events take a contiguous range of positions, recorded on the operation
-- (first_position, last_position), so reading them is a range scan of the events' primary key.
-- The index by (workspace_id, operation_id) only cost every appended event another btree insert
-- (about a tenth of PostgreSQL's time in a 1,000-feature operation).
DROP INDEX IF EXISTS events_by_operation;
