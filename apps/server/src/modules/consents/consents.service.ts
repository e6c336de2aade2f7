// Consents (decision 023): recorded at sign-up (terms, privacy), asked for sensitive
// processing the first time a member stores a journal entry or a test result, withdrawn in one tap.
import {
  CARE_SCORES_VERSION,
  CONSENT_ERROR,
  CONSENT_MSG,
  CONSENT_PURPOSES,
  CONSENT_VERSION,
  type ConsentPurpose,
  type ConsentRecord,
  type Consents,
  type ConsentWithdrawn,
} from "@saathi/contract/consents";
import { AppError } from "../../platform/http/errors.ts";
import { presentPersonOrUnknown } from "../../platform/presenters/person.presenter.ts";
import { careScoresActive, isActive, latestOf, withdrawalEffect } from "./consents.policy.ts";
import type { ConsentRow, ConsentsRepository } from "./consents.repository.ts";

const present = (r: ConsentRow): ConsentRecord => ({
  purpose: r.purpose as ConsentPurpose,
  version: r.version,
  givenAt: r.givenAt.toISOString(),
  withdrawnAt: r.withdrawnAt?.toISOString() ?? null,
});

export function createConsentsService(repo: ConsentsRepository) {
  const service = {
    /** A new account accepted the terms and privacy policy by signing up (the sign-up page says so). */
    async recordSignUp(userId: string) {
      await repo.insert(
        (["terms", "privacy"] as const).map((purpose) => ({ userId, purpose, version: CONSENT_VERSION[purpose] })),
      );
    },

    async list(userId: string): Promise<Consents> {
      const [all, shared] = await Promise.all([repo.listByUser(userId), repo.careScoresLatest(userId)]);
      // Per-expert consents are listed by expert (careScores), not among the purposes.
      const rows = all.filter((r) => r.purpose !== "care_scores");
      return {
        current: CONSENT_PURPOSES.map((purpose) => {
          const r = latestOf(rows, purpose);
          return {
            purpose,
            active: isActive(rows, purpose),
            currentVersion: CONSENT_VERSION[purpose],
            record: r ? present(r) : null,
          };
        }),
        history: rows.map(present),
        careScores: shared.map((r) => ({
          expertId: r.expert_id,
          expertName: presentPersonOrUnknown(r.person, r.expert_id).displayName,
          linkId: r.link_id,
          active: r.withdrawn_at === null,
          record: {
            version: r.version,
            givenAt: new Date(r.given_at).toISOString(),
            withdrawnAt: r.withdrawn_at ? new Date(r.withdrawn_at).toISOString() : null,
          },
        })),
      };
    },

    /** Whether the member shares their before-session answers with this expert now. */
    async sharesScoresWith(memberId: string, expertId: string) {
      return careScoresActive(await repo.listByUser(memberId), expertId);
    },

    /** Shares the member's before-session answers with one expert (a new row unless already in force). */
    async giveCareScores(memberId: string, expertId: string) {
      if (!careScoresActive(await repo.listByUser(memberId), expertId))
        await repo.insert([{ userId: memberId, purpose: "care_scores", version: CARE_SCORES_VERSION, expertId }]);
    },

    /** Stops sharing with one expert from now on (the record stays, withdrawn). */
    async withdrawCareScores(memberId: string, expertId: string) {
      await repo.withdrawCareScores(memberId, expertId);
    },

    async hasSensitive(userId: string) {
      return isActive(await repo.listByUser(userId), "sensitive");
    },

    /** Whether the member's consent for this purpose is in force now. */
    async hasActive(userId: string, purpose: ConsentPurpose) {
      return isActive(await repo.listByUser(userId), purpose);
    },

    /** The gate in front of storing journal entries and test results: 409 CONSENT_REQUIRED without it. */
    async requireSensitive(userId: string) {
      if (!(await service.hasSensitive(userId))) throw new AppError(409, CONSENT_ERROR.required, CONSENT_MSG.required);
    },

    /** Gives (or gives again) a consent to the current version; giving an active one again is a no-op. */
    async give(userId: string, purpose: ConsentPurpose) {
      const rows = await repo.listByUser(userId);
      const r = latestOf(rows, purpose);
      if (!r || r.withdrawnAt !== null || r.version !== CONSENT_VERSION[purpose])
        await repo.insert([{ userId, purpose, version: CONSENT_VERSION[purpose] }]);
      return service.list(userId);
    },

    /**
     * Withdraws sensitive processing (the stored entries and results are deleted at once) or the
     * safety review (the member's flagged words leave the review set at once).
     */
    async withdraw(userId: string, purpose: ConsentPurpose): Promise<ConsentWithdrawn> {
      if (withdrawalEffect(purpose) === "leave")
        throw new AppError(409, CONSENT_ERROR.leaveToWithdraw, CONSENT_MSG.leaveToWithdraw);
      if (purpose === "safety_review") {
        await repo.withdrawSafetyReview(userId);
        return { purpose, deleted: { journalEntries: 0, assessments: 0 } };
      }
      const done = await repo.withdrawSensitive(userId);
      return { purpose, deleted: { journalEntries: done.journalEntries, assessments: done.assessments } };
    },
  };
  return service;
}

export type ConsentsService = ReturnType<typeof createConsentsService>;
/** What journal and assessments need from consents: the gate only. */
export type SensitiveConsentGate = Pick<ConsentsService, "requireSensitive">;
