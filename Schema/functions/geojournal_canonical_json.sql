-- A JSON value as GeoJournal's canonical JSON (EventHash): compact, object members sorted by the
-- bytes of their names, numbers and strings as geojournal_json_number and geojournal_json_text
-- write them. The same bytes `geojournal verify` computes from the stored value.
CREATE OR REPLACE FUNCTION geojournal_canonical_json(_value jsonb)
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT CASE jsonb_typeof(_value)
        WHEN 'object' THEN '{' || coalesce((SELECT string_agg(geojournal_json_text(e.key) || ':' || geojournal_canonical_json(e.value), ',' ORDER BY e.key COLLATE "C")
                                            FROM jsonb_each(_value) AS e), '') || '}'
        WHEN 'array' THEN '[' || coalesce((SELECT string_agg(geojournal_canonical_json(a.value), ',' ORDER BY a.n)
                                           FROM jsonb_array_elements(_value) WITH ORDINALITY AS a(value, n)), '') || ']'
        WHEN 'string' THEN geojournal_json_text(_value #>> '{}')
        WHEN 'number' THEN geojournal_json_number((_value #>> '{}')::numeric)
        ELSE _value::text
    END
$$;
