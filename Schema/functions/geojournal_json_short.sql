-- A value as GeoJournal's messages show it: its canonical JSON, cut to 57 characters and "..."
-- when longer than 60.
CREATE OR REPLACE FUNCTION geojournal_json_short(_value jsonb)
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT CASE WHEN length(t) > 60 THEN left(t, 57) || '...' ELSE t END
    FROM (SELECT geojournal_canonical_json(coalesce(_value, 'null'::jsonb)) AS t) s
$$;
