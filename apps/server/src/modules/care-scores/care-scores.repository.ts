// Reads and writes the questionnaires asked before sessions, the scores they produce, and the
// expert's caseload (one query for every client). Nothing here decides who may see what.
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../platform/db/client.ts";
import { leftJoinPerson, personById, personColumns, personRow } from "../../platform/db/person-columns.ts";
import { assessmentResults } from "../../platform/db/schema/assessments.ts";
import { queryRow, queryRows } from "../../platform/db/typed-query.ts";
import { sensitiveConsentActive, sensitiveConsentTurn } from "../consents/index.ts";

const askedRow = z.object({
  id: z.string(),
  booking_id: z.string(),
  member_id: z.string(),
  expert_id: z.string(),
  starts_at: z.string(),
});
export type AskedRow = z.infer<typeof askedRow>;

const requestRow = z.object({
  id: z.string(),
  link_id: z.string(),
  booking_id: z.string(),
  member_id: z.string(),
  expert_id: z.string(),
  instrument: z.string(),
  status: z.string(),
  starts_at: z.string(),
  expert: personRow.nullable(),
});
export type RequestRow = z.infer<typeof requestRow>;

const scoreRow = z.object({
  id: z.string(),
  booking_id: z.string().nullable(),
  instrument: z.string(),
  score: z.number(),
  answers: z.array(z.number()),
  band_key: z.string(),
  needs_crisis_support: z.boolean(),
  created_at: z.string(),
  starts_at: z.string().nullable(),
});
export type ScoreRow = z.infer<typeof scoreRow>;

const caseloadRow = z.object({
  link_id: z.string(),
  member_id: z.string(),
  status: z.string(),
  instrument: z.string(),
  next_session_at: z.string().nullable(),
  shared: z.boolean(),
  scores: z.array(z.number()).nullable(),
  homework_done: z.number(),
  homework_assigned: z.number(),
  person: personRow.nullable(),
});
export type CaseloadRow = z.infer<typeof caseloadRow>;

