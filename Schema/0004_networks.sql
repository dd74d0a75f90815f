-- GeoJournal 0004: utility networks. Definitions are journaled (`networkDefined` events of `schema`
-- operations) and projected here like layer definitions; the graph itself lives in memory and is
-- persisted on demand as a pgRouting-compatible edge table with the position it reflects.
DO $$
BEGIN
    IF EXISTS (SELECT FROM pg_available_extensions WHERE name = 'pgrouting') THEN
        CREATE EXTENSION IF NOT EXISTS pgrouting CASCADE;
    END IF;
END
$$;

CREATE TABLE networks (
    workspace_id text    NOT NULL,
    name         text    NOT NULL,
    version      integer NOT NULL,
    definition   jsonb   NOT NULL,
    position     bigint  NOT NULL,
    PRIMARY KEY (workspace_id, name)
);

CREATE TABLE network_versions (
    workspace_id text    NOT NULL,
    name         text    NOT NULL,
    version      integer NOT NULL,
    definition   jsonb   NOT NULL,
    valid_from   bigint  NOT NULL,
    valid_to     bigint,
    PRIMARY KEY (workspace_id, name, version)
);

-- The graph of a network as pgRouting reads it (`id, source, target, cost, reverse_cost`), plus
-- the feature and layer each element belongs to and the fraction range of the line it covers.
CREATE TABLE network_edges (
    workspace_id  text    NOT NULL,
    network       text    NOT NULL,
    id            bigint  NOT NULL,
    source        bigint  NOT NULL,
    target        bigint  NOT NULL,
    cost          float8  NOT NULL,
    reverse_cost  float8  NOT NULL,
    feature_id    uuid    NOT NULL,
    layer         text    NOT NULL,
    PRIMARY KEY (workspace_id, network, id)
);
CREATE INDEX network_edges_by_feature ON network_edges (workspace_id, network, feature_id);

-- The journal position the persisted edge table of each network reflects.
CREATE TABLE network_edge_positions (
    workspace_id text        NOT NULL,
    network      text        NOT NULL,
    position     bigint      NOT NULL,
    edges        bigint      NOT NULL,
    refreshed_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (workspace_id, network)
);

ALTER TABLE networks OWNER TO geojournal_service;
ALTER TABLE network_versions OWNER TO geojournal_service;
ALTER TABLE network_edges OWNER TO geojournal_service;
ALTER TABLE network_edge_positions OWNER TO geojournal_service;
GRANT SELECT ON networks, network_versions, network_edges, network_edge_positions TO geojournal_reader;
