-- A coordinate as GeoJournal's geometry messages write it (GeometryValidator.number): a whole
-- number below 1e15 as an integer (`5`, not `5.0`); any other number as Swift writes a double, the
-- shortest text that reads back to it: in decimal notation from 1e-4 up to 2^53 itself (`.0` after a
-- whole number: `9007199254740992.0`), in exponent notation outside (`1e-05`, `9.007199254740994e+15`), which is
-- PostgreSQL's own text of a double there. A double cast to numeric keeps only 15 digits, so the
-- decimal form is read from the double's text. Needs the session's extra_float_digits at 1 or more
-- (the shortest text of a double): the layer views' trigger sets it for itself.
CREATE OR REPLACE FUNCTION geojournal_number_text(_number float8)
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT CASE WHEN _number = trunc(_number) AND abs(_number) < 1e15 THEN _number::bigint::text
                WHEN abs(_number) >= 1e15 AND abs(_number) <= 9007199254740992 THEN
                    _number::text::numeric::text || CASE WHEN _number = trunc(_number) THEN '.0' ELSE '' END
                ELSE _number::text END
$$;
