// Appeals: the author of content decided against may appeal once; the item goes back to the
// queue, and a different moderator decides it where there is one. Overturning restores the content
// (or lifts the mute or suspension); the author is told either way.
import { type AppealDecisionInput, MODERATION_MSG, type ModerationDetail } from "@saathi/contract/admin-moderation";
import { type AppealInput, REPORT_MSG, SAFETY_TARGET_LABEL } from "@saathi/contract/safety";
import type { StaffUser } from "../../platform/auth/staff-guard.ts";
import { AppError } from "../../platform/http/errors.ts";
import type { AdminMembersService } from "../admin-members/admin-members.service.ts";
import { appealDecisionRefusal, appealMessage, appealRefusal } from "./moderation.policy.ts";
import type { ModerationRepository } from "./moderation.repository.ts";
import { actorOf, factsOf, type ModerationService } from "./moderation.service.ts";
import { MODERATION_EMAIL_MSG } from "./safety.messages.ts";

export interface AppealsDeps {
  repo: ModerationRepository;
  moderation: ModerationService;
  members: AdminMembersService;
}

export function createModerationAppealsService({ repo, moderation, members }: AppealsDeps) {
  return {
    /** The author appeals a decision against them, once (404 for anyone else: nothing is revealed). */
    async appeal(userId: string, itemId: string, input: AppealInput): Promise<{ message: string }> {
      const r = await repo.find(itemId);
      const refusal = r ? appealRefusal(userId, factsOf(r)) : "not-author";
      if (!r || refusal === "not-author") throw new AppError(404, "NOT_FOUND", REPORT_MSG.notFound);
      if (refusal === "once") throw new AppError(409, "ALREADY_APPEALED", REPORT_MSG.appealOnce);
      if (refusal === "not-appealable") throw new AppError(409, "NOT_APPEALABLE", REPORT_MSG.notAppealable);
      const ok = await repo.decide(
        { id: r.id, targetType: r.target_type, targetId: r.target_id, authorId: r.author_id },
        { status: "actioned", appealStatus: "none" },
        { item: { status: "open", appealStatus: "open", appealText: input.text, appealedAt: new Date() } },
        {
          actor: { id: userId, email: r.author_email },
          action: "moderation.appeal",
          targetType: "moderation_item",
          targetId: r.id,
          before: { status: r.status, appealStatus: r.appeal_status },
          after: { status: "open", appealStatus: "open" },
          reason: input.text,
        },
      );
      if (!ok) throw new AppError(409, "ALREADY_APPEALED", REPORT_MSG.appealOnce);
      return { message: REPORT_MSG.appealThanks };
    },

    /** A moderator (not the one who acted, unless they are the only staff) upholds or overturns. */
    async decide(staff: StaffUser, itemId: string, input: AppealDecisionInput): Promise<ModerationDetail> {
      const r = await moderation.load(itemId);
      const refusal = appealDecisionRefusal(staff.id, factsOf(r), await repo.otherStaffCount(staff.id));
      if (refusal === "no-appeal") throw new AppError(409, "NO_APPEAL", MODERATION_MSG.noAppeal);
      if (refusal === "own-content") throw new AppError(403, "OWN_CONTENT", MODERATION_MSG.cannotActOnSelf);
      if (refusal === "same-moderator") throw new AppError(403, "SAME_MODERATOR", MODERATION_MSG.sameModerator);
      const overturn = input.decision === "overturned";
      if (overturn && r.action === "suspend" && r.author_suspended) {
        await members.reinstate(staff, r.author_id, { reason: input.reason });
      }
      const ok = await repo.decide(
        { id: r.id, targetType: r.target_type, targetId: r.target_id, authorId: r.author_id },
        { status: "open", appealStatus: "open" },
        {
          ...(overturn && r.action === "hide" ? { contentState: "visible" as const } : {}),
          ...(overturn && r.action === "mute" ? { mutedUntil: null } : {}),
          item: {
            status: "actioned",
            appealStatus: input.decision,
            appealDecidedBy: staff.id,
            appealDecidedAt: new Date(),
          },
        },
        {
          actor: actorOf(staff),
          action: `moderation.appeal_${input.decision}`,
          targetType: "moderation_item",
          targetId: r.id,
          before: { appealStatus: "open", action: r.action },
          after: {
            appealStatus: input.decision,
            ...(overturn && r.action === "hide" ? { contentState: "visible" } : {}),
          },
          reason: input.reason,
        },
      );
      if (!ok) throw new AppError(409, "NO_APPEAL", MODERATION_MSG.noAppeal);
      await moderation.tellAuthor(
        r,
        appealMessage(input.decision, SAFETY_TARGET_LABEL[r.target_type]),
        MODERATION_EMAIL_MSG.appealSubject,
      );
      return moderation.detail(staff, itemId);
    },
  };
}

export type ModerationAppealsService = ReturnType<typeof createModerationAppealsService>;
