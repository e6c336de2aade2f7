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
import { CONSENT_ERROR, CONSENT_MSG } from "@saathi/contract/consents";
import { AppError } from "../../platform/http/errors.ts";
import type { SensitiveConsentGate } from "../consents/consents.service.ts";
import { ASSESSMENTS_SERVER_MSG } from "./assessments.messages.ts";
import { canSeeResult } from "./assessments.policy.ts";
import type { AssessmentsRepository, AssessmentRow as Row } from "./assessments.repository.ts";

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

/** `consent`: results are kept in the account only with the member's sensitive-processing consent. */
export function createAssessmentsService(repo: AssessmentsRepository, consent: SensitiveConsentGate) {
  return {
    async submit(userId: string, body: AssessmentSubmit): Promise<AssessmentResult> {
      const s = scoreAssessment(body.instrumentId, body.answers);
      await consent.requireSensitive(userId);
      const row = await repo.insert({
        userId,
        instrument: body.instrumentId,
        answers: body.answers,
        score: s.score,
        bandKey: s.band.key,
        needsCrisisSupport: s.needsCrisisSupport,
      });
      // The consent was withdrawn between the check and the save: nothing was kept.
      if (!row) throw new AppError(409, CONSENT_ERROR.required, CONSENT_MSG.required);
      return presentResult(row);
    },
    async history(userId: string): Promise<AssessmentResult[]> {
      return (await repo.listByUser(userId, HISTORY_LIMIT)).map(presentResult);
    },
    async one(userId: string, id: string): Promise<AssessmentResult> {
      const row = await repo.find(id);
      // Someone else's result is "not found", never "forbidden": its existence stays private too.
      if (!row || !canSeeResult(userId, row))
        throw new AppError(404, "NOT_FOUND", ASSESSMENTS_SERVER_MSG.resultNotFound);
      return presentResult(row);
    },
  };
}

export type AssessmentsService = ReturnType<typeof createAssessmentsService>;
