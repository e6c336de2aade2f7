CREATE TABLE "circle_occurrences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"circle_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"seats" smallint NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"cancel_reason" text,
	"cancelled_at" timestamp with time zone,
	"moved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "circle_occurrences_status_check" CHECK ("circle_occurrences"."status" in ('scheduled', 'cancelled', 'ended')),
	CONSTRAINT "circle_occurrences_range_check" CHECK ("circle_occurrences"."ends_at" > "circle_occurrences"."starts_at"),
	CONSTRAINT "circle_occurrences_seats_check" CHECK ("circle_occurrences"."seats" between 2 and 12)
);
--> statement-breakpoint
CREATE TABLE "circle_seats" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"occurrence_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"seat_number" smallint NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"nickname" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"provider" text NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"gateway_order_id" text,
	"gateway_payment_id" text,
	"tax" integer,
	"commission" integer,
	"earning" integer,
	"gateway_refund_id" text,
	"refund_claimed_until" timestamp with time zone,
	"cancelled_by" text,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "circle_seats_gateway_order_id_unique" UNIQUE("gateway_order_id"),
	CONSTRAINT "circle_seats_status_check" CHECK ("circle_seats"."status" in ('held', 'confirmed', 'cancelled', 'expired', 'refunded')),
	CONSTRAINT "circle_seats_number_check" CHECK ("circle_seats"."seat_number" between 1 and 12),
	CONSTRAINT "circle_seats_amount_check" CHECK ("circle_seats"."amount" >= 0),
	CONSTRAINT "circle_seats_paid_check" CHECK ("circle_seats"."status" <> 'confirmed' or "circle_seats"."amount" = 0 or "circle_seats"."gateway_payment_id" is not null),
	CONSTRAINT "circle_seats_refunded_check" CHECK ("circle_seats"."status" <> 'refunded' or "circle_seats"."gateway_refund_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "circle_waitlist" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"occurrence_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"offered_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "circle_waitlist_status_check" CHECK ("circle_waitlist"."status" in ('waiting', 'offered', 'taken', 'expired', 'left')),
	CONSTRAINT "circle_waitlist_offer_check" CHECK ("circle_waitlist"."status" <> 'offered' or "circle_waitlist"."offered_until" is not null)
);
--> statement-breakpoint
CREATE TABLE "circles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"expert_id" uuid NOT NULL,
	"topic" text NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"ground_rules" text DEFAULT '' NOT NULL,
	"minutes" smallint NOT NULL,
	"seats" smallint NOT NULL,
	"fee" integer NOT NULL,
	"cadence" text DEFAULT 'once' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "circles_topic_check" CHECK ("circles"."topic" in ('exam_stress', 'breakups', 'grief', 'loneliness', 'new_parents', 'anxiety', 'work_stress', 'family', 'self_esteem')),
	CONSTRAINT "circles_minutes_check" CHECK ("circles"."minutes" between 45 and 90),
	CONSTRAINT "circles_seats_check" CHECK ("circles"."seats" between 2 and 12),
	CONSTRAINT "circles_fee_check" CHECK ("circles"."fee" >= 0),
	CONSTRAINT "circles_cadence_check" CHECK ("circles"."cadence" in ('once', 'weekly')),
	CONSTRAINT "circles_status_check" CHECK ("circles"."status" in ('active', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
ALTER TABLE "circle_occurrences" ADD CONSTRAINT "circle_occurrences_circle_id_circles_id_fk" FOREIGN KEY ("circle_id") REFERENCES "public"."circles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circle_seats" ADD CONSTRAINT "circle_seats_occurrence_id_circle_occurrences_id_fk" FOREIGN KEY ("occurrence_id") REFERENCES "public"."circle_occurrences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circle_seats" ADD CONSTRAINT "circle_seats_member_id_user_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circle_waitlist" ADD CONSTRAINT "circle_waitlist_occurrence_id_circle_occurrences_id_fk" FOREIGN KEY ("occurrence_id") REFERENCES "public"."circle_occurrences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circle_waitlist" ADD CONSTRAINT "circle_waitlist_member_id_user_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circles" ADD CONSTRAINT "circles_expert_id_user_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "circle_occurrences_circle_idx" ON "circle_occurrences" USING btree ("circle_id","starts_at");--> statement-breakpoint
CREATE INDEX "circle_occurrences_scheduled_idx" ON "circle_occurrences" USING btree ("starts_at") WHERE "circle_occurrences"."status" = 'scheduled';--> statement-breakpoint
CREATE UNIQUE INDEX "circle_seats_live_number_idx" ON "circle_seats" USING btree ("occurrence_id","seat_number") WHERE "circle_seats"."status" in ('held', 'confirmed');--> statement-breakpoint
CREATE UNIQUE INDEX "circle_seats_live_member_idx" ON "circle_seats" USING btree ("occurrence_id","member_id") WHERE "circle_seats"."status" in ('held', 'confirmed');--> statement-breakpoint
CREATE INDEX "circle_seats_member_idx" ON "circle_seats" USING btree ("member_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "circle_seats_held_idx" ON "circle_seats" USING btree ("hold_expires_at") WHERE "circle_seats"."status" = 'held';--> statement-breakpoint
CREATE INDEX "circle_seats_refund_owed_idx" ON "circle_seats" USING btree ("updated_at") WHERE "circle_seats"."status" in ('cancelled', 'expired') and "circle_seats"."gateway_payment_id" is not null and "circle_seats"."amount" > 0;--> statement-breakpoint
CREATE UNIQUE INDEX "circle_waitlist_live_idx" ON "circle_waitlist" USING btree ("occurrence_id","member_id") WHERE "circle_waitlist"."status" in ('waiting', 'offered');--> statement-breakpoint
CREATE INDEX "circle_waitlist_queue_idx" ON "circle_waitlist" USING btree ("occurrence_id","created_at");--> statement-breakpoint
CREATE INDEX "circle_waitlist_member_idx" ON "circle_waitlist" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "circle_waitlist_offered_idx" ON "circle_waitlist" USING btree ("offered_until") WHERE "circle_waitlist"."status" = 'offered';--> statement-breakpoint
CREATE INDEX "circles_expert_idx" ON "circles" USING btree ("expert_id");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('follow_request', 'follow_accept', 'follow', 'call', 'message', 'booking', 'booking_cancelled', 'application', 'refund', 'dispute', 'account', 'moderation', 'comment', 'like', 'data_export', 'grievance', 'reminder', 'booking_moved', 'circle'));--> statement-breakpoint
-- A live seat's number is within its meeting's capacity: with circle_seats_live_number_idx, a meeting
-- can never hold more live seats than it offers, whatever the application does.
CREATE FUNCTION circle_seat_within_capacity() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status IN ('held', 'confirmed') AND NEW.seat_number > (SELECT seats FROM circle_occurrences WHERE id = NEW.occurrence_id) THEN
    RAISE EXCEPTION 'circle seat % is beyond the meeting''s capacity', NEW.seat_number USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER circle_seats_capacity BEFORE INSERT OR UPDATE OF seat_number, status ON circle_seats
  FOR EACH ROW EXECUTE FUNCTION circle_seat_within_capacity();
