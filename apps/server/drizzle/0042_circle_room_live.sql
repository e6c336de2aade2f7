CREATE TABLE "circle_room_media" (
	"room_key" text PRIMARY KEY NOT NULL,
	"janus_room" bigint NOT NULL,
	"secret" text NOT NULL,
	"locked" boolean DEFAULT false NOT NULL,
	"ended" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "circle_room_participants" (
	"room_key" text NOT NULL,
	"participant_id" bigint NOT NULL,
	"occurrence_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"is_host" boolean DEFAULT false NOT NULL,
	"hand_raised" boolean DEFAULT false NOT NULL,
	"muted_by_host" boolean DEFAULT false NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "circle_room_participants_room_key_participant_id_pk" PRIMARY KEY("room_key","participant_id")
);
--> statement-breakpoint
CREATE TABLE "circle_room_tokens" (
	"hash" text PRIMARY KEY NOT NULL,
	"room_key" text NOT NULL,
	"seat_id" text NOT NULL,
	"member_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "circle_room_participants" ADD CONSTRAINT "circle_room_participants_occurrence_id_circle_occurrences_id_fk" FOREIGN KEY ("occurrence_id") REFERENCES "public"."circle_occurrences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circle_room_participants" ADD CONSTRAINT "circle_room_participants_member_id_user_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circle_room_tokens" ADD CONSTRAINT "circle_room_tokens_member_id_user_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "circle_room_participants_member_idx" ON "circle_room_participants" USING btree ("occurrence_id","member_id");--> statement-breakpoint
CREATE INDEX "circle_room_participants_user_idx" ON "circle_room_participants" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "circle_room_tokens_room_idx" ON "circle_room_tokens" USING btree ("room_key","member_id");--> statement-breakpoint
CREATE INDEX "circle_room_tokens_member_idx" ON "circle_room_tokens" USING btree ("member_id");