-- GeoJournal 0080: a line's rows at a position take whether the reader reads a box.
--
-- geojournal_line_rows and geojournal_line_state get a last argument, `_spatial`: the validity of
-- a closed version is written as the condition of the layer's GiST (its validity line) only for a
-- reader with a condition on the geometry. PostGIS estimates that condition far too low (a line's
-- density, not an interval holding a position), and a reader without a box then read the GiST and
-- sorted: Schema/functions/geojournal_line_rows.sql has the numbers. New signatures: the old ones
-- go first.
DROP FUNCTION IF EXISTS geojournal_line_state(text, text, bigint, bigint);
DROP FUNCTION IF EXISTS geojournal_line_rows(text, bigint);
