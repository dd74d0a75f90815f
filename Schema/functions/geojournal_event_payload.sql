-- An event's payload as readers see it (the feed, history, undo, rebuild, a deleted feature's
-- last state), from the event's key and stored columns: one row, `payload`.
--
-- An event of a feature written from its line's `stateless_from` on (Schema/0077) keeps no state:
-- its payload is derived from the versions —
--   featureCreated  {"attributes", "geometry", "objectId"} of the version it made
--   featureUpdated  {"changes": {field: {"old", "new"}}} for every field the version and the one
--                   before differ in, and "geometry" when the geometry differs
--   featureDeleted  {"attributes", "geometry", "objectId"} of the version it closed
-- with what the event keeps of its own (`geometryEdit`, `restores`) added. The version an event
-- made is found by its position (geojournal_version_made), the one before it by the position it
-- points at (`prev_from`, Schema/0083: a closed version of the line), else by its number
-- (geojournal_version_state: a version line's first version of a feature DEFAULT had, a row
-- written before the pointer, the version a delete closed). Any other event, and an event
-- written before (whose `data` holds its payload: "attributes" or "changes"), is its `data` with
-- the geometry it carries (`geom`, Schema/0050) put back as GeoJSON under "geometry".
--
-- A set-returning SQL function so that PostgreSQL inlines it into the reader's query, read as
--   FROM events e CROSS JOIN LATERAL geojournal_event_payload($1, e.position, e.feature_id, e.feature_version, e.type, e.data, e.geom) p
-- with the line `$1` a bound parameter (geojournal_version_state says why); `_type` is the
-- event's stored type (Schema/0081).
CREATE OR REPLACE FUNCTION geojournal_event_payload(_line text, _position bigint, _feature uuid, _version integer, _type event_type,
                                                    _data jsonb, _geom geometry)
RETURNS TABLE (payload jsonb) LANGUAGE sql STABLE PARALLEL SAFE AS $$
    SELECT CASE
        WHEN NOT k.stateless THEN
            CASE WHEN _geom IS NULL THEN _data
                 ELSE _data || jsonb_build_object('geometry', geojournal_geojson(_geom)::jsonb) END
        WHEN _type = 'featureUpdated' THEN
            jsonb_build_object('changes', coalesce(c.changes, '{}'))
            || CASE WHEN ST_AsEWKB(n.geom) IS DISTINCT FROM ST_AsEWKB(p.geom)
                    THEN jsonb_build_object('geometry', geojournal_geojson(n.geom)::jsonb) ELSE '{}' END
            || coalesce(_data, '{}')
        ELSE
            jsonb_build_object('attributes', n.attributes, 'geometry', geojournal_geojson(n.geom)::jsonb)
            || CASE WHEN n.object_id IS NULL THEN '{}' ELSE jsonb_build_object('objectId', n.object_id) END
            || coalesce(_data, '{}')
        END
    FROM (SELECT _feature IS NOT NULL AND _type IN ('featureCreated', 'featureUpdated', 'featureDeleted')
                 AND NOT coalesce(_data ? 'attributes' OR _data ? 'changes', false) AS stateless) k
    LEFT JOIN LATERAL (
        SELECT m.attributes, m.object_id, m.geom, m.prev_from FROM geojournal_version_made(_line, _feature, _position) m
        WHERE _type <> 'featureDeleted'
        UNION ALL
        SELECT d.attributes, d.object_id, d.geom, NULL FROM geojournal_version_state(_line, _feature, _version - 1) d
        WHERE _type = 'featureDeleted'
        LIMIT 1) n ON k.stateless
    LEFT JOIN LATERAL (
        SELECT v.attributes, v.geom FROM geojournal_version_made(_line, _feature, n.prev_from) v
        WHERE n.prev_from IS NOT NULL
        UNION ALL
        SELECT s.attributes, s.geom FROM geojournal_version_state(_line, _feature, _version - 1) s
        WHERE n.prev_from IS NULL
        LIMIT 1) p ON k.stateless AND _type = 'featureUpdated'
    LEFT JOIN LATERAL (
        SELECT jsonb_object_agg(a.k, jsonb_build_object('old', coalesce(p.attributes -> a.k, 'null'), 'new', a.v)) AS changes
        FROM jsonb_each(n.attributes) AS a(k, v)
        WHERE coalesce(p.attributes -> a.k, 'null') IS DISTINCT FROM a.v) c
        ON k.stateless AND _type = 'featureUpdated'
$$;
