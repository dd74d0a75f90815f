-- Writes what a transaction staged through a workspace's layer views, at its COMMIT (a deferred
-- trigger on view_transactions): under the workspace's row lock, each feature's first staged row is
-- checked against the feature now, and the rows become one operation of geojournal_write_batch.
CREATE OR REPLACE FUNCTION geojournal_view_commit()
RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
SET search_path = public, pg_temp
SET extra_float_digits = 1
-- The workspace's row lock is waited for as every writer waits for it, whatever the login's own
-- lock_timeout (Schema/0078: a login's requests on the views are bounded, not the service's work).
SET lock_timeout = 0
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
           array_agg(ROW(h.feature_id, h.version, h.layer, h.attributes, ST_AsEWKB(h.geom), h.position,
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
ALTER FUNCTION geojournal_view_commit() OWNER TO geojournal_service;
DO $$
BEGIN
    IF NOT EXISTS (SELECT FROM pg_trigger WHERE tgname = 'view_transactions_commit' AND tgrelid = 'view_transactions'::regclass) THEN
        CREATE CONSTRAINT TRIGGER view_transactions_commit AFTER INSERT ON view_transactions
            DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION geojournal_view_commit();
    END IF;
END
$$;
