-- GeoJournal 0020: editing through the layer views (QGIS, ogr2ogr, psql).
--
-- A layer's view gj_<workspace>."<layer>" takes INSERT, UPDATE and DELETE: an INSTEAD OF trigger
-- (Schema/functions/geojournal_view_edit.sql) turns each row into the event a /v1 edit would
-- write, with the same checks and messages, on the same chain of positions and hashes. All rows a
-- database transaction writes to one workspace are one operation, recorded when it commits
-- (geojournal_view_commit, a deferred trigger on view_transactions).
--
-- Who may do it: login roles created by `geojournal user create`, members of
-- geojournal_reader (read the views) and, for editors, geojournal_editor (write them). The
-- operation's actor is the login role's actor (view_actors). The trigger runs as the service
-- role, so editors need no privilege on the journal's tables.
DO $$
BEGIN
    IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'geojournal_editor') THEN
        CREATE ROLE geojournal_editor NOLOGIN;
    END IF;
END
$$;

-- What each layer's view checks, as GeoJournal compiles it from the layer's definition (the
-- domains, subtypes, defaults and field groups, with the texts of its messages); written with
-- the view.
CREATE TABLE layer_view_checks (
    workspace_id text  NOT NULL,
    layer        text  NOT NULL,
    checks       jsonb NOT NULL,
    PRIMARY KEY (workspace_id, layer)
);

-- The login roles that may write through the views, and the actor their operations record.
CREATE TABLE view_actors (
    role_name  text        PRIMARY KEY,
    actor      text        NOT NULL,
    role       text        NOT NULL CHECK (role IN ('viewer', 'editor')),
    created_at timestamptz NOT NULL DEFAULT now()
);

-- One row per database transaction and workspace that wrote through a view, while it is under
-- way: the operation its rows belong to. Deleted when the transaction commits.
CREATE TABLE view_transactions (
    txid           bigint NOT NULL,
    workspace_id   text   NOT NULL,
    operation_id   uuid   NOT NULL,
    actor          text   NOT NULL,
    first_position bigint NOT NULL,
    micros         bigint NOT NULL,
    PRIMARY KEY (txid, workspace_id)
);

ALTER TABLE layer_view_checks OWNER TO geojournal_service;
ALTER TABLE view_transactions OWNER TO geojournal_service;
GRANT SELECT ON view_actors TO geojournal_service;
