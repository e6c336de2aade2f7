-- Issue 15, members console: the default member list is newest first, and "suspended only" is a
-- filter over a handful of rows; without these both read every account (100,000 in the bench).
CREATE INDEX "user_created_at_idx" ON "user" USING btree ("created_at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX "user_profiles_suspended_idx" ON "user_profiles" USING btree ("user_id") WHERE "suspended_at" IS NOT NULL;
