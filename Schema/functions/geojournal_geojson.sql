-- A geometry as GeoJSON (RFC 7946 members only: no crs, no bbox), every number in its shortest
-- form that reads back as the same double: what answers show of a version's `geom`, the one
-- place a version's geometry is stored (Schema/0050).
CREATE OR REPLACE FUNCTION geojournal_geojson(_geom geometry) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT ST_AsGeoJSON(_geom, 20, 0) $$;