export function createCareScoresRepository(db: Db) {
  return {
    /**
     * Makes the questionnaire of every confirmed booking starting in (now, now + ahead] that has none
     * yet, on the pair's care link (made if missing), with the link's questionnaire. The unique index
     * on booking_id makes a second run (or a second server) make nothing.
     */
    async askDue(now: Date, aheadHours: number): Promise<AskedRow[]> {
      const due = sql`b.status = 'CONFIRMED' and b.starts_at > ${now.toISOString()}::timestamptz
        and b.starts_at <= ${now.toISOString()}::timestamptz + make_interval(hours => ${aheadHours})`;
      return db.transaction(async (tx) => {
        await tx.execute(sql`insert into care_links (expert_id, member_id)
          select distinct b.expert_id, b.client_id from bookings b
          where ${due} and not exists (select 1 from measurement_requests r where r.booking_id = b.id)
          on conflict (expert_id, member_id) do nothing`);
        return queryRows(
          tx,
          askedRow,
          sql`with made as (
              insert into measurement_requests (booking_id, link_id, member_id, instrument)
              select b.id, l.id, b.client_id, l.instrument from bookings b
              join care_links l on l.expert_id = b.expert_id and l.member_id = b.client_id
              where ${due} and not exists (select 1 from measurement_requests r where r.booking_id = b.id)
              on conflict (booking_id) do nothing
              returning id, booking_id, member_id)
            select m.id, m.booking_id, m.member_id, b.expert_id, b.starts_at::text
            from made m join bookings b on b.id = m.booking_id`,
        );
      });
    },
    /** Pending questionnaires whose session has started (or was cancelled) close. */
    async expireStarted(now: Date): Promise<number> {
      const rows = await queryRows(
        db,
        z.object({ id: z.string() }),
        sql`update measurement_requests r set status = 'expired'
          from bookings b where b.id = r.booking_id and r.status = 'pending'
            and (b.starts_at <= ${now.toISOString()}::timestamptz or b.status <> 'CONFIRMED')
          returning r.id`,
      );
      return rows.length;
    },
    async findRequest(id: string): Promise<RequestRow | null> {
      return queryRow(
        db,
        requestRow,
        sql`select r.id, r.link_id, r.booking_id, r.member_id, l.expert_id, r.instrument, r.status,
            b.starts_at::text, ${personById(sql`l.expert_id`)} as expert
          from measurement_requests r
          join care_links l on l.id = r.link_id
          join bookings b on b.id = r.booking_id
          where r.id = ${id}`,
      );
    },
    /**
     * Stores the scored answers as the member's result for the booking and marks the request
     * answered, in one transaction; null when it was no longer pending (answered twice at once).
     */
    async answer(
      requestId: string,
      values: {
        userId: string;
        instrument: string;
        answers: number[];
        score: number;
        bandKey: string;
        needsCrisisSupport: boolean;
        bookingId: string;
      },
    ) {
      return db.transaction(async (tx) => {
        // Taking turns with a withdrawal of the sensitive consent: stored only while it is in force.
        await tx.execute(sensitiveConsentTurn(values.userId));
        const consent = await queryRow(tx, z.object({ active: z.boolean() }), sensitiveConsentActive(values.userId));
        if (!consent?.active) return "no_consent" as const;
        // Claim the request first: of two answers racing, only one finds it pending.
        const claimed = await queryRows(
          tx,
          z.object({ id: z.string() }),
          sql`update measurement_requests set status = 'answered', answered_at = now()
            where id = ${requestId} and status = 'pending' returning id`,
        );
        if (!claimed.length) return null;
        const [result] = await tx.insert(assessmentResults).values(values).returning();
        if (!result) throw new Error("assessment insert returned nothing");
        await tx.execute(sql`update measurement_requests set result_id = ${result.id} where id = ${requestId}`);
        return result;
      });
    },
    /** The care link of a booking's pair (null: no care yet, or no such booking). */
    async linkOfBooking(bookingId: string): Promise<string | null> {
      const row = await queryRow(
        db,
        z.object({ id: z.string() }),
        sql`select l.id from bookings b join care_links l on l.expert_id = b.expert_id and l.member_id = b.client_id
          where b.id = ${bookingId}`,
      );
      return row?.id ?? null;
    },
    /** The member's sign-in email (the check-in is emailed there when they chose booking emails). */
    async emailOf(userId: string): Promise<string | null> {
      const row = await queryRow(
        db,
        z.object({ email: z.string() }),
        sql`select email from "user" where id = ${userId}`,
      );
      return row?.email ?? null;
    },
    /** One person's profile (the counsellor named on a check-in or a consent toggle). */
    async person(userId: string) {
      const row = await queryRow(
        db,
        z.object({ person: personRow.nullable() }),
        sql`select ${personById(sql`${userId}::uuid`)} as person`,
      );
      return row?.person ?? null;
    },
    /** The member's results answered for sessions with this expert, oldest first. */
    scoresFor(memberId: string, expertId: string): Promise<ScoreRow[]> {
      return queryRows(
        db,
        scoreRow,
        sql`select a.id, a.booking_id, a.instrument, a.score, a.answers::int[] as answers, a.band_key,
            a.needs_crisis_support, a.created_at::text, b.starts_at::text
          from assessment_results a join bookings b on b.id = a.booking_id
          where a.user_id = ${memberId} and b.expert_id = ${expertId}
          order by a.created_at`,
      );
    },
    /**
     * The expert's caseload in one query: every link they may still read (active, or ended within
     * the read-only period), with the next confirmed session, the scores on the link's questionnaire
     * answered for sessions with them (oldest first), whether the member's latest care_scores
     * consent for them is in force, and the homework counts.
     */
    caseload(expertId: string, now: Date): Promise<CaseloadRow[]> {
      const at = sql`${now.toISOString()}::timestamptz`;
      return queryRows(
        db,
        caseloadRow,
        sql`with links as (
              select l.id, l.member_id, l.status, l.instrument from care_links l
              where l.expert_id = ${expertId} and (l.status = 'active' or l.read_only_until > ${at})),
            scored as (
              select a.user_id, array_agg(a.score order by a.created_at) as scores
              from assessment_results a
              join links l on l.member_id = a.user_id and a.instrument = l.instrument
              join bookings b on b.id = a.booking_id and b.expert_id = ${expertId}
              group by a.user_id),
            upcoming as (
              select b.client_id, min(b.starts_at) as starts_at from bookings b
              where b.expert_id = ${expertId} and b.status = 'CONFIRMED' and b.starts_at > ${at}
              group by b.client_id),
            homework as (
              select h.link_id, count(*) filter (where h.status = 'done') as done, count(*) as assigned
              from care_homework h join links l on l.id = h.link_id group by h.link_id)
          select l.id as link_id, l.member_id, l.status, l.instrument, u.starts_at::text as next_session_at,
            coalesce((select c.withdrawn_at is null from consents c where c.user_id = l.member_id
               and c.purpose = 'care_scores' and c.expert_id = ${expertId} order by c.given_at desc limit 1), false) as shared,
            s.scores,
            coalesce(hw.done, 0)::int as homework_done, coalesce(hw.assigned, 0)::int as homework_assigned,
            ${personColumns}
          from links l
          left join scored s on s.user_id = l.member_id
          left join upcoming u on u.client_id = l.member_id
          left join homework hw on hw.link_id = l.id
          ${leftJoinPerson(sql`l.member_id`)}
          order by l.status, next_session_at nulls last, l.id`,
      );
    },
  };
}

export type CareScoresRepository = ReturnType<typeof createCareScoresRepository>;
