-- The hash chain as an aggregate: run as a window over events in position order
-- (`geojournal_chain(canonical, start) OVER (ORDER BY position)`), it gives each event's hash,
-- SHA-256 of the previous event's hash (`start` for the first) and the event's canonical bytes
-- (geojournal_event_bytes). geojournal_write_batch chains every batch with it.
CREATE OR REPLACE FUNCTION geojournal_chain_step(_previous bytea, _canonical bytea, _start bytea)
RETURNS bytea LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT sha256(coalesce(_previous, _start) || _canonical)
$$;
CREATE OR REPLACE AGGREGATE geojournal_chain(bytea, bytea) (SFUNC = geojournal_chain_step, STYPE = bytea);
