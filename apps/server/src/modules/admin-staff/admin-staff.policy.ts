// Staff rules without a database: what a grant or revoke changes, which audit ranges make sense, and
// how the dashboard's revenue is counted.

/**
 * The role after granting staff (admin unless moderator is asked for), or null when the account
 * already holds that role (nothing to write).
 */
export function roleAfterGrant(current: string, wanted: "admin" | "moderator" = "admin"): "admin" | "moderator" | null {
  return current === wanted ? null : wanted;
}

/** The role after revoking staff (a plain member), or null when the account is not staff. */
export function roleAfterRevoke(current: string): "users" | null {
  return current === "admin" || current === "moderator" ? "users" : null;
}

/** An audit date range is usable when it is open on a side or runs forwards. */
export function isAuditRangeValid(from: string | undefined, to: string | undefined): boolean {
  return !from || !to || from <= to;
}

/** Revenue: money taken minus money given back, never below zero on the dashboard's card. */
export function netRevenue(takenPaise: number, refundedPaise: number): number {
  return Math.max(0, takenPaise - refundedPaise);
}

/** The ADMIN_EMAILS list as lower-case addresses (blank entries dropped). */
export function parseAdminEmails(list: string | undefined): string[] {
  return [
    ...new Set(
      (list ?? "")
        .split(",")
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
}
