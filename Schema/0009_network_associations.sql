-- GeoJournal 0009: connectivity associations and an edge table kept current with every operation.
--
-- An association connects two network features that do not touch (a device inside a cabinet, a
-- service line to a meter across the street). Adding and removing one are journaled edits
-- (`associationAdded` / `associationDeleted` events, layer = the network's name); this projection
-- holds every association with its validity in positions, so traces as of a past moment see the
-- associations of that moment.
CREATE TABLE network_associations (
    workspace_id  text   NOT NULL,
    network       text   NOT NULL,
    from_id       uuid   NOT NULL,
    from_terminal text   NOT NULL DEFAULT '',
    to_id         uuid   NOT NULL,
    to_terminal   text   NOT NULL DEFAULT '',
    valid_from    bigint NOT NULL,
    valid_to      bigint,
    PRIMARY KEY (workspace_id, network, from_id, from_terminal, to_id, to_terminal, valid_from)
);
-- At most one live row per association.
CREATE UNIQUE INDEX network_associations_live ON network_associations (workspace_id, network, from_id, from_terminal, to_id, to_terminal)
    WHERE valid_to IS NULL;

-- The network attribute the persisted edge table takes its costs from (NULL: geometric length);
-- the service keeps the table current with every operation using the same attribute.
ALTER TABLE network_edge_positions ADD COLUMN cost_attribute text;

ALTER TABLE network_associations OWNER TO geojournal_service;
GRANT SELECT ON network_associations TO geojournal_reader;
