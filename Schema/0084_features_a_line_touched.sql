-- GeoJournal 0084: which features a version's line touched is a table of its own.
--
-- A version's line shows DEFAULT's features at its base less the ones it touched, plus its own
-- (geojournal_line_state). "Touched by position P" was asked of `events_by_feature`, the (line,
-- feature) btree over every event, with a look at each event for its position. `line_touched`
-- holds one row per feature a version's line touched, with the position of its first event there:
-- one index-only look-up of its primary key, written by geojournal_write_batch with the line's
-- events (nothing for DEFAULT). A delete of a feature of DEFAULT the line had not touched makes no
-- version in the line: this row is the one record of it besides the event.
--
-- One pass over each version line's events (the primary key's range of each line); no row of
-- `events` is rewritten.
CREATE TABLE line_touched (
    line           text   NOT NULL REFERENCES workspaces(id),
    feature_id     uuid   NOT NULL,
    first_position bigint NOT NULL,
    PRIMARY KEY (line, feature_id) INCLUDE (first_position)
);
GRANT SELECT, INSERT, DELETE ON line_touched TO geojournal_service;
-- The layer views of a version read it as the service (Schema/0040's grant of events).
GRANT SELECT ON line_touched TO geojournal_views;

INSERT INTO line_touched (line, feature_id, first_position)
SELECT e.workspace_id, e.feature_id, min(e.position)
FROM workspaces w JOIN events e ON e.workspace_id = w.id
WHERE w.parent_id IS NOT NULL AND e.feature_id IS NOT NULL
GROUP BY e.workspace_id, e.feature_id;

-- The layer views of versions read the line's events (a feature the line touched): they are
-- dropped with their compiled checks, and `migrate` makes them again over `line_touched` after the
-- functions (Migrator.refreshLayerViews), as Schema/0081 did.
DO $$
DECLARE
    r record;
BEGIN
    FOR r IN SELECT DISTINCT n.nspname, v.relname
             FROM pg_depend d JOIN pg_rewrite w ON w.oid = d.objid JOIN pg_class v ON v.oid = w.ev_class
             JOIN pg_namespace n ON n.oid = v.relnamespace
             WHERE d.classid = 'pg_rewrite'::regclass AND d.refobjid = 'public.events'::regclass AND v.oid <> 'public.events'::regclass LOOP
        EXECUTE format('DROP VIEW %I.%I', r.nspname, r.relname);
    END LOOP;
    DELETE FROM layer_view_checks WHERE workspace_id IN (SELECT line FROM versions);
END
$$;

ANALYZE line_touched;
