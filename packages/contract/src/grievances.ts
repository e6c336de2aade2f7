// Grievances under India's DPDP Act (decision 023): a member's request with a ticket number
// they follow; staff aim to answer within 7 days (target) and must within 90 (due).
import { z } from "zod";

export const GRIEVANCE_KINDS = ["access", "correction", "erasure", "complaint", "nominee"] as const;
export type GrievanceKind = (typeof GRIEVANCE_KINDS)[number];
export const GRIEVANCE_STATUSES = ["open", "in_progress", "answered", "closed"] as const;
export type GrievanceStatus = (typeof GRIEVANCE_STATUSES)[number];

export const GRIEVANCE_TARGET_DAYS = 7;
export const GRIEVANCE_DUE_DAYS = 90;

export const GRIEVANCE_KIND_LABEL: Record<GrievanceKind, string> = {
  access: "A summary of my data",
  correction: "Correct my data",
  erasure: "Erase my data",
  complaint: "A complaint",
  nominee: "About my nominee",
};

export const GRIEVANCE_STATUS_LABEL: Record<GrievanceStatus, string> = {
  open: "Received",
  in_progress: "Being looked at",
  answered: "Answered",
  closed: "Closed",
};

export const GRIEVANCE_BODY_MIN = 10;
export const GRIEVANCE_BODY_MAX = 4000;
export const GRIEVANCE_ANSWER_MAX = 4000;

export const GRIEVANCE_MSG = {
  kind: "Choose what your request is about.",
  short: `Tell us a little more (at least ${GRIEVANCE_BODY_MIN} characters).`,
  long: `Keep your request under ${GRIEVANCE_BODY_MAX} characters.`,
  answerEmpty: "Write the answer the member will read.",
  answerLong: `Keep the answer under ${GRIEVANCE_ANSWER_MAX} characters.`,
  notFound: "Request not found",
  alreadyAnswered: "This request has already been answered.",
  tooMany:
    "You have raised several requests today. The officer will answer each of them; you can add more tomorrow, or write to the officer by email.",
  /** ICU twin of grievanceAnsweredText. */
  answeredText: "Your request {ticket} has been answered",
} as const;

export const grievanceInputSchema = z.object({
  kind: z.enum(GRIEVANCE_KINDS, { error: GRIEVANCE_MSG.kind }),
  body: z.string().trim().min(GRIEVANCE_BODY_MIN, GRIEVANCE_MSG.short).max(GRIEVANCE_BODY_MAX, GRIEVANCE_MSG.long),
});
export type GrievanceInput = z.infer<typeof grievanceInputSchema>;

export const grievanceSchema = z.object({
  id: z.uuid(),
  ticket: z.string(),
  kind: z.enum(GRIEVANCE_KINDS),
  body: z.string(),
  status: z.enum(GRIEVANCE_STATUSES),
  answer: z.string().nullable(),
  createdAt: z.string(),
  targetAt: z.string(),
  dueAt: z.string(),
  answeredAt: z.string().nullable(),
});
export type Grievance = z.infer<typeof grievanceSchema>;
export const grievanceListSchema = z.object({ items: z.array(grievanceSchema) });

/** The grievance officer named on /grievances and the privacy policy (configurable). */
export const grievanceOfficerSchema = z.object({ name: z.string(), email: z.string() });
export type GrievanceOfficer = z.infer<typeof grievanceOfficerSchema>;

// --- Staff (admin console) ---

export const adminGrievanceQuerySchema = z.object({
  status: z.enum(["open", "answered", "all"]).default("open"),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});

export const adminGrievanceSchema = grievanceSchema.extend({
  memberId: z.uuid(),
  memberEmail: z.string(),
  /** Whole days until due_at (negative: overdue). */
  daysLeft: z.number().int(),
});
export type AdminGrievance = z.infer<typeof adminGrievanceSchema>;
export const adminGrievancePageSchema = z.object({
  rows: z.array(adminGrievanceSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const grievanceAnswerSchema = z.object({
  answer: z.string().trim().min(1, GRIEVANCE_MSG.answerEmpty).max(GRIEVANCE_ANSWER_MAX, GRIEVANCE_MSG.answerLong),
});

/** The in-app notice when a request is answered. */
export const grievanceAnsweredText = (ticket: string) => `Your request ${ticket} has been answered`;
