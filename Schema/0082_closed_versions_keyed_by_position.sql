-- GeoJournal 0082: a closed version is keyed by the position of the event that made it.
--
-- A closed version's `valid_from` is the position of the event that made it, and an event makes
-- at most one version: so (line, valid_from) is unique, and it is the primary key. It replaces two
-- keys: the unique (line, id, version) and the (line, layer, valid_from) btree. A feature's
-- versions are found by a plain (line, id) btree, which PostgreSQL deduplicates (one key and a
-- list of row pointers per feature). A version looked up by its number reads that feature's
-- closed versions and keeps the one with the number.
--
-- The storage probe measured each key on its 150,000 closed versions, inserted in the order the
-- service inserts them (the order they close in), bytes per closed version:
--   (line, id, version) unique  64      (line, valid_from)  42
--   (line, layer, valid_from)   52      (line, id)          28
-- So 116 -> 70 bytes per closed version. A range of positions (`verify`, a reader of an early
-- moment) is one range of the primary key, of every layer. A feature's history and a version's
-- state read the feature's versions by id. docs/storage.md has the whole table.
--
-- The index builds take time on a large journal: one pass over feature_versions for each key.
ALTER TABLE feature_versions DROP CONSTRAINT feature_versions_pkey;
DROP INDEX IF EXISTS feature_versions_by_layer;
ALTER TABLE feature_versions ADD CONSTRAINT feature_versions_pkey PRIMARY KEY (workspace_id, valid_from);
CREATE INDEX feature_versions_by_id ON feature_versions (workspace_id, id);
