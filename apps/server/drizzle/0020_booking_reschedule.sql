CREATE TABLE "booking_proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "booking_proposals_status_check" CHECK ("booking_proposals"."status" in ('pending', 'accepted', 'declined', 'withdrawn')),
	CONSTRAINT "booking_proposals_range_check" CHECK ("booking_proposals"."ends_at" > "booking_proposals"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "booking_proposals" ADD CONSTRAINT "booking_proposals_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_proposals_pending_idx" ON "booking_proposals" USING btree ("booking_id") WHERE "booking_proposals"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('follow_request', 'follow_accept', 'follow', 'call', 'message', 'booking', 'booking_cancelled', 'application', 'refund', 'dispute', 'account', 'moderation', 'comment', 'like', 'data_export', 'grievance', 'reminder', 'booking_moved'));
