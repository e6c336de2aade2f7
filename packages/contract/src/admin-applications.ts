// The console's vetting areas: the applications queue and its review, and the experts
// list with suspend / reinstate / re-verify.
import { z } from "zod";
import { adminPage, adminPageQuerySchema, adminReasonSchema } from "./admin.ts";
import {
  APPLICATION_STATUSES,
  applicationDocumentSchema,
  applicationStateSchema,
  PRACTITIONER_KINDS,
  VERIFIED_BADGES,
} from "./expert-application.ts";

/** Statuses the queue filters on (default: submitted, oldest first). */
export const QUEUE_STATUSES = ["submitted", "changes_requested", "rejected", "draft"] as const;

/** GET /api/admin/applications: ?status=submitted&q=name-or-email&page&pageSize&dir (asc = oldest first). */
export const applicationsQuerySchema = adminPageQuerySchema.extend({
  status: z.enum(QUEUE_STATUSES).default("submitted"),
  dir: z.enum(["asc", "desc"]).default("asc"),
});
export type ApplicationsQuery = z.input<typeof applicationsQuerySchema>;

export const applicationRowSchema = z.object({
  expertId: z.string(),
  name: z.string(),
  email: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  practitionerKind: z.enum(PRACTITIONER_KINDS).nullable(),
  submittedAt: z.string().nullable(),
  /** Whole hours since submission (the queue shows the age). */
  ageHours: z.number().int().nullable(),
  documentCount: z.number().int(),
});
export type ApplicationRow = z.infer<typeof applicationRowSchema>;
export const applicationsPageSchema = adminPage(applicationRowSchema);

/** GET /api/admin/applications/:expertId: everything a reviewer needs. */
export const applicationReviewSchema = z.object({
  expertId: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  profile: z
    .object({
      fullName: z.string(),
      city: z.string().nullable(),
      state: z.string().nullable(),
      country: z.string().nullable(),
      academicBackground: z.string().nullable(),
      yearsExperience: z.number().int().nullable(),
      bio: z.string().nullable(),
      languages: z.array(z.string()),
      specialisations: z.array(z.string()),
      hourlyRate: z.number().int(),
    })
    .nullable(),
  application: applicationStateSchema.omit({ documents: true }).extend({
    documents: z.array(applicationDocumentSchema),
    verifiedUntil: z.string().nullable(),
  }),
});
export type ApplicationReview = z.infer<typeof applicationReviewSchema>;

export const expertIdParamsSchema = z.object({ expertId: z.uuid("Not found") });
export const documentParamsSchema = expertIdParamsSchema.extend({ documentId: z.uuid("Not found") });

export const requestChangesBodySchema = z.object({ message: adminReasonSchema });
export const rejectBodySchema = z.object({ reason: adminReasonSchema });
export const suspendBodySchema = z.object({ reason: adminReasonSchema });

/** GET /api/admin/experts: ?state=approved|suspended|reverify_due */
export const EXPERT_STATES = ["approved", "suspended", "reverify_due"] as const;
export const expertsQuerySchema = adminPageQuerySchema.extend({
  state: z.enum(EXPERT_STATES).default("approved"),
});
export type ExpertsQuery = z.input<typeof expertsQuerySchema>;

export const vettedExpertRowSchema = z.object({
  expertId: z.string(),
  name: z.string(),
  email: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  badge: z.enum(VERIFIED_BADGES).nullable(),
  approvedAt: z.string().nullable(),
  reverifyBy: z.string().nullable(),
  listed: z.boolean(),
  reviewerMessage: z.string().nullable(),
});
export type VettedExpertRow = z.infer<typeof vettedExpertRowSchema>;
export const vettedExpertsPageSchema = adminPage(vettedExpertRowSchema);

/** What each action answers: the new state, and for a suspension the bookings cancelled. */
export const vettingResultSchema = z.object({
  expertId: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  verifiedUntil: z.string().nullable(),
  cancelledBookings: z.number().int().optional(),
});
export type VettingResult = z.infer<typeof vettingResultSchema>;

export const VETTING_MSG = {
  wrongState: "This application has moved on; reload to see where it stands.",
  notFound: "No application for this expert",
} as const;
