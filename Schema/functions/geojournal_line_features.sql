-- A line's current features (a workspace's or a version's line's own, Schema/0040): DEFAULT's
-- state now, and the first part of geojournal_line_rows. Columns as that function gives them. A
-- function of its own so that the commonest read, DEFAULT now (every page at the head, every
-- edit's stream states), is planned as the plain scan of `features` it is.
CREATE OR REPLACE FUNCTION geojournal_line_features(_key text)
RETURNS TABLE (id uuid, version integer, layer text, object_id bigint, attributes jsonb, geom geometry,
               valid_from bigint, valid_to bigint, valid_from_time timestamptz, valid_to_time timestamptz)
LANGUAGE sql STABLE PARALLEL SAFE AS $$
    SELECT f.id, f.version, f.layer, f.object_id, f.attributes, f.geom, f.position, NULL::int8, f.updated_at, NULL::timestamptz
    FROM features f WHERE f.workspace_id = _key
$$;
