-- GeoJournal 0016: a batch write lands only on the head it was decided from, position and hash.
--
-- The head check of geojournal_write_batch (0015) compared positions only. A long batch is
-- decided from the head the write before it will leave, while that write is still under way
-- (WorkspaceWriter). When that earlier write was decided again from a new start (it overtook
-- the write before it and failed its own check, or its group failed and was written operation by
-- operation) it could end at the same position with other events, so another hash: the later
-- batch passed the position check and chained its events to a hash that is not in the journal
-- (`geojournal verify` found the break at the later batch's first event).
--
-- The batch write is now the row write of 0015 (renamed geojournal_write_rows) followed by a
-- comparison of the hash the batch chained from with the stored hash of the event at its start
-- position. The row write's head check has already passed at that point, so the workspace row is
-- locked and the event at the start position is committed; a different hash fails the call as a
-- whole with the head check's SQLSTATE (GJ409), and the writer decides the batch again from the
-- head that is stored.
ALTER FUNCTION geojournal_write_batch(
    text, bigint, text, bigint[], uuid[], uuid[], integer[], text[], text[], text[], text[],
    uuid[], integer[], bigint[], uuid[], integer[], text[], text[], text[], text[], uuid[], bigint[], bigint[],
    boolean[], uuid[], bigint, text, boolean, boolean, uuid, bigint)
    RENAME TO geojournal_write_rows;

CREATE FUNCTION geojournal_write_batch(
    _workspace text, _micros bigint, _operations text,
    _positions bigint[], _operation_ids uuid[], _feature_ids uuid[], _feature_versions integer[],
    _event_layers text[], _types text[], _datas text[], _hashes text[],
    _close_ids uuid[], _close_versions integer[], _close_positions bigint[],
    _version_ids uuid[], _version_numbers integer[], _version_layers text[], _version_attributes text[],
    _version_geometries text[], _version_geoms text[], _version_operations uuid[], _version_from bigint[], _version_to bigint[],
    _version_fresh boolean[],
    _deleted uuid[], _head bigint, _head_hash text, _schema_changed boolean, _asynchronous boolean,
    _no_feature uuid, _start_position bigint, _start_hash text)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
    _stored text;
BEGIN
    PERFORM geojournal_write_rows(
        _workspace, _micros, _operations, _positions, _operation_ids, _feature_ids, _feature_versions,
        _event_layers, _types, _datas, _hashes, _close_ids, _close_versions, _close_positions,
        _version_ids, _version_numbers, _version_layers, _version_attributes, _version_geometries, _version_geoms,
        _version_operations, _version_from, _version_to, _version_fresh,
        _deleted, _head, _head_hash, _schema_changed, _asynchronous, _no_feature, _start_position);
    IF _start_position > 0 THEN
        SELECT encode(hash, 'hex') INTO _stored FROM events WHERE workspace_id = _workspace AND position = _start_position;
        IF _stored IS DISTINCT FROM _start_hash THEN
            RAISE EXCEPTION 'the head of workspace % is not the one the writer chained from', _workspace USING ERRCODE = 'GJ409';
        END IF;
    END IF;
END
$$;
