-- Erasure (issue 17, decision 021): audit_log stays append-only for everyone, except the one guarded
-- path of the erasure sweep, which re-keys an erased person's records to their pseudonym. That path
-- sets `saathi.erasure` to 'on' for its own transaction only (set_config(..., true)); even then a
-- row can be updated, never deleted, and its action, type, time and id cannot change.
CREATE OR REPLACE FUNCTION "audit_log_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND coalesce(current_setting('saathi.erasure', true), '') = 'on'
     AND NEW.id = OLD.id AND NEW.action = OLD.action AND NEW.target_type = OLD.target_type AND NEW.at = OLD.at THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only' USING ERRCODE = 'insufficient_privilege';
END $$;
