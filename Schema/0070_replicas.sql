-- GeoJournal 0070: offline replicas (GeoServices createReplica / synchronizeReplica).
--
-- A replica is a named, owned extract of some layers of a line (DEFAULT, or a version's line) at
-- a position: its server generation. What changed since is read from the journal between two
-- positions; nothing of the replica's data is stored here (a replica's file is the journal read as
-- of its generation, streamed when it is downloaded).
--
-- The edits a replica uploads are journal operations like any other (their metadata names the
-- replica, its generation and the upload). An upload over a server change since the replica's
-- generation is refused per feature and kept in a version of its own (replica_versions), whose
-- base is that generation, so reconcile shows ancestor, DEFAULT and the crew's state.

-- The registered replicas. Mutable (generations, last sync, unregistering); their history is
-- replica_log.
CREATE TABLE replicas (
    id              uuid        PRIMARY KEY,
    workspace_id    text        NOT NULL REFERENCES workspaces(id),
    -- the line it syncs with: the workspace (DEFAULT) or a version's line
    line            text        NOT NULL REFERENCES workspaces(id),
    name            text        NOT NULL CHECK (char_length(name) BETWEEN 1 AND 255),
    owner           text        NOT NULL,
    -- what was asked: layers, layer queries, geometry, replicaSR, syncModel, syncDirection, ...
    definition      jsonb       NOT NULL,
    -- a replica of a past moment: read-only, its generation never moves
    read_only       boolean     NOT NULL DEFAULT false,
    created_gen     bigint      NOT NULL,
    -- the last generation given to it (perReplica) and each layer's (perLayer), positions of `line`
    server_gen      bigint      NOT NULL,
    layer_gens      jsonb       NOT NULL DEFAULT '{}',
    created_at      timestamptz NOT NULL DEFAULT now(),
    last_sync_at    timestamptz,
    syncs           bigint      NOT NULL DEFAULT 0,
    -- the sync running now (one at a time per replica, in every process), until when it may hold it
    sync_lease      uuid,
    sync_lease_until timestamptz,
    unregistered_at timestamptz,
    unregistered_by text
);
CREATE INDEX replicas_workspace ON replicas (workspace_id, created_at) WHERE unregistered_at IS NULL;
GRANT SELECT, INSERT, UPDATE ON replicas TO geojournal_service;

-- What happened to each replica, append-only: created, synchronized (who, when, which
-- generations, what the upload did and which operations it wrote), unregistered.
CREATE TABLE replica_log (
    id              bigserial   PRIMARY KEY,
    replica_id      uuid        NOT NULL,
    workspace_id    text        NOT NULL,
    kind            text        NOT NULL CHECK (kind IN ('created', 'synchronized', 'unregistered')),
    actor           text        NOT NULL,
    recorded_at     timestamptz NOT NULL DEFAULT now(),
    from_gen        bigint,
    to_gen          bigint,
    detail          jsonb       NOT NULL DEFAULT '{}'
);
CREATE INDEX replica_log_replica ON replica_log (replica_id, id);
CREATE INDEX replica_log_workspace ON replica_log (workspace_id, id);
CREATE TRIGGER replica_log_append_only BEFORE UPDATE OR DELETE ON replica_log
    FOR EACH ROW EXECUTE FUNCTION journal_reject_change();
CREATE TRIGGER replica_log_no_truncate BEFORE TRUNCATE ON replica_log
    FOR EACH STATEMENT EXECUTE FUNCTION journal_reject_change();
GRANT SELECT, INSERT ON replica_log TO geojournal_service;
GRANT USAGE ON SEQUENCE replica_log_id_seq TO geojournal_service;

-- One row per distinct upload of a replica (the SHA-256 of its generation and edits): the plan
-- decided before anything was written, then the answer. A retry of the same upload (after a lost
-- answer, or a crash between its writes) follows the same plan with the same idempotency keys, so
-- nothing is written twice.
CREATE TABLE replica_uploads (
    replica_id      uuid        NOT NULL,
    fingerprint     bytea       NOT NULL,
    server_gen      bigint      NOT NULL,
    plan            jsonb       NOT NULL,
    answer          jsonb,
    created_at      timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (replica_id, fingerprint)
);
GRANT SELECT, INSERT, UPDATE ON replica_uploads TO geojournal_service;

-- The version of each feature a replica's own upload made (its own change is not a server change
-- to be checked against, nor one to send back to it).
CREATE TABLE replica_features (
    replica_id      uuid        NOT NULL,
    feature_id      uuid        NOT NULL,
    -- the version it made (for a delete: the delete's version), and where
    version         integer     NOT NULL,
    deleted         boolean     NOT NULL,
    position        bigint      NOT NULL,
    PRIMARY KEY (replica_id, feature_id)
);
GRANT SELECT, INSERT, UPDATE, DELETE ON replica_features TO geojournal_service;

-- The versions a replica's refused uploads are kept in: one per generation they were made from
-- (its base), so the three states of a conflict are exactly the ancestor the crew edited, DEFAULT
-- now, and the crew's.
CREATE TABLE replica_versions (
    replica_id      uuid        NOT NULL,
    line            text        NOT NULL REFERENCES workspaces(id),
    base            bigint      NOT NULL,
    created_at      timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (replica_id, line)
);
GRANT SELECT, INSERT ON replica_versions TO geojournal_service;
