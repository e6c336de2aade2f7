// Circles and their meetings: the host's writes, the listing's reads, a meeting's facts. Reads and
// writes only (the circles services decide).
import { and, eq, lt, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../platform/db/client.ts";
import { joinPerson, personColumns, personRow } from "../../platform/db/person-columns.ts";
import { circleOccurrences, circles } from "../../platform/db/schema/circles.ts";
import { queryRows } from "../../platform/db/typed-query.ts";
import { isListedExpertSql, listedExpertSql } from "../experts/index.ts";
import {
  type CircleRow,
  listedCircleRow,
  liveSeat,
  type OccurrenceCountsRow,
  occurrenceCountsRow,
  type Tx,
} from "./circle-rows.ts";

export function createCircleCatalogRepository(db: Db) {
  return {
    async insertCircle(c: typeof circles.$inferInsert, meetings: { startsAt: Date; endsAt: Date }[]) {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(circles).values(c).returning();
        if (!row) throw new Error("circle insert returned nothing");
        const occ = await tx
          .insert(circleOccurrences)
          .values(meetings.map((m) => ({ circleId: row.id, startsAt: m.startsAt, endsAt: m.endsAt, seats: row.seats })))
          .returning();
        return { circle: row, occurrences: occ };
      });
    },

    async circle(id: string) {
      const [row] = await db.select().from(circles).where(eq(circles.id, id));
      return row ?? null;
    },

    /** A meeting, its circle, and whether its host is listed now (a host who is not takes no seats). */
    async occurrence(id: string) {
      const [row] = await db
        .select({
          occurrence: circleOccurrences,
          circle: circles,
          hostListed: sql<boolean>`${isListedExpertSql(sql`${circles.expertId}`)}`,
        })
        .from(circleOccurrences)
        .innerJoin(circles, eq(circles.id, circleOccurrences.circleId))
        .where(eq(circleOccurrences.id, id));
      return row ?? null;
    },

    /** The host allows or stops cameras in the circle's live rooms. */
    async setVideoAllowed(id: string, allowed: boolean) {
      await db.update(circles).set({ videoAllowed: allowed, updatedAt: new Date() }).where(eq(circles.id, id));
    },

    /** Changes the circle's words and, for meetings still to come, their capacity. */
    async updateCircle(id: string, set: Partial<Pick<CircleRow, "title" | "groundRules" | "seats">>) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(circles)
          .set({ ...set, updatedAt: new Date() })
          .where(eq(circles.id, id))
          .returning();
        if (row && set.seats !== undefined)
          await tx
            .update(circleOccurrences)
            .set({ seats: set.seats, updatedAt: new Date() })
            .where(
              and(
                eq(circleOccurrences.circleId, id),
                eq(circleOccurrences.status, "scheduled"),
                sql`${circleOccurrences.startsAt} > now()`,
              ),
            );
        return row ?? null;
      });
    },

    /** The highest live seat number among the circle's meetings still to come (a capacity may not go below it). */
    async highestLiveSeat(circleId: string) {
      const rows = await queryRows(
        db,
        z.object({ n: z.number() }),
        sql`select coalesce(max(s.seat_number), 0)::int as n from circle_seats s
          join circle_occurrences o on o.id = s.occurrence_id
          where o.circle_id = ${circleId} and o.starts_at > now() and ${liveSeat}`,
      );
      return rows[0]?.n ?? 0;
    },

    async markCircleCancelled(id: string) {
      await db.update(circles).set({ status: "cancelled", updatedAt: new Date() }).where(eq(circles.id, id));
    },

    /** The circle's meetings still to come that are scheduled (ids, for cancelling them one by one). */
    async upcomingOccurrenceIds(circleId: string) {
      const rows = await db
        .select({ id: circleOccurrences.id })
        .from(circleOccurrences)
        .where(
          and(
            eq(circleOccurrences.circleId, circleId),
            eq(circleOccurrences.status, "scheduled"),
            sql`${circleOccurrences.startsAt} > now()`,
          ),
        );
      return rows.map((r) => r.id);
    },

    /** Listed hosts' active circles (one host's, or any), with their host's profile. */
    async listedCircles(f: { circleIds?: string[]; expertId?: string; topic?: string; language?: string }) {
      const byIds = f.circleIds
        ? sql`and c.id = any(${sql`array[${sql.join(
            f.circleIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )}]`})`
        : sql``;
      return queryRows(
        db,
        listedCircleRow,
        sql`select c.id as circle_id, c.expert_id, c.topic, c.language, c.title, c.ground_rules, c.minutes, c.seats,
            c.fee, c.cadence, c.status, ${personColumns}
          from circles c join expert_profiles ep on ep.user_id = c.expert_id
          ${joinPerson(sql`c.expert_id`)}
          where ${listedExpertSql(sql`ep`)}
            ${f.circleIds && f.circleIds.length === 0 ? sql`and false` : byIds}
            ${f.expertId ? sql`and c.expert_id = ${f.expertId}` : sql``}
            ${f.topic ? sql`and c.topic = ${f.topic}` : sql``}
            ${f.language ? sql`and c.language = ${f.language}` : sql``}
          order by c.created_at desc limit 200`,
      );
    },

    /** An expert's own circles with the profile (listed or not). */
    async circlesOf(expertId: string) {
      return queryRows(
        db,
        listedCircleRow,
        sql`select c.id as circle_id, c.expert_id, c.topic, c.language, c.title, c.ground_rules, c.minutes, c.seats,
            c.fee, c.cadence, c.status, ${personColumns}
          from circles c ${joinPerson(sql`c.expert_id`)}
          where c.expert_id = ${expertId} order by c.created_at desc limit 200`,
      );
    },

    /** Meetings of these circles with their taken seats (live holds, confirmed, live offers) and waiting count. */
    async occurrencesWithCounts(
      circleIds: string[],
      f: { from?: Date; to?: Date; upcomingOnly: boolean },
    ): Promise<OccurrenceCountsRow[]> {
      if (circleIds.length === 0) return [];
      return queryRows(
        db,
        occurrenceCountsRow,
        sql`select o.id, o.circle_id, o.starts_at, o.ends_at, o.status, o.seats::int as seats,
            ((select count(*) from circle_seats s where s.occurrence_id = o.id and ${liveSeat})
              + (select count(*) from circle_waitlist w where w.occurrence_id = o.id and w.status = 'offered'
                and w.offered_until > now()))::int as taken,
            (select count(*) from circle_waitlist w where w.occurrence_id = o.id and w.status = 'waiting')::int as waiting
          from circle_occurrences o
          where o.circle_id = any(${sql`array[${sql.join(
            circleIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )}]`})
            ${f.upcomingOnly ? sql`and o.status = 'scheduled' and o.starts_at > now()` : sql``}
            ${f.from ? sql`and o.starts_at >= ${f.from.toISOString()}::timestamptz` : sql``}
            ${f.to ? sql`and o.starts_at < ${f.to.toISOString()}::timestamptz` : sql``}
          order by o.starts_at`,
      );
    },

    /** Circle ids with a scheduled meeting still to come in the window (for the public listing). */
    async circleIdsWithUpcoming(f: { from?: Date; to?: Date }) {
      const rows = await queryRows(
        db,
        z.object({ circle_id: z.string() }),
        sql`select distinct o.circle_id from circle_occurrences o
          where o.status = 'scheduled' and o.starts_at > now()
            ${f.from ? sql`and o.starts_at >= ${f.from.toISOString()}::timestamptz` : sql``}
            ${f.to ? sql`and o.starts_at < ${f.to.toISOString()}::timestamptz` : sql``}
          limit 1000`,
      );
      return rows.map((r) => r.circle_id);
    },

    /** What every seat request for a meeting needs first: its host, whether listed now, and the fee. */
    async meetingFacts(occurrenceId: string) {
      const rows = await queryRows(
        db,
        z.object({ expert_id: z.string(), host_listed: z.boolean(), fee: z.number() }),
        sql`select c.expert_id, ${isListedExpertSql(sql`c.expert_id`)} as host_listed, c.fee
          from circle_occurrences o join circles c on c.id = o.circle_id where o.id = ${occurrenceId}`,
      );
      return rows[0] ?? null;
    },

    async setOccurrence(tx: Tx, id: string, set: Partial<typeof circleOccurrences.$inferInsert>) {
      const [row] = await tx
        .update(circleOccurrences)
        .set({ ...set, updatedAt: new Date() })
        .where(eq(circleOccurrences.id, id))
        .returning();
      return row ?? null;
    },

    /** Scheduled meetings whose end has passed become ended. */
    async endPastOccurrences() {
      await db
        .update(circleOccurrences)
        .set({ status: "ended", updatedAt: new Date() })
        .where(and(eq(circleOccurrences.status, "scheduled"), lt(circleOccurrences.endsAt, new Date())));
    },

    async hostName(expertId: string) {
      const rows = await queryRows(
        db,
        z.object({ person: personRow }),
        sql`select ${personColumns} from "user" u ${joinPerson(sql`u.id`)} where u.id = ${expertId}`,
      );
      return rows[0]?.person ?? null;
    },
  };
}
