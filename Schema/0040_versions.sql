-- GeoJournal 0040: versions (branch versioning).
--
-- A version is a named line of operations of one workspace that starts from DEFAULT (the
-- workspace's own line) at a position, its base. Its line is a row of `workspaces` whose id is the
-- line's key, `<workspace>~<n>` (n from versions_line_number), with the workspace as its parent:
-- the line has a head of its own, its own positions from 1 and its own hash chain, and its
-- operations and events are rows of `operations` and `events` under the key, written through the
-- one write path (geojournal_write_batch) under the line's own row lock, so a version's writers
-- never wait for DEFAULT's. Creating a version copies nothing: one row here and one there.
--
-- Its current features (`features` under the key) are the features the version changed; the rest
-- of what the version shows is DEFAULT at its base (Sources/Journal/Read/LayerState.swift joins
-- the two). A line gets its partitions of the projections when its first edit is written
-- (geojournal_write_batch), not when it is created: a version nobody edits costs no table. (A
-- DEFAULT partition for every line would be simpler and is wrong: attaching a workspace's
-- partition then takes an ACCESS EXCLUSIVE lock on it, which waits for any open transaction that
-- read the projections, and every writer queues behind it.)
--
-- The base moves by a `versionRebased` event of the line (reconcile, post): the base in effect at
-- a line position is the last such event at or before it, else the base the version was created
-- with (geojournal_version_base).

ALTER TABLE workspaces ADD COLUMN parent_id text REFERENCES workspaces(id), ADD COLUMN line_number bigint;
ALTER TABLE workspaces DROP CONSTRAINT workspaces_id_check;
ALTER TABLE workspaces ADD CONSTRAINT workspaces_id_check CHECK (
    (parent_id IS NULL AND line_number IS NULL AND id ~ '^[a-z0-9_-]{1,63}$')
    OR (parent_id IS NOT NULL AND line_number IS NOT NULL AND id = parent_id || '~' || line_number));
CREATE INDEX workspaces_parent ON workspaces (parent_id) WHERE parent_id IS NOT NULL;

CREATE SEQUENCE versions_line_number AS bigint MINVALUE 1;
GRANT USAGE ON SEQUENCE versions_line_number TO geojournal_service;

ALTER TABLE operations DROP CONSTRAINT operations_kind_check;
ALTER TABLE operations ADD CONSTRAINT operations_kind_check
    CHECK (kind IN ('edit', 'undo', 'redo', 'import', 'schema', 'reconcile', 'post'));


-- Where a line's base moved (the as-of base of a version at a line position).
CREATE INDEX events_rebased ON events (workspace_id, position) WHERE type = 'versionRebased';

CREATE TABLE versions (
    -- the line's key: its row in workspaces
    line            text        PRIMARY KEY REFERENCES workspaces(id),
    workspace_id    text        NOT NULL REFERENCES workspaces(id),
    -- the id ArcGIS clients use (versionGuid)
    guid            uuid        NOT NULL UNIQUE,
    -- "owner.name", Esri's rules: at most 62 characters, none of . ; ' " in the name part
    name            text        NOT NULL CHECK (char_length(name) <= 62 AND name ~ '^[^.;''"]+\.[^.;''"]+$'),
    owner           text        NOT NULL,
    access          text        NOT NULL CHECK (access IN ('private', 'protected', 'public')),
    description     text        NOT NULL DEFAULT '',
    -- DEFAULT's position the version starts from when created
    created_base    bigint      NOT NULL,
    created_at      timestamptz NOT NULL DEFAULT now(),
    modified_at     timestamptz NOT NULL DEFAULT now(),
    -- deleting hides the version; its operations stay in the journal
    deleted_at      timestamptz,
    -- the schema of its layer views (gj_<workspace>__<name>), for QGIS and psql
    view_schema     text        UNIQUE
);
CREATE UNIQUE INDEX versions_name ON versions (workspace_id, lower(name)) WHERE deleted_at IS NULL;
CREATE INDEX versions_workspace ON versions (workspace_id, created_at) WHERE deleted_at IS NULL;
GRANT SELECT, INSERT, UPDATE ON versions TO geojournal_service;

-- Who reads or edits a version now (ArcGIS startReading/startEditing): one editing session per
-- version; a lock left by a dead client expires.
CREATE TABLE version_locks (
    line            text        NOT NULL REFERENCES workspaces(id),
    session_id      uuid        NOT NULL,
    editing         boolean     NOT NULL,
    actor           text        NOT NULL,
    expires_at      timestamptz NOT NULL,
    PRIMARY KEY (line, session_id)
);
CREATE UNIQUE INDEX version_locks_editor ON version_locks (line) WHERE editing;
GRANT SELECT, INSERT, UPDATE, DELETE ON version_locks TO geojournal_service;

-- Notes on the conflicts a reconcile recorded (the conflicts themselves are in its event).
CREATE TABLE version_conflict_notes (
    line            text        NOT NULL REFERENCES workspaces(id),
    rebase_position bigint      NOT NULL,
    feature_id      uuid        NOT NULL,
    inspected       boolean     NOT NULL DEFAULT true,
    note            text        NOT NULL DEFAULT '',
    PRIMARY KEY (line, rebase_position, feature_id)
);
GRANT SELECT, INSERT, UPDATE, DELETE ON version_conflict_notes TO geojournal_service;

-- The layer views of a version read these as the service (their owner, geojournal_views, may read
-- the projections only).
GRANT SELECT ON versions, events, feature_versions TO geojournal_views;
