import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../platform/db/client.ts";
import { peerRoomMessages } from "../../platform/db/schema/peer-circles.ts";
import { queryRow, queryRows } from "../../platform/db/typed-query.ts";
import { notMutedBy } from "../../platform/db/visibility.ts";
import { type MessageRow, messageColumns, messageRow } from "./peer-rows.ts";

export function createPeerMessagesRepository(db: Db) {
  return {
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
  };
}
