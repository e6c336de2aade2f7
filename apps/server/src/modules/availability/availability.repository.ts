// An expert's own weekly hours and time off (decision 033), and their upcoming confirmed sessions.
import { and, asc, eq, gte, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../platform/db/client.ts";
import { leftJoinPerson, type PersonRow, personColumns, personRow } from "../../platform/db/person-columns.ts";
import { expertProfiles, expertTimeOff, expertWeeklySchedule } from "../../platform/db/schema/experts.ts";
import { queryRows } from "../../platform/db/typed-query.ts";
import type { ScheduleRow } from "./slots.ts";

export interface TimeOffRow {
  id: string;
  startDate: string;
  endDate: string;
  reason: string;
}

export interface UpcomingSessionRow {
  id: string;
  startsAt: Date;
  endsAt: Date;
  clientId: string;
  person: PersonRow | null;
  proposalPending: boolean;
}

export function createAvailabilityRepository(db: Db) {
  return {
    async hasProfile(userId: string): Promise<boolean> {
      const rows = await db
        .select({ id: expertProfiles.userId })
        .from(expertProfiles)
        .where(eq(expertProfiles.userId, userId))
        .limit(1);
      return rows.length > 0;
    },

    /** Weekly rows in the order they were saved (the first row's zone is the expert's zone). */
    async schedule(userId: string): Promise<ScheduleRow[]> {
      return db
        .select({
          weekday: expertWeeklySchedule.weekday,
          startTime: sql<string>`to_char(${expertWeeklySchedule.startTime}, 'HH24:MI')`,
          endTime: sql<string>`to_char(${expertWeeklySchedule.endTime}, 'HH24:MI')`,
          timezone: expertWeeklySchedule.timezone,
        })
        .from(expertWeeklySchedule)
        .where(eq(expertWeeklySchedule.userId, userId))
        .orderBy(asc(expertWeeklySchedule.id));
    },

    async replaceSchedule(userId: string, rows: readonly ScheduleRow[]): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(expertWeeklySchedule).where(eq(expertWeeklySchedule.userId, userId));
        await tx.insert(expertWeeklySchedule).values(rows.map((r) => ({ userId, ...r })));
      });
    },

    /** Time off that ends on or after `fromDate` (YYYY-MM-DD), soonest first. */
    async timeOff(userId: string, fromDate: string): Promise<TimeOffRow[]> {
      return db
        .select({
          id: expertTimeOff.id,
          startDate: expertTimeOff.startDate,
          endDate: expertTimeOff.endDate,
          reason: expertTimeOff.reason,
        })
        .from(expertTimeOff)
        .where(and(eq(expertTimeOff.userId, userId), gte(expertTimeOff.endDate, fromDate)))
        .orderBy(asc(expertTimeOff.startDate), asc(expertTimeOff.id));
    },

    /**
     * Adds a range unless it overlaps one the expert has: checked and inserted under a per-expert lock,
     * so two saves at once cannot both pass. Returns the overlapping range instead when there is one.
     */
    async addTimeOff(
      userId: string,
      r: { startDate: string; endDate: string; reason: string },
    ): Promise<{ added: TimeOffRow } | { overlaps: TimeOffRow }> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('expert_time_off'), hashtext(${userId}))`);
        const clash = await tx
          .select({
            id: expertTimeOff.id,
            startDate: expertTimeOff.startDate,
            endDate: expertTimeOff.endDate,
            reason: expertTimeOff.reason,
          })
          .from(expertTimeOff)
          .where(
            and(
              eq(expertTimeOff.userId, userId),
              sql`${expertTimeOff.startDate} <= ${r.endDate}::date and ${expertTimeOff.endDate} >= ${r.startDate}::date`,
            ),
          )
          .limit(1);
        if (clash[0]) return { overlaps: clash[0] };
        const [added] = await tx
          .insert(expertTimeOff)
          .values({ userId, ...r })
          .returning({
            id: expertTimeOff.id,
            startDate: expertTimeOff.startDate,
            endDate: expertTimeOff.endDate,
            reason: expertTimeOff.reason,
          });
        if (!added) throw new Error("time off not inserted");
        return { added };
      });
    },

    /** Deletes one of this expert's ranges; false when they have no such range. */
    async deleteTimeOff(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(expertTimeOff)
        .where(and(eq(expertTimeOff.id, id), eq(expertTimeOff.userId, userId)))
        .returning({ id: expertTimeOff.id });
      return rows.length > 0;
    },

    async countUpcomingTimeOff(userId: string, fromDate: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(expertTimeOff)
        .where(and(eq(expertTimeOff.userId, userId), gte(expertTimeOff.endDate, fromDate)));
      return row?.n ?? 0;
    },

    /** The expert's confirmed sessions that have not started, soonest first, with their member. */
    async upcomingSessions(expertId: string, now: Date): Promise<UpcomingSessionRow[]> {
      const rows = await queryRows(
        db,
        z.object({
          id: z.string(),
          starts_at: z.string(),
          ends_at: z.string(),
          client_id: z.string(),
          proposal_pending: z.boolean(),
          person: personRow.nullable(),
        }),
        sql`
        select b.id, b.starts_at, b.ends_at, b.client_id,
          exists (select 1 from booking_proposals p where p.booking_id = b.id and p.status = 'pending') as proposal_pending,
          ${personColumns}
        from bookings b ${leftJoinPerson(sql`b.client_id`)}
        where b.expert_id = ${expertId} and b.status = 'CONFIRMED' and b.starts_at > ${now.toISOString()}
        order by b.starts_at
        limit 500`,
      );
      return rows.map((r) => ({
        id: r.id,
        startsAt: new Date(r.starts_at),
        endsAt: new Date(r.ends_at),
        clientId: r.client_id,
        person: r.person,
        proposalPending: r.proposal_pending,
      }));
    },
  };
}

export type AvailabilityRepository = ReturnType<typeof createAvailabilityRepository>;
