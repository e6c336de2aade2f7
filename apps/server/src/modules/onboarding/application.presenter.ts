// What the expert (and the reviewer) see of an application. Document URLs are API routes that check
// who asks, never storage URLs.
import type {
  ApplicationDocument,
  ApplicationState,
  ApplicationStatus,
  DocumentKind,
  PractitionerKind,
  VerifiedBadge,
} from "@saathi/contract/expert-application";
import { applicationDetailsSchema } from "@saathi/contract/expert-application";
import { isEditable, isListed, submissionProblems } from "../vetting/index.ts";
import type { ApplicationRepository, DocumentRow } from "./application.repository.ts";

type Loaded = Awaited<ReturnType<ApplicationRepository["load"]>>;

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

export function presentDocument(d: DocumentRow, url: string): ApplicationDocument {
  return {
    id: d.id,
    kind: d.kind as DocumentKind,
    fileName: d.fileName,
    mimeType: d.mimeType,
    sizeBytes: d.sizeBytes,
    createdAt: d.createdAt.toISOString(),
    url,
  };
}

export const ownDocumentUrl = (id: string) => `/api/onboarding/application/documents/${id}`;

export function presentApplication(
  { app, docs, profile }: Loaded,
  hasProfile: boolean,
  documentUrl: (d: DocumentRow) => string = (d) => ownDocumentUrl(d.id),
  now = new Date(),
): ApplicationState {
  const status = (app?.status ?? "draft") as ApplicationStatus;
  const details = {
    practitionerKind: (app?.practitionerKind as PractitionerKind | null) ?? null,
    qualification: app?.qualification ?? null,
    institution: app?.institution ?? null,
    professionalBody: app?.professionalBody ?? null,
    registrationNumber: app?.registrationNumber ?? null,
    yearsOfPractice: app?.yearsOfPractice ?? null,
  };
  const editable = isEditable(status);
  return {
    status,
    details,
    documents: docs.map((d) => presentDocument(d, documentUrl(d))),
    reviewerMessage: app?.reviewerMessage ?? null,
    submittedAt: iso(app?.submittedAt),
    decidedAt: iso(app?.decidedAt),
    reverifyBy: iso(app?.reverifyBy),
    badge: (profile?.badge as VerifiedBadge | null) ?? null,
    listed: isListed(profile?.publishedAt ?? null, profile?.verifiedUntil ?? null, now),
    editable,
    missing: editable
      ? submissionProblems({
          hasProfile,
          detailsComplete: applicationDetailsSchema.safeParse(details).success,
          kind: details.practitionerKind,
          documentKinds: docs.map((d) => d.kind as DocumentKind),
        })
      : [],
  };
}
