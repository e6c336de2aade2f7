// A guardian's verifiable consent for a member aged 13-17 (DPDP Rules 2025, Rule 10; decision 038):
// the member names a guardian, the guardian receives a link and a code, reads the plain page, proves
// being an adult (an adult Saathi account, or a declaration confirmed with the emailed code, the
// method recorded) and consents or refuses. Withdrawal pauses the account and queues its erasure.
import { createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { DELETION_GRACE_DAYS } from "@saathi/contract/account-deletion";
import {
  GUARDIAN_MAIL_TEXT,
  GUARDIAN_REQUEST_DAYS,
  GUARDIAN_SMS_TEXT,
  type GuardianDecision,
  type GuardianPage,
  type GuardianRequest,
  type GuardianStatus,
  indianMobile,
  YOUNG_ERROR,
  YOUNG_MSG,
} from "@saathi/contract/young-people";
import type { Logger } from "pino";
import type { SessionUser } from "../../platform/auth/session.ts";
import { AppError } from "../../platform/http/errors.ts";
import type { RateLimiter } from "../../platform/http/rate-limit.ts";
import { translatorFor } from "../../platform/i18n/translator.ts";
import type { Messenger } from "../../platform/mail/messenger.ts";
import { dayOf, GUARDIAN_CODE_TRIES, isMinorOn, isOpen, type YouthNotice } from "./young-people.policy.ts";
import type { GuardianRequestRow, YoungPeopleRepository } from "./young-people.repository.ts";

/** The version of the guardian page a consent was given on. */
export const GUARDIAN_PAGE_VERSION = "2026-11";
const DAY_MS = 86_400_000;
/** Guardian requests (emails) a member may send in a day. */
export const GUARDIAN_REQUESTS_PER_DAY = 5;
/**
 * Fresh withdrawal codes one link may send in a day: each starts the code tries again, so without a
 * limit a leaked link could guess without end and flood the guardian's inbox or phone.
 */
export const GUARDIAN_WITHDRAW_CODES_PER_DAY = 3;

export function createGuardianConsentService(d: {
  repo: YoungPeopleRepository;
  messenger: Messenger;
  secret: string;
  publicUrl: string;
  log: Logger;
  /**
   * Guardian emails a member may send (GUARDIAN_REQUESTS_PER_DAY a day) and withdrawal codes a link may
   * send (GUARDIAN_WITHDRAW_CODES_PER_DAY): nobody is flooded with mail.
   */
  limiter: Pick<RateLimiter, "hit">;
  /** The in-app notice (a guardian's withdrawal). */
  notice?: YouthNotice;
  now?: () => Date;
}) {
  const now = d.now ?? (() => new Date());
  const hash = (code: string) => createHmac("sha256", d.secret).update(`guardian:${code}`).digest("hex");
  const sameCode = (code: string, stored: string | null) => {
    if (!stored) return false;
    const a = Buffer.from(hash(code), "hex");
    const b = Buffer.from(stored, "hex");
    return a.length === b.length && timingSafeEqual(a, b);
  };
  const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, "0");
  const closed = () => new AppError(410, YOUNG_ERROR.requestClosed, YOUNG_MSG.requestClosed);
  const firstName = async (minorId: string) => {
    const p = await d.repo.person(minorId);
    return p?.firstName?.trim() || p?.displayName?.trim() || "";
  };
  const load = async (token: string): Promise<GuardianRequestRow> => {
    const row = await d.repo.byToken(token);
    if (!row) throw new AppError(404, "NOT_FOUND", YOUNG_MSG.requestClosed);
    return row;
  };
  /** A request named only by phone: its codes went by SMS (the page and the messages say so). */
  const bySms = (row: Pick<GuardianRequestRow, "guardianEmail" | "guardianPhone">) =>
    !row.guardianEmail && !!row.guardianPhone;
  /**
   * Every try counts, taken before the code is compared (guesses sent at once each take one); once
   * GUARDIAN_CODE_TRIES are used the link is closed, whatever the code.
   */
  const checkCode = async (row: GuardianRequestRow, code: string) => {
    if (!(await d.repo.claimCodeTry(row.id, GUARDIAN_CODE_TRIES))) throw closed();
    if (sameCode(code, row.codeHash)) return;
    throw new AppError(400, YOUNG_ERROR.badCode, bySms(row) ? YOUNG_MSG.badCodeSms : YOUNG_MSG.badCode);
  };
  /** The code (and the link) to every contact the young person gave: email, SMS, or both. */
  const sendToGuardian = async (
    to: { email: string | null; phone: string | null },
    text: { subject: string; email: string; sms: string },
    code: string,
  ) => {
    if (to.email) await d.messenger.sendEmail({ to: to.email, subject: text.subject, text: text.email, code });
    if (to.phone) await d.messenger.sendSms({ to: to.phone, subject: text.subject, text: text.sms, code });
  };

  return {
    /** The member names their guardian: a request, and the link and the code by email, SMS or both. */
    async request(member: SessionUser, body: GuardianRequest) {
      const age = await d.repo.ageOf(member.id);
      if (!isMinorOn(age?.adultOn, dayOf(now()))) throw new AppError(409, YOUNG_ERROR.notMinor, YOUNG_MSG.notMinor);
      if (await d.repo.consented(member.id)) throw new AppError(409, YOUNG_ERROR.notMinor, YOUNG_MSG.alreadyConsented);
      const email = body.email ?? null;
      const phone = body.phone ? indianMobile(body.phone) : null;
      if (!email && !phone) throw new AppError(400, YOUNG_ERROR.guardianContact, YOUNG_MSG.guardianContact);
      if (email && email === member.email.toLowerCase())
        throw new AppError(400, YOUNG_ERROR.guardianIsMember, YOUNG_MSG.guardianIsMember);
      if (phone && phone === (await d.repo.phoneOf(member.id)))
        throw new AppError(400, YOUNG_ERROR.guardianIsMember, YOUNG_MSG.guardianPhoneIsMember);
      const sent = await d.limiter.hit(`guardian-request:${member.id}`, GUARDIAN_REQUESTS_PER_DAY, 86_400);
      if (!sent.allowed)
        throw new AppError(429, YOUNG_ERROR.tooMany, YOUNG_MSG.tooManyRequests, { retryAfter: sent.retryAfter });
      const code = newCode();
      const token = randomBytes(24).toString("base64url");
      const expiresAt = new Date(now().getTime() + GUARDIAN_REQUEST_DAYS * DAY_MS);
      await d.repo.insertRequest({
        minorId: member.id,
        token,
        guardianEmail: email,
        guardianPhone: phone,
        codeHash: hash(code),
        version: GUARDIAN_PAGE_VERSION,
        expiresAt,
      });
      const t = translatorFor(await d.messenger.localeOfUser(member.id));
      const name = await firstName(member.id);
      const link = `${d.publicUrl}/guardian/${token}`;
      const values = { name, link, code, days: GUARDIAN_REQUEST_DAYS };
      await sendToGuardian(
        { email, phone },
        {
          subject: t(GUARDIAN_MAIL_TEXT.subject, { name }),
          email: t(GUARDIAN_MAIL_TEXT.body, values),
          sms: t(GUARDIAN_SMS_TEXT.body, values),
        },
        code,
      );
      return {
        status: "pending" as const,
        guardianEmail: email,
        guardianPhone: phone,
        expiresAt: expiresAt.toISOString(),
      };
    },

    /** The guardian's page: the young person's first name and where the request stands. */
    async page(token: string, viewer: SessionUser | null): Promise<GuardianPage> {
      const row = await load(token);
      const status = (row.status === "pending" && !isOpen(row, now()) ? "expired" : row.status) as GuardianStatus;
      const signedInAdult =
        !!viewer && viewer.id !== row.minorId && !isMinorOn((await d.repo.ageOf(viewer.id))?.adultOn, dayOf(now()));
      return {
        memberName: await firstName(row.minorId),
        status,
        expiresAt: row.expiresAt.toISOString(),
        signedInAdult,
        codeSentBy: bySms(row) ? "sms" : "email",
      };
    },

    /** Consent or refusal, with the adult proof and its method recorded. */
    async decide(token: string, body: GuardianDecision, viewer: SessionUser | null) {
      const row = await load(token);
      if (!isOpen(row, now())) throw closed();
      await checkCode(row, body.code);
      let guardianUserId: string | null = null;
      if (body.method === "saathi_adult_account") {
        // The proof is an adult account other than the young person's own, signed in now.
        const adult =
          !!viewer && viewer.id !== row.minorId && !isMinorOn((await d.repo.ageOf(viewer.id))?.adultOn, dayOf(now()));
        if (!adult || !viewer) throw new AppError(403, YOUNG_ERROR.notAdult, YOUNG_MSG.notAdult);
        guardianUserId = viewer.id;
      }
      const at = now();
      const consent = body.decision === "consent";
      const status = consent ? "consented" : "refused";
      // A declaration is recorded with the channel its code really went by (Rule 10: the method used).
      const verification =
        body.method === "saathi_adult_account"
          ? body.method
          : bySms(row)
            ? "declared_with_sms_code"
            : "declared_with_email_code";
      const moved = await d.repo.transition(
        row.id,
        "pending",
        { status, verification, guardianUserId, decidedAt: at, codeHash: null },
        // A refusal needs the contact no longer; a consent keeps the email while it may be withdrawn.
        !consent,
      );
      if (!moved) throw closed();
      return { status: status as GuardianStatus };
    },

    /** A fresh code to the guardian's email or phone (as the request), to withdraw a consent given from this link. */
    async sendWithdrawCode(token: string) {
      const row = await load(token);
      if (row.status !== "consented" || (!row.guardianEmail && !row.guardianPhone)) throw closed();
      const sent = await d.limiter.hit(`guardian-withdraw-code:${row.id}`, GUARDIAN_WITHDRAW_CODES_PER_DAY, 86_400);
      if (!sent.allowed)
        throw new AppError(429, YOUNG_ERROR.withdrawCodesLimited, YOUNG_MSG.withdrawCodesLimited, {
          retryAfter: sent.retryAfter,
        });
      const code = newCode();
      await d.repo.setCode(row.id, hash(code));
      const t = translatorFor(await d.messenger.localeOfUser(row.minorId));
      const name = await firstName(row.minorId);
      await sendToGuardian(
        { email: row.guardianEmail, phone: row.guardianPhone },
        {
          subject: t(GUARDIAN_MAIL_TEXT.subject, { name }),
          email: t(GUARDIAN_MAIL_TEXT.withdrawCode, { name, code }),
          sms: t(GUARDIAN_SMS_TEXT.withdrawCode, { name, code }),
        },
        code,
      );
      return { sent: true as const };
    },

    /**
     * The guardian withdraws: the record stays (withdrawn_at), the contact goes, the young person's
     * account is paused and its erasure queued after the deletion grace period; they are told kindly.
     */
    async withdraw(token: string, code: string) {
      const row = await load(token);
      if (row.status !== "consented") throw closed();
      if (row.codeAttempts >= GUARDIAN_CODE_TRIES) throw closed();
      await checkCode(row, code);
      const at = now();
      if (!(await d.repo.transition(row.id, "consented", { status: "withdrawn", withdrawnAt: at }, true)))
        throw closed();
      const eraseAfter = new Date(at.getTime() + DELETION_GRACE_DAYS * DAY_MS);
      await d.repo.suspendAndQueueErasure(row.minorId, at, eraseAfter);
      await d.notice?.(row.minorId, "guardian_withdrawal", { when: eraseAfter.toISOString() });
      const person = await d.repo.person(row.minorId);
      if (person) {
        const t = translatorFor(await d.messenger.localeOfUser(row.minorId));
        await d.messenger
          .sendEmail({ to: person.email, subject: t(YOUNG_MSG.withdrawnSubject), text: t(YOUNG_MSG.withdrawn) })
          .catch((err) => d.log.warn({ err }, "withdrawal email not sent"));
      }
      return { status: "withdrawn" as const };
    },

    /** The job: unanswered requests past their time end and their contact is cleared. */
    async expire(at: Date = now()) {
      return { expired: await d.repo.expire(at) };
    },
  };
}

export type GuardianConsentService = ReturnType<typeof createGuardianConsentService>;
