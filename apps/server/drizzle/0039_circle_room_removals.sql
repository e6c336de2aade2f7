CREATE TABLE "circle_room_removals" (
	"occurrence_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"removed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "circle_room_removals_occurrence_id_member_id_pk" PRIMARY KEY("occurrence_id","member_id")
);
--> statement-breakpoint
ALTER TABLE "circle_room_removals" ADD CONSTRAINT "circle_room_removals_occurrence_id_circle_occurrences_id_fk" FOREIGN KEY ("occurrence_id") REFERENCES "public"."circle_occurrences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circle_room_removals" ADD CONSTRAINT "circle_room_removals_member_id_user_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "circle_room_removals_member_idx" ON "circle_room_removals" USING btree ("member_id");