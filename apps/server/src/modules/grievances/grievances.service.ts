// Grievances (decision 023): a member raises a request and follows its ticket; an admin
// answers it (audited) and the member is told in the app and by email (always: it is about their rights).
import {
  type AdminGrievance,
  GRIEVANCE_KIND_LABEL,
  GRIEVANCE_MSG,
  type Grievance,
  type GrievanceInput,
  type GrievanceKind,
  type GrievanceStatus,
} from "@saathi/contract/grievances";
import type { Logger } from "pino";
import type { StaffUser } from "../../platform/auth/staff-guard.ts";
import { AppError } from "../../platform/http/errors.ts";
import type { RateLimiter } from "../../platform/http/rate-limit.ts";
import { translatorFor } from "../../platform/i18n/translator.ts";
import type { Messenger } from "../../platform/mail/messenger.ts";
import type { NotificationsService } from "../notifications/notifications.service.ts";
import { GRIEVANCE_EMAIL_MSG as EMAIL } from "./grievances.messages.ts";
import { clockFor, daysLeft, isRequester, mayAnswer } from "./grievances.policy.ts";
import type { GrievanceRow, GrievancesRepository } from "./grievances.repository.ts";

const present = (r: GrievanceRow): Grievance => ({
  id: r.id,
  ticket: r.ticket,
  kind: r.kind as GrievanceKind,
  body: r.body,
  status: r.status as GrievanceStatus,
  answer: r.answer,
  createdAt: r.createdAt.toISOString(),
  targetAt: r.targetAt.toISOString(),
  dueAt: r.dueAt.toISOString(),
  answeredAt: r.answeredAt?.toISOString() ?? null,
});

const notFound = () => new AppError(404, "GRIEVANCE_NOT_FOUND", GRIEVANCE_MSG.notFound);
/**
 * Requests a member may raise in a day: plenty for a real need (each is answered within the DPDP
 * clock), while one account cannot bury the officer's queue, and every other member's clock, in thousands.
 */
export const GRIEVANCES_PER_DAY = 10;

export function createGrievancesService(d: {
  repo: GrievancesRepository;
  notifications: NotificationsService;
  messenger: Messenger;
  officer: { name: string; email: string };
  limiter: Pick<RateLimiter, "hit">;
  log: Logger;
  /** The clock (tests move it). */
  now?: () => Date;
}) {
  const now = d.now ?? (() => new Date());
  return {
    officer: () => d.officer,

    async create(userId: string, input: GrievanceInput): Promise<Grievance> {
      const counted = await d.limiter.hit(`grievances:${userId}`, GRIEVANCES_PER_DAY, 86_400);
      if (!counted.allowed)
        throw new AppError(429, "GRIEVANCE_LIMIT", GRIEVANCE_MSG.tooMany, { retryAfter: counted.retryAfter });
      const createdAt = now();
      return present(
        await d.repo.insert({ userId, kind: input.kind, body: input.body, createdAt, ...clockFor(createdAt) }),
      );
    },

    async mine(userId: string) {
      return { items: (await d.repo.listByUser(userId)).map(present) };
    },

    async one(userId: string, id: string): Promise<Grievance> {
      const row = await d.repo.find(id);
      // Another member's ticket is "not found": its existence stays private too.
      if (!row || !isRequester(userId, row)) throw notFound();
      return present(row);
    },

    async queue(q: { status: "open" | "answered" | "all"; page: number; pageSize: number }) {
      const { rows, total } = await d.repo.page(q.status, q.page, q.pageSize);
      const at = now();
      return {
        rows: rows.map(
          ({ g, email }): AdminGrievance => ({
            ...present(g),
            memberId: g.userId,
            memberEmail: email,
            daysLeft: daysLeft(g.dueAt, at),
          }),
        ),
        total,
        page: q.page,
        pageSize: q.pageSize,
      };
    },

    async answer(staff: StaffUser, id: string, answer: string): Promise<Grievance> {
      const before = await d.repo.find(id);
      if (!before) throw notFound();
      if (!mayAnswer(before.status as GrievanceStatus))
        throw new AppError(409, "GRIEVANCE_ANSWERED", GRIEVANCE_MSG.alreadyAnswered);
      const row = await d.repo.answer(
        id,
        { answer, answeredBy: staff.id, at: now() },
        {
          actor: { id: staff.id, email: staff.email },
          action: "grievance.answer",
          targetType: "grievance",
          before: { status: before.status },
        },
      );
      if (!row) throw new AppError(409, "GRIEVANCE_ANSWERED", GRIEVANCE_MSG.alreadyAnswered);
      await d.notifications
        .notify(row.userId, "grievance", row.userId, {
          // A catalog text and its value: each reader sees it in their language.
          message: GRIEVANCE_MSG.answeredText,
          message_values: JSON.stringify({ ticket: row.ticket }),
        })
        .catch((err) => d.log.warn({ err }, "grievance notification not recorded"));
      const to = await d.repo.emailOf(row.userId);
      if (to) {
        const t = translatorFor(await d.messenger.localeOf(to));
        const kind = t(GRIEVANCE_KIND_LABEL[row.kind as GrievanceKind]);
        await d.messenger
          .sendEmail({
            to,
            subject: t(EMAIL.subject, { ticket: row.ticket }),
            text: t(EMAIL.text, { ticket: row.ticket, kind, answer, officer: d.officer.email }),
          })
          .catch((err) => d.log.warn({ err }, "grievance email not sent"));
      }
      return present(row);
    },
  };
}

export type GrievancesService = ReturnType<typeof createGrievancesService>;
