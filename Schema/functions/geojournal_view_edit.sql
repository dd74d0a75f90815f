-- The INSTEAD OF trigger of every layer view (gj_<workspace>."<layer>", arguments: workspace and
-- layer): each row written to the view becomes the event a /v1 edit writes, with the same checks
-- and messages, in the operation of its database transaction (geojournal_view_claim).
--
-- INSERT   featureCreated. A NULL is a value not given: the subtype's and the field's defaults
--          fill it, as for a /v1 add that leaves the field out. `id` may be given (a new one,
--          never one that exists or existed); the row returned carries the id, version 1 and
--          the position, so `INSERT ... RETURNING id` works.
-- UPDATE   featureUpdated with the columns the statement changed (old and new values) and the
--          geometry when it changed; nothing when nothing changed. `expected_version` (always
--          NULL when read) or `version`, when the statement sets it, is the version the client
--          read; otherwise the version of the row the statement read. A feature changed since by
--          anyone is a conflict (GJ409), never a lost update.
-- DELETE   featureDeleted with the feature's last state.
-- Refusals are PostgreSQL errors whose message is the /v1 violations' messages (ERRCODE
-- check_violation; conflicts GJ409); the transaction then writes nothing.
CREATE OR REPLACE FUNCTION geojournal_view_edit()
RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
SET search_path = public, pg_temp
SET extra_float_digits = 1
-- One plan per statement for every row (the tables are partitioned: custom plans cost more).
SET plan_cache_mode = force_generic_plan
AS $$
DECLARE
    _workspace text := TG_ARGV[0];
    _layer text := TG_ARGV[1];
    _checks jsonb;
    _claim view_transactions;
    _new jsonb;
    _old jsonb;
    _values jsonb := '{}';
    _attributes jsonb;
    _changes jsonb := '{}';
    _check record;
    _problems text[];
    _current record;
    _feature uuid;
    _version integer;
    _type text;
    _data jsonb;
    _geometry jsonb;
    _geom geometry;
    _position bigint;
    _hash bytea;
    _head text[];
    _at timestamptz;
    _field jsonb;
    _name text;
    _value jsonb;
    -- A row without its geometry: to_jsonb would write the geometry as GeoJSON (with a lookup
    -- of its spatial reference) only for it to be dropped.
    _plain record;
    -- The transaction's running head (geojournal_view_head), read and written here directly.
    _running text := 'geojournal.head_' || md5(TG_ARGV[0]);
