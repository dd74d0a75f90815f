-- Creates a new workspace's partitions (the trigger on workspaces, Schema/0006).
CREATE OR REPLACE FUNCTION workspaces_create_partitions() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
    PERFORM create_projection_partitions(NEW.id);
    RETURN NULL;
END
$$;
