// The rows peer circles' repositories read (rooms, members, messages) and the SQL pieces they share:
// the one meaning of "leads this room" (and of the listeners who count), a room's and a message's columns.
import { type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { authorIsMinorSql } from "../young-people/index.ts";

export const windowRow = z.object({ weekday: z.number(), start: z.string(), end: z.string() });

export const roomRow = z.object({
  id: z.string(),
  topic: z.string(),
  language: z.string(),
  name: z.string(),
  open_hours: z.array(windowRow),
  closed_at: z.string().nullable(),
  member_count: z.number(),
  listener_count: z.number(),
  my_member_id: z.string().nullable(),
  my_nickname: z.string().nullable(),
  my_left_at: z.string().nullable(),
  my_muted_at: z.string().nullable(),
  i_lead: z.boolean(),
});
export type RoomRow = z.infer<typeof roomRow>;

export const memberRow = z.object({
  id: z.string(),
  user_id: z.string(),
  nickname: z.string(),
  left_at: z.string().nullable(),
  muted_at: z.string().nullable(),
  is_listener: z.boolean(),
});
export type MemberRow = z.infer<typeof memberRow>;

export const messageRow = z.object({
  id: z.string(),
  room_id: z.string(),
  member_id: z.string(),
  author_id: z.string(),
  nickname: z.string(),
  is_listener: z.boolean(),
  text: z.string(),
  moderation_state: z.string(),
  crisis_level: z.string().nullable(),
  created_at: z.string(),
});
export type MessageRow = z.infer<typeof messageRow>;

/**
 * The listeners who count on a room: listed on it, approved, and not under 18 today. Listeners are adults
 * (decision 038): a minor approved before the rule, or by a moderator since, never leads, is counted, is
 * shown as a listener nor is alerted, whatever their status row says; read on every use, like a revocation.
 */
export const roomListenersSql = (room: SQL) => sql`select l.listener_id from peer_room_listeners l
  join listener_status s on s.user_id = l.listener_id and s.status = 'approved'
  where l.room_id = ${room} and not ${authorIsMinorSql(sql`l.listener_id`)}`;

/** How many listeners count on a room (none: the room is paused). */
export const listenerCountSql = (room: SQL) => sql`(select count(*)::int from (${roomListenersSql(room)}) counted)`;

/** The one meaning of "leads this room" in SQL (policy: `leads`): one of the room's listeners who count. */
export const leadsSql = (room: SQL, userId: SQL) =>
  sql`exists (${roomListenersSql(room)} and l.listener_id = ${userId})`;

export const roomColumns = (viewerId: string) => sql`r.id, r.topic, r.language, r.name, r.open_hours, r.closed_at,
  (select count(*)::int from peer_room_members m where m.room_id = r.id and m.left_at is null) as member_count,
  ${listenerCountSql(sql`r.id`)} as listener_count,
  me.id as my_member_id, me.nickname as my_nickname, me.left_at as my_left_at, me.muted_at as my_muted_at,
  ${leadsSql(sql`r.id`, sql`${viewerId}::uuid`)} as i_lead`;

export const messageColumns = sql`msg.id, msg.room_id, msg.member_id, msg.author_id, pm.nickname,
  ${leadsSql(sql`msg.room_id`, sql`msg.author_id`)} as is_listener,
  msg.text, msg.moderation_state, msg.crisis_level, msg.created_at`;
