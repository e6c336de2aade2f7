-- Issue 20: the 5-Day Anxiety Challenge. One row per member and challenge (restart resets it), one
-- row per day done. A day is done at most once, and at most one day per calendar date in the
-- member's zone (local_date): the database refuses a second completion even in a race.
CREATE TABLE "challenges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"time_zone" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"reminded_day" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "challenges_user_slug_unique" UNIQUE("user_id","slug")
);
--> statement-breakpoint
CREATE TABLE "challenge_days" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"challenge_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"day" smallint NOT NULL,
	"local_date" date NOT NULL,
	"note" text,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "challenge_days_day_unique" UNIQUE("challenge_id","day"),
	CONSTRAINT "challenge_days_date_unique" UNIQUE("challenge_id","local_date"),
	CONSTRAINT "challenge_days_day_check" CHECK ("day" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "challenges" ADD CONSTRAINT "challenges_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_days" ADD CONSTRAINT "challenge_days_challenge_id_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_days" ADD CONSTRAINT "challenge_days_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "challenges_open_idx" ON "challenges" USING btree ("started_at") WHERE "finished_at" IS NULL;--> statement-breakpoint
CREATE INDEX "challenge_days_user_idx" ON "challenge_days" USING btree ("user_id");
