-- GeoJournal 0018: each layer's feature count and extent, kept by the projection.
--
-- The OGC collection document, the layer list and other metadata read a layer's extent and count
-- from here instead of scanning its features (ST_Extent and count(*) took about 60 ms at 100,000
-- features, and GDAL and QGIS ask for the collection whenever they open a layer). The batch write
-- (Schema/functions/geojournal_write_batch.sql) keeps the row current in the same transaction as
-- the features: it adds the features it creates and subtracts those it deletes, and grows the
-- extent by the boxes of the geometries it writes. An extent cannot shrink by arithmetic: when a
-- feature whose box touches the extent's edge is deleted or moved, the write marks the extent
-- inexact (`extent_exact` false) and the next reader computes it afresh and stores it, unless a
-- write changed the row meanwhile (`generation`). The extent is ST_Extent's box of the current
-- geometries, in the layer's spatial reference; NULL while the layer has no features.
CREATE TABLE layer_stats (
    workspace_id  text    NOT NULL,
    layer         text    NOT NULL,
    feature_count bigint  NOT NULL DEFAULT 0,
    min_x         float8,
    min_y         float8,
    max_x         float8,
    max_y         float8,
    extent_exact  boolean NOT NULL DEFAULT true,
    generation    bigint  NOT NULL DEFAULT 0,
    PRIMARY KEY (workspace_id, layer)
);
ALTER TABLE layer_stats OWNER TO geojournal_service;
GRANT SELECT ON layer_stats TO geojournal_reader;

INSERT INTO layer_stats (workspace_id, layer, feature_count, min_x, min_y, max_x, max_y)
SELECT workspace_id, layer, n, ST_XMin(box), ST_YMin(box), ST_XMax(box), ST_YMax(box)
FROM (SELECT workspace_id, layer, count(*) AS n, ST_Extent(geom) AS box FROM features GROUP BY workspace_id, layer) f;

INSERT INTO layer_stats (workspace_id, layer)
SELECT workspace_id, name FROM layers
ON CONFLICT (workspace_id, layer) DO NOTHING;
