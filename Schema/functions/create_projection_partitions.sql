-- Creates the workspace's partitions (empty; their indexes come from the parents). The table is
-- created on its own and then attached, which locks the parent less than CREATE ... PARTITION OF.
CREATE OR REPLACE FUNCTION create_projection_partitions(workspace text) RETURNS void
    LANGUAGE plpgsql
    AS $$
DECLARE
    parent text;
    part text;
BEGIN
    FOREACH parent IN ARRAY partitioned_projections() LOOP
        part := projection_partition(parent, workspace);
        CONTINUE WHEN to_regclass(format('public.%I', part)) IS NOT NULL;
        PERFORM create_projection_table(parent, workspace, part);
        EXECUTE format('ALTER TABLE public.%I ATTACH PARTITION public.%I FOR VALUES IN (%L)', parent, part, workspace);
        EXECUTE format('ALTER TABLE public.%I OWNER TO geojournal_service', part);
    END LOOP;
END
$$;
