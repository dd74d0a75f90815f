-- GeoJournal 0012: the as-of index holds closed versions only.
--
-- A version that is still open is the feature's row in `features` (its position there is the
-- version's valid_from), so an as-of read of a box is the closed versions that were valid then
-- (this index) together with the current features that already existed then (the features' own
-- GiST index). A new version therefore costs no insert into this two-column GiST index, whose
-- choice of subtree (a penalty for every entry of every inner page it passes) was the largest
-- single cost of adding a feature; the version enters it once, when it is closed (an update
-- writes a new row version anyway). Imports and added features never pay for it.
DROP INDEX IF EXISTS feature_versions_asof;
CREATE INDEX feature_versions_asof ON feature_versions USING gist (geom, validity_line(valid_from, valid_to))
    WHERE valid_to IS NOT NULL;
