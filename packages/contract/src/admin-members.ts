// Admin console, members: search, the member page and suspension.
// The member page carries account facts, bookings and reports only: never chats, assessments or
// journal entries (staff have no reason to see them).
import { z } from "zod";
import { adminPage, adminPageQuerySchema, adminReasonSchema } from "./admin.ts";
import { calendarDaySchema } from "./dates.ts";

export const MEMBER_ROLES = ["users", "expert", "admin", "moderator"] as const;

export const MEMBERS_MSG = {
  notSelf: "You cannot suspend your own account.",
  notAdmin: "Admins cannot be suspended here; revoke their staff access first.",
  alreadySuspended: "This member is already suspended.",
  notSuspended: "This member is not suspended.",
  untilInFuture: "The end date must be in the future.",
  memberNotFound: "Member not found",
} as const;

const boolParam = z.enum(["true", "false"]).transform((v) => v === "true");

/** GET /api/admin/members?q=&role=&suspended=&page=&pageSize=&dir= (q: name, username or email). */
export const adminMembersQuerySchema = adminPageQuerySchema.extend({
  role: z.enum(MEMBER_ROLES).optional(),
  suspended: boolParam.optional(),
});
export type AdminMembersQuery = z.infer<typeof adminMembersQuerySchema>;

export const adminMemberRowSchema = z.object({
  id: z.uuid(),
  /** The account's own name (staff see it even when the member hides it from others). */
  name: z.string(),
  username: z.string().nullable(),
  email: z.string(),
  role: z.enum(MEMBER_ROLES),
  joinedAt: z.string(),
  suspended: z.boolean(),
  /** 13-17 or 18+ (decision 038): staff see a band, never a date of birth (Saathi keeps none). */
  ageBand: z.enum(["13-17", "18+"]),
});
export type AdminMemberRow = z.infer<typeof adminMemberRowSchema>;
export const adminMembersPageSchema = adminPage(adminMemberRowSchema);

export const adminMemberBookingSchema = z.object({
  id: z.uuid(),
  /** The member's side of this booking. */
  as: z.enum(["member", "expert"]),
  /** The other person's account name. */
  otherName: z.string(),
  startsAt: z.string(),
  status: z.string(),
  /** Paise. */
  amount: z.number().int(),
});
export type AdminMemberBooking = z.infer<typeof adminMemberBookingSchema>;

export const adminMemberReportSchema = z.object({
  id: z.uuid(),
  kind: z.literal("dispute"),
  bookingId: z.uuid(),
  category: z.string(),
  status: z.string(),
  createdAt: z.string(),
});
export type AdminMemberReport = z.infer<typeof adminMemberReportSchema>;

export const adminSuspensionSchema = z.object({
  at: z.string(),
  until: z.string().nullable(),
  reason: z.string().nullable(),
});

/** GET /api/admin/members/:id: account facts, bookings both ways, reports against them. */
export const adminMemberDetailSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  username: z.string().nullable(),
  email: z.string(),
  /** Last four digits only: staff never need the whole number. */
  phoneMasked: z.string().nullable(),
  role: z.enum(MEMBER_ROLES),
  joinedAt: z.string(),
  emailVerified: z.boolean(),
  twoFactorEnabled: z.boolean(),
  lastActiveAt: z.string().nullable(),
  /** 13-17 or 18+: a band, never a date of birth. */
  ageBand: z.enum(["13-17", "18+"]),
  /** The live suspension, or null (an ended one is null too). */
  suspension: adminSuspensionSchema.nullable(),
  bookings: z.array(adminMemberBookingSchema),
  reports: z.array(adminMemberReportSchema),
});
export type AdminMemberDetail = z.infer<typeof adminMemberDetailSchema>;

/** POST /api/admin/members/:id/suspend. `until` is an optional ISO date in the future. */
export const suspendMemberSchema = z.object({
  reason: adminReasonSchema,
  until: calendarDaySchema().optional(),
});
export type SuspendMemberInput = z.infer<typeof suspendMemberSchema>;

/** POST /api/admin/members/:id/reinstate. */
export const reinstateMemberSchema = z.object({ reason: adminReasonSchema });
export type ReinstateMemberInput = z.infer<typeof reinstateMemberSchema>;

/** "•••••210": enough to confirm a number with the member, not to call it. */
export function maskPhone(phone: string | null): string | null {
  if (!phone) return null;
  return `•••••${phone.slice(-3)}`;
}
