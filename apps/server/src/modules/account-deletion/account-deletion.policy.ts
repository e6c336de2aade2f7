// The rules of deleting an account (decision 021), pure so they are tested on their own.
import { DELETION_GRACE_DAYS } from "@saathi/contract/account-deletion";

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a deletion requested at `now` is carried out: after the grace period. */
export const eraseAfterFrom = (now: Date): Date => new Date(now.getTime() + DELETION_GRACE_DAYS * DAY_MS);

/** A pending deletion is erased by the sweep once its grace period is over. */
export const isDue = (eraseAfter: Date, now: Date): boolean => eraseAfter.getTime() <= now.getTime();

/** Staff accounts are not deleted from the settings page (their power is revoked first, by an admin). */
export const mayRequestDeletion = (role: string): boolean => role === "users" || role === "expert";

/**
 * How the member confirmed: a password only when the account has one (members who signed up with a
 * code or a social account have none and confirm with a code sent to their email).
 */
export function confirmationMethod(
  body: { password?: string; otp?: string },
  hasPassword: boolean,
): "password" | "otp" | "no_password" {
  if (body.password !== undefined) return hasPassword ? "password" : "no_password";
  return "otp";
}

/** The strings that identify a person in free text: id, email, phone, names (longer than 2 letters). */
export function identifyingStrings(p: {
  id: string;
  email: string;
  phone: string | null;
  names: (string | null)[];
}): string[] {
  const all = [p.id, p.email, p.phone, ...p.names].map((s) => s?.trim() ?? "").filter((s) => s.length > 2);
  return [...new Set(all)];
}

/** A LIKE pattern that matches `needle` anywhere, with LIKE's wildcards escaped. */
export const containsPattern = (needle: string): string => `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
