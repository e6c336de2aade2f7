// Invite & Earn (/invite-friends): a member's personal link (/auth?invite=CODE); a friend who
// joins through it, verifies and completes their profile earns both of them a paid wellness course,
// once per new account and once per email, never for one's own link.
import { z } from "zod";

/** Codes: 8 letters and digits without look-alikes (0/O, 1/I/L). */
export const INVITE_CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const INVITE_CODE_LENGTH = 8;
/** An account may join through an invitation this many days after it was created. */
export const INVITE_NEW_ACCOUNT_DAYS = 7;

export const INVITES_MSG = {
  codeInvalid: "This invitation code is not valid.",
  codeNotFound: "We could not find this invitation. Please check the link.",
  ownCode: "This is your own invitation: share it with a friend instead.",
  notNew: "Invitations are for new accounts, made in the last 7 days.",
  alreadyJoined: "You have already joined through another invitation.",
  emailUsed: "This email has already earned an invitation reward.",
  membersOnly: "Invitations are for members.",
} as const;

export const inviteCodeSchema = z
  .string(INVITES_MSG.codeInvalid)
  .trim()
  .toUpperCase()
  .regex(new RegExp(`^[${INVITE_CODE_ALPHABET}]{${INVITE_CODE_LENGTH}}$`), INVITES_MSG.codeInvalid);

export const acceptInviteSchema = z.object({ code: inviteCodeSchema });

export const inviteStatusSchema = z.enum(["joined", "rewarded", "email_used"]);
export type InviteStatus = z.infer<typeof inviteStatusSchema>;

const courseRef = z.object({ id: z.uuid(), name: z.string() }).nullable();
const personRef = z.object({ name: z.string(), avatarUrl: z.string().nullable() });

/** GET /api/invites/me: my code (null until I ask for one), who joined through it, what I earned. */
export const myInvitesSchema = z.object({
  code: z.string().nullable(),
  joined: z.array(
    z.object({ person: personRef.nullable(), joinedAt: z.string(), status: inviteStatusSchema, course: courseRef }),
  ),
  /** The invitation I joined through, if any. */
  invitedBy: z
    .object({
      person: personRef.nullable(),
      status: inviteStatusSchema,
      course: courseRef,
      profileComplete: z.boolean(),
    })
    .nullable(),
});
export type MyInvites = z.infer<typeof myInvitesSchema>;

export const inviteCodeResponseSchema = z.object({ code: z.string() });
