-- A fresh table for a rebuild of the workspace's partition of `parent`: <partition>_rebuild,
-- replacing what a failed rebuild left behind. Returns its name.
CREATE OR REPLACE FUNCTION create_rebuild_table(parent text, workspace text) RETURNS text
    LANGUAGE plpgsql
    AS $$
DECLARE
    fresh text := projection_partition(parent, workspace) || '_rebuild';
BEGIN
    EXECUTE format('DROP TABLE IF EXISTS public.%I', fresh);
    PERFORM create_projection_table(parent, workspace, fresh);
    RETURN fresh;
END
$$;
