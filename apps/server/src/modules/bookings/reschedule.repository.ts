// Rescheduling: moving a confirmed booking to a new time, and the expert's proposals. Reads
// and writes only; reschedule.service.ts holds the rules. Spread into the bookings repository.
import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../platform/db/client.ts";
import { bookingProposals, bookings } from "../../platform/db/schema/bookings.ts";
import { queryRows } from "../../platform/db/typed-query.ts";

export type ProposalRow = typeof bookingProposals.$inferSelect;

export interface Move {
  bookingId: string;
  /** The start the caller saw: a booking moved meanwhile is not moved again from a stale view. */
  fromStartsAt: Date;
  startsAt: Date;
  endsAt: Date;
  /** A member's own move must leave at least this much time before the session's current start. */
  latestStart?: Date;
  /** Accepting a proposal: marked accepted in the same transaction. */
  proposalId?: string;
}

/** Undoes a move whose proposal was answered meanwhile (the transaction rolls back). */
class NotMoved extends Error {}

export function createRescheduleRepository(db: Db) {
  return {
    /**
     * Moves a booking in ONE statement inside one transaction: the old range is given up only as the
     * new one is taken, so the no-overlap constraint (migration 0006) decides a race into one slot —
     * the loser's update fails with an exclusion violation and nothing of theirs changes. Holds on the
     * new range that have run out are expired first, as a new booking would. False when the booking is
     * no longer a confirmed, upcoming one at the time the caller saw (or the proposal not pending).
     */
    async move(m: Move): Promise<boolean> {
      return db
        .transaction(async (tx) => {
          const range = sql`tstzrange(${m.startsAt.toISOString()}::timestamptz, ${m.endsAt.toISOString()}::timestamptz, '[)')`;
          await tx.execute(sql`
          update bookings set status = 'EXPIRED', updated_at = now()
          where expert_id = (select expert_id from bookings where id = ${m.bookingId})
            and status = 'HELD' and hold_expires_at <= now()
            and tstzrange(starts_at, ends_at, '[)') && ${range}`);
          const moved = await tx
            .update(bookings)
            .set({ startsAt: m.startsAt, endsAt: m.endsAt, updatedAt: new Date() })
            .where(
              and(
                eq(bookings.id, m.bookingId),
                eq(bookings.status, "CONFIRMED"),
                // Milliseconds, as the caller read it (PostgreSQL keeps microseconds).
                sql`date_trunc('milliseconds', ${bookings.startsAt}) = ${m.fromStartsAt.toISOString()}::timestamptz`,
                sql`${bookings.startsAt} > now()`,
                m.latestStart ? sql`${bookings.startsAt} >= ${m.latestStart.toISOString()}::timestamptz` : undefined,
              ),
            )
            .returning({ id: bookings.id });
          if (!moved.length) return false;
          if (m.proposalId) {
            const accepted = await tx
              .update(bookingProposals)
              .set({ status: "accepted", decidedAt: new Date() })
              .where(and(eq(bookingProposals.id, m.proposalId), eq(bookingProposals.status, "pending")))
              .returning({ id: bookingProposals.id });
            if (!accepted.length) throw new NotMoved();
          } else {
            // The member chose a time themselves: an open proposal of the expert is moot.
            await tx
              .update(bookingProposals)
              .set({ status: "withdrawn", decidedAt: new Date() })
              .where(and(eq(bookingProposals.bookingId, m.bookingId), eq(bookingProposals.status, "pending")));
          }
          return true;
        })
        .catch((err) => {
          if (err instanceof NotMoved) return false;
          throw err;
        });
    },

    /** A new proposal; an older pending one of the same booking is withdrawn in the same transaction. */
    async propose(bookingId: string, startsAt: Date, endsAt: Date): Promise<ProposalRow> {
      return db.transaction(async (tx) => {
        await tx
          .update(bookingProposals)
          .set({ status: "withdrawn", decidedAt: new Date() })
          .where(and(eq(bookingProposals.bookingId, bookingId), eq(bookingProposals.status, "pending")));
        const [row] = await tx.insert(bookingProposals).values({ bookingId, startsAt, endsAt }).returning();
        if (!row) throw new Error("proposal insert returned nothing");
        return row;
      });
    },

    async proposal(id: string, bookingId: string): Promise<ProposalRow | null> {
      const [row] = await db
        .select()
        .from(bookingProposals)
        .where(and(eq(bookingProposals.id, id), eq(bookingProposals.bookingId, bookingId)));
      return row ?? null;
    },

    /** Declines a pending proposal; false when it was not pending any more. */
    async decline(id: string): Promise<boolean> {
      const rows = await db
        .update(bookingProposals)
        .set({ status: "declined", decidedAt: new Date() })
        .where(and(eq(bookingProposals.id, id), eq(bookingProposals.status, "pending")))
        .returning({ id: bookingProposals.id });
      return rows.length > 0;
    },

    /** The email addresses of a booking's two people (to tell them of a change). */
    async emailsOf(b: { clientId: string; expertId: string }) {
      const rows = await queryRows(
        db,
        z.object({ id: z.string(), email: z.string() }),
        sql`
        select id, email from "user" where id in (${b.clientId}, ${b.expertId})`,
      );
      return new Map(rows.map((r) => [r.id, r.email]));
    },
  };
}
