-- Every way a session ends deletes its row (sign-out, signing out other devices, a password, email or
-- second-factor change, a staff revoke or idle timeout, suspension, account deletion through the
-- cascade from "user", better-auth's cleanup of expired rows). Each deleted row tells every server
-- process, at commit, on the channel saathi_session_ended: each process closes that session's open
-- sockets (platform/realtime/session-watch.ts). The payload is the session's id, never its token.
CREATE OR REPLACE FUNCTION "session_ended_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('saathi_session_ended', OLD.id::text);
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER "session_ended_notify" AFTER DELETE ON "session"
  FOR EACH ROW EXECUTE FUNCTION "session_ended_notify"();
