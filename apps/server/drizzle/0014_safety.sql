CREATE TABLE "blocks" (
	"blocker_id" uuid NOT NULL,
	"blocked_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blocks_blocker_id_blocked_id_pk" PRIMARY KEY("blocker_id","blocked_id"),
	CONSTRAINT "blocks_not_self" CHECK ("blocks"."blocker_id" <> "blocks"."blocked_id")
);
--> statement-breakpoint
CREATE TABLE "moderation_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"author_id" uuid NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"risk" smallint DEFAULT 0 NOT NULL,
	"sources" text[] DEFAULT '{}'::text[] NOT NULL,
	"reasons" text[] DEFAULT '{}'::text[] NOT NULL,
	"report_count" integer DEFAULT 0 NOT NULL,
	"crisis_level" text,
	"crisis_signals" text[] DEFAULT '{}'::text[] NOT NULL,
	"watched_word" text,
	"context" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"held" boolean DEFAULT false NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"action" text,
	"action_reason" text,
	"mute_until" timestamp with time zone,
	"actioned_by" uuid,
	"actioned_at" timestamp with time zone,
	"appeal_status" text DEFAULT 'none' NOT NULL,
	"appeal_text" text,
	"appealed_at" timestamp with time zone,
	"appeal_decided_by" uuid,
	"appeal_decided_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "moderation_items_target_check" CHECK ("moderation_items"."target_type" in ('post', 'comment', 'message', 'profile', 'review')),
	CONSTRAINT "moderation_items_status_check" CHECK ("moderation_items"."status" in ('open', 'actioned', 'dismissed')),
	CONSTRAINT "moderation_items_action_check" CHECK ("moderation_items"."action" is null or "moderation_items"."action" in ('dismiss', 'approve', 'hide', 'warn', 'mute', 'suspend')),
	CONSTRAINT "moderation_items_appeal_check" CHECK ("moderation_items"."appeal_status" in ('none', 'open', 'upheld', 'overturned')),
	CONSTRAINT "moderation_items_risk_check" CHECK ("moderation_items"."risk" between 0 and 3)
);
--> statement-breakpoint
CREATE TABLE "mutes" (
	"muter_id" uuid NOT NULL,
	"muted_id" uuid NOT NULL,
	"until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mutes_muter_id_muted_id_pk" PRIMARY KEY("muter_id","muted_id"),
	CONSTRAINT "mutes_not_self" CHECK ("mutes"."muter_id" <> "mutes"."muted_id")
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reporter_id" uuid NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"item_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"details" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"outcome_notified_at" timestamp with time zone,
	CONSTRAINT "reports_target_check" CHECK ("reports"."target_type" in ('post', 'comment', 'message', 'profile', 'review')),
	CONSTRAINT "reports_reason_check" CHECK ("reports"."reason" in ('self_harm', 'harassment', 'hate', 'sexual', 'spam', 'harmful_advice', 'other'))
);
--> statement-breakpoint
CREATE TABLE "watched_words" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"phrase" text NOT NULL,
	"action" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "watched_words_phrase_unique" UNIQUE("phrase"),
	CONSTRAINT "watched_words_action_check" CHECK ("watched_words"."action" in ('block', 'hold', 'flag'))
);
--> statement-breakpoint
ALTER TABLE "user_profiles" DROP CONSTRAINT "user_profiles_role_check";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
ALTER TABLE "expert_feedbacks" ADD COLUMN "moderation_state" text DEFAULT 'visible' NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "moderation_state" text DEFAULT 'visible' NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "crisis_level" text;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "sensitive_themes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "posting_muted_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "post_comments" ADD COLUMN "moderation_state" text DEFAULT 'visible' NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "moderation_state" text DEFAULT 'visible' NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "themes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_blocker_id_user_id_fk" FOREIGN KEY ("blocker_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_blocked_id_user_id_fk" FOREIGN KEY ("blocked_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_items" ADD CONSTRAINT "moderation_items_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_items" ADD CONSTRAINT "moderation_items_actioned_by_user_id_fk" FOREIGN KEY ("actioned_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_items" ADD CONSTRAINT "moderation_items_appeal_decided_by_user_id_fk" FOREIGN KEY ("appeal_decided_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mutes" ADD CONSTRAINT "mutes_muter_id_user_id_fk" FOREIGN KEY ("muter_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mutes" ADD CONSTRAINT "mutes_muted_id_user_id_fk" FOREIGN KEY ("muted_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_user_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_item_id_moderation_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."moderation_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watched_words" ADD CONSTRAINT "watched_words_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blocks_blocked_idx" ON "blocks" USING btree ("blocked_id","blocker_id");--> statement-breakpoint
CREATE UNIQUE INDEX "moderation_items_target_idx" ON "moderation_items" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "moderation_items_queue_idx" ON "moderation_items" USING btree ("status","risk" DESC NULLS LAST,"opened_at");--> statement-breakpoint
CREATE INDEX "moderation_items_author_idx" ON "moderation_items" USING btree ("author_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_reporter_target_idx" ON "reports" USING btree ("reporter_id","target_type","target_id");--> statement-breakpoint
CREATE INDEX "reports_item_idx" ON "reports" USING btree ("item_id");--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_moderation_state_check" CHECK ("chat_messages"."moderation_state" in ('visible', 'held', 'hidden'));--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_role_check" CHECK ("user_profiles"."role" in ('users', 'expert', 'admin', 'moderator'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('follow_request', 'follow_accept', 'follow', 'call', 'message', 'booking', 'booking_cancelled', 'application', 'refund', 'dispute', 'account', 'moderation'));--> statement-breakpoint
ALTER TABLE "post_comments" ADD CONSTRAINT "post_comments_moderation_state_check" CHECK ("post_comments"."moderation_state" in ('visible', 'held', 'hidden'));--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_moderation_state_check" CHECK ("posts"."moderation_state" in ('visible', 'held', 'hidden'));