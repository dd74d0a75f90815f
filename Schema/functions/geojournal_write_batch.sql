-- One batch of edit operations in one call: the workspace writer's whole write (BatchPlan).
--
-- Steps, in order:
--  1. claim the head the batch was decided from (geojournal_claim_start): writes decided from the
--     same head, by any process, run one after the other, and a batch decided from a head that
--     has moved fails here (GJ409) before it writes anything; the writer decides it again;
--  2. hold the end key of the head this batch leaves (geojournal_head_lock_key): a write decided
--     from that head while this one is under way (an overlapping long batch) waits for it in 5;
--  3. copy the versions the batch supersedes from the current features, delete deleted features;
--  4. insert operations, events, closed versions and current features, each document parsed once
--     (each version with its feature's OBJECTID, Schema/0019);
--  5. wait for the write that ends where this one starts, if one is under way, then move the head
--     only if it is exactly where the batch starts, position and hash (GJ409 otherwise: a write
--     of another process that got there between 1 and 5, or an earlier overlapping write that
--     failed); a synchronous write also moves the durable head and NOTIFYs the feed
--     (geojournal_confirm_head), an asynchronous one leaves both to the durability flusher.
-- The arrays are single parameters, so the statement text never changes and its plans are
-- generic; the partition of each table is chosen while the statement runs.
CREATE OR REPLACE FUNCTION geojournal_write_batch(
    _workspace text, _micros bigint, _operations text,
    _positions bigint[], _operation_ids uuid[], _feature_ids uuid[], _feature_versions integer[],
    _event_layers text[], _types text[], _datas text[], _hashes text[],
    _close_ids uuid[], _close_versions integer[], _close_positions bigint[],
    _version_ids uuid[], _version_numbers integer[], _version_layers text[], _version_attributes text[],
    _version_geometries text[], _version_geoms text[], _version_operations uuid[], _version_from bigint[], _version_to bigint[],
    _version_fresh boolean[], _version_object_ids bigint[],
    _deleted uuid[], _head bigint, _head_hash text, _schema_changed boolean, _asynchronous boolean,
    _no_feature uuid, _start_position bigint, _start_hash text)
RETURNS void LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan
AS $$
DECLARE
    _at timestamptz := timestamptz 'epoch' + _micros * interval '1 microsecond';
    _moved bigint;
    -- For layer_stats (Schema/0018), per layer: the box of the geometries the batch takes away
    -- (deleted, or moved elsewhere), the features it deletes, and the features it creates with the
    -- box of every geometry it leaves current.
    _old_layers text[];
    _old_xmin float8[];
    _old_ymin float8[];
    _old_xmax float8[];
    _old_ymax float8[];
    _gone_layers text[];
    _gone_counts bigint[];
    _new_layers text[];
    _new_counts bigint[];
    _new_xmin float8[];
    _new_ymin float8[];
    _new_xmax float8[];
    _new_ymax float8[];
BEGIN
    PERFORM geojournal_claim_start(_workspace, _start_position, _start_hash);
    PERFORM pg_advisory_xact_lock(geojournal_head_lock_key(_workspace, _head, false));
    IF cardinality(_close_ids) > 0 THEN
        -- The superseded versions, read from the current features before they change, each
        -- with the operation of the event that made it.
        -- The boxes of the geometries taken away (the feature deleted, or its new geometry's box
        -- another) go to layer_stats at the end.
        EXECUTE $sql$
            WITH closed AS (
                INSERT INTO feature_versions (workspace_id, id, version, layer, attributes, geometry, geom, operation_id,
                                              valid_from, valid_to, valid_from_time, valid_to_time, object_id)
                SELECT f.workspace_id, f.id, f.version, f.layer, f.attributes, f.geometry, f.geom,
                       (SELECT e.operation_id FROM events e
                        WHERE e.workspace_id = $1 AND e.position = f.position AND e.feature_id = f.id AND e.feature_version = f.version),
                       f.position, u.position, f.updated_at, $5, f.object_id
                FROM unnest($2::uuid[], $3::int4[], $4::int8[]) AS u(id, version, position)
                JOIN features f ON f.workspace_id = $1 AND f.id = u.id AND f.version = u.version
                RETURNING id, layer, geom)
            SELECT array_agg(o.layer), array_agg(ST_XMin(o.box)), array_agg(ST_YMin(o.box)), array_agg(ST_XMax(o.box)), array_agg(ST_YMax(o.box))
            FROM (SELECT c.layer, ST_Extent(c.geom) AS box FROM closed c
                  LEFT JOIN unnest($6::uuid[], $7::text[], $8::int8[]) AS n(id, geom, valid_to) ON n.id = c.id AND n.valid_to = 0
                  WHERE n.id IS NULL OR NOT (c.geom ~= n.geom::geometry)
                  GROUP BY c.layer) o
            $sql$ INTO _old_layers, _old_xmin, _old_ymin, _old_xmax, _old_ymax
            USING _workspace, _close_ids, _close_versions, _close_positions, _at, _version_ids, _version_geoms, _version_to;
    END IF;
    IF cardinality(_deleted) > 0 THEN
        EXECUTE $sql$
            WITH d AS (DELETE FROM features WHERE workspace_id = $1 AND id = ANY($2::uuid[]) RETURNING layer)
            SELECT array_agg(g.layer), array_agg(g.n) FROM (SELECT d.layer, count(*) AS n FROM d GROUP BY d.layer) g
            $sql$ INTO _gone_layers, _gone_counts USING _workspace, _deleted;
    END IF;

    -- The new versions, each document parsed once. The open ones (a feature's last version of
    -- the batch, unless the batch deleted it) are the current features; the ones the batch
    -- itself supersedes are closed versions.
    WITH v AS (
        SELECT v.id, v.version, v.layer, v.attributes::jsonb AS attributes, v.geometry::jsonb AS geometry,
               v.geom::geometry AS geom, v.operation_id, v.valid_from, nullif(v.valid_to, 0) AS valid_to, v.fresh, v.object_id
        FROM unnest(_version_ids, _version_numbers, _version_layers, _version_attributes, _version_geometries, _version_geoms,
                    _version_operations, _version_from, _version_to, _version_fresh, _version_object_ids)
             AS v(id, version, layer, attributes, geometry, geom, operation_id, valid_from, valid_to, fresh, object_id)),
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
                                      valid_from, valid_to, valid_from_time, valid_to_time, object_id)
        SELECT _workspace, v.id, v.version, v.layer, v.attributes, v.geometry, v.geom, v.operation_id,
               v.valid_from, v.valid_to, _at, _at, v.object_id
        FROM v WHERE v.valid_to IS NOT NULL),
    -- A feature whose first event in the batch creates it has no row yet: a plain insert, without
    -- the conflict check and confirmation of an upsert.
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
    SELECT array_agg(a.layer), array_agg(a.n), array_agg(ST_XMin(a.box)), array_agg(ST_YMin(a.box)), array_agg(ST_XMax(a.box)), array_agg(ST_YMax(a.box))
    INTO _new_layers, _new_counts, _new_xmin, _new_ymin, _new_xmax, _new_ymax
    FROM (SELECT v.layer, count(*) FILTER (WHERE v.fresh) AS n, ST_Extent(v.geom) AS box FROM v WHERE v.valid_to IS NULL GROUP BY v.layer) a;

    -- Waits for the write that ends where this one starts, if it is still under way.
    PERFORM pg_advisory_xact_lock_shared(geojournal_head_lock_key(_workspace, _start_position, false));
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

    -- The layers' counts and extents (Schema/0018), last: a write alongside waits for this one's
    -- row only after its own head check waited for this write anyway. The extent grows by the
    -- boxes written; it stays exact unless a box taken away reached its edge (the union of the
    -- boxes taken away lies strictly inside the extent exactly when each of them does). Compared
    -- under the row lock, with the extent as the last writer or reader left it, grown by this batch.
    IF _new_layers IS NOT NULL OR _gone_layers IS NOT NULL OR _old_layers IS NOT NULL THEN
        INSERT INTO layer_stats AS s (workspace_id, layer, feature_count, min_x, min_y, max_x, max_y, extent_exact, generation)
        SELECT _workspace, l.layer, coalesce(a.n, 0) - coalesce(d.n, 0), a.min_x, a.min_y, a.max_x, a.max_y, o.layer IS NULL, 1
        FROM (SELECT unnest(_new_layers) UNION SELECT unnest(_gone_layers) UNION SELECT unnest(_old_layers)) AS l(layer)
        LEFT JOIN unnest(_new_layers, _new_counts, _new_xmin, _new_ymin, _new_xmax, _new_ymax) AS a(layer, n, min_x, min_y, max_x, max_y) ON a.layer = l.layer
        LEFT JOIN unnest(_gone_layers, _gone_counts) AS d(layer, n) ON d.layer = l.layer
        LEFT JOIN unnest(_old_layers, _old_xmin, _old_ymin, _old_xmax, _old_ymax) AS o(layer, min_x, min_y, max_x, max_y) ON o.layer = l.layer
        ON CONFLICT (workspace_id, layer) DO UPDATE SET
            feature_count = s.feature_count + EXCLUDED.feature_count,
            min_x = CASE WHEN s.feature_count + EXCLUDED.feature_count > 0 THEN least(s.min_x, EXCLUDED.min_x) END,
            min_y = CASE WHEN s.feature_count + EXCLUDED.feature_count > 0 THEN least(s.min_y, EXCLUDED.min_y) END,
            max_x = CASE WHEN s.feature_count + EXCLUDED.feature_count > 0 THEN greatest(s.max_x, EXCLUDED.max_x) END,
            max_y = CASE WHEN s.feature_count + EXCLUDED.feature_count > 0 THEN greatest(s.max_y, EXCLUDED.max_y) END,
            extent_exact = s.feature_count + EXCLUDED.feature_count = 0 OR (s.extent_exact AND (EXCLUDED.extent_exact OR coalesce((
                SELECT o.min_x > least(s.min_x, EXCLUDED.min_x) AND o.min_y > least(s.min_y, EXCLUDED.min_y)
                   AND o.max_x < greatest(s.max_x, EXCLUDED.max_x) AND o.max_y < greatest(s.max_y, EXCLUDED.max_y)
                FROM unnest(_old_layers, _old_xmin, _old_ymin, _old_xmax, _old_ymax) AS o(layer, min_x, min_y, max_x, max_y)
                WHERE o.layer = s.layer), false))),
            generation = s.generation + 1;
    END IF;
END
$$;
