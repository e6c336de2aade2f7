// Measurement before every session: the questionnaire asked 24 hours ahead (a periodic job), the
// member's answer (scored here, kept as their own result for that session), the consent that shares
// it with one counsellor, the scores each side may see, and the counsellor's caseload.
import { answersProblem, bandFor, INSTRUMENTS, type InstrumentId, scoreAssessment } from "@saathi/contract/assessments";
import {
  CARE_SCORES_MSG,
  type CareScore,
  type CareScores,
  type Caseload,
  type CheckIn,
  type CheckInAnswered,
  type CheckInAnswerInput,
  MEASURE_AHEAD_HOURS,
  type ScoreConsent,
  trendOf,
} from "@saathi/contract/care-scores";
import { CONSENT_ERROR, CONSENT_MSG } from "@saathi/contract/consents";
import type { Logger } from "pino";
import { AppError } from "../../platform/http/errors.ts";
import { translate } from "../../platform/i18n/translator.ts";
import type { Messenger } from "../../platform/mail/messenger.ts";
import { presentPersonOrUnknown } from "../../platform/presenters/person.presenter.ts";
import { type CareAccess, type CareLinksService, careLinkNotFound, careViewOf } from "../care-links/index.ts";
import type { ConsentsService } from "../consents/consents.service.ts";
import type { NotificationsService } from "../notifications/notifications.service.ts";
import type { PushService } from "../push/push.service.ts";
import { checkInState, seesScores } from "./care-scores.policy.ts";
import type { AskedRow, CareScoresRepository, ScoreRow } from "./care-scores.repository.ts";

export interface CareScoresDeps {
  repo: CareScoresRepository;
  careAccess: CareAccess;
  /** Brings every member with a confirmed booking into the expert's care before the caseload reads it. */
  careLinks: Pick<CareLinksService, "clients">;
  consents: Pick<
    ConsentsService,
    "hasSensitive" | "give" | "requireSensitive" | "sharesScoresWith" | "giveCareScores" | "withdrawCareScores"
  >;
  notifications: Pick<NotificationsService, "notify" | "emailChosen">;
  messenger: Pick<Messenger, "sendEmail" | "localeOfUser">;
  /** Links in emails are absolute. */
  publicUrl: string;
  push: Pick<PushService, "sendToUser">;
  log: Pick<Logger, "error">;
}

const stateToStatus = { open: "pending", answered: "answered", expired: "expired" } as const;
const requestNotFound = () => new AppError(404, "CHECK_IN_NOT_FOUND", CARE_SCORES_MSG.requestNotFound);
const iso = (pgText: string) => new Date(pgText).toISOString();

export function presentScore(r: ScoreRow): CareScore {
  const id = r.instrument as InstrumentId;
  const band = bandFor(id, r.score);
  return {
    id: r.id,
    bookingId: r.booking_id,
    instrument: id,
    score: r.score,
    maxScore: INSTRUMENTS[id].maxScore,
    bandKey: band.key,
    bandLabel: band.label,
    answeredAt: iso(r.created_at),
    sessionAt: r.starts_at ? iso(r.starts_at) : null,
    needsCrisisSupport: r.needs_crisis_support,
  };
}

export function createCareScoresService(d: CareScoresDeps) {
  const { repo, careAccess, consents } = d;

  /** Tells the member their check-in is waiting: in the app (always) and on subscribed browsers. */
  const tell = async (r: AskedRow) => {
    const url = `/care/check-in/${r.id}`;
    // The counsellor's name fills {who} (the notification is translated when read, the push now).
    const who = presentPersonOrUnknown(await repo.person(r.expert_id), r.expert_id).displayName;
    await d.notifications.notify(
      r.member_id,
      "reminder",
      r.expert_id,
      {
        care_check_in: r.id,
        starts_at: iso(r.starts_at),
        message: CARE_SCORES_MSG.askTitle,
        message_values: JSON.stringify({ who }),
      },
      { email: false, inApp: "always" },
    );
    await d.push.sendToUser(r.member_id, "bookings", {
      title: CARE_SCORES_MSG.askTitle.replace("{who}", who),
      body: CARE_SCORES_MSG.askBody,
      actorId: r.expert_id,
      url,
      tag: `check-in-${r.booking_id}`,
    });
    // Email: when the member chose email for their booking notices (like the session reminders).
    if (!(await d.notifications.emailChosen(r.member_id, "booking"))) return;
    const to = await repo.emailOf(r.member_id);
    if (!to) return;
    const locale = await d.messenger.localeOfUser(r.member_id);
    const when = new Intl.DateTimeFormat(locale === "hi" ? "hi-IN" : "en-IN", {
      dateStyle: "medium",
      timeStyle: "short",
      timeZone: "Asia/Kolkata",
    }).format(new Date(r.starts_at));
    await d.messenger.sendEmail({
      to,
      subject: translate(locale, CARE_SCORES_MSG.emailSubject),
      text: translate(locale, CARE_SCORES_MSG.emailBody, { who, when, url: `${d.publicUrl}${url}` }),
    });
  };

  const loadOwn = async (userId: string, requestId: string) => {
    const row = await repo.findRequest(requestId);
    // Someone else's check-in is "not found", exactly like a missing one.
    if (!row || row.member_id !== userId) throw requestNotFound();
    return row;
  };

  const service = {
    /**
     * The periodic job: closes check-ins whose session started, then asks for every confirmed
     * session starting within 24 hours that has none (exactly one per booking, whoever runs it).
     */
    async askDue(now: Date = new Date()): Promise<{ asked: number; expired: number }> {
      const expired = await repo.expireStarted(now);
      const asked = await repo.askDue(now, MEASURE_AHEAD_HOURS);
      for (const r of asked)
        await tell(r).catch((err: unknown) => d.log.error({ err, requestId: r.id }, "check-in notice not sent"));
      return { asked: asked.length, expired };
    },

    async checkIn(userId: string, requestId: string, now: Date = new Date()): Promise<CheckIn> {
      const row = await loadOwn(userId, requestId);
      const [sensitive, careScores] = await Promise.all([
        consents.hasSensitive(userId),
        consents.sharesScoresWith(userId, row.expert_id),
      ]);
      return {
        id: row.id,
        linkId: row.link_id,
        instrument: row.instrument as InstrumentId,
        status: stateToStatus[checkInState(row.status, new Date(row.starts_at), now)],
        sessionAt: iso(row.starts_at),
        expert: presentPersonOrUnknown(row.expert, row.expert_id),
        consents: { sensitive, careScores },
      };
    },

    async answer(
      userId: string,
      requestId: string,
      input: CheckInAnswerInput,
      now = new Date(),
    ): Promise<CheckInAnswered> {
      const row = await loadOwn(userId, requestId);
      const state = checkInState(row.status, new Date(row.starts_at), now);
      if (state === "answered") throw new AppError(409, "CHECK_IN_ANSWERED", CARE_SCORES_MSG.answered);
      if (state === "expired") throw new AppError(410, "CHECK_IN_EXPIRED", CARE_SCORES_MSG.expired);
      const instrument = row.instrument as InstrumentId;
      const problem = answersProblem(instrument, input.answers);
      if (problem) throw new AppError(400, "VALIDATION_ERROR", problem);
      const s = scoreAssessment(instrument, input.answers);
      // The same consent as every stored result (assessments), given here in the same screen if asked.
      if (input.keepInAccount) await consents.give(userId, "sensitive");
      await consents.requireSensitive(userId);
      if (input.shareWithExpert === true) await consents.giveCareScores(userId, row.expert_id);
      if (input.shareWithExpert === false) await consents.withdrawCareScores(userId, row.expert_id);
      const result = await repo.answer(row.id, {
        userId,
        instrument,
        answers: input.answers,
        score: s.score,
        bandKey: s.band.key,
        needsCrisisSupport: s.needsCrisisSupport,
        bookingId: row.booking_id,
      });
      // The consent was withdrawn between the check and the save: nothing was kept, the check-in stays open.
      if (result === "no_consent") throw new AppError(409, CONSENT_ERROR.required, CONSENT_MSG.required);
      if (!result) throw new AppError(409, "CHECK_IN_ANSWERED", CARE_SCORES_MSG.answered);
      return {
        score: presentScore({
          id: result.id,
          booking_id: row.booking_id,
          instrument,
          score: s.score,
          answers: input.answers,
          band_key: s.band.key,
          needs_crisis_support: s.needsCrisisSupport,
          created_at: result.createdAt.toISOString(),
          starts_at: row.starts_at,
        }),
        shared: await consents.sharesScoresWith(userId, row.expert_id),
      };
    },

    /**
     * The scores of one care link: the member's own always; the expert's only with the member's
     * consent for them (otherwise 200 with shared: false and nothing else), and only the results
     * answered for sessions with that expert.
     */
    async scores(userId: string, linkId: string): Promise<CareScores> {
      const link = await careAccess.either(userId, linkId);
      const view = careViewOf(userId, link) ?? "member";
      const instrument = link.instrument as InstrumentId;
      const [shared, expert] = await Promise.all([
        consents.sharesScoresWith(link.memberId, link.expertId),
        repo.person(link.expertId),
      ]);
      const base = { linkId, instrument, shared, expert: presentPersonOrUnknown(expert, link.expertId) };
      if (!seesScores(view, shared)) return { ...base, scores: [], trend: null, latestAnswers: null };
      const rows = await repo.scoresFor(link.memberId, link.expertId);
      const onInstrument = rows.filter((r) => r.instrument === instrument);
      return {
        ...base,
        scores: rows.map(presentScore),
        trend: trendOf(
          instrument,
          onInstrument.map((r) => r.score),
        ),
        latestAnswers: rows.at(-1)?.answers ?? null,
      };
    },

    /**
     * The scores for the session of a booking (the call screen and booking page): the same answer
     * and rules as the booking's care link; a booking without care, or not the caller's, is 404.
     */
    async forBooking(userId: string, bookingId: string): Promise<CareScores> {
      const linkId = await repo.linkOfBooking(bookingId);
      if (!linkId) throw careLinkNotFound();
      return service.scores(userId, linkId);
    },

    /** The member shares (or stops sharing) their before-session answers with this link's expert. */
    async setConsent(userId: string, linkId: string, shared: boolean): Promise<ScoreConsent> {
      const link = await careAccess.member(userId, linkId);
      if (shared) await consents.giveCareScores(userId, link.expertId);
      else await consents.withdrawCareScores(userId, link.expertId);
      return { linkId, shared };
    },

    /** The expert's clients with their next session, shared trend and homework (one query). */
    async caseload(expertId: string, now: Date = new Date()): Promise<Caseload> {
      await d.careLinks.clients(expertId);
      const rows = await repo.caseload(expertId, now);
      return {
        clients: rows.map((r) => {
          const instrument = r.instrument as InstrumentId;
          const scores = r.shared ? (r.scores ?? []) : [];
          return {
            linkId: r.link_id,
            member: presentPersonOrUnknown(r.person, r.member_id),
            status: r.status === "ended" ? "ended" : "active",
            readOnly: r.status !== "active",
            instrument,
            nextSessionAt: r.next_session_at ? iso(r.next_session_at) : null,
            shared: r.shared,
            latestScore: scores.at(-1) ?? null,
            trend: trendOf(instrument, scores),
            homeworkDone: r.homework_done,
            homeworkAssigned: r.homework_assigned,
          };
        }),
      };
    },
  };
  return service;
}

export type CareScoresService = ReturnType<typeof createCareScoresService>;
