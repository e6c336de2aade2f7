// Expert vetting, the expert's side: step 4 of onboarding submits an application that an
// admin reviews before the expert is listed. What the application asks, the documents it takes, the
// states it goes through and what the expert is told at each.
import { z } from "zod";

/** clinical_psychologist needs the RCI Central Rehabilitation Register number; counsellor a body if any. */
export const PRACTITIONER_KINDS = ["clinical_psychologist", "counsellor"] as const;
export type PractitionerKind = (typeof PRACTITIONER_KINDS)[number];
export const PRACTITIONER_KIND_LABEL: Record<PractitionerKind, string> = {
  clinical_psychologist: "Clinical psychologist",
  counsellor: "Counsellor",
};

export const APPLICATION_STATUSES = [
  "draft",
  "submitted",
  "changes_requested",
  "approved",
  "rejected",
  "suspended",
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** How each state is named to the expert and in the console. */
export const APPLICATION_STATUS_LABEL: Record<ApplicationStatus, string> = {
  draft: "Not submitted",
  submitted: "under review",
  changes_requested: "changes requested",
  approved: "approved",
  rejected: "rejected",
  suspended: "suspended",
};

export const DOCUMENT_KINDS = ["degree", "registration_certificate", "government_id"] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
export const DOCUMENT_KIND_LABEL: Record<DocumentKind, string> = {
  degree: "Degree certificate",
  registration_certificate: "Registration certificate",
  government_id: "Government ID",
};

/** Largest document accepted (bytes). */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
/** What a document may be, recognised by its bytes (never its name). Images are re-encoded. */
export const DOCUMENT_MIME_TYPES = ["application/pdf", "image/jpeg", "image/png", "image/webp"] as const;
/** The file picker's accept attribute. */
export const DOCUMENT_ACCEPT = ".pdf,.jpg,.jpeg,.png,.webp,application/pdf,image/jpeg,image/png,image/webp";
/** At most this many documents of one kind (a two-sided ID card, a degree and its mark sheet). */
export const DOCUMENTS_PER_KIND = 3;

export const VERIFIED_BADGES = ["rci_registered", "verified_counsellor"] as const;
export type VerifiedBadge = (typeof VERIFIED_BADGES)[number];
/** The words on an approved expert's card: what was verified. */
export const VERIFIED_BADGE_LABEL: Record<VerifiedBadge, string> = {
  rci_registered: "RCI registered",
  verified_counsellor: "Verified counsellor",
};

/** Months an approval lasts before the expert must be re-verified. */
export const VERIFICATION_MONTHS = 12;

export const APPLICATION_MSG = {
  kindRequired: "Choose whether you are a clinical psychologist or a counsellor",
  qualificationRequired: "Highest qualification is required",
  institutionRequired: "Institution is required",
  rciRequired: "Clinical psychologists must give their RCI Central Rehabilitation Register number",
  yearsRequired: "Years of practice is required",
  notEditable: "Your application is with our reviewers and cannot be changed now.",
  profileFirst: "Please complete steps 1 to 3 first.",
  documentType: "Upload a PDF, JPEG, PNG or WebP file",
  documentSize: "Files must be 10 MB or smaller",
  documentKind: "Choose what this document is: degree, registration certificate or government ID",
  documentMissing: "Choose a file to upload",
  documentTooMany: `At most ${DOCUMENTS_PER_KIND} files of each kind`,
  documentNotFound: "Document not found",
  detailsMissing: "Please fill in your credentials for review",
  degreeMissing: "Please upload your degree certificate",
  idMissing: "Please upload a government ID",
  registrationMissing: "Please upload your RCI registration certificate",
  notAvailable: "This expert is not available for booking right now. Please choose another expert.",
  submitted: "Thank you. Your application is under review; we will write to you within 2 working days.",
} as const;

const text = (message: string, max = 200) => z.string(message).trim().min(1, message).max(max);

/** The credentials part of the application (step 4 'Credentials for review'). */
export const applicationDetailsSchema = z
  .object({
    practitionerKind: z.enum(PRACTITIONER_KINDS, APPLICATION_MSG.kindRequired),
    qualification: text(APPLICATION_MSG.qualificationRequired),
    institution: text(APPLICATION_MSG.institutionRequired),
    /** RCI for clinical psychologists; a counsellor's association, if any. */
    professionalBody: z.string().trim().max(200).nullish(),
    registrationNumber: z.string().trim().max(60).nullish(),
    yearsOfPractice: z.number(APPLICATION_MSG.yearsRequired).int().min(0).max(70),
  })
  .refine((d) => d.practitionerKind !== "clinical_psychologist" || Boolean(d.registrationNumber?.trim()), {
    message: APPLICATION_MSG.rciRequired,
    path: ["registrationNumber"],
  });
export type ApplicationDetails = z.infer<typeof applicationDetailsSchema>;
export type ApplicationDetailsInput = z.input<typeof applicationDetailsSchema>;

/** One uploaded document. `url` is an authorised API address, never a storage URL. */
export const applicationDocumentSchema = z.object({
  id: z.string(),
  kind: z.enum(DOCUMENT_KINDS),
  fileName: z.string(),
  mimeType: z.string(),
  sizeBytes: z.number().int(),
  createdAt: z.string(),
  url: z.string(),
});
export type ApplicationDocument = z.infer<typeof applicationDocumentSchema>;

/** The expert's application as they see it. */
export const applicationStateSchema = z.object({
  status: z.enum(APPLICATION_STATUSES),
  /** Saved credentials; null fields until given. */
  details: z.object({
    practitionerKind: z.enum(PRACTITIONER_KINDS).nullable(),
    qualification: z.string().nullable(),
    institution: z.string().nullable(),
    professionalBody: z.string().nullable(),
    registrationNumber: z.string().nullable(),
    yearsOfPractice: z.number().int().nullable(),
  }),
  documents: z.array(applicationDocumentSchema),
  /** The reviewer's message: what to change, why it was rejected or suspended. */
  reviewerMessage: z.string().nullable(),
  submittedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /** Approved: the date by which Saathi re-verifies the expert. */
  reverifyBy: z.string().nullable(),
  badge: z.enum(VERIFIED_BADGES).nullable(),
  /** Listed in the directory now (approved and within its verification). */
  listed: z.boolean(),
  /** Draft or changes requested: the expert may edit and (re)submit. */
  editable: z.boolean(),
  /** What still keeps the application from being submitted, in words (empty when ready). */
  missing: z.array(z.string()),
});
export type ApplicationState = z.infer<typeof applicationStateSchema>;

export const documentParamsSchema = z.object({ id: z.uuid(APPLICATION_MSG.documentNotFound) });
/** Multipart fields of POST /api/onboarding/application/documents: `kind` then `file`. */
export const documentKindSchema = z.enum(DOCUMENT_KINDS, APPLICATION_MSG.documentKind);
