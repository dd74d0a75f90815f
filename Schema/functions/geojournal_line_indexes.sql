-- The per-layer spatial indexes of a line's partitions (DEFAULT's or a version's line's,
-- Schema/0040), for every layer of its workspace, each on the layer's geometry expression and
-- named by the digest of "<key>/<layer>": on the current features (Schema/0013; the layer view's
-- index, LayerView.indexStatements) and on the closed versions with their validity line
-- (Schema/0076), so that a box read at any position, in DEFAULT or in a version, finds its rows
-- through an index (geojournal_line_state). Made with a line's partitions (its first write), for
-- a layer defined later and after a rebuild; nothing when the line has no partition yet.
CREATE OR REPLACE FUNCTION geojournal_line_indexes(_line text)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
    _features text := projection_partition('features', _line);
    _versions text := projection_partition('feature_versions', _line);
    _layer record;
    _digest text;
BEGIN
    IF to_regclass(format('public.%I', _features)) IS NULL THEN
        RETURN;
    END IF;
    FOR _layer IN SELECT l.name, l.definition->>'geometryType' AS type, (l.definition->>'srid')::int AS srid
                  FROM layers l JOIN workspaces w ON l.workspace_id = coalesce(w.parent_id, w.id) WHERE w.id = _line LOOP
        _digest := left(encode(sha256(convert_to(_line || '/' || _layer.name, 'UTF8')), 'hex'), 16);
        EXECUTE format('CREATE INDEX IF NOT EXISTS %I ON public.%I USING gist ((geom::geometry(%s, %s))) WHERE workspace_id = %L AND layer = %L',
                       'features_layer_' || _digest, _features, _layer.type, _layer.srid, _line, _layer.name);
        EXECUTE format('CREATE INDEX IF NOT EXISTS %I ON public.%I USING gist ((geom::geometry(%s, %s)), validity_line(valid_from, valid_to)) '
                       'WHERE workspace_id = %L AND layer = %L AND valid_to IS NOT NULL',
                       'feature_versions_layer_' || _digest, _versions, _layer.type, _layer.srid, _line, _layer.name);
    END LOOP;
END
$$;
