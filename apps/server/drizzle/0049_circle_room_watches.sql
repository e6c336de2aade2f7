CREATE TABLE "circle_room_watches" (
	"subscription_id" bigint PRIMARY KEY NOT NULL,
	"janus_session" bigint NOT NULL,
	"occurrence_id" uuid NOT NULL,
	"viewer_id" uuid NOT NULL,
	"feed_id" bigint NOT NULL,
	"holder_node" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "circle_room_watches" ADD CONSTRAINT "circle_room_watches_occurrence_id_circle_occurrences_id_fk" FOREIGN KEY ("occurrence_id") REFERENCES "public"."circle_occurrences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circle_room_watches" ADD CONSTRAINT "circle_room_watches_viewer_id_user_id_fk" FOREIGN KEY ("viewer_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "circle_room_watches_viewer_idx" ON "circle_room_watches" USING btree ("occurrence_id","viewer_id");--> statement-breakpoint
CREATE INDEX "circle_room_watches_user_idx" ON "circle_room_watches" USING btree ("viewer_id");--> statement-breakpoint
CREATE INDEX "circle_room_watches_expiry_idx" ON "circle_room_watches" USING btree ("expires_at");