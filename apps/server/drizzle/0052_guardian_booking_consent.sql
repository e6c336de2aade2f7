CREATE TABLE "guardian_booking_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"minor_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attendance" text,
	"sent_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "guardian_booking_consents_status_check" CHECK ("guardian_booking_consents"."status" in ('pending', 'consented', 'confirmed', 'declined', 'expired')),
	CONSTRAINT "guardian_booking_consents_attendance_check" CHECK ("guardian_booking_consents"."attendance" is null or "guardian_booking_consents"."attendance" in ('present', 'informed'))
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "hold_kind" text DEFAULT 'checkout' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "guardian_attendance" text;--> statement-breakpoint
ALTER TABLE "guardian_booking_consents" ADD CONSTRAINT "guardian_booking_consents_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_booking_consents" ADD CONSTRAINT "guardian_booking_consents_minor_id_user_id_fk" FOREIGN KEY ("minor_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "guardian_booking_consents_token_idx" ON "guardian_booking_consents" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "guardian_booking_consents_booking_idx" ON "guardian_booking_consents" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "guardian_booking_consents_minor_idx" ON "guardian_booking_consents" USING btree ("minor_id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_hold_kind_check" CHECK ("bookings"."hold_kind" in ('checkout', 'guardian'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_guardian_attendance_check" CHECK ("bookings"."guardian_attendance" is null or "bookings"."guardian_attendance" in ('present', 'informed'));