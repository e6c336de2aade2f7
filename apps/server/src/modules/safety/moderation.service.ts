// The moderation queue: moderators and admins see reported or flagged content in its
// immediate context, decide with a reason (audited in the same transaction), and the author and the
// reporters are told without the moderator being named. Appeals: moderation-appeals.service.ts.
import type { AdminPage } from "@saathi/contract/admin";
import {
  MODERATION_MSG,
  type ModerationActionInput,
  type ModerationDetail,
  type ModerationItem,
  type ModerationQuery,
  POSTING_MUTE_HOURS,
  POSTING_MUTE_LABEL,
} from "@saathi/contract/admin-moderation";
import { USER_EVENTS } from "@saathi/contract/realtime";
import { SAFETY_TARGET_LABEL } from "@saathi/contract/safety";
import type { StaffUser } from "../../platform/auth/staff-guard.ts";
import { AppError } from "../../platform/http/errors.ts";
import { translatorFor } from "../../platform/i18n/translator.ts";
import type { Messenger } from "../../platform/mail/messenger.ts";
import { presentPersonOrUnknown } from "../../platform/presenters/person.presenter.ts";
import type { Publisher } from "../../platform/realtime/publisher.ts";
import type { AdminMembersService } from "../admin-members/admin-members.service.ts";
import type { NotificationsService } from "../notifications/notifications.service.ts";
import {
  actionRefusal,
  authorMessage,
  type ItemFacts,
  isAgainstAuthor,
  type Notice,
  noticeData,
  reporterMessage,
  reportOutcome,
  statusAfter,
} from "./moderation.policy.ts";
import type { ItemRow, ModerationRepository } from "./moderation.repository.ts";
import { normaliseContext } from "./moderation-context.ts";
import { MODERATION_EMAIL_MSG as EMAIL } from "./safety.messages.ts";

export interface ModerationDeps {
  repo: ModerationRepository;
  notifications: NotificationsService;
  messenger: Messenger;
  members: AdminMembersService;
  /** Tells followers of an approved (formerly held) post that it is out, as a new post would. */
  publisher?: Pick<Publisher, "publishToFollowers">;
  /** Other content released by an approval (a held chat message): its owner module delivers it. */
  onApproved?: (target: { type: string; id: string; authorId: string }) => Promise<void>;
  /** A staff member opened an item (the first look is recorded once). */
  onOpened?: (staff: StaffUser, itemId: string) => Promise<unknown>;
}

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);
export const actorOf = (s: StaffUser) => ({ id: s.id, email: s.email });
export const factsOf = (r: ItemRow): ItemFacts => ({
  authorId: r.author_id,
  targetType: r.target_type,
  status: r.status,
  held: r.held,
  action: r.action,
  actionedBy: r.actioned_by,
  appealStatus: r.appeal_status,
});

/** What moderators see of an item: its snapshot, never anything else of the author's. */
export function presentItem(r: ItemRow, viewerId: string): ModerationItem {
  const person = presentPersonOrUnknown(r.person, r.author_id);
  return {
    id: r.id,
    targetType: r.target_type,
    targetId: r.target_id,
    status: r.status,
    risk: r.risk,
    sources: r.sources,
    reasons: r.reasons,
    reportCount: r.report_count,
    openedAt: iso(r.opened_at) as string,
    held: r.held,
    crisisLevel: r.crisis_level,
    crisisSignals: r.crisis_signals,
    watchedWord: r.watched_word,
    context: normaliseContext(r.context, {
      targetId: r.target_id,
      authorId: r.author_id,
      authorName: person.displayName,
    }),
    contentState: r.content_state,
    author: {
      id: r.author_id,
      name: person.displayName,
      username: person.username,
      suspended: r.author_suspended,
      postingMutedUntil: iso(r.posting_muted_until),
      priorActions: r.prior_actions,
    },
    decision: r.action
      ? { action: r.action, reason: r.action_reason, at: iso(r.actioned_at), byMe: r.actioned_by === viewerId }
      : null,
    appeal: { status: r.appeal_status, text: r.appeal_text, at: iso(r.appealed_at) },
  };
}

