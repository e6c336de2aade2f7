-- Where each block and mute came from (a support-circle room, under a nickname, or directly), so the lists
-- can name a circle one by its nickname alone. Blocks and mutes already made count as direct: which of
-- them came from a room was never kept.
CREATE TABLE "visibility_sources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"owner_id" uuid NOT NULL,
	"target_id" uuid NOT NULL,
	"nickname" text,
	"until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visibility_sources_kind_check" CHECK ("visibility_sources"."kind" in ('block', 'mute')),
	CONSTRAINT "visibility_sources_not_self" CHECK ("visibility_sources"."owner_id" <> "visibility_sources"."target_id")
);
--> statement-breakpoint
ALTER TABLE "visibility_sources" ADD CONSTRAINT "visibility_sources_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visibility_sources" ADD CONSTRAINT "visibility_sources_target_id_user_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "visibility_sources_one_idx" ON "visibility_sources" USING btree ("owner_id","kind","target_id",coalesce("nickname", ''));
--> statement-breakpoint
INSERT INTO "visibility_sources" ("kind", "owner_id", "target_id", "created_at")
  SELECT 'block', "blocker_id", "blocked_id", "created_at" FROM "blocks";--> statement-breakpoint
INSERT INTO "visibility_sources" ("kind", "owner_id", "target_id", "until", "created_at")
  SELECT 'mute', "muter_id", "muted_id", "until", "created_at" FROM "mutes" WHERE "until" IS NULL OR "until" > now();
