-- The canonical bytes of an event written from its line's `stateless_from` on (Schema/0077): the
-- lines of geojournal_event_bytes (workspace, position, operation id, feature id, feature
-- version, layer, type, microseconds), then what the event keeps of its payload as PostgreSQL
-- writes `data::text` (nothing when NULL), a newline, and the state of the version the event
-- makes (geojournal_version_state_bytes; nothing for a delete and an event of no feature). The
-- version's row is hashed where it is stored, so `verify` proves it as it proves the event.
CREATE OR REPLACE FUNCTION geojournal_version_event_bytes(_workspace text, _position bigint, _operation uuid, _feature uuid,
    _version integer, _layer text, _type text, _micros bigint, _data jsonb, _state bytea)
RETURNS bytea LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT convert_to(_workspace || E'\n' || _position || E'\n' || _operation || E'\n' || coalesce(_feature::text, '') || E'\n'
                      || coalesce(_version::text, '') || E'\n' || _layer || E'\n' || _type || E'\n' || _micros || E'\n'
                      || coalesce(_data::text, '') || E'\n', 'UTF8')
           || coalesce(_state, '\x'::bytea)
$$;
