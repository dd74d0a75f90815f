-- GeoJournal 0019: every feature has an OBJECTID, the integer id GeoServices clients (ArcGIS
-- apps, GDAL, QGIS, esridump) address features by.
--
-- A feature's OBJECTID is the position of the event that created it (its version 1): unique in
-- its workspace and so in its layer, never reused, and known to the writer when it decides the
-- batch (positions land only on the head a batch was decided from). Created events record it as
-- `"objectId"` in their data, delete events carry it with the last state, and an undo that
-- restores a deleted feature gives it back its OBJECTID, so a rebuild or a replay gives every
-- feature the same id again. Events written before this migration have no `"objectId"`: replay
-- takes the rule itself (the position of version 1), as the fill below does.
ALTER TABLE features ADD COLUMN object_id bigint;
ALTER TABLE feature_versions ADD COLUMN object_id bigint;

UPDATE features f SET object_id = (
    SELECT e.position FROM events e WHERE e.workspace_id = f.workspace_id AND e.feature_id = f.id AND e.feature_version = 1);
UPDATE feature_versions f SET object_id = (
    SELECT e.position FROM events e WHERE e.workspace_id = f.workspace_id AND e.feature_id = f.id AND e.feature_version = 1);

ALTER TABLE features ALTER COLUMN object_id SET NOT NULL;
ALTER TABLE feature_versions ALTER COLUMN object_id SET NOT NULL;

-- `query?objectIds=...` (QGIS reads a layer 100 ids at a time) and `where OBJECTID > n`.
CREATE INDEX features_by_object_id ON features (workspace_id, layer, object_id);

CREATE OR REPLACE VIEW all_feature_versions AS
    SELECT workspace_id, id, version, layer, attributes, geometry, geom, operation_id,
           valid_from, valid_to, valid_from_time, valid_to_time, object_id
    FROM feature_versions
    UNION ALL
    SELECT f.workspace_id, f.id, f.version, f.layer, f.attributes, f.geometry, f.geom,
           (SELECT e.operation_id FROM events e
            WHERE e.workspace_id = f.workspace_id AND e.position = f.position AND e.feature_id = f.id AND e.feature_version = f.version),
           f.position, NULL::bigint, f.updated_at, NULL::timestamptz, f.object_id
    FROM features f;

-- geojournal_write_batch takes the OBJECTIDs of the versions it writes (Schema/functions).
DROP FUNCTION IF EXISTS geojournal_write_batch(
    text, bigint, text, bigint[], uuid[], uuid[], integer[], text[], text[], text[], text[], uuid[], integer[], bigint[],
    uuid[], integer[], text[], text[], text[], text[], uuid[], bigint[], bigint[], boolean[], uuid[], bigint, text, boolean, boolean,
    uuid, bigint, text);
