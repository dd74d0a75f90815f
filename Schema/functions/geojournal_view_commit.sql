-- Records the operation of a database transaction that wrote through layer views, when it
-- commits (a deferred trigger on view_transactions, which geojournal_view_claim fills): one
-- operation per workspace with the transaction's positions and the role's actor, the workspace's
-- head, its durable head and the layers' counts and extents moved and the feed told, as a
-- synchronous /v1 write does (geojournal_write_batch, geojournal_confirm_head).
CREATE OR REPLACE FUNCTION geojournal_view_commit()
RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
SET search_path = public, pg_temp
AS $$
DECLARE
    _head record;
    _at timestamptz := timestamptz 'epoch' + NEW.micros * interval '1 microsecond';
BEGIN
    SELECT * INTO _head FROM geojournal_view_head(NEW.workspace_id);
    IF _head.head_position >= NEW.first_position THEN
        UPDATE workspaces SET head_position = _head.head_position, head_hash = _head.head_hash, head_time = _at WHERE id = NEW.workspace_id;
        INSERT INTO operations (workspace_id, id, kind, first_position, last_position, actor, metadata, recorded_at)
        VALUES (NEW.workspace_id, NEW.operation_id, 'edit', NEW.first_position, _head.head_position, NEW.actor,
                jsonb_build_object('via', 'layer view', 'role', session_user::text), _at);
        UPDATE durable_heads SET position = greatest(position, _head.head_position) WHERE workspace_id = NEW.workspace_id;
        PERFORM pg_notify('geojournal_events', NEW.workspace_id || ' ' || _head.head_position);
        -- The layers' counts and extents (Schema/0018): features created less those deleted; the
        -- extent grown by every geometry written; inexact once a geometry left (a delete, a move).
        INSERT INTO layer_stats AS s (workspace_id, layer, feature_count, min_x, min_y, max_x, max_y, extent_exact, generation)
        SELECT NEW.workspace_id, e.layer, e.created - e.deleted, ST_XMin(e.box), ST_YMin(e.box), ST_XMax(e.box), ST_YMax(e.box), NOT e.removed, 1
        FROM (SELECT layer,
                     count(*) FILTER (WHERE type = 'featureCreated') AS created,
                     count(*) FILTER (WHERE type = 'featureDeleted') AS deleted,
                     ST_Extent(ST_GeomFromGeoJSON(data->'geometry')) FILTER (WHERE type IN ('featureCreated', 'featureUpdated') AND data ? 'geometry') AS box,
                     bool_or(type = 'featureDeleted' OR (type = 'featureUpdated' AND data ? 'geometry')) AS removed
              FROM events WHERE workspace_id = NEW.workspace_id AND position BETWEEN NEW.first_position AND _head.head_position
              GROUP BY layer) e
        ON CONFLICT (workspace_id, layer) DO UPDATE SET
            feature_count = s.feature_count + EXCLUDED.feature_count,
            min_x = CASE WHEN s.feature_count + EXCLUDED.feature_count > 0 THEN least(s.min_x, EXCLUDED.min_x) END,
            min_y = CASE WHEN s.feature_count + EXCLUDED.feature_count > 0 THEN least(s.min_y, EXCLUDED.min_y) END,
            max_x = CASE WHEN s.feature_count + EXCLUDED.feature_count > 0 THEN greatest(s.max_x, EXCLUDED.max_x) END,
            max_y = CASE WHEN s.feature_count + EXCLUDED.feature_count > 0 THEN greatest(s.max_y, EXCLUDED.max_y) END,
            extent_exact = s.feature_count + EXCLUDED.feature_count = 0 OR (s.extent_exact AND EXCLUDED.extent_exact),
            generation = s.generation + 1;
    END IF;
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
