// The Security section: change password or email, see and end signed-in devices, sign-in
// history, and the notices every such change sends. better-auth checks passwords and codes; this
// decides who may ask, ends the other devices and tells the member by email (always sent).
import {
  type AccountSecurity,
  type ChangePasswordInput,
  type EmailChangeConfirmInput,
  ACCOUNT_SECURITY_ERROR as ERR,
  ACCOUNT_SECURITY_MSG as MSG,
} from "@saathi/contract/account-security";
import type { Logger } from "pino";
import type { Auth } from "../../platform/auth/auth.ts";
import { assertMaySetSecondFactor, type SecondFactorChange } from "../../platform/auth/second-factor.ts";
import type { SessionUser } from "../../platform/auth/session.ts";
import { AppError } from "../../platform/http/errors.ts";
import { translatorFor } from "../../platform/i18n/translator.ts";
import { catchingSendFailures, type Messenger } from "../../platform/mail/messenger.ts";
import type { NotificationsService } from "../notifications/notifications.service.ts";
import { SECURITY_NOTICE_MSG as NOTICE } from "./account-security.messages.ts";
import {
  describeDevice,
  SIGN_IN_HISTORY_SHOWN,
  signInHistoryCutoff,
  stepUpMissing,
} from "./account-security.policy.ts";
import type { AccountSecurityRepository } from "./account-security.repository.ts";

export interface AccountSecurityDeps {
  repo: AccountSecurityRepository;
  auth: Auth;
  messenger: Messenger;
  notifications: Pick<NotificationsService, "notify">;
  hasPassword(userId: string): Promise<boolean>;
  /** The auth guard's count of second-factor attempts (wrong passwords and codes stay counted). */
  secondFactorAttempt(ip: string, userId: string): Promise<(status: number) => Promise<void>>;
  now?: () => Date;
  /** Where a notice that could not be sent is logged (no address). */
  log?: Logger;
}

/** The member asking, with the session they ask from. */
type Asker = SessionUser & { sessionId: string };

/** better-auth's error for a refused password or code, as a clear 400 of ours. */
function authRefusal(err: unknown, code: string, message: string): never {
  const status = (err as { statusCode?: number }).statusCode;
  if (status && status >= 400 && status < 500) throw new AppError(400, code, message);
  throw err;
}

