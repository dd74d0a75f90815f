-- Checks a feature's geometry as a /v1 edit does (GeometryValidator), with the same messages:
-- not empty, at most the layer's vertex budget, every position inside the spatial reference's
-- bounds, and for polygons OGC validity as GEOS judges it (its reason and location, with
-- GeoJournal's hint). The view's typed column already refuses another geometry type or spatial
-- reference. `_checks` is the layer's compiled checks (layer_view_checks).
CREATE OR REPLACE FUNCTION geojournal_check_geometry(_checks jsonb, _geom geometry)
RETURNS text[] LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
    _problems text[] := '{}';
    _geometry jsonb := _checks->'geometry';
    _vertices int;
    _bounds jsonb := _geometry->'bounds';
    _outside int := 0;
    _point geometry;
    _detail record;
BEGIN
    IF _geom IS NULL THEN
        RETURN ARRAY['a feature needs a geometry'];
    END IF;
    IF ST_IsEmpty(_geom) THEN
        RETURN ARRAY[format('the %s is empty; it needs at least one position', GeometryType(_geom))];
    END IF;
    _vertices := ST_NPoints(_geom);
    IF _vertices > (_geometry->>'maxVertices')::int THEN
        RETURN ARRAY[format('the geometry has %s vertices; at most %s are allowed, simplify or split it', _vertices, _geometry->>'maxVertices')];
    END IF;
    IF _bounds IS NOT NULL AND _bounds <> 'null'::jsonb THEN
        FOR _point IN SELECT _geom WHERE GeometryType(_geom) = 'POINT'
                      UNION ALL SELECT (d).geom FROM ST_DumpPoints(_geom) AS d WHERE GeometryType(_geom) <> 'POINT' LOOP
            CONTINUE WHEN ST_X(_point) BETWEEN (_bounds->>0)::float8 AND (_bounds->>2)::float8
                      AND ST_Y(_point) BETWEEN (_bounds->>1)::float8 AND (_bounds->>3)::float8;
            _outside := _outside + 1;
            IF _outside <= 10 THEN
                _problems := _problems || format('position %s is outside EPSG:%s (%s)', geojournal_position_text(_point),
                                                 _geometry->>'srid', _geometry->>'boundsName');
            END IF;
        END LOOP;
        IF _outside > 10 THEN
            _problems := _problems || format('%s more positions are outside EPSG:%s; are the coordinates in another spatial reference?',
                                             _outside - 10, _geometry->>'srid');
        END IF;
    END IF;
    IF GeometryType(_geom) IN ('POLYGON', 'MULTIPOLYGON') THEN
        _detail := ST_IsValidDetail(_geom);
        IF NOT _detail.valid THEN
            _problems := _problems || (coalesce(_detail.reason, 'invalid geometry')
                || CASE WHEN _detail.location IS NULL THEN ''
                        ELSE format(' at (%s %s)', geojournal_number_text(ST_X(_detail.location)), geojournal_number_text(ST_Y(_detail.location))) END
                || coalesce(': ' || (_checks->'hints'->>_detail.reason), ''));
        END IF;
    END IF;
    RETURN _problems;
END
$$;