export function createModerationService({
  repo,
  notifications,
  messenger,
  members,
  publisher,
  onApproved,
  onOpened,
}: ModerationDeps) {
  const load = async (id: string): Promise<ItemRow> => {
    const row = await repo.find(id);
    if (!row) throw new AppError(404, "ITEM_NOT_FOUND", MODERATION_MSG.itemNotFound);
    return row;
  };

  /**
   * Tells the author (notification and email); the moderator is never named. `appealable` puts the
   * item's id in the notification, where the author's "Appeal" button finds it.
   */
  async function tellAuthor(r: ItemRow, notice: Notice, subject: string, appealable = false) {
    await notifications.notify(r.author_id, "moderation", r.author_id, {
      ...noticeData(notice),
      ...(appealable ? { item_id: r.id } : {}),
    });
    if (r.author_email) {
      // In the author's language; what was moderated and the mute's length too.
      const t = translatorFor(await messenger.localeOf(r.author_email));
      const values = Object.fromEntries(Object.entries(notice.values).map(([k, v]) => [k, t(v)]));
      await messenger.sendEmail({
        to: r.author_email,
        subject: t(subject),
        text: t(EMAIL.text, { message: t(notice.text, values) }),
      });
    }
  }

  /** Tells each reporter not yet told what became of their report. */
  async function tellReporters(itemId: string) {
    const r = await load(itemId);
    const outcome = reportOutcome(factsOf(r));
    if (outcome === "pending") return;
    const notice = reporterMessage(outcome, SAFETY_TARGET_LABEL[r.target_type]);
    for (const reporter of await repo.takeReportersToTell(itemId)) {
      await notifications.notify(reporter, "moderation", reporter, noticeData(notice));
    }
  }

  const service = {
    tellAuthor,
    tellReporters,
    load,

    async queue(staff: StaffUser, q: ModerationQuery): Promise<AdminPage<ModerationItem>> {
      const { rows, total } = await repo.page(q);
      return { rows: rows.map((r) => presentItem(r, staff.id)), total, page: q.page, pageSize: q.pageSize };
    },

    async detail(staff: StaffUser, id: string): Promise<ModerationDetail> {
      const r = await load(id);
      await onOpened?.(staff, id);
      const reports = await repo.reportsOf(id);
      return {
        ...presentItem(r, staff.id),
        reports: reports.map((x) => ({ reason: x.reason, details: x.details, createdAt: iso(x.created_at) as string })),
      };
    },

    /** A graded decision on an open item, with its reason; then the author and reporters are told. */
    async act(staff: StaffUser, id: string, input: ModerationActionInput): Promise<ModerationDetail> {
      const r = await load(id);
      const refusal = actionRefusal(staff.id, factsOf(r), input.action, { muteUntil: input.muteUntil });
      if (refusal === "appeal-open") throw new AppError(409, "APPEAL_OPEN", MODERATION_MSG.noAppeal);
      if (refusal === "not-open") throw new AppError(409, "NOT_OPEN", MODERATION_MSG.notOpen);
      if (refusal === "own-content") throw new AppError(403, "OWN_CONTENT", MODERATION_MSG.cannotActOnSelf);
      if (refusal === "not-held") throw new AppError(409, "NOT_HELD", MODERATION_MSG.notHeld);
      if (refusal === "no-content") throw new AppError(400, "NO_CONTENT_STATE", EMAIL.profileNotHideable);
      if (refusal === "mute-duration") throw new AppError(400, "VALIDATION_ERROR", MODERATION_MSG.muteChoice);

      // Suspension is the members console's: its own checks, audit record, sign-out and email.
      if (input.action === "suspend") {
        await members.suspend(staff, r.author_id, {
          reason: input.reason,
          ...(input.suspendUntil ? { until: input.suspendUntil } : {}),
        });
      }
      const mutedUntil =
        input.action === "mute" && input.muteUntil
          ? new Date(Date.now() + POSTING_MUTE_HOURS[input.muteUntil] * 3_600_000)
          : undefined;
      const contentState = input.action === "hide" ? "hidden" : input.action === "approve" ? "visible" : undefined;
      const status = statusAfter(input.action);
      const ok = await repo.decide(
        { id: r.id, targetType: r.target_type, targetId: r.target_id, authorId: r.author_id },
        { status: "open", appealStatus: r.appeal_status },
        {
          ...(contentState ? { contentState } : {}),
          ...(mutedUntil ? { mutedUntil } : {}),
          item: {
            status,
            action: input.action,
            actionReason: input.reason,
            muteUntil: mutedUntil ?? null,
            actionedBy: staff.id,
            actionedAt: new Date(),
            held: input.action === "approve" || input.action === "hide" ? false : r.held,
          },
        },
        {
          actor: actorOf(staff),
          action: `moderation.${input.action}`,
          targetType: "moderation_item",
          targetId: r.id,
          before: { status: r.status, contentState: r.content_state },
          after: {
            // The queue closes an approval like a dismissal (no rule broken: reporters are told so), but
            // the record says what the moderator did: the content was approved and released.
            status: input.action === "approve" ? "approved" : status,
            targetType: r.target_type,
            targetId: r.target_id,
            authorId: r.author_id,
            ...(contentState ? { contentState } : {}),
            ...(mutedUntil ? { postingMutedUntil: mutedUntil.toISOString() } : {}),
          },
          reason: input.reason,
        },
      );
      if (!ok) throw new AppError(409, "NOT_OPEN", MODERATION_MSG.notOpen);

      // Held content reaches people only now (chat messages: the receiver reads it from history and sync).
      if (input.action === "approve" && r.target_type === "post" && publisher) {
        await publisher.publishToFollowers(r.author_id, USER_EVENTS.postCreated, {
          postId: r.target_id,
          authorId: r.author_id,
        });
      }
      if (input.action === "approve" && onApproved) {
        await onApproved({ type: r.target_type, id: r.target_id, authorId: r.author_id });
      }
      const what = SAFETY_TARGET_LABEL[r.target_type];
      if (isAgainstAuthor(input.action) || input.action === "approve") {
        const muteLabel = input.muteUntil ? POSTING_MUTE_LABEL[input.muteUntil] : undefined;
        // A suspended author was already emailed by the members console.
        if (input.action === "suspend") {
          await notifications.notify(
            r.author_id,
            "moderation",
            r.author_id,
            noticeData(authorMessage("suspend", what, input.reason)),
          );
        } else {
          await tellAuthor(
            r,
            authorMessage(input.action, what, input.reason, muteLabel),
            EMAIL.contentSubject,
            input.action !== "approve",
          );
        }
      }
      await tellReporters(r.id);
      return service.detail(staff, id);
    },
  };
  return service;
}

export type ModerationService = ReturnType<typeof createModerationService>;
