// Presence across server processes: nodes beat; a member is online while a live node holds a row.
import { index, pgTable, primaryKey, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";

/** One row per running server process; removed on a clean stop, or by another node once it expires. */
export const realtimeNodes = pgTable("realtime_nodes", {
  nodeId: uuid("node_id").primaryKey(),
  startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
  heartbeatAt: timestamp("heartbeat_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A member with at least one open socket on a node (the sockets themselves are counted in that node). */
export const realtimePresence = pgTable(
  "realtime_presence",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    nodeId: uuid("node_id")
      .notNull()
      .references(() => realtimeNodes.nodeId, { onDelete: "cascade" }),
    since: timestamp("since", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.nodeId] }), index("realtime_presence_node_idx").on(t.nodeId)],
);
