-- The canonical bytes of an event (Schema/0050): its lines — workspace, position, operation id,
-- feature id (empty for none), feature version (empty for none), layer, type, recorded time in
-- microseconds since 1970 — each followed by a newline, then the payload as PostgreSQL writes
-- `data::text`, a newline, and the EWKB of the geometry the event carries (nothing when none).
-- Its hash is SHA-256 of the previous event's hash and these bytes (geojournal_chain); the
-- database computes it for every writer (geojournal_write_batch) and `geojournal verify` reads
-- the same text and bytes back.
CREATE OR REPLACE FUNCTION geojournal_event_bytes(_workspace text, _position bigint, _operation uuid, _feature uuid,
    _version integer, _layer text, _type text, _micros bigint, _data jsonb, _geom geometry)
RETURNS bytea LANGUAGE sql STABLE PARALLEL SAFE AS $$
    SELECT convert_to(_workspace || E'\n' || _position || E'\n' || _operation || E'\n' || coalesce(_feature::text, '') || E'\n'
                      || coalesce(_version::text, '') || E'\n' || _layer || E'\n' || _type || E'\n' || _micros || E'\n'
                      || _data::text || E'\n', 'UTF8')
           || coalesce(ST_AsEWKB(_geom), '\x'::bytea)
$$;
