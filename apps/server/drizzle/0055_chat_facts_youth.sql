-- A chat send's facts now carry the sender's age and guardian's consent (young-people's gate on
-- messaging, read with the facts instead of its own statement per message), so the tables behind them
-- are watched like the others (0045): a change to member_ages (an age declared, a member turned 18) or
-- to guardian_consents (a consent given, refused, withdrawn, ended) names the member on
-- saathi_chat_facts and in chat_facts_changes, every node drops what it keeps about them, and a send's
-- INSERT refuses facts read before the change (the send reads them again and decides again).
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
  ELSIF TG_TABLE_NAME = 'guardian_consents' THEN members := ARRAY[r.minor_id];
  ELSE members := ARRAY[r.user_id];
  END IF;
  INSERT INTO chat_facts_changes ("member") SELECT hashtext(m::text) FROM unnest(members) m;
  PERFORM pg_notify('saathi_chat_facts', array_to_string(members, ','));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "chat_facts_member_ages" AFTER INSERT OR UPDATE OR DELETE ON "member_ages"
  FOR EACH ROW EXECUTE FUNCTION "chat_facts_notify"();
--> statement-breakpoint
CREATE TRIGGER "chat_facts_guardian_consents" AFTER INSERT OR DELETE OR UPDATE OF "status" ON "guardian_consents"
  FOR EACH ROW EXECUTE FUNCTION "chat_facts_notify"();
