CREATE TABLE "circle_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"occurrence_id" uuid NOT NULL,
	"seat_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"rating" smallint NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"moderation_state" text DEFAULT 'visible' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "circle_reviews_seat_id_unique" UNIQUE("seat_id"),
	CONSTRAINT "circle_reviews_rating_check" CHECK ("circle_reviews"."rating" between 1 and 5),
	CONSTRAINT "circle_reviews_state_check" CHECK ("circle_reviews"."moderation_state" in ('visible', 'held', 'hidden'))
);
--> statement-breakpoint
ALTER TABLE "moderation_items" DROP CONSTRAINT "moderation_items_target_check";--> statement-breakpoint
ALTER TABLE "reports" DROP CONSTRAINT "reports_target_check";--> statement-breakpoint
ALTER TABLE "circle_reviews" ADD CONSTRAINT "circle_reviews_occurrence_id_circle_occurrences_id_fk" FOREIGN KEY ("occurrence_id") REFERENCES "public"."circle_occurrences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circle_reviews" ADD CONSTRAINT "circle_reviews_seat_id_circle_seats_id_fk" FOREIGN KEY ("seat_id") REFERENCES "public"."circle_seats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circle_reviews" ADD CONSTRAINT "circle_reviews_member_id_user_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "circle_reviews_occurrence_idx" ON "circle_reviews" USING btree ("occurrence_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "circle_reviews_member_idx" ON "circle_reviews" USING btree ("member_id");--> statement-breakpoint
ALTER TABLE "moderation_items" ADD CONSTRAINT "moderation_items_target_check" CHECK ("moderation_items"."target_type" in ('post', 'comment', 'message', 'profile', 'review', 'circle_message', 'circle_review'));--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_target_check" CHECK ("reports"."target_type" in ('post', 'comment', 'message', 'profile', 'review', 'circle_message', 'circle_review'));