// Self-assessment results: scored on the server (never trusted from the client) and private to the
// member who took them.
import {
  type AssessmentResult,
  type AssessmentSubmit,
  bandFor,
  INSTRUMENTS,
  type InstrumentId,
  scoreAssessment,
} from "@saathi/contract/assessments";
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../platform/db/client.ts";
import { assessmentResults } from "../../platform/db/schema/assessments.ts";
import { AppError } from "../../platform/http/errors.ts";

type Row = typeof assessmentResults.$inferSelect;
const HISTORY_LIMIT = 50;

export function presentResult(r: Row): AssessmentResult {
  const id = r.instrument as InstrumentId;
  const band = bandFor(id, r.score);
  return {
    id: r.id,
    instrumentId: id,
    score: r.score,
    maxScore: INSTRUMENTS[id].maxScore,
    bandKey: band.key,
    bandLabel: band.label,
    percentage: id === "who5" ? r.score * 4 : null,
    needsCrisisSupport: r.needsCrisisSupport,
    createdAt: r.createdAt.toISOString(),
  };
}

export function createAssessmentsService(db: Db) {
  return {
    async submit(userId: string, body: AssessmentSubmit): Promise<AssessmentResult> {
      const s = scoreAssessment(body.instrumentId, body.answers);
      const [row] = await db
        .insert(assessmentResults)
        .values({
          userId,
          instrument: body.instrumentId,
          answers: body.answers,
          score: s.score,
          bandKey: s.band.key,
          needsCrisisSupport: s.needsCrisisSupport,
        })
        .returning();
      if (!row) throw new Error("assessment insert returned nothing");
      return presentResult(row);
    },
    async history(userId: string): Promise<AssessmentResult[]> {
      const rows = await db
        .select()
        .from(assessmentResults)
        .where(eq(assessmentResults.userId, userId))
        .orderBy(desc(assessmentResults.createdAt))
        .limit(HISTORY_LIMIT);
      return rows.map(presentResult);
    },
    async one(userId: string, id: string): Promise<AssessmentResult> {
      const [row] = await db
        .select()
        .from(assessmentResults)
        .where(and(eq(assessmentResults.id, id), eq(assessmentResults.userId, userId)));
      if (!row) throw new AppError(404, "NOT_FOUND", "Result not found");
      return presentResult(row);
    },
  };
}

export type AssessmentsService = ReturnType<typeof createAssessmentsService>;
