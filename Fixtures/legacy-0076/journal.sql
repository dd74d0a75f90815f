--
-- PostgreSQL database dump
--

\restrict 8upbKbXPhr2ajcW2e6RxfrGz5gSfqoYcdol1rh7wFqpUf3cGnmmOcgSauSNKYwo

-- Dumped from database version 15.18 (Debian 15.18-0+deb12u1)
-- Dumped by pg_dump version 15.18 (Debian 15.18-0+deb12u1)

SET statement_timeout = 0;
SET lock_timeout = 0;
SET idle_in_transaction_session_timeout = 0;
SET client_encoding = 'UTF8';
SET standard_conforming_strings = on;
SELECT pg_catalog.set_config('search_path', '', false);
SET check_function_bodies = false;
SET xmloption = content;
SET client_min_messages = warning;
SET row_security = off;

--
-- Name: gj_legacy; Type: SCHEMA; Schema: -; Owner: geojournal_service
--

CREATE SCHEMA gj_legacy;


ALTER SCHEMA gj_legacy OWNER TO geojournal_service;

--
-- Name: gj_legacy__fixture_design; Type: SCHEMA; Schema: -; Owner: geojournal_service
--

CREATE SCHEMA gj_legacy__fixture_design;


ALTER SCHEMA gj_legacy__fixture_design OWNER TO geojournal_service;

--
-- Name: btree_gist; Type: EXTENSION; Schema: -; Owner: -
--

CREATE EXTENSION IF NOT EXISTS btree_gist WITH SCHEMA public;


--
-- Name: EXTENSION btree_gist; Type: COMMENT; Schema: -; Owner: 
--

COMMENT ON EXTENSION btree_gist IS 'support for indexing common datatypes in GiST';


--
-- Name: postgis; Type: EXTENSION; Schema: -; Owner: -
--

CREATE EXTENSION IF NOT EXISTS postgis WITH SCHEMA public;


--
-- Name: EXTENSION postgis; Type: COMMENT; Schema: -; Owner: 
--

COMMENT ON EXTENSION postgis IS 'PostGIS geometry and geography spatial types and functions';


--
-- Name: pgrouting; Type: EXTENSION; Schema: -; Owner: -
--

CREATE EXTENSION IF NOT EXISTS pgrouting WITH SCHEMA public;


--
-- Name: EXTENSION pgrouting; Type: COMMENT; Schema: -; Owner: 
--

COMMENT ON EXTENSION pgrouting IS 'pgRouting Extension';


--
-- Name: geojournal_event_row; Type: TYPE; Schema: public; Owner: geojournal_service
--

CREATE TYPE public.geojournal_event_row AS (
	"position" bigint,
	operation_id uuid,
	feature_id uuid,
	feature_version integer,
	layer text,
	type text,
	data jsonb,
	hash bytea,
	geom bytea
);


ALTER TYPE public.geojournal_event_row OWNER TO geojournal_service;

--
-- Name: geojournal_layer_delta; Type: TYPE; Schema: public; Owner: geojournal_service
--

CREATE TYPE public.geojournal_layer_delta AS (
	layer text,
	added bigint,
	grown public.box2d,
	removed public.box2d
);


ALTER TYPE public.geojournal_layer_delta OWNER TO geojournal_service;

--
-- Name: geojournal_operation_row; Type: TYPE; Schema: public; Owner: geojournal_service
--

CREATE TYPE public.geojournal_operation_row AS (
	id uuid,
	kind text,
	first_position bigint,
	last_position bigint,
	actor text,
	session_id uuid,
	target_id uuid,
	message text,
	idempotency_key text,
	request_hash bytea,
	metadata jsonb
);


ALTER TYPE public.geojournal_operation_row OWNER TO geojournal_service;

--
-- Name: geojournal_superseded_row; Type: TYPE; Schema: public; Owner: geojournal_service
--

CREATE TYPE public.geojournal_superseded_row AS (
	id uuid,
	version integer,
	"position" bigint
);


ALTER TYPE public.geojournal_superseded_row OWNER TO geojournal_service;

--
-- Name: geojournal_version_row; Type: TYPE; Schema: public; Owner: geojournal_service
--

CREATE TYPE public.geojournal_version_row AS (
	id uuid,
	version integer,
	layer text,
	attributes jsonb,
	geom bytea,
	operation_id uuid,
	valid_from bigint,
	valid_to bigint,
	fresh boolean,
	object_id bigint
);


ALTER TYPE public.geojournal_version_row OWNER TO geojournal_service;

--
-- Name: create_projection_partitions(text); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.create_projection_partitions(workspace text) RETURNS void
    LANGUAGE plpgsql
    AS $$
DECLARE
    parent text;
    part text;
BEGIN
    FOREACH parent IN ARRAY partitioned_projections() LOOP
        part := projection_partition(parent, workspace);
        CONTINUE WHEN to_regclass(format('public.%I', part)) IS NOT NULL;
        PERFORM create_projection_table(parent, workspace, part);
        EXECUTE format('ALTER TABLE public.%I ATTACH PARTITION public.%I FOR VALUES IN (%L)', parent, part, workspace);
        EXECUTE format('ALTER TABLE public.%I OWNER TO geojournal_service', part);
    END LOOP;
END
$$;


ALTER FUNCTION public.create_projection_partitions(workspace text) OWNER TO postgres;

--
-- Name: create_projection_table(text, text, text); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.create_projection_table(parent text, workspace text, name text) RETURNS void
    LANGUAGE plpgsql
    AS $$
BEGIN
    EXECUTE format('CREATE TABLE public.%I (LIKE public.%I INCLUDING DEFAULTS INCLUDING CONSTRAINTS INCLUDING STORAGE INCLUDING COMPRESSION, CHECK (workspace_id = %L))%s',
                   name, parent, workspace, CASE WHEN parent = 'features' THEN ' WITH (fillfactor = 85)' ELSE '' END);
END
$$;


ALTER FUNCTION public.create_projection_table(parent text, workspace text, name text) OWNER TO postgres;

--
-- Name: create_rebuild_table(text, text); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.create_rebuild_table(parent text, workspace text) RETURNS text
    LANGUAGE plpgsql
    AS $$
DECLARE
    fresh text := projection_partition(parent, workspace) || '_rebuild';
BEGIN
    EXECUTE format('DROP TABLE IF EXISTS public.%I', fresh);
    PERFORM create_projection_table(parent, workspace, fresh);
    RETURN fresh;
END
$$;


ALTER FUNCTION public.create_rebuild_table(parent text, workspace text) OWNER TO postgres;

--
-- Name: geojournal_access_changed(); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.geojournal_access_changed() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
    PERFORM pg_notify('geojournal_events', NEW.id || CASE WHEN NEW.public_read THEN ' public' ELSE ' private' END);
    RETURN NULL;
END
$$;


ALTER FUNCTION public.geojournal_access_changed() OWNER TO postgres;

--
-- Name: geojournal_canonical_json(jsonb); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.geojournal_canonical_json(_value jsonb) RETURNS text
    LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE
    AS $_$
DECLARE
    _out text;
    _key text;
    _item jsonb;
    _text text;
BEGIN
    CASE jsonb_typeof(_value)
    WHEN 'object' THEN
        FOR _key, _item IN SELECT e.key, e.value FROM jsonb_each(_value) AS e ORDER BY e.key COLLATE "C" LOOP
            _out := coalesce(_out || ',', '') || geojournal_json_text(_key) || ':' || geojournal_canonical_json(_item);
        END LOOP;
        RETURN '{' || coalesce(_out, '') || '}';
    WHEN 'array' THEN
        FOR _item IN SELECT a.value FROM jsonb_array_elements(_value) AS a LOOP
            _out := coalesce(_out || ',', '') || geojournal_canonical_json(_item);
        END LOOP;
        RETURN '[' || coalesce(_out, '') || ']';
    WHEN 'number' THEN
        _text := _value #>> '{}';
        IF _text ~ '^-?[0-9]{1,18}$' THEN
            RETURN _text;
        END IF;
        RETURN geojournal_json_number(_text::numeric);
    WHEN 'string' THEN
        _text := _value #>> '{}';
        IF _text !~ '["\\\x01-\x1f]' THEN
            RETURN '"' || _text || '"';
        END IF;
        RETURN geojournal_json_text(_text);
    ELSE
        RETURN _value::text;
    END CASE;
END
$_$;


ALTER FUNCTION public.geojournal_canonical_json(_value jsonb) OWNER TO postgres;

--
-- Name: geojournal_chain_step(bytea, bytea, bytea); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.geojournal_chain_step(_previous bytea, _canonical bytea, _start bytea) RETURNS bytea
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$
    SELECT sha256(coalesce(_previous, _start) || _canonical)
$$;


ALTER FUNCTION public.geojournal_chain_step(_previous bytea, _canonical bytea, _start bytea) OWNER TO postgres;

--
-- Name: geojournal_check_attributes(jsonb, jsonb, boolean); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.geojournal_check_attributes(_checks jsonb, _values jsonb, _warnings boolean, OUT violations text[], OUT warnings text[]) RETURNS record
    LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE
    AS $$
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


ALTER FUNCTION public.geojournal_check_attributes(_checks jsonb, _values jsonb, _warnings boolean, OUT violations text[], OUT warnings text[]) OWNER TO postgres;

--
-- Name: geojournal_check_geometry(jsonb, public.geometry); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.geojournal_check_geometry(_checks jsonb, _geom public.geometry) RETURNS text[]
    LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE
    AS $$
DECLARE
    _problems text[] := '{}';
    _geometry jsonb := _checks->'geometry';
    _vertices int;
    _bounds jsonb := _geometry->'bounds';
    _outside int := 0;
    _point geometry;
    _detail record;
BEGIN
    IF _geom IS NULL THEN
        RETURN ARRAY['a feature needs a geometry'];
    END IF;
    IF ST_IsEmpty(_geom) THEN
        RETURN ARRAY[format('the %s is empty; it needs at least one position', GeometryType(_geom))];
    END IF;
    _vertices := ST_NPoints(_geom);
    IF _vertices > (_geometry->>'maxVertices')::int THEN
        RETURN ARRAY[format('the geometry has %s vertices; at most %s are allowed, simplify or split it', _vertices, _geometry->>'maxVertices')];
    END IF;
    IF _bounds IS NOT NULL AND _bounds <> 'null'::jsonb THEN
        FOR _point IN SELECT _geom WHERE GeometryType(_geom) = 'POINT'
                      UNION ALL SELECT (d).geom FROM ST_DumpPoints(_geom) AS d WHERE GeometryType(_geom) <> 'POINT' LOOP
            CONTINUE WHEN ST_X(_point) BETWEEN (_bounds->>0)::float8 AND (_bounds->>2)::float8
                      AND ST_Y(_point) BETWEEN (_bounds->>1)::float8 AND (_bounds->>3)::float8;
            _outside := _outside + 1;
            IF _outside <= 10 THEN
                _problems := _problems || format('position %s is outside EPSG:%s (%s)', geojournal_position_text(_point),
                                                 _geometry->>'srid', _geometry->>'boundsName');
            END IF;
        END LOOP;
        IF _outside > 10 THEN
            _problems := _problems || format('%s more positions are outside EPSG:%s; are the coordinates in another spatial reference?',
                                             _outside - 10, _geometry->>'srid');
        END IF;
    END IF;
    IF GeometryType(_geom) IN ('POLYGON', 'MULTIPOLYGON') THEN
        _detail := ST_IsValidDetail(_geom);
        IF NOT _detail.valid THEN
            _problems := _problems || (coalesce(_detail.reason, 'invalid geometry')
                || CASE WHEN _detail.location IS NULL THEN ''
                        ELSE format(' at (%s %s)', geojournal_number_text(ST_X(_detail.location)), geojournal_number_text(ST_Y(_detail.location))) END
                || coalesce(': ' || (_checks->'hints'->>_detail.reason), ''));
        END IF;
    END IF;
    RETURN _problems;
END
$$;


ALTER FUNCTION public.geojournal_check_geometry(_checks jsonb, _geom public.geometry) OWNER TO postgres;

--
-- Name: geojournal_count_layers(text, public.geojournal_layer_delta[]); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.geojournal_count_layers(_workspace text, _deltas public.geojournal_layer_delta[]) RETURNS void
    LANGUAGE plpgsql
    AS $$
BEGIN
    WITH d AS (
        SELECT x.layer, sum(x.added)::bigint AS added, ST_Extent(x.grown::geometry) AS grown, ST_Extent(x.removed::geometry) AS removed
        FROM unnest(_deltas) AS x GROUP BY x.layer)
    INSERT INTO layer_stats AS s (workspace_id, layer, feature_count, min_x, min_y, max_x, max_y, extent_exact, generation)
    SELECT _workspace, d.layer, d.added, ST_XMin(d.grown), ST_YMin(d.grown), ST_XMax(d.grown), ST_YMax(d.grown), d.removed IS NULL, 1
    FROM d
    ON CONFLICT (workspace_id, layer) DO UPDATE SET
        feature_count = s.feature_count + EXCLUDED.feature_count,
        min_x = CASE WHEN s.feature_count + EXCLUDED.feature_count > 0 THEN least(s.min_x, EXCLUDED.min_x) END,
        min_y = CASE WHEN s.feature_count + EXCLUDED.feature_count > 0 THEN least(s.min_y, EXCLUDED.min_y) END,
        max_x = CASE WHEN s.feature_count + EXCLUDED.feature_count > 0 THEN greatest(s.max_x, EXCLUDED.max_x) END,
        max_y = CASE WHEN s.feature_count + EXCLUDED.feature_count > 0 THEN greatest(s.max_y, EXCLUDED.max_y) END,
        extent_exact = s.feature_count + EXCLUDED.feature_count = 0 OR (s.extent_exact AND (EXCLUDED.extent_exact OR coalesce((
            SELECT ST_XMin(d.removed) > least(s.min_x, EXCLUDED.min_x) AND ST_YMin(d.removed) > least(s.min_y, EXCLUDED.min_y)
               AND ST_XMax(d.removed) < greatest(s.max_x, EXCLUDED.max_x) AND ST_YMax(d.removed) < greatest(s.max_y, EXCLUDED.max_y)
            FROM d WHERE d.layer = s.layer), false))),
        generation = s.generation + 1;
END
$$;


ALTER FUNCTION public.geojournal_count_layers(_workspace text, _deltas public.geojournal_layer_delta[]) OWNER TO postgres;

--
-- Name: geojournal_current_feature(text, uuid); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.geojournal_current_feature(_key text, _id uuid, OUT layer text, OUT version integer, OUT attributes jsonb, OUT object_id bigint) RETURNS SETOF record
    LANGUAGE sql STABLE
    AS $$
    SELECT s.layer, s.version, s.attributes, s.object_id FROM geojournal_line_features(_key) s
    WHERE s.id = _id AND NOT EXISTS (SELECT FROM workspaces w WHERE w.id = _key AND w.parent_id IS NOT NULL)
    UNION ALL
    SELECT s.layer, s.version, s.attributes, s.object_id
    FROM workspaces w CROSS JOIN LATERAL geojournal_line_state(w.parent_id, w.id, NULL, NULL) s
    WHERE w.id = _key AND w.parent_id IS NOT NULL AND s.id = _id
$$;


ALTER FUNCTION public.geojournal_current_feature(_key text, _id uuid, OUT layer text, OUT version integer, OUT attributes jsonb, OUT object_id bigint) OWNER TO postgres;

--
-- Name: geojournal_event_bytes(text, bigint, uuid, uuid, integer, text, text, bigint, jsonb, public.geometry); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.geojournal_event_bytes(_workspace text, _position bigint, _operation uuid, _feature uuid, _version integer, _layer text, _type text, _micros bigint, _data jsonb, _geom public.geometry) RETURNS bytea
    LANGUAGE sql STABLE PARALLEL SAFE
    AS $$
    SELECT convert_to(_workspace || E'\n' || _position || E'\n' || _operation || E'\n' || coalesce(_feature::text, '') || E'\n'
                      || coalesce(_version::text, '') || E'\n' || _layer || E'\n' || _type || E'\n' || _micros || E'\n'
                      || _data::text || E'\n', 'UTF8')
           || coalesce(ST_AsEWKB(_geom), '\x'::bytea)
$$;


ALTER FUNCTION public.geojournal_event_bytes(_workspace text, _position bigint, _operation uuid, _feature uuid, _version integer, _layer text, _type text, _micros bigint, _data jsonb, _geom public.geometry) OWNER TO postgres;

--
-- Name: geojournal_event_data(jsonb, public.geometry); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.geojournal_event_data(_data jsonb, _geom public.geometry) RETURNS jsonb
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$
    SELECT CASE WHEN _geom IS NULL THEN _data
                ELSE _data || jsonb_build_object('geometry', geojournal_geojson(_geom)::jsonb) END
$$;


ALTER FUNCTION public.geojournal_event_data(_data jsonb, _geom public.geometry) OWNER TO postgres;

--
-- Name: geojournal_fill_defaults(jsonb, jsonb); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.geojournal_fill_defaults(_checks jsonb, _values jsonb) RETURNS jsonb
    LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE
    AS $$
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


ALTER FUNCTION public.geojournal_fill_defaults(_checks jsonb, _values jsonb) OWNER TO postgres;

--
-- Name: geojournal_geojson(public.geometry); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.geojournal_geojson(_geom public.geometry) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$ SELECT ST_AsGeoJSON(_geom, 30, 0) $$;


ALTER FUNCTION public.geojournal_geojson(_geom public.geometry) OWNER TO postgres;

--
-- Name: geojournal_json_number(numeric); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.geojournal_json_number(_number numeric) RETURNS text
    LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE
    AS $$
DECLARE
    _double float8;
BEGIN
    IF scale(_number) = 0 AND _number BETWEEN -9223372036854775808 AND 9223372036854775807 THEN
        RETURN _number::text;
    END IF;
    _double := _number::float8;
    IF _double = 'Infinity'::float8 OR _double = '-Infinity'::float8 OR _double = 'NaN'::float8 THEN
        RETURN 'null';
    END IF;
    IF _double = trunc(_double) AND _double >= -9223372036854775808::float8 AND _double < 9223372036854775808::float8 THEN
        RETURN _double::bigint::text;
    END IF;
    IF abs(_double) >= 1e15 AND abs(_double) < 1e16 THEN
        RETURN _double::text::numeric::text;
    END IF;
    RETURN _double::text;
END
$$;


ALTER FUNCTION public.geojournal_json_number(_number numeric) OWNER TO postgres;

--
-- Name: geojournal_json_short(jsonb); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.geojournal_json_short(_value jsonb) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$
    SELECT CASE WHEN length(t) > 60 THEN left(t, 57) || '...' ELSE t END
    FROM (SELECT geojournal_canonical_json(coalesce(_value, 'null'::jsonb)) AS t) s
$$;


ALTER FUNCTION public.geojournal_json_short(_value jsonb) OWNER TO postgres;

--
-- Name: geojournal_json_text(text); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.geojournal_json_text(_text text) RETURNS text
    LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE
    AS $$
DECLARE
    _out text := replace(replace(_text, '\', '\\'), '"', '\"');
    _code int;
BEGIN
    IF _out ~ '[\x01-\x1f]' THEN
        FOR _code IN 1..31 LOOP
            _out := replace(_out, chr(_code), CASE _code WHEN 10 THEN '\n' WHEN 13 THEN '\r' WHEN 9 THEN '\t'
                                                  ELSE '\u00' || lpad(to_hex(_code), 2, '0') END);
        END LOOP;
    END IF;
    RETURN '"' || _out || '"';
END
$$;


ALTER FUNCTION public.geojournal_json_text(_text text) OWNER TO postgres;

--
-- Name: geojournal_line_features(text); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.geojournal_line_features(_key text) RETURNS TABLE(id uuid, version integer, layer text, object_id bigint, attributes jsonb, geom public.geometry, valid_from bigint, valid_to bigint, valid_from_time timestamp with time zone, valid_to_time timestamp with time zone)
    LANGUAGE sql STABLE PARALLEL SAFE
    AS $$
    SELECT f.id, f.version, f.layer, f.object_id, f.attributes, f.geom, f.position, NULL::int8, f.updated_at, NULL::timestamptz
    FROM features f WHERE f.workspace_id = _key
$$;


ALTER FUNCTION public.geojournal_line_features(_key text) OWNER TO postgres;

--
-- Name: geojournal_line_indexes(text); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.geojournal_line_indexes(_line text) RETURNS void
    LANGUAGE plpgsql
    AS $$
DECLARE
    _features text := projection_partition('features', _line);
    _versions text := projection_partition('feature_versions', _line);
    _layer record;
    _digest text;
BEGIN
    IF to_regclass(format('public.%I', _features)) IS NULL THEN
        RETURN;
    END IF;
    FOR _layer IN SELECT l.name, l.definition->>'geometryType' AS type, (l.definition->>'srid')::int AS srid
                  FROM layers l JOIN workspaces w ON l.workspace_id = coalesce(w.parent_id, w.id) WHERE w.id = _line LOOP
        _digest := left(encode(sha256(convert_to(_line || '/' || _layer.name, 'UTF8')), 'hex'), 16);
        EXECUTE format('CREATE INDEX IF NOT EXISTS %I ON public.%I USING gist ((geom::geometry(%s, %s))) WHERE workspace_id = %L AND layer = %L',
                       'features_layer_' || _digest, _features, _layer.type, _layer.srid, _line, _layer.name);
        EXECUTE format('CREATE INDEX IF NOT EXISTS %I ON public.%I USING gist ((geom::geometry(%s, %s)), validity_line(valid_from, valid_to)) '
                       'WHERE workspace_id = %L AND layer = %L AND valid_to IS NOT NULL',
                       'feature_versions_layer_' || _digest, _versions, _layer.type, _layer.srid, _line, _layer.name);
    END LOOP;
END
$$;


ALTER FUNCTION public.geojournal_line_indexes(_line text) OWNER TO postgres;

--
-- Name: geojournal_line_rows(text, bigint); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.geojournal_line_rows(_key text, _at bigint) RETURNS TABLE(id uuid, version integer, layer text, object_id bigint, attributes jsonb, geom public.geometry, valid_from bigint, valid_to bigint, valid_from_time timestamp with time zone, valid_to_time timestamp with time zone)
    LANGUAGE sql STABLE PARALLEL SAFE
    AS $$
    SELECT f.* FROM geojournal_line_features(_key) f
    WHERE _at IS NULL OR f.valid_from <= _at
    UNION ALL
    SELECT f.id, f.version, f.layer, f.object_id, f.attributes, f.geom, f.valid_from, f.valid_to, f.valid_from_time, f.valid_to_time
    FROM feature_versions f
    WHERE _at IS NOT NULL AND f.workspace_id = _key AND f.valid_to IS NOT NULL
      AND validity_line(f.valid_from, f.valid_to) && validity_point(_at) AND geojournal_valid_at(f.valid_from, f.valid_to, _at)
$$;


ALTER FUNCTION public.geojournal_line_rows(_key text, _at bigint) OWNER TO postgres;

--
-- Name: geojournal_line_state(text, text, bigint, bigint); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.geojournal_line_state(_workspace text, _line text, _at bigint, _base bigint) RETURNS TABLE(id uuid, version integer, layer text, object_id bigint, attributes jsonb, geom public.geometry, valid_from bigint, valid_to bigint, valid_from_time timestamp with time zone, valid_to_time timestamp with time zone)
    LANGUAGE sql STABLE PARALLEL SAFE
    AS $$
    SELECT r.* FROM geojournal_line_rows(_line, _at) r
    UNION ALL
    SELECT r.*
    FROM (SELECT x.base, CASE WHEN (SELECT w.head_position FROM workspaces w WHERE w.id = _workspace) > x.base THEN x.base END AS at
          FROM (SELECT coalesce(_base, geojournal_version_base(_line, coalesce(_at, 9223372036854775807))) AS base OFFSET 0) x) b
    CROSS JOIN LATERAL geojournal_line_rows(_workspace, b.at) r
    WHERE r.valid_from <= b.base
      AND NOT EXISTS (SELECT FROM events e WHERE e.workspace_id = _line AND e.feature_id = r.id AND (_at IS NULL OR e.position <= _at))
$$;


ALTER FUNCTION public.geojournal_line_state(_workspace text, _line text, _at bigint, _base bigint) OWNER TO postgres;

--
-- Name: geojournal_lock_head(text); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.geojournal_lock_head(_workspace text, OUT head_position bigint, OUT head_hash bytea, OUT head_micros bigint, OUT schema_position bigint) RETURNS SETOF record
    LANGUAGE plpgsql
    AS $$
BEGIN
    RETURN QUERY
    SELECT w.head_position, w.head_hash, (extract(epoch FROM w.head_time) * 1000000)::bigint,
           coalesce((SELECT p.schema_position FROM workspaces p WHERE p.id = w.parent_id), w.schema_position)
    FROM workspaces w WHERE w.id = _workspace FOR UPDATE OF w;
END
$$;


ALTER FUNCTION public.geojournal_lock_head(_workspace text, OUT head_position bigint, OUT head_hash bytea, OUT head_micros bigint, OUT schema_position bigint) OWNER TO postgres;

--
-- Name: geojournal_new_feature_id(); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.geojournal_new_feature_id() RETURNS uuid
    LANGUAGE sql
    AS $$
    SELECT encode(set_bit(set_bit(overlay(uuid_send(gen_random_uuid())
        PLACING substring(int8send((extract(epoch FROM clock_timestamp()) * 1000)::bigint) FROM 3) FROM 1 FOR 6), 52, 1), 53, 1), 'hex')::uuid
$$;


ALTER FUNCTION public.geojournal_new_feature_id() OWNER TO postgres;

--
-- Name: geojournal_number_text(double precision); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.geojournal_number_text(_number double precision) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$
    SELECT CASE WHEN _number = trunc(_number) AND abs(_number) < 1e15 THEN _number::bigint::text
                WHEN abs(_number) >= 1e15 AND abs(_number) <= 9007199254740992 THEN
                    _number::text::numeric::text || CASE WHEN _number = trunc(_number) THEN '.0' ELSE '' END
                ELSE _number::text END
$$;


ALTER FUNCTION public.geojournal_number_text(_number double precision) OWNER TO postgres;

--
-- Name: geojournal_order_key(jsonb, boolean); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.geojournal_order_key(_value jsonb, _date boolean) RETURNS double precision
    LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE
    AS $$
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


ALTER FUNCTION public.geojournal_order_key(_value jsonb, _date boolean) OWNER TO postgres;

--
-- Name: geojournal_position_text(public.geometry); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.geojournal_position_text(_point public.geometry) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$
    SELECT '(' || geojournal_number_text(ST_X(_point)) || ', ' || geojournal_number_text(ST_Y(_point))
        || CASE WHEN ST_Z(_point) IS NULL THEN '' ELSE ', ' || geojournal_number_text(ST_Z(_point)) END || ')'
$$;


ALTER FUNCTION public.geojournal_position_text(_point public.geometry) OWNER TO postgres;

--
-- Name: geojournal_rfc3339(timestamp with time zone); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.geojournal_rfc3339(_at timestamp with time zone) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$
    SELECT to_char(_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS')
        || CASE WHEN extract(microseconds FROM _at)::bigint % 1000000 = 0 THEN ''
                ELSE '.' || rtrim(lpad((extract(microseconds FROM _at)::bigint % 1000000)::text, 6, '0'), '0') END
        || 'Z'
$$;


ALTER FUNCTION public.geojournal_rfc3339(_at timestamp with time zone) OWNER TO postgres;

--
-- Name: geojournal_supersede_versions(text, public.geojournal_superseded_row[], public.geojournal_version_row[], timestamp with time zone); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.geojournal_supersede_versions(_workspace text, _superseded public.geojournal_superseded_row[], _versions public.geojournal_version_row[], _at timestamp with time zone) RETURNS public.geojournal_layer_delta[]
    LANGUAGE plpgsql
    AS $$
DECLARE
    _removed geojournal_layer_delta[];
    -- The geometry of each feature's open version after the batch (EWKB in hex), by id: looked up
    -- per closed version. (A join of the two arrays was planned as a nested loop, the planner
    -- seeing 1 and 10 rows: quadratic, 38 s for a batch of 10,000 updates.)
    _open jsonb;
BEGIN
    IF cardinality(_superseded) = 0 THEN
        RETURN '{}';
    END IF;
    SELECT jsonb_object_agg(n.id::text, encode(n.geom, 'hex')) INTO _open FROM unnest(_versions) AS n WHERE n.valid_to IS NULL;
    WITH closed AS (
        INSERT INTO feature_versions (workspace_id, id, version, layer, attributes, geom, operation_id,
                                      valid_from, valid_to, valid_from_time, valid_to_time, object_id)
        SELECT f.workspace_id, f.id, f.version, f.layer, f.attributes, f.geom,
               (SELECT e.operation_id FROM events e
                WHERE e.workspace_id = _workspace AND e.position = f.position AND e.feature_id = f.id AND e.feature_version = f.version),
               f.position, u.position, f.updated_at, _at, f.object_id
        FROM unnest(_superseded) AS u
        JOIN features f ON f.workspace_id = _workspace AND f.id = u.id AND f.version = u.version
        RETURNING id, layer, geom)
    SELECT array_agg(ROW(o.layer, 0, NULL, o.box)::geojournal_layer_delta) INTO _removed
    FROM (SELECT c.layer, ST_Extent(c.geom) AS box FROM closed c
          WHERE NOT coalesce(c.geom ~= ST_GeomFromEWKB(decode(_open ->> c.id::text, 'hex')), false)
          GROUP BY c.layer) o;
    RETURN coalesce(_removed, '{}');
END
$$;


ALTER FUNCTION public.geojournal_supersede_versions(_workspace text, _superseded public.geojournal_superseded_row[], _versions public.geojournal_version_row[], _at timestamp with time zone) OWNER TO postgres;

--
-- Name: geojournal_valid_at(bigint, bigint, bigint); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.geojournal_valid_at(_from bigint, _to bigint, _at bigint) RETURNS boolean
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$
    SELECT _from <= _at AND (_to IS NULL OR _to > _at)
$$;


ALTER FUNCTION public.geojournal_valid_at(_from bigint, _to bigint, _at bigint) OWNER TO postgres;

--
-- Name: geojournal_version_base(text, bigint); Type: FUNCTION; Schema: public; Owner: geojournal_service
--

CREATE FUNCTION public.geojournal_version_base(_line text, _position bigint) RETURNS bigint
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
    SELECT coalesce(
        (SELECT (e.data->>'base')::bigint FROM events e
         WHERE e.workspace_id = _line AND e.type = 'versionRebased' AND e.position <= _position
         ORDER BY e.position DESC LIMIT 1),
        (SELECT v.created_base FROM versions v WHERE v.line = _line))
$$;


ALTER FUNCTION public.geojournal_version_base(_line text, _position bigint) OWNER TO geojournal_service;

--
-- Name: geojournal_version_edit_lock(text, public.geojournal_operation_row[]); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.geojournal_version_edit_lock(_line text, _operations public.geojournal_operation_row[]) RETURNS void
    LANGUAGE plpgsql
    SET search_path TO 'public', 'pg_temp'
    AS $_$
DECLARE
    _holder uuid;
BEGIN
    SELECT l.session_id INTO _holder FROM version_locks l
    WHERE l.line = _line AND l.editing AND l.expires_at > now()
      AND EXISTS (SELECT FROM unnest(_operations) o
                  WHERE o.kind IN ('edit', 'undo', 'redo', 'import', 'reconcile', 'post')
                    AND l.session_id IS DISTINCT FROM coalesce(o.session_id,
                        CASE WHEN o.kind IN ('reconcile', 'post') AND o.metadata->>'editSession' ~ '^[0-9a-f-]{36}$'
                             THEN (o.metadata->>'editSession')::uuid END));
    IF FOUND THEN
        RAISE EXCEPTION 'the version is being edited in session {%}; edit in that session or wait until it stops editing', upper(_holder::text)
            USING ERRCODE = 'GJ423';
    END IF;
END
$_$;


ALTER FUNCTION public.geojournal_version_edit_lock(_line text, _operations public.geojournal_operation_row[]) OWNER TO postgres;

--
-- Name: geojournal_version_readable(text); Type: FUNCTION; Schema: public; Owner: geojournal_service
--

CREATE FUNCTION public.geojournal_version_readable(_line text) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
    SELECT EXISTS (SELECT FROM versions v LEFT JOIN view_actors a ON a.role_name = session_user
                   WHERE v.line = _line AND v.deleted_at IS NULL AND (v.access <> 'private' OR v.owner = a.actor))
$$;


ALTER FUNCTION public.geojournal_version_readable(_line text) OWNER TO geojournal_service;

--
-- Name: geojournal_view_commit(); Type: FUNCTION; Schema: public; Owner: geojournal_service
--

CREATE FUNCTION public.geojournal_view_commit() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    SET extra_float_digits TO '1'
    AS $$
DECLARE
    _head record;
    _micros bigint;
    _conflict record;
    _events geojournal_event_row[];
    _versions geojournal_version_row[];
    _superseded geojournal_superseded_row[];
    _deleted uuid[];
BEGIN
    -- A transaction that staged rows for several workspaces (or a workspace and its versions'
    -- lines) locks all their rows at its first commit trigger, in one global order (by key,
    -- bytewise; the order of a post too): two such transactions then never wait for each other
    -- in a circle, whatever order they wrote the workspaces in. Locks held already are free.
    PERFORM FROM workspaces w
    WHERE w.id IN (SELECT t.workspace_id FROM view_transactions t WHERE t.txid = NEW.txid)
    ORDER BY w.id COLLATE "C"
    FOR UPDATE OF w;
    SELECT * INTO _head FROM geojournal_lock_head(NEW.workspace_id);
    IF NOT FOUND THEN
        RAISE EXCEPTION 'there is no workspace %', NEW.workspace_id USING ERRCODE = 'no_data_found';
    END IF;
    SELECT s.feature_id, s.type, s.version - 1 AS expected_version, f.version AS current INTO _conflict
    FROM (SELECT DISTINCT ON (r.feature_id) r.feature_id, r.type, r.version, r.seq FROM view_staged_rows r
          WHERE r.txid = NEW.txid AND r.workspace_id = NEW.workspace_id ORDER BY r.feature_id, r.seq) s
    LEFT JOIN LATERAL (SELECT c.version FROM geojournal_current_feature(NEW.workspace_id, s.feature_id) c WHERE s.type <> 'featureCreated') f ON true
    WHERE CASE WHEN s.type = 'featureCreated' THEN geojournal_view_id_taken(NEW.workspace_id, s.feature_id)
               ELSE f.version IS DISTINCT FROM s.version - 1 END
    ORDER BY s.seq LIMIT 1;
    IF FOUND THEN
        IF _conflict.type = 'featureCreated' THEN
            RAISE EXCEPTION 'feature % already exists (or existed) in this workspace', _conflict.feature_id USING ERRCODE = 'GJ409';
        ELSIF _conflict.current IS NULL THEN
            -- /v1's words (EditDecider): deleted at which version, or not there at all.
            SELECT max(e.feature_version) INTO _conflict.current FROM events e
            WHERE e.workspace_id = NEW.workspace_id AND e.feature_id = _conflict.feature_id;
            IF _conflict.current IS NULL THEN
                RAISE EXCEPTION 'feature % does not exist', _conflict.feature_id USING ERRCODE = 'GJ409';
            END IF;
            RAISE EXCEPTION 'feature % was deleted (version %)', _conflict.feature_id, _conflict.current USING ERRCODE = 'GJ409';
        END IF;
        RAISE EXCEPTION 'feature % is at version %, not %', _conflict.feature_id, _conflict.current, _conflict.expected_version
            USING ERRCODE = 'GJ409', HINT = 'someone changed the feature since you read it: read it again';
    END IF;

    -- Time never runs backwards along positions.
    _micros := greatest((extract(epoch FROM clock_timestamp()) * 1000000)::bigint, _head.head_micros);
    WITH s AS (
        SELECT r.*, _head.head_position + row_number() OVER (ORDER BY r.seq) AS position,
               r.seq = min(r.seq) OVER (PARTITION BY r.feature_id) AS first,
               r.seq = max(r.seq) OVER (PARTITION BY r.feature_id) AS last,
               first_value(r.type) OVER (PARTITION BY r.feature_id ORDER BY r.seq) = 'featureCreated' AS fresh
        FROM view_staged_rows r WHERE r.txid = NEW.txid AND r.workspace_id = NEW.workspace_id),
    -- A created feature's OBJECTID is the position of its created event plus the line's offset
    -- (0 in DEFAULT; VersionLine.objectIdOffset, written by the service into the view's compiled
    -- checks: the numbering is defined once, in Swift).
    o AS (
        SELECT s.*, coalesce(s.object_id, (c.checks->>'objectIdOffset')::bigint
                                          + first_value(s.position) OVER (PARTITION BY s.feature_id ORDER BY s.seq)) AS oid,
               lead(s.position) OVER (PARTITION BY s.feature_id ORDER BY s.seq) AS valid_to
        FROM s LEFT JOIN layer_view_checks c ON c.workspace_id = NEW.workspace_id AND c.layer = s.layer),
    -- The event's payload and the geometry it carries (Schema/0050): a created feature's, a moved
    -- feature's new one, a deleted feature's last one. geojournal_write_batch hashes them.
    h AS (
        SELECT o.*, CASE WHEN o.type = 'featureUpdated' THEN o.data - 'moved' ELSE o.data || jsonb_build_object('objectId', o.oid) END AS payload,
               CASE WHEN o.type <> 'featureUpdated' OR o.data ? 'moved' THEN ST_AsEWKB(o.geom) END AS event_geom
        FROM o)
    SELECT array_agg(ROW(h.position, NEW.operation_id, h.feature_id, h.version, h.layer, h.type, h.payload, NULL, h.event_geom)::geojournal_event_row
                     ORDER BY h.position),
           array_agg(ROW(h.feature_id, h.version, h.layer, h.attributes, ST_AsEWKB(h.geom), NEW.operation_id, h.position,
                         h.valid_to, h.fresh, h.oid)::geojournal_version_row ORDER BY h.position) FILTER (WHERE h.type <> 'featureDeleted'),
           array_agg(ROW(h.feature_id, h.version - 1, h.position)::geojournal_superseded_row) FILTER (WHERE h.first AND NOT h.fresh),
           array_agg(h.feature_id) FILTER (WHERE h.last AND h.type = 'featureDeleted')
    INTO _events, _versions, _superseded, _deleted
    FROM h;

    IF _events IS NOT NULL THEN
        PERFORM geojournal_write_batch(NEW.workspace_id, _head.head_position, _head.head_hash, _micros,
            ARRAY[ROW(NEW.operation_id, 'edit', _head.head_position + 1, _head.head_position + cardinality(_events), NEW.actor,
                      NULL, NULL, NULL, NULL, NULL, jsonb_build_object('via', 'layer view', 'role', session_user::text))::geojournal_operation_row],
            _events, coalesce(_versions, '{}'), coalesce(_superseded, '{}'), coalesce(_deleted, '{}'));
    END IF;
    DELETE FROM view_staged_rows WHERE txid = NEW.txid AND workspace_id = NEW.workspace_id;
    DELETE FROM view_transactions WHERE txid = NEW.txid AND workspace_id = NEW.workspace_id;
    RETURN NULL;
END
$$;


ALTER FUNCTION public.geojournal_view_commit() OWNER TO geojournal_service;

--
-- Name: geojournal_view_edit(); Type: FUNCTION; Schema: public; Owner: geojournal_service
--

CREATE FUNCTION public.geojournal_view_edit() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    SET extra_float_digits TO '1'
    SET plan_cache_mode TO 'force_generic_plan'
    AS $$
DECLARE
    _workspace text := TG_ARGV[0];
    _layer text := TG_ARGV[1];
    _checks jsonb;
    _txid bigint := txid_current();
    _new jsonb;
    _old jsonb;
    _values jsonb := '{}';
    _attributes jsonb;
    _changes jsonb := '{}';
    _check record;
    _problems text[];
    _current record;
    _feature uuid;
    _type text;
    _data jsonb;
    _geom geometry;
    _moved boolean := false;
    _field jsonb;
    _name text;
    _value jsonb;
    -- A row without its geometry: to_jsonb would write the geometry as GeoJSON (with a lookup
    -- of its spatial reference) only for it to be dropped.
    _plain record;
    _holder uuid;
BEGIN
    SELECT c.checks INTO _checks FROM layer_view_checks c WHERE c.workspace_id = _workspace AND c.layer = _layer;
    -- The numbering of created features comes with the checks (LayerView.checks): checks compiled
    -- by a GeoJournal before it are made again by `migrate`.
    IF NOT FOUND OR NOT _checks ? 'objectIdOffset' THEN
        RAISE EXCEPTION 'layer % of workspace % has no checks for its view; run `geojournal migrate`', _layer, _workspace;
    END IF;
    IF NOT EXISTS (SELECT FROM view_transactions t WHERE t.txid = _txid AND t.workspace_id = _workspace) THEN
        -- The transaction's first row for this workspace: its operation, written at commit.
        INSERT INTO view_transactions (txid, workspace_id, operation_id, actor)
        SELECT _txid, _workspace, geojournal_new_feature_id(), a.actor FROM view_actors a
        WHERE a.role_name = session_user AND a.role = 'editor';
        IF NOT FOUND THEN
            RAISE EXCEPTION 'role % may not edit GeoJournal layers', session_user
                USING ERRCODE = 'insufficient_privilege', HINT = 'an editor role is created with `geojournal user create --actor NAME --role editor`';
        END IF;
        -- A version's views (Schema/0040): its owner, or anyone when it is public.
        IF EXISTS (SELECT FROM versions v JOIN view_actors a ON a.role_name = session_user
                   WHERE v.line = _workspace AND (v.deleted_at IS NOT NULL OR (v.access <> 'public' AND v.owner <> a.actor))) THEN
            RAISE EXCEPTION 'role % may not edit version %', session_user, (SELECT v.name FROM versions v WHERE v.line = _workspace)
                USING ERRCODE = 'insufficient_privilege', HINT = 'a version is edited by its owner, or by anyone when it is public';
        END IF;
        -- One editing session per version (ArcGIS startEditing, version_locks): a view transaction
        -- is none of them, so it is refused while one holds the version, in the words /v1, OGC and
        -- GeoServices use (Journal.checkVersionEditLock).
        SELECT l.session_id INTO _holder FROM version_locks l WHERE l.line = _workspace AND l.editing AND l.expires_at > now();
        IF FOUND THEN
            RAISE EXCEPTION 'the version is being edited in session {%}; edit in that session or wait until it stops editing', upper(_holder::text)
                USING ERRCODE = 'GJ409';
        END IF;
    END IF;

    IF TG_OP <> 'DELETE' THEN
        _plain := NEW;
        _plain.geom := NULL;
        _new := to_jsonb(_plain);
        FOR _field IN SELECT value FROM jsonb_array_elements(_checks->'fields') LOOP
            _name := _field->>'name';
            _value := coalesce(_new->_name, 'null'::jsonb);
            IF (_field->>'date')::boolean AND _value <> 'null'::jsonb THEN
                _value := to_jsonb(geojournal_rfc3339((_value #>> '{}')::timestamptz));
            END IF;
            _values := _values || jsonb_build_object(_name, _value);
        END LOOP;
    END IF;

    IF TG_OP = 'INSERT' THEN
        _attributes := geojournal_fill_defaults(_checks, jsonb_strip_nulls(_values));
        SELECT * INTO _check FROM geojournal_check_attributes(_checks, _attributes, false);
        _problems := _check.violations || geojournal_check_geometry(_checks, NEW.geom);
        IF cardinality(_problems) > 0 THEN
            RAISE EXCEPTION '%', array_to_string(_problems, '; ') USING ERRCODE = 'check_violation',
                DETAIL = format('layer %s of workspace %s: nothing of this transaction was written', _layer, _workspace);
        END IF;
        _feature := coalesce(NEW.id, geojournal_new_feature_id());
        IF NEW.id IS NOT NULL AND (geojournal_view_id_taken(_workspace, NEW.id)
                                   OR EXISTS (SELECT FROM view_staged_rows s WHERE s.txid = _txid AND s.workspace_id = _workspace AND s.feature_id = NEW.id)) THEN
            RAISE EXCEPTION 'feature % already exists (or existed) in this workspace', NEW.id USING ERRCODE = 'GJ409';
        END IF;
        -- The geometry exactly as PostGIS holds it (no text in between: a double written with a
        -- fixed number of decimals does not read back as itself), as /v1 stores the one it parsed.
        INSERT INTO view_staged_rows (txid, workspace_id, layer, feature_id, type, version, data, attributes, geom)
        VALUES (_txid, _workspace, _layer, _feature, 'featureCreated', 1,
                jsonb_build_object('attributes', _attributes), _attributes, NEW.geom);
        NEW := jsonb_populate_record(NEW, _attributes);
        NEW.id := _feature;
        NEW.version := 1;
        NEW.journal_position := NULL;
        RETURN NEW;
    END IF;

    IF TG_OP = 'UPDATE' AND NEW.id IS DISTINCT FROM OLD.id THEN
        RAISE EXCEPTION 'the id of feature % cannot change', OLD.id USING ERRCODE = 'check_violation';
    END IF;
    _feature := OLD.id;
    -- The feature as this transaction sees it: its last staged row, else the current features.
    SELECT s.type, s.version, s.attributes, s.object_id INTO _current
    FROM view_staged_rows s WHERE s.txid = _txid AND s.workspace_id = _workspace AND s.feature_id = _feature
    ORDER BY s.seq DESC LIMIT 1;
    IF NOT FOUND THEN
        SELECT 'current'::text AS type, f.version, f.attributes, f.object_id INTO _current
        FROM geojournal_current_feature(_workspace, _feature) f WHERE f.layer = _layer;
    END IF;
    IF NOT FOUND OR _current.type = 'featureDeleted' THEN
        IF TG_OP = 'DELETE' THEN
            RETURN NULL;
        END IF;
        -- /v1's words for a feature that is gone (EditDecider): deleted, and at which version.
        IF NOT FOUND THEN
            SELECT max(e.feature_version) AS version INTO _current FROM events e WHERE e.workspace_id = _workspace AND e.feature_id = _feature;
        END IF;
        IF _current.version IS NULL THEN
            RAISE EXCEPTION 'feature % does not exist', _feature USING ERRCODE = 'GJ409';
        END IF;
        RAISE EXCEPTION 'feature % was deleted (version %)', _feature, _current.version USING ERRCODE = 'GJ409';
    END IF;
    -- The row the statement read is the feature's state the edit starts from: its geometry
    -- exactly as stored (OLD.geom; the view's rows carry `geom` as it is). A statement that read
    -- a version the feature has left since (another transaction committed meanwhile) edits
    -- nothing: a conflict, as /v1 answers an edit from a version read before.
    IF OLD.version IS DISTINCT FROM _current.version AND (TG_OP = 'DELETE' OR coalesce(NEW.expected_version, NEW.version) = _current.version) THEN
        RAISE EXCEPTION 'feature % is at version %, not %', _feature, _current.version, OLD.version
            USING ERRCODE = 'GJ409', HINT = 'someone changed the feature since you read it: read it again';
    END IF;
    IF TG_OP = 'DELETE' THEN
        -- The last state: its geometry staged as PostGIS holds it (the event carries it, Schema/0050).
        INSERT INTO view_staged_rows (txid, workspace_id, layer, feature_id, type, version, data, geom, object_id)
        VALUES (_txid, _workspace, _layer, _feature, 'featureDeleted', _current.version + 1,
                jsonb_build_object('attributes', _current.attributes), OLD.geom, _current.object_id);
        RETURN OLD;
    END IF;

    -- In /v1's order (EditPreparation, then EditDecider): a new geometry is checked first (it
    -- needs no state; its problems alone are the answer), then the version, then the attributes.
    _problems := '{}';
    _geom := OLD.geom;
    IF ST_AsEWKB(NEW.geom) IS DISTINCT FROM ST_AsEWKB(OLD.geom) THEN
        _problems := geojournal_check_geometry(_checks, NEW.geom);
        IF cardinality(_problems) > 0 THEN
            RAISE EXCEPTION '%', array_to_string(_problems, '; ') USING ERRCODE = 'check_violation',
                DETAIL = format('feature %s of layer %s: nothing of this transaction was written', _feature, _layer);
        END IF;
        _geom := NEW.geom;
        _moved := true;
    END IF;
    -- The version the client read: `expected_version` when it sets it (QGIS can be told to send
    -- it), else `version`, which is the row's as the statement read it unless the statement sets
    -- it. Compared here with the feature as this transaction sees it, and again at commit with
    -- the feature as it is then.
    IF coalesce(NEW.expected_version, NEW.version) IS DISTINCT FROM _current.version THEN
        RAISE EXCEPTION 'feature % is at version %, not %', _feature, _current.version, coalesce(NEW.expected_version, NEW.version)
            USING ERRCODE = 'GJ409', HINT = 'someone changed the feature since you read it: read it again';
    END IF;
    _plain := OLD;
    _plain.geom := NULL;
    _old := to_jsonb(_plain);
    _attributes := _current.attributes;
    FOR _name IN SELECT jsonb_array_elements(_checks->'fields')->>'name' LOOP
        CONTINUE WHEN (_new->_name) IS NOT DISTINCT FROM (_old->_name);
        CONTINUE WHEN (_values->_name) IS NOT DISTINCT FROM coalesce(_current.attributes->_name, 'null'::jsonb);
        _changes := _changes || jsonb_build_object(_name, jsonb_build_object(
            'old', coalesce(_current.attributes->_name, 'null'::jsonb), 'new', _values->_name));
        _attributes := _attributes || jsonb_build_object(_name, _values->_name);
    END LOOP;
    IF _changes <> '{}'::jsonb THEN
        SELECT * INTO _check FROM geojournal_check_attributes(_checks, geojournal_fill_defaults(_checks, _attributes), false);
        _problems := _check.violations;
    END IF;
    IF cardinality(_problems) > 0 THEN
        RAISE EXCEPTION '%', array_to_string(_problems, '; ') USING ERRCODE = 'check_violation',
            DETAIL = format('feature %s of layer %s: nothing of this transaction was written', _feature, _layer);
    END IF;
    IF _changes = '{}'::jsonb AND NOT _moved THEN
        RETURN NEW;
    END IF;
    -- A moved feature's event carries its new geometry (`moved`: the staged row's `geom`, which
    -- the commit puts into the event and takes out of the payload, Schema/0050).
    _data := jsonb_build_object('changes', _changes);
    IF _moved THEN
        _data := _data || jsonb_build_object('moved', true);
    END IF;
    INSERT INTO view_staged_rows (txid, workspace_id, layer, feature_id, type, version, data, attributes, geom, object_id)
    VALUES (_txid, _workspace, _layer, _feature, 'featureUpdated', _current.version + 1,
            _data, _attributes, _geom, _current.object_id);
    NEW.version := _current.version + 1;
    NEW.journal_position := NULL;
    RETURN NEW;
END
$$;


ALTER FUNCTION public.geojournal_view_edit() OWNER TO geojournal_service;

--
-- Name: geojournal_view_id_taken(text, uuid); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.geojournal_view_id_taken(_key text, _id uuid) RETURNS boolean
    LANGUAGE plpgsql STABLE
    AS $$
DECLARE
    _parent text;
BEGIN
    IF EXISTS (SELECT FROM events e WHERE e.workspace_id = _key AND e.feature_id = _id) THEN
        RETURN true;
    END IF;
    SELECT w.parent_id INTO _parent FROM workspaces w WHERE w.id = _key;
    IF _parent IS NULL THEN
        RETURN false;
    END IF;
    RETURN EXISTS (SELECT FROM events e WHERE e.workspace_id = _parent AND e.feature_id = _id
                   AND e.position <= geojournal_version_base(_key, 9223372036854775807));
END
$$;


ALTER FUNCTION public.geojournal_view_id_taken(_key text, _id uuid) OWNER TO postgres;

--
-- Name: geojournal_view_staging(text); Type: FUNCTION; Schema: public; Owner: geojournal_service
--

CREATE FUNCTION public.geojournal_view_staging(_workspace text) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO 'public', 'pg_temp'
    AS $$
    SELECT EXISTS (SELECT FROM view_staged_rows s WHERE s.txid = txid_current_if_assigned() AND s.workspace_id = _workspace)
$$;


ALTER FUNCTION public.geojournal_view_staging(_workspace text) OWNER TO geojournal_service;

--
-- Name: geojournal_write_batch(text, bigint, bytea, bigint, public.geojournal_operation_row[], public.geojournal_event_row[], public.geojournal_version_row[], public.geojournal_superseded_row[], uuid[]); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.geojournal_write_batch(_workspace text, _start_position bigint, _start_hash bytea, _micros bigint, _operations public.geojournal_operation_row[], _events public.geojournal_event_row[], _versions public.geojournal_version_row[], _superseded public.geojournal_superseded_row[], _deleted uuid[]) RETURNS bytea
    LANGUAGE plpgsql
    SET plan_cache_mode TO 'force_generic_plan'
    AS $$
DECLARE
    _at timestamptz := timestamptz 'epoch' + _micros * interval '1 microsecond';
    _head geojournal_event_row := _events[cardinality(_events)];
    _stored_position bigint;
    _stored_hash bytea;
    _stored_time timestamptz;
    _deltas geojournal_layer_delta[];
    _gone geojournal_layer_delta[];
    _written geojournal_layer_delta[];
    _head_hash bytea;
    -- Whether the key is a version's line (Schema/0040): its row has a parent. Read with the row
    -- lock (NULL until then).
    _line boolean;
BEGIN
    IF _start_hash IS NOT NULL THEN
        -- The row lock of geojournal_lock_head, which orders every writer (its statement, inline).
        SELECT w.head_position, w.head_hash, w.head_time, w.parent_id IS NOT NULL INTO _stored_position, _stored_hash, _stored_time, _line
        FROM workspaces w WHERE w.id = _workspace FOR UPDATE;
    END IF;
    -- A version's line gets its projections' partitions with its first edit, under the lock (a
    -- workspace has its own from its creation; a batch that does not hold the lock yet looks).
    IF coalesce(_line, true) AND to_regclass(format('public.%I', projection_partition('features', _workspace))) IS NULL THEN
        PERFORM FROM workspaces w WHERE w.id = _workspace FOR UPDATE;
        PERFORM create_projection_partitions(_workspace);
        PERFORM geojournal_line_indexes(_workspace);
    END IF;

    -- New rows only, keyed by ids nobody else has: the features the batch creates. (A client's own
    -- id that another writer also creates meets it in the unique index, which waits for that writer.)
    WITH v AS (
        SELECT v.id, v.version, v.layer, v.attributes, ST_GeomFromEWKB(v.geom) AS geom, v.operation_id,
               v.valid_from, v.valid_to, v.object_id
        FROM unnest(_versions) AS v WHERE v.fresh),
    closed AS (
        INSERT INTO feature_versions (workspace_id, id, version, layer, attributes, geom, operation_id,
                                      valid_from, valid_to, valid_from_time, valid_to_time, object_id)
        SELECT _workspace, v.id, v.version, v.layer, v.attributes, v.geom, v.operation_id,
               v.valid_from, v.valid_to, _at, _at, v.object_id
        FROM v WHERE v.valid_to IS NOT NULL),
    created AS (
        INSERT INTO features (workspace_id, id, layer, version, attributes, geom, position, updated_at, object_id)
        SELECT _workspace, v.id, v.layer, v.version, v.attributes, v.geom, v.valid_from, _at, v.object_id
        FROM v WHERE v.valid_to IS NULL)
    SELECT array_agg(ROW(a.layer, a.n, a.box, NULL)::geojournal_layer_delta)
    INTO _written
    FROM (SELECT n.layer, count(*) FILTER (WHERE n.fresh) AS n, ST_Extent(ST_GeomFromEWKB(n.geom)) AS box
          FROM unnest(_versions) AS n WHERE n.valid_to IS NULL GROUP BY n.layer) a;

    IF _start_hash IS NULL THEN
        SELECT w.head_position, w.head_hash, w.head_time, w.parent_id IS NOT NULL INTO _stored_position, _stored_hash, _stored_time, _line
        FROM workspaces w WHERE w.id = _workspace FOR UPDATE;
    END IF;
    IF _stored_position IS NULL THEN
        RAISE EXCEPTION 'there is no workspace %', _workspace USING ERRCODE = 'no_data_found';
    END IF;
    IF _stored_position <> _start_position OR _stored_hash IS DISTINCT FROM coalesce(_start_hash, _stored_hash) OR _stored_time > _at THEN
        RAISE EXCEPTION 'the head of workspace % moved under the writer', _workspace USING ERRCODE = 'GJ409',
            DETAIL = format('the batch starts at position %s (%s), the head is at %s (%s)', _start_position, _at, _stored_position, _stored_time);
    END IF;
    -- A version's edits land only from the session editing it (under the line's row lock).
    IF _line THEN
        PERFORM geojournal_version_edit_lock(_workspace, _operations);
    END IF;

    _deltas := geojournal_supersede_versions(_workspace, _superseded, _versions, _at);
    IF cardinality(_deleted) > 0 THEN
        WITH d AS (DELETE FROM features WHERE workspace_id = _workspace AND id = ANY(_deleted) RETURNING layer)
        SELECT array_agg(ROW(g.layer, -g.n, NULL, NULL)::geojournal_layer_delta) INTO _gone
        FROM (SELECT d.layer, count(*) AS n FROM d GROUP BY d.layer) g;
    END IF;

    -- The open versions (valid_to NULL) are the current features; the ones the batch itself
    -- supersedes are closed versions.
    WITH v AS (
        SELECT v.id, v.version, v.layer, v.attributes, ST_GeomFromEWKB(v.geom) AS geom, v.operation_id,
               v.valid_from, v.valid_to, v.object_id
        FROM unnest(_versions) AS v WHERE NOT v.fresh),
    -- Operations after the lock: their positions are unique, and a writer that took the head meanwhile
    -- would wait on a follower's uncommitted position while the follower waits for its lock.
    ops AS (
        INSERT INTO operations (workspace_id, id, kind, first_position, last_position, actor, session_id, target_id,
                                message, idempotency_key, request_hash, metadata, recorded_at)
        SELECT _workspace, o.id, o.kind, o.first_position, o.last_position, o.actor, o.session_id, o.target_id,
               o.message, o.idempotency_key, o.request_hash, coalesce(o.metadata, '{}'), _at
        FROM unnest(_operations) AS o),
    e AS (
        SELECT e.position, e.operation_id, e.feature_id, e.feature_version, e.layer, e.type, e.data, ST_GeomFromEWKB(e.geom) AS geom
        FROM unnest(_events) AS e),
    h AS (
        SELECT e.*, geojournal_chain(geojournal_event_bytes(_workspace, e.position, e.operation_id, e.feature_id, e.feature_version,
                                                            e.layer, e.type, _micros, e.data, e.geom), _stored_hash)
                        OVER (ORDER BY e.position) AS hash
        FROM e),
    ev AS (
        INSERT INTO events (workspace_id, position, operation_id, feature_id, feature_version, layer, type, data, geom, recorded_at, hash)
        SELECT _workspace, h.position, h.operation_id, h.feature_id, h.feature_version, h.layer, h.type, h.data, h.geom, _at, h.hash
        FROM h
        RETURNING position, hash),
    closed AS (
        INSERT INTO feature_versions (workspace_id, id, version, layer, attributes, geom, operation_id,
                                      valid_from, valid_to, valid_from_time, valid_to_time, object_id)
        SELECT _workspace, v.id, v.version, v.layer, v.attributes, v.geom, v.operation_id,
               v.valid_from, v.valid_to, _at, _at, v.object_id
        FROM v WHERE v.valid_to IS NOT NULL),
    -- A feature that had its row (or a version line's feature that DEFAULT had, which the line
    -- never touched) gets the new one. An attribute edit keeps every indexed column, and with the
    -- room Schema/0051 leaves on each page it is a HOT update: no index entry. (A plain UPDATE of
    -- the partitioned table would lock every workspace's partition under this function's generic
    -- plan; the insert routes to the workspace's own.)
    updated AS (
        INSERT INTO features (workspace_id, id, layer, version, attributes, geom, position, updated_at, object_id)
        SELECT _workspace, v.id, v.layer, v.version, v.attributes, v.geom, v.valid_from, _at, v.object_id
        FROM v WHERE v.valid_to IS NULL
        ON CONFLICT (workspace_id, id) DO UPDATE SET
            layer = EXCLUDED.layer, version = EXCLUDED.version, attributes = EXCLUDED.attributes,
            geom = EXCLUDED.geom, position = EXCLUDED.position, updated_at = EXCLUDED.updated_at)
    SELECT (SELECT ev.hash FROM ev ORDER BY ev.position DESC LIMIT 1)
    INTO _head_hash;

    UPDATE workspaces SET head_position = _head.position, head_hash = _head_hash, head_time = _at,
           schema_position = CASE WHEN EXISTS (SELECT FROM unnest(_events) AS e WHERE e.type = 'layerDefined')
                                  THEN _head.position ELSE schema_position END
    WHERE id = _workspace;
    PERFORM pg_notify('geojournal_events', _workspace || ' ' || _head.position);

    _deltas := _deltas || coalesce(_gone, '{}') || coalesce(_written, '{}');
    -- A version's line (Schema/0040) holds only what the version changed: no layer counts.
    IF cardinality(_deltas) > 0 AND NOT _line THEN
        PERFORM geojournal_count_layers(_workspace, _deltas);
    END IF;
    RETURN _head_hash;
END
$$;


ALTER FUNCTION public.geojournal_write_batch(_workspace text, _start_position bigint, _start_hash bytea, _micros bigint, _operations public.geojournal_operation_row[], _events public.geojournal_event_row[], _versions public.geojournal_version_row[], _superseded public.geojournal_superseded_row[], _deleted uuid[]) OWNER TO postgres;

--
-- Name: journal_reject_change(); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.journal_reject_change() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
    RAISE EXCEPTION 'the journal is append-only: % on % is not allowed', TG_OP, TG_TABLE_NAME
        USING ERRCODE = 'insufficient_privilege';
END
$$;


ALTER FUNCTION public.journal_reject_change() OWNER TO postgres;

--
-- Name: partitioned_projections(); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.partitioned_projections() RETURNS text[]
    LANGUAGE sql IMMUTABLE
    AS $$ SELECT ARRAY['features', 'feature_versions'] $$;


ALTER FUNCTION public.partitioned_projections() OWNER TO postgres;

--
-- Name: projection_index_statements(text, text); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.projection_index_statements(parent text, fresh text) RETURNS SETOF text
    LANGUAGE sql STABLE
    AS $$
    SELECT regexp_replace(pg_get_indexdef(i.indexrelid),
                          '^CREATE (UNIQUE )?INDEX \S+ ON ONLY \S+ ',
                          'CREATE \1INDEX ' || quote_ident(fresh || CASE WHEN i.indisprimary THEN '_pkey'
                                                                        ELSE '_i' || row_number() OVER (ORDER BY c.relname) END)
                          || ' ON public.' || quote_ident(fresh) || ' ')
    FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
    JOIN pg_am am ON am.oid = c.relam
    WHERE i.indrelid = format('public.%I', parent)::regclass
    ORDER BY am.amname <> 'gist', c.relname   -- the slowest builds first
$$;


ALTER FUNCTION public.projection_index_statements(parent text, fresh text) OWNER TO postgres;

--
-- Name: projection_partition(text, text); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.projection_partition(parent text, workspace text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$ SELECT parent || '_' || left(encode(sha256(convert_to(workspace, 'UTF8')), 'hex'), 16) $$;


ALTER FUNCTION public.projection_partition(parent text, workspace text) OWNER TO postgres;

--
-- Name: swap_projection_partition(text, text, text); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.swap_projection_partition(parent text, workspace text, fresh text) RETURNS void
    LANGUAGE plpgsql
    AS $$
DECLARE
    part text := projection_partition(parent, workspace);
    idx record;
BEGIN
    EXECUTE format('ALTER TABLE public.%I ADD CONSTRAINT %I PRIMARY KEY USING INDEX %I', fresh, fresh || '_pk', fresh || '_pkey');
    EXECUTE format('DROP TABLE IF EXISTS public.%I', part);
    EXECUTE format('ALTER TABLE public.%I RENAME TO %I', fresh, part);
    FOR idx IN SELECT c.relname FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
               WHERE i.indrelid = format('public.%I', part)::regclass AND c.relname LIKE fresh || '\_%' LOOP
        EXECUTE format('ALTER INDEX public.%I RENAME TO %I', idx.relname, part || substr(idx.relname, length(fresh) + 1));
    END LOOP;
    EXECUTE format('ALTER TABLE public.%I ATTACH PARTITION public.%I FOR VALUES IN (%L)', parent, part, workspace);
    EXECUTE format('ALTER TABLE public.%I OWNER TO geojournal_service', part);
END
$$;


ALTER FUNCTION public.swap_projection_partition(parent text, workspace text, fresh text) OWNER TO postgres;

--
-- Name: validity_line(bigint, bigint); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.validity_line(valid_from bigint, valid_to bigint) RETURNS public.geometry
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$SELECT public.ST_MakeLine(public.ST_MakePoint(valid_from, 0), public.ST_MakePoint(coalesce(valid_to, 9007199254740992), 0))$$;


ALTER FUNCTION public.validity_line(valid_from bigint, valid_to bigint) OWNER TO postgres;

--
-- Name: validity_point(bigint); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.validity_point(at_position bigint) RETURNS public.geometry
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$SELECT public.ST_MakePoint(at_position, 0)$$;


ALTER FUNCTION public.validity_point(at_position bigint) OWNER TO postgres;

--
-- Name: workspaces_create_partitions(); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.workspaces_create_partitions() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
    IF NEW.parent_id IS NULL THEN
        PERFORM create_projection_partitions(NEW.id);
    END IF;
    RETURN NULL;
END
$$;


ALTER FUNCTION public.workspaces_create_partitions() OWNER TO postgres;

--
-- Name: geojournal_chain(bytea, bytea); Type: AGGREGATE; Schema: public; Owner: postgres
--

CREATE AGGREGATE public.geojournal_chain(bytea, bytea) (
    SFUNC = public.geojournal_chain_step,
    STYPE = bytea
);


ALTER AGGREGATE public.geojournal_chain(bytea, bytea) OWNER TO postgres;

SET default_tablespace = '';

--
-- Name: features; Type: TABLE; Schema: public; Owner: geojournal_service
--

CREATE TABLE public.features (
    workspace_id text NOT NULL,
    id uuid NOT NULL,
    layer text NOT NULL,
    version integer NOT NULL,
    attributes jsonb NOT NULL,
    geom public.geometry,
    "position" bigint NOT NULL,
    updated_at timestamp with time zone NOT NULL,
    object_id bigint NOT NULL
)
PARTITION BY LIST (workspace_id);


ALTER TABLE public.features OWNER TO geojournal_service;

SET default_table_access_method = heap;

--
-- Name: view_staged_rows; Type: TABLE; Schema: public; Owner: geojournal_service
--

CREATE TABLE public.view_staged_rows (
    txid bigint NOT NULL,
    workspace_id text NOT NULL,
    seq bigint NOT NULL,
    layer text NOT NULL,
    feature_id uuid NOT NULL,
    type text NOT NULL,
    version integer NOT NULL,
    data jsonb NOT NULL,
    attributes jsonb,
    geometry jsonb,
    geom public.geometry,
    object_id bigint,
    CONSTRAINT view_staged_rows_type_check CHECK ((type = ANY (ARRAY['featureCreated'::text, 'featureUpdated'::text, 'featureDeleted'::text])))
);


ALTER TABLE public.view_staged_rows OWNER TO geojournal_service;

--
-- Name: Lines; Type: VIEW; Schema: gj_legacy; Owner: geojournal_views
--

CREATE VIEW gj_legacy."Lines" AS
 SELECT r.id,
    r.version,
    NULL::integer AS expected_version,
    r."position" AS journal_position,
    ((r.attributes ->> 'Name'::text))::character varying(255) AS "Name",
        CASE
            WHEN (jsonb_typeof((r.attributes -> 'Status'::text)) = 'number'::text) THEN (((r.attributes ->> 'Status'::text))::numeric)::bigint
            ELSE NULL::bigint
        END AS "Status",
        CASE
            WHEN (jsonb_typeof((r.attributes -> 'Voltage'::text)) = 'number'::text) THEN (((r.attributes ->> 'Voltage'::text))::numeric)::bigint
            ELSE NULL::bigint
        END AS "Voltage",
    r.geom
   FROM ( SELECT f.id,
            f.version,
            f.attributes,
            (f.geom)::public.geometry(LineString,3857) AS geom,
            f."position"
           FROM public.features f
          WHERE ((f.workspace_id = 'legacy'::text) AND (f.layer = 'Lines'::text) AND (NOT ( SELECT public.geojournal_view_staging('legacy'::text) AS geojournal_view_staging)))
        UNION ALL
         SELECT f.id,
            f.version,
            f.attributes,
            (f.geom)::public.geometry(LineString,3857) AS geom,
            f."position"
           FROM public.features f
          WHERE ((f.workspace_id = 'legacy'::text) AND (f.layer = 'Lines'::text) AND ( SELECT public.geojournal_view_staging('legacy'::text) AS geojournal_view_staging) AND (NOT (EXISTS ( SELECT
                   FROM public.view_staged_rows s
                  WHERE ((s.txid = txid_current_if_assigned()) AND (s.workspace_id = 'legacy'::text) AND (s.feature_id = f.id))))))
        UNION ALL
         SELECT s.feature_id,
            s.version,
            s.attributes,
            (s.geom)::public.geometry(LineString,3857) AS geom,
            NULL::bigint AS int8
           FROM public.view_staged_rows s
          WHERE ((s.txid = txid_current_if_assigned()) AND (s.workspace_id = 'legacy'::text) AND (s.layer = 'Lines'::text) AND (s.type <> 'featureDeleted'::text) AND ( SELECT public.geojournal_view_staging('legacy'::text) AS geojournal_view_staging) AND (NOT (EXISTS ( SELECT
                   FROM public.view_staged_rows l
                  WHERE ((l.txid = s.txid) AND (l.workspace_id = s.workspace_id) AND (l.feature_id = s.feature_id) AND (l.seq > s.seq))))))) r;


ALTER TABLE gj_legacy."Lines" OWNER TO geojournal_views;

--
-- Name: Points; Type: VIEW; Schema: gj_legacy; Owner: geojournal_views
--

CREATE VIEW gj_legacy."Points" AS
 SELECT r.id,
    r.version,
    NULL::integer AS expected_version,
    r."position" AS journal_position,
    ((r.attributes ->> 'Name'::text))::character varying(255) AS "Name",
        CASE
            WHEN (jsonb_typeof((r.attributes -> 'Status'::text)) = 'number'::text) THEN (((r.attributes ->> 'Status'::text))::numeric)::bigint
            ELSE NULL::bigint
        END AS "Status",
        CASE
            WHEN (jsonb_typeof((r.attributes -> 'Height'::text)) = 'number'::text) THEN ((r.attributes ->> 'Height'::text))::double precision
            ELSE NULL::double precision
        END AS "Height",
    r.geom
   FROM ( SELECT f.id,
            f.version,
            f.attributes,
            (f.geom)::public.geometry(Point,3857) AS geom,
            f."position"
           FROM public.features f
          WHERE ((f.workspace_id = 'legacy'::text) AND (f.layer = 'Points'::text) AND (NOT ( SELECT public.geojournal_view_staging('legacy'::text) AS geojournal_view_staging)))
        UNION ALL
         SELECT f.id,
            f.version,
            f.attributes,
            (f.geom)::public.geometry(Point,3857) AS geom,
            f."position"
           FROM public.features f
          WHERE ((f.workspace_id = 'legacy'::text) AND (f.layer = 'Points'::text) AND ( SELECT public.geojournal_view_staging('legacy'::text) AS geojournal_view_staging) AND (NOT (EXISTS ( SELECT
                   FROM public.view_staged_rows s
                  WHERE ((s.txid = txid_current_if_assigned()) AND (s.workspace_id = 'legacy'::text) AND (s.feature_id = f.id))))))
        UNION ALL
         SELECT s.feature_id,
            s.version,
            s.attributes,
            (s.geom)::public.geometry(Point,3857) AS geom,
            NULL::bigint AS int8
           FROM public.view_staged_rows s
          WHERE ((s.txid = txid_current_if_assigned()) AND (s.workspace_id = 'legacy'::text) AND (s.layer = 'Points'::text) AND (s.type <> 'featureDeleted'::text) AND ( SELECT public.geojournal_view_staging('legacy'::text) AS geojournal_view_staging) AND (NOT (EXISTS ( SELECT
                   FROM public.view_staged_rows l
                  WHERE ((l.txid = s.txid) AND (l.workspace_id = s.workspace_id) AND (l.feature_id = s.feature_id) AND (l.seq > s.seq))))))) r;


ALTER TABLE gj_legacy."Points" OWNER TO geojournal_views;

--
-- Name: events; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.events (
    workspace_id text NOT NULL,
    "position" bigint NOT NULL,
    operation_id uuid NOT NULL,
    feature_id uuid,
    feature_version integer,
    layer text NOT NULL,
    type text NOT NULL,
    data jsonb NOT NULL,
    recorded_at timestamp with time zone NOT NULL,
    hash bytea NOT NULL,
    geom public.geometry
);


ALTER TABLE public.events OWNER TO postgres;

--
-- Name: feature_versions; Type: TABLE; Schema: public; Owner: geojournal_service
--

CREATE TABLE public.feature_versions (
    workspace_id text NOT NULL,
    id uuid NOT NULL,
    version integer NOT NULL,
    layer text NOT NULL,
    attributes jsonb NOT NULL,
    geom public.geometry,
    operation_id uuid NOT NULL,
    valid_from bigint NOT NULL,
    valid_to bigint,
    valid_from_time timestamp with time zone NOT NULL,
    valid_to_time timestamp with time zone,
    object_id bigint NOT NULL
)
PARTITION BY LIST (workspace_id);


ALTER TABLE public.feature_versions OWNER TO geojournal_service;

--
-- Name: Lines; Type: VIEW; Schema: gj_legacy__fixture_design; Owner: geojournal_views
--

CREATE VIEW gj_legacy__fixture_design."Lines" AS
 SELECT r.id,
    r.version,
    NULL::integer AS expected_version,
    r."position" AS journal_position,
    ((r.attributes ->> 'Name'::text))::character varying(255) AS "Name",
        CASE
            WHEN (jsonb_typeof((r.attributes -> 'Status'::text)) = 'number'::text) THEN (((r.attributes ->> 'Status'::text))::numeric)::bigint
            ELSE NULL::bigint
        END AS "Status",
        CASE
            WHEN (jsonb_typeof((r.attributes -> 'Voltage'::text)) = 'number'::text) THEN (((r.attributes ->> 'Voltage'::text))::numeric)::bigint
            ELSE NULL::bigint
        END AS "Voltage",
    r.geom
   FROM ( SELECT own.id,
            own.version,
            own.attributes,
            own.geom,
            own."position"
           FROM ( SELECT f.id,
                    f.version,
                    f.attributes,
                    (f.geom)::public.geometry(LineString,3857) AS geom,
                    f."position"
                   FROM public.features f
                  WHERE ((f.workspace_id = 'legacy~1'::text) AND (f.layer = 'Lines'::text) AND (NOT ( SELECT public.geojournal_view_staging('legacy~1'::text) AS geojournal_view_staging)))
                UNION ALL
                 SELECT f.id,
                    f.version,
                    f.attributes,
                    (f.geom)::public.geometry(LineString,3857) AS geom,
                    f."position"
                   FROM public.features f
                  WHERE ((f.workspace_id = 'legacy~1'::text) AND (f.layer = 'Lines'::text) AND ( SELECT public.geojournal_view_staging('legacy~1'::text) AS geojournal_view_staging) AND (NOT (EXISTS ( SELECT
                           FROM public.view_staged_rows s
                          WHERE ((s.txid = txid_current_if_assigned()) AND (s.workspace_id = 'legacy~1'::text) AND (s.feature_id = f.id))))))) own
          WHERE ( SELECT public.geojournal_version_readable('legacy~1'::text) AS geojournal_version_readable)
        UNION ALL
         SELECT f.id,
            f.version,
            f.attributes,
            (f.geom)::public.geometry(LineString,3857) AS geom,
            f."position"
           FROM public.features f
          WHERE ((f.workspace_id = 'legacy'::text) AND (f.layer = 'Lines'::text) AND (f."position" <= ( SELECT public.geojournal_version_base('legacy~1'::text, '9223372036854775807'::bigint) AS geojournal_version_base)) AND (NOT (EXISTS ( SELECT
                   FROM public.events e
                  WHERE ((e.workspace_id = 'legacy~1'::text) AND (e.feature_id = f.id))))) AND ((NOT ( SELECT public.geojournal_view_staging('legacy~1'::text) AS geojournal_view_staging)) OR (NOT (EXISTS ( SELECT
                   FROM public.view_staged_rows s
                  WHERE ((s.txid = txid_current_if_assigned()) AND (s.workspace_id = 'legacy~1'::text) AND (s.feature_id = f.id)))))) AND ( SELECT public.geojournal_version_readable('legacy~1'::text) AS geojournal_version_readable))
        UNION ALL
         SELECT f.id,
            f.version,
            f.attributes,
            (f.geom)::public.geometry(LineString,3857) AS geom,
            f.valid_from
           FROM public.feature_versions f
          WHERE ((f.workspace_id = 'legacy'::text) AND (f.layer = 'Lines'::text) AND (f.valid_to IS NOT NULL) AND (public.validity_line(f.valid_from, f.valid_to) OPERATOR(public.&&) public.validity_point(( SELECT public.geojournal_version_base('legacy~1'::text, '9223372036854775807'::bigint) AS geojournal_version_base))) AND public.geojournal_valid_at(f.valid_from, f.valid_to, ( SELECT public.geojournal_version_base('legacy~1'::text, '9223372036854775807'::bigint) AS geojournal_version_base)) AND (NOT (EXISTS ( SELECT
                   FROM public.events e
                  WHERE ((e.workspace_id = 'legacy~1'::text) AND (e.feature_id = f.id))))) AND ((NOT ( SELECT public.geojournal_view_staging('legacy~1'::text) AS geojournal_view_staging)) OR (NOT (EXISTS ( SELECT
                   FROM public.view_staged_rows s
                  WHERE ((s.txid = txid_current_if_assigned()) AND (s.workspace_id = 'legacy~1'::text) AND (s.feature_id = f.id)))))) AND ( SELECT public.geojournal_version_readable('legacy~1'::text) AS geojournal_version_readable))
        UNION ALL
         SELECT mine.feature_id,
            mine.version,
            mine.attributes,
            mine.geom,
            mine.int8
           FROM ( SELECT s.feature_id,
                    s.version,
                    s.attributes,
                    (s.geom)::public.geometry(LineString,3857) AS geom,
                    NULL::bigint AS int8
                   FROM public.view_staged_rows s
                  WHERE ((s.txid = txid_current_if_assigned()) AND (s.workspace_id = 'legacy~1'::text) AND (s.layer = 'Lines'::text) AND (s.type <> 'featureDeleted'::text) AND ( SELECT public.geojournal_view_staging('legacy~1'::text) AS geojournal_view_staging) AND (NOT (EXISTS ( SELECT
                           FROM public.view_staged_rows l
                          WHERE ((l.txid = s.txid) AND (l.workspace_id = s.workspace_id) AND (l.feature_id = s.feature_id) AND (l.seq > s.seq))))))) mine
          WHERE ( SELECT public.geojournal_version_readable('legacy~1'::text) AS geojournal_version_readable)) r;


ALTER TABLE gj_legacy__fixture_design."Lines" OWNER TO geojournal_views;

--
-- Name: Points; Type: VIEW; Schema: gj_legacy__fixture_design; Owner: geojournal_views
--

CREATE VIEW gj_legacy__fixture_design."Points" AS
 SELECT r.id,
    r.version,
    NULL::integer AS expected_version,
    r."position" AS journal_position,
    ((r.attributes ->> 'Name'::text))::character varying(255) AS "Name",
        CASE
            WHEN (jsonb_typeof((r.attributes -> 'Status'::text)) = 'number'::text) THEN (((r.attributes ->> 'Status'::text))::numeric)::bigint
            ELSE NULL::bigint
        END AS "Status",
        CASE
            WHEN (jsonb_typeof((r.attributes -> 'Height'::text)) = 'number'::text) THEN ((r.attributes ->> 'Height'::text))::double precision
            ELSE NULL::double precision
        END AS "Height",
    r.geom
   FROM ( SELECT own.id,
            own.version,
            own.attributes,
            own.geom,
            own."position"
           FROM ( SELECT f.id,
                    f.version,
                    f.attributes,
                    (f.geom)::public.geometry(Point,3857) AS geom,
                    f."position"
                   FROM public.features f
                  WHERE ((f.workspace_id = 'legacy~1'::text) AND (f.layer = 'Points'::text) AND (NOT ( SELECT public.geojournal_view_staging('legacy~1'::text) AS geojournal_view_staging)))
                UNION ALL
                 SELECT f.id,
                    f.version,
                    f.attributes,
                    (f.geom)::public.geometry(Point,3857) AS geom,
                    f."position"
                   FROM public.features f
                  WHERE ((f.workspace_id = 'legacy~1'::text) AND (f.layer = 'Points'::text) AND ( SELECT public.geojournal_view_staging('legacy~1'::text) AS geojournal_view_staging) AND (NOT (EXISTS ( SELECT
                           FROM public.view_staged_rows s
                          WHERE ((s.txid = txid_current_if_assigned()) AND (s.workspace_id = 'legacy~1'::text) AND (s.feature_id = f.id))))))) own
          WHERE ( SELECT public.geojournal_version_readable('legacy~1'::text) AS geojournal_version_readable)
        UNION ALL
         SELECT f.id,
            f.version,
            f.attributes,
            (f.geom)::public.geometry(Point,3857) AS geom,
            f."position"
           FROM public.features f
          WHERE ((f.workspace_id = 'legacy'::text) AND (f.layer = 'Points'::text) AND (f."position" <= ( SELECT public.geojournal_version_base('legacy~1'::text, '9223372036854775807'::bigint) AS geojournal_version_base)) AND (NOT (EXISTS ( SELECT
                   FROM public.events e
                  WHERE ((e.workspace_id = 'legacy~1'::text) AND (e.feature_id = f.id))))) AND ((NOT ( SELECT public.geojournal_view_staging('legacy~1'::text) AS geojournal_view_staging)) OR (NOT (EXISTS ( SELECT
                   FROM public.view_staged_rows s
                  WHERE ((s.txid = txid_current_if_assigned()) AND (s.workspace_id = 'legacy~1'::text) AND (s.feature_id = f.id)))))) AND ( SELECT public.geojournal_version_readable('legacy~1'::text) AS geojournal_version_readable))
        UNION ALL
         SELECT f.id,
            f.version,
            f.attributes,
            (f.geom)::public.geometry(Point,3857) AS geom,
            f.valid_from
           FROM public.feature_versions f
          WHERE ((f.workspace_id = 'legacy'::text) AND (f.layer = 'Points'::text) AND (f.valid_to IS NOT NULL) AND (public.validity_line(f.valid_from, f.valid_to) OPERATOR(public.&&) public.validity_point(( SELECT public.geojournal_version_base('legacy~1'::text, '9223372036854775807'::bigint) AS geojournal_version_base))) AND public.geojournal_valid_at(f.valid_from, f.valid_to, ( SELECT public.geojournal_version_base('legacy~1'::text, '9223372036854775807'::bigint) AS geojournal_version_base)) AND (NOT (EXISTS ( SELECT
                   FROM public.events e
                  WHERE ((e.workspace_id = 'legacy~1'::text) AND (e.feature_id = f.id))))) AND ((NOT ( SELECT public.geojournal_view_staging('legacy~1'::text) AS geojournal_view_staging)) OR (NOT (EXISTS ( SELECT
                   FROM public.view_staged_rows s
                  WHERE ((s.txid = txid_current_if_assigned()) AND (s.workspace_id = 'legacy~1'::text) AND (s.feature_id = f.id)))))) AND ( SELECT public.geojournal_version_readable('legacy~1'::text) AS geojournal_version_readable))
        UNION ALL
         SELECT mine.feature_id,
            mine.version,
            mine.attributes,
            mine.geom,
            mine.int8
           FROM ( SELECT s.feature_id,
                    s.version,
                    s.attributes,
                    (s.geom)::public.geometry(Point,3857) AS geom,
                    NULL::bigint AS int8
                   FROM public.view_staged_rows s
                  WHERE ((s.txid = txid_current_if_assigned()) AND (s.workspace_id = 'legacy~1'::text) AND (s.layer = 'Points'::text) AND (s.type <> 'featureDeleted'::text) AND ( SELECT public.geojournal_view_staging('legacy~1'::text) AS geojournal_view_staging) AND (NOT (EXISTS ( SELECT
                           FROM public.view_staged_rows l
                          WHERE ((l.txid = s.txid) AND (l.workspace_id = s.workspace_id) AND (l.feature_id = s.feature_id) AND (l.seq > s.seq))))))) mine
          WHERE ( SELECT public.geojournal_version_readable('legacy~1'::text) AS geojournal_version_readable)) r;


ALTER TABLE gj_legacy__fixture_design."Points" OWNER TO geojournal_views;

--
-- Name: all_feature_versions; Type: VIEW; Schema: public; Owner: geojournal_service
--

CREATE VIEW public.all_feature_versions AS
 SELECT feature_versions.workspace_id,
    feature_versions.id,
    feature_versions.version,
    feature_versions.layer,
    feature_versions.attributes,
    public.geojournal_geojson(feature_versions.geom) AS geometry,
    feature_versions.geom,
    feature_versions.operation_id,
    feature_versions.valid_from,
    feature_versions.valid_to,
    feature_versions.valid_from_time,
    feature_versions.valid_to_time,
    feature_versions.object_id
   FROM public.feature_versions
UNION ALL
 SELECT f.workspace_id,
    f.id,
    f.version,
    f.layer,
    f.attributes,
    public.geojournal_geojson(f.geom) AS geometry,
    f.geom,
    ( SELECT e.operation_id
           FROM public.events e
          WHERE ((e.workspace_id = f.workspace_id) AND (e."position" = f."position") AND (e.feature_id = f.id) AND (e.feature_version = f.version))) AS operation_id,
    f."position" AS valid_from,
    NULL::bigint AS valid_to,
    f.updated_at AS valid_from_time,
    NULL::timestamp with time zone AS valid_to_time,
    f.object_id
   FROM public.features f;


ALTER TABLE public.all_feature_versions OWNER TO geojournal_service;

--
-- Name: feature_versions_548f748ea043dccb; Type: TABLE; Schema: public; Owner: geojournal_service
--

CREATE TABLE public.feature_versions_548f748ea043dccb (
    workspace_id text NOT NULL,
    id uuid NOT NULL,
    version integer NOT NULL,
    layer text NOT NULL,
    attributes jsonb NOT NULL,
    geom public.geometry,
    operation_id uuid NOT NULL,
    valid_from bigint NOT NULL,
    valid_to bigint,
    valid_from_time timestamp with time zone NOT NULL,
    valid_to_time timestamp with time zone,
    object_id bigint NOT NULL,
    CONSTRAINT feature_versions_548f748ea043dccb_workspace_id_check CHECK ((workspace_id = 'legacy~1'::text))
);


ALTER TABLE public.feature_versions_548f748ea043dccb OWNER TO geojournal_service;

--
-- Name: feature_versions_c49fea7425fa7f86; Type: TABLE; Schema: public; Owner: geojournal_service
--

CREATE TABLE public.feature_versions_c49fea7425fa7f86 (
    workspace_id text NOT NULL,
    id uuid NOT NULL,
    version integer NOT NULL,
    layer text NOT NULL,
    attributes jsonb NOT NULL,
    geom public.geometry,
    operation_id uuid NOT NULL,
    valid_from bigint NOT NULL,
    valid_to bigint,
    valid_from_time timestamp with time zone NOT NULL,
    valid_to_time timestamp with time zone,
    object_id bigint NOT NULL,
    CONSTRAINT feature_versions_c49fea7425fa7f86_workspace_id_check CHECK ((workspace_id = 'legacy'::text))
);


ALTER TABLE public.feature_versions_c49fea7425fa7f86 OWNER TO geojournal_service;

--
-- Name: features_548f748ea043dccb; Type: TABLE; Schema: public; Owner: geojournal_service
--

CREATE TABLE public.features_548f748ea043dccb (
    workspace_id text NOT NULL,
    id uuid NOT NULL,
    layer text NOT NULL,
    version integer NOT NULL,
    attributes jsonb NOT NULL,
    geom public.geometry,
    "position" bigint NOT NULL,
    updated_at timestamp with time zone NOT NULL,
    object_id bigint NOT NULL,
    CONSTRAINT features_548f748ea043dccb_workspace_id_check CHECK ((workspace_id = 'legacy~1'::text))
)
WITH (fillfactor='85');


ALTER TABLE public.features_548f748ea043dccb OWNER TO geojournal_service;

--
-- Name: features_c49fea7425fa7f86; Type: TABLE; Schema: public; Owner: geojournal_service
--

CREATE TABLE public.features_c49fea7425fa7f86 (
    workspace_id text NOT NULL,
    id uuid NOT NULL,
    layer text NOT NULL,
    version integer NOT NULL,
    attributes jsonb NOT NULL,
    geom public.geometry,
    "position" bigint NOT NULL,
    updated_at timestamp with time zone NOT NULL,
    object_id bigint NOT NULL,
    CONSTRAINT features_c49fea7425fa7f86_workspace_id_check CHECK ((workspace_id = 'legacy'::text))
)
WITH (fillfactor='85');


ALTER TABLE public.features_c49fea7425fa7f86 OWNER TO geojournal_service;

--
-- Name: layer_stats; Type: TABLE; Schema: public; Owner: geojournal_service
--

CREATE TABLE public.layer_stats (
    workspace_id text NOT NULL,
    layer text NOT NULL,
    feature_count bigint DEFAULT 0 NOT NULL,
    min_x double precision,
    min_y double precision,
    max_x double precision,
    max_y double precision,
    extent_exact boolean DEFAULT true NOT NULL,
    generation bigint DEFAULT 0 NOT NULL
);


ALTER TABLE public.layer_stats OWNER TO geojournal_service;

--
-- Name: layer_versions; Type: TABLE; Schema: public; Owner: geojournal_service
--

CREATE TABLE public.layer_versions (
    workspace_id text NOT NULL,
    name text NOT NULL,
    version integer NOT NULL,
    definition jsonb NOT NULL,
    valid_from bigint NOT NULL,
    valid_to bigint
);


ALTER TABLE public.layer_versions OWNER TO geojournal_service;

--
-- Name: layer_view_checks; Type: TABLE; Schema: public; Owner: geojournal_service
--

CREATE TABLE public.layer_view_checks (
    workspace_id text NOT NULL,
    layer text NOT NULL,
    checks jsonb NOT NULL
);


ALTER TABLE public.layer_view_checks OWNER TO geojournal_service;

--
-- Name: layers; Type: TABLE; Schema: public; Owner: geojournal_service
--

CREATE TABLE public.layers (
    workspace_id text NOT NULL,
    name text NOT NULL,
    version integer NOT NULL,
    definition jsonb NOT NULL,
    "position" bigint NOT NULL
);


ALTER TABLE public.layers OWNER TO geojournal_service;

--
-- Name: network_associations; Type: TABLE; Schema: public; Owner: geojournal_service
--

CREATE TABLE public.network_associations (
    workspace_id text NOT NULL,
    network text NOT NULL,
    from_id uuid NOT NULL,
    from_terminal text DEFAULT ''::text NOT NULL,
    to_id uuid NOT NULL,
    to_terminal text DEFAULT ''::text NOT NULL,
    valid_from bigint NOT NULL,
    valid_to bigint
);


ALTER TABLE public.network_associations OWNER TO geojournal_service;

--
-- Name: network_edge_positions; Type: TABLE; Schema: public; Owner: geojournal_service
--

CREATE TABLE public.network_edge_positions (
    workspace_id text NOT NULL,
    network text NOT NULL,
    "position" bigint NOT NULL,
    edges bigint NOT NULL,
    refreshed_at timestamp with time zone DEFAULT now() NOT NULL,
    cost_attribute text
);


ALTER TABLE public.network_edge_positions OWNER TO geojournal_service;

--
-- Name: network_edges; Type: TABLE; Schema: public; Owner: geojournal_service
--

CREATE TABLE public.network_edges (
    workspace_id text NOT NULL,
    network text NOT NULL,
    id bigint NOT NULL,
    source bigint NOT NULL,
    target bigint NOT NULL,
    cost double precision NOT NULL,
    reverse_cost double precision NOT NULL,
    feature_id uuid NOT NULL,
    layer text NOT NULL
);


ALTER TABLE public.network_edges OWNER TO geojournal_service;

--
-- Name: network_versions; Type: TABLE; Schema: public; Owner: geojournal_service
--

CREATE TABLE public.network_versions (
    workspace_id text NOT NULL,
    name text NOT NULL,
    version integer NOT NULL,
    definition jsonb NOT NULL,
    valid_from bigint NOT NULL,
    valid_to bigint
);


ALTER TABLE public.network_versions OWNER TO geojournal_service;

--
-- Name: networks; Type: TABLE; Schema: public; Owner: geojournal_service
--

CREATE TABLE public.networks (
    workspace_id text NOT NULL,
    name text NOT NULL,
    version integer NOT NULL,
    definition jsonb NOT NULL,
    "position" bigint NOT NULL
);


ALTER TABLE public.networks OWNER TO geojournal_service;

--
-- Name: operations; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.operations (
    workspace_id text NOT NULL,
    id uuid NOT NULL,
    kind text NOT NULL,
    first_position bigint NOT NULL,
    last_position bigint NOT NULL,
    actor text NOT NULL,
    session_id uuid,
    target_id uuid,
    message text,
    idempotency_key text,
    request_hash bytea,
    metadata jsonb DEFAULT '{}'::jsonb NOT NULL,
    recorded_at timestamp with time zone NOT NULL,
    CONSTRAINT operations_check CHECK ((last_position >= first_position)),
    CONSTRAINT operations_kind_check CHECK ((kind = ANY (ARRAY['edit'::text, 'undo'::text, 'redo'::text, 'import'::text, 'schema'::text, 'reconcile'::text, 'post'::text])))
);


ALTER TABLE public.operations OWNER TO postgres;

--
-- Name: replica_features; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.replica_features (
    replica_id uuid NOT NULL,
    feature_id uuid NOT NULL,
    version integer NOT NULL,
    deleted boolean NOT NULL,
    "position" bigint NOT NULL
);


ALTER TABLE public.replica_features OWNER TO postgres;

--
-- Name: replica_log; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.replica_log (
    id bigint NOT NULL,
    replica_id uuid NOT NULL,
    workspace_id text NOT NULL,
    kind text NOT NULL,
    actor text NOT NULL,
    recorded_at timestamp with time zone DEFAULT now() NOT NULL,
    from_gen bigint,
    to_gen bigint,
    detail jsonb DEFAULT '{}'::jsonb NOT NULL,
    CONSTRAINT replica_log_kind_check CHECK ((kind = ANY (ARRAY['created'::text, 'synchronized'::text, 'unregistered'::text])))
);


ALTER TABLE public.replica_log OWNER TO postgres;

--
-- Name: replica_log_id_seq; Type: SEQUENCE; Schema: public; Owner: postgres
--

CREATE SEQUENCE public.replica_log_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


ALTER TABLE public.replica_log_id_seq OWNER TO postgres;

--
-- Name: replica_log_id_seq; Type: SEQUENCE OWNED BY; Schema: public; Owner: postgres
--

ALTER SEQUENCE public.replica_log_id_seq OWNED BY public.replica_log.id;


--
-- Name: replica_uploads; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.replica_uploads (
    replica_id uuid NOT NULL,
    fingerprint bytea NOT NULL,
    server_gen bigint NOT NULL,
    plan jsonb NOT NULL,
    answer jsonb,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);


ALTER TABLE public.replica_uploads OWNER TO postgres;

--
-- Name: replica_versions; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.replica_versions (
    replica_id uuid NOT NULL,
    line text NOT NULL,
    base bigint NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);


ALTER TABLE public.replica_versions OWNER TO postgres;

--
-- Name: replicas; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.replicas (
    id uuid NOT NULL,
    workspace_id text NOT NULL,
    line text NOT NULL,
    name text NOT NULL,
    owner text NOT NULL,
    definition jsonb NOT NULL,
    read_only boolean DEFAULT false NOT NULL,
    created_gen bigint NOT NULL,
    server_gen bigint NOT NULL,
    layer_gens jsonb DEFAULT '{}'::jsonb NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    last_sync_at timestamp with time zone,
    syncs bigint DEFAULT 0 NOT NULL,
    sync_lease uuid,
    sync_lease_until timestamp with time zone,
    unregistered_at timestamp with time zone,
    unregistered_by text,
    CONSTRAINT replicas_name_check CHECK (((char_length(name) >= 1) AND (char_length(name) <= 255)))
);


ALTER TABLE public.replicas OWNER TO postgres;

--
-- Name: schema_migrations; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.schema_migrations (
    version integer NOT NULL,
    name text NOT NULL,
    applied_at timestamp with time zone DEFAULT now() NOT NULL,
    checksum text
);


ALTER TABLE public.schema_migrations OWNER TO postgres;

--
-- Name: sessions; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.sessions (
    workspace_id text NOT NULL,
    id uuid NOT NULL,
    actor text NOT NULL,
    title text DEFAULT ''::text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);


ALTER TABLE public.sessions OWNER TO postgres;

--
-- Name: tokens; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.tokens (
    id uuid NOT NULL,
    token_hash bytea NOT NULL,
    role text NOT NULL,
    actor text NOT NULL,
    workspaces text[],
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    revoked_at timestamp with time zone,
    CONSTRAINT tokens_role_check CHECK ((role = ANY (ARRAY['viewer'::text, 'editor'::text, 'admin'::text])))
);


ALTER TABLE public.tokens OWNER TO postgres;

--
-- Name: version_conflict_notes; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.version_conflict_notes (
    line text NOT NULL,
    rebase_position bigint NOT NULL,
    feature_id uuid NOT NULL,
    inspected boolean DEFAULT true NOT NULL,
    note text DEFAULT ''::text NOT NULL
);


ALTER TABLE public.version_conflict_notes OWNER TO postgres;

--
-- Name: version_locks; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.version_locks (
    line text NOT NULL,
    session_id uuid NOT NULL,
    editing boolean NOT NULL,
    actor text NOT NULL,
    expires_at timestamp with time zone NOT NULL
);


ALTER TABLE public.version_locks OWNER TO postgres;

--
-- Name: versions; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.versions (
    line text NOT NULL,
    workspace_id text NOT NULL,
    guid uuid NOT NULL,
    name text NOT NULL,
    owner text NOT NULL,
    access text NOT NULL,
    description text DEFAULT ''::text NOT NULL,
    created_base bigint NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    modified_at timestamp with time zone DEFAULT now() NOT NULL,
    deleted_at timestamp with time zone,
    view_schema text,
    CONSTRAINT versions_access_check CHECK ((access = ANY (ARRAY['private'::text, 'protected'::text, 'public'::text]))),
    CONSTRAINT versions_name_check CHECK (((char_length(name) <= 62) AND (name ~ '^[^.;''"]+\.[^.;''"]+$'::text)))
);


ALTER TABLE public.versions OWNER TO postgres;

--
-- Name: versions_line_number; Type: SEQUENCE; Schema: public; Owner: postgres
--

CREATE SEQUENCE public.versions_line_number
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;


ALTER TABLE public.versions_line_number OWNER TO postgres;

--
-- Name: view_actors; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.view_actors (
    role_name text NOT NULL,
    actor text NOT NULL,
    role text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT view_actors_role_check CHECK ((role = ANY (ARRAY['viewer'::text, 'editor'::text])))
);


ALTER TABLE public.view_actors OWNER TO postgres;

--
-- Name: view_staged_rows_seq_seq; Type: SEQUENCE; Schema: public; Owner: geojournal_service
--

ALTER TABLE public.view_staged_rows ALTER COLUMN seq ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.view_staged_rows_seq_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);


--
-- Name: view_transactions; Type: TABLE; Schema: public; Owner: geojournal_service
--

CREATE TABLE public.view_transactions (
    txid bigint NOT NULL,
    workspace_id text NOT NULL,
    operation_id uuid NOT NULL,
    actor text NOT NULL
);


ALTER TABLE public.view_transactions OWNER TO geojournal_service;

--
-- Name: workspaces; Type: TABLE; Schema: public; Owner: postgres
--

CREATE TABLE public.workspaces (
    id text NOT NULL,
    title text DEFAULT ''::text NOT NULL,
    created_by text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    head_position bigint DEFAULT 0 NOT NULL,
    head_hash bytea DEFAULT '\x'::bytea NOT NULL,
    head_time timestamp with time zone DEFAULT '1970-01-01 00:00:00+00'::timestamp with time zone NOT NULL,
    schema_position bigint DEFAULT 0 NOT NULL,
    public_read boolean DEFAULT false NOT NULL,
    parent_id text,
    line_number bigint,
    canonical_from bigint DEFAULT 1 NOT NULL,
    CONSTRAINT workspaces_id_check CHECK ((((parent_id IS NULL) AND (line_number IS NULL) AND (id ~ '^[a-z0-9_-]{1,63}$'::text)) OR ((parent_id IS NOT NULL) AND (line_number IS NOT NULL) AND (id = ((parent_id || '~'::text) || line_number)))))
);


ALTER TABLE public.workspaces OWNER TO postgres;

--
-- Name: feature_versions_548f748ea043dccb; Type: TABLE ATTACH; Schema: public; Owner: geojournal_service
--

ALTER TABLE ONLY public.feature_versions ATTACH PARTITION public.feature_versions_548f748ea043dccb FOR VALUES IN ('legacy~1');


--
-- Name: feature_versions_c49fea7425fa7f86; Type: TABLE ATTACH; Schema: public; Owner: geojournal_service
--

ALTER TABLE ONLY public.feature_versions ATTACH PARTITION public.feature_versions_c49fea7425fa7f86 FOR VALUES IN ('legacy');


--
-- Name: features_548f748ea043dccb; Type: TABLE ATTACH; Schema: public; Owner: geojournal_service
--

ALTER TABLE ONLY public.features ATTACH PARTITION public.features_548f748ea043dccb FOR VALUES IN ('legacy~1');


--
-- Name: features_c49fea7425fa7f86; Type: TABLE ATTACH; Schema: public; Owner: geojournal_service
--

ALTER TABLE ONLY public.features ATTACH PARTITION public.features_c49fea7425fa7f86 FOR VALUES IN ('legacy');


--
-- Name: Lines id; Type: DEFAULT; Schema: gj_legacy; Owner: geojournal_views
--

ALTER TABLE ONLY gj_legacy."Lines" ALTER COLUMN id SET DEFAULT public.geojournal_new_feature_id();


--
-- Name: Points id; Type: DEFAULT; Schema: gj_legacy; Owner: geojournal_views
--

ALTER TABLE ONLY gj_legacy."Points" ALTER COLUMN id SET DEFAULT public.geojournal_new_feature_id();


--
-- Name: Lines id; Type: DEFAULT; Schema: gj_legacy__fixture_design; Owner: geojournal_views
--

ALTER TABLE ONLY gj_legacy__fixture_design."Lines" ALTER COLUMN id SET DEFAULT public.geojournal_new_feature_id();


--
-- Name: Points id; Type: DEFAULT; Schema: gj_legacy__fixture_design; Owner: geojournal_views
--

ALTER TABLE ONLY gj_legacy__fixture_design."Points" ALTER COLUMN id SET DEFAULT public.geojournal_new_feature_id();


--
-- Name: replica_log id; Type: DEFAULT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.replica_log ALTER COLUMN id SET DEFAULT nextval('public.replica_log_id_seq'::regclass);


--
-- Data for Name: events; Type: TABLE DATA; Schema: public; Owner: postgres
--

INSERT INTO public.events VALUES ('legacy', 1, '01a23623-0d25-7000-9816-2e08a12b22ea', NULL, NULL, 'Points', 'layerDefined', '{"version": 1, "definition": {"srid": 3857, "fields": [{"name": "Name", "type": "string", "length": 255, "nullable": true}, {"name": "Status", "type": "integer", "nullable": true}, {"name": "Height", "type": "double", "nullable": true}], "domains": {}, "geometryType": "Point"}}', '2026-12-02 09:43:16.51728+00', '\xe0b651cd824bf7cb8951c97bb1203c67c1d391d4f8f91a2f0e669f326e8090f5', NULL);
INSERT INTO public.events VALUES ('legacy', 2, '01a23623-0d5e-7000-bead-58595bbdbb59', NULL, NULL, 'Lines', 'layerDefined', '{"version": 1, "definition": {"srid": 3857, "fields": [{"name": "Name", "type": "string", "length": 255, "nullable": true}, {"name": "Status", "type": "integer", "nullable": true}, {"name": "Voltage", "type": "integer", "nullable": true}], "domains": {}, "geometryType": "LineString"}}', '2026-12-02 09:43:16.574268+00', '\xf666e827521373874557f5fd5c3b0e648526ef5888cde74aa2066cfb9574a3e7', NULL);
INSERT INTO public.events VALUES ('legacy', 3, '01a23623-0d7d-7004-9698-5083cfd61251', '01a23623-0d7d-7000-bb8e-d38bfb47f3e2', 1, 'Points', 'featureCreated', '{"objectId": 3, "attributes": {"Name": "Ünïcode \"q\"", "Height": null, "Status": 0}}', '2026-12-02 09:43:16.605689+00', '\x56b737fc3aa3d8e03a3028b4cd0f6b2bbd8fce9b60aa3ecc34e16e0472c69af4', '0101000020110F000023DBF97E6A72C040713D0AD7A38BA740');
INSERT INTO public.events VALUES ('legacy', 4, '01a23623-0d7d-7004-9698-5083cfd61251', '01a23623-0d7d-7001-b98a-509ccf5e234b', 1, 'Points', 'featureCreated', '{"objectId": 4, "attributes": {"Name": "a", "Height": 10, "Status": 0}}', '2026-12-02 09:43:16.605689+00', '\x033229bef52505f39e0a461e25518338dbed4aea37ff059f488976b7770d1bdd', '0101000020110F0000E4DBBB06AD5BBF40B28520076582B340');
INSERT INTO public.events VALUES ('legacy', 5, '01a23623-0d7d-7004-9698-5083cfd61251', '01a23623-0d7d-7002-9ac7-87d92467ecb1', 1, 'Lines', 'featureCreated', '{"objectId": 5, "attributes": {"Name": "Pole 7", "Status": 0, "Voltage": 220}}', '2026-12-02 09:43:16.605689+00', '\x36834f2229df7fc0c8189d45f8699bdaad1e392e76c2456167fe50e17266fd28', '0102000020110F0000030000009A999999D98BC040DA5548F939FFA94062F71DC3A3E08240014D840D870DB7401F12BEF763ADBE408FC2F5281C04BD40');
INSERT INTO public.events VALUES ('legacy', 6, '01a23623-0d7d-7004-9698-5083cfd61251', '01a23623-0d7d-7003-8c81-22b061a21a07', 1, 'Lines', 'featureCreated', '{"objectId": 6, "attributes": {"Name": "a", "Status": 0, "Voltage": null}}', '2026-12-02 09:43:16.605689+00', '\x9ec39f7306a6d9d6d8abaf49419ba23e9a0e32eefc982bfb212c3c083cc1310e', '0102000020110F0000030000008864C8B16192B8400000000000C097400000000000CBB840D7A3703D8AEDBC40000000000090BA40C009850878E8C040');
INSERT INTO public.events VALUES ('legacy', 7, '01a23623-0d89-7004-a294-037fca2ef466', '01a23623-0d89-7000-9aa6-e8f4f97840f6', 1, 'Lines', 'featureCreated', '{"objectId": 7, "attributes": {"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Status": 1, "Voltage": 110}}', '2026-12-02 09:43:16.617613+00', '\xe2e38118d029412a93a456c06954ed50b3d6e469c9d430e5d6047e4ee4a18816', '0102000020110F00000300000039807EDF4F3BB640000000000096AD404C3789414051BD400000000000D4B0409A99999919E0B5402ECA6C90E9CBB740');
INSERT INTO public.events VALUES ('legacy', 8, '01a23623-0d89-7004-a294-037fca2ef466', '01a23623-0d89-7001-903b-c85f67224d01', 1, 'Lines', 'featureCreated', '{"objectId": 8, "attributes": {"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Status": 3, "Voltage": null}}', '2026-12-02 09:43:16.617613+00', '\x2eb9ff304ba56250997c4137bcb9aeafdf57987cb26209dae2589f0e6b8ac618', '0102000020110F000003000000CDCCCCCCCCC6924009F9A067B3CF7B407B4B395FAABAC04000000000005084400000000000707A40ADC090D5E570B140');
INSERT INTO public.events VALUES ('legacy', 9, '01a23623-0d89-7004-a294-037fca2ef466', '01a23623-0d89-7002-8d5c-307485a510fd', 1, 'Points', 'featureCreated', '{"objectId": 9, "attributes": {"Name": "Pole 7", "Height": 1.5, "Status": 4}}', '2026-12-02 09:43:16.617613+00', '\x27c7b099dc52bc37b827e37bbffdd8bddb130fec48c2a113fddae7e2b37a66bc', '0101000020110F000000000000005AB74000000000006AB740');
INSERT INTO public.events VALUES ('legacy', 10, '01a23623-0d89-7004-a294-037fca2ef466', '01a23623-0d89-7003-9d13-a3edfc38ae1c', 1, 'Points', 'featureCreated', '{"objectId": 10, "attributes": {"Name": "a", "Height": 3.25, "Status": 0}}', '2026-12-02 09:43:16.617613+00', '\x4a726aaa3327715af0fe2a8bde8338a04d32d6c1aafe4827dd0bdc4c5e022c40', '0101000020110F0000FED478E906B0C2407B14AE47E12E9140');
INSERT INTO public.events VALUES ('legacy', 11, '01a23623-0d8f-7006-9d78-bb26414fa284', '01a23623-0d8f-7000-b4ff-5054e5110cf1', 1, 'Points', 'featureCreated', '{"objectId": 11, "attributes": {"Name": "a", "Height": null, "Status": 2}}', '2026-12-02 09:43:16.623409+00', '\x167260c5fedb71c190c83b60d32031f06fd6ac5bd7fe2188fc1d76b0beebe5ee', '0101000020110F000078279F1EADCFC2401F85EB51B848B340');
INSERT INTO public.events VALUES ('legacy', 12, '01a23623-0d8f-7006-9d78-bb26414fa284', '01a23623-0d8f-7001-8251-309297afb06a', 1, 'Points', 'featureCreated', '{"objectId": 12, "attributes": {"Name": "Pole 7", "Height": 3.25, "Status": 1}}', '2026-12-02 09:43:16.623409+00', '\x9268e41ad41d17f3a97a5f14ba9f5cda6cbb6c6f058afc2b33a4b3ad8041ada3', '0101000020110F0000361FD786DA4C9E403D0AD7A3705FA440');
INSERT INTO public.events VALUES ('legacy', 13, '01a23623-0d8f-7006-9d78-bb26414fa284', '01a23623-0d8f-7002-9552-0b91cb091eff', 1, 'Points', 'featureCreated', '{"objectId": 13, "attributes": {"Name": "a", "Height": null, "Status": 5}}', '2026-12-02 09:43:16.623409+00', '\xb6931a3c4c6d11ea48e4dce8426c4c167408fe57e37a59c1cb2fb841499a6ead', '0101000020110F0000AAB69BE04331A4409ED2C1FA474CBF40');
INSERT INTO public.events VALUES ('legacy', 14, '01a23623-0d8f-7006-9d78-bb26414fa284', '01a23623-0d8f-7003-8a12-d148aa71841c', 1, 'Lines', 'featureCreated', '{"objectId": 14, "attributes": {"Name": "a", "Status": 2, "Voltage": 220}}', '2026-12-02 09:43:16.623409+00', '\x5eb5a958bd422f6734d01a608f8cce0b2c80e21da526fc9cdfa68e4a9bb0d14c', '0102000020110F000003000000000000000091B8400000000000EAA1407C2B121390C1BC4048E17A14AE259E4000000000809CB440FAB836542C909840');
INSERT INTO public.events VALUES ('legacy', 15, '01a23623-0d8f-7006-9d78-bb26414fa284', '01a23623-0d8f-7004-b9fa-40e1a4eaea58', 1, 'Lines', 'featureCreated', '{"objectId": 15, "attributes": {"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Status": 4, "Voltage": 110}}', '2026-12-02 09:43:16.623409+00', '\x5b5bd53018051c6904ec9db55f8926a0383b0b7f1d0d6c9be0737e7e6906aeab', '0102000020110F000003000000A796ADF505C5A0408FC2F5281CECB04033333333337FB440295C8FC2F50C8F4052F355F205BCBB400000000000A3B840');
INSERT INTO public.events VALUES ('legacy', 16, '01a23623-0d8f-7006-9d78-bb26414fa284', '01a23623-0d8f-7005-a49b-5ac9dc5283bb', 1, 'Lines', 'featureCreated', '{"objectId": 16, "attributes": {"Name": "Pole 7", "Status": 1, "Voltage": 110}}', '2026-12-02 09:43:16.623409+00', '\xf5e6c65c4d003a1bd985c6d56c935e2cf946c9e3d8a2a65e0e13757cbcf307ed', '0102000020110F00000300000000000000007890405C8FC2F5E8B1B040645DDC46D712B640E17A14AE475F8940A69BC42030D8A1400000000000409B40');
INSERT INTO public.events VALUES ('legacy', 17, '01a23623-0d97-7000-af50-ae123fcfb9e1', '01a23623-0d7d-7003-8c81-22b061a21a07', 2, 'Lines', 'featureDeleted', '{"objectId": 6, "attributes": {"Name": "a", "Status": 0, "Voltage": null}}', '2026-12-02 09:43:16.6311+00', '\x02e128fdcaf36f5a16971088bed95010a5980c3a8cdaf9b46256c299b54d828a', '0102000020110F0000030000008864C8B16192B8400000000000C097400000000000CBB840D7A3703D8AEDBC40000000000090BA40C009850878E8C040');
INSERT INTO public.events VALUES ('legacy', 18, '01a23623-0da1-7000-830a-3193af904bb8', '01a23623-0d8f-7000-b4ff-5054e5110cf1', 2, 'Points', 'featureUpdated', '{"changes": {"Status": {"new": 0, "old": 2}}}', '2026-12-02 09:43:16.641145+00', '\xf33fd263273a3eaeaf31118cda570fb852fab3284f94fa1ed530778a5f837ebe', NULL);
INSERT INTO public.events VALUES ('legacy', 19, '01a23623-0da1-7000-830a-3193af904bb8', '01a23623-0d89-7003-9d13-a3edfc38ae1c', 2, 'Points', 'featureUpdated', '{"changes": {}}', '2026-12-02 09:43:16.641145+00', '\xf6ef9988fb384344679607c5017ec97f76c08e030eb92d278b1211a3c27d5b09', '0101000020110F00000000000000FCAC403C8386FEB918B040');
INSERT INTO public.events VALUES ('legacy', 20, '01a23623-0daa-7000-8539-8a7812cca9df', '01a23623-0d8f-7003-8a12-d148aa71841c', 2, 'Lines', 'featureDeleted', '{"objectId": 14, "attributes": {"Name": "a", "Status": 2, "Voltage": 220}}', '2026-12-02 09:43:16.650546+00', '\x82c93462d64d7dd23c391291dbf7fe093eb084657f06e92cfec8e439b2b44506', '0102000020110F000003000000000000000091B8400000000000EAA1407C2B121390C1BC4048E17A14AE259E4000000000809CB440FAB836542C909840');
INSERT INTO public.events VALUES ('legacy', 21, '01a23623-0daa-7000-8539-8a7812cca9df', '01a23623-0d8f-7001-8251-309297afb06a', 2, 'Points', 'featureUpdated', '{"changes": {"Status": {"new": 4, "old": 1}}}', '2026-12-02 09:43:16.650546+00', '\xf9fcea0e1717a91c1c848b092ff1a28139e4893c75e5a6226c9991cb65b5cae6', NULL);
INSERT INTO public.events VALUES ('legacy', 22, '01a23623-0db3-7000-915f-32bb66618755', '01a23623-0d8f-7002-9552-0b91cb091eff', 2, 'Points', 'featureUpdated', '{"changes": {}}', '2026-12-02 09:43:16.659339+00', '\x155a394daed6eae98181809c3738f82ff8187ae6049ee9014b140e2dfda19227', '0101000020110F0000000000000070B240DDEF501488B8B840');
INSERT INTO public.events VALUES ('legacy', 23, '01a23623-0db3-7000-915f-32bb66618755', '01a23623-0d8f-7001-8251-309297afb06a', 3, 'Points', 'featureUpdated', '{"changes": {}}', '2026-12-02 09:43:16.659339+00', '\x6c0a2d3b25e9fd2b26fbea62506a35634eb6621778e7b740c245c23f1d157ea7', '0101000020110F00000000000000E893409A42E735FE69C240');
INSERT INTO public.events VALUES ('legacy', 24, '01a23623-0db3-7000-915f-32bb66618755', '01a23623-0d7d-7002-9ac7-87d92467ecb1', 2, 'Lines', 'featureUpdated', '{"changes": {"Status": {"new": 2, "old": 0}}}', '2026-12-02 09:43:16.659339+00', '\xa4ede02f41b0707f3ebaf342d59aefb1323d4bea791985481b5837f40a57c059', NULL);
INSERT INTO public.events VALUES ('legacy', 25, '01a23623-0db3-7000-915f-32bb66618755', '01a23623-0d8f-7005-a49b-5ac9dc5283bb', 2, 'Lines', 'featureUpdated', '{"changes": {}}', '2026-12-02 09:43:16.659339+00', '\xe7e93315e0b7b37bfa5b6126322a3c498882fe37b4da713eb583eb1201b9e09c', '0102000020110F0000030000003A4030470F42A5403D0AD7A3F081AE40B4C876BECFF1C1408FC2F528BC03C340000000000080B640581CCEFCB26CB940');
INSERT INTO public.events VALUES ('legacy', 26, '01a23623-0dbb-7003-9772-a96206a09baf', '01a23623-0dbb-7000-b95f-95a6d8b236de', 1, 'Lines', 'featureCreated', '{"objectId": 26, "attributes": {"Name": "a", "Status": 0, "Voltage": null}}', '2026-12-02 09:43:16.667697+00', '\xb1d658e8b158905c6d68f51c599fe937b2b995791dbdcc06559f9e04b317db54', '0102000020110F000003000000000000000020BD4060B01BB62DD879400000000000988840A4703D0AD7209A40CDCCCCCCCC4BA84044FAEDEBC8A4B540');
INSERT INTO public.events VALUES ('legacy', 27, '01a23623-0dbb-7003-9772-a96206a09baf', '01a23623-0dbb-7001-8266-b69d45041deb', 1, 'Lines', 'featureCreated', '{"objectId": 27, "attributes": {"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Status": 1, "Voltage": null}}', '2026-12-02 09:43:16.667697+00', '\x0c197523a4ce16510e1a694880bf42ea33d0c38c8bb21f372e60f96628a2386f', '0102000020110F000003000000F436363B461CC240C173EFE1225EB7409A9999995924C14012F758FA3038BA406891ED7CBFC992404B3CA06C4EA8C140');
INSERT INTO public.events VALUES ('legacy', 28, '01a23623-0dbb-7003-9772-a96206a09baf', '01a23623-0dbb-7002-8bd5-addc80cc5fb9', 1, 'Lines', 'featureCreated', '{"objectId": 28, "attributes": {"Name": "a", "Status": 2, "Voltage": 220}}', '2026-12-02 09:43:16.667697+00', '\x76399b8334536e886c062b1e20ba8fcb804792e578e4fc0a803a717327e14f34', '0102000020110F0000030000001D5A643BFFBBC1400000000000C6BC40CDCCCCCC4CAAB340CDE9B298F8CCB740CDCCCCCCCCB9BF40CDCCCCCC0C44B540');
INSERT INTO public.events VALUES ('legacy', 29, '01a23623-0dc3-7000-b28f-7cba8d3fc404', '01a23623-0d8f-7004-b9fa-40e1a4eaea58', 2, 'Lines', 'featureUpdated', '{"changes": {"Status": {"new": 5, "old": 4}}}', '2026-12-02 09:43:16.675051+00', '\xd4110fd4f492ce591c378d6f3cd295c9aecc354efafd7dd918ccb84df460bb84', NULL);
INSERT INTO public.events VALUES ('legacy', 30, '01a23623-0dc3-7000-b28f-7cba8d3fc404', '01a23623-0d8f-7001-8251-309297afb06a', 4, 'Points', 'featureUpdated', '{"changes": {"Status": {"new": 2, "old": 4}}}', '2026-12-02 09:43:16.675051+00', '\x8c00c4a1d4a8ca9068d416ae568987be19968a5bf2c5dee8742ef4926a56cf08', NULL);
INSERT INTO public.events VALUES ('legacy', 31, '01a23623-0dca-7001-9daf-a06416926e2f', '01a23623-0dca-7000-b0a4-28b4b2f17038', 1, 'Lines', 'featureCreated', '{"objectId": 31, "attributes": {"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Status": 3, "Voltage": null}}', '2026-12-02 09:43:16.682078+00', '\xb78c022de31184d49a9e332bb9d3d16a6babc4ecf8c6402c46d8f8e73e7d901f', '0102000020110F00000300000033E202D008928840C6A70018FF23B04000000000008CAA40A4703D0A9787BF400A4D124BD2E8A9408FC2F5285C56B540');
INSERT INTO public.events VALUES ('legacy', 32, '01a23623-0dd1-7000-8a87-7bf4e38aa277', '01a23623-0d89-7001-903b-c85f67224d01', 2, 'Lines', 'featureUpdated', '{"changes": {}}', '2026-12-02 09:43:16.689499+00', '\x3213645c5bf8b25ed07477c4af0ce2ebed2a0a3f6290861e85e0dfbaa2d27219', '0102000020110F0000030000009A9999991939BF40E2E995B28C3BA740000000000018AF401422E0101A9FB640B6F3FDD4781F9B400000000000A88440');
INSERT INTO public.events VALUES ('legacy', 33, '01a23623-0dd1-7000-8a87-7bf4e38aa277', '01a23623-0dbb-7001-8266-b69d45041deb', 2, 'Lines', 'featureUpdated', '{"changes": {"Status": {"new": 5, "old": 1}}}', '2026-12-02 09:43:16.689499+00', '\x9c4e32713b94790d0d8e786b3b3f155deb3177f5be7bca4de6ecae58daea0438', NULL);
INSERT INTO public.events VALUES ('legacy', 34, '01a23623-0dd1-7000-8a87-7bf4e38aa277', '01a23623-0dbb-7002-8bd5-addc80cc5fb9', 2, 'Lines', 'featureUpdated', '{"changes": {"Status": {"new": 9, "old": 2}}}', '2026-12-02 09:43:16.689499+00', '\x90b66d6edb7b90ecb6233dc5c89f04a91912652f2f1ec52d3e5596e4bb4a3451', NULL);
INSERT INTO public.events VALUES ('legacy', 35, '01a23623-0dd1-7000-8a87-7bf4e38aa277', '01a23623-0d89-7003-9d13-a3edfc38ae1c', 3, 'Points', 'featureUpdated', '{"changes": {"Status": {"new": 7, "old": 0}}}', '2026-12-02 09:43:16.689499+00', '\x3b025371947a1a6a35471483f6a11447c166670f48978ba83a8167bced35787e', NULL);
INSERT INTO public.events VALUES ('legacy', 36, '01a23623-0ddc-7000-bbac-993f3f2cfe64', '01a23623-0d8f-7004-b9fa-40e1a4eaea58', 3, 'Lines', 'featureUpdated', '{"changes": {}}', '2026-12-02 09:43:16.700709+00', '\xca7244fef9a37789b1d90457133c200d4c9df977fdbd9f6812af5e3441ff2f5d', '0102000020110F000003000000BE688F170EF4B140000000000097B940B6F3FDD47828B040B81E85EBB148C34000000000009A9F407B14AE47E11BA840');
INSERT INTO public.events VALUES ('legacy', 37, '01a23623-0ddc-7000-bbac-993f3f2cfe64', '01a23623-0d8f-7001-8251-309297afb06a', 5, 'Points', 'featureUpdated', '{"changes": {"Status": {"new": 8, "old": 2}}}', '2026-12-02 09:43:16.700709+00', '\x50ce57367569ce4227d78882dd2cfb4134a10089dc6fbba172a8d1ff29637496', NULL);
INSERT INTO public.events VALUES ('legacy', 38, '01a23623-0ddc-7000-bbac-993f3f2cfe64', '01a23623-0d8f-7002-9552-0b91cb091eff', 3, 'Points', 'featureUpdated', '{"changes": {"Status": {"new": 0, "old": 5}}}', '2026-12-02 09:43:16.700709+00', '\x463b974dd21a55b1f94092cf66428a4a20a1de4c68d60208ff9172304a1ef3e6', NULL);
INSERT INTO public.events VALUES ('legacy', 39, '01a23623-0ddc-7000-bbac-993f3f2cfe64', '01a23623-0d8f-7000-b4ff-5054e5110cf1', 3, 'Points', 'featureDeleted', '{"objectId": 11, "attributes": {"Name": "a", "Height": null, "Status": 0}}', '2026-12-02 09:43:16.700709+00', '\x9b91a87e02c3f52ac485c5b368d05157d72ed6c07b41bad87c5ab8927754db4c', '0101000020110F000078279F1EADCFC2401F85EB51B848B340');
INSERT INTO public.events VALUES ('legacy', 40, '01a23623-0df4-7000-aa7a-0181d78d9d10', '01a23623-0d89-7001-903b-c85f67224d01', 3, 'Lines', 'featureUpdated', '{"changes": {}}', '2026-12-02 09:43:16.724083+00', '\xd69eea57588b7d40dfb56ff7b9fa2257b23f10b53894789556acc2df1ec1c4d7', '0102000020110F00000300000066666666669FA7402E39EE940E309C401283C0CAB1D2C240333333333313BB400000000000CAC040D15CA791865AB340');
INSERT INTO public.events VALUES ('legacy', 41, '01a23623-0e06-7000-a184-bc0b734d5ecf', '01a23623-0d8f-7004-b9fa-40e1a4eaea58', 4, 'Lines', 'featureUpdated', '{"changes": {}}', '2026-12-02 09:43:16.742914+00', '\x0c605ca1b9de62c589a8938d90f35e002197681b4414eece73b15688c3d1665d', '0102000020110F00000300000000000000007C96400000000080EEB8400000000000E06B406FD8B6282B65C34000000000007EA140151DC9E5931CC040');
INSERT INTO public.events VALUES ('legacy', 42, '01a23623-0e06-7000-a184-bc0b734d5ecf', '01a23623-0d8f-7002-9552-0b91cb091eff', 4, 'Points', 'featureUpdated', '{"changes": {}}', '2026-12-02 09:43:16.742914+00', '\x0cf0d45875deb9f4d513361526a5b9103396e305246cf3ed8b9036dfdafb50b0', '0101000020110F000095D40968BA42A040AE47E17A14D19740');
INSERT INTO public.events VALUES ('legacy', 43, '01a23623-0e0d-7005-805a-0116cfe9b5d9', '01a23623-0e0d-7000-a412-29fb0910b09a', 1, 'Points', 'featureCreated', '{"objectId": 43, "attributes": {"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Height": 12345.678, "Status": 0}}', '2026-12-02 09:43:16.749873+00', '\xc23aecb850e32c7a35dee5d0357b4ab19e4472c77587b2e6ceba92cfb32af1a3', '0101000020110F00001B2C9CA489CA9F40EC12D55B0350B340');
INSERT INTO public.events VALUES ('legacy', 44, '01a23623-0e0d-7005-805a-0116cfe9b5d9', '01a23623-0e0d-7001-a1a7-1de0408ddc0e', 1, 'Lines', 'featureCreated', '{"objectId": 44, "attributes": {"Name": "Ünïcode \"q\"", "Status": 4, "Voltage": null}}', '2026-12-02 09:43:16.749873+00', '\xd48efbb526011ae88b7955e001795caffe530ca8ebfae88ee31ec85ebf8d2be6', '0102000020110F000003000000000000000088BA40000000000077C1400000000000F9BE40F6285C8F82ABC240BF9B6ED9199AA2400000000000E0AD40');
INSERT INTO public.events VALUES ('legacy', 45, '01a23623-0e0d-7005-805a-0116cfe9b5d9', '01a23623-0e0d-7002-9c6c-dacf5219e706', 1, 'Lines', 'featureCreated', '{"objectId": 45, "attributes": {"Name": "Ünïcode \"q\"", "Status": 5, "Voltage": 110}}', '2026-12-02 09:43:16.749873+00', '\x612746f4d9390858588111398f6388386b944dd331e69264180e62d4500a64a6', '0102000020110F0000030000009A99999999B1B840897B2C7D9078B7400000000080FBBA40F6285C8F8282B9400000000080ECB940EC51B81E0516BA40');
INSERT INTO public.events VALUES ('legacy', 46, '01a23623-0e0d-7005-805a-0116cfe9b5d9', '01a23623-0e0d-7003-8b74-d88eef2a57fa', 1, 'Lines', 'featureCreated', '{"objectId": 46, "attributes": {"Name": "Ünïcode \"q\"", "Status": 2, "Voltage": 220}}', '2026-12-02 09:43:16.749873+00', '\x601b86b1cc2d8819305868ab616a34a7aa3d96c0af59f3339634f933fca947c1', '0102000020110F000003000000A69BC420F049A4400000000000BFC24039B4C876FEBEBC40320395F1EF14B74000000000003CBB400000000000388940');
INSERT INTO public.events VALUES ('legacy', 47, '01a23623-0e0d-7005-805a-0116cfe9b5d9', '01a23623-0e0d-7004-9c36-17eac243be1a', 1, 'Lines', 'featureCreated', '{"objectId": 47, "attributes": {"Name": "Pole 7", "Status": 3, "Voltage": null}}', '2026-12-02 09:43:16.749873+00', '\x119e57b13de1da27c41aa41a174c7eff3975e9e5a633fbf15286b847851af846', '0102000020110F000003000000000000000044BC400000000000B0C240000000000036BE40000000000076B240000000000024AE404777103B335DBD40');
INSERT INTO public.events VALUES ('legacy', 48, '01a23623-0e14-7005-8d8a-5879189c355f', '01a23623-0e14-7000-8f0f-bc6308f380b9', 1, 'Points', 'featureCreated', '{"objectId": 48, "attributes": {"Name": "a", "Height": 10, "Status": 5}}', '2026-12-02 09:43:16.756902+00', '\xc6710ba680d85006949ab69f52c79dbc7d4fd7113ffcc93d64b42c4230aca7c2', '0101000020110F00009A9999999952B5408FC2F5285C20C140');
INSERT INTO public.events VALUES ('legacy', 49, '01a23623-0e14-7005-8d8a-5879189c355f', '01a23623-0e14-7001-968c-d2d84c1e3475', 1, 'Points', 'featureCreated', '{"objectId": 49, "attributes": {"Name": "a", "Height": null, "Status": 2}}', '2026-12-02 09:43:16.756902+00', '\x858acb00711b9c4938ee6ce6cdb0ef62759bb9f065581ad20cc0501a311e6084', '0101000020110F000014AE47E13AB6B3403BC780EC2DCDB440');
INSERT INTO public.events VALUES ('legacy', 50, '01a23623-0e14-7005-8d8a-5879189c355f', '01a23623-0e14-7002-a6e8-5b6646a9451f', 1, 'Lines', 'featureCreated', '{"objectId": 50, "attributes": {"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Status": 5, "Voltage": 110}}', '2026-12-02 09:43:16.756902+00', '\x14975a8ef5cf9d3033b4f480e3b9746b7a6865b89f38daf4fb857719f5e7d8c8', '0102000020110F0000030000000AD7A3703DD4BD405C8FC2F5888BC0400000000080B8C240DDCD531DBA88BE4033333333330784405C8FC2F5E82ABF40');
INSERT INTO public.events VALUES ('legacy', 51, '01a23623-0e14-7005-8d8a-5879189c355f', '01a23623-0e14-7003-8cde-9fde4873a954', 1, 'Lines', 'featureCreated', '{"objectId": 51, "attributes": {"Name": "a", "Status": 2, "Voltage": 220}}', '2026-12-02 09:43:16.756902+00', '\xd60e8189f1982048cd8722f703e01fe23f572710d4d3ccd67187dbd633f6291d', '0102000020110F0000030000000000000000649140A4703D0A5745BF40CDCCCCCC4C7EB440000000000082A1407E37DDB293B7A240E17A14AEC760BC40');
INSERT INTO public.events VALUES ('legacy', 52, '01a23623-0e14-7005-8d8a-5879189c355f', '01a23623-0e14-7004-acc1-efd2f034f03a', 1, 'Lines', 'featureCreated', '{"objectId": 52, "attributes": {"Name": "Ünïcode \"q\"", "Status": 5, "Voltage": 220}}', '2026-12-02 09:43:16.756902+00', '\x6780c29d594549139d216dd29e1bebc0e5f6741088459f7f8b9fb0440c19af53', '0102000020110F000003000000C26D6DE1891A9E400000000000E88140CDCCCCCCCCA1A5409E0777674DC8AB400000000000107E4000000000005C7D40');
INSERT INTO public.events VALUES ('legacy', 53, '01a23623-0e1d-7000-95d3-81451c5b17f3', '01a23623-0e0d-7002-9c6c-dacf5219e706', 2, 'Lines', 'featureUpdated', '{"changes": {"Status": {"new": 0, "old": 5}}}', '2026-12-02 09:43:16.765515+00', '\x97455e9511a49d5c3428a861b5298710919712eef2e417b5dbc574b46cc11a65', NULL);
INSERT INTO public.events VALUES ('legacy', 54, '01a23623-0e1d-7000-95d3-81451c5b17f3', '01a23623-0dbb-7002-8bd5-addc80cc5fb9', 3, 'Lines', 'featureUpdated', '{"changes": {"Status": {"new": 1, "old": 9}}}', '2026-12-02 09:43:16.765515+00', '\xc5ca130cd6e1a0abe6a43ef7a2b849958d393e0651da789da327cad397852dc0', NULL);
INSERT INTO public.events VALUES ('legacy', 55, '01a23623-0e1d-7000-95d3-81451c5b17f3', '01a23623-0d89-7000-9aa6-e8f4f97840f6', 2, 'Lines', 'featureUpdated', '{"changes": {}}', '2026-12-02 09:43:16.765515+00', '\xae8018183a55d623f93d09d89b8e88d4804397a9b1a48427aa81b1aaad4d5609', '0102000020110F0000030000008B51D7DAAF99BA408FC2F5281C26C24066666666E674B440000000000084BD40A3CA30EEBAFAC0408FC2F528DC61BC40');
INSERT INTO public.events VALUES ('legacy', 56, '01a23623-0e1d-7000-95d3-81451c5b17f3', '01a23623-0d89-7002-8d5c-307485a510fd', 2, 'Points', 'featureUpdated', '{"changes": {}}', '2026-12-02 09:43:16.765515+00', '\xab3532aa40cfdb745930bf3054f67153ea44639f9f2e2b5975d2053b52e48edc', '0101000020110F000066666666669C98408E9257E7A8CFB840');
INSERT INTO public.events VALUES ('legacy', 57, '01a23623-0e26-7000-a87e-ba560be50ae9', '01a23623-0e14-7000-8f0f-bc6308f380b9', 2, 'Points', 'featureUpdated', '{"changes": {}}', '2026-12-02 09:43:16.774389+00', '\xa27a435f274fa3aa8ff73869339c62f02b106943ecb65af4e2871847feca0314', '0101000020110F00009A982EC4FEF9B240BC79AA43EEE0AD40');
INSERT INTO public.events VALUES ('legacy', 58, '01a23623-0e2e-7000-8223-bb8eadce0d0b', '01a23623-0d8f-7002-9552-0b91cb091eff', 5, 'Points', 'featureUpdated', '{"changes": {}}', '2026-12-02 09:43:16.782915+00', '\xdf794e1246c6c91fcf51f54b05769e3bf34c2944acc5c7ba671614c3361f0864', NULL);
INSERT INTO public.events VALUES ('legacy', 59, '01a23623-0e2e-7000-8223-bb8eadce0d0b', '01a23623-0dbb-7001-8266-b69d45041deb', 3, 'Lines', 'featureUpdated', '{"changes": {"Status": {"new": 9, "old": 5}}}', '2026-12-02 09:43:16.782915+00', '\x6dcc541840905611285f1a57f57c55efade333993ae2719fc1f31a61b10406b8', NULL);
INSERT INTO public.events VALUES ('legacy', 60, '01a23623-0e2e-7000-8223-bb8eadce0d0b', '01a23623-0d8f-7004-b9fa-40e1a4eaea58', 5, 'Lines', 'featureUpdated', '{"changes": {"Status": {"new": 9, "old": 5}}}', '2026-12-02 09:43:16.782915+00', '\x709032429c98a7db9e5d7dd2db3babd3d090cb522aaeb2b8de2d545c8a616355', NULL);
INSERT INTO public.events VALUES ('legacy', 61, '01a23623-0e36-7001-b6c5-bd121bda91a1', '01a23623-0e36-7000-ae0e-0cedeb0bb323', 1, 'Points', 'featureCreated', '{"objectId": 61, "attributes": {"Name": "Ünïcode \"q\"", "Height": 1.5, "Status": 1}}', '2026-12-02 09:43:16.790305+00', '\x3f8eacb129d56b9d4b2619b6bfcbaf923499e96da887ec2a16cdbd69b8c13b8c', '0101000020110F0000AAF06778DF2ABA400000000000307740');
INSERT INTO public.events VALUES ('legacy', 62, '01a23623-0e3e-7000-bdd6-7fa1e243cd85', '01a23623-0e14-7003-8cde-9fde4873a954', 2, 'Lines', 'featureUpdated', '{"changes": {}}', '2026-12-02 09:43:16.79826+00', '\xf4fd89b74a01b9e6990a92eaf0cb3c55285f3e854e4b1a7531169905ce6c9469', '0102000020110F0000030000003CBF2841D7C0A9409A99999999F49740CDCCCCCCCC75A4400AD7A3707DB6C240F3FFAA232F25AF4016DEE5227E87A240');
INSERT INTO public.events VALUES ('legacy', 63, '01a23623-0e46-7000-97b4-62f80f198101', '01a23623-0e0d-7001-a1a7-1de0408ddc0e', 2, 'Lines', 'featureUpdated', '{"changes": {"Status": {"new": 9, "old": 4}}}', '2026-12-02 09:43:16.806456+00', '\xebdf5a8285dba2edb17b631a22394571e22550257fc8ee08994c15dffe185fab', NULL);
INSERT INTO public.events VALUES ('legacy', 64, '01a23623-0e46-7000-97b4-62f80f198101', '01a23623-0e0d-7004-9c36-17eac243be1a', 2, 'Lines', 'featureUpdated', '{"changes": {"Status": {"new": 8, "old": 3}}}', '2026-12-02 09:43:16.806456+00', '\x5da63074524c1b84d6d1898c180925bf1889800147c1e477f18431cfb2937343', NULL);
INSERT INTO public.events VALUES ('legacy', 65, '01a23623-0e46-7000-97b4-62f80f198101', '01a23623-0d7d-7000-bb8e-d38bfb47f3e2', 2, 'Points', 'featureUpdated', '{"changes": {"Status": {"new": 4, "old": 0}}}', '2026-12-02 09:43:16.806456+00', '\x5d86b6b9f127a796938ffc376571c5b3815bb9910377cc4753e2d6793f79d2c7', NULL);
INSERT INTO public.events VALUES ('legacy', 66, '01a23623-0e46-7000-97b4-62f80f198101', '01a23623-0e14-7000-8f0f-bc6308f380b9', 3, 'Points', 'featureUpdated', '{"changes": {"Status": {"new": 1, "old": 5}}}', '2026-12-02 09:43:16.806456+00', '\xddf30edec35c612320c33716316620cbe89e65d3d564a0999728ee8da2d294bd', NULL);
INSERT INTO public.events VALUES ('legacy', 67, '01a23623-0e4e-7000-803b-329d32d63caa', '01a23623-0dca-7000-b0a4-28b4b2f17038', 2, 'Lines', 'featureUpdated', '{"changes": {"Status": {"new": 2, "old": 3}}}', '2026-12-02 09:43:16.814475+00', '\x6cc7503de5c0bce34be309f9f0dbe9bfb4554dc763342b50d33acc94d3402f42', NULL);
INSERT INTO public.events VALUES ('legacy', 68, '01a23623-0e55-7000-b50f-21675b62c334', '01a23623-0d8f-7001-8251-309297afb06a', 6, 'Points', 'featureUpdated', '{"changes": {}}', '2026-12-02 09:43:16.821586+00', '\x0bde73f020f262431727bc11e0e5d5b88f1c6699f25114a37a566e47df499a4f', '0101000020110F0000EC51B81E85858E40333333333337AE40');
INSERT INTO public.events VALUES ('legacy', 69, '01a23623-0e5d-7000-bb94-5f57df383ba7', '01a23623-0e14-7004-acc1-efd2f034f03a', 2, 'Lines', 'featureUpdated', '{"changes": {}}', '2026-12-02 09:43:16.829891+00', '\xef37571c10a9de7d875891d6ad706381307a512a538f9b0a898415031d2ee006', '0102000020110F000003000000508D976E125183400000000000EFB2400000000000A0A540D9942BBCCBD495400000000060A3C04048E17A146EBEBE40');
INSERT INTO public.events VALUES ('legacy', 70, '01a23623-0e64-7003-a0f2-863731b9dc00', '01a23623-0e64-7000-83be-4b05478c7479', 1, 'Lines', 'featureCreated', '{"objectId": 70, "attributes": {"Name": "Pole 7", "Status": 1, "Voltage": 110}}', '2026-12-02 09:43:16.836365+00', '\x26eda42190468e5507d2bb940ca2dc38348ad27f9863dd2ddef34033eb379bcd', '0102000020110F0000030000009A9999991961B64085EB51B8BE30C3400000000080C4C2407B14AE47211EBA406F1283C0CA7DB4400000000000C8A040');
INSERT INTO public.events VALUES ('legacy', 71, '01a23623-0e64-7003-a0f2-863731b9dc00', '01a23623-0e64-7001-847a-92e63f11d811', 1, 'Lines', 'featureCreated', '{"objectId": 71, "attributes": {"Name": "Ünïcode \"q\"", "Status": 0, "Voltage": 220}}', '2026-12-02 09:43:16.836365+00', '\xaae45ce3af29aba8d74be9d00b96b08b012c162976cb8a2bb227a2365bcd9474', '0102000020110F000003000000BA490C02CB05B240C3F5285C8F99AC4077BE9F1A2F2E9D40EC51B81E85898540000000000034A940AE47E17A149ABA40');
INSERT INTO public.events VALUES ('legacy', 72, '01a23623-0e64-7003-a0f2-863731b9dc00', '01a23623-0e64-7002-8539-1625ccb3d30a', 1, 'Points', 'featureCreated', '{"objectId": 72, "attributes": {"Name": "Pole 7", "Height": 10, "Status": 3}}', '2026-12-02 09:43:16.836365+00', '\xa818c1564f8507c929ab1de351a7f38fdcdbdf8730f6f3871aa0cef7ca39bc71', '0101000020110F00000000000000EDBF4000000000804CC240');
INSERT INTO public.events VALUES ('legacy', 73, '01a23623-0e6a-7005-888d-7166e950da0d', '01a23623-0e6a-7000-ac99-28c6a3d7fb4e', 1, 'Lines', 'featureCreated', '{"objectId": 73, "attributes": {"Name": "Pole 7", "Status": 3, "Voltage": 110}}', '2026-12-02 09:43:16.842025+00', '\x17f733cf638285ff455f93b9a3e62ba9d60ebfabc30ef19a22a8be743c328778', '0102000020110F000003000000529CA38E7EAA9340FC6F253B5EA8C1403B3AAE467659A7405E11FC6F25807B406667D13B1D89A0409AEB34D26A25BB40');
INSERT INTO public.events VALUES ('legacy', 74, '01a23623-0e6a-7005-888d-7166e950da0d', '01a23623-0e6a-7001-b408-aa9caa9068c8', 1, 'Lines', 'featureCreated', '{"objectId": 74, "attributes": {"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Status": 4, "Voltage": null}}', '2026-12-02 09:43:16.842025+00', '\xd13a864068199ebe623c0b23d0b741e8bba2066e6ec24edbb31780ee184cace6', '0102000020110F000003000000000000000022B540CDCCCCCCCCC478401904560EBD49C04000000000005CAC409A99999999F5A740F6EE8FF7EA8BBA40');
INSERT INTO public.events VALUES ('legacy', 75, '01a23623-0e6a-7005-888d-7166e950da0d', '01a23623-0e6a-7002-8a48-e724b59beb0a', 1, 'Points', 'featureCreated', '{"objectId": 75, "attributes": {"Name": "Pole 7", "Height": 3.25, "Status": 2}}', '2026-12-02 09:43:16.842025+00', '\x19b0810b623882400a1df10ba54c18f32e6560f6d9830c126d33b60ce15b8997', '0101000020110F0000000000000000634053CBD6FAE24E8640');
INSERT INTO public.events VALUES ('legacy', 76, '01a23623-0e6a-7005-888d-7166e950da0d', '01a23623-0e6a-7003-848d-f60deb80d634', 1, 'Points', 'featureCreated', '{"objectId": 76, "attributes": {"Name": "Pole 7", "Height": 3.25, "Status": 0}}', '2026-12-02 09:43:16.842025+00', '\x2b786fc77e80f09ccfca9a9b3902105f8d211287cc29528839f027f238267bee', '0101000020110F0000CDCCCCCCCCF1B840295C8FC275F9A340');
INSERT INTO public.events VALUES ('legacy', 77, '01a23623-0e6a-7005-888d-7166e950da0d', '01a23623-0e6a-7004-98fa-6d9955327df0', 1, 'Points', 'featureCreated', '{"objectId": 77, "attributes": {"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Height": 0.0000001, "Status": 1}}', '2026-12-02 09:43:16.842025+00', '\x2f9fbe1180aba8e63944dd67c87c79268d2deadcadb0b1ec1f5b2d2daa3378ec', '0101000020110F000000000000001FB540000000000058A340');
INSERT INTO public.events VALUES ('legacy', 78, '01a23623-0e71-7000-9838-0021c1e68df0', '01a23623-0d89-7003-9d13-a3edfc38ae1c', 4, 'Points', 'featureUpdated', '{"changes": {}}', '2026-12-02 09:43:16.849164+00', '\xc7508265db70701d2421db1c470299cc46ddc717e8440a4806886080195ecb0b', '0101000020110F000033333333B354B5400000000000ECB840');
INSERT INTO public.events VALUES ('legacy', 79, '01a23623-0e77-7004-b976-3004b5b565f5', '01a23623-0e77-7000-90e6-c3c938767a20', 1, 'Lines', 'featureCreated', '{"objectId": 79, "attributes": {"Name": "Pole 7", "Status": 3, "Voltage": 220}}', '2026-12-02 09:43:16.85529+00', '\x5aa55e1b7b7f5f9a9db82bd5c0c3fa541bf9b3ea43b65a66d037ee3dc2789597', '0102000020110F000003000000C520B07268B15040000000000079BE40AD6C1FF204D5C24048E17A140E41C340666666666603C340AE47E17A14B59240');
INSERT INTO public.events VALUES ('legacy', 80, '01a23623-0e77-7004-b976-3004b5b565f5', '01a23623-0e77-7001-b767-bf26adc58127', 1, 'Lines', 'featureCreated', '{"objectId": 80, "attributes": {"Name": "Pole 7", "Status": 1, "Voltage": 110}}', '2026-12-02 09:43:16.85529+00', '\x1ce0980c0ea8a92defd9169ba33a31d53d057cdad8e2ce1ed871e44b4f5c3ebc', '0102000020110F0000030000001F4773643553B940E90E62674AD095403F355EBA09D0AF400000000000B4A64060E5D0221BF9BC400000000000AEAB40');
INSERT INTO public.events VALUES ('legacy', 81, '01a23623-0e77-7004-b976-3004b5b565f5', '01a23623-0e77-7002-bfce-bbea8e898c10', 1, 'Points', 'featureCreated', '{"objectId": 81, "attributes": {"Name": "Pole 7", "Height": 1.5, "Status": 5}}', '2026-12-02 09:43:16.85529+00', '\x0083952c44bf946cb17ef890d135ece8b01beb686a82771eaf1295bc6d24d5b0', '0101000020110F0000865451BC980EC040325A4755E33CA640');
INSERT INTO public.events VALUES ('legacy', 82, '01a23623-0e77-7004-b976-3004b5b565f5', '01a23623-0e77-7003-88d8-b9d4fad130b0', 1, 'Points', 'featureCreated', '{"objectId": 82, "attributes": {"Name": "a", "Height": 12345.678, "Status": 5}}', '2026-12-02 09:43:16.85529+00', '\x710a49ce4ade242a4b4cacc231b154d74247eb6e226f7f39374f98c1427c8866', '0101000020110F000004560E2D52B2B74002F1BA7EE1AAA240');
INSERT INTO public.events VALUES ('legacy', 83, '01a23623-0e7e-7000-87be-2dac27a54881', '01a23623-0e6a-7004-98fa-6d9955327df0', 2, 'Points', 'featureDeleted', '{"objectId": 77, "attributes": {"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Height": 0.0000001, "Status": 1}}', '2026-12-02 09:43:16.862619+00', '\x03d50727d67d449730d22ffd5a889d25c3efb50140add5f4b09d38607d7afa11', '0101000020110F000000000000001FB540000000000058A340');
INSERT INTO public.events VALUES ('legacy', 84, '01a23623-0e7e-7000-87be-2dac27a54881', '01a23623-0d89-7000-9aa6-e8f4f97840f6', 3, 'Lines', 'featureDeleted', '{"objectId": 7, "attributes": {"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Status": 1, "Voltage": 110}}', '2026-12-02 09:43:16.862619+00', '\x99ed3460c7feca247e6939d829341784ac72c3b8c95580998cdd3151b4c7252f', '0102000020110F0000030000008B51D7DAAF99BA408FC2F5281C26C24066666666E674B440000000000084BD40A3CA30EEBAFAC0408FC2F528DC61BC40');
INSERT INTO public.events VALUES ('legacy', 85, '01a23623-0e86-7000-a199-ecbbb7b139a2', '01a23623-0d89-7003-9d13-a3edfc38ae1c', 5, 'Points', 'featureUpdated', '{"changes": {"Status": {"new": 8, "old": 7}}}', '2026-12-02 09:43:16.870601+00', '\x566a9df52adc7ab07a5371ddc300ac488c73160a19a1760e781bd8076f20ea37', NULL);
INSERT INTO public.events VALUES ('legacy', 86, '01a23623-0e86-7000-a199-ecbbb7b139a2', '01a23623-0e77-7000-90e6-c3c938767a20', 2, 'Lines', 'featureUpdated', '{"changes": {"Status": {"new": 5, "old": 3}}}', '2026-12-02 09:43:16.870601+00', '\x177926405e10d3d49839542364f4a39e2d51c8b34306ffac473db7c3ec4b0143', NULL);
INSERT INTO public.events VALUES ('legacy', 87, '01a23623-0e86-7000-a199-ecbbb7b139a2', '01a23623-0e0d-7001-a1a7-1de0408ddc0e', 3, 'Lines', 'featureUpdated', '{"changes": {}}', '2026-12-02 09:43:16.870601+00', '\x6a1530ec445c4dc1e37de745e68695b4fdcc67be0311faf1552cde9819b13c4a', '0102000020110F00000300000033333333B368B1400000000000D8954033333333B3E0C2400000000000349240B7EEE6A98E35C240713D0AD70309C240');
INSERT INTO public.events VALUES ('legacy', 88, '01a23623-0e8d-7005-ab08-911edb7e35f6', '01a23623-0e8d-7000-bb45-274f201dc865', 1, 'Points', 'featureCreated', '{"objectId": 88, "attributes": {"Name": "Pole 7", "Height": 1.5, "Status": 2}}', '2026-12-02 09:43:16.877684+00', '\xedb39edbeb175c80b25a5f4819d356a73062a37b2300dc638b4d76f442680127', '0101000020110F000000000000007FB0409BE61DA76826B140');
INSERT INTO public.events VALUES ('legacy', 89, '01a23623-0e8d-7005-ab08-911edb7e35f6', '01a23623-0e8d-7001-9e63-238cb21bedaa', 1, 'Points', 'featureCreated', '{"objectId": 89, "attributes": {"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Height": 12345.678, "Status": 0}}', '2026-12-02 09:43:16.877684+00', '\x8cbbf2a89be113d3e17e116ab0c817478af533bbe8cebd925aff1ba0f90a66e4', '0101000020110F0000255D33F96245BA40685C38104A8BC140');
INSERT INTO public.events VALUES ('legacy', 90, '01a23623-0e8d-7005-ab08-911edb7e35f6', '01a23623-0e8d-7002-a721-e4da7ae75cb3', 1, 'Points', 'featureCreated', '{"objectId": 90, "attributes": {"Name": "a", "Height": 0.0000001, "Status": 2}}', '2026-12-02 09:43:16.877684+00', '\x35e3583ec7e419d9e37a9e2fcc80f746f92aee1f1f060942e323c9c51f350e15', '0101000020110F0000000000008032C2400000000000002E40');
INSERT INTO public.events VALUES ('legacy', 91, '01a23623-0e8d-7005-ab08-911edb7e35f6', '01a23623-0e8d-7003-a097-41838830ef1f', 1, 'Points', 'featureCreated', '{"objectId": 91, "attributes": {"Name": "a", "Height": null, "Status": 5}}', '2026-12-02 09:43:16.877684+00', '\x50732a832708f9328a426f0b1f633314d251976d3bbfc1aa1fb51cb5e6ac491a', '0101000020110F0000000000000038B1404C378941204A8940');
INSERT INTO public.events VALUES ('legacy', 92, '01a23623-0e8d-7005-ab08-911edb7e35f6', '01a23623-0e8d-7004-a49a-90e08522b292', 1, 'Points', 'featureCreated', '{"objectId": 92, "attributes": {"Name": "Ünïcode \"q\"", "Height": 10, "Status": 3}}', '2026-12-02 09:43:16.877684+00', '\x3a413950bf30da4fc806290af5c638968f4e83f03483c72c5ddefa96908f5f19', '0101000020110F0000B4E6C75F7ACBAF40CDCCCCCC4CA8B840');
INSERT INTO public.events VALUES ('legacy', 93, '01a23623-0e95-7000-93b0-2cdfe6c07b43', '01a23623-0e6a-7003-848d-f60deb80d634', 2, 'Points', 'featureUpdated', '{"changes": {}}', '2026-12-02 09:43:16.885421+00', '\xff8e2ea5ab859dadc88d07edf1b6f6660498de312762b093635080cc8d6ab310', '0101000020110F000040F67AF737529540D712F2411F02BA40');
INSERT INTO public.events VALUES ('legacy', 94, '01a23623-0e95-7000-93b0-2cdfe6c07b43', '01a23623-0e0d-7000-a412-29fb0910b09a', 2, 'Points', 'featureUpdated', '{"changes": {"Status": {"new": 6, "old": 0}}}', '2026-12-02 09:43:16.885421+00', '\x2c593c1f93b9d7f5a111aa835704c494db9d0167d602e89c61d8c76ab677389f', NULL);
INSERT INTO public.events VALUES ('legacy', 95, '01a23623-0e95-7000-93b0-2cdfe6c07b43', '01a23623-0dbb-7000-b95f-95a6d8b236de', 2, 'Lines', 'featureUpdated', '{"changes": {}}', '2026-12-02 09:43:16.885421+00', '\x884ce17fe39d37e3d3028302c8cd7f9a1bb7e82c9c97b50b55d1d90d6e9d1c16', NULL);
INSERT INTO public.events VALUES ('legacy', 96, '01a23623-0e95-7000-93b0-2cdfe6c07b43', '01a23623-0dbb-7002-8bd5-addc80cc5fb9', 4, 'Lines', 'featureDeleted', '{"objectId": 28, "attributes": {"Name": "a", "Status": 1, "Voltage": 220}}', '2026-12-02 09:43:16.885421+00', '\x50be61e7f47a0bfd866451a6b6aed473e578d55850c6f6ffb38e603ccd3f007e', '0102000020110F0000030000001D5A643BFFBBC1400000000000C6BC40CDCCCCCC4CAAB340CDE9B298F8CCB740CDCCCCCCCCB9BF40CDCCCCCC0C44B540');
INSERT INTO public.events VALUES ('legacy', 97, '01a23623-0e9e-7000-bf2c-8546cc75404a', '01a23623-0e64-7001-847a-92e63f11d811', 2, 'Lines', 'featureUpdated', '{"changes": {}}', '2026-12-02 09:43:16.894359+00', '\x471b7a3403267b87734d1ffae175a7c215dd33fc82f7e79d11d8581b6ea38fcd', '0102000020110F000003000000000000008099C040B6F3FDD448BAAD40593673487A1CA540000000000044B3400000000000E4B440000000008050C040');
INSERT INTO public.events VALUES ('legacy', 98, '01a23623-0e9e-7000-bf2c-8546cc75404a', '01a23623-0dca-7000-b0a4-28b4b2f17038', 3, 'Lines', 'featureUpdated', '{"changes": {"Status": {"new": 0, "old": 2}}}', '2026-12-02 09:43:16.894359+00', '\x9e92bc153f880e7e3ef63d7fb4b890d7ee50d95b67f21da6c79bac211726185a', NULL);
INSERT INTO public.events VALUES ('legacy', 99, '01a23623-0e9e-7000-bf2c-8546cc75404a', '01a23623-0e14-7000-8f0f-bc6308f380b9', 4, 'Points', 'featureUpdated', '{"changes": {}}', '2026-12-02 09:43:16.894359+00', '\xcebe24969d08b0963a1783aba3e6747e09e600919cbd55573d3d148513ee38ec', '0101000020110F0000F0A7C64B375DB540000000000075B040');
INSERT INTO public.events VALUES ('legacy', 100, '01a23623-0ea6-7000-a3d7-53664941bf50', '01a23623-0e14-7002-a6e8-5b6646a9451f', 2, 'Lines', 'featureUpdated', '{"changes": {"Status": {"new": 4, "old": 5}}}', '2026-12-02 09:43:16.902928+00', '\x8c7d71255e987694b88f5d0d6d6890913a596c2a55dd23496b3708a3a5ca33e2', NULL);
INSERT INTO public.events VALUES ('legacy', 101, '01a23623-0ea6-7000-a3d7-53664941bf50', '01a23623-0e77-7000-90e6-c3c938767a20', 3, 'Lines', 'featureUpdated', '{"changes": {"Status": {"new": 9, "old": 5}}}', '2026-12-02 09:43:16.902928+00', '\x3056a2607c8114a63c7b3c9f09bc4b28ddff80df38865452ba603f0a2f547690', NULL);
INSERT INTO public.events VALUES ('legacy', 102, '01a23623-0ea6-7000-a3d7-53664941bf50', '01a23623-0e64-7002-8539-1625ccb3d30a', 2, 'Points', 'featureUpdated', '{"changes": {}}', '2026-12-02 09:43:16.902928+00', '\x155340277da01c3d222a86c6535e4ef16e46773ff3490670a43173a1ccc9e558', '0101000020110F00004ACE893DFE22C340713D0AD7236AC040');
INSERT INTO public.events VALUES ('legacy', 106, '01a23623-0eb6-7004-8e13-5b1339288d2a', '01a23623-0eb6-7000-8f88-f362c59b3b24', 1, 'Points', 'featureCreated', '{"objectId": 106, "attributes": {"Name": "Ünïcode \"q\"", "Height": 12345.678, "Status": 3}}', '2026-12-02 09:43:16.918809+00', '\x9545aadec32bc6c7d53863d3faf33e81969d54694321ab2d8a4eadf0673a6081', '0101000020110F0000C520B07268F5814068791EDCCD57A740');
INSERT INTO public.events VALUES ('legacy', 107, '01a23623-0eb6-7004-8e13-5b1339288d2a', '01a23623-0eb6-7001-86a6-6bd4b6305932', 1, 'Points', 'featureCreated', '{"objectId": 107, "attributes": {"Name": "Pole 7", "Height": 0.0000001, "Status": 0}}', '2026-12-02 09:43:16.918809+00', '\xaaf92f699808cb19dc4c1933abacb00a8850dc5a327205e1aea3182cc096026f', '0101000020110F0000000000000069C2400000000000E6A940');
INSERT INTO public.events VALUES ('legacy', 108, '01a23623-0eb6-7004-8e13-5b1339288d2a', '01a23623-0eb6-7002-bd2d-d6c38f0ac714', 1, 'Points', 'featureCreated', '{"objectId": 108, "attributes": {"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Height": 1.5, "Status": 4}}', '2026-12-02 09:43:16.918809+00', '\x474299283c0f92f21587a82c7f448128e9a6243603aa872d266c252454bdd9af', '0101000020110F000014AE47E12AA3C240E17A14AE47D49940');
INSERT INTO public.events VALUES ('legacy', 109, '01a23623-0eb6-7004-8e13-5b1339288d2a', '01a23623-0eb6-7003-bef2-d5e5682a5db0', 1, 'Points', 'featureCreated', '{"objectId": 109, "attributes": {"Name": "a", "Height": 3.25, "Status": 0}}', '2026-12-02 09:43:16.918809+00', '\x065b42eccba24fb441e10297fe373c6f437620eba9ed236b5a5454981cbe741b', '0101000020110F000060AB048B27CBBD40000000000083BB40');
INSERT INTO public.events VALUES ('legacy', 110, '01a23623-0ebd-7000-8295-7ec8a0dc343d', '01a23623-0e0d-7000-a412-29fb0910b09a', 3, 'Points', 'featureUpdated', '{"changes": {"Status": {"new": 1, "old": 6}}}', '2026-12-02 09:43:16.925144+00', '\x0e7c05f6c90d90432ca9c78248fe6b4e119ec6be6c733dfcf8bb3df54066305b', NULL);
INSERT INTO public.events VALUES ('legacy', 111, '01a23623-0ec3-7004-9f3e-93d3d73b5727', '01a23623-0ec3-7000-8128-829faa91c5b7', 1, 'Points', 'featureCreated', '{"objectId": 111, "attributes": {"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Height": null, "Status": 4}}', '2026-12-02 09:43:16.931598+00', '\xcf8c53b30d47a88e01f37af40321ba04a92630d6e49855320b7f3fa028565a74', '0101000020110F00009A99999999D598405C381092A52AA040');
INSERT INTO public.events VALUES ('legacy', 112, '01a23623-0ec3-7004-9f3e-93d3d73b5727', '01a23623-0ec3-7001-a30f-fb1dd71786d6', 1, 'Points', 'featureCreated', '{"objectId": 112, "attributes": {"Name": "Pole 7", "Height": 3.25, "Status": 2}}', '2026-12-02 09:43:16.931598+00', '\x2777430098466515a4916caefc7254c03d27d5227d1337d7fbaf49afcd2e3fcb', '0101000020110F000033A7CB629E39B7400000000000289C40');
INSERT INTO public.events VALUES ('legacy', 113, '01a23623-0ec3-7004-9f3e-93d3d73b5727', '01a23623-0ec3-7002-8611-bc7f7fe6d953', 1, 'Points', 'featureCreated', '{"objectId": 113, "attributes": {"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Height": null, "Status": 2}}', '2026-12-02 09:43:16.931598+00', '\xbf98eacdc19319445d91ed4da6115a391c39967056c54a3e1375f698f0bebb78', '0101000020110F0000000000000041C24093E34EE9F06BA640');
INSERT INTO public.events VALUES ('legacy', 114, '01a23623-0ec3-7004-9f3e-93d3d73b5727', '01a23623-0ec3-7003-acf3-a0019409777d', 1, 'Lines', 'featureCreated', '{"objectId": 114, "attributes": {"Name": "a", "Status": 2, "Voltage": 110}}', '2026-12-02 09:43:16.931598+00', '\x5553eec2c6b98794ca155a17712fb4e68d49569d8ade4f3eb6bfc6ca3a818ab4', '0102000020110F00000300000000000000003BB3400000000000C088400000000000387240609335EA61C4884096D05D123714B340AE47E17A14F3BF40');
INSERT INTO public.events VALUES ('legacy', 115, '01a23623-0eca-7000-8fcf-d1ca4743b257', '01a23623-0e0d-7002-9c6c-dacf5219e706', 3, 'Lines', 'featureUpdated', '{"changes": {"Status": {"new": 4, "old": 0}}}', '2026-12-02 09:43:16.938756+00', '\x88d7c465d6efaf6136ae0f9e39754265db7ce1d008e2ff844e2028903f1c506f', NULL);
INSERT INTO public.events VALUES ('legacy', 103, '01a23623-0eaf-7000-b229-e07a361b280a', '01a23623-0e6a-7002-8a48-e724b59beb0a', 2, 'Points', 'featureUpdated', '{"changes": {"Status": {"new": 7, "old": 2}}}', '2026-12-02 09:43:16.91168+00', '\xae821fed83bbed43c412c9a943afe14d4f6b24625ebb9f0bcd2298f21fa2770a', NULL);
INSERT INTO public.events VALUES ('legacy', 104, '01a23623-0eaf-7000-b229-e07a361b280a', '01a23623-0e14-7000-8f0f-bc6308f380b9', 5, 'Points', 'featureUpdated', '{"changes": {}}', '2026-12-02 09:43:16.91168+00', '\x8c322ef5ad47d61c4bcdbad83780c21c21de19cfe67dff27c9175a35e133017d', '0101000020110F00004582A9661E71BC4000000000009C9940');
INSERT INTO public.events VALUES ('legacy', 105, '01a23623-0eaf-7000-b229-e07a361b280a', '01a23623-0d7d-7001-b98a-509ccf5e234b', 2, 'Points', 'featureUpdated', '{"changes": {"Status": {"new": 7, "old": 0}}}', '2026-12-02 09:43:16.91168+00', '\x38171a0b930e03c64b9bec92bbe55988df3e347c41784ab0e1a9c3a65548526e', NULL);
INSERT INTO public.events VALUES ('legacy', 227, '01a23623-1040-7000-9f76-357ac8bf0f59', '01a23623-0eb6-7001-86a6-6bd4b6305932', 2, 'Points', 'featureUpdated', '{"changes": {}}', '2026-12-02 09:43:17.312497+00', '\x755112f42a4600e0536cca7f0ea38ca64286c96674d4d2fb8d17f7cbd41b8b3c', NULL);
INSERT INTO public.events VALUES ('legacy', 228, '01a23623-1040-7000-9f76-357ac8bf0f59', '01a23623-0eb6-7002-bd2d-d6c38f0ac714', 2, 'Points', 'featureUpdated', '{"changes": {"Status": {"new": 0, "old": 4}}}', '2026-12-02 09:43:17.312497+00', '\x3cc6774910940a11f528d5baa5505ffeeb08edaf779ae00db289a02b4849896b', NULL);
INSERT INTO public.events VALUES ('legacy', 229, '01a23623-1040-7000-9f76-357ac8bf0f59', '01a23623-0e8d-7002-a721-e4da7ae75cb3', 4, 'Points', 'featureDeleted', '{"objectId": 90, "attributes": {"Name": "a", "Height": 0.0000001, "Status": 2}}', '2026-12-02 09:43:17.312497+00', '\xe697c1e3191fc7e6f2ab078353ea72f862dd530d571fb8a3001807b22d4f7a8f', '0101000020110F00000000000000AAA540000000008020C040');
INSERT INTO public.events VALUES ('legacy', 230, '01a23623-1040-7000-9f76-357ac8bf0f59', '01a23623-0e14-7004-acc1-efd2f034f03a', 4, 'Lines', 'featureDeleted', '{"objectId": 52, "attributes": {"Name": "Ünïcode \"q\"", "Status": 5, "Voltage": 220}}', '2026-12-02 09:43:17.312497+00', '\x1f1fb096379a9673985eb538ae5b7e450383cf31fdb89fd9c74df6d504b1fcb1', '0102000020110F0000030000000BB8E7F9635C954000000000005DB340CDCCCCCCCCA8A5409B1BD3132E07B940FED478E9C66FBC4066666666E693A040');
INSERT INTO public.events VALUES ('legacy', 116, '01a23623-0eca-7000-8fcf-d1ca4743b257', '01a23623-0e64-7000-83be-4b05478c7479', 2, 'Lines', 'featureUpdated', '{"changes": {}}', '2026-12-02 09:43:16.938756+00', '\x09efb08d29fd65567700677b4b1362343edf85699a9ad7c4328eb29d7288d635', '0102000020110F000003000000000000000008C040098A1F6336EFB540000000000014B3406F2F698CB283C34066666666E66BC04060B01BB64D23A340');
INSERT INTO public.events VALUES ('legacy', 117, '01a23623-0eca-7000-8fcf-d1ca4743b257', '01a23623-0ec3-7001-a30f-fb1dd71786d6', 2, 'Points', 'featureUpdated', '{"changes": {"Status": {"new": 4, "old": 2}}}', '2026-12-02 09:43:16.938756+00', '\xd20cb5d55e8b24cdca67e112b8351c9245120dd891ec2cf196b03c4ec23f31c7', NULL);
INSERT INTO public.events VALUES ('legacy', 118, '01a23623-0eca-7000-8fcf-d1ca4743b257', '01a23623-0ec3-7002-8611-bc7f7fe6d953', 2, 'Points', 'featureDeleted', '{"objectId": 113, "attributes": {"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Height": null, "Status": 2}}', '2026-12-02 09:43:16.938756+00', '\xff8447df7363ed9c91eed7d5d4146dcd79173f6be701c17d02df757f40b48fb3', '0101000020110F0000000000000041C24093E34EE9F06BA640');
INSERT INTO public.events VALUES ('legacy', 119, '01a23623-0ed1-7006-b1eb-2f478b7436b2', '01a23623-0ed1-7000-8c34-2ddec247f8b4', 1, 'Points', 'featureCreated', '{"objectId": 119, "attributes": {"Name": "a", "Height": 10, "Status": 4}}', '2026-12-02 09:43:16.945552+00', '\x3fafdb1ff818c73143c343a56f35d0f8128f9f7ae3810d7ef8137a658cef163c', '0101000020110F00009E29745E5366B640713D0AD72385B640');
INSERT INTO public.events VALUES ('legacy', 120, '01a23623-0ed1-7006-b1eb-2f478b7436b2', '01a23623-0ed1-7001-a92c-f3e84d8a07f4', 1, 'Points', 'featureCreated', '{"objectId": 120, "attributes": {"Name": "Pole 7", "Height": 10, "Status": 4}}', '2026-12-02 09:43:16.945552+00', '\x6792e74057618d3f8890a3c0a568ba33caab510ffe66e2b369a1a196bbc880d8', '0101000020110F0000A3CC0699FCEBB840000000000091C240');
INSERT INTO public.events VALUES ('legacy', 121, '01a23623-0ed1-7006-b1eb-2f478b7436b2', '01a23623-0ed1-7002-a94d-1a223e3f63fd', 1, 'Points', 'featureCreated', '{"objectId": 121, "attributes": {"Name": "Ünïcode \"q\"", "Height": 0.0000001, "Status": 0}}', '2026-12-02 09:43:16.945552+00', '\x9f21535e665322b0b83977815b9d3990235864f56245b26d919ed0ebf1aff448', '0101000020110F0000E3E2A8DCF4A1A440000000000074C240');
INSERT INTO public.events VALUES ('legacy', 122, '01a23623-0ed1-7006-b1eb-2f478b7436b2', '01a23623-0ed1-7003-b348-f7fa089f3a44', 1, 'Lines', 'featureCreated', '{"objectId": 122, "attributes": {"Name": "a", "Status": 5, "Voltage": 110}}', '2026-12-02 09:43:16.945552+00', '\x2a8054214f8ab7bfadc648073335d8e6da8b0de2a06d9e291c5e5fa9d384076b', '0102000020110F000003000000C74B378981D1A740789CA223B92C82400000000000004D40A4703D0A5788BA400000000000C887400000000000808840');
INSERT INTO public.events VALUES ('legacy', 123, '01a23623-0ed1-7006-b1eb-2f478b7436b2', '01a23623-0ed1-7004-8349-dd9182406991', 1, 'Lines', 'featureCreated', '{"objectId": 123, "attributes": {"Name": "a", "Status": 3, "Voltage": null}}', '2026-12-02 09:43:16.945552+00', '\x73c538aa999dbfc4cd382fa597030a90d772645d580cfb5dd0935ec4d14d4550', '0102000020110F0000030000004E621058F926B94000000000000CC140000000000035B14051A04FE4A1CDBE4033333333B324B340E17A14AEC7C3A940');
INSERT INTO public.events VALUES ('legacy', 124, '01a23623-0ed1-7006-b1eb-2f478b7436b2', '01a23623-0ed1-7005-ba74-7903b5a59dfa', 1, 'Lines', 'featureCreated', '{"objectId": 124, "attributes": {"Name": "Pole 7", "Status": 2, "Voltage": 220}}', '2026-12-02 09:43:16.945552+00', '\x9b2884186a6ca00be6b9f9a003e255355d4149357a51a677a0caa3c0cafd2b22', '0102000020110F0000030000000000000000F0A9400000000000309140AC1C5A647BA0A540000000000006A2408195438B6C2B96400000000000B08440');
INSERT INTO public.events VALUES ('legacy', 125, '01a23623-0ee3-7000-9f8e-96d86984f540', '01a23623-0e6a-7002-8a48-e724b59beb0a', 3, 'Points', 'featureUpdated', '{"changes": {"Status": {"new": 2, "old": 7}}}', '2026-12-02 09:43:16.963717+00', '\xc38099e944b87fe15f2b823e9c510b4781326b38d36afe908b0cc7d04ec4d589', NULL);
INSERT INTO public.events VALUES ('legacy', 126, '01a23623-0ee3-7000-9f8e-96d86984f540', '01a23623-0e14-7000-8f0f-bc6308f380b9', 6, 'Points', 'featureUpdated', '{"changes": {}}', '2026-12-02 09:43:16.963717+00', '\x7497a59910c2082c14661caa8c57f0b4e93f760fe9b566aa3f63f7b609a1344a', '0101000020110F0000F0A7C64B375DB540000000000075B040');
INSERT INTO public.events VALUES ('legacy', 127, '01a23623-0ee3-7000-9f8e-96d86984f540', '01a23623-0d7d-7001-b98a-509ccf5e234b', 3, 'Points', 'featureUpdated', '{"changes": {"Status": {"new": 0, "old": 7}}}', '2026-12-02 09:43:16.963717+00', '\x58f23696561332319a29825614bc189aaadd22c7f0d42ac0da3e637132aa91fa', NULL);
INSERT INTO public.events VALUES ('legacy', 128, '01a23623-0ef5-7000-9750-684365ef2a1b', '01a23623-0e6a-7002-8a48-e724b59beb0a', 4, 'Points', 'featureUpdated', '{"changes": {"Status": {"new": 7, "old": 2}}}', '2026-12-02 09:43:16.98129+00', '\x7409ac4687459a475ff40d611556c459da87354699f714ac48acefd4ed6d3002', NULL);
INSERT INTO public.events VALUES ('legacy', 129, '01a23623-0ef5-7000-9750-684365ef2a1b', '01a23623-0e14-7000-8f0f-bc6308f380b9', 7, 'Points', 'featureUpdated', '{"changes": {}}', '2026-12-02 09:43:16.98129+00', '\xc7ccecd7039e89b248b6f32067b56fa196e87db68dc01f918b18d4316b410825', '0101000020110F00004582A9661E71BC4000000000009C9940');
INSERT INTO public.events VALUES ('legacy', 130, '01a23623-0ef5-7000-9750-684365ef2a1b', '01a23623-0d7d-7001-b98a-509ccf5e234b', 4, 'Points', 'featureUpdated', '{"changes": {"Status": {"new": 7, "old": 0}}}', '2026-12-02 09:43:16.98129+00', '\xb308dd610a3ddb4b784dd1459e49e08da8188b4488c0aa9bf9464540dc5529d8', NULL);
INSERT INTO public.events VALUES ('legacy', 131, '01a23623-0f08-7000-ad3d-f14d29ada38f', '01a23623-0e6a-7002-8a48-e724b59beb0a', 5, 'Points', 'featureUpdated', '{"changes": {"Status": {"new": 2, "old": 7}}}', '2026-12-02 09:43:17.000379+00', '\x3641ae1e3ed00f79dfd51ff1c976cc54c36ee1120fd00387cff9768debf1b451', NULL);
INSERT INTO public.events VALUES ('legacy', 132, '01a23623-0f08-7000-ad3d-f14d29ada38f', '01a23623-0e14-7000-8f0f-bc6308f380b9', 8, 'Points', 'featureUpdated', '{"changes": {}}', '2026-12-02 09:43:17.000379+00', '\xf6cd5cb9f5ff68e84db84d41a6a004081c6904ca87b892473f0d25427012fe1e', '0101000020110F0000F0A7C64B375DB540000000000075B040');
INSERT INTO public.events VALUES ('legacy', 133, '01a23623-0f08-7000-ad3d-f14d29ada38f', '01a23623-0d7d-7001-b98a-509ccf5e234b', 5, 'Points', 'featureUpdated', '{"changes": {"Status": {"new": 0, "old": 7}}}', '2026-12-02 09:43:17.000379+00', '\x11c708ecaa0cc7bca75bed16b693ec70923c710573da64db3e3be42ac1eec9d5', NULL);
INSERT INTO public.events VALUES ('legacy', 134, '01a23623-0f28-7000-9fc6-4ac8b5319ed1', '01a23623-0e0d-7003-8b74-d88eef2a57fa', 2, 'Lines', 'featureUpdated', '{"changes": {"Status": {"new": 1, "old": 2}}}', '2026-12-02 09:43:17.032141+00', '\x3d86aaec31cd0de5239a56e396233bd3534baf44f39bb7a5ce45e88e6aceea70', NULL);
INSERT INTO public.events VALUES ('legacy', 135, '01a23623-0f28-7000-9fc6-4ac8b5319ed1', '01a23623-0dbb-7000-b95f-95a6d8b236de', 3, 'Lines', 'featureUpdated', '{"changes": {"Status": {"new": 4, "old": 0}}}', '2026-12-02 09:43:17.032141+00', '\xbcff85d6cab166017cf744bd40c2a0c03b419078940bc453046db0d2cee320b1', NULL);
INSERT INTO public.events VALUES ('legacy', 136, '01a23623-0f28-7000-9fc6-4ac8b5319ed1', '01a23623-0e8d-7000-bb45-274f201dc865', 2, 'Points', 'featureUpdated', '{"changes": {}}', '2026-12-02 09:43:17.032141+00', '\xf3b7c7c1a051f5fce7f43d7623fd676235b8157ca3576bff8edaccc1dbfb6707', '0101000020110F0000000000000008BD40D7A3703D8A72A640');
INSERT INTO public.events VALUES ('legacy', 137, '01a23623-0f28-7000-9fc6-4ac8b5319ed1', '01a23623-0e14-7000-8f0f-bc6308f380b9', 9, 'Points', 'featureDeleted', '{"objectId": 48, "attributes": {"Name": "a", "Height": 10, "Status": 1}}', '2026-12-02 09:43:17.032141+00', '\x29a8751a266fabe391252a21130eba077a01a4c6615d9c10dabd0f81886f91b3', '0101000020110F0000F0A7C64B375DB540000000000075B040');
INSERT INTO public.events VALUES ('legacy', 138, '01a23623-0f31-7000-85de-eb3e0c9b6b2c', '01a23623-0ec3-7000-8128-829faa91c5b7', 2, 'Points', 'featureUpdated', '{"changes": {}}', '2026-12-02 09:43:17.041512+00', '\x6a908e610be160067c207e3af980b5825b578d9072207c5b9d213e2243e7d9b8', '0101000020110F0000DC4603784BB6A640E17A14AE47AC9140');
INSERT INTO public.events VALUES ('legacy', 139, '01a23623-0f31-7000-85de-eb3e0c9b6b2c', '01a23623-0ed1-7005-ba74-7903b5a59dfa', 2, 'Lines', 'featureUpdated', '{"changes": {"Status": {"new": 3, "old": 2}}}', '2026-12-02 09:43:17.041512+00', '\x2de6a9d9ca8dc7140a6b12f59de31d62d4827caf0ae714019a63b8ca478606ed', NULL);
INSERT INTO public.events VALUES ('legacy', 140, '01a23623-0f39-7000-915d-7cc6da322d16', '01a23623-0d89-7002-8d5c-307485a510fd', 3, 'Points', 'featureUpdated', '{"changes": {"Status": {"new": 0, "old": 4}}}', '2026-12-02 09:43:17.049149+00', '\x4deba552ec9d5ee6db898ff834887499c7f4c1ec2cab5be3d6267eef5594980f', NULL);
INSERT INTO public.events VALUES ('legacy', 141, '01a23623-0f39-7000-915d-7cc6da322d16', '01a23623-0e0d-7001-a1a7-1de0408ddc0e', 4, 'Lines', 'featureUpdated', '{"changes": {}}', '2026-12-02 09:43:17.049149+00', '\xb9f601b5ed3edb7ccff85e8c162745cc02db93247f6d78ebf8a991688fc8e1c0', '0102000020110F000003000000E3A59BC460F0A240C3F5285C8F4DC1403333333333CDAE40088F368E587F6B40000000000050A140000000008069C340');
INSERT INTO public.events VALUES ('legacy', 142, '01a23623-0f40-7000-87f6-b0878e8b4e7f', '01a23623-0e8d-7000-bb45-274f201dc865', 3, 'Points', 'featureUpdated', '{"changes": {}}', '2026-12-02 09:43:17.055996+00', '\x2688c023370b52dfb8bcf92871b87d1007986283dea0737357ff7d3c4e99af0f', NULL);
INSERT INTO public.events VALUES ('legacy', 143, '01a23623-0f48-7000-b62d-405569c0dc72', '01a23623-0e8d-7002-a721-e4da7ae75cb3', 2, 'Points', 'featureUpdated', '{"changes": {}}', '2026-12-02 09:43:17.064252+00', '\xdd7fddeb43b8d48fe7c6fffeaf6819a9b65f076dadf4502ffbc53d3b5eb95d3a', '0101000020110F0000666666666664A24096218E75A16EC340');
INSERT INTO public.events VALUES ('legacy', 144, '01a23623-0f52-7000-bec7-90de7a922a24', '01a23623-0e64-7001-847a-92e63f11d811', 3, 'Lines', 'featureUpdated', '{"changes": {}}', '2026-12-02 09:43:17.074677+00', '\x8ec6595a90d2112321c3351078c8f64aaee9468655838d151f064a61c1589c26', '0102000020110F0000030000009ED2C1FA0FDFBA40295C8FC2F58846404C88B9A4EE52B3400000000000F8AC40CDCCCCCCCC2FC340000000008024C240');
INSERT INTO public.events VALUES ('legacy', 145, '01a23623-0f52-7000-bec7-90de7a922a24', '01a23623-0d89-7001-903b-c85f67224d01', 4, 'Lines', 'featureUpdated', '{"changes": {"Status": {"new": 7, "old": 3}}}', '2026-12-02 09:43:17.074677+00', '\x57363dbfddd3494a8efd086fe85c6f4ce82f9864134b00ce429a7e6d97429843', NULL);
INSERT INTO public.events VALUES ('legacy', 146, '01a23623-0f52-7000-bec7-90de7a922a24', '01a23623-0dbb-7000-b95f-95a6d8b236de', 4, 'Lines', 'featureUpdated', '{"changes": {"Status": {"new": 9, "old": 4}}}', '2026-12-02 09:43:17.074677+00', '\xddde1248343111971d3882696149766b001320853b10e0b0070f641f95db1edc', NULL);
INSERT INTO public.events VALUES ('legacy', 147, '01a23623-0f52-7000-bec7-90de7a922a24', '01a23623-0e0d-7001-a1a7-1de0408ddc0e', 5, 'Lines', 'featureUpdated', '{"changes": {}}', '2026-12-02 09:43:17.074677+00', '\xf76b428b48b1df71422aa746634c351c51a916ed9e7b1cde4ca4728243593a5e', '0102000020110F0000030000009B5434D65EC78A403AAFB14B74B59C40D07F0F5EFBC09240C2120F281BB285400000000000C0B040CDE49B6D0E209740');
INSERT INTO public.events VALUES ('legacy', 148, '01a23623-0f5b-7002-83b8-1d5111e05644', '01a23623-0f5b-7000-b8c0-68f3a1f7b5bb', 1, 'Points', 'featureCreated', '{"objectId": 148, "attributes": {"Name": "Pole 7", "Height": 3.25, "Status": 0}}', '2026-12-02 09:43:17.083536+00', '\x25e384f23e1070eaa84b66df6d5d1bc7f335ce9cc16698eb47ea2dcabb2c51ef', '0101000020110F00000000000000CA91408121AB5BB53AC140');
INSERT INTO public.events VALUES ('legacy', 149, '01a23623-0f5b-7002-83b8-1d5111e05644', '01a23623-0f5b-7001-87c4-21659e7f4da9', 1, 'Lines', 'featureCreated', '{"objectId": 149, "attributes": {"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Status": 2, "Voltage": null}}', '2026-12-02 09:43:17.083536+00', '\xa5b2d90b76b699bf28058c26441b048b8663404046c15016684d0dcab0a6747d', '0102000020110F0000030000006B64575AF8D9C040D7A3703DAA13C34078279F1E0BB59040713D0AD7A36C87409A9999995980C040D6E253001464B840');
INSERT INTO public.events VALUES ('legacy', 150, '01a23623-0f63-7001-bdee-f0782e814bf9', '01a23623-0f63-7000-acbd-3e30b16f5551', 1, 'Points', 'featureCreated', '{"objectId": 150, "attributes": {"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Height": 12345.678, "Status": 1}}', '2026-12-02 09:43:17.091083+00', '\xe7fcb820e7cf9dabaf8eaab238110c4f12988694544503572f222a763bdc4b38', '0101000020110F0000A8C64B37E924BD400000000000C49A40');
INSERT INTO public.events VALUES ('legacy', 151, '01a23623-0f6a-7006-9b56-b958345eaf92', '01a23623-0f6a-7000-b8a5-a22415fb6d0f', 1, 'Lines', 'featureCreated', '{"objectId": 151, "attributes": {"Name": "Ünïcode \"q\"", "Status": 5, "Voltage": 110}}', '2026-12-02 09:43:17.098239+00', '\x36cbcb613f742b20fc57a8d4c4df26358cd667a5199bd193490b0d28f90043cb', '0102000020110F00000300000091291F82666CBF400000000000608740D122DBF97E6AD43F000000000032A240F2D24D627011BF40F60B76C3FE2DB440');
INSERT INTO public.events VALUES ('legacy', 152, '01a23623-0f6a-7006-9b56-b958345eaf92', '01a23623-0f6a-7001-9acc-18cbf02974de', 1, 'Lines', 'featureCreated', '{"objectId": 152, "attributes": {"Name": "a", "Status": 5, "Voltage": 220}}', '2026-12-02 09:43:17.098239+00', '\x9d51fe1c5d682b35a5c21689bd4bda88bd07a03661213f41c23e0b22c32e05a1', '0102000020110F000003000000CDCCCCCC4C2794400000000000A49340000000000026A0400000000000B2A240CBA145B6F3A2A9400000000080A5C040');
INSERT INTO public.events VALUES ('legacy', 153, '01a23623-0f6a-7006-9b56-b958345eaf92', '01a23623-0f6a-7002-9fe9-f269ea11811c', 1, 'Lines', 'featureCreated', '{"objectId": 153, "attributes": {"Name": "Pole 7", "Status": 4, "Voltage": 110}}', '2026-12-02 09:43:17.098239+00', '\xc6c4d6d26bdc80b1afe840693cfdec70224e25c925bd29854cc196bc9f62ad90', '0102000020110F000003000000A48E8EABB975C3400C0742B248F0C0402AC58EC6E195A740E700C11C5D8BB1401AFB928D2B21B440CDCCCCCCCC4AB940');
INSERT INTO public.events VALUES ('legacy', 154, '01a23623-0f6a-7006-9b56-b958345eaf92', '01a23623-0f6a-7003-bdcd-90211dba2f46', 1, 'Lines', 'featureCreated', '{"objectId": 154, "attributes": {"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Status": 5, "Voltage": 220}}', '2026-12-02 09:43:17.098239+00', '\xf01c7c155b440a5750625f73f38ea5a3f7e4e9ecb22de77fb228fcd7358f68f1', '0102000020110F000003000000C556D0B45C15A440D7A3703D0A76904021B07268F188B2400000000000B4A840AE2EA704C874B940CDCCCCCCEC84C140');
INSERT INTO public.events VALUES ('legacy', 155, '01a23623-0f6a-7006-9b56-b958345eaf92', '01a23623-0f6a-7004-886e-71f4a3855bdc', 1, 'Points', 'featureCreated', '{"objectId": 155, "attributes": {"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Height": 0.0000001, "Status": 5}}', '2026-12-02 09:43:17.098239+00', '\xa41543bd4973ff26aa8943d5600bec4093fa5f64296a36b3c628a4fea9c8697d', '0101000020110F0000F2D24D62F0D3B14019ADA3AA1505C340');
INSERT INTO public.events VALUES ('legacy', 156, '01a23623-0f6a-7006-9b56-b958345eaf92', '01a23623-0f6a-7005-a4a3-7a732376b151', 1, 'Points', 'featureCreated', '{"objectId": 156, "attributes": {"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Height": null, "Status": 5}}', '2026-12-02 09:43:17.098239+00', '\xc7085645f67510e07ec9823d04eebe927aef96b98796cf17ca946c1770136f5a', '0101000020110F000033333333B3CAB04052B81E85AB30BA40');
INSERT INTO public.events VALUES ('legacy', 157, '01a23623-0f71-7001-8aac-c0526d5e15dd', '01a23623-0f71-7000-9fb9-faf0b76d6f22', 1, 'Lines', 'featureCreated', '{"objectId": 157, "attributes": {"Name": "Ünïcode \"q\"", "Status": 5, "Voltage": null}}', '2026-12-02 09:43:17.105978+00', '\x737dd0214d3a64981277aab82988c69885ada2c56197d8a9d8e797e4d0243fbc', '0102000020110F000003000000B29E5A7D51ECB040B81E85EB5122AE40890CAB78B351C24000000000000CA9409146054E46EE9F40B4024356FF6CB740');
INSERT INTO public.events VALUES ('legacy', 158, '01a23623-0f79-7004-80d3-83d1f82ff175', '01a23623-0f79-7000-b840-e7f5fb05bab7', 1, 'Lines', 'featureCreated', '{"objectId": 158, "attributes": {"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Status": 4, "Voltage": 220}}', '2026-12-02 09:43:17.113904+00', '\x8b60482870a962796863440c9337c742e5f2e84416f9fda5b5d148878ce96ebe', '0102000020110F0000030000000000000000B08A40637AC2120F356140CDCCCCCCCC9C86407B14AE47E1F48E400000000000807C40A86F99D3D56FB740');
INSERT INTO public.events VALUES ('legacy', 159, '01a23623-0f79-7004-80d3-83d1f82ff175', '01a23623-0f79-7001-ad35-c1fb4abc188e', 1, 'Lines', 'featureCreated', '{"objectId": 159, "attributes": {"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Status": 2, "Voltage": null}}', '2026-12-02 09:43:17.113904+00', '\x93492fd27268ac17937f54489bde612aa3473bf0acf60fa9ac0492116e8b31a0', '0102000020110F0000030000000000000080A5C240000000008067C2400000000000E8A7400000000000108E409A999999D976C14085EB51B85E01B740');
INSERT INTO public.events VALUES ('legacy', 160, '01a23623-0f79-7004-80d3-83d1f82ff175', '01a23623-0f79-7002-a75b-7b08b74e2786', 1, 'Lines', 'featureCreated', '{"objectId": 160, "attributes": {"Name": "Ünïcode \"q\"", "Status": 4, "Voltage": 110}}', '2026-12-02 09:43:17.113904+00', '\xe7e02ad94ec2501b55b4d472c520a120aace9ba955d9601a9f3f2030ddca23db', '0102000020110F000003000000FA7E6ABCF405904014AE47E1FA21B9400000000000549840E17A14AE47A49C400000000000588F40342E1C082937BA40');
INSERT INTO public.events VALUES ('legacy', 161, '01a23623-0f79-7004-80d3-83d1f82ff175', '01a23623-0f79-7003-b101-a36bd074308e', 1, 'Points', 'featureCreated', '{"objectId": 161, "attributes": {"Name": "a", "Height": null, "Status": 3}}', '2026-12-02 09:43:17.113904+00', '\x4dd001a7504c67af403157e8fcd712baf4f6ee9ba015ce6d3c0be87c3711dd65', '0101000020110F000033333333334B7640000000000070B940');
INSERT INTO public.events VALUES ('legacy', 162, '01a23623-0f81-7003-8cae-774b48d5b0ae', '01a23623-0f81-7000-8c7a-712a35370f16', 1, 'Points', 'featureCreated', '{"objectId": 162, "attributes": {"Name": "Ünïcode \"q\"", "Height": null, "Status": 4}}', '2026-12-02 09:43:17.121397+00', '\x62fd2e8d3806b30c18676f42d621fb64f1c0ddbacb17d4b7047024a2bbb01fd3', '0101000020110F0000C3F5285C4F90AB40CDCCCCCC6CF4C240');
INSERT INTO public.events VALUES ('legacy', 163, '01a23623-0f81-7003-8cae-774b48d5b0ae', '01a23623-0f81-7001-9ddb-e0c664d62453', 1, 'Points', 'featureCreated', '{"objectId": 163, "attributes": {"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Height": 3.25, "Status": 3}}', '2026-12-02 09:43:17.121397+00', '\xad2d5fdfcca631298fbe2034662c341e9f6915d0ac57fe834c0038fa536a642c', '0101000020110F0000FED478E9C682B8408AB0E1E94D7CB240');
INSERT INTO public.events VALUES ('legacy', 164, '01a23623-0f81-7003-8cae-774b48d5b0ae', '01a23623-0f81-7002-89ba-28cab60b274d', 1, 'Lines', 'featureCreated', '{"objectId": 164, "attributes": {"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Status": 0, "Voltage": 110}}', '2026-12-02 09:43:17.121397+00', '\x276fb4f22528902a9e471ed2b9da22e67d53d766fb468c04f6510c41a9413bc8', '0102000020110F000003000000191C25AF6E94B740000000008090C1401F85EB5188F7C24014AE47E1FAACAC40CFF753E3E5E0A4400000000000DABD40');
INSERT INTO public.events VALUES ('legacy', 165, '01a23623-0f86-7006-a353-90991be9ce8f', '01a23623-0f86-7000-a7e6-87baa6ec64a1', 1, 'Lines', 'featureCreated', '{"objectId": 165, "attributes": {"Name": "Ünïcode \"q\"", "Status": 5, "Voltage": 110}}', '2026-12-02 09:43:17.126568+00', '\xa080cace267d8ce0c4fc88b209a12542c3ec0074ccdc2be9c1b1def77c51b280', '0102000020110F000003000000000000000072A44000000000003DBF409A999999594FC34000000000003BB94033333333339B8340CDCCCCCCCC83A440');
INSERT INTO public.events VALUES ('legacy', 166, '01a23623-0f86-7006-a353-90991be9ce8f', '01a23623-0f86-7001-8c45-8445e70df0a4', 1, 'Lines', 'featureCreated', '{"objectId": 166, "attributes": {"Name": "Ünïcode \"q\"", "Status": 0, "Voltage": 110}}', '2026-12-02 09:43:17.126568+00', '\xefcbf53d60766bb628c72e66884757036ddff22ece726d091516a2b45b360075', '0102000020110F0000030000000000000000A9C1409DBAF25996BFB9403F355EBA498BA04066666666660CB94033333333334AA040D218ADA32AB79B40');
INSERT INTO public.events VALUES ('legacy', 167, '01a23623-0f86-7006-a353-90991be9ce8f', '01a23623-0f86-7002-9115-fe97b1646ec5', 1, 'Lines', 'featureCreated', '{"objectId": 167, "attributes": {"Name": "a", "Status": 1, "Voltage": 110}}', '2026-12-02 09:43:17.126568+00', '\x081fe6f07417ce557cca907a11c76fe78a2d25578f9d6fddfbf1d4d6823ed3c1', '0102000020110F000003000000000000000031BC40000000000083C1406666666666A09240000000000080884033333333339FB44000000000E00CC040');
INSERT INTO public.events VALUES ('legacy', 168, '01a23623-0f86-7006-a353-90991be9ce8f', '01a23623-0f86-7003-bfbd-c62a839d586e', 1, 'Points', 'featureCreated', '{"objectId": 168, "attributes": {"Name": "Ünïcode \"q\"", "Height": 3.25, "Status": 1}}', '2026-12-02 09:43:17.126568+00', '\x61895cb1bf2018bc1d610a7f91dbd0c7382c3d8bd87882b9edca20e16ab31479', '0101000020110F00006666666666AA8740B98D06F0D6C8B540');
INSERT INTO public.events VALUES ('legacy', 169, '01a23623-0f86-7006-a353-90991be9ce8f', '01a23623-0f86-7004-b067-57510fc2c02d', 1, 'Points', 'featureCreated', '{"objectId": 169, "attributes": {"Name": "Ünïcode \"q\"", "Height": null, "Status": 0}}', '2026-12-02 09:43:17.126568+00', '\x91f245629723cd8fa4ee0a1017e5ae89f3d8b75e20182f788be524fa23e1155e', '0101000020110F00000000000000008D40D7A3703D0A8FC140');
INSERT INTO public.events VALUES ('legacy', 170, '01a23623-0f86-7006-a353-90991be9ce8f', '01a23623-0f86-7005-9c04-e250b62b59b3', 1, 'Points', 'featureCreated', '{"objectId": 170, "attributes": {"Name": "Pole 7", "Height": null, "Status": 5}}', '2026-12-02 09:43:17.126568+00', '\x0a2f20ec905cb3b51f71ce1e36470da2cf67e6f5f97b66a6dc125c9d6a2a182b', '0101000020110F0000D2C265154201C140CDCCCCCCCCE8A240');
INSERT INTO public.events VALUES ('legacy', 171, '01a23623-0f8c-7004-846f-440979e1d751', '01a23623-0f8c-7000-83c7-844d8036de90', 1, 'Lines', 'featureCreated', '{"objectId": 171, "attributes": {"Name": "Pole 7", "Status": 2, "Voltage": null}}', '2026-12-02 09:43:17.132215+00', '\x3c74114e0c84b47d255f4f2e029cbccdb778cdb1508122de134bf860594e67ab', '0102000020110F000003000000AAF1D24D2268A140D7A3703D4AFCC2400000000000B6C0403D0AD7A3B0D0B040F38E53740C14A1400000000000F6B840');
INSERT INTO public.events VALUES ('legacy', 172, '01a23623-0f8c-7004-846f-440979e1d751', '01a23623-0f8c-7001-baa9-131739af4fa9', 1, 'Lines', 'featureCreated', '{"objectId": 172, "attributes": {"Name": "Ünïcode \"q\"", "Status": 5, "Voltage": 110}}', '2026-12-02 09:43:17.132215+00', '\x6a8c5b6e6adee7f688f07b4adde68352f372ed7ec45f25290ddaf13265101297', '0102000020110F0000030000008449F1F1C92D8D40000000000097BD404C37894100E4B940B6DB2E34976FB3400000000080C5C240CDCCCCCCCCE1AE40');
INSERT INTO public.events VALUES ('legacy', 173, '01a23623-0f8c-7004-846f-440979e1d751', '01a23623-0f8c-7002-9e57-d3f358f2bbc9', 1, 'Points', 'featureCreated', '{"objectId": 173, "attributes": {"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Height": 3.25, "Status": 0}}', '2026-12-02 09:43:17.132215+00', '\x345083d3d65c0a5981f01e1360bf99aeb60e976c7c3c5dcd3b1a5e6ad3f24a26', '0101000020110F0000000000000001C24000000000802BC340');
INSERT INTO public.events VALUES ('legacy', 174, '01a23623-0f8c-7004-846f-440979e1d751', '01a23623-0f8c-7003-9afc-44194bdddbef', 1, 'Points', 'featureCreated', '{"objectId": 174, "attributes": {"Name": "a", "Height": 10, "Status": 3}}', '2026-12-02 09:43:17.132215+00', '\xda87a1347f9df2403259a9348adb6e20c3b09d5ad3b49e2d548f7adfc4dcdc99', '0101000020110F0000E09F5225B211AE4000000000001CC240');
INSERT INTO public.events VALUES ('legacy', 175, '01a23623-0f93-7000-a63d-eca2277bd203', '01a23623-0f71-7000-9fb9-faf0b76d6f22', 2, 'Lines', 'featureUpdated', '{"changes": {}}', '2026-12-02 09:43:17.139743+00', '\x5de2fe718e29e77d54183a4757148b66479e06831faffe7e7f85e82dc7e56751', '0102000020110F000003000000000000000021BD401F85EB51B8C0B140000000000004B640000000000033C3400000000000C49B407B832F4C2A14C240');
INSERT INTO public.events VALUES ('legacy', 176, '01a23623-0f93-7000-a63d-eca2277bd203', '01a23623-0d7d-7000-bb8e-d38bfb47f3e2', 3, 'Points', 'featureUpdated', '{"changes": {}}', '2026-12-02 09:43:17.139743+00', '\x695f42f526e4dc51ada8a879087f392d3271091f24e69be2993619d6619bdc4c', '0101000020110F0000749B70AF0805B3405587DC0CB7A9AA40');
INSERT INTO public.events VALUES ('legacy', 177, '01a23623-0f93-7000-a63d-eca2277bd203', '01a23623-0e0d-7000-a412-29fb0910b09a', 4, 'Points', 'featureDeleted', '{"objectId": 43, "attributes": {"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Height": 12345.678, "Status": 1}}', '2026-12-02 09:43:17.139743+00', '\x5aa429e921bac485635a588bf2483e0b988e786cdf3919c251db23d706575e75', '0101000020110F00001B2C9CA489CA9F40EC12D55B0350B340');
INSERT INTO public.events VALUES ('legacy', 178, '01a23623-0f9c-7000-84f2-0cda98a20ada', '01a23623-0ed1-7004-8349-dd9182406991', 2, 'Lines', 'featureUpdated', '{"changes": {"Status": {"new": 0, "old": 3}}}', '2026-12-02 09:43:17.148829+00', '\x6af9717f004a73c5a81beb3d345d61aa8fc942329337d95ad1af57581a7288a8', NULL);
INSERT INTO public.events VALUES ('legacy', 179, '01a23623-0f9c-7000-84f2-0cda98a20ada', '01a23623-0e6a-7000-ac99-28c6a3d7fb4e', 2, 'Lines', 'featureUpdated', '{"changes": {"Status": {"new": 1, "old": 3}}}', '2026-12-02 09:43:17.148829+00', '\x0c39ae0e93f44503bf21b463d2c904d777c1933b9d36050c518e90ebc68d3f8b', NULL);
INSERT INTO public.events VALUES ('legacy', 180, '01a23623-0f9c-7000-84f2-0cda98a20ada', '01a23623-0f6a-7003-bdcd-90211dba2f46', 2, 'Lines', 'featureUpdated', '{"changes": {"Status": {"new": 9, "old": 5}}}', '2026-12-02 09:43:17.148829+00', '\x6ea197c1e59f4fe6fb7ac6f7c29b2444c66ed1ec8804d6614b16835b5414da8c', NULL);
INSERT INTO public.events VALUES ('legacy', 181, '01a23623-0fa5-7000-80a4-8dac364a6731', '01a23623-0e14-7004-acc1-efd2f034f03a', 3, 'Lines', 'featureUpdated', '{"changes": {}}', '2026-12-02 09:43:17.157128+00', '\xbd2c9f4e30d4cdab5a6f802b2b6632a406f46cae9461240a869d200fbe48fbe7', '0102000020110F0000030000000BB8E7F9635C954000000000005DB340CDCCCCCCCCA8A5409B1BD3132E07B940FED478E9C66FBC4066666666E693A040');
INSERT INTO public.events VALUES ('legacy', 182, '01a23623-0fad-7000-825b-0a450c64da8a', '01a23623-0e6a-7002-8a48-e724b59beb0a', 6, 'Points', 'featureUpdated', '{"changes": {}}', '2026-12-02 09:43:17.165096+00', '\xa963304f7249cd014779b71639979548199233f436fc51f32641d2ad57442217', '0101000020110F00000000000000BEB640465F419A818DB940');
INSERT INTO public.events VALUES ('legacy', 183, '01a23623-0fad-7000-825b-0a450c64da8a', '01a23623-0d8f-7005-a49b-5ac9dc5283bb', 3, 'Lines', 'featureUpdated', '{"changes": {}}', '2026-12-02 09:43:17.165096+00', '\xe618c36236df84f98b2e9132a15ec7ec9629c86da37fc477e20b387263e0e1f6', '0102000020110F00000300000000000000001EBB40713D0AD74304C34015E126A342A4A4400AD7A370BD8FB6404815C5AB00D7C2400000000000F6AB40');
INSERT INTO public.events VALUES ('legacy', 184, '01a23623-0fb9-7000-bc17-4c306933a3d5', '01a23623-0f79-7003-b101-a36bd074308e', 2, 'Points', 'featureUpdated', '{"changes": {}}', '2026-12-02 09:43:17.177008+00', '\x925d23aacf99a9164cf55d325f16793a0893614efc16b31079df8f30b068b1be', '0101000020110F00000000000000D29F4000000000005CBA40');
INSERT INTO public.events VALUES ('legacy', 185, '01a23623-0fb9-7000-bc17-4c306933a3d5', '01a23623-0e8d-7004-a49a-90e08522b292', 2, 'Points', 'featureUpdated', '{"changes": {}}', '2026-12-02 09:43:17.177008+00', '\x2fe23e5c3d3bb3e5a1bcbe54cdc2ce29362f95b79befee0677479653d16e7b7f', '0101000020110F00001D5A643BFFD6BA408121AB5B2D2ABC40');
INSERT INTO public.events VALUES ('legacy', 186, '01a23623-0fb9-7000-bc17-4c306933a3d5', '01a23623-0d89-7002-8d5c-307485a510fd', 4, 'Points', 'featureUpdated', '{"changes": {}}', '2026-12-02 09:43:17.177008+00', '\x7fa170bfcb1e9c7ed510e7d2950cc058e996f85314c1b758876c124ba1aa830c', '0101000020110F0000A01A2FDDE4E8C0402C9ACE4E767CA640');
INSERT INTO public.events VALUES ('legacy', 187, '01a23623-0fb9-7000-bc17-4c306933a3d5', '01a23623-0e6a-7001-b408-aa9caa9068c8', 2, 'Lines', 'featureUpdated', '{"changes": {"Status": {"new": 0, "old": 4}}}', '2026-12-02 09:43:17.177008+00', '\x1dee612d4d629bd8e64ba9a0df7c837afa00b2d6c6f13e6fd5ce01414e99e381', NULL);
INSERT INTO public.events VALUES ('legacy', 188, '01a23623-0fc2-7000-928e-a1092b6fd24a', '01a23623-0e14-7002-a6e8-5b6646a9451f', 3, 'Lines', 'featureUpdated', '{"changes": {"Status": {"new": 7, "old": 4}}}', '2026-12-02 09:43:17.186061+00', '\x0c553bf836f989e4c262306eae6b56307f3aedb03a05aee5b1ec70574af5b6cd', NULL);
INSERT INTO public.events VALUES ('legacy', 189, '01a23623-0fc2-7000-928e-a1092b6fd24a', '01a23623-0f86-7004-b067-57510fc2c02d', 2, 'Points', 'featureUpdated', '{"changes": {}}', '2026-12-02 09:43:17.186061+00', '\x0822892409357d968b3116b913f38f096c7b210c92d4a3b8c97ee538eab7af9d', '0101000020110F00000000000000FEB7407767EDB67393B840');
INSERT INTO public.events VALUES ('legacy', 190, '01a23623-0fcb-7000-ae6a-0194f793529f', '01a23623-0d7d-7002-9ac7-87d92467ecb1', 3, 'Lines', 'featureUpdated', '{"changes": {}, "geometryEdit": {"to": [5000.5, 5000.25], "kind": "moveVertex", "part": 0, "ring": 0, "index": 1}}', '2026-12-02 09:43:17.195696+00', '\x118da13b8a67b2ac85a8c83e6a95b2d7828257709a91fdebe4681f95667664d2', '0102000020110F0000030000009A999999D98BC040DA5548F939FFA940000000008088B340000000004088B3401F12BEF763ADBE408FC2F5281C04BD40');
INSERT INTO public.events VALUES ('legacy', 191, '01a23623-0fd1-7001-a139-2b04c8ba3d57', '01a23623-0fd1-7000-8485-703e66a8274f', 1, 'Points', 'featureCreated', '{"objectId": 191, "attributes": {"Name": "Ünïcode \"q\"", "Height": 12345.678, "Status": 2}}', '2026-12-02 09:43:17.201984+00', '\x86c712e58256efd1b091f67dd8f05f5350c54a6a7351301f0e77362c8499dc45', '0101000020110F00006666666666661B40000000000050C140');
INSERT INTO public.events VALUES ('legacy', 192, '01a23623-0fd8-7000-b9e8-123ce7f7c369', '01a23623-0e14-7003-8cde-9fde4873a954', 3, 'Lines', 'featureUpdated', '{"changes": {"Status": {"new": 9, "old": 2}}}', '2026-12-02 09:43:17.208302+00', '\x249a4f8be49ed8d99ac02606281a060c3a80d9e7dd8558804a31c923c7d72a91', NULL);
INSERT INTO public.events VALUES ('legacy', 193, '01a23623-0fde-7002-9ebe-fa70256d6a2e', '01a23623-0fde-7000-a70f-4f99faddd9d7', 1, 'Lines', 'featureCreated', '{"objectId": 193, "attributes": {"Name": "a", "Status": 2, "Voltage": 220}}', '2026-12-02 09:43:17.214285+00', '\x9539c3c4517a49011cf1b0240a5a499bd206648fdf49789cd57527484f0eac16', '0102000020110F000003000000F853E3A51BF8BC408CD651D53C9CC14000000000808BC140C74B378901FC9C40A6D0798D056DBD40000000000052C240');
INSERT INTO public.events VALUES ('legacy', 194, '01a23623-0fde-7002-9ebe-fa70256d6a2e', '01a23623-0fde-7001-b679-160853dc6e3a', 1, 'Points', 'featureCreated', '{"objectId": 194, "attributes": {"Name": "Ünïcode \"q\"", "Height": null, "Status": 3}}', '2026-12-02 09:43:17.214285+00', '\x2131331bfd8613d1750f9115b60153158ba381cc84a27dcdc93f8b99d678a810', '0101000020110F000008AC1C5A24C2A0403333333313F1C240');
INSERT INTO public.events VALUES ('legacy', 195, '01a23623-0fe4-7000-aa46-656014016e8a', '01a23623-0f86-7005-9c04-e250b62b59b3', 2, 'Points', 'featureUpdated', '{"changes": {"Status": {"new": 9, "old": 5}}}', '2026-12-02 09:43:17.22081+00', '\xaa6a27e56954f16c780be5fefdd4154ca3c09f8a847cbae8b007a16791e027af', NULL);
INSERT INTO public.events VALUES ('legacy', 196, '01a23623-0fe4-7000-aa46-656014016e8a', '01a23623-0f81-7000-8c7a-712a35370f16', 2, 'Points', 'featureUpdated', '{"changes": {}}', '2026-12-02 09:43:17.22081+00', '\x30d50f7c7a784bcef1a64dafb89b9c7262566eefd47149858dd9c728819d59d6', '0101000020110F00000401327428AFB8401F85EB51F858C140');
INSERT INTO public.events VALUES ('legacy', 197, '01a23623-0fe4-7000-aa46-656014016e8a', '01a23623-0f8c-7000-83c7-844d8036de90', 2, 'Lines', 'featureUpdated', '{"changes": {"Status": {"new": 5, "old": 2}}}', '2026-12-02 09:43:17.22081+00', '\x710b5b07bd0f98cfadc673ce2bef9a52f2f55bec75f83b4042c496a6e78eb1c9', NULL);
INSERT INTO public.events VALUES ('legacy', 198, '01a23623-0fec-7000-9450-80375246c5da', '01a23623-0d89-7002-8d5c-307485a510fd', 5, 'Points', 'featureUpdated', '{"changes": {}}', '2026-12-02 09:43:17.228115+00', '\x23e2c73bf19888f8734e012fc5e11fab9840ba210c4c63a3ef7e6b121e6efae2', '0101000020110F0000CDCCCCCC8CEEC140CDCCCCCCCC91AB40');
INSERT INTO public.events VALUES ('legacy', 199, '01a23623-0fec-7000-9450-80375246c5da', '01a23623-0e8d-7000-bb45-274f201dc865', 4, 'Points', 'featureUpdated', '{"changes": {}}', '2026-12-02 09:43:17.228115+00', '\xccf8d03c0c29a5f6fd6bd8c1100c8a96ff174afb10c3da4ea8f79d0e69b49127', NULL);
INSERT INTO public.events VALUES ('legacy', 200, '01a23623-0fec-7000-9450-80375246c5da', '01a23623-0e77-7002-bfce-bbea8e898c10', 2, 'Points', 'featureDeleted', '{"objectId": 81, "attributes": {"Name": "Pole 7", "Height": 1.5, "Status": 5}}', '2026-12-02 09:43:17.228115+00', '\x230d3f7de446f9428d08788b6c327c1c1406e4f7fddb725d6209e40d8e229881', '0101000020110F0000865451BC980EC040325A4755E33CA640');
INSERT INTO public.events VALUES ('legacy', 201, '01a23623-0ff3-7000-aa33-93708b02839f', '01a23623-0eb6-7000-8f88-f362c59b3b24', 2, 'Points', 'featureUpdated', '{"changes": {}}', '2026-12-02 09:43:17.235664+00', '\xa4aaa8d1637041d773b24ef0b6d0a040c0cacff50c1834caf888aee67262bb37', '0101000020110F00003BDF4F8D175AC3406362F371C98DC040');
INSERT INTO public.events VALUES ('legacy', 202, '01a23623-0ff3-7000-aa33-93708b02839f', '01a23623-0e77-7003-88d8-b9d4fad130b0', 2, 'Points', 'featureUpdated', '{"changes": {}}', '2026-12-02 09:43:17.235664+00', '\x9df5e37c912420a88657e11a27a47ac9db936839603128a9b822fcda2767d53c', NULL);
INSERT INTO public.events VALUES ('legacy', 203, '01a23623-0ff3-7000-aa33-93708b02839f', '01a23623-0e6a-7003-848d-f60deb80d634', 3, 'Points', 'featureUpdated', '{"changes": {"Status": {"new": 7, "old": 0}}}', '2026-12-02 09:43:17.235664+00', '\xe596bfb07e0cfae9e4f814b48ee8c4367baa700401def10f7a347d594f916117', NULL);
INSERT INTO public.events VALUES ('legacy', 204, '01a23623-0ff3-7000-aa33-93708b02839f', '01a23623-0fd1-7000-8485-703e66a8274f', 2, 'Points', 'featureUpdated', '{"changes": {}}', '2026-12-02 09:43:17.235664+00', '\x212624fcc273c7b386a24f34fddce6be6146053e3f2c92a21879a760a0a64783', '0101000020110F0000F2D24D62B0D2C240596E69351495A740');
INSERT INTO public.events VALUES ('legacy', 205, '01a23623-0ffb-7000-924b-bcb9fb3dcd93', '01a23623-0e77-7001-b767-bf26adc58127', 2, 'Lines', 'featureUpdated', '{"changes": {"Status": {"new": 8, "old": 1}}}', '2026-12-02 09:43:17.243772+00', '\xe40dc65cc34954c73daac3bb34c4266767986be158cfd100b89887ea34d094d1', NULL);
INSERT INTO public.events VALUES ('legacy', 206, '01a23623-1004-7000-8ce5-daa5b387097e', '01a23623-0e64-7000-83be-4b05478c7479', 3, 'Lines', 'featureDeleted', '{"objectId": 70, "attributes": {"Name": "Pole 7", "Status": 1, "Voltage": 110}}', '2026-12-02 09:43:17.252833+00', '\xad15bcb3e11a527ac55acefe3a4440b122db86d1d519424b349e0d160a755db2', '0102000020110F000003000000000000000008C040098A1F6336EFB540000000000014B3406F2F698CB283C34066666666E66BC04060B01BB64D23A340');
INSERT INTO public.events VALUES ('legacy', 207, '01a23623-100e-7000-8abc-4c5fa03cf086', '01a23623-0dbb-7001-8266-b69d45041deb', 4, 'Lines', 'featureUpdated', '{"changes": {}}', '2026-12-02 09:43:17.262939+00', '\x19121bdcb5e0fd3784fcf19e83d3764a22eb58972ca6b9586fe47e1ef8d80d42', '0102000020110F0000030000009A99999919A1BD4000000000004DC34067D2A6EAA2DFBD4000000000006CA540000000000000A640000000000068A640');
INSERT INTO public.events VALUES ('legacy', 208, '01a23623-100e-7000-8abc-4c5fa03cf086', '01a23623-0f71-7000-9fb9-faf0b76d6f22', 3, 'Lines', 'featureUpdated', '{"changes": {"Status": {"new": 9, "old": 5}}}', '2026-12-02 09:43:17.262939+00', '\x18077125b244c1f1ec75ad85fd79b05b27f54c9d09b0554255a0bdd64bc5492b', NULL);
INSERT INTO public.events VALUES ('legacy', 209, '01a23623-100e-7000-8abc-4c5fa03cf086', '01a23623-0f86-7005-9c04-e250b62b59b3', 3, 'Points', 'featureUpdated', '{"changes": {"Status": {"new": 8, "old": 9}}}', '2026-12-02 09:43:17.262939+00', '\x307d080dde2a8f17dbdeaad7bf8d12ea481ae645cea2afeb9c5994acbe0bcfbf', NULL);
INSERT INTO public.events VALUES ('legacy', 210, '01a23623-1017-7000-a173-3bb3ddef9cd2', '01a23623-0eb6-7000-8f88-f362c59b3b24', 3, 'Points', 'featureUpdated', '{"changes": {"Status": {"new": 1, "old": 3}}}', '2026-12-02 09:43:17.271248+00', '\xe43ef74d2c4d128fe33087925e8223d010784746344e214da3b880b31b69ecfa', NULL);
INSERT INTO public.events VALUES ('legacy', 211, '01a23623-101e-7000-915d-d40efe6c192a', '01a23623-0ed1-7003-b348-f7fa089f3a44', 2, 'Lines', 'featureUpdated', '{"changes": {"Status": {"new": 6, "old": 5}}}', '2026-12-02 09:43:17.278301+00', '\x1886c91a29d1ed2bc4a7d4fe348c6a32aec580487efe430427dccab7c721228b', NULL);
INSERT INTO public.events VALUES ('legacy', 212, '01a23623-101e-7000-915d-d40efe6c192a', '01a23623-0d89-7002-8d5c-307485a510fd', 6, 'Points', 'featureUpdated', '{"changes": {"Status": {"new": 1, "old": 0}}}', '2026-12-02 09:43:17.278301+00', '\xda30ec457b1fb4c9c273c5772508a61be1f9f3304b94d30a7e80cb47ffd56f88', NULL);
INSERT INTO public.events VALUES ('legacy', 213, '01a23623-101e-7000-915d-d40efe6c192a', '01a23623-0e8d-7002-a721-e4da7ae75cb3', 3, 'Points', 'featureUpdated', '{"changes": {}}', '2026-12-02 09:43:17.278301+00', '\x5d6a1a728a1aca6d6ccff6a4230db038e61ddc046ceaa686a10b338dfdf32cfa', '0101000020110F00000000000000AAA540000000008020C040');
INSERT INTO public.events VALUES ('legacy', 214, '01a23623-1025-7000-b38b-8f6b6043e729', '01a23623-0f6a-7004-886e-71f4a3855bdc', 2, 'Points', 'featureUpdated', '{"changes": {}}', '2026-12-02 09:43:17.285465+00', '\x9c611f1ddd178f5523909aefdeb051cef90386d60e7c901c3329ec1815099ddf', '0101000020110F0000E17A14AE87DDAC40000000000088BA40');
INSERT INTO public.events VALUES ('legacy', 215, '01a23623-102b-7000-94e5-e6645210e36e', '01a23623-0e14-7003-8cde-9fde4873a954', 4, 'Lines', 'featureUpdated', '{"changes": {}}', '2026-12-02 09:43:17.291753+00', '\x4452d9184338647800a51ff4dcf19bdb68a4cf8e0cabf5f656fe7e019394e983', '0102000020110F00000300000000000000000EA1403D0AD7A370F0BE40ED6305BF9D4DB540000000000078854033333333B3A0BF4028B85851A35AAE40');
INSERT INTO public.events VALUES ('legacy', 216, '01a23623-102b-7000-94e5-e6645210e36e', '01a23623-0e8d-7003-a097-41838830ef1f', 2, 'Points', 'featureUpdated', '{"changes": {}}', '2026-12-02 09:43:17.291753+00', '\xc9745bcdc19697b04dd093c0efc4a264f27af2ab2dd4ad901c1976ecbf9908b1', '0101000020110F0000BA490C024B0DB6400AD7A3707D77B840');
INSERT INTO public.events VALUES ('legacy', 217, '01a23623-1031-7006-b4fe-6c86800a3534', '01a23623-1031-7000-bbd0-4d1d19c58a19', 1, 'Lines', 'featureCreated', '{"objectId": 217, "attributes": {"Name": "a", "Status": 3, "Voltage": 110}}', '2026-12-02 09:43:17.297499+00', '\x764196e1514856ba6ee9417d3702ac25d909c3bb4eaaacb6e2951b8f9e220c32', '0102000020110F0000030000009AEB34D232DDB740E17A14AEC766A2409CC420B0B2E9B040000000000090A74056B77A4E3A1CA84000000000802FC240');
INSERT INTO public.events VALUES ('legacy', 218, '01a23623-1031-7006-b4fe-6c86800a3534', '01a23623-1031-7001-8653-adacae3969ec', 1, 'Lines', 'featureCreated', '{"objectId": 218, "attributes": {"Name": "Pole 7", "Status": 0, "Voltage": 220}}', '2026-12-02 09:43:17.297499+00', '\x950ad7b8c0988d98d259a60557b181e3476e465497a53497f219bfd781f2705f', '0102000020110F000003000000000000000012A0407B14AE47E15E8440666666666652B64085EB51B8DE57B54000000000009EA040EF1B5F7BB60DC240');
INSERT INTO public.events VALUES ('legacy', 219, '01a23623-1031-7006-b4fe-6c86800a3534', '01a23623-1031-7002-b5cb-252cdbfdab2f', 1, 'Points', 'featureCreated', '{"objectId": 219, "attributes": {"Name": "Pole 7", "Height": 12345.678, "Status": 2}}', '2026-12-02 09:43:17.297499+00', '\x67a2d2d266c16eed012879da8c495e4720fe7152893305772400a9d66856bb1f', '0101000020110F000033333333F399C0405C8FC2F5685CB340');
INSERT INTO public.events VALUES ('legacy', 220, '01a23623-1031-7006-b4fe-6c86800a3534', '01a23623-1031-7003-83dc-81ffd1fc6079', 1, 'Points', 'featureCreated', '{"objectId": 220, "attributes": {"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Height": null, "Status": 3}}', '2026-12-02 09:43:17.297499+00', '\xb375e7c65c4dfa62f982c3e88c0041d4fb2dd198973030352e76b77eca6cb5de', '0101000020110F0000000000008084C040F6285C8F8258C140');
INSERT INTO public.events VALUES ('legacy', 221, '01a23623-1031-7006-b4fe-6c86800a3534', '01a23623-1031-7004-818c-e43c4fb7c6ea', 1, 'Points', 'featureCreated', '{"objectId": 221, "attributes": {"Name": "a", "Height": 1.5, "Status": 5}}', '2026-12-02 09:43:17.297499+00', '\x5e05c35657bc8104c050276e49f300094a982f36115e5174e2b871e76b150b31', '0101000020110F00000000000000B1B9405C8FC2F528D88040');
INSERT INTO public.events VALUES ('legacy', 222, '01a23623-1031-7006-b4fe-6c86800a3534', '01a23623-1031-7005-b24c-2153f6ce3f29', 1, 'Points', 'featureCreated', '{"objectId": 222, "attributes": {"Name": "Pole 7", "Height": 1.5, "Status": 2}}', '2026-12-02 09:43:17.297499+00', '\x37047d8bae90fac182123100c5db26cb976e7a845909417e40f8e34a331aafe8', '0101000020110F00008AAF76148DF5C040713D0AD7232EB440');
INSERT INTO public.events VALUES ('legacy', 223, '01a23623-1038-7000-b5c3-d4596c5c03e2', '01a23623-0f71-7000-9fb9-faf0b76d6f22', 4, 'Lines', 'featureUpdated', '{"changes": {"Status": {"new": 1, "old": 9}}}', '2026-12-02 09:43:17.304514+00', '\xeec99af4100e5cbfa2c98d84c010544fbf01fab6c9316605b0fe5e091e8e1e38', NULL);
INSERT INTO public.events VALUES ('legacy', 224, '01a23623-1038-7000-b5c3-d4596c5c03e2', '01a23623-0f6a-7000-b8a5-a22415fb6d0f', 2, 'Lines', 'featureDeleted', '{"objectId": 151, "attributes": {"Name": "Ünïcode \"q\"", "Status": 5, "Voltage": 110}}', '2026-12-02 09:43:17.304514+00', '\x7c1cfe0788f9278774a3f92110470bbc99f881b58919dedaf70caa3389dfe9fb', '0102000020110F00000300000091291F82666CBF400000000000608740D122DBF97E6AD43F000000000032A240F2D24D627011BF40F60B76C3FE2DB440');
INSERT INTO public.events VALUES ('legacy', 225, '01a23623-1038-7000-b5c3-d4596c5c03e2', '01a23623-0f6a-7005-a4a3-7a732376b151', 2, 'Points', 'featureUpdated', '{"changes": {"Status": {"new": 9, "old": 5}}}', '2026-12-02 09:43:17.304514+00', '\x592d4d3e1259cd0abba8803b4a41261c649f63527bebfbb4802cd9390791e2b0', NULL);
INSERT INTO public.events VALUES ('legacy', 226, '01a23623-1038-7000-b5c3-d4596c5c03e2', '01a23623-0f63-7000-acbd-3e30b16f5551', 2, 'Points', 'featureUpdated', '{"changes": {}}', '2026-12-02 09:43:17.304514+00', '\xa59399520456a605f240906b9273eddff39edad339befe305026bb0805f58094', '0101000020110F00004E621058F9FCC1400AD7A3703DD5BC40');
INSERT INTO public.events VALUES ('legacy', 231, '01a23623-1047-7000-9e32-6f9d082ef7f4', '01a23623-0f86-7004-b067-57510fc2c02d', 3, 'Points', 'featureDeleted', '{"objectId": 169, "attributes": {"Name": "Ünïcode \"q\"", "Height": null, "Status": 0}}', '2026-12-02 09:43:17.319568+00', '\x153903cf726fdad7cb039c4fe69cc8316994f5766da34fed89d2e1df2e2de565', '0101000020110F00000000000000FEB7407767EDB67393B840');
INSERT INTO public.events VALUES ('legacy', 232, '01a23623-104e-7000-a7ee-9a539a11d1b0', '01a23623-0fde-7001-b679-160853dc6e3a', 2, 'Points', 'featureUpdated', '{"changes": {}}', '2026-12-02 09:43:17.326447+00', '\x97f3902a7be9674ed487356ccb23fd8f17dba2e2aad4b48f6189b5a5d65e287c', NULL);
INSERT INTO public.events VALUES ('legacy', 233, '01a23623-104e-7000-a7ee-9a539a11d1b0', '01a23623-0ed1-7004-8349-dd9182406991', 3, 'Lines', 'featureUpdated', '{"changes": {}}', '2026-12-02 09:43:17.326447+00', '\x49968c7e76742d423116260323f3da5bec3e844380b79cff8e3cd850eef0e775', '0102000020110F0000030000001283C0CA619FBD4085B1852007CA6B406117450F7C79A3401F85EB5178EFC1400000000000588F40E17A14AE47696440');
INSERT INTO public.events VALUES ('legacy', 234, '01a23623-1055-7000-819c-a659aadc6a49', '01a23623-0f86-7002-9115-fe97b1646ec5', 2, 'Lines', 'featureUpdated', '{"changes": {"Status": {"new": 6, "old": 1}}}', '2026-12-02 09:43:17.333892+00', '\x012fb0f4b34af00e1865e4b671b07ab7f196a0ef34b7f49dcebf87bf71641c0a', NULL);
INSERT INTO public.events VALUES ('legacy', 235, '01a23623-1055-7000-819c-a659aadc6a49', '01a23623-1031-7004-818c-e43c4fb7c6ea', 2, 'Points', 'featureUpdated', '{"changes": {}}', '2026-12-02 09:43:17.333892+00', '\x606db6d60162a178bc0e814a0f134104492aa20972ad14ff590d3ddb15e58c6d', '0101000020110F00007FBF982DE30FC040B5E0455F811D8540');
INSERT INTO public.events VALUES ('legacy', 236, '01a23623-1055-7000-819c-a659aadc6a49', '01a23623-0d89-7002-8d5c-307485a510fd', 7, 'Points', 'featureUpdated', '{"changes": {}}', '2026-12-02 09:43:17.333892+00', '\xbf18c8dfe78f3e309437a1907a3eb255081d61ba3bcfe31e6b5e846f2427451a', '0101000020110F00000000000000E8BA40A4703D0AC7EDC240');
INSERT INTO public.events VALUES ('legacy', 237, '01a23623-105b-7002-a299-d4db02b4a548', '01a23623-105b-7000-872f-a7c9020bdb81', 1, 'Points', 'featureCreated', '{"objectId": 237, "attributes": {"Name": "a", "Height": 12345.678, "Status": 5}}', '2026-12-02 09:43:17.339364+00', '\x19195c4429f12b8e28835b772e1d1dfa3ce700f8561c4c1ed653585a4ccd7a43', '0101000020110F0000D0471971A1CA8E4000000000006AA140');
INSERT INTO public.events VALUES ('legacy', 238, '01a23623-105b-7002-a299-d4db02b4a548', '01a23623-105b-7001-9363-3572cb5dd961', 1, 'Points', 'featureCreated', '{"objectId": 238, "attributes": {"Name": "a", "Height": 3.25, "Status": 2}}', '2026-12-02 09:43:17.339364+00', '\xb897a4a046d1416cbfcffb3e2c5fefe6e4f63e0b0f2c0f6edb4d72ac86bf8478', '0101000020110F00003333333333279F403B8DB4545EE69F40');
INSERT INTO public.events VALUES ('legacy', 239, '01a23623-1061-7000-a0e8-302d5eb323f0', '01a23623-0f79-7003-b101-a36bd074308e', 3, 'Points', 'featureUpdated', '{"changes": {}}', '2026-12-02 09:43:17.345905+00', '\xccbc12911e99f376c14138e86e69e4ffb17b86862e4761483bc16f1a395f0443', '0101000020110F000079E92631E83AB540C347C494E4EEC040');
INSERT INTO public.events VALUES ('legacy', 240, '01a23623-1061-7000-a0e8-302d5eb323f0', '01a23623-0f8c-7002-9e57-d3f358f2bbc9', 2, 'Points', 'featureUpdated', '{"changes": {}}', '2026-12-02 09:43:17.345905+00', '\xbc31fe76198eccc6bdf73143b58361344612e9a41fc4be3fbd2fbf7f796a9c3e', '0101000020110F00005CAE7E6C7E04B940E02D90A078AB8540');
INSERT INTO public.events VALUES ('legacy', 241, '01a23623-1061-7000-a0e8-302d5eb323f0', '01a23623-0e8d-7001-9e63-238cb21bedaa', 2, 'Points', 'featureDeleted', '{"objectId": 89, "attributes": {"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Height": 12345.678, "Status": 0}}', '2026-12-02 09:43:17.345905+00', '\xc74e4542fd6aafeaa5797c176211a7af22fa6a8fc885456b27f94be2a665c92c', '0101000020110F0000255D33F96245BA40685C38104A8BC140');
INSERT INTO public.events VALUES ('legacy', 242, '01a23623-1061-7000-a0e8-302d5eb323f0', '01a23623-0d8f-7005-a49b-5ac9dc5283bb', 4, 'Lines', 'featureUpdated', '{"changes": {}}', '2026-12-02 09:43:17.345905+00', '\xc4a8e09cd20f53c14cb96b6fe0067db008a17ee3f8d2bc02b059df392a2f0c5a', '0102000020110F0000030000000000000080C8C240F60B76C33EDFC240E108522936018D400E2DB29DEF10694033333333334F93400000000000807940');
INSERT INTO public.events VALUES ('legacy', 243, '01a23623-1069-7000-9437-9a2a24e8998e', '01a23623-0e0d-7003-8b74-d88eef2a57fa', 3, 'Lines', 'featureUpdated', '{"changes": {}}', '2026-12-02 09:43:17.353732+00', '\x01ebf71f0a5e34e864e28e35be704ce9781228b618e42015ce8e8cb6a0664db4', '0102000020110F000003000000CBA145B6733BB840000000000055C140ACC8E880A43B994000000000002C90403F355EBA4932C0400000000000F88840');
INSERT INTO public.events VALUES ('legacy', 244, '01a23623-1069-7000-9437-9a2a24e8998e', '01a23623-0f79-7002-a75b-7b08b74e2786', 2, 'Lines', 'featureUpdated', '{"changes": {"Status": {"new": 2, "old": 4}}}', '2026-12-02 09:43:17.353732+00', '\x194ade69e8d7390c011eb5a716453d6b941e95dd69df9194af900e678e5b6800', NULL);
INSERT INTO public.events VALUES ('legacy', 245, '01a23623-1069-7000-9437-9a2a24e8998e', '01a23623-0f5b-7000-b8c0-68f3a1f7b5bb', 2, 'Points', 'featureUpdated', '{"changes": {"Status": {"new": 4, "old": 0}}}', '2026-12-02 09:43:17.353732+00', '\x1986920929561c6e49d11758324d1e470914431ac774b43c5d81a0b61418ee7f', NULL);
INSERT INTO public.events VALUES ('legacy', 246, '01a23623-1070-7000-a11e-f96ffaf70f78', '01a23623-0f79-7001-ad35-c1fb4abc188e', 2, 'Lines', 'featureUpdated', '{"changes": {}}', '2026-12-02 09:43:17.360145+00', '\x4bd77f465dd8045ea986125d2f5adf4f14349d4e721aaa2b184f45fd4719622a', '0102000020110F000003000000CDCCCCCCCCFBB640DB5031CEFFAD92400000000000B5B440000000000065B740000000008061C2400000000000FBB240');
INSERT INTO public.events VALUES ('legacy', 247, '01a23623-1076-7000-830d-44059d27ea64', '01a23623-0ed1-7005-ba74-7903b5a59dfa', 3, 'Lines', 'featureUpdated', '{"changes": {}}', '2026-12-02 09:43:17.366668+00', '\x079d46145bc61d5459e56f443468860d29285874c10271568bb77ee2d3de0d2d', '0102000020110F0000030000009A9999999901AD40000000000053B840CDCCCCCCCC71AB40BC79AA438E569D40295C8FC2257DC2400AD7A3703D00AD40');
INSERT INTO public.events VALUES ('legacy', 248, '01a23623-107d-7000-b881-799aa0bcd551', '01a23623-0f6a-7001-9acc-18cbf02974de', 2, 'Lines', 'featureUpdated', '{"changes": {"Status": {"new": 9, "old": 5}}}', '2026-12-02 09:43:17.373646+00', '\x773d7fe7c9d5022976f83326db31ff78a9e0de83119130cdda211a335e120781', NULL);
INSERT INTO public.events VALUES ('legacy', 249, '01a23623-107d-7000-b881-799aa0bcd551', '01a23623-0e14-7002-a6e8-5b6646a9451f', 4, 'Lines', 'featureUpdated', '{"changes": {"Status": {"new": 3, "old": 7}}}', '2026-12-02 09:43:17.373646+00', '\x5f7f85bd1b53424df95fc18ef1f579a60a094d315b629268f893aff821b2e5c8', NULL);
INSERT INTO public.events VALUES ('legacy', 250, '01a23623-107d-7000-b881-799aa0bcd551', '01a23623-0f8c-7002-9e57-d3f358f2bbc9', 3, 'Points', 'featureUpdated', '{"changes": {}}', '2026-12-02 09:43:17.373646+00', '\xa50cf18715f09bf98dc9845ab7dea36ce646092455a5dda740a3a7fa3d7566b0', '0101000020110F00000000000000CC964033333333B317AC40');
INSERT INTO public.events VALUES ('legacy', 251, '01a23623-1084-7000-a1df-f8316f271d9a', '01a23623-0ec3-7003-acf3-a0019409777d', 2, 'Lines', 'featureUpdated', '{"changes": {}}', '2026-12-02 09:43:17.380919+00', '\x1705cc85a7d5e7e007866e1b056f0127d44523a7c8b6026efa99c35c47a8ab65', '0102000020110F00000300000000000000002CA8400000000000CCA1400000000000C89940000000000088C14062105839B4AA90400000000000DCB340');
INSERT INTO public.events VALUES ('legacy', 252, '01a23623-1084-7000-a1df-f8316f271d9a', '01a23623-0e0d-7001-a1a7-1de0408ddc0e', 6, 'Lines', 'featureUpdated', '{"changes": {"Status": {"new": 7, "old": 9}}}', '2026-12-02 09:43:17.380919+00', '\x702fc54ec46ebded545def80b21091d9e8bcc758ca7b072244e4f4636d70ea74', NULL);
INSERT INTO public.events VALUES ('legacy', 253, '01a23623-108c-7000-8563-c21d4716c1ee', '01a23623-0ed1-7003-b348-f7fa089f3a44', 3, 'Lines', 'featureUpdated', '{"changes": {"Status": {"new": 0, "old": 6}}}', '2026-12-02 09:43:17.388142+00', '\x8ff422e4b8d88547e3b84b9d43cea217ab8be542e5df759fa42dcd3848c9b8e4', NULL);
INSERT INTO public.events VALUES ('legacy', 254, '01a23623-108c-7000-8563-c21d4716c1ee', '01a23623-0f86-7001-8c45-8445e70df0a4', 2, 'Lines', 'featureUpdated', '{"changes": {"Status": {"new": 8, "old": 0}}}', '2026-12-02 09:43:17.388142+00', '\x27195bb1de9a62c5306cfdec0b163934fd8f85e5f69532f5a55b82c0eab2b97e', NULL);
INSERT INTO public.events VALUES ('legacy', 255, '01a23623-108c-7000-8563-c21d4716c1ee', '01a23623-0f6a-7004-886e-71f4a3855bdc', 3, 'Points', 'featureUpdated', '{"changes": {"Status": {"new": 7, "old": 5}}}', '2026-12-02 09:43:17.388142+00', '\xc654f46c0564e5722e72a129d2de357ecd89e4403b668029770156461873b03a', NULL);
INSERT INTO public.events VALUES ('legacy', 256, '01a23623-1093-7000-b24f-278033416ce5', '01a23623-0e0d-7004-9c36-17eac243be1a', 3, 'Lines', 'featureUpdated', '{"changes": {}}', '2026-12-02 09:43:17.395843+00', '\x14781372ce5ceb4c88749ebf451cc57f152ad7b4fede3277a163a005abf53199', '0102000020110F000003000000E17A14AE47D8BE40514EB4AB700BBF40DF4F8D976EA7C240666666666653A9400000000000C1B3400000000000E06340');
INSERT INTO public.events VALUES ('legacy', 257, '01a23623-1093-7000-b24f-278033416ce5', '01a23623-0eb6-7002-bd2d-d6c38f0ac714', 3, 'Points', 'featureUpdated', '{"changes": {}}', '2026-12-02 09:43:17.395843+00', '\x644cb906df040ae2ad9d596cdbd57a150771f0bdc31648880d3c5fcb89f603ae', '0101000020110F00004791B586FA33B64000000000803BC040');
INSERT INTO public.events VALUES ('legacy', 258, '01a23623-1093-7000-b24f-278033416ce5', '01a23623-0e6a-7003-848d-f60deb80d634', 4, 'Points', 'featureUpdated', '{"changes": {}}', '2026-12-02 09:43:17.395843+00', '\xc915e6f2b6a271635fb44ac3c779397253243bd89067f8c28326886e6138cd32', '0101000020110F000000000000001491405B423EE8395DA540');
INSERT INTO public.events VALUES ('legacy', 259, '01a23623-1093-7000-b24f-278033416ce5', '01a23623-1031-7002-b5cb-252cdbfdab2f', 2, 'Points', 'featureUpdated', '{"changes": {}}', '2026-12-02 09:43:17.395843+00', '\x73b5ce79c3d01b79f9647c6199ff81db90a40eadff168afc43d1e122e968ab30', '0101000020110F000000000000000BB6400000000040A2B940');
INSERT INTO public.events VALUES ('legacy', 260, '01a23623-109b-7000-9d58-4a15000a0bf3', '01a23623-0e6a-7000-ac99-28c6a3d7fb4e', 3, 'Lines', 'featureUpdated', '{"changes": {"Status": {"new": 7, "old": 1}}}', '2026-12-02 09:43:17.403221+00', '\x8ff17e06e57e45368c54b828d35d4cb15bd3010d6a426701eb2d9104636215d3', NULL);
INSERT INTO public.events VALUES ('legacy', 261, '01a23623-109b-7000-9d58-4a15000a0bf3', '01a23623-0d89-7001-903b-c85f67224d01', 5, 'Lines', 'featureDeleted', '{"objectId": 8, "attributes": {"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Status": 7, "Voltage": null}}', '2026-12-02 09:43:17.403221+00', '\x9f5918c2bcfd8c03d66f7fd1802941709ad7a43a72c440edb20572c261e8f05f', '0102000020110F00000300000066666666669FA7402E39EE940E309C401283C0CAB1D2C240333333333313BB400000000000CAC040D15CA791865AB340');
INSERT INTO public.events VALUES ('legacy', 262, '01a23623-109b-7000-9d58-4a15000a0bf3', '01a23623-0f8c-7002-9e57-d3f358f2bbc9', 4, 'Points', 'featureUpdated', '{"changes": {}}', '2026-12-02 09:43:17.403221+00', '\xd86d23a0f5ad00ee1b5412bb89b5d7dc07ec4e3a04c8e5dad37f703b73804cab', '0101000020110F0000ED48F59D370AAD4052B81E85EB049240');
INSERT INTO public.events VALUES ('legacy', 263, '01a23623-109b-7000-9d58-4a15000a0bf3', '01a23623-0f6a-7005-a4a3-7a732376b151', 3, 'Points', 'featureDeleted', '{"objectId": 156, "attributes": {"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Height": null, "Status": 9}}', '2026-12-02 09:43:17.403221+00', '\xf4bb519d3ca0358edf1ff9d69ca1be397118003517aa54273ec73b5b5c3fcc30', '0101000020110F000033333333B3CAB04052B81E85AB30BA40');
INSERT INTO public.events VALUES ('legacy~1', 1, '01a23623-10ce-7001-8ba5-162fd0dded6f', '01a23623-10ce-7000-b7ae-69806107d8cb', 1, 'Points', 'featureCreated', '{"objectId": 4294967297, "attributes": {"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Height": 10, "Status": 2}}', '2026-12-02 09:43:17.454005+00', '\xa70ce3c2fd4226b28ad42254be2c95334797a3518b1c9a8d413257094e541cc4', '0101000020110F00006F1283C00A0DA340DDB5847CF0A49240');
INSERT INTO public.events VALUES ('legacy~1', 2, '01a23623-10ce-7001-8ba5-162fd0dded6f', '01a23623-0d7d-7000-bb8e-d38bfb47f3e2', 4, 'Points', 'featureUpdated', '{"changes": {"Name": {"new": "in the version", "old": "Ünïcode \"q\""}}}', '2026-12-02 09:43:17.454005+00', '\x954a1378bb7712ed4cfccae4f24d45e10243fd40e8e843e8f45d6cc777d7c8c2', NULL);
INSERT INTO public.events VALUES ('legacy', 264, '01a23623-10de-7001-9f0d-638d6e9baf24', '01a23623-10de-7000-bd9c-ba56b37b3c70', 1, 'Lines', 'featureCreated', '{"objectId": 264, "attributes": {"Name": "Pole 7", "Status": 4, "Voltage": 220}}', '2026-12-02 09:43:17.470643+00', '\xd414796ef6d8a5206bdc8f1f7af88cf84b6b35208a4dec4fb536e99137bf151c', '0102000020110F00000300000033333333B3B2C2400000000000808D4000000000004FB440F6285C8F8205B140448B6CE75B56B240A4703D0A5787A740');
INSERT INTO public.events VALUES ('legacy~1', 3, '01a23623-10f0-7000-a0b2-f134bee178a8', NULL, NULL, '', 'versionRebased', '{"base": 264, "from": 263, "conflicts": [], "detection": "byObject"}', '2026-12-02 09:43:17.488073+00', '\xecd573ce3889aab28c451706328dea5fb574c7aed4b5293a9db596707c1c4885', NULL);
INSERT INTO public.events VALUES ('legacy', 265, '01a23623-1106-7000-a6c2-342f333270d3', '01a23623-10ce-7000-b7ae-69806107d8cb', 1, 'Points', 'featureCreated', '{"objectId": 4294967297, "attributes": {"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Height": 10, "Status": 2}}', '2026-12-02 09:43:17.510067+00', '\x0bd0c12fc7b7a6dc8741c9d4c1aafc27b3df921d6fe9317fb4c08737c0654528', '0101000020110F00006F1283C00A0DA340DDB5847CF0A49240');
INSERT INTO public.events VALUES ('legacy', 266, '01a23623-1106-7000-a6c2-342f333270d3', '01a23623-0d7d-7000-bb8e-d38bfb47f3e2', 4, 'Points', 'featureUpdated', '{"changes": {"Name": {"new": "in the version", "old": "Ünïcode \"q\""}}}', '2026-12-02 09:43:17.510067+00', '\xa474a672ad31298d0b8230f0597b4d56edf14d6a7642aa6f7e33e508ad9f44b5', NULL);
INSERT INTO public.events VALUES ('legacy~1', 4, '01a23623-1108-7000-b2b0-e9ea0889f0c4', NULL, NULL, '', 'versionRebased', '{"base": 266, "from": 264, "post": "01a23623-1106-7000-a6c2-342f333270d3"}', '2026-12-02 09:43:17.512592+00', '\x0554c2017069d1755829166e8e633f1d2310c441e1e38db2e7ec2d05b6aba7da', NULL);
INSERT INTO public.events VALUES ('legacy', 267, '01a23623-1110-7000-8e18-6855cf53caeb', '01a23623-0fde-7000-a70f-4f99faddd9d7', 2, 'Lines', 'featureUpdated', '{"changes": {"Status": {"new": 42, "old": 2}}}', '2026-12-02 09:43:17.520349+00', '\x4f43cc8c8f5ba93c1365597ccb31b14c85b6798ec6d7276207c5ebe9b14f29d4', NULL);
INSERT INTO public.events VALUES ('legacy', 268, '01a23623-1116-7000-9044-15ef151fe6de', '01a23623-0ec3-7003-acf3-a0019409777d', 3, 'Lines', 'featureUpdated', '{"changes": {"Status": {"new": 42, "old": 2}}}', '2026-12-02 09:43:17.526848+00', '\xb1516b0a49b2d307381a6ccac13c7fead49bcfc4027f52c3b415c7f0a82b50cd', NULL);
INSERT INTO public.events VALUES ('legacy', 269, '01a23623-111d-7000-83f4-8dd7a6ea4099', '01a23623-0f79-7002-a75b-7b08b74e2786', 3, 'Lines', 'featureUpdated', '{"changes": {"Status": {"new": 42, "old": 2}}}', '2026-12-02 09:43:17.533639+00', '\x151283e490deedd72cefee1e455da09434a7873585a91c71dd57e71e69c26bf5', NULL);
INSERT INTO public.events VALUES ('legacy', 270, '01a23623-1123-7000-aee6-8e743f341482', '01a23623-10de-7000-bd9c-ba56b37b3c70', 2, 'Lines', 'featureUpdated', '{"changes": {"Status": {"new": 42, "old": 4}}}', '2026-12-02 09:43:17.539862+00', '\xa2d5ff3ff376a4e725876dedc373749500efe22d962662363359e630c9df5dad', NULL);
INSERT INTO public.events VALUES ('legacy', 271, '01a23623-112b-7000-a6fb-119ef5b0012b', '01a23623-0ed1-7000-8c34-2ddec247f8b4', 2, 'Points', 'featureUpdated', '{"changes": {"Status": {"new": 42, "old": 4}}}', '2026-12-02 09:43:17.547001+00', '\xf64b64e7bd573b1981b3347648e97fa2e37e055ab3dc96526e58b8178e037a75', NULL);


--
-- Data for Name: feature_versions_548f748ea043dccb; Type: TABLE DATA; Schema: public; Owner: geojournal_service
--



--
-- Data for Name: feature_versions_c49fea7425fa7f86; Type: TABLE DATA; Schema: public; Owner: geojournal_service
--

INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0d7d-7003-8c81-22b061a21a07', 1, 'Lines', '{"Name": "a", "Status": 0, "Voltage": null}', '0102000020110F0000030000008864C8B16192B8400000000000C097400000000000CBB840D7A3703D8AEDBC40000000000090BA40C009850878E8C040', '01a23623-0d7d-7004-9698-5083cfd61251', 6, 17, '2026-12-02 09:43:16.605689+00', '2026-12-02 09:43:16.6311+00', 6);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0d89-7003-9d13-a3edfc38ae1c', 1, 'Points', '{"Name": "a", "Height": 3.25, "Status": 0}', '0101000020110F0000FED478E906B0C2407B14AE47E12E9140', '01a23623-0d89-7004-a294-037fca2ef466', 10, 19, '2026-12-02 09:43:16.617613+00', '2026-12-02 09:43:16.641145+00', 10);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0d8f-7000-b4ff-5054e5110cf1', 1, 'Points', '{"Name": "a", "Height": null, "Status": 2}', '0101000020110F000078279F1EADCFC2401F85EB51B848B340', '01a23623-0d8f-7006-9d78-bb26414fa284', 11, 18, '2026-12-02 09:43:16.623409+00', '2026-12-02 09:43:16.641145+00', 11);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0d8f-7001-8251-309297afb06a', 1, 'Points', '{"Name": "Pole 7", "Height": 3.25, "Status": 1}', '0101000020110F0000361FD786DA4C9E403D0AD7A3705FA440', '01a23623-0d8f-7006-9d78-bb26414fa284', 12, 21, '2026-12-02 09:43:16.623409+00', '2026-12-02 09:43:16.650546+00', 12);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0d8f-7003-8a12-d148aa71841c', 1, 'Lines', '{"Name": "a", "Status": 2, "Voltage": 220}', '0102000020110F000003000000000000000091B8400000000000EAA1407C2B121390C1BC4048E17A14AE259E4000000000809CB440FAB836542C909840', '01a23623-0d8f-7006-9d78-bb26414fa284', 14, 20, '2026-12-02 09:43:16.623409+00', '2026-12-02 09:43:16.650546+00', 14);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0d7d-7002-9ac7-87d92467ecb1', 1, 'Lines', '{"Name": "Pole 7", "Status": 0, "Voltage": 220}', '0102000020110F0000030000009A999999D98BC040DA5548F939FFA94062F71DC3A3E08240014D840D870DB7401F12BEF763ADBE408FC2F5281C04BD40', '01a23623-0d7d-7004-9698-5083cfd61251', 5, 24, '2026-12-02 09:43:16.605689+00', '2026-12-02 09:43:16.659339+00', 5);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0d8f-7001-8251-309297afb06a', 2, 'Points', '{"Name": "Pole 7", "Height": 3.25, "Status": 4}', '0101000020110F0000361FD786DA4C9E403D0AD7A3705FA440', '01a23623-0daa-7000-8539-8a7812cca9df', 21, 23, '2026-12-02 09:43:16.650546+00', '2026-12-02 09:43:16.659339+00', 12);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0d8f-7002-9552-0b91cb091eff', 1, 'Points', '{"Name": "a", "Height": null, "Status": 5}', '0101000020110F0000AAB69BE04331A4409ED2C1FA474CBF40', '01a23623-0d8f-7006-9d78-bb26414fa284', 13, 22, '2026-12-02 09:43:16.623409+00', '2026-12-02 09:43:16.659339+00', 13);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0d8f-7005-a49b-5ac9dc5283bb', 1, 'Lines', '{"Name": "Pole 7", "Status": 1, "Voltage": 110}', '0102000020110F00000300000000000000007890405C8FC2F5E8B1B040645DDC46D712B640E17A14AE475F8940A69BC42030D8A1400000000000409B40', '01a23623-0d8f-7006-9d78-bb26414fa284', 16, 25, '2026-12-02 09:43:16.623409+00', '2026-12-02 09:43:16.659339+00', 16);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0d8f-7004-b9fa-40e1a4eaea58', 1, 'Lines', '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Status": 4, "Voltage": 110}', '0102000020110F000003000000A796ADF505C5A0408FC2F5281CECB04033333333337FB440295C8FC2F50C8F4052F355F205BCBB400000000000A3B840', '01a23623-0d8f-7006-9d78-bb26414fa284', 15, 29, '2026-12-02 09:43:16.623409+00', '2026-12-02 09:43:16.675051+00', 15);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0d8f-7001-8251-309297afb06a', 3, 'Points', '{"Name": "Pole 7", "Height": 3.25, "Status": 4}', '0101000020110F00000000000000E893409A42E735FE69C240', '01a23623-0db3-7000-915f-32bb66618755', 23, 30, '2026-12-02 09:43:16.659339+00', '2026-12-02 09:43:16.675051+00', 12);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0d89-7001-903b-c85f67224d01', 1, 'Lines', '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Status": 3, "Voltage": null}', '0102000020110F000003000000CDCCCCCCCCC6924009F9A067B3CF7B407B4B395FAABAC04000000000005084400000000000707A40ADC090D5E570B140', '01a23623-0d89-7004-a294-037fca2ef466', 8, 32, '2026-12-02 09:43:16.617613+00', '2026-12-02 09:43:16.689499+00', 8);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0d89-7003-9d13-a3edfc38ae1c', 2, 'Points', '{"Name": "a", "Height": 3.25, "Status": 0}', '0101000020110F00000000000000FCAC403C8386FEB918B040', '01a23623-0da1-7000-830a-3193af904bb8', 19, 35, '2026-12-02 09:43:16.641145+00', '2026-12-02 09:43:16.689499+00', 10);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0dbb-7001-8266-b69d45041deb', 1, 'Lines', '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Status": 1, "Voltage": null}', '0102000020110F000003000000F436363B461CC240C173EFE1225EB7409A9999995924C14012F758FA3038BA406891ED7CBFC992404B3CA06C4EA8C140', '01a23623-0dbb-7003-9772-a96206a09baf', 27, 33, '2026-12-02 09:43:16.667697+00', '2026-12-02 09:43:16.689499+00', 27);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0dbb-7002-8bd5-addc80cc5fb9', 1, 'Lines', '{"Name": "a", "Status": 2, "Voltage": 220}', '0102000020110F0000030000001D5A643BFFBBC1400000000000C6BC40CDCCCCCC4CAAB340CDE9B298F8CCB740CDCCCCCCCCB9BF40CDCCCCCC0C44B540', '01a23623-0dbb-7003-9772-a96206a09baf', 28, 34, '2026-12-02 09:43:16.667697+00', '2026-12-02 09:43:16.689499+00', 28);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0d8f-7000-b4ff-5054e5110cf1', 2, 'Points', '{"Name": "a", "Height": null, "Status": 0}', '0101000020110F000078279F1EADCFC2401F85EB51B848B340', '01a23623-0da1-7000-830a-3193af904bb8', 18, 39, '2026-12-02 09:43:16.641145+00', '2026-12-02 09:43:16.700709+00', 11);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0d8f-7004-b9fa-40e1a4eaea58', 2, 'Lines', '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Status": 5, "Voltage": 110}', '0102000020110F000003000000A796ADF505C5A0408FC2F5281CECB04033333333337FB440295C8FC2F50C8F4052F355F205BCBB400000000000A3B840', '01a23623-0dc3-7000-b28f-7cba8d3fc404', 29, 36, '2026-12-02 09:43:16.675051+00', '2026-12-02 09:43:16.700709+00', 15);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0d8f-7002-9552-0b91cb091eff', 2, 'Points', '{"Name": "a", "Height": null, "Status": 5}', '0101000020110F0000000000000070B240DDEF501488B8B840', '01a23623-0db3-7000-915f-32bb66618755', 22, 38, '2026-12-02 09:43:16.659339+00', '2026-12-02 09:43:16.700709+00', 13);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0d8f-7001-8251-309297afb06a', 4, 'Points', '{"Name": "Pole 7", "Height": 3.25, "Status": 2}', '0101000020110F00000000000000E893409A42E735FE69C240', '01a23623-0dc3-7000-b28f-7cba8d3fc404', 30, 37, '2026-12-02 09:43:16.675051+00', '2026-12-02 09:43:16.700709+00', 12);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0d89-7001-903b-c85f67224d01', 2, 'Lines', '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Status": 3, "Voltage": null}', '0102000020110F0000030000009A9999991939BF40E2E995B28C3BA740000000000018AF401422E0101A9FB640B6F3FDD4781F9B400000000000A88440', '01a23623-0dd1-7000-8a87-7bf4e38aa277', 32, 40, '2026-12-02 09:43:16.689499+00', '2026-12-02 09:43:16.724083+00', 8);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0d8f-7002-9552-0b91cb091eff', 3, 'Points', '{"Name": "a", "Height": null, "Status": 0}', '0101000020110F0000000000000070B240DDEF501488B8B840', '01a23623-0ddc-7000-bbac-993f3f2cfe64', 38, 42, '2026-12-02 09:43:16.700709+00', '2026-12-02 09:43:16.742914+00', 13);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0d8f-7004-b9fa-40e1a4eaea58', 3, 'Lines', '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Status": 5, "Voltage": 110}', '0102000020110F000003000000BE688F170EF4B140000000000097B940B6F3FDD47828B040B81E85EBB148C34000000000009A9F407B14AE47E11BA840', '01a23623-0ddc-7000-bbac-993f3f2cfe64', 36, 41, '2026-12-02 09:43:16.700709+00', '2026-12-02 09:43:16.742914+00', 15);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0d89-7000-9aa6-e8f4f97840f6', 1, 'Lines', '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Status": 1, "Voltage": 110}', '0102000020110F00000300000039807EDF4F3BB640000000000096AD404C3789414051BD400000000000D4B0409A99999919E0B5402ECA6C90E9CBB740', '01a23623-0d89-7004-a294-037fca2ef466', 7, 55, '2026-12-02 09:43:16.617613+00', '2026-12-02 09:43:16.765515+00', 7);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0d89-7002-8d5c-307485a510fd', 1, 'Points', '{"Name": "Pole 7", "Height": 1.5, "Status": 4}', '0101000020110F000000000000005AB74000000000006AB740', '01a23623-0d89-7004-a294-037fca2ef466', 9, 56, '2026-12-02 09:43:16.617613+00', '2026-12-02 09:43:16.765515+00', 9);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0dbb-7002-8bd5-addc80cc5fb9', 2, 'Lines', '{"Name": "a", "Status": 9, "Voltage": 220}', '0102000020110F0000030000001D5A643BFFBBC1400000000000C6BC40CDCCCCCC4CAAB340CDE9B298F8CCB740CDCCCCCCCCB9BF40CDCCCCCC0C44B540', '01a23623-0dd1-7000-8a87-7bf4e38aa277', 34, 54, '2026-12-02 09:43:16.689499+00', '2026-12-02 09:43:16.765515+00', 28);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0e0d-7002-9c6c-dacf5219e706', 1, 'Lines', '{"Name": "Ünïcode \"q\"", "Status": 5, "Voltage": 110}', '0102000020110F0000030000009A99999999B1B840897B2C7D9078B7400000000080FBBA40F6285C8F8282B9400000000080ECB940EC51B81E0516BA40', '01a23623-0e0d-7005-805a-0116cfe9b5d9', 45, 53, '2026-12-02 09:43:16.749873+00', '2026-12-02 09:43:16.765515+00', 45);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0e14-7000-8f0f-bc6308f380b9', 1, 'Points', '{"Name": "a", "Height": 10, "Status": 5}', '0101000020110F00009A9999999952B5408FC2F5285C20C140', '01a23623-0e14-7005-8d8a-5879189c355f', 48, 57, '2026-12-02 09:43:16.756902+00', '2026-12-02 09:43:16.774389+00', 48);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0dbb-7001-8266-b69d45041deb', 2, 'Lines', '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Status": 5, "Voltage": null}', '0102000020110F000003000000F436363B461CC240C173EFE1225EB7409A9999995924C14012F758FA3038BA406891ED7CBFC992404B3CA06C4EA8C140', '01a23623-0dd1-7000-8a87-7bf4e38aa277', 33, 59, '2026-12-02 09:43:16.689499+00', '2026-12-02 09:43:16.782915+00', 27);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0d8f-7004-b9fa-40e1a4eaea58', 4, 'Lines', '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Status": 5, "Voltage": 110}', '0102000020110F00000300000000000000007C96400000000080EEB8400000000000E06B406FD8B6282B65C34000000000007EA140151DC9E5931CC040', '01a23623-0e06-7000-a184-bc0b734d5ecf', 41, 60, '2026-12-02 09:43:16.742914+00', '2026-12-02 09:43:16.782915+00', 15);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0d8f-7002-9552-0b91cb091eff', 4, 'Points', '{"Name": "a", "Height": null, "Status": 0}', '0101000020110F000095D40968BA42A040AE47E17A14D19740', '01a23623-0e06-7000-a184-bc0b734d5ecf', 42, 58, '2026-12-02 09:43:16.742914+00', '2026-12-02 09:43:16.782915+00', 13);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0e14-7003-8cde-9fde4873a954', 1, 'Lines', '{"Name": "a", "Status": 2, "Voltage": 220}', '0102000020110F0000030000000000000000649140A4703D0A5745BF40CDCCCCCC4C7EB440000000000082A1407E37DDB293B7A240E17A14AEC760BC40', '01a23623-0e14-7005-8d8a-5879189c355f', 51, 62, '2026-12-02 09:43:16.756902+00', '2026-12-02 09:43:16.79826+00', 51);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0d7d-7000-bb8e-d38bfb47f3e2', 1, 'Points', '{"Name": "Ünïcode \"q\"", "Height": null, "Status": 0}', '0101000020110F000023DBF97E6A72C040713D0AD7A38BA740', '01a23623-0d7d-7004-9698-5083cfd61251', 3, 65, '2026-12-02 09:43:16.605689+00', '2026-12-02 09:43:16.806456+00', 3);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0e14-7000-8f0f-bc6308f380b9', 2, 'Points', '{"Name": "a", "Height": 10, "Status": 5}', '0101000020110F00009A982EC4FEF9B240BC79AA43EEE0AD40', '01a23623-0e26-7000-a87e-ba560be50ae9', 57, 66, '2026-12-02 09:43:16.774389+00', '2026-12-02 09:43:16.806456+00', 48);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0e0d-7001-a1a7-1de0408ddc0e', 1, 'Lines', '{"Name": "Ünïcode \"q\"", "Status": 4, "Voltage": null}', '0102000020110F000003000000000000000088BA40000000000077C1400000000000F9BE40F6285C8F82ABC240BF9B6ED9199AA2400000000000E0AD40', '01a23623-0e0d-7005-805a-0116cfe9b5d9', 44, 63, '2026-12-02 09:43:16.749873+00', '2026-12-02 09:43:16.806456+00', 44);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0e0d-7004-9c36-17eac243be1a', 1, 'Lines', '{"Name": "Pole 7", "Status": 3, "Voltage": null}', '0102000020110F000003000000000000000044BC400000000000B0C240000000000036BE40000000000076B240000000000024AE404777103B335DBD40', '01a23623-0e0d-7005-805a-0116cfe9b5d9', 47, 64, '2026-12-02 09:43:16.749873+00', '2026-12-02 09:43:16.806456+00', 47);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0dca-7000-b0a4-28b4b2f17038', 1, 'Lines', '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Status": 3, "Voltage": null}', '0102000020110F00000300000033E202D008928840C6A70018FF23B04000000000008CAA40A4703D0A9787BF400A4D124BD2E8A9408FC2F5285C56B540', '01a23623-0dca-7001-9daf-a06416926e2f', 31, 67, '2026-12-02 09:43:16.682078+00', '2026-12-02 09:43:16.814475+00', 31);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0d8f-7001-8251-309297afb06a', 5, 'Points', '{"Name": "Pole 7", "Height": 3.25, "Status": 8}', '0101000020110F00000000000000E893409A42E735FE69C240', '01a23623-0ddc-7000-bbac-993f3f2cfe64', 37, 68, '2026-12-02 09:43:16.700709+00', '2026-12-02 09:43:16.821586+00', 12);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0e14-7004-acc1-efd2f034f03a', 1, 'Lines', '{"Name": "Ünïcode \"q\"", "Status": 5, "Voltage": 220}', '0102000020110F000003000000C26D6DE1891A9E400000000000E88140CDCCCCCCCCA1A5409E0777674DC8AB400000000000107E4000000000005C7D40', '01a23623-0e14-7005-8d8a-5879189c355f', 52, 69, '2026-12-02 09:43:16.756902+00', '2026-12-02 09:43:16.829891+00', 52);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0d89-7003-9d13-a3edfc38ae1c', 3, 'Points', '{"Name": "a", "Height": 3.25, "Status": 7}', '0101000020110F00000000000000FCAC403C8386FEB918B040', '01a23623-0dd1-7000-8a87-7bf4e38aa277', 35, 78, '2026-12-02 09:43:16.689499+00', '2026-12-02 09:43:16.849164+00', 10);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0d89-7000-9aa6-e8f4f97840f6', 2, 'Lines', '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Status": 1, "Voltage": 110}', '0102000020110F0000030000008B51D7DAAF99BA408FC2F5281C26C24066666666E674B440000000000084BD40A3CA30EEBAFAC0408FC2F528DC61BC40', '01a23623-0e1d-7000-95d3-81451c5b17f3', 55, 84, '2026-12-02 09:43:16.765515+00', '2026-12-02 09:43:16.862619+00', 7);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0e6a-7004-98fa-6d9955327df0', 1, 'Points', '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Height": 0.0000001, "Status": 1}', '0101000020110F000000000000001FB540000000000058A340', '01a23623-0e6a-7005-888d-7166e950da0d', 77, 83, '2026-12-02 09:43:16.842025+00', '2026-12-02 09:43:16.862619+00', 77);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0e0d-7001-a1a7-1de0408ddc0e', 2, 'Lines', '{"Name": "Ünïcode \"q\"", "Status": 9, "Voltage": null}', '0102000020110F000003000000000000000088BA40000000000077C1400000000000F9BE40F6285C8F82ABC240BF9B6ED9199AA2400000000000E0AD40', '01a23623-0e46-7000-97b4-62f80f198101', 63, 87, '2026-12-02 09:43:16.806456+00', '2026-12-02 09:43:16.870601+00', 44);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0d89-7003-9d13-a3edfc38ae1c', 4, 'Points', '{"Name": "a", "Height": 3.25, "Status": 7}', '0101000020110F000033333333B354B5400000000000ECB840', '01a23623-0e71-7000-9838-0021c1e68df0', 78, 85, '2026-12-02 09:43:16.849164+00', '2026-12-02 09:43:16.870601+00', 10);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0e77-7000-90e6-c3c938767a20', 1, 'Lines', '{"Name": "Pole 7", "Status": 3, "Voltage": 220}', '0102000020110F000003000000C520B07268B15040000000000079BE40AD6C1FF204D5C24048E17A140E41C340666666666603C340AE47E17A14B59240', '01a23623-0e77-7004-b976-3004b5b565f5', 79, 86, '2026-12-02 09:43:16.85529+00', '2026-12-02 09:43:16.870601+00', 79);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0dbb-7000-b95f-95a6d8b236de', 1, 'Lines', '{"Name": "a", "Status": 0, "Voltage": null}', '0102000020110F000003000000000000000020BD4060B01BB62DD879400000000000988840A4703D0AD7209A40CDCCCCCCCC4BA84044FAEDEBC8A4B540', '01a23623-0dbb-7003-9772-a96206a09baf', 26, 95, '2026-12-02 09:43:16.667697+00', '2026-12-02 09:43:16.885421+00', 26);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0dbb-7002-8bd5-addc80cc5fb9', 3, 'Lines', '{"Name": "a", "Status": 1, "Voltage": 220}', '0102000020110F0000030000001D5A643BFFBBC1400000000000C6BC40CDCCCCCC4CAAB340CDE9B298F8CCB740CDCCCCCCCCB9BF40CDCCCCCC0C44B540', '01a23623-0e1d-7000-95d3-81451c5b17f3', 54, 96, '2026-12-02 09:43:16.765515+00', '2026-12-02 09:43:16.885421+00', 28);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0e0d-7000-a412-29fb0910b09a', 1, 'Points', '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Height": 12345.678, "Status": 0}', '0101000020110F00001B2C9CA489CA9F40EC12D55B0350B340', '01a23623-0e0d-7005-805a-0116cfe9b5d9', 43, 94, '2026-12-02 09:43:16.749873+00', '2026-12-02 09:43:16.885421+00', 43);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0e6a-7003-848d-f60deb80d634', 1, 'Points', '{"Name": "Pole 7", "Height": 3.25, "Status": 0}', '0101000020110F0000CDCCCCCCCCF1B840295C8FC275F9A340', '01a23623-0e6a-7005-888d-7166e950da0d', 76, 93, '2026-12-02 09:43:16.842025+00', '2026-12-02 09:43:16.885421+00', 76);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0dca-7000-b0a4-28b4b2f17038', 2, 'Lines', '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Status": 2, "Voltage": null}', '0102000020110F00000300000033E202D008928840C6A70018FF23B04000000000008CAA40A4703D0A9787BF400A4D124BD2E8A9408FC2F5285C56B540', '01a23623-0e4e-7000-803b-329d32d63caa', 67, 98, '2026-12-02 09:43:16.814475+00', '2026-12-02 09:43:16.894359+00', 31);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0e14-7000-8f0f-bc6308f380b9', 3, 'Points', '{"Name": "a", "Height": 10, "Status": 1}', '0101000020110F00009A982EC4FEF9B240BC79AA43EEE0AD40', '01a23623-0e46-7000-97b4-62f80f198101', 66, 99, '2026-12-02 09:43:16.806456+00', '2026-12-02 09:43:16.894359+00', 48);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0e64-7001-847a-92e63f11d811', 1, 'Lines', '{"Name": "Ünïcode \"q\"", "Status": 0, "Voltage": 220}', '0102000020110F000003000000BA490C02CB05B240C3F5285C8F99AC4077BE9F1A2F2E9D40EC51B81E85898540000000000034A940AE47E17A149ABA40', '01a23623-0e64-7003-a0f2-863731b9dc00', 71, 97, '2026-12-02 09:43:16.836365+00', '2026-12-02 09:43:16.894359+00', 71);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0e14-7002-a6e8-5b6646a9451f', 1, 'Lines', '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Status": 5, "Voltage": 110}', '0102000020110F0000030000000AD7A3703DD4BD405C8FC2F5888BC0400000000080B8C240DDCD531DBA88BE4033333333330784405C8FC2F5E82ABF40', '01a23623-0e14-7005-8d8a-5879189c355f', 50, 100, '2026-12-02 09:43:16.756902+00', '2026-12-02 09:43:16.902928+00', 50);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0e64-7002-8539-1625ccb3d30a', 1, 'Points', '{"Name": "Pole 7", "Height": 10, "Status": 3}', '0101000020110F00000000000000EDBF4000000000804CC240', '01a23623-0e64-7003-a0f2-863731b9dc00', 72, 102, '2026-12-02 09:43:16.836365+00', '2026-12-02 09:43:16.902928+00', 72);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0e77-7000-90e6-c3c938767a20', 2, 'Lines', '{"Name": "Pole 7", "Status": 5, "Voltage": 220}', '0102000020110F000003000000C520B07268B15040000000000079BE40AD6C1FF204D5C24048E17A140E41C340666666666603C340AE47E17A14B59240', '01a23623-0e86-7000-a199-ecbbb7b139a2', 86, 101, '2026-12-02 09:43:16.870601+00', '2026-12-02 09:43:16.902928+00', 79);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0e0d-7000-a412-29fb0910b09a', 2, 'Points', '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Height": 12345.678, "Status": 6}', '0101000020110F00001B2C9CA489CA9F40EC12D55B0350B340', '01a23623-0e95-7000-93b0-2cdfe6c07b43', 94, 110, '2026-12-02 09:43:16.885421+00', '2026-12-02 09:43:16.925144+00', 43);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0e0d-7002-9c6c-dacf5219e706', 2, 'Lines', '{"Name": "Ünïcode \"q\"", "Status": 0, "Voltage": 110}', '0102000020110F0000030000009A99999999B1B840897B2C7D9078B7400000000080FBBA40F6285C8F8282B9400000000080ECB940EC51B81E0516BA40', '01a23623-0e1d-7000-95d3-81451c5b17f3', 53, 115, '2026-12-02 09:43:16.765515+00', '2026-12-02 09:43:16.938756+00', 45);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0e64-7000-83be-4b05478c7479', 1, 'Lines', '{"Name": "Pole 7", "Status": 1, "Voltage": 110}', '0102000020110F0000030000009A9999991961B64085EB51B8BE30C3400000000080C4C2407B14AE47211EBA406F1283C0CA7DB4400000000000C8A040', '01a23623-0e64-7003-a0f2-863731b9dc00', 70, 116, '2026-12-02 09:43:16.836365+00', '2026-12-02 09:43:16.938756+00', 70);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0ec3-7001-a30f-fb1dd71786d6', 1, 'Points', '{"Name": "Pole 7", "Height": 3.25, "Status": 2}', '0101000020110F000033A7CB629E39B7400000000000289C40', '01a23623-0ec3-7004-9f3e-93d3d73b5727', 112, 117, '2026-12-02 09:43:16.931598+00', '2026-12-02 09:43:16.938756+00', 112);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0ec3-7002-8611-bc7f7fe6d953', 1, 'Points', '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Height": null, "Status": 2}', '0101000020110F0000000000000041C24093E34EE9F06BA640', '01a23623-0ec3-7004-9f3e-93d3d73b5727', 113, 118, '2026-12-02 09:43:16.931598+00', '2026-12-02 09:43:16.938756+00', 113);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0d7d-7001-b98a-509ccf5e234b', 2, 'Points', '{"Name": "a", "Height": 10, "Status": 7}', '0101000020110F0000E4DBBB06AD5BBF40B28520076582B340', '01a23623-0eaf-7000-b229-e07a361b280a', 105, 127, '2026-12-02 09:43:16.91168+00', '2026-12-02 09:43:16.963717+00', 4);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0e14-7000-8f0f-bc6308f380b9', 5, 'Points', '{"Name": "a", "Height": 10, "Status": 1}', '0101000020110F00004582A9661E71BC4000000000009C9940', '01a23623-0eaf-7000-b229-e07a361b280a', 104, 126, '2026-12-02 09:43:16.91168+00', '2026-12-02 09:43:16.963717+00', 48);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0e6a-7002-8a48-e724b59beb0a', 2, 'Points', '{"Name": "Pole 7", "Height": 3.25, "Status": 7}', '0101000020110F0000000000000000634053CBD6FAE24E8640', '01a23623-0eaf-7000-b229-e07a361b280a', 103, 125, '2026-12-02 09:43:16.91168+00', '2026-12-02 09:43:16.963717+00', 75);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0d7d-7001-b98a-509ccf5e234b', 3, 'Points', '{"Name": "a", "Height": 10, "Status": 0}', '0101000020110F0000E4DBBB06AD5BBF40B28520076582B340', '01a23623-0ee3-7000-9f8e-96d86984f540', 127, 130, '2026-12-02 09:43:16.963717+00', '2026-12-02 09:43:16.98129+00', 4);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0e14-7000-8f0f-bc6308f380b9', 6, 'Points', '{"Name": "a", "Height": 10, "Status": 1}', '0101000020110F0000F0A7C64B375DB540000000000075B040', '01a23623-0ee3-7000-9f8e-96d86984f540', 126, 129, '2026-12-02 09:43:16.963717+00', '2026-12-02 09:43:16.98129+00', 48);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0d7d-7001-b98a-509ccf5e234b', 1, 'Points', '{"Name": "a", "Height": 10, "Status": 0}', '0101000020110F0000E4DBBB06AD5BBF40B28520076582B340', '01a23623-0d7d-7004-9698-5083cfd61251', 4, 105, '2026-12-02 09:43:16.605689+00', '2026-12-02 09:43:16.91168+00', 4);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0e14-7000-8f0f-bc6308f380b9', 4, 'Points', '{"Name": "a", "Height": 10, "Status": 1}', '0101000020110F0000F0A7C64B375DB540000000000075B040', '01a23623-0e9e-7000-bf2c-8546cc75404a', 99, 104, '2026-12-02 09:43:16.894359+00', '2026-12-02 09:43:16.91168+00', 48);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0e6a-7002-8a48-e724b59beb0a', 1, 'Points', '{"Name": "Pole 7", "Height": 3.25, "Status": 2}', '0101000020110F0000000000000000634053CBD6FAE24E8640', '01a23623-0e6a-7005-888d-7166e950da0d', 75, 103, '2026-12-02 09:43:16.842025+00', '2026-12-02 09:43:16.91168+00', 75);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0eb6-7001-86a6-6bd4b6305932', 1, 'Points', '{"Name": "Pole 7", "Height": 0.0000001, "Status": 0}', '0101000020110F0000000000000069C2400000000000E6A940', '01a23623-0eb6-7004-8e13-5b1339288d2a', 107, 227, '2026-12-02 09:43:16.918809+00', '2026-12-02 09:43:17.312497+00', 107);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0eb6-7002-bd2d-d6c38f0ac714', 1, 'Points', '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Height": 1.5, "Status": 4}', '0101000020110F000014AE47E12AA3C240E17A14AE47D49940', '01a23623-0eb6-7004-8e13-5b1339288d2a', 108, 228, '2026-12-02 09:43:16.918809+00', '2026-12-02 09:43:17.312497+00', 108);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0e14-7004-acc1-efd2f034f03a', 3, 'Lines', '{"Name": "Ünïcode \"q\"", "Status": 5, "Voltage": 220}', '0102000020110F0000030000000BB8E7F9635C954000000000005DB340CDCCCCCCCCA8A5409B1BD3132E07B940FED478E9C66FBC4066666666E693A040', '01a23623-0fa5-7000-80a4-8dac364a6731', 181, 230, '2026-12-02 09:43:17.157128+00', '2026-12-02 09:43:17.312497+00', 52);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0e8d-7002-a721-e4da7ae75cb3', 3, 'Points', '{"Name": "a", "Height": 0.0000001, "Status": 2}', '0101000020110F00000000000000AAA540000000008020C040', '01a23623-101e-7000-915d-d40efe6c192a', 213, 229, '2026-12-02 09:43:17.278301+00', '2026-12-02 09:43:17.312497+00', 90);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0e6a-7002-8a48-e724b59beb0a', 3, 'Points', '{"Name": "Pole 7", "Height": 3.25, "Status": 2}', '0101000020110F0000000000000000634053CBD6FAE24E8640', '01a23623-0ee3-7000-9f8e-96d86984f540', 125, 128, '2026-12-02 09:43:16.963717+00', '2026-12-02 09:43:16.98129+00', 75);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0d7d-7001-b98a-509ccf5e234b', 4, 'Points', '{"Name": "a", "Height": 10, "Status": 7}', '0101000020110F0000E4DBBB06AD5BBF40B28520076582B340', '01a23623-0ef5-7000-9750-684365ef2a1b', 130, 133, '2026-12-02 09:43:16.98129+00', '2026-12-02 09:43:17.000379+00', 4);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0e14-7000-8f0f-bc6308f380b9', 7, 'Points', '{"Name": "a", "Height": 10, "Status": 1}', '0101000020110F00004582A9661E71BC4000000000009C9940', '01a23623-0ef5-7000-9750-684365ef2a1b', 129, 132, '2026-12-02 09:43:16.98129+00', '2026-12-02 09:43:17.000379+00', 48);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0e6a-7002-8a48-e724b59beb0a', 4, 'Points', '{"Name": "Pole 7", "Height": 3.25, "Status": 7}', '0101000020110F0000000000000000634053CBD6FAE24E8640', '01a23623-0ef5-7000-9750-684365ef2a1b', 128, 131, '2026-12-02 09:43:16.98129+00', '2026-12-02 09:43:17.000379+00', 75);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0dbb-7000-b95f-95a6d8b236de', 2, 'Lines', '{"Name": "a", "Status": 0, "Voltage": null}', '0102000020110F000003000000000000000020BD4060B01BB62DD879400000000000988840A4703D0AD7209A40CDCCCCCCCC4BA84044FAEDEBC8A4B540', '01a23623-0e95-7000-93b0-2cdfe6c07b43', 95, 135, '2026-12-02 09:43:16.885421+00', '2026-12-02 09:43:17.032141+00', 26);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0e0d-7003-8b74-d88eef2a57fa', 1, 'Lines', '{"Name": "Ünïcode \"q\"", "Status": 2, "Voltage": 220}', '0102000020110F000003000000A69BC420F049A4400000000000BFC24039B4C876FEBEBC40320395F1EF14B74000000000003CBB400000000000388940', '01a23623-0e0d-7005-805a-0116cfe9b5d9', 46, 134, '2026-12-02 09:43:16.749873+00', '2026-12-02 09:43:17.032141+00', 46);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0e14-7000-8f0f-bc6308f380b9', 8, 'Points', '{"Name": "a", "Height": 10, "Status": 1}', '0101000020110F0000F0A7C64B375DB540000000000075B040', '01a23623-0f08-7000-ad3d-f14d29ada38f', 132, 137, '2026-12-02 09:43:17.000379+00', '2026-12-02 09:43:17.032141+00', 48);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0e8d-7000-bb45-274f201dc865', 1, 'Points', '{"Name": "Pole 7", "Height": 1.5, "Status": 2}', '0101000020110F000000000000007FB0409BE61DA76826B140', '01a23623-0e8d-7005-ab08-911edb7e35f6', 88, 136, '2026-12-02 09:43:16.877684+00', '2026-12-02 09:43:17.032141+00', 88);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0ec3-7000-8128-829faa91c5b7', 1, 'Points', '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Height": null, "Status": 4}', '0101000020110F00009A99999999D598405C381092A52AA040', '01a23623-0ec3-7004-9f3e-93d3d73b5727', 111, 138, '2026-12-02 09:43:16.931598+00', '2026-12-02 09:43:17.041512+00', 111);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0ed1-7005-ba74-7903b5a59dfa', 1, 'Lines', '{"Name": "Pole 7", "Status": 2, "Voltage": 220}', '0102000020110F0000030000000000000000F0A9400000000000309140AC1C5A647BA0A540000000000006A2408195438B6C2B96400000000000B08440', '01a23623-0ed1-7006-b1eb-2f478b7436b2', 124, 139, '2026-12-02 09:43:16.945552+00', '2026-12-02 09:43:17.041512+00', 124);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0e0d-7001-a1a7-1de0408ddc0e', 3, 'Lines', '{"Name": "Ünïcode \"q\"", "Status": 9, "Voltage": null}', '0102000020110F00000300000033333333B368B1400000000000D8954033333333B3E0C2400000000000349240B7EEE6A98E35C240713D0AD70309C240', '01a23623-0e86-7000-a199-ecbbb7b139a2', 87, 141, '2026-12-02 09:43:16.870601+00', '2026-12-02 09:43:17.049149+00', 44);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0d89-7002-8d5c-307485a510fd', 2, 'Points', '{"Name": "Pole 7", "Height": 1.5, "Status": 4}', '0101000020110F000066666666669C98408E9257E7A8CFB840', '01a23623-0e1d-7000-95d3-81451c5b17f3', 56, 140, '2026-12-02 09:43:16.765515+00', '2026-12-02 09:43:17.049149+00', 9);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0e8d-7000-bb45-274f201dc865', 2, 'Points', '{"Name": "Pole 7", "Height": 1.5, "Status": 2}', '0101000020110F0000000000000008BD40D7A3703D8A72A640', '01a23623-0f28-7000-9fc6-4ac8b5319ed1', 136, 142, '2026-12-02 09:43:17.032141+00', '2026-12-02 09:43:17.055996+00', 88);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0e8d-7002-a721-e4da7ae75cb3', 1, 'Points', '{"Name": "a", "Height": 0.0000001, "Status": 2}', '0101000020110F0000000000008032C2400000000000002E40', '01a23623-0e8d-7005-ab08-911edb7e35f6', 90, 143, '2026-12-02 09:43:16.877684+00', '2026-12-02 09:43:17.064252+00', 90);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0dbb-7000-b95f-95a6d8b236de', 3, 'Lines', '{"Name": "a", "Status": 4, "Voltage": null}', '0102000020110F000003000000000000000020BD4060B01BB62DD879400000000000988840A4703D0AD7209A40CDCCCCCCCC4BA84044FAEDEBC8A4B540', '01a23623-0f28-7000-9fc6-4ac8b5319ed1', 135, 146, '2026-12-02 09:43:17.032141+00', '2026-12-02 09:43:17.074677+00', 26);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0d89-7001-903b-c85f67224d01', 3, 'Lines', '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Status": 3, "Voltage": null}', '0102000020110F00000300000066666666669FA7402E39EE940E309C401283C0CAB1D2C240333333333313BB400000000000CAC040D15CA791865AB340', '01a23623-0df4-7000-aa7a-0181d78d9d10', 40, 145, '2026-12-02 09:43:16.724083+00', '2026-12-02 09:43:17.074677+00', 8);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0e0d-7001-a1a7-1de0408ddc0e', 4, 'Lines', '{"Name": "Ünïcode \"q\"", "Status": 9, "Voltage": null}', '0102000020110F000003000000E3A59BC460F0A240C3F5285C8F4DC1403333333333CDAE40088F368E587F6B40000000000050A140000000008069C340', '01a23623-0f39-7000-915d-7cc6da322d16', 141, 147, '2026-12-02 09:43:17.049149+00', '2026-12-02 09:43:17.074677+00', 44);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0e64-7001-847a-92e63f11d811', 2, 'Lines', '{"Name": "Ünïcode \"q\"", "Status": 0, "Voltage": 220}', '0102000020110F000003000000000000008099C040B6F3FDD448BAAD40593673487A1CA540000000000044B3400000000000E4B440000000008050C040', '01a23623-0e9e-7000-bf2c-8546cc75404a', 97, 144, '2026-12-02 09:43:16.894359+00', '2026-12-02 09:43:17.074677+00', 71);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0d7d-7000-bb8e-d38bfb47f3e2', 2, 'Points', '{"Name": "Ünïcode \"q\"", "Height": null, "Status": 4}', '0101000020110F000023DBF97E6A72C040713D0AD7A38BA740', '01a23623-0e46-7000-97b4-62f80f198101', 65, 176, '2026-12-02 09:43:16.806456+00', '2026-12-02 09:43:17.139743+00', 3);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0e0d-7000-a412-29fb0910b09a', 3, 'Points', '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Height": 12345.678, "Status": 1}', '0101000020110F00001B2C9CA489CA9F40EC12D55B0350B340', '01a23623-0ebd-7000-8295-7ec8a0dc343d', 110, 177, '2026-12-02 09:43:16.925144+00', '2026-12-02 09:43:17.139743+00', 43);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0f71-7000-9fb9-faf0b76d6f22', 1, 'Lines', '{"Name": "Ünïcode \"q\"", "Status": 5, "Voltage": null}', '0102000020110F000003000000B29E5A7D51ECB040B81E85EB5122AE40890CAB78B351C24000000000000CA9409146054E46EE9F40B4024356FF6CB740', '01a23623-0f71-7001-8aac-c0526d5e15dd', 157, 175, '2026-12-02 09:43:17.105978+00', '2026-12-02 09:43:17.139743+00', 157);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0e6a-7000-ac99-28c6a3d7fb4e', 1, 'Lines', '{"Name": "Pole 7", "Status": 3, "Voltage": 110}', '0102000020110F000003000000529CA38E7EAA9340FC6F253B5EA8C1403B3AAE467659A7405E11FC6F25807B406667D13B1D89A0409AEB34D26A25BB40', '01a23623-0e6a-7005-888d-7166e950da0d', 73, 179, '2026-12-02 09:43:16.842025+00', '2026-12-02 09:43:17.148829+00', 73);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0ed1-7004-8349-dd9182406991', 1, 'Lines', '{"Name": "a", "Status": 3, "Voltage": null}', '0102000020110F0000030000004E621058F926B94000000000000CC140000000000035B14051A04FE4A1CDBE4033333333B324B340E17A14AEC7C3A940', '01a23623-0ed1-7006-b1eb-2f478b7436b2', 123, 178, '2026-12-02 09:43:16.945552+00', '2026-12-02 09:43:17.148829+00', 123);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0f6a-7003-bdcd-90211dba2f46', 1, 'Lines', '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Status": 5, "Voltage": 220}', '0102000020110F000003000000C556D0B45C15A440D7A3703D0A76904021B07268F188B2400000000000B4A840AE2EA704C874B940CDCCCCCCEC84C140', '01a23623-0f6a-7006-9b56-b958345eaf92', 154, 180, '2026-12-02 09:43:17.098239+00', '2026-12-02 09:43:17.148829+00', 154);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0e14-7004-acc1-efd2f034f03a', 2, 'Lines', '{"Name": "Ünïcode \"q\"", "Status": 5, "Voltage": 220}', '0102000020110F000003000000508D976E125183400000000000EFB2400000000000A0A540D9942BBCCBD495400000000060A3C04048E17A146EBEBE40', '01a23623-0e5d-7000-bb94-5f57df383ba7', 69, 181, '2026-12-02 09:43:16.829891+00', '2026-12-02 09:43:17.157128+00', 52);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0d8f-7005-a49b-5ac9dc5283bb', 2, 'Lines', '{"Name": "Pole 7", "Status": 1, "Voltage": 110}', '0102000020110F0000030000003A4030470F42A5403D0AD7A3F081AE40B4C876BECFF1C1408FC2F528BC03C340000000000080B640581CCEFCB26CB940', '01a23623-0db3-7000-915f-32bb66618755', 25, 183, '2026-12-02 09:43:16.659339+00', '2026-12-02 09:43:17.165096+00', 16);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0e6a-7002-8a48-e724b59beb0a', 5, 'Points', '{"Name": "Pole 7", "Height": 3.25, "Status": 2}', '0101000020110F0000000000000000634053CBD6FAE24E8640', '01a23623-0f08-7000-ad3d-f14d29ada38f', 131, 182, '2026-12-02 09:43:17.000379+00', '2026-12-02 09:43:17.165096+00', 75);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0d89-7002-8d5c-307485a510fd', 3, 'Points', '{"Name": "Pole 7", "Height": 1.5, "Status": 0}', '0101000020110F000066666666669C98408E9257E7A8CFB840', '01a23623-0f39-7000-915d-7cc6da322d16', 140, 186, '2026-12-02 09:43:17.049149+00', '2026-12-02 09:43:17.177008+00', 9);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0e6a-7001-b408-aa9caa9068c8', 1, 'Lines', '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Status": 4, "Voltage": null}', '0102000020110F000003000000000000000022B540CDCCCCCCCCC478401904560EBD49C04000000000005CAC409A99999999F5A740F6EE8FF7EA8BBA40', '01a23623-0e6a-7005-888d-7166e950da0d', 74, 187, '2026-12-02 09:43:16.842025+00', '2026-12-02 09:43:17.177008+00', 74);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0e8d-7004-a49a-90e08522b292', 1, 'Points', '{"Name": "Ünïcode \"q\"", "Height": 10, "Status": 3}', '0101000020110F0000B4E6C75F7ACBAF40CDCCCCCC4CA8B840', '01a23623-0e8d-7005-ab08-911edb7e35f6', 92, 185, '2026-12-02 09:43:16.877684+00', '2026-12-02 09:43:17.177008+00', 92);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0f79-7003-b101-a36bd074308e', 1, 'Points', '{"Name": "a", "Height": null, "Status": 3}', '0101000020110F000033333333334B7640000000000070B940', '01a23623-0f79-7004-80d3-83d1f82ff175', 161, 184, '2026-12-02 09:43:17.113904+00', '2026-12-02 09:43:17.177008+00', 161);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0e14-7002-a6e8-5b6646a9451f', 2, 'Lines', '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Status": 4, "Voltage": 110}', '0102000020110F0000030000000AD7A3703DD4BD405C8FC2F5888BC0400000000080B8C240DDCD531DBA88BE4033333333330784405C8FC2F5E82ABF40', '01a23623-0ea6-7000-a3d7-53664941bf50', 100, 188, '2026-12-02 09:43:16.902928+00', '2026-12-02 09:43:17.186061+00', 50);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0f86-7004-b067-57510fc2c02d', 1, 'Points', '{"Name": "Ünïcode \"q\"", "Height": null, "Status": 0}', '0101000020110F00000000000000008D40D7A3703D0A8FC140', '01a23623-0f86-7006-a353-90991be9ce8f', 169, 189, '2026-12-02 09:43:17.126568+00', '2026-12-02 09:43:17.186061+00', 169);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0d7d-7002-9ac7-87d92467ecb1', 2, 'Lines', '{"Name": "Pole 7", "Status": 2, "Voltage": 220}', '0102000020110F0000030000009A999999D98BC040DA5548F939FFA94062F71DC3A3E08240014D840D870DB7401F12BEF763ADBE408FC2F5281C04BD40', '01a23623-0db3-7000-915f-32bb66618755', 24, 190, '2026-12-02 09:43:16.659339+00', '2026-12-02 09:43:17.195696+00', 5);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0e14-7003-8cde-9fde4873a954', 2, 'Lines', '{"Name": "a", "Status": 2, "Voltage": 220}', '0102000020110F0000030000003CBF2841D7C0A9409A99999999F49740CDCCCCCCCC75A4400AD7A3707DB6C240F3FFAA232F25AF4016DEE5227E87A240', '01a23623-0e3e-7000-bdd6-7fa1e243cd85', 62, 192, '2026-12-02 09:43:16.79826+00', '2026-12-02 09:43:17.208302+00', 51);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0f81-7000-8c7a-712a35370f16', 1, 'Points', '{"Name": "Ünïcode \"q\"", "Height": null, "Status": 4}', '0101000020110F0000C3F5285C4F90AB40CDCCCCCC6CF4C240', '01a23623-0f81-7003-8cae-774b48d5b0ae', 162, 196, '2026-12-02 09:43:17.121397+00', '2026-12-02 09:43:17.22081+00', 162);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0f86-7005-9c04-e250b62b59b3', 1, 'Points', '{"Name": "Pole 7", "Height": null, "Status": 5}', '0101000020110F0000D2C265154201C140CDCCCCCCCCE8A240', '01a23623-0f86-7006-a353-90991be9ce8f', 170, 195, '2026-12-02 09:43:17.126568+00', '2026-12-02 09:43:17.22081+00', 170);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0f8c-7000-83c7-844d8036de90', 1, 'Lines', '{"Name": "Pole 7", "Status": 2, "Voltage": null}', '0102000020110F000003000000AAF1D24D2268A140D7A3703D4AFCC2400000000000B6C0403D0AD7A3B0D0B040F38E53740C14A1400000000000F6B840', '01a23623-0f8c-7004-846f-440979e1d751', 171, 197, '2026-12-02 09:43:17.132215+00', '2026-12-02 09:43:17.22081+00', 171);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0d89-7002-8d5c-307485a510fd', 4, 'Points', '{"Name": "Pole 7", "Height": 1.5, "Status": 0}', '0101000020110F0000A01A2FDDE4E8C0402C9ACE4E767CA640', '01a23623-0fb9-7000-bc17-4c306933a3d5', 186, 198, '2026-12-02 09:43:17.177008+00', '2026-12-02 09:43:17.228115+00', 9);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0e77-7002-bfce-bbea8e898c10', 1, 'Points', '{"Name": "Pole 7", "Height": 1.5, "Status": 5}', '0101000020110F0000865451BC980EC040325A4755E33CA640', '01a23623-0e77-7004-b976-3004b5b565f5', 81, 200, '2026-12-02 09:43:16.85529+00', '2026-12-02 09:43:17.228115+00', 81);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0e8d-7000-bb45-274f201dc865', 3, 'Points', '{"Name": "Pole 7", "Height": 1.5, "Status": 2}', '0101000020110F0000000000000008BD40D7A3703D8A72A640', '01a23623-0f40-7000-87f6-b0878e8b4e7f', 142, 199, '2026-12-02 09:43:17.055996+00', '2026-12-02 09:43:17.228115+00', 88);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0e77-7003-88d8-b9d4fad130b0', 1, 'Points', '{"Name": "a", "Height": 12345.678, "Status": 5}', '0101000020110F000004560E2D52B2B74002F1BA7EE1AAA240', '01a23623-0e77-7004-b976-3004b5b565f5', 82, 202, '2026-12-02 09:43:16.85529+00', '2026-12-02 09:43:17.235664+00', 82);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0e6a-7003-848d-f60deb80d634', 2, 'Points', '{"Name": "Pole 7", "Height": 3.25, "Status": 0}', '0101000020110F000040F67AF737529540D712F2411F02BA40', '01a23623-0e95-7000-93b0-2cdfe6c07b43', 93, 203, '2026-12-02 09:43:16.885421+00', '2026-12-02 09:43:17.235664+00', 76);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0eb6-7000-8f88-f362c59b3b24', 1, 'Points', '{"Name": "Ünïcode \"q\"", "Height": 12345.678, "Status": 3}', '0101000020110F0000C520B07268F5814068791EDCCD57A740', '01a23623-0eb6-7004-8e13-5b1339288d2a', 106, 201, '2026-12-02 09:43:16.918809+00', '2026-12-02 09:43:17.235664+00', 106);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0fd1-7000-8485-703e66a8274f', 1, 'Points', '{"Name": "Ünïcode \"q\"", "Height": 12345.678, "Status": 2}', '0101000020110F00006666666666661B40000000000050C140', '01a23623-0fd1-7001-a139-2b04c8ba3d57', 191, 204, '2026-12-02 09:43:17.201984+00', '2026-12-02 09:43:17.235664+00', 191);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0e77-7001-b767-bf26adc58127', 1, 'Lines', '{"Name": "Pole 7", "Status": 1, "Voltage": 110}', '0102000020110F0000030000001F4773643553B940E90E62674AD095403F355EBA09D0AF400000000000B4A64060E5D0221BF9BC400000000000AEAB40', '01a23623-0e77-7004-b976-3004b5b565f5', 80, 205, '2026-12-02 09:43:16.85529+00', '2026-12-02 09:43:17.243772+00', 80);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0e64-7000-83be-4b05478c7479', 2, 'Lines', '{"Name": "Pole 7", "Status": 1, "Voltage": 110}', '0102000020110F000003000000000000000008C040098A1F6336EFB540000000000014B3406F2F698CB283C34066666666E66BC04060B01BB64D23A340', '01a23623-0eca-7000-8fcf-d1ca4743b257', 116, 206, '2026-12-02 09:43:16.938756+00', '2026-12-02 09:43:17.252833+00', 70);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0dbb-7001-8266-b69d45041deb', 3, 'Lines', '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Status": 9, "Voltage": null}', '0102000020110F000003000000F436363B461CC240C173EFE1225EB7409A9999995924C14012F758FA3038BA406891ED7CBFC992404B3CA06C4EA8C140', '01a23623-0e2e-7000-8223-bb8eadce0d0b', 59, 207, '2026-12-02 09:43:16.782915+00', '2026-12-02 09:43:17.262939+00', 27);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0f71-7000-9fb9-faf0b76d6f22', 2, 'Lines', '{"Name": "Ünïcode \"q\"", "Status": 5, "Voltage": null}', '0102000020110F000003000000000000000021BD401F85EB51B8C0B140000000000004B640000000000033C3400000000000C49B407B832F4C2A14C240', '01a23623-0f93-7000-a63d-eca2277bd203', 175, 208, '2026-12-02 09:43:17.139743+00', '2026-12-02 09:43:17.262939+00', 157);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0f86-7005-9c04-e250b62b59b3', 2, 'Points', '{"Name": "Pole 7", "Height": null, "Status": 9}', '0101000020110F0000D2C265154201C140CDCCCCCCCCE8A240', '01a23623-0fe4-7000-aa46-656014016e8a', 195, 209, '2026-12-02 09:43:17.22081+00', '2026-12-02 09:43:17.262939+00', 170);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0eb6-7000-8f88-f362c59b3b24', 2, 'Points', '{"Name": "Ünïcode \"q\"", "Height": 12345.678, "Status": 3}', '0101000020110F00003BDF4F8D175AC3406362F371C98DC040', '01a23623-0ff3-7000-aa33-93708b02839f', 201, 210, '2026-12-02 09:43:17.235664+00', '2026-12-02 09:43:17.271248+00', 106);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0d89-7002-8d5c-307485a510fd', 5, 'Points', '{"Name": "Pole 7", "Height": 1.5, "Status": 0}', '0101000020110F0000CDCCCCCC8CEEC140CDCCCCCCCC91AB40', '01a23623-0fec-7000-9450-80375246c5da', 198, 212, '2026-12-02 09:43:17.228115+00', '2026-12-02 09:43:17.278301+00', 9);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0e8d-7002-a721-e4da7ae75cb3', 2, 'Points', '{"Name": "a", "Height": 0.0000001, "Status": 2}', '0101000020110F0000666666666664A24096218E75A16EC340', '01a23623-0f48-7000-b62d-405569c0dc72', 143, 213, '2026-12-02 09:43:17.064252+00', '2026-12-02 09:43:17.278301+00', 90);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0ed1-7003-b348-f7fa089f3a44', 1, 'Lines', '{"Name": "a", "Status": 5, "Voltage": 110}', '0102000020110F000003000000C74B378981D1A740789CA223B92C82400000000000004D40A4703D0A5788BA400000000000C887400000000000808840', '01a23623-0ed1-7006-b1eb-2f478b7436b2', 122, 211, '2026-12-02 09:43:16.945552+00', '2026-12-02 09:43:17.278301+00', 122);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0f6a-7004-886e-71f4a3855bdc', 1, 'Points', '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Height": 0.0000001, "Status": 5}', '0101000020110F0000F2D24D62F0D3B14019ADA3AA1505C340', '01a23623-0f6a-7006-9b56-b958345eaf92', 155, 214, '2026-12-02 09:43:17.098239+00', '2026-12-02 09:43:17.285465+00', 155);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0e14-7003-8cde-9fde4873a954', 3, 'Lines', '{"Name": "a", "Status": 9, "Voltage": 220}', '0102000020110F0000030000003CBF2841D7C0A9409A99999999F49740CDCCCCCCCC75A4400AD7A3707DB6C240F3FFAA232F25AF4016DEE5227E87A240', '01a23623-0fd8-7000-b9e8-123ce7f7c369', 192, 215, '2026-12-02 09:43:17.208302+00', '2026-12-02 09:43:17.291753+00', 51);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0e8d-7003-a097-41838830ef1f', 1, 'Points', '{"Name": "a", "Height": null, "Status": 5}', '0101000020110F0000000000000038B1404C378941204A8940', '01a23623-0e8d-7005-ab08-911edb7e35f6', 91, 216, '2026-12-02 09:43:16.877684+00', '2026-12-02 09:43:17.291753+00', 91);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0f63-7000-acbd-3e30b16f5551', 1, 'Points', '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Height": 12345.678, "Status": 1}', '0101000020110F0000A8C64B37E924BD400000000000C49A40', '01a23623-0f63-7001-bdee-f0782e814bf9', 150, 226, '2026-12-02 09:43:17.091083+00', '2026-12-02 09:43:17.304514+00', 150);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0f6a-7000-b8a5-a22415fb6d0f', 1, 'Lines', '{"Name": "Ünïcode \"q\"", "Status": 5, "Voltage": 110}', '0102000020110F00000300000091291F82666CBF400000000000608740D122DBF97E6AD43F000000000032A240F2D24D627011BF40F60B76C3FE2DB440', '01a23623-0f6a-7006-9b56-b958345eaf92', 151, 224, '2026-12-02 09:43:17.098239+00', '2026-12-02 09:43:17.304514+00', 151);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0f6a-7005-a4a3-7a732376b151', 1, 'Points', '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Height": null, "Status": 5}', '0101000020110F000033333333B3CAB04052B81E85AB30BA40', '01a23623-0f6a-7006-9b56-b958345eaf92', 156, 225, '2026-12-02 09:43:17.098239+00', '2026-12-02 09:43:17.304514+00', 156);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0f71-7000-9fb9-faf0b76d6f22', 3, 'Lines', '{"Name": "Ünïcode \"q\"", "Status": 9, "Voltage": null}', '0102000020110F000003000000000000000021BD401F85EB51B8C0B140000000000004B640000000000033C3400000000000C49B407B832F4C2A14C240', '01a23623-100e-7000-8abc-4c5fa03cf086', 208, 223, '2026-12-02 09:43:17.262939+00', '2026-12-02 09:43:17.304514+00', 157);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0f86-7004-b067-57510fc2c02d', 2, 'Points', '{"Name": "Ünïcode \"q\"", "Height": null, "Status": 0}', '0101000020110F00000000000000FEB7407767EDB67393B840', '01a23623-0fc2-7000-928e-a1092b6fd24a', 189, 231, '2026-12-02 09:43:17.186061+00', '2026-12-02 09:43:17.319568+00', 169);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0ed1-7004-8349-dd9182406991', 2, 'Lines', '{"Name": "a", "Status": 0, "Voltage": null}', '0102000020110F0000030000004E621058F926B94000000000000CC140000000000035B14051A04FE4A1CDBE4033333333B324B340E17A14AEC7C3A940', '01a23623-0f9c-7000-84f2-0cda98a20ada', 178, 233, '2026-12-02 09:43:17.148829+00', '2026-12-02 09:43:17.326447+00', 123);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0fde-7001-b679-160853dc6e3a', 1, 'Points', '{"Name": "Ünïcode \"q\"", "Height": null, "Status": 3}', '0101000020110F000008AC1C5A24C2A0403333333313F1C240', '01a23623-0fde-7002-9ebe-fa70256d6a2e', 194, 232, '2026-12-02 09:43:17.214285+00', '2026-12-02 09:43:17.326447+00', 194);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0d89-7002-8d5c-307485a510fd', 6, 'Points', '{"Name": "Pole 7", "Height": 1.5, "Status": 1}', '0101000020110F0000CDCCCCCC8CEEC140CDCCCCCCCC91AB40', '01a23623-101e-7000-915d-d40efe6c192a', 212, 236, '2026-12-02 09:43:17.278301+00', '2026-12-02 09:43:17.333892+00', 9);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0ed1-7000-8c34-2ddec247f8b4', 1, 'Points', '{"Name": "a", "Height": 10, "Status": 4}', '0101000020110F00009E29745E5366B640713D0AD72385B640', '01a23623-0ed1-7006-b1eb-2f478b7436b2', 119, 271, '2026-12-02 09:43:16.945552+00', '2026-12-02 09:43:17.547001+00', 119);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0f86-7002-9115-fe97b1646ec5', 1, 'Lines', '{"Name": "a", "Status": 1, "Voltage": 110}', '0102000020110F000003000000000000000031BC40000000000083C1406666666666A09240000000000080884033333333339FB44000000000E00CC040', '01a23623-0f86-7006-a353-90991be9ce8f', 167, 234, '2026-12-02 09:43:17.126568+00', '2026-12-02 09:43:17.333892+00', 167);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-1031-7004-818c-e43c4fb7c6ea', 1, 'Points', '{"Name": "a", "Height": 1.5, "Status": 5}', '0101000020110F00000000000000B1B9405C8FC2F528D88040', '01a23623-1031-7006-b4fe-6c86800a3534', 221, 235, '2026-12-02 09:43:17.297499+00', '2026-12-02 09:43:17.333892+00', 221);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0d8f-7005-a49b-5ac9dc5283bb', 3, 'Lines', '{"Name": "Pole 7", "Status": 1, "Voltage": 110}', '0102000020110F00000300000000000000001EBB40713D0AD74304C34015E126A342A4A4400AD7A370BD8FB6404815C5AB00D7C2400000000000F6AB40', '01a23623-0fad-7000-825b-0a450c64da8a', 183, 242, '2026-12-02 09:43:17.165096+00', '2026-12-02 09:43:17.345905+00', 16);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0e8d-7001-9e63-238cb21bedaa', 1, 'Points', '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Height": 12345.678, "Status": 0}', '0101000020110F0000255D33F96245BA40685C38104A8BC140', '01a23623-0e8d-7005-ab08-911edb7e35f6', 89, 241, '2026-12-02 09:43:16.877684+00', '2026-12-02 09:43:17.345905+00', 89);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0f79-7003-b101-a36bd074308e', 2, 'Points', '{"Name": "a", "Height": null, "Status": 3}', '0101000020110F00000000000000D29F4000000000005CBA40', '01a23623-0fb9-7000-bc17-4c306933a3d5', 184, 239, '2026-12-02 09:43:17.177008+00', '2026-12-02 09:43:17.345905+00', 161);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0f8c-7002-9e57-d3f358f2bbc9', 1, 'Points', '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Height": 3.25, "Status": 0}', '0101000020110F0000000000000001C24000000000802BC340', '01a23623-0f8c-7004-846f-440979e1d751', 173, 240, '2026-12-02 09:43:17.132215+00', '2026-12-02 09:43:17.345905+00', 173);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0e0d-7003-8b74-d88eef2a57fa', 2, 'Lines', '{"Name": "Ünïcode \"q\"", "Status": 1, "Voltage": 220}', '0102000020110F000003000000A69BC420F049A4400000000000BFC24039B4C876FEBEBC40320395F1EF14B74000000000003CBB400000000000388940', '01a23623-0f28-7000-9fc6-4ac8b5319ed1', 134, 243, '2026-12-02 09:43:17.032141+00', '2026-12-02 09:43:17.353732+00', 46);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0f5b-7000-b8c0-68f3a1f7b5bb', 1, 'Points', '{"Name": "Pole 7", "Height": 3.25, "Status": 0}', '0101000020110F00000000000000CA91408121AB5BB53AC140', '01a23623-0f5b-7002-83b8-1d5111e05644', 148, 245, '2026-12-02 09:43:17.083536+00', '2026-12-02 09:43:17.353732+00', 148);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0f79-7002-a75b-7b08b74e2786', 1, 'Lines', '{"Name": "Ünïcode \"q\"", "Status": 4, "Voltage": 110}', '0102000020110F000003000000FA7E6ABCF405904014AE47E1FA21B9400000000000549840E17A14AE47A49C400000000000588F40342E1C082937BA40', '01a23623-0f79-7004-80d3-83d1f82ff175', 160, 244, '2026-12-02 09:43:17.113904+00', '2026-12-02 09:43:17.353732+00', 160);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0f79-7001-ad35-c1fb4abc188e', 1, 'Lines', '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Status": 2, "Voltage": null}', '0102000020110F0000030000000000000080A5C240000000008067C2400000000000E8A7400000000000108E409A999999D976C14085EB51B85E01B740', '01a23623-0f79-7004-80d3-83d1f82ff175', 159, 246, '2026-12-02 09:43:17.113904+00', '2026-12-02 09:43:17.360145+00', 159);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0ed1-7005-ba74-7903b5a59dfa', 2, 'Lines', '{"Name": "Pole 7", "Status": 3, "Voltage": 220}', '0102000020110F0000030000000000000000F0A9400000000000309140AC1C5A647BA0A540000000000006A2408195438B6C2B96400000000000B08440', '01a23623-0f31-7000-85de-eb3e0c9b6b2c', 139, 247, '2026-12-02 09:43:17.041512+00', '2026-12-02 09:43:17.366668+00', 124);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0e14-7002-a6e8-5b6646a9451f', 3, 'Lines', '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Status": 7, "Voltage": 110}', '0102000020110F0000030000000AD7A3703DD4BD405C8FC2F5888BC0400000000080B8C240DDCD531DBA88BE4033333333330784405C8FC2F5E82ABF40', '01a23623-0fc2-7000-928e-a1092b6fd24a', 188, 249, '2026-12-02 09:43:17.186061+00', '2026-12-02 09:43:17.373646+00', 50);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0f6a-7001-9acc-18cbf02974de', 1, 'Lines', '{"Name": "a", "Status": 5, "Voltage": 220}', '0102000020110F000003000000CDCCCCCC4C2794400000000000A49340000000000026A0400000000000B2A240CBA145B6F3A2A9400000000080A5C040', '01a23623-0f6a-7006-9b56-b958345eaf92', 152, 248, '2026-12-02 09:43:17.098239+00', '2026-12-02 09:43:17.373646+00', 152);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0f8c-7002-9e57-d3f358f2bbc9', 2, 'Points', '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Height": 3.25, "Status": 0}', '0101000020110F00005CAE7E6C7E04B940E02D90A078AB8540', '01a23623-1061-7000-a0e8-302d5eb323f0', 240, 250, '2026-12-02 09:43:17.345905+00', '2026-12-02 09:43:17.373646+00', 173);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0e0d-7001-a1a7-1de0408ddc0e', 5, 'Lines', '{"Name": "Ünïcode \"q\"", "Status": 9, "Voltage": null}', '0102000020110F0000030000009B5434D65EC78A403AAFB14B74B59C40D07F0F5EFBC09240C2120F281BB285400000000000C0B040CDE49B6D0E209740', '01a23623-0f52-7000-bec7-90de7a922a24', 147, 252, '2026-12-02 09:43:17.074677+00', '2026-12-02 09:43:17.380919+00', 44);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0ec3-7003-acf3-a0019409777d', 1, 'Lines', '{"Name": "a", "Status": 2, "Voltage": 110}', '0102000020110F00000300000000000000003BB3400000000000C088400000000000387240609335EA61C4884096D05D123714B340AE47E17A14F3BF40', '01a23623-0ec3-7004-9f3e-93d3d73b5727', 114, 251, '2026-12-02 09:43:16.931598+00', '2026-12-02 09:43:17.380919+00', 114);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0ed1-7003-b348-f7fa089f3a44', 2, 'Lines', '{"Name": "a", "Status": 6, "Voltage": 110}', '0102000020110F000003000000C74B378981D1A740789CA223B92C82400000000000004D40A4703D0A5788BA400000000000C887400000000000808840', '01a23623-101e-7000-915d-d40efe6c192a', 211, 253, '2026-12-02 09:43:17.278301+00', '2026-12-02 09:43:17.388142+00', 122);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0f86-7001-8c45-8445e70df0a4', 1, 'Lines', '{"Name": "Ünïcode \"q\"", "Status": 0, "Voltage": 110}', '0102000020110F0000030000000000000000A9C1409DBAF25996BFB9403F355EBA498BA04066666666660CB94033333333334AA040D218ADA32AB79B40', '01a23623-0f86-7006-a353-90991be9ce8f', 166, 254, '2026-12-02 09:43:17.126568+00', '2026-12-02 09:43:17.388142+00', 166);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0f6a-7004-886e-71f4a3855bdc', 2, 'Points', '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Height": 0.0000001, "Status": 5}', '0101000020110F0000E17A14AE87DDAC40000000000088BA40', '01a23623-1025-7000-b38b-8f6b6043e729', 214, 255, '2026-12-02 09:43:17.285465+00', '2026-12-02 09:43:17.388142+00', 155);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0e0d-7004-9c36-17eac243be1a', 2, 'Lines', '{"Name": "Pole 7", "Status": 8, "Voltage": null}', '0102000020110F000003000000000000000044BC400000000000B0C240000000000036BE40000000000076B240000000000024AE404777103B335DBD40', '01a23623-0e46-7000-97b4-62f80f198101', 64, 256, '2026-12-02 09:43:16.806456+00', '2026-12-02 09:43:17.395843+00', 47);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0e6a-7003-848d-f60deb80d634', 3, 'Points', '{"Name": "Pole 7", "Height": 3.25, "Status": 7}', '0101000020110F000040F67AF737529540D712F2411F02BA40', '01a23623-0ff3-7000-aa33-93708b02839f', 203, 258, '2026-12-02 09:43:17.235664+00', '2026-12-02 09:43:17.395843+00', 76);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0eb6-7002-bd2d-d6c38f0ac714', 2, 'Points', '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Height": 1.5, "Status": 0}', '0101000020110F000014AE47E12AA3C240E17A14AE47D49940', '01a23623-1040-7000-9f76-357ac8bf0f59', 228, 257, '2026-12-02 09:43:17.312497+00', '2026-12-02 09:43:17.395843+00', 108);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-1031-7002-b5cb-252cdbfdab2f', 1, 'Points', '{"Name": "Pole 7", "Height": 12345.678, "Status": 2}', '0101000020110F000033333333F399C0405C8FC2F5685CB340', '01a23623-1031-7006-b4fe-6c86800a3534', 219, 259, '2026-12-02 09:43:17.297499+00', '2026-12-02 09:43:17.395843+00', 219);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0d89-7001-903b-c85f67224d01', 4, 'Lines', '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Status": 7, "Voltage": null}', '0102000020110F00000300000066666666669FA7402E39EE940E309C401283C0CAB1D2C240333333333313BB400000000000CAC040D15CA791865AB340', '01a23623-0f52-7000-bec7-90de7a922a24', 145, 261, '2026-12-02 09:43:17.074677+00', '2026-12-02 09:43:17.403221+00', 8);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0e6a-7000-ac99-28c6a3d7fb4e', 2, 'Lines', '{"Name": "Pole 7", "Status": 1, "Voltage": 110}', '0102000020110F000003000000529CA38E7EAA9340FC6F253B5EA8C1403B3AAE467659A7405E11FC6F25807B406667D13B1D89A0409AEB34D26A25BB40', '01a23623-0f9c-7000-84f2-0cda98a20ada', 179, 260, '2026-12-02 09:43:17.148829+00', '2026-12-02 09:43:17.403221+00', 73);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0f6a-7005-a4a3-7a732376b151', 2, 'Points', '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Height": null, "Status": 9}', '0101000020110F000033333333B3CAB04052B81E85AB30BA40', '01a23623-1038-7000-b5c3-d4596c5c03e2', 225, 263, '2026-12-02 09:43:17.304514+00', '2026-12-02 09:43:17.403221+00', 156);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0f8c-7002-9e57-d3f358f2bbc9', 3, 'Points', '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Height": 3.25, "Status": 0}', '0101000020110F00000000000000CC964033333333B317AC40', '01a23623-107d-7000-b881-799aa0bcd551', 250, 262, '2026-12-02 09:43:17.373646+00', '2026-12-02 09:43:17.403221+00', 173);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0d7d-7000-bb8e-d38bfb47f3e2', 3, 'Points', '{"Name": "Ünïcode \"q\"", "Height": null, "Status": 4}', '0101000020110F0000749B70AF0805B3405587DC0CB7A9AA40', '01a23623-0f93-7000-a63d-eca2277bd203', 176, 266, '2026-12-02 09:43:17.139743+00', '2026-12-02 09:43:17.510067+00', 3);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0fde-7000-a70f-4f99faddd9d7', 1, 'Lines', '{"Name": "a", "Status": 2, "Voltage": 220}', '0102000020110F000003000000F853E3A51BF8BC408CD651D53C9CC14000000000808BC140C74B378901FC9C40A6D0798D056DBD40000000000052C240', '01a23623-0fde-7002-9ebe-fa70256d6a2e', 193, 267, '2026-12-02 09:43:17.214285+00', '2026-12-02 09:43:17.520349+00', 193);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0ec3-7003-acf3-a0019409777d', 2, 'Lines', '{"Name": "a", "Status": 2, "Voltage": 110}', '0102000020110F00000300000000000000002CA8400000000000CCA1400000000000C89940000000000088C14062105839B4AA90400000000000DCB340', '01a23623-1084-7000-a1df-f8316f271d9a', 251, 268, '2026-12-02 09:43:17.380919+00', '2026-12-02 09:43:17.526848+00', 114);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0f79-7002-a75b-7b08b74e2786', 2, 'Lines', '{"Name": "Ünïcode \"q\"", "Status": 2, "Voltage": 110}', '0102000020110F000003000000FA7E6ABCF405904014AE47E1FA21B9400000000000549840E17A14AE47A49C400000000000588F40342E1C082937BA40', '01a23623-1069-7000-9437-9a2a24e8998e', 244, 269, '2026-12-02 09:43:17.353732+00', '2026-12-02 09:43:17.533639+00', 160);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a23623-10de-7000-bd9c-ba56b37b3c70', 1, 'Lines', '{"Name": "Pole 7", "Status": 4, "Voltage": 220}', '0102000020110F00000300000033333333B3B2C2400000000000808D4000000000004FB440F6285C8F8205B140448B6CE75B56B240A4703D0A5787A740', '01a23623-10de-7001-9f0d-638d6e9baf24', 264, 270, '2026-12-02 09:43:17.470643+00', '2026-12-02 09:43:17.539862+00', 264);


--
-- Data for Name: features_548f748ea043dccb; Type: TABLE DATA; Schema: public; Owner: geojournal_service
--

INSERT INTO public.features_548f748ea043dccb VALUES ('legacy~1', '01a23623-10ce-7000-b7ae-69806107d8cb', 'Points', 1, '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Height": 10, "Status": 2}', '0101000020110F00006F1283C00A0DA340DDB5847CF0A49240', 1, '2026-12-02 09:43:17.454005+00', 4294967297);
INSERT INTO public.features_548f748ea043dccb VALUES ('legacy~1', '01a23623-0d7d-7000-bb8e-d38bfb47f3e2', 'Points', 4, '{"Name": "in the version", "Height": null, "Status": 4}', '0101000020110F0000749B70AF0805B3405587DC0CB7A9AA40', 2, '2026-12-02 09:43:17.454005+00', 3);


--
-- Data for Name: features_c49fea7425fa7f86; Type: TABLE DATA; Schema: public; Owner: geojournal_service
--

INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0e14-7002-a6e8-5b6646a9451f', 'Lines', 4, '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Status": 3, "Voltage": 110}', '0102000020110F0000030000000AD7A3703DD4BD405C8FC2F5888BC0400000000080B8C240DDCD531DBA88BE4033333333330784405C8FC2F5E82ABF40', 249, '2026-12-02 09:43:17.373646+00', 50);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0e0d-7001-a1a7-1de0408ddc0e', 'Lines', 6, '{"Name": "Ünïcode \"q\"", "Status": 7, "Voltage": null}', '0102000020110F0000030000009B5434D65EC78A403AAFB14B74B59C40D07F0F5EFBC09240C2120F281BB285400000000000C0B040CDE49B6D0E209740', 252, '2026-12-02 09:43:17.380919+00', 44);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0d8f-7004-b9fa-40e1a4eaea58', 'Lines', 5, '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Status": 9, "Voltage": 110}', '0102000020110F00000300000000000000007C96400000000080EEB8400000000000E06B406FD8B6282B65C34000000000007EA140151DC9E5931CC040', 60, '2026-12-02 09:43:16.782915+00', 15);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0e14-7001-968c-d2d84c1e3475', 'Points', 1, '{"Name": "a", "Height": null, "Status": 2}', '0101000020110F000014AE47E13AB6B3403BC780EC2DCDB440', 49, '2026-12-02 09:43:16.756902+00', 49);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0e0d-7004-9c36-17eac243be1a', 'Lines', 3, '{"Name": "Pole 7", "Status": 8, "Voltage": null}', '0102000020110F000003000000E17A14AE47D8BE40514EB4AB700BBF40DF4F8D976EA7C240666666666653A9400000000000C1B3400000000000E06340', 256, '2026-12-02 09:43:17.395843+00', 47);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0d8f-7002-9552-0b91cb091eff', 'Points', 5, '{"Name": "a", "Height": null, "Status": 0}', '0101000020110F000095D40968BA42A040AE47E17A14D19740', 58, '2026-12-02 09:43:16.782915+00', 13);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0d7d-7000-bb8e-d38bfb47f3e2', 'Points', 4, '{"Name": "in the version", "Height": null, "Status": 4}', '0101000020110F0000749B70AF0805B3405587DC0CB7A9AA40', 266, '2026-12-02 09:43:17.510067+00', 3);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0e0d-7002-9c6c-dacf5219e706', 'Lines', 3, '{"Name": "Ünïcode \"q\"", "Status": 4, "Voltage": 110}', '0102000020110F0000030000009A99999999B1B840897B2C7D9078B7400000000080FBBA40F6285C8F8282B9400000000080ECB940EC51B81E0516BA40', 115, '2026-12-02 09:43:16.938756+00', 45);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0d7d-7002-9ac7-87d92467ecb1', 'Lines', 3, '{"Name": "Pole 7", "Status": 2, "Voltage": 220}', '0102000020110F0000030000009A999999D98BC040DA5548F939FFA940000000008088B340000000004088B3401F12BEF763ADBE408FC2F5281C04BD40', 190, '2026-12-02 09:43:17.195696+00', 5);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0d8f-7001-8251-309297afb06a', 'Points', 6, '{"Name": "Pole 7", "Height": 3.25, "Status": 8}', '0101000020110F0000EC51B81E85858E40333333333337AE40', 68, '2026-12-02 09:43:16.821586+00', 12);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0d89-7003-9d13-a3edfc38ae1c', 'Points', 5, '{"Name": "a", "Height": 3.25, "Status": 8}', '0101000020110F000033333333B354B5400000000000ECB840', 85, '2026-12-02 09:43:16.870601+00', 10);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0dca-7000-b0a4-28b4b2f17038', 'Lines', 3, '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Status": 0, "Voltage": null}', '0102000020110F00000300000033E202D008928840C6A70018FF23B04000000000008CAA40A4703D0A9787BF400A4D124BD2E8A9408FC2F5285C56B540', 98, '2026-12-02 09:43:16.894359+00', 31);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0d7d-7001-b98a-509ccf5e234b', 'Points', 5, '{"Name": "a", "Height": 10, "Status": 0}', '0101000020110F0000E4DBBB06AD5BBF40B28520076582B340', 133, '2026-12-02 09:43:17.000379+00', 4);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0dbb-7000-b95f-95a6d8b236de', 'Lines', 4, '{"Name": "a", "Status": 9, "Voltage": null}', '0102000020110F000003000000000000000020BD4060B01BB62DD879400000000000988840A4703D0AD7209A40CDCCCCCCCC4BA84044FAEDEBC8A4B540', 146, '2026-12-02 09:43:17.074677+00', 26);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0dbb-7001-8266-b69d45041deb', 'Lines', 4, '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Status": 9, "Voltage": null}', '0102000020110F0000030000009A99999919A1BD4000000000004DC34067D2A6EAA2DFBD4000000000006CA540000000000000A640000000000068A640', 207, '2026-12-02 09:43:17.262939+00', 27);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0e14-7003-8cde-9fde4873a954', 'Lines', 4, '{"Name": "a", "Status": 9, "Voltage": 220}', '0102000020110F00000300000000000000000EA1403D0AD7A370F0BE40ED6305BF9D4DB540000000000078854033333333B3A0BF4028B85851A35AAE40', 215, '2026-12-02 09:43:17.291753+00', 51);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0d89-7002-8d5c-307485a510fd', 'Points', 7, '{"Name": "Pole 7", "Height": 1.5, "Status": 1}', '0101000020110F00000000000000E8BA40A4703D0AC7EDC240', 236, '2026-12-02 09:43:17.333892+00', 9);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0d8f-7005-a49b-5ac9dc5283bb', 'Lines', 4, '{"Name": "Pole 7", "Status": 1, "Voltage": 110}', '0102000020110F0000030000000000000080C8C240F60B76C33EDFC240E108522936018D400E2DB29DEF10694033333333334F93400000000000807940', 242, '2026-12-02 09:43:17.345905+00', 16);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0e0d-7003-8b74-d88eef2a57fa', 'Lines', 3, '{"Name": "Ünïcode \"q\"", "Status": 1, "Voltage": 220}', '0102000020110F000003000000CBA145B6733BB840000000000055C140ACC8E880A43B994000000000002C90403F355EBA4932C0400000000000F88840', 243, '2026-12-02 09:43:17.353732+00', 46);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0e36-7000-ae0e-0cedeb0bb323', 'Points', 1, '{"Name": "Ünïcode \"q\"", "Height": 1.5, "Status": 1}', '0101000020110F0000AAF06778DF2ABA400000000000307740', 61, '2026-12-02 09:43:16.790305+00', 61);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0ec3-7001-a30f-fb1dd71786d6', 'Points', 2, '{"Name": "Pole 7", "Height": 3.25, "Status": 4}', '0101000020110F000033A7CB629E39B7400000000000289C40', 117, '2026-12-02 09:43:16.938756+00', 112);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0e77-7000-90e6-c3c938767a20', 'Lines', 3, '{"Name": "Pole 7", "Status": 9, "Voltage": 220}', '0102000020110F000003000000C520B07268B15040000000000079BE40AD6C1FF204D5C24048E17A140E41C340666666666603C340AE47E17A14B59240', 101, '2026-12-02 09:43:16.902928+00', 79);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0e64-7002-8539-1625ccb3d30a', 'Points', 2, '{"Name": "Pole 7", "Height": 10, "Status": 3}', '0101000020110F00004ACE893DFE22C340713D0AD7236AC040', 102, '2026-12-02 09:43:16.902928+00', 72);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0eb6-7003-bef2-d5e5682a5db0', 'Points', 1, '{"Name": "a", "Height": 3.25, "Status": 0}', '0101000020110F000060AB048B27CBBD40000000000083BB40', 109, '2026-12-02 09:43:16.918809+00', 109);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0e6a-7002-8a48-e724b59beb0a', 'Points', 6, '{"Name": "Pole 7", "Height": 3.25, "Status": 2}', '0101000020110F00000000000000BEB640465F419A818DB940', 182, '2026-12-02 09:43:17.165096+00', 75);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0e77-7001-b767-bf26adc58127', 'Lines', 2, '{"Name": "Pole 7", "Status": 8, "Voltage": 110}', '0102000020110F0000030000001F4773643553B940E90E62674AD095403F355EBA09D0AF400000000000B4A64060E5D0221BF9BC400000000000AEAB40', 205, '2026-12-02 09:43:17.243772+00', 80);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0ec3-7000-8128-829faa91c5b7', 'Points', 2, '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Height": null, "Status": 4}', '0101000020110F0000DC4603784BB6A640E17A14AE47AC9140', 138, '2026-12-02 09:43:17.041512+00', 111);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0eb6-7000-8f88-f362c59b3b24', 'Points', 3, '{"Name": "Ünïcode \"q\"", "Height": 12345.678, "Status": 1}', '0101000020110F00003BDF4F8D175AC3406362F371C98DC040', 210, '2026-12-02 09:43:17.271248+00', 106);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0e64-7001-847a-92e63f11d811', 'Lines', 3, '{"Name": "Ünïcode \"q\"", "Status": 0, "Voltage": 220}', '0102000020110F0000030000009ED2C1FA0FDFBA40295C8FC2F58846404C88B9A4EE52B3400000000000F8AC40CDCCCCCCCC2FC340000000008024C240', 144, '2026-12-02 09:43:17.074677+00', 71);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0e8d-7004-a49a-90e08522b292', 'Points', 2, '{"Name": "Ünïcode \"q\"", "Height": 10, "Status": 3}', '0101000020110F00001D5A643BFFD6BA408121AB5B2D2ABC40', 185, '2026-12-02 09:43:17.177008+00', 92);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0e6a-7001-b408-aa9caa9068c8', 'Lines', 2, '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Status": 0, "Voltage": null}', '0102000020110F000003000000000000000022B540CDCCCCCCCCC478401904560EBD49C04000000000005CAC409A99999999F5A740F6EE8FF7EA8BBA40', 187, '2026-12-02 09:43:17.177008+00', 74);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0e8d-7000-bb45-274f201dc865', 'Points', 4, '{"Name": "Pole 7", "Height": 1.5, "Status": 2}', '0101000020110F0000000000000008BD40D7A3703D8A72A640', 199, '2026-12-02 09:43:17.228115+00', 88);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0e77-7003-88d8-b9d4fad130b0', 'Points', 2, '{"Name": "a", "Height": 12345.678, "Status": 5}', '0101000020110F000004560E2D52B2B74002F1BA7EE1AAA240', 202, '2026-12-02 09:43:17.235664+00', 82);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0e8d-7003-a097-41838830ef1f', 'Points', 2, '{"Name": "a", "Height": null, "Status": 5}', '0101000020110F0000BA490C024B0DB6400AD7A3707D77B840', 216, '2026-12-02 09:43:17.291753+00', 91);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0eb6-7001-86a6-6bd4b6305932', 'Points', 2, '{"Name": "Pole 7", "Height": 0.0000001, "Status": 0}', '0101000020110F0000000000000069C2400000000000E6A940', 227, '2026-12-02 09:43:17.312497+00', 107);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0eb6-7002-bd2d-d6c38f0ac714', 'Points', 3, '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Height": 1.5, "Status": 0}', '0101000020110F00004791B586FA33B64000000000803BC040', 257, '2026-12-02 09:43:17.395843+00', 108);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0e6a-7003-848d-f60deb80d634', 'Points', 4, '{"Name": "Pole 7", "Height": 3.25, "Status": 7}', '0101000020110F000000000000001491405B423EE8395DA540', 258, '2026-12-02 09:43:17.395843+00', 76);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0e6a-7000-ac99-28c6a3d7fb4e', 'Lines', 3, '{"Name": "Pole 7", "Status": 7, "Voltage": 110}', '0102000020110F000003000000529CA38E7EAA9340FC6F253B5EA8C1403B3AAE467659A7405E11FC6F25807B406667D13B1D89A0409AEB34D26A25BB40', 260, '2026-12-02 09:43:17.403221+00', 73);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0ed1-7001-a92c-f3e84d8a07f4', 'Points', 1, '{"Name": "Pole 7", "Height": 10, "Status": 4}', '0101000020110F0000A3CC0699FCEBB840000000000091C240', 120, '2026-12-02 09:43:16.945552+00', 120);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0ed1-7002-a94d-1a223e3f63fd', 'Points', 1, '{"Name": "Ünïcode \"q\"", "Height": 0.0000001, "Status": 0}', '0101000020110F0000E3E2A8DCF4A1A440000000000074C240', 121, '2026-12-02 09:43:16.945552+00', 121);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0f6a-7001-9acc-18cbf02974de', 'Lines', 2, '{"Name": "a", "Status": 9, "Voltage": 220}', '0102000020110F000003000000CDCCCCCC4C2794400000000000A49340000000000026A0400000000000B2A240CBA145B6F3A2A9400000000080A5C040', 248, '2026-12-02 09:43:17.373646+00', 152);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0f5b-7001-87c4-21659e7f4da9', 'Lines', 1, '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Status": 2, "Voltage": null}', '0102000020110F0000030000006B64575AF8D9C040D7A3703DAA13C34078279F1E0BB59040713D0AD7A36C87409A9999995980C040D6E253001464B840', 149, '2026-12-02 09:43:17.083536+00', 149);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0f6a-7002-9fe9-f269ea11811c', 'Lines', 1, '{"Name": "Pole 7", "Status": 4, "Voltage": 110}', '0102000020110F000003000000A48E8EABB975C3400C0742B248F0C0402AC58EC6E195A740E700C11C5D8BB1401AFB928D2B21B440CDCCCCCCCC4AB940', 153, '2026-12-02 09:43:17.098239+00', 153);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0f79-7000-b840-e7f5fb05bab7', 'Lines', 1, '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Status": 4, "Voltage": 220}', '0102000020110F0000030000000000000000B08A40637AC2120F356140CDCCCCCCCC9C86407B14AE47E1F48E400000000000807C40A86F99D3D56FB740', 158, '2026-12-02 09:43:17.113904+00', 158);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0f81-7001-9ddb-e0c664d62453', 'Points', 1, '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Height": 3.25, "Status": 3}', '0101000020110F0000FED478E9C682B8408AB0E1E94D7CB240', 163, '2026-12-02 09:43:17.121397+00', 163);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0f81-7002-89ba-28cab60b274d', 'Lines', 1, '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Status": 0, "Voltage": 110}', '0102000020110F000003000000191C25AF6E94B740000000008090C1401F85EB5188F7C24014AE47E1FAACAC40CFF753E3E5E0A4400000000000DABD40', 164, '2026-12-02 09:43:17.121397+00', 164);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0f86-7000-a7e6-87baa6ec64a1', 'Lines', 1, '{"Name": "Ünïcode \"q\"", "Status": 5, "Voltage": 110}', '0102000020110F000003000000000000000072A44000000000003DBF409A999999594FC34000000000003BB94033333333339B8340CDCCCCCCCC83A440', 165, '2026-12-02 09:43:17.126568+00', 165);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0f86-7003-bfbd-c62a839d586e', 'Points', 1, '{"Name": "Ünïcode \"q\"", "Height": 3.25, "Status": 1}', '0101000020110F00006666666666AA8740B98D06F0D6C8B540', 168, '2026-12-02 09:43:17.126568+00', 168);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0f5b-7000-b8c0-68f3a1f7b5bb', 'Points', 2, '{"Name": "Pole 7", "Height": 3.25, "Status": 4}', '0101000020110F00000000000000CA91408121AB5BB53AC140', 245, '2026-12-02 09:43:17.353732+00', 148);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0f6a-7003-bdcd-90211dba2f46', 'Lines', 2, '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Status": 9, "Voltage": 220}', '0102000020110F000003000000C556D0B45C15A440D7A3703D0A76904021B07268F188B2400000000000B4A840AE2EA704C874B940CDCCCCCCEC84C140', 180, '2026-12-02 09:43:17.148829+00', 154);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0f81-7000-8c7a-712a35370f16', 'Points', 2, '{"Name": "Ünïcode \"q\"", "Height": null, "Status": 4}', '0101000020110F00000401327428AFB8401F85EB51F858C140', 196, '2026-12-02 09:43:17.22081+00', 162);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0ed1-7004-8349-dd9182406991', 'Lines', 3, '{"Name": "a", "Status": 0, "Voltage": null}', '0102000020110F0000030000001283C0CA619FBD4085B1852007CA6B406117450F7C79A3401F85EB5178EFC1400000000000588F40E17A14AE47696440', 233, '2026-12-02 09:43:17.326447+00', 123);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0f79-7002-a75b-7b08b74e2786', 'Lines', 3, '{"Name": "Ünïcode \"q\"", "Status": 42, "Voltage": 110}', '0102000020110F000003000000FA7E6ABCF405904014AE47E1FA21B9400000000000549840E17A14AE47A49C400000000000588F40342E1C082937BA40', 269, '2026-12-02 09:43:17.533639+00', 160);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0f71-7000-9fb9-faf0b76d6f22', 'Lines', 4, '{"Name": "Ünïcode \"q\"", "Status": 1, "Voltage": null}', '0102000020110F000003000000000000000021BD401F85EB51B8C0B140000000000004B640000000000033C3400000000000C49B407B832F4C2A14C240', 223, '2026-12-02 09:43:17.304514+00', 157);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0ed1-7000-8c34-2ddec247f8b4', 'Points', 2, '{"Name": "a", "Height": 10, "Status": 42}', '0101000020110F00009E29745E5366B640713D0AD72385B640', 271, '2026-12-02 09:43:17.547001+00', 119);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0f63-7000-acbd-3e30b16f5551', 'Points', 2, '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Height": 12345.678, "Status": 1}', '0101000020110F00004E621058F9FCC1400AD7A3703DD5BC40', 226, '2026-12-02 09:43:17.304514+00', 150);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0f86-7002-9115-fe97b1646ec5', 'Lines', 2, '{"Name": "a", "Status": 6, "Voltage": 110}', '0102000020110F000003000000000000000031BC40000000000083C1406666666666A09240000000000080884033333333339FB44000000000E00CC040', 234, '2026-12-02 09:43:17.333892+00', 167);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0f79-7003-b101-a36bd074308e', 'Points', 3, '{"Name": "a", "Height": null, "Status": 3}', '0101000020110F000079E92631E83AB540C347C494E4EEC040', 239, '2026-12-02 09:43:17.345905+00', 161);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0f79-7001-ad35-c1fb4abc188e', 'Lines', 2, '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Status": 2, "Voltage": null}', '0102000020110F000003000000CDCCCCCCCCFBB640DB5031CEFFAD92400000000000B5B440000000000065B740000000008061C2400000000000FBB240', 246, '2026-12-02 09:43:17.360145+00', 159);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0ed1-7005-ba74-7903b5a59dfa', 'Lines', 3, '{"Name": "Pole 7", "Status": 3, "Voltage": 220}', '0102000020110F0000030000009A9999999901AD40000000000053B840CDCCCCCCCC71AB40BC79AA438E569D40295C8FC2257DC2400AD7A3703D00AD40', 247, '2026-12-02 09:43:17.366668+00', 124);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0ed1-7003-b348-f7fa089f3a44', 'Lines', 3, '{"Name": "a", "Status": 0, "Voltage": 110}', '0102000020110F000003000000C74B378981D1A740789CA223B92C82400000000000004D40A4703D0A5788BA400000000000C887400000000000808840', 253, '2026-12-02 09:43:17.388142+00', 122);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0f86-7001-8c45-8445e70df0a4', 'Lines', 2, '{"Name": "Ünïcode \"q\"", "Status": 8, "Voltage": 110}', '0102000020110F0000030000000000000000A9C1409DBAF25996BFB9403F355EBA498BA04066666666660CB94033333333334AA040D218ADA32AB79B40', 254, '2026-12-02 09:43:17.388142+00', 166);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0f6a-7004-886e-71f4a3855bdc', 'Points', 3, '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Height": 0.0000001, "Status": 7}', '0101000020110F0000E17A14AE87DDAC40000000000088BA40', 255, '2026-12-02 09:43:17.388142+00', 155);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0ec3-7003-acf3-a0019409777d', 'Lines', 3, '{"Name": "a", "Status": 42, "Voltage": 110}', '0102000020110F00000300000000000000002CA8400000000000CCA1400000000000C89940000000000088C14062105839B4AA90400000000000DCB340', 268, '2026-12-02 09:43:17.526848+00', 114);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0f8c-7001-baa9-131739af4fa9', 'Lines', 1, '{"Name": "Ünïcode \"q\"", "Status": 5, "Voltage": 110}', '0102000020110F0000030000008449F1F1C92D8D40000000000097BD404C37894100E4B940B6DB2E34976FB3400000000080C5C240CDCCCCCCCCE1AE40', 172, '2026-12-02 09:43:17.132215+00', 172);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0f8c-7003-9afc-44194bdddbef', 'Points', 1, '{"Name": "a", "Height": 10, "Status": 3}', '0101000020110F0000E09F5225B211AE4000000000001CC240', 174, '2026-12-02 09:43:17.132215+00', 174);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0f8c-7000-83c7-844d8036de90', 'Lines', 2, '{"Name": "Pole 7", "Status": 5, "Voltage": null}', '0102000020110F000003000000AAF1D24D2268A140D7A3703D4AFCC2400000000000B6C0403D0AD7A3B0D0B040F38E53740C14A1400000000000F6B840', 197, '2026-12-02 09:43:17.22081+00', 171);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0fd1-7000-8485-703e66a8274f', 'Points', 2, '{"Name": "Ünïcode \"q\"", "Height": 12345.678, "Status": 2}', '0101000020110F0000F2D24D62B0D2C240596E69351495A740', 204, '2026-12-02 09:43:17.235664+00', 191);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0f86-7005-9c04-e250b62b59b3', 'Points', 3, '{"Name": "Pole 7", "Height": null, "Status": 8}', '0101000020110F0000D2C265154201C140CDCCCCCCCCE8A240', 209, '2026-12-02 09:43:17.262939+00', 170);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a23623-1031-7000-bbd0-4d1d19c58a19', 'Lines', 1, '{"Name": "a", "Status": 3, "Voltage": 110}', '0102000020110F0000030000009AEB34D232DDB740E17A14AEC766A2409CC420B0B2E9B040000000000090A74056B77A4E3A1CA84000000000802FC240', 217, '2026-12-02 09:43:17.297499+00', 217);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a23623-1031-7001-8653-adacae3969ec', 'Lines', 1, '{"Name": "Pole 7", "Status": 0, "Voltage": 220}', '0102000020110F000003000000000000000012A0407B14AE47E15E8440666666666652B64085EB51B8DE57B54000000000009EA040EF1B5F7BB60DC240', 218, '2026-12-02 09:43:17.297499+00', 218);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a23623-1031-7003-83dc-81ffd1fc6079', 'Points', 1, '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Height": null, "Status": 3}', '0101000020110F0000000000008084C040F6285C8F8258C140', 220, '2026-12-02 09:43:17.297499+00', 220);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a23623-1031-7005-b24c-2153f6ce3f29', 'Points', 1, '{"Name": "Pole 7", "Height": 1.5, "Status": 2}', '0101000020110F00008AAF76148DF5C040713D0AD7232EB440', 222, '2026-12-02 09:43:17.297499+00', 222);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0fde-7001-b679-160853dc6e3a', 'Points', 2, '{"Name": "Ünïcode \"q\"", "Height": null, "Status": 3}', '0101000020110F000008AC1C5A24C2A0403333333313F1C240', 232, '2026-12-02 09:43:17.326447+00', 194);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a23623-1031-7004-818c-e43c4fb7c6ea', 'Points', 2, '{"Name": "a", "Height": 1.5, "Status": 5}', '0101000020110F00007FBF982DE30FC040B5E0455F811D8540', 235, '2026-12-02 09:43:17.333892+00', 221);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a23623-105b-7000-872f-a7c9020bdb81', 'Points', 1, '{"Name": "a", "Height": 12345.678, "Status": 5}', '0101000020110F0000D0471971A1CA8E4000000000006AA140', 237, '2026-12-02 09:43:17.339364+00', 237);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a23623-105b-7001-9363-3572cb5dd961', 'Points', 1, '{"Name": "a", "Height": 3.25, "Status": 2}', '0101000020110F00003333333333279F403B8DB4545EE69F40', 238, '2026-12-02 09:43:17.339364+00', 238);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a23623-1031-7002-b5cb-252cdbfdab2f', 'Points', 2, '{"Name": "Pole 7", "Height": 12345.678, "Status": 2}', '0101000020110F000000000000000BB6400000000040A2B940', 259, '2026-12-02 09:43:17.395843+00', 219);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0f8c-7002-9e57-d3f358f2bbc9', 'Points', 4, '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Height": 3.25, "Status": 0}', '0101000020110F0000ED48F59D370AAD4052B81E85EB049240', 262, '2026-12-02 09:43:17.403221+00', 173);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a23623-10ce-7000-b7ae-69806107d8cb', 'Points', 1, '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Height": 10, "Status": 2}', '0101000020110F00006F1283C00A0DA340DDB5847CF0A49240', 265, '2026-12-02 09:43:17.510067+00', 4294967297);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a23623-0fde-7000-a70f-4f99faddd9d7', 'Lines', 2, '{"Name": "a", "Status": 42, "Voltage": 220}', '0102000020110F000003000000F853E3A51BF8BC408CD651D53C9CC14000000000808BC140C74B378901FC9C40A6D0798D056DBD40000000000052C240', 267, '2026-12-02 09:43:17.520349+00', 193);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a23623-10de-7000-bd9c-ba56b37b3c70', 'Lines', 2, '{"Name": "Pole 7", "Status": 42, "Voltage": 220}', '0102000020110F00000300000033333333B3B2C2400000000000808D4000000000004FB440F6285C8F8205B140448B6CE75B56B240A4703D0A5787A740', 270, '2026-12-02 09:43:17.539862+00', 264);


--
-- Data for Name: layer_stats; Type: TABLE DATA; Schema: public; Owner: geojournal_service
--

INSERT INTO public.layer_stats VALUES ('legacy', 'Lines', 39, 58, 45.07, 9963.450548, 9930.33718, true, 81);
INSERT INTO public.layer_stats VALUES ('legacy', 'Points', 43, 757.3, 371, 9908.184, 9698.15, true, 89);


--
-- Data for Name: layer_versions; Type: TABLE DATA; Schema: public; Owner: geojournal_service
--

INSERT INTO public.layer_versions VALUES ('legacy', 'Points', 1, '{"srid": 3857, "fields": [{"name": "Name", "type": "string", "length": 255, "nullable": true}, {"name": "Status", "type": "integer", "nullable": true}, {"name": "Height", "type": "double", "nullable": true}], "domains": {}, "geometryType": "Point"}', 1, NULL);
INSERT INTO public.layer_versions VALUES ('legacy', 'Lines', 1, '{"srid": 3857, "fields": [{"name": "Name", "type": "string", "length": 255, "nullable": true}, {"name": "Status", "type": "integer", "nullable": true}, {"name": "Voltage", "type": "integer", "nullable": true}], "domains": {}, "geometryType": "LineString"}', 2, NULL);


--
-- Data for Name: layer_view_checks; Type: TABLE DATA; Schema: public; Owner: geojournal_service
--

INSERT INTO public.layer_view_checks VALUES ('legacy', 'Points', '{"hints": {"Nested holes": "a hole lies inside another hole", "Nested shells": "one polygon of the MultiPolygon lies inside another; make the inner one a hole or separate the polygons", "Too few points": "a ring collapses to fewer than 3 distinct corners", "Duplicate Rings": "two rings are identical", "Self-intersection": "edges of the polygon cross each other; move the vertices so the boundary does not cross itself, or split it into several polygons", "Ring Self-intersection": "a ring touches itself at a vertex; split it into separate rings or polygons", "Hole lies outside shell": "a hole (interior ring) must lie inside the exterior ring", "Interior is disconnected": "the holes cut the polygon into pieces; make it a MultiPolygon instead"}, "layer": "Points", "fields": [{"date": false, "name": "Name", "domain": null, "number": false, "nullable": true, "expectation": "a string", "subtypeDomains": {}}, {"date": false, "name": "Status", "domain": null, "number": true, "nullable": true, "expectation": "an integer", "subtypeDomains": {}}, {"date": false, "name": "Height", "domain": null, "number": true, "nullable": true, "expectation": "a number", "subtypeDomains": {}}], "groups": [], "defaults": {}, "geometry": {"srid": 3857, "type": "Point", "bounds": [-20037508.342789244, -20037508.342789244, 20037508.342789244, 20037508.342789244], "boundsName": "x and y within ±20037508.342789244 m", "maxVertices": 100000}, "subtypes": {}, "viewLayout": 4, "subtypeField": null, "objectIdOffset": 0, "subtypesDescription": ""}');
INSERT INTO public.layer_view_checks VALUES ('legacy', 'Lines', '{"hints": {"Nested holes": "a hole lies inside another hole", "Nested shells": "one polygon of the MultiPolygon lies inside another; make the inner one a hole or separate the polygons", "Too few points": "a ring collapses to fewer than 3 distinct corners", "Duplicate Rings": "two rings are identical", "Self-intersection": "edges of the polygon cross each other; move the vertices so the boundary does not cross itself, or split it into several polygons", "Ring Self-intersection": "a ring touches itself at a vertex; split it into separate rings or polygons", "Hole lies outside shell": "a hole (interior ring) must lie inside the exterior ring", "Interior is disconnected": "the holes cut the polygon into pieces; make it a MultiPolygon instead"}, "layer": "Lines", "fields": [{"date": false, "name": "Name", "domain": null, "number": false, "nullable": true, "expectation": "a string", "subtypeDomains": {}}, {"date": false, "name": "Status", "domain": null, "number": true, "nullable": true, "expectation": "an integer", "subtypeDomains": {}}, {"date": false, "name": "Voltage", "domain": null, "number": true, "nullable": true, "expectation": "an integer", "subtypeDomains": {}}], "groups": [], "defaults": {}, "geometry": {"srid": 3857, "type": "LineString", "bounds": [-20037508.342789244, -20037508.342789244, 20037508.342789244, 20037508.342789244], "boundsName": "x and y within ±20037508.342789244 m", "maxVertices": 100000}, "subtypes": {}, "viewLayout": 4, "subtypeField": null, "objectIdOffset": 0, "subtypesDescription": ""}');
INSERT INTO public.layer_view_checks VALUES ('legacy~1', 'Lines', '{"hints": {"Nested holes": "a hole lies inside another hole", "Nested shells": "one polygon of the MultiPolygon lies inside another; make the inner one a hole or separate the polygons", "Too few points": "a ring collapses to fewer than 3 distinct corners", "Duplicate Rings": "two rings are identical", "Self-intersection": "edges of the polygon cross each other; move the vertices so the boundary does not cross itself, or split it into several polygons", "Ring Self-intersection": "a ring touches itself at a vertex; split it into separate rings or polygons", "Hole lies outside shell": "a hole (interior ring) must lie inside the exterior ring", "Interior is disconnected": "the holes cut the polygon into pieces; make it a MultiPolygon instead"}, "layer": "Lines", "fields": [{"date": false, "name": "Name", "domain": null, "number": false, "nullable": true, "expectation": "a string", "subtypeDomains": {}}, {"date": false, "name": "Status", "domain": null, "number": true, "nullable": true, "expectation": "an integer", "subtypeDomains": {}}, {"date": false, "name": "Voltage", "domain": null, "number": true, "nullable": true, "expectation": "an integer", "subtypeDomains": {}}], "groups": [], "defaults": {}, "geometry": {"srid": 3857, "type": "LineString", "bounds": [-20037508.342789244, -20037508.342789244, 20037508.342789244, 20037508.342789244], "boundsName": "x and y within ±20037508.342789244 m", "maxVertices": 100000}, "subtypes": {}, "viewLayout": 4, "subtypeField": null, "objectIdOffset": 4294967296, "subtypesDescription": ""}');
INSERT INTO public.layer_view_checks VALUES ('legacy~1', 'Points', '{"hints": {"Nested holes": "a hole lies inside another hole", "Nested shells": "one polygon of the MultiPolygon lies inside another; make the inner one a hole or separate the polygons", "Too few points": "a ring collapses to fewer than 3 distinct corners", "Duplicate Rings": "two rings are identical", "Self-intersection": "edges of the polygon cross each other; move the vertices so the boundary does not cross itself, or split it into several polygons", "Ring Self-intersection": "a ring touches itself at a vertex; split it into separate rings or polygons", "Hole lies outside shell": "a hole (interior ring) must lie inside the exterior ring", "Interior is disconnected": "the holes cut the polygon into pieces; make it a MultiPolygon instead"}, "layer": "Points", "fields": [{"date": false, "name": "Name", "domain": null, "number": false, "nullable": true, "expectation": "a string", "subtypeDomains": {}}, {"date": false, "name": "Status", "domain": null, "number": true, "nullable": true, "expectation": "an integer", "subtypeDomains": {}}, {"date": false, "name": "Height", "domain": null, "number": true, "nullable": true, "expectation": "a number", "subtypeDomains": {}}], "groups": [], "defaults": {}, "geometry": {"srid": 3857, "type": "Point", "bounds": [-20037508.342789244, -20037508.342789244, 20037508.342789244, 20037508.342789244], "boundsName": "x and y within ±20037508.342789244 m", "maxVertices": 100000}, "subtypes": {}, "viewLayout": 4, "subtypeField": null, "objectIdOffset": 4294967296, "subtypesDescription": ""}');


--
-- Data for Name: layers; Type: TABLE DATA; Schema: public; Owner: geojournal_service
--

INSERT INTO public.layers VALUES ('legacy', 'Points', 1, '{"srid": 3857, "fields": [{"name": "Name", "type": "string", "length": 255, "nullable": true}, {"name": "Status", "type": "integer", "nullable": true}, {"name": "Height", "type": "double", "nullable": true}], "domains": {}, "geometryType": "Point"}', 1);
INSERT INTO public.layers VALUES ('legacy', 'Lines', 1, '{"srid": 3857, "fields": [{"name": "Name", "type": "string", "length": 255, "nullable": true}, {"name": "Status", "type": "integer", "nullable": true}, {"name": "Voltage", "type": "integer", "nullable": true}], "domains": {}, "geometryType": "LineString"}', 2);


--
-- Data for Name: network_associations; Type: TABLE DATA; Schema: public; Owner: geojournal_service
--



--
-- Data for Name: network_edge_positions; Type: TABLE DATA; Schema: public; Owner: geojournal_service
--



--
-- Data for Name: network_edges; Type: TABLE DATA; Schema: public; Owner: geojournal_service
--



--
-- Data for Name: network_versions; Type: TABLE DATA; Schema: public; Owner: geojournal_service
--



--
-- Data for Name: networks; Type: TABLE DATA; Schema: public; Owner: geojournal_service
--



--
-- Data for Name: operations; Type: TABLE DATA; Schema: public; Owner: postgres
--

INSERT INTO public.operations VALUES ('legacy', '01a23623-0d25-7000-9816-2e08a12b22ea', 'schema', 1, 1, 'fixture', NULL, NULL, 'define layer Points', NULL, NULL, '{"requestId": "80adb49dd48cadcfb1d4a787de1fb83f"}', '2026-12-02 09:43:16.51728+00');
INSERT INTO public.operations VALUES ('legacy', '01a23623-0d5e-7000-bead-58595bbdbb59', 'schema', 2, 2, 'fixture', NULL, NULL, 'define layer Lines', NULL, NULL, '{"requestId": "80adb49dd48cadcfb1d4a787de1fb840"}', '2026-12-02 09:43:16.574268+00');
INSERT INTO public.operations VALUES ('legacy', '01a23623-0d7d-7004-9698-5083cfd61251', 'edit', 3, 6, 'fixture', 'b50d5a86-0dd9-4cb0-a542-78cc3685d218', NULL, NULL, NULL, NULL, '{"requestId": "80adb49dd48cadcfb1d4a787de1fb842"}', '2026-12-02 09:43:16.605689+00');
INSERT INTO public.operations VALUES ('legacy', '01a23623-0d89-7004-a294-037fca2ef466', 'edit', 7, 10, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "80adb49dd48cadcfb1d4a787de1fb843"}', '2026-12-02 09:43:16.617613+00');
INSERT INTO public.operations VALUES ('legacy', '01a23623-0d8f-7006-9d78-bb26414fa284', 'edit', 11, 16, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "80adb49dd48cadcfb1d4a787de1fb844"}', '2026-12-02 09:43:16.623409+00');
INSERT INTO public.operations VALUES ('legacy', '01a23623-0d97-7000-af50-ae123fcfb9e1', 'edit', 17, 17, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "80adb49dd48cadcfb1d4a787de1fb845"}', '2026-12-02 09:43:16.6311+00');
INSERT INTO public.operations VALUES ('legacy', '01a23623-0da1-7000-830a-3193af904bb8', 'edit', 18, 19, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "80adb49dd48cadcfb1d4a787de1fb846"}', '2026-12-02 09:43:16.641145+00');
INSERT INTO public.operations VALUES ('legacy', '01a23623-0daa-7000-8539-8a7812cca9df', 'edit', 20, 21, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "80adb49dd48cadcfb1d4a787de1fb847"}', '2026-12-02 09:43:16.650546+00');
INSERT INTO public.operations VALUES ('legacy', '01a23623-0db3-7000-915f-32bb66618755', 'edit', 22, 25, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "80adb49dd48cadcfb1d4a787de1fb848"}', '2026-12-02 09:43:16.659339+00');
INSERT INTO public.operations VALUES ('legacy', '01a23623-0dbb-7003-9772-a96206a09baf', 'edit', 26, 28, 'fixture', 'b50d5a86-0dd9-4cb0-a542-78cc3685d218', NULL, NULL, NULL, NULL, '{"requestId": "80adb49dd48cadcfb1d4a787de1fb849"}', '2026-12-02 09:43:16.667697+00');
INSERT INTO public.operations VALUES ('legacy', '01a23623-0dc3-7000-b28f-7cba8d3fc404', 'edit', 29, 30, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "80adb49dd48cadcfb1d4a787de1fb84a"}', '2026-12-02 09:43:16.675051+00');
INSERT INTO public.operations VALUES ('legacy', '01a23623-0dca-7001-9daf-a06416926e2f', 'edit', 31, 31, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "80adb49dd48cadcfb1d4a787de1fb84b"}', '2026-12-02 09:43:16.682078+00');
INSERT INTO public.operations VALUES ('legacy', '01a23623-0dd1-7000-8a87-7bf4e38aa277', 'edit', 32, 35, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "80adb49dd48cadcfb1d4a787de1fb84c"}', '2026-12-02 09:43:16.689499+00');
INSERT INTO public.operations VALUES ('legacy', '01a23623-0ddc-7000-bbac-993f3f2cfe64', 'edit', 36, 39, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "80adb49dd48cadcfb1d4a787de1fb84d"}', '2026-12-02 09:43:16.700709+00');
INSERT INTO public.operations VALUES ('legacy', '01a23623-0df4-7000-aa7a-0181d78d9d10', 'edit', 40, 40, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "80adb49dd48cadcfb1d4a787de1fb84e"}', '2026-12-02 09:43:16.724083+00');
INSERT INTO public.operations VALUES ('legacy', '01a23623-0e06-7000-a184-bc0b734d5ecf', 'edit', 41, 42, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "80adb49dd48cadcfb1d4a787de1fb84f"}', '2026-12-02 09:43:16.742914+00');
INSERT INTO public.operations VALUES ('legacy', '01a23623-0e0d-7005-805a-0116cfe9b5d9', 'edit', 43, 47, 'fixture', 'b50d5a86-0dd9-4cb0-a542-78cc3685d218', NULL, NULL, NULL, NULL, '{"requestId": "80adb49dd48cadcfb1d4a787de1fb850"}', '2026-12-02 09:43:16.749873+00');
INSERT INTO public.operations VALUES ('legacy', '01a23623-0e14-7005-8d8a-5879189c355f', 'edit', 48, 52, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "80adb49dd48cadcfb1d4a787de1fb851"}', '2026-12-02 09:43:16.756902+00');
INSERT INTO public.operations VALUES ('legacy', '01a23623-0e1d-7000-95d3-81451c5b17f3', 'edit', 53, 56, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "80adb49dd48cadcfb1d4a787de1fb852"}', '2026-12-02 09:43:16.765515+00');
INSERT INTO public.operations VALUES ('legacy', '01a23623-0e26-7000-a87e-ba560be50ae9', 'edit', 57, 57, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "80adb49dd48cadcfb1d4a787de1fb853"}', '2026-12-02 09:43:16.774389+00');
INSERT INTO public.operations VALUES ('legacy', '01a23623-0e2e-7000-8223-bb8eadce0d0b', 'edit', 58, 60, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "80adb49dd48cadcfb1d4a787de1fb854"}', '2026-12-02 09:43:16.782915+00');
INSERT INTO public.operations VALUES ('legacy', '01a23623-0e36-7001-b6c5-bd121bda91a1', 'edit', 61, 61, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "80adb49dd48cadcfb1d4a787de1fb855"}', '2026-12-02 09:43:16.790305+00');
INSERT INTO public.operations VALUES ('legacy', '01a23623-0e3e-7000-bdd6-7fa1e243cd85', 'edit', 62, 62, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "80adb49dd48cadcfb1d4a787de1fb856"}', '2026-12-02 09:43:16.79826+00');
INSERT INTO public.operations VALUES ('legacy', '01a23623-0e46-7000-97b4-62f80f198101', 'edit', 63, 66, 'fixture', 'b50d5a86-0dd9-4cb0-a542-78cc3685d218', NULL, NULL, NULL, NULL, '{"requestId": "80adb49dd48cadcfb1d4a787de1fb857"}', '2026-12-02 09:43:16.806456+00');
INSERT INTO public.operations VALUES ('legacy', '01a23623-0e4e-7000-803b-329d32d63caa', 'edit', 67, 67, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "80adb49dd48cadcfb1d4a787de1fb858"}', '2026-12-02 09:43:16.814475+00');
INSERT INTO public.operations VALUES ('legacy', '01a23623-0e55-7000-b50f-21675b62c334', 'edit', 68, 68, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "80adb49dd48cadcfb1d4a787de1fb859"}', '2026-12-02 09:43:16.821586+00');
INSERT INTO public.operations VALUES ('legacy', '01a23623-0e5d-7000-bb94-5f57df383ba7', 'edit', 69, 69, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "80adb49dd48cadcfb1d4a787de1fb85a"}', '2026-12-02 09:43:16.829891+00');
INSERT INTO public.operations VALUES ('legacy', '01a23623-0e64-7003-a0f2-863731b9dc00', 'edit', 70, 72, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "80adb49dd48cadcfb1d4a787de1fb85b"}', '2026-12-02 09:43:16.836365+00');
INSERT INTO public.operations VALUES ('legacy', '01a23623-0e6a-7005-888d-7166e950da0d', 'edit', 73, 77, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "80adb49dd48cadcfb1d4a787de1fb85c"}', '2026-12-02 09:43:16.842025+00');
INSERT INTO public.operations VALUES ('legacy', '01a23623-0e71-7000-9838-0021c1e68df0', 'edit', 78, 78, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "80adb49dd48cadcfb1d4a787de1fb85d"}', '2026-12-02 09:43:16.849164+00');
INSERT INTO public.operations VALUES ('legacy', '01a23623-0e77-7004-b976-3004b5b565f5', 'edit', 79, 82, 'fixture', 'b50d5a86-0dd9-4cb0-a542-78cc3685d218', NULL, NULL, NULL, NULL, '{"requestId": "80adb49dd48cadcfb1d4a787de1fb85e"}', '2026-12-02 09:43:16.85529+00');
INSERT INTO public.operations VALUES ('legacy', '01a23623-0e7e-7000-87be-2dac27a54881', 'edit', 83, 84, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "80adb49dd48cadcfb1d4a787de1fb85f"}', '2026-12-02 09:43:16.862619+00');
INSERT INTO public.operations VALUES ('legacy', '01a23623-0e86-7000-a199-ecbbb7b139a2', 'edit', 85, 87, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "80adb49dd48cadcfb1d4a787de1fb860"}', '2026-12-02 09:43:16.870601+00');
INSERT INTO public.operations VALUES ('legacy', '01a23623-0e8d-7005-ab08-911edb7e35f6', 'edit', 88, 92, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "80adb49dd48cadcfb1d4a787de1fb861"}', '2026-12-02 09:43:16.877684+00');
INSERT INTO public.operations VALUES ('legacy', '01a23623-0e95-7000-93b0-2cdfe6c07b43', 'edit', 93, 96, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "80adb49dd48cadcfb1d4a787de1fb862"}', '2026-12-02 09:43:16.885421+00');
INSERT INTO public.operations VALUES ('legacy', '01a23623-0e9e-7000-bf2c-8546cc75404a', 'edit', 97, 99, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "80adb49dd48cadcfb1d4a787de1fb863"}', '2026-12-02 09:43:16.894359+00');
INSERT INTO public.operations VALUES ('legacy', '01a23623-0ea6-7000-a3d7-53664941bf50', 'edit', 100, 102, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "80adb49dd48cadcfb1d4a787de1fb864"}', '2026-12-02 09:43:16.902928+00');
INSERT INTO public.operations VALUES ('legacy', '01a23623-0eaf-7000-b229-e07a361b280a', 'edit', 103, 105, 'fixture', 'b50d5a86-0dd9-4cb0-a542-78cc3685d218', NULL, NULL, NULL, NULL, '{"requestId": "80adb49dd48cadcfb1d4a787de1fb865"}', '2026-12-02 09:43:16.91168+00');
INSERT INTO public.operations VALUES ('legacy', '01a23623-0eb6-7004-8e13-5b1339288d2a', 'edit', 106, 109, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "80adb49dd48cadcfb1d4a787de1fb866"}', '2026-12-02 09:43:16.918809+00');
INSERT INTO public.operations VALUES ('legacy', '01a23623-0ebd-7000-8295-7ec8a0dc343d', 'edit', 110, 110, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "80adb49dd48cadcfb1d4a787de1fb867"}', '2026-12-02 09:43:16.925144+00');
INSERT INTO public.operations VALUES ('legacy', '01a23623-0ec3-7004-9f3e-93d3d73b5727', 'edit', 111, 114, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "80adb49dd48cadcfb1d4a787de1fb868"}', '2026-12-02 09:43:16.931598+00');
INSERT INTO public.operations VALUES ('legacy', '01a23623-0eca-7000-8fcf-d1ca4743b257', 'edit', 115, 118, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "80adb49dd48cadcfb1d4a787de1fb869"}', '2026-12-02 09:43:16.938756+00');
INSERT INTO public.operations VALUES ('legacy', '01a23623-0ed1-7006-b1eb-2f478b7436b2', 'edit', 119, 124, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "80adb49dd48cadcfb1d4a787de1fb86a"}', '2026-12-02 09:43:16.945552+00');
INSERT INTO public.operations VALUES ('legacy', '01a23623-0ee3-7000-9f8e-96d86984f540', 'undo', 125, 127, 'fixture', 'b50d5a86-0dd9-4cb0-a542-78cc3685d218', '01a23623-0eaf-7000-b229-e07a361b280a', 'undo 01a23623-0eaf-7000-b229-e07a361b280a (forced)', NULL, NULL, '{"requestId": "80adb49dd48cadcfb1d4a787de1fb86b"}', '2026-12-02 09:43:16.963717+00');
INSERT INTO public.operations VALUES ('legacy', '01a23623-0ef5-7000-9750-684365ef2a1b', 'redo', 128, 130, 'fixture', 'b50d5a86-0dd9-4cb0-a542-78cc3685d218', '01a23623-0ee3-7000-9f8e-96d86984f540', 'redo 01a23623-0ee3-7000-9f8e-96d86984f540 (forced)', NULL, NULL, '{"requestId": "80adb49dd48cadcfb1d4a787de1fb86c"}', '2026-12-02 09:43:16.98129+00');
INSERT INTO public.operations VALUES ('legacy', '01a23623-0f08-7000-ad3d-f14d29ada38f', 'undo', 131, 133, 'fixture', 'b50d5a86-0dd9-4cb0-a542-78cc3685d218', '01a23623-0ef5-7000-9750-684365ef2a1b', 'undo 01a23623-0ef5-7000-9750-684365ef2a1b (forced)', NULL, NULL, '{"requestId": "80adb49dd48cadcfb1d4a787de1fb86d"}', '2026-12-02 09:43:17.000379+00');
INSERT INTO public.operations VALUES ('legacy', '01a23623-0f28-7000-9fc6-4ac8b5319ed1', 'edit', 134, 137, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "80adb49dd48cadcfb1d4a787de1fb870"}', '2026-12-02 09:43:17.032141+00');
INSERT INTO public.operations VALUES ('legacy', '01a23623-0f31-7000-85de-eb3e0c9b6b2c', 'edit', 138, 139, 'fixture', 'b50d5a86-0dd9-4cb0-a542-78cc3685d218', NULL, NULL, NULL, NULL, '{"requestId": "80adb49dd48cadcfb1d4a787de1fb871"}', '2026-12-02 09:43:17.041512+00');
INSERT INTO public.operations VALUES ('legacy', '01a23623-0f39-7000-915d-7cc6da322d16', 'edit', 140, 141, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "80adb49dd48cadcfb1d4a787de1fb872"}', '2026-12-02 09:43:17.049149+00');
INSERT INTO public.operations VALUES ('legacy', '01a23623-0f40-7000-87f6-b0878e8b4e7f', 'edit', 142, 142, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "80adb49dd48cadcfb1d4a787de1fb873"}', '2026-12-02 09:43:17.055996+00');
INSERT INTO public.operations VALUES ('legacy', '01a23623-0f48-7000-b62d-405569c0dc72', 'edit', 143, 143, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "80adb49dd48cadcfb1d4a787de1fb874"}', '2026-12-02 09:43:17.064252+00');
INSERT INTO public.operations VALUES ('legacy', '01a23623-0f52-7000-bec7-90de7a922a24', 'edit', 144, 147, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "80adb49dd48cadcfb1d4a787de1fb875"}', '2026-12-02 09:43:17.074677+00');
INSERT INTO public.operations VALUES ('legacy', '01a23623-0f5b-7002-83b8-1d5111e05644', 'edit', 148, 149, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "80adb49dd48cadcfb1d4a787de1fb876"}', '2026-12-02 09:43:17.083536+00');
INSERT INTO public.operations VALUES ('legacy', '01a23623-0f63-7001-bdee-f0782e814bf9', 'edit', 150, 150, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "80adb49dd48cadcfb1d4a787de1fb877"}', '2026-12-02 09:43:17.091083+00');
INSERT INTO public.operations VALUES ('legacy', '01a23623-0f6a-7006-9b56-b958345eaf92', 'edit', 151, 156, 'fixture', 'b50d5a86-0dd9-4cb0-a542-78cc3685d218', NULL, NULL, NULL, NULL, '{"requestId": "80adb49dd48cadcfb1d4a787de1fb878"}', '2026-12-02 09:43:17.098239+00');
INSERT INTO public.operations VALUES ('legacy', '01a23623-0f71-7001-8aac-c0526d5e15dd', 'edit', 157, 157, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "80adb49dd48cadcfb1d4a787de1fb879"}', '2026-12-02 09:43:17.105978+00');
INSERT INTO public.operations VALUES ('legacy', '01a23623-0f79-7004-80d3-83d1f82ff175', 'edit', 158, 161, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "80adb49dd48cadcfb1d4a787de1fb87a"}', '2026-12-02 09:43:17.113904+00');
INSERT INTO public.operations VALUES ('legacy', '01a23623-0f81-7003-8cae-774b48d5b0ae', 'edit', 162, 164, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "80adb49dd48cadcfb1d4a787de1fb87b"}', '2026-12-02 09:43:17.121397+00');
INSERT INTO public.operations VALUES ('legacy', '01a23623-0f86-7006-a353-90991be9ce8f', 'edit', 165, 170, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "80adb49dd48cadcfb1d4a787de1fb87c"}', '2026-12-02 09:43:17.126568+00');
INSERT INTO public.operations VALUES ('legacy', '01a23623-0f8c-7004-846f-440979e1d751', 'edit', 171, 174, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "80adb49dd48cadcfb1d4a787de1fb87d"}', '2026-12-02 09:43:17.132215+00');
INSERT INTO public.operations VALUES ('legacy', '01a23623-0f93-7000-a63d-eca2277bd203', 'edit', 175, 177, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "80adb49dd48cadcfb1d4a787de1fb87e"}', '2026-12-02 09:43:17.139743+00');
INSERT INTO public.operations VALUES ('legacy', '01a23623-0f9c-7000-84f2-0cda98a20ada', 'edit', 178, 180, 'fixture', 'b50d5a86-0dd9-4cb0-a542-78cc3685d218', NULL, NULL, NULL, NULL, '{"requestId": "80adb49dd48cadcfb1d4a787de1fb87f"}', '2026-12-02 09:43:17.148829+00');
INSERT INTO public.operations VALUES ('legacy', '01a23623-0fa5-7000-80a4-8dac364a6731', 'edit', 181, 181, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "80adb49dd48cadcfb1d4a787de1fb880"}', '2026-12-02 09:43:17.157128+00');
INSERT INTO public.operations VALUES ('legacy', '01a23623-0fad-7000-825b-0a450c64da8a', 'edit', 182, 183, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "80adb49dd48cadcfb1d4a787de1fb881"}', '2026-12-02 09:43:17.165096+00');
INSERT INTO public.operations VALUES ('legacy', '01a23623-0fb9-7000-bc17-4c306933a3d5', 'edit', 184, 187, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "80adb49dd48cadcfb1d4a787de1fb882"}', '2026-12-02 09:43:17.177008+00');
INSERT INTO public.operations VALUES ('legacy', '01a23623-0fc2-7000-928e-a1092b6fd24a', 'edit', 188, 189, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "80adb49dd48cadcfb1d4a787de1fb883"}', '2026-12-02 09:43:17.186061+00');
INSERT INTO public.operations VALUES ('legacy', '01a23623-0fcb-7000-ae6a-0194f793529f', 'edit', 190, 190, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "80adb49dd48cadcfb1d4a787de1fb884"}', '2026-12-02 09:43:17.195696+00');
INSERT INTO public.operations VALUES ('legacy', '01a23623-0fd1-7001-a139-2b04c8ba3d57', 'edit', 191, 191, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "80adb49dd48cadcfb1d4a787de1fb885"}', '2026-12-02 09:43:17.201984+00');
INSERT INTO public.operations VALUES ('legacy', '01a23623-0fd8-7000-b9e8-123ce7f7c369', 'edit', 192, 192, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "80adb49dd48cadcfb1d4a787de1fb886"}', '2026-12-02 09:43:17.208302+00');
INSERT INTO public.operations VALUES ('legacy', '01a23623-0fde-7002-9ebe-fa70256d6a2e', 'edit', 193, 194, 'fixture', 'b50d5a86-0dd9-4cb0-a542-78cc3685d218', NULL, NULL, NULL, NULL, '{"requestId": "80adb49dd48cadcfb1d4a787de1fb887"}', '2026-12-02 09:43:17.214285+00');
INSERT INTO public.operations VALUES ('legacy', '01a23623-0fe4-7000-aa46-656014016e8a', 'edit', 195, 197, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "80adb49dd48cadcfb1d4a787de1fb888"}', '2026-12-02 09:43:17.22081+00');
INSERT INTO public.operations VALUES ('legacy', '01a23623-0fec-7000-9450-80375246c5da', 'edit', 198, 200, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "80adb49dd48cadcfb1d4a787de1fb889"}', '2026-12-02 09:43:17.228115+00');
INSERT INTO public.operations VALUES ('legacy', '01a23623-0ff3-7000-aa33-93708b02839f', 'edit', 201, 204, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "80adb49dd48cadcfb1d4a787de1fb88a"}', '2026-12-02 09:43:17.235664+00');
INSERT INTO public.operations VALUES ('legacy', '01a23623-0ffb-7000-924b-bcb9fb3dcd93', 'edit', 205, 205, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "80adb49dd48cadcfb1d4a787de1fb88b"}', '2026-12-02 09:43:17.243772+00');
INSERT INTO public.operations VALUES ('legacy', '01a23623-1004-7000-8ce5-daa5b387097e', 'edit', 206, 206, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "80adb49dd48cadcfb1d4a787de1fb88c"}', '2026-12-02 09:43:17.252833+00');
INSERT INTO public.operations VALUES ('legacy', '01a23623-100e-7000-8abc-4c5fa03cf086', 'edit', 207, 209, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "80adb49dd48cadcfb1d4a787de1fb88d"}', '2026-12-02 09:43:17.262939+00');
INSERT INTO public.operations VALUES ('legacy', '01a23623-1017-7000-a173-3bb3ddef9cd2', 'edit', 210, 210, 'fixture', 'b50d5a86-0dd9-4cb0-a542-78cc3685d218', NULL, NULL, NULL, NULL, '{"requestId": "80adb49dd48cadcfb1d4a787de1fb88e"}', '2026-12-02 09:43:17.271248+00');
INSERT INTO public.operations VALUES ('legacy', '01a23623-101e-7000-915d-d40efe6c192a', 'edit', 211, 213, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "80adb49dd48cadcfb1d4a787de1fb88f"}', '2026-12-02 09:43:17.278301+00');
INSERT INTO public.operations VALUES ('legacy', '01a23623-1025-7000-b38b-8f6b6043e729', 'edit', 214, 214, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "80adb49dd48cadcfb1d4a787de1fb890"}', '2026-12-02 09:43:17.285465+00');
INSERT INTO public.operations VALUES ('legacy', '01a23623-102b-7000-94e5-e6645210e36e', 'edit', 215, 216, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "80adb49dd48cadcfb1d4a787de1fb891"}', '2026-12-02 09:43:17.291753+00');
INSERT INTO public.operations VALUES ('legacy', '01a23623-1031-7006-b4fe-6c86800a3534', 'edit', 217, 222, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "80adb49dd48cadcfb1d4a787de1fb892"}', '2026-12-02 09:43:17.297499+00');
INSERT INTO public.operations VALUES ('legacy', '01a23623-1038-7000-b5c3-d4596c5c03e2', 'edit', 223, 226, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "80adb49dd48cadcfb1d4a787de1fb893"}', '2026-12-02 09:43:17.304514+00');
INSERT INTO public.operations VALUES ('legacy', '01a23623-1047-7000-9e32-6f9d082ef7f4', 'edit', 231, 231, 'fixture', 'b50d5a86-0dd9-4cb0-a542-78cc3685d218', NULL, NULL, NULL, NULL, '{"requestId": "80adb49dd48cadcfb1d4a787de1fb895"}', '2026-12-02 09:43:17.319568+00');
INSERT INTO public.operations VALUES ('legacy', '01a23623-104e-7000-a7ee-9a539a11d1b0', 'edit', 232, 233, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "80adb49dd48cadcfb1d4a787de1fb896"}', '2026-12-02 09:43:17.326447+00');
INSERT INTO public.operations VALUES ('legacy', '01a23623-1055-7000-819c-a659aadc6a49', 'edit', 234, 236, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "80adb49dd48cadcfb1d4a787de1fb897"}', '2026-12-02 09:43:17.333892+00');
INSERT INTO public.operations VALUES ('legacy', '01a23623-105b-7002-a299-d4db02b4a548', 'edit', 237, 238, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "80adb49dd48cadcfb1d4a787de1fb898"}', '2026-12-02 09:43:17.339364+00');
INSERT INTO public.operations VALUES ('legacy', '01a23623-1061-7000-a0e8-302d5eb323f0', 'edit', 239, 242, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "80adb49dd48cadcfb1d4a787de1fb899"}', '2026-12-02 09:43:17.345905+00');
INSERT INTO public.operations VALUES ('legacy', '01a23623-1069-7000-9437-9a2a24e8998e', 'edit', 243, 245, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "80adb49dd48cadcfb1d4a787de1fb89a"}', '2026-12-02 09:43:17.353732+00');
INSERT INTO public.operations VALUES ('legacy', '01a23623-1070-7000-a11e-f96ffaf70f78', 'edit', 246, 246, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "80adb49dd48cadcfb1d4a787de1fb89b"}', '2026-12-02 09:43:17.360145+00');
INSERT INTO public.operations VALUES ('legacy', '01a23623-1076-7000-830d-44059d27ea64', 'edit', 247, 247, 'fixture', 'b50d5a86-0dd9-4cb0-a542-78cc3685d218', NULL, NULL, NULL, NULL, '{"requestId": "80adb49dd48cadcfb1d4a787de1fb89c"}', '2026-12-02 09:43:17.366668+00');
INSERT INTO public.operations VALUES ('legacy', '01a23623-107d-7000-b881-799aa0bcd551', 'edit', 248, 250, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "80adb49dd48cadcfb1d4a787de1fb89d"}', '2026-12-02 09:43:17.373646+00');
INSERT INTO public.operations VALUES ('legacy', '01a23623-1084-7000-a1df-f8316f271d9a', 'edit', 251, 252, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "80adb49dd48cadcfb1d4a787de1fb89e"}', '2026-12-02 09:43:17.380919+00');
INSERT INTO public.operations VALUES ('legacy', '01a23623-108c-7000-8563-c21d4716c1ee', 'edit', 253, 255, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "80adb49dd48cadcfb1d4a787de1fb89f"}', '2026-12-02 09:43:17.388142+00');
INSERT INTO public.operations VALUES ('legacy', '01a23623-1093-7000-b24f-278033416ce5', 'edit', 256, 259, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "80adb49dd48cadcfb1d4a787de1fb8a0"}', '2026-12-02 09:43:17.395843+00');
INSERT INTO public.operations VALUES ('legacy', '01a23623-109b-7000-9d58-4a15000a0bf3', 'edit', 260, 263, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "80adb49dd48cadcfb1d4a787de1fb8a1"}', '2026-12-02 09:43:17.403221+00');
INSERT INTO public.operations VALUES ('legacy~1', '01a23623-10ce-7001-8ba5-162fd0dded6f', 'edit', 1, 2, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "80adb49dd48cadcfb1d4a787de1fb8a4"}', '2026-12-02 09:43:17.454005+00');
INSERT INTO public.operations VALUES ('legacy', '01a23623-10de-7001-9f0d-638d6e9baf24', 'edit', 264, 264, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "80adb49dd48cadcfb1d4a787de1fb8a5"}', '2026-12-02 09:43:17.470643+00');
INSERT INTO public.operations VALUES ('legacy~1', '01a23623-10f0-7000-a0b2-f134bee178a8', 'reconcile', 3, 3, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "80adb49dd48cadcfb1d4a787de1fb8a7"}', '2026-12-02 09:43:17.488073+00');
INSERT INTO public.operations VALUES ('legacy', '01a23623-1106-7000-a6c2-342f333270d3', 'post', 265, 266, 'fixture', NULL, NULL, 'post of legacy~1', NULL, NULL, '{"base": 264, "version": "legacy~1", "requestId": "80adb49dd48cadcfb1d4a787de1fb8a8"}', '2026-12-02 09:43:17.510067+00');
INSERT INTO public.operations VALUES ('legacy~1', '01a23623-1108-7000-b2b0-e9ea0889f0c4', 'post', 4, 4, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "80adb49dd48cadcfb1d4a787de1fb8a8"}', '2026-12-02 09:43:17.512592+00');
INSERT INTO public.operations VALUES ('legacy', '01a23623-1040-7000-9f76-357ac8bf0f59', 'edit', 227, 230, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "80adb49dd48cadcfb1d4a787de1fb894"}', '2026-12-02 09:43:17.312497+00');
INSERT INTO public.operations VALUES ('legacy', '01a23623-1110-7000-8e18-6855cf53caeb', 'edit', 267, 267, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "80adb49dd48cadcfb1d4a787de1fb8a9"}', '2026-12-02 09:43:17.520349+00');
INSERT INTO public.operations VALUES ('legacy', '01a23623-1116-7000-9044-15ef151fe6de', 'edit', 268, 268, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "80adb49dd48cadcfb1d4a787de1fb8aa"}', '2026-12-02 09:43:17.526848+00');
INSERT INTO public.operations VALUES ('legacy', '01a23623-111d-7000-83f4-8dd7a6ea4099', 'edit', 269, 269, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "80adb49dd48cadcfb1d4a787de1fb8ab"}', '2026-12-02 09:43:17.533639+00');
INSERT INTO public.operations VALUES ('legacy', '01a23623-1123-7000-aee6-8e743f341482', 'edit', 270, 270, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "80adb49dd48cadcfb1d4a787de1fb8ac"}', '2026-12-02 09:43:17.539862+00');
INSERT INTO public.operations VALUES ('legacy', '01a23623-112b-7000-a6fb-119ef5b0012b', 'edit', 271, 271, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "80adb49dd48cadcfb1d4a787de1fb8ad"}', '2026-12-02 09:43:17.547001+00');


--
-- Data for Name: replica_features; Type: TABLE DATA; Schema: public; Owner: postgres
--



--
-- Data for Name: replica_log; Type: TABLE DATA; Schema: public; Owner: postgres
--



--
-- Data for Name: replica_uploads; Type: TABLE DATA; Schema: public; Owner: postgres
--



--
-- Data for Name: replica_versions; Type: TABLE DATA; Schema: public; Owner: postgres
--



--
-- Data for Name: replicas; Type: TABLE DATA; Schema: public; Owner: postgres
--



--
-- Data for Name: schema_migrations; Type: TABLE DATA; Schema: public; Owner: postgres
--

INSERT INTO public.schema_migrations VALUES (1, '0001_journal.sql', '2026-12-02 09:43:15.273803+00', '82f0084774450d94bd4ac23c1a8d2c4065a5557755ae0b3bc1914d117ff363f1');
INSERT INTO public.schema_migrations VALUES (2, '0002_projections.sql', '2026-12-02 09:43:15.660339+00', '85512a0955847ed30e65736ca34cea026d43c612239a24abf9ba875f27c81e67');
INSERT INTO public.schema_migrations VALUES (3, '0003_sessions.sql', '2026-12-02 09:43:15.676147+00', '618664e07dfd04a9ffd7c3b678c50a8d8d171fc8d8f9017adab14225abdf8991');
INSERT INTO public.schema_migrations VALUES (4, '0004_networks.sql', '2026-12-02 09:43:15.68231+00', 'c411679a5f04f0f09c09c82fefb4a26df82d1533ae8c00e91e2230b96041b5c5');
INSERT INTO public.schema_migrations VALUES (5, '0005_durable_heads.sql', '2026-12-02 09:43:15.725434+00', 'b54b9650e18e9d66f337f0e9634d6ab7cfa7e80079f0e728f3000a07038491cb');
INSERT INTO public.schema_migrations VALUES (6, '0006_workspace_partitions.sql', '2026-12-02 09:43:15.734173+00', '7b67be676349f6f44a685567434d7a752bc28ded8b82a930e801c4ed2fa65d8f');
INSERT INTO public.schema_migrations VALUES (8, '0008_layer_views_owned_by_service.sql', '2026-12-02 09:43:15.755281+00', 'cd2be76d45fda3b8a3200b8845b4675a68d91c3e2d7bb0176f14e4d91437cdbc');
INSERT INTO public.schema_migrations VALUES (9, '0009_network_associations.sql', '2026-12-02 09:43:15.758172+00', '01e2d67a5bb9ffa79c82b711a0e76782f7d6ae1f27b9dc52c97da1fee78bf713');
INSERT INTO public.schema_migrations VALUES (10, '0010_events_without_operation_index.sql', '2026-12-02 09:43:15.765202+00', '7fdfd397f9fb1f539f02717364739c7230a4a81be39cf595cda7277b17792390');
INSERT INTO public.schema_migrations VALUES (11, '0011_batch_write_function.sql', '2026-12-02 09:43:15.7677+00', 'cd8ece922a86a8aa5f6386e8ef36281b689637c8aebda986c8c23727253ee5b1');
INSERT INTO public.schema_migrations VALUES (12, '0012_asof_index_of_closed_versions.sql', '2026-12-02 09:43:15.771961+00', 'aa7f1ef5267e20728f33e8b722253e5d6ad1c8d0932fbce5d3561d7d7aec8da1');
INSERT INTO public.schema_migrations VALUES (13, '0013_layer_spatial_indexes_only.sql', '2026-12-02 09:43:15.774683+00', '49523aa12ee7d948e418d14f1317fb5883f9179a1e055b6622e7935c704c7c41');
INSERT INTO public.schema_migrations VALUES (14, '0014_durability_flush_function.sql', '2026-12-02 09:43:15.7766+00', '910aea68aba958d3ada77fae42233d0db61d1ea517323be22dd46f77731c6690');
INSERT INTO public.schema_migrations VALUES (15, '0015_closed_versions_only.sql', '2026-12-02 09:43:15.778536+00', 'b4577863ab5c4b34671d99cebcc302b2a23a1cf1b0fc974d215e070fd3526ccf');
INSERT INTO public.schema_migrations VALUES (16, '0016_batch_write_checks_the_chain.sql', '2026-12-02 09:43:15.784416+00', '5a40217a6d64f74774f770746eb5bb6848b593394d7b700209a8fc38255bffb3');
INSERT INTO public.schema_migrations VALUES (17, '0017_batch_write_waits_for_the_write_before.sql', '2026-12-02 09:43:15.788044+00', '2fd75926f21f919d4318d6c5174c351f709f41d818260b042262d1851850c641');
INSERT INTO public.schema_migrations VALUES (18, '0018_layer_stats.sql', '2026-12-02 09:43:15.791157+00', 'dbc4fb77e84894a6fccd5c397b5ea08ef2b4f09a61cf7f1c432f1307b911691c');
INSERT INTO public.schema_migrations VALUES (19, '0019_object_ids.sql', '2026-12-02 09:43:15.796755+00', '87324ac0146f50ea321112e23d52707b5b34c7366dd51662c2e1a58d646035ce');
INSERT INTO public.schema_migrations VALUES (20, '0020_writable_layer_views.sql', '2026-12-02 09:43:15.804279+00', '2b05f371f6f702a694dd93d9111f6a9446a94162afd38ae77302e40b410e79ad');
INSERT INTO public.schema_migrations VALUES (21, '0021_one_write_path.sql', '2026-12-02 09:43:15.812465+00', 'c01e4735271baf7eb2fe0f1060e133928340441abd088b5af5de3e27e2ec78c1');
INSERT INTO public.schema_migrations VALUES (30, '0030_public_workspaces.sql', '2026-12-02 09:43:15.834676+00', '8bb5e416a5ef9b4529c5e2f3d9356a72da238da587f19a3cb87dd6c645b42f8c');
INSERT INTO public.schema_migrations VALUES (40, '0040_versions.sql', '2026-12-02 09:43:15.836931+00', '5422cf9f9f1bfa45841a80f11c25ae276b7667517312a6dd354f1eb5e5fec4f1');
INSERT INTO public.schema_migrations VALUES (50, '0050_compact_journal.sql', '2026-12-02 09:43:15.855108+00', 'e5890618db85f0827930985162fac93a47f4e2a91b1a0de45d3dfc87a0041b3a');
INSERT INTO public.schema_migrations VALUES (51, '0051_room_for_hot_updates.sql', '2026-12-02 09:43:15.866684+00', '56d0ec73804765d5f8b62f19112bb3e309608c3b6c743610b2ba2427332cc909');
INSERT INTO public.schema_migrations VALUES (60, '0060_workspaces_without_lines.sql', '2026-12-02 09:43:15.86931+00', 'be2167754f977ce54fd52a483208f59ac78e7c68e62ce062f96e26994c2558f6');
INSERT INTO public.schema_migrations VALUES (70, '0070_replicas.sql', '2026-12-02 09:43:15.871984+00', '93c3f17f3ea04b2f5d1bf77b959e2b952e8e26fbc0cf87aa29dd6eee8c216dd6');
INSERT INTO public.schema_migrations VALUES (74, '0074_version_edit_lock_at_the_write.sql', '2026-12-02 09:43:15.889626+00', 'c7646472f13f24411af0b90ab3065fd33366d131b841724c1b4017d158bf62ea');
INSERT INTO public.schema_migrations VALUES (75, '0075_current_feature_without_geojson.sql', '2026-12-02 09:43:15.892364+00', '97c98c17cd15609478797f7af30159d70f6d26d78abaa8b60e11633975bb369c');
INSERT INTO public.schema_migrations VALUES (76, '0076_one_line_state.sql', '2026-12-02 09:43:15.894199+00', '00802fee93278b46d5825115563e32de9bb0d7e9a68d2c96ac9017191fcc3203');


--
-- Data for Name: sessions; Type: TABLE DATA; Schema: public; Owner: postgres
--

INSERT INTO public.sessions VALUES ('legacy', 'b50d5a86-0dd9-4cb0-a542-78cc3685d218', 'fixture', 'fixture', '2026-12-02 09:43:16.596984+00');


--
-- Data for Name: spatial_ref_sys; Type: TABLE DATA; Schema: public; Owner: postgres
--



--
-- Data for Name: version_conflict_notes; Type: TABLE DATA; Schema: public; Owner: postgres
--



--
-- Data for Name: version_locks; Type: TABLE DATA; Schema: public; Owner: postgres
--



--
-- Data for Name: versions; Type: TABLE DATA; Schema: public; Owner: postgres
--

INSERT INTO public.versions VALUES ('legacy~1', 'legacy', '99143d78-5b35-48f5-84c9-732bdef52c3c', 'fixture.design', 'fixture', 'private', '', 263, '2026-12-02 09:43:17.408819+00', '2026-12-02 09:43:17.408819+00', NULL, 'gj_legacy__fixture_design');


--
-- Data for Name: view_actors; Type: TABLE DATA; Schema: public; Owner: postgres
--



--
-- Data for Name: view_staged_rows; Type: TABLE DATA; Schema: public; Owner: geojournal_service
--



--
-- Data for Name: view_transactions; Type: TABLE DATA; Schema: public; Owner: geojournal_service
--



--
-- Data for Name: workspaces; Type: TABLE DATA; Schema: public; Owner: postgres
--

INSERT INTO public.workspaces VALUES ('legacy', '', 'fixture', '2026-12-02 09:43:16.484846+00', 271, '\xf64b64e7bd573b1981b3347648e97fa2e37e055ab3dc96526e58b8178e037a75', '2026-12-02 09:43:17.547001+00', 2, false, NULL, NULL, 1);
INSERT INTO public.workspaces VALUES ('legacy~1', 'fixture.design', 'fixture', '2026-12-02 09:43:17.408819+00', 4, '\x0554c2017069d1755829166e8e633f1d2310c441e1e38db2e7ec2d05b6aba7da', '2026-12-02 09:43:17.512592+00', 0, false, 'legacy', 1, 1);


--
-- Name: replica_log_id_seq; Type: SEQUENCE SET; Schema: public; Owner: postgres
--

SELECT pg_catalog.setval('public.replica_log_id_seq', 1, false);


--
-- Name: versions_line_number; Type: SEQUENCE SET; Schema: public; Owner: postgres
--

SELECT pg_catalog.setval('public.versions_line_number', 1, true);


--
-- Name: view_staged_rows_seq_seq; Type: SEQUENCE SET; Schema: public; Owner: geojournal_service
--

SELECT pg_catalog.setval('public.view_staged_rows_seq_seq', 1, false);


--
-- Name: events events_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.events
    ADD CONSTRAINT events_pkey PRIMARY KEY (workspace_id, "position");


--
-- Name: events events_workspace_id_feature_id_feature_version_key; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.events
    ADD CONSTRAINT events_workspace_id_feature_id_feature_version_key UNIQUE (workspace_id, feature_id, feature_version);


--
-- Name: feature_versions feature_versions_pkey; Type: CONSTRAINT; Schema: public; Owner: geojournal_service
--

ALTER TABLE ONLY public.feature_versions
    ADD CONSTRAINT feature_versions_pkey PRIMARY KEY (workspace_id, id, version);


--
-- Name: feature_versions_548f748ea043dccb feature_versions_548f748ea043dccb_pkey; Type: CONSTRAINT; Schema: public; Owner: geojournal_service
--

ALTER TABLE ONLY public.feature_versions_548f748ea043dccb
    ADD CONSTRAINT feature_versions_548f748ea043dccb_pkey PRIMARY KEY (workspace_id, id, version);


--
-- Name: feature_versions_c49fea7425fa7f86 feature_versions_c49fea7425fa7f86_pkey; Type: CONSTRAINT; Schema: public; Owner: geojournal_service
--

ALTER TABLE ONLY public.feature_versions_c49fea7425fa7f86
    ADD CONSTRAINT feature_versions_c49fea7425fa7f86_pkey PRIMARY KEY (workspace_id, id, version);


--
-- Name: features features_pkey; Type: CONSTRAINT; Schema: public; Owner: geojournal_service
--

ALTER TABLE ONLY public.features
    ADD CONSTRAINT features_pkey PRIMARY KEY (workspace_id, id);


--
-- Name: features_548f748ea043dccb features_548f748ea043dccb_pkey; Type: CONSTRAINT; Schema: public; Owner: geojournal_service
--

ALTER TABLE ONLY public.features_548f748ea043dccb
    ADD CONSTRAINT features_548f748ea043dccb_pkey PRIMARY KEY (workspace_id, id);


--
-- Name: features_c49fea7425fa7f86 features_c49fea7425fa7f86_pkey; Type: CONSTRAINT; Schema: public; Owner: geojournal_service
--

ALTER TABLE ONLY public.features_c49fea7425fa7f86
    ADD CONSTRAINT features_c49fea7425fa7f86_pkey PRIMARY KEY (workspace_id, id);


--
-- Name: layer_stats layer_stats_pkey; Type: CONSTRAINT; Schema: public; Owner: geojournal_service
--

ALTER TABLE ONLY public.layer_stats
    ADD CONSTRAINT layer_stats_pkey PRIMARY KEY (workspace_id, layer);


--
-- Name: layer_versions layer_versions_pkey; Type: CONSTRAINT; Schema: public; Owner: geojournal_service
--

ALTER TABLE ONLY public.layer_versions
    ADD CONSTRAINT layer_versions_pkey PRIMARY KEY (workspace_id, name, version);


--
-- Name: layer_view_checks layer_view_checks_pkey; Type: CONSTRAINT; Schema: public; Owner: geojournal_service
--

ALTER TABLE ONLY public.layer_view_checks
    ADD CONSTRAINT layer_view_checks_pkey PRIMARY KEY (workspace_id, layer);


--
-- Name: layers layers_pkey; Type: CONSTRAINT; Schema: public; Owner: geojournal_service
--

ALTER TABLE ONLY public.layers
    ADD CONSTRAINT layers_pkey PRIMARY KEY (workspace_id, name);


--
-- Name: network_associations network_associations_pkey; Type: CONSTRAINT; Schema: public; Owner: geojournal_service
--

ALTER TABLE ONLY public.network_associations
    ADD CONSTRAINT network_associations_pkey PRIMARY KEY (workspace_id, network, from_id, from_terminal, to_id, to_terminal, valid_from);


--
-- Name: network_edge_positions network_edge_positions_pkey; Type: CONSTRAINT; Schema: public; Owner: geojournal_service
--

ALTER TABLE ONLY public.network_edge_positions
    ADD CONSTRAINT network_edge_positions_pkey PRIMARY KEY (workspace_id, network);


--
-- Name: network_edges network_edges_pkey; Type: CONSTRAINT; Schema: public; Owner: geojournal_service
--

ALTER TABLE ONLY public.network_edges
    ADD CONSTRAINT network_edges_pkey PRIMARY KEY (workspace_id, network, id);


--
-- Name: network_versions network_versions_pkey; Type: CONSTRAINT; Schema: public; Owner: geojournal_service
--

ALTER TABLE ONLY public.network_versions
    ADD CONSTRAINT network_versions_pkey PRIMARY KEY (workspace_id, name, version);


--
-- Name: networks networks_pkey; Type: CONSTRAINT; Schema: public; Owner: geojournal_service
--

ALTER TABLE ONLY public.networks
    ADD CONSTRAINT networks_pkey PRIMARY KEY (workspace_id, name);


--
-- Name: operations operations_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.operations
    ADD CONSTRAINT operations_pkey PRIMARY KEY (workspace_id, id);


--
-- Name: operations operations_workspace_id_first_position_key; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.operations
    ADD CONSTRAINT operations_workspace_id_first_position_key UNIQUE (workspace_id, first_position);


--
-- Name: replica_features replica_features_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.replica_features
    ADD CONSTRAINT replica_features_pkey PRIMARY KEY (replica_id, feature_id);


--
-- Name: replica_log replica_log_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.replica_log
    ADD CONSTRAINT replica_log_pkey PRIMARY KEY (id);


--
-- Name: replica_uploads replica_uploads_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.replica_uploads
    ADD CONSTRAINT replica_uploads_pkey PRIMARY KEY (replica_id, fingerprint);


--
-- Name: replica_versions replica_versions_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.replica_versions
    ADD CONSTRAINT replica_versions_pkey PRIMARY KEY (replica_id, line);


--
-- Name: replicas replicas_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.replicas
    ADD CONSTRAINT replicas_pkey PRIMARY KEY (id);


--
-- Name: schema_migrations schema_migrations_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.schema_migrations
    ADD CONSTRAINT schema_migrations_pkey PRIMARY KEY (version);


--
-- Name: sessions sessions_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.sessions
    ADD CONSTRAINT sessions_pkey PRIMARY KEY (workspace_id, id);


--
-- Name: tokens tokens_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.tokens
    ADD CONSTRAINT tokens_pkey PRIMARY KEY (id);


--
-- Name: tokens tokens_token_hash_key; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.tokens
    ADD CONSTRAINT tokens_token_hash_key UNIQUE (token_hash);


--
-- Name: version_conflict_notes version_conflict_notes_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.version_conflict_notes
    ADD CONSTRAINT version_conflict_notes_pkey PRIMARY KEY (line, rebase_position, feature_id);


--
-- Name: version_locks version_locks_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.version_locks
    ADD CONSTRAINT version_locks_pkey PRIMARY KEY (line, session_id);


--
-- Name: versions versions_guid_key; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.versions
    ADD CONSTRAINT versions_guid_key UNIQUE (guid);


--
-- Name: versions versions_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.versions
    ADD CONSTRAINT versions_pkey PRIMARY KEY (line);


--
-- Name: versions versions_view_schema_key; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.versions
    ADD CONSTRAINT versions_view_schema_key UNIQUE (view_schema);


--
-- Name: view_actors view_actors_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.view_actors
    ADD CONSTRAINT view_actors_pkey PRIMARY KEY (role_name);


--
-- Name: view_staged_rows view_staged_rows_pkey; Type: CONSTRAINT; Schema: public; Owner: geojournal_service
--

ALTER TABLE ONLY public.view_staged_rows
    ADD CONSTRAINT view_staged_rows_pkey PRIMARY KEY (txid, workspace_id, seq);


--
-- Name: view_transactions view_transactions_pkey; Type: CONSTRAINT; Schema: public; Owner: geojournal_service
--

ALTER TABLE ONLY public.view_transactions
    ADD CONSTRAINT view_transactions_pkey PRIMARY KEY (txid, workspace_id);


--
-- Name: workspaces workspaces_pkey; Type: CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.workspaces
    ADD CONSTRAINT workspaces_pkey PRIMARY KEY (id);


--
-- Name: events_rebased; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX events_rebased ON public.events USING btree (workspace_id, "position") WHERE (type = 'versionRebased'::text);


--
-- Name: feature_versions_by_layer; Type: INDEX; Schema: public; Owner: geojournal_service
--

CREATE INDEX feature_versions_by_layer ON ONLY public.feature_versions USING btree (workspace_id, layer, valid_from);


--
-- Name: feature_versions_548f748ea043_workspace_id_layer_valid_from_idx; Type: INDEX; Schema: public; Owner: geojournal_service
--

CREATE INDEX feature_versions_548f748ea043_workspace_id_layer_valid_from_idx ON public.feature_versions_548f748ea043dccb USING btree (workspace_id, layer, valid_from);


--
-- Name: feature_versions_c49fea7425fa_workspace_id_layer_valid_from_idx; Type: INDEX; Schema: public; Owner: geojournal_service
--

CREATE INDEX feature_versions_c49fea7425fa_workspace_id_layer_valid_from_idx ON public.feature_versions_c49fea7425fa7f86 USING btree (workspace_id, layer, valid_from);


--
-- Name: feature_versions_layer_1c0cc0b720de1f5f; Type: INDEX; Schema: public; Owner: geojournal_service
--

CREATE INDEX feature_versions_layer_1c0cc0b720de1f5f ON public.feature_versions_c49fea7425fa7f86 USING gist (((geom)::public.geometry(Point,3857)), public.validity_line(valid_from, valid_to)) WHERE ((workspace_id = 'legacy'::text) AND (layer = 'Points'::text) AND (valid_to IS NOT NULL));


--
-- Name: feature_versions_layer_3af786c2e2711758; Type: INDEX; Schema: public; Owner: geojournal_service
--

CREATE INDEX feature_versions_layer_3af786c2e2711758 ON public.feature_versions_548f748ea043dccb USING gist (((geom)::public.geometry(LineString,3857)), public.validity_line(valid_from, valid_to)) WHERE ((workspace_id = 'legacy~1'::text) AND (layer = 'Lines'::text) AND (valid_to IS NOT NULL));


--
-- Name: feature_versions_layer_3ddd81b285d78de6; Type: INDEX; Schema: public; Owner: geojournal_service
--

CREATE INDEX feature_versions_layer_3ddd81b285d78de6 ON public.feature_versions_548f748ea043dccb USING gist (((geom)::public.geometry(Point,3857)), public.validity_line(valid_from, valid_to)) WHERE ((workspace_id = 'legacy~1'::text) AND (layer = 'Points'::text) AND (valid_to IS NOT NULL));


--
-- Name: feature_versions_layer_9ca362fd43cfbf79; Type: INDEX; Schema: public; Owner: geojournal_service
--

CREATE INDEX feature_versions_layer_9ca362fd43cfbf79 ON public.feature_versions_c49fea7425fa7f86 USING gist (((geom)::public.geometry(LineString,3857)), public.validity_line(valid_from, valid_to)) WHERE ((workspace_id = 'legacy'::text) AND (layer = 'Lines'::text) AND (valid_to IS NOT NULL));


--
-- Name: features_by_layer; Type: INDEX; Schema: public; Owner: geojournal_service
--

CREATE INDEX features_by_layer ON ONLY public.features USING btree (workspace_id, layer, id);


--
-- Name: features_548f748ea043dccb_workspace_id_layer_id_idx; Type: INDEX; Schema: public; Owner: geojournal_service
--

CREATE INDEX features_548f748ea043dccb_workspace_id_layer_id_idx ON public.features_548f748ea043dccb USING btree (workspace_id, layer, id);


--
-- Name: features_by_object_id; Type: INDEX; Schema: public; Owner: geojournal_service
--

CREATE INDEX features_by_object_id ON ONLY public.features USING btree (workspace_id, layer, object_id);


--
-- Name: features_548f748ea043dccb_workspace_id_layer_object_id_idx; Type: INDEX; Schema: public; Owner: geojournal_service
--

CREATE INDEX features_548f748ea043dccb_workspace_id_layer_object_id_idx ON public.features_548f748ea043dccb USING btree (workspace_id, layer, object_id);


--
-- Name: features_c49fea7425fa7f86_workspace_id_layer_id_idx; Type: INDEX; Schema: public; Owner: geojournal_service
--

CREATE INDEX features_c49fea7425fa7f86_workspace_id_layer_id_idx ON public.features_c49fea7425fa7f86 USING btree (workspace_id, layer, id);


--
-- Name: features_c49fea7425fa7f86_workspace_id_layer_object_id_idx; Type: INDEX; Schema: public; Owner: geojournal_service
--

CREATE INDEX features_c49fea7425fa7f86_workspace_id_layer_object_id_idx ON public.features_c49fea7425fa7f86 USING btree (workspace_id, layer, object_id);


--
-- Name: features_layer_1c0cc0b720de1f5f; Type: INDEX; Schema: public; Owner: geojournal_service
--

CREATE INDEX features_layer_1c0cc0b720de1f5f ON public.features_c49fea7425fa7f86 USING gist (((geom)::public.geometry(Point,3857))) WHERE ((workspace_id = 'legacy'::text) AND (layer = 'Points'::text));


--
-- Name: features_layer_3af786c2e2711758; Type: INDEX; Schema: public; Owner: geojournal_service
--

CREATE INDEX features_layer_3af786c2e2711758 ON public.features_548f748ea043dccb USING gist (((geom)::public.geometry(LineString,3857))) WHERE ((workspace_id = 'legacy~1'::text) AND (layer = 'Lines'::text));


--
-- Name: features_layer_3ddd81b285d78de6; Type: INDEX; Schema: public; Owner: geojournal_service
--

CREATE INDEX features_layer_3ddd81b285d78de6 ON public.features_548f748ea043dccb USING gist (((geom)::public.geometry(Point,3857))) WHERE ((workspace_id = 'legacy~1'::text) AND (layer = 'Points'::text));


--
-- Name: features_layer_9ca362fd43cfbf79; Type: INDEX; Schema: public; Owner: geojournal_service
--

CREATE INDEX features_layer_9ca362fd43cfbf79 ON public.features_c49fea7425fa7f86 USING gist (((geom)::public.geometry(LineString,3857))) WHERE ((workspace_id = 'legacy'::text) AND (layer = 'Lines'::text));


--
-- Name: network_associations_live; Type: INDEX; Schema: public; Owner: geojournal_service
--

CREATE UNIQUE INDEX network_associations_live ON public.network_associations USING btree (workspace_id, network, from_id, from_terminal, to_id, to_terminal) WHERE (valid_to IS NULL);


--
-- Name: network_edges_by_feature; Type: INDEX; Schema: public; Owner: geojournal_service
--

CREATE INDEX network_edges_by_feature ON public.network_edges USING btree (workspace_id, network, feature_id);


--
-- Name: operations_by_actor; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX operations_by_actor ON public.operations USING btree (workspace_id, actor, first_position);


--
-- Name: operations_by_session; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX operations_by_session ON public.operations USING btree (workspace_id, session_id, first_position) WHERE (session_id IS NOT NULL);


--
-- Name: operations_by_target; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX operations_by_target ON public.operations USING btree (workspace_id, target_id) WHERE (target_id IS NOT NULL);


--
-- Name: operations_by_time; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX operations_by_time ON public.operations USING btree (workspace_id, recorded_at, last_position);


--
-- Name: operations_idempotency; Type: INDEX; Schema: public; Owner: postgres
--

CREATE UNIQUE INDEX operations_idempotency ON public.operations USING btree (workspace_id, actor, idempotency_key) WHERE (idempotency_key IS NOT NULL);


--
-- Name: replica_log_replica; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX replica_log_replica ON public.replica_log USING btree (replica_id, id);


--
-- Name: replica_log_workspace; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX replica_log_workspace ON public.replica_log USING btree (workspace_id, id);


--
-- Name: replicas_workspace; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX replicas_workspace ON public.replicas USING btree (workspace_id, created_at) WHERE (unregistered_at IS NULL);


--
-- Name: version_locks_editor; Type: INDEX; Schema: public; Owner: postgres
--

CREATE UNIQUE INDEX version_locks_editor ON public.version_locks USING btree (line) WHERE editing;


--
-- Name: versions_name; Type: INDEX; Schema: public; Owner: postgres
--

CREATE UNIQUE INDEX versions_name ON public.versions USING btree (workspace_id, lower(name)) WHERE (deleted_at IS NULL);


--
-- Name: versions_workspace; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX versions_workspace ON public.versions USING btree (workspace_id, created_at) WHERE (deleted_at IS NULL);


--
-- Name: view_staged_rows_feature; Type: INDEX; Schema: public; Owner: geojournal_service
--

CREATE INDEX view_staged_rows_feature ON public.view_staged_rows USING btree (txid, workspace_id, feature_id, seq);


--
-- Name: workspaces_defaults; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX workspaces_defaults ON public.workspaces USING btree (id) WHERE (parent_id IS NULL);


--
-- Name: workspaces_parent; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX workspaces_parent ON public.workspaces USING btree (parent_id) WHERE (parent_id IS NOT NULL);


--
-- Name: feature_versions_548f748ea043_workspace_id_layer_valid_from_idx; Type: INDEX ATTACH; Schema: public; Owner: geojournal_service
--

ALTER INDEX public.feature_versions_by_layer ATTACH PARTITION public.feature_versions_548f748ea043_workspace_id_layer_valid_from_idx;


--
-- Name: feature_versions_548f748ea043dccb_pkey; Type: INDEX ATTACH; Schema: public; Owner: geojournal_service
--

ALTER INDEX public.feature_versions_pkey ATTACH PARTITION public.feature_versions_548f748ea043dccb_pkey;


--
-- Name: feature_versions_c49fea7425fa7f86_pkey; Type: INDEX ATTACH; Schema: public; Owner: geojournal_service
--

ALTER INDEX public.feature_versions_pkey ATTACH PARTITION public.feature_versions_c49fea7425fa7f86_pkey;


--
-- Name: feature_versions_c49fea7425fa_workspace_id_layer_valid_from_idx; Type: INDEX ATTACH; Schema: public; Owner: geojournal_service
--

ALTER INDEX public.feature_versions_by_layer ATTACH PARTITION public.feature_versions_c49fea7425fa_workspace_id_layer_valid_from_idx;


--
-- Name: features_548f748ea043dccb_pkey; Type: INDEX ATTACH; Schema: public; Owner: geojournal_service
--

ALTER INDEX public.features_pkey ATTACH PARTITION public.features_548f748ea043dccb_pkey;


--
-- Name: features_548f748ea043dccb_workspace_id_layer_id_idx; Type: INDEX ATTACH; Schema: public; Owner: geojournal_service
--

ALTER INDEX public.features_by_layer ATTACH PARTITION public.features_548f748ea043dccb_workspace_id_layer_id_idx;


--
-- Name: features_548f748ea043dccb_workspace_id_layer_object_id_idx; Type: INDEX ATTACH; Schema: public; Owner: geojournal_service
--

ALTER INDEX public.features_by_object_id ATTACH PARTITION public.features_548f748ea043dccb_workspace_id_layer_object_id_idx;


--
-- Name: features_c49fea7425fa7f86_pkey; Type: INDEX ATTACH; Schema: public; Owner: geojournal_service
--

ALTER INDEX public.features_pkey ATTACH PARTITION public.features_c49fea7425fa7f86_pkey;


--
-- Name: features_c49fea7425fa7f86_workspace_id_layer_id_idx; Type: INDEX ATTACH; Schema: public; Owner: geojournal_service
--

ALTER INDEX public.features_by_layer ATTACH PARTITION public.features_c49fea7425fa7f86_workspace_id_layer_id_idx;


--
-- Name: features_c49fea7425fa7f86_workspace_id_layer_object_id_idx; Type: INDEX ATTACH; Schema: public; Owner: geojournal_service
--

ALTER INDEX public.features_by_object_id ATTACH PARTITION public.features_c49fea7425fa7f86_workspace_id_layer_object_id_idx;


--
-- Name: Lines edit; Type: TRIGGER; Schema: gj_legacy; Owner: geojournal_views
--

CREATE TRIGGER edit INSTEAD OF INSERT OR DELETE OR UPDATE ON gj_legacy."Lines" FOR EACH ROW EXECUTE FUNCTION public.geojournal_view_edit('legacy', 'Lines');


--
-- Name: Points edit; Type: TRIGGER; Schema: gj_legacy; Owner: geojournal_views
--

CREATE TRIGGER edit INSTEAD OF INSERT OR DELETE OR UPDATE ON gj_legacy."Points" FOR EACH ROW EXECUTE FUNCTION public.geojournal_view_edit('legacy', 'Points');


--
-- Name: Lines edit; Type: TRIGGER; Schema: gj_legacy__fixture_design; Owner: geojournal_views
--

CREATE TRIGGER edit INSTEAD OF INSERT OR DELETE OR UPDATE ON gj_legacy__fixture_design."Lines" FOR EACH ROW EXECUTE FUNCTION public.geojournal_view_edit('legacy~1', 'Lines');


--
-- Name: Points edit; Type: TRIGGER; Schema: gj_legacy__fixture_design; Owner: geojournal_views
--

CREATE TRIGGER edit INSTEAD OF INSERT OR DELETE OR UPDATE ON gj_legacy__fixture_design."Points" FOR EACH ROW EXECUTE FUNCTION public.geojournal_view_edit('legacy~1', 'Points');


--
-- Name: events events_append_only; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER events_append_only BEFORE DELETE OR UPDATE ON public.events FOR EACH ROW EXECUTE FUNCTION public.journal_reject_change();


--
-- Name: events events_no_truncate; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER events_no_truncate BEFORE TRUNCATE ON public.events FOR EACH STATEMENT EXECUTE FUNCTION public.journal_reject_change();


--
-- Name: operations operations_append_only; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER operations_append_only BEFORE DELETE OR UPDATE ON public.operations FOR EACH ROW EXECUTE FUNCTION public.journal_reject_change();


--
-- Name: operations operations_no_truncate; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER operations_no_truncate BEFORE TRUNCATE ON public.operations FOR EACH STATEMENT EXECUTE FUNCTION public.journal_reject_change();


--
-- Name: replica_log replica_log_append_only; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER replica_log_append_only BEFORE DELETE OR UPDATE ON public.replica_log FOR EACH ROW EXECUTE FUNCTION public.journal_reject_change();


--
-- Name: replica_log replica_log_no_truncate; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER replica_log_no_truncate BEFORE TRUNCATE ON public.replica_log FOR EACH STATEMENT EXECUTE FUNCTION public.journal_reject_change();


--
-- Name: view_transactions view_transactions_commit; Type: TRIGGER; Schema: public; Owner: geojournal_service
--

CREATE CONSTRAINT TRIGGER view_transactions_commit AFTER INSERT ON public.view_transactions DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION public.geojournal_view_commit();


--
-- Name: workspaces workspaces_access_changed; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER workspaces_access_changed AFTER UPDATE OF public_read ON public.workspaces FOR EACH ROW WHEN ((old.public_read IS DISTINCT FROM new.public_read)) EXECUTE FUNCTION public.geojournal_access_changed();


--
-- Name: workspaces workspaces_partitions; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER workspaces_partitions AFTER INSERT ON public.workspaces FOR EACH ROW EXECUTE FUNCTION public.workspaces_create_partitions();


--
-- Name: replica_versions replica_versions_line_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.replica_versions
    ADD CONSTRAINT replica_versions_line_fkey FOREIGN KEY (line) REFERENCES public.workspaces(id);


--
-- Name: replicas replicas_line_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.replicas
    ADD CONSTRAINT replicas_line_fkey FOREIGN KEY (line) REFERENCES public.workspaces(id);


--
-- Name: replicas replicas_workspace_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.replicas
    ADD CONSTRAINT replicas_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspaces(id);


--
-- Name: version_conflict_notes version_conflict_notes_line_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.version_conflict_notes
    ADD CONSTRAINT version_conflict_notes_line_fkey FOREIGN KEY (line) REFERENCES public.workspaces(id);


--
-- Name: version_locks version_locks_line_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.version_locks
    ADD CONSTRAINT version_locks_line_fkey FOREIGN KEY (line) REFERENCES public.workspaces(id);


--
-- Name: versions versions_line_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.versions
    ADD CONSTRAINT versions_line_fkey FOREIGN KEY (line) REFERENCES public.workspaces(id);


--
-- Name: versions versions_workspace_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.versions
    ADD CONSTRAINT versions_workspace_id_fkey FOREIGN KEY (workspace_id) REFERENCES public.workspaces(id);


--
-- Name: workspaces workspaces_parent_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: postgres
--

ALTER TABLE ONLY public.workspaces
    ADD CONSTRAINT workspaces_parent_id_fkey FOREIGN KEY (parent_id) REFERENCES public.workspaces(id);


--
-- Name: SCHEMA gj_legacy; Type: ACL; Schema: -; Owner: geojournal_service
--

GRANT USAGE ON SCHEMA gj_legacy TO geojournal_reader;
GRANT ALL ON SCHEMA gj_legacy TO geojournal_views;


--
-- Name: SCHEMA gj_legacy__fixture_design; Type: ACL; Schema: -; Owner: geojournal_service
--

GRANT USAGE ON SCHEMA gj_legacy__fixture_design TO geojournal_reader;
GRANT ALL ON SCHEMA gj_legacy__fixture_design TO geojournal_views;


--
-- Name: SCHEMA public; Type: ACL; Schema: -; Owner: pg_database_owner
--

GRANT ALL ON SCHEMA public TO geojournal_service;
GRANT USAGE ON SCHEMA public TO geojournal_views;


--
-- Name: TABLE features; Type: ACL; Schema: public; Owner: geojournal_service
--

GRANT SELECT ON TABLE public.features TO geojournal_views;


--
-- Name: TABLE view_staged_rows; Type: ACL; Schema: public; Owner: geojournal_service
--

GRANT SELECT ON TABLE public.view_staged_rows TO geojournal_views;


--
-- Name: TABLE "Lines"; Type: ACL; Schema: gj_legacy; Owner: geojournal_views
--

GRANT SELECT ON TABLE gj_legacy."Lines" TO geojournal_reader;
GRANT INSERT,DELETE,UPDATE ON TABLE gj_legacy."Lines" TO geojournal_editor;


--
-- Name: TABLE "Points"; Type: ACL; Schema: gj_legacy; Owner: geojournal_views
--

GRANT SELECT ON TABLE gj_legacy."Points" TO geojournal_reader;
GRANT INSERT,DELETE,UPDATE ON TABLE gj_legacy."Points" TO geojournal_editor;


--
-- Name: TABLE events; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT,INSERT ON TABLE public.events TO geojournal_service;
GRANT SELECT ON TABLE public.events TO geojournal_views;


--
-- Name: TABLE feature_versions; Type: ACL; Schema: public; Owner: geojournal_service
--

GRANT SELECT ON TABLE public.feature_versions TO geojournal_views;


--
-- Name: TABLE "Lines"; Type: ACL; Schema: gj_legacy__fixture_design; Owner: geojournal_views
--

GRANT SELECT ON TABLE gj_legacy__fixture_design."Lines" TO geojournal_reader;
GRANT INSERT,DELETE,UPDATE ON TABLE gj_legacy__fixture_design."Lines" TO geojournal_editor;


--
-- Name: TABLE "Points"; Type: ACL; Schema: gj_legacy__fixture_design; Owner: geojournal_views
--

GRANT SELECT ON TABLE gj_legacy__fixture_design."Points" TO geojournal_reader;
GRANT INSERT,DELETE,UPDATE ON TABLE gj_legacy__fixture_design."Points" TO geojournal_editor;


--
-- Name: TABLE layer_stats; Type: ACL; Schema: public; Owner: geojournal_service
--

GRANT SELECT ON TABLE public.layer_stats TO geojournal_reader;


--
-- Name: TABLE network_associations; Type: ACL; Schema: public; Owner: geojournal_service
--

GRANT SELECT ON TABLE public.network_associations TO geojournal_reader;


--
-- Name: TABLE network_edge_positions; Type: ACL; Schema: public; Owner: geojournal_service
--

GRANT SELECT ON TABLE public.network_edge_positions TO geojournal_reader;


--
-- Name: TABLE network_edges; Type: ACL; Schema: public; Owner: geojournal_service
--

GRANT SELECT ON TABLE public.network_edges TO geojournal_reader;


--
-- Name: TABLE network_versions; Type: ACL; Schema: public; Owner: geojournal_service
--

GRANT SELECT ON TABLE public.network_versions TO geojournal_reader;


--
-- Name: TABLE networks; Type: ACL; Schema: public; Owner: geojournal_service
--

GRANT SELECT ON TABLE public.networks TO geojournal_reader;


--
-- Name: TABLE operations; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT,INSERT ON TABLE public.operations TO geojournal_service;


--
-- Name: TABLE replica_features; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.replica_features TO geojournal_service;


--
-- Name: TABLE replica_log; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT,INSERT ON TABLE public.replica_log TO geojournal_service;


--
-- Name: SEQUENCE replica_log_id_seq; Type: ACL; Schema: public; Owner: postgres
--

GRANT USAGE ON SEQUENCE public.replica_log_id_seq TO geojournal_service;


--
-- Name: TABLE replica_uploads; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT,INSERT,UPDATE ON TABLE public.replica_uploads TO geojournal_service;


--
-- Name: TABLE replica_versions; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT,INSERT ON TABLE public.replica_versions TO geojournal_service;


--
-- Name: TABLE replicas; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT,INSERT,UPDATE ON TABLE public.replicas TO geojournal_service;


--
-- Name: TABLE sessions; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT,INSERT ON TABLE public.sessions TO geojournal_service;


--
-- Name: TABLE tokens; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT ON TABLE public.tokens TO geojournal_service;


--
-- Name: TABLE version_conflict_notes; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.version_conflict_notes TO geojournal_service;


--
-- Name: TABLE version_locks; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE public.version_locks TO geojournal_service;


--
-- Name: TABLE versions; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT,INSERT,UPDATE ON TABLE public.versions TO geojournal_service;
GRANT SELECT ON TABLE public.versions TO geojournal_views;


--
-- Name: SEQUENCE versions_line_number; Type: ACL; Schema: public; Owner: postgres
--

GRANT USAGE ON SEQUENCE public.versions_line_number TO geojournal_service;


--
-- Name: TABLE view_actors; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT ON TABLE public.view_actors TO geojournal_service;


--
-- Name: TABLE workspaces; Type: ACL; Schema: public; Owner: postgres
--

GRANT SELECT,INSERT,UPDATE ON TABLE public.workspaces TO geojournal_service;


--
-- PostgreSQL database dump complete
--

\unrestrict 8upbKbXPhr2ajcW2e6RxfrGz5gSfqoYcdol1rh7wFqpUf3cGnmmOcgSauSNKYwo

