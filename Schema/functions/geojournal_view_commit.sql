-- Records the operation of a database transaction that wrote through layer views, when it
-- commits (a deferred trigger on view_transactions, which geojournal_view_claim fills): one
-- operation per workspace with the transaction's positions and the role's actor, the durable
-- head moved and the feed told, as a synchronous /v1 write does (geojournal_confirm_head).
CREATE OR REPLACE FUNCTION geojournal_view_commit()
RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
SET search_path = public, pg_temp
AS $$
DECLARE
    _last bigint;
BEGIN
    SELECT w.head_position INTO _last FROM workspaces w WHERE w.id = NEW.workspace_id;
    IF _last >= NEW.first_position THEN
        INSERT INTO operations (workspace_id, id, kind, first_position, last_position, actor, metadata, recorded_at)
        VALUES (NEW.workspace_id, NEW.operation_id, 'edit', NEW.first_position, _last, NEW.actor,
                jsonb_build_object('via', 'layer view', 'role', session_user::text),
                timestamptz 'epoch' + NEW.micros * interval '1 microsecond');
        UPDATE durable_heads SET position = greatest(position, _last) WHERE workspace_id = NEW.workspace_id;
        PERFORM pg_notify('geojournal_events', NEW.workspace_id || ' ' || _last);
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
