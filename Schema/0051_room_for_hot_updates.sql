-- GeoJournal 0051: the current features leave room on each page for updates.
--
-- An attribute edit of a feature rewrites its row of `features` with the same geometry, layer,
-- id and OBJECTID: every indexed column is unchanged, so PostgreSQL can write the new row on the
-- same page without an entry in any index (a HOT update) — if the page has room. At the default
-- fill factor (100) it never has, and each such edit inserted into the primary key, the layer and
-- OBJECTID indexes and the layer's spatial index. New pages of every workspace's partition now
-- keep 15 % free (create_projection_table sets it for partitions made from now on).
DO $$
DECLARE
    _part record;
BEGIN
    FOR _part IN SELECT c.relname FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
                 WHERE i.inhparent = 'public.features'::regclass LOOP
        EXECUTE format('ALTER TABLE public.%I SET (fillfactor = 85)', _part.relname);
    END LOOP;
END
$$;
