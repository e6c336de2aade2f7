// Invite & Earn rules, pure: what a code looks like, who may join through whose code, when
// a joined friend has "completed their profile", and the keyed hash that marks an email as rewarded.
import { createHmac, randomInt } from "node:crypto";
import { INVITE_CODE_ALPHABET, INVITE_CODE_LENGTH, INVITE_NEW_ACCOUNT_DAYS } from "@saathi/contract/invites";

/** A fresh random code (31^8 ≈ 8.5e11 codes; a collision is retried by the unique index). */
export function newInviteCode(pick: (n: number) => number = randomInt): string {
  let code = "";
  for (let i = 0; i < INVITE_CODE_LENGTH; i++) code += INVITE_CODE_ALPHABET[pick(INVITE_CODE_ALPHABET.length)];
  return code;
}

export interface Joiner {
  id: string;
  role: string;
  emailVerified: boolean;
  createdAt: Date;
}

export type AcceptRefusal = "own" | "members" | "notNew" | "already" | "emailUsed";

/**
 * Why `joiner` may not join through `inviterId`'s code, or null: never one's own code, members only
 * (verified email), a new account only (made within INVITE_NEW_ACCOUNT_DAYS), one invitation per account
 * (the same code again is fine: `existingInviter`), and an email that earned a reward never earns again.
 */
export function acceptRefusal(
  joiner: Joiner,
  inviterId: string,
  o: { now: Date; existingInviter: string | null | undefined; emailRewarded: boolean },
): AcceptRefusal | null {
  if (joiner.id === inviterId) return "own";
  if (joiner.role !== "users" || !joiner.emailVerified) return "members";
  if (o.existingInviter !== undefined) return o.existingInviter === inviterId ? null : "already";
  if (o.now.getTime() - joiner.createdAt.getTime() > INVITE_NEW_ACCOUNT_DAYS * 86_400_000) return "notNew";
  if (o.emailRewarded) return "emailUsed";
  return null;
}

/** A completed profile, as the app's 'Complete Your Profile' asks: a display name, a username and a bio. */
export const profileComplete = (
  p: { displayName: string | null; username: string | null; bio: string | null } | null,
) => Boolean(p?.displayName?.trim() && p?.username?.trim() && p?.bio?.trim());

/** The mark of an email: HMAC-SHA256 of the trimmed, lower-cased address (no address is kept). */
export const emailMark = (secret: string, email: string) =>
  createHmac("sha256", secret).update(`invite-reward:${email.trim().toLowerCase()}`).digest("hex");

/** The order ids of the two reward purchases of one invitation (each granted once, whoever asks). */
export const rewardReference = (inviteeId: string, side: "inviter" | "invitee") => `invite_${side}_${inviteeId}`;
