-- The name of a workspace's partition of a projection table (workspace ids may hold '-' and be
-- 63 characters long, so the name carries a digest of the id instead of the id).
CREATE OR REPLACE FUNCTION projection_partition(parent text, workspace text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$ SELECT parent || '_' || left(encode(sha256(convert_to(workspace, 'UTF8')), 'hex'), 16) $$;
