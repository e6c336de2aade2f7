// Calls (spec §3 call_rooms, call_signaling, session_participants). A room belongs to one booking and
// its two people; at most one room of a booking rings or is active at a time.
import { sql } from "drizzle-orm";
import {
  bigserial,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import { bookings } from "./bookings.ts";

const ts = (name: string) => timestamp(name, { withTimezone: true });

export const callRooms = pgTable(
  "call_rooms",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    callerId: uuid("caller_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    calleeId: uuid("callee_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** ringing, active (the callee accepted), rejected, ended. */
    status: text("status").notNull().default("ringing"),
    createdAt: ts("created_at").notNull().defaultNow(),
    acceptedAt: ts("accepted_at"),
    endedAt: ts("ended_at"),
    endedBy: uuid("ended_by"),
  },
  (t) => [
    check("call_rooms_status_check", sql`${t.status} in ('ringing', 'active', 'rejected', 'ended')`),
    check("call_rooms_not_self", sql`${t.callerId} <> ${t.calleeId}`),
    uniqueIndex("call_rooms_live_idx").on(t.bookingId).where(sql`${t.status} in ('ringing', 'active')`),
    index("call_rooms_callee_idx").on(t.calleeId, t.createdAt),
  ],
);

export const callSignaling = pgTable(
  "call_signaling",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    roomId: uuid("room_id")
      .notNull()
      .references(() => callRooms.id, { onDelete: "cascade" }),
    senderId: uuid("sender_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** The sender's connection (one per open call screen). */
    senderPeer: uuid("sender_peer").notNull(),
    /** The connection this signal answers; null for whoever is there. */
    targetPeer: uuid("target_peer"),
    payloadType: text("payload_type").notNull(),
    payload: jsonb("payload").notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    check("call_signaling_type_check", sql`${t.payloadType} in ('offer', 'answer', 'ice')`),
    index("call_signaling_room_idx").on(t.roomId, t.id),
  ],
);

/** Who is on the call screen now, with their current connection id. */
export const sessionParticipants = pgTable(
  "session_participants",
  {
    roomId: uuid("room_id")
      .notNull()
      .references(() => callRooms.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    peer: uuid("peer").notNull(),
    joinedAt: ts("joined_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.roomId, t.userId] })],
);
