CREATE TABLE "notification_email_retries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"actor_id" uuid NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_email_retries_status_check" CHECK ("notification_email_retries"."status" in ('pending', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "notification_email_retries" ADD CONSTRAINT "notification_email_retries_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_email_retries" ADD CONSTRAINT "notification_email_retries_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notification_email_retries_once_idx" ON "notification_email_retries" USING btree ("user_id","type","actor_id");--> statement-breakpoint
CREATE INDEX "notification_email_retries_due_idx" ON "notification_email_retries" USING btree ("next_attempt_at") WHERE "notification_email_retries"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "notification_email_retries_actor_idx" ON "notification_email_retries" USING btree ("actor_id");