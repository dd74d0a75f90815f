-- The projection tables that are partitioned by workspace (Schema/0006).
CREATE OR REPLACE FUNCTION partitioned_projections() RETURNS text[]
    LANGUAGE sql IMMUTABLE
    AS $$ SELECT ARRAY['features', 'feature_versions'] $$;
