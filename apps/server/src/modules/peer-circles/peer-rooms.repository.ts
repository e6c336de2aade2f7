// Peer rooms and their members: the list, one room, who is in it, who leads it, joining, leaving and
// mutes. Reads and writes only (rules: peer-circles.policy.ts and the services).
import type { PeerWindow } from "@saathi/contract/peer-circles";
import { and, eq, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../platform/db/client.ts";
import { peerRoomListeners, peerRoomMembers, peerRooms } from "../../platform/db/schema/peer-circles.ts";
import { queryRow, queryRows } from "../../platform/db/typed-query.ts";
import { notMutedBy } from "../../platform/db/visibility.ts";
import {
  leadsSql,
  type MemberRow,
  memberRow,
  type RoomRow,
  roomColumns,
  roomListenersSql,
  roomRow,
} from "./peer-rows.ts";

export function createPeerRoomsRepository(db: Db) {
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

    /** The listeners who count on a room (who a risk message alerts). */
    async leaderIds(roomId: string): Promise<string[]> {
      const rows = await queryRows(db, z.object({ listener_id: z.string() }), roomListenersSql(sql`${roomId}::uuid`));
      return rows.map((r) => r.listener_id);
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
  };
}
