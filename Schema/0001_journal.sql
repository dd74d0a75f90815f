-- GeoJournal 0001: the journal (system of record) and its guarantees.
--
-- events      immutable facts, one per feature change or schema change, ordered by a gap-free
--             per-workspace position; each row's hash chains to the previous row's hash.
-- operations  one per atomic applyEdits call (or undo, redo, import, schema change); a contiguous
--             run of positions [first_position, last_position].
-- workspaces  one journal each; head_position/head_hash are the tip the next append builds on.
--             The writer locks this row for the whole append, so positions are assigned and
--             committed in the same order and a reader that has seen N has seen everything <= N.

CREATE EXTENSION IF NOT EXISTS postgis;
CREATE EXTENSION IF NOT EXISTS btree_gist;

DO $$
BEGIN
    IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'geojournal_service') THEN
        CREATE ROLE geojournal_service NOLOGIN;
    END IF;
    IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'geojournal_reader') THEN
        CREATE ROLE geojournal_reader NOLOGIN;
    END IF;
    EXECUTE format('GRANT CREATE, CONNECT ON DATABASE %I TO geojournal_service', current_database());
    EXECUTE format('GRANT CONNECT ON DATABASE %I TO geojournal_reader', current_database());
END
$$;

CREATE TABLE workspaces (
    id              text        PRIMARY KEY CHECK (id ~ '^[a-z0-9_-]{1,63}$'),
    title           text        NOT NULL DEFAULT '',
    created_by      text        NOT NULL,
    created_at      timestamptz NOT NULL DEFAULT now(),
    head_position   bigint      NOT NULL DEFAULT 0,
    head_hash       bytea       NOT NULL DEFAULT '\x'::bytea,
    head_time       timestamptz NOT NULL DEFAULT 'epoch',
    -- position of the last schema operation: writers reload layer definitions when it moves
    schema_position bigint      NOT NULL DEFAULT 0
);

CREATE TABLE operations (
    workspace_id    text        NOT NULL,
    id              uuid        NOT NULL,
    kind            text        NOT NULL CHECK (kind IN ('edit', 'undo', 'redo', 'import', 'schema')),
    first_position  bigint      NOT NULL,
    last_position   bigint      NOT NULL CHECK (last_position >= first_position),
    actor           text        NOT NULL,
    session_id      uuid,
    -- for kind 'undo': the operation undone; for kind 'redo': the operation re-applied
    target_id       uuid,
    message         text,
    idempotency_key text,
    -- SHA-256 of the request, so a key reused for a different request is refused
    request_hash    bytea,
    metadata        jsonb       NOT NULL DEFAULT '{}',
    recorded_at     timestamptz NOT NULL,
    PRIMARY KEY (workspace_id, id),
    UNIQUE (workspace_id, first_position)
);
CREATE UNIQUE INDEX operations_idempotency ON operations (workspace_id, actor, idempotency_key)
    WHERE idempotency_key IS NOT NULL;
CREATE INDEX operations_by_actor ON operations (workspace_id, actor, first_position);
CREATE INDEX operations_by_session ON operations (workspace_id, session_id, first_position)
    WHERE session_id IS NOT NULL;
CREATE INDEX operations_by_time ON operations (workspace_id, recorded_at, last_position);

CREATE TABLE events (
    workspace_id    text        NOT NULL,
    position        bigint      NOT NULL,
    operation_id    uuid        NOT NULL,
    feature_id      uuid,
    feature_version integer,
    layer           text        NOT NULL,
    type            text        NOT NULL,
    data            jsonb       NOT NULL,
    recorded_at     timestamptz NOT NULL,
    hash            bytea       NOT NULL,
    PRIMARY KEY (workspace_id, position),
    UNIQUE (workspace_id, feature_id, feature_version)
);
CREATE INDEX events_by_operation ON events (workspace_id, operation_id);
CREATE INDEX events_by_layer ON events (workspace_id, layer, position);

-- Each event's hash is SHA-256(previous event's hash || canonical bytes), where the canonical bytes
-- are the lines: workspace, position, operation id, feature id, feature version, layer, type,
-- recorded_at in microseconds since 1970, and the data as JSON with members sorted by name and
-- integral numbers written as integers. The writer computes it; `geojournal verify` recomputes it
-- from the stored columns. The first event of a workspace chains to the empty hash.

-- Append-only: no role, not even the owner, may rewrite or remove journal rows.
CREATE FUNCTION journal_reject_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION 'the journal is append-only: % on % is not allowed', TG_OP, TG_TABLE_NAME
        USING ERRCODE = 'insufficient_privilege';
END
$$;
CREATE TRIGGER events_append_only BEFORE UPDATE OR DELETE ON events
    FOR EACH ROW EXECUTE FUNCTION journal_reject_change();
CREATE TRIGGER events_no_truncate BEFORE TRUNCATE ON events
    FOR EACH STATEMENT EXECUTE FUNCTION journal_reject_change();
CREATE TRIGGER operations_append_only BEFORE UPDATE OR DELETE ON operations
    FOR EACH ROW EXECUTE FUNCTION journal_reject_change();
CREATE TRIGGER operations_no_truncate BEFORE TRUNCATE ON operations
    FOR EACH STATEMENT EXECUTE FUNCTION journal_reject_change();

-- Bearer tokens: only the SHA-256 of a token is stored.
CREATE TABLE tokens (
    id          uuid        PRIMARY KEY,
    token_hash  bytea       NOT NULL UNIQUE,
    role        text        NOT NULL CHECK (role IN ('viewer', 'editor', 'admin')),
    actor       text        NOT NULL,
    -- null: every workspace
    workspaces  text[],
    created_at  timestamptz NOT NULL DEFAULT now(),
    revoked_at  timestamptz
);

GRANT SELECT, INSERT ON events, operations TO geojournal_service;
GRANT SELECT, INSERT, UPDATE ON workspaces TO geojournal_service;
GRANT SELECT ON tokens TO geojournal_service;
