// Reads and writes a member's self-assessment results (nothing else decides here).
import { desc, eq } from "drizzle-orm";
import type { Db } from "../../platform/db/client.ts";
import { assessmentResults } from "../../platform/db/schema/assessments.ts";

export type AssessmentRow = typeof assessmentResults.$inferSelect;
export type NewAssessmentRow = Omit<typeof assessmentResults.$inferInsert, "id" | "createdAt">;

export function createAssessmentsRepository(db: Db) {
  return {
    async insert(values: NewAssessmentRow): Promise<AssessmentRow> {
      const [row] = await db.insert(assessmentResults).values(values).returning();
      if (!row) throw new Error("assessment insert returned nothing");
      return row;
    },
    listByUser: (userId: string, limit: number) =>
      db
        .select()
        .from(assessmentResults)
        .where(eq(assessmentResults.userId, userId))
        .orderBy(desc(assessmentResults.createdAt))
        .limit(limit),
    async find(id: string): Promise<AssessmentRow | null> {
      const [row] = await db.select().from(assessmentResults).where(eq(assessmentResults.id, id));
      return row ?? null;
    },
  };
}

export type AssessmentsRepository = ReturnType<typeof createAssessmentsRepository>;
