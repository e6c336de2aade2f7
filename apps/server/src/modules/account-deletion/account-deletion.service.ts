// Delete my account (decision 021): the plan, the confirmed request (future sessions are
// cancelled and refunded first, an expert is unpublished at once by the pending row itself: see
// experts/listing.ts), the 7-day grace and 'Keep my account'. The erasure is erasure.service.ts.
import { createHash, randomInt } from "node:crypto";
import {
  type ConfirmDeletion,
  DELETION_GRACE_DAYS,
  DELETION_MAX_ATTEMPTS,
  type DeletionPlan,
  type DeletionStatus,
  RETAINED_RECORDS,
} from "@saathi/contract/account-deletion";
import type { Logger } from "pino";
import type { SessionUser } from "../../platform/auth/session.ts";
import { expertListingsChanged } from "../../platform/cache/expert-listings.ts";
import { AppError } from "../../platform/http/errors.ts";
import type { RateLimiter } from "../../platform/http/rate-limit.ts";
import { formatDateTime } from "../../platform/i18n/format.ts";
import { translatorFor } from "../../platform/i18n/translator.ts";
import type { Messenger } from "../../platform/mail/messenger.ts";
import { otpMessage } from "../../platform/mail/messenger.ts";
import type { BookingsService } from "../bookings/bookings.service.ts";
import type { ExpertSuspensionService } from "../bookings/expert-suspension.service.ts";
import type { CirclesService } from "../circles/index.ts";
import type { NotificationsService } from "../notifications/notifications.service.ts";
import type { PackagesService } from "../packages/index.ts";
import { DELETION_EMAIL_MSG as EMAIL, DELETION_SERVER_MSG as MSG } from "./account-deletion.messages.ts";
import { confirmationMethod, eraseAfterFrom, mayRequestDeletion } from "./account-deletion.policy.ts";
import type { AccountDeletionRepository } from "./account-deletion.repository.ts";

export interface AccountDeletionDeps {
  repo: AccountDeletionRepository;
  bookings: Pick<BookingsService, "cancel">;
  suspension: Pick<ExpertSuspensionService, "cancelFutureSessions">;
  /** Session packages: unused sessions are refunded like future sessions (decision 036). */
  packages?: Pick<PackagesService, "refundAllUnused">;
  /** Circles: seats in meetings to come cancelled and refunded, waitlists left, a host's circles cancelled. */
  circles?: Pick<CirclesService, "leaveAll">;
  notifications: Pick<NotificationsService, "notify">;
  messenger: Messenger;
  limiter: RateLimiter;
  /** better-auth's own password check (the hash format is its business). */
  checkPassword: (hash: string, password: string) => Promise<boolean>;
  log: Logger;
  now?: () => Date;
}

const CODE_MINUTES = 10;
const ATTEMPT_WINDOW_SECONDS = 10 * 60;
const hashCode = (code: string) => createHash("sha256").update(code).digest("hex");

