-- Whether the current transaction staged rows for a workspace's views (then they overlay the
-- current features). STABLE: it answers from the calling statement's snapshot, so an UPDATE never
-- meets the rows it stages itself. Run as the service role: logins may not read staged rows.
CREATE OR REPLACE FUNCTION geojournal_view_staging(_workspace text)
RETURNS boolean LANGUAGE sql STABLE SECURITY DEFINER
SET search_path = public, pg_temp
AS $$
    SELECT EXISTS (SELECT FROM view_staged_rows s WHERE s.txid = txid_current_if_assigned() AND s.workspace_id = _workspace)
$$;
ALTER FUNCTION geojournal_view_staging(text) OWNER TO geojournal_service;
