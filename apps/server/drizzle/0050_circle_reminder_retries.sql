CREATE TABLE "circle_reminder_retries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seat_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"channels" text[] NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "circle_reminder_retries_kind_check" CHECK ("circle_reminder_retries"."kind" in ('24h', '1h')),
	CONSTRAINT "circle_reminder_retries_status_check" CHECK ("circle_reminder_retries"."status" in ('pending', 'sent', 'failed', 'dropped'))
);
--> statement-breakpoint
ALTER TABLE "circle_reminder_retries" ADD CONSTRAINT "circle_reminder_retries_seat_id_circle_seats_id_fk" FOREIGN KEY ("seat_id") REFERENCES "public"."circle_seats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "circle_reminder_retries_once_idx" ON "circle_reminder_retries" USING btree ("seat_id","kind");--> statement-breakpoint
CREATE INDEX "circle_reminder_retries_due_idx" ON "circle_reminder_retries" USING btree ("next_attempt_at") WHERE "circle_reminder_retries"."status" = 'pending';