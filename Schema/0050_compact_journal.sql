-- GeoJournal 0050: each version's state in one place; the database hashes every event.
--
-- Until now a version's geometry was stored three times and its attributes twice: as GeoJSON in
-- the event's `data` (a created feature's whole state, a moved feature's new geometry, a deleted
-- feature's last state), as a GeoJSON document in the version's row (`features.geometry`,
-- `feature_versions.geometry`) and as PostGIS `geom` beside it. Now:
--
-- - a version's geometry is its `geom` alone: the GeoJSON of an answer is derived from it
--   (geojournal_geojson, shortest round-trip numbers), and the GeoJSON columns go;
-- - an event carries what changed, its geometry as PostGIS holds it (`events.geom`: a created
--   feature's geometry, a moved feature's new one, a deleted feature's last one) and the rest of
--   its payload in `data` without a GeoJSON copy. A reader sees the payload as before
--   (geojournal_event_data puts the geometry back as GeoJSON);
-- - the hash of every event is computed by geojournal_write_batch, for every writer (the service
--   and a COMMIT through the layer views alike), over the values as stored: the canonical bytes
--   are the event's lines (workspace, position, operation, feature, version, layer, type,
--   microseconds), the payload as PostgreSQL writes `data::text`, a newline, and the geometry's
--   EWKB (geojournal_event_bytes). `verify` reads the same text and bytes and re-serialises
--   nothing.
--
-- Events written before this migration keep the bytes their hashes were computed over (their
-- `data` still holds GeoJSON, and their canonical form is the first one: the payload with members
-- sorted by name, EventHash in Swift). `workspaces.canonical_from` is the first position of a line
-- written in the second form; verify uses the first form below it. Nothing is rewritten: the
-- migration is a handful of catalogue changes, whatever the journal's size.

ALTER TABLE workspaces ADD COLUMN canonical_from bigint NOT NULL DEFAULT 1;
UPDATE workspaces SET canonical_from = head_position + 1;

ALTER TABLE events ADD COLUMN geom geometry;

-- The views over versions are made again without the GeoJSON column (with it derived).
DROP VIEW all_feature_versions;
ALTER TABLE features DROP COLUMN geometry;
ALTER TABLE feature_versions DROP COLUMN geometry;

ALTER TYPE geojournal_event_row ADD ATTRIBUTE geom bytea;
ALTER TYPE geojournal_version_row DROP ATTRIBUTE geometry;

-- The write now answers the head's hash (a new return type).
DROP FUNCTION IF EXISTS geojournal_write_batch(text, bigint, bytea, bigint, geojournal_operation_row[], geojournal_event_row[],
    geojournal_version_row[], geojournal_superseded_row[], uuid[]);
-- The first canonical form in SQL served the layer views' commits only (geojournal_canonical_json
-- stays: the checks' messages write values with it, as /v1's do).
DROP FUNCTION IF EXISTS geojournal_event_canonical(text, bigint, uuid, uuid, integer, text, text, bigint, text);

-- A geometry as GeoJSON, numbers in their shortest form that reads back as the same double (the
-- function is restated in Schema/functions, as every function is).
CREATE OR REPLACE FUNCTION geojournal_geojson(_geom geometry) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT ST_AsGeoJSON(_geom, 20, 0) $$;

CREATE VIEW all_feature_versions AS
    SELECT workspace_id, id, version, layer, attributes, geojournal_geojson(geom) AS geometry, geom, operation_id,
           valid_from, valid_to, valid_from_time, valid_to_time, object_id
    FROM feature_versions
    UNION ALL
    SELECT f.workspace_id, f.id, f.version, f.layer, f.attributes, geojournal_geojson(f.geom), f.geom,
           (SELECT e.operation_id FROM events e
            WHERE e.workspace_id = f.workspace_id AND e.position = f.position AND e.feature_id = f.id AND e.feature_version = f.version),
           f.position, NULL::bigint, f.updated_at, NULL::timestamptz, f.object_id
    FROM features f;
ALTER VIEW all_feature_versions OWNER TO geojournal_service;
