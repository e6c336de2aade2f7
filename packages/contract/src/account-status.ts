// What members and experts are told about their own account's standing: a suspended
// account's sign-in is refused with this code and message, on every sign-in screen.

/** Error code of a refused sign-in; the sign-in screens show the message the server sends with it. */
export const ACCOUNT_SUSPENDED = "ACCOUNT_SUSPENDED";

export const ACCOUNT_STATUS_MSG = {
  suspended: "Your account is suspended. Write to support@saathi.app if you think this is a mistake.",
  suspendedUntil: (date: string) =>
    `Your account is suspended until ${date}. Write to support@saathi.app if you think this is a mistake.`,
  /** ICU twin of suspendedUntil, for translation with { date }. */
  suspendedUntilText:
    "Your account is suspended until {date}. Write to support@saathi.app if you think this is a mistake.",
} as const;

/**
 * The TypeScript twin of the SQL rule in platform/db/person-columns.ts `suspensionLive`: suspended
 * and either without an end date or with one still ahead.
 */
export function suspensionActive(
  p: { suspendedAt: Date | string | null; suspendedUntil: Date | string | null },
  now: Date = new Date(),
): boolean {
  if (!p.suspendedAt) return false;
  return p.suspendedUntil === null || new Date(p.suspendedUntil).getTime() > now.getTime();
}
