-- A geometry as GeoJSON (RFC 7946 members only: no crs, no bbox), every number in its shortest
-- form that reads back as the same double: what answers show of a version's `geom`, the one
-- place a version's geometry is stored (Schema/0050). PostGIS writes a number between 1e-8 and
-- 1e15 in decimal notation with at most `maxdecimaldigits` decimals, its shortest digits when they
-- fit: 17 significant digits after up to 8 zeros need 25 (with 20, 0.0000005886428915102826 came
-- back as 0.00000058864289151028, another double); outside that range in exponent notation.
CREATE OR REPLACE FUNCTION geojournal_geojson(_geom geometry) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT ST_AsGeoJSON(_geom, 30, 0) $$;
