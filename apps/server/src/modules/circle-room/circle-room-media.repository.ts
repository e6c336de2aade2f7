// The media platform's stores (platform/media/media-store.ts) on this module's tables, so that every
// node uses the same Janus room for a meeting and a join token is taken once across nodes (one UPDATE
// … WHERE used_at IS NULL … RETURNING). Room keys are `circle:<occurrenceId>`. Reads and writes only.
import { and, eq, isNull, lte, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client.ts";
import {
  circleRoomMedia as media,
  circleRoomParticipants as parts,
  circleRoomRemovals as removals,
  circleRoomTokens as tokens,
} from "../../platform/db/schema/circle-room.ts";
import type { JoinTokenRecord, MediaRoomRecord, RoomStore, TokenStore } from "../../platform/media/media-store.ts";

export const ROOM_KEY_PREFIX = "circle:";
export const roomKeyOf = (occurrenceId: string) => `${ROOM_KEY_PREFIX}${occurrenceId}`;
const occurrenceOf = (key: string) => key.slice(ROOM_KEY_PREFIX.length);

const roomColumns = {
  key: media.roomKey,
  janusRoom: media.janusRoom,
  secret: media.secret,
  locked: media.locked,
  ended: media.ended,
};

export function createCircleRoomMediaStores(db: Db): { rooms: RoomStore; tokens: TokenStore } {
  const rooms: RoomStore = {
    async save(room) {
      const { key, ...rest } = room;
      await db
        .insert(media)
        .values({ roomKey: key, ...rest })
        .onConflictDoUpdate({ target: media.roomKey, set: rest });
    },
    async claim(room) {
      const { key, ...rest } = room;
      // A live room stored already stays; an ended one is replaced.
      const [stored] = await db
        .insert(media)
        .values({ roomKey: key, ...rest })
        .onConflictDoUpdate({ target: media.roomKey, set: rest, setWhere: sql`${media.ended}` })
        .returning(roomColumns);
      return stored ?? ((await rooms.get(key)) as MediaRoomRecord);
    },
    async get(key) {
      const [row] = await db.select(roomColumns).from(media).where(eq(media.roomKey, key)).limit(1);
      return row ?? null;
    },
    async ban(key, memberId) {
      await db
        .insert(removals)
        .values({ occurrenceId: occurrenceOf(key), memberId })
        .onConflictDoNothing();
    },
    async isBanned(key, memberId) {
      const [row] = await db
        .select({ memberId: removals.memberId })
        .from(removals)
        .where(and(eq(removals.occurrenceId, occurrenceOf(key)), eq(removals.memberId, memberId)))
        .limit(1);
      return Boolean(row);
    },
    async setParticipant(key, participantId, memberId) {
      await db
        .insert(parts)
        .values({ roomKey: key, participantId, occurrenceId: occurrenceOf(key), memberId })
        .onConflictDoNothing();
    },
    async participantMember(key, participantId) {
      const [row] = await db
        .select({ memberId: parts.memberId })
        .from(parts)
        .where(and(eq(parts.roomKey, key), eq(parts.participantId, participantId)))
        .limit(1);
      return row?.memberId ?? null;
    },
    async participantsOf(key, memberId) {
      const rows = await db
        .select({ id: parts.participantId })
        .from(parts)
        .where(and(eq(parts.roomKey, key), eq(parts.memberId, memberId)));
      return rows.map((r) => r.id);
    },
  };

  const tokenColumns = {
    hash: tokens.hash,
    roomKey: tokens.roomKey,
    seatId: tokens.seatId,
    memberId: tokens.memberId,
    expiresAt: tokens.expiresAt,
    usedAt: tokens.usedAt,
  };
  const tokenStore: TokenStore = {
    async put(t) {
      await db.insert(tokens).values(t);
    },
    async take(hash, bound, now): Promise<JoinTokenRecord | null> {
      const [row] = await db
        .update(tokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(tokens.hash, hash),
            isNull(tokens.usedAt),
            eq(tokens.roomKey, bound.roomKey),
            eq(tokens.memberId, bound.memberId),
            sql`${tokens.expiresAt} > ${now}`,
          ),
        )
        .returning(tokenColumns);
      return row ?? null;
    },
    async drop(roomKey, memberId) {
      const rows = await db
        .delete(tokens)
        .where(
          and(
            eq(tokens.roomKey, roomKey),
            isNull(tokens.usedAt),
            memberId === undefined ? undefined : eq(tokens.memberId, memberId),
          ),
        )
        .returning({ hash: tokens.hash });
      return rows.map((r) => r.hash);
    },
    async dropExpired(now) {
      const rows = await db
        .delete(tokens)
        .where(lte(tokens.expiresAt, now))
        .returning({ roomKey: tokens.roomKey, hash: tokens.hash, usedAt: tokens.usedAt });
      return rows.filter((r) => !r.usedAt).map(({ roomKey, hash }) => ({ roomKey, hash }));
    },
  };
  return { rooms, tokens: tokenStore };
}
