// Invite & Earn: a member's code, joining through a friend's code, and the reward: when the
// friend (a new, verified member) has a complete profile, both get a paid wellness course, once per
// account and once per email ever. Every rule is asked of invites.policy.ts first.
import { INVITES_MSG, type InviteStatus, type MyInvites } from "@saathi/contract/invites";
import type { PersonRow } from "../../platform/db/person-columns.ts";
import { AppError } from "../../platform/http/errors.ts";
import { presentPerson } from "../../platform/presenters/person.presenter.ts";
import type { CoursesService } from "../courses/courses.service.ts";
import { acceptRefusal, emailMark, newInviteCode, profileComplete, rewardReference } from "./invites.policy.ts";
import type { InvitesRepository } from "./invites.repository.ts";

const REFUSAL = {
  own: () => new AppError(400, "OWN_INVITE", INVITES_MSG.ownCode),
  members: () => new AppError(403, "INVITE_MEMBERS_ONLY", INVITES_MSG.membersOnly),
  notNew: () => new AppError(409, "INVITE_NOT_NEW_ACCOUNT", INVITES_MSG.notNew),
  already: () => new AppError(409, "INVITE_ALREADY_JOINED", INVITES_MSG.alreadyJoined),
  emailUsed: () => new AppError(409, "INVITE_EMAIL_USED", INVITES_MSG.emailUsed),
} as const;

const personRef = (p: PersonRow | null) => {
  if (!p) return null;
  const { displayName, avatarUrl } = presentPerson(p);
  return { name: displayName, avatarUrl };
};
const courseRef = (id: string | null, name: string | null) => (id && name ? { id, name } : null);

export function createInvitesService(d: {
  repo: InvitesRepository;
  courses: Pick<CoursesService, "grantReward">;
  /** The server's secret: keys the email marks. */
  secret: string;
  now?: () => Date;
}) {
  const { repo } = d;
  const now = d.now ?? (() => new Date());

  const service = {
    async mine(userId: string): Promise<MyInvites> {
      const [code, joined, via, account] = await Promise.all([
        repo.codeOf(userId),
        repo.joinedThrough(userId),
        repo.joinedVia(userId),
        repo.account(userId),
      ]);
      return {
        code,
        joined: joined.map((j) => ({
          person: personRef(j.person),
          joinedAt: new Date(j.accepted_at).toISOString(),
          status: j.status,
          course: courseRef(j.course_id, j.course_name),
        })),
        invitedBy: via
          ? {
              person: personRef(via.person),
              status: via.status as InviteStatus,
              course: courseRef(via.course_id, via.course_name),
              profileComplete: profileComplete(account),
            }
          : null,
      };
    },

    /** My code, made on first ask (a collision with another's code draws again). */
    async code(userId: string): Promise<{ code: string }> {
      for (let attempt = 0; attempt < 5; attempt++) {
        const existing = await repo.codeOf(userId);
        if (existing) return { code: existing };
        await repo.createCode(userId, newInviteCode());
      }
      const code = await repo.codeOf(userId);
      if (!code) throw new Error("invite code: five collisions in a row");
      return { code };
    },

    /** The signed-in member joins through `code` (a repeat of the same code is fine), then settles. */
    async accept(userId: string, code: string): Promise<MyInvites> {
      const inviterId = await repo.ownerOfCode(code);
      if (!inviterId) throw new AppError(404, "INVITE_NOT_FOUND", INVITES_MSG.codeNotFound);
      const joiner = await repo.account(userId);
      if (!joiner) throw new AppError(404, "INVITE_NOT_FOUND", INVITES_MSG.codeNotFound);
      const [existingInviter, emailRewarded] = await Promise.all([
        repo.inviterOf(userId),
        repo.emailRewarded(emailMark(d.secret, joiner.email)),
      ]);
      const refusal = acceptRefusal(joiner, inviterId, { now: now(), existingInviter, emailRewarded });
      if (refusal) throw REFUSAL[refusal]();
      await repo.join(userId, inviterId);
      // Two first accepts of two codes at once: the key kept one; the other hears it was refused.
      if ((await repo.inviterOf(userId)) !== inviterId) throw REFUSAL.already();
      await service.settle(userId);
      return service.mine(userId);
    },

    /**
     * The reward, if it is due: the invitation is decided once on its locked row (a race of two settles
     * rewards once), then each side's course is granted under its own reference (idempotent, so a retry
     * after a failure finishes the job and never gives twice).
     */
    async settle(inviteeId: string): Promise<void> {
      if ((await repo.inviterOf(inviteeId)) === undefined) return;
      const joiner = await repo.account(inviteeId);
      if (!joiner) return;
      await repo.decideReward(inviteeId, emailMark(d.secret, joiner.email), profileComplete);
      const rewarded = await repo.rewarded(inviteeId);
      if (!rewarded) return;
      const [inviter, invitee] = await Promise.all([
        rewarded.inviterId ? d.courses.grantReward(rewarded.inviterId, rewardReference(inviteeId, "inviter")) : null,
        d.courses.grantReward(inviteeId, rewardReference(inviteeId, "invitee")),
      ]);
      await repo.setCourses(inviteeId, { inviter: inviter?.id ?? null, invitee: invitee?.id ?? null });
    },

    /** POST /api/invites/claim: the invitee asks for their reward now (after completing the profile). */
    async claim(userId: string): Promise<MyInvites> {
      await service.settle(userId);
      return service.mine(userId);
    },
  };
  return service;
}

export type InvitesService = ReturnType<typeof createInvitesService>;
