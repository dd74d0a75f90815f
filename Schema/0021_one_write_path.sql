-- GeoJournal 0021: one write path, ordered by a lock no other login can take.
--
-- Every writer of a workspace (the service's edit batches, its schema, session and network
-- work, a rebuild, and the commit of a transaction that wrote through the layer views) first
-- locks the workspace's row in `workspaces` (SELECT … FOR UPDATE, or the UPDATE that moves the
-- head). A row lock needs the UPDATE privilege on the table, which only the service's role has:
-- the logins GeoJournal hands to QGIS users (members of geojournal_reader and geojournal_editor)
-- cannot take it, nor anything else a writer waits for. The advisory locks that ordered writers
-- before (which any login may take) are gone with their functions.
--
-- Every commit is synchronous, so the durable head is the head: `durable_heads` goes.
--
-- A transaction that writes through a layer view no longer claims the workspace's head at its
-- first row: its rows are checked and staged (view_staged_rows) and written at COMMIT, as one
-- operation, by geojournal_write_batch (geojournal_view_commit).

DROP FUNCTION IF EXISTS geojournal_write_batch(text, bigint, text, bigint[], uuid[], uuid[], integer[], text[], text[], text[], text[],
    uuid[], integer[], bigint[], uuid[], integer[], text[], text[], text[], text[], uuid[], bigint[], bigint[], boolean[], bigint[],
    uuid[], bigint, text, boolean, boolean, uuid, bigint, text);
DROP FUNCTION IF EXISTS geojournal_claim_start(text, bigint, text);
DROP FUNCTION IF EXISTS geojournal_claim_head(text, boolean);
DROP FUNCTION IF EXISTS geojournal_head_lock_key(text, bigint, boolean);
DROP FUNCTION IF EXISTS geojournal_confirm_head(text, bigint, boolean, bigint);
DROP FUNCTION IF EXISTS geojournal_move_durable_heads(text[]);
DROP FUNCTION IF EXISTS geojournal_view_claim(text);
DROP FUNCTION IF EXISTS geojournal_view_head(text);
DROP FUNCTION IF EXISTS geojournal_view_move_head(text, bigint, bytea);
DROP FUNCTION IF EXISTS geojournal_event_hash(bytea, text, bigint, uuid, uuid, integer, text, text, bigint, jsonb);
DROP TRIGGER IF EXISTS workspaces_durable_head ON workspaces;
DROP FUNCTION IF EXISTS geojournal_add_durable_head();
DROP TABLE IF EXISTS durable_heads;

-- The rows of one batch write, as geojournal_write_batch takes them (BatchPlan binds arrays of
-- these; a test compares their columns with the Swift side's).
CREATE TYPE geojournal_operation_row AS (
    id              uuid,
    kind            text,
    first_position  bigint,
    last_position   bigint,
    actor           text,
    session_id      uuid,
    target_id       uuid,
    message         text,
    idempotency_key text,
    request_hash    bytea,
    metadata        jsonb
);

CREATE TYPE geojournal_event_row AS (
    position        bigint,
    operation_id    uuid,
    feature_id      uuid,
    feature_version integer,
    layer           text,
    type            text,
    data            jsonb,
    hash            bytea
);

-- A feature version the batch makes: open (valid_to NULL: the feature's current row) or closed
-- by a later event of the same batch. `fresh`: the feature has no current row before the batch.
CREATE TYPE geojournal_version_row AS (
    id           uuid,
    version      integer,
    layer        text,
    attributes   jsonb,
    geometry     jsonb,
    geom         bytea,
    operation_id uuid,
    valid_from   bigint,
    valid_to     bigint,
    fresh        boolean,
    object_id    bigint
);

-- A version current before the batch that the batch supersedes at `position`.
CREATE TYPE geojournal_superseded_row AS (
    id       uuid,
    version  integer,
    position bigint
);

-- What a batch changes in one layer's count and extent (layer_stats, Schema/0018).
CREATE TYPE geojournal_layer_delta AS (
    layer   text,
    added   bigint,
    grown   box2d,
    removed box2d
);

ALTER TYPE geojournal_operation_row OWNER TO geojournal_service;
ALTER TYPE geojournal_event_row OWNER TO geojournal_service;
ALTER TYPE geojournal_version_row OWNER TO geojournal_service;
ALTER TYPE geojournal_superseded_row OWNER TO geojournal_service;
ALTER TYPE geojournal_layer_delta OWNER TO geojournal_service;

-- The rows a transaction writes through the layer views, checked as far as a row alone can be,
-- until it commits. Only the transaction that staged them ever sees them (MVCC); its commit
-- writes them and deletes them (geojournal_view_commit).
CREATE TABLE view_staged_rows (
    txid             bigint  NOT NULL,
    workspace_id     text    NOT NULL,
    seq              bigint  GENERATED ALWAYS AS IDENTITY,
    layer            text    NOT NULL,
    feature_id       uuid    NOT NULL,
    type             text    NOT NULL CHECK (type IN ('featureCreated', 'featureUpdated', 'featureDeleted')),
    -- The version the row makes (it was decided from the one before).
    version          integer NOT NULL,
    -- The event's payload without the OBJECTID, and the feature as the row leaves it (NULL for
    -- a delete).
    data             jsonb   NOT NULL,
    attributes       jsonb,
    geometry         jsonb,
    geom             geometry,
    object_id        bigint,
    PRIMARY KEY (txid, workspace_id, seq)
);
CREATE INDEX view_staged_rows_feature ON view_staged_rows (txid, workspace_id, feature_id, seq);
ALTER TABLE view_staged_rows OWNER TO geojournal_service;

ALTER TABLE view_transactions DROP COLUMN IF EXISTS first_position;
ALTER TABLE view_transactions DROP COLUMN IF EXISTS micros;

-- The owner of the layer views: it may read the current features and the staged rows and
-- nothing else, so what a login does through a view (SELECT … FOR UPDATE, LOCK TABLE, which act
-- on the view's tables with its owner's privileges) cannot lock a row or table a writer needs.
DO $$
BEGIN
    IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'geojournal_views') THEN
        CREATE ROLE geojournal_views NOLOGIN;
    END IF;
END
$$;
GRANT geojournal_views TO geojournal_service;
GRANT USAGE ON SCHEMA public TO geojournal_views;
GRANT SELECT ON features, view_staged_rows TO geojournal_views;
DO $$
DECLARE
    _s record;
BEGIN
    FOR _s IN SELECT nspname FROM pg_namespace WHERE nspname LIKE 'gj\_%' LOOP
        EXECUTE format('GRANT USAGE ON SCHEMA %I TO geojournal_views', _s.nspname);
    END LOOP;
END
$$;
