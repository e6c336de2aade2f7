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
ALTER TABLE "reports" ADD CONSTRAINT "reports_target_check" CHECK ("reports"."target_type" in ('post', 'comment', 'message', 'profile', 'review', 'circle_message'));--> statement-breakpoint
-- Saathi's listener course: product content every install has (not demo data), so a member can
-- become a listener anywhere. Its quiz is graded by the server (modules/peer-circles).
INSERT INTO "wellness_courses" ("slug", "name", "description", "price", "is_paid", "position")
VALUES ('listener-course', 'Listening well: Saathi''s listener course',
  'Learn to listen in Saathi''s peer circles: hearing without fixing, keeping kind boundaries, and what to do when someone may be at risk. Finish with a short quiz, then apply to lead a circle.',
  0, false, 90)
ON CONFLICT ("slug") DO NOTHING;--> statement-breakpoint
INSERT INTO "course_modules" ("course_id", "title", "description", "position")
SELECT c.id, m.title, m.description, m.position FROM "wellness_courses" c
CROSS JOIN (VALUES
  ('Active listening', 'Reflect what you hear, ask open questions, and let silences be. You are there to understand, not to fix.', 0),
  ('Boundaries', 'You are a peer, not a counsellor: share your own story only to help, never give medical advice, and take breaks.', 1),
  ('When someone is at risk', 'Take every mention of self-harm seriously: stay kind, show the helplines, and alert Saathi''s moderators at once.', 2)
) AS m(title, description, position)
WHERE c.slug = 'listener-course'
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "course_lessons" ("module_id", "name", "description", "media_kind", "media_type", "position")
SELECT m.id, l.name, l.description, 'video', 'video/mp4', l.position FROM "course_modules" m
JOIN "wellness_courses" c ON c.id = m.course_id AND c.slug = 'listener-course'
JOIN (VALUES
  (0, 'Hearing the feeling', 'Name the feeling you hear ("that sounds lonely") before anything else.', 0),
  (0, 'Open questions', 'Ask "what was that like for you?" rather than "why did you do that?".', 1),
  (1, 'A peer, not a counsellor', 'Share your own experience briefly and only when it helps; never diagnose or advise on medicines.', 0),
  (1, 'Looking after yourself', 'Step away when you need to; hand a room to another listener or a moderator.', 1),
  (2, 'Noticing risk', 'Words about ending one''s life or self-harm are always taken seriously, even as a joke.', 0),
  (2, 'What to do', 'Stay with the person, share the helplines (Tele-MANAS 14416), and tell the moderators: Saathi alerts them too.', 1)
) AS l(module_position, name, description, position) ON l.module_position = m.position
ON CONFLICT DO NOTHING;
