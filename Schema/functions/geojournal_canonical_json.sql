-- A JSON value as GeoJournal's canonical JSON (EventHash): compact, object members sorted by the
-- bytes of their names, numbers and strings as geojournal_json_number and geojournal_json_text
-- write them. The same bytes `geojournal verify` computes from the stored value. Integers and
-- plain strings (the most common values) take a short way.
CREATE OR REPLACE FUNCTION geojournal_canonical_json(_value jsonb)
RETURNS text LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
    _out text;
    _key text;
    _item jsonb;
    _text text;
BEGIN
    CASE jsonb_typeof(_value)
    WHEN 'object' THEN
        FOR _key, _item IN SELECT e.key, e.value FROM jsonb_each(_value) AS e ORDER BY e.key COLLATE "C" LOOP
            _out := coalesce(_out || ',', '') || geojournal_json_text(_key) || ':' || geojournal_canonical_json(_item);
        END LOOP;
        RETURN '{' || coalesce(_out, '') || '}';
    WHEN 'array' THEN
        FOR _item IN SELECT a.value FROM jsonb_array_elements(_value) AS a LOOP
            _out := coalesce(_out || ',', '') || geojournal_canonical_json(_item);
        END LOOP;
        RETURN '[' || coalesce(_out, '') || ']';
    WHEN 'number' THEN
        _text := _value #>> '{}';
        IF _text ~ '^-?[0-9]{1,18}$' THEN
            RETURN _text;
        END IF;
        RETURN geojournal_json_number(_text::numeric);
    WHEN 'string' THEN
        _text := _value #>> '{}';
        IF _text !~ '["\\\x01-\x1f]' THEN
            RETURN '"' || _text || '"';
        END IF;
        RETURN geojournal_json_text(_text);
    ELSE
        RETURN _value::text;
    END CASE;
END
$$;
