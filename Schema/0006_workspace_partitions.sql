-- GeoJournal 0006: the feature projections in one partition per workspace, and an as-of index
-- that PostgreSQL builds by sorting.
--
-- features and feature_versions are partitioned by workspace (LIST on workspace_id). Each
-- workspace's rows live in tables of their own (named by projection_partition), created when the
-- workspace is created. `geojournal rebuild` loads fresh tables with COPY, builds their indexes
-- once, and swaps them in for the workspace's partitions under the workspace lock: no row-by-row
-- index maintenance and no other workspace touched.
--
-- As-of reads ask "which versions were valid at position P inside this box". The index that
-- answers them is a GiST index over two 2-D geometries: the feature's geometry and its validity
-- [valid_from, valid_to) drawn as a line on the x axis (validity_line). Both columns use the
-- PostGIS 2-D operator class, which can sort, so CREATE INDEX sorts the rows instead of inserting
-- them one by one (an index over (geom, int8range) cannot: ranges have no sort support in
-- PostgreSQL 15, and building it on 1,000,000 versions takes about six times as long). The
-- index boxes are single precision, so the query always repeats the exact integer test.

-- The validity [valid_from, valid_to) of a version as a line on the x axis; an open version
-- reaches 2^53 (the largest position a double holds exactly).
--   validity_line(valid_from, valid_to) && validity_point(P) AND valid_from <= P AND (valid_to IS NULL OR valid_to > P)
-- Both are plain SQL so the planner inlines them, with the PostGIS functions named with their
-- schema: autovacuum analyzes the index expression with an empty search_path.
DO $$
DECLARE
    postgis text := (SELECT extnamespace::regnamespace::text FROM pg_extension WHERE extname = 'postgis');
BEGIN
    EXECUTE format($f$
        CREATE FUNCTION validity_line(valid_from bigint, valid_to bigint) RETURNS %1$s.geometry
            LANGUAGE sql IMMUTABLE PARALLEL SAFE
            AS 'SELECT %1$s.ST_MakeLine(%1$s.ST_MakePoint(valid_from, 0), %1$s.ST_MakePoint(coalesce(valid_to, 9007199254740992), 0))'
        $f$, postgis);
    EXECUTE format($f$
        CREATE FUNCTION validity_point(at_position bigint) RETURNS %1$s.geometry
            LANGUAGE sql IMMUTABLE PARALLEL SAFE
            AS 'SELECT %1$s.ST_MakePoint(at_position, 0)'
        $f$, postgis);
END
$$;

-- The name of a workspace's partition of a projection table (workspace ids may hold '-' and be
-- 63 characters long, so the name carries a digest of the id instead of the id).
CREATE FUNCTION projection_partition(parent text, workspace text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$ SELECT parent || '_' || left(encode(sha256(convert_to(workspace, 'UTF8')), 'hex'), 16) $$;

-- The projection tables that are partitioned by workspace.
CREATE FUNCTION partitioned_projections() RETURNS text[]
    LANGUAGE sql IMMUTABLE
    AS $$ SELECT ARRAY['features', 'feature_versions'] $$;

-- Creates an empty table `name` shaped like `parent` that holds only `workspace`'s rows (the
-- CHECK constraint lets ATTACH PARTITION skip its validating scan). No indexes.
CREATE FUNCTION create_projection_table(parent text, workspace text, name text) RETURNS void
    LANGUAGE plpgsql
    AS $$
BEGIN
    EXECUTE format('CREATE TABLE public.%I (LIKE public.%I INCLUDING DEFAULTS INCLUDING CONSTRAINTS INCLUDING STORAGE INCLUDING COMPRESSION, CHECK (workspace_id = %L))',
                   name, parent, workspace);
END
$$;

-- A fresh table for a rebuild of the workspace's partition of `parent`: <partition>_rebuild,
-- replacing what a failed rebuild left behind. Returns its name.
CREATE FUNCTION create_rebuild_table(parent text, workspace text) RETURNS text
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

-- Creates the workspace's partitions (empty; their indexes come from the parents). The table is
-- created on its own and then attached, which locks the parent less than CREATE ... PARTITION OF.
CREATE FUNCTION create_projection_partitions(workspace text) RETURNS void
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

CREATE FUNCTION workspaces_create_partitions() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
    PERFORM create_projection_partitions(NEW.id);
    RETURN NULL;
END
$$;

-- The statements that build, on a table loaded for a rebuild, every index the parent has (the
-- primary key as a unique index named <fresh>_pkey, the others <fresh>_i1, <fresh>_i2, ...), so
-- that ATTACH PARTITION adopts them instead of building its own. One statement per index, so a
-- caller may run them on several connections at once.
CREATE FUNCTION projection_index_statements(parent text, fresh text) RETURNS SETOF text
    LANGUAGE sql STABLE
    AS $$
    SELECT regexp_replace(pg_get_indexdef(i.indexrelid),
                          '^CREATE (UNIQUE )?INDEX \S+ ON ONLY \S+ ',
                          'CREATE \1INDEX ' || quote_ident(fresh || CASE WHEN i.indisprimary THEN '_pkey'
                                                                        ELSE '_i' || row_number() OVER (ORDER BY c.relname) END)
                          || ' ON public.' || quote_ident(fresh) || ' ')
    FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
    JOIN pg_am am ON am.oid = c.relam
    WHERE i.indrelid = format('public.%I', parent)::regclass
    ORDER BY am.amname <> 'gist', c.relname   -- the slowest builds first
$$;

