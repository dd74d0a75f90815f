-- GeoJournal 0030: public workspaces.
--
-- A workspace whose public_read is true may be read by anyone, without a token: the service then
-- answers every read of it (the /v1 reads, history, as-of, diffs, the change feed, OGC items,
-- FeatureServer queries and metadata, UtilityNetworkServer traces, the console) as a viewer whose
-- actor is "anonymous". Writes, admin routes and every other workspace still need a token.
-- Private stays the default; an admin changes it (PATCH /v1/workspaces/{ws} {"public": true} or
-- `geojournal workspace public <ws>`). The flag is not part of the journal: it says who may read,
-- not what happened, so changing it appends no operation and moves no position.

ALTER TABLE workspaces ADD COLUMN public_read boolean NOT NULL DEFAULT false;
