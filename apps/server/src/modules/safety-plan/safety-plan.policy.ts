// Who may read or change a safety plan and its trusted contact (only its member), and what one
// "Tell {name}" may do: the channels the contact can be reached on, and the daily allowance.
import { TRUSTED_CONTACT_TELLS_PER_DAY } from "@saathi/contract/safety-plan";

/** A plan or contact belongs to exactly one member; nobody else reads or changes it. */
export const isPlanOwner = (userId: string, row: { userId: string }) => row.userId === userId;

/** How the contact is reached: a text message to a number, an email to an address (both when given). */
export const tellChannels = (c: { phone: string | null; email: string | null }): ("sms" | "email")[] => [
  ...(c.phone ? (["sms"] as const) : []),
  ...(c.email ? (["email"] as const) : []),
];

/** Messages still allowed in this 24-hour window after `used` were counted. */
export const tellsLeft = (used: number) => Math.max(0, TRUSTED_CONTACT_TELLS_PER_DAY - used);
