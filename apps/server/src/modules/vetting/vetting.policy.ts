// The application's state machine (ARCHITECTURE: experts), as pure functions: which move
// is allowed from which state, what it leads to, and what an application needs before submitting.
import {
  APPLICATION_MSG,
  type ApplicationStatus,
  type DocumentKind,
  type PractitionerKind,
  type VerifiedBadge,
} from "@saathi/contract/expert-application";

/** Every move: the expert's submit, and each admin action. */
export type VettingAction = "submit" | "request_changes" | "approve" | "reject" | "suspend" | "reinstate" | "reverify";

/** From which states each move may start, and where it leads. */
export const TRANSITIONS: Record<VettingAction, { from: readonly ApplicationStatus[]; to: ApplicationStatus }> = {
  submit: { from: ["draft", "changes_requested"], to: "submitted" },
  request_changes: { from: ["submitted"], to: "changes_requested" },
  approve: { from: ["submitted"], to: "approved" },
  reject: { from: ["submitted"], to: "rejected" },
  suspend: { from: ["approved"], to: "suspended" },
  reinstate: { from: ["suspended"], to: "approved" },
  reverify: { from: ["approved"], to: "approved" },
};

/** The state after `action`, or null when it is not allowed from `status`. */
export function nextStatus(status: ApplicationStatus, action: VettingAction): ApplicationStatus | null {
  const t = TRANSITIONS[action];
  return t.from.includes(status) ? t.to : null;
}

/** The expert may change their credentials and documents only before review or when asked to. */
export const isEditable = (status: ApplicationStatus): boolean => status === "draft" || status === "changes_requested";

/** What an approval verified, shown on the card. */
export const badgeFor = (kind: PractitionerKind | null): VerifiedBadge =>
  kind === "clinical_psychologist" ? "rci_registered" : "verified_counsellor";

/** An approval (and a re-verification) lasts this long: now + `months` calendar months. */
export function verifiedUntil(now: Date, months = 12): Date {
  const d = new Date(now);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d;
}

export interface SubmissionFacts {
  hasProfile: boolean;
  detailsComplete: boolean;
  kind: PractitionerKind | null;
  documentKinds: readonly DocumentKind[];
}

/**
 * What keeps an application from being submitted, in the words the expert reads; empty when it may
 * go. Required: steps 1-3, the credentials, a degree and a government ID, and for clinical
 * psychologists the RCI registration certificate as well.
 */
export function submissionProblems(f: SubmissionFacts): string[] {
  const out: string[] = [];
  if (!f.hasProfile) out.push(APPLICATION_MSG.profileFirst);
  if (!f.detailsComplete) out.push(APPLICATION_MSG.detailsMissing);
  const has = (k: DocumentKind) => f.documentKinds.includes(k);
  if (!has("degree")) out.push(APPLICATION_MSG.degreeMissing);
  if (!has("government_id")) out.push(APPLICATION_MSG.idMissing);
  if (f.kind === "clinical_psychologist" && !has("registration_certificate"))
    out.push(APPLICATION_MSG.registrationMissing);
  return out;
}

/** Listed = published and within its verification (the SQL twin is listedExpertSql). */
export const isListed = (publishedAt: Date | null, until: Date | null, now: Date): boolean =>
  publishedAt !== null && until !== null && until.getTime() > now.getTime();

/**
 * What setting an expert's campus badge to `next` does (staff, decision 038): "set" a new or different
 * institution, "clear" an existing one, or nothing (no record written for a change that changes nothing).
 */
export function campusChange(before: string | null, next: string | null): "set" | "clear" | "unchanged" {
  if (next === before) return "unchanged";
  return next === null ? "clear" : "set";
}
