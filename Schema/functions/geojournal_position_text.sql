-- A position as GeoJournal's geometry messages write it: `(12.5, 3)`, or `(12.5, 3, 7)` with z.
CREATE OR REPLACE FUNCTION geojournal_position_text(_point geometry)
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT '(' || geojournal_number_text(ST_X(_point)) || ', ' || geojournal_number_text(ST_Y(_point))
        || CASE WHEN ST_Z(_point) IS NULL THEN '' ELSE ', ' || geojournal_number_text(ST_Z(_point)) END || ')'
$$;
