-- GeoJournal 0075: the current state of a feature in a line no longer carries its geometry as
-- GeoJSON.
--
-- geojournal_current_feature (Schema/functions) is what a layer view's edit and commit compare a
-- row with; they stage the geometry exactly as PostGIS holds it (the row's own `geom`), so the
-- GeoJSON it wrote for every looked-up feature was read by nobody. Its result loses that column,
-- which changes the function's signature: dropped here, made again from its file right after.
DROP FUNCTION IF EXISTS geojournal_current_feature(text, uuid);
