-- Issue 20, the Uplift Feed: a member marks a post they can see as helpful (one mark per member per post).
CREATE TABLE "post_helpful_marks" (
	"post_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_helpful_marks_post_id_user_id_pk" PRIMARY KEY("post_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "post_helpful_marks" ADD CONSTRAINT "post_helpful_marks_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_helpful_marks" ADD CONSTRAINT "post_helpful_marks_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_helpful_marks_user_idx" ON "post_helpful_marks" USING btree ("user_id");
