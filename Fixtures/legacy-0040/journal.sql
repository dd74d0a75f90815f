--
-- PostgreSQL database dump
--

\restrict 5dBhDft79fweatBd25VI4pgsOXSzGBFgBGg1ITqsoEavEbAYbgSf9D7LMEjC0fE

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
	hash bytea
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
	geometry jsonb,
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
    EXECUTE format('CREATE TABLE public.%I (LIKE public.%I INCLUDING DEFAULTS INCLUDING CONSTRAINTS INCLUDING STORAGE INCLUDING COMPRESSION, CHECK (workspace_id = %L))',
                   name, parent, workspace);
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
    LANGUAGE sql
    AS $$
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
        generation = s.generation + 1
$$;


ALTER FUNCTION public.geojournal_count_layers(_workspace text, _deltas public.geojournal_layer_delta[]) OWNER TO postgres;

--
-- Name: geojournal_current_feature(text, uuid); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.geojournal_current_feature(_key text, _id uuid, OUT layer text, OUT version integer, OUT attributes jsonb, OUT geometry jsonb, OUT object_id bigint) RETURNS SETOF record
    LANGUAGE sql STABLE
    AS $$
    SELECT f.layer, f.version, f.attributes, f.geometry, f.object_id FROM features f WHERE f.workspace_id = _key AND f.id = _id
    UNION ALL
    SELECT v.layer, v.version, v.attributes, v.geometry, v.object_id
    FROM workspaces w
    CROSS JOIN LATERAL (SELECT geojournal_version_base(w.id, 9223372036854775807) AS base) b
    CROSS JOIN LATERAL (
        SELECT f.layer, f.version, f.attributes, f.geometry, f.object_id FROM features f
        WHERE f.workspace_id = w.parent_id AND f.id = _id AND f.position <= b.base
        UNION ALL
        SELECT f.layer, f.version, f.attributes, f.geometry, f.object_id FROM feature_versions f
        WHERE f.workspace_id = w.parent_id AND f.id = _id AND f.valid_to IS NOT NULL AND f.valid_from <= b.base AND f.valid_to > b.base) v
    WHERE w.id = _key AND w.parent_id IS NOT NULL
      AND NOT EXISTS (SELECT FROM events e WHERE e.workspace_id = _key AND e.feature_id = _id)
$$;


ALTER FUNCTION public.geojournal_current_feature(_key text, _id uuid, OUT layer text, OUT version integer, OUT attributes jsonb, OUT geometry jsonb, OUT object_id bigint) OWNER TO postgres;

--
-- Name: geojournal_event_canonical(text, bigint, uuid, uuid, integer, text, text, bigint, text); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.geojournal_event_canonical(_workspace text, _position bigint, _operation uuid, _feature uuid, _version integer, _layer text, _type text, _micros bigint, _canonical_data text) RETURNS bytea
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    AS $$
    SELECT convert_to(
        _workspace || E'\n' || _position || E'\n' || _operation::text || E'\n' || coalesce(_feature::text, '') || E'\n'
        || coalesce(_version::text, '') || E'\n' || _layer || E'\n' || _type || E'\n' || _micros || E'\n'
        || _canonical_data, 'UTF8')
$$;


ALTER FUNCTION public.geojournal_event_canonical(_workspace text, _position bigint, _operation uuid, _feature uuid, _version integer, _layer text, _type text, _micros bigint, _canonical_data text) OWNER TO postgres;

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
-- Name: geojournal_line_indexes(text); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.geojournal_line_indexes(_line text) RETURNS void
    LANGUAGE plpgsql
    AS $$
DECLARE
    _part text := projection_partition('features', _line);
    _layer record;
BEGIN
    IF to_regclass(format('public.%I', _part)) IS NULL THEN
        RETURN;
    END IF;
    FOR _layer IN SELECT l.name, l.definition->>'geometryType' AS type, (l.definition->>'srid')::int AS srid
                  FROM layers l JOIN workspaces w ON w.parent_id = l.workspace_id WHERE w.id = _line LOOP
        EXECUTE format('CREATE INDEX IF NOT EXISTS %I ON public.%I USING gist ((geom::geometry(%s, %s))) WHERE workspace_id = %L AND layer = %L',
                       'features_layer_' || left(encode(sha256(convert_to(_line || '/' || _layer.name, 'UTF8')), 'hex'), 16),
                       _part, _layer.type, _layer.srid, _line, _layer.name);
    END LOOP;
END
$$;


ALTER FUNCTION public.geojournal_line_indexes(_line text) OWNER TO postgres;

--
-- Name: geojournal_lock_head(text); Type: FUNCTION; Schema: public; Owner: postgres
--

CREATE FUNCTION public.geojournal_lock_head(_workspace text, OUT head_position bigint, OUT head_hash bytea, OUT head_micros bigint, OUT schema_position bigint) RETURNS SETOF record
    LANGUAGE sql
    AS $$
    SELECT w.head_position, w.head_hash, (extract(epoch FROM w.head_time) * 1000000)::bigint,
           coalesce((SELECT p.schema_position FROM workspaces p WHERE p.id = w.parent_id), w.schema_position)
    FROM workspaces w WHERE w.id = _workspace FOR UPDATE OF w
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
                ELSE geojournal_json_number(_number::numeric) END
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
        INSERT INTO feature_versions (workspace_id, id, version, layer, attributes, geometry, geom, operation_id,
                                      valid_from, valid_to, valid_from_time, valid_to_time, object_id)
        SELECT f.workspace_id, f.id, f.version, f.layer, f.attributes, f.geometry, f.geom,
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
    SELECT * INTO _head FROM geojournal_lock_head(NEW.workspace_id);
    IF NOT FOUND THEN
        RAISE EXCEPTION 'there is no workspace %', NEW.workspace_id USING ERRCODE = 'no_data_found';
    END IF;
    SELECT s.feature_id, s.type, s.version - 1 AS expected_version, f.version AS current INTO _conflict
    FROM (SELECT DISTINCT ON (r.feature_id) r.feature_id, r.type, r.version, r.seq FROM view_staged_rows r
          WHERE r.txid = NEW.txid AND r.workspace_id = NEW.workspace_id ORDER BY r.feature_id, r.seq) s
    LEFT JOIN LATERAL geojournal_current_feature(NEW.workspace_id, s.feature_id) f ON true
    WHERE CASE WHEN s.type = 'featureCreated' THEN f.version IS NOT NULL ELSE f.version IS DISTINCT FROM s.version - 1 END
    ORDER BY s.seq LIMIT 1;
    IF FOUND THEN
        IF _conflict.type = 'featureCreated' THEN
            RAISE EXCEPTION 'feature % already exists (or existed) in this workspace', _conflict.feature_id USING ERRCODE = 'GJ409';
        ELSIF _conflict.current IS NULL THEN
            RAISE EXCEPTION 'feature % was deleted', _conflict.feature_id USING ERRCODE = 'GJ409';
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
    -- A created feature's OBJECTID is the position of its created event (in a version's line,
    -- plus the line's number times 2^32: VersionLine.objectIdOffset).
    o AS (
        SELECT s.*, coalesce(s.object_id, coalesce((SELECT w.line_number FROM workspaces w WHERE w.id = NEW.workspace_id), 0) * 4294967296
                                          + first_value(s.position) OVER (PARTITION BY s.feature_id ORDER BY s.seq)) AS oid,
               lead(s.position) OVER (PARTITION BY s.feature_id ORDER BY s.seq) AS valid_to
        FROM s),
    e AS (
        SELECT o.*, CASE WHEN o.type = 'featureUpdated' THEN o.data ELSE o.data || jsonb_build_object('objectId', o.oid) END AS payload
        FROM o),
    h AS (
        SELECT e.*, geojournal_chain(
                   geojournal_event_canonical(NEW.workspace_id, e.position, NEW.operation_id, e.feature_id, e.version, e.layer, e.type,
                                              _micros, geojournal_canonical_json(e.payload)),
                   _head.head_hash) OVER (ORDER BY e.position) AS hash
        FROM e)
    SELECT array_agg(ROW(h.position, NEW.operation_id, h.feature_id, h.version, h.layer, h.type, h.payload, h.hash)::geojournal_event_row ORDER BY h.position),
           array_agg(ROW(h.feature_id, h.version, h.layer, h.attributes, h.geometry, ST_AsEWKB(h.geom), NEW.operation_id, h.position,
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
    _geometry jsonb;
    _geom geometry;
    _field jsonb;
    _name text;
    _value jsonb;
    -- A row without its geometry: to_jsonb would write the geometry as GeoJSON (with a lookup
    -- of its spatial reference) only for it to be dropped.
    _plain record;
BEGIN
    SELECT c.checks INTO _checks FROM layer_view_checks c WHERE c.workspace_id = _workspace AND c.layer = _layer;
    IF NOT FOUND THEN
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
        IF NEW.id IS NOT NULL AND (EXISTS (SELECT FROM events e WHERE e.workspace_id = _workspace AND e.feature_id = NEW.id)
                                   OR EXISTS (SELECT FROM events e WHERE e.workspace_id = (SELECT w.parent_id FROM workspaces w WHERE w.id = _workspace)
                                              AND e.feature_id = NEW.id)
                                   OR EXISTS (SELECT FROM view_staged_rows s WHERE s.txid = _txid AND s.workspace_id = _workspace AND s.feature_id = NEW.id)) THEN
            RAISE EXCEPTION 'feature % already exists (or existed) in this workspace', NEW.id USING ERRCODE = 'GJ409';
        END IF;
        _geometry := ST_AsGeoJSON(NEW.geom, 15, 0)::jsonb;
        _geom := ST_SetSRID(ST_GeomFromGeoJSON(_geometry), (_checks->'geometry'->>'srid')::int);
        INSERT INTO view_staged_rows (txid, workspace_id, layer, feature_id, type, version, data, attributes, geometry, geom)
        VALUES (_txid, _workspace, _layer, _feature, 'featureCreated', 1,
                jsonb_build_object('attributes', _attributes, 'geometry', _geometry), _attributes, _geometry, _geom);
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
    SELECT s.type, s.version, s.attributes, s.geometry, s.object_id INTO _current
    FROM view_staged_rows s WHERE s.txid = _txid AND s.workspace_id = _workspace AND s.feature_id = _feature
    ORDER BY s.seq DESC LIMIT 1;
    IF NOT FOUND THEN
        SELECT 'current'::text AS type, f.version, f.attributes, f.geometry, f.object_id INTO _current
        FROM geojournal_current_feature(_workspace, _feature) f WHERE f.layer = _layer;
    END IF;
    IF NOT FOUND OR _current.type = 'featureDeleted' THEN
        IF TG_OP = 'DELETE' THEN
            RETURN NULL;
        END IF;
        RAISE EXCEPTION 'feature % was deleted', _feature USING ERRCODE = 'GJ409';
    END IF;
    IF TG_OP = 'DELETE' THEN
        INSERT INTO view_staged_rows (txid, workspace_id, layer, feature_id, type, version, data, object_id)
        VALUES (_txid, _workspace, _layer, _feature, 'featureDeleted', _current.version + 1,
                jsonb_build_object('attributes', _current.attributes, 'geometry', _current.geometry), _current.object_id);
        RETURN OLD;
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
    _problems := '{}';
    IF _changes <> '{}'::jsonb THEN
        SELECT * INTO _check FROM geojournal_check_attributes(_checks, geojournal_fill_defaults(_checks, _attributes), false);
        _problems := _check.violations;
    END IF;
    IF ST_AsEWKB(NEW.geom) IS DISTINCT FROM ST_AsEWKB(OLD.geom) THEN
        _problems := _problems || geojournal_check_geometry(_checks, NEW.geom);
        _geometry := ST_AsGeoJSON(NEW.geom, 15, 0)::jsonb;
        IF _geometry = _current.geometry THEN
            _geometry := NULL;
        END IF;
    END IF;
    IF cardinality(_problems) > 0 THEN
        RAISE EXCEPTION '%', array_to_string(_problems, '; ') USING ERRCODE = 'check_violation',
            DETAIL = format('feature %s of layer %s: nothing of this transaction was written', _feature, _layer);
    END IF;
    IF _changes = '{}'::jsonb AND _geometry IS NULL THEN
        RETURN NEW;
    END IF;
    _data := jsonb_build_object('changes', _changes);
    IF _geometry IS NOT NULL THEN
        _data := _data || jsonb_build_object('geometry', _geometry);
    END IF;
    _geometry := coalesce(_geometry, _current.geometry);
    _geom := ST_SetSRID(ST_GeomFromGeoJSON(_geometry), (_checks->'geometry'->>'srid')::int);
    INSERT INTO view_staged_rows (txid, workspace_id, layer, feature_id, type, version, data, attributes, geometry, geom, object_id)
    VALUES (_txid, _workspace, _layer, _feature, 'featureUpdated', _current.version + 1,
            _data, _attributes, _geometry, _geom, _current.object_id);
    NEW.version := _current.version + 1;
    NEW.journal_position := NULL;
    RETURN NEW;
END
$$;


ALTER FUNCTION public.geojournal_view_edit() OWNER TO geojournal_service;

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

CREATE FUNCTION public.geojournal_write_batch(_workspace text, _start_position bigint, _start_hash bytea, _micros bigint, _operations public.geojournal_operation_row[], _events public.geojournal_event_row[], _versions public.geojournal_version_row[], _superseded public.geojournal_superseded_row[], _deleted uuid[]) RETURNS void
    LANGUAGE plpgsql
    SET plan_cache_mode TO 'force_generic_plan'
    AS $$
DECLARE
    _at timestamptz := timestamptz 'epoch' + _micros * interval '1 microsecond';
    _head geojournal_event_row := _events[cardinality(_events)];
    _stored record;
    _deltas geojournal_layer_delta[];
    _gone geojournal_layer_delta[];
    _written geojournal_layer_delta[];
BEGIN
    SELECT * INTO _stored FROM geojournal_lock_head(_workspace);
    IF NOT FOUND THEN
        RAISE EXCEPTION 'there is no workspace %', _workspace USING ERRCODE = 'no_data_found';
    END IF;
    IF _stored.head_position <> _start_position OR _stored.head_hash IS DISTINCT FROM _start_hash THEN
        RAISE EXCEPTION 'the head of workspace % moved under the writer', _workspace USING ERRCODE = 'GJ409';
    END IF;

    -- A version's line (Schema/0040) gets its projections' partitions with its first edit.
    IF strpos(_workspace, '~') > 0 AND to_regclass(format('public.%I', projection_partition('features', _workspace))) IS NULL THEN
        PERFORM create_projection_partitions(_workspace);
        PERFORM geojournal_line_indexes(_workspace);
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
        SELECT v.id, v.version, v.layer, v.attributes, v.geometry, ST_GeomFromEWKB(v.geom) AS geom, v.operation_id,
               v.valid_from, v.valid_to, v.fresh, v.object_id
        FROM unnest(_versions) AS v),
    ops AS (
        INSERT INTO operations (workspace_id, id, kind, first_position, last_position, actor, session_id, target_id,
                                message, idempotency_key, request_hash, metadata, recorded_at)
        SELECT _workspace, o.id, o.kind, o.first_position, o.last_position, o.actor, o.session_id, o.target_id,
               o.message, o.idempotency_key, o.request_hash, coalesce(o.metadata, '{}'), _at
        FROM unnest(_operations) AS o),
    ev AS (
        INSERT INTO events (workspace_id, position, operation_id, feature_id, feature_version, layer, type, data, recorded_at, hash)
        SELECT _workspace, e.position, e.operation_id, e.feature_id, e.feature_version, e.layer, e.type, e.data, _at, e.hash
        FROM unnest(_events) AS e),
    closed AS (
        INSERT INTO feature_versions (workspace_id, id, version, layer, attributes, geometry, geom, operation_id,
                                      valid_from, valid_to, valid_from_time, valid_to_time, object_id)
        SELECT _workspace, v.id, v.version, v.layer, v.attributes, v.geometry, v.geom, v.operation_id,
               v.valid_from, v.valid_to, _at, _at, v.object_id
        FROM v WHERE v.valid_to IS NOT NULL),
    -- A feature whose first event in the batch creates it has no row yet: a plain insert, without
    -- the conflict check of an upsert.
    created AS (
        INSERT INTO features (workspace_id, id, layer, version, attributes, geometry, geom, position, updated_at, object_id)
        SELECT _workspace, v.id, v.layer, v.version, v.attributes, v.geometry, v.geom, v.valid_from, _at, v.object_id
        FROM v WHERE v.valid_to IS NULL AND v.fresh),
    updated AS (
        INSERT INTO features (workspace_id, id, layer, version, attributes, geometry, geom, position, updated_at, object_id)
        SELECT _workspace, v.id, v.layer, v.version, v.attributes, v.geometry, v.geom, v.valid_from, _at, v.object_id
        FROM v WHERE v.valid_to IS NULL AND NOT v.fresh
        ON CONFLICT (workspace_id, id) DO UPDATE SET
            layer = EXCLUDED.layer, version = EXCLUDED.version, attributes = EXCLUDED.attributes,
            geometry = EXCLUDED.geometry, geom = EXCLUDED.geom, position = EXCLUDED.position, updated_at = EXCLUDED.updated_at)
    SELECT array_agg(ROW(a.layer, a.n, a.box, NULL)::geojournal_layer_delta) INTO _written
    FROM (SELECT v.layer, count(*) FILTER (WHERE v.fresh) AS n, ST_Extent(v.geom) AS box FROM v WHERE v.valid_to IS NULL GROUP BY v.layer) a;

    UPDATE workspaces SET head_position = _head.position, head_hash = _head.hash, head_time = _at,
           schema_position = CASE WHEN EXISTS (SELECT FROM unnest(_events) AS e WHERE e.type = 'layerDefined')
                                  THEN _head.position ELSE schema_position END
    WHERE id = _workspace;
    PERFORM pg_notify('geojournal_events', _workspace || ' ' || _head.position);

    _deltas := _deltas || coalesce(_gone, '{}') || coalesce(_written, '{}');
    -- A version's line (Schema/0040) holds only what the version changed: no layer counts.
    IF cardinality(_deltas) > 0 AND strpos(_workspace, '~') = 0 THEN
        PERFORM geojournal_count_layers(_workspace, _deltas);
    END IF;
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
    geometry jsonb,
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
    hash bytea NOT NULL
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
    geometry jsonb,
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
          WHERE ((f.workspace_id = 'legacy'::text) AND (f.layer = 'Lines'::text) AND (f.valid_to IS NOT NULL) AND (f.valid_from <= ( SELECT public.geojournal_version_base('legacy~1'::text, '9223372036854775807'::bigint) AS geojournal_version_base)) AND (f.valid_to > ( SELECT public.geojournal_version_base('legacy~1'::text, '9223372036854775807'::bigint) AS geojournal_version_base)) AND (NOT (EXISTS ( SELECT
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
          WHERE ((f.workspace_id = 'legacy'::text) AND (f.layer = 'Points'::text) AND (f.valid_to IS NOT NULL) AND (f.valid_from <= ( SELECT public.geojournal_version_base('legacy~1'::text, '9223372036854775807'::bigint) AS geojournal_version_base)) AND (f.valid_to > ( SELECT public.geojournal_version_base('legacy~1'::text, '9223372036854775807'::bigint) AS geojournal_version_base)) AND (NOT (EXISTS ( SELECT
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
    feature_versions.geometry,
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
    f.geometry,
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
    geometry jsonb,
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
    geometry jsonb,
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
    geometry jsonb,
    geom public.geometry,
    "position" bigint NOT NULL,
    updated_at timestamp with time zone NOT NULL,
    object_id bigint NOT NULL,
    CONSTRAINT features_548f748ea043dccb_workspace_id_check CHECK ((workspace_id = 'legacy~1'::text))
);


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
    geometry jsonb,
    geom public.geometry,
    "position" bigint NOT NULL,
    updated_at timestamp with time zone NOT NULL,
    object_id bigint NOT NULL,
    CONSTRAINT features_c49fea7425fa7f86_workspace_id_check CHECK ((workspace_id = 'legacy'::text))
);


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
-- Data for Name: events; Type: TABLE DATA; Schema: public; Owner: postgres
--

INSERT INTO public.events VALUES ('legacy', 1, '01a221ca-01a1-7000-a758-b408a305feca', NULL, NULL, 'Points', 'layerDefined', '{"version": 1, "definition": {"srid": 3857, "fields": [{"name": "Name", "type": "string", "length": 255, "nullable": true}, {"name": "Status", "type": "integer", "nullable": true}, {"name": "Height", "type": "double", "nullable": true}], "domains": {}, "geometryType": "Point"}}', '2026-11-28 10:53:36.545704+00', '\x408ede9fd29cf68c491a05afc663dfce9f4c4f52c74d744dee3b3b8b44cf94bd');
INSERT INTO public.events VALUES ('legacy', 2, '01a221ca-01c3-7000-9ba7-295651c65920', NULL, NULL, 'Lines', 'layerDefined', '{"version": 1, "definition": {"srid": 3857, "fields": [{"name": "Name", "type": "string", "length": 255, "nullable": true}, {"name": "Status", "type": "integer", "nullable": true}, {"name": "Voltage", "type": "integer", "nullable": true}], "domains": {}, "geometryType": "LineString"}}', '2026-11-28 10:53:36.579127+00', '\x892bd316e98fbe47909274b5608a0fc91ab3bed2fbddf4c098b2306a369b57a4');
INSERT INTO public.events VALUES ('legacy', 3, '01a221ca-01de-7005-b3a8-97f9f0a31854', '01a221ca-01de-7000-9a73-84b8e45dd317', 1, 'Points', 'featureCreated', '{"geometry": {"type": "Point", "coordinates": [9617.9, 1283.72]}, "objectId": 3, "attributes": {"Name": "Pole 7", "Height": 12345.678, "Status": 2}}', '2026-11-28 10:53:36.606399+00', '\xaa353f4ddaf87f536bc92f389a4607cba7bbbcbd3c74d21a33c880ca1226b7bf');
INSERT INTO public.events VALUES ('legacy', 4, '01a221ca-01de-7005-b3a8-97f9f0a31854', '01a221ca-01de-7001-83d9-2fd8e08115c8', 1, 'Points', 'featureCreated', '{"geometry": {"type": "Point", "coordinates": [8426.51, 7309.41]}, "objectId": 4, "attributes": {"Name": "a", "Height": 1.5, "Status": 3}}', '2026-11-28 10:53:36.606399+00', '\xad3969700038ee3105b7ca742386f0ec442b06ade3da04a04751642406086d8d');
INSERT INTO public.events VALUES ('legacy', 5, '01a221ca-01de-7005-b3a8-97f9f0a31854', '01a221ca-01de-7002-80bd-cb2acae3885d', 1, 'Points', 'featureCreated', '{"geometry": {"type": "Point", "coordinates": [5203.867, 4618]}, "objectId": 5, "attributes": {"Name": "Pole 7", "Height": 10, "Status": 2}}', '2026-11-28 10:53:36.606399+00', '\x90b466a97c83180e5be2bafc0e4a14376a48c5093e3aae73ebed7313ca0ee928');
INSERT INTO public.events VALUES ('legacy', 6, '01a221ca-01de-7005-b3a8-97f9f0a31854', '01a221ca-01de-7003-aef3-2fb8be74c183', 1, 'Points', 'featureCreated', '{"geometry": {"type": "Point", "coordinates": [644, 6092.76837]}, "objectId": 6, "attributes": {"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Height": 0.0000001, "Status": 3}}', '2026-11-28 10:53:36.606399+00', '\x5ed1a7b49bd1d6c64367e6fc1a1ce25943849829681ff85bc9328711188f148e');
INSERT INTO public.events VALUES ('legacy', 7, '01a221ca-01de-7005-b3a8-97f9f0a31854', '01a221ca-01de-7004-a056-65cc11e8ff0f', 1, 'Lines', 'featureCreated', '{"geometry": {"type": "LineString", "coordinates": [[8961.8, 593], [6195.798569, 8499], [1765.525, 1136.04]]}, "objectId": 7, "attributes": {"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Status": 0, "Voltage": null}}', '2026-11-28 10:53:36.606399+00', '\x274d62e55d21faba15e760b4c8241d5f8eead75b4e05b54a97144f290711c3aa');
INSERT INTO public.events VALUES ('legacy', 8, '01a221ca-01e7-7004-a1dc-293a4cdb042f', '01a221ca-01e7-7000-8403-e32f3a40e89e', 1, 'Lines', 'featureCreated', '{"geometry": {"type": "LineString", "coordinates": [[4613, 4713.93034], [9440.264, 6217.74], [2850.2, 698]]}, "objectId": 8, "attributes": {"Name": "a", "Status": 1, "Voltage": 110}}', '2026-11-28 10:53:36.61506+00', '\x9b135f7d479e32b1fb32edc74d7f4bc3afd692ed22ede56527de9b409c70969c');
INSERT INTO public.events VALUES ('legacy', 9, '01a221ca-01e7-7004-a1dc-293a4cdb042f', '01a221ca-01e7-7001-8a5e-3a7b11ca3dba', 1, 'Lines', 'featureCreated', '{"geometry": {"type": "LineString", "coordinates": [[9060.20114, 7818.9092], [1937, 3052.73], [6711.3, 8094]]}, "objectId": 9, "attributes": {"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Status": 4, "Voltage": 110}}', '2026-11-28 10:53:36.61506+00', '\x681e067f2dc234bed54ccc5eb57a54e5c82c46c92ae342d79e9107f2f9724b6a');
INSERT INTO public.events VALUES ('legacy', 10, '01a221ca-01e7-7004-a1dc-293a4cdb042f', '01a221ca-01e7-7002-a8ad-0f1e7bd53b65', 1, 'Points', 'featureCreated', '{"geometry": {"type": "Point", "coordinates": [4464.203053, 1897]}, "objectId": 10, "attributes": {"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Height": 12345.678, "Status": 1}}', '2026-11-28 10:53:36.61506+00', '\xc862205c7fe5b5bdba486023e030ed26de550db296dd90e84509b3dbfac21634');
INSERT INTO public.events VALUES ('legacy', 11, '01a221ca-01e7-7004-a1dc-293a4cdb042f', '01a221ca-01e7-7003-85ad-8e2f3c0cd3c1', 1, 'Points', 'featureCreated', '{"geometry": {"type": "Point", "coordinates": [556.5, 2129.96367]}, "objectId": 11, "attributes": {"Name": "a", "Height": 10, "Status": 1}}', '2026-11-28 10:53:36.61506+00', '\x560e9492fc01c2eed3d554afa89a346581de989ab3f50b7011cf48f5133ce874');
INSERT INTO public.events VALUES ('legacy', 12, '01a221ca-01ec-7004-8119-1662d8c6cf68', '01a221ca-01ec-7000-9b7f-289703b51e4d', 1, 'Lines', 'featureCreated', '{"geometry": {"type": "LineString", "coordinates": [[313.051179, 9466], [8253.9, 3124], [3032.374484, 6519.15]]}, "objectId": 12, "attributes": {"Name": "Ünïcode \"q\"", "Status": 4, "Voltage": 110}}', '2026-11-28 10:53:36.620639+00', '\xfb1e58b4b448a67b3b43d14d05fbc0af35d2a10efde118d408210012d9751d95');
INSERT INTO public.events VALUES ('legacy', 13, '01a221ca-01ec-7004-8119-1662d8c6cf68', '01a221ca-01ec-7001-996e-8fd66205d8f9', 1, 'Lines', 'featureCreated', '{"geometry": {"type": "LineString", "coordinates": [[5196.935926, 2554.37193], [9329, 5277], [5883, 5763.03]]}, "objectId": 13, "attributes": {"Name": "a", "Status": 4, "Voltage": null}}', '2026-11-28 10:53:36.620639+00', '\xd28474f754fad83015ea22d00fa79345131c98edc5984f9034d6bc28ea0333d2');
INSERT INTO public.events VALUES ('legacy', 14, '01a221ca-01ec-7004-8119-1662d8c6cf68', '01a221ca-01ec-7002-b98b-24b6d259e2b6', 1, 'Points', 'featureCreated', '{"geometry": {"type": "Point", "coordinates": [5607, 3053.54]}, "objectId": 14, "attributes": {"Name": "a", "Height": 0.0000001, "Status": 4}}', '2026-11-28 10:53:36.620639+00', '\x388fe1e8db2fa6c18fb635e97456b4ecf49ff1a6d11bbc06dce0edf597005f2f');
INSERT INTO public.events VALUES ('legacy', 15, '01a221ca-01ec-7004-8119-1662d8c6cf68', '01a221ca-01ec-7003-9d6d-73891871f8c3', 1, 'Points', 'featureCreated', '{"geometry": {"type": "Point", "coordinates": [5692, 8411.62]}, "objectId": 15, "attributes": {"Name": "Pole 7", "Height": 0.0000001, "Status": 1}}', '2026-11-28 10:53:36.620639+00', '\xc7fec566235296e4b2b4f91b29672d48301daa67913960b96a7bf19d9f0f28d1');
INSERT INTO public.events VALUES ('legacy', 16, '01a221ca-01f4-7000-871b-9b06863cbde5', '01a221ca-01ec-7000-9b7f-289703b51e4d', 2, 'Lines', 'featureUpdated', '{"changes": {"Status": {"new": 2, "old": 4}}}', '2026-11-28 10:53:36.628123+00', '\x4f57d935353a2ec31e4f4e4fbebea75260f837f7b1017e38c7c23bfd09447646');
INSERT INTO public.events VALUES ('legacy', 17, '01a221ca-01f4-7000-871b-9b06863cbde5', '01a221ca-01e7-7001-8a5e-3a7b11ca3dba', 2, 'Lines', 'featureUpdated', '{"changes": {"Status": {"new": 7, "old": 4}}}', '2026-11-28 10:53:36.628123+00', '\xaf03ec56bfcc2b5be400ef4420fce3ffeb7139a72dcfbd02fade6aab0b2fab98');
INSERT INTO public.events VALUES ('legacy', 18, '01a221ca-01f4-7000-871b-9b06863cbde5', '01a221ca-01e7-7002-a8ad-0f1e7bd53b65', 2, 'Points', 'featureUpdated', '{"changes": {"Status": {"new": 7, "old": 1}}}', '2026-11-28 10:53:36.628123+00', '\x607e6c036a3641e9b51eae77842aff378ecb9362547634761e567080d1bb4b8b');
INSERT INTO public.events VALUES ('legacy', 19, '01a221ca-01fd-7000-87d7-6710e912291f', '01a221ca-01ec-7002-b98b-24b6d259e2b6', 2, 'Points', 'featureUpdated', '{"changes": {}, "geometry": {"type": "Point", "coordinates": [7872.073, 5602.78]}}', '2026-11-28 10:53:36.63733+00', '\xd40059f0e9bd5a87206f852b54be33a8e3153bc7735727883d0b5898cf2d5c9c');
INSERT INTO public.events VALUES ('legacy', 20, '01a221ca-01fd-7000-87d7-6710e912291f', '01a221ca-01de-7003-aef3-2fb8be74c183', 2, 'Points', 'featureUpdated', '{"changes": {}, "geometry": {"type": "Point", "coordinates": [4773.1, 4319.29]}}', '2026-11-28 10:53:36.63733+00', '\x012082266d556ed4540467ac0b6eb1dd91cc241ca0045472c26d5a9dec548789');
INSERT INTO public.events VALUES ('legacy', 21, '01a221ca-01fd-7000-87d7-6710e912291f', '01a221ca-01e7-7002-a8ad-0f1e7bd53b65', 3, 'Points', 'featureDeleted', '{"geometry": {"type": "Point", "coordinates": [4464.203053, 1897]}, "objectId": 10, "attributes": {"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Height": 12345.678, "Status": 7}}', '2026-11-28 10:53:36.63733+00', '\xde3e5fb8725baf7ce837c26f3837dd429d9447ecd70e6c3c89a6ebff6965e1db');
INSERT INTO public.events VALUES ('legacy', 22, '01a221ca-0204-7000-b5ca-193fde3227ef', '01a221ca-01e7-7001-8a5e-3a7b11ca3dba', 3, 'Lines', 'featureUpdated', '{"changes": {"Status": {"new": 3, "old": 7}}}', '2026-11-28 10:53:36.644636+00', '\x62baf5e13eb96986cdb45106c9155166d5f7750a734acb9521f3926fef21018b');
INSERT INTO public.events VALUES ('legacy', 23, '01a221ca-0204-7000-b5ca-193fde3227ef', '01a221ca-01ec-7003-9d6d-73891871f8c3', 2, 'Points', 'featureDeleted', '{"geometry": {"type": "Point", "coordinates": [5692, 8411.62]}, "objectId": 15, "attributes": {"Name": "Pole 7", "Height": 0.0000001, "Status": 1}}', '2026-11-28 10:53:36.644636+00', '\x9bb8d5534dc242e04ab6e6be0d650ff9323e34d29eb64dc8e294c53bbbd87763');
INSERT INTO public.events VALUES ('legacy', 24, '01a221ca-020b-7006-b4a1-59ca7b570c54', '01a221ca-020b-7000-b0b0-f53aa79c5a34', 1, 'Points', 'featureCreated', '{"geometry": {"type": "Point", "coordinates": [5613.869, 4369.62]}, "objectId": 24, "attributes": {"Name": "Ünïcode \"q\"", "Height": 10, "Status": 0}}', '2026-11-28 10:53:36.651365+00', '\x8fe7d312f19327693bf5668fed67d1d53e9b8cf310b9a0bc0875f0d10191071b');
INSERT INTO public.events VALUES ('legacy', 25, '01a221ca-020b-7006-b4a1-59ca7b570c54', '01a221ca-020b-7001-8954-f0e42be9bac4', 1, 'Points', 'featureCreated', '{"geometry": {"type": "Point", "coordinates": [7536.9, 6203.77894]}, "objectId": 25, "attributes": {"Name": "Pole 7", "Height": 1.5, "Status": 4}}', '2026-11-28 10:53:36.651365+00', '\x1b9bfc80946e1eee40f328342b711efbd06cdae8c55342c3574caaba29b6003a');
INSERT INTO public.events VALUES ('legacy', 26, '01a221ca-020b-7006-b4a1-59ca7b570c54', '01a221ca-020b-7002-86fe-8c1f58b85391', 1, 'Points', 'featureCreated', '{"geometry": {"type": "Point", "coordinates": [4879, 9436.58]}, "objectId": 26, "attributes": {"Name": "a", "Height": null, "Status": 1}}', '2026-11-28 10:53:36.651365+00', '\xd3972f44484be8bb3870f4aba594bb560811fc6ab1460f71df29672620ea63b8');
INSERT INTO public.events VALUES ('legacy', 27, '01a221ca-020b-7006-b4a1-59ca7b570c54', '01a221ca-020b-7003-b97d-77e977f68653', 1, 'Points', 'featureCreated', '{"geometry": {"type": "Point", "coordinates": [2020.521886, 3021.75417]}, "objectId": 27, "attributes": {"Name": "a", "Height": 1.5, "Status": 0}}', '2026-11-28 10:53:36.651365+00', '\xfdaf582d2bb43f0e7e82c3918bf46f6ca4cb4b9aebf736256b0b99b938ddabad');
INSERT INTO public.events VALUES ('legacy', 28, '01a221ca-020b-7006-b4a1-59ca7b570c54', '01a221ca-020b-7004-84ff-021f752d61b3', 1, 'Lines', 'featureCreated', '{"geometry": {"type": "LineString", "coordinates": [[3732.9, 4315.63036], [8857.593914, 1580.07376], [8610.844987, 5601.86]]}, "objectId": 28, "attributes": {"Name": "a", "Status": 1, "Voltage": 220}}', '2026-11-28 10:53:36.651365+00', '\x4594f9f150e5768dd7bf9f7ab9aac02828f707b38d4a41d7e55333a65317a744');
INSERT INTO public.events VALUES ('legacy', 29, '01a221ca-020b-7006-b4a1-59ca7b570c54', '01a221ca-020b-7005-a388-2f65d13c4885', 1, 'Lines', 'featureCreated', '{"geometry": {"type": "LineString", "coordinates": [[4936.765403, 2361], [6073.814578, 4546.55], [4180.3, 5687]]}, "objectId": 29, "attributes": {"Name": "a", "Status": 2, "Voltage": null}}', '2026-11-28 10:53:36.651365+00', '\xc0f5a3cd23de3f1795c43d4b1b8f72ddb1f1ea401922a8dbd030097636f2d537');
INSERT INTO public.events VALUES ('legacy', 30, '01a221ca-0211-7004-b44d-32b674de239b', '01a221ca-0211-7000-9f6c-414ac7167b4d', 1, 'Points', 'featureCreated', '{"geometry": {"type": "Point", "coordinates": [4185.663, 737]}, "objectId": 30, "attributes": {"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Height": null, "Status": 1}}', '2026-11-28 10:53:36.65781+00', '\x77a26ea5751a72e938bd9382d02f87cf0a37b7552f05907af0b6c03ebadf587f');
INSERT INTO public.events VALUES ('legacy', 31, '01a221ca-0211-7004-b44d-32b674de239b', '01a221ca-0211-7001-b138-6bad715b2ce9', 1, 'Points', 'featureCreated', '{"geometry": {"type": "Point", "coordinates": [8160.425, 9536.67]}, "objectId": 31, "attributes": {"Name": "a", "Height": 12345.678, "Status": 3}}', '2026-11-28 10:53:36.65781+00', '\x0aaed5be0691b681cdff6ab80757a01c92ba6b8c1697e77ee82bacd5d98ee25a');
INSERT INTO public.events VALUES ('legacy', 32, '01a221ca-0211-7004-b44d-32b674de239b', '01a221ca-0211-7002-9ccf-76aeb449df3f', 1, 'Points', 'featureCreated', '{"geometry": {"type": "Point", "coordinates": [7569.329505, 1322.57425]}, "objectId": 32, "attributes": {"Name": "Ünïcode \"q\"", "Height": 0.0000001, "Status": 2}}', '2026-11-28 10:53:36.65781+00', '\xd5d7cc2a9331e23e845332fd6e1704be6eee2add2f92d01ce6415ec31bf695a2');
INSERT INTO public.events VALUES ('legacy', 33, '01a221ca-0211-7004-b44d-32b674de239b', '01a221ca-0211-7003-85d8-117f6584ccfc', 1, 'Lines', 'featureCreated', '{"geometry": {"type": "LineString", "coordinates": [[563.93, 7689], [5884.821, 9006], [5617.653335, 5628.5]]}, "objectId": 33, "attributes": {"Name": "a", "Status": 2, "Voltage": 110}}', '2026-11-28 10:53:36.65781+00', '\x1fde5facb82838aa47bc3789695475abf374a55547fe9bc8775bfc284e7e7c37');
INSERT INTO public.events VALUES ('legacy', 34, '01a221ca-0218-7000-9262-31e0aabc4d4a', '01a221ca-020b-7004-84ff-021f752d61b3', 2, 'Lines', 'featureUpdated', '{"changes": {}, "geometry": {"type": "LineString", "coordinates": [[3434.704527, 1767.85], [4389.9, 6269], [1439.808304, 5010.3877]]}}', '2026-11-28 10:53:36.663916+00', '\x35690bf670ab93240d769774763751ae6a3afa5ed7892563088d21dca71c4c9b');
INSERT INTO public.events VALUES ('legacy', 35, '01a221ca-0218-7000-9262-31e0aabc4d4a', '01a221ca-01e7-7001-8a5e-3a7b11ca3dba', 4, 'Lines', 'featureDeleted', '{"geometry": {"type": "LineString", "coordinates": [[9060.20114, 7818.9092], [1937, 3052.73], [6711.3, 8094]]}, "objectId": 9, "attributes": {"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Status": 3, "Voltage": 110}}', '2026-11-28 10:53:36.663916+00', '\x2baf3f15f30dfa0ec9321f498e3e12cb78a9c74174c32eed468ad85ab8ded1f5');
INSERT INTO public.events VALUES ('legacy', 36, '01a221ca-0218-7000-9262-31e0aabc4d4a', '01a221ca-01e7-7003-85ad-8e2f3c0cd3c1', 2, 'Points', 'featureUpdated', '{"changes": {"Status": {"new": 2, "old": 1}}}', '2026-11-28 10:53:36.663916+00', '\x6b65e81ee47de80fe37c6c196aa476a1a1bde72da616997ef2c8050bc5779e79');
INSERT INTO public.events VALUES ('legacy', 37, '01a221ca-021d-7005-a255-8c758d5fd4cf', '01a221ca-021d-7000-8b1d-f70da748af13', 1, 'Lines', 'featureCreated', '{"geometry": {"type": "LineString", "coordinates": [[8576.2, 1860.51], [1613.856, 723.44], [726, 9599.8866]]}, "objectId": 37, "attributes": {"Name": "a", "Status": 1, "Voltage": 110}}', '2026-11-28 10:53:36.66935+00', '\xd530dccc70dfb1b50a01de599a66db1befc571ba01eb38fb62584bcc9ef793de');
INSERT INTO public.events VALUES ('legacy', 38, '01a221ca-021d-7005-a255-8c758d5fd4cf', '01a221ca-021d-7001-a464-16384e7f814c', 1, 'Lines', 'featureCreated', '{"geometry": {"type": "LineString", "coordinates": [[5660.808, 8032], [999.369, 2424], [8562, 1348]]}, "objectId": 38, "attributes": {"Name": "Ünïcode \"q\"", "Status": 3, "Voltage": 110}}', '2026-11-28 10:53:36.66935+00', '\xd40f77a72932ef3b66f18fc83a6f6213e0f633fefc109d401aa5b5e2535ce9d2');
INSERT INTO public.events VALUES ('legacy', 39, '01a221ca-021d-7005-a255-8c758d5fd4cf', '01a221ca-021d-7002-82cf-2e940180281c', 1, 'Lines', 'featureCreated', '{"geometry": {"type": "LineString", "coordinates": [[8443.5, 4412.8], [8827.966, 1218.15], [6570.979, 4484.92077]]}, "objectId": 39, "attributes": {"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Status": 4, "Voltage": 220}}', '2026-11-28 10:53:36.66935+00', '\x337254cd3f28b2fedc9f0797d353dc2f3c76d28afccb47b70ba5c6d0d1256071');
INSERT INTO public.events VALUES ('legacy', 40, '01a221ca-021d-7005-a255-8c758d5fd4cf', '01a221ca-021d-7003-a3f1-c69779b15d0b', 1, 'Lines', 'featureCreated', '{"geometry": {"type": "LineString", "coordinates": [[575.517, 8550.58], [8486, 9248], [6249, 6541]]}, "objectId": 40, "attributes": {"Name": "Pole 7", "Status": 1, "Voltage": null}}', '2026-11-28 10:53:36.66935+00', '\x73584fadbfacf5e151587ac3f99885752c70472341fc25e28bb1f5b41337d83f');
INSERT INTO public.events VALUES ('legacy', 41, '01a221ca-021d-7005-a255-8c758d5fd4cf', '01a221ca-021d-7004-beeb-940f66e253be', 1, 'Points', 'featureCreated', '{"geometry": {"type": "Point", "coordinates": [8734.5, 529.16381]}, "objectId": 41, "attributes": {"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Height": 12345.678, "Status": 1}}', '2026-11-28 10:53:36.66935+00', '\x747ff34b652fa3e34eb298cb46dddb2f39a1eec3be440327c81da1041fd43945');
INSERT INTO public.events VALUES ('legacy', 42, '01a221ca-0223-7000-bdc4-c3d0f0f929db', '01a221ca-01ec-7000-9b7f-289703b51e4d', 3, 'Lines', 'featureUpdated', '{"changes": {}, "geometry": {"type": "LineString", "coordinates": [[496.166986, 4323], [2833.521715, 5016.13113], [7930, 4910]]}}', '2026-11-28 10:53:36.67565+00', '\x3e9fa60713b92319b4eb42db4624c04c9483cdaad7c3b8edc7429ccac19ae887');
INSERT INTO public.events VALUES ('legacy', 43, '01a221ca-0223-7000-bdc4-c3d0f0f929db', '01a221ca-020b-7005-a388-2f65d13c4885', 2, 'Lines', 'featureUpdated', '{"changes": {"Status": {"new": 9, "old": 2}}}', '2026-11-28 10:53:36.67565+00', '\x2c6c994e32107b0c8adf1738dc58e67d620d50f7ca5d36eb27ab9ab3a797e472');
INSERT INTO public.events VALUES ('legacy', 44, '01a221ca-0223-7000-bdc4-c3d0f0f929db', '01a221ca-01de-7002-80bd-cb2acae3885d', 2, 'Points', 'featureUpdated', '{"changes": {}, "geometry": {"type": "Point", "coordinates": [4767, 2946.51]}}', '2026-11-28 10:53:36.67565+00', '\xc6a073d3648cc78f88170fd111d86818b637601a8d1e55a25fbff1d9197594f1');
INSERT INTO public.events VALUES ('legacy', 45, '01a221ca-0223-7000-bdc4-c3d0f0f929db', '01a221ca-0211-7002-9ccf-76aeb449df3f', 2, 'Points', 'featureUpdated', '{"changes": {"Status": {"new": 1, "old": 2}}}', '2026-11-28 10:53:36.67565+00', '\x4c86efccef3d543f87fe082d3bf5ad0e83c2b57a5f533395e90a84f89c6b712e');
INSERT INTO public.events VALUES ('legacy', 46, '01a221ca-0229-7000-8387-55bb6a21500b', '01a221ca-021d-7003-a3f1-c69779b15d0b', 2, 'Lines', 'featureUpdated', '{"changes": {}}', '2026-11-28 10:53:36.681682+00', '\x202e7c7f508e95629c3096835a661c59ef72255cad29512a72e5d4af9cec245e');
INSERT INTO public.events VALUES ('legacy', 47, '01a221ca-0230-7000-9948-97414ad0fe88', '01a221ca-01de-7000-9a73-84b8e45dd317', 2, 'Points', 'featureUpdated', '{"changes": {}, "geometry": {"type": "Point", "coordinates": [8608.210152, 6199.51]}}', '2026-11-28 10:53:36.687968+00', '\x498b7e07533a88d186ecd9edc9b6b2f0d6895e19657d0e4db6d960604136b139');
INSERT INTO public.events VALUES ('legacy', 48, '01a221ca-0230-7000-9948-97414ad0fe88', '01a221ca-020b-7003-b97d-77e977f68653', 2, 'Points', 'featureUpdated', '{"changes": {}, "geometry": {"type": "Point", "coordinates": [7208.781, 1438]}}', '2026-11-28 10:53:36.687968+00', '\x102379fe6a10348aa67aa8ae5ab7b9f8e6cf7ee710c31a12658f222162bdbc5a');
INSERT INTO public.events VALUES ('legacy', 49, '01a221ca-0230-7000-9948-97414ad0fe88', '01a221ca-021d-7000-8b1d-f70da748af13', 2, 'Lines', 'featureUpdated', '{"changes": {"Status": {"new": 5, "old": 1}}}', '2026-11-28 10:53:36.687968+00', '\xf2a1243e4a988226ec6560da310d927a3042257cc3ea1ab6636e53752c4d4d3f');
INSERT INTO public.events VALUES ('legacy', 50, '01a221ca-0230-7000-9948-97414ad0fe88', '01a221ca-021d-7002-82cf-2e940180281c', 2, 'Lines', 'featureDeleted', '{"geometry": {"type": "LineString", "coordinates": [[8443.5, 4412.8], [8827.966, 1218.15], [6570.979, 4484.92077]]}, "objectId": 39, "attributes": {"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Status": 4, "Voltage": 220}}', '2026-11-28 10:53:36.687968+00', '\xfbe108f2ef85939cc81508b1be5615dfc725a9f6de9f9be0f292cb8f315d3106');
INSERT INTO public.events VALUES ('legacy', 51, '01a221ca-0235-7004-93e7-a89f78bef24d', '01a221ca-0235-7000-bc85-d191b6e905ff', 1, 'Points', 'featureCreated', '{"geometry": {"type": "Point", "coordinates": [4828.73, 4063.08]}, "objectId": 51, "attributes": {"Name": "Ünïcode \"q\"", "Height": 10, "Status": 5}}', '2026-11-28 10:53:36.69384+00', '\x1f674ddda1b892a8d83f119d3be013154e65ee134047528b76d02804d988923b');
INSERT INTO public.events VALUES ('legacy', 52, '01a221ca-0235-7004-93e7-a89f78bef24d', '01a221ca-0235-7001-908a-fe3a449ca235', 1, 'Points', 'featureCreated', '{"geometry": {"type": "Point", "coordinates": [2519.9, 2099.0688]}, "objectId": 52, "attributes": {"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Height": 0.0000001, "Status": 4}}', '2026-11-28 10:53:36.69384+00', '\x0d3d7ab64b7fcbe888b875f389c6a46a048b9f7a84010323b501a5a833918828');
INSERT INTO public.events VALUES ('legacy', 53, '01a221ca-0235-7004-93e7-a89f78bef24d', '01a221ca-0235-7002-b2c0-91bc7ec6746d', 1, 'Lines', 'featureCreated', '{"geometry": {"type": "LineString", "coordinates": [[9304.499, 2294], [5564.363995, 7898], [8283.3, 9992.33877]]}, "objectId": 53, "attributes": {"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Status": 1, "Voltage": 220}}', '2026-11-28 10:53:36.69384+00', '\x1a7edd8b820d5c3653604df128635b9fb285c63b75775e6e121b84e30917da6f');
INSERT INTO public.events VALUES ('legacy', 54, '01a221ca-0235-7004-93e7-a89f78bef24d', '01a221ca-0235-7003-8673-dd6ccb7648ad', 1, 'Lines', 'featureCreated', '{"geometry": {"type": "LineString", "coordinates": [[7403.271003, 1725.9982], [9004.5, 5170.22], [7996.9, 3196.53087]]}, "objectId": 54, "attributes": {"Name": "Pole 7", "Status": 4, "Voltage": 220}}', '2026-11-28 10:53:36.69384+00', '\xe275ff75162a3f2f080a1665d0ed0f4f2b3427371a4338ea25292562f89cbc0e');
INSERT INTO public.events VALUES ('legacy', 55, '01a221ca-023b-7001-8a7c-2428bb8859ab', '01a221ca-023b-7000-bc77-e3dfb597bc80', 1, 'Points', 'featureCreated', '{"geometry": {"type": "Point", "coordinates": [4943.133, 188]}, "objectId": 55, "attributes": {"Name": "Ünïcode \"q\"", "Height": null, "Status": 0}}', '2026-11-28 10:53:36.699552+00', '\x52361f5f7c46e240676ca882393d8dffed7c3a04f2abd52a46f1015d6e40b16c');
INSERT INTO public.events VALUES ('legacy', 56, '01a221ca-0242-7000-a04b-9a4103a028fd', '01a221ca-01ec-7000-9b7f-289703b51e4d', 4, 'Lines', 'featureUpdated', '{"changes": {}, "geometry": {"type": "LineString", "coordinates": [[1309.778301, 9379.78425], [6891.711, 3987.97], [4568, 8541.93]]}}', '2026-11-28 10:53:36.706391+00', '\xc96f90957a0e796acec33e10e704cc67d69469a4dc93e5d7b5183c0fd646070c');
INSERT INTO public.events VALUES ('legacy', 57, '01a221ca-0242-7000-a04b-9a4103a028fd', '01a221ca-021d-7001-a464-16384e7f814c', 2, 'Lines', 'featureUpdated', '{"changes": {"Status": {"new": 1, "old": 3}}}', '2026-11-28 10:53:36.706391+00', '\xf7996e25910d3843cf3c9d1b3552a1f34ba8eed7b52636d6a5335e91228d502d');
INSERT INTO public.events VALUES ('legacy', 58, '01a221ca-0242-7000-a04b-9a4103a028fd', '01a221ca-0211-7002-9ccf-76aeb449df3f', 3, 'Points', 'featureUpdated', '{"changes": {"Status": {"new": 9, "old": 1}}}', '2026-11-28 10:53:36.706391+00', '\x3d8da64933450606cd1f9a177b8e52f17d2f600475b249b25a3f3347aadb622c');
INSERT INTO public.events VALUES ('legacy', 59, '01a221ca-0248-7005-9e17-992e512855b2', '01a221ca-0248-7000-a1f9-cfc632545d79', 1, 'Points', 'featureCreated', '{"geometry": {"type": "Point", "coordinates": [1760, 1001.27635]}, "objectId": 59, "attributes": {"Name": "a", "Height": 1.5, "Status": 5}}', '2026-11-28 10:53:36.712689+00', '\xdd3495c85da71b4c23264fa43899492e8f9d25fd4e10a5cdf098c4d0d55c5814');
INSERT INTO public.events VALUES ('legacy', 60, '01a221ca-0248-7005-9e17-992e512855b2', '01a221ca-0248-7001-9b22-54016f3571fb', 1, 'Points', 'featureCreated', '{"geometry": {"type": "Point", "coordinates": [6086.809, 3560.70038]}, "objectId": 60, "attributes": {"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Height": null, "Status": 4}}', '2026-11-28 10:53:36.712689+00', '\x0ab56c4a78cbab2fa283bc5d2bfaa526f011018caf48eab5e11f214faecf9f12');
INSERT INTO public.events VALUES ('legacy', 61, '01a221ca-0248-7005-9e17-992e512855b2', '01a221ca-0248-7002-b891-448768091689', 1, 'Points', 'featureCreated', '{"geometry": {"type": "Point", "coordinates": [6293.5, 608]}, "objectId": 61, "attributes": {"Name": "a", "Height": 0.0000001, "Status": 3}}', '2026-11-28 10:53:36.712689+00', '\xea3e16548fa16f40f35bc93b391c8fadc27ea6b441d5b117892faf361aee9abe');
INSERT INTO public.events VALUES ('legacy', 62, '01a221ca-0248-7005-9e17-992e512855b2', '01a221ca-0248-7003-8e30-22be530fa76e', 1, 'Points', 'featureCreated', '{"geometry": {"type": "Point", "coordinates": [7035.657845, 8065.85]}, "objectId": 62, "attributes": {"Name": "a", "Height": 10, "Status": 2}}', '2026-11-28 10:53:36.712689+00', '\xc060a88789e12ecf406ab5a7c09a35534caa87cccbad1ebfb958822dce3e94e4');
INSERT INTO public.events VALUES ('legacy', 63, '01a221ca-0248-7005-9e17-992e512855b2', '01a221ca-0248-7004-af78-75b7e8cda760', 1, 'Points', 'featureCreated', '{"geometry": {"type": "Point", "coordinates": [3886, 9666.50819]}, "objectId": 63, "attributes": {"Name": "a", "Height": 12345.678, "Status": 4}}', '2026-11-28 10:53:36.712689+00', '\x80d426f31d55585cc95116ced7ddbdd75617185cc6df946f5ef612fd1b35da45');
INSERT INTO public.events VALUES ('legacy', 64, '01a221ca-0250-7000-8545-cb2a1121db02', '01a221ca-021d-7003-a3f1-c69779b15d0b', 3, 'Lines', 'featureUpdated', '{"changes": {"Status": {"new": 4, "old": 1}}}', '2026-11-28 10:53:36.720276+00', '\x125ec48fca5e68f65276604ae2920d8a0f3b68c0f071a9e008ae574b0eaf49de');
INSERT INTO public.events VALUES ('legacy', 65, '01a221ca-0250-7000-8545-cb2a1121db02', '01a221ca-020b-7005-a388-2f65d13c4885', 3, 'Lines', 'featureUpdated', '{"changes": {}, "geometry": {"type": "LineString", "coordinates": [[4521.957, 8748], [1357, 3999.27766], [6678.427807, 5496.58398]]}}', '2026-11-28 10:53:36.720276+00', '\x19e047445c05a0bbf30f4a2358b95ae4e32d6b56b18d2340d46149d2d6d86ce3');
INSERT INTO public.events VALUES ('legacy', 66, '01a221ca-0257-7000-8b46-ed2b720ced0a', '01a221ca-023b-7000-bc77-e3dfb597bc80', 2, 'Points', 'featureUpdated', '{"changes": {"Status": {"new": 1, "old": 0}}}', '2026-11-28 10:53:36.727258+00', '\x9cc3b951195023e4f79113dd4bd9122207b6a105baf802db2edc63fe3bea19b7');
INSERT INTO public.events VALUES ('legacy', 67, '01a221ca-025e-7000-a1ed-07f2e15d0ecc', '01a221ca-01de-7001-83d9-2fd8e08115c8', 2, 'Points', 'featureUpdated', '{"changes": {"Status": {"new": 7, "old": 3}}}', '2026-11-28 10:53:36.734542+00', '\x63f8f5732418ffc2014d8215c004fb60b6a3694ffcb3aa56d878e08b434fcec2');
INSERT INTO public.events VALUES ('legacy', 68, '01a221ca-025e-7000-a1ed-07f2e15d0ecc', '01a221ca-01e7-7003-85ad-8e2f3c0cd3c1', 3, 'Points', 'featureUpdated', '{"changes": {}, "geometry": {"type": "Point", "coordinates": [9163.706, 5035.1695]}}', '2026-11-28 10:53:36.734542+00', '\x1839e6d888db9e538e2c0f888d74b5182ec2a9c6d654d60b8d477ae3f013390a');
INSERT INTO public.events VALUES ('legacy', 69, '01a221ca-025e-7000-a1ed-07f2e15d0ecc', '01a221ca-0248-7002-b891-448768091689', 2, 'Points', 'featureDeleted', '{"geometry": {"type": "Point", "coordinates": [6293.5, 608]}, "objectId": 61, "attributes": {"Name": "a", "Height": 0.0000001, "Status": 3}}', '2026-11-28 10:53:36.734542+00', '\x3bb27f471e74687d1dab1d61380233548009bf67eb7b9a863e1952ea79dec252');
INSERT INTO public.events VALUES ('legacy', 70, '01a221ca-0266-7000-a093-079274fa32bf', '01a221ca-01e7-7003-85ad-8e2f3c0cd3c1', 4, 'Points', 'featureUpdated', '{"changes": {"Status": {"new": 3, "old": 2}}}', '2026-11-28 10:53:36.74208+00', '\xe5005d3905ca6cc825257e7fece7d3303ae5902809bb44a85dedc75e4937c705');
INSERT INTO public.events VALUES ('legacy', 71, '01a221ca-0266-7000-a093-079274fa32bf', '01a221ca-0211-7002-9ccf-76aeb449df3f', 4, 'Points', 'featureUpdated', '{"changes": {}, "geometry": {"type": "Point", "coordinates": [553.188, 7647]}}', '2026-11-28 10:53:36.74208+00', '\x6e53da29a3fc40afa1c2d23a7dc39c2a31b77d360478d2152b061dd863abfeb8');
INSERT INTO public.events VALUES ('legacy', 72, '01a221ca-0266-7000-a093-079274fa32bf', '01a221ca-0235-7003-8673-dd6ccb7648ad', 2, 'Lines', 'featureUpdated', '{"changes": {"Status": {"new": 5, "old": 4}}}', '2026-11-28 10:53:36.74208+00', '\x05d9260de71da6ece9d772b23e46f70c9bfe2fbaa0eb968af84d42ba3279cbd4');
INSERT INTO public.events VALUES ('legacy', 73, '01a221ca-026d-7000-bef5-8537a608c338', '01a221ca-020b-7003-b97d-77e977f68653', 3, 'Points', 'featureUpdated', '{"changes": {}, "geometry": {"type": "Point", "coordinates": [8624.824, 4163]}}', '2026-11-28 10:53:36.749433+00', '\x478ebca802aa5429a3613b80b113b52be7df6523b4f2a510b274cdad3d54b63b');
INSERT INTO public.events VALUES ('legacy', 74, '01a221ca-0275-7000-89ea-28505c1549da', '01a221ca-0248-7003-8e30-22be530fa76e', 2, 'Points', 'featureUpdated', '{"changes": {"Status": {"new": 3, "old": 2}}}', '2026-11-28 10:53:36.757405+00', '\x3e59fdbb0edd663174037c30b91c102bcca1518c9942b58ae0c47041550714fa');
INSERT INTO public.events VALUES ('legacy', 75, '01a221ca-0275-7000-89ea-28505c1549da', '01a221ca-01de-7002-80bd-cb2acae3885d', 3, 'Points', 'featureUpdated', '{"changes": {}, "geometry": {"type": "Point", "coordinates": [5128.13285, 8465]}}', '2026-11-28 10:53:36.757405+00', '\xeb265dfc0a97c8d87fe7ad730ce355d3f26d8cd70a39971a61d291418af02f24');
INSERT INTO public.events VALUES ('legacy', 76, '01a221ca-0275-7000-89ea-28505c1549da', '01a221ca-0248-7001-9b22-54016f3571fb', 2, 'Points', 'featureUpdated', '{"changes": {}, "geometry": {"type": "Point", "coordinates": [7525, 7049.32897]}}', '2026-11-28 10:53:36.757405+00', '\xce0f35838da7a5d66f1ed6c0f50bc70725da961392a206815a571153a47cb6f4');
INSERT INTO public.events VALUES ('legacy', 77, '01a221ca-027c-7000-90b5-2690cb991b35', '01a221ca-01de-7001-83d9-2fd8e08115c8', 3, 'Points', 'featureUpdated', '{"changes": {}, "geometry": {"type": "Point", "coordinates": [5922.420109, 1594]}}', '2026-11-28 10:53:36.764565+00', '\x4e91737b9d435ec30f75c432aba23396f8310cfeaee6cf0c2b2b74b7e1fd3c7f');
INSERT INTO public.events VALUES ('legacy', 78, '01a221ca-0281-7004-b7f5-49ce157a9254', '01a221ca-0281-7000-934c-49024e578ac7', 1, 'Lines', 'featureCreated', '{"geometry": {"type": "LineString", "coordinates": [[5995.696102, 7710.13381], [8174.33544, 316], [1227.813551, 9308.63303]]}, "objectId": 78, "attributes": {"Name": "a", "Status": 0, "Voltage": 220}}', '2026-11-28 10:53:36.769733+00', '\x3b00a2e9cb8dbd9078bb21ef6cf500b9000f103cb055a1b5defa6d0abb4944ab');
INSERT INTO public.events VALUES ('legacy', 79, '01a221ca-0281-7004-b7f5-49ce157a9254', '01a221ca-0281-7001-8d30-ff9b6fdb5495', 1, 'Lines', 'featureCreated', '{"geometry": {"type": "LineString", "coordinates": [[6224, 2928.43], [7690.928865, 1569], [9327.278, 3584.83224]]}, "objectId": 79, "attributes": {"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Status": 3, "Voltage": 220}}', '2026-11-28 10:53:36.769733+00', '\xe26590e6af809b9e06d0fa79730ebcf3814e1bdb3a01c34f0f5bd85f7ee83035');
INSERT INTO public.events VALUES ('legacy', 80, '01a221ca-0281-7004-b7f5-49ce157a9254', '01a221ca-0281-7002-b4c1-f0875fcffbd4', 1, 'Points', 'featureCreated', '{"geometry": {"type": "Point", "coordinates": [5632, 8458.62]}, "objectId": 80, "attributes": {"Name": "a", "Height": 12345.678, "Status": 2}}', '2026-11-28 10:53:36.769733+00', '\x332efc2af9951957cfe4e9f8940169b8a4ca51fa3b9f09eea67ac2892c67680e');
INSERT INTO public.events VALUES ('legacy', 81, '01a221ca-0281-7004-b7f5-49ce157a9254', '01a221ca-0281-7003-84a5-d8d5b63c11d8', 1, 'Points', 'featureCreated', '{"geometry": {"type": "Point", "coordinates": [3216, 2795.61]}, "objectId": 81, "attributes": {"Name": "a", "Height": 10, "Status": 4}}', '2026-11-28 10:53:36.769733+00', '\x3272cb72025add1b1c8d8ea698804bcf0c8751b7533f7abe352b4865ae885cd1');
INSERT INTO public.events VALUES ('legacy', 82, '01a221ca-028a-7000-9f0f-3c984cd64da6', '01a221ca-01de-7003-aef3-2fb8be74c183', 3, 'Points', 'featureUpdated', '{"changes": {"Status": {"new": 0, "old": 3}}}', '2026-11-28 10:53:36.778314+00', '\x6e7f2e4b9f07ce89476ef00edb47e8822ddaa5d4790612be791dfd78f20e2774');
INSERT INTO public.events VALUES ('legacy', 83, '01a221ca-028a-7000-9f0f-3c984cd64da6', '01a221ca-0248-7001-9b22-54016f3571fb', 3, 'Points', 'featureUpdated', '{"changes": {"Status": {"new": 0, "old": 4}}}', '2026-11-28 10:53:36.778314+00', '\x7d0fd43a2c5e5f8337488d1ff30ae5114c995bb376669e44db29572c0b24201b');
INSERT INTO public.events VALUES ('legacy', 84, '01a221ca-028a-7000-9f0f-3c984cd64da6', '01a221ca-020b-7002-86fe-8c1f58b85391', 2, 'Points', 'featureUpdated', '{"changes": {"Status": {"new": 6, "old": 1}}}', '2026-11-28 10:53:36.778314+00', '\xf8d51ada57940ba417b6c12b8ced8825f0563f742073393554d25e8ec852b0db');
INSERT INTO public.events VALUES ('legacy', 85, '01a221ca-028a-7000-9f0f-3c984cd64da6', '01a221ca-01ec-7000-9b7f-289703b51e4d', 5, 'Lines', 'featureUpdated', '{"changes": {"Status": {"new": 3, "old": 2}}}', '2026-11-28 10:53:36.778314+00', '\xfea00b69154c676ab2b0c7093b3428368393aa80733124f914f140c1d05e20fc');
INSERT INTO public.events VALUES ('legacy', 86, '01a221ca-028f-7002-bb00-07eb3fe82643', '01a221ca-028f-7000-ac14-1eefbbb306fd', 1, 'Points', 'featureCreated', '{"geometry": {"type": "Point", "coordinates": [7591, 7584.46379]}, "objectId": 86, "attributes": {"Name": "Ünïcode \"q\"", "Height": 0.0000001, "Status": 3}}', '2026-11-28 10:53:36.783917+00', '\xce6cb1e62c637b89878c8ca129301fcd50d1ca1e757c7daaab6b6aed5d155ff5');
INSERT INTO public.events VALUES ('legacy', 87, '01a221ca-028f-7002-bb00-07eb3fe82643', '01a221ca-028f-7001-a8cd-73a6cb45fd6e', 1, 'Lines', 'featureCreated', '{"geometry": {"type": "LineString", "coordinates": [[7104.835, 5178.0097], [9035.293143, 5032.6443], [6291.959, 7580]]}, "objectId": 87, "attributes": {"Name": "Ünïcode \"q\"", "Status": 1, "Voltage": 110}}', '2026-11-28 10:53:36.783917+00', '\x754641c10d82b3719f773d65b08ef7a20e643d0b867887262bb7889b11fec1ca');
INSERT INTO public.events VALUES ('legacy', 88, '01a221ca-0298-7000-8fbc-8b7e64619907', '01a221ca-021d-7003-a3f1-c69779b15d0b', 4, 'Lines', 'featureUpdated', '{"changes": {}}', '2026-11-28 10:53:36.791944+00', '\x4334a773ef232309453a34d664d5f114a1811d52dd6faa68b9864cf89e54898a');
INSERT INTO public.events VALUES ('legacy', 89, '01a221ca-0298-7000-8fbc-8b7e64619907', '01a221ca-0248-7004-af78-75b7e8cda760', 2, 'Points', 'featureUpdated', '{"changes": {}, "geometry": {"type": "Point", "coordinates": [5414.2, 6925]}}', '2026-11-28 10:53:36.791944+00', '\xdb7165ba5496c454e942b908cd9e8279e502068936cf41f73d4d0a2773a75301');
INSERT INTO public.events VALUES ('legacy', 90, '01a221ca-0298-7000-8fbc-8b7e64619907', '01a221ca-020b-7001-8954-f0e42be9bac4', 2, 'Points', 'featureUpdated', '{"changes": {}, "geometry": {"type": "Point", "coordinates": [43.759955, 9554.04]}}', '2026-11-28 10:53:36.791944+00', '\xd94356dda4c5bfc8285bbaf97444e02de104c1ff427d5458d82da30dcf99dde7');
INSERT INTO public.events VALUES ('legacy', 91, '01a221ca-0298-7000-8fbc-8b7e64619907', '01a221ca-0281-7003-84a5-d8d5b63c11d8', 2, 'Points', 'featureUpdated', '{"changes": {}, "geometry": {"type": "Point", "coordinates": [5730.8, 6102]}}', '2026-11-28 10:53:36.791944+00', '\x6edcc250f5e39c3fcbef5d32d9b8c85ed2410f2ed034de1c405a7d5fdb59c954');
INSERT INTO public.events VALUES ('legacy', 92, '01a221ca-029f-7000-af51-5ef2ffc7456c', '01a221ca-0235-7000-bc85-d191b6e905ff', 2, 'Points', 'featureUpdated', '{"changes": {}, "geometry": {"type": "Point", "coordinates": [3652, 5906.69015]}}', '2026-11-28 10:53:36.799082+00', '\xf1d2450ad148240f3d022de29a2592146586195915d0ab4ace7df8507b5427d2');
INSERT INTO public.events VALUES ('legacy', 93, '01a221ca-02aa-7000-adcf-645b051d74f4', '01a221ca-01de-7002-80bd-cb2acae3885d', 4, 'Points', 'featureUpdated', '{"changes": {}, "geometry": {"type": "Point", "coordinates": [7155, 4110.66]}}', '2026-11-28 10:53:36.810491+00', '\x996b5e4c6f5706abc4f9c1a57da7add28d51e4641a6339cc1d9354dcdac107a8');
INSERT INTO public.events VALUES ('legacy', 94, '01a221ca-02aa-7000-adcf-645b051d74f4', '01a221ca-020b-7003-b97d-77e977f68653', 4, 'Points', 'featureUpdated', '{"changes": {}, "geometry": {"type": "Point", "coordinates": [603.32, 2165]}}', '2026-11-28 10:53:36.810491+00', '\xd5e7a8006bd6a74ed6d41b7ae7a317f029ca28e2878077f42feb698284a1f834');
INSERT INTO public.events VALUES ('legacy', 95, '01a221ca-02aa-7000-adcf-645b051d74f4', '01a221ca-0248-7000-a1f9-cfc632545d79', 2, 'Points', 'featureUpdated', '{"changes": {}, "geometry": {"type": "Point", "coordinates": [6457.2, 9931.97019]}}', '2026-11-28 10:53:36.810491+00', '\xe6e429015a0272ceb98c4c80f0a9a91922457617e0fe5d66889356ff80045eb0');
INSERT INTO public.events VALUES ('legacy', 96, '01a221ca-02b1-7000-86a9-29dda39705ee', '01a221ca-028f-7001-a8cd-73a6cb45fd6e', 2, 'Lines', 'featureUpdated', '{"changes": {"Status": {"new": 5, "old": 1}}}', '2026-11-28 10:53:36.817849+00', '\x2036b53dad8676ea63ac48f64f7d3da32d48285a12844606fa881209c2769bd0');
INSERT INTO public.events VALUES ('legacy', 97, '01a221ca-02b9-7000-be75-1e18cfefc1cb', '01a221ca-020b-7003-b97d-77e977f68653', 5, 'Points', 'featureUpdated', '{"changes": {}}', '2026-11-28 10:53:36.825135+00', '\xdc40ea6a4cce985edcb53210f4b60e02a0d9bbb5be592658204577c404a4464c');
INSERT INTO public.events VALUES ('legacy', 98, '01a221ca-02b9-7000-be75-1e18cfefc1cb', '01a221ca-0281-7003-84a5-d8d5b63c11d8', 3, 'Points', 'featureUpdated', '{"changes": {}, "geometry": {"type": "Point", "coordinates": [6853, 6239.3]}}', '2026-11-28 10:53:36.825135+00', '\x627a0ca3d0dd4dc0ed27be386d05d22c5d0cdcdebcd0a17cf30c3bf9f34b0865');
INSERT INTO public.events VALUES ('legacy', 99, '01a221ca-02b9-7000-be75-1e18cfefc1cb', '01a221ca-0235-7003-8673-dd6ccb7648ad', 3, 'Lines', 'featureUpdated', '{"changes": {"Status": {"new": 9, "old": 5}}}', '2026-11-28 10:53:36.825135+00', '\xed7c68afb6203968e1fbb451584ab9f86b19754d9b7a49924a4e6e5d21849ae5');
INSERT INTO public.events VALUES ('legacy', 100, '01a221ca-02b9-7000-be75-1e18cfefc1cb', '01a221ca-01e7-7000-8403-e32f3a40e89e', 2, 'Lines', 'featureUpdated', '{"changes": {"Status": {"new": 2, "old": 1}}}', '2026-11-28 10:53:36.825135+00', '\xa9af0978fd189f3b8f37d8b424ea6c1c0ad7365410bdc52466bb3d588f5fdd23');
INSERT INTO public.events VALUES ('legacy', 101, '01a221ca-02c1-7000-802c-037c08fc3ed1', '01a221ca-021d-7004-beeb-940f66e253be', 2, 'Points', 'featureUpdated', '{"changes": {"Status": {"new": 9, "old": 1}}}', '2026-11-28 10:53:36.833156+00', '\x3a7ba805a8e1393cd8ddd34b1531df61f5ab8e6e1d3883c0fe77367c1b01cb16');
INSERT INTO public.events VALUES ('legacy', 102, '01a221ca-02c1-7000-802c-037c08fc3ed1', '01a221ca-0211-7000-9f6c-414ac7167b4d', 2, 'Points', 'featureUpdated', '{"changes": {"Status": {"new": 8, "old": 1}}}', '2026-11-28 10:53:36.833156+00', '\xcc5fa9e89486ff769e84c4e833ccdb91778fa114d35c0aa21c45ddc847a1a56c');
INSERT INTO public.events VALUES ('legacy', 103, '01a221ca-02c1-7000-802c-037c08fc3ed1', '01a221ca-020b-7004-84ff-021f752d61b3', 3, 'Lines', 'featureUpdated', '{"changes": {}}', '2026-11-28 10:53:36.833156+00', '\xcbb592b696eec6ef0b7523a82b0869be18e41cda5b4c46509c70665fbcf8ce34');
INSERT INTO public.events VALUES ('legacy', 104, '01a221ca-02c9-7000-8357-8bb57ac004e6', '01a221ca-0211-7003-85d8-117f6584ccfc', 2, 'Lines', 'featureUpdated', '{"changes": {}, "geometry": {"type": "LineString", "coordinates": [[9967, 6853.53667], [2441, 224], [283.381744, 9253]]}}', '2026-11-28 10:53:36.841036+00', '\x4fccd6dfd579dfc17321c2124f2044c047d0a03e1d4c5da46dc75e4a6353cd71');
INSERT INTO public.events VALUES ('legacy', 105, '01a221ca-02c9-7000-8357-8bb57ac004e6', '01a221ca-01de-7003-aef3-2fb8be74c183', 4, 'Points', 'featureUpdated', '{"changes": {"Status": {"new": 5, "old": 0}}}', '2026-11-28 10:53:36.841036+00', '\xd48c79b7f297c717845f62f905b64010c0b6267e8ffbfd5d31482c47430895f2');
INSERT INTO public.events VALUES ('legacy', 106, '01a221ca-02c9-7000-8357-8bb57ac004e6', '01a221ca-0235-7001-908a-fe3a449ca235', 2, 'Points', 'featureUpdated', '{"changes": {}, "geometry": {"type": "Point", "coordinates": [2072, 7380.99369]}}', '2026-11-28 10:53:36.841036+00', '\x3a7e0fcdaaa7080512c5043f6be33bcd4ed5bf759f3b704ee18905c01b342e0e');
INSERT INTO public.events VALUES ('legacy', 107, '01a221ca-02c9-7000-8357-8bb57ac004e6', '01a221ca-020b-7001-8954-f0e42be9bac4', 3, 'Points', 'featureUpdated', '{"changes": {}, "geometry": {"type": "Point", "coordinates": [7877, 2645.23383]}}', '2026-11-28 10:53:36.841036+00', '\x00058764cff453b02755df0994caa1e50be94ff50d286f7ad247b85445f56c47');
INSERT INTO public.events VALUES ('legacy', 108, '01a221ca-02cf-7003-9aa6-fbbf6eecac06', '01a221ca-02cf-7000-8c2b-5164a1c511c4', 1, 'Points', 'featureCreated', '{"geometry": {"type": "Point", "coordinates": [1260.3, 185]}, "objectId": 108, "attributes": {"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Height": 10, "Status": 0}}', '2026-11-28 10:53:36.847197+00', '\x0e233d36fe24b5407077e94fae3014bae646c721860f5b3c140433e1945434ea');
INSERT INTO public.events VALUES ('legacy', 109, '01a221ca-02cf-7003-9aa6-fbbf6eecac06', '01a221ca-02cf-7001-8dc3-9356aa402b95', 1, 'Lines', 'featureCreated', '{"geometry": {"type": "LineString", "coordinates": [[356.515, 6622.78783], [2745, 6941.19725], [9188.703, 5707.72]]}, "objectId": 109, "attributes": {"Name": "Pole 7", "Status": 3, "Voltage": 220}}', '2026-11-28 10:53:36.847197+00', '\x23b25c4da5956b8eca654d5e6b086d418c0a31fdeb821739ca5379ff13e60841');
INSERT INTO public.events VALUES ('legacy', 110, '01a221ca-02cf-7003-9aa6-fbbf6eecac06', '01a221ca-02cf-7002-a053-7c11abdd87e6', 1, 'Lines', 'featureCreated', '{"geometry": {"type": "LineString", "coordinates": [[1907.419353, 7135.57788], [6648.2, 9582.24], [9462.33, 6906]]}, "objectId": 110, "attributes": {"Name": "Pole 7", "Status": 0, "Voltage": 110}}', '2026-11-28 10:53:36.847197+00', '\x1d9313a8e7f6058385c0299d63868845a685cb34728f1a23fec659cb3c52cb1e');
INSERT INTO public.events VALUES ('legacy', 111, '01a221ca-02d6-7000-b5de-7f2f626136aa', '01a221ca-021d-7003-a3f1-c69779b15d0b', 5, 'Lines', 'featureUpdated', '{"changes": {}, "geometry": {"type": "LineString", "coordinates": [[8212.676, 6777.4], [4758.7, 2160.33221], [9518.5, 1265.49]]}}', '2026-11-28 10:53:36.854614+00', '\xd8c772582ff3f478f2a06408a6a914aac5aa81f5a6c73d4192c19d09264b4793');
INSERT INTO public.events VALUES ('legacy', 112, '01a221ca-02d6-7000-b5de-7f2f626136aa', '01a221ca-020b-7003-b97d-77e977f68653', 6, 'Points', 'featureUpdated', '{"changes": {}, "geometry": {"type": "Point", "coordinates": [3292.117, 8228]}}', '2026-11-28 10:53:36.854614+00', '\x5fb63150a252ebe563719703d4ee51b82304fe52f4bebbf15fed805ab69cf9dc');
INSERT INTO public.events VALUES ('legacy', 113, '01a221ca-02d6-7000-b5de-7f2f626136aa', '01a221ca-01de-7000-9a73-84b8e45dd317', 3, 'Points', 'featureUpdated', '{"changes": {"Status": {"new": 0, "old": 2}}}', '2026-11-28 10:53:36.854614+00', '\x33c7a87bf2124207db251885221794661074c15ea5953ec18dcb9c7e84cf0826');
INSERT INTO public.events VALUES ('legacy', 114, '01a221ca-02df-7000-9e9f-91bb63bf74a3', '01a221ca-020b-7004-84ff-021f752d61b3', 4, 'Lines', 'featureUpdated', '{"changes": {"Status": {"new": 2, "old": 1}}}', '2026-11-28 10:53:36.863038+00', '\xf7a34234ec64a9fb891e6f5b8286c5bed17988da6ab44da434074ab142b7f760');
INSERT INTO public.events VALUES ('legacy', 115, '01a221ca-02df-7000-9e9f-91bb63bf74a3', '01a221ca-0211-7000-9f6c-414ac7167b4d', 3, 'Points', 'featureUpdated', '{"changes": {}, "geometry": {"type": "Point", "coordinates": [5102.8, 4251.77099]}}', '2026-11-28 10:53:36.863038+00', '\x67f7b0f694bd9bd6488123953bc6905e63e5ac35732b27d6db4f6c48913a1bc0');
INSERT INTO public.events VALUES ('legacy', 116, '01a221ca-02df-7000-9e9f-91bb63bf74a3', '01a221ca-020b-7001-8954-f0e42be9bac4', 4, 'Points', 'featureUpdated', '{"changes": {}, "geometry": {"type": "Point", "coordinates": [3141, 2108.02779]}}', '2026-11-28 10:53:36.863038+00', '\xf2b2528223bfc19107d2b5b83bd44a72e97e8694bd68f357588dc1cf73dbf88e');
INSERT INTO public.events VALUES ('legacy', 117, '01a221ca-02e7-7000-ab51-4f75cf326d4b', '01a221ca-021d-7003-a3f1-c69779b15d0b', 6, 'Lines', 'featureUpdated', '{"changes": {}, "geometry": {"type": "LineString", "coordinates": [[221.6, 9560.87], [6773, 1937.14041], [333.778, 385.14]]}}', '2026-11-28 10:53:36.871524+00', '\x0820af58bb6de155363c85a2a031932b15d1dff4bbb2060b65eeb1415536f367');
INSERT INTO public.events VALUES ('legacy', 118, '01a221ca-02e7-7000-ab51-4f75cf326d4b', '01a221ca-0211-7003-85d8-117f6584ccfc', 3, 'Lines', 'featureUpdated', '{"changes": {"Status": {"new": 4, "old": 2}}}', '2026-11-28 10:53:36.871524+00', '\xb241668186051d5d92a23fdf517b264d1179d9beb3ae305ca8ddbfe408c0bc68');
INSERT INTO public.events VALUES ('legacy', 119, '01a221ca-02e7-7000-ab51-4f75cf326d4b', '01a221ca-01ec-7002-b98b-24b6d259e2b6', 3, 'Points', 'featureDeleted', '{"geometry": {"type": "Point", "coordinates": [7872.073, 5602.78]}, "objectId": 14, "attributes": {"Name": "a", "Height": 0.0000001, "Status": 4}}', '2026-11-28 10:53:36.871524+00', '\x61a57e7789bb421e751db79a970cb755f1a1ed34305c078ed8f29ccfaf8b899d');
INSERT INTO public.events VALUES ('legacy', 120, '01a221ca-02ee-7000-bed7-a6d69049e943', '01a221ca-01ec-7001-996e-8fd66205d8f9', 2, 'Lines', 'featureUpdated', '{"changes": {}, "geometry": {"type": "LineString", "coordinates": [[8087, 1410.54], [1632.1, 3823.83712], [4605.11, 9173.73]]}}', '2026-11-28 10:53:36.878233+00', '\xcd72403282821a08d966def8086b204e9d3eeb8d7ff6a26e88650934b697489f');
INSERT INTO public.events VALUES ('legacy', 121, '01a221ca-02ee-7000-bed7-a6d69049e943', '01a221ca-0281-7002-b4c1-f0875fcffbd4', 2, 'Points', 'featureUpdated', '{"changes": {"Status": {"new": 8, "old": 2}}}', '2026-11-28 10:53:36.878233+00', '\xc2c1ce0de90f250522e21a66ee4687b19fe182b930398029b0ffa6057272e6d0');
INSERT INTO public.events VALUES ('legacy', 122, '01a221ca-02ee-7000-bed7-a6d69049e943', '01a221ca-023b-7000-bc77-e3dfb597bc80', 3, 'Points', 'featureUpdated', '{"changes": {"Status": {"new": 6, "old": 1}}}', '2026-11-28 10:53:36.878233+00', '\xf86ea9204762351a68b72db93793e09a069cdcd78e0cd4b6c273ede8149f8d6e');
INSERT INTO public.events VALUES ('legacy', 123, '01a221ca-02ee-7000-bed7-a6d69049e943', '01a221ca-0248-7001-9b22-54016f3571fb', 4, 'Points', 'featureDeleted', '{"geometry": {"type": "Point", "coordinates": [7525, 7049.32897]}, "objectId": 60, "attributes": {"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Height": null, "Status": 0}}', '2026-11-28 10:53:36.878233+00', '\x6ad60bc3e53d94db871e2e69f9868bd56652265597ecae9f31b58e65dfe39d2a');
INSERT INTO public.events VALUES ('legacy', 124, '01a221ca-02f5-7000-8fb4-e12b90cf0637', '01a221ca-01de-7004-a056-65cc11e8ff0f', 2, 'Lines', 'featureUpdated', '{"changes": {}, "geometry": {"type": "LineString", "coordinates": [[828.042, 3004.79297], [4631.178593, 6221.91], [6431.285, 1090.18632]]}}', '2026-11-28 10:53:36.885038+00', '\xafbb621f8a4c4ae728ac5f1f7213d23294984d27ea26944298c4aba724ca3c62');
INSERT INTO public.events VALUES ('legacy', 125, '01a221ca-02f5-7000-8fb4-e12b90cf0637', '01a221ca-021d-7000-8b1d-f70da748af13', 3, 'Lines', 'featureUpdated', '{"changes": {}, "geometry": {"type": "LineString", "coordinates": [[2739.032978, 4023], [4439.6, 1408], [3794, 7350]]}}', '2026-11-28 10:53:36.885038+00', '\x58a82f5146c1d6dea99f540cae75fc3d15309f13f0133b3096f8cb35c3bca608');
INSERT INTO public.events VALUES ('legacy', 126, '01a221ca-02f5-7000-8fb4-e12b90cf0637', '01a221ca-0248-7004-af78-75b7e8cda760', 3, 'Points', 'featureUpdated', '{"changes": {}, "geometry": {"type": "Point", "coordinates": [764.208, 9277]}}', '2026-11-28 10:53:36.885038+00', '\x399a27fe2a4df0a320884c3b9aecb62c59cc87a9a2ded0defcd4b9d2b5bfaa8c');
INSERT INTO public.events VALUES ('legacy', 127, '01a221ca-02f5-7000-8fb4-e12b90cf0637', '01a221ca-0211-7000-9f6c-414ac7167b4d', 4, 'Points', 'featureUpdated', '{"changes": {}, "geometry": {"type": "Point", "coordinates": [8186.555894, 1498]}}', '2026-11-28 10:53:36.885038+00', '\x69a9199d1970f470a68b296ec85b337c85151ce1018e929dae8ac1521b5e575b');
INSERT INTO public.events VALUES ('legacy', 128, '01a221ca-02fb-7000-88c7-67ec73816ed4', '01a221ca-0281-7002-b4c1-f0875fcffbd4', 3, 'Points', 'featureUpdated', '{"changes": {}, "geometry": {"type": "Point", "coordinates": [8049, 1826]}}', '2026-11-28 10:53:36.891922+00', '\x9f2e9c8c891bf30f6fd7d3a93f600ca9e888803546fb0dc145b1b3a3e931c015');
INSERT INTO public.events VALUES ('legacy', 129, '01a221ca-02fb-7000-88c7-67ec73816ed4', '01a221ca-0235-7000-bc85-d191b6e905ff', 3, 'Points', 'featureUpdated', '{"changes": {}, "geometry": {"type": "Point", "coordinates": [6974.9, 4191.63178]}}', '2026-11-28 10:53:36.891922+00', '\x338357155d1d1696b4783da31c078800e8a8ead04a2db4802dc2184232bb24f7');
INSERT INTO public.events VALUES ('legacy', 130, '01a221ca-02fb-7000-88c7-67ec73816ed4', '01a221ca-020b-7004-84ff-021f752d61b3', 5, 'Lines', 'featureUpdated', '{"changes": {"Status": {"new": 3, "old": 2}}}', '2026-11-28 10:53:36.891922+00', '\x2ce9f553c68becfa363a49d16bfdb8ca7cd9508d5ac04caf47aee0f3a6da45ac');
INSERT INTO public.events VALUES ('legacy', 131, '01a221ca-030c-7000-b9d0-510991170a57', '01a221ca-021d-7003-a3f1-c69779b15d0b', 7, 'Lines', 'featureUpdated', '{"changes": {}, "geometry": {"type": "LineString", "coordinates": [[575.517, 8550.58], [8486, 9248], [6249, 6541]]}}', '2026-11-28 10:53:36.908298+00', '\x83d5ad031387cfacdcb712738cf2957447f6abc13b7e68c14ddaec36d579a85b');
INSERT INTO public.events VALUES ('legacy', 132, '01a221ca-030c-7000-b9d0-510991170a57', '01a221ca-020b-7003-b97d-77e977f68653', 7, 'Points', 'featureUpdated', '{"changes": {}, "geometry": {"type": "Point", "coordinates": [603.32, 2165]}}', '2026-11-28 10:53:36.908298+00', '\x44e0f2d54f52f686dd4fbffa93c0ed8f6d542f4ab1063b98cef265c97cf9bac4');
INSERT INTO public.events VALUES ('legacy', 133, '01a221ca-030c-7000-b9d0-510991170a57', '01a221ca-01de-7000-9a73-84b8e45dd317', 4, 'Points', 'featureUpdated', '{"changes": {"Status": {"new": 2, "old": 0}}}', '2026-11-28 10:53:36.908298+00', '\xe3e5ee2f36ab9e3941fd034e96e6a61ac28ebe8cadbe325854184aba9f4ff609');
INSERT INTO public.events VALUES ('legacy', 134, '01a221ca-0319-7000-859a-f8dfad248ad6', '01a221ca-021d-7003-a3f1-c69779b15d0b', 8, 'Lines', 'featureUpdated', '{"changes": {}, "geometry": {"type": "LineString", "coordinates": [[221.6, 9560.87], [6773, 1937.14041], [333.778, 385.14]]}}', '2026-11-28 10:53:36.921963+00', '\x732dca2649ef9eab86e7b282df543b4a60f583cd515a2baa21d105dcbc81ec85');
INSERT INTO public.events VALUES ('legacy', 135, '01a221ca-0319-7000-859a-f8dfad248ad6', '01a221ca-020b-7003-b97d-77e977f68653', 8, 'Points', 'featureUpdated', '{"changes": {}, "geometry": {"type": "Point", "coordinates": [3292.117, 8228]}}', '2026-11-28 10:53:36.921963+00', '\x2d9d33a4887b6d8e7c23f0b8161230de6165eef55c79e279263225e233ec8cfe');
INSERT INTO public.events VALUES ('legacy', 136, '01a221ca-0319-7000-859a-f8dfad248ad6', '01a221ca-01de-7000-9a73-84b8e45dd317', 5, 'Points', 'featureUpdated', '{"changes": {"Status": {"new": 0, "old": 2}}}', '2026-11-28 10:53:36.921963+00', '\x04ebc46cacc603c584a51ef19c423d5f09045f1fa27e0e37a9a5498bd89385aa');
INSERT INTO public.events VALUES ('legacy', 137, '01a221ca-0327-7000-a72c-725033ee3ea8', '01a221ca-021d-7003-a3f1-c69779b15d0b', 9, 'Lines', 'featureUpdated', '{"changes": {}, "geometry": {"type": "LineString", "coordinates": [[575.517, 8550.58], [8486, 9248], [6249, 6541]]}}', '2026-11-28 10:53:36.935799+00', '\x9bb92bdfd505b37c8597620937bd4a7a292fff50e44c6258db9bedb0917d799b');
INSERT INTO public.events VALUES ('legacy', 138, '01a221ca-0327-7000-a72c-725033ee3ea8', '01a221ca-020b-7003-b97d-77e977f68653', 9, 'Points', 'featureUpdated', '{"changes": {}, "geometry": {"type": "Point", "coordinates": [603.32, 2165]}}', '2026-11-28 10:53:36.935799+00', '\x4d6d4c500b9ff5c29ab22ab004923ca812e632d35003eb16665820fdea7c90d2');
INSERT INTO public.events VALUES ('legacy', 139, '01a221ca-0327-7000-a72c-725033ee3ea8', '01a221ca-01de-7000-9a73-84b8e45dd317', 6, 'Points', 'featureUpdated', '{"changes": {"Status": {"new": 2, "old": 0}}}', '2026-11-28 10:53:36.935799+00', '\xcb8d7f1956ddaabdd5249248621136ba48586873949eaa02a799963b3b03cff0');
INSERT INTO public.events VALUES ('legacy', 140, '01a221ca-033f-7000-b463-e9f19aceb41a', '01a221ca-0248-7004-af78-75b7e8cda760', 4, 'Points', 'featureUpdated', '{"changes": {"Status": {"new": 2, "old": 4}}}', '2026-11-28 10:53:36.959263+00', '\x5cb78ce37307388fac7d4350326a634f1fdf0ce3564fe12f45cc3a871c8c157e');
INSERT INTO public.events VALUES ('legacy', 141, '01a221ca-0346-7000-9086-6f80f1645e9d', '01a221ca-0211-7000-9f6c-414ac7167b4d', 5, 'Points', 'featureUpdated', '{"changes": {"Status": {"new": 0, "old": 8}}}', '2026-11-28 10:53:36.966756+00', '\x529953fc466772575198d745254c9dfe5acf64a8422f484fde8848455a044c01');
INSERT INTO public.events VALUES ('legacy', 142, '01a221ca-0346-7000-9086-6f80f1645e9d', '01a221ca-0248-7003-8e30-22be530fa76e', 3, 'Points', 'featureUpdated', '{"changes": {"Status": {"new": 5, "old": 3}}}', '2026-11-28 10:53:36.966756+00', '\x5eb6ed78e4c2028590d23936dcf8ac009cda72e5cfe215710af5b783ce6863b8');
INSERT INTO public.events VALUES ('legacy', 143, '01a221ca-0346-7000-9086-6f80f1645e9d', '01a221ca-0248-7000-a1f9-cfc632545d79', 3, 'Points', 'featureUpdated', '{"changes": {}, "geometry": {"type": "Point", "coordinates": [8466, 3105.27]}}', '2026-11-28 10:53:36.966756+00', '\x8199f1f8649f109414a831470835ccb8a46637143409aa80d2a3f37961544f89');
INSERT INTO public.events VALUES ('legacy', 144, '01a221ca-034d-7000-9c98-e9de58e5a33f', '01a221ca-01de-7001-83d9-2fd8e08115c8', 4, 'Points', 'featureUpdated', '{"changes": {}, "geometry": {"type": "Point", "coordinates": [3927.132874, 197.89]}}', '2026-11-28 10:53:36.973838+00', '\x70f9af2c9fdd6b6adb3ddfa792b53ff384987691ef34ced3d7cf202da6c1aaf1');
INSERT INTO public.events VALUES ('legacy', 145, '01a221ca-034d-7000-9c98-e9de58e5a33f', '01a221ca-0235-7001-908a-fe3a449ca235', 3, 'Points', 'featureUpdated', '{"changes": {}, "geometry": {"type": "Point", "coordinates": [4837.251626, 9981]}}', '2026-11-28 10:53:36.973838+00', '\xc8a8d6a4a30b9eaf4824ba0f3e8c74bb9b92765eee211ab716add0e14a8146f2');
INSERT INTO public.events VALUES ('legacy', 146, '01a221ca-034d-7000-9c98-e9de58e5a33f', '01a221ca-0248-7003-8e30-22be530fa76e', 4, 'Points', 'featureUpdated', '{"changes": {"Status": {"new": 3, "old": 5}}}', '2026-11-28 10:53:36.973838+00', '\x57bbc1a21c54b5840a1cc8e2f7f585f1e0b1a7d47b6900636964cbb3e4cf5d7a');
INSERT INTO public.events VALUES ('legacy', 147, '01a221ca-0355-7000-bfa0-a953b324d28c', '01a221ca-01de-7003-aef3-2fb8be74c183', 5, 'Points', 'featureUpdated', '{"changes": {"Status": {"new": 3, "old": 5}}}', '2026-11-28 10:53:36.981692+00', '\x81d692aaeca075f82badd4a439f8736bb3752a491fc36213bd36981f9b454aee');
INSERT INTO public.events VALUES ('legacy', 148, '01a221ca-0355-7000-bfa0-a953b324d28c', '01a221ca-028f-7000-ac14-1eefbbb306fd', 2, 'Points', 'featureUpdated', '{"changes": {}, "geometry": {"type": "Point", "coordinates": [6791.134, 4409.09]}}', '2026-11-28 10:53:36.981692+00', '\x32fabc0681757d531974452cd4d043a7726c76d8069df540351468bbde28a450');
INSERT INTO public.events VALUES ('legacy', 149, '01a221ca-0355-7000-bfa0-a953b324d28c', '01a221ca-0211-7002-9ccf-76aeb449df3f', 5, 'Points', 'featureUpdated', '{"changes": {"Status": {"new": 7, "old": 9}}}', '2026-11-28 10:53:36.981692+00', '\x31839c645cadfc00a5573c87790ff03b85597d74a68a236fe8c492fa0dd2c903');
INSERT INTO public.events VALUES ('legacy', 150, '01a221ca-0355-7000-bfa0-a953b324d28c', '01a221ca-020b-7004-84ff-021f752d61b3', 6, 'Lines', 'featureUpdated', '{"changes": {"Status": {"new": 9, "old": 3}}}', '2026-11-28 10:53:36.981692+00', '\xd549808366ba14af8b5c263ac738d64530b21a3cc9a0f79f35d7b3302c780d65');
INSERT INTO public.events VALUES ('legacy', 151, '01a221ca-035d-7000-b937-24d7a158b684', '01a221ca-0235-7002-b2c0-91bc7ec6746d', 2, 'Lines', 'featureUpdated', '{"changes": {"Status": {"new": 8, "old": 1}}}', '2026-11-28 10:53:36.989372+00', '\x3c6ffcf130f11cde03f0bb43adadd8681e4eeaf55147a44fdff315238cc73221');
INSERT INTO public.events VALUES ('legacy', 152, '01a221ca-035d-7000-b937-24d7a158b684', '01a221ca-028f-7000-ac14-1eefbbb306fd', 3, 'Points', 'featureUpdated', '{"changes": {"Status": {"new": 8, "old": 3}}}', '2026-11-28 10:53:36.989372+00', '\x1debc29fab0be8aad173b788cf29ae033cde01250c858f790ca4d2e0f5b97e16');
INSERT INTO public.events VALUES ('legacy', 153, '01a221ca-0364-7000-a002-b58a7488684f', '01a221ca-0248-7000-a1f9-cfc632545d79', 4, 'Points', 'featureUpdated', '{"changes": {"Status": {"new": 1, "old": 5}}}', '2026-11-28 10:53:36.996204+00', '\x60e11499aa63bc0489c08fe871dbf0723cfc60e0c1e10dace4d4a9e705eef762');
INSERT INTO public.events VALUES ('legacy', 154, '01a221ca-0364-7000-a002-b58a7488684f', '01a221ca-0248-7003-8e30-22be530fa76e', 5, 'Points', 'featureUpdated', '{"changes": {"Status": {"new": 0, "old": 3}}}', '2026-11-28 10:53:36.996204+00', '\x7f03318df0b3c618198a22f64fb8ea4f0814fbab969d813d2b28764778dfa496');
INSERT INTO public.events VALUES ('legacy', 155, '01a221ca-0364-7000-a002-b58a7488684f', '01a221ca-01ec-7001-996e-8fd66205d8f9', 3, 'Lines', 'featureUpdated', '{"changes": {"Status": {"new": 8, "old": 4}}}', '2026-11-28 10:53:36.996204+00', '\x0008bfe6ccca8b6582ba19b42b8097f4d15d7c2ab41db8275d64e09d49d1c38f');
INSERT INTO public.events VALUES ('legacy', 156, '01a221ca-0364-7000-a002-b58a7488684f', '01a221ca-02cf-7002-a053-7c11abdd87e6', 2, 'Lines', 'featureUpdated', '{"changes": {"Status": {"new": 7, "old": 0}}}', '2026-11-28 10:53:36.996204+00', '\x5bcd6a25c55f81f7f8a21e691e326d5cabd422e784da3f0f8af503daf38aca82');
INSERT INTO public.events VALUES ('legacy', 157, '01a221ca-0369-7005-a95d-0ae0ec0e2ee9', '01a221ca-0369-7000-9aa9-2b3767e77292', 1, 'Lines', 'featureCreated', '{"geometry": {"type": "LineString", "coordinates": [[145, 8865.92674], [4217.7, 6351.21], [9763.7, 949.22863]]}, "objectId": 157, "attributes": {"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Status": 4, "Voltage": 110}}', '2026-11-28 10:53:37.001315+00', '\x1e531d17224e9d8e73e52c12a3c56a10f565076981790ba34fd44d25e4e0140b');
INSERT INTO public.events VALUES ('legacy', 158, '01a221ca-0369-7005-a95d-0ae0ec0e2ee9', '01a221ca-0369-7001-a902-27a24f4dd132', 1, 'Lines', 'featureCreated', '{"geometry": {"type": "LineString", "coordinates": [[1359.2, 9497], [5896, 2073], [9047.365, 2725.31]]}, "objectId": 158, "attributes": {"Name": "a", "Status": 3, "Voltage": 110}}', '2026-11-28 10:53:37.001315+00', '\xf1e831407d595e1db3d4663249a28a14530492ef70eca2413325c8f4dd5dec1c');
INSERT INTO public.events VALUES ('legacy', 159, '01a221ca-0369-7005-a95d-0ae0ec0e2ee9', '01a221ca-0369-7002-ba51-abd9c100fdb1', 1, 'Lines', 'featureCreated', '{"geometry": {"type": "LineString", "coordinates": [[449.2, 9643.24984], [8719.995, 4025.42297], [1615.562954, 5014]]}, "objectId": 159, "attributes": {"Name": "Ünïcode \"q\"", "Status": 3, "Voltage": 220}}', '2026-11-28 10:53:37.001315+00', '\x7af894478a50a4604db0f70aae9d3c184309fe01d234a8d2feba30372b7b7672');
INSERT INTO public.events VALUES ('legacy', 160, '01a221ca-0369-7005-a95d-0ae0ec0e2ee9', '01a221ca-0369-7003-841e-297fdb20aadf', 1, 'Lines', 'featureCreated', '{"geometry": {"type": "LineString", "coordinates": [[6470.9, 3857.63988], [2859.8, 435], [8113.7, 6468.90182]]}, "objectId": 160, "attributes": {"Name": "Pole 7", "Status": 0, "Voltage": 110}}', '2026-11-28 10:53:37.001315+00', '\x3f115fe3c9acd1a63134bc6b22b97df5b271b0e9e41e072c9867c8fe3f7ce6c7');
INSERT INTO public.events VALUES ('legacy', 161, '01a221ca-0369-7005-a95d-0ae0ec0e2ee9', '01a221ca-0369-7004-9565-59864e9f3d2e', 1, 'Points', 'featureCreated', '{"geometry": {"type": "Point", "coordinates": [6914.4, 8335.06]}, "objectId": 161, "attributes": {"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Height": 0.0000001, "Status": 2}}', '2026-11-28 10:53:37.001315+00', '\xed0ba560a64c0548a12bd31d8b1e6fd452e01bfeaf7f59d6453eb0bc34d4cdbf');
INSERT INTO public.events VALUES ('legacy', 162, '01a221ca-036f-7000-9c57-88afe8413c24', '01a221ca-0235-7001-908a-fe3a449ca235', 4, 'Points', 'featureUpdated', '{"changes": {"Status": {"new": 1, "old": 4}}}', '2026-11-28 10:53:37.007413+00', '\x8c098bb1f4a5afdef59851b31e51f0bc98d0d858b5ae47deaeb9e4ba7e7811ee');
INSERT INTO public.events VALUES ('legacy', 163, '01a221ca-0375-7000-b2d3-19432408a5da', '01a221ca-02cf-7000-8c2b-5164a1c511c4', 2, 'Points', 'featureUpdated', '{"changes": {}, "geometry": {"type": "Point", "coordinates": [2043, 6126.69408]}}', '2026-11-28 10:53:37.013852+00', '\x7e85fd42fe96da1d00d8f8eec2319c252470e1fa4cdac4c49cad96042401cb1d');
INSERT INTO public.events VALUES ('legacy', 164, '01a221ca-0375-7000-b2d3-19432408a5da', '01a221ca-01ec-7000-9b7f-289703b51e4d', 6, 'Lines', 'featureUpdated', '{"changes": {}, "geometry": {"type": "LineString", "coordinates": [[8912, 3273], [2046.463204, 3753.44], [6429.4, 115.51781]]}}', '2026-11-28 10:53:37.013852+00', '\x3129033afa696500ebafdc4845dab0a4a15b04451fc7dc0b5363d0fadce0bacf');
INSERT INTO public.events VALUES ('legacy', 165, '01a221ca-037c-7000-a1aa-13365a3279fc', '01a221ca-028f-7000-ac14-1eefbbb306fd', 4, 'Points', 'featureUpdated', '{"changes": {}, "geometry": {"type": "Point", "coordinates": [9873.553, 3418.92]}}', '2026-11-28 10:53:37.020133+00', '\x23c25ce2b8b45780008cf675eb1029ccfe4400e24c7c991ebb565e6a35da2696');
INSERT INTO public.events VALUES ('legacy', 166, '01a221ca-037c-7000-a1aa-13365a3279fc', '01a221ca-02cf-7002-a053-7c11abdd87e6', 3, 'Lines', 'featureUpdated', '{"changes": {}, "geometry": {"type": "LineString", "coordinates": [[1308.928861, 1052], [5513, 3232.48635], [4558.121, 5017.62]]}}', '2026-11-28 10:53:37.020133+00', '\x9a5ab4139f818bb48e6238d1592bf67b03ee7c65842e7784bd593b99d52f34a1');
INSERT INTO public.events VALUES ('legacy', 167, '01a221ca-037c-7000-a1aa-13365a3279fc', '01a221ca-028f-7001-a8cd-73a6cb45fd6e', 3, 'Lines', 'featureUpdated', '{"changes": {"Status": {"new": 1, "old": 5}}}', '2026-11-28 10:53:37.020133+00', '\x2b1008957f10ddd154191a17a770d33c4e5a88ad1239f93f50882f0bd7725af5');
INSERT INTO public.events VALUES ('legacy', 168, '01a221ca-0382-7000-b07f-1c7bed21d224', '01a221ca-01de-7003-aef3-2fb8be74c183', 6, 'Points', 'featureUpdated', '{"changes": {}, "geometry": {"type": "Point", "coordinates": [465.580373, 4185.73715]}}', '2026-11-28 10:53:37.02654+00', '\x754c6e36b7dd61c3c2be9df10dcf4ab6112a15f5b390ab06c8973d8d634250a5');
INSERT INTO public.events VALUES ('legacy', 169, '01a221ca-0382-7000-b07f-1c7bed21d224', '01a221ca-021d-7004-beeb-940f66e253be', 3, 'Points', 'featureUpdated', '{"changes": {"Status": {"new": 0, "old": 9}}}', '2026-11-28 10:53:37.02654+00', '\x1f13fe9b99018ff73c00969697d8c73ab22d23560787c7a08ca4f2ac63f500c2');
INSERT INTO public.events VALUES ('legacy', 170, '01a221ca-0389-7000-9d92-90ba5ab16541', '01a221ca-0211-7001-b138-6bad715b2ce9', 2, 'Points', 'featureUpdated', '{"changes": {}, "geometry": {"type": "Point", "coordinates": [5069.011, 8110.03]}}', '2026-11-28 10:53:37.033382+00', '\x84457b5953678d304d29e801bb9d33e27692153c217be7bbc1c654a89f9389da');
INSERT INTO public.events VALUES ('legacy', 171, '01a221ca-0389-7000-9d92-90ba5ab16541', '01a221ca-01de-7001-83d9-2fd8e08115c8', 5, 'Points', 'featureUpdated', '{"changes": {}, "geometry": {"type": "Point", "coordinates": [302.507, 9248.36958]}}', '2026-11-28 10:53:37.033382+00', '\x0d6d37e8709cca30d6eddc8bc14007e822a0c48f771dc2dd5aad2af43b2dd0c4');
INSERT INTO public.events VALUES ('legacy', 172, '01a221ca-0389-7000-9d92-90ba5ab16541', '01a221ca-020b-7002-86fe-8c1f58b85391', 3, 'Points', 'featureUpdated', '{"changes": {"Status": {"new": 3, "old": 6}}}', '2026-11-28 10:53:37.033382+00', '\xb8835250a936c1c9579ab15584ab42a0f17d907c170fce1e7f6127b9f69dc902');
INSERT INTO public.events VALUES ('legacy', 173, '01a221ca-0389-7000-9d92-90ba5ab16541', '01a221ca-0211-7002-9ccf-76aeb449df3f', 6, 'Points', 'featureUpdated', '{"changes": {}}', '2026-11-28 10:53:37.033382+00', '\x9ec14f5ef3497cdfe3e723988cf455e2b4e9531c374cecbdda7fc9ae8d1825ee');
INSERT INTO public.events VALUES ('legacy', 174, '01a221ca-0390-7000-87b1-b66c5f29990d', '01a221ca-01ec-7001-996e-8fd66205d8f9', 4, 'Lines', 'featureUpdated', '{"changes": {"Status": {"new": 6, "old": 8}}}', '2026-11-28 10:53:37.040355+00', '\x3e1c096bfb0487c9c4db683d6d2dbe08a95c8f092e602b30332a8d0b028dd569');
INSERT INTO public.events VALUES ('legacy', 175, '01a221ca-0390-7000-87b1-b66c5f29990d', '01a221ca-0248-7004-af78-75b7e8cda760', 5, 'Points', 'featureDeleted', '{"geometry": {"type": "Point", "coordinates": [764.208, 9277]}, "objectId": 63, "attributes": {"Name": "a", "Height": 12345.678, "Status": 2}}', '2026-11-28 10:53:37.040355+00', '\xfb77384ca0fc0d0eca34e32455f112014a722bcd180fecb8c182c730a54d077f');
INSERT INTO public.events VALUES ('legacy', 176, '01a221ca-0397-7000-b166-4508fe7c5a20', '01a221ca-028f-7001-a8cd-73a6cb45fd6e', 4, 'Lines', 'featureUpdated', '{"changes": {}, "geometry": {"type": "LineString", "coordinates": [[2406.903578, 1945.82896], [5422, 2110], [1079.9, 1170]]}}', '2026-11-28 10:53:37.047507+00', '\xea311398c47bc7e7a7709a574b311c8e58318d53e7b80c72bc8ca57083085ea9');
INSERT INTO public.events VALUES ('legacy', 177, '01a221ca-0397-7000-b166-4508fe7c5a20', '01a221ca-0369-7003-841e-297fdb20aadf', 2, 'Lines', 'featureDeleted', '{"geometry": {"type": "LineString", "coordinates": [[6470.9, 3857.63988], [2859.8, 435], [8113.7, 6468.90182]]}, "objectId": 160, "attributes": {"Name": "Pole 7", "Status": 0, "Voltage": 110}}', '2026-11-28 10:53:37.047507+00', '\x2ef86440895b1aecca4a4f3de3631d99e596e101718034fe332ae0a46c4bbb18');
INSERT INTO public.events VALUES ('legacy', 178, '01a221ca-039e-7000-a44f-d86ca36d5c92', '01a221ca-020b-7004-84ff-021f752d61b3', 7, 'Lines', 'featureUpdated', '{"changes": {"Status": {"new": 4, "old": 9}}}', '2026-11-28 10:53:37.054245+00', '\x6082a88f1b744376940f52eda3494731ccd64ee44b1b724d37dadc7130fa83c7');
INSERT INTO public.events VALUES ('legacy', 179, '01a221ca-039e-7000-a44f-d86ca36d5c92', '01a221ca-021d-7001-a464-16384e7f814c', 3, 'Lines', 'featureUpdated', '{"changes": {"Status": {"new": 0, "old": 1}}}', '2026-11-28 10:53:37.054245+00', '\x2ff8b2671abc90124f2df8a558e08ec6405d33412d0b86204f71ad61ea6e370f');
INSERT INTO public.events VALUES ('legacy', 180, '01a221ca-039e-7000-a44f-d86ca36d5c92', '01a221ca-01ec-7000-9b7f-289703b51e4d', 7, 'Lines', 'featureUpdated', '{"changes": {"Status": {"new": 7, "old": 3}}}', '2026-11-28 10:53:37.054245+00', '\x9286f0574df0213a2baa5a5288f64a25d67db896cd7cae17127fadea27fcdcc0');
INSERT INTO public.events VALUES ('legacy', 181, '01a221ca-039e-7000-a44f-d86ca36d5c92', '01a221ca-01de-7003-aef3-2fb8be74c183', 7, 'Points', 'featureUpdated', '{"changes": {}, "geometry": {"type": "Point", "coordinates": [2877.126205, 4355.0399]}}', '2026-11-28 10:53:37.054245+00', '\xfd84e5ca338cfa02470c23e72da01763c423eff36e0c321b45d7b71c9f8989b4');
INSERT INTO public.events VALUES ('legacy', 182, '01a221ca-03a5-7000-80d3-95efe7b2cdbe', '01a221ca-021d-7000-8b1d-f70da748af13', 4, 'Lines', 'featureUpdated', '{"changes": {"Status": {"new": 8, "old": 5}}}', '2026-11-28 10:53:37.061262+00', '\xf5c7e82078d1832230dd6144545beae0e49e9954e28e4c000257a2fd4c8238cf');
INSERT INTO public.events VALUES ('legacy', 183, '01a221ca-03a5-7000-80d3-95efe7b2cdbe', '01a221ca-0235-7003-8673-dd6ccb7648ad', 4, 'Lines', 'featureUpdated', '{"changes": {}, "geometry": {"type": "LineString", "coordinates": [[7138.535327, 7901.81447], [3971, 8828.79], [2640.7, 2019.63256]]}}', '2026-11-28 10:53:37.061262+00', '\x419b6864088b59ff2d5c49be1970b2ec74d3208e4f749e867d56879793a6166d');
INSERT INTO public.events VALUES ('legacy', 184, '01a221ca-03a5-7000-80d3-95efe7b2cdbe', '01a221ca-0235-7001-908a-fe3a449ca235', 5, 'Points', 'featureUpdated', '{"changes": {}, "geometry": {"type": "Point", "coordinates": [74, 2115.76]}}', '2026-11-28 10:53:37.061262+00', '\x63f402f3ebf2bdb8abb2bcccca928872683101ab77df076c0dcaa109743adc6d');
INSERT INTO public.events VALUES ('legacy', 185, '01a221ca-03ac-7000-b819-c7f5d05889d6', '01a221ca-01de-7003-aef3-2fb8be74c183', 8, 'Points', 'featureUpdated', '{"changes": {"Status": {"new": 5, "old": 3}}}', '2026-11-28 10:53:37.068172+00', '\xd3601b407a2d088b6506b2c1094dfcfd0096939dbdb4e36364727ec061d4cadf');
INSERT INTO public.events VALUES ('legacy', 186, '01a221ca-03b2-7000-9aed-5e8bce55b7a3', '01a221ca-0235-7002-b2c0-91bc7ec6746d', 3, 'Lines', 'featureUpdated', '{"changes": {}, "geometry": {"type": "LineString", "coordinates": [[9554.675266, 253.78], [2828.4, 1422], [4278.751, 9869]]}}', '2026-11-28 10:53:37.074115+00', '\x679a1928491d8789113791fd9baec6ff3274f1e061f8aa165c172ec39d03b5c8');
INSERT INTO public.events VALUES ('legacy', 187, '01a221ca-03b2-7000-9aed-5e8bce55b7a3', '01a221ca-020b-7001-8954-f0e42be9bac4', 5, 'Points', 'featureUpdated', '{"changes": {}, "geometry": {"type": "Point", "coordinates": [2977.214, 2142]}}', '2026-11-28 10:53:37.074115+00', '\x6e1ff235f5f8a2275f43d427a126f1b69bfb06c4d2dbbaff4d98b7bf16b8dcaf');
INSERT INTO public.events VALUES ('legacy', 188, '01a221ca-03b7-7005-9c03-b57fc7e8eeed', '01a221ca-03b7-7000-9e8e-df58060796cb', 1, 'Points', 'featureCreated', '{"geometry": {"type": "Point", "coordinates": [4127.369, 361.3]}, "objectId": 188, "attributes": {"Name": "Pole 7", "Height": 12345.678, "Status": 3}}', '2026-11-28 10:53:37.079316+00', '\xe9d71853d1cadf6df4140531494dec6ffc297558e231e62cb152b9aca955f4a9');
INSERT INTO public.events VALUES ('legacy', 189, '01a221ca-03b7-7005-9c03-b57fc7e8eeed', '01a221ca-03b7-7001-acc4-d36209714180', 1, 'Points', 'featureCreated', '{"geometry": {"type": "Point", "coordinates": [8882.91791, 4426.84992]}, "objectId": 189, "attributes": {"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Height": 0.0000001, "Status": 0}}', '2026-11-28 10:53:37.079316+00', '\xca8efb15c510a33cb82c9b39a50187a91c009f54b73c78caf83b36102b0fd257');
INSERT INTO public.events VALUES ('legacy', 190, '01a221ca-03b7-7005-9c03-b57fc7e8eeed', '01a221ca-03b7-7002-b15a-fdd976e3a089', 1, 'Lines', 'featureCreated', '{"geometry": {"type": "LineString", "coordinates": [[6713.3, 9761.66764], [8331.8, 9386.4073], [7560.707, 7151]]}, "objectId": 190, "attributes": {"Name": "Ünïcode \"q\"", "Status": 1, "Voltage": 110}}', '2026-11-28 10:53:37.079316+00', '\x6dfb36eb4cfd16e3b241185f6ea836ecdaf58722ea4c4dc2ba1173b589fd96af');
INSERT INTO public.events VALUES ('legacy', 191, '01a221ca-03b7-7005-9c03-b57fc7e8eeed', '01a221ca-03b7-7003-a8b9-4a42fbe3b0e4', 1, 'Lines', 'featureCreated', '{"geometry": {"type": "LineString", "coordinates": [[3513.841, 1995], [2650, 4074.02283], [3007.8, 6881]]}, "objectId": 191, "attributes": {"Name": "Pole 7", "Status": 1, "Voltage": 110}}', '2026-11-28 10:53:37.079316+00', '\x0596fcd6a373b86cd0d572a9bd4fb0aa6ec9f729635f95abd6350226183f1ec2');
INSERT INTO public.events VALUES ('legacy', 192, '01a221ca-03b7-7005-9c03-b57fc7e8eeed', '01a221ca-03b7-7004-bbfb-b1ee395942f6', 1, 'Lines', 'featureCreated', '{"geometry": {"type": "LineString", "coordinates": [[4902.373128, 2120.34], [9640.357984, 7076.69807], [7015.382131, 1090.97]]}, "objectId": 192, "attributes": {"Name": "Ünïcode \"q\"", "Status": 2, "Voltage": 220}}', '2026-11-28 10:53:37.079316+00', '\x9d51e677f99dc941d8c60e8bc62d5214cc221ee7318443871e6ff8da2b05f77c');
INSERT INTO public.events VALUES ('legacy', 193, '01a221ca-03be-7000-8193-fd7c9635b1b3', '01a221ca-021d-7004-beeb-940f66e253be', 4, 'Points', 'featureUpdated', '{"changes": {}}', '2026-11-28 10:53:37.086293+00', '\x0970179682cba1082625ff46fea72d3f4bf847d53815f2372f30f36a1dc21d68');
INSERT INTO public.events VALUES ('legacy', 194, '01a221ca-03be-7000-8193-fd7c9635b1b3', '01a221ca-01ec-7001-996e-8fd66205d8f9', 5, 'Lines', 'featureUpdated', '{"changes": {"Status": {"new": 5, "old": 6}}}', '2026-11-28 10:53:37.086293+00', '\x8a12a0a34fd23ee92d54ff10b0b4e8e420abacd365d0d2459e5650845ceee3c7');
INSERT INTO public.events VALUES ('legacy', 195, '01a221ca-03be-7000-8193-fd7c9635b1b3', '01a221ca-021d-7003-a3f1-c69779b15d0b', 10, 'Lines', 'featureDeleted', '{"geometry": {"type": "LineString", "coordinates": [[575.517, 8550.58], [8486, 9248], [6249, 6541]]}, "objectId": 40, "attributes": {"Name": "Pole 7", "Status": 4, "Voltage": null}}', '2026-11-28 10:53:37.086293+00', '\x902e02535a93e2dd6cafaf4fd51b04be0f2ad905c2e68081ac01f1b7f69d0412');
INSERT INTO public.events VALUES ('legacy', 196, '01a221ca-03c5-7000-82c8-22444e5aac8b', '01a221ca-01de-7004-a056-65cc11e8ff0f', 3, 'Lines', 'featureUpdated', '{"changes": {}, "geometry": {"type": "LineString", "coordinates": [[828.042, 3004.79297], [5000.5, 5000.25], [6431.285, 1090.18632]]}, "geometryEdit": {"to": [5000.5, 5000.25], "kind": "moveVertex", "part": 0, "ring": 0, "index": 1}}', '2026-11-28 10:53:37.093737+00', '\xdf290985c8d11b55c2c869fdaf3163d73e13ab76303c96d17ecfe470029db174');
INSERT INTO public.events VALUES ('legacy', 197, '01a221ca-03cc-7000-aee5-24807df64480', '01a221ca-021d-7004-beeb-940f66e253be', 5, 'Points', 'featureUpdated', '{"changes": {}, "geometry": {"type": "Point", "coordinates": [7680.961, 226]}}', '2026-11-28 10:53:37.100566+00', '\xa269151d96d1d6d9e69c20cd6c0f8e9eb79ceb4b70c7c38f6e9ef627cb15d477');
INSERT INTO public.events VALUES ('legacy', 198, '01a221ca-03cc-7000-aee5-24807df64480', '01a221ca-0211-7001-b138-6bad715b2ce9', 3, 'Points', 'featureUpdated', '{"changes": {}, "geometry": {"type": "Point", "coordinates": [7933.34, 9142]}}', '2026-11-28 10:53:37.100566+00', '\x59e7dfd6942a787836b1eaaa3de21d16c7bbefb98ea32653080b1bf7a37349df');
INSERT INTO public.events VALUES ('legacy', 199, '01a221ca-03d3-7000-9bdc-0ddb7eb11502', '01a221ca-01ec-7001-996e-8fd66205d8f9', 6, 'Lines', 'featureUpdated', '{"changes": {}, "geometry": {"type": "LineString", "coordinates": [[2192.2, 3520.72], [9806.27, 4774.8477], [322.690719, 3471.47462]]}}', '2026-11-28 10:53:37.107737+00', '\xc929253543d9893d5b3097ffa9feac8c7e6a34cb1e2c6f92a82d8e4dffeecaa5');
INSERT INTO public.events VALUES ('legacy', 200, '01a221ca-03d3-7000-9bdc-0ddb7eb11502', '01a221ca-01ec-7000-9b7f-289703b51e4d', 8, 'Lines', 'featureDeleted', '{"geometry": {"type": "LineString", "coordinates": [[8912, 3273], [2046.463204, 3753.44], [6429.4, 115.51781]]}, "objectId": 12, "attributes": {"Name": "Ünïcode \"q\"", "Status": 7, "Voltage": 110}}', '2026-11-28 10:53:37.107737+00', '\x08bf81cc1dfc5b0be039c96e327e749030dd7097565685b11aea055854186262');
INSERT INTO public.events VALUES ('legacy', 201, '01a221ca-03d3-7000-9bdc-0ddb7eb11502', '01a221ca-0281-7003-84a5-d8d5b63c11d8', 4, 'Points', 'featureUpdated', '{"changes": {"Status": {"new": 5, "old": 4}}}', '2026-11-28 10:53:37.107737+00', '\xebd532b8fa92fcc25d7023f5a5c085a30fffec60dab1f70d8587ec4604eb64d6');
INSERT INTO public.events VALUES ('legacy', 202, '01a221ca-03da-7000-9e97-7e6877f63fb0', '01a221ca-02cf-7001-8dc3-9356aa402b95', 2, 'Lines', 'featureUpdated', '{"changes": {}, "geometry": {"type": "LineString", "coordinates": [[7412.582438, 4510.93], [7981, 1446.48997], [3493.6, 344.6]]}}', '2026-11-28 10:53:37.11493+00', '\x0696b7e78befef046599e3a5c1f321672e71219b3b57d4a1b19e0461a82f0a97');
INSERT INTO public.events VALUES ('legacy', 203, '01a221ca-03da-7000-9e97-7e6877f63fb0', '01a221ca-01e7-7000-8403-e32f3a40e89e', 3, 'Lines', 'featureUpdated', '{"changes": {}, "geometry": {"type": "LineString", "coordinates": [[2362.708, 5650.6], [746.312092, 5300], [320, 6939]]}}', '2026-11-28 10:53:37.11493+00', '\xf195ccf1efda2faa174094be86fd4a8fa54ab897a7c9189fddb5c35ca760bb71');
INSERT INTO public.events VALUES ('legacy', 204, '01a221ca-03da-7000-9e97-7e6877f63fb0', '01a221ca-01de-7003-aef3-2fb8be74c183', 9, 'Points', 'featureUpdated', '{"changes": {"Status": {"new": 9, "old": 5}}}', '2026-11-28 10:53:37.11493+00', '\x8e3ac0e176639430a6a937f255d73d0376e67dabdbc8180ebb11c5dc369afce0');
INSERT INTO public.events VALUES ('legacy', 205, '01a221ca-03e2-7000-a1e8-f059156e06c9', '01a221ca-0281-7003-84a5-d8d5b63c11d8', 5, 'Points', 'featureUpdated', '{"changes": {}}', '2026-11-28 10:53:37.122069+00', '\x05ea6ee340f4cc65bdd72a710e0920ef2ab4d4736a572259a56b769a7aa4ac04');
INSERT INTO public.events VALUES ('legacy', 206, '01a221ca-03e2-7000-a1e8-f059156e06c9', '01a221ca-01de-7004-a056-65cc11e8ff0f', 4, 'Lines', 'featureUpdated', '{"changes": {}, "geometry": {"type": "LineString", "coordinates": [[9051.9, 1340], [4445.467117, 7613.92], [4929, 4892]]}}', '2026-11-28 10:53:37.122069+00', '\x322ea64cf836f4f2f99395304aa1c540df060c1f69329ec0b5d7897bd5918d06');
INSERT INTO public.events VALUES ('legacy', 207, '01a221ca-03e2-7000-a1e8-f059156e06c9', '01a221ca-020b-7005-a388-2f65d13c4885', 4, 'Lines', 'featureDeleted', '{"geometry": {"type": "LineString", "coordinates": [[4521.957, 8748], [1357, 3999.27766], [6678.427807, 5496.58398]]}, "objectId": 29, "attributes": {"Name": "a", "Status": 9, "Voltage": null}}', '2026-11-28 10:53:37.122069+00', '\x215d41da17dd16fe27160e2b4d6cd306371064cc8b3675cc04d3fa86e02ce310');
INSERT INTO public.events VALUES ('legacy', 208, '01a221ca-03e8-7000-a01a-451c2f7ee3b8', '01a221ca-020b-7003-b97d-77e977f68653', 10, 'Points', 'featureUpdated', '{"changes": {"Status": {"new": 9, "old": 0}}}', '2026-11-28 10:53:37.128731+00', '\x0af09cb97539afb2a927b7558d278a4f56ef2cb3ba3c1036729e0f545d3f3749');
INSERT INTO public.events VALUES ('legacy', 209, '01a221ca-03e8-7000-a01a-451c2f7ee3b8', '01a221ca-0281-7000-934c-49024e578ac7', 2, 'Lines', 'featureUpdated', '{"changes": {"Status": {"new": 9, "old": 0}}}', '2026-11-28 10:53:37.128731+00', '\xe630de6d26c60a6ab3238e6cf3ab25aea2531a653e7af75aa65c6e289993cccd');
INSERT INTO public.events VALUES ('legacy', 210, '01a221ca-03e8-7000-a01a-451c2f7ee3b8', '01a221ca-028f-7001-a8cd-73a6cb45fd6e', 5, 'Lines', 'featureUpdated', '{"changes": {}, "geometry": {"type": "LineString", "coordinates": [[7597.5, 7507.50789], [623, 3039.3523], [6243.7, 6036.84]]}}', '2026-11-28 10:53:37.128731+00', '\x6f21046f9ba09ff11fa7b252ada168e58ed319be02db9a41bfd9e2abcf73f62d');
INSERT INTO public.events VALUES ('legacy', 211, '01a221ca-03e8-7000-a01a-451c2f7ee3b8', '01a221ca-0235-7002-b2c0-91bc7ec6746d', 4, 'Lines', 'featureDeleted', '{"geometry": {"type": "LineString", "coordinates": [[9554.675266, 253.78], [2828.4, 1422], [4278.751, 9869]]}, "objectId": 53, "attributes": {"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Status": 8, "Voltage": 220}}', '2026-11-28 10:53:37.128731+00', '\xa36bfab61ae9cb7a1d07d019eedba168e09931ebc04158b8e8490761f7edd8e4');
INSERT INTO public.events VALUES ('legacy', 212, '01a221ca-03ef-7000-8712-8f9fd89ef75c', '01a221ca-0211-7000-9f6c-414ac7167b4d', 6, 'Points', 'featureUpdated', '{"changes": {"Status": {"new": 1, "old": 0}}}', '2026-11-28 10:53:37.13569+00', '\x36b21ff75a69b7f1bc49a15a03f93e7e98ecb809d7736e4f1d0c3c8aa7c12956');
INSERT INTO public.events VALUES ('legacy', 213, '01a221ca-03ef-7000-8712-8f9fd89ef75c', '01a221ca-03b7-7003-a8b9-4a42fbe3b0e4', 2, 'Lines', 'featureUpdated', '{"changes": {"Status": {"new": 0, "old": 1}}}', '2026-11-28 10:53:37.13569+00', '\x6158fbabd9e2e48ddfd266fa6eff24bf05dfe884df5f758147717118c62bbfdd');
INSERT INTO public.events VALUES ('legacy', 214, '01a221ca-03ef-7000-8712-8f9fd89ef75c', '01a221ca-020b-7004-84ff-021f752d61b3', 8, 'Lines', 'featureUpdated', '{"changes": {}, "geometry": {"type": "LineString", "coordinates": [[229.262433, 4631.71216], [2249, 7169.21], [6479.6, 4532.27768]]}}', '2026-11-28 10:53:37.13569+00', '\x9269a68560ccee3f5a68522e3292bb5c22021abead3d9581f9174f933377c1a0');
INSERT INTO public.events VALUES ('legacy', 215, '01a221ca-03f6-7000-9cc8-c90072e5e05f', '01a221ca-01de-7002-80bd-cb2acae3885d', 5, 'Points', 'featureUpdated', '{"changes": {}, "geometry": {"type": "Point", "coordinates": [2905.208, 9243]}}', '2026-11-28 10:53:37.142296+00', '\xd1742cb6400d3e0afa1f0f0883bd850ba5598fc4b06429ce069296faa9cfb720');
INSERT INTO public.events VALUES ('legacy', 216, '01a221ca-03f6-7000-9cc8-c90072e5e05f', '01a221ca-0281-7003-84a5-d8d5b63c11d8', 6, 'Points', 'featureUpdated', '{"changes": {"Status": {"new": 4, "old": 5}}}', '2026-11-28 10:53:37.142296+00', '\xf9d14a4fcbf622bf4de4b9851f12adbec052900c71f7c66cfba6312e2fc1f308');
INSERT INTO public.events VALUES ('legacy', 217, '01a221ca-03f6-7000-9cc8-c90072e5e05f', '01a221ca-0248-7003-8e30-22be530fa76e', 6, 'Points', 'featureUpdated', '{"changes": {"Status": {"new": 4, "old": 0}}}', '2026-11-28 10:53:37.142296+00', '\x4a1be56de664d5199e609f71dade5087f3ef62fd1267a4c6c6f6072b503ef229');
INSERT INTO public.events VALUES ('legacy', 218, '01a221ca-03fb-7006-aa69-65f941aea5d0', '01a221ca-03fb-7000-a667-97c66793277f', 1, 'Lines', 'featureCreated', '{"geometry": {"type": "LineString", "coordinates": [[4668.259641, 1977.55566], [2912, 1887.29], [5417.832, 3079.14]]}, "objectId": 218, "attributes": {"Name": "Ünïcode \"q\"", "Status": 4, "Voltage": 220}}', '2026-11-28 10:53:37.147653+00', '\x0494ac52804e985ce2186f857bd51a01d7194d898c68a739f277b7b43e1dfcd9');
INSERT INTO public.events VALUES ('legacy', 219, '01a221ca-03fb-7006-aa69-65f941aea5d0', '01a221ca-03fb-7001-b670-909223a83f74', 1, 'Lines', 'featureCreated', '{"geometry": {"type": "LineString", "coordinates": [[3347.8, 7958.99619], [601, 8134.83], [66.685462, 6919]]}, "objectId": 219, "attributes": {"Name": "Ünïcode \"q\"", "Status": 5, "Voltage": null}}', '2026-11-28 10:53:37.147653+00', '\x8edc2ba0f9d207be6f30d83b9c224265967a6a8b0f21216bb61ea15442aa4348');
INSERT INTO public.events VALUES ('legacy', 220, '01a221ca-03fb-7006-aa69-65f941aea5d0', '01a221ca-03fb-7002-afcb-99413f1bb603', 1, 'Lines', 'featureCreated', '{"geometry": {"type": "LineString", "coordinates": [[8514.2, 973.28271], [7913.761, 5072], [5901.9, 1324.63]]}, "objectId": 220, "attributes": {"Name": "Ünïcode \"q\"", "Status": 3, "Voltage": 220}}', '2026-11-28 10:53:37.147653+00', '\x38edd4e3ee6949317dbe2df477595c2506b6d795632b313102825176007342e1');
INSERT INTO public.events VALUES ('legacy', 221, '01a221ca-03fb-7006-aa69-65f941aea5d0', '01a221ca-03fb-7003-9a31-de2ba476ace3', 1, 'Lines', 'featureCreated', '{"geometry": {"type": "LineString", "coordinates": [[3279.1, 1739], [5723, 4522.26247], [8329.317714, 6311]]}, "objectId": 221, "attributes": {"Name": "Pole 7", "Status": 3, "Voltage": null}}', '2026-11-28 10:53:37.147653+00', '\x76c35f6d6a97d0b0ed5a1473b194c68ee3d8b407cafe3151f08a0fd3c081b987');
INSERT INTO public.events VALUES ('legacy', 222, '01a221ca-03fb-7006-aa69-65f941aea5d0', '01a221ca-03fb-7004-9118-8451612bdf1d', 1, 'Points', 'featureCreated', '{"geometry": {"type": "Point", "coordinates": [7852.531013, 3345.23153]}, "objectId": 222, "attributes": {"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Height": 10, "Status": 2}}', '2026-11-28 10:53:37.147653+00', '\xca48fee51a91d99625e3ad216d8e2b6eab5a6928d44b584a13492a3b9ed967b5');
INSERT INTO public.events VALUES ('legacy', 223, '01a221ca-03fb-7006-aa69-65f941aea5d0', '01a221ca-03fb-7005-bf02-dcd64f4826c9', 1, 'Points', 'featureCreated', '{"geometry": {"type": "Point", "coordinates": [3477, 4088.79673]}, "objectId": 223, "attributes": {"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Height": 12345.678, "Status": 0}}', '2026-11-28 10:53:37.147653+00', '\x7a9dda54dfd8d4a6976981fd5bf71f42466dfd06a8c9c9019ae5627439e5e635');
INSERT INTO public.events VALUES ('legacy', 224, '01a221ca-0402-7000-8c02-f5f49385a403', '01a221ca-03fb-7001-b670-909223a83f74', 2, 'Lines', 'featureUpdated', '{"changes": {"Status": {"new": 2, "old": 5}}}', '2026-11-28 10:53:37.154471+00', '\xa54ec72cc7fa5de0c04508d967fa8a776b052f15f5ffc31ca9d93befa217030e');
INSERT INTO public.events VALUES ('legacy', 225, '01a221ca-0402-7000-8c02-f5f49385a403', '01a221ca-023b-7000-bc77-e3dfb597bc80', 4, 'Points', 'featureUpdated', '{"changes": {}, "geometry": {"type": "Point", "coordinates": [7156.237, 1616]}}', '2026-11-28 10:53:37.154471+00', '\x39c8416831e22a98b4b5ea31013e78b71197175ada039946741ca49f4e25138a');
INSERT INTO public.events VALUES ('legacy', 226, '01a221ca-0402-7000-8c02-f5f49385a403', '01a221ca-028f-7000-ac14-1eefbbb306fd', 5, 'Points', 'featureUpdated', '{"changes": {}, "geometry": {"type": "Point", "coordinates": [5859.1, 569.20813]}}', '2026-11-28 10:53:37.154471+00', '\xa76f6080fcbc76260d351ce5fd92bdf01108693a1aa7e9b9dab01fdc807fb1d2');
INSERT INTO public.events VALUES ('legacy', 227, '01a221ca-0402-7000-8c02-f5f49385a403', '01a221ca-0281-7003-84a5-d8d5b63c11d8', 7, 'Points', 'featureDeleted', '{"geometry": {"type": "Point", "coordinates": [6853, 6239.3]}, "objectId": 81, "attributes": {"Name": "a", "Height": 10, "Status": 4}}', '2026-11-28 10:53:37.154471+00', '\x09d81b19a9ad268282a1df640f33661b1b8ceef82295b92e508128f8144f3fd5');
INSERT INTO public.events VALUES ('legacy', 228, '01a221ca-0409-7000-bb3f-fbf06bf2c4bb', '01a221ca-0369-7004-9565-59864e9f3d2e', 2, 'Points', 'featureDeleted', '{"geometry": {"type": "Point", "coordinates": [6914.4, 8335.06]}, "objectId": 161, "attributes": {"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Height": 0.0000001, "Status": 2}}', '2026-11-28 10:53:37.161564+00', '\x6f9a8cf4bd90dc8d242ffa4ed1f45ad1d49d0bcb72a90a9049c537d8aab16831');
INSERT INTO public.events VALUES ('legacy', 229, '01a221ca-0409-7000-bb3f-fbf06bf2c4bb', '01a221ca-01ec-7001-996e-8fd66205d8f9', 7, 'Lines', 'featureUpdated', '{"changes": {}, "geometry": {"type": "LineString", "coordinates": [[1000.881585, 8538], [2339.33, 8395.10516], [2771, 8455.89705]]}}', '2026-11-28 10:53:37.161564+00', '\xc536bf1901c5ff9a562c7273d75ab749b34ccbeddedd66669b43de6b0a78867d');
INSERT INTO public.events VALUES ('legacy', 230, '01a221ca-0410-7003-a585-b8738526500c', '01a221ca-0410-7000-98c4-aba87793edc4', 1, 'Lines', 'featureCreated', '{"geometry": {"type": "LineString", "coordinates": [[3008.261968, 4334.73], [617.344, 9929], [8052.159934, 598.73944]]}, "objectId": 230, "attributes": {"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Status": 5, "Voltage": null}}', '2026-11-28 10:53:37.168292+00', '\x79ec9e7b6e37c8fcbcd7922f6cba4d3bb5b6b6e0ae5af85aa7df5d3cb9b44677');
INSERT INTO public.events VALUES ('legacy', 231, '01a221ca-0410-7003-a585-b8738526500c', '01a221ca-0410-7001-8c51-86861534e4fb', 1, 'Lines', 'featureCreated', '{"geometry": {"type": "LineString", "coordinates": [[811, 2389.03], [2409.2, 4297.23], [5318.447, 9655.07]]}, "objectId": 231, "attributes": {"Name": "Pole 7", "Status": 4, "Voltage": null}}', '2026-11-28 10:53:37.168292+00', '\x6c5a0f40aeca8fcb59dd6c66c7da532b3f674ed67111d8ba178c76d6294cf4cf');
INSERT INTO public.events VALUES ('legacy', 232, '01a221ca-0410-7003-a585-b8738526500c', '01a221ca-0410-7002-93f8-7062e8246e70', 1, 'Lines', 'featureCreated', '{"geometry": {"type": "LineString", "coordinates": [[2046.7, 7081], [9170.8, 1405], [6735.71, 1858.32242]]}, "objectId": 232, "attributes": {"Name": "a", "Status": 3, "Voltage": 220}}', '2026-11-28 10:53:37.168292+00', '\x14f8be40650996524491679e0e8bfb2122630c8eed0ee453a932d3a585958902');
INSERT INTO public.events VALUES ('legacy', 233, '01a221ca-0415-7003-8d92-3b04b50938eb', '01a221ca-0415-7000-a637-72a1cda37d7a', 1, 'Points', 'featureCreated', '{"geometry": {"type": "Point", "coordinates": [4184.439, 4057.47]}, "objectId": 233, "attributes": {"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Height": 1.5, "Status": 3}}', '2026-11-28 10:53:37.173435+00', '\x89824c3e97b81e10b94999b0bf6b13645dc59b104e8e70792497d18420c33469');
INSERT INTO public.events VALUES ('legacy', 234, '01a221ca-0415-7003-8d92-3b04b50938eb', '01a221ca-0415-7001-9847-29f5e727f1e6', 1, 'Lines', 'featureCreated', '{"geometry": {"type": "LineString", "coordinates": [[302.12055, 6370.59533], [7976, 5446.87], [8332.8, 9508.3851]]}, "objectId": 234, "attributes": {"Name": "a", "Status": 5, "Voltage": 110}}', '2026-11-28 10:53:37.173435+00', '\x619af0bd89851db8419510b60700cd558d3bab3b8950c4a05df9b61227d3ed39');
INSERT INTO public.events VALUES ('legacy', 235, '01a221ca-0415-7003-8d92-3b04b50938eb', '01a221ca-0415-7002-bd2d-a25d18ce4e89', 1, 'Lines', 'featureCreated', '{"geometry": {"type": "LineString", "coordinates": [[6963.5, 7775.58613], [9712.197, 6942.55], [7168.126249, 601.30084]]}, "objectId": 235, "attributes": {"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Status": 2, "Voltage": 220}}', '2026-11-28 10:53:37.173435+00', '\x1047cb809e7f2020596f2e0ed27342cd75983ef2a3dd2806e3ccf02ac56e131e');
INSERT INTO public.events VALUES ('legacy', 236, '01a221ca-041c-7000-95ed-70d8c4ac2cd1', '01a221ca-021d-7000-8b1d-f70da748af13', 5, 'Lines', 'featureUpdated', '{"changes": {"Status": {"new": 2, "old": 8}}}', '2026-11-28 10:53:37.180358+00', '\xb0e4628a223269ca1553f46386545af00708d9df56afab483b06c434095b3065');
INSERT INTO public.events VALUES ('legacy', 237, '01a221ca-041c-7000-95ed-70d8c4ac2cd1', '01a221ca-020b-7002-86fe-8c1f58b85391', 4, 'Points', 'featureUpdated', '{"changes": {}, "geometry": {"type": "Point", "coordinates": [3335.832, 8938]}}', '2026-11-28 10:53:37.180358+00', '\xd0db38fe83dd0047a59cba76e1d7fd56e4f2c47b1b96d9d089f57a5a8d116f3e');
INSERT INTO public.events VALUES ('legacy', 238, '01a221ca-041c-7000-95ed-70d8c4ac2cd1', '01a221ca-0415-7000-a637-72a1cda37d7a', 2, 'Points', 'featureUpdated', '{"changes": {}, "geometry": {"type": "Point", "coordinates": [2187, 1311]}}', '2026-11-28 10:53:37.180358+00', '\x270364ae66e4e4c3c69652312009a85e7e99887f0629a7b94c3a8a309c9d4aa2');
INSERT INTO public.events VALUES ('legacy', 239, '01a221ca-0422-7000-b2e4-f3956577c8bd', '01a221ca-02cf-7000-8c2b-5164a1c511c4', 3, 'Points', 'featureUpdated', '{"changes": {}, "geometry": {"type": "Point", "coordinates": [3541.8, 6600.40023]}}', '2026-11-28 10:53:37.186651+00', '\x6781b2a85614bddd828945502c7c9145a5ad3b961061ead17b4ac7c39d55b86a');
INSERT INTO public.events VALUES ('legacy', 240, '01a221ca-0422-7000-b2e4-f3956577c8bd', '01a221ca-028f-7001-a8cd-73a6cb45fd6e', 6, 'Lines', 'featureUpdated', '{"changes": {}, "geometry": {"type": "LineString", "coordinates": [[8831.437438, 7650.02], [9743.076, 8673], [3308.326, 7218]]}}', '2026-11-28 10:53:37.186651+00', '\x4bd0a87c3e270598e06da5e26c30f091b01d3c83b0b41b1341a682caa4a7f358');
INSERT INTO public.events VALUES ('legacy', 241, '01a221ca-0428-7000-997d-59f733f89aeb', '01a221ca-01ec-7001-996e-8fd66205d8f9', 8, 'Lines', 'featureUpdated', '{"changes": {"Status": {"new": 6, "old": 5}}}', '2026-11-28 10:53:37.192772+00', '\x3edaf81dd61130af374b3297648e268c2a36bc66f4fbaaf85a29c5ab1a449342');
INSERT INTO public.events VALUES ('legacy', 242, '01a221ca-042e-7004-9e0b-488c3c0120fb', '01a221ca-042e-7000-8d1c-d926936d85a2', 1, 'Lines', 'featureCreated', '{"geometry": {"type": "LineString", "coordinates": [[1028, 5450.9326], [7645.442, 3881], [4375.403494, 6409.26]]}, "objectId": 242, "attributes": {"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Status": 3, "Voltage": null}}', '2026-11-28 10:53:37.198147+00', '\xcc3d27a8002f642b1cef0b8743f58b1bea1af75dc7e27d6f2538be37bd2564ce');
INSERT INTO public.events VALUES ('legacy', 243, '01a221ca-042e-7004-9e0b-488c3c0120fb', '01a221ca-042e-7001-b6c4-f0478f059cbb', 1, 'Lines', 'featureCreated', '{"geometry": {"type": "LineString", "coordinates": [[194.407253, 7339], [5383.442, 758.58], [9999.904416, 6440.11087]]}, "objectId": 243, "attributes": {"Name": "Ünïcode \"q\"", "Status": 3, "Voltage": 110}}', '2026-11-28 10:53:37.198147+00', '\x5a0a2a072dec177700af57b52979485a4784a26af3f63fd9e016f95e4dc87ca5');
INSERT INTO public.events VALUES ('legacy', 244, '01a221ca-042e-7004-9e0b-488c3c0120fb', '01a221ca-042e-7002-ae44-097fde347e8e', 1, 'Lines', 'featureCreated', '{"geometry": {"type": "LineString", "coordinates": [[1893.422, 3367.4], [7494, 7112.93], [9377.9, 3367]]}, "objectId": 244, "attributes": {"Name": "Pole 7", "Status": 3, "Voltage": null}}', '2026-11-28 10:53:37.198147+00', '\xfaa80d9d75c2e9f4f7644785a4d7e8fa9054a635c793fb9798d431ec748710da');
INSERT INTO public.events VALUES ('legacy', 245, '01a221ca-042e-7004-9e0b-488c3c0120fb', '01a221ca-042e-7003-9405-c4038a120171', 1, 'Lines', 'featureCreated', '{"geometry": {"type": "LineString", "coordinates": [[2370, 8143.47], [1028.4, 9248.71264], [8935.712747, 4944.63462]]}, "objectId": 245, "attributes": {"Name": "Ünïcode \"q\"", "Status": 5, "Voltage": 220}}', '2026-11-28 10:53:37.198147+00', '\xca0ac1821a2f0756d344d258daea5127027790f0d8096fc9591e06954457e857');
INSERT INTO public.events VALUES ('legacy', 246, '01a221ca-0434-7000-9755-0672a530b51a', '01a221ca-0235-7003-8673-dd6ccb7648ad', 5, 'Lines', 'featureUpdated', '{"changes": {}, "geometry": {"type": "LineString", "coordinates": [[6430.672, 5344], [8896.6, 9990.16862], [4931.518554, 2711]]}}', '2026-11-28 10:53:37.204455+00', '\x949c157e36e5459eee7d82fe2817b2b62468bd17eeaa7797ff119ec1cdb4d057');
INSERT INTO public.events VALUES ('legacy', 247, '01a221ca-043c-7000-8db4-365bdff46742', '01a221ca-01de-7003-aef3-2fb8be74c183', 10, 'Points', 'featureUpdated', '{"changes": {"Status": {"new": 5, "old": 9}}}', '2026-11-28 10:53:37.212088+00', '\x446c4dd2af27eb66bf864ba790fd572af22a9238d79a6d494e98b5fc897044bd');
INSERT INTO public.events VALUES ('legacy', 248, '01a221ca-043c-7000-8db4-365bdff46742', '01a221ca-02cf-7000-8c2b-5164a1c511c4', 4, 'Points', 'featureUpdated', '{"changes": {}, "geometry": {"type": "Point", "coordinates": [638.5, 1330.22]}}', '2026-11-28 10:53:37.212088+00', '\x6377816cf478c177e6af68fccbd29d5ebef028f935d5760edbb84f82c92e391e');
INSERT INTO public.events VALUES ('legacy', 249, '01a221ca-0442-7001-b3aa-cf1e96c20dde', '01a221ca-0442-7000-bdef-7bbad461bb82', 1, 'Lines', 'featureCreated', '{"geometry": {"type": "LineString", "coordinates": [[47, 3855.55], [5422.389282, 5619.03], [9768.710343, 1387.24354]]}, "objectId": 249, "attributes": {"Name": "Ünïcode \"q\"", "Status": 0, "Voltage": null}}', '2026-11-28 10:53:37.218019+00', '\xf386b2d3919b5bee75bd6cf8366cc6464bcb993bf0ed6eff047213924de7373d');
INSERT INTO public.events VALUES ('legacy', 250, '01a221ca-0446-7001-ad3b-1506226a03b9', '01a221ca-0446-7000-860c-6bc27753e895', 1, 'Lines', 'featureCreated', '{"geometry": {"type": "LineString", "coordinates": [[4676.902, 3025.65771], [6859.56, 8419.69], [1282.364646, 4086.17]]}, "objectId": 250, "attributes": {"Name": "a", "Status": 3, "Voltage": 220}}', '2026-11-28 10:53:37.222641+00', '\xa1e8be6c6f03223f704498448d30a819ec26d820fedc4bbcf0a793a6119ca7ce');
INSERT INTO public.events VALUES ('legacy', 251, '01a221ca-044d-7000-b99f-9b0fafb74423', '01a221ca-0235-7001-908a-fe3a449ca235', 6, 'Points', 'featureUpdated', '{"changes": {}, "geometry": {"type": "Point", "coordinates": [4903.412594, 325.06]}}', '2026-11-28 10:53:37.229172+00', '\x4ff37d376d9907aac3f024fbca485289907f8c72428f95c8e2b37cc22d2ceb76');
INSERT INTO public.events VALUES ('legacy', 252, '01a221ca-044d-7000-b99f-9b0fafb74423', '01a221ca-0235-7000-bc85-d191b6e905ff', 4, 'Points', 'featureUpdated', '{"changes": {"Status": {"new": 2, "old": 5}}}', '2026-11-28 10:53:37.229172+00', '\x6dc6029e76962448de70c53a2e7517c83287f1fc1ec3c574c0e016de0c0d71c4');
INSERT INTO public.events VALUES ('legacy', 253, '01a221ca-044d-7000-b99f-9b0fafb74423', '01a221ca-0415-7000-a637-72a1cda37d7a', 3, 'Points', 'featureUpdated', '{"changes": {}, "geometry": {"type": "Point", "coordinates": [4701.968912, 3220.04]}}', '2026-11-28 10:53:37.229172+00', '\x55fc80f3e1b45af04ff5de325d181da29aae1eb122ce42853de79bebfd057f86');
INSERT INTO public.events VALUES ('legacy', 254, '01a221ca-044d-7000-b99f-9b0fafb74423', '01a221ca-02cf-7000-8c2b-5164a1c511c4', 5, 'Points', 'featureUpdated', '{"changes": {}, "geometry": {"type": "Point", "coordinates": [3908.886875, 5477]}}', '2026-11-28 10:53:37.229172+00', '\xf0c70b2ed9fde3727a79ef1aea55f4647a5d9f8c8a33a8228cbf544875f35ae3');
INSERT INTO public.events VALUES ('legacy', 255, '01a221ca-0452-7003-ae63-c96907515641', '01a221ca-0452-7000-a108-599531d0df2c', 1, 'Lines', 'featureCreated', '{"geometry": {"type": "LineString", "coordinates": [[1073, 7399.19], [1760.501, 7594.22], [7680, 9078.71]]}, "objectId": 255, "attributes": {"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Status": 5, "Voltage": null}}', '2026-11-28 10:53:37.23421+00', '\x53f1b3622c3958b0d3ac1f333130292aa9710e5185f15fc7ec9aaf753ef612c9');
INSERT INTO public.events VALUES ('legacy', 256, '01a221ca-0452-7003-ae63-c96907515641', '01a221ca-0452-7001-8041-53f4ed4f1060', 1, 'Lines', 'featureCreated', '{"geometry": {"type": "LineString", "coordinates": [[8009.758843, 9964.05], [3746.461, 6533.68616], [3178, 6218]]}, "objectId": 256, "attributes": {"Name": "Ünïcode \"q\"", "Status": 2, "Voltage": 220}}', '2026-11-28 10:53:37.23421+00', '\xbb51f1adab88e01f5a3d4ea1a1e55ea98f2e067eac3743c0f6d126d8439f81a0');
INSERT INTO public.events VALUES ('legacy', 257, '01a221ca-0452-7003-ae63-c96907515641', '01a221ca-0452-7002-9a44-d84f310fcdad', 1, 'Points', 'featureCreated', '{"geometry": {"type": "Point", "coordinates": [6910.822818, 3592]}, "objectId": 257, "attributes": {"Name": "Pole 7", "Height": 0.0000001, "Status": 3}}', '2026-11-28 10:53:37.23421+00', '\x90dcc520593e815f431136adabe0c84e864c9346b198bfb5745e04a3a751b55f');
INSERT INTO public.events VALUES ('legacy', 258, '01a221ca-0457-7001-85f8-3bbcb8ce028e', '01a221ca-0457-7000-a4f1-4d94b26db343', 1, 'Lines', 'featureCreated', '{"geometry": {"type": "LineString", "coordinates": [[6704.4, 4735.3], [3836, 8269], [7850.186055, 1050.34]]}, "objectId": 258, "attributes": {"Name": "Pole 7", "Status": 0, "Voltage": 110}}', '2026-11-28 10:53:37.239255+00', '\xce66ac14bfdc339d27caa0467750931370bb6b5145483d4a9270aac67e852b29');
INSERT INTO public.events VALUES ('legacy', 259, '01a221ca-045d-7000-9212-710742179aa1', '01a221ca-020b-7003-b97d-77e977f68653', 11, 'Points', 'featureUpdated', '{"changes": {"Status": {"new": 4, "old": 9}}}', '2026-11-28 10:53:37.24505+00', '\xd46f789765bc3446b569ec5d3260aa107f3e6dcb7748aeebc182caca87ca2a28');
INSERT INTO public.events VALUES ('legacy', 260, '01a221ca-0462-7001-8b3f-fdd1243e2724', '01a221ca-0462-7000-9c80-c4270dd81aec', 1, 'Lines', 'featureCreated', '{"geometry": {"type": "LineString", "coordinates": [[4344, 3006], [6836.973536, 5994.99], [8193, 2864.63]]}, "objectId": 260, "attributes": {"Name": "Pole 7", "Status": 3, "Voltage": null}}', '2026-11-28 10:53:37.250812+00', '\xc4deacd0ea88265322c91f1f760cd8e7932c677e9d30cd223f796f427e21cd62');
INSERT INTO public.events VALUES ('legacy', 261, '01a221ca-0468-7003-b99c-93fbc0965da5', '01a221ca-0468-7000-b26c-a7b4c646b9de', 1, 'Lines', 'featureCreated', '{"geometry": {"type": "LineString", "coordinates": [[686.3, 9599.15736], [6536.525, 6426.62], [3260.1, 1975.03407]]}, "objectId": 261, "attributes": {"Name": "Ünïcode \"q\"", "Status": 1, "Voltage": 110}}', '2026-11-28 10:53:37.256225+00', '\xb27adef57357442e8266a01bc62e0ac1a21b5965924c8b3560fea017a491ea26');
INSERT INTO public.events VALUES ('legacy', 262, '01a221ca-0468-7003-b99c-93fbc0965da5', '01a221ca-0468-7001-b98b-be18ea2d8fb2', 1, 'Lines', 'featureCreated', '{"geometry": {"type": "LineString", "coordinates": [[2341.916511, 3152.42], [8652, 1090.32645], [3053.4, 9836]]}, "objectId": 262, "attributes": {"Name": "Ünïcode \"q\"", "Status": 2, "Voltage": 110}}', '2026-11-28 10:53:37.256225+00', '\x68f1a6dd7c32c855560c750a99901d0e78840384cbfaf2bd01db4068b0e6bacc');
INSERT INTO public.events VALUES ('legacy', 263, '01a221ca-0468-7003-b99c-93fbc0965da5', '01a221ca-0468-7002-aec2-e112c134b63f', 1, 'Points', 'featureCreated', '{"geometry": {"type": "Point", "coordinates": [9993.577, 3477.28659]}, "objectId": 263, "attributes": {"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Height": null, "Status": 2}}', '2026-11-28 10:53:37.256225+00', '\xe32322aabb3bc27e60977b6dfb08e388c4d18351d4d8aa21bc051324cce47e80');
INSERT INTO public.events VALUES ('legacy', 264, '01a221ca-046f-7000-807e-3809b56aa4ab', '01a221ca-03b7-7000-9e8e-df58060796cb', 2, 'Points', 'featureUpdated', '{"changes": {}, "geometry": {"type": "Point", "coordinates": [2514.341, 3824]}}', '2026-11-28 10:53:37.263173+00', '\xb30b9622072482377a0ba2a545517efe02746f22a4f1b5ab17fc5dbf311c46ba');
INSERT INTO public.events VALUES ('legacy', 265, '01a221ca-046f-7000-807e-3809b56aa4ab', '01a221ca-0248-7003-8e30-22be530fa76e', 7, 'Points', 'featureUpdated', '{"changes": {"Status": {"new": 6, "old": 4}}}', '2026-11-28 10:53:37.263173+00', '\x8609a769ed261503ad6dfee6a756284f1f1cffab25a4768d5220b634e81aa8da');
INSERT INTO public.events VALUES ('legacy', 266, '01a221ca-046f-7000-807e-3809b56aa4ab', '01a221ca-0457-7000-a4f1-4d94b26db343', 2, 'Lines', 'featureUpdated', '{"changes": {}, "geometry": {"type": "LineString", "coordinates": [[1056.818, 5684.14213], [1299.323021, 9694], [2373.79, 7841.02883]]}}', '2026-11-28 10:53:37.263173+00', '\x8e16e7ea9566cd9d7b2e058519016f40bca9207500feb43348ff931a642eb76d');
INSERT INTO public.events VALUES ('legacy', 267, '01a221ca-0476-7000-a0a4-3585e067c3fd', '01a221ca-0235-7000-bc85-d191b6e905ff', 5, 'Points', 'featureUpdated', '{"changes": {"Status": {"new": 3, "old": 2}}}', '2026-11-28 10:53:37.270885+00', '\x26febcc59eb89e54599ffd1733011d37c67189b039e7a89a89d1e4d45c6ef691');
INSERT INTO public.events VALUES ('legacy', 268, '01a221ca-0476-7000-a0a4-3585e067c3fd', '01a221ca-023b-7000-bc77-e3dfb597bc80', 5, 'Points', 'featureDeleted', '{"geometry": {"type": "Point", "coordinates": [7156.237, 1616]}, "objectId": 55, "attributes": {"Name": "Ünïcode \"q\"", "Height": null, "Status": 6}}', '2026-11-28 10:53:37.270885+00', '\x0e89b3f11d42b364bc054a05a60af838148f62effbc57bae409329c21c306011');
INSERT INTO public.events VALUES ('legacy', 269, '01a221ca-0476-7000-a0a4-3585e067c3fd', '01a221ca-042e-7001-b6c4-f0478f059cbb', 2, 'Lines', 'featureUpdated', '{"changes": {}, "geometry": {"type": "LineString", "coordinates": [[9551.689178, 5916], [3310.545, 4344], [9026.2, 7870.95]]}}', '2026-11-28 10:53:37.270885+00', '\xbf57ca537be2e95e5568e1840e5268dfddce239eb86eb868cb842c24b0dcd0cf');
INSERT INTO public.events VALUES ('legacy', 270, '01a221ca-0476-7000-a0a4-3585e067c3fd', '01a221ca-0369-7001-a902-27a24f4dd132', 2, 'Lines', 'featureUpdated', '{"changes": {}, "geometry": {"type": "LineString", "coordinates": [[6139.28386, 8857.87609], [7406.557235, 149.48], [7265.2, 7362]]}}', '2026-11-28 10:53:37.270885+00', '\x37d4b18c73026727e7aa70580b79c15e3de8db1f4d94edc0188b11997d47c16b');
INSERT INTO public.events VALUES ('legacy', 271, '01a221ca-047e-7000-b6bf-0a1c528774cf', '01a221ca-03fb-7005-bf02-dcd64f4826c9', 2, 'Points', 'featureUpdated', '{"changes": {}, "geometry": {"type": "Point", "coordinates": [4657.309324, 9933.76473]}}', '2026-11-28 10:53:37.278429+00', '\x714b628d1f3caad1ff78ab2199693eb5bc3465c391eb4e2776c49b8954e73cc0');
INSERT INTO public.events VALUES ('legacy', 272, '01a221ca-047e-7000-b6bf-0a1c528774cf', '01a221ca-020b-7003-b97d-77e977f68653', 12, 'Points', 'featureDeleted', '{"geometry": {"type": "Point", "coordinates": [603.32, 2165]}, "objectId": 27, "attributes": {"Name": "a", "Height": 1.5, "Status": 4}}', '2026-11-28 10:53:37.278429+00', '\x1c4623cacbba7006822463e600f9b9de242539261c2931cfcc5853d1a804f64e');
INSERT INTO public.events VALUES ('legacy', 273, '01a221ca-047e-7000-b6bf-0a1c528774cf', '01a221ca-02cf-7001-8dc3-9356aa402b95', 3, 'Lines', 'featureUpdated', '{"changes": {}}', '2026-11-28 10:53:37.278429+00', '\xbdc764f17b264cae2f9dd1c901aa82cb09fab6c434359db86930870f56238590');
INSERT INTO public.events VALUES ('legacy', 274, '01a221ca-047e-7000-b6bf-0a1c528774cf', '01a221ca-0410-7000-98c4-aba87793edc4', 2, 'Lines', 'featureUpdated', '{"changes": {"Status": {"new": 2, "old": 5}}}', '2026-11-28 10:53:37.278429+00', '\x526752e2aace53534a8b278f28c9af80de13cbadd28f7a056731859390555232');
INSERT INTO public.events VALUES ('legacy~1', 1, '01a221ca-04a8-7001-ae39-beb82ee27aee', '01a221ca-04a8-7000-97d5-61376b46c4e8', 1, 'Points', 'featureCreated', '{"geometry": {"type": "Point", "coordinates": [3748.5, 834]}, "objectId": 4294967297, "attributes": {"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Height": null, "Status": 3}}', '2026-11-28 10:53:37.320127+00', '\x060c09a82c271ee44d1acad917f6c34350071b85c9e6a28a1e17c59e8fedca68');
INSERT INTO public.events VALUES ('legacy~1', 2, '01a221ca-04a8-7001-ae39-beb82ee27aee', '01a221ca-01de-7000-9a73-84b8e45dd317', 7, 'Points', 'featureUpdated', '{"changes": {"Name": {"new": "in the version", "old": "Pole 7"}}}', '2026-11-28 10:53:37.320127+00', '\x9f9a3d1803dcec8ba3d42ebf3bc6baeb8a9612e1a4cac6f6472a7c96d8e0d098');
INSERT INTO public.events VALUES ('legacy', 275, '01a221ca-04bd-7001-b0e0-866e2549a567', '01a221ca-04bd-7000-b53e-83ea528924b6', 1, 'Lines', 'featureCreated', '{"geometry": {"type": "LineString", "coordinates": [[873.647, 9468.03748], [2259.935878, 7079.37619], [8822, 1507.55552]]}, "objectId": 275, "attributes": {"Name": "a", "Status": 2, "Voltage": 220}}', '2026-11-28 10:53:37.341728+00', '\x83f61501e6b21bca240a31b78bcf3e38ff0e47fb43a6a78921b12d518bc5e3ab');
INSERT INTO public.events VALUES ('legacy~1', 3, '01a221ca-04cd-7000-8115-63434faff39f', NULL, NULL, '', 'versionRebased', '{"base": 275, "from": 274, "conflicts": [], "detection": "byObject"}', '2026-11-28 10:53:37.357375+00', '\x2a40647d1396b225a559178ee4a7f5b288cc773331f5fd80db405e6fc87babcd');
INSERT INTO public.events VALUES ('legacy', 276, '01a221ca-04de-7000-8073-a4ccbf7dd7b1', '01a221ca-04a8-7000-97d5-61376b46c4e8', 1, 'Points', 'featureCreated', '{"geometry": {"type": "Point", "coordinates": [3748.5, 834]}, "objectId": 4294967297, "attributes": {"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Height": null, "Status": 3}}', '2026-11-28 10:53:37.374668+00', '\x18c907e45b58e567f7c79c1697a38d9eff920d8676812f7c016fbf965ae44149');
INSERT INTO public.events VALUES ('legacy', 277, '01a221ca-04de-7000-8073-a4ccbf7dd7b1', '01a221ca-01de-7000-9a73-84b8e45dd317', 7, 'Points', 'featureUpdated', '{"changes": {"Name": {"new": "in the version", "old": "Pole 7"}}}', '2026-11-28 10:53:37.374668+00', '\x34fd9287ce4dc26712b807d2911c8d57d4f418ef5d6620d5c4c2e45ccb1e0f5b');
INSERT INTO public.events VALUES ('legacy~1', 4, '01a221ca-04e2-7000-b89b-8154ea21b253', NULL, NULL, '', 'versionRebased', '{"base": 277, "from": 275, "post": "01a221ca-04de-7000-8073-a4ccbf7dd7b1"}', '2026-11-28 10:53:37.378303+00', '\xd03415a875c94c9f081e19db866dfd2490a8a01b32da37098865e64631387cd2');
INSERT INTO public.events VALUES ('legacy', 278, '01a221ca-04e8-7000-8224-aa594fd1c253', '01a221ca-0415-7000-a637-72a1cda37d7a', 4, 'Points', 'featureUpdated', '{"changes": {"Status": {"new": 42, "old": 3}}}', '2026-11-28 10:53:37.384586+00', '\xdd28d5b68abd018feeb7708beb20b3298a27d95b37eea608c507ec842c006990');
INSERT INTO public.events VALUES ('legacy', 279, '01a221ca-04ef-7000-bc66-94e4db974ec4', '01a221ca-0211-7000-9f6c-414ac7167b4d', 7, 'Points', 'featureUpdated', '{"changes": {"Status": {"new": 42, "old": 1}}}', '2026-11-28 10:53:37.391108+00', '\xaa70f220fa00134e1fd9ab274f5fafb7f926708089589d380761ebdde775e738');
INSERT INTO public.events VALUES ('legacy', 280, '01a221ca-04f5-7000-a2cb-7cbe2e5c3e26', '01a221ca-0415-7001-9847-29f5e727f1e6', 2, 'Lines', 'featureUpdated', '{"changes": {"Status": {"new": 42, "old": 5}}}', '2026-11-28 10:53:37.397777+00', '\xda4ae83a8708ee59b579c38772f2b8d56c99c840dee59a960f956fbe5ea480f9');
INSERT INTO public.events VALUES ('legacy', 281, '01a221ca-04fc-7000-8ea8-5e3c07e17798', '01a221ca-0452-7000-a108-599531d0df2c', 2, 'Lines', 'featureUpdated', '{"changes": {"Status": {"new": 42, "old": 5}}}', '2026-11-28 10:53:37.404169+00', '\xa176c9899e9bd0b00c0183fbde336cdee6942cef60405c1d93f99d7b14896543');
INSERT INTO public.events VALUES ('legacy', 282, '01a221ca-0501-7000-8d98-e70f1ed27e1c', '01a221ca-0462-7000-9c80-c4270dd81aec', 2, 'Lines', 'featureUpdated', '{"changes": {"Status": {"new": 42, "old": 3}}}', '2026-11-28 10:53:37.409935+00', '\x7366331f0c084ba83080c17e68719cdf17f30b7ed81fc2d54bee24db50a1cd04');


--
-- Data for Name: feature_versions_548f748ea043dccb; Type: TABLE DATA; Schema: public; Owner: geojournal_service
--



--
-- Data for Name: feature_versions_c49fea7425fa7f86; Type: TABLE DATA; Schema: public; Owner: geojournal_service
--

INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-01e7-7001-8a5e-3a7b11ca3dba', 1, 'Lines', '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Status": 4, "Voltage": 110}', '{"type": "LineString", "coordinates": [[9060.20114, 7818.9092], [1937, 3052.73], [6711.3, 8094]]}', '0102000020110F000003000000F59CF4BE19B2C14086C954C1E88ABE400000000000449E40295C8FC275D9A740CDCCCCCC4C37BA4000000000009EBF40', '01a221ca-01e7-7004-a1dc-293a4cdb042f', 9, 17, '2026-11-28 10:53:36.61506+00', '2026-11-28 10:53:36.628123+00', 9);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-01e7-7002-a8ad-0f1e7bd53b65', 1, 'Points', '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Height": 12345.678, "Status": 1}', '{"type": "Point", "coordinates": [4464.203053, 1897]}', '0101000020110F00005B0A48FB3370B1400000000000A49D40', '01a221ca-01e7-7004-a1dc-293a4cdb042f', 10, 18, '2026-11-28 10:53:36.61506+00', '2026-11-28 10:53:36.628123+00', 10);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-01ec-7000-9b7f-289703b51e4d', 1, 'Lines', '{"Name": "Ünïcode \"q\"", "Status": 4, "Voltage": 110}', '{"type": "LineString", "coordinates": [[313.051179, 9466], [8253.9, 3124], [3032.374484, 6519.15]]}', '0102000020110F000003000000DF3312A1D190734000000000007DC24033333333F31EC040000000000068A840C0E95DBCBFB0A740666666662677B940', '01a221ca-01ec-7004-8119-1662d8c6cf68', 12, 16, '2026-11-28 10:53:36.620639+00', '2026-11-28 10:53:36.628123+00', 12);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-01de-7003-aef3-2fb8be74c183', 1, 'Points', '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Height": 0.0000001, "Status": 3}', '{"type": "Point", "coordinates": [644, 6092.76837]}', '0101000020110F000000000000002084403A75E5B3C4CCB740', '01a221ca-01de-7005-b3a8-97f9f0a31854', 6, 20, '2026-11-28 10:53:36.606399+00', '2026-11-28 10:53:36.63733+00', 6);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-01e7-7002-a8ad-0f1e7bd53b65', 2, 'Points', '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Height": 12345.678, "Status": 7}', '{"type": "Point", "coordinates": [4464.203053, 1897]}', '0101000020110F00005B0A48FB3370B1400000000000A49D40', '01a221ca-01f4-7000-871b-9b06863cbde5', 18, 21, '2026-11-28 10:53:36.628123+00', '2026-11-28 10:53:36.63733+00', 10);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-01ec-7002-b98b-24b6d259e2b6', 1, 'Points', '{"Name": "a", "Height": 0.0000001, "Status": 4}', '{"type": "Point", "coordinates": [5607, 3053.54]}', '0101000020110F00000000000000E7B540AE47E17A14DBA740', '01a221ca-01ec-7004-8119-1662d8c6cf68', 14, 19, '2026-11-28 10:53:36.620639+00', '2026-11-28 10:53:36.63733+00', 14);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-01e7-7001-8a5e-3a7b11ca3dba', 2, 'Lines', '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Status": 7, "Voltage": 110}', '{"type": "LineString", "coordinates": [[9060.20114, 7818.9092], [1937, 3052.73], [6711.3, 8094]]}', '0102000020110F000003000000F59CF4BE19B2C14086C954C1E88ABE400000000000449E40295C8FC275D9A740CDCCCCCC4C37BA4000000000009EBF40', '01a221ca-01f4-7000-871b-9b06863cbde5', 17, 22, '2026-11-28 10:53:36.628123+00', '2026-11-28 10:53:36.644636+00', 9);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-01ec-7003-9d6d-73891871f8c3', 1, 'Points', '{"Name": "Pole 7", "Height": 0.0000001, "Status": 1}', '{"type": "Point", "coordinates": [5692, 8411.62]}', '0101000020110F000000000000003CB640C3F5285CCF6DC040', '01a221ca-01ec-7004-8119-1662d8c6cf68', 15, 23, '2026-11-28 10:53:36.620639+00', '2026-11-28 10:53:36.644636+00', 15);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-01e7-7001-8a5e-3a7b11ca3dba', 3, 'Lines', '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Status": 3, "Voltage": 110}', '{"type": "LineString", "coordinates": [[9060.20114, 7818.9092], [1937, 3052.73], [6711.3, 8094]]}', '0102000020110F000003000000F59CF4BE19B2C14086C954C1E88ABE400000000000449E40295C8FC275D9A740CDCCCCCC4C37BA4000000000009EBF40', '01a221ca-0204-7000-b5ca-193fde3227ef', 22, 35, '2026-11-28 10:53:36.644636+00', '2026-11-28 10:53:36.663916+00', 9);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-01e7-7003-85ad-8e2f3c0cd3c1', 1, 'Points', '{"Name": "a", "Height": 10, "Status": 1}', '{"type": "Point", "coordinates": [556.5, 2129.96367]}', '0101000020110F00000000000000648140467C2766EDA3A040', '01a221ca-01e7-7004-a1dc-293a4cdb042f', 11, 36, '2026-11-28 10:53:36.61506+00', '2026-11-28 10:53:36.663916+00', 11);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-020b-7004-84ff-021f752d61b3', 1, 'Lines', '{"Name": "a", "Status": 1, "Voltage": 220}', '{"type": "LineString", "coordinates": [[3732.9, 4315.63036], [8857.593914, 1580.07376], [8610.844987, 5601.86]]}', '0102000020110F000003000000CDCCCCCCCC29AD40B5E0455FA1DBB04051BB5F05CC4CC14003CFBD874BB0984046B588286CD1C0408FC2F528DCE1B540', '01a221ca-020b-7006-b4a1-59ca7b570c54', 28, 34, '2026-11-28 10:53:36.651365+00', '2026-11-28 10:53:36.663916+00', 28);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-01de-7002-80bd-cb2acae3885d', 1, 'Points', '{"Name": "Pole 7", "Height": 10, "Status": 2}', '{"type": "Point", "coordinates": [5203.867, 4618]}', '0101000020110F0000A245B6F3DD53B44000000000000AB240', '01a221ca-01de-7005-b3a8-97f9f0a31854', 5, 44, '2026-11-28 10:53:36.606399+00', '2026-11-28 10:53:36.67565+00', 5);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-01ec-7000-9b7f-289703b51e4d', 2, 'Lines', '{"Name": "Ünïcode \"q\"", "Status": 2, "Voltage": 110}', '{"type": "LineString", "coordinates": [[313.051179, 9466], [8253.9, 3124], [3032.374484, 6519.15]]}', '0102000020110F000003000000DF3312A1D190734000000000007DC24033333333F31EC040000000000068A840C0E95DBCBFB0A740666666662677B940', '01a221ca-01f4-7000-871b-9b06863cbde5', 16, 42, '2026-11-28 10:53:36.628123+00', '2026-11-28 10:53:36.67565+00', 12);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-020b-7005-a388-2f65d13c4885', 1, 'Lines', '{"Name": "a", "Status": 2, "Voltage": null}', '{"type": "LineString", "coordinates": [[4936.765403, 2361], [6073.814578, 4546.55], [4180.3, 5687]]}', '0102000020110F000003000000437573F1C348B340000000000072A2400B0E2F88D0B9B740CDCCCCCC8CC2B140CDCCCCCC4C54B040000000000037B640', '01a221ca-020b-7006-b4a1-59ca7b570c54', 29, 43, '2026-11-28 10:53:36.651365+00', '2026-11-28 10:53:36.67565+00', 29);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-0211-7002-9ccf-76aeb449df3f', 1, 'Points', '{"Name": "Ünïcode \"q\"", "Height": 0.0000001, "Status": 2}', '{"type": "Point", "coordinates": [7569.329505, 1322.57425]}', '0101000020110F0000DE8E705A5491BD40E92631084CAA9440', '01a221ca-0211-7004-b44d-32b674de239b', 32, 45, '2026-11-28 10:53:36.65781+00', '2026-11-28 10:53:36.67565+00', 32);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-021d-7003-a3f1-c69779b15d0b', 1, 'Lines', '{"Name": "Pole 7", "Status": 1, "Voltage": null}', '{"type": "LineString", "coordinates": [[575.517, 8550.58], [8486, 9248], [6249, 6541]]}', '0102000020110F0000030000004260E5D022FC8140D7A3703D4AB3C040000000000093C040000000000010C240000000000069B84000000000008DB940', '01a221ca-021d-7005-a255-8c758d5fd4cf', 40, 46, '2026-11-28 10:53:36.66935+00', '2026-11-28 10:53:36.681682+00', 40);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-01de-7000-9a73-84b8e45dd317', 1, 'Points', '{"Name": "Pole 7", "Height": 12345.678, "Status": 2}', '{"type": "Point", "coordinates": [9617.9, 1283.72]}', '0101000020110F000033333333F3C8C2407B14AE47E10E9440', '01a221ca-01de-7005-b3a8-97f9f0a31854', 3, 47, '2026-11-28 10:53:36.606399+00', '2026-11-28 10:53:36.687968+00', 3);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-020b-7003-b97d-77e977f68653', 1, 'Points', '{"Name": "a", "Height": 1.5, "Status": 0}', '{"type": "Point", "coordinates": [2020.521886, 3021.75417]}', '0101000020110F0000F698486916929F4040FB9122829BA740', '01a221ca-020b-7006-b4a1-59ca7b570c54', 27, 48, '2026-11-28 10:53:36.651365+00', '2026-11-28 10:53:36.687968+00', 27);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-021d-7000-8b1d-f70da748af13', 1, 'Lines', '{"Name": "a", "Status": 1, "Voltage": 110}', '{"type": "LineString", "coordinates": [[8576.2, 1860.51], [1613.856, 723.44], [726, 9599.8866]]}', '0102000020110F0000030000009A99999919C0C040D7A3703D0A129D408195438B6C379940EC51B81E859B86400000000000B0864051DA1B7CF1BFC240', '01a221ca-021d-7005-a255-8c758d5fd4cf', 37, 49, '2026-11-28 10:53:36.66935+00', '2026-11-28 10:53:36.687968+00', 37);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-021d-7002-82cf-2e940180281c', 1, 'Lines', '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Status": 4, "Voltage": 220}', '{"type": "LineString", "coordinates": [[8443.5, 4412.8], [8827.966, 1218.15], [6570.979, 4484.92077]]}', '0102000020110F00000300000000000000C07DC040CDCCCCCCCC3CB140F853E3A5FB3DC1409A99999999089340C976BE9FFAAAB940232D95B7EB84B140', '01a221ca-021d-7005-a255-8c758d5fd4cf', 39, 50, '2026-11-28 10:53:36.66935+00', '2026-11-28 10:53:36.687968+00', 39);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-01ec-7000-9b7f-289703b51e4d', 3, 'Lines', '{"Name": "Ünïcode \"q\"", "Status": 2, "Voltage": 110}', '{"type": "LineString", "coordinates": [[496.166986, 4323], [2833.521715, 5016.13113], [7930, 4910]]}', '0102000020110F0000030000003D0E83F9AB027F400000000000E3B040AA7D3A1E0B23A6408655BC912198B3400000000000FABE4000000000002EB340', '01a221ca-0223-7000-bdc4-c3d0f0f929db', 42, 56, '2026-11-28 10:53:36.67565+00', '2026-11-28 10:53:36.706391+00', 12);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-0211-7002-9ccf-76aeb449df3f', 2, 'Points', '{"Name": "Ünïcode \"q\"", "Height": 0.0000001, "Status": 1}', '{"type": "Point", "coordinates": [7569.329505, 1322.57425]}', '0101000020110F0000DE8E705A5491BD40E92631084CAA9440', '01a221ca-0223-7000-bdc4-c3d0f0f929db', 45, 58, '2026-11-28 10:53:36.67565+00', '2026-11-28 10:53:36.706391+00', 32);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-021d-7001-a464-16384e7f814c', 1, 'Lines', '{"Name": "Ünïcode \"q\"", "Status": 3, "Voltage": 110}', '{"type": "LineString", "coordinates": [[5660.808, 8032], [999.369, 2424], [8562, 1348]]}', '0102000020110F0000030000002B8716D9CE1CB640000000000060BF40CBA145B6F33A8F400000000000F0A2400000000000B9C0400000000000109540', '01a221ca-021d-7005-a255-8c758d5fd4cf', 38, 57, '2026-11-28 10:53:36.66935+00', '2026-11-28 10:53:36.706391+00', 38);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-020b-7005-a388-2f65d13c4885', 2, 'Lines', '{"Name": "a", "Status": 9, "Voltage": null}', '{"type": "LineString", "coordinates": [[4936.765403, 2361], [6073.814578, 4546.55], [4180.3, 5687]]}', '0102000020110F000003000000437573F1C348B340000000000072A2400B0E2F88D0B9B740CDCCCCCC8CC2B140CDCCCCCC4C54B040000000000037B640', '01a221ca-0223-7000-bdc4-c3d0f0f929db', 43, 65, '2026-11-28 10:53:36.67565+00', '2026-11-28 10:53:36.720276+00', 29);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-021d-7003-a3f1-c69779b15d0b', 2, 'Lines', '{"Name": "Pole 7", "Status": 1, "Voltage": null}', '{"type": "LineString", "coordinates": [[575.517, 8550.58], [8486, 9248], [6249, 6541]]}', '0102000020110F0000030000004260E5D022FC8140D7A3703D4AB3C040000000000093C040000000000010C240000000000069B84000000000008DB940', '01a221ca-0229-7000-8387-55bb6a21500b', 46, 64, '2026-11-28 10:53:36.681682+00', '2026-11-28 10:53:36.720276+00', 40);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-023b-7000-bc77-e3dfb597bc80', 1, 'Points', '{"Name": "Ünïcode \"q\"", "Height": null, "Status": 0}', '{"type": "Point", "coordinates": [4943.133, 188]}', '0101000020110F00005EBA490C224FB3400000000000806740', '01a221ca-023b-7001-8a7c-2428bb8859ab', 55, 66, '2026-11-28 10:53:36.699552+00', '2026-11-28 10:53:36.727258+00', 55);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-01de-7001-83d9-2fd8e08115c8', 1, 'Points', '{"Name": "a", "Height": 1.5, "Status": 3}', '{"type": "Point", "coordinates": [8426.51, 7309.41]}', '0101000020110F00007B14AE474175C0405C8FC2F5688DBC40', '01a221ca-01de-7005-b3a8-97f9f0a31854', 4, 67, '2026-11-28 10:53:36.606399+00', '2026-11-28 10:53:36.734542+00', 4);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-01e7-7003-85ad-8e2f3c0cd3c1', 2, 'Points', '{"Name": "a", "Height": 10, "Status": 2}', '{"type": "Point", "coordinates": [556.5, 2129.96367]}', '0101000020110F00000000000000648140467C2766EDA3A040', '01a221ca-0218-7000-9262-31e0aabc4d4a', 36, 68, '2026-11-28 10:53:36.663916+00', '2026-11-28 10:53:36.734542+00', 11);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-0248-7002-b891-448768091689', 1, 'Points', '{"Name": "a", "Height": 0.0000001, "Status": 3}', '{"type": "Point", "coordinates": [6293.5, 608]}', '0101000020110F0000000000008095B8400000000000008340', '01a221ca-0248-7005-9e17-992e512855b2', 61, 69, '2026-11-28 10:53:36.712689+00', '2026-11-28 10:53:36.734542+00', 61);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-01e7-7003-85ad-8e2f3c0cd3c1', 3, 'Points', '{"Name": "a", "Height": 10, "Status": 2}', '{"type": "Point", "coordinates": [9163.706, 5035.1695]}', '0101000020110F00007D3F355EDAE5C140AC1C5A642BABB340', '01a221ca-025e-7000-a1ed-07f2e15d0ecc', 68, 70, '2026-11-28 10:53:36.734542+00', '2026-11-28 10:53:36.74208+00', 11);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-0211-7002-9ccf-76aeb449df3f', 3, 'Points', '{"Name": "Ünïcode \"q\"", "Height": 0.0000001, "Status": 9}', '{"type": "Point", "coordinates": [7569.329505, 1322.57425]}', '0101000020110F0000DE8E705A5491BD40E92631084CAA9440', '01a221ca-0242-7000-a04b-9a4103a028fd', 58, 71, '2026-11-28 10:53:36.706391+00', '2026-11-28 10:53:36.74208+00', 32);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-0235-7003-8673-dd6ccb7648ad', 1, 'Lines', '{"Name": "Pole 7", "Status": 4, "Voltage": 220}', '{"type": "LineString", "coordinates": [[7403.271003, 1725.9982], [9004.5, 5170.22], [7996.9, 3196.53087]]}', '0102000020110F0000030000001EDE736045EBBC40780B2428FEF79A40000000004096C1401F85EB513832B44066666666E63CBF40DB5031CE0FF9A840', '01a221ca-0235-7004-93e7-a89f78bef24d', 54, 72, '2026-11-28 10:53:36.69384+00', '2026-11-28 10:53:36.74208+00', 54);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-020b-7003-b97d-77e977f68653', 2, 'Points', '{"Name": "a", "Height": 1.5, "Status": 0}', '{"type": "Point", "coordinates": [7208.781, 1438]}', '0101000020110F00002DB29DEFC728BC400000000000789640', '01a221ca-0230-7000-9948-97414ad0fe88', 48, 73, '2026-11-28 10:53:36.687968+00', '2026-11-28 10:53:36.749433+00', 27);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-01de-7002-80bd-cb2acae3885d', 2, 'Points', '{"Name": "Pole 7", "Height": 10, "Status": 2}', '{"type": "Point", "coordinates": [4767, 2946.51]}', '0101000020110F000000000000009FB240EC51B81E0505A740', '01a221ca-0223-7000-bdc4-c3d0f0f929db', 44, 75, '2026-11-28 10:53:36.67565+00', '2026-11-28 10:53:36.757405+00', 5);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-0248-7003-8e30-22be530fa76e', 1, 'Points', '{"Name": "a", "Height": 10, "Status": 2}', '{"type": "Point", "coordinates": [7035.657845, 8065.85]}', '0101000020110F0000D6A88768A87BBB409A999999D981BF40', '01a221ca-0248-7005-9e17-992e512855b2', 62, 74, '2026-11-28 10:53:36.712689+00', '2026-11-28 10:53:36.757405+00', 62);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-0248-7001-9b22-54016f3571fb', 1, 'Points', '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Height": null, "Status": 4}', '{"type": "Point", "coordinates": [6086.809, 3560.70038]}', '0101000020110F000077BE9F1ACFC6B7408C15359866D1AB40', '01a221ca-0248-7005-9e17-992e512855b2', 60, 76, '2026-11-28 10:53:36.712689+00', '2026-11-28 10:53:36.757405+00', 60);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-01de-7001-83d9-2fd8e08115c8', 2, 'Points', '{"Name": "a", "Height": 1.5, "Status": 7}', '{"type": "Point", "coordinates": [8426.51, 7309.41]}', '0101000020110F00007B14AE474175C0405C8FC2F5688DBC40', '01a221ca-025e-7000-a1ed-07f2e15d0ecc', 67, 77, '2026-11-28 10:53:36.734542+00', '2026-11-28 10:53:36.764565+00', 4);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-01de-7003-aef3-2fb8be74c183', 2, 'Points', '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Height": 0.0000001, "Status": 3}', '{"type": "Point", "coordinates": [4773.1, 4319.29]}', '0101000020110F00009A99999919A5B240D7A3703D4ADFB040', '01a221ca-01fd-7000-87d7-6710e912291f', 20, 82, '2026-11-28 10:53:36.63733+00', '2026-11-28 10:53:36.778314+00', 6);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-020b-7002-86fe-8c1f58b85391', 1, 'Points', '{"Name": "a", "Height": null, "Status": 1}', '{"type": "Point", "coordinates": [4879, 9436.58]}', '0101000020110F000000000000000FB340D7A3703D4A6EC240', '01a221ca-020b-7006-b4a1-59ca7b570c54', 26, 84, '2026-11-28 10:53:36.651365+00', '2026-11-28 10:53:36.778314+00', 26);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-01ec-7000-9b7f-289703b51e4d', 4, 'Lines', '{"Name": "Ünïcode \"q\"", "Status": 2, "Voltage": 110}', '{"type": "LineString", "coordinates": [[1309.778301, 9379.78425], [6891.711, 3987.97], [4568, 8541.93]]}', '0102000020110F000003000000C7F5EFFA1C779440F2D24D62E451C24075931804B6EBBA403D0AD7A3F027AF400000000000D8B140A4703D0AF7AEC040', '01a221ca-0242-7000-a04b-9a4103a028fd', 56, 85, '2026-11-28 10:53:36.706391+00', '2026-11-28 10:53:36.778314+00', 12);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-0248-7001-9b22-54016f3571fb', 2, 'Points', '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Height": null, "Status": 4}', '{"type": "Point", "coordinates": [7525, 7049.32897]}', '0101000020110F0000000000000065BD405DBF60375489BB40', '01a221ca-0275-7000-89ea-28505c1549da', 76, 83, '2026-11-28 10:53:36.757405+00', '2026-11-28 10:53:36.778314+00', 60);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-020b-7001-8954-f0e42be9bac4', 1, 'Points', '{"Name": "Pole 7", "Height": 1.5, "Status": 4}', '{"type": "Point", "coordinates": [7536.9, 6203.77894]}', '0101000020110F000066666666E670BD408CA19C68C73BB840', '01a221ca-020b-7006-b4a1-59ca7b570c54', 25, 90, '2026-11-28 10:53:36.651365+00', '2026-11-28 10:53:36.791944+00', 25);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-021d-7003-a3f1-c69779b15d0b', 3, 'Lines', '{"Name": "Pole 7", "Status": 4, "Voltage": null}', '{"type": "LineString", "coordinates": [[575.517, 8550.58], [8486, 9248], [6249, 6541]]}', '0102000020110F0000030000004260E5D022FC8140D7A3703D4AB3C040000000000093C040000000000010C240000000000069B84000000000008DB940', '01a221ca-0250-7000-8545-cb2a1121db02', 64, 88, '2026-11-28 10:53:36.720276+00', '2026-11-28 10:53:36.791944+00', 40);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-0248-7004-af78-75b7e8cda760', 1, 'Points', '{"Name": "a", "Height": 12345.678, "Status": 4}', '{"type": "Point", "coordinates": [3886, 9666.50819]}', '0101000020110F000000000000005CAE4014B35E0C41E1C240', '01a221ca-0248-7005-9e17-992e512855b2', 63, 89, '2026-11-28 10:53:36.712689+00', '2026-11-28 10:53:36.791944+00', 63);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-0281-7003-84a5-d8d5b63c11d8', 1, 'Points', '{"Name": "a", "Height": 10, "Status": 4}', '{"type": "Point", "coordinates": [3216, 2795.61]}', '0101000020110F0000000000000020A9401F85EB5138D7A540', '01a221ca-0281-7004-b7f5-49ce157a9254', 81, 91, '2026-11-28 10:53:36.769733+00', '2026-11-28 10:53:36.791944+00', 81);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-0235-7000-bc85-d191b6e905ff', 1, 'Points', '{"Name": "Ünïcode \"q\"", "Height": 10, "Status": 5}', '{"type": "Point", "coordinates": [4828.73, 4063.08]}', '0101000020110F000014AE47E1BADCB2405C8FC2F528BEAF40', '01a221ca-0235-7004-93e7-a89f78bef24d', 51, 92, '2026-11-28 10:53:36.69384+00', '2026-11-28 10:53:36.799082+00', 51);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-020b-7003-b97d-77e977f68653', 3, 'Points', '{"Name": "a", "Height": 1.5, "Status": 0}', '{"type": "Point", "coordinates": [8624.824, 4163]}', '0101000020110F0000F4FDD47869D8C040000000000043B040', '01a221ca-026d-7000-bef5-8537a608c338', 73, 94, '2026-11-28 10:53:36.749433+00', '2026-11-28 10:53:36.810491+00', 27);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-01de-7002-80bd-cb2acae3885d', 3, 'Points', '{"Name": "Pole 7", "Height": 10, "Status": 2}', '{"type": "Point", "coordinates": [5128.13285, 8465]}', '0101000020110F0000462575022208B440000000008088C040', '01a221ca-0275-7000-89ea-28505c1549da', 75, 93, '2026-11-28 10:53:36.757405+00', '2026-11-28 10:53:36.810491+00', 5);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-0248-7000-a1f9-cfc632545d79', 1, 'Points', '{"Name": "a", "Height": 1.5, "Status": 5}', '{"type": "Point", "coordinates": [1760, 1001.27635]}', '0101000020110F00000000000000809B40FF21FDF6354A8F40', '01a221ca-0248-7005-9e17-992e512855b2', 59, 95, '2026-11-28 10:53:36.712689+00', '2026-11-28 10:53:36.810491+00', 59);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-028f-7001-a8cd-73a6cb45fd6e', 1, 'Lines', '{"Name": "Ünïcode \"q\"", "Status": 1, "Voltage": 110}', '{"type": "LineString", "coordinates": [[7104.835, 5178.0097], [9035.293143, 5032.6443], [6291.959, 7580]]}', '0102000020110F000003000000295C8FC2D5C0BB40C5FEB27B023AB44007B7B585A5A5C140D044D8F0A4A8B340DD240681F593B84000000000009CBD40', '01a221ca-028f-7002-bb00-07eb3fe82643', 87, 96, '2026-11-28 10:53:36.783917+00', '2026-11-28 10:53:36.817849+00', 87);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-01e7-7000-8403-e32f3a40e89e', 1, 'Lines', '{"Name": "a", "Status": 1, "Voltage": 110}', '{"type": "LineString", "coordinates": [[4613, 4713.93034], [9440.264, 6217.74], [2850.2, 698]]}', '0102000020110F000003000000000000000005B2402922C32AEE69B2401283C0CA2170C2400AD7A370BD49B840666666666644A6400000000000D08540', '01a221ca-01e7-7004-a1dc-293a4cdb042f', 8, 100, '2026-11-28 10:53:36.61506+00', '2026-11-28 10:53:36.825135+00', 8);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-020b-7003-b97d-77e977f68653', 4, 'Points', '{"Name": "a", "Height": 1.5, "Status": 0}', '{"type": "Point", "coordinates": [603.32, 2165]}', '0101000020110F0000C3F5285C8FDA82400000000000EAA040', '01a221ca-02aa-7000-adcf-645b051d74f4', 94, 97, '2026-11-28 10:53:36.810491+00', '2026-11-28 10:53:36.825135+00', 27);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-0235-7003-8673-dd6ccb7648ad', 2, 'Lines', '{"Name": "Pole 7", "Status": 5, "Voltage": 220}', '{"type": "LineString", "coordinates": [[7403.271003, 1725.9982], [9004.5, 5170.22], [7996.9, 3196.53087]]}', '0102000020110F0000030000001EDE736045EBBC40780B2428FEF79A40000000004096C1401F85EB513832B44066666666E63CBF40DB5031CE0FF9A840', '01a221ca-0266-7000-a093-079274fa32bf', 72, 99, '2026-11-28 10:53:36.74208+00', '2026-11-28 10:53:36.825135+00', 54);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-0281-7003-84a5-d8d5b63c11d8', 2, 'Points', '{"Name": "a", "Height": 10, "Status": 4}', '{"type": "Point", "coordinates": [5730.8, 6102]}', '0101000020110F0000CDCCCCCCCC62B6400000000000D6B740', '01a221ca-0298-7000-8fbc-8b7e64619907', 91, 98, '2026-11-28 10:53:36.791944+00', '2026-11-28 10:53:36.825135+00', 81);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-020b-7004-84ff-021f752d61b3', 2, 'Lines', '{"Name": "a", "Status": 1, "Voltage": 220}', '{"type": "LineString", "coordinates": [[3434.704527, 1767.85], [4389.9, 6269], [1439.808304, 5010.3877]]}', '0102000020110F0000030000004C50C3B768D5AA4066666666669F9B4066666666E625B14000000000007DB840E7340BB43B7F9640A9A44E406392B340', '01a221ca-0218-7000-9262-31e0aabc4d4a', 34, 103, '2026-11-28 10:53:36.663916+00', '2026-11-28 10:53:36.833156+00', 28);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-0211-7000-9f6c-414ac7167b4d', 1, 'Points', '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Height": null, "Status": 1}', '{"type": "Point", "coordinates": [4185.663, 737]}', '0101000020110F00003F355EBAA959B0400000000000088740', '01a221ca-0211-7004-b44d-32b674de239b', 30, 102, '2026-11-28 10:53:36.65781+00', '2026-11-28 10:53:36.833156+00', 30);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-021d-7004-beeb-940f66e253be', 1, 'Points', '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Height": 12345.678, "Status": 1}', '{"type": "Point", "coordinates": [8734.5, 529.16381]}', '0101000020110F000000000000400FC14010069E7B4F898040', '01a221ca-021d-7005-a255-8c758d5fd4cf', 41, 101, '2026-11-28 10:53:36.66935+00', '2026-11-28 10:53:36.833156+00', 41);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-01de-7003-aef3-2fb8be74c183', 3, 'Points', '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Height": 0.0000001, "Status": 0}', '{"type": "Point", "coordinates": [4773.1, 4319.29]}', '0101000020110F00009A99999919A5B240D7A3703D4ADFB040', '01a221ca-028a-7000-9f0f-3c984cd64da6', 82, 105, '2026-11-28 10:53:36.778314+00', '2026-11-28 10:53:36.841036+00', 6);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-020b-7001-8954-f0e42be9bac4', 2, 'Points', '{"Name": "Pole 7", "Height": 1.5, "Status": 4}', '{"type": "Point", "coordinates": [43.759955, 9554.04]}', '0101000020110F000041B7973446E14540EC51B81E05A9C240', '01a221ca-0298-7000-8fbc-8b7e64619907', 90, 107, '2026-11-28 10:53:36.791944+00', '2026-11-28 10:53:36.841036+00', 25);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-0211-7003-85d8-117f6584ccfc', 1, 'Lines', '{"Name": "a", "Status": 2, "Voltage": 110}', '{"type": "LineString", "coordinates": [[563.93, 7689], [5884.821, 9006], [5617.653335, 5628.5]]}', '0102000020110F0000030000003D0AD7A3709F8140000000000009BE4004560E2DD2FCB640000000000097C140556AF640A7F1B5400000000080FCB540', '01a221ca-0211-7004-b44d-32b674de239b', 33, 104, '2026-11-28 10:53:36.65781+00', '2026-11-28 10:53:36.841036+00', 33);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-0235-7001-908a-fe3a449ca235', 1, 'Points', '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Height": 0.0000001, "Status": 4}', '{"type": "Point", "coordinates": [2519.9, 2099.0688]}', '0101000020110F0000CDCCCCCCCCAFA340EEEBC0392366A040', '01a221ca-0235-7004-93e7-a89f78bef24d', 52, 106, '2026-11-28 10:53:36.69384+00', '2026-11-28 10:53:36.841036+00', 52);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-01de-7000-9a73-84b8e45dd317', 2, 'Points', '{"Name": "Pole 7", "Height": 12345.678, "Status": 2}', '{"type": "Point", "coordinates": [8608.210152, 6199.51]}', '0101000020110F000098BF42E61AD0C040F6285C8F8237B840', '01a221ca-0230-7000-9948-97414ad0fe88', 47, 113, '2026-11-28 10:53:36.687968+00', '2026-11-28 10:53:36.854614+00', 3);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-020b-7003-b97d-77e977f68653', 5, 'Points', '{"Name": "a", "Height": 1.5, "Status": 0}', '{"type": "Point", "coordinates": [603.32, 2165]}', '0101000020110F0000C3F5285C8FDA82400000000000EAA040', '01a221ca-02b9-7000-be75-1e18cfefc1cb', 97, 112, '2026-11-28 10:53:36.825135+00', '2026-11-28 10:53:36.854614+00', 27);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-021d-7003-a3f1-c69779b15d0b', 4, 'Lines', '{"Name": "Pole 7", "Status": 4, "Voltage": null}', '{"type": "LineString", "coordinates": [[575.517, 8550.58], [8486, 9248], [6249, 6541]]}', '0102000020110F0000030000004260E5D022FC8140D7A3703D4AB3C040000000000093C040000000000010C240000000000069B84000000000008DB940', '01a221ca-0298-7000-8fbc-8b7e64619907', 88, 111, '2026-11-28 10:53:36.791944+00', '2026-11-28 10:53:36.854614+00', 40);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-020b-7004-84ff-021f752d61b3', 3, 'Lines', '{"Name": "a", "Status": 1, "Voltage": 220}', '{"type": "LineString", "coordinates": [[3434.704527, 1767.85], [4389.9, 6269], [1439.808304, 5010.3877]]}', '0102000020110F0000030000004C50C3B768D5AA4066666666669F9B4066666666E625B14000000000007DB840E7340BB43B7F9640A9A44E406392B340', '01a221ca-02c1-7000-802c-037c08fc3ed1', 103, 114, '2026-11-28 10:53:36.833156+00', '2026-11-28 10:53:36.863038+00', 28);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-020b-7001-8954-f0e42be9bac4', 3, 'Points', '{"Name": "Pole 7", "Height": 1.5, "Status": 4}', '{"type": "Point", "coordinates": [7877, 2645.23383]}', '0101000020110F00000000000000C5BE40A6D590B877AAA440', '01a221ca-02c9-7000-8357-8bb57ac004e6', 107, 116, '2026-11-28 10:53:36.841036+00', '2026-11-28 10:53:36.863038+00', 25);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-0211-7000-9f6c-414ac7167b4d', 2, 'Points', '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Height": null, "Status": 8}', '{"type": "Point", "coordinates": [4185.663, 737]}', '0101000020110F00003F355EBAA959B0400000000000088740', '01a221ca-02c1-7000-802c-037c08fc3ed1', 102, 115, '2026-11-28 10:53:36.833156+00', '2026-11-28 10:53:36.863038+00', 30);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-01ec-7002-b98b-24b6d259e2b6', 2, 'Points', '{"Name": "a", "Height": 0.0000001, "Status": 4}', '{"type": "Point", "coordinates": [7872.073, 5602.78]}', '0101000020110F00009CC420B012C0BE40E17A14AEC7E2B540', '01a221ca-01fd-7000-87d7-6710e912291f', 19, 119, '2026-11-28 10:53:36.63733+00', '2026-11-28 10:53:36.871524+00', 14);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-0248-7003-8e30-22be530fa76e', 2, 'Points', '{"Name": "a", "Height": 10, "Status": 3}', '{"type": "Point", "coordinates": [7035.657845, 8065.85]}', '0101000020110F0000D6A88768A87BBB409A999999D981BF40', '01a221ca-0275-7000-89ea-28505c1549da', 74, 142, '2026-11-28 10:53:36.757405+00', '2026-11-28 10:53:36.966756+00', 62);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-0211-7003-85d8-117f6584ccfc', 2, 'Lines', '{"Name": "a", "Status": 2, "Voltage": 110}', '{"type": "LineString", "coordinates": [[9967, 6853.53667], [2441, 224], [283.381744, 9253]]}', '0102000020110F000003000000000000008077C340BF82346389C5BA40000000000012A3400000000000006C401CB7989F1BB67140000000008012C240', '01a221ca-02c9-7000-8357-8bb57ac004e6', 104, 118, '2026-11-28 10:53:36.841036+00', '2026-11-28 10:53:36.871524+00', 33);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-021d-7003-a3f1-c69779b15d0b', 5, 'Lines', '{"Name": "Pole 7", "Status": 4, "Voltage": null}', '{"type": "LineString", "coordinates": [[8212.676, 6777.4], [4758.7, 2160.33221], [9518.5, 1265.49]]}', '0102000020110F0000030000000C022B87560AC040666666666679BA4033333333B396B240CFDA6D17AAE0A040000000004097C240295C8FC2F5C59340', '01a221ca-02d6-7000-b5de-7f2f626136aa', 111, 117, '2026-11-28 10:53:36.854614+00', '2026-11-28 10:53:36.871524+00', 40);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-01ec-7001-996e-8fd66205d8f9', 1, 'Lines', '{"Name": "a", "Status": 4, "Voltage": null}', '{"type": "LineString", "coordinates": [[5196.935926, 2554.37193], [9329, 5277], [5883, 5763.03]]}', '0102000020110F0000030000007AA9D898EF4CB440CDE49B6DBEF4A340000000008038C24000000000009DB4400000000000FBB640E17A14AE0783B640', '01a221ca-01ec-7004-8119-1662d8c6cf68', 13, 120, '2026-11-28 10:53:36.620639+00', '2026-11-28 10:53:36.878233+00', 13);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-023b-7000-bc77-e3dfb597bc80', 2, 'Points', '{"Name": "Ünïcode \"q\"", "Height": null, "Status": 1}', '{"type": "Point", "coordinates": [4943.133, 188]}', '0101000020110F00005EBA490C224FB3400000000000806740', '01a221ca-0257-7000-8b46-ed2b720ced0a', 66, 122, '2026-11-28 10:53:36.727258+00', '2026-11-28 10:53:36.878233+00', 55);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-0248-7001-9b22-54016f3571fb', 3, 'Points', '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Height": null, "Status": 0}', '{"type": "Point", "coordinates": [7525, 7049.32897]}', '0101000020110F0000000000000065BD405DBF60375489BB40', '01a221ca-028a-7000-9f0f-3c984cd64da6', 83, 123, '2026-11-28 10:53:36.778314+00', '2026-11-28 10:53:36.878233+00', 60);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-0281-7002-b4c1-f0875fcffbd4', 1, 'Points', '{"Name": "a", "Height": 12345.678, "Status": 2}', '{"type": "Point", "coordinates": [5632, 8458.62]}', '0101000020110F0000000000000000B640C3F5285C4F85C040', '01a221ca-0281-7004-b7f5-49ce157a9254', 80, 121, '2026-11-28 10:53:36.769733+00', '2026-11-28 10:53:36.878233+00', 80);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-01de-7004-a056-65cc11e8ff0f', 1, 'Lines', '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Status": 0, "Voltage": null}', '{"type": "LineString", "coordinates": [[8961.8, 593], [6195.798569, 8499], [1765.525, 1136.04]]}', '0102000020110F00000300000066666666E680C1400000000000888240999A046FCC33B840000000008099C0409A99999919969B405C8FC2F528C09140', '01a221ca-01de-7005-b3a8-97f9f0a31854', 7, 124, '2026-11-28 10:53:36.606399+00', '2026-11-28 10:53:36.885038+00', 7);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-021d-7000-8b1d-f70da748af13', 2, 'Lines', '{"Name": "a", "Status": 5, "Voltage": 110}', '{"type": "LineString", "coordinates": [[8576.2, 1860.51], [1613.856, 723.44], [726, 9599.8866]]}', '0102000020110F0000030000009A99999919C0C040D7A3703D0A129D408195438B6C379940EC51B81E859B86400000000000B0864051DA1B7CF1BFC240', '01a221ca-0230-7000-9948-97414ad0fe88', 49, 125, '2026-11-28 10:53:36.687968+00', '2026-11-28 10:53:36.885038+00', 37);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-0211-7000-9f6c-414ac7167b4d', 3, 'Points', '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Height": null, "Status": 8}', '{"type": "Point", "coordinates": [5102.8, 4251.77099]}', '0101000020110F0000CDCCCCCCCCEEB3408BC3995FC59BB040', '01a221ca-02df-7000-9e9f-91bb63bf74a3', 115, 127, '2026-11-28 10:53:36.863038+00', '2026-11-28 10:53:36.885038+00', 30);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-0248-7004-af78-75b7e8cda760', 2, 'Points', '{"Name": "a", "Height": 12345.678, "Status": 4}', '{"type": "Point", "coordinates": [5414.2, 6925]}', '0101000020110F0000333333333326B54000000000000DBB40', '01a221ca-0298-7000-8fbc-8b7e64619907', 89, 126, '2026-11-28 10:53:36.791944+00', '2026-11-28 10:53:36.885038+00', 63);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-020b-7004-84ff-021f752d61b3', 4, 'Lines', '{"Name": "a", "Status": 2, "Voltage": 220}', '{"type": "LineString", "coordinates": [[3434.704527, 1767.85], [4389.9, 6269], [1439.808304, 5010.3877]]}', '0102000020110F0000030000004C50C3B768D5AA4066666666669F9B4066666666E625B14000000000007DB840E7340BB43B7F9640A9A44E406392B340', '01a221ca-02df-7000-9e9f-91bb63bf74a3', 114, 130, '2026-11-28 10:53:36.863038+00', '2026-11-28 10:53:36.891922+00', 28);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-0235-7000-bc85-d191b6e905ff', 2, 'Points', '{"Name": "Ünïcode \"q\"", "Height": 10, "Status": 5}', '{"type": "Point", "coordinates": [3652, 5906.69015]}', '0101000020110F0000000000000088AC40569FABADB012B740', '01a221ca-029f-7000-af51-5ef2ffc7456c', 92, 129, '2026-11-28 10:53:36.799082+00', '2026-11-28 10:53:36.891922+00', 51);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-0281-7002-b4c1-f0875fcffbd4', 2, 'Points', '{"Name": "a", "Height": 12345.678, "Status": 8}', '{"type": "Point", "coordinates": [5632, 8458.62]}', '0101000020110F0000000000000000B640C3F5285C4F85C040', '01a221ca-02ee-7000-bed7-a6d69049e943', 121, 128, '2026-11-28 10:53:36.878233+00', '2026-11-28 10:53:36.891922+00', 80);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-01de-7000-9a73-84b8e45dd317', 3, 'Points', '{"Name": "Pole 7", "Height": 12345.678, "Status": 0}', '{"type": "Point", "coordinates": [8608.210152, 6199.51]}', '0101000020110F000098BF42E61AD0C040F6285C8F8237B840', '01a221ca-02d6-7000-b5de-7f2f626136aa', 113, 133, '2026-11-28 10:53:36.854614+00', '2026-11-28 10:53:36.908298+00', 3);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-020b-7003-b97d-77e977f68653', 6, 'Points', '{"Name": "a", "Height": 1.5, "Status": 0}', '{"type": "Point", "coordinates": [3292.117, 8228]}', '0101000020110F0000448B6CE73BB8A940000000000012C040', '01a221ca-02d6-7000-b5de-7f2f626136aa', 112, 132, '2026-11-28 10:53:36.854614+00', '2026-11-28 10:53:36.908298+00', 27);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-021d-7003-a3f1-c69779b15d0b', 6, 'Lines', '{"Name": "Pole 7", "Status": 4, "Voltage": null}', '{"type": "LineString", "coordinates": [[221.6, 9560.87], [6773, 1937.14041], [333.778, 385.14]]}', '0102000020110F0000030000003333333333B36B40C3F5285C6FACC240000000000075BA402098A3C78F449E409CC420B072DC74400AD7A3703D127840', '01a221ca-02e7-7000-ab51-4f75cf326d4b', 117, 131, '2026-11-28 10:53:36.871524+00', '2026-11-28 10:53:36.908298+00', 40);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-01de-7000-9a73-84b8e45dd317', 4, 'Points', '{"Name": "Pole 7", "Height": 12345.678, "Status": 2}', '{"type": "Point", "coordinates": [8608.210152, 6199.51]}', '0101000020110F000098BF42E61AD0C040F6285C8F8237B840', '01a221ca-030c-7000-b9d0-510991170a57', 133, 136, '2026-11-28 10:53:36.908298+00', '2026-11-28 10:53:36.921963+00', 3);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-020b-7003-b97d-77e977f68653', 7, 'Points', '{"Name": "a", "Height": 1.5, "Status": 0}', '{"type": "Point", "coordinates": [603.32, 2165]}', '0101000020110F0000C3F5285C8FDA82400000000000EAA040', '01a221ca-030c-7000-b9d0-510991170a57', 132, 135, '2026-11-28 10:53:36.908298+00', '2026-11-28 10:53:36.921963+00', 27);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-021d-7003-a3f1-c69779b15d0b', 7, 'Lines', '{"Name": "Pole 7", "Status": 4, "Voltage": null}', '{"type": "LineString", "coordinates": [[575.517, 8550.58], [8486, 9248], [6249, 6541]]}', '0102000020110F0000030000004260E5D022FC8140D7A3703D4AB3C040000000000093C040000000000010C240000000000069B84000000000008DB940', '01a221ca-030c-7000-b9d0-510991170a57', 131, 134, '2026-11-28 10:53:36.908298+00', '2026-11-28 10:53:36.921963+00', 40);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-01de-7000-9a73-84b8e45dd317', 5, 'Points', '{"Name": "Pole 7", "Height": 12345.678, "Status": 0}', '{"type": "Point", "coordinates": [8608.210152, 6199.51]}', '0101000020110F000098BF42E61AD0C040F6285C8F8237B840', '01a221ca-0319-7000-859a-f8dfad248ad6', 136, 139, '2026-11-28 10:53:36.921963+00', '2026-11-28 10:53:36.935799+00', 3);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-020b-7003-b97d-77e977f68653', 8, 'Points', '{"Name": "a", "Height": 1.5, "Status": 0}', '{"type": "Point", "coordinates": [3292.117, 8228]}', '0101000020110F0000448B6CE73BB8A940000000000012C040', '01a221ca-0319-7000-859a-f8dfad248ad6', 135, 138, '2026-11-28 10:53:36.921963+00', '2026-11-28 10:53:36.935799+00', 27);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-021d-7003-a3f1-c69779b15d0b', 8, 'Lines', '{"Name": "Pole 7", "Status": 4, "Voltage": null}', '{"type": "LineString", "coordinates": [[221.6, 9560.87], [6773, 1937.14041], [333.778, 385.14]]}', '0102000020110F0000030000003333333333B36B40C3F5285C6FACC240000000000075BA402098A3C78F449E409CC420B072DC74400AD7A3703D127840', '01a221ca-0319-7000-859a-f8dfad248ad6', 134, 137, '2026-11-28 10:53:36.921963+00', '2026-11-28 10:53:36.935799+00', 40);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-0248-7004-af78-75b7e8cda760', 3, 'Points', '{"Name": "a", "Height": 12345.678, "Status": 4}', '{"type": "Point", "coordinates": [764.208, 9277]}', '0101000020110F00008B6CE7FBA9E1874000000000801EC240', '01a221ca-02f5-7000-8fb4-e12b90cf0637', 126, 140, '2026-11-28 10:53:36.885038+00', '2026-11-28 10:53:36.959263+00', 63);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-0248-7000-a1f9-cfc632545d79', 2, 'Points', '{"Name": "a", "Height": 1.5, "Status": 5}', '{"type": "Point", "coordinates": [6457.2, 9931.97019]}', '0101000020110F0000333333333339B94074982F2FFC65C340', '01a221ca-02aa-7000-adcf-645b051d74f4', 95, 143, '2026-11-28 10:53:36.810491+00', '2026-11-28 10:53:36.966756+00', 59);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-0211-7000-9f6c-414ac7167b4d', 4, 'Points', '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Height": null, "Status": 8}', '{"type": "Point", "coordinates": [8186.555894, 1498]}', '0101000020110F00000BB6114F8EFABF400000000000689740', '01a221ca-02f5-7000-8fb4-e12b90cf0637', 127, 141, '2026-11-28 10:53:36.885038+00', '2026-11-28 10:53:36.966756+00', 30);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-0248-7003-8e30-22be530fa76e', 3, 'Points', '{"Name": "a", "Height": 10, "Status": 5}', '{"type": "Point", "coordinates": [7035.657845, 8065.85]}', '0101000020110F0000D6A88768A87BBB409A999999D981BF40', '01a221ca-0346-7000-9086-6f80f1645e9d', 142, 146, '2026-11-28 10:53:36.966756+00', '2026-11-28 10:53:36.973838+00', 62);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-01de-7001-83d9-2fd8e08115c8', 3, 'Points', '{"Name": "a", "Height": 1.5, "Status": 7}', '{"type": "Point", "coordinates": [5922.420109, 1594]}', '0101000020110F0000C16F438C6B22B7400000000000E89840', '01a221ca-027c-7000-90b5-2690cb991b35', 77, 144, '2026-11-28 10:53:36.764565+00', '2026-11-28 10:53:36.973838+00', 4);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-0235-7001-908a-fe3a449ca235', 2, 'Points', '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Height": 0.0000001, "Status": 4}', '{"type": "Point", "coordinates": [2072, 7380.99369]}', '0101000020110F0000000000000030A0405DC47762FED4BC40', '01a221ca-02c9-7000-8357-8bb57ac004e6', 106, 145, '2026-11-28 10:53:36.841036+00', '2026-11-28 10:53:36.973838+00', 52);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-020b-7004-84ff-021f752d61b3', 5, 'Lines', '{"Name": "a", "Status": 3, "Voltage": 220}', '{"type": "LineString", "coordinates": [[3434.704527, 1767.85], [4389.9, 6269], [1439.808304, 5010.3877]]}', '0102000020110F0000030000004C50C3B768D5AA4066666666669F9B4066666666E625B14000000000007DB840E7340BB43B7F9640A9A44E406392B340', '01a221ca-02fb-7000-88c7-67ec73816ed4', 130, 150, '2026-11-28 10:53:36.891922+00', '2026-11-28 10:53:36.981692+00', 28);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-01de-7003-aef3-2fb8be74c183', 4, 'Points', '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Height": 0.0000001, "Status": 5}', '{"type": "Point", "coordinates": [4773.1, 4319.29]}', '0101000020110F00009A99999919A5B240D7A3703D4ADFB040', '01a221ca-02c9-7000-8357-8bb57ac004e6', 105, 147, '2026-11-28 10:53:36.841036+00', '2026-11-28 10:53:36.981692+00', 6);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-0211-7002-9ccf-76aeb449df3f', 4, 'Points', '{"Name": "Ünïcode \"q\"", "Height": 0.0000001, "Status": 9}', '{"type": "Point", "coordinates": [553.188, 7647]}', '0101000020110F00002FDD2406814981400000000000DFBD40', '01a221ca-0266-7000-a093-079274fa32bf', 71, 149, '2026-11-28 10:53:36.74208+00', '2026-11-28 10:53:36.981692+00', 32);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-028f-7000-ac14-1eefbbb306fd', 1, 'Points', '{"Name": "Ünïcode \"q\"", "Height": 0.0000001, "Status": 3}', '{"type": "Point", "coordinates": [7591, 7584.46379]}', '0101000020110F00000000000000A7BD403602F1BA76A0BD40', '01a221ca-028f-7002-bb00-07eb3fe82643', 86, 148, '2026-11-28 10:53:36.783917+00', '2026-11-28 10:53:36.981692+00', 86);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-0235-7002-b2c0-91bc7ec6746d', 1, 'Lines', '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Status": 1, "Voltage": 220}', '{"type": "LineString", "coordinates": [[9304.499, 2294], [5564.363995, 7898], [8283.3, 9992.33877]]}', '0102000020110F0000030000005A643BDF3F2CC2400000000000ECA140E8BCC62E5DBCB5400000000000DABE4066666666A62DC0406FBBD05C2B84C340', '01a221ca-0235-7004-93e7-a89f78bef24d', 53, 151, '2026-11-28 10:53:36.69384+00', '2026-11-28 10:53:36.989372+00', 53);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-028f-7000-ac14-1eefbbb306fd', 2, 'Points', '{"Name": "Ünïcode \"q\"", "Height": 0.0000001, "Status": 3}', '{"type": "Point", "coordinates": [6791.134, 4409.09]}', '0101000020110F0000AAF1D24D2287BA40A4703D0A1739B140', '01a221ca-0355-7000-bfa0-a953b324d28c', 148, 152, '2026-11-28 10:53:36.981692+00', '2026-11-28 10:53:36.989372+00', 86);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-0248-7003-8e30-22be530fa76e', 4, 'Points', '{"Name": "a", "Height": 10, "Status": 3}', '{"type": "Point", "coordinates": [7035.657845, 8065.85]}', '0101000020110F0000D6A88768A87BBB409A999999D981BF40', '01a221ca-034d-7000-9c98-e9de58e5a33f', 146, 154, '2026-11-28 10:53:36.973838+00', '2026-11-28 10:53:36.996204+00', 62);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-01ec-7001-996e-8fd66205d8f9', 2, 'Lines', '{"Name": "a", "Status": 4, "Voltage": null}', '{"type": "LineString", "coordinates": [[8087, 1410.54], [1632.1, 3823.83712], [4605.11, 9173.73]]}', '0102000020110F000003000000000000000097BF405C8FC2F5280A96406666666666809940A81DFE9AACDFAD408FC2F5281CFDB1400AD7A370DDEAC140', '01a221ca-02ee-7000-bed7-a6d69049e943', 120, 155, '2026-11-28 10:53:36.878233+00', '2026-11-28 10:53:36.996204+00', 13);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-0248-7000-a1f9-cfc632545d79', 3, 'Points', '{"Name": "a", "Height": 1.5, "Status": 5}', '{"type": "Point", "coordinates": [8466, 3105.27]}', '0101000020110F0000000000000089C040D7A3703D8A42A840', '01a221ca-0346-7000-9086-6f80f1645e9d', 143, 153, '2026-11-28 10:53:36.966756+00', '2026-11-28 10:53:36.996204+00', 59);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-02cf-7002-a053-7c11abdd87e6', 1, 'Lines', '{"Name": "Pole 7", "Status": 0, "Voltage": 110}', '{"type": "LineString", "coordinates": [[1907.419353, 7135.57788], [6648.2, 9582.24], [9462.33, 6906]]}', '0102000020110F000003000000EB71DF6AADCD9D400395F1EF93DFBB403333333333F8B94085EB51B81EB7C240D7A3703D2A7BC2400000000000FABA40', '01a221ca-02cf-7003-9aa6-fbbf6eecac06', 110, 156, '2026-11-28 10:53:36.847197+00', '2026-11-28 10:53:36.996204+00', 110);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-0235-7001-908a-fe3a449ca235', 3, 'Points', '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Height": 0.0000001, "Status": 4}', '{"type": "Point", "coordinates": [4837.251626, 9981]}', '0101000020110F0000D3C08F6A40E5B24000000000807EC340', '01a221ca-034d-7000-9c98-e9de58e5a33f', 145, 162, '2026-11-28 10:53:36.973838+00', '2026-11-28 10:53:37.007413+00', 52);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-01ec-7000-9b7f-289703b51e4d', 5, 'Lines', '{"Name": "Ünïcode \"q\"", "Status": 3, "Voltage": 110}', '{"type": "LineString", "coordinates": [[1309.778301, 9379.78425], [6891.711, 3987.97], [4568, 8541.93]]}', '0102000020110F000003000000C7F5EFFA1C779440F2D24D62E451C24075931804B6EBBA403D0AD7A3F027AF400000000000D8B140A4703D0AF7AEC040', '01a221ca-028a-7000-9f0f-3c984cd64da6', 85, 164, '2026-11-28 10:53:36.778314+00', '2026-11-28 10:53:37.013852+00', 12);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-02cf-7000-8c2b-5164a1c511c4', 1, 'Points', '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Height": 10, "Status": 0}', '{"type": "Point", "coordinates": [1260.3, 185]}', '0101000020110F00003333333333B193400000000000206740', '01a221ca-02cf-7003-9aa6-fbbf6eecac06', 108, 163, '2026-11-28 10:53:36.847197+00', '2026-11-28 10:53:37.013852+00', 108);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-028f-7001-a8cd-73a6cb45fd6e', 2, 'Lines', '{"Name": "Ünïcode \"q\"", "Status": 5, "Voltage": 110}', '{"type": "LineString", "coordinates": [[7104.835, 5178.0097], [9035.293143, 5032.6443], [6291.959, 7580]]}', '0102000020110F000003000000295C8FC2D5C0BB40C5FEB27B023AB44007B7B585A5A5C140D044D8F0A4A8B340DD240681F593B84000000000009CBD40', '01a221ca-02b1-7000-86a9-29dda39705ee', 96, 167, '2026-11-28 10:53:36.817849+00', '2026-11-28 10:53:37.020133+00', 87);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-02cf-7002-a053-7c11abdd87e6', 2, 'Lines', '{"Name": "Pole 7", "Status": 7, "Voltage": 110}', '{"type": "LineString", "coordinates": [[1907.419353, 7135.57788], [6648.2, 9582.24], [9462.33, 6906]]}', '0102000020110F000003000000EB71DF6AADCD9D400395F1EF93DFBB403333333333F8B94085EB51B81EB7C240D7A3703D2A7BC2400000000000FABA40', '01a221ca-0364-7000-a002-b58a7488684f', 156, 166, '2026-11-28 10:53:36.996204+00', '2026-11-28 10:53:37.020133+00', 110);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-028f-7000-ac14-1eefbbb306fd', 3, 'Points', '{"Name": "Ünïcode \"q\"", "Height": 0.0000001, "Status": 8}', '{"type": "Point", "coordinates": [6791.134, 4409.09]}', '0101000020110F0000AAF1D24D2287BA40A4703D0A1739B140', '01a221ca-035d-7000-b937-24d7a158b684', 152, 165, '2026-11-28 10:53:36.989372+00', '2026-11-28 10:53:37.020133+00', 86);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-01de-7003-aef3-2fb8be74c183', 5, 'Points', '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Height": 0.0000001, "Status": 3}', '{"type": "Point", "coordinates": [4773.1, 4319.29]}', '0101000020110F00009A99999919A5B240D7A3703D4ADFB040', '01a221ca-0355-7000-bfa0-a953b324d28c', 147, 168, '2026-11-28 10:53:36.981692+00', '2026-11-28 10:53:37.02654+00', 6);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-021d-7004-beeb-940f66e253be', 2, 'Points', '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Height": 12345.678, "Status": 9}', '{"type": "Point", "coordinates": [8734.5, 529.16381]}', '0101000020110F000000000000400FC14010069E7B4F898040', '01a221ca-02c1-7000-802c-037c08fc3ed1', 101, 169, '2026-11-28 10:53:36.833156+00', '2026-11-28 10:53:37.02654+00', 41);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-020b-7002-86fe-8c1f58b85391', 2, 'Points', '{"Name": "a", "Height": null, "Status": 6}', '{"type": "Point", "coordinates": [4879, 9436.58]}', '0101000020110F000000000000000FB340D7A3703D4A6EC240', '01a221ca-028a-7000-9f0f-3c984cd64da6', 84, 172, '2026-11-28 10:53:36.778314+00', '2026-11-28 10:53:37.033382+00', 26);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-01de-7001-83d9-2fd8e08115c8', 4, 'Points', '{"Name": "a", "Height": 1.5, "Status": 7}', '{"type": "Point", "coordinates": [3927.132874, 197.89]}', '0101000020110F0000FA980F0844AEAE4014AE47E17ABC6840', '01a221ca-034d-7000-9c98-e9de58e5a33f', 144, 171, '2026-11-28 10:53:36.973838+00', '2026-11-28 10:53:37.033382+00', 4);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-0211-7001-b138-6bad715b2ce9', 1, 'Points', '{"Name": "a", "Height": 12345.678, "Status": 3}', '{"type": "Point", "coordinates": [8160.425, 9536.67]}', '0101000020110F0000CDCCCCCC6CE0BF40295C8FC255A0C240', '01a221ca-0211-7004-b44d-32b674de239b', 31, 170, '2026-11-28 10:53:36.65781+00', '2026-11-28 10:53:37.033382+00', 31);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-0211-7002-9ccf-76aeb449df3f', 5, 'Points', '{"Name": "Ünïcode \"q\"", "Height": 0.0000001, "Status": 7}', '{"type": "Point", "coordinates": [553.188, 7647]}', '0101000020110F00002FDD2406814981400000000000DFBD40', '01a221ca-0355-7000-bfa0-a953b324d28c', 149, 173, '2026-11-28 10:53:36.981692+00', '2026-11-28 10:53:37.033382+00', 32);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-01ec-7001-996e-8fd66205d8f9', 3, 'Lines', '{"Name": "a", "Status": 8, "Voltage": null}', '{"type": "LineString", "coordinates": [[8087, 1410.54], [1632.1, 3823.83712], [4605.11, 9173.73]]}', '0102000020110F000003000000000000000097BF405C8FC2F5280A96406666666666809940A81DFE9AACDFAD408FC2F5281CFDB1400AD7A370DDEAC140', '01a221ca-0364-7000-a002-b58a7488684f', 155, 174, '2026-11-28 10:53:36.996204+00', '2026-11-28 10:53:37.040355+00', 13);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-0248-7004-af78-75b7e8cda760', 4, 'Points', '{"Name": "a", "Height": 12345.678, "Status": 2}', '{"type": "Point", "coordinates": [764.208, 9277]}', '0101000020110F00008B6CE7FBA9E1874000000000801EC240', '01a221ca-033f-7000-b463-e9f19aceb41a', 140, 175, '2026-11-28 10:53:36.959263+00', '2026-11-28 10:53:37.040355+00', 63);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-028f-7001-a8cd-73a6cb45fd6e', 3, 'Lines', '{"Name": "Ünïcode \"q\"", "Status": 1, "Voltage": 110}', '{"type": "LineString", "coordinates": [[7104.835, 5178.0097], [9035.293143, 5032.6443], [6291.959, 7580]]}', '0102000020110F000003000000295C8FC2D5C0BB40C5FEB27B023AB44007B7B585A5A5C140D044D8F0A4A8B340DD240681F593B84000000000009CBD40', '01a221ca-037c-7000-a1aa-13365a3279fc', 167, 176, '2026-11-28 10:53:37.020133+00', '2026-11-28 10:53:37.047507+00', 87);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-0369-7003-841e-297fdb20aadf', 1, 'Lines', '{"Name": "Pole 7", "Status": 0, "Voltage": 110}', '{"type": "LineString", "coordinates": [[6470.9, 3857.63988], [2859.8, 435], [8113.7, 6468.90182]]}', '0102000020110F00000300000066666666E646B940BBF2599E4723AE409A9999999957A6400000000000307B4033333333B3B1BF40E1EEACDDE644B940', '01a221ca-0369-7005-a95d-0ae0ec0e2ee9', 160, 177, '2026-11-28 10:53:37.001315+00', '2026-11-28 10:53:37.047507+00', 160);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-020b-7004-84ff-021f752d61b3', 6, 'Lines', '{"Name": "a", "Status": 9, "Voltage": 220}', '{"type": "LineString", "coordinates": [[3434.704527, 1767.85], [4389.9, 6269], [1439.808304, 5010.3877]]}', '0102000020110F0000030000004C50C3B768D5AA4066666666669F9B4066666666E625B14000000000007DB840E7340BB43B7F9640A9A44E406392B340', '01a221ca-0355-7000-bfa0-a953b324d28c', 150, 178, '2026-11-28 10:53:36.981692+00', '2026-11-28 10:53:37.054245+00', 28);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-01ec-7000-9b7f-289703b51e4d', 6, 'Lines', '{"Name": "Ünïcode \"q\"", "Status": 3, "Voltage": 110}', '{"type": "LineString", "coordinates": [[8912, 3273], [2046.463204, 3753.44], [6429.4, 115.51781]]}', '0102000020110F000003000000000000000068C140000000000092A940813D2652DAF99F407B14AE47E152AD4066666666661DB940ACE28DCC23E15C40', '01a221ca-0375-7000-b2d3-19432408a5da', 164, 180, '2026-11-28 10:53:37.013852+00', '2026-11-28 10:53:37.054245+00', 12);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-01de-7003-aef3-2fb8be74c183', 6, 'Points', '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Height": 0.0000001, "Status": 3}', '{"type": "Point", "coordinates": [465.580373, 4185.73715]}', '0101000020110F0000B4E7323549197D403FC6DCB5BC59B040', '01a221ca-0382-7000-b07f-1c7bed21d224', 168, 181, '2026-11-28 10:53:37.02654+00', '2026-11-28 10:53:37.054245+00', 6);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-021d-7001-a464-16384e7f814c', 2, 'Lines', '{"Name": "Ünïcode \"q\"", "Status": 1, "Voltage": 110}', '{"type": "LineString", "coordinates": [[5660.808, 8032], [999.369, 2424], [8562, 1348]]}', '0102000020110F0000030000002B8716D9CE1CB640000000000060BF40CBA145B6F33A8F400000000000F0A2400000000000B9C0400000000000109540', '01a221ca-0242-7000-a04b-9a4103a028fd', 57, 179, '2026-11-28 10:53:36.706391+00', '2026-11-28 10:53:37.054245+00', 38);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-0235-7003-8673-dd6ccb7648ad', 3, 'Lines', '{"Name": "Pole 7", "Status": 9, "Voltage": 220}', '{"type": "LineString", "coordinates": [[7403.271003, 1725.9982], [9004.5, 5170.22], [7996.9, 3196.53087]]}', '0102000020110F0000030000001EDE736045EBBC40780B2428FEF79A40000000004096C1401F85EB513832B44066666666E63CBF40DB5031CE0FF9A840', '01a221ca-02b9-7000-be75-1e18cfefc1cb', 99, 183, '2026-11-28 10:53:36.825135+00', '2026-11-28 10:53:37.061262+00', 54);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-021d-7000-8b1d-f70da748af13', 3, 'Lines', '{"Name": "a", "Status": 5, "Voltage": 110}', '{"type": "LineString", "coordinates": [[2739.032978, 4023], [4439.6, 1408], [3794, 7350]]}', '0102000020110F000003000000FA0E7EE21066A54000000000006EAF409A9999999957B14000000000000096400000000000A4AD400000000000B6BC40', '01a221ca-02f5-7000-8fb4-e12b90cf0637', 125, 182, '2026-11-28 10:53:36.885038+00', '2026-11-28 10:53:37.061262+00', 37);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-0235-7001-908a-fe3a449ca235', 4, 'Points', '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Height": 0.0000001, "Status": 1}', '{"type": "Point", "coordinates": [4837.251626, 9981]}', '0101000020110F0000D3C08F6A40E5B24000000000807EC340', '01a221ca-036f-7000-9c57-88afe8413c24', 162, 184, '2026-11-28 10:53:37.007413+00', '2026-11-28 10:53:37.061262+00', 52);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-01de-7003-aef3-2fb8be74c183', 7, 'Points', '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Height": 0.0000001, "Status": 3}', '{"type": "Point", "coordinates": [2877.126205, 4355.0399]}', '0101000020110F00002F17F19D407AA6401CEBE2360A03B140', '01a221ca-039e-7000-a44f-d86ca36d5c92', 181, 185, '2026-11-28 10:53:37.054245+00', '2026-11-28 10:53:37.068172+00', 6);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-020b-7001-8954-f0e42be9bac4', 4, 'Points', '{"Name": "Pole 7", "Height": 1.5, "Status": 4}', '{"type": "Point", "coordinates": [3141, 2108.02779]}', '0101000020110F000000000000008AA84050AA7D3A0E78A040', '01a221ca-02df-7000-9e9f-91bb63bf74a3', 116, 187, '2026-11-28 10:53:36.863038+00', '2026-11-28 10:53:37.074115+00', 25);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-0235-7002-b2c0-91bc7ec6746d', 2, 'Lines', '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Status": 8, "Voltage": 220}', '{"type": "LineString", "coordinates": [[9304.499, 2294], [5564.363995, 7898], [8283.3, 9992.33877]]}', '0102000020110F0000030000005A643BDF3F2CC2400000000000ECA140E8BCC62E5DBCB5400000000000DABE4066666666A62DC0406FBBD05C2B84C340', '01a221ca-035d-7000-b937-24d7a158b684', 151, 186, '2026-11-28 10:53:36.989372+00', '2026-11-28 10:53:37.074115+00', 53);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-01ec-7001-996e-8fd66205d8f9', 4, 'Lines', '{"Name": "a", "Status": 6, "Voltage": null}', '{"type": "LineString", "coordinates": [[8087, 1410.54], [1632.1, 3823.83712], [4605.11, 9173.73]]}', '0102000020110F000003000000000000000097BF405C8FC2F5280A96406666666666809940A81DFE9AACDFAD408FC2F5281CFDB1400AD7A370DDEAC140', '01a221ca-0390-7000-87b1-b66c5f29990d', 174, 194, '2026-11-28 10:53:37.040355+00', '2026-11-28 10:53:37.086293+00', 13);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-021d-7004-beeb-940f66e253be', 3, 'Points', '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Height": 12345.678, "Status": 0}', '{"type": "Point", "coordinates": [8734.5, 529.16381]}', '0101000020110F000000000000400FC14010069E7B4F898040', '01a221ca-0382-7000-b07f-1c7bed21d224', 169, 193, '2026-11-28 10:53:37.02654+00', '2026-11-28 10:53:37.086293+00', 41);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-021d-7003-a3f1-c69779b15d0b', 9, 'Lines', '{"Name": "Pole 7", "Status": 4, "Voltage": null}', '{"type": "LineString", "coordinates": [[575.517, 8550.58], [8486, 9248], [6249, 6541]]}', '0102000020110F0000030000004260E5D022FC8140D7A3703D4AB3C040000000000093C040000000000010C240000000000069B84000000000008DB940', '01a221ca-0327-7000-a72c-725033ee3ea8', 137, 195, '2026-11-28 10:53:36.935799+00', '2026-11-28 10:53:37.086293+00', 40);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-0281-7003-84a5-d8d5b63c11d8', 5, 'Points', '{"Name": "a", "Height": 10, "Status": 5}', '{"type": "Point", "coordinates": [6853, 6239.3]}', '0101000020110F00000000000000C5BA40CDCCCCCC4C5FB840', '01a221ca-03e2-7000-a1e8-f059156e06c9', 205, 216, '2026-11-28 10:53:37.122069+00', '2026-11-28 10:53:37.142296+00', 81);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-01de-7004-a056-65cc11e8ff0f', 2, 'Lines', '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Status": 0, "Voltage": null}', '{"type": "LineString", "coordinates": [[828.042, 3004.79297], [4631.178593, 6221.91], [6431.285, 1090.18632]]}', '0102000020110F0000030000007593180456E089406BF129009679A7404B5645B82D17B2405C8FC2F5E84DB8405C8FC2F5481FB9405D8AABCABE089140', '01a221ca-02f5-7000-8fb4-e12b90cf0637', 124, 196, '2026-11-28 10:53:36.885038+00', '2026-11-28 10:53:37.093737+00', 7);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-021d-7004-beeb-940f66e253be', 4, 'Points', '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Height": 12345.678, "Status": 0}', '{"type": "Point", "coordinates": [8734.5, 529.16381]}', '0101000020110F000000000000400FC14010069E7B4F898040', '01a221ca-03be-7000-8193-fd7c9635b1b3', 193, 197, '2026-11-28 10:53:37.086293+00', '2026-11-28 10:53:37.100566+00', 41);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-0211-7001-b138-6bad715b2ce9', 2, 'Points', '{"Name": "a", "Height": 12345.678, "Status": 3}', '{"type": "Point", "coordinates": [5069.011, 8110.03]}', '0101000020110F00004260E5D002CDB340E17A14AE07AEBF40', '01a221ca-0389-7000-9d92-90ba5ab16541', 170, 198, '2026-11-28 10:53:37.033382+00', '2026-11-28 10:53:37.100566+00', 31);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-01ec-7001-996e-8fd66205d8f9', 5, 'Lines', '{"Name": "a", "Status": 5, "Voltage": null}', '{"type": "LineString", "coordinates": [[8087, 1410.54], [1632.1, 3823.83712], [4605.11, 9173.73]]}', '0102000020110F000003000000000000000097BF405C8FC2F5280A96406666666666809940A81DFE9AACDFAD408FC2F5281CFDB1400AD7A370DDEAC140', '01a221ca-03be-7000-8193-fd7c9635b1b3', 194, 199, '2026-11-28 10:53:37.086293+00', '2026-11-28 10:53:37.107737+00', 13);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-01ec-7000-9b7f-289703b51e4d', 7, 'Lines', '{"Name": "Ünïcode \"q\"", "Status": 7, "Voltage": 110}', '{"type": "LineString", "coordinates": [[8912, 3273], [2046.463204, 3753.44], [6429.4, 115.51781]]}', '0102000020110F000003000000000000000068C140000000000092A940813D2652DAF99F407B14AE47E152AD4066666666661DB940ACE28DCC23E15C40', '01a221ca-039e-7000-a44f-d86ca36d5c92', 180, 200, '2026-11-28 10:53:37.054245+00', '2026-11-28 10:53:37.107737+00', 12);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-0281-7003-84a5-d8d5b63c11d8', 3, 'Points', '{"Name": "a", "Height": 10, "Status": 4}', '{"type": "Point", "coordinates": [6853, 6239.3]}', '0101000020110F00000000000000C5BA40CDCCCCCC4C5FB840', '01a221ca-02b9-7000-be75-1e18cfefc1cb', 98, 201, '2026-11-28 10:53:36.825135+00', '2026-11-28 10:53:37.107737+00', 81);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-01e7-7000-8403-e32f3a40e89e', 2, 'Lines', '{"Name": "a", "Status": 2, "Voltage": 110}', '{"type": "LineString", "coordinates": [[4613, 4713.93034], [9440.264, 6217.74], [2850.2, 698]]}', '0102000020110F000003000000000000000005B2402922C32AEE69B2401283C0CA2170C2400AD7A370BD49B840666666666644A6400000000000D08540', '01a221ca-02b9-7000-be75-1e18cfefc1cb', 100, 203, '2026-11-28 10:53:36.825135+00', '2026-11-28 10:53:37.11493+00', 8);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-01de-7003-aef3-2fb8be74c183', 8, 'Points', '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Height": 0.0000001, "Status": 5}', '{"type": "Point", "coordinates": [2877.126205, 4355.0399]}', '0101000020110F00002F17F19D407AA6401CEBE2360A03B140', '01a221ca-03ac-7000-b819-c7f5d05889d6', 185, 204, '2026-11-28 10:53:37.068172+00', '2026-11-28 10:53:37.11493+00', 6);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-02cf-7001-8dc3-9356aa402b95', 1, 'Lines', '{"Name": "Pole 7", "Status": 3, "Voltage": 220}', '{"type": "LineString", "coordinates": [[356.515, 6622.78783], [2745, 6941.19725], [9188.703, 5707.72]]}', '0102000020110F0000030000000AD7A3703D487640CF143AAFC9DEB940000000000072A54023DBF97E321DBB408B6CE7FB59F2C1401F85EB51B84BB640', '01a221ca-02cf-7003-9aa6-fbbf6eecac06', 109, 202, '2026-11-28 10:53:36.847197+00', '2026-11-28 10:53:37.11493+00', 109);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-01de-7004-a056-65cc11e8ff0f', 3, 'Lines', '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Status": 0, "Voltage": null}', '{"type": "LineString", "coordinates": [[828.042, 3004.79297], [5000.5, 5000.25], [6431.285, 1090.18632]]}', '0102000020110F0000030000007593180456E089406BF129009679A740000000008088B340000000004088B3405C8FC2F5481FB9405D8AABCABE089140', '01a221ca-03c5-7000-82c8-22444e5aac8b', 196, 206, '2026-11-28 10:53:37.093737+00', '2026-11-28 10:53:37.122069+00', 7);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-020b-7005-a388-2f65d13c4885', 3, 'Lines', '{"Name": "a", "Status": 9, "Voltage": null}', '{"type": "LineString", "coordinates": [[4521.957, 8748], [1357, 3999.27766], [6678.427807, 5496.58398]]}', '0102000020110F00000300000046B6F3FDF4A9B140000000000016C1400000000000349540D19673298E3EAF400072C2846D16BA408599B67F9578B540', '01a221ca-0250-7000-8545-cb2a1121db02', 65, 207, '2026-11-28 10:53:36.720276+00', '2026-11-28 10:53:37.122069+00', 29);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-0281-7003-84a5-d8d5b63c11d8', 4, 'Points', '{"Name": "a", "Height": 10, "Status": 5}', '{"type": "Point", "coordinates": [6853, 6239.3]}', '0101000020110F00000000000000C5BA40CDCCCCCC4C5FB840', '01a221ca-03d3-7000-9bdc-0ddb7eb11502', 201, 205, '2026-11-28 10:53:37.107737+00', '2026-11-28 10:53:37.122069+00', 81);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-020b-7003-b97d-77e977f68653', 9, 'Points', '{"Name": "a", "Height": 1.5, "Status": 0}', '{"type": "Point", "coordinates": [603.32, 2165]}', '0101000020110F0000C3F5285C8FDA82400000000000EAA040', '01a221ca-0327-7000-a72c-725033ee3ea8', 138, 208, '2026-11-28 10:53:36.935799+00', '2026-11-28 10:53:37.128731+00', 27);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-0235-7002-b2c0-91bc7ec6746d', 3, 'Lines', '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Status": 8, "Voltage": 220}', '{"type": "LineString", "coordinates": [[9554.675266, 253.78], [2828.4, 1422], [4278.751, 9869]]}', '0102000020110F0000030000000DC51D6F56A9C240295C8FC2F5B86F40CDCCCCCCCC18A64000000000003896404C378941C0B6B040000000008046C340', '01a221ca-03b2-7000-9aed-5e8bce55b7a3', 186, 211, '2026-11-28 10:53:37.074115+00', '2026-11-28 10:53:37.128731+00', 53);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-0281-7000-934c-49024e578ac7', 1, 'Lines', '{"Name": "a", "Status": 0, "Voltage": 220}', '{"type": "LineString", "coordinates": [[5995.696102, 7710.13381], [8174.33544, 316], [1227.813551, 9308.63303]]}', '0102000020110F000003000000AE9CBD33B26BB740E1455F41221EBE40C55565DF55EEBF400000000000C07340836A8313412F9340B2852007512EC240', '01a221ca-0281-7004-b7f5-49ce157a9254', 78, 209, '2026-11-28 10:53:36.769733+00', '2026-11-28 10:53:37.128731+00', 78);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-028f-7001-a8cd-73a6cb45fd6e', 4, 'Lines', '{"Name": "Ünïcode \"q\"", "Status": 1, "Voltage": 110}', '{"type": "LineString", "coordinates": [[2406.903578, 1945.82896], [5422, 2110], [1079.9, 1170]]}', '0102000020110F000003000000C58EC6A1CECDA240C5E6E3DA50679E4000000000002EB54000000000007CA0409A99999999DF90400000000000489240', '01a221ca-0397-7000-b166-4508fe7c5a20', 176, 210, '2026-11-28 10:53:37.047507+00', '2026-11-28 10:53:37.128731+00', 87);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-020b-7004-84ff-021f752d61b3', 7, 'Lines', '{"Name": "a", "Status": 4, "Voltage": 220}', '{"type": "LineString", "coordinates": [[3434.704527, 1767.85], [4389.9, 6269], [1439.808304, 5010.3877]]}', '0102000020110F0000030000004C50C3B768D5AA4066666666669F9B4066666666E625B14000000000007DB840E7340BB43B7F9640A9A44E406392B340', '01a221ca-039e-7000-a44f-d86ca36d5c92', 178, 214, '2026-11-28 10:53:37.054245+00', '2026-11-28 10:53:37.13569+00', 28);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-0211-7000-9f6c-414ac7167b4d', 5, 'Points', '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Height": null, "Status": 0}', '{"type": "Point", "coordinates": [8186.555894, 1498]}', '0101000020110F00000BB6114F8EFABF400000000000689740', '01a221ca-0346-7000-9086-6f80f1645e9d', 141, 212, '2026-11-28 10:53:36.966756+00', '2026-11-28 10:53:37.13569+00', 30);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-03b7-7003-a8b9-4a42fbe3b0e4', 1, 'Lines', '{"Name": "Pole 7", "Status": 1, "Voltage": 110}', '{"type": "LineString", "coordinates": [[3513.841, 1995], [2650, 4074.02283], [3007.8, 6881]]}', '0102000020110F000003000000DF4F8D97AE73AB4000000000002C9F400000000000B4A440BCAE5FB00BD4AF409A999999997FA7400000000000E1BA40', '01a221ca-03b7-7005-9c03-b57fc7e8eeed', 191, 213, '2026-11-28 10:53:37.079316+00', '2026-11-28 10:53:37.13569+00', 191);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-0248-7003-8e30-22be530fa76e', 5, 'Points', '{"Name": "a", "Height": 10, "Status": 0}', '{"type": "Point", "coordinates": [7035.657845, 8065.85]}', '0101000020110F0000D6A88768A87BBB409A999999D981BF40', '01a221ca-0364-7000-a002-b58a7488684f', 154, 217, '2026-11-28 10:53:36.996204+00', '2026-11-28 10:53:37.142296+00', 62);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-01de-7002-80bd-cb2acae3885d', 4, 'Points', '{"Name": "Pole 7", "Height": 10, "Status": 2}', '{"type": "Point", "coordinates": [7155, 4110.66]}', '0101000020110F00000000000000F3BB405C8FC2F5A80EB040', '01a221ca-02aa-7000-adcf-645b051d74f4', 93, 215, '2026-11-28 10:53:36.810491+00', '2026-11-28 10:53:37.142296+00', 5);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-023b-7000-bc77-e3dfb597bc80', 3, 'Points', '{"Name": "Ünïcode \"q\"", "Height": null, "Status": 6}', '{"type": "Point", "coordinates": [4943.133, 188]}', '0101000020110F00005EBA490C224FB3400000000000806740', '01a221ca-02ee-7000-bed7-a6d69049e943', 122, 225, '2026-11-28 10:53:36.878233+00', '2026-11-28 10:53:37.154471+00', 55);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-0281-7003-84a5-d8d5b63c11d8', 6, 'Points', '{"Name": "a", "Height": 10, "Status": 4}', '{"type": "Point", "coordinates": [6853, 6239.3]}', '0101000020110F00000000000000C5BA40CDCCCCCC4C5FB840', '01a221ca-03f6-7000-9cc8-c90072e5e05f', 216, 227, '2026-11-28 10:53:37.142296+00', '2026-11-28 10:53:37.154471+00', 81);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-028f-7000-ac14-1eefbbb306fd', 4, 'Points', '{"Name": "Ünïcode \"q\"", "Height": 0.0000001, "Status": 8}', '{"type": "Point", "coordinates": [9873.553, 3418.92]}', '0101000020110F00005839B4C8C648C340A4703D0AD7B5AA40', '01a221ca-037c-7000-a1aa-13365a3279fc', 165, 226, '2026-11-28 10:53:37.020133+00', '2026-11-28 10:53:37.154471+00', 86);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-03fb-7001-b670-909223a83f74', 1, 'Lines', '{"Name": "Ünïcode \"q\"", "Status": 5, "Voltage": null}', '{"type": "LineString", "coordinates": [[3347.8, 7958.99619], [601, 8134.83], [66.685462, 6919]]}', '0102000020110F0000030000009A9999999927AA409ACE4E06FF16BF400000000000C88240AE47E17AD4C6BF40A629029CDEAB5040000000000007BB40', '01a221ca-03fb-7006-aa69-65f941aea5d0', 219, 224, '2026-11-28 10:53:37.147653+00', '2026-11-28 10:53:37.154471+00', 219);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-01ec-7001-996e-8fd66205d8f9', 6, 'Lines', '{"Name": "a", "Status": 5, "Voltage": null}', '{"type": "LineString", "coordinates": [[2192.2, 3520.72], [9806.27, 4774.8477], [322.690719, 3471.47462]]}', '0102000020110F000003000000666666666620A1403D0AD7A37081AB40F6285C8F2227C340D200DE02D9A6B2409DBB5D2F0D2B74400E846401F31EAB40', '01a221ca-03d3-7000-9bdc-0ddb7eb11502', 199, 229, '2026-11-28 10:53:37.107737+00', '2026-11-28 10:53:37.161564+00', 13);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-0369-7004-9565-59864e9f3d2e', 1, 'Points', '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Height": 0.0000001, "Status": 2}', '{"type": "Point", "coordinates": [6914.4, 8335.06]}', '0101000020110F0000666666666602BB40E17A14AE8747C040', '01a221ca-0369-7005-a95d-0ae0ec0e2ee9', 161, 228, '2026-11-28 10:53:37.001315+00', '2026-11-28 10:53:37.161564+00', 161);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-020b-7002-86fe-8c1f58b85391', 3, 'Points', '{"Name": "a", "Height": null, "Status": 3}', '{"type": "Point", "coordinates": [4879, 9436.58]}', '0101000020110F000000000000000FB340D7A3703D4A6EC240', '01a221ca-0389-7000-9d92-90ba5ab16541', 172, 237, '2026-11-28 10:53:37.033382+00', '2026-11-28 10:53:37.180358+00', 26);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-021d-7000-8b1d-f70da748af13', 4, 'Lines', '{"Name": "a", "Status": 8, "Voltage": 110}', '{"type": "LineString", "coordinates": [[2739.032978, 4023], [4439.6, 1408], [3794, 7350]]}', '0102000020110F000003000000FA0E7EE21066A54000000000006EAF409A9999999957B14000000000000096400000000000A4AD400000000000B6BC40', '01a221ca-03a5-7000-80d3-95efe7b2cdbe', 182, 236, '2026-11-28 10:53:37.061262+00', '2026-11-28 10:53:37.180358+00', 37);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-0415-7000-a637-72a1cda37d7a', 1, 'Points', '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Height": 1.5, "Status": 3}', '{"type": "Point", "coordinates": [4184.439, 4057.47]}', '0101000020110F0000F2D24D627058B0403D0AD7A3F0B2AF40', '01a221ca-0415-7003-8d92-3b04b50938eb', 233, 238, '2026-11-28 10:53:37.173435+00', '2026-11-28 10:53:37.180358+00', 233);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-02cf-7000-8c2b-5164a1c511c4', 2, 'Points', '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Height": 10, "Status": 0}', '{"type": "Point", "coordinates": [2043, 6126.69408]}', '0101000020110F00000000000000EC9F40CF143AAFB1EEB740', '01a221ca-0375-7000-b2d3-19432408a5da', 163, 239, '2026-11-28 10:53:37.013852+00', '2026-11-28 10:53:37.186651+00', 108);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-028f-7001-a8cd-73a6cb45fd6e', 5, 'Lines', '{"Name": "Ünïcode \"q\"", "Status": 1, "Voltage": 110}', '{"type": "LineString", "coordinates": [[7597.5, 7507.50789], [623, 3039.3523], [6243.7, 6036.84]]}', '0102000020110F0000030000000000000080ADBD40F73B14058253BD400000000000788340C364AA60B4BEA74033333333B363B840A4703D0AD794B740', '01a221ca-03e8-7000-a01a-451c2f7ee3b8', 210, 240, '2026-11-28 10:53:37.128731+00', '2026-11-28 10:53:37.186651+00', 87);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-01ec-7001-996e-8fd66205d8f9', 7, 'Lines', '{"Name": "a", "Status": 5, "Voltage": null}', '{"type": "LineString", "coordinates": [[1000.881585, 8538], [2339.33, 8395.10516], [2771, 8455.89705]]}', '0102000020110F00000300000027BD6F7C0D478F400000000000ADC0405C8FC2F5A846A2406C04E2758D65C0400000000000A6A54070CE88D2F283C040', '01a221ca-0409-7000-bb3f-fbf06bf2c4bb', 229, 241, '2026-11-28 10:53:37.161564+00', '2026-11-28 10:53:37.192772+00', 13);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-0235-7003-8673-dd6ccb7648ad', 4, 'Lines', '{"Name": "Pole 7", "Status": 9, "Voltage": 220}', '{"type": "LineString", "coordinates": [[7138.535327, 7901.81447], [3971, 8828.79], [2640.7, 2019.63256]]}', '0102000020110F000003000000AAB5300B89E2BB40931D1B81D0DDBE40000000000006AF40EC51B81E653EC1406666666666A1A4400803CFBD878E9F40', '01a221ca-03a5-7000-80d3-95efe7b2cdbe', 183, 246, '2026-11-28 10:53:37.061262+00', '2026-11-28 10:53:37.204455+00', 54);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-01de-7003-aef3-2fb8be74c183', 9, 'Points', '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Height": 0.0000001, "Status": 9}', '{"type": "Point", "coordinates": [2877.126205, 4355.0399]}', '0101000020110F00002F17F19D407AA6401CEBE2360A03B140', '01a221ca-03da-7000-9e97-7e6877f63fb0', 204, 247, '2026-11-28 10:53:37.11493+00', '2026-11-28 10:53:37.212088+00', 6);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-02cf-7000-8c2b-5164a1c511c4', 3, 'Points', '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Height": 10, "Status": 0}', '{"type": "Point", "coordinates": [3541.8, 6600.40023]}', '0101000020110F00009A99999999ABAB40E128797566C8B940', '01a221ca-0422-7000-b2e4-f3956577c8bd', 239, 248, '2026-11-28 10:53:37.186651+00', '2026-11-28 10:53:37.212088+00', 108);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-0235-7000-bc85-d191b6e905ff', 3, 'Points', '{"Name": "Ünïcode \"q\"", "Height": 10, "Status": 5}', '{"type": "Point", "coordinates": [6974.9, 4191.63178]}', '0101000020110F000066666666E63EBB40448655BCA15FB040', '01a221ca-02fb-7000-88c7-67ec73816ed4', 129, 252, '2026-11-28 10:53:36.891922+00', '2026-11-28 10:53:37.229172+00', 51);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-0235-7001-908a-fe3a449ca235', 5, 'Points', '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Height": 0.0000001, "Status": 1}', '{"type": "Point", "coordinates": [74, 2115.76]}', '0101000020110F00000000000000805240EC51B81E8587A040', '01a221ca-03a5-7000-80d3-95efe7b2cdbe', 184, 251, '2026-11-28 10:53:37.061262+00', '2026-11-28 10:53:37.229172+00', 52);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-02cf-7000-8c2b-5164a1c511c4', 4, 'Points', '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Height": 10, "Status": 0}', '{"type": "Point", "coordinates": [638.5, 1330.22]}', '0101000020110F00000000000000F483407B14AE47E1C89440', '01a221ca-043c-7000-8db4-365bdff46742', 248, 254, '2026-11-28 10:53:37.212088+00', '2026-11-28 10:53:37.229172+00', 108);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-0415-7000-a637-72a1cda37d7a', 2, 'Points', '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Height": 1.5, "Status": 3}', '{"type": "Point", "coordinates": [2187, 1311]}', '0101000020110F0000000000000016A14000000000007C9440', '01a221ca-041c-7000-95ed-70d8c4ac2cd1', 238, 253, '2026-11-28 10:53:37.180358+00', '2026-11-28 10:53:37.229172+00', 233);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-020b-7003-b97d-77e977f68653', 10, 'Points', '{"Name": "a", "Height": 1.5, "Status": 9}', '{"type": "Point", "coordinates": [603.32, 2165]}', '0101000020110F0000C3F5285C8FDA82400000000000EAA040', '01a221ca-03e8-7000-a01a-451c2f7ee3b8', 208, 259, '2026-11-28 10:53:37.128731+00', '2026-11-28 10:53:37.24505+00', 27);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-0248-7003-8e30-22be530fa76e', 6, 'Points', '{"Name": "a", "Height": 10, "Status": 4}', '{"type": "Point", "coordinates": [7035.657845, 8065.85]}', '0101000020110F0000D6A88768A87BBB409A999999D981BF40', '01a221ca-03f6-7000-9cc8-c90072e5e05f', 217, 265, '2026-11-28 10:53:37.142296+00', '2026-11-28 10:53:37.263173+00', 62);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-03b7-7000-9e8e-df58060796cb', 1, 'Points', '{"Name": "Pole 7", "Height": 12345.678, "Status": 3}', '{"type": "Point", "coordinates": [4127.369, 361.3]}', '0101000020110F000039B4C8765E1FB040CDCCCCCCCC947640', '01a221ca-03b7-7005-9c03-b57fc7e8eeed', 188, 264, '2026-11-28 10:53:37.079316+00', '2026-11-28 10:53:37.263173+00', 188);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-0457-7000-a4f1-4d94b26db343', 1, 'Lines', '{"Name": "Pole 7", "Status": 0, "Voltage": 110}', '{"type": "LineString", "coordinates": [[6704.4, 4735.3], [3836, 8269], [7850.186055, 1050.34]]}', '0102000020110F000003000000666666666630BA40CDCCCCCC4C7FB2400000000000F8AD40000000008026C04042EC4CA12FAABE408FC2F5285C699040', '01a221ca-0457-7001-85f8-3bbcb8ce028e', 258, 266, '2026-11-28 10:53:37.239255+00', '2026-11-28 10:53:37.263173+00', 258);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-0235-7000-bc85-d191b6e905ff', 4, 'Points', '{"Name": "Ünïcode \"q\"", "Height": 10, "Status": 2}', '{"type": "Point", "coordinates": [6974.9, 4191.63178]}', '0101000020110F000066666666E63EBB40448655BCA15FB040', '01a221ca-044d-7000-b99f-9b0fafb74423', 252, 267, '2026-11-28 10:53:37.229172+00', '2026-11-28 10:53:37.270885+00', 51);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-023b-7000-bc77-e3dfb597bc80', 4, 'Points', '{"Name": "Ünïcode \"q\"", "Height": null, "Status": 6}', '{"type": "Point", "coordinates": [7156.237, 1616]}', '0101000020110F0000273108AC3CF4BB400000000000409940', '01a221ca-0402-7000-8c02-f5f49385a403', 225, 268, '2026-11-28 10:53:37.154471+00', '2026-11-28 10:53:37.270885+00', 55);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-0369-7001-a902-27a24f4dd132', 1, 'Lines', '{"Name": "a", "Status": 3, "Voltage": 110}', '{"type": "LineString", "coordinates": [[1359.2, 9497], [5896, 2073], [9047.365, 2725.31]]}', '0102000020110F000003000000CDCCCCCCCC3C954000000000808CC240000000000008B740000000000032A04085EB51B8AEABC14085EB51B89E4AA540', '01a221ca-0369-7005-a95d-0ae0ec0e2ee9', 158, 270, '2026-11-28 10:53:37.001315+00', '2026-11-28 10:53:37.270885+00', 158);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-042e-7001-b6c4-f0478f059cbb', 1, 'Lines', '{"Name": "Ünïcode \"q\"", "Status": 3, "Voltage": 110}', '{"type": "LineString", "coordinates": [[194.407253, 7339], [5383.442, 758.58], [9999.904416, 6440.11087]]}', '0102000020110F00000300000055867137084D68400000000000ABBC40D578E9267107B540713D0AD7A3B48740FD4AE7C3F387C3401CF0F9611C28B940', '01a221ca-042e-7004-9e0b-488c3c0120fb', 243, 269, '2026-11-28 10:53:37.198147+00', '2026-11-28 10:53:37.270885+00', 243);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-020b-7003-b97d-77e977f68653', 11, 'Points', '{"Name": "a", "Height": 1.5, "Status": 4}', '{"type": "Point", "coordinates": [603.32, 2165]}', '0101000020110F0000C3F5285C8FDA82400000000000EAA040', '01a221ca-045d-7000-9212-710742179aa1', 259, 272, '2026-11-28 10:53:37.24505+00', '2026-11-28 10:53:37.278429+00', 27);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-02cf-7001-8dc3-9356aa402b95', 2, 'Lines', '{"Name": "Pole 7", "Status": 3, "Voltage": 220}', '{"type": "LineString", "coordinates": [[7412.582438, 4510.93], [7981, 1446.48997], [3493.6, 344.6]]}', '0102000020110F000003000000F321A81A95F4BC4048E17A14EE9EB14000000000002DBF401618B2BAF599964033333333334BAB409A99999999897540', '01a221ca-03da-7000-9e97-7e6877f63fb0', 202, 273, '2026-11-28 10:53:37.11493+00', '2026-11-28 10:53:37.278429+00', 109);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-03fb-7005-bf02-dcd64f4826c9', 1, 'Points', '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Height": 12345.678, "Status": 0}', '{"type": "Point", "coordinates": [3477, 4088.79673]}', '0101000020110F000000000000002AAB407C9BFEEC97F1AF40', '01a221ca-03fb-7006-aa69-65f941aea5d0', 223, 271, '2026-11-28 10:53:37.147653+00', '2026-11-28 10:53:37.278429+00', 223);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-0410-7000-98c4-aba87793edc4', 1, 'Lines', '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Status": 5, "Voltage": null}', '{"type": "LineString", "coordinates": [[3008.261968, 4334.73], [617.344, 9929], [8052.159934, 598.73944]]}', '0102000020110F0000030000003271AB208680A74014AE47E1BAEEB040986E1283C04A8340000000008064C34085436FF12874BF40D5CA845FEAB58240', '01a221ca-0410-7003-a585-b8738526500c', 230, 274, '2026-11-28 10:53:37.168292+00', '2026-11-28 10:53:37.278429+00', 230);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-01de-7000-9a73-84b8e45dd317', 6, 'Points', '{"Name": "Pole 7", "Height": 12345.678, "Status": 2}', '{"type": "Point", "coordinates": [8608.210152, 6199.51]}', '0101000020110F000098BF42E61AD0C040F6285C8F8237B840', '01a221ca-0327-7000-a72c-725033ee3ea8', 139, 277, '2026-11-28 10:53:36.935799+00', '2026-11-28 10:53:37.374668+00', 3);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-0415-7000-a637-72a1cda37d7a', 3, 'Points', '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Height": 1.5, "Status": 3}', '{"type": "Point", "coordinates": [4701.968912, 3220.04]}', '0101000020110F0000B4E89D0AF85DB240AE47E17A1428A940', '01a221ca-044d-7000-b99f-9b0fafb74423', 253, 278, '2026-11-28 10:53:37.229172+00', '2026-11-28 10:53:37.384586+00', 233);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-0211-7000-9f6c-414ac7167b4d', 6, 'Points', '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Height": null, "Status": 1}', '{"type": "Point", "coordinates": [8186.555894, 1498]}', '0101000020110F00000BB6114F8EFABF400000000000689740', '01a221ca-03ef-7000-8712-8f9fd89ef75c', 212, 279, '2026-11-28 10:53:37.13569+00', '2026-11-28 10:53:37.391108+00', 30);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-0415-7001-9847-29f5e727f1e6', 1, 'Lines', '{"Name": "a", "Status": 5, "Voltage": 110}', '{"type": "LineString", "coordinates": [[302.12055, 6370.59533], [7976, 5446.87], [8332.8, 9508.3851]]}', '0102000020110F0000030000008638D6C5EDE1724054008C6798E2B840000000000028BF4085EB51B8DE46B540666666666646C040D8F0F44A3192C240', '01a221ca-0415-7003-8d92-3b04b50938eb', 234, 280, '2026-11-28 10:53:37.173435+00', '2026-11-28 10:53:37.397777+00', 234);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-0452-7000-a108-599531d0df2c', 1, 'Lines', '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Status": 5, "Voltage": null}', '{"type": "LineString", "coordinates": [[1073, 7399.19], [1760.501, 7594.22], [7680, 9078.71]]}', '0102000020110F0000030000000000000000C490403D0AD7A330E7BC402FDD240601829B401F85EB5138AABD40000000000000BE4014AE47E15ABBC140', '01a221ca-0452-7003-ae63-c96907515641', 255, 281, '2026-11-28 10:53:37.23421+00', '2026-11-28 10:53:37.404169+00', 255);
INSERT INTO public.feature_versions_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-0462-7000-9c80-c4270dd81aec', 1, 'Lines', '{"Name": "Pole 7", "Status": 3, "Voltage": null}', '{"type": "LineString", "coordinates": [[4344, 3006], [6836.973536, 5994.99], [8193, 2864.63]]}', '0102000020110F0000030000000000000000F8B04000000000007CA7407BC1A739F9B4BA400AD7A370FD6AB740000000008000C040F6285C8F4261A640', '01a221ca-0462-7001-8b3f-fdd1243e2724', 260, 282, '2026-11-28 10:53:37.250812+00', '2026-11-28 10:53:37.409935+00', 260);


--
-- Data for Name: features_548f748ea043dccb; Type: TABLE DATA; Schema: public; Owner: geojournal_service
--

INSERT INTO public.features_548f748ea043dccb VALUES ('legacy~1', '01a221ca-01de-7000-9a73-84b8e45dd317', 'Points', 7, '{"Name": "in the version", "Height": 12345.678, "Status": 2}', '{"type": "Point", "coordinates": [8608.210152, 6199.51]}', '0101000020110F000098BF42E61AD0C040F6285C8F8237B840', 2, '2026-11-28 10:53:37.320127+00', 3);
INSERT INTO public.features_548f748ea043dccb VALUES ('legacy~1', '01a221ca-04a8-7000-97d5-61376b46c4e8', 'Points', 1, '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Height": null, "Status": 3}', '{"type": "Point", "coordinates": [3748.5, 834]}', '0101000020110F0000000000000049AD400000000000108A40', 1, '2026-11-28 10:53:37.320127+00', 4294967297);


--
-- Data for Name: features_c49fea7425fa7f86; Type: TABLE DATA; Schema: public; Owner: geojournal_service
--

INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-020b-7004-84ff-021f752d61b3', 'Lines', 8, '{"Name": "a", "Status": 4, "Voltage": 220}', '{"type": "LineString", "coordinates": [[229.262433, 4631.71216], [2249, 7169.21], [6479.6, 4532.27768]]}', '0102000020110F000003000000840CE4D965A86C4085251E50B617B240000000000092A140295C8FC23501BC409A999999994FB940C156091647B4B140', 214, '2026-11-28 10:53:37.13569+00', 28);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-01de-7001-83d9-2fd8e08115c8', 'Points', 5, '{"Name": "a", "Height": 1.5, "Status": 7}', '{"type": "Point", "coordinates": [302.507, 9248.36958]}', '0101000020110F0000273108AC1CE87240A1BE654E2F10C240', 171, '2026-11-28 10:53:37.033382+00', 4);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-020b-7000-b0b0-f53aa79c5a34', 'Points', 1, '{"Name": "Ünïcode \"q\"", "Height": 10, "Status": 0}', '{"type": "Point", "coordinates": [5613.869, 4369.62]}', '0101000020110F000039B4C876DEEDB54085EB51B89E11B140', 24, '2026-11-28 10:53:36.651365+00', 24);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-01e7-7003-85ad-8e2f3c0cd3c1', 'Points', 4, '{"Name": "a", "Height": 10, "Status": 3}', '{"type": "Point", "coordinates": [9163.706, 5035.1695]}', '0101000020110F00007D3F355EDAE5C140AC1C5A642BABB340', 70, '2026-11-28 10:53:36.74208+00', 11);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-01de-7002-80bd-cb2acae3885d', 'Points', 5, '{"Name": "Pole 7", "Height": 10, "Status": 2}', '{"type": "Point", "coordinates": [2905.208, 9243]}', '0101000020110F000023DBF97E6AB2A64000000000800DC240', 215, '2026-11-28 10:53:37.142296+00', 5);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-020b-7002-86fe-8c1f58b85391', 'Points', 4, '{"Name": "a", "Height": null, "Status": 3}', '{"type": "Point", "coordinates": [3335.832, 8938]}', '0101000020110F00008B6CE7FBA90FAA40000000000075C140', 237, '2026-11-28 10:53:37.180358+00', 26);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-020b-7001-8954-f0e42be9bac4', 'Points', 5, '{"Name": "Pole 7", "Height": 1.5, "Status": 4}', '{"type": "Point", "coordinates": [2977.214, 2142]}', '0101000020110F0000B07268916D42A7400000000000BCA040', 187, '2026-11-28 10:53:37.074115+00', 25);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-01e7-7000-8403-e32f3a40e89e', 'Lines', 3, '{"Name": "a", "Status": 2, "Voltage": 110}', '{"type": "LineString", "coordinates": [[2362.708, 5650.6], [746.312092, 5300], [320, 6939]]}', '0102000020110F00000300000023DBF97E6A75A2409A9999999912B640BF2A172A7F5287400000000000B4B440000000000000744000000000001BBB40', 203, '2026-11-28 10:53:37.11493+00', 8);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-01de-7004-a056-65cc11e8ff0f', 'Lines', 4, '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Status": 0, "Voltage": null}', '{"type": "LineString", "coordinates": [[9051.9, 1340], [4445.467117, 7613.92], [4929, 4892]]}', '0102000020110F00000300000033333333F3ADC1400000000000F0944068CEFA94775DB14052B81E85EBBDBD40000000000041B34000000000001CB340', 206, '2026-11-28 10:53:37.122069+00', 7);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-01ec-7001-996e-8fd66205d8f9', 'Lines', 8, '{"Name": "a", "Status": 6, "Voltage": null}', '{"type": "LineString", "coordinates": [[1000.881585, 8538], [2339.33, 8395.10516], [2771, 8455.89705]]}', '0102000020110F00000300000027BD6F7C0D478F400000000000ADC0405C8FC2F5A846A2406C04E2758D65C0400000000000A6A54070CE88D2F283C040', 241, '2026-11-28 10:53:37.192772+00', 13);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-01de-7003-aef3-2fb8be74c183', 'Points', 10, '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Height": 0.0000001, "Status": 5}', '{"type": "Point", "coordinates": [2877.126205, 4355.0399]}', '0101000020110F00002F17F19D407AA6401CEBE2360A03B140', 247, '2026-11-28 10:53:37.212088+00', 6);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-0248-7003-8e30-22be530fa76e', 'Points', 7, '{"Name": "a", "Height": 10, "Status": 6}', '{"type": "Point", "coordinates": [7035.657845, 8065.85]}', '0101000020110F0000D6A88768A87BBB409A999999D981BF40', 265, '2026-11-28 10:53:37.263173+00', 62);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-01de-7000-9a73-84b8e45dd317', 'Points', 7, '{"Name": "in the version", "Height": 12345.678, "Status": 2}', '{"type": "Point", "coordinates": [8608.210152, 6199.51]}', '0101000020110F000098BF42E61AD0C040F6285C8F8237B840', 277, '2026-11-28 10:53:37.374668+00', 3);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-0235-7003-8673-dd6ccb7648ad', 'Lines', 5, '{"Name": "Pole 7", "Status": 9, "Voltage": 220}', '{"type": "LineString", "coordinates": [[6430.672, 5344], [8896.6, 9990.16862], [4931.518554, 2711]]}', '0102000020110F000003000000E9263108AC1EB9400000000000E0B440CDCCCCCC4C60C140BA1457951583C3403677F4BF8443B34000000000002EA540', 246, '2026-11-28 10:53:37.204455+00', 54);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-0235-7001-908a-fe3a449ca235', 'Points', 6, '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Height": 0.0000001, "Status": 1}', '{"type": "Point", "coordinates": [4903.412594, 325.06]}', '0101000020110F000087A8C29F6927B340295C8FC2F5507440', 251, '2026-11-28 10:53:37.229172+00', 52);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-021d-7004-beeb-940f66e253be', 'Points', 5, '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Height": 12345.678, "Status": 0}', '{"type": "Point", "coordinates": [7680.961, 226]}', '0101000020110F000075931804F600BE400000000000406C40', 197, '2026-11-28 10:53:37.100566+00', 41);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-0211-7003-85d8-117f6584ccfc', 'Lines', 3, '{"Name": "a", "Status": 4, "Voltage": 110}', '{"type": "LineString", "coordinates": [[9967, 6853.53667], [2441, 224], [283.381744, 9253]]}', '0102000020110F000003000000000000008077C340BF82346389C5BA40000000000012A3400000000000006C401CB7989F1BB67140000000008012C240', 118, '2026-11-28 10:53:36.871524+00', 33);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-0211-7001-b138-6bad715b2ce9', 'Points', 3, '{"Name": "a", "Height": 12345.678, "Status": 3}', '{"type": "Point", "coordinates": [7933.34, 9142]}', '0101000020110F0000A4703D0A57FDBE400000000000DBC140', 198, '2026-11-28 10:53:37.100566+00', 31);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-0235-7000-bc85-d191b6e905ff', 'Points', 5, '{"Name": "Ünïcode \"q\"", "Height": 10, "Status": 3}', '{"type": "Point", "coordinates": [6974.9, 4191.63178]}', '0101000020110F000066666666E63EBB40448655BCA15FB040', 267, '2026-11-28 10:53:37.270885+00', 51);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-0248-7000-a1f9-cfc632545d79', 'Points', 4, '{"Name": "a", "Height": 1.5, "Status": 1}', '{"type": "Point", "coordinates": [8466, 3105.27]}', '0101000020110F0000000000000089C040D7A3703D8A42A840', 153, '2026-11-28 10:53:36.996204+00', 59);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-0211-7000-9f6c-414ac7167b4d', 'Points', 7, '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Height": null, "Status": 42}', '{"type": "Point", "coordinates": [8186.555894, 1498]}', '0101000020110F00000BB6114F8EFABF400000000000689740', 279, '2026-11-28 10:53:37.391108+00', 30);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-0211-7002-9ccf-76aeb449df3f', 'Points', 6, '{"Name": "Ünïcode \"q\"", "Height": 0.0000001, "Status": 7}', '{"type": "Point", "coordinates": [553.188, 7647]}', '0101000020110F00002FDD2406814981400000000000DFBD40', 173, '2026-11-28 10:53:37.033382+00', 32);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-021d-7001-a464-16384e7f814c', 'Lines', 3, '{"Name": "Ünïcode \"q\"", "Status": 0, "Voltage": 110}', '{"type": "LineString", "coordinates": [[5660.808, 8032], [999.369, 2424], [8562, 1348]]}', '0102000020110F0000030000002B8716D9CE1CB640000000000060BF40CBA145B6F33A8F400000000000F0A2400000000000B9C0400000000000109540', 179, '2026-11-28 10:53:37.054245+00', 38);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-021d-7000-8b1d-f70da748af13', 'Lines', 5, '{"Name": "a", "Status": 2, "Voltage": 110}', '{"type": "LineString", "coordinates": [[2739.032978, 4023], [4439.6, 1408], [3794, 7350]]}', '0102000020110F000003000000FA0E7EE21066A54000000000006EAF409A9999999957B14000000000000096400000000000A4AD400000000000B6BC40', 236, '2026-11-28 10:53:37.180358+00', 37);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-0281-7001-8d30-ff9b6fdb5495', 'Lines', 1, '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Status": 3, "Voltage": 220}', '{"type": "LineString", "coordinates": [[6224, 2928.43], [7690.928865, 1569], [9327.278, 3584.83224]]}', '0102000020110F000003000000000000000050B8408FC2F528DCE0A64066BD18CAED0ABE40000000000084984025068195A337C240D97C5C1BAA01AC40', 79, '2026-11-28 10:53:36.769733+00', 79);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-0281-7000-934c-49024e578ac7', 'Lines', 2, '{"Name": "a", "Status": 9, "Voltage": 220}', '{"type": "LineString", "coordinates": [[5995.696102, 7710.13381], [8174.33544, 316], [1227.813551, 9308.63303]]}', '0102000020110F000003000000AE9CBD33B26BB740E1455F41221EBE40C55565DF55EEBF400000000000C07340836A8313412F9340B2852007512EC240', 209, '2026-11-28 10:53:37.128731+00', 78);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-0281-7002-b4c1-f0875fcffbd4', 'Points', 3, '{"Name": "a", "Height": 12345.678, "Status": 8}', '{"type": "Point", "coordinates": [8049, 1826]}', '0101000020110F0000000000000071BF400000000000889C40', 128, '2026-11-28 10:53:36.891922+00', 80);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-02cf-7001-8dc3-9356aa402b95', 'Lines', 3, '{"Name": "Pole 7", "Status": 3, "Voltage": 220}', '{"type": "LineString", "coordinates": [[7412.582438, 4510.93], [7981, 1446.48997], [3493.6, 344.6]]}', '0102000020110F000003000000F321A81A95F4BC4048E17A14EE9EB14000000000002DBF401618B2BAF599964033333333334BAB409A99999999897540', 273, '2026-11-28 10:53:37.278429+00', 109);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-028f-7000-ac14-1eefbbb306fd', 'Points', 5, '{"Name": "Ünïcode \"q\"", "Height": 0.0000001, "Status": 8}', '{"type": "Point", "coordinates": [5859.1, 569.20813]}', '0101000020110F00009A99999919E3B64088BA0F40AAC98140', 226, '2026-11-28 10:53:37.154471+00', 86);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-0369-7000-9aa9-2b3767e77292', 'Lines', 1, '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Status": 4, "Voltage": 110}', '{"type": "LineString", "coordinates": [[145, 8865.92674], [4217.7, 6351.21], [9763.7, 949.22863]]}', '0102000020110F0000030000000000000000206240F3936A9FF650C14033333333B379B040295C8FC235CFB8409A999999D911C3401327F73BD4A98D40', 157, '2026-11-28 10:53:37.001315+00', 157);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-0369-7002-ba51-abd9c100fdb1', 'Lines', 1, '{"Name": "Ünïcode \"q\"", "Status": 3, "Voltage": 220}', '{"type": "LineString", "coordinates": [[449.2, 9643.24984], [8719.995, 4025.42297], [1615.562954, 5014]]}', '0102000020110F0000030000003333333333137C409ED2C1FA9FD5C240C3F5285CFF07C140611A868FD872AF409C6C0377403E9940000000000096B340', 159, '2026-11-28 10:53:37.001315+00', 159);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-02cf-7002-a053-7c11abdd87e6', 'Lines', 3, '{"Name": "Pole 7", "Status": 7, "Voltage": 110}', '{"type": "LineString", "coordinates": [[1308.928861, 1052], [5513, 3232.48635], [4558.121, 5017.62]]}', '0102000020110F0000030000001F865627B77394400000000000709040000000000089B540D200DE02F940A940D122DBF91ECEB14085EB51B89E99B340', 166, '2026-11-28 10:53:37.020133+00', 110);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-028f-7001-a8cd-73a6cb45fd6e', 'Lines', 6, '{"Name": "Ünïcode \"q\"", "Status": 1, "Voltage": 110}', '{"type": "LineString", "coordinates": [[8831.437438, 7650.02], [9743.076, 8673], [3308.326, 7218]]}', '0102000020110F00000300000004E8F7FDB73FC140EC51B81E05E2BD403F355EBA8907C3400000000080F0C040FED478E9A6D8A940000000000032BC40', 240, '2026-11-28 10:53:37.186651+00', 87);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-02cf-7000-8c2b-5164a1c511c4', 'Points', 5, '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Height": 10, "Status": 0}', '{"type": "Point", "coordinates": [3908.886875, 5477]}', '0101000020110F000048E17A14C689AE40000000000065B540', 254, '2026-11-28 10:53:37.229172+00', 108);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-0369-7001-a902-27a24f4dd132', 'Lines', 2, '{"Name": "a", "Status": 3, "Voltage": 110}', '{"type": "LineString", "coordinates": [[6139.28386, 8857.87609], [7406.557235, 149.48], [7265.2, 7362]]}', '0102000020110F000003000000A4880CAB48FBB7402D95B723F04CC14030F5F3A68EEEBC408FC2F5285CAF6240333333333361BC400000000000C2BC40', 270, '2026-11-28 10:53:37.270885+00', 158);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-03b7-7001-acc4-d36209714180', 'Points', 1, '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Height": 0.0000001, "Status": 0}', '{"type": "Point", "coordinates": [8882.91791, 4426.84992]}', '0101000020110F0000562B137E7559C140376C5B94D94AB140', 189, '2026-11-28 10:53:37.079316+00', 189);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-03b7-7002-b15a-fdd976e3a089', 'Lines', 1, '{"Name": "Ünïcode \"q\"", "Status": 1, "Voltage": 110}', '{"type": "LineString", "coordinates": [[6713.3, 9761.66764], [8331.8, 9386.4073], [7560.707, 7151]]}', '0102000020110F000003000000CDCCCCCC4C39BA40C03E3A75D510C34066666666E645C040D50968223455C24046B6F3FDB488BD400000000000EFBB40', 190, '2026-11-28 10:53:37.079316+00', 190);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-03b7-7004-bbfb-b1ee395942f6', 'Lines', 1, '{"Name": "Ünïcode \"q\"", "Status": 2, "Voltage": 220}', '{"type": "LineString", "coordinates": [[4902.373128, 2120.34], [9640.357984, 7076.69807], [7015.382131, 1090.97]]}', '0102000020110F000003000000390D51855F26B34048E17A14AE90A0403F726BD22DD4C240522CB7B4B2A4BB40CA5356D36167BB407B14AE47E10B9140', 192, '2026-11-28 10:53:37.079316+00', 192);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-03b7-7003-a8b9-4a42fbe3b0e4', 'Lines', 2, '{"Name": "Pole 7", "Status": 0, "Voltage": 110}', '{"type": "LineString", "coordinates": [[3513.841, 1995], [2650, 4074.02283], [3007.8, 6881]]}', '0102000020110F000003000000DF4F8D97AE73AB4000000000002C9F400000000000B4A440BCAE5FB00BD4AF409A999999997FA7400000000000E1BA40', 213, '2026-11-28 10:53:37.13569+00', 191);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-03fb-7000-a667-97c66793277f', 'Lines', 1, '{"Name": "Ünïcode \"q\"", "Status": 4, "Voltage": 220}', '{"type": "LineString", "coordinates": [[4668.259641, 1977.55566], [2912, 1887.29], [5417.832, 3079.14]]}', '0102000020110F000003000000B323D577423CB240C85EEFFE38E69E400000000000C0A6405C8FC2F5287D9D4046B6F3FDD429B540E17A14AE470EA840', 218, '2026-11-28 10:53:37.147653+00', 218);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-03fb-7002-afcb-99413f1bb603', 'Lines', 1, '{"Name": "Ünïcode \"q\"", "Status": 3, "Voltage": 220}', '{"type": "LineString", "coordinates": [[8514.2, 973.28271], [7913.761, 5072], [5901.9, 1324.63]]}', '0102000020110F0000030000009A99999919A1C04004E275FD426A8E404260E5D0C2E9BE400000000000D0B34066666666E60DB740EC51B81E85B29440', 220, '2026-11-28 10:53:37.147653+00', 220);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-03fb-7003-9a31-de2ba476ace3', 'Lines', 1, '{"Name": "Pole 7", "Status": 3, "Voltage": null}', '{"type": "LineString", "coordinates": [[3279.1, 1739], [5723, 4522.26247], [8329.317714, 6311]]}', '0102000020110F00000300000033333333339EA94000000000002C9B4000000000005BB6402EE23B3143AAB140BE33DAAAA844C0400000000000A7B840', 221, '2026-11-28 10:53:37.147653+00', 221);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-03fb-7004-9118-8451612bdf1d', 'Points', 1, '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Height": 10, "Status": 2}', '{"type": "Point", "coordinates": [7852.531013, 3345.23153]}', '0101000020110F0000C0CC77F087ACBE4016A4198B7622AA40', 222, '2026-11-28 10:53:37.147653+00', 222);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-03fb-7001-b670-909223a83f74', 'Lines', 2, '{"Name": "Ünïcode \"q\"", "Status": 2, "Voltage": null}', '{"type": "LineString", "coordinates": [[3347.8, 7958.99619], [601, 8134.83], [66.685462, 6919]]}', '0102000020110F0000030000009A9999999927AA409ACE4E06FF16BF400000000000C88240AE47E17AD4C6BF40A629029CDEAB5040000000000007BB40', 224, '2026-11-28 10:53:37.154471+00', 219);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-0410-7001-8c51-86861534e4fb', 'Lines', 1, '{"Name": "Pole 7", "Status": 4, "Voltage": null}', '{"type": "LineString", "coordinates": [[811, 2389.03], [2409.2, 4297.23], [5318.447, 9655.07]]}', '0102000020110F0000030000000000000000588940C3F5285C0FAAA2406666666666D2A24014AE47E13AC9B040508D976E72C6B4405C8FC2F588DBC240', 231, '2026-11-28 10:53:37.168292+00', 231);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-0410-7002-93f8-7062e8246e70', 'Lines', 1, '{"Name": "a", "Status": 3, "Voltage": 220}', '{"type": "LineString", "coordinates": [[2046.7, 7081], [9170.8, 1405], [6735.71, 1858.32242]]}', '0102000020110F000003000000CDCCCCCCCCFA9F400000000000A9BB406666666666E9C1400000000000F49540295C8FC2B54FBA404EEE77284A099D40', 232, '2026-11-28 10:53:37.168292+00', 232);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-0415-7002-bd2d-a25d18ce4e89', 'Lines', 1, '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Status": 2, "Voltage": 220}', '{"type": "LineString", "coordinates": [[6963.5, 7775.58613], [9712.197, 6942.55], [7168.126249, 601.30084]]}', '0102000020110F000003000000000000008033BB40349D9D0C965FBE40A8C64B3719F8C240CDCCCCCC8C1EBB4027BEDA512000BC40A14ACD1E68CA8240', 235, '2026-11-28 10:53:37.173435+00', 235);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-042e-7000-8d1c-d926936d85a2', 'Lines', 1, '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Status": 3, "Voltage": null}', '{"type": "LineString", "coordinates": [[1028, 5450.9326], [7645.442, 3881], [4375.403494, 6409.26]]}', '0102000020110F000003000000000000000010904040A4DFBEEE4AB540D578E92671DDBD40000000000052AE4022FE614B6717B140F6285C8F4209B940', 242, '2026-11-28 10:53:37.198147+00', 242);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-042e-7002-ae44-097fde347e8e', 'Lines', 1, '{"Name": "Pole 7", "Status": 3, "Voltage": null}', '{"type": "LineString", "coordinates": [[1893.422, 3367.4], [7494, 7112.93], [9377.9, 3367]]}', '0102000020110F000003000000A69BC420B0959D40CDCCCCCCCC4EAA40000000000046BD4048E17A14EEC8BB4033333333F350C24000000000004EAA40', 244, '2026-11-28 10:53:37.198147+00', 244);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-03b7-7000-9e8e-df58060796cb', 'Points', 2, '{"Name": "Pole 7", "Height": 12345.678, "Status": 3}', '{"type": "Point", "coordinates": [2514.341, 3824]}', '0101000020110F0000DF4F8D97AEA4A3400000000000E0AD40', 264, '2026-11-28 10:53:37.263173+00', 188);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-042e-7001-b6c4-f0478f059cbb', 'Lines', 2, '{"Name": "Ünïcode \"q\"", "Status": 3, "Voltage": 110}', '{"type": "LineString", "coordinates": [[9551.689178, 5916], [3310.545, 4344], [9026.2, 7870.95]]}', '0102000020110F0000030000009015FC36D8A7C24000000000001CB740A4703D0A17DDA9400000000000F8B0409A99999919A1C14033333333F3BEBE40', 269, '2026-11-28 10:53:37.270885+00', 243);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-03fb-7005-bf02-dcd64f4826c9', 'Points', 2, '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Height": 12345.678, "Status": 0}', '{"type": "Point", "coordinates": [4657.309324, 9933.76473]}', '0101000020110F0000DE8FDB2F4F31B2402332ACE2E166C340', 271, '2026-11-28 10:53:37.278429+00', 223);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-0415-7000-a637-72a1cda37d7a', 'Points', 4, '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Height": 1.5, "Status": 42}', '{"type": "Point", "coordinates": [4701.968912, 3220.04]}', '0101000020110F0000B4E89D0AF85DB240AE47E17A1428A940', 278, '2026-11-28 10:53:37.384586+00', 233);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-0415-7001-9847-29f5e727f1e6', 'Lines', 2, '{"Name": "a", "Status": 42, "Voltage": 110}', '{"type": "LineString", "coordinates": [[302.12055, 6370.59533], [7976, 5446.87], [8332.8, 9508.3851]]}', '0102000020110F0000030000008638D6C5EDE1724054008C6798E2B840000000000028BF4085EB51B8DE46B540666666666646C040D8F0F44A3192C240', 280, '2026-11-28 10:53:37.397777+00', 234);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-042e-7003-9405-c4038a120171', 'Lines', 1, '{"Name": "Ünïcode \"q\"", "Status": 5, "Voltage": 220}', '{"type": "LineString", "coordinates": [[2370, 8143.47], [1028.4, 9248.71264], [8935.712747, 4944.63462]]}', '0102000020110F000003000000000000000084A2401F85EB5178CFBF409A99999999119040E99AC9375B10C240A92F4B3BDB73C14063D17476A250B340', 245, '2026-11-28 10:53:37.198147+00', 245);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-0442-7000-bdef-7bbad461bb82', 'Lines', 1, '{"Name": "Ünïcode \"q\"", "Status": 0, "Voltage": null}', '{"type": "LineString", "coordinates": [[47, 3855.55], [5422.389282, 5619.03], [9768.710343, 1387.24354]]}', '0102000020110F00000300000000000000008047409A999999191FAE40EC32FCA7632EB540E17A14AE07F3B540F9F884EC5A14C34012BD8C62F9AC9540', 249, '2026-11-28 10:53:37.218019+00', 249);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-0446-7000-860c-6bc27753e895', 'Lines', 1, '{"Name": "a", "Status": 3, "Voltage": 220}', '{"type": "LineString", "coordinates": [[4676.902, 3025.65771], [6859.56, 8419.69], [1282.364646, 4086.17]]}', '0102000020110F000003000000FED478E9E644B24081785DBF50A3A740C3F5285C8FCBBA401F85EB51D871C04078D2C26575099440A4703D0A57ECAF40', 250, '2026-11-28 10:53:37.222641+00', 250);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-0452-7001-8041-53f4ed4f1060', 'Lines', 1, '{"Name": "Ünïcode \"q\"", "Status": 2, "Voltage": 220}', '{"type": "LineString", "coordinates": [[8009.758843, 9964.05], [3746.461, 6533.68616], [3178, 6218]]}', '0102000020110F000003000000CCEB8843C249BF40666666660676C340E9263108EC44AD40D3872EA8AF85B9400000000000D4A84000000000004AB840', 256, '2026-11-28 10:53:37.23421+00', 256);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-0452-7002-9a44-d84f310fcdad', 'Points', 1, '{"Name": "Pole 7", "Height": 0.0000001, "Status": 3}', '{"type": "Point", "coordinates": [6910.822818, 3592]}', '0101000020110F00008F5033A4D2FEBA40000000000010AC40', 257, '2026-11-28 10:53:37.23421+00', 257);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-0468-7000-b26c-a7b4c646b9de', 'Lines', 1, '{"Name": "Ünïcode \"q\"", "Status": 1, "Voltage": 110}', '{"type": "LineString", "coordinates": [[686.3, 9599.15736], [6536.525, 6426.62], [3260.1, 1975.03407]]}', '0102000020110F0000030000006666666666728540D95A5F2494BFC240666666668688B94085EB51B89E1AB940333333333378A94019FF3EE322DC9E40', 261, '2026-11-28 10:53:37.256225+00', 261);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-0468-7001-b98b-be18ea2d8fb2', 'Lines', 1, '{"Name": "Ünïcode \"q\"", "Status": 2, "Voltage": 110}', '{"type": "LineString", "coordinates": [[2341.916511, 3152.42], [8652, 1090.32645], [3053.4, 9836]]}', '0102000020110F000003000000D906EE40D54BA240A4703D0AD7A0A8400000000000E6C0401EA7E8484E099140CDCCCCCCCCDAA740000000000036C340', 262, '2026-11-28 10:53:37.256225+00', 262);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-0468-7002-aec2-e112c134b63f', 'Points', 1, '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Height": null, "Status": 2}', '{"type": "Point", "coordinates": [9993.577, 3477.28659]}', '0101000020110F0000E5D022DBC984C340B9AAECBB922AAB40', 263, '2026-11-28 10:53:37.256225+00', 263);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-0457-7000-a4f1-4d94b26db343', 'Lines', 2, '{"Name": "Pole 7", "Status": 0, "Voltage": 110}', '{"type": "LineString", "coordinates": [[1056.818, 5684.14213], [1299.323021, 9694], [2373.79, 7841.02883]]}', '0102000020110F00000300000083C0CAA145839040C8B5A1622434B640AF5B04C64A4D94400000000000EFC240AE47E17A948BA2402523676107A1BE40', 266, '2026-11-28 10:53:37.263173+00', 258);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-0410-7000-98c4-aba87793edc4', 'Lines', 2, '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Status": 2, "Voltage": null}', '{"type": "LineString", "coordinates": [[3008.261968, 4334.73], [617.344, 9929], [8052.159934, 598.73944]]}', '0102000020110F0000030000003271AB208680A74014AE47E1BAEEB040986E1283C04A8340000000008064C34085436FF12874BF40D5CA845FEAB58240', 274, '2026-11-28 10:53:37.278429+00', 230);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-04bd-7000-b53e-83ea528924b6', 'Lines', 1, '{"Name": "a", "Status": 2, "Voltage": 220}', '{"type": "LineString", "coordinates": [[873.647, 9468.03748], [2259.935878, 7079.37619], [8822, 1507.55552]]}', '0102000020110F0000030000001904560E2D4D8B40210725CC047EC24017B6662BDFA7A14015E3FC4D60A7BB4000000000003BC14018213CDA388E9740', 275, '2026-11-28 10:53:37.341728+00', 275);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-04a8-7000-97d5-61376b46c4e8', 'Points', 1, '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Height": null, "Status": 3}', '{"type": "Point", "coordinates": [3748.5, 834]}', '0101000020110F0000000000000049AD400000000000108A40', 276, '2026-11-28 10:53:37.374668+00', 4294967297);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-0452-7000-a108-599531d0df2c', 'Lines', 2, '{"Name": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Status": 42, "Voltage": null}', '{"type": "LineString", "coordinates": [[1073, 7399.19], [1760.501, 7594.22], [7680, 9078.71]]}', '0102000020110F0000030000000000000000C490403D0AD7A330E7BC402FDD240601829B401F85EB5138AABD40000000000000BE4014AE47E15ABBC140', 281, '2026-11-28 10:53:37.404169+00', 255);
INSERT INTO public.features_c49fea7425fa7f86 VALUES ('legacy', '01a221ca-0462-7000-9c80-c4270dd81aec', 'Lines', 2, '{"Name": "Pole 7", "Status": 42, "Voltage": null}', '{"type": "LineString", "coordinates": [[4344, 3006], [6836.973536, 5994.99], [8193, 2864.63]]}', '0102000020110F0000030000000000000000F8B04000000000007CA7407BC1A739F9B4BA400AD7A370FD6AB740000000008000C040F6285C8F4261A640', 282, '2026-11-28 10:53:37.409935+00', 260);


--
-- Data for Name: layer_stats; Type: TABLE DATA; Schema: public; Owner: geojournal_service
--

INSERT INTO public.layer_stats VALUES ('legacy', 'Points', 27, 43.759955, 185, 9993.577, 9981, false, 84);
INSERT INTO public.layer_stats VALUES ('legacy', 'Lines', 41, 47, 115.51781, 9999.904416, 9992.33877, false, 76);


--
-- Data for Name: layer_versions; Type: TABLE DATA; Schema: public; Owner: geojournal_service
--

INSERT INTO public.layer_versions VALUES ('legacy', 'Points', 1, '{"srid": 3857, "fields": [{"name": "Name", "type": "string", "length": 255, "nullable": true}, {"name": "Status", "type": "integer", "nullable": true}, {"name": "Height", "type": "double", "nullable": true}], "domains": {}, "geometryType": "Point"}', 1, NULL);
INSERT INTO public.layer_versions VALUES ('legacy', 'Lines', 1, '{"srid": 3857, "fields": [{"name": "Name", "type": "string", "length": 255, "nullable": true}, {"name": "Status", "type": "integer", "nullable": true}, {"name": "Voltage", "type": "integer", "nullable": true}], "domains": {}, "geometryType": "LineString"}', 2, NULL);


--
-- Data for Name: layer_view_checks; Type: TABLE DATA; Schema: public; Owner: geojournal_service
--

INSERT INTO public.layer_view_checks VALUES ('legacy', 'Points', '{"hints": {"Nested holes": "a hole lies inside another hole", "Nested shells": "one polygon of the MultiPolygon lies inside another; make the inner one a hole or separate the polygons", "Too few points": "a ring collapses to fewer than 3 distinct corners", "Duplicate Rings": "two rings are identical", "Self-intersection": "edges of the polygon cross each other; move the vertices so the boundary does not cross itself, or split it into several polygons", "Ring Self-intersection": "a ring touches itself at a vertex; split it into separate rings or polygons", "Hole lies outside shell": "a hole (interior ring) must lie inside the exterior ring", "Interior is disconnected": "the holes cut the polygon into pieces; make it a MultiPolygon instead"}, "layer": "Points", "fields": [{"date": false, "name": "Name", "domain": null, "number": false, "nullable": true, "expectation": "a string", "subtypeDomains": {}}, {"date": false, "name": "Status", "domain": null, "number": true, "nullable": true, "expectation": "an integer", "subtypeDomains": {}}, {"date": false, "name": "Height", "domain": null, "number": true, "nullable": true, "expectation": "a number", "subtypeDomains": {}}], "groups": [], "defaults": {}, "geometry": {"srid": 3857, "type": "Point", "bounds": [-20037508.342789244, -20037508.342789244, 20037508.342789244, 20037508.342789244], "boundsName": "x and y within ±20037508.342789244 m", "maxVertices": 100000}, "subtypes": {}, "viewLayout": 3, "subtypeField": null, "subtypesDescription": ""}');
INSERT INTO public.layer_view_checks VALUES ('legacy', 'Lines', '{"hints": {"Nested holes": "a hole lies inside another hole", "Nested shells": "one polygon of the MultiPolygon lies inside another; make the inner one a hole or separate the polygons", "Too few points": "a ring collapses to fewer than 3 distinct corners", "Duplicate Rings": "two rings are identical", "Self-intersection": "edges of the polygon cross each other; move the vertices so the boundary does not cross itself, or split it into several polygons", "Ring Self-intersection": "a ring touches itself at a vertex; split it into separate rings or polygons", "Hole lies outside shell": "a hole (interior ring) must lie inside the exterior ring", "Interior is disconnected": "the holes cut the polygon into pieces; make it a MultiPolygon instead"}, "layer": "Lines", "fields": [{"date": false, "name": "Name", "domain": null, "number": false, "nullable": true, "expectation": "a string", "subtypeDomains": {}}, {"date": false, "name": "Status", "domain": null, "number": true, "nullable": true, "expectation": "an integer", "subtypeDomains": {}}, {"date": false, "name": "Voltage", "domain": null, "number": true, "nullable": true, "expectation": "an integer", "subtypeDomains": {}}], "groups": [], "defaults": {}, "geometry": {"srid": 3857, "type": "LineString", "bounds": [-20037508.342789244, -20037508.342789244, 20037508.342789244, 20037508.342789244], "boundsName": "x and y within ±20037508.342789244 m", "maxVertices": 100000}, "subtypes": {}, "viewLayout": 3, "subtypeField": null, "subtypesDescription": ""}');
INSERT INTO public.layer_view_checks VALUES ('legacy~1', 'Lines', '{"hints": {"Nested holes": "a hole lies inside another hole", "Nested shells": "one polygon of the MultiPolygon lies inside another; make the inner one a hole or separate the polygons", "Too few points": "a ring collapses to fewer than 3 distinct corners", "Duplicate Rings": "two rings are identical", "Self-intersection": "edges of the polygon cross each other; move the vertices so the boundary does not cross itself, or split it into several polygons", "Ring Self-intersection": "a ring touches itself at a vertex; split it into separate rings or polygons", "Hole lies outside shell": "a hole (interior ring) must lie inside the exterior ring", "Interior is disconnected": "the holes cut the polygon into pieces; make it a MultiPolygon instead"}, "layer": "Lines", "fields": [{"date": false, "name": "Name", "domain": null, "number": false, "nullable": true, "expectation": "a string", "subtypeDomains": {}}, {"date": false, "name": "Status", "domain": null, "number": true, "nullable": true, "expectation": "an integer", "subtypeDomains": {}}, {"date": false, "name": "Voltage", "domain": null, "number": true, "nullable": true, "expectation": "an integer", "subtypeDomains": {}}], "groups": [], "defaults": {}, "geometry": {"srid": 3857, "type": "LineString", "bounds": [-20037508.342789244, -20037508.342789244, 20037508.342789244, 20037508.342789244], "boundsName": "x and y within ±20037508.342789244 m", "maxVertices": 100000}, "subtypes": {}, "viewLayout": 3, "subtypeField": null, "subtypesDescription": ""}');
INSERT INTO public.layer_view_checks VALUES ('legacy~1', 'Points', '{"hints": {"Nested holes": "a hole lies inside another hole", "Nested shells": "one polygon of the MultiPolygon lies inside another; make the inner one a hole or separate the polygons", "Too few points": "a ring collapses to fewer than 3 distinct corners", "Duplicate Rings": "two rings are identical", "Self-intersection": "edges of the polygon cross each other; move the vertices so the boundary does not cross itself, or split it into several polygons", "Ring Self-intersection": "a ring touches itself at a vertex; split it into separate rings or polygons", "Hole lies outside shell": "a hole (interior ring) must lie inside the exterior ring", "Interior is disconnected": "the holes cut the polygon into pieces; make it a MultiPolygon instead"}, "layer": "Points", "fields": [{"date": false, "name": "Name", "domain": null, "number": false, "nullable": true, "expectation": "a string", "subtypeDomains": {}}, {"date": false, "name": "Status", "domain": null, "number": true, "nullable": true, "expectation": "an integer", "subtypeDomains": {}}, {"date": false, "name": "Height", "domain": null, "number": true, "nullable": true, "expectation": "a number", "subtypeDomains": {}}], "groups": [], "defaults": {}, "geometry": {"srid": 3857, "type": "Point", "bounds": [-20037508.342789244, -20037508.342789244, 20037508.342789244, 20037508.342789244], "boundsName": "x and y within ±20037508.342789244 m", "maxVertices": 100000}, "subtypes": {}, "viewLayout": 3, "subtypeField": null, "subtypesDescription": ""}');


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

INSERT INTO public.operations VALUES ('legacy', '01a221ca-01a1-7000-a758-b408a305feca', 'schema', 1, 1, 'fixture', NULL, NULL, 'define layer Points', NULL, NULL, '{"requestId": "ed6c59b81a9acd674a2d5e1ea5b77ec"}', '2026-11-28 10:53:36.545704+00');
INSERT INTO public.operations VALUES ('legacy', '01a221ca-01c3-7000-9ba7-295651c65920', 'schema', 2, 2, 'fixture', NULL, NULL, 'define layer Lines', NULL, NULL, '{"requestId": "ed6c59b81a9acd674a2d5e1ea5b77ed"}', '2026-11-28 10:53:36.579127+00');
INSERT INTO public.operations VALUES ('legacy', '01a221ca-01de-7005-b3a8-97f9f0a31854', 'edit', 3, 7, 'fixture', '9609135d-1931-4a82-9790-0034823a411e', NULL, NULL, NULL, NULL, '{"requestId": "ed6c59b81a9acd674a2d5e1ea5b77ef"}', '2026-11-28 10:53:36.606399+00');
INSERT INTO public.operations VALUES ('legacy', '01a221ca-01e7-7004-a1dc-293a4cdb042f', 'edit', 8, 11, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "ed6c59b81a9acd674a2d5e1ea5b77f0"}', '2026-11-28 10:53:36.61506+00');
INSERT INTO public.operations VALUES ('legacy', '01a221ca-01ec-7004-8119-1662d8c6cf68', 'edit', 12, 15, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "ed6c59b81a9acd674a2d5e1ea5b77f1"}', '2026-11-28 10:53:36.620639+00');
INSERT INTO public.operations VALUES ('legacy', '01a221ca-01f4-7000-871b-9b06863cbde5', 'edit', 16, 18, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "ed6c59b81a9acd674a2d5e1ea5b77f2"}', '2026-11-28 10:53:36.628123+00');
INSERT INTO public.operations VALUES ('legacy', '01a221ca-01fd-7000-87d7-6710e912291f', 'edit', 19, 21, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "ed6c59b81a9acd674a2d5e1ea5b77f3"}', '2026-11-28 10:53:36.63733+00');
INSERT INTO public.operations VALUES ('legacy', '01a221ca-0204-7000-b5ca-193fde3227ef', 'edit', 22, 23, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "ed6c59b81a9acd674a2d5e1ea5b77f4"}', '2026-11-28 10:53:36.644636+00');
INSERT INTO public.operations VALUES ('legacy', '01a221ca-020b-7006-b4a1-59ca7b570c54', 'edit', 24, 29, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "ed6c59b81a9acd674a2d5e1ea5b77f5"}', '2026-11-28 10:53:36.651365+00');
INSERT INTO public.operations VALUES ('legacy', '01a221ca-0211-7004-b44d-32b674de239b', 'edit', 30, 33, 'fixture', '9609135d-1931-4a82-9790-0034823a411e', NULL, NULL, NULL, NULL, '{"requestId": "ed6c59b81a9acd674a2d5e1ea5b77f6"}', '2026-11-28 10:53:36.65781+00');
INSERT INTO public.operations VALUES ('legacy', '01a221ca-0218-7000-9262-31e0aabc4d4a', 'edit', 34, 36, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "ed6c59b81a9acd674a2d5e1ea5b77f7"}', '2026-11-28 10:53:36.663916+00');
INSERT INTO public.operations VALUES ('legacy', '01a221ca-021d-7005-a255-8c758d5fd4cf', 'edit', 37, 41, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "ed6c59b81a9acd674a2d5e1ea5b77f8"}', '2026-11-28 10:53:36.66935+00');
INSERT INTO public.operations VALUES ('legacy', '01a221ca-0223-7000-bdc4-c3d0f0f929db', 'edit', 42, 45, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "ed6c59b81a9acd674a2d5e1ea5b77f9"}', '2026-11-28 10:53:36.67565+00');
INSERT INTO public.operations VALUES ('legacy', '01a221ca-0229-7000-8387-55bb6a21500b', 'edit', 46, 46, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "ed6c59b81a9acd674a2d5e1ea5b77fa"}', '2026-11-28 10:53:36.681682+00');
INSERT INTO public.operations VALUES ('legacy', '01a221ca-0230-7000-9948-97414ad0fe88', 'edit', 47, 50, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "ed6c59b81a9acd674a2d5e1ea5b77fb"}', '2026-11-28 10:53:36.687968+00');
INSERT INTO public.operations VALUES ('legacy', '01a221ca-0235-7004-93e7-a89f78bef24d', 'edit', 51, 54, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "ed6c59b81a9acd674a2d5e1ea5b77fc"}', '2026-11-28 10:53:36.69384+00');
INSERT INTO public.operations VALUES ('legacy', '01a221ca-023b-7001-8a7c-2428bb8859ab', 'edit', 55, 55, 'fixture', '9609135d-1931-4a82-9790-0034823a411e', NULL, NULL, NULL, NULL, '{"requestId": "ed6c59b81a9acd674a2d5e1ea5b77fd"}', '2026-11-28 10:53:36.699552+00');
INSERT INTO public.operations VALUES ('legacy', '01a221ca-0242-7000-a04b-9a4103a028fd', 'edit', 56, 58, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "ed6c59b81a9acd674a2d5e1ea5b77fe"}', '2026-11-28 10:53:36.706391+00');
INSERT INTO public.operations VALUES ('legacy', '01a221ca-0248-7005-9e17-992e512855b2', 'edit', 59, 63, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "ed6c59b81a9acd674a2d5e1ea5b77ff"}', '2026-11-28 10:53:36.712689+00');
INSERT INTO public.operations VALUES ('legacy', '01a221ca-0250-7000-8545-cb2a1121db02', 'edit', 64, 65, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "ed6c59b81a9acd674a2d5e1ea5b7800"}', '2026-11-28 10:53:36.720276+00');
INSERT INTO public.operations VALUES ('legacy', '01a221ca-0257-7000-8b46-ed2b720ced0a', 'edit', 66, 66, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "ed6c59b81a9acd674a2d5e1ea5b7801"}', '2026-11-28 10:53:36.727258+00');
INSERT INTO public.operations VALUES ('legacy', '01a221ca-025e-7000-a1ed-07f2e15d0ecc', 'edit', 67, 69, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "ed6c59b81a9acd674a2d5e1ea5b7802"}', '2026-11-28 10:53:36.734542+00');
INSERT INTO public.operations VALUES ('legacy', '01a221ca-0266-7000-a093-079274fa32bf', 'edit', 70, 72, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "ed6c59b81a9acd674a2d5e1ea5b7803"}', '2026-11-28 10:53:36.74208+00');
INSERT INTO public.operations VALUES ('legacy', '01a221ca-026d-7000-bef5-8537a608c338', 'edit', 73, 73, 'fixture', '9609135d-1931-4a82-9790-0034823a411e', NULL, NULL, NULL, NULL, '{"requestId": "ed6c59b81a9acd674a2d5e1ea5b7804"}', '2026-11-28 10:53:36.749433+00');
INSERT INTO public.operations VALUES ('legacy', '01a221ca-0275-7000-89ea-28505c1549da', 'edit', 74, 76, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "ed6c59b81a9acd674a2d5e1ea5b7805"}', '2026-11-28 10:53:36.757405+00');
INSERT INTO public.operations VALUES ('legacy', '01a221ca-027c-7000-90b5-2690cb991b35', 'edit', 77, 77, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "ed6c59b81a9acd674a2d5e1ea5b7806"}', '2026-11-28 10:53:36.764565+00');
INSERT INTO public.operations VALUES ('legacy', '01a221ca-0281-7004-b7f5-49ce157a9254', 'edit', 78, 81, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "ed6c59b81a9acd674a2d5e1ea5b7807"}', '2026-11-28 10:53:36.769733+00');
INSERT INTO public.operations VALUES ('legacy', '01a221ca-028a-7000-9f0f-3c984cd64da6', 'edit', 82, 85, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "ed6c59b81a9acd674a2d5e1ea5b7808"}', '2026-11-28 10:53:36.778314+00');
INSERT INTO public.operations VALUES ('legacy', '01a221ca-028f-7002-bb00-07eb3fe82643', 'edit', 86, 87, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "ed6c59b81a9acd674a2d5e1ea5b7809"}', '2026-11-28 10:53:36.783917+00');
INSERT INTO public.operations VALUES ('legacy', '01a221ca-0298-7000-8fbc-8b7e64619907', 'edit', 88, 91, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "ed6c59b81a9acd674a2d5e1ea5b780a"}', '2026-11-28 10:53:36.791944+00');
INSERT INTO public.operations VALUES ('legacy', '01a221ca-029f-7000-af51-5ef2ffc7456c', 'edit', 92, 92, 'fixture', '9609135d-1931-4a82-9790-0034823a411e', NULL, NULL, NULL, NULL, '{"requestId": "ed6c59b81a9acd674a2d5e1ea5b780b"}', '2026-11-28 10:53:36.799082+00');
INSERT INTO public.operations VALUES ('legacy', '01a221ca-02aa-7000-adcf-645b051d74f4', 'edit', 93, 95, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "ed6c59b81a9acd674a2d5e1ea5b780c"}', '2026-11-28 10:53:36.810491+00');
INSERT INTO public.operations VALUES ('legacy', '01a221ca-02b1-7000-86a9-29dda39705ee', 'edit', 96, 96, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "ed6c59b81a9acd674a2d5e1ea5b780d"}', '2026-11-28 10:53:36.817849+00');
INSERT INTO public.operations VALUES ('legacy', '01a221ca-02b9-7000-be75-1e18cfefc1cb', 'edit', 97, 100, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "ed6c59b81a9acd674a2d5e1ea5b780e"}', '2026-11-28 10:53:36.825135+00');
INSERT INTO public.operations VALUES ('legacy', '01a221ca-02c1-7000-802c-037c08fc3ed1', 'edit', 101, 103, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "ed6c59b81a9acd674a2d5e1ea5b780f"}', '2026-11-28 10:53:36.833156+00');
INSERT INTO public.operations VALUES ('legacy', '01a221ca-02c9-7000-8357-8bb57ac004e6', 'edit', 104, 107, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "ed6c59b81a9acd674a2d5e1ea5b7810"}', '2026-11-28 10:53:36.841036+00');
INSERT INTO public.operations VALUES ('legacy', '01a221ca-02cf-7003-9aa6-fbbf6eecac06', 'edit', 108, 110, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "ed6c59b81a9acd674a2d5e1ea5b7811"}', '2026-11-28 10:53:36.847197+00');
INSERT INTO public.operations VALUES ('legacy', '01a221ca-02d6-7000-b5de-7f2f626136aa', 'edit', 111, 113, 'fixture', '9609135d-1931-4a82-9790-0034823a411e', NULL, NULL, NULL, NULL, '{"requestId": "ed6c59b81a9acd674a2d5e1ea5b7812"}', '2026-11-28 10:53:36.854614+00');
INSERT INTO public.operations VALUES ('legacy', '01a221ca-02df-7000-9e9f-91bb63bf74a3', 'edit', 114, 116, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "ed6c59b81a9acd674a2d5e1ea5b7813"}', '2026-11-28 10:53:36.863038+00');
INSERT INTO public.operations VALUES ('legacy', '01a221ca-02e7-7000-ab51-4f75cf326d4b', 'edit', 117, 119, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "ed6c59b81a9acd674a2d5e1ea5b7814"}', '2026-11-28 10:53:36.871524+00');
INSERT INTO public.operations VALUES ('legacy', '01a221ca-02ee-7000-bed7-a6d69049e943', 'edit', 120, 123, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "ed6c59b81a9acd674a2d5e1ea5b7815"}', '2026-11-28 10:53:36.878233+00');
INSERT INTO public.operations VALUES ('legacy', '01a221ca-02f5-7000-8fb4-e12b90cf0637', 'edit', 124, 127, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "ed6c59b81a9acd674a2d5e1ea5b7816"}', '2026-11-28 10:53:36.885038+00');
INSERT INTO public.operations VALUES ('legacy', '01a221ca-02fb-7000-88c7-67ec73816ed4', 'edit', 128, 130, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "ed6c59b81a9acd674a2d5e1ea5b7817"}', '2026-11-28 10:53:36.891922+00');
INSERT INTO public.operations VALUES ('legacy', '01a221ca-030c-7000-b9d0-510991170a57', 'undo', 131, 133, 'fixture', '9609135d-1931-4a82-9790-0034823a411e', '01a221ca-02d6-7000-b5de-7f2f626136aa', 'undo 01a221ca-02d6-7000-b5de-7f2f626136aa (forced)', NULL, NULL, '{"requestId": "ed6c59b81a9acd674a2d5e1ea5b7818"}', '2026-11-28 10:53:36.908298+00');
INSERT INTO public.operations VALUES ('legacy', '01a221ca-0319-7000-859a-f8dfad248ad6', 'redo', 134, 136, 'fixture', '9609135d-1931-4a82-9790-0034823a411e', '01a221ca-030c-7000-b9d0-510991170a57', 'redo 01a221ca-030c-7000-b9d0-510991170a57 (forced)', NULL, NULL, '{"requestId": "ed6c59b81a9acd674a2d5e1ea5b7819"}', '2026-11-28 10:53:36.921963+00');
INSERT INTO public.operations VALUES ('legacy', '01a221ca-0327-7000-a72c-725033ee3ea8', 'undo', 137, 139, 'fixture', '9609135d-1931-4a82-9790-0034823a411e', '01a221ca-0319-7000-859a-f8dfad248ad6', 'undo 01a221ca-0319-7000-859a-f8dfad248ad6 (forced)', NULL, NULL, '{"requestId": "ed6c59b81a9acd674a2d5e1ea5b781a"}', '2026-11-28 10:53:36.935799+00');
INSERT INTO public.operations VALUES ('legacy', '01a221ca-033f-7000-b463-e9f19aceb41a', 'edit', 140, 140, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "ed6c59b81a9acd674a2d5e1ea5b781d"}', '2026-11-28 10:53:36.959263+00');
INSERT INTO public.operations VALUES ('legacy', '01a221ca-0346-7000-9086-6f80f1645e9d', 'edit', 141, 143, 'fixture', '9609135d-1931-4a82-9790-0034823a411e', NULL, NULL, NULL, NULL, '{"requestId": "ed6c59b81a9acd674a2d5e1ea5b781e"}', '2026-11-28 10:53:36.966756+00');
INSERT INTO public.operations VALUES ('legacy', '01a221ca-034d-7000-9c98-e9de58e5a33f', 'edit', 144, 146, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "ed6c59b81a9acd674a2d5e1ea5b781f"}', '2026-11-28 10:53:36.973838+00');
INSERT INTO public.operations VALUES ('legacy', '01a221ca-0355-7000-bfa0-a953b324d28c', 'edit', 147, 150, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "ed6c59b81a9acd674a2d5e1ea5b7820"}', '2026-11-28 10:53:36.981692+00');
INSERT INTO public.operations VALUES ('legacy', '01a221ca-035d-7000-b937-24d7a158b684', 'edit', 151, 152, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "ed6c59b81a9acd674a2d5e1ea5b7821"}', '2026-11-28 10:53:36.989372+00');
INSERT INTO public.operations VALUES ('legacy', '01a221ca-0364-7000-a002-b58a7488684f', 'edit', 153, 156, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "ed6c59b81a9acd674a2d5e1ea5b7822"}', '2026-11-28 10:53:36.996204+00');
INSERT INTO public.operations VALUES ('legacy', '01a221ca-0369-7005-a95d-0ae0ec0e2ee9', 'edit', 157, 161, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "ed6c59b81a9acd674a2d5e1ea5b7823"}', '2026-11-28 10:53:37.001315+00');
INSERT INTO public.operations VALUES ('legacy', '01a221ca-036f-7000-9c57-88afe8413c24', 'edit', 162, 162, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "ed6c59b81a9acd674a2d5e1ea5b7824"}', '2026-11-28 10:53:37.007413+00');
INSERT INTO public.operations VALUES ('legacy', '01a221ca-0375-7000-b2d3-19432408a5da', 'edit', 163, 164, 'fixture', '9609135d-1931-4a82-9790-0034823a411e', NULL, NULL, NULL, NULL, '{"requestId": "ed6c59b81a9acd674a2d5e1ea5b7825"}', '2026-11-28 10:53:37.013852+00');
INSERT INTO public.operations VALUES ('legacy', '01a221ca-037c-7000-a1aa-13365a3279fc', 'edit', 165, 167, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "ed6c59b81a9acd674a2d5e1ea5b7826"}', '2026-11-28 10:53:37.020133+00');
INSERT INTO public.operations VALUES ('legacy', '01a221ca-0382-7000-b07f-1c7bed21d224', 'edit', 168, 169, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "ed6c59b81a9acd674a2d5e1ea5b7827"}', '2026-11-28 10:53:37.02654+00');
INSERT INTO public.operations VALUES ('legacy', '01a221ca-0389-7000-9d92-90ba5ab16541', 'edit', 170, 173, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "ed6c59b81a9acd674a2d5e1ea5b7828"}', '2026-11-28 10:53:37.033382+00');
INSERT INTO public.operations VALUES ('legacy', '01a221ca-0390-7000-87b1-b66c5f29990d', 'edit', 174, 175, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "ed6c59b81a9acd674a2d5e1ea5b7829"}', '2026-11-28 10:53:37.040355+00');
INSERT INTO public.operations VALUES ('legacy', '01a221ca-0397-7000-b166-4508fe7c5a20', 'edit', 176, 177, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "ed6c59b81a9acd674a2d5e1ea5b782a"}', '2026-11-28 10:53:37.047507+00');
INSERT INTO public.operations VALUES ('legacy', '01a221ca-039e-7000-a44f-d86ca36d5c92', 'edit', 178, 181, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "ed6c59b81a9acd674a2d5e1ea5b782b"}', '2026-11-28 10:53:37.054245+00');
INSERT INTO public.operations VALUES ('legacy', '01a221ca-03a5-7000-80d3-95efe7b2cdbe', 'edit', 182, 184, 'fixture', '9609135d-1931-4a82-9790-0034823a411e', NULL, NULL, NULL, NULL, '{"requestId": "ed6c59b81a9acd674a2d5e1ea5b782c"}', '2026-11-28 10:53:37.061262+00');
INSERT INTO public.operations VALUES ('legacy', '01a221ca-03ac-7000-b819-c7f5d05889d6', 'edit', 185, 185, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "ed6c59b81a9acd674a2d5e1ea5b782d"}', '2026-11-28 10:53:37.068172+00');
INSERT INTO public.operations VALUES ('legacy', '01a221ca-03b2-7000-9aed-5e8bce55b7a3', 'edit', 186, 187, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "ed6c59b81a9acd674a2d5e1ea5b782e"}', '2026-11-28 10:53:37.074115+00');
INSERT INTO public.operations VALUES ('legacy', '01a221ca-03b7-7005-9c03-b57fc7e8eeed', 'edit', 188, 192, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "ed6c59b81a9acd674a2d5e1ea5b782f"}', '2026-11-28 10:53:37.079316+00');
INSERT INTO public.operations VALUES ('legacy', '01a221ca-03be-7000-8193-fd7c9635b1b3', 'edit', 193, 195, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "ed6c59b81a9acd674a2d5e1ea5b7830"}', '2026-11-28 10:53:37.086293+00');
INSERT INTO public.operations VALUES ('legacy', '01a221ca-03c5-7000-82c8-22444e5aac8b', 'edit', 196, 196, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "ed6c59b81a9acd674a2d5e1ea5b7831"}', '2026-11-28 10:53:37.093737+00');
INSERT INTO public.operations VALUES ('legacy', '01a221ca-03cc-7000-aee5-24807df64480', 'edit', 197, 198, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "ed6c59b81a9acd674a2d5e1ea5b7832"}', '2026-11-28 10:53:37.100566+00');
INSERT INTO public.operations VALUES ('legacy', '01a221ca-03d3-7000-9bdc-0ddb7eb11502', 'edit', 199, 201, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "ed6c59b81a9acd674a2d5e1ea5b7833"}', '2026-11-28 10:53:37.107737+00');
INSERT INTO public.operations VALUES ('legacy', '01a221ca-03da-7000-9e97-7e6877f63fb0', 'edit', 202, 204, 'fixture', '9609135d-1931-4a82-9790-0034823a411e', NULL, NULL, NULL, NULL, '{"requestId": "ed6c59b81a9acd674a2d5e1ea5b7834"}', '2026-11-28 10:53:37.11493+00');
INSERT INTO public.operations VALUES ('legacy', '01a221ca-03e2-7000-a1e8-f059156e06c9', 'edit', 205, 207, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "ed6c59b81a9acd674a2d5e1ea5b7835"}', '2026-11-28 10:53:37.122069+00');
INSERT INTO public.operations VALUES ('legacy', '01a221ca-03e8-7000-a01a-451c2f7ee3b8', 'edit', 208, 211, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "ed6c59b81a9acd674a2d5e1ea5b7836"}', '2026-11-28 10:53:37.128731+00');
INSERT INTO public.operations VALUES ('legacy', '01a221ca-03ef-7000-8712-8f9fd89ef75c', 'edit', 212, 214, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "ed6c59b81a9acd674a2d5e1ea5b7837"}', '2026-11-28 10:53:37.13569+00');
INSERT INTO public.operations VALUES ('legacy', '01a221ca-03f6-7000-9cc8-c90072e5e05f', 'edit', 215, 217, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "ed6c59b81a9acd674a2d5e1ea5b7838"}', '2026-11-28 10:53:37.142296+00');
INSERT INTO public.operations VALUES ('legacy', '01a221ca-03fb-7006-aa69-65f941aea5d0', 'edit', 218, 223, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "ed6c59b81a9acd674a2d5e1ea5b7839"}', '2026-11-28 10:53:37.147653+00');
INSERT INTO public.operations VALUES ('legacy', '01a221ca-0402-7000-8c02-f5f49385a403', 'edit', 224, 227, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "ed6c59b81a9acd674a2d5e1ea5b783a"}', '2026-11-28 10:53:37.154471+00');
INSERT INTO public.operations VALUES ('legacy', '01a221ca-0409-7000-bb3f-fbf06bf2c4bb', 'edit', 228, 229, 'fixture', '9609135d-1931-4a82-9790-0034823a411e', NULL, NULL, NULL, NULL, '{"requestId": "ed6c59b81a9acd674a2d5e1ea5b783b"}', '2026-11-28 10:53:37.161564+00');
INSERT INTO public.operations VALUES ('legacy', '01a221ca-0410-7003-a585-b8738526500c', 'edit', 230, 232, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "ed6c59b81a9acd674a2d5e1ea5b783c"}', '2026-11-28 10:53:37.168292+00');
INSERT INTO public.operations VALUES ('legacy', '01a221ca-0415-7003-8d92-3b04b50938eb', 'edit', 233, 235, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "ed6c59b81a9acd674a2d5e1ea5b783d"}', '2026-11-28 10:53:37.173435+00');
INSERT INTO public.operations VALUES ('legacy', '01a221ca-041c-7000-95ed-70d8c4ac2cd1', 'edit', 236, 238, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "ed6c59b81a9acd674a2d5e1ea5b783e"}', '2026-11-28 10:53:37.180358+00');
INSERT INTO public.operations VALUES ('legacy', '01a221ca-0422-7000-b2e4-f3956577c8bd', 'edit', 239, 240, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "ed6c59b81a9acd674a2d5e1ea5b783f"}', '2026-11-28 10:53:37.186651+00');
INSERT INTO public.operations VALUES ('legacy', '01a221ca-0428-7000-997d-59f733f89aeb', 'edit', 241, 241, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "ed6c59b81a9acd674a2d5e1ea5b7840"}', '2026-11-28 10:53:37.192772+00');
INSERT INTO public.operations VALUES ('legacy', '01a221ca-042e-7004-9e0b-488c3c0120fb', 'edit', 242, 245, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "ed6c59b81a9acd674a2d5e1ea5b7841"}', '2026-11-28 10:53:37.198147+00');
INSERT INTO public.operations VALUES ('legacy', '01a221ca-0434-7000-9755-0672a530b51a', 'edit', 246, 246, 'fixture', '9609135d-1931-4a82-9790-0034823a411e', NULL, NULL, NULL, NULL, '{"requestId": "ed6c59b81a9acd674a2d5e1ea5b7842"}', '2026-11-28 10:53:37.204455+00');
INSERT INTO public.operations VALUES ('legacy', '01a221ca-043c-7000-8db4-365bdff46742', 'edit', 247, 248, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "ed6c59b81a9acd674a2d5e1ea5b7843"}', '2026-11-28 10:53:37.212088+00');
INSERT INTO public.operations VALUES ('legacy', '01a221ca-0442-7001-b3aa-cf1e96c20dde', 'edit', 249, 249, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "ed6c59b81a9acd674a2d5e1ea5b7844"}', '2026-11-28 10:53:37.218019+00');
INSERT INTO public.operations VALUES ('legacy', '01a221ca-0446-7001-ad3b-1506226a03b9', 'edit', 250, 250, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "ed6c59b81a9acd674a2d5e1ea5b7845"}', '2026-11-28 10:53:37.222641+00');
INSERT INTO public.operations VALUES ('legacy', '01a221ca-044d-7000-b99f-9b0fafb74423', 'edit', 251, 254, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "ed6c59b81a9acd674a2d5e1ea5b7846"}', '2026-11-28 10:53:37.229172+00');
INSERT INTO public.operations VALUES ('legacy', '01a221ca-0452-7003-ae63-c96907515641', 'edit', 255, 257, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "ed6c59b81a9acd674a2d5e1ea5b7847"}', '2026-11-28 10:53:37.23421+00');
INSERT INTO public.operations VALUES ('legacy', '01a221ca-0457-7001-85f8-3bbcb8ce028e', 'edit', 258, 258, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "ed6c59b81a9acd674a2d5e1ea5b7848"}', '2026-11-28 10:53:37.239255+00');
INSERT INTO public.operations VALUES ('legacy', '01a221ca-045d-7000-9212-710742179aa1', 'edit', 259, 259, 'fixture', '9609135d-1931-4a82-9790-0034823a411e', NULL, NULL, NULL, NULL, '{"requestId": "ed6c59b81a9acd674a2d5e1ea5b7849"}', '2026-11-28 10:53:37.24505+00');
INSERT INTO public.operations VALUES ('legacy', '01a221ca-0462-7001-8b3f-fdd1243e2724', 'edit', 260, 260, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "ed6c59b81a9acd674a2d5e1ea5b784a"}', '2026-11-28 10:53:37.250812+00');
INSERT INTO public.operations VALUES ('legacy', '01a221ca-0468-7003-b99c-93fbc0965da5', 'edit', 261, 263, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "ed6c59b81a9acd674a2d5e1ea5b784b"}', '2026-11-28 10:53:37.256225+00');
INSERT INTO public.operations VALUES ('legacy', '01a221ca-046f-7000-807e-3809b56aa4ab', 'edit', 264, 266, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "ed6c59b81a9acd674a2d5e1ea5b784c"}', '2026-11-28 10:53:37.263173+00');
INSERT INTO public.operations VALUES ('legacy', '01a221ca-0476-7000-a0a4-3585e067c3fd', 'edit', 267, 270, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "ed6c59b81a9acd674a2d5e1ea5b784d"}', '2026-11-28 10:53:37.270885+00');
INSERT INTO public.operations VALUES ('legacy', '01a221ca-047e-7000-b6bf-0a1c528774cf', 'edit', 271, 274, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "ed6c59b81a9acd674a2d5e1ea5b784e"}', '2026-11-28 10:53:37.278429+00');
INSERT INTO public.operations VALUES ('legacy~1', '01a221ca-04a8-7001-ae39-beb82ee27aee', 'edit', 1, 2, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "ed6c59b81a9acd674a2d5e1ea5b7851"}', '2026-11-28 10:53:37.320127+00');
INSERT INTO public.operations VALUES ('legacy', '01a221ca-04bd-7001-b0e0-866e2549a567', 'edit', 275, 275, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "ed6c59b81a9acd674a2d5e1ea5b7852"}', '2026-11-28 10:53:37.341728+00');
INSERT INTO public.operations VALUES ('legacy~1', '01a221ca-04cd-7000-8115-63434faff39f', 'reconcile', 3, 3, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "ed6c59b81a9acd674a2d5e1ea5b7854"}', '2026-11-28 10:53:37.357375+00');
INSERT INTO public.operations VALUES ('legacy', '01a221ca-04de-7000-8073-a4ccbf7dd7b1', 'post', 276, 277, 'fixture', NULL, NULL, 'post of legacy~1', NULL, NULL, '{"base": 275, "version": "legacy~1", "requestId": "ed6c59b81a9acd674a2d5e1ea5b7855"}', '2026-11-28 10:53:37.374668+00');
INSERT INTO public.operations VALUES ('legacy~1', '01a221ca-04e2-7000-b89b-8154ea21b253', 'post', 4, 4, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "ed6c59b81a9acd674a2d5e1ea5b7855"}', '2026-11-28 10:53:37.378303+00');
INSERT INTO public.operations VALUES ('legacy', '01a221ca-04e8-7000-8224-aa594fd1c253', 'edit', 278, 278, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "ed6c59b81a9acd674a2d5e1ea5b7856"}', '2026-11-28 10:53:37.384586+00');
INSERT INTO public.operations VALUES ('legacy', '01a221ca-04ef-7000-bc66-94e4db974ec4', 'edit', 279, 279, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "ed6c59b81a9acd674a2d5e1ea5b7857"}', '2026-11-28 10:53:37.391108+00');
INSERT INTO public.operations VALUES ('legacy', '01a221ca-04f5-7000-a2cb-7cbe2e5c3e26', 'edit', 280, 280, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "ed6c59b81a9acd674a2d5e1ea5b7858"}', '2026-11-28 10:53:37.397777+00');
INSERT INTO public.operations VALUES ('legacy', '01a221ca-04fc-7000-8ea8-5e3c07e17798', 'edit', 281, 281, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "ed6c59b81a9acd674a2d5e1ea5b7859"}', '2026-11-28 10:53:37.404169+00');
INSERT INTO public.operations VALUES ('legacy', '01a221ca-0501-7000-8d98-e70f1ed27e1c', 'edit', 282, 282, 'fixture', NULL, NULL, NULL, NULL, NULL, '{"requestId": "ed6c59b81a9acd674a2d5e1ea5b785a"}', '2026-11-28 10:53:37.409935+00');


--
-- Data for Name: schema_migrations; Type: TABLE DATA; Schema: public; Owner: postgres
--

INSERT INTO public.schema_migrations VALUES (1, '0001_journal.sql', '2026-11-28 10:53:35.426785+00', '82f0084774450d94bd4ac23c1a8d2c4065a5557755ae0b3bc1914d117ff363f1');
INSERT INTO public.schema_migrations VALUES (2, '0002_projections.sql', '2026-11-28 10:53:35.758569+00', '85512a0955847ed30e65736ca34cea026d43c612239a24abf9ba875f27c81e67');
INSERT INTO public.schema_migrations VALUES (3, '0003_sessions.sql', '2026-11-28 10:53:35.790318+00', '618664e07dfd04a9ffd7c3b678c50a8d8d171fc8d8f9017adab14225abdf8991');
INSERT INTO public.schema_migrations VALUES (4, '0004_networks.sql', '2026-11-28 10:53:35.798888+00', 'c411679a5f04f0f09c09c82fefb4a26df82d1533ae8c00e91e2230b96041b5c5');
INSERT INTO public.schema_migrations VALUES (5, '0005_durable_heads.sql', '2026-11-28 10:53:35.845552+00', 'b54b9650e18e9d66f337f0e9634d6ab7cfa7e80079f0e728f3000a07038491cb');
INSERT INTO public.schema_migrations VALUES (6, '0006_workspace_partitions.sql', '2026-11-28 10:53:35.856682+00', '7b67be676349f6f44a685567434d7a752bc28ded8b82a930e801c4ed2fa65d8f');
INSERT INTO public.schema_migrations VALUES (8, '0008_layer_views_owned_by_service.sql', '2026-11-28 10:53:35.877839+00', 'cd2be76d45fda3b8a3200b8845b4675a68d91c3e2d7bb0176f14e4d91437cdbc');
INSERT INTO public.schema_migrations VALUES (9, '0009_network_associations.sql', '2026-11-28 10:53:35.880431+00', '01e2d67a5bb9ffa79c82b711a0e76782f7d6ae1f27b9dc52c97da1fee78bf713');
INSERT INTO public.schema_migrations VALUES (10, '0010_events_without_operation_index.sql', '2026-11-28 10:53:35.890254+00', '7fdfd397f9fb1f539f02717364739c7230a4a81be39cf595cda7277b17792390');
INSERT INTO public.schema_migrations VALUES (11, '0011_batch_write_function.sql', '2026-11-28 10:53:35.892807+00', 'cd8ece922a86a8aa5f6386e8ef36281b689637c8aebda986c8c23727253ee5b1');
INSERT INTO public.schema_migrations VALUES (12, '0012_asof_index_of_closed_versions.sql', '2026-11-28 10:53:35.89776+00', 'aa7f1ef5267e20728f33e8b722253e5d6ad1c8d0932fbce5d3561d7d7aec8da1');
INSERT INTO public.schema_migrations VALUES (13, '0013_layer_spatial_indexes_only.sql', '2026-11-28 10:53:35.900993+00', '49523aa12ee7d948e418d14f1317fb5883f9179a1e055b6622e7935c704c7c41');
INSERT INTO public.schema_migrations VALUES (14, '0014_durability_flush_function.sql', '2026-11-28 10:53:35.90323+00', '910aea68aba958d3ada77fae42233d0db61d1ea517323be22dd46f77731c6690');
INSERT INTO public.schema_migrations VALUES (15, '0015_closed_versions_only.sql', '2026-11-28 10:53:35.905825+00', 'b4577863ab5c4b34671d99cebcc302b2a23a1cf1b0fc974d215e070fd3526ccf');
INSERT INTO public.schema_migrations VALUES (16, '0016_batch_write_checks_the_chain.sql', '2026-11-28 10:53:35.912146+00', '5a40217a6d64f74774f770746eb5bb6848b593394d7b700209a8fc38255bffb3');
INSERT INTO public.schema_migrations VALUES (17, '0017_batch_write_waits_for_the_write_before.sql', '2026-11-28 10:53:35.916302+00', '2fd75926f21f919d4318d6c5174c351f709f41d818260b042262d1851850c641');
INSERT INTO public.schema_migrations VALUES (18, '0018_layer_stats.sql', '2026-11-28 10:53:35.919838+00', 'dbc4fb77e84894a6fccd5c397b5ea08ef2b4f09a61cf7f1c432f1307b911691c');
INSERT INTO public.schema_migrations VALUES (19, '0019_object_ids.sql', '2026-11-28 10:53:35.929473+00', '87324ac0146f50ea321112e23d52707b5b34c7366dd51662c2e1a58d646035ce');
INSERT INTO public.schema_migrations VALUES (20, '0020_writable_layer_views.sql', '2026-11-28 10:53:35.938358+00', '2b05f371f6f702a694dd93d9111f6a9446a94162afd38ae77302e40b410e79ad');
INSERT INTO public.schema_migrations VALUES (21, '0021_one_write_path.sql', '2026-11-28 10:53:35.955139+00', 'c01e4735271baf7eb2fe0f1060e133928340441abd088b5af5de3e27e2ec78c1');
INSERT INTO public.schema_migrations VALUES (30, '0030_public_workspaces.sql', '2026-11-28 10:53:35.983368+00', '8bb5e416a5ef9b4529c5e2f3d9356a72da238da587f19a3cb87dd6c645b42f8c');
INSERT INTO public.schema_migrations VALUES (40, '0040_versions.sql', '2026-11-28 10:53:35.985958+00', '5422cf9f9f1bfa45841a80f11c25ae276b7667517312a6dd354f1eb5e5fec4f1');


--
-- Data for Name: sessions; Type: TABLE DATA; Schema: public; Owner: postgres
--

INSERT INTO public.sessions VALUES ('legacy', '9609135d-1931-4a82-9790-0034823a411e', 'fixture', 'fixture', '2026-11-28 10:53:36.598776+00');


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

INSERT INTO public.versions VALUES ('legacy~1', 'legacy', 'c8a2d0c9-6ee0-4603-8539-dcaea8bed36c', 'fixture.design', 'fixture', 'private', '', 274, '2026-11-28 10:53:37.284435+00', '2026-11-28 10:53:37.284435+00', NULL, 'gj_legacy__fixture_design');


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

INSERT INTO public.workspaces VALUES ('legacy~1', 'fixture.design', 'fixture', '2026-11-28 10:53:37.284435+00', 4, '\xd03415a875c94c9f081e19db866dfd2490a8a01b32da37098865e64631387cd2', '2026-11-28 10:53:37.378303+00', 0, false, 'legacy', 1);
INSERT INTO public.workspaces VALUES ('legacy', '', 'fixture', '2026-11-28 10:53:36.505375+00', 282, '\x7366331f0c084ba83080c17e68719cdf17f30b7ed81fc2d54bee24db50a1cd04', '2026-11-28 10:53:37.409935+00', 2, false, NULL, NULL);


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
-- Name: feature_versions_asof; Type: INDEX; Schema: public; Owner: geojournal_service
--

CREATE INDEX feature_versions_asof ON ONLY public.feature_versions USING gist (geom, public.validity_line(valid_from, valid_to)) WHERE (valid_to IS NOT NULL);


--
-- Name: feature_versions_548f748ea043dccb_geom_validity_line_idx; Type: INDEX; Schema: public; Owner: geojournal_service
--

CREATE INDEX feature_versions_548f748ea043dccb_geom_validity_line_idx ON public.feature_versions_548f748ea043dccb USING gist (geom, public.validity_line(valid_from, valid_to)) WHERE (valid_to IS NOT NULL);


--
-- Name: feature_versions_c49fea7425fa7f86_geom_validity_line_idx; Type: INDEX; Schema: public; Owner: geojournal_service
--

CREATE INDEX feature_versions_c49fea7425fa7f86_geom_validity_line_idx ON public.feature_versions_c49fea7425fa7f86 USING gist (geom, public.validity_line(valid_from, valid_to)) WHERE (valid_to IS NOT NULL);


--
-- Name: feature_versions_c49fea7425fa_workspace_id_layer_valid_from_idx; Type: INDEX; Schema: public; Owner: geojournal_service
--

CREATE INDEX feature_versions_c49fea7425fa_workspace_id_layer_valid_from_idx ON public.feature_versions_c49fea7425fa7f86 USING btree (workspace_id, layer, valid_from);


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
-- Name: workspaces_parent; Type: INDEX; Schema: public; Owner: postgres
--

CREATE INDEX workspaces_parent ON public.workspaces USING btree (parent_id) WHERE (parent_id IS NOT NULL);


--
-- Name: feature_versions_548f748ea043_workspace_id_layer_valid_from_idx; Type: INDEX ATTACH; Schema: public; Owner: geojournal_service
--

ALTER INDEX public.feature_versions_by_layer ATTACH PARTITION public.feature_versions_548f748ea043_workspace_id_layer_valid_from_idx;


--
-- Name: feature_versions_548f748ea043dccb_geom_validity_line_idx; Type: INDEX ATTACH; Schema: public; Owner: geojournal_service
--

ALTER INDEX public.feature_versions_asof ATTACH PARTITION public.feature_versions_548f748ea043dccb_geom_validity_line_idx;


--
-- Name: feature_versions_548f748ea043dccb_pkey; Type: INDEX ATTACH; Schema: public; Owner: geojournal_service
--

ALTER INDEX public.feature_versions_pkey ATTACH PARTITION public.feature_versions_548f748ea043dccb_pkey;


--
-- Name: feature_versions_c49fea7425fa7f86_geom_validity_line_idx; Type: INDEX ATTACH; Schema: public; Owner: geojournal_service
--

ALTER INDEX public.feature_versions_asof ATTACH PARTITION public.feature_versions_c49fea7425fa7f86_geom_validity_line_idx;


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
-- Name: view_transactions view_transactions_commit; Type: TRIGGER; Schema: public; Owner: geojournal_service
--

CREATE CONSTRAINT TRIGGER view_transactions_commit AFTER INSERT ON public.view_transactions DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION public.geojournal_view_commit();


--
-- Name: workspaces workspaces_partitions; Type: TRIGGER; Schema: public; Owner: postgres
--

CREATE TRIGGER workspaces_partitions AFTER INSERT ON public.workspaces FOR EACH ROW EXECUTE FUNCTION public.workspaces_create_partitions();


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

\unrestrict 5dBhDft79fweatBd25VI4pgsOXSzGBFgBGg1ITqsoEavEbAYbgSf9D7LMEjC0fE

