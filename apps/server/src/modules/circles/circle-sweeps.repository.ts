// What the circles jobs look for: meetings to refresh, dead holds, reminders due, refunds owed and
// suspended people still holding places. Reads and writes only.
import { and, eq, inArray, lt, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../platform/db/client.ts";
import { notSuspendedId } from "../../platform/db/person-columns.ts";
import { circleOccurrences, circleSeats, circles } from "../../platform/db/schema/circles.ts";
import { queryRows } from "../../platform/db/typed-query.ts";

export function createCircleSweepsRepository(db: Db) {
  return {
    /** Meetings with people waiting and something to let go or offer (the waitlist job's work). */
    async occurrencesToRefresh() {
      const rows = await queryRows(
        db,
        z.object({ id: z.string() }),
        sql`select distinct o.id from circle_occurrences o
          where o.status = 'scheduled' and o.starts_at > now() and (
            exists (select 1 from circle_waitlist w where w.occurrence_id = o.id and w.status = 'offered' and w.offered_until < now())
            or exists (select 1 from circle_seats s where s.occurrence_id = o.id and s.status = 'held' and s.hold_expires_at < now())
            or exists (select 1 from circle_waitlist w where w.occurrence_id = o.id and w.status = 'waiting'))
          limit 500`,
      );
      return rows.map((r) => r.id);
    },

    /**
     * Holds past their time in meetings nobody waits for (let go by the job). Their meetings are locked
     * first, in one order: letting a hold go changes its meeting's seat counter (a trigger), and every
     * other seat change takes the meeting before the seat, so the two never wait on each other in a ring.
     */
    async expireDeadHolds() {
      return db.transaction(async (tx) => {
        const now = new Date();
        await queryRows(
          tx,
          z.object({ id: z.string() }),
          sql`select o.id from circle_occurrences o where o.id in (select s.occurrence_id from circle_seats s
            where s.status = 'held' and s.hold_expires_at < ${now.toISOString()}::timestamptz)
            order by o.id for update`,
        );
        return tx
          .update(circleSeats)
          .set({ status: "expired", cancelledBy: "expired", cancelledAt: now, updatedAt: now })
          .where(and(eq(circleSeats.status, "held"), lt(circleSeats.holdExpiresAt, now)))
          .returning({ id: circleSeats.id });
      });
    },

    /**
     * Claims the reminders due now, once each (a seat's `last_reminder` moves on in the same statement,
     * so two workers never send one twice): '24h' for a confirmed seat whose meeting starts within a
     * day, '1h' within the hour. Answers the seats with their meeting and circle, to tell.
     */
    async claimReminders() {
      const claimed = await queryRows(
        db,
        z.object({ id: z.string() }),
        sql`update circle_seats s set last_reminder = case when o.starts_at <= now() + interval '1 hour' then '1h' else '24h' end,
            updated_at = now()
          from circle_occurrences o join circles c on c.id = o.circle_id
          where o.id = s.occurrence_id and s.status = 'confirmed' and o.status = 'scheduled' and c.status = 'active'
            and o.starts_at > now() and o.starts_at <= now() + interval '24 hours'
            and (s.last_reminder is null or (s.last_reminder = '24h' and o.starts_at <= now() + interval '1 hour'))
          returning s.id`,
      );
      if (claimed.length === 0) return [];
      return db
        .select({ seat: circleSeats, occurrence: circleOccurrences, circle: circles })
        .from(circleSeats)
        .innerJoin(circleOccurrences, eq(circleOccurrences.id, circleSeats.occurrenceId))
        .innerJoin(circles, eq(circles.id, circleOccurrences.circleId))
        .where(
          inArray(
            circleSeats.id,
            claimed.map((r) => r.id),
          ),
        );
    },

    /** Seats owed a refund nobody is sending (cancelled or expired with a captured payment). */
    async refundsOwed(graceSeconds: number) {
      const rows = await queryRows(
        db,
        z.object({ id: z.string() }),
        sql`select id from circle_seats where status in ('cancelled', 'expired') and gateway_payment_id is not null
          and amount > 0 and updated_at < now() - make_interval(secs => ${graceSeconds})
          and (refund_claimed_until is null or refund_claimed_until < now()) limit 200`,
      );
      return rows.map((r) => r.id);
    },

    /**
     * Suspended members (an admin's member suspension, live now) who still hold a seat in a meeting to
     * come or a place in a waitlist: the suspension job's members to take out.
     */
    async suspendedWithPlaces() {
      const rows = await queryRows(
        db,
        z.object({ id: z.string() }),
        sql`select distinct x.member_id as id from (
            select s.member_id from circle_seats s join circle_occurrences o on o.id = s.occurrence_id
              where s.status in ('held', 'confirmed') and o.status = 'scheduled' and o.starts_at > now()
            union
            select w.member_id from circle_waitlist w where w.status in ('waiting', 'offered')
          ) x where not ${notSuspendedId(sql`x.member_id`)} limit 200`,
      );
      return rows.map((r) => r.id);
    },

    /**
     * Hosts of active circles who were suspended: as an expert (vetting) or as a member (admin). Their
     * circles are cancelled by the suspension job.
     */
    async suspendedHosts() {
      const rows = await queryRows(
        db,
        z.object({ id: z.string() }),
        sql`select distinct c.expert_id as id from circles c where c.status = 'active' and (
            not ${notSuspendedId(sql`c.expert_id`)}
            or exists (select 1 from expert_applications a where a.expert_id = c.expert_id and a.status = 'suspended'))
          limit 200`,
      );
      return rows.map((r) => r.id);
    },
  };
}
