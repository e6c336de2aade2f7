-- Issue 19 (decision 026): session reminders and their delivery log; notifications gain the reminder type.
CREATE TABLE "reminder_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"reminder_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"status" text NOT NULL,
	"attempt" integer DEFAULT 0 NOT NULL,
	"error" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_deliveries_channel_check" CHECK ("reminder_deliveries"."channel" in ('in_app', 'email', 'push')),
	CONSTRAINT "reminder_deliveries_status_check" CHECK ("reminder_deliveries"."status" in ('queued', 'sent', 'delivered', 'retried', 'failed', 'skipped'))
);
--> statement-breakpoint
CREATE TABLE "session_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"recipient_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"pending_channels" text[],
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_reminders_kind_check" CHECK ("session_reminders"."kind" in ('confirmation', '24h', '1h', '10m', 'no_show')),
	CONSTRAINT "session_reminders_status_check" CHECK ("session_reminders"."status" in ('pending', 'sent', 'failed', 'cancelled', 'skipped'))
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
ALTER TABLE "reminder_deliveries" ADD CONSTRAINT "reminder_deliveries_reminder_id_session_reminders_id_fk" FOREIGN KEY ("reminder_id") REFERENCES "public"."session_reminders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_reminders" ADD CONSTRAINT "session_reminders_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_reminders" ADD CONSTRAINT "session_reminders_recipient_id_user_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reminder_deliveries_reminder_idx" ON "reminder_deliveries" USING btree ("reminder_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "session_reminders_once_idx" ON "session_reminders" USING btree ("booking_id","recipient_id","kind");--> statement-breakpoint
CREATE INDEX "session_reminders_due_idx" ON "session_reminders" USING btree ("next_attempt_at") WHERE "session_reminders"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('follow_request', 'follow_accept', 'follow', 'call', 'message', 'booking', 'booking_cancelled', 'application', 'refund', 'dispute', 'account', 'moderation', 'comment', 'like', 'data_export', 'grievance', 'reminder'));