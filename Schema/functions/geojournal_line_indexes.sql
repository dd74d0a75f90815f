-- A version's line's partition of `features` (Schema/0040) gets the same partial spatial index per
-- layer as its workspace's (Schema/0013, LayerView.indexStatement: the layer's geometry
-- expression, named by the digest of "<key>/<layer>"), so a box read in a version finds the
-- version's own features through an index. Made with the line's partitions (its first write) and
-- for a layer defined later; nothing when the line has no partition yet.
CREATE OR REPLACE FUNCTION geojournal_line_indexes(_line text)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
    _part text := projection_partition('features', _line);
    _layer record;
BEGIN
    IF to_regclass(format('public.%I', _part)) IS NULL THEN
        RETURN;
    END IF;
    FOR _layer IN SELECT l.name, l.definition->>'geometryType' AS type, (l.definition->>'srid')::int AS srid
                  FROM layers l JOIN workspaces w ON w.parent_id = l.workspace_id WHERE w.id = _line LOOP
        EXECUTE format('CREATE INDEX IF NOT EXISTS %I ON public.%I USING gist ((geom::geometry(%s, %s))) WHERE workspace_id = %L AND layer = %L',
                       'features_layer_' || left(encode(sha256(convert_to(_line || '/' || _layer.name, 'UTF8')), 'hex'), 16),
                       _part, _layer.type, _layer.srid, _line, _layer.name);
    END LOOP;
END
$$;
