// Account facts the auth guards need: whether an account exists (404 for unknown accounts), whether it
// has a password, the second-factor mark on a session (decision 019), and the last TOTP step accepted.
import { and, eq, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { account, session, twoFactor, user } from "../db/schema/auth.ts";

/** Which body field names the account. */
export type IdentifierKind = "email" | "phone";

export function createAccountsRepository(db: Db) {
  return {
    async exists(kind: IdentifierKind, identifier: string): Promise<boolean> {
      const where = kind === "email" ? eq(user.email, identifier) : eq(user.phoneNumber, identifier);
      const rows = await db.select({ id: user.id }).from(user).where(where).limit(1);
      return rows.length > 0;
    },
    /** A password sign-in exists for this account (OTP-only accounts have none). */
    async hasPassword(userId: string): Promise<boolean> {
      const rows = await db
        .select({ id: account.id })
        .from(account)
        .where(and(eq(account.userId, userId), eq(account.providerId, "credential"), isNotNull(account.password)))
        .limit(1);
      return rows.length > 0;
    },
    /** This session (by token) proved the second factor now; it counts as activity too. */
    async markSecondFactor(token: string): Promise<boolean> {
      const rows = await db
        .update(session)
        .set({ secondFactorAt: sql`now()`, lastActiveAt: sql`now()` })
        .where(eq(session.token, token))
        .returning({ id: session.id });
      return rows.length > 0;
    },
    /** The account's TOTP secret as better-auth stored it (encrypted with the auth secret), if any. */
    async totpSecret(userId: string): Promise<string | null> {
      const rows = await db
        .select({ secret: twoFactor.secret })
        .from(twoFactor)
        .where(eq(twoFactor.userId, userId))
        .limit(1);
      return rows[0]?.secret ?? null;
    },
    /**
     * Takes a TOTP time step for the account: true only when it is later than every step accepted
     * before. One UPDATE with the comparison in its WHERE: of two requests racing with one code,
     * the second waits for the first's row lock, re-reads the row and matches nothing.
     */
    async claimTotpStep(userId: string, step: number): Promise<boolean> {
      const rows = await db
        .update(twoFactor)
        .set({ lastTotpStep: step })
        .where(and(eq(twoFactor.userId, userId), or(isNull(twoFactor.lastTotpStep), lt(twoFactor.lastTotpStep, step))))
        .returning({ id: twoFactor.id });
      return rows.length > 0;
    },
  };
}

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
