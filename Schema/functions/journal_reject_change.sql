-- Append-only: no role, not even the owner, may rewrite or remove journal rows (the
-- triggers on events and operations, Schema/0001).
CREATE OR REPLACE FUNCTION journal_reject_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION 'the journal is append-only: % on % is not allowed', TG_OP, TG_TABLE_NAME
        USING ERRCODE = 'insufficient_privilege';
END
$$;
