-- Whether the current transaction has staged rows for a workspace's layer views. The views read
-- their own transaction's staged rows only when it has some, so a plain read of a view is a plain
-- read of the current features. A query of the staged rows, not a setting: a STABLE function
-- answers from the calling statement's snapshot, so every branch of a view agrees within one
-- statement even while that statement's own rows are being staged (an UPDATE must not meet the
-- rows it stages). It reads the staged rows as the service role: logins may not.
CREATE OR REPLACE FUNCTION geojournal_view_staging(_workspace text)
RETURNS boolean LANGUAGE sql STABLE SECURITY DEFINER
SET search_path = public, pg_temp
AS $$
    SELECT EXISTS (SELECT FROM view_staged_rows s WHERE s.txid = txid_current_if_assigned() AND s.workspace_id = _workspace)
$$;
ALTER FUNCTION geojournal_view_staging(text) OWNER TO geojournal_service;
