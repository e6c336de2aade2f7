CREATE TABLE "care_goals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"link_id" uuid NOT NULL,
	"title" text NOT NULL,
	"measure" text DEFAULT '' NOT NULL,
	"target_date" date,
	"progress" smallint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "care_goals_progress_check" CHECK ("care_goals"."progress" between 0 and 100),
	CONSTRAINT "care_goals_status_check" CHECK ("care_goals"."status" in ('active', 'met', 'dropped'))
);
--> statement-breakpoint
CREATE TABLE "care_homework" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"link_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"ref" text,
	"instructions" text DEFAULT '' NOT NULL,
	"due_date" date NOT NULL,
	"status" text DEFAULT 'assigned' NOT NULL,
	"member_note" text,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "care_homework_kind_check" CHECK ("care_homework"."kind" in ('bot_flow', 'journal_prompt', 'breathing', 'grounding', 'course_lesson', 'challenge_day', 'task')),
	CONSTRAINT "care_homework_status_check" CHECK ("care_homework"."status" in ('assigned', 'done', 'not_done'))
);
--> statement-breakpoint
CREATE TABLE "care_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"expert_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"instrument" text DEFAULT 'phq9' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"read_only_until" timestamp with time zone,
	CONSTRAINT "care_links_instrument_check" CHECK ("care_links"."instrument" in ('phq9', 'gad7', 'who5')),
	CONSTRAINT "care_links_status_check" CHECK ("care_links"."status" in ('active', 'ended'))
);
--> statement-breakpoint
CREATE TABLE "measurement_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"link_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"instrument" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"asked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	"result_id" uuid,
	CONSTRAINT "measurement_requests_instrument_check" CHECK ("measurement_requests"."instrument" in ('phq9', 'gad7', 'who5')),
	CONSTRAINT "measurement_requests_status_check" CHECK ("measurement_requests"."status" in ('pending', 'answered', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "session_notes" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"link_id" uuid NOT NULL,
	"key_id" text NOT NULL,
	"iv" text NOT NULL,
	"tag" text NOT NULL,
	"ciphertext" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session_summaries" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"link_id" uuid NOT NULL,
	"text" text NOT NULL,
	"shared_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consents" DROP CONSTRAINT "consents_purpose_check";--> statement-breakpoint
ALTER TABLE "consents" ADD COLUMN "expert_id" uuid;--> statement-breakpoint
ALTER TABLE "assessment_results" ADD COLUMN "booking_id" uuid;--> statement-breakpoint
ALTER TABLE "expert_profiles" ADD COLUMN "gender" text;--> statement-breakpoint
ALTER TABLE "care_goals" ADD CONSTRAINT "care_goals_link_id_care_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."care_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_homework" ADD CONSTRAINT "care_homework_link_id_care_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."care_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_links" ADD CONSTRAINT "care_links_expert_id_user_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_links" ADD CONSTRAINT "care_links_member_id_user_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measurement_requests" ADD CONSTRAINT "measurement_requests_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measurement_requests" ADD CONSTRAINT "measurement_requests_link_id_care_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."care_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measurement_requests" ADD CONSTRAINT "measurement_requests_member_id_user_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measurement_requests" ADD CONSTRAINT "measurement_requests_result_id_assessment_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."assessment_results"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_notes" ADD CONSTRAINT "session_notes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_notes" ADD CONSTRAINT "session_notes_link_id_care_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."care_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_summaries" ADD CONSTRAINT "session_summaries_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_summaries" ADD CONSTRAINT "session_summaries_link_id_care_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."care_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "care_goals_link_idx" ON "care_goals" USING btree ("link_id","created_at");--> statement-breakpoint
CREATE INDEX "care_homework_link_idx" ON "care_homework" USING btree ("link_id","due_date");--> statement-breakpoint
CREATE UNIQUE INDEX "care_links_pair_idx" ON "care_links" USING btree ("expert_id","member_id");--> statement-breakpoint
CREATE INDEX "care_links_member_idx" ON "care_links" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "measurement_requests_booking_idx" ON "measurement_requests" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "measurement_requests_member_idx" ON "measurement_requests" USING btree ("member_id","status");--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_expert_id_user_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_results" ADD CONSTRAINT "assessment_results_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assessment_results_booking_idx" ON "assessment_results" USING btree ("booking_id") WHERE "assessment_results"."booking_id" is not null;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_expert_check" CHECK (("consents"."purpose" = 'care_scores') = ("consents"."expert_id" is not null));--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_purpose_check" CHECK ("consents"."purpose" in ('terms', 'privacy', 'sensitive', 'safety_review', 'care_scores'));--> statement-breakpoint
ALTER TABLE "expert_profiles" ADD CONSTRAINT "expert_profiles_gender_check" CHECK ("expert_profiles"."gender" is null or "expert_profiles"."gender" in ('woman', 'man', 'non_binary'));