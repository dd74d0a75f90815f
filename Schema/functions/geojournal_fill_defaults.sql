-- The attributes of a new feature with the defaults of the fields it leaves out, as a /v1 add
-- fills them (LayerDefinition.fillDefaults): first the subtype field's own default (it picks the
-- subtype), then the defaults of the feature's subtype, then field defaults; a field left
-- without a value is null. `_checks` is the layer's compiled checks (layer_view_checks).
CREATE OR REPLACE FUNCTION geojournal_fill_defaults(_checks jsonb, _values jsonb)
RETURNS jsonb LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
    _subtype_field text := _checks->>'subtypeField';
    _out jsonb := _values;
    _field jsonb;
BEGIN
    IF _subtype_field IS NOT NULL AND NOT _out ? _subtype_field AND _checks->'defaults' ? _subtype_field THEN
        _out := _out || jsonb_build_object(_subtype_field, _checks->'defaults'->_subtype_field);
    END IF;
    IF _subtype_field IS NOT NULL AND jsonb_typeof(_out->_subtype_field) = 'number' THEN
        _out := coalesce(_checks->'subtypes'->((_out->>_subtype_field)::numeric::text)->'defaults', '{}') || _out;
    END IF;
    _out := coalesce(_checks->'defaults', '{}') || _out;
    FOR _field IN SELECT value FROM jsonb_array_elements(_checks->'fields') LOOP
        IF NOT _out ? (_field->>'name') THEN
            _out := _out || jsonb_build_object(_field->>'name', null);
        END IF;
    END LOOP;
    RETURN _out;
END
$$;
