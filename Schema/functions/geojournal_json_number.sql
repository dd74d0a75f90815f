-- A JSON number the way GeoJournal's canonical JSON writes it (EventHash), from the number as
-- jsonb keeps it: written without a fraction and within 64 bits, the integer itself; otherwise
-- read as a double, an integral value that fits 64 bits as an integer, any other as the shortest text that reads back
-- to the same double, in decimal notation below 1e16 and from 1e-4 (PostgreSQL's own text of a
-- double switches to exponents from 1e15), in exponent notation outside. Needs the session's
-- extra_float_digits at 1, PostgreSQL's default (the shortest text of a double): the layer views'
-- trigger sets it for itself (ogr2ogr sets more digits).
CREATE OR REPLACE FUNCTION geojournal_json_number(_number numeric)
RETURNS text LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
    _double float8;
BEGIN
    IF scale(_number) = 0 AND _number BETWEEN -9223372036854775808 AND 9223372036854775807 THEN
        RETURN _number::text;
    END IF;
    _double := _number::float8;
    IF _double = 'Infinity'::float8 OR _double = '-Infinity'::float8 OR _double = 'NaN'::float8 THEN
        RETURN 'null';
    END IF;
    IF _double = trunc(_double) AND _double >= -9223372036854775808::float8 AND _double < 9223372036854775808::float8 THEN
        RETURN _double::bigint::text;
    END IF;
    IF abs(_double) >= 1e15 AND abs(_double) < 1e16 THEN
        RETURN _double::text::numeric::text;
    END IF;
    RETURN _double::text;
END
$$;
