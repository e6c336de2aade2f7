CREATE TABLE "healthbot_conversations" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"flow" text NOT NULL,
	"node" text NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"plan" text,
	"plan_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "healthbot_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"user_id" uuid NOT NULL,
	"sender" text NOT NULL,
	"text" text NOT NULL,
	"catalog" boolean DEFAULT false NOT NULL,
	"values" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "healthbot_messages_sender_check" CHECK ("healthbot_messages"."sender" in ('bot', 'member'))
);
--> statement-breakpoint
ALTER TABLE "healthbot_conversations" ADD CONSTRAINT "healthbot_conversations_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "healthbot_messages" ADD CONSTRAINT "healthbot_messages_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "healthbot_messages_user_seq_idx" ON "healthbot_messages" USING btree ("user_id","seq" DESC NULLS LAST);
