// Who an admin may suspend, and when a suspension may end: pure rules, tested without a database.

/** Why a suspension is refused, or null when it may go ahead. */
export function suspensionRefusal(adminId: string, target: { id: string; role: string }): "self" | "admin" | null {
  if (target.id === adminId) return "self";
  // Staff access is revoked from the command line (logged there); the console cannot lock staff out.
  if (target.role === "admin") return "admin";
  return null;
}

/** The end of a suspension given as a date (YYYY-MM-DD): the start of that day in India, if still ahead. */
export function suspensionEnd(until: string | undefined, now: Date): Date | null | "past" {
  if (!until) return null;
  const end = new Date(`${until}T00:00:00+05:30`);
  return end.getTime() > now.getTime() ? end : "past";
}
