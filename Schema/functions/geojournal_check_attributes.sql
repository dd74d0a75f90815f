-- Checks a feature's complete attributes as a /v1 edit does (LayerDefinition.check): nullability,
-- the subtype, coded-value and range domains (the subtype's own where it sets one), and the
-- contingent values of the layer's field groups, with the same messages. `_checks` is the layer's
-- compiled checks (layer_view_checks, written by GeoJournal from the definition with the texts of
-- the messages). Returns the violations (refusals) and the warnings (non-restrictive groups).
-- The view's typed columns already refuse values of the wrong type and strings that are too long.
-- With `_warnings` false the warnings are not written out (the views have no way to show them).
CREATE OR REPLACE FUNCTION geojournal_check_attributes(_checks jsonb, _values jsonb, _warnings boolean, OUT violations text[], OUT warnings text[])
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
    _subtype_field text := _checks->>'subtypeField';
    _subtype_code text;
    _subtype_known boolean := false;
    _invalid text[] := '{}';
    _field jsonb;
    _name text;
    _value jsonb;
    _domain jsonb;
    _of text;
    _key float8;
    _group jsonb;
    _row jsonb;
    _matcher jsonb;
    _values_of jsonb[];
    _any_applies boolean;
    _satisfied boolean;
    _all boolean;
    _j int;
    _given text;
    _message text;
BEGIN
    violations := '{}';
    warnings := '{}';
    IF _subtype_field IS NOT NULL AND jsonb_typeof(_values->_subtype_field) = 'number' THEN
        _subtype_code := (_values->>_subtype_field)::numeric::bigint::text;
        _subtype_known := _checks->'subtypes' ? _subtype_code;
        IF NOT _subtype_known THEN
            violations := violations || format('%s: %s is not a subtype of layer "%s" (allowed: %s)', _subtype_field,
                geojournal_json_short(_values->_subtype_field), _checks->>'layer', _checks->>'subtypesDescription');
        END IF;
    END IF;

    FOR _field IN SELECT value FROM jsonb_array_elements(_checks->'fields') LOOP
        _name := _field->>'name';
        _value := _values->_name;
        IF _value IS NULL OR _value = 'null'::jsonb THEN
            IF NOT (_field->>'nullable')::boolean THEN
                violations := violations || format('%s: a value is required (the field is not nullable and has no default)', _name);
                _invalid := _invalid || _name;
            END IF;
            CONTINUE;
        END IF;
        IF (_field->>'number')::boolean AND jsonb_typeof(_value) <> 'number' THEN
            violations := violations || format('%s: %s is not %s', _name, geojournal_json_short(_value), _field->>'expectation');
            _invalid := _invalid || _name;
            CONTINUE;
        END IF;
        IF _name = _subtype_field THEN
            IF NOT _subtype_known THEN
                _invalid := _invalid || _name;
            END IF;
            CONTINUE;
        END IF;
        _of := '';
        _domain := _field->'domain';
        IF _subtype_known AND _field->'subtypeDomains' ? _subtype_code THEN
            _domain := _field->'subtypeDomains'->_subtype_code;
            _of := ' of subtype ' || _subtype_code;
        END IF;
        IF _domain IS NULL OR _domain = 'null'::jsonb THEN
            CONTINUE;
        END IF;
        IF _domain ? 'coded' THEN
            IF NOT _domain->'coded' @> jsonb_build_array(_value) THEN
                violations := violations || format('%s: %s is not in domain "%s"%s (allowed: %s)', _name,
                    geojournal_json_short(_value), _domain->>'name', _of, _domain->>'allowed');
                _invalid := _invalid || _name;
            END IF;
        ELSE
            _key := geojournal_order_key(_value, (_field->>'date')::boolean);
            IF _key IS NULL OR _key < (_domain->>'lower')::float8 OR _key > (_domain->>'upper')::float8 THEN
                violations := violations || format('%s: %s is outside range domain "%s"%s (allowed: %s)', _name,
                    geojournal_json_short(_value), _domain->>'name', _of, _domain->>'allowed');
                _invalid := _invalid || _name;
            END IF;
        END IF;
    END LOOP;

    -- Contingent values; a group with a field already refused above says nothing more. A row
    -- for a subtype applies to features of that subtype only; a group without any row for the
    -- feature's subtype does not constrain it.
    FOR _group IN SELECT value FROM jsonb_array_elements(coalesce(_checks->'groups', '[]')) LOOP
        CONTINUE WHEN EXISTS (SELECT FROM jsonb_array_elements_text(_group->'fields') f WHERE f = ANY (_invalid));
        SELECT array_agg(coalesce(_values->f.name, 'null'::jsonb) ORDER BY f.n) INTO _values_of
        FROM jsonb_array_elements_text(_group->'fields') WITH ORDINALITY AS f(name, n);
        _any_applies := false;
        _satisfied := false;
        FOR _row IN SELECT value FROM jsonb_array_elements(_group->'rows') LOOP
            CONTINUE WHEN _row->'subtype' IS NOT NULL AND _row->'subtype' <> 'null'::jsonb
                      AND (_subtype_code IS NULL OR _row->>'subtype' <> _subtype_code);
            _any_applies := true;
            _all := true;
            FOR _j IN 1..cardinality(_values_of) LOOP
                _matcher := _row->'matchers'->(_j - 1);
                _value := _values_of[_j];
                IF _matcher = 'null'::jsonb THEN
                    _all := _value = 'null'::jsonb;
                ELSIF _matcher = '"any"'::jsonb THEN
                    _all := _value <> 'null'::jsonb;
                ELSIF _matcher ? 'code' THEN
                    _all := _value = _matcher->'code';
                ELSE
                    _key := CASE WHEN _value = 'null'::jsonb THEN NULL
                                 ELSE geojournal_order_key(_value, (_group->'dates'->>(_j - 1))::boolean) END;
                    _all := _key IS NOT NULL AND _key >= (_matcher->>'lower')::float8 AND _key <= (_matcher->>'upper')::float8;
                END IF;
                EXIT WHEN NOT _all;
            END LOOP;
            IF _all THEN
                _satisfied := true;
                EXIT;
            END IF;
        END LOOP;
        CONTINUE WHEN _satisfied OR NOT _any_applies OR NOT ((_group->>'restrictive')::boolean OR _warnings);
        SELECT string_agg(f.name || ' ' || geojournal_json_short(_values_of[f.n]), ', ' ORDER BY f.n) INTO _given
        FROM jsonb_array_elements_text(_group->'fields') WITH ORDINALITY AS f(name, n);
        _message := format('field group "%s" (%s): %s matches no contingency%s (allowed: %s)', _group->>'name',
            CASE WHEN (_group->>'restrictive')::boolean THEN 'restrictive' ELSE 'non-restrictive' END, _given,
            CASE WHEN _subtype_code IS NULL THEN '' ELSE ' for subtype ' || _subtype_code END,
            coalesce(_group->'allowed'->>coalesce(_subtype_code, ''), _group->'allowed'->>'*'));
        IF (_group->>'restrictive')::boolean THEN
            violations := violations || _message;
        ELSE
            warnings := warnings || _message;
        END IF;
    END LOOP;
END
$$;
