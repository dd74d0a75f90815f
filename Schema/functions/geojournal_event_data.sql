-- An event's payload as readers see it (the feed, history, undo, rebuild): `data`, and when the
-- event carries a geometry (`events.geom`, Schema/0050) that geometry as GeoJSON under
-- "geometry". Events written before Schema/0050 hold their GeoJSON in `data` already.
CREATE OR REPLACE FUNCTION geojournal_event_data(_data jsonb, _geom geometry) RETURNS jsonb
    LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT CASE WHEN _geom IS NULL THEN _data
                ELSE _data || jsonb_build_object('geometry', geojournal_geojson(_geom)::jsonb) END
$$;
