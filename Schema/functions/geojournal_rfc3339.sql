-- A moment as the RFC 3339 text GeoJournal stores in date fields: UTC, `Z`, fractional seconds
-- only when there are some (`2026-11-27T12:00:00Z`, `2026-11-27T12:00:00.25Z`).
CREATE OR REPLACE FUNCTION geojournal_rfc3339(_at timestamptz)
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT to_char(_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS')
        || CASE WHEN extract(microseconds FROM _at)::bigint % 1000000 = 0 THEN ''
                ELSE '.' || rtrim(lpad((extract(microseconds FROM _at)::bigint % 1000000)::text, 6, '0'), '0') END
        || 'Z'
$$;
