-- Gives every new workspace its durable head (the trigger on workspaces, Schema/0005).
CREATE OR REPLACE FUNCTION geojournal_add_durable_head() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO durable_heads (workspace_id, position) VALUES (NEW.id, NEW.head_position)
    ON CONFLICT (workspace_id) DO NOTHING;
    RETURN NEW;
END
$$;
