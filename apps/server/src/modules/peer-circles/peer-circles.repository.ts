// Peer circles' reads and writes: rooms, members, messages, listeners and quiz attempts. Rules live
// in peer-circles.policy.ts and the services; this file only reads and writes.
import type { ListenerStatusName, PeerWindow } from "@saathi/contract/peer-circles";
import { and, eq, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import { type AuditRecord, writeAudit } from "../../platform/audit/audit-log.ts";
import type { Db } from "../../platform/db/client.ts";
import { personById, personRow } from "../../platform/db/person-columns.ts";
import {
  listenerQuizAttempts,
  listenerStatus,
  peerRoomListeners,
  peerRoomMembers,
  peerRoomMessages,
  peerRooms,
} from "../../platform/db/schema/peer-circles.ts";
import { queryRow, queryRows } from "../../platform/db/typed-query.ts";
import { notMutedBy } from "../../platform/db/visibility.ts";

const windowRow = z.object({ weekday: z.number(), start: z.string(), end: z.string() });

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

/** Listed on the room and approved: the one meaning of "leads this room" in SQL (policy: `leads`). */
const leadsSql = (room: ReturnType<typeof sql>, userId: ReturnType<typeof sql>) => sql`exists (
  select 1 from peer_room_listeners l join listener_status s on s.user_id = l.listener_id and s.status = 'approved'
  where l.room_id = ${room} and l.listener_id = ${userId})`;

const roomColumns = (viewerId: string) => sql`r.id, r.topic, r.language, r.name, r.open_hours, r.closed_at,
  (select count(*)::int from peer_room_members m where m.room_id = r.id and m.left_at is null) as member_count,
  (select count(*)::int from peer_room_listeners l join listener_status s on s.user_id = l.listener_id
    and s.status = 'approved' where l.room_id = r.id) as listener_count,
  me.id as my_member_id, me.nickname as my_nickname, me.left_at as my_left_at, me.muted_at as my_muted_at,
  ${leadsSql(sql`r.id`, sql`${viewerId}::uuid`)} as i_lead`;

const messageColumns = sql`msg.id, msg.room_id, msg.member_id, msg.author_id, pm.nickname,
  ${leadsSql(sql`msg.room_id`, sql`msg.author_id`)} as is_listener,
  msg.text, msg.moderation_state, msg.crisis_level, msg.created_at`;

export function createPeerCirclesRepository(db: Db) {
  return {
    async rooms(viewerId: string, q: { topic?: string; language?: string }): Promise<RoomRow[]> {
      return queryRows(
        db,
        roomRow,
        sql`select ${roomColumns(viewerId)} from peer_rooms r
          left join peer_room_members me on me.room_id = r.id and me.user_id = ${viewerId}
          where r.closed_at is null
            and ${q.topic ? sql`r.topic = ${q.topic}` : sql`true`}
            and ${q.language ? sql`r.language = ${q.language}` : sql`true`}
          order by r.created_at desc limit 200`,
      );
    },

    async room(viewerId: string, roomId: string): Promise<RoomRow | null> {
      return queryRow(
        db,
        roomRow,
        sql`select ${roomColumns(viewerId)} from peer_rooms r
          left join peer_room_members me on me.room_id = r.id and me.user_id = ${viewerId}
          where r.id = ${roomId} and r.closed_at is null`,
      );
    },

    /** Current members (nicknames), listeners first. */
    async members(roomId: string): Promise<MemberRow[]> {
      return queryRows(
        db,
        memberRow,
        sql`select m.id, m.user_id, m.nickname, m.left_at, m.muted_at,
            ${leadsSql(sql`m.room_id`, sql`m.user_id`)} as is_listener
          from peer_room_members m where m.room_id = ${roomId} and m.left_at is null
          order by is_listener desc, m.joined_at`,
      );
    },

    async member(roomId: string, memberId: string): Promise<MemberRow | null> {
      return queryRow(
        db,
        memberRow,
        sql`select m.id, m.user_id, m.nickname, m.left_at, m.muted_at,
            ${leadsSql(sql`m.room_id`, sql`m.user_id`)} as is_listener
          from peer_room_members m where m.room_id = ${roomId} and m.id = ${memberId}`,
      );
    },

    async membershipOf(roomId: string, userId: string): Promise<MemberRow | null> {
      return queryRow(
        db,
        memberRow,
        sql`select m.id, m.user_id, m.nickname, m.left_at, m.muted_at,
            ${leadsSql(sql`m.room_id`, sql`m.user_id`)} as is_listener
          from peer_room_members m where m.room_id = ${roomId} and m.user_id = ${userId}`,
      );
    },

    /** The approved listeners listed on a room (who a risk message alerts). */
    async leaderIds(roomId: string): Promise<string[]> {
      const rows = await queryRows(
        db,
        z.object({ id: z.string() }),
        sql`select l.listener_id as id from peer_room_listeners l
          join listener_status s on s.user_id = l.listener_id and s.status = 'approved' where l.room_id = ${roomId}`,
      );
      return rows.map((r) => r.id);
    },

    /** The moderators and admins (who a risk message in a circle also alerts). */
    async moderatorIds(): Promise<string[]> {
      const rows = await queryRows(
        db,
        z.object({ id: z.string() }),
        sql`select id from "user" where role in ('moderator', 'admin')`,
      );
      return rows.map((r) => r.id);
    },

    /**
     * Current members of the room blocked either way with the viewer; `viewerBlocked` when the viewer
     * is the one who blocked (the join warns only them).
     */
    async blockedInRoom(roomId: string, viewerId: string): Promise<{ memberId: string; viewerBlocked: boolean }[]> {
      const rows = await queryRows(
        db,
        z.object({ member_id: z.string(), viewer_blocked: z.boolean() }),
        sql`select m.id as member_id,
            exists (select 1 from blocks b where b.blocker_id = ${viewerId} and b.blocked_id = m.user_id) as viewer_blocked
          from peer_room_members m
          where m.room_id = ${roomId} and m.left_at is null and m.user_id <> ${viewerId}
            and exists (select 1 from blocks b where (b.blocker_id = ${viewerId} and b.blocked_id = m.user_id)
              or (b.blocker_id = m.user_id and b.blocked_id = ${viewerId}))`,
      );
      return rows.map((r) => ({ memberId: r.member_id, viewerBlocked: r.viewer_blocked }));
    },

    /** Current members of the room the viewer muted (Saathi's one mute): their messages are hidden from the viewer. */
    async mutedInRoom(roomId: string, viewerId: string): Promise<string[]> {
      const rows = await queryRows(
        db,
        z.object({ id: z.string() }),
        sql`select m.id from peer_room_members m
          where m.room_id = ${roomId} and m.left_at is null and m.user_id <> ${viewerId}
            and not ${notMutedBy(viewerId, sql`m.user_id`)}`,
      );
      return rows.map((r) => r.id);
    },

    /** A room, its first listener and that listener's membership, in one transaction. */
    async createRoom(
      input: { topic: string; language: string; name: string; openHours: PeerWindow[] },
      listenerId: string,
      nickname: string,
    ): Promise<string> {
      return db.transaction(async (tx) => {
        const [room] = await tx.insert(peerRooms).values(input).returning({ id: peerRooms.id });
        if (!room) throw new Error("peer room not created");
        await tx.insert(peerRoomListeners).values({ roomId: room.id, listenerId });
        await tx.insert(peerRoomMembers).values({ roomId: room.id, userId: listenerId, nickname });
        return room.id;
      });
    },

    /** Joins (or rejoins with a new nickname); false when another member holds the nickname. */
    async join(roomId: string, userId: string, nickname: string): Promise<boolean> {
      try {
        await db
          .insert(peerRoomMembers)
          .values({ roomId, userId, nickname })
          .onConflictDoUpdate({
            target: [peerRoomMembers.roomId, peerRoomMembers.userId],
            set: { nickname, leftAt: null, joinedAt: new Date() },
          });
        return true;
      } catch (err) {
        const code =
          (err as { cause?: { code?: string }; code?: string }).cause?.code ?? (err as { code?: string }).code;
        if (code === "23505") return false;
        throw err;
      }
    },

    async leave(roomId: string, userId: string): Promise<boolean> {
      const r = await db
        .update(peerRoomMembers)
        .set({ leftAt: new Date() })
        .where(
          and(eq(peerRoomMembers.roomId, roomId), eq(peerRoomMembers.userId, userId), isNull(peerRoomMembers.leftAt)),
        )
        .returning({ id: peerRoomMembers.id });
      return r.length > 0;
    },

    async setMuted(memberId: string, by: string | null): Promise<void> {
      await db
        .update(peerRoomMembers)
        .set(by ? { mutedAt: new Date(), mutedBy: by } : { mutedAt: null, mutedBy: null })
        .where(eq(peerRoomMembers.id, memberId));
    },

    /** The write check's view of the writer, with their own last messages in this room (oldest first). */
    async writer(userId: string, roomId: string) {
      const r = await queryRow(
        db,
        z.object({
          created_at: z.string(),
          posting_muted_until: z.string().nullable(),
          locale: z.string().nullable(),
          recent: z.array(z.string()),
        }),
        sql`select p.created_at, p.posting_muted_until, p.locale,
            coalesce((select array_agg(t.text order by t.created_at) from (
              select text, created_at from peer_room_messages
              where room_id = ${roomId} and author_id = ${userId} and created_at > now() - interval '24 hours'
              order by created_at desc limit 5) t), '{}') as recent
          from user_profiles p where p.user_id = ${userId}`,
      );
      if (!r) return null;
      return {
        createdAt: new Date(r.created_at),
        postingMutedUntil: r.posting_muted_until ? new Date(r.posting_muted_until) : null,
        locale: r.locale,
        recent: r.recent,
      };
    },

    /** Stores a message; a repeated clientId answers the first one's id. */
    async insertMessage(m: {
      roomId: string;
      memberId: string;
      authorId: string;
      text: string;
      state: "visible" | "held";
      crisisLevel: string | null;
      clientId: string | null;
    }): Promise<string> {
      const [row] = await db
        .insert(peerRoomMessages)
        .values({
          roomId: m.roomId,
          memberId: m.memberId,
          authorId: m.authorId,
          text: m.text,
          moderationState: m.state,
          crisisLevel: m.crisisLevel,
          clientId: m.clientId,
        })
        .onConflictDoNothing()
        .returning({ id: peerRoomMessages.id });
      if (row) return row.id;
      const [first] = await db
        .select({ id: peerRoomMessages.id })
        .from(peerRoomMessages)
        .where(and(eq(peerRoomMessages.authorId, m.authorId), eq(peerRoomMessages.clientId, m.clientId ?? "")));
      if (!first) throw new Error("peer message neither stored nor found");
      return first.id;
    },

    async messageByClientId(authorId: string, clientId: string): Promise<MessageRow | null> {
      return queryRow(
        db,
        messageRow,
        sql`select ${messageColumns} from peer_room_messages msg join peer_room_members pm on pm.id = msg.member_id
          where msg.author_id = ${authorId} and msg.client_id = ${clientId}`,
      );
    },

    async message(id: string): Promise<MessageRow | null> {
      return queryRow(
        db,
        messageRow,
        sql`select ${messageColumns} from peer_room_messages msg join peer_room_members pm on pm.id = msg.member_id
          where msg.id = ${id}`,
      );
    },

    /**
     * The room's history for one member: visible messages and their own held ones, without the
     * messages of members blocked either way with them, oldest first (the newest page).
     */
    async messages(roomId: string, viewerId: string, after: Date | null, limit: number): Promise<MessageRow[]> {
      const rows = await queryRows(
        db,
        messageRow,
        sql`select ${messageColumns} from peer_room_messages msg join peer_room_members pm on pm.id = msg.member_id
          where msg.room_id = ${roomId}
            and (msg.moderation_state = 'visible' or (msg.moderation_state = 'held' and msg.author_id = ${viewerId}))
            and not exists (select 1 from blocks b where (b.blocker_id = ${viewerId} and b.blocked_id = msg.author_id)
              or (b.blocker_id = msg.author_id and b.blocked_id = ${viewerId}))
            and (msg.author_id = ${viewerId} or ${notMutedBy(viewerId, sql`msg.author_id`)})
            and ${after ? sql`msg.created_at > ${after.toISOString()}::timestamptz` : sql`true`}
          order by msg.created_at desc, msg.id desc limit ${limit}`,
      );
      return rows.reverse();
    },

    /** The few visible messages just before one (what moderators see with it: never the whole room). */
    async before(m: MessageRow, limit: number): Promise<MessageRow[]> {
      const rows = await queryRows(
        db,
        messageRow,
        sql`select ${messageColumns} from peer_room_messages msg join peer_room_members pm on pm.id = msg.member_id
          where msg.room_id = ${m.room_id} and msg.moderation_state = 'visible'
            and (msg.created_at, msg.id) < (${m.created_at}::timestamptz, ${m.id}::uuid)
          order by msg.created_at desc, msg.id desc limit ${limit}`,
      );
      return rows.reverse();
    },

    /** Erases room history written before `cutoff`; answers how many messages went. */
    async eraseBefore(cutoff: Date): Promise<number> {
      const rows = await queryRows(
        db,
        z.object({ id: z.string() }),
        sql`delete from peer_room_messages where created_at < ${cutoff.toISOString()}::timestamptz returning id`,
      );
      return rows.length;
    },

    // Listeners.

    async listenerStatusOf(userId: string): Promise<ListenerStatusName | null> {
      const [row] = await db
        .select({ status: listenerStatus.status })
        .from(listenerStatus)
        .where(eq(listenerStatus.userId, userId));
      return (row?.status as ListenerStatusName | undefined) ?? null;
    },

    async addQuizAttempt(userId: string, answers: Record<string, string>, score: number, passed: boolean) {
      await db.insert(listenerQuizAttempts).values({ userId, answers, score, passed });
    },

    async quizSummary(userId: string): Promise<{ passed: boolean; best: number | null }> {
      const r = await queryRow(
        db,
        z.object({ passed: z.boolean(), best: z.number().nullable() }),
        sql`select coalesce(bool_or(passed), false) as passed, max(score)::int as best
          from listener_quiz_attempts where user_id = ${userId}`,
      );
      return { passed: r?.passed ?? false, best: r?.best ?? null };
    },

    async courseId(slug: string): Promise<string | null> {
      const r = await queryRow(
        db,
        z.object({ id: z.string() }),
        sql`select id from wellness_courses where slug = ${slug}`,
      );
      return r?.id ?? null;
    },

    /** Applies (or reapplies after a revocation): the decision columns are cleared. */
    async apply(userId: string, motivation: string | null): Promise<void> {
      const fresh = {
        status: "applied",
        appliedAt: new Date(),
        motivation,
        decidedBy: null,
        decidedAt: null,
        reason: null,
      };
      await db
        .insert(listenerStatus)
        .values({ userId, ...fresh })
        .onConflictDoUpdate({ target: listenerStatus.userId, set: fresh });
    },

    /**
     * A moderator's decision, applied only from the status it was decided on, with its audit record in
     * the same transaction. False when the status changed meanwhile.
     */
    async decide(
      userId: string,
      from: ListenerStatusName,
      to: ListenerStatusName,
      by: string,
      reason: string | null,
      audit: AuditRecord,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(listenerStatus)
          .set({ status: to, decidedBy: by, decidedAt: new Date(), reason })
          .where(and(eq(listenerStatus.userId, userId), eq(listenerStatus.status, from)))
          .returning({ userId: listenerStatus.userId });
        if (!rows[0]) return false;
        await writeAudit(tx, audit);
        return true;
      });
    },

    async applications(status: ListenerStatusName | undefined) {
      return queryRows(
        db,
        z.object({
          user_id: z.string(),
          person: personRow.nullable(),
          status: z.string(),
          applied_at: z.string(),
          motivation: z.string().nullable(),
          best_score: z.number().nullable(),
          decided_at: z.string().nullable(),
          decided_by: z.string().nullable(),
          reason: z.string().nullable(),
        }),
        sql`select s.user_id, ${personById(sql`s.user_id`)} as person, s.status, s.applied_at, s.motivation,
            (select max(score)::int from listener_quiz_attempts a where a.user_id = s.user_id) as best_score,
            s.decided_at, s.decided_by, s.reason
          from listener_status s
          where ${status ? sql`s.status = ${status}` : sql`true`}
          order by s.applied_at desc limit 200`,
      );
    },

    /** The member's names (account name, profile names, username): a nickname must not give them away. */
    async namesOf(userId: string): Promise<(string | null)[]> {
      const r = await queryRow(
        db,
        z.object({ name: z.string().nullable(), person: personRow.nullable() }),
        sql`select u.name, ${personById(sql`u.id`)} as person from "user" u where u.id = ${userId}`,
      );
      if (!r) return [];
      const p = r.person;
      return [r.name, p?.displayName ?? null, p?.firstName ?? null, p?.lastName ?? null, p?.username ?? null];
    },
  };
}

export type PeerCirclesRepository = ReturnType<typeof createPeerCirclesRepository>;