export function createAccountSecurityService(deps: AccountSecurityDeps) {
  const { repo, auth, messenger, notifications, log } = deps;
  const now = deps.now ?? (() => new Date());
  const headersOf = (cookie: string | undefined) => new Headers(cookie ? { cookie } : {});

  /**
   * Tells the member about a change to their account: an in-app notice and an email (always sent).
   * The change is made by then, so a notice that fails never fails the answer: the failure
   * is logged (who by id, never the address) and the in-app notice stands if it was written. The send
   * runs in its own not-sent slot, so a better-auth route around it (two-factor on) is not answered 503.
   */
  async function notice(
    u: { id: string; email: string },
    subject: string,
    what: string,
    values: Record<string, string> = {},
  ) {
    try {
      await notifications.notify(u.id, "account", u.id, {
        message: what,
        ...(Object.keys(values).length ? { message_values: JSON.stringify(values) } : {}),
      });
    } catch (err) {
      log?.error({ err, userId: u.id, notice: subject }, "security notice not recorded in-app");
    }
    try {
      // In the member's language; the notice keeps its catalog text and values.
      const t = translatorFor(await messenger.localeOfUser(u.id));
      const text = t(NOTICE.email, { what: t(what, values), ifNotYou: t(NOTICE.ifNotYou) });
      const sent = await catchingSendFailures(() => messenger.sendEmail({ to: u.email, subject: t(subject), text }));
      if (sent.failure) throw sent.failure;
    } catch (err) {
      // The messenger logged the SMTP server's answer (a recipient tag); this says which notice it was.
      log?.error(
        { userId: u.id, notice: subject, code: (err as { code?: string }).code },
        "security notice email not sent; the change stands and the in-app notice tells the member",
      );
    }
  }

  /** A staff session that gave only the password: 403 as for members (session.require). */
  const requireStepUp = (u: Asker) => {
    if (stepUpMissing(u)) throw new AppError(403, ERR.twoFactorRequired, MSG.twoFactorRequired);
  };

  return {
    async overview(u: Asker): Promise<AccountSecurity> {
      requireStepUp(u);
      const [sessions, signIns, hasPassword] = await Promise.all([
        repo.listSessions(u.id),
        repo.recentSignIns(u.id, SIGN_IN_HISTORY_SHOWN),
        deps.hasPassword(u.id),
      ]);
      return {
        email: u.email,
        hasPassword,
        twoFactorEnabled: Boolean(u.twoFactorEnabled),
        devices: sessions.map((s) => ({
          id: s.id,
          device: describeDevice(s.userAgent),
          ipAddress: s.ipAddress,
          lastActiveAt: new Date(s.lastActiveAt).toISOString(),
          current: s.id === u.sessionId,
        })),
        signIns: signIns.map((e) => ({
          at: e.at.toISOString(),
          device: describeDevice(e.userAgent),
          ipAddress: e.ipAddress,
        })),
      };
    },

    /** Ends one of the member's own devices; anyone else's session id is 404. */
    async signOutDevice(u: Asker, id: string): Promise<{ revoked: number }> {
      requireStepUp(u);
      const revoked = await repo.deleteSession(u.id, id);
      if (!revoked) throw new AppError(404, ERR.sessionNotFound, MSG.sessionNotFound);
      return { revoked };
    },

    async signOutOthers(u: Asker): Promise<{ revoked: number }> {
      requireStepUp(u);
      return { revoked: await repo.deleteOtherSessions(u.id, u.sessionId) };
    },

    /** The current password is checked by better-auth; this device stays signed in, the others end. */
    async changePassword(u: Asker, cookie: string | undefined, input: ChangePasswordInput): Promise<{ ok: true }> {
      requireStepUp(u);
      await auth.api
        .changePassword({ body: { ...input, revokeOtherSessions: false }, headers: headersOf(cookie) })
        .catch((err) => authRefusal(err, ERR.wrongPassword, MSG.wrongPassword));
      await repo.deleteOtherSessions(u.id, u.sessionId);
      await notice(u, NOTICE.passwordChangedSubject, NOTICE.passwordChanged);
      return { ok: true };
    },

    /** Sends a code to the new address (better-auth's email-otp 'change-email'); nothing changes yet. */
    async requestEmailChange(u: Asker, cookie: string | undefined, newEmail: string): Promise<{ ok: true }> {
      requireStepUp(u);
      const email = newEmail.trim().toLowerCase();
      if (email === u.email.toLowerCase()) throw new AppError(400, "SAME_EMAIL", MSG.sameEmail);
      if (await repo.emailTaken(email)) throw new AppError(409, ERR.emailTaken, MSG.emailTaken);
      await auth.api
        .requestEmailChangeEmailOTP({ body: { newEmail: email }, headers: headersOf(cookie) })
        .catch((err) => authRefusal(err, "EMAIL_CHANGE_REFUSED", MSG.emailTaken));
      return { ok: true };
    },

    /** The code from the new address changes it; the old address is told, other devices end. */
    async confirmEmailChange(u: Asker, cookie: string | undefined, input: EmailChangeConfirmInput) {
      requireStepUp(u);
      const email = input.newEmail.trim().toLowerCase();
      if (await repo.emailTaken(email)) throw new AppError(409, ERR.emailTaken, MSG.emailTaken);
      await auth.api
        .changeEmailEmailOTP({ body: { newEmail: email, otp: input.otp }, headers: headersOf(cookie) })
        .catch((err) => authRefusal(err, "INVALID_CODE", MSG.wrongCode));
      await repo.deleteOtherSessions(u.id, u.sessionId);
      // To the OLD address: the one that may not have asked.
      await notice(u, NOTICE.emailChangedSubject, NOTICE.emailChanged, { email });
      return { ok: true as const, email };
    },

    /** Turning two-factor on, step 1: the password gives a secret (QR) and 10 backup codes; a code confirms. */
    async enableTwoFactor(u: Asker, cookie: string | undefined, ip: string, password: string) {
      assertMaySetSecondFactor(u, "set");
      const settle = await deps.secondFactorAttempt(ip, u.id);
      let status = 200;
      try {
        const r = await auth.api.enableTwoFactor({ body: { password }, headers: headersOf(cookie) });
        if (!("totpURI" in r)) throw new Error("two-factor enable answered without an authenticator secret");
        return { totpURI: r.totpURI, backupCodes: r.backupCodes };
      } catch (err) {
        status = (err as { statusCode?: number }).statusCode ?? 500;
        return authRefusal(err, ERR.wrongPassword, MSG.wrongPassword);
      } finally {
        await settle(status);
      }
    },

    async disableTwoFactor(u: Asker, cookie: string | undefined, ip: string, password: string) {
      assertMaySetSecondFactor(u, "disable");
      const settle = await deps.secondFactorAttempt(ip, u.id);
      let status = 200;
      try {
        await auth.api.disableTwoFactor({ body: { password }, headers: headersOf(cookie) });
      } catch (err) {
        status = (err as { statusCode?: number }).statusCode ?? 500;
        authRefusal(err, ERR.wrongPassword, MSG.wrongPassword);
      } finally {
        await settle(status);
      }
      await repo.deleteOtherSessions(u.id, u.sessionId);
      await notice(u, NOTICE.twoFactorOffSubject, NOTICE.twoFactorOff);
      return { ok: true as const };
    },

    /**
     * Second-factor material changed through better-auth's endpoints (second-factor.ts): a first code
     * confirmed a new authenticator (other devices end), or new backup codes replaced the old ones.
     * Staff changes are audited; the account holder is told in the app and by email.
     */
    async secondFactorChanged(
      u: { id: string; email: string; role: string },
      keepToken: string | null,
      change: SecondFactorChange,
    ): Promise<void> {
      if (change === "on" && keepToken) await repo.deleteSessionsExceptToken(u.id, keepToken);
      if (u.role === "admin" || u.role === "moderator")
        await repo.auditStaffSecondFactor(u, change === "on" ? "staff.two_factor_on" : "staff.backup_codes_new");
      if (change === "on") await notice(u, NOTICE.twoFactorOnSubject, NOTICE.twoFactorOn);
      else await notice(u, NOTICE.backupCodesNewSubject, NOTICE.backupCodesNew);
    },

    /** databaseHooks.session.create.after: every new session is a sign-in to remember. */
    recordSignIn: (e: { userId: string; ipAddress?: string | null; userAgent?: string | null }) => repo.addSignIn(e),

    /** The periodic job: sign-in history older than a year goes. */
    purgeOldSignIns: () => repo.deleteSignInsBefore(signInHistoryCutoff(now())),
  };
}

export type AccountSecurityService = ReturnType<typeof createAccountSecurityService>;
