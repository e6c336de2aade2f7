CREATE TABLE "care_check_in_prefs" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "care_check_ins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	CONSTRAINT "care_check_ins_status_check" CHECK ("care_check_ins"."status" in ('pending', 'sent', 'skipped'))
);
--> statement-breakpoint
CREATE TABLE "crisis_outcomes" (
	"item_id" uuid PRIMARY KEY NOT NULL,
	"outcome" text NOT NULL,
	"crisis_level" text,
	"signals" text[] DEFAULT '{}'::text[] NOT NULL,
	"text" text,
	"marked_by" uuid,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crisis_outcomes_outcome_check" CHECK ("crisis_outcomes"."outcome" in ('true_alarm', 'false_alarm'))
);
--> statement-breakpoint
CREATE TABLE "moderation_first_looks" (
	"item_id" uuid PRIMARY KEY NOT NULL,
	"written_at" timestamp with time zone NOT NULL,
	"looked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"looked_by" uuid
);
--> statement-breakpoint
CREATE TABLE "staff_duty" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"on_duty" boolean DEFAULT false NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consents" DROP CONSTRAINT "consents_purpose_check";--> statement-breakpoint
ALTER TABLE "care_check_in_prefs" ADD CONSTRAINT "care_check_in_prefs_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_check_ins" ADD CONSTRAINT "care_check_ins_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crisis_outcomes" ADD CONSTRAINT "crisis_outcomes_item_id_moderation_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."moderation_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crisis_outcomes" ADD CONSTRAINT "crisis_outcomes_marked_by_user_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_first_looks" ADD CONSTRAINT "moderation_first_looks_item_id_moderation_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."moderation_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderation_first_looks" ADD CONSTRAINT "moderation_first_looks_looked_by_user_id_fk" FOREIGN KEY ("looked_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_duty" ADD CONSTRAINT "staff_duty_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "care_check_ins_user_day_idx" ON "care_check_ins" USING btree ("user_id","day");--> statement-breakpoint
CREATE INDEX "care_check_ins_due_idx" ON "care_check_ins" USING btree ("status","due_at");--> statement-breakpoint
CREATE INDEX "crisis_outcomes_marked_idx" ON "crisis_outcomes" USING btree ("marked_at");--> statement-breakpoint
CREATE INDEX "moderation_first_looks_looked_idx" ON "moderation_first_looks" USING btree ("looked_at");--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_purpose_check" CHECK ("consents"."purpose" in ('terms', 'privacy', 'sensitive', 'safety_review'));