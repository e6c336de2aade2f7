// Reads everything one member has in Saathi, kind by kind, for 'Download my data'. Only the member's
// own rows: someone else appears by the name others see (`other`, a PersonRow) and nothing more;
// of a chat, only the member's own messages. Secrets (password hashes, 2FA secrets, session tokens)
// are not personal data a member gives and are never read.
import { INSTRUMENT_IDS } from "@saathi/contract/assessments";
import { type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../platform/db/client.ts";
import { personById } from "../../platform/db/person-columns.ts";
import { queryRows } from "../../platform/db/typed-query.ts";
import { madeDirectly } from "../../platform/db/visibility.ts";

const anyColumns = z.record(z.string(), z.unknown());
export type Row = z.infer<typeof anyColumns>;

const fhirResultRow = z.object({
  id: z.string(),
  instrument: z.enum(INSTRUMENT_IDS),
  answers: z.array(z.number().int()),
  score: z.number().int(),
  booking_id: z.string().nullable(),
  created_at: z.string(),
});

/** The other person of a row, as a PersonRow named `other` (the service keeps only their visible name). */
const other = (column: string | SQL) =>
  sql`${personById(typeof column === "string" ? sql.raw(column) : column)} as other`;

export function createExportCollectorsRepository(db: Db) {
  // Rows are exported as they are, column by column: the schema states only that each is a row.
  const rows = (query: SQL): Promise<Row[]> => queryRows(db, anyColumns, query);
  const one = async (query: SQL): Promise<Row | null> => (await rows(query))[0] ?? null;

  return {
    profile: async (id: string) => ({
      account: await one(sql`select id, name, email, email_verified, phone_number, phone_number_verified,
        role, two_factor_enabled, created_at, updated_at from "user" where id = ${id}`),
      profile: await one(sql`select * from user_profiles where user_id = ${id}`),
      expertProfile: await one(sql`select * from expert_profiles where user_id = ${id}`),
      /** An expert's weekly hours and time off, with the reason only they see (decision 033). */
      expertWeeklySchedule: await rows(sql`select weekday, start_time, end_time, timezone
        from expert_weekly_schedule where user_id = ${id} order by id`),
      expertTimeOff: await rows(sql`select start_date, end_date, reason, created_at
        from expert_time_off where user_id = ${id} order by start_date`),
    }),
    posts: (id: string) =>
      rows(sql`select id, content, media_urls, themes, moderation_state, created_at, updated_at
        from posts where user_id = ${id} order by created_at`),
    comments: (id: string) =>
      rows(sql`select id, post_id, parent_comment_id, content, moderation_state, created_at
        from post_comments where user_id = ${id} order by created_at`),
    likes: async (id: string) => ({
      posts: await rows(sql`select post_id, created_at from post_likes where user_id = ${id} order by created_at`),
      comments: await rows(
        sql`select comment_id, created_at from post_comment_likes where user_id = ${id} order by created_at`,
      ),
      /** The posts the member marked helpful. */
      helpful: await rows(
        sql`select post_id, created_at from post_helpful_marks where user_id = ${id} order by created_at`,
      ),
    }),
    follows: async (id: string) => ({
      following: await rows(sql`select status, created_at, ${other("f.following_id")}
        from follows f where f.follower_id = ${id} order by created_at`),
      followers: await rows(sql`select status, created_at, ${other("f.follower_id")}
        from follows f where f.following_id = ${id} order by created_at`),
    }),
    /** The member's own messages, grouped by the person they wrote to (oldest first). */
    chats: (id: string) =>
      rows(sql`select ${other("m.receiver_id")},
          json_agg(json_build_object('id', m.id, 'message', m.message, 'mediaUrl', m.media_url,
            'sentAt', m.sent_at, 'deliveredAt', m.delivered_at, 'readAt', m.read_at,
            'moderationState', m.moderation_state) order by m.seq) as messages
        from chat_messages m where m.sender_id = ${id} group by m.receiver_id`),
    notifications: (id: string) =>
      rows(
        sql`select id, type, is_read, data, created_at from notifications where user_id = ${id} order by created_at`,
      ),
    assessments: (id: string) =>
      rows(sql`select id, instrument, answers, score, band_key, needs_crisis_support, created_at
        from assessment_results where user_id = ${id} order by created_at`),
    /** Every questionnaire result with the session it was asked for (null: a self-check), for FHIR. */
    scoresForFhir: (id: string) =>
      queryRows(
        db,
        fhirResultRow,
        sql`select id, instrument, answers, score, booking_id, created_at
        from assessment_results where user_id = ${id} order by created_at, id`,
      ),
    /**
     * Care between sessions. As a member: each care link with the counsellor's name, the plan's goals,
     * homework with their own notes, the questionnaires asked, the shared summaries and their score
     * sharing consents,
     * and what the outcomes page counts of their scores; never the counsellor's private notes. As a counsellor: with whom and when
     * only, never a member's health record or scores (decision 037).
     */
    carePlan: async (id: string) => ({
      asMember: await rows(sql`select l.status, l.instrument, l.started_at, l.ended_at, ${other("l.expert_id")},
          coalesce((select json_agg(json_build_object('title', g.title, 'measure', g.measure, 'targetDate', g.target_date,
            'progress', g.progress, 'status', g.status, 'createdAt', g.created_at, 'updatedAt', g.updated_at)
            order by g.created_at) from care_goals g where g.link_id = l.id), '[]') as goals,
          coalesce((select json_agg(json_build_object('kind', hw.kind, 'ref', hw.ref, 'instructions', hw.instructions,
            'dueDate', hw.due_date, 'status', hw.status, 'yourNote', hw.member_note, 'doneAt', hw.done_at,
            'createdAt', hw.created_at) order by hw.due_date, hw.created_at)
            from care_homework hw where hw.link_id = l.id), '[]') as homework,
          coalesce((select json_agg(json_build_object('instrument', r.instrument, 'status', r.status,
            'askedAt', r.asked_at, 'answeredAt', r.answered_at) order by r.asked_at)
            from measurement_requests r where r.link_id = l.id), '[]') as questionnaires_asked,
          coalesce((select json_agg(json_build_object('sessionStartsAt', b.starts_at, 'summary', s.text,
            'sharedAt', s.shared_at, 'updatedAt', s.updated_at) order by b.starts_at)
            from session_summaries s join bookings b on b.id = s.booking_id where s.link_id = l.id), '[]') as session_summaries
        from care_links l where l.member_id = ${id} order by l.started_at`),
      /**
       * What the outcomes page counts of them (outcome_summaries, derived from their before-session
       * scores): per questionnaire, how many, the first and the ones nearest 8 and 12 weeks after it.
       */
      scoreProgress: await rows(sql`select instrument, scores as before_session_scores, first_score, first_at,
          week8_score as score_near_8_weeks, week12_score as score_near_12_weeks
        from outcome_summaries where user_id = ${id} order by instrument`),
      scoreSharing: await rows(sql`select c.version, c.given_at, c.withdrawn_at, ${other("c.expert_id")}
        from consents c where c.user_id = ${id} and c.purpose = 'care_scores' order by c.given_at`),
      asCounsellor: await rows(sql`select l.status, l.instrument, l.started_at, l.ended_at, l.read_only_until,
          ${other("l.member_id")}
        from care_links l where l.expert_id = ${id} order by l.started_at`),
    }),
    /** Peer circles: memberships (room and own nickname), own messages still kept, the listener way. */
    peerCircles: async (id: string) => ({
      memberships: await rows(sql`select r.name as room, r.topic, r.language, m.nickname, m.joined_at, m.left_at,
          m.muted_at is not null as muted
        from peer_room_members m join peer_rooms r on r.id = m.room_id where m.user_id = ${id} order by m.joined_at`),
      messages: await rows(sql`select r.name as room, msg.text, msg.moderation_state, msg.created_at
        from peer_room_messages msg join peer_rooms r on r.id = msg.room_id
        where msg.author_id = ${id} order by msg.created_at`),
      listener: await one(sql`select status, applied_at, motivation, decided_at, reason
        from listener_status where user_id = ${id}`),
      quizAttempts: await rows(sql`select score, passed, created_at from listener_quiz_attempts
        where user_id = ${id} order by created_at`),
    }),
    journal: (id: string) =>
      rows(sql`select id, body, created_at from journal_entries where user_id = ${id} order by created_at`),
    /** The 5-Day Anxiety Challenge, with the days done and the member's private notes. */
    challenges: (id: string) =>
      rows(sql`select c.slug, c.time_zone, c.started_at, c.finished_at,
          coalesce((select json_agg(json_build_object('day', d.day, 'date', d.local_date, 'note', d.note,
            'completedAt', d.completed_at) order by d.day) from challenge_days d where d.challenge_id = c.id),
            '[]'::json) as days
        from challenges c where c.user_id = ${id} order by c.started_at`),
    /** The Health Bot: where the conversation stands and every message (the bot's lines as their English ids). */
    healthbot: async (id: string) => ({
      conversation: await one(sql`select flow, node, answers, plan, plan_at, updated_at
        from healthbot_conversations where user_id = ${id}`),
      messages: await rows(sql`select sender, text, values, created_at
        from healthbot_messages where user_id = ${id} order by seq`),
    }),
    bookings: (id: string) =>
      rows(sql`select b.id, case when b.client_id = ${id} then 'member' else 'expert' end as my_role,
          b.starts_at, b.ends_at, b.status, b.session_type, b.language, b.amount, b.currency,
          b.cancelled_at, b.cancelled_by, b.cancel_reason, b.created_at,
          ${other(sql`case when b.client_id = ${id} then b.expert_id else b.client_id end`)}
        from bookings b where b.client_id = ${id} or b.expert_id = ${id} order by b.starts_at`),
    payments: async (id: string) => ({
      payments: await rows(sql`select p.id, p.booking_id, p.provider, p.gateway_order_id, p.gateway_payment_id,
          p.status, p.amount, p.currency, p.tax, p.refund_status, p.captured_at, p.refunded_at, p.created_at
        from payments p join bookings b on b.id = p.booking_id where b.client_id = ${id} order by p.created_at`),
      refunds: await rows(sql`select r.id, r.booking_id, r.payment_id, r.amount, r.reason, r.status,
          r.created_at, r.refunded_at
        from refunds r join bookings b on b.id = r.booking_id where b.client_id = ${id} order by r.created_at`),
    }),
    coursePurchases: (id: string) =>
      rows(sql`select cp.id, c.name as course, cp.amount, cp.currency, cp.provider, cp.gateway_order_id,
          cp.gateway_payment_id, cp.status, cp.created_at, cp.paid_at
        from course_purchases cp join wellness_courses c on c.id = cp.course_id
        where cp.user_id = ${id} order by cp.created_at`),
    /** Session packages: offers made (experts), packages bought, the sessions booked with them and refunds. */
    packages: async (id: string) => ({
      offers: await rows(sql`select id, sessions, price, active, created_at, updated_at
        from expert_packages where expert_id = ${id} order by sessions`),
      purchases: await rows(sql`select pp.id, case when pp.member_id = ${id} then 'member' else 'expert' end as my_role,
          pp.sessions, pp.price, pp.currency, pp.status, pp.provider, pp.gateway_order_id, pp.gateway_payment_id,
          pp.refunded_sessions, pp.refunded_amount, pp.paid_at, pp.created_at,
          ${other(sql`case when pp.member_id = ${id} then pp.expert_id else pp.member_id end`)}
        from package_purchases pp where pp.member_id = ${id} or pp.expert_id = ${id} order by pp.created_at`),
      sessions: await rows(sql`select u.purchase_id, u.booking_id, u.amount, u.status, u.created_at
        from package_uses u join package_purchases pp on pp.id = u.purchase_id
        where pp.member_id = ${id} order by u.created_at`),
      refunds: await rows(sql`select r.id, r.purchase_id, r.sessions, r.amount, r.status, r.gateway_refund_id,
          r.created_at, r.refunded_at
        from package_refunds r join package_purchases pp on pp.id = r.purchase_id
        where pp.member_id = ${id} order by r.created_at`),
    }),
    /** Circles: those hosted (experts), seats taken with their circle nickname and payment, waitlist places, live-room removals. */
    circles: async (id: string) => ({
      hosted: await rows(sql`select c.id, c.topic, c.language, c.title, c.ground_rules, c.minutes, c.seats, c.fee,
          c.cadence, c.status, c.created_at,
          (select json_agg(json_build_object('starts_at', o.starts_at, 'ends_at', o.ends_at, 'status', o.status)
            order by o.starts_at) from circle_occurrences o where o.circle_id = c.id) as meetings
        from circles c where c.expert_id = ${id} order by c.created_at`),
      seats: await rows(sql`select s.id, c.title as circle, o.starts_at, o.ends_at, s.status, s.nickname, s.amount,
          s.currency, s.provider, s.gateway_order_id, s.gateway_payment_id, s.gateway_refund_id, s.cancelled_by,
          s.created_at, s.paid_at, s.cancelled_at, s.refunded_at, ${other("c.expert_id")}
        from circle_seats s join circle_occurrences o on o.id = s.occurrence_id join circles c on c.id = o.circle_id
        where s.member_id = ${id} order by s.created_at`),
      waitlist: await rows(sql`select w.id, c.title as circle, o.starts_at, w.status, w.offered_until, w.created_at
        from circle_waitlist w join circle_occurrences o on o.id = w.occurrence_id join circles c on c.id = o.circle_id
        where w.member_id = ${id} order by w.created_at`),
      // Meetings whose live room the host removed them from.
      roomRemovals: await rows(sql`select c.title as circle, o.starts_at, r.removed_at
        from circle_room_removals r join circle_occurrences o on o.id = r.occurrence_id join circles c on c.id = o.circle_id
        where r.member_id = ${id} order by r.removed_at`),
      // Live rooms they are in now (the name shown, a raised hand, a host mute): gone once they leave.
      roomPresence: await rows(sql`select c.title as circle, o.starts_at, p.name, p.hand_raised, p.muted_by_host,
          p.joined_at
        from circle_room_participants p join circle_occurrences o on o.id = p.occurrence_id
        join circles c on c.id = o.circle_id
        where p.member_id = ${id} order by p.joined_at`),
      // Their reviews of meetings, with the nickname of the seat they wrote from.
      reviews: await rows(sql`select v.id, c.title as circle, o.starts_at, s.nickname, v.rating, v.comment,
          v.moderation_state, v.created_at
        from circle_reviews v join circle_seats s on s.id = v.seat_id join circle_occurrences o on o.id = v.occurrence_id
        join circles c on c.id = o.circle_id
        where v.member_id = ${id} order by v.created_at`),
    }),
    reviews: (id: string) =>
      rows(sql`select f.id, f.booking_id, f.rating, f.content, f.created_at, ${other("f.expert_id")}
        from expert_feedbacks f where f.client_id = ${id} order by f.created_at`),
    reports: (id: string) =>
      rows(sql`select id, target_type, target_id, reason, details, created_at
        from reports where reporter_id = ${id} order by created_at`),
    // Those blocked or muted from a support-circle room appear by their room nickname alone.
    blocksAndMutes: async (id: string) => ({
      blocks:
        await rows(sql`select coalesce((select min(vs.created_at) from visibility_sources vs where vs.kind = 'block'
          and vs.owner_id = b.blocker_id and vs.target_id = b.blocked_id and vs.nickname is null), b.created_at) as created_at,
          ${other("b.blocked_id")}
        from blocks b where b.blocker_id = ${id} and ${madeDirectly("block", sql`b.blocker_id`, sql`b.blocked_id`)}
        order by b.created_at`),
      mutes: await rows(sql`select coalesce((select vs.until from visibility_sources vs where vs.kind = 'mute'
          and vs.owner_id = m.muter_id and vs.target_id = m.muted_id and vs.nickname is null limit 1), m.until) as until,
          coalesce((select min(vs.created_at) from visibility_sources vs where vs.kind = 'mute' and vs.owner_id = m.muter_id
          and vs.target_id = m.muted_id and vs.nickname is null), m.created_at) as created_at, ${other("m.muted_id")}
        from mutes m where m.muter_id = ${id} and ${madeDirectly("mute", sql`m.muter_id`, sql`m.muted_id`)}
        order by m.created_at`),
      circleBlocks: await rows(sql`select s.nickname, s.created_at from visibility_sources s
        where s.kind = 'block' and s.owner_id = ${id} and s.nickname is not null order by s.created_at`),
      circleMutes: await rows(sql`select s.nickname, s.until, s.created_at from visibility_sources s
        where s.kind = 'mute' and s.owner_id = ${id} and s.nickname is not null order by s.created_at`),
    }),
    consents: (id: string) =>
      rows(sql`select purpose, version, given_at, withdrawn_at from consents where user_id = ${id} order by given_at`),
    /**
     * The day the member turns 18 (never a birth date), their guardian's consent records and the
     * guardian's consent to each session (no link, no code).
     */
    ageAndGuardian: async (id: string) => ({
      age: await one(
        sql`select adult_on::text, basis, turned_adult_at, created_at from member_ages where user_id = ${id}`,
      ),
      guardianConsents: await rows(sql`select status, guardian_email, guardian_phone, verification, version,
          created_at, expires_at, decided_at, withdrawn_at, ended_at
        from guardian_consents where minor_id = ${id} order by created_at`),
      /** The guardian's consent to each session (no link secret). */
      guardianBookings: await rows(sql`select booking_id, status, attendance, sent_by, created_at, answered_at
        from guardian_booking_consents where minor_id = ${id} order by created_at`),
    }),
    grievances: async (id: string) => ({
      grievances: await rows(sql`select ticket, kind, body, status, answer, created_at, target_at, due_at,
          answered_at from grievances where user_id = ${id} order by created_at`),
      nominee: await one(sql`select name, contact, relation, updated_at from nominees where user_id = ${id}`),
    }),
    /** The member's safety plan (their own lines, step by step) and the trusted contact they named. */
    safetyPlan: async (id: string) => ({
      plan: await one(sql`select steps, updated_at from safety_plans where user_id = ${id}`),
      trustedContact: await one(sql`select name, phone, email, relation, updated_at
        from trusted_contacts where user_id = ${id}`),
    }),
    signIns: (id: string) =>
      rows(sql`select at, ip_address, user_agent from sign_in_events where user_id = ${id} order by at`),
    settings: async (id: string) => ({
      privacy: await one(sql`select is_private, is_hide_name, who_may_message, discoverable
        from user_profiles where user_id = ${id}`),
      notificationPreferences: await rows(sql`select kind, in_app, email, updated_at
        from notification_preferences where user_id = ${id} order by kind`),
      /** The care team's next-day check-ins (the choice, and each one scheduled or sent). */
      careCheckInChoice: await one(sql`select enabled, updated_at from care_check_in_prefs where user_id = ${id}`),
      careCheckIns: await rows(sql`select day, due_at, status, created_at, done_at
        from care_check_ins where user_id = ${id} order by day`),
      /** A staff member's on-duty switch. */
      staffDuty: await one(sql`select on_duty, changed_at from staff_duty where user_id = ${id}`),
      /** The member's flagged words kept, anonymised, in the safety review set (with their consent). */
      safetyReviewTexts: await rows(sql`select o.outcome, o.text, o.marked_at from crisis_outcomes o
        join moderation_items mi on mi.id = o.item_id
        where mi.author_id = ${id} and o.text is not null order by o.marked_at`),
    }),
  };
}

export type ExportCollectors = ReturnType<typeof createExportCollectorsRepository>;
