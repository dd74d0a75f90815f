-- The INSTEAD OF trigger of every layer view (gj_<workspace>."<layer>", arguments: workspace and
-- layer): a row is checked as far as a row alone can be, with /v1's checks and messages
-- (check_violation; conflicts GJ409), and staged; nothing else is touched until COMMIT
-- (geojournal_view_commit). INSERT, UPDATE and DELETE as docs/postgis-views.md
-- says: NULL is a value not given, `expected_version` or `version` names the version read.
CREATE OR REPLACE FUNCTION geojournal_view_edit()
RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
SET search_path = public, pg_temp
-- Doubles as PostgreSQL writes them by default, whatever the client set (ogr2ogr sets more digits).
SET extra_float_digits = 1
-- One plan per statement for every row (the tables are partitioned: custom plans cost more).
SET plan_cache_mode = force_generic_plan
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
ALTER FUNCTION geojournal_view_edit() OWNER TO geojournal_service;