BEGIN
    SELECT c.checks INTO _checks FROM layer_view_checks c WHERE c.workspace_id = _workspace AND c.layer = _layer;
    IF NOT FOUND THEN
        RAISE EXCEPTION 'layer % of workspace % has no checks for its view; run `geojournal migrate`', _layer, _workspace;
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
        _claim := geojournal_view_claim(_workspace);
        _feature := coalesce(NEW.id, geojournal_new_feature_id());
        IF NEW.id IS NOT NULL AND EXISTS (SELECT FROM events e WHERE e.workspace_id = _workspace AND e.feature_id = NEW.id) THEN
            RAISE EXCEPTION 'feature % already exists (or existed) in this workspace', NEW.id USING ERRCODE = 'GJ409';
        END IF;
        _version := 1;
        _type := 'featureCreated';
        _head := string_to_array(current_setting(_running), ' ');
        _position := _head[1]::bigint + 1;
        _hash := decode(_head[2], 'hex');
        _geometry := ST_AsGeoJSON(NEW.geom, 15, 0)::jsonb;
        _data := jsonb_build_object('attributes', _attributes, 'geometry', _geometry, 'objectId', _position);
    ELSE
        IF TG_OP = 'UPDATE' AND NEW.id IS DISTINCT FROM OLD.id THEN
            RAISE EXCEPTION 'the id of feature % cannot change', OLD.id USING ERRCODE = 'check_violation';
        END IF;
        _claim := geojournal_view_claim(_workspace);
        _feature := OLD.id;
        SELECT f.version, f.attributes, f.geometry, f.position, f.updated_at, f.object_id INTO _current
        FROM features f WHERE f.workspace_id = _workspace AND f.id = _feature AND f.layer = _layer;
        IF NOT FOUND THEN
            IF TG_OP = 'DELETE' THEN
                RETURN NULL;
            END IF;
            RAISE EXCEPTION 'feature % was deleted', _feature USING ERRCODE = 'GJ409';
        END IF;
        _version := _current.version + 1;
        IF TG_OP = 'DELETE' THEN
            _type := 'featureDeleted';
            _data := jsonb_build_object('attributes', _current.attributes, 'geometry', _current.geometry, 'objectId', _current.object_id);
        ELSE
            -- The version the client read: `expected_version` when it sets it (QGIS can be told to
            -- send it), else `version`, which is the row's as the statement read it unless the
            -- statement sets it. Compared with the feature as it is now, after the head claim
            -- waited for any other writer: a change committed meanwhile is a conflict.
            IF coalesce(NEW.expected_version, NEW.version) IS DISTINCT FROM _current.version THEN
                RAISE EXCEPTION 'feature % is at version %, not %', _feature, _current.version, coalesce(NEW.expected_version, NEW.version)
                    USING ERRCODE = 'GJ409', HINT = 'someone changed the feature since you read it: read it again';
            END IF;
            _type := 'featureUpdated';
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
        END IF;
        _head := string_to_array(current_setting(_running), ' ');
        _position := _head[1]::bigint + 1;
        _hash := decode(_head[2], 'hex');
    END IF;

    -- The event, on the chain. The transaction's running head moves with it (the workspace row
    -- takes it once, at commit: updating one row for every event of a large transaction costs
    -- time that grows with the square of its size).
    _at := timestamptz 'epoch' + _claim.micros * interval '1 microsecond';
    _hash := geojournal_event_hash(_hash, _workspace, _position, _claim.operation_id, _feature, _version, _layer, _type, _claim.micros, _data);
    INSERT INTO events (workspace_id, position, operation_id, feature_id, feature_version, layer, type, data, recorded_at, hash)
    VALUES (_workspace, _position, _claim.operation_id, _feature, _version, _layer, _type, _data, _at, _hash);
    PERFORM set_config(_running, _position || ' ' || encode(_hash, 'hex'), true);

    -- The projections, as the batch write keeps them (geojournal_write_batch); the layers' counts
    -- and extents at commit (geojournal_view_commit).
    IF TG_OP <> 'INSERT' THEN
        INSERT INTO feature_versions (workspace_id, id, version, layer, attributes, geometry, geom, operation_id,
                                      valid_from, valid_to, valid_from_time, valid_to_time, object_id)
        SELECT f.workspace_id, f.id, f.version, f.layer, f.attributes, f.geometry, f.geom,
               (SELECT e.operation_id FROM events e
                WHERE e.workspace_id = _workspace AND e.position = f.position AND e.feature_id = f.id AND e.feature_version = f.version),
               f.position, _position, f.updated_at, _at, f.object_id
        FROM features f WHERE f.workspace_id = _workspace AND f.id = _feature;
    END IF;
    IF TG_OP = 'INSERT' THEN
        _geom := ST_SetSRID(ST_GeomFromGeoJSON(_geometry), (_checks->'geometry'->>'srid')::int);
        INSERT INTO features (workspace_id, id, layer, version, attributes, geometry, geom, position, updated_at, object_id)
        VALUES (_workspace, _feature, _layer, 1, _attributes, _geometry, _geom, _position, _at, _position);
        NEW := jsonb_populate_record(NEW, _attributes);
        NEW.id := _feature;
        NEW.version := 1;
        NEW.journal_position := _position;
        RETURN NEW;
    ELSIF TG_OP = 'UPDATE' THEN
        IF _geometry IS NOT NULL THEN
            _geom := ST_SetSRID(ST_GeomFromGeoJSON(_geometry), (_checks->'geometry'->>'srid')::int);
        END IF;
        UPDATE features SET version = _version, attributes = _attributes, geometry = coalesce(_geometry, geometry),
               geom = coalesce(_geom, geom), position = _position, updated_at = _at
        WHERE workspace_id = _workspace AND id = _feature;
        NEW.version := _version;
        NEW.journal_position := _position;
        RETURN NEW;
    ELSE
        DELETE FROM features WHERE workspace_id = _workspace AND id = _feature;
        RETURN OLD;
    END IF;
END
$$;
ALTER FUNCTION geojournal_view_edit() OWNER TO geojournal_service;
