// The admin console's shared contract: staff access rules, paging, and the audit log.
// Each console area has its own file (admin-applications.ts, admin-money.ts, admin-members.ts,
// admin-courses.ts); this one holds what they all use.
import { z } from "zod";
import { calendarDaySchema } from "./dates.ts";

/** A staff session ends after this long without a request (members keep 30 days). */
export const ADMIN_IDLE_MINUTES = 30;

export const ADMIN_MSG = {
  staffOnly: "This page is for Saathi staff only.",
  twoFactorRequired: "Confirm it's you with the code from your authenticator app to continue.",
  reasonRequired: "Please give a reason",
  notFound: "Not found",
  pageSize: "Choose 10, 25, 50 or 100 rows",
} as const;

/** Error codes the console acts on (403 bodies). */
export const ADMIN_ERROR = {
  staffOnly: "STAFF_ONLY",
  twoFactorRequired: "TWO_FACTOR_REQUIRED",
} as const;

export const ADMIN_PAGE_SIZES = [10, 25, 50, 100] as const;
export const ADMIN_DEFAULT_PAGE_SIZE = 25;

/** Query of every server-paged console table: ?page=1&pageSize=25&sort=field&dir=desc&q=… */
export const adminPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => (ADMIN_PAGE_SIZES as readonly number[]).includes(n), ADMIN_MSG.pageSize)
    .default(ADMIN_DEFAULT_PAGE_SIZE),
  q: z.string().trim().max(100).optional(),
  dir: z.enum(["asc", "desc"]).default("desc"),
});
export type AdminPageQuery = z.infer<typeof adminPageQuerySchema>;

/** One page of a console table; `total` counts every matching row. */
export const adminPage = <T extends z.ZodTypeAny>(row: T) =>
  z.object({ rows: z.array(row), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
export type AdminPage<T> = { rows: T[]; total: number; page: number; pageSize: number };

/** A reason for a staff action: required, one line to a paragraph. */
export const adminReasonSchema = z.string(ADMIN_MSG.reasonRequired).trim().min(3, ADMIN_MSG.reasonRequired).max(1000);

/** Who the staff member is, as the console shows it. */
export const adminMeSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  twoFactorEnabled: z.boolean(),
  /** admin (the whole console) or moderator (the moderation queue only). */
  role: z.enum(["admin", "moderator"]),
});
export type AdminMe = z.infer<typeof adminMeSchema>;

// ---- audit ----

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actorId: z.string().nullable(),
  actorLabel: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  /** The person's name when the target is a person (member, expert, staff) who still has a profile. */
  targetName: z.string().nullable().optional(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  reason: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditQuerySchema = adminPageQuerySchema.extend({
  action: z.string().trim().max(60).optional(),
  targetType: z.string().trim().max(30).optional(),
  targetId: z.string().trim().max(100).optional(),
  actorId: z.uuid().optional(),
  from: calendarDaySchema().optional(),
  to: calendarDaySchema().optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;
