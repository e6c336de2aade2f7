CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"expert_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'HELD' NOT NULL,
	"session_type" text NOT NULL,
	"language" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"provider" text NOT NULL,
	"hold_expires_at" timestamp with time zone NOT NULL,
	"idempotency_key" text,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" text,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" in ('HELD', 'CONFIRMED', 'CANCELLED', 'FAILED', 'EXPIRED')),
	CONSTRAINT "bookings_range_check" CHECK ("bookings"."ends_at" > "bookings"."starts_at"),
	CONSTRAINT "bookings_amount_check" CHECK ("bookings"."amount" > 0),
	CONSTRAINT "bookings_cancelled_by_check" CHECK ("bookings"."cancelled_by" is null or "bookings"."cancelled_by" in ('member', 'expert'))
);
--> statement-breakpoint
CREATE TABLE "expert_feedbacks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"expert_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"rating" smallint NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expert_feedbacks_booking_id_unique" UNIQUE("booking_id"),
	CONSTRAINT "expert_feedbacks_rating_check" CHECK ("expert_feedbacks"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"gateway_order_id" text NOT NULL,
	"gateway_payment_id" text,
	"status" text DEFAULT 'created' NOT NULL,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"tax" integer,
	"commission" integer,
	"earning" integer,
	"refund_status" text DEFAULT 'none' NOT NULL,
	"gateway_refund_id" text,
	"captured_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_gateway_order_id_unique" UNIQUE("gateway_order_id"),
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('created', 'captured', 'failed', 'refunded')),
	CONSTRAINT "payments_refund_check" CHECK ("payments"."refund_status" in ('none', 'pending', 'refunded'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"payment_id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text NOT NULL,
	"refund_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expert_favourites" (
	"user_id" uuid NOT NULL,
	"expert_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expert_favourites_user_id_expert_id_pk" PRIMARY KEY("user_id","expert_id")
);
--> statement-breakpoint
CREATE TABLE "expert_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"phone_number" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"country" text NOT NULL,
	"pincode" text NOT NULL,
	"languages" text[] NOT NULL,
	"bio" text NOT NULL,
	"counselling_work_status" text NOT NULL,
	"other_profession" text NOT NULL,
	"academic_background" text NOT NULL,
	"journey" text NOT NULL,
	"years_experience" integer NOT NULL,
	"client_experience" text NOT NULL,
	"hourly_rate" integer NOT NULL,
	"offers_free_consultation" text NOT NULL,
	"payout_expectation" text NOT NULL,
	"typical_session_duration_minutes" integer DEFAULT 30 NOT NULL,
	"confirmed_non_medical" boolean DEFAULT false NOT NULL,
	"accepted_terms" boolean NOT NULL,
	"published_at" timestamp with time zone,
	"feedback_count" integer DEFAULT 0 NOT NULL,
	"feedback_sum" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expert_profiles_rate_check" CHECK ("expert_profiles"."hourly_rate" >= 0)
);
--> statement-breakpoint
CREATE TABLE "expert_session_types" (
	"user_id" uuid NOT NULL,
	"session_type" text NOT NULL,
	CONSTRAINT "expert_session_types_user_id_session_type_pk" PRIMARY KEY("user_id","session_type"),
	CONSTRAINT "expert_session_types_check" CHECK ("expert_session_types"."session_type" in ('audio', 'video', 'chat'))
);
--> statement-breakpoint
CREATE TABLE "expert_specializations" (
	"user_id" uuid NOT NULL,
	"specialization" text NOT NULL,
	CONSTRAINT "expert_specializations_user_id_specialization_pk" PRIMARY KEY("user_id","specialization")
);
--> statement-breakpoint
CREATE TABLE "expert_weekly_schedule" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"weekday" integer NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"timezone" text NOT NULL,
	CONSTRAINT "expert_weekly_schedule_weekday_check" CHECK ("expert_weekly_schedule"."weekday" between 0 and 6),
	CONSTRAINT "expert_weekly_schedule_order_check" CHECK ("expert_weekly_schedule"."end_time" > "expert_weekly_schedule"."start_time"),
	CONSTRAINT "expert_weekly_schedule_tz_check" CHECK ("expert_weekly_schedule"."timezone" in ('America/Los_Angeles', 'America/New_York', 'Europe/London', 'Asia/Kolkata'))
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_expert_id_user_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_client_id_user_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_feedbacks" ADD CONSTRAINT "expert_feedbacks_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_feedbacks" ADD CONSTRAINT "expert_feedbacks_expert_id_user_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_feedbacks" ADD CONSTRAINT "expert_feedbacks_client_id_user_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_favourites" ADD CONSTRAINT "expert_favourites_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_favourites" ADD CONSTRAINT "expert_favourites_expert_id_user_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_profiles" ADD CONSTRAINT "expert_profiles_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_session_types" ADD CONSTRAINT "expert_session_types_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_specializations" ADD CONSTRAINT "expert_specializations_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expert_weekly_schedule" ADD CONSTRAINT "expert_weekly_schedule_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_idempotency_idx" ON "bookings" USING btree ("client_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "bookings_expert_idx" ON "bookings" USING btree ("expert_id","starts_at");--> statement-breakpoint
CREATE INDEX "bookings_client_idx" ON "bookings" USING btree ("client_id","starts_at");--> statement-breakpoint
CREATE INDEX "bookings_held_idx" ON "bookings" USING btree ("hold_expires_at") WHERE "bookings"."status" = 'HELD';--> statement-breakpoint
CREATE INDEX "expert_feedbacks_expert_idx" ON "expert_feedbacks" USING btree ("expert_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "payments_booking_idx" ON "payments" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "expert_profiles_listed_idx" ON "expert_profiles" USING btree ("feedback_sum","user_id") WHERE "expert_profiles"."published_at" is not null;--> statement-breakpoint
CREATE INDEX "expert_session_types_type_idx" ON "expert_session_types" USING btree ("session_type","user_id");--> statement-breakpoint
CREATE INDEX "expert_specializations_spec_idx" ON "expert_specializations" USING btree ("specialization","user_id");--> statement-breakpoint
CREATE INDEX "expert_weekly_schedule_user_idx" ON "expert_weekly_schedule" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('follow_request', 'follow_accept', 'follow', 'call', 'message', 'booking', 'booking_cancelled'));