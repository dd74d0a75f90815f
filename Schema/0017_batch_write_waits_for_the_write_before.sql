-- GeoJournal 0017: a batch write that follows another still under way waits for it.
--
-- The workspace writer decides a long batch from the head the write before it will leave and
-- writes the two alongside (WorkspaceWriter). The later one passed its head check only if the
-- earlier one had already moved the workspace row, which it does after all its inserts: when the
-- later statement got to its check first, it failed (GJ409, an ERROR in the server log) and the
-- whole batch was written again after the earlier one. A 1,000,000-point import failed 3 to 7 of
-- its 100 batch writes that way.
--
-- Now each write holds, from its first step to its commit, a transaction advisory lock named by
-- the workspace and the position it leaves the head at; before its head check it waits for the
-- lock named by the position it starts from, which is held by the write that ends there, if one
-- is still under way. The later write's inserts still run alongside the earlier one's; only its
-- head check waits, and then finds the head where it starts. Nothing waits in a cycle: a write
-- holds a key above the one it waits for. A write whose predecessor failed still fails its head
-- check, as before. The key is hashtext(workspace) in the upper 32 bits and the position's lower
-- 32 bits below it (two writes of one workspace under way at once are never 2^32 positions
-- apart; a clash between workspaces only makes one wait a moment). It is a single bigint key, a
-- space apart from the two-key locks of `geojournal rebuild`.
--
-- The function is the one of 0016 with those two steps added; its signature is unchanged.
CREATE OR REPLACE FUNCTION geojournal_write_batch(
    _workspace text, _micros bigint, _operations text,
    _positions bigint[], _operation_ids uuid[], _feature_ids uuid[], _feature_versions integer[],
    _event_layers text[], _types text[], _datas text[], _hashes text[],
    _close_ids uuid[], _close_versions integer[], _close_positions bigint[],
    _version_ids uuid[], _version_numbers integer[], _version_layers text[], _version_attributes text[],
    _version_geometries text[], _version_geoms text[], _version_operations uuid[], _version_from bigint[], _version_to bigint[],
    _version_fresh boolean[],
    _deleted uuid[], _head bigint, _head_hash text, _schema_changed boolean, _asynchronous boolean,
    _no_feature uuid, _start_position bigint, _start_hash text)
RETURNS void LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan
AS $$
DECLARE
    _at timestamptz := timestamptz 'epoch' + _micros * interval '1 microsecond';
    _moved bigint;
