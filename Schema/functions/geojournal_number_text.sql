-- A coordinate as GeoJournal's geometry messages write it: `5` rather than `5.0`, full precision
-- otherwise (GeometryValidator.number).
CREATE OR REPLACE FUNCTION geojournal_number_text(_number float8)
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT CASE WHEN _number = trunc(_number) AND abs(_number) < 1e15 THEN _number::bigint::text
                ELSE geojournal_json_number(_number::numeric) END
$$;
