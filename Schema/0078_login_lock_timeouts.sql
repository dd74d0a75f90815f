-- GeoJournal 0078: no login of the layer views can leave a lock request queued on a view for long.
--
-- A login of `geojournal user create` (QGIS, ogr2ogr, psql) may ask for a lock on a view that
-- another login's open read holds (`LOCK TABLE … IN ACCESS EXCLUSIVE MODE` behind a viewer's
-- SELECT). PostgreSQL queues every later request on that view behind the waiting one, so without a
-- bound every other login's read and edit of the layer waited until the first reader's
-- transaction ended. Each login role now carries
--   lock_timeout = 5s                            (a lock not granted in 5 s is refused: SQLSTATE
--                                                 55P03, "canceling statement due to lock timeout",
--                                                 and the queue behind it moves on)
--   idle_in_transaction_session_timeout = 30min  (a transaction left open and idle is ended, with
--                                                 its session: its snapshot and locks go with it)
-- as `geojournal user create` sets them from now on (DatabaseUsers). The service's own work at a
-- login's COMMIT (geojournal_view_commit) keeps waiting for the workspace's writers as every writer
-- does: the function sets its own lock_timeout.
DO $$
DECLARE
    _role text;
BEGIN
    FOR _role IN SELECT a.role_name FROM view_actors a JOIN pg_roles r ON r.rolname = a.role_name ORDER BY a.role_name LOOP
        EXECUTE format('ALTER ROLE %I SET lock_timeout = %L', _role, '5s');
        EXECUTE format('ALTER ROLE %I SET idle_in_transaction_session_timeout = %L', _role, '30min');
    END LOOP;
END $$;
