-- The one as-of predicate: a row valid from position `_from` until `_to` (NULL: still valid) is
-- the one a reader at position `_at` sees. Every as-of read of feature versions, layer versions,
-- network versions and associations says it with this function (Sources/Journal/Read/LayerState
-- for features). A plain SQL expression that PostgreSQL inlines into the query, so the indexes on
-- `valid_from` and the partial indexes on `valid_to` serve it as if it were written out.
CREATE OR REPLACE FUNCTION geojournal_valid_at(_from bigint, _to bigint, _at bigint)
RETURNS boolean LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT _from <= _at AND (_to IS NULL OR _to > _at)
$$;
