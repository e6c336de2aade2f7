CREATE TABLE "guardian_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"minor_id" uuid NOT NULL,
	"token" text NOT NULL,
	"guardian_email" text,
	"guardian_phone" text,
	"code_hash" text,
	"code_attempts" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"verification" text,
	"guardian_user_id" uuid,
	"version" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guardian_consents_status_check" CHECK ("guardian_consents"."status" in ('pending', 'consented', 'refused', 'expired', 'withdrawn', 'ended'))
);
--> statement-breakpoint
CREATE TABLE "member_ages" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"adult_on" date,
	"basis" text NOT NULL,
	"turned_adult_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_ages_basis_check" CHECK ("member_ages"."basis" in ('date_of_birth', 'age_band'))
);
--> statement-breakpoint
ALTER TABLE "guardian_consents" ADD CONSTRAINT "guardian_consents_minor_id_user_id_fk" FOREIGN KEY ("minor_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_consents" ADD CONSTRAINT "guardian_consents_guardian_user_id_user_id_fk" FOREIGN KEY ("guardian_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_ages" ADD CONSTRAINT "member_ages_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "guardian_consents_token_idx" ON "guardian_consents" USING btree ("token");--> statement-breakpoint
CREATE INDEX "guardian_consents_minor_idx" ON "guardian_consents" USING btree ("minor_id","created_at");--> statement-breakpoint
CREATE INDEX "member_ages_adult_on_idx" ON "member_ages" USING btree ("adult_on") WHERE "member_ages"."adult_on" is not null and "member_ages"."turned_adult_at" is null;