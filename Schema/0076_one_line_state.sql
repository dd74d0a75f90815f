-- GeoJournal 0076: one overlay, one index per layer for its history, the line an explicit value.
--
-- Every reader of a line's state reads one function, geojournal_line_state (Schema/functions),
-- which PostgreSQL inlines into the reader's query. A reader's spatial condition is written on the
-- layer's geometry expression (`geom::geometry(<type>, <srid>)`, what its view shows and its
-- current features' index holds, Schema/0013), and it reaches the closed versions too: they now
-- get the same per-layer index, with the validity line that prunes by time
-- (geojournal_line_indexes), in place of the one as-of index over every layer's plain `geom`
-- (Schema/0012). Each closed version is in exactly one of them, as it was in the one index. A
-- layer keeps its geometry type and spatial reference for its life
-- (LayerDefinition.changeProblems), so every version of it fits the expression.
DO $$
DECLARE
    _w record;
    _layer record;
BEGIN
    FOR _w IN SELECT w.id, coalesce(w.parent_id, w.id) AS workspace FROM workspaces w
              WHERE to_regclass(format('public.%I', projection_partition('feature_versions', w.id))) IS NOT NULL LOOP
        FOR _layer IN SELECT l.name, l.definition->>'geometryType' AS type, (l.definition->>'srid')::int AS srid
                      FROM layers l WHERE l.workspace_id = _w.workspace LOOP
            EXECUTE format('CREATE INDEX IF NOT EXISTS %I ON public.%I USING gist ((geom::geometry(%s, %s)), validity_line(valid_from, valid_to)) '
                           'WHERE workspace_id = %L AND layer = %L AND valid_to IS NOT NULL',
                           'feature_versions_layer_' || left(encode(sha256(convert_to(_w.id || '/' || _layer.name, 'UTF8')), 'hex'), 16),
                           projection_partition('feature_versions', _w.id), _layer.type, _layer.srid, _w.id, _layer.name);
        END LOOP;
    END LOOP;
END
$$;
DROP INDEX IF EXISTS feature_versions_asof;

-- A version's edit lock (Schema/0074) is checked by geojournal_write_batch itself, once per batch
-- of a line, which knows it writes a line from the line's row (its parent), instead of a trigger
-- on every operation that told a line by the `~` in its key.
DROP TRIGGER IF EXISTS operations_version_edit_lock ON operations;
DROP FUNCTION IF EXISTS geojournal_version_edit_lock();
