CREATE TABLE "expert_time_off" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expert_time_off_order_check" CHECK ("expert_time_off"."end_date" >= "expert_time_off"."start_date"),
	CONSTRAINT "expert_time_off_reason_check" CHECK (char_length("expert_time_off"."reason") <= 200)
);
--> statement-breakpoint
ALTER TABLE "expert_time_off" ADD CONSTRAINT "expert_time_off_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "expert_time_off_user_idx" ON "expert_time_off" USING btree ("user_id","end_date");