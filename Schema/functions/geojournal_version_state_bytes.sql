-- A version's state as the hash chain covers it (Schema/0077): its attributes as PostgreSQL writes
-- the stored jsonb, a newline, its OBJECTID (nothing when none), a newline, and the EWKB of its
-- geometry. geojournal_write_batch hashes the versions it writes with it; `verify` reads the same
-- bytes of the stored rows.
CREATE OR REPLACE FUNCTION geojournal_version_state_bytes(_attributes jsonb, _object_id bigint, _geom geometry)
RETURNS bytea LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT convert_to(_attributes::text || E'\n' || coalesce(_object_id::text, '') || E'\n', 'UTF8') || coalesce(ST_AsEWKB(_geom), '\x'::bytea)
$$;
