// Who the host removed from a meeting's live room: they get no join token for that meeting again, on any
// node and after a restart. Nothing said or written in the room is kept anywhere.
import { bigint, boolean, index, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import { circleOccurrences } from "./circles.ts";

export const circleRoomRemovals = pgTable(
  "circle_room_removals",
  {
    occurrenceId: uuid("occurrence_id")
      .notNull()
      .references(() => circleOccurrences.id, { onDelete: "cascade" }),
    memberId: uuid("member_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    removedAt: timestamp("removed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.occurrenceId, t.memberId] }),
    index("circle_room_removals_member_idx").on(t.memberId),
  ],
);

/**
 * The Janus room behind a live room (its id and secret never leave the server), shared by every node:
 * whichever node opens the room first makes it; the others use the same one.
 */
export const circleRoomMedia = pgTable("circle_room_media", {
  roomKey: text("room_key").primaryKey(),
  janusRoom: bigint("janus_room", { mode: "number" }).notNull(),
  secret: text("secret").notNull(),
  locked: boolean("locked").notNull().default(false),
  ended: boolean("ended").notNull().default(false),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Join tokens, stored only as their SHA-256: single-use (taken with one UPDATE … WHERE used_at IS NULL),
 * two minutes, bound to the room, the member and the seat. Any node may issue one and any node take it.
 */
export const circleRoomTokens = pgTable(
  "circle_room_tokens",
  {
    hash: text("hash").primaryKey(),
    roomKey: text("room_key").notNull(),
    seatId: text("seat_id").notNull(),
    memberId: uuid("member_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [
    index("circle_room_tokens_room_idx").on(t.roomKey, t.memberId),
    index("circle_room_tokens_member_idx").on(t.memberId),
  ],
);

/**
 * Who is in a meeting's live room now, as every node sees it: one row per Janus participant, with the
 * name shown (circle nickname, or the host's name), a raised hand and the host's mute. A row goes when
 * its member leaves, is removed, loses their seat, or the room ends.
 */
export const circleRoomParticipants = pgTable(
  "circle_room_participants",
  {
    roomKey: text("room_key").notNull(),
    participantId: bigint("participant_id", { mode: "number" }).notNull(),
    occurrenceId: uuid("occurrence_id")
      .notNull()
      .references(() => circleOccurrences.id, { onDelete: "cascade" }),
    memberId: uuid("member_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    name: text("name").notNull().default(""),
    isHost: boolean("is_host").notNull().default(false),
    handRaised: boolean("hand_raised").notNull().default(false),
    mutedByHost: boolean("muted_by_host").notNull().default(false),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.roomKey, t.participantId] }),
    index("circle_room_participants_member_idx").on(t.occurrenceId, t.memberId),
    index("circle_room_participants_user_idx").on(t.memberId),
  ],
);

/**
 * Who watches whose camera: one row per Janus subscriber handle (the subscription id the browser names),
 * with the Janus session that holds it and the node that made it, so that the browser's answer and its
 * "stop" work on whichever node they reach. A row goes when its viewer stops, leaves or is removed, the
 * room ends, or Janus answers that the handle is gone; one past its expiry is one nobody took out.
 */
export const circleRoomWatches = pgTable(
  "circle_room_watches",
  {
    subscriptionId: bigint("subscription_id", { mode: "number" }).primaryKey(),
    janusSession: bigint("janus_session", { mode: "number" }).notNull(),
    occurrenceId: uuid("occurrence_id")
      .notNull()
      .references(() => circleOccurrences.id, { onDelete: "cascade" }),
    viewerId: uuid("viewer_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    feedId: bigint("feed_id", { mode: "number" }).notNull(),
    holderNode: text("holder_node").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("circle_room_watches_viewer_idx").on(t.occurrenceId, t.viewerId),
    index("circle_room_watches_user_idx").on(t.viewerId),
    index("circle_room_watches_expiry_idx").on(t.expiresAt),
  ],
);
