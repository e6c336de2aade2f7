-- Every node keeps the sessions it has read for a short while (platform/auth/session-cache.ts). Whatever
-- changes what a session lets in tells every node at commit, on the channel saathi_session_changed, so
-- no code path can forget to: a session row updated or deleted (sign-out, a password or second-factor
-- change, a revoke, suspension, expiry cleanup, a second factor given, a refresh) sends 's:' and its id;
-- a member's row whose sign-in facts change (role, email, name, verified email, phone, two-factor) sends
-- 'u:' and the member's id. A deleted member's sessions go by the cascade and are sent one by one.
-- Never the token. (saathi_session_ended, migration 0029, stays for the sockets.)
CREATE OR REPLACE FUNCTION "session_changed_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'session' THEN
    PERFORM pg_notify('saathi_session_changed', 's:' || OLD.id::text);
  ELSE
    PERFORM pg_notify('saathi_session_changed', 'u:' || OLD.id::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "session_changed_notify" AFTER UPDATE OR DELETE ON "session"
  FOR EACH ROW EXECUTE FUNCTION "session_changed_notify"();
--> statement-breakpoint
CREATE TRIGGER "session_changed_notify_user" AFTER UPDATE ON "user"
  FOR EACH ROW WHEN (
    OLD.role IS DISTINCT FROM NEW.role OR OLD.email IS DISTINCT FROM NEW.email
    OR OLD.name IS DISTINCT FROM NEW.name OR OLD.email_verified IS DISTINCT FROM NEW.email_verified
    OR OLD.phone_number IS DISTINCT FROM NEW.phone_number
    OR OLD.two_factor_enabled IS DISTINCT FROM NEW.two_factor_enabled)
  EXECUTE FUNCTION "session_changed_notify"();
