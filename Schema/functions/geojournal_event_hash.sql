-- An event's hash (Schema/0001): SHA-256 of the previous event's hash and the event's canonical
-- bytes, the lines workspace, position, operation id, feature id, feature version, layer, type
-- and recorded time in microseconds, then the data as canonical JSON. What the Swift writer
-- computes and `geojournal verify` recomputes.
CREATE OR REPLACE FUNCTION geojournal_event_hash(
    _previous bytea, _workspace text, _position bigint, _operation uuid, _feature uuid, _version integer,
    _layer text, _type text, _micros bigint, _data jsonb)
RETURNS bytea LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT sha256(_previous || convert_to(
        _workspace || E'\n' || _position || E'\n' || _operation::text || E'\n' || coalesce(_feature::text, '') || E'\n'
        || coalesce(_version::text, '') || E'\n' || _layer || E'\n' || _type || E'\n' || _micros || E'\n'
        || geojournal_canonical_json(_data), 'UTF8'))
$$;
