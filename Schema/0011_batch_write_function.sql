-- GeoJournal 0011: the batch write as one function whose inserts keep a generic plan.
--
-- A batch was written by one statement of data-modifying CTEs sent with 36 parameters. PostgreSQL
-- planned it again for every batch: the arrays make each custom plan look cheaper than the
-- generic one, so the plan cache never settled on a generic plan, and planning took more of a
-- one-feature operation's time than writing it. Here the inserts are one statement that
-- PL/pgSQL prepares once per connection and runs with its generic plan (plan_cache_mode is
-- forced for the function's own statements only). Closing superseded versions and deleting
-- removed features touch one partition of a partitioned table; they run only when the batch has
-- any, and are planned for their arrays each time (EXECUTE), so the partition is chosen while
-- planning and no other workspace's partition is locked.
--
-- A superseded version is found by its primary key: the event that supersedes it carries the
-- feature's next version number, so the closed one is the number before it. The partial index of
-- open versions by feature, which only that lookup used, goes; so does the index of events by
-- layer (every query that filters events by layer also bounds their positions, which the primary
-- key serves). Each added feature is one btree insert fewer in each of the two tables.
--
-- The order inside the one transaction: close versions, delete features, insert operations,
-- events, versions and current features, move the head (which fails unless it is still where the
-- writer started), then either give up the wait for the WAL flush (asynchronous: the durability
-- flusher confirms the batch) or move the durable head and NOTIFY the feed (delivered at commit).
-- The workspace row is locked last, after the projection tables, as the one statement of earlier
-- versions did: a rebuild holds that row while it waits for the projection tables, so the other
-- order could deadlock with it.
DROP INDEX IF EXISTS feature_versions_open;
DROP INDEX IF EXISTS events_by_layer;

CREATE FUNCTION geojournal_write_batch(
    _workspace text, _micros bigint, _operations text,
    _positions bigint[], _operation_ids uuid[], _feature_ids uuid[], _feature_versions integer[],
    _event_layers text[], _types text[], _datas text[], _hashes text[],
    _close_ids uuid[], _close_versions integer[], _close_positions bigint[],
    _version_ids uuid[], _version_numbers integer[], _version_layers text[], _version_attributes text[],
    _version_geometries text[], _version_geoms text[], _version_operations uuid[], _version_from bigint[], _version_to bigint[],
    _version_fresh boolean[],
    _deleted uuid[], _head bigint, _head_hash text, _schema_changed boolean, _asynchronous boolean,
    _no_feature uuid, _start_position bigint)
RETURNS void LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan
AS $$
DECLARE
    _at timestamptz := timestamptz 'epoch' + _micros * interval '1 microsecond';
    _moved bigint;
BEGIN
    IF cardinality(_close_ids) > 0 THEN
        EXECUTE $sql$
            UPDATE feature_versions v SET valid_to = u.position, valid_to_time = $5
            FROM unnest($2::uuid[], $3::int4[], $4::int8[]) AS u(id, version, position)
            WHERE v.workspace_id = $1 AND v.id = u.id AND v.version = u.version AND v.valid_to IS NULL
            $sql$ USING _workspace, _close_ids, _close_versions, _close_positions, _at;
    END IF;
    IF cardinality(_deleted) > 0 THEN
        EXECUTE 'DELETE FROM features WHERE workspace_id = $1 AND id = ANY($2::uuid[])' USING _workspace, _deleted;
    END IF;

    -- The new versions, each document parsed once; the open ones (a feature's last version of
    -- the batch, unless the batch deleted it) are the current features.
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
               v.valid_from, v.valid_to, _at, CASE WHEN v.valid_to IS NULL THEN NULL ELSE _at END
        FROM v),
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

    UPDATE workspaces SET head_position = _head, head_hash = decode(_head_hash, 'hex'), head_time = _at,
           schema_position = CASE WHEN _schema_changed THEN _head ELSE schema_position END
    WHERE id = _workspace AND head_position = _start_position;
    GET DIAGNOSTICS _moved = ROW_COUNT;
    -- Fails unless the head moved from where the writer started; gives up the flush wait of an
    -- asynchronous write, or NOTIFYs the feed of a synchronous one (Schema/0005).
    PERFORM geojournal_confirm_head(_workspace, _moved, _asynchronous, _head);
    IF NOT _asynchronous THEN
        UPDATE durable_heads SET position = greatest(position, _head) WHERE workspace_id = _workspace;
    END IF;
END
$$;
