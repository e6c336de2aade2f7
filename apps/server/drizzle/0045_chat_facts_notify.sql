-- What a chat send checks is kept per server process (modules/chat/chat-facts-cache.ts): who may
-- message whom (privacy, "who may message me", follows, blocks), the sender as the write check sees
-- them (account age, posting mute, language, role), whether the receiver has an unread message
-- notification from the sender, whether the receiver muted the sender, and whether the receiver has a
-- push subscription. Every change to one of those facts tells every process, at commit, on the channel
-- saathi_chat_facts, whichever code path made it; the payload is the member ids concerned (never a
-- text), and each process drops what it keeps about them. Rows of notifications are watched only when a
-- message notification is read or deleted (the one kind a send reads), profiles only when a column
-- a send reads changes, so presence and other busy updates send nothing, and messages only when one is
-- deleted or its time or text changes (never by a send: each node hears new messages on the realtime bus).
-- The channel makes each node drop what it keeps; it does not make a kept fact safe to use (a change may
-- commit a moment before its notification is heard). So each change is also appended to
-- chat_facts_changes (the member as a hash, never the id: the erasure walk finds no one here) with its
-- transaction id, and a send's INSERT stores a message only when no change about its two members is
-- invisible to the snapshot its facts were read in: exactly the safety of reading them in the send itself.
-- Rows older than ten minutes are pruned (the chat module's job); kept facts are read again sooner.
CREATE TABLE "chat_facts_changes" (
  "member" integer NOT NULL,
  "xid" xid8 NOT NULL DEFAULT pg_current_xact_id(),
  "at" timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX "chat_facts_changes_member_idx" ON "chat_facts_changes" ("member");
--> statement-breakpoint
CREATE INDEX "chat_facts_changes_at_idx" ON "chat_facts_changes" ("at");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "chat_facts_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
  members uuid[];
BEGIN
  IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
  IF TG_TABLE_NAME = 'follows' THEN members := ARRAY[r.follower_id, r.following_id];
  ELSIF TG_TABLE_NAME = 'blocks' THEN members := ARRAY[r.blocker_id, r.blocked_id];
  ELSIF TG_TABLE_NAME = 'mutes' THEN members := ARRAY[r.muter_id, r.muted_id];
  ELSIF TG_TABLE_NAME = 'chat_messages' THEN members := ARRAY[r.sender_id, r.receiver_id];
  ELSIF TG_TABLE_NAME = 'user' THEN members := ARRAY[r.id];
  ELSE members := ARRAY[r.user_id];
  END IF;
  INSERT INTO chat_facts_changes ("member") SELECT hashtext(m::text) FROM unnest(members) m;
  PERFORM pg_notify('saathi_chat_facts', array_to_string(members, ','));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "chat_facts_follows" AFTER INSERT OR UPDATE OR DELETE ON "follows"
  FOR EACH ROW EXECUTE FUNCTION "chat_facts_notify"();
--> statement-breakpoint
CREATE TRIGGER "chat_facts_blocks" AFTER INSERT OR UPDATE OR DELETE ON "blocks"
  FOR EACH ROW EXECUTE FUNCTION "chat_facts_notify"();
--> statement-breakpoint
CREATE TRIGGER "chat_facts_mutes" AFTER INSERT OR UPDATE OR DELETE ON "mutes"
  FOR EACH ROW EXECUTE FUNCTION "chat_facts_notify"();
--> statement-breakpoint
CREATE TRIGGER "chat_facts_push" AFTER INSERT OR UPDATE OR DELETE ON "push_subscriptions"
  FOR EACH ROW EXECUTE FUNCTION "chat_facts_notify"();
--> statement-breakpoint
CREATE TRIGGER "chat_facts_profiles" AFTER UPDATE ON "user_profiles"
  FOR EACH ROW WHEN (
    OLD.is_private IS DISTINCT FROM NEW.is_private OR OLD.who_may_message IS DISTINCT FROM NEW.who_may_message
    OR OLD.posting_muted_until IS DISTINCT FROM NEW.posting_muted_until OR OLD.locale IS DISTINCT FROM NEW.locale
    OR OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.display_name IS DISTINCT FROM NEW.display_name
    OR OLD.username IS DISTINCT FROM NEW.username OR OLD.first_name IS DISTINCT FROM NEW.first_name
    OR OLD.last_name IS DISTINCT FROM NEW.last_name OR OLD.is_hide_name IS DISTINCT FROM NEW.is_hide_name
    OR OLD.avatar_url IS DISTINCT FROM NEW.avatar_url)
  EXECUTE FUNCTION "chat_facts_notify"();
--> statement-breakpoint
CREATE TRIGGER "chat_facts_profiles_gone" AFTER DELETE ON "user_profiles"
  FOR EACH ROW EXECUTE FUNCTION "chat_facts_notify"();
--> statement-breakpoint
CREATE TRIGGER "chat_facts_user" AFTER UPDATE OF "role" OR DELETE ON "user"
  FOR EACH ROW EXECUTE FUNCTION "chat_facts_notify"();
--> statement-breakpoint
CREATE TRIGGER "chat_facts_notifications_read" AFTER UPDATE ON "notifications"
  FOR EACH ROW WHEN (OLD.type = 'message' AND OLD.is_read = false AND NEW.is_read IS DISTINCT FROM OLD.is_read)
  EXECUTE FUNCTION "chat_facts_notify"();
--> statement-breakpoint
CREATE TRIGGER "chat_facts_notifications_gone" AFTER DELETE ON "notifications"
  FOR EACH ROW WHEN (OLD.type = 'message' AND OLD.is_read = false)
  EXECUTE FUNCTION "chat_facts_notify"();
--> statement-breakpoint
CREATE TRIGGER "chat_facts_messages" AFTER UPDATE OF "sent_at", "message", "sender_id", "receiver_id" OR DELETE
  ON "chat_messages" FOR EACH ROW EXECUTE FUNCTION "chat_facts_notify"();
