-- A text as a JSON string the way GeoJournal's canonical JSON writes it (EventHash): `"` and `\`
-- escaped, newline, return and tab as \n \r \t, other control characters as \u00xx, everything
-- else as it is.
CREATE OR REPLACE FUNCTION geojournal_json_text(_text text)
RETURNS text LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
    _out text := replace(replace(_text, '\', '\\'), '"', '\"');
    _code int;
BEGIN
    IF _out ~ '[\x01-\x1f]' THEN
        FOR _code IN 1..31 LOOP
            _out := replace(_out, chr(_code), CASE _code WHEN 10 THEN '\n' WHEN 13 THEN '\r' WHEN 9 THEN '\t'
                                                  ELSE '\u00' || lpad(to_hex(_code), 2, '0') END);
        END LOOP;
    END IF;
    RETURN '"' || _out || '"';
END
$$;
