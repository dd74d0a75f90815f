-- GeoJournal 0002: projections, maintained inline in the appending transaction and rebuildable
-- from the events alone. The service role owns them (it creates per-layer views and indexes).

-- Current layer definitions, and every version of each (as-of reads use the schema of their moment).
CREATE TABLE layers (
    workspace_id text    NOT NULL,
    name         text    NOT NULL,
    version      integer NOT NULL,
    definition   jsonb   NOT NULL,
    position     bigint  NOT NULL,
    PRIMARY KEY (workspace_id, name)
);

CREATE TABLE layer_versions (
    workspace_id text    NOT NULL,
    name         text    NOT NULL,
    version      integer NOT NULL,
    definition   jsonb   NOT NULL,
    valid_from   bigint  NOT NULL,
    valid_to     bigint,
    PRIMARY KEY (workspace_id, name, version)
);

-- Current features: one row per live feature.
CREATE TABLE features (
    workspace_id text        NOT NULL,
    id           uuid        NOT NULL,
    layer        text        NOT NULL,
    version      integer     NOT NULL,
    attributes   jsonb       NOT NULL,
    geometry     jsonb,
    geom         geometry,
    position     bigint      NOT NULL,
    updated_at   timestamptz NOT NULL,
    PRIMARY KEY (workspace_id, id)
);
CREATE INDEX features_by_layer ON features (workspace_id, layer, id);
CREATE INDEX features_geom ON features USING gist (geom);

-- Every version of every feature with its validity in positions [valid_from, valid_to) and in
-- time; valid_to is null while the version is current. A delete closes the last version.
CREATE TABLE feature_versions (
    workspace_id    text        NOT NULL,
    id              uuid        NOT NULL,
    version         integer     NOT NULL,
    layer           text        NOT NULL,
    attributes      jsonb       NOT NULL,
    geometry        jsonb,
    geom            geometry,
    operation_id    uuid        NOT NULL,
    valid_from      bigint      NOT NULL,
    valid_to        bigint,
    valid_from_time timestamptz NOT NULL,
    valid_to_time   timestamptz,
    PRIMARY KEY (workspace_id, id, version)
);
CREATE INDEX feature_versions_open ON feature_versions (workspace_id, id) WHERE valid_to IS NULL;
CREATE INDEX feature_versions_by_layer ON feature_versions (workspace_id, layer, valid_from);
CREATE INDEX feature_versions_asof ON feature_versions
    USING gist (geom, int8range(valid_from, valid_to));

ALTER TABLE layers OWNER TO geojournal_service;
ALTER TABLE layer_versions OWNER TO geojournal_service;
ALTER TABLE features OWNER TO geojournal_service;
ALTER TABLE feature_versions OWNER TO geojournal_service;

-- Per-layer partial indexes live beside the features table.
GRANT CREATE, USAGE ON SCHEMA public TO geojournal_service;
