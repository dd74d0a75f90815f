-- An event's canonical bytes (Schema/0001, EventHash.writeCanonical): the lines workspace,
-- position, operation id, feature id, feature version, layer, type and recorded time in
-- microseconds, then the data as canonical JSON (geojournal_canonical_json). Its hash is SHA-256 of
-- the previous event's hash and these bytes (geojournal_chain).
CREATE OR REPLACE FUNCTION geojournal_event_canonical(
    _workspace text, _position bigint, _operation uuid, _feature uuid, _version integer,
    _layer text, _type text, _micros bigint, _canonical_data text)
RETURNS bytea LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT convert_to(
        _workspace || E'\n' || _position || E'\n' || _operation::text || E'\n' || coalesce(_feature::text, '') || E'\n'
        || coalesce(_version::text, '') || E'\n' || _layer || E'\n' || _type || E'\n' || _micros || E'\n'
        || _canonical_data, 'UTF8')
$$;
