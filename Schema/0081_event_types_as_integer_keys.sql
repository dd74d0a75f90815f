-- GeoJournal 0081: an event's type is an integer key (the enum `event_type`, four bytes, where its
-- name took up to 19), and the event row is laid out so that no column waits for alignment.
--
-- PostgreSQL stores an enum value as its four-byte label number and compares it with a quoted
-- name (`type = 'featureCreated'`, an index predicate as well); `type::text` is the name, which
-- is what the canonical bytes of every event always held, so every chain verifies unchanged and
-- the events written from now on are hashed over the same bytes (no new canonical form). A new
-- type is `ALTER TYPE event_type ADD VALUE`.
--
-- The row (position, version, type, feature, line, layer, hash, then what is mostly NULL: the
-- payload no version holds, an earlier layout's geometry, operation and time) puts the eight-
-- and four-byte columns first, so the text ones follow without padding: 123 -> 110 bytes an
-- event (`pg_column_size`, 200,000 events of the storage probe), 26 -> 22 MB of heap there.
--
-- The table is written anew (about 2 s a million events, and its three indexes built once);
-- the layer views of versions read `events` (a feature the line touched): they are dropped and
-- `migrate` makes them again.

CREATE TYPE event_type AS ENUM (
    'featureCreated', 'featureUpdated', 'featureDeleted', 'layerDefined', 'networkDefined',
    'featuresUnchanged', 'associationAdded', 'associationDeleted', 'versionRebased');

-- Its readers' signature changes with it (restated in Schema/functions).
DROP FUNCTION IF EXISTS geojournal_event_payload(text, uuid, integer, text, jsonb, geometry);

DO $$
DECLARE
    r record;
    g text;
    owner text := (SELECT pg_get_userbyid(relowner) FROM pg_class WHERE oid = 'public.events'::regclass);
    acl text[] := (SELECT coalesce(relacl::text[], '{}') FROM pg_class WHERE oid = 'public.events'::regclass);
BEGIN
    -- The views that read events (a version's layer views): dropped here with their compiled
    -- checks, so that `migrate` makes them again after the functions (Migrator.refreshLayerViews).
    FOR r IN SELECT DISTINCT n.nspname, v.relname
             FROM pg_depend d JOIN pg_rewrite w ON w.oid = d.objid JOIN pg_class v ON v.oid = w.ev_class
             JOIN pg_namespace n ON n.oid = v.relnamespace
             WHERE d.classid = 'pg_rewrite'::regclass AND d.refobjid = 'public.events'::regclass AND v.oid <> 'public.events'::regclass LOOP
        EXECUTE format('DROP VIEW %I.%I', r.nspname, r.relname);
    END LOOP;
    DELETE FROM layer_view_checks WHERE workspace_id IN (SELECT line FROM versions);

    CREATE TABLE events_0081 (
        position        bigint NOT NULL,
        feature_version integer,
        type            event_type NOT NULL,
        feature_id      uuid,
        workspace_id    text NOT NULL,
        layer           text NOT NULL,
        hash            bytea NOT NULL,
        data            jsonb,
        geom            geometry,
        operation_id    uuid,
        recorded_at     timestamptz);
    INSERT INTO events_0081
        SELECT position, feature_version, type::event_type, feature_id, workspace_id, layer, hash, data, geom, operation_id, recorded_at
        FROM events;
    DROP TABLE events;
    ALTER TABLE events_0081 RENAME TO events;
    ALTER TABLE events ADD CONSTRAINT events_pkey PRIMARY KEY (workspace_id, position);
    CREATE INDEX events_by_feature ON events (workspace_id, feature_id) WHERE feature_id IS NOT NULL;
    CREATE INDEX events_rebased ON events (workspace_id, position) WHERE type = 'versionRebased';
    CREATE TRIGGER events_append_only BEFORE UPDATE OR DELETE ON events FOR EACH ROW EXECUTE FUNCTION journal_reject_change();
    CREATE TRIGGER events_no_truncate BEFORE TRUNCATE ON events FOR EACH STATEMENT EXECUTE FUNCTION journal_reject_change();
    EXECUTE format('ALTER TABLE public.events OWNER TO %I', owner);
    -- The rights it had (an aclitem is grantee=rights/grantor; an empty grantee is PUBLIC).
    FOREACH g IN ARRAY acl LOOP
        CONTINUE WHEN split_part(g, '=', 1) = owner;
        EXECUTE format('GRANT %s ON public.events TO %s',
                       (SELECT string_agg(CASE c WHEN 'r' THEN 'SELECT' WHEN 'a' THEN 'INSERT' WHEN 'w' THEN 'UPDATE' WHEN 'd' THEN 'DELETE'
                                                 WHEN 'D' THEN 'TRUNCATE' WHEN 'x' THEN 'REFERENCES' WHEN 't' THEN 'TRIGGER' END, ', ')
                        FROM regexp_split_to_table(split_part(split_part(g, '=', 2), '/', 1), '') AS c WHERE c <> '*'),
                       CASE split_part(g, '=', 1) WHEN '' THEN 'PUBLIC' ELSE split_part(g, '=', 1) END);
    END LOOP;
END
$$;

ANALYZE events;
