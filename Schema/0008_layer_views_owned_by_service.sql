-- GeoJournal 0008: the per-layer views belong to the service role.
--
-- A layer's view lives in the schema gj_<workspace>. Whoever defined a workspace's first layer
-- created that schema and its views; when that was the database owner (`geojournal sample`), the
-- service could no longer replace a view on a later layer change ("permission denied for schema").
-- Layer definitions now create them as geojournal_service; this hands the existing ones over.
DO $$
DECLARE
    s record;
    v record;
BEGIN
    FOR s IN SELECT oid, nspname FROM pg_namespace WHERE nspname LIKE 'gj\_%' LOOP
        EXECUTE format('ALTER SCHEMA %I OWNER TO geojournal_service', s.nspname);
        FOR v IN SELECT relname FROM pg_class WHERE relnamespace = s.oid AND relkind = 'v' LOOP
            EXECUTE format('ALTER VIEW %I.%I OWNER TO geojournal_service', s.nspname, v.relname);
        END LOOP;
    END LOOP;
END
$$;
