CREATE TABLE "call_rooms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"caller_id" uuid NOT NULL,
	"callee_id" uuid NOT NULL,
	"status" text DEFAULT 'ringing' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"ended_by" uuid,
	CONSTRAINT "call_rooms_status_check" CHECK ("call_rooms"."status" in ('ringing', 'active', 'rejected', 'ended')),
	CONSTRAINT "call_rooms_not_self" CHECK ("call_rooms"."caller_id" <> "call_rooms"."callee_id")
);
--> statement-breakpoint
CREATE TABLE "call_signaling" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"room_id" uuid NOT NULL,
	"sender_id" uuid NOT NULL,
	"sender_peer" uuid NOT NULL,
	"target_peer" uuid,
	"payload_type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "call_signaling_type_check" CHECK ("call_signaling"."payload_type" in ('offer', 'answer', 'ice'))
);
--> statement-breakpoint
CREATE TABLE "session_participants" (
	"room_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"peer" uuid NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_participants_room_id_user_id_pk" PRIMARY KEY("room_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "call_rooms" ADD CONSTRAINT "call_rooms_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_rooms" ADD CONSTRAINT "call_rooms_caller_id_user_id_fk" FOREIGN KEY ("caller_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_rooms" ADD CONSTRAINT "call_rooms_callee_id_user_id_fk" FOREIGN KEY ("callee_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_signaling" ADD CONSTRAINT "call_signaling_room_id_call_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."call_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_signaling" ADD CONSTRAINT "call_signaling_sender_id_user_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_participants" ADD CONSTRAINT "session_participants_room_id_call_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."call_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_participants" ADD CONSTRAINT "session_participants_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "call_rooms_live_idx" ON "call_rooms" USING btree ("booking_id") WHERE "call_rooms"."status" in ('ringing', 'active');--> statement-breakpoint
CREATE INDEX "call_rooms_callee_idx" ON "call_rooms" USING btree ("callee_id","created_at");--> statement-breakpoint
CREATE INDEX "call_signaling_room_idx" ON "call_signaling" USING btree ("room_id","id");