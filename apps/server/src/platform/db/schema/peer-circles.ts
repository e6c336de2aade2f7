// Peer circles: text rooms on a topic, open at set hours (weekly windows in Asia/Kolkata), where
// members talk under a circle nickname, led by trained listeners. Messages are kept 7 days (a job
// erases older ones). Listener status and quiz attempts record how a member became a listener
// and which moderator decided, when and why.
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "./auth.ts";

const ts = (name: string) => timestamp(name, { withTimezone: true });
const userRef = (name: string) => uuid(name).references(() => user.id, { onDelete: "cascade" });

/** A weekly window the room is open in, Asia/Kolkata wall time (weekday 0 = Sunday; "HH:MM"). */
export interface PeerRoomWindow {
  weekday: number;
  start: string;
  end: string;
}

export const peerRooms = pgTable(
  "peer_rooms",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** One of PEER_TOPICS (contract). */
    topic: text("topic").notNull(),
    /** One of PEER_LANGUAGES (contract). */
    language: text("language").notNull(),
    name: text("name").notNull(),
    /** Weekly open windows, Asia/Kolkata. */
    openHours: jsonb("open_hours").$type<PeerRoomWindow[]>().notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
    /** A closed room is listed no more; its history still ages out. */
    closedAt: ts("closed_at"),
  },
  (t) => [index("peer_rooms_topic_idx").on(t.topic, t.language)],
);

/** The trained listener(s) leading a room (they lead only while their status is approved). */
export const peerRoomListeners = pgTable(
  "peer_room_listeners",
  {
    roomId: uuid("room_id")
      .notNull()
      .references(() => peerRooms.id, { onDelete: "cascade" }),
    listenerId: userRef("listener_id").notNull(),
    addedAt: ts("added_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.roomId, t.listenerId] }),
    index("peer_room_listeners_listener_idx").on(t.listenerId),
  ],
);

/** One row per member and room: a rejoin clears left_at. The nickname is unique in its room. */
export const peerRoomMembers = pgTable(
  "peer_room_members",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    roomId: uuid("room_id")
      .notNull()
      .references(() => peerRooms.id, { onDelete: "cascade" }),
    userId: userRef("user_id").notNull(),
    nickname: text("nickname").notNull(),
    joinedAt: ts("joined_at").notNull().defaultNow(),
    leftAt: ts("left_at"),
    /** Muted in this room by a listener of it (cannot write until unmuted). */
    mutedAt: ts("muted_at"),
    mutedBy: uuid("muted_by").references(() => user.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("peer_room_members_room_user_idx").on(t.roomId, t.userId),
    uniqueIndex("peer_room_members_nickname_idx").on(t.roomId, sql`lower(${t.nickname})`),
    index("peer_room_members_user_idx").on(t.userId),
  ],
);

/** Room history: erased after PEER_MESSAGE_RETENTION_DAYS by the peer-circles-erase-old job. */
export const peerRoomMessages = pgTable(
  "peer_room_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    roomId: uuid("room_id")
      .notNull()
      .references(() => peerRooms.id, { onDelete: "cascade" }),
    memberId: uuid("member_id")
      .notNull()
      .references(() => peerRoomMembers.id, { onDelete: "cascade" }),
    authorId: userRef("author_id").notNull(),
    text: text("text").notNull(),
    /** visible, held (waits for a moderator), hidden (removed by a moderator). */
    moderationState: text("moderation_state").notNull().default("visible"),
    /** The write check's crisis level when it was queued (the writer's helpline card). */
    crisisLevel: text("crisis_level"),
    /** The sender's retry key: a repeated send is the same message. */
    clientId: text("client_id"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("peer_room_messages_room_idx").on(t.roomId, t.createdAt),
    index("peer_room_messages_created_idx").on(t.createdAt),
    index("peer_room_messages_author_idx").on(t.authorId),
    uniqueIndex("peer_room_messages_client_idx").on(t.authorId, t.clientId),
    check("peer_room_messages_state_check", sql`${t.moderationState} in ('visible', 'held', 'hidden')`),
  ],
);

/** A member's way to the listener role: applied, approved, revoked; by which moderator, when, why. */
export const listenerStatus = pgTable(
  "listener_status",
  {
    userId: userRef("user_id").primaryKey(),
    status: text("status").notNull(),
    appliedAt: ts("applied_at").notNull().defaultNow(),
    /** Why they want to listen (their own words, optional). */
    motivation: text("motivation"),
    decidedBy: uuid("decided_by").references(() => user.id, { onDelete: "set null" }),
    decidedAt: ts("decided_at"),
    reason: text("reason"),
  },
  (t) => [check("listener_status_check", sql`${t.status} in ('applied', 'approved', 'revoked')`)],
);

/** Each attempt at the listener quiz, graded on the server. */
export const listenerQuizAttempts = pgTable(
  "listener_quiz_attempts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: userRef("user_id").notNull(),
    answers: jsonb("answers").$type<Record<string, string>>().notNull(),
    score: integer("score").notNull(),
    passed: boolean("passed").notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("listener_quiz_attempts_user_idx").on(t.userId, t.createdAt)],
);
