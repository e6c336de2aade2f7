-- Issue 20, the header's other promises: the daily wellness broadcast and invitations with their rewards.
CREATE TABLE "daily_wellness_pieces" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"publish_on" date NOT NULL,
	"title_en" text NOT NULL,
	"body_en" text NOT NULL,
	"title_hi" text NOT NULL,
	"body_hi" text NOT NULL,
	"audio_url" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "daily_wellness_pieces" ADD CONSTRAINT "daily_wellness_pieces_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "daily_wellness_pieces_day_idx" ON "daily_wellness_pieces" USING btree ("publish_on" DESC NULLS LAST);--> statement-breakpoint
CREATE TABLE "invite_codes" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invite_codes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "invite_codes" ADD CONSTRAINT "invite_codes_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "invitations" (
	"invitee_id" uuid PRIMARY KEY NOT NULL,
	"inviter_id" uuid,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'joined' NOT NULL,
	"rewarded_at" timestamp with time zone,
	"inviter_course_id" uuid,
	"invitee_course_id" uuid,
	CONSTRAINT "invitations_status_check" CHECK ("invitations"."status" in ('joined', 'rewarded', 'email_used')),
	CONSTRAINT "invitations_not_self_check" CHECK ("invitations"."invitee_id" <> "invitations"."inviter_id")
);
--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_invitee_id_user_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_inviter_id_user_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_inviter_course_id_wellness_courses_id_fk" FOREIGN KEY ("inviter_course_id") REFERENCES "public"."wellness_courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_invitee_course_id_wellness_courses_id_fk" FOREIGN KEY ("invitee_course_id") REFERENCES "public"."wellness_courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invitations_inviter_idx" ON "invitations" USING btree ("inviter_id","accepted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE TABLE "invite_reward_marks" (
	"email_hash" text PRIMARY KEY NOT NULL,
	"rewarded_at" timestamp with time zone DEFAULT now() NOT NULL
);
