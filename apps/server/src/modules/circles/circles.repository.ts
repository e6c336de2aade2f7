// Circles, their meetings, seats and waitlists. Reads and writes only: circles.service.ts decides
// (circles.policy.ts). Every change to who holds a seat in a meeting happens under that meeting's row
// lock (`withOccurrenceLock`), where dead holds and lapsed offers are let go first, so the count a
// decision reads is the truth and two requests never both take the last seat.
import { and, asc, eq, inArray, lt, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../platform/db/client.ts";
import { joinPerson, notSuspendedId, personColumns, personRow } from "../../platform/db/person-columns.ts";
import { circleOccurrences, circleSeats, circles, circleWaitlist } from "../../platform/db/schema/circles.ts";
import { queryRows } from "../../platform/db/typed-query.ts";
import { isListedExpertSql, listedExpertSql } from "../experts/index.ts";

export type CircleRow = typeof circles.$inferSelect;
export type OccurrenceRow = typeof circleOccurrences.$inferSelect;
export type SeatRow = typeof circleSeats.$inferSelect;
export type WaitlistRow = typeof circleWaitlist.$inferSelect;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Why the batched take did not seat a member: final ('full', 'closed'), or for the locked path's rules. */
export type SeatTakeRefusal = "full" | "closed" | "waiting" | "mine" | "stale" | "blocked";

/** What a decision under a meeting's lock sees: live seats, live offers and who waits, in order. */
export interface OccurrenceState {
  occurrence: OccurrenceRow;
  circle: CircleRow;
  live: SeatRow[];
  offers: WaitlistRow[];
  waiting: WaitlistRow[];
  /** Seats and offers let go on this lock (dead holds, lapsed offers). */
  released: { holds: SeatRow[]; offers: WaitlistRow[] };
}

const listedCircleRow = z.object({
  circle_id: z.string(),
  expert_id: z.string(),
  topic: z.string(),
  language: z.string(),
  title: z.string(),
  ground_rules: z.string(),
  minutes: z.number(),
  seats: z.number(),
  fee: z.number(),
  cadence: z.string(),
  status: z.string(),
  person: personRow,
});
export type ListedCircleRow = z.infer<typeof listedCircleRow>;

const occurrenceCountsRow = z.object({
  id: z.string(),
  circle_id: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  status: z.string(),
  seats: z.number(),
  taken: z.number(),
  waiting: z.number(),
});
export type OccurrenceCountsRow = z.infer<typeof occurrenceCountsRow>;

/** A Postgres array literal of strings, each quoted (a nickname may hold commas, quotes or braces). */
const pgArray = (xs: string[]) => `{${xs.map((x) => `"${x.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(",")}}`;

const liveSeat = sql`(s.status = 'confirmed' or (s.status = 'held' and s.hold_expires_at > now()))`;

async function setSeat(tx: Tx | Db, id: string, set: Partial<typeof circleSeats.$inferInsert>) {
  const [row] = await tx
    .update(circleSeats)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(circleSeats.id, id))
    .returning();
  return row ?? null;
}

export function createCirclesRepository(db: Db) {
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

    /** Inserts a seat under the meeting's lock (the caller decided it may). */
    async insertSeat(tx: Tx, s: typeof circleSeats.$inferInsert) {
      const [row] = await tx.insert(circleSeats).values(s).returning();
      if (!row) throw new Error("seat insert returned nothing");
      return row;
    },

    async setWaitlist(tx: Tx, ids: string[], set: Partial<Pick<WaitlistRow, "status" | "offeredUntil">>) {
      if (ids.length === 0) return [];
      return tx
        .update(circleWaitlist)
        .set({ ...set, updatedAt: new Date() })
        .where(inArray(circleWaitlist.id, ids))
        .returning();
    },

    async insertWaitlist(tx: Tx, occurrenceId: string, memberId: string) {
      const [row] = await tx.insert(circleWaitlist).values({ occurrenceId, memberId }).returning();
      if (!row) throw new Error("waitlist insert returned nothing");
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

    async setOccurrence(tx: Tx, id: string, set: Partial<typeof circleOccurrences.$inferInsert>) {
      const [row] = await tx
        .update(circleOccurrences)
        .set({ ...set, updatedAt: new Date() })
        .where(eq(circleOccurrences.id, id))
        .returning();
      return row ?? null;
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

    async waitlistOf(memberId: string) {
      return db.select().from(circleWaitlist).where(eq(circleWaitlist.memberId, memberId)).limit(500);
    },

    async waitlistEntry(occurrenceId: string, memberId: string) {
      const [row] = await db
        .select()
        .from(circleWaitlist)
        .where(
          and(
            eq(circleWaitlist.occurrenceId, occurrenceId),
            eq(circleWaitlist.memberId, memberId),
            inArray(circleWaitlist.status, ["waiting", "offered"]),
          ),
        );
      return row ?? null;
    },

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

    /** A moved meeting's seats are reminded again from its new time. */
    async resetReminders(tx: Tx, occurrenceId: string) {
      await tx.update(circleSeats).set({ lastReminder: null }).where(eq(circleSeats.occurrenceId, occurrenceId));
    },

    /** Scheduled meetings whose end has passed become ended. */
    async endPastOccurrences() {
      await db
        .update(circleOccurrences)
        .set({ status: "ended", updatedAt: new Date() })
        .where(and(eq(circleOccurrences.status, "scheduled"), lt(circleOccurrences.endsAt, new Date())));
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

export type CirclesRepository = ReturnType<typeof createCirclesRepository>;
