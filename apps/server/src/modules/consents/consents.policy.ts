// Consent rules (decision 023), pure: which consent is in force, and what withdrawing means.
import type { ConsentPurpose } from "@saathi/contract/consents";

interface ConsentLike {
  purpose: string;
  expertId?: string | null;
  givenAt: Date;
  withdrawnAt: Date | null;
}

/** The newest record of a purpose (rows in any order), or null when it was never given. */
export function latestOf<T extends ConsentLike>(rows: readonly T[], purpose: ConsentPurpose): T | null {
  let best: T | null = null;
  for (const r of rows) if (r.purpose === purpose && (!best || r.givenAt > best.givenAt)) best = r;
  return best;
}

/** A consent is in force when its newest record has not been withdrawn. */
export const isActive = (rows: readonly ConsentLike[], purpose: ConsentPurpose) => {
  const r = latestOf(rows, purpose);
  return r !== null && r.withdrawnAt === null;
};

/**
 * What withdrawing does: 'erase' (sensitive: the stored journal and results go at once; safety_review:
 * the member's words leave the review set at once), or 'leave' (terms and privacy: Saathi cannot run
 * an account without them; the way out is deleting it).
 */
export const withdrawalEffect = (purpose: ConsentPurpose): "erase" | "leave" =>
  purpose === "sensitive" || purpose === "safety_review" ? "erase" : "leave";

/**
 * The care_scores consent for one expert is in force: its newest record for that expert (a consent
 * per expert, version like the others) has not been withdrawn.
 */
export const careScoresActive = (rows: readonly ConsentLike[], expertId: string) => {
  let best: ConsentLike | null = null;
  for (const r of rows)
    if (r.purpose === "care_scores" && r.expertId === expertId && (!best || r.givenAt > best.givenAt)) best = r;
  return best !== null && best.withdrawnAt === null;
};
