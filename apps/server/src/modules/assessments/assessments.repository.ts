// Reads and writes a member's self-assessment results (nothing else decides here).
import { desc, eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../platform/db/client.ts";
import { assessmentResults } from "../../platform/db/schema/assessments.ts";
import { queryRow } from "../../platform/db/typed-query.ts";
import { sensitiveConsentActive, sensitiveConsentTurn } from "../consents/index.ts";

export type AssessmentRow = typeof assessmentResults.$inferSelect;
export type NewAssessmentRow = Omit<typeof assessmentResults.$inferInsert, "id" | "createdAt">;

export function createAssessmentsRepository(db: Db) {
  return {
    /**
     * Inserts the result while the member's sensitive consent is in force, taking turns with its
     * withdrawal (consents' index.ts); null when the consent is not in force (withdrawn meanwhile).
     */
    async insert(values: NewAssessmentRow): Promise<AssessmentRow | null> {
      return db.transaction(async (tx) => {
        await tx.execute(sensitiveConsentTurn(values.userId));
        const consent = await queryRow(tx, z.object({ active: z.boolean() }), sensitiveConsentActive(values.userId));
        if (!consent?.active) return null;
        const [row] = await tx.insert(assessmentResults).values(values).returning();
        if (!row) throw new Error("assessment insert returned nothing");
        return row;
      });
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
