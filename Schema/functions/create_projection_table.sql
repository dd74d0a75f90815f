-- Creates an empty table `name` shaped like `parent` that holds only `workspace`'s rows (the
-- CHECK constraint lets ATTACH PARTITION skip its validating scan). No indexes. The current
-- features leave a sixth of each page free: an update that keeps a feature's geometry (an
-- attribute edit) then writes the new row on the same page and no index entry (a HOT update,
-- Schema/0051).
CREATE OR REPLACE FUNCTION create_projection_table(parent text, workspace text, name text) RETURNS void
    LANGUAGE plpgsql
    AS $$
BEGIN
    EXECUTE format('CREATE TABLE public.%I (LIKE public.%I INCLUDING DEFAULTS INCLUDING CONSTRAINTS INCLUDING STORAGE INCLUDING COMPRESSION, CHECK (workspace_id = %L))%s',
                   name, parent, workspace, CASE WHEN parent = 'features' THEN ' WITH (fillfactor = 85)' ELSE '' END);
END
$$;
