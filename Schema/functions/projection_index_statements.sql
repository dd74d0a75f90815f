-- The statements that build, on a table loaded for a rebuild, every index the parent has (the
-- primary key as a unique index named <fresh>_pkey, the others <fresh>_i1, <fresh>_i2, ...), so
-- that ATTACH PARTITION adopts them instead of building its own. One statement per index, so a
-- caller may run them on several connections at once.
CREATE OR REPLACE FUNCTION projection_index_statements(parent text, fresh text) RETURNS SETOF text
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
