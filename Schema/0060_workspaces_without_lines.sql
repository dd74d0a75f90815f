-- GeoJournal 0060: the workspaces, found without reading their versions' lines.
--
-- Every version's line is a row of `workspaces` (Schema/0040), and a workspace may hold a million
-- versions. What asks for the workspaces themselves (GET /v1/workspaces, who may read what, a
-- replica's sample of the heads it has replayed) reads the rows without a parent through this
-- index, in time that does not grow with the versions.

CREATE INDEX workspaces_defaults ON workspaces (id) WHERE parent_id IS NULL;
