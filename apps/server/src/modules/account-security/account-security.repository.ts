// Reads and writes of the Security section: the member's sessions and sign-in history.
import { and, desc, eq, lt, ne, sql } from "drizzle-orm";
import { writeAudit } from "../../platform/audit/audit-log.ts";
import type { Db } from "../../platform/db/client.ts";
import { signInEvents } from "../../platform/db/schema/account.ts";
import { session, user } from "../../platform/db/schema/auth.ts";

export function createAccountSecurityRepository(db: Db) {
  return {
    /** The member's live sessions, most recently active first (tokens stay here). */
    listSessions(userId: string) {
      return db
        .select({
          id: session.id,
          ipAddress: session.ipAddress,
          userAgent: session.userAgent,
          lastActiveAt: sql<Date>`greatest(${session.updatedAt}, coalesce(${session.lastActiveAt}, ${session.createdAt}))`,
        })
        .from(session)
        .where(and(eq(session.userId, userId), sql`${session.expiresAt} > now()`))
        .orderBy(desc(session.updatedAt));
    },
    /** Ends one of the member's sessions; 0 when it is not theirs (or gone). */
    async deleteSession(userId: string, id: string): Promise<number> {
      const rows = await db
        .delete(session)
        .where(and(eq(session.userId, userId), eq(session.id, id)))
        .returning({ id: session.id });
      return rows.length;
    },
    /** Ends every session of the member but `keepId`. */
    async deleteOtherSessions(userId: string, keepId: string): Promise<number> {
      const rows = await db
        .delete(session)
        .where(and(eq(session.userId, userId), ne(session.id, keepId)))
        .returning({ id: session.id });
      return rows.length;
    },
    /** Ends every session of the member but the one with this token (a swapped session is known by it). */
    async deleteSessionsExceptToken(userId: string, token: string): Promise<number> {
      const rows = await db
        .delete(session)
        .where(and(eq(session.userId, userId), ne(session.token, token)))
        .returning({ id: session.id });
      return rows.length;
    },
    recentSignIns(userId: string, limit: number) {
      return db
        .select({ at: signInEvents.at, ipAddress: signInEvents.ipAddress, userAgent: signInEvents.userAgent })
        .from(signInEvents)
        .where(eq(signInEvents.userId, userId))
        .orderBy(desc(signInEvents.at))
        .limit(limit);
    },
    async addSignIn(e: { userId: string; ipAddress?: string | null; userAgent?: string | null }): Promise<void> {
      await db
        .insert(signInEvents)
        .values({ userId: e.userId, ipAddress: e.ipAddress ?? null, userAgent: e.userAgent ?? null });
    },
    async deleteSignInsBefore(cutoff: Date): Promise<number> {
      const rows = await db.delete(signInEvents).where(lt(signInEvents.at, cutoff)).returning({ id: signInEvents.id });
      return rows.length;
    },
    /** A staff member changed their own second factor (better-auth made the change; this records it). */
    async auditStaffSecondFactor(u: { id: string; email: string }, action: string): Promise<void> {
      await writeAudit(db, { actor: { id: u.id, email: u.email }, action, targetType: "staff", targetId: u.id });
    },
    async emailTaken(email: string): Promise<boolean> {
      const rows = await db
        .select({ id: user.id })
        .from(user)
        .where(eq(sql`lower(${user.email})`, email.toLowerCase()))
        .limit(1);
      return rows.length > 0;
    },
  };
}

export type AccountSecurityRepository = ReturnType<typeof createAccountSecurityRepository>;