-- Replaces a workspace's partition of `parent` by the loaded and indexed table `fresh`: its
-- unique index becomes the primary key, the old partition is dropped, the fresh table takes its
-- name and is attached (its CHECK constraint spares the validating scan). Call it in the
-- transaction that holds the workspace lock.
CREATE FUNCTION swap_projection_partition(parent text, workspace text, fresh text) RETURNS void
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

-- Convert the tables of 0002 (and whatever later migrations added to them). Views over features
-- (one per layer, see LayerView) are dropped and recreated with the same text, owner and grants;
-- the per-layer spatial indexes move from the table to the workspace's partition.
DO $$
DECLARE
    parent text;
    old text;
    r record;
    views jsonb := '[]';
    layer_indexes text[] := '{}';
BEGIN
    FOR r IN SELECT DISTINCT v.oid, n.nspname, v.relname, pg_get_viewdef(v.oid) AS def, pg_get_userbyid(v.relowner) AS owner, v.relacl
             FROM pg_depend d JOIN pg_rewrite w ON w.oid = d.objid JOIN pg_class v ON v.oid = w.ev_class
             JOIN pg_namespace n ON n.oid = v.relnamespace
             WHERE d.classid = 'pg_rewrite'::regclass AND d.refobjid IN ('public.features'::regclass, 'public.feature_versions'::regclass)
               AND v.oid NOT IN ('public.features'::regclass, 'public.feature_versions'::regclass) LOOP
        views := views || jsonb_build_object('schema', r.nspname, 'name', r.relname, 'def', r.def, 'owner', r.owner,
                                             'acl', coalesce(r.relacl::text[], '{}'));
        EXECUTE format('DROP VIEW %I.%I', r.nspname, r.relname);
    END LOOP;
    SELECT coalesce(array_agg(pg_get_indexdef(i.indexrelid)), '{}') INTO layer_indexes
    FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
    WHERE i.indrelid = 'public.features'::regclass AND c.relname LIKE 'features\_layer\_%';

    FOREACH parent IN ARRAY partitioned_projections() LOOP
        old := parent || '_0006';
        EXECUTE format('ALTER TABLE public.%I RENAME TO %I', parent, old);
        FOR r IN SELECT c.relname FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid WHERE i.indrelid = format('public.%I', old)::regclass LOOP
            EXECUTE format('ALTER INDEX public.%I RENAME TO %I', r.relname, r.relname || '_0006');
        END LOOP;
        EXECUTE format('CREATE TABLE public.%I (LIKE public.%I INCLUDING DEFAULTS INCLUDING CONSTRAINTS INCLUDING STORAGE INCLUDING COMPRESSION) PARTITION BY LIST (workspace_id)',
                       parent, old);
        -- The same indexes on the parent (so on every partition), but not the per-layer ones
        -- and not the as-of index of 0002, which gets its sorted successor below.
        FOR r IN SELECT pg_get_indexdef(i.indexrelid) AS def, c.relname, i.indisprimary
                 FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
                 WHERE i.indrelid = format('public.%I', old)::regclass
                   AND c.relname NOT LIKE 'features\_layer\_%' AND c.relname <> 'feature_versions_asof_0006' LOOP
            IF r.indisprimary THEN
                EXECUTE format('ALTER TABLE public.%I ADD %s', parent,
                               (SELECT pg_get_constraintdef(k.oid) FROM pg_constraint k
                                WHERE k.conrelid = format('public.%I', old)::regclass AND k.contype = 'p'));
            ELSE
                EXECUTE regexp_replace(r.def, '^(CREATE (UNIQUE )?INDEX )(\S+)_0006 ON public\.\S+ ', '\1\3 ON public.' || quote_ident(parent) || ' ');
            END IF;
        END LOOP;
        EXECUTE format('ALTER TABLE public.%I OWNER TO geojournal_service', parent);
    END LOOP;
    CREATE INDEX feature_versions_asof ON feature_versions USING gist (geom, validity_line(valid_from, valid_to));

    FOR r IN SELECT id FROM workspaces LOOP
        PERFORM create_projection_partitions(r.id);
    END LOOP;
    FOREACH parent IN ARRAY partitioned_projections() LOOP
        EXECUTE format('INSERT INTO public.%I SELECT * FROM public.%I', parent, parent || '_0006');
        EXECUTE format('DROP TABLE public.%I', parent || '_0006');
    END LOOP;

    FOREACH old IN ARRAY layer_indexes LOOP
        EXECUTE regexp_replace(old, ' ON public\.features ',
                               ' ON public.' || quote_ident(projection_partition('features', substring(old FROM $re$workspace_id = '([^']*)'$re$))) || ' ');
    END LOOP;
    FOR r IN SELECT * FROM jsonb_to_recordset(views) AS v(schema text, name text, def text, owner text, acl text[]) LOOP
        EXECUTE format('CREATE VIEW %I.%I AS %s', r.schema, r.name, r.def);
        EXECUTE format('ALTER VIEW %I.%I OWNER TO %I', r.schema, r.name, r.owner);
        IF EXISTS (SELECT FROM unnest(r.acl) a WHERE a LIKE 'geojournal_reader=%') THEN
            EXECUTE format('GRANT SELECT ON %I.%I TO geojournal_reader', r.schema, r.name);
        END IF;
    END LOOP;
END
$$;

CREATE TRIGGER workspaces_partitions AFTER INSERT ON workspaces
    FOR EACH ROW EXECUTE FUNCTION workspaces_create_partitions();
