-- Moves the running head of a view transaction (geojournal_view_head).
CREATE OR REPLACE FUNCTION geojournal_view_move_head(_workspace text, _position bigint, _hash bytea)
RETURNS void LANGUAGE sql AS $$
    SELECT set_config('geojournal.head_' || md5(_workspace), _position || ' ' || encode(_hash, 'hex'), true)
$$;