export function createAccountDeletionService(d: AccountDeletionDeps) {
  const now = d.now ?? (() => new Date());
  const factsOf = async (userId: string) => {
    const facts = await d.repo.facts(userId);
    if (!facts) throw new AppError(404, "NOT_FOUND", MSG.accountNotFound);
    return facts;
  };

  async function plan(userId: string): Promise<DeletionPlan> {
    const facts = await factsOf(userId);
    const [bookings, courses, published] = await Promise.all([
      d.repo.futureBookings(userId),
      d.repo.paidCourses(userId),
      d.repo.isPublishedExpert(userId),
    ]);
    return {
      role: facts.role,
      hasPassword: facts.password_hash !== null,
      email: facts.email,
      bookings: bookings.map((b) => ({
        bookingId: b.id,
        startsAt: b.starts_at,
        withName: b.with_name,
        amountPaise: b.amount,
        refund: b.paid,
      })),
      courses: courses.map((c) => ({ name: c.name, amountPaise: c.amount })),
      unpublishExpert: facts.role === "expert" && published,
      // Payouts concern experts only; a member is not told about records they cannot have.
      retained: RETAINED_RECORDS.filter((r) => r.key !== "payouts" || facts.role === "expert").map((r) => ({ ...r })),
      graceDays: DELETION_GRACE_DAYS,
    };
  }

  /** Wrong passwords and codes count together: 5 in 10 minutes, like sign-in codes. */
  async function confirm(userId: string, body: ConfirmDeletion, passwordHash: string | null) {
    const key = `account-deletion-confirm:${userId}`;
    const attempt = await d.limiter.hit(key, DELETION_MAX_ATTEMPTS, ATTEMPT_WINDOW_SECONDS);
    if (!attempt.allowed) throw new AppError(429, "TOO_MANY_ATTEMPTS", MSG.tooManyAttempts);
    const method = confirmationMethod(body, passwordHash !== null);
    if (method === "no_password") throw new AppError(400, "NO_PASSWORD", MSG.noPassword);
    if (method === "password" && "password" in body) {
      if (!passwordHash || !(await d.checkPassword(passwordHash, body.password)))
        throw new AppError(403, "WRONG_PASSWORD", MSG.wrongPassword);
    } else if ("otp" in body) {
      const stored = await d.repo.codeHash(userId);
      if (!stored || stored !== hashCode(body.otp)) throw new AppError(400, "INVALID_OTP", MSG.wrongCode);
      await d.repo.dropCode(userId);
    }
    await d.limiter.clear(key);
    return method as "password" | "otp";
  }

  return {
    async status(userId: string): Promise<DeletionStatus> {
      const [pending, p] = await Promise.all([d.repo.pending(userId), plan(userId)]);
      return {
        pending: pending
          ? {
              requestedAt: new Date(pending.requested_at).toISOString(),
              eraseAfter: new Date(pending.erase_after).toISOString(),
              cancelled: pending.plan.cancelled ?? 0,
              refunded: pending.plan.refunded ?? 0,
            }
          : null,
        plan: p,
      };
    },

    /** A one-time code to the account's email (for members without a password, or by choice). */
    async sendCode(user: SessionUser) {
      const facts = await factsOf(user.id);
      const gap = await d.limiter.cooldown(`account-deletion-code:${user.id}`, 30);
      if (!gap.allowed) throw new AppError(429, "TOO_SOON", MSG.tooSoon, {}, { seconds: gap.retryAfter });
      const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
      await d.repo.saveCode(user.id, hashCode(code), new Date(now().getTime() + CODE_MINUTES * 60_000));
      const locale = await d.messenger.localeOf(facts.email);
      await d.messenger.sendEmail(otpMessage(facts.email, code, "delete-account", locale));
      return { sent: true as const };
    },

    async request(user: SessionUser, body: ConfirmDeletion): Promise<DeletionStatus> {
      const facts = await factsOf(user.id);
      if (!mayRequestDeletion(facts.role)) throw new AppError(403, "STAFF_ACCOUNT", MSG.staffAccount);
      if (await d.repo.pending(user.id)) throw new AppError(409, "ALREADY_PENDING", MSG.alreadyPending);
      const confirmedWith = await confirm(user.id, body, facts.password_hash);
      const planned = await plan(user.id);
      const at = now();
      const eraseAfter = eraseAfterFrom(at);
      // The row first: it unpublishes an expert at once (listing.ts), so nobody books while we cancel.
      if (!(await d.repo.insert(user.id, at, eraseAfter, confirmedWith, planned)))
        throw new AppError(409, "ALREADY_PENDING", MSG.alreadyPending);
      expertListingsChanged(); // an expert leaves public answers at once
      let cancelled = 0;
      let refunded = 0;
      // Future sessions are cancelled and refunded through the bookings services' own paths.
      for (const b of await d.repo.futureBookings(user.id)) {
        if (!b.as_member) continue; // an expert's own sessions: below, with the members told by email
        const asMember = await d.bookings.cancel(user, b.id, "The member deleted their account").catch((err) => {
          d.log.warn({ err, bookingId: b.id }, "booking not cancelled on deletion");
          return null;
        });
        if (asMember) {
          cancelled++;
          if (asMember.refundStatus !== "none") refunded++;
        }
      }
      // Then the unused sessions of the member's packages (the ones just cancelled included) go back.
      // Keyed by this request (its time, unique per member: a second request needs the first cancelled).
      const deletionKey = String(at.getTime());
      refunded += await (d.packages?.refundAllUnused(user, deletionKey) ?? Promise.resolve(0)).catch((err) => {
        d.log.warn({ err }, "package sessions not refunded on deletion");
        return 0;
      });
      // Circle seats to come are cancelled and refunded too (not counted in the sessions' outcome).
      await (d.circles?.leaveAll(user) ?? Promise.resolve(0)).catch((err) => {
        d.log.warn({ err }, "circle seats not cancelled on deletion");
        return 0;
      });
      if (facts.role === "expert") {
        const out = await d.suspension.cancelFutureSessions(user.id, facts.name, "The expert deleted their account");
        cancelled += out.cancelled;
        refunded += out.refunded + out.refundsPending;
      }
      await d.repo.recordOutcome(user.id, { cancelled, refunded });
      await d.repo.signOutOthers(user.id, user.sessionId);
      // The notice keeps its catalog text and the time; each reader sees it in their language.
      await d.notifications.notify(user.id, "account", user.id, {
        message: MSG.scheduledNotice,
        message_values: JSON.stringify({ when: eraseAfter.toISOString() }),
      });
      const locale = await d.messenger.localeOf(facts.email);
      const t = translatorFor(locale);
      const when = formatDateTime(eraseAfter, locale);
      await d.messenger
        .sendEmail({
          to: facts.email,
          subject: t(EMAIL.scheduledSubject),
          text: t(EMAIL.scheduledText, { when, cancelled }),
        })
        .catch((err) => d.log.warn({ err }, "deletion email not sent"));
      return this.status(user.id);
    },

    /** 'Keep my account': the pending deletion is withdrawn. */
    async keep(user: SessionUser) {
      const facts = await factsOf(user.id);
      if (!(await d.repo.remove(user.id))) throw new AppError(404, "NOT_PENDING", MSG.notPending);
      expertListingsChanged();
      await d.notifications.notify(user.id, "account", user.id, { message: MSG.keptNotice });
      const t = translatorFor(await d.messenger.localeOf(facts.email));
      await d.messenger
        .sendEmail({ to: facts.email, subject: t(EMAIL.keptSubject), text: t(EMAIL.keptText) })
        .catch((err) => d.log.warn({ err }, "keep email not sent"));
      return { kept: true as const };
    },
  };
}

export type AccountDeletionService = ReturnType<typeof createAccountDeletionService>;
