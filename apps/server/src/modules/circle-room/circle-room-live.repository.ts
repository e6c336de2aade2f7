// Who is in a meeting's live room now, in the database so that every node sees the same room: one row
// per Janus participant with the name shown, a raised hand and the host's mute. Reads and writes only;
// a delete answers what it deleted, so when several nodes hear the same news only one acts on it.
import { and, eq, inArray, lt } from "drizzle-orm";
import type { Db } from "../../platform/db/client.ts";
import { circleRoomParticipants as p } from "../../platform/db/schema/circle-room.ts";

export interface LiveParticipant {
  participantId: number;
  memberId: string;
  name: string;
  isHost: boolean;
  handRaised: boolean;
  mutedByHost: boolean;
}

const columns = {
  participantId: p.participantId,
  memberId: p.memberId,
  name: p.name,
  isHost: p.isHost,
  handRaised: p.handRaised,
  mutedByHost: p.mutedByHost,
};

export function createCircleRoomLiveRepository(db: Db) {
  const one = (occurrenceId: string, participantId: number) =>
    and(eq(p.occurrenceId, occurrenceId), eq(p.participantId, participantId));
  return {
    /** A participant who just joined (the media store may have written its row already). */
    async enter(roomKey: string, occurrenceId: string, row: Omit<LiveParticipant, "handRaised" | "mutedByHost">) {
      await db
        .insert(p)
        .values({ roomKey, occurrenceId, ...row })
        .onConflictDoUpdate({ target: [p.roomKey, p.participantId], set: { name: row.name, isHost: row.isHost } });
    },
    list(occurrenceId: string): Promise<LiveParticipant[]> {
      return db.select(columns).from(p).where(eq(p.occurrenceId, occurrenceId));
    },
    async get(occurrenceId: string, participantId: number): Promise<LiveParticipant | null> {
      const [row] = await db.select(columns).from(p).where(one(occurrenceId, participantId)).limit(1);
      return row ?? null;
    },
    async mine(occurrenceId: string, memberId: string): Promise<LiveParticipant[]> {
      return db
        .select(columns)
        .from(p)
        .where(and(eq(p.occurrenceId, occurrenceId), eq(p.memberId, memberId)));
    },
    async isIn(occurrenceId: string, memberId: string): Promise<boolean> {
      return (await this.mine(occurrenceId, memberId)).length > 0;
    },
    async setHand(occurrenceId: string, participantId: number, raised: boolean) {
      await db.update(p).set({ handRaised: raised }).where(one(occurrenceId, participantId));
    },
    async setMutedByHost(occurrenceId: string, participantId: number, muted: boolean) {
      await db.update(p).set({ mutedByHost: muted }).where(one(occurrenceId, participantId));
    },
    /** The member's participants, out of the room; answers their ids (none when another node took them). */
    async leaveMember(occurrenceId: string, memberId: string): Promise<number[]> {
      const rows = await db
        .delete(p)
        .where(and(eq(p.occurrenceId, occurrenceId), eq(p.memberId, memberId)))
        .returning({ id: p.participantId });
      return rows.map((r) => r.id);
    },
    /** These participants, out of the room; answers who they were. */
    async leave(occurrenceId: string, participantIds: number[]) {
      if (!participantIds.length) return [];
      return db
        .delete(p)
        .where(and(eq(p.occurrenceId, occurrenceId), inArray(p.participantId, participantIds)))
        .returning({ participantId: p.participantId, memberId: p.memberId });
    },
    /** Rows left behind by a node that stopped while people were in a room: long past any meeting. */
    async clearStale(joinedBefore: Date): Promise<number> {
      const rows = await db.delete(p).where(lt(p.joinedAt, joinedBefore)).returning({ id: p.participantId });
      return rows.length;
    },
    /** Everyone out (the room ended). */
    leaveAll(occurrenceId: string) {
      return db
        .delete(p)
        .where(eq(p.occurrenceId, occurrenceId))
        .returning({ participantId: p.participantId, memberId: p.memberId });
    },
  };
}

export type CircleRoomLiveRepository = ReturnType<typeof createCircleRoomLiveRepository>;
