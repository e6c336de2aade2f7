// Reads and writes grievances (the ticket number comes from the table's sequence default).
import { and, asc, count, desc, eq, inArray } from "drizzle-orm";
import { type AuditRecord, writeAudit } from "../../platform/audit/audit-log.ts";
import type { Db } from "../../platform/db/client.ts";
import { grievances } from "../../platform/db/schema/account.ts";
import { user } from "../../platform/db/schema/auth.ts";

export type GrievanceRow = typeof grievances.$inferSelect;

const QUEUE = { open: ["open", "in_progress"], answered: ["answered", "closed"] } as const;

export function createGrievancesRepository(db: Db) {
  return {
    async insert(v: { userId: string; kind: string; body: string; targetAt: Date; dueAt: Date; createdAt: Date }) {
      const [row] = await db.insert(grievances).values(v).returning();
      if (!row) throw new Error("grievance insert returned nothing");
      return row;
    },
    listByUser: (userId: string) =>
      db.select().from(grievances).where(eq(grievances.userId, userId)).orderBy(desc(grievances.createdAt)).limit(100),
    async find(id: string): Promise<GrievanceRow | null> {
      const [row] = await db.select().from(grievances).where(eq(grievances.id, id));
      return row ?? null;
    },
    async emailOf(userId: string): Promise<string | null> {
      const [row] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId));
      return row?.email ?? null;
    },
    /** The staff queue, soonest due first, with the member's account email. */
    async page(status: "open" | "answered" | "all", page: number, pageSize: number) {
      const where = status === "all" ? undefined : inArray(grievances.status, [...QUEUE[status]]);
      const [rows, [total]] = await Promise.all([
        db
          .select({ g: grievances, email: user.email })
          .from(grievances)
          .innerJoin(user, eq(user.id, grievances.userId))
          .where(where)
          .orderBy(asc(grievances.dueAt), asc(grievances.ticket))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(grievances).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
    /** Answers the ticket if still unanswered, with its audit record in the same transaction. */
    answer: (
      id: string,
      v: { answer: string; answeredBy: string; at: Date },
      audit: Omit<AuditRecord, "after" | "targetId">,
    ) =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .update(grievances)
          .set({ status: "answered", answer: v.answer, answeredBy: v.answeredBy, answeredAt: v.at, updatedAt: v.at })
          .where(and(eq(grievances.id, id), inArray(grievances.status, [...QUEUE.open])))
          .returning();
        if (!row) return null;
        await writeAudit(tx, { ...audit, targetId: id, after: { status: row.status, answer: row.answer } });
        return row;
      }),
  };
}

export type GrievancesRepository = ReturnType<typeof createGrievancesRepository>;
