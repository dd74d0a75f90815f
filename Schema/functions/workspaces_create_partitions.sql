-- Creates a new workspace's partitions (the trigger on workspaces, Schema/0006). A version's line
-- (a row with a parent, Schema/0040) gets them with its first edit (geojournal_write_batch).
CREATE OR REPLACE FUNCTION workspaces_create_partitions() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
    IF NEW.parent_id IS NULL THEN
        PERFORM create_projection_partitions(NEW.id);
    END IF;
    RETURN NULL;
END
$$;
