-- Replaces a workspace's partition of `parent` by the loaded and indexed table `fresh`: its
-- unique index becomes the primary key, the old partition is dropped, the fresh table takes its
-- name and is attached (its CHECK constraint spares the validating scan). Call it in the
-- transaction that holds the workspace lock.
CREATE OR REPLACE FUNCTION swap_projection_partition(parent text, workspace text, fresh text) RETURNS void
    LANGUAGE plpgsql
    AS $$
DECLARE
    part text := projection_partition(parent, workspace);
    idx record;
BEGIN
    EXECUTE format('ALTER TABLE public.%I ADD CONSTRAINT %I PRIMARY KEY USING INDEX %I', fresh, fresh || '_pk', fresh || '_pkey');
    EXECUTE format('DROP TABLE IF EXISTS public.%I', part);
    EXECUTE format('ALTER TABLE public.%I RENAME TO %I', fresh, part);
    FOR idx IN SELECT c.relname FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
               WHERE i.indrelid = format('public.%I', part)::regclass AND c.relname LIKE fresh || '\_%' LOOP
        EXECUTE format('ALTER INDEX public.%I RENAME TO %I', idx.relname, part || substr(idx.relname, length(fresh) + 1));
    END LOOP;
    EXECUTE format('ALTER TABLE public.%I ATTACH PARTITION public.%I FOR VALUES IN (%L)', parent, part, workspace);
    EXECUTE format('ALTER TABLE public.%I OWNER TO geojournal_service', part);
END
$$;
