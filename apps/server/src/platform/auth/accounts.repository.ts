// Account facts the auth guards need: whether an account exists (404 for unknown accounts), whether it
// has a password, and the second-factor mark on a session (decision 019).
import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { account, session, user } from "../db/schema/auth.ts";

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
  };
}

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