BEGIN
    -- Held until commit: a write that starts where this one ends waits for it (see above).
    PERFORM pg_advisory_xact_lock((hashtext(_workspace)::bigint << 32) | (_head & 4294967295));
    IF cardinality(_close_ids) > 0 THEN
        -- The superseded versions, read from the current features before they change, each
        -- with the operation of the event that made it (see the view above).
        EXECUTE $sql$
            INSERT INTO feature_versions (workspace_id, id, version, layer, attributes, geometry, geom, operation_id,
                                          valid_from, valid_to, valid_from_time, valid_to_time)
            SELECT f.workspace_id, f.id, f.version, f.layer, f.attributes, f.geometry, f.geom,
                   (SELECT e.operation_id FROM events e
                    WHERE e.workspace_id = $1 AND e.position = f.position AND e.feature_id = f.id AND e.feature_version = f.version),
                   f.position, u.position, f.updated_at, $5
            FROM unnest($2::uuid[], $3::int4[], $4::int8[]) AS u(id, version, position)
            JOIN features f ON f.workspace_id = $1 AND f.id = u.id AND f.version = u.version
            $sql$ USING _workspace, _close_ids, _close_versions, _close_positions, _at;
    END IF;
    IF cardinality(_deleted) > 0 THEN
        EXECUTE 'DELETE FROM features WHERE workspace_id = $1 AND id = ANY($2::uuid[])' USING _workspace, _deleted;
    END IF;

    -- The new versions, each document parsed once. The open ones (a feature's last version of
    -- the batch, unless the batch deleted it) are the current features; the ones the batch
    -- itself supersedes are closed versions.
    WITH v AS (
        SELECT v.id, v.version, v.layer, v.attributes::jsonb AS attributes, v.geometry::jsonb AS geometry,
               v.geom::geometry AS geom, v.operation_id, v.valid_from, nullif(v.valid_to, 0) AS valid_to, v.fresh
        FROM unnest(_version_ids, _version_numbers, _version_layers, _version_attributes, _version_geometries, _version_geoms,
                    _version_operations, _version_from, _version_to, _version_fresh)
             AS v(id, version, layer, attributes, geometry, geom, operation_id, valid_from, valid_to, fresh)),
    ops AS (
        INSERT INTO operations (workspace_id, id, kind, first_position, last_position, actor, session_id, target_id,
                                message, idempotency_key, request_hash, metadata, recorded_at)
        SELECT _workspace, r.id, r.kind, r.first_position, r.last_position, r.actor, r.session_id, r.target_id,
               r.message, r.idempotency_key, decode(r.request_hash, 'hex'), coalesce(r.metadata, '{}'), _at
        FROM jsonb_to_recordset(_operations::jsonb) AS r(id uuid, kind text, first_position bigint, last_position bigint,
             actor text, session_id uuid, target_id uuid, message text, idempotency_key text, request_hash text,
             metadata jsonb, recorded_micros bigint)),
    ev AS (
        INSERT INTO events (workspace_id, position, operation_id, feature_id, feature_version, layer, type, data, recorded_at, hash)
        SELECT _workspace, e.position, e.operation_id, nullif(e.feature_id, _no_feature), nullif(e.feature_version, 0), e.layer, e.type,
               e.data::jsonb, _at, decode(e.hash, 'hex')
        FROM unnest(_positions, _operation_ids, _feature_ids, _feature_versions, _event_layers, _types, _datas, _hashes)
             AS e(position, operation_id, feature_id, feature_version, layer, type, data, hash)),
    versions AS (
        INSERT INTO feature_versions (workspace_id, id, version, layer, attributes, geometry, geom, operation_id,
                                      valid_from, valid_to, valid_from_time, valid_to_time)
        SELECT _workspace, v.id, v.version, v.layer, v.attributes, v.geometry, v.geom, v.operation_id,
               v.valid_from, v.valid_to, _at, _at
        FROM v WHERE v.valid_to IS NOT NULL),
    -- A feature whose first event in the batch creates it has no row yet: a plain insert, without
    -- the conflict check and confirmation of an upsert.
    created AS (
        INSERT INTO features (workspace_id, id, layer, version, attributes, geometry, geom, position, updated_at)
        SELECT _workspace, v.id, v.layer, v.version, v.attributes, v.geometry, v.geom, v.valid_from, _at
        FROM v WHERE v.valid_to IS NULL AND v.fresh)
    INSERT INTO features (workspace_id, id, layer, version, attributes, geometry, geom, position, updated_at)
    SELECT _workspace, v.id, v.layer, v.version, v.attributes, v.geometry, v.geom, v.valid_from, _at
    FROM v WHERE v.valid_to IS NULL AND NOT v.fresh
    ON CONFLICT (workspace_id, id) DO UPDATE SET
        layer = EXCLUDED.layer, version = EXCLUDED.version, attributes = EXCLUDED.attributes,
        geometry = EXCLUDED.geometry, geom = EXCLUDED.geom, position = EXCLUDED.position, updated_at = EXCLUDED.updated_at;

    -- Waits for the write that ends where this one starts, if it is still under way.
    PERFORM pg_advisory_xact_lock_shared((hashtext(_workspace)::bigint << 32) | (_start_position & 4294967295));
    UPDATE workspaces SET head_position = _head, head_hash = decode(_head_hash, 'hex'), head_time = _at,
           schema_position = CASE WHEN _schema_changed THEN _head ELSE schema_position END
    WHERE id = _workspace AND head_position = _start_position AND head_hash = decode(_start_hash, 'hex');
    GET DIAGNOSTICS _moved = ROW_COUNT;
    -- Fails unless the head moved from where the writer started (its position and hash); gives up
    -- the flush wait of an asynchronous write, or NOTIFYs the feed of a synchronous one (Schema/0005).
    PERFORM geojournal_confirm_head(_workspace, _moved, _asynchronous, _head);
    IF NOT _asynchronous THEN
        UPDATE durable_heads SET position = greatest(position, _head) WHERE workspace_id = _workspace;
    END IF;
END
$$;
