-- Crisis levels become none, concern, risk, imminent, danger. A stored 'method' (a means described by
-- someone at risk, held for review) is what 'imminent' now means: the rows keep their held flag and
-- their risk (3, first in the queue). Rewritten before the checks that allow only the new names.
UPDATE "moderation_items" SET "crisis_level" = 'imminent' WHERE "crisis_level" = 'method';--> statement-breakpoint
UPDATE "chat_messages" SET "crisis_level" = 'imminent' WHERE "crisis_level" = 'method';--> statement-breakpoint
CREATE INDEX "chat_messages_sender_pair_recent_idx" ON "chat_messages" USING btree ("sender_id","receiver_id","sent_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "post_comments_author_recent_idx" ON "post_comments" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_crisis_level_check" CHECK ("chat_messages"."crisis_level" is null or "chat_messages"."crisis_level" in ('risk', 'imminent', 'danger'));--> statement-breakpoint
ALTER TABLE "moderation_items" ADD CONSTRAINT "moderation_items_crisis_level_check" CHECK ("moderation_items"."crisis_level" is null or "moderation_items"."crisis_level" in ('risk', 'imminent', 'danger'));