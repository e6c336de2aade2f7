// Staff accounts and the console's front page: the second-factor status the console's gate
// reads, and the dashboard's figures.
import { z } from "zod";

/** GET /api/auth/second-factor (any signed-in account). */
export const secondFactorStatusSchema = z.object({
  /** A TOTP secret is set up and confirmed. */
  enabled: z.boolean(),
  /** This session proved the second factor (staff endpoints need it). */
  verified: z.boolean(),
  /** The account has a password (setting up two-factor asks for it). */
  hasPassword: z.boolean(),
});
export type SecondFactorStatus = z.infer<typeof secondFactorStatusSchema>;

export const STAFF_MSG = {
  invalidCode: "That code did not match. Check your authenticator app and try again.",
  cannotDisable: "Staff accounts must keep two-factor authentication on.",
  needsPassword:
    "Two-factor set-up asks for your password. You signed up with a one-time code, so set a password first: sign out, choose 'Forgot Password?' on the sign-in page, then come back here.",
} as const;

/** GET /api/admin/dashboard: what needs attention today, and the week's money, in paise. */
export const adminDashboardSchema = z.object({
  applications: z.object({ pending: z.number().int(), oldestSubmittedAt: z.string().nullable() }),
  disputes: z.object({ open: z.number().int() }),
  bookingsToday: z.number().int(),
  refundsThisWeek: z.object({ count: z.number().int(), paise: z.number().int() }),
  revenue: z.object({ weekPaise: z.number().int(), monthPaise: z.number().int() }),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;
