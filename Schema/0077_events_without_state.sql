-- GeoJournal 0077: an event of a feature carries no copy of its state.
--
-- Until now a version's state was stored twice: in its row (`features` while it is current,
-- `feature_versions` once it is closed) and, in part, in its event — a created feature's
-- attributes, OBJECTID and geometry, an update's changed fields old -> new and its new geometry,
-- a deleted feature's last state. Now the version's row is the one place of its state, and the
-- event of a feature keeps only what no version holds (`data`: an update's `geometryEdit`, a
-- restore's `restores`; NULL when there is nothing, `geom` NULL). What readers see of an event
-- is derived (geojournal_event_payload): a created feature's state is its version's row, an
-- update's changes are the fields its version and the one before differ in (the new geometry
-- when it differs), a deleted feature's last state is the version it closed.
--
-- The hash chain covers the state where it now lives: from `workspaces.stateless_from`, the
-- canonical bytes of an event are its lines, the rest of its payload, and the state of the
-- version it makes (geojournal_version_event_bytes: attributes as PostgreSQL writes them,
-- OBJECTID, EWKB), so `verify` proves the version rows as it proved the events. A line's events
-- before that position keep the bytes their hashes were computed over (Schema/0050's form, or the
-- first one below `canonical_from`): nothing is rewritten, and the migration is catalogue work
-- whatever the journal's size. A line made from now on is stateless from its first position.

ALTER TABLE workspaces ADD COLUMN stateless_from bigint NOT NULL DEFAULT 1;
UPDATE workspaces SET stateless_from = head_position + 1;

ALTER TABLE events ALTER COLUMN data DROP NOT NULL;

-- Readers see the payload derived from the versions (a new signature: the event's key).
DROP FUNCTION IF EXISTS geojournal_event_data(jsonb, geometry);
