-- A new feature id: a time-ordered UUID (version 7) like the ones GeoJournal gives, the default
-- of the `id` column of every layer view.
CREATE OR REPLACE FUNCTION geojournal_new_feature_id()
RETURNS uuid LANGUAGE sql VOLATILE AS $$
    SELECT encode(set_bit(set_bit(overlay(uuid_send(gen_random_uuid())
        PLACING substring(int8send((extract(epoch FROM clock_timestamp()) * 1000)::bigint) FROM 3) FROM 1 FOR 6), 52, 1), 53, 1), 'hex')::uuid
$$;
