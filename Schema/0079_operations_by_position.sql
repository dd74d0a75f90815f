-- GeoJournal 0079: an event's operation and time, and a closed version's operation, are read
-- from `operations` by position; a feature's events are found by a deduplicated key.
--
-- An operation's events are the positions first_position...last_position of its line, and its
-- `recorded_at` is the time of every one of them (geojournal_write_batch writes both from the
-- batch's one time). So an event does not need to store its operation's id (16 bytes) or time (8),
-- nor a closed version the operation that made it (16): each is the operation at that position of
-- the line (geojournal_operation_at). Rows written from now on leave the columns NULL; readers take
-- a stored value where there is one and the operation's otherwise (both fixtures of earlier
-- layouts, Fixtures/legacy-0040 and -0076, hold the same values in both places). A closed
-- version keeps the times it was valid from and to (every page of a past moment shows them: read
-- by position they cost a look-up per row, 2 s more for a whole layer of 67,000 features as of a
-- moment). The canonical bytes of an event are unchanged: its operation id and microseconds are
-- the lines they always were, whichever column they are read from.
--
-- The unique (workspace, feature, version) key of `events` gives way to a plain (workspace,
-- feature) btree, which PostgreSQL deduplicates (one key and a list of row pointers per feature
-- instead of an entry per event): what it served (a feature's events, "did this line touch that
-- feature") reads the same index; a version's uniqueness is its row's (the primary keys of
-- `features` and `feature_versions`), and the writers are ordered by the head's lock.
--
-- Catalogue work and one index build (about a minute per 10 million events); no row is rewritten.

ALTER TABLE events ALTER COLUMN operation_id DROP NOT NULL, ALTER COLUMN recorded_at DROP NOT NULL;
ALTER TABLE feature_versions ALTER COLUMN operation_id DROP NOT NULL;

DO $$
DECLARE
    _name text;
BEGIN
    SELECT c.conname INTO _name FROM pg_constraint c
    WHERE c.conrelid = 'public.events'::regclass AND c.contype = 'u'
      AND c.conkey = ARRAY(SELECT a.attnum FROM pg_attribute a WHERE a.attrelid = 'public.events'::regclass
                           AND a.attname IN ('workspace_id', 'feature_id', 'feature_version') ORDER BY a.attnum)::int2[];
    IF _name IS NOT NULL THEN
        EXECUTE format('ALTER TABLE public.events DROP CONSTRAINT %I', _name);
    END IF;
END $$;
CREATE INDEX IF NOT EXISTS events_by_feature ON events (workspace_id, feature_id) WHERE feature_id IS NOT NULL;

-- A batch's versions no longer carry their operation.
ALTER TYPE geojournal_version_row DROP ATTRIBUTE operation_id;

-- The operation at a position of a line (restated in Schema/functions).
CREATE OR REPLACE FUNCTION geojournal_operation_at(_line text, _position bigint)
RETURNS TABLE (id uuid, recorded_at timestamptz) LANGUAGE sql STABLE PARALLEL SAFE AS $$
    SELECT o.id, o.recorded_at FROM operations o
    WHERE o.workspace_id = _line AND o.first_position <= _position
    ORDER BY o.first_position DESC LIMIT 1
$$;

-- Every version, closed and open, with its operation read by position where the row does not
-- hold it.
DROP VIEW all_feature_versions;
CREATE VIEW all_feature_versions AS
    SELECT f.workspace_id, f.id, f.version, f.layer, f.attributes, geojournal_geojson(f.geom) AS geometry, f.geom,
           coalesce(f.operation_id, (SELECT o.id FROM geojournal_operation_at(f.workspace_id, f.valid_from) o)) AS operation_id,
           f.valid_from, f.valid_to, f.valid_from_time, f.valid_to_time, f.object_id
    FROM feature_versions f
    UNION ALL
    SELECT f.workspace_id, f.id, f.version, f.layer, f.attributes, geojournal_geojson(f.geom), f.geom,
           (SELECT o.id FROM geojournal_operation_at(f.workspace_id, f.position) o),
           f.position, NULL::bigint, f.updated_at, NULL::timestamptz, f.object_id
    FROM features f;
ALTER VIEW all_feature_versions OWNER TO geojournal_service;
