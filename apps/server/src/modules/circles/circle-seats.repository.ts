// Seats: the meeting's row lock every change to who holds a seat runs under (`withOccurrenceLock`, where
// dead holds and lapsed offers are let go first, so the count a decision reads is the truth and two
// requests never both take the last seat), the batched take without the long lock, one seat's lock for
// its payment, and a refund's claim. Reads and writes only.
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../platform/db/client.ts";
import { deletionPending } from "../../platform/db/deletion-pending.ts";
import { circleOccurrences, circleSeats, circles, circleWaitlist } from "../../platform/db/schema/circles.ts";
import { queryRows } from "../../platform/db/typed-query.ts";
import { type OccurrenceState, pgArray, type SeatRow, type SeatTakeRefusal, setSeat, type Tx } from "./circle-rows.ts";

export function createCircleSeatsRepository(db: Db) {
  /** Locks the meeting, lets go dead holds and lapsed offers, and hands the state to `run`. */
  const withOccurrenceLock = <T>(
    occurrenceId: string,
    run: (state: OccurrenceState, tx: Tx) => Promise<T>,
  ): Promise<T | null> =>
    db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ occurrence: circleOccurrences, circle: circles })
        .from(circleOccurrences)
        .innerJoin(circles, eq(circles.id, circleOccurrences.circleId))
        .where(eq(circleOccurrences.id, occurrenceId))
        .for("update", { of: circleOccurrences });
      if (!locked) return null;
      const { occurrence, circle } = locked;
      const [seats, queue] = await Promise.all([
        tx
          .select()
          .from(circleSeats)
          .where(and(eq(circleSeats.occurrenceId, occurrenceId), inArray(circleSeats.status, ["held", "confirmed"]))),
        tx
          .select()
          .from(circleWaitlist)
          .where(
            and(eq(circleWaitlist.occurrenceId, occurrenceId), inArray(circleWaitlist.status, ["waiting", "offered"])),
          )
          .orderBy(asc(circleWaitlist.createdAt), asc(circleWaitlist.id)),
      ]);
      // Holds and offers whose time ran out are let go here, so the count below is the truth (written
      // only when there is something to let go: the usual request reads and decides).
      const now = new Date();
      const dead = seats.filter((x) => x.status === "held" && x.holdExpiresAt !== null && x.holdExpiresAt < now);
      const lapsedIds = queue.filter((w) => w.status === "offered" && w.offeredUntil !== null && w.offeredUntil < now);
      const holds = dead.length
        ? await tx
            .update(circleSeats)
            .set({ status: "expired", cancelledBy: "expired", cancelledAt: now, updatedAt: now })
            .where(
              inArray(
                circleSeats.id,
                dead.map((x) => x.id),
              ),
            )
            .returning()
        : [];
      const lapsed = lapsedIds.length
        ? await tx
            .update(circleWaitlist)
            .set({ status: "expired", updatedAt: now })
            .where(
              inArray(
                circleWaitlist.id,
                lapsedIds.map((w) => w.id),
              ),
            )
            .returning()
        : [];
      const gone = new Set([...dead, ...lapsedIds].map((x) => x.id));
      const live = seats.filter((x) => !gone.has(x.id));
      const waiting = queue.filter((w) => !gone.has(w.id));
      const state: OccurrenceState = {
        occurrence,
        circle,
        live,
        offers: waiting.filter((w) => w.status === "offered"),
        waiting: waiting.filter((w) => w.status === "waiting"),
        released: { holds, offers: lapsed },
      };
      return run(state, tx);
    });

  return {
    withOccurrenceLock,

    /**
     * The seat take without the long lock (migration 0040 `circle_take_seats`), for a batch of members of
     * one meeting at once: one call locks the meeting only while its counter shows a seat free and gives
     * each member in turn the lowest free seat. Answers per member (in order) the seat, or why not.
     */
    async takeSeats(
      occurrenceId: string,
      members: { memberId: string; nickname: string; confirmBlocked: boolean }[],
      money: { amount: number; currency: string; provider: string; holdExpiresAt: Date | null; paidAt: Date | null },
    ): Promise<({ seat: SeatRow } | { seat: null; outcome: SeatTakeRefusal })[]> {
      const rows = await queryRows(
        db,
        z.object({
          out_member: z.string(),
          out_seat: z.string().nullable(),
          out_outcome: z.enum(["taken", "full", "closed", "waiting", "mine", "stale", "blocked"]),
        }),
        sql`select out_member, out_seat, out_outcome from circle_take_seats(${occurrenceId}::uuid,
          ${pgArray(members.map((m) => m.memberId))}::uuid[], ${pgArray(members.map((m) => m.nickname))}::text[],
          ${money.amount}::int, ${money.currency}, ${money.provider},
          ${money.holdExpiresAt?.toISOString() ?? null}::timestamptz, ${money.paidAt?.toISOString() ?? null}::timestamptz,
          ${`{${members.map((m) => (m.confirmBlocked ? "t" : "f")).join(",")}}`}::boolean[])`,
      );
      const ids = rows.flatMap((r) => (r.out_outcome === "taken" && r.out_seat ? [r.out_seat] : []));
      const seats = ids.length ? await db.select().from(circleSeats).where(inArray(circleSeats.id, ids)) : [];
      const byId = new Map(seats.map((x) => [x.id, x]));
      return members.map((m, i) => {
        // One row per member, in order (a row that is not this member's sends them to the locked path).
        const r = rows[i]?.out_member === m.memberId ? rows[i] : undefined;
        const seat = r?.out_seat ? byId.get(r.out_seat) : undefined;
        if (seat) return { seat };
        const outcome = r?.out_outcome;
        return { seat: null, outcome: !outcome || outcome === "taken" ? "stale" : outcome };
      });
    },

    /** The member's account is set to be deleted (a pending row of account-deletion's table). */
    deletionPending: (memberId: string): Promise<boolean> => deletionPending(db, memberId),

    /**
     * The meetings among these where someone `memberId` blocked holds a live seat (only the blocker is
     * ever told: who blocked whom is never read the other way round here).
     */
    async blockedPresent(memberId: string, occurrenceIds: string[], tx: Tx | Db = db) {
      if (occurrenceIds.length === 0) return new Set<string>();
      const rows = await queryRows(
        tx,
        z.object({ occurrence_id: z.string() }),
        sql`select distinct s.occurrence_id from circle_seats s join blocks b on b.blocked_id = s.member_id
          where b.blocker_id = ${memberId} and s.status in ('held', 'confirmed')
            and s.occurrence_id = any(${pgArray(occurrenceIds)}::uuid[])`,
      );
      return new Set(rows.map((r) => r.occurrence_id));
    },

    /** Inserts a seat under the meeting's lock (the caller decided it may). */
    async insertSeat(tx: Tx, s: typeof circleSeats.$inferInsert) {
      const [row] = await tx.insert(circleSeats).values(s).returning();
      if (!row) throw new Error("seat insert returned nothing");
      return row;
    },

    /** Changes one seat outside any lock (its order id once opened; a hold given up when no order opened). */
    updateSeat: (id: string, set: Partial<typeof circleSeats.$inferInsert>) => setSeat(db, id, set),

    setSeat: (tx: Tx, id: string, set: Partial<typeof circleSeats.$inferInsert>) => setSeat(tx, id, set),

    async setSeats(tx: Tx, ids: string[], set: Partial<typeof circleSeats.$inferInsert>) {
      if (ids.length === 0) return [];
      return tx
        .update(circleSeats)
        .set({ ...set, updatedAt: new Date() })
        .where(inArray(circleSeats.id, ids))
        .returning();
    },

    async seat(id: string) {
      const [row] = await db
        .select({ seat: circleSeats, occurrence: circleOccurrences, circle: circles })
        .from(circleSeats)
        .innerJoin(circleOccurrences, eq(circleOccurrences.id, circleSeats.occurrenceId))
        .innerJoin(circles, eq(circles.id, circleOccurrences.circleId))
        .where(eq(circleSeats.id, id));
      return row ?? null;
    },

    async seatByOrder(orderId: string) {
      const [row] = await db.select().from(circleSeats).where(eq(circleSeats.gatewayOrderId, orderId));
      return row ?? null;
    },

    /** Locks one seat's row and lets `run` decide on it (settling a payment, a refund's claim). */
    async withSeatLock<T>(id: string, run: (seat: SeatRow, tx: Tx) => Promise<T>): Promise<T | null> {
      return db.transaction(async (tx) => {
        const [seat] = await tx.select().from(circleSeats).where(eq(circleSeats.id, id)).for("update");
        return seat ? run(seat, tx) : null;
      });
    },

    async seatsOf(memberId: string) {
      return db
        .select({ seat: circleSeats, occurrence: circleOccurrences, circle: circles })
        .from(circleSeats)
        .innerJoin(circleOccurrences, eq(circleOccurrences.id, circleSeats.occurrenceId))
        .innerJoin(circles, eq(circles.id, circleOccurrences.circleId))
        .where(eq(circleSeats.memberId, memberId))
        .orderBy(asc(circleOccurrences.startsAt))
        .limit(500);
    },

    /** A meeting's seats that are live or paid (the host's roster, the people to tell). */
    async seatsOfOccurrence(occurrenceId: string) {
      return db.select().from(circleSeats).where(eq(circleSeats.occurrenceId, occurrenceId));
    },

    /** A moved meeting's seats are reminded again from its new time. */
    async resetReminders(tx: Tx, occurrenceId: string) {
      await tx.update(circleSeats).set({ lastReminder: null }).where(eq(circleSeats.occurrenceId, occurrenceId));
    },

    /** Claims a seat's refund for one worker for `leaseSeconds`; null when it is not owed or someone holds it. */
    async claimRefund(id: string, leaseSeconds: number) {
      const [row] = await db
        .update(circleSeats)
        .set({ refundClaimedUntil: sql`now() + make_interval(secs => ${leaseSeconds})` })
        .where(
          and(
            eq(circleSeats.id, id),
            inArray(circleSeats.status, ["cancelled", "expired"]),
            sql`${circleSeats.gatewayPaymentId} is not null and ${circleSeats.amount} > 0`,
            sql`(${circleSeats.refundClaimedUntil} is null or ${circleSeats.refundClaimedUntil} < now())`,
          ),
        )
        .returning();
      return row ?? null;
    },

    async markRefunded(id: string, gatewayRefundId: string) {
      const now = new Date();
      const [row] = await db
        .update(circleSeats)
        .set({ status: "refunded", gatewayRefundId, refundedAt: now, refundClaimedUntil: null, updatedAt: now })
        .where(and(eq(circleSeats.id, id), inArray(circleSeats.status, ["cancelled", "expired"])))
        .returning();
      return row ?? null;
    },

    async releaseRefund(id: string) {
      await db.update(circleSeats).set({ refundClaimedUntil: null }).where(eq(circleSeats.id, id));
    },
  };
}
