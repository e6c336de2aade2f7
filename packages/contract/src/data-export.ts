// 'Download my data' (DPDP Act): one request builds a zip in the background; the member
// follows its progress and downloads it for 24 hours from /settings#download.
import { z } from "zod";

/** How long a ready export can be downloaded. */
export const DATA_EXPORT_VALID_HOURS = 24;
/** How often the web asks for progress while an export builds. */
export const DATA_EXPORT_POLL_MS = 2000;

export const DATA_EXPORT_STATUSES = ["queued", "building", "ready", "failed", "expired"] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

export const dataExportSchema = z.object({
  id: z.uuid(),
  status: z.enum(DATA_EXPORT_STATUSES),
  /** 0..100 while it builds. */
  progress: z.number().int(),
  /** What is being gathered now: a DATA_EXPORT_STEP_TEXT text, in English (the web translates it). */
  step: z.string().nullable(),
  createdAt: z.string(),
  readyAt: z.string().nullable(),
  /** The download link stops working then. */
  expiresAt: z.string().nullable(),
  sizeBytes: z.number().int().nullable(),
  /** Why it failed, in words a member can act on. */
  error: z.string().nullable(),
  /** Where the zip is downloaded from while ready (owner only). */
  downloadUrl: z.string().nullable(),
});
export type DataExport = z.infer<typeof dataExportSchema>;

/** GET /api/account/export: the member's latest export, or null when they never asked. */
export const dataExportStateSchema = z.object({ export: dataExportSchema.nullable() });
export type DataExportState = z.infer<typeof dataExportStateSchema>;

export const DATA_EXPORT_MSG = {
  failed: "We could not put your data together this time. Please try again.",
  interrupted: "Putting your data together was interrupted. Please try again.",
  notFound: "Download not found",
} as const;

/**
 * The progress steps of a build, stored in English in `step` and shown through the catalog (issue
 * 18). The kinds' titles are also the headings of the readable page inside the zip.
 */
export const DATA_EXPORT_STEP_TEXT = {
  starting: "Starting",
  profile: "Profile",
  posts: "Posts and images",
  comments: "Comments",
  likes: "Likes",
  follows: "Follows and follow requests",
  chats: "Chats",
  peerCircles: "Peer circles",
  notifications: "Notifications",
  assessments: "Assessments and scores",
  fhirScores: "Scores in health-record form (FHIR)",
  carePlan: "Care plan, homework and session summaries",
  journal: "Journal entries",
  challenges: "Challenges and your notes",
  healthbot: "Health Bot conversation",
  bookings: "Bookings",
  payments: "Payments and refunds",
  coursePurchases: "Course purchases",
  sessionPackages: "Session packages",
  circles: "Circles, seats and waitlists",
  reviews: "Reviews you wrote",
  reports: "Reports you made",
  blocksAndMutes: "Blocks and mutes",
  consents: "Consents given and withdrawn",
  ageAndGuardian: "Your age band and your guardian's consent",
  grievances: "Grievances and nominee",
  safetyPlan: "Safety plan and trusted contact",
  signIns: "Sign-in history",
  settings: "Settings and notification preferences",
  readablePage: "Readable page",
  packing: "Packing the zip",
  ready: "Ready",
} as const;
