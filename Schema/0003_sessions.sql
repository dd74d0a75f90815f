-- GeoJournal 0003: editing sessions. A session is a name for a chain of operations; its undo and
-- redo stacks are not stored but folded from the operations that carry its id (kind, target), so
-- they are rebuilt from the journal like every other projection.
CREATE TABLE sessions (
    workspace_id text        NOT NULL,
    id           uuid        NOT NULL,
    actor        text        NOT NULL,
    title        text        NOT NULL DEFAULT '',
    created_at   timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (workspace_id, id)
);
CREATE INDEX operations_by_target ON operations (workspace_id, target_id) WHERE target_id IS NOT NULL;
GRANT SELECT, INSERT ON sessions TO geojournal_service;
