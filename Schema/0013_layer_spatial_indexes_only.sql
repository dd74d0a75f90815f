-- GeoJournal 0013: a current feature enters one spatial index, its layer's.
--
-- Every layer already has a partial GiST index on exactly its view's geometry expression
-- (`geom::geometry(<type>, <srid>)` where workspace and layer are the layer's: see LayerView), so
-- QGIS and GDAL reading the view get an indexed box filter. The service's own box reads are
-- always of one layer, so they now filter on that same expression and use that index, and the
-- general index on `features.geom` went unused while every added or moved feature paid a second
-- GiST insert for it (about a sixth of PostgreSQL's work in an import of points).
DROP INDEX IF EXISTS features_geom;
