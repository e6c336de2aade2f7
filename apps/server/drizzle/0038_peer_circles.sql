CREATE TABLE "listener_quiz_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"answers" jsonb NOT NULL,
	"score" integer NOT NULL,
	"passed" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listener_status" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	"motivation" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"reason" text,
	CONSTRAINT "listener_status_check" CHECK ("listener_status"."status" in ('applied', 'approved', 'revoked'))
);
--> statement-breakpoint
CREATE TABLE "peer_room_listeners" (
	"room_id" uuid NOT NULL,
	"listener_id" uuid NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "peer_room_listeners_room_id_listener_id_pk" PRIMARY KEY("room_id","listener_id")
);
--> statement-breakpoint
CREATE TABLE "peer_room_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"room_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"nickname" text NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"left_at" timestamp with time zone,
	"muted_at" timestamp with time zone,
	"muted_by" uuid
);
--> statement-breakpoint
CREATE TABLE "peer_room_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"room_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"text" text NOT NULL,
	"moderation_state" text DEFAULT 'visible' NOT NULL,
	"crisis_level" text,
	"client_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "peer_room_messages_state_check" CHECK ("peer_room_messages"."moderation_state" in ('visible', 'held', 'hidden'))
);
--> statement-breakpoint
CREATE TABLE "peer_rooms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"topic" text NOT NULL,
	"language" text NOT NULL,
	"name" text NOT NULL,
	"open_hours" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "moderation_items" DROP CONSTRAINT "moderation_items_target_check";--> statement-breakpoint
ALTER TABLE "reports" DROP CONSTRAINT "reports_target_check";--> statement-breakpoint
ALTER TABLE "listener_quiz_attempts" ADD CONSTRAINT "listener_quiz_attempts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listener_status" ADD CONSTRAINT "listener_status_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listener_status" ADD CONSTRAINT "listener_status_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peer_room_listeners" ADD CONSTRAINT "peer_room_listeners_room_id_peer_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."peer_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peer_room_listeners" ADD CONSTRAINT "peer_room_listeners_listener_id_user_id_fk" FOREIGN KEY ("listener_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peer_room_members" ADD CONSTRAINT "peer_room_members_room_id_peer_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."peer_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peer_room_members" ADD CONSTRAINT "peer_room_members_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peer_room_members" ADD CONSTRAINT "peer_room_members_muted_by_user_id_fk" FOREIGN KEY ("muted_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peer_room_messages" ADD CONSTRAINT "peer_room_messages_room_id_peer_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."peer_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peer_room_messages" ADD CONSTRAINT "peer_room_messages_member_id_peer_room_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."peer_room_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peer_room_messages" ADD CONSTRAINT "peer_room_messages_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listener_quiz_attempts_user_idx" ON "listener_quiz_attempts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "peer_room_listeners_listener_idx" ON "peer_room_listeners" USING btree ("listener_id");--> statement-breakpoint
CREATE UNIQUE INDEX "peer_room_members_room_user_idx" ON "peer_room_members" USING btree ("room_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "peer_room_members_nickname_idx" ON "peer_room_members" USING btree ("room_id",lower("nickname"));--> statement-breakpoint
CREATE INDEX "peer_room_members_user_idx" ON "peer_room_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "peer_room_messages_room_idx" ON "peer_room_messages" USING btree ("room_id","created_at");--> statement-breakpoint
CREATE INDEX "peer_room_messages_created_idx" ON "peer_room_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "peer_room_messages_author_idx" ON "peer_room_messages" USING btree ("author_id");--> statement-breakpoint
CREATE UNIQUE INDEX "peer_room_messages_client_idx" ON "peer_room_messages" USING btree ("author_id","client_id");--> statement-breakpoint
CREATE INDEX "peer_rooms_topic_idx" ON "peer_rooms" USING btree ("topic","language");--> statement-breakpoint
ALTER TABLE "moderation_items" ADD CONSTRAINT "moderation_items_target_check" CHECK ("moderation_items"."target_type" in ('post', 'comment', 'message', 'profile', 'review', 'circle_message'));--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_target_check" CHECK ("reports"."target_type" in ('post', 'comment', 'message', 'profile', 'review', 'circle_message'));
