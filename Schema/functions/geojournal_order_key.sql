-- A value's place in a range (LayerDefinition orderKey): a number itself, a date's seconds since
-- 1970; NULL when it has none.
CREATE OR REPLACE FUNCTION geojournal_order_key(_value jsonb, _date boolean)
RETURNS float8 LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
BEGIN
    IF _date THEN
        IF jsonb_typeof(_value) <> 'string' THEN
            RETURN NULL;
        END IF;
        RETURN extract(epoch FROM (_value #>> '{}')::timestamptz)::float8;
    END IF;
    IF jsonb_typeof(_value) <> 'number' THEN
        RETURN NULL;
    END IF;
    RETURN (_value #>> '{}')::float8;
END
$$;
