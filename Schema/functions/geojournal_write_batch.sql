-- The journal's one write: a batch of operations with their events and projections, in one call,
-- landing only on the head it was decided from (GJ409 otherwise), under the workspace's row lock.
-- Every writer ends here; its steps are Sources/Journal/Append/README.md's "Write". The events
-- come without hashes: this function chains them from the stored head's hash over their
-- canonical bytes, the one hasher of every writer, stores each operation's hash with its last
-- event (Schema/0082) and answers the hash of the batch's last event (the head's). An event of
-- a feature from the line's `stateless_from` on (Schema/0077) is stored without the state its
-- writer sent in its payload (the version's row holds it) and hashed with the state of the
-- version it makes (geojournal_version_event_bytes); an earlier line's events as Schema/0050
-- stored them (geojournal_event_bytes). Neither an event nor a closed version
-- stores its operation, nor an event its time: they are the operation's at its position
-- (Schema/0079), which the hash still covers (the batch's own ids and time). A closed version keeps
-- the times it was valid from and to, which every page of a past moment shows.
--
-- Two steps: the rows no other writer can touch (the features the batch creates: their current
-- rows and the versions it closes itself), then, under the workspace's
-- row lock and after the head check, everything that reads or changes what others may write:
-- superseded versions, deleted and updated features, the events and their chain, the head, the
-- layers' counts. A batch decided from a head that has landed (`_start_hash` given) takes the
-- lock before both steps, so no batch decided after it can take the lock first. A batch decided
-- from the head a batch under way will leave (the writer's overlap, Sources/Journal/Append/
-- README.md) does not know that head's hash: it passes NULL, does its first step while the batch
-- before it is written, and takes the lock after it (the position, checked under the lock,
-- decides whether it lands).
CREATE OR REPLACE FUNCTION geojournal_write_batch(
    _workspace text, _start_position bigint, _start_hash bytea, _micros bigint,
    _operations geojournal_operation_row[], _events geojournal_event_row[],
    _versions geojournal_version_row[], _superseded geojournal_superseded_row[], _deleted uuid[])
RETURNS bytea LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan
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
    -- The line's first position whose feature events keep no state (Schema/0077).
    _stateless_from bigint;
    -- The state bytes of each version the batch makes, by "<id>/<version>" (hex): looked up per
    -- event, as geojournal_supersede_versions looks up its geometries (a join of the two arrays is
    -- planned as a nested loop).
    _states jsonb;
BEGIN
    IF _start_hash IS NOT NULL THEN
        -- The row lock of geojournal_lock_head, which orders every writer (its statement, inline).
        SELECT w.head_position, w.head_hash, w.head_time, w.parent_id IS NOT NULL, w.stateless_from
        INTO _stored_position, _stored_hash, _stored_time, _line, _stateless_from
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
    -- Each version points at the position the one before it was made at (Schema/0083), the
    -- batch's own version before it: a created feature's first has none, nor a restored one's.
    WITH v AS (
        SELECT v.id, v.version, v.layer, v.attributes, ST_GeomFromEWKB(v.geom) AS geom, v.valid_from, v.valid_to, v.object_id,
               CASE WHEN lag(v.version) OVER w = v.version - 1 THEN lag(v.valid_from) OVER w END AS prev_from
        FROM unnest(_versions) AS v WHERE v.fresh
        WINDOW w AS (PARTITION BY v.id ORDER BY v.version)),
    closed AS (
        INSERT INTO feature_versions (workspace_id, id, version, layer, attributes, geom, valid_from, valid_to,
                                      valid_from_time, valid_to_time, object_id, prev_from)
        SELECT _workspace, v.id, v.version, v.layer, v.attributes, v.geom, v.valid_from, v.valid_to, _at, _at, v.object_id, v.prev_from
        FROM v WHERE v.valid_to IS NOT NULL),
    created AS (
        INSERT INTO features (workspace_id, id, layer, version, attributes, geom, position, updated_at, object_id, prev_from)
        SELECT _workspace, v.id, v.layer, v.version, v.attributes, v.geom, v.valid_from, _at, v.object_id, v.prev_from
        FROM v WHERE v.valid_to IS NULL)
    SELECT array_agg(ROW(a.layer, a.n, a.box, NULL)::geojournal_layer_delta)
    INTO _written
    FROM (SELECT n.layer, count(*) FILTER (WHERE n.fresh) AS n, ST_Extent(ST_GeomFromEWKB(n.geom)) AS box
          FROM unnest(_versions) AS n WHERE n.valid_to IS NULL GROUP BY n.layer) a;

    IF _start_hash IS NULL THEN
        SELECT w.head_position, w.head_hash, w.head_time, w.parent_id IS NOT NULL, w.stateless_from
        INTO _stored_position, _stored_hash, _stored_time, _line, _stateless_from
        FROM workspaces w WHERE w.id = _workspace FOR UPDATE;
    END IF;
    IF _stored_position IS NULL THEN
        RAISE EXCEPTION 'there is no workspace %', _workspace USING ERRCODE = 'no_data_found';
    END IF;
    IF _stored_position <> _start_position OR _stored_hash IS DISTINCT FROM coalesce(_start_hash, _stored_hash) OR _stored_time > _at THEN
        RAISE EXCEPTION 'the head of workspace % moved under the writer', _workspace USING ERRCODE = 'GJ409',
            DETAIL = format('the batch starts at position %s (%s), the head is at %s (%s)', _start_position, _at, _stored_position, _stored_time);
    END IF;
    SELECT jsonb_object_agg(v.id::text || '/' || v.version,
                            encode(geojournal_version_state_bytes(v.attributes, v.object_id, ST_GeomFromEWKB(v.geom)), 'hex'))
    INTO _states FROM unnest(_versions) AS v;
    IF EXISTS (SELECT FROM unnest(_events) AS e WHERE e.feature_id IS NOT NULL AND e.position >= _stateless_from
               AND e.type IN ('featureCreated', 'featureUpdated') AND NOT coalesce(_states ? (e.feature_id::text || '/' || e.feature_version), false)) THEN
        RAISE EXCEPTION 'a batch of workspace % creates or updates a feature without its version', _workspace USING ERRCODE = 'XX000';
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
    -- A version points at the one before it (Schema/0083): the batch's own, else the one the
    -- batch closed of the feature's current row (geojournal_supersede_versions, above; there is
    -- none for a version line's first version of a feature DEFAULT had: found by number).
    WITH v AS (
        SELECT v.id, v.version, v.layer, v.attributes, ST_GeomFromEWKB(v.geom) AS geom, v.valid_from, v.valid_to, v.object_id,
               CASE WHEN lag(v.version) OVER w = v.version - 1 THEN lag(v.valid_from) OVER w END AS prev_from
        FROM unnest(_versions) AS v WHERE NOT v.fresh
        WINDOW w AS (PARTITION BY v.id ORDER BY v.version)),
    -- Operations after the lock: their positions are unique, and a writer that took the head meanwhile
    -- would wait on a follower's uncommitted position while the follower waits for its lock.
    ops AS (
        INSERT INTO operations (workspace_id, id, kind, first_position, last_position, actor, session_id, target_id,
                                message, idempotency_key, request_hash, metadata, recorded_at)
        SELECT _workspace, o.id, o.kind, o.first_position, o.last_position, o.actor, o.session_id, o.target_id,
               o.message, o.idempotency_key, o.request_hash, coalesce(o.metadata, '{}'), _at
        FROM unnest(_operations) AS o),
    -- A feature's event from `stateless_from` on keeps what no version holds (an update's
    -- geometryEdit, a restore's version), or nothing; the state it carried is its version's.
    e AS (
        SELECT e.position, e.operation_id, e.feature_id, e.feature_version, e.layer, e.type, s.stateless,
               CASE WHEN s.stateless THEN nullif(e.data - '{attributes,changes,geometry,objectId}'::text[], '{}') ELSE e.data END AS data,
               CASE WHEN s.stateless THEN NULL ELSE ST_GeomFromEWKB(e.geom) END AS geom
        FROM unnest(_events) AS e
        CROSS JOIN LATERAL (SELECT e.feature_id IS NOT NULL AND e.position >= _stateless_from
                                   AND e.type IN ('featureCreated', 'featureUpdated', 'featureDeleted') AS stateless) s),
    h AS (
        SELECT e.*, geojournal_chain(
                        CASE WHEN e.stateless
                             THEN geojournal_version_event_bytes(_workspace, e.position, e.operation_id, e.feature_id, e.feature_version,
                                                                 e.layer, e.type, _micros, e.data,
                                                                 CASE WHEN e.type <> 'featureDeleted'
                                                                      THEN decode(_states ->> (e.feature_id::text || '/' || e.feature_version), 'hex') END)
                             ELSE geojournal_event_bytes(_workspace, e.position, e.operation_id, e.feature_id, e.feature_version,
                                                         e.layer, e.type, _micros, e.data, e.geom) END, _stored_hash)
                        OVER w AS hash,
               lead(e.operation_id) OVER w IS DISTINCT FROM e.operation_id AS ends
        FROM e
        WINDOW w AS (ORDER BY e.position)),
    -- Only an operation's last event keeps its hash (Schema/0082): it commits to every one before
    -- (an operation's events are consecutive positions, so its last is followed by another's).
    ev AS (
        INSERT INTO events (workspace_id, position, feature_id, feature_version, layer, type, data, geom, hash)
        SELECT _workspace, h.position, h.feature_id, h.feature_version, h.layer, h.type::event_type, h.data, h.geom,
               CASE WHEN h.ends OR h.position = _head.position THEN h.hash END
        FROM h
        RETURNING position, hash),
    closed AS (
        INSERT INTO feature_versions (workspace_id, id, version, layer, attributes, geom, valid_from, valid_to,
                                      valid_from_time, valid_to_time, object_id, prev_from)
        SELECT _workspace, v.id, v.version, v.layer, v.attributes, v.geom, v.valid_from, v.valid_to, _at, _at, v.object_id,
               coalesce(v.prev_from, (SELECT c.valid_from FROM feature_versions c
                                      WHERE c.workspace_id = _workspace AND c.id = v.id AND c.version = v.version - 1))
        FROM v WHERE v.valid_to IS NOT NULL),
    -- A feature that had its row (or a version line's feature that DEFAULT had, which the line
    -- never touched) gets the new one. An attribute edit keeps every indexed column, and with the
    -- room Schema/0051 leaves on each page it is a HOT update: no index entry. (A plain UPDATE of
    -- the partitioned table would lock every workspace's partition under this function's generic
    -- plan; the insert routes to the workspace's own.)
    updated AS (
        INSERT INTO features (workspace_id, id, layer, version, attributes, geom, position, updated_at, object_id, prev_from)
        SELECT _workspace, v.id, v.layer, v.version, v.attributes, v.geom, v.valid_from, _at, v.object_id, v.prev_from
        FROM v WHERE v.valid_to IS NULL
        ON CONFLICT (workspace_id, id) DO UPDATE SET
            layer = EXCLUDED.layer, version = EXCLUDED.version, attributes = EXCLUDED.attributes,
            geom = EXCLUDED.geom, position = EXCLUDED.position, updated_at = EXCLUDED.updated_at,
            prev_from = coalesce(EXCLUDED.prev_from, features.position))
    SELECT (SELECT ev.hash FROM ev ORDER BY ev.position DESC LIMIT 1)
    INTO _head_hash;

    -- A version's line records each feature it touches, at its first event there (Schema/0084):
    -- the features its overlay takes from the line instead of DEFAULT (geojournal_line_state).
    IF _line THEN
        INSERT INTO line_touched (line, feature_id, first_position)
        SELECT _workspace, e.feature_id, min(e.position) FROM unnest(_events) AS e
        WHERE e.feature_id IS NOT NULL GROUP BY e.feature_id
        ON CONFLICT (line, feature_id) DO NOTHING;
    END IF;

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
