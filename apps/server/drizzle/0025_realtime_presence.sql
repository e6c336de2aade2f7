-- Issue 21, presence across nodes: each server process (node) beats in realtime_nodes; a member is
-- online while some live node holds a realtime_presence row for them. A node that dies without
-- cleaning up stops beating, and any other node removes it (and its members' rows) once it expires.
-- user_profiles.is_online stays the flag readers use, kept equal to "has a presence row".
CREATE TABLE "realtime_nodes" (
	"node_id" uuid PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "realtime_presence" (
	"user_id" uuid NOT NULL,
	"node_id" uuid NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "realtime_presence_user_id_node_id_pk" PRIMARY KEY("user_id","node_id")
);
--> statement-breakpoint
ALTER TABLE "realtime_presence" ADD CONSTRAINT "realtime_presence_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "realtime_presence" ADD CONSTRAINT "realtime_presence_node_id_realtime_nodes_node_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."realtime_nodes"("node_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "realtime_presence_node_idx" ON "realtime_presence" USING btree ("node_id");--> statement-breakpoint
-- Flags left by processes before presence was tracked per node mean nothing now.
UPDATE "user_profiles" SET "is_online" = false WHERE "is_online";
