-- Creates an empty table `name` shaped like `parent` that holds only `workspace`'s rows (the
-- CHECK constraint lets ATTACH PARTITION skip its validating scan). No indexes.
CREATE OR REPLACE FUNCTION create_projection_table(parent text, workspace text, name text) RETURNS void
    LANGUAGE plpgsql
    AS $$
BEGIN
    EXECUTE format('CREATE TABLE public.%I (LIKE public.%I INCLUDING DEFAULTS INCLUDING CONSTRAINTS INCLUDING STORAGE INCLUDING COMPRESSION, CHECK (workspace_id = %L))',
                   name, parent, workspace);
END
$$;
