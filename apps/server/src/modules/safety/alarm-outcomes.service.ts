// Learning from outcomes: moderators mark each crisis flag a true or a false alarm (audited
// like every moderation decision); the outcomes form an anonymised review set (no author, no item; the
// flagged text only when its author consented to safety_review, otherwise the level and signals only),
// and the console shows the live precision per week.
import {
  type AlarmOutcome,
  type AlarmOutcomeState,
  CARE_MSG,
  type Precision,
  type ReviewSet,
} from "@saathi/contract/care";
import type { StaffUser } from "../../platform/auth/staff-guard.ts";
import { AppError } from "../../platform/http/errors.ts";
import type { ConsentsService } from "../consents/consents.service.ts";
import type { AlarmOutcomesRepository } from "./alarm-outcomes.repository.ts";
import { isCrisisItem, PRECISION_WEEKS, precisionOf, reviewText } from "./care.policy.ts";
import type { FirstLooksService } from "./first-looks.service.ts";
import { normaliseContext } from "./moderation-context.ts";

const REVIEW_SET_LIMIT = 500;

export function createAlarmOutcomesService(d: {
  repo: AlarmOutcomesRepository;
  consents: Pick<ConsentsService, "hasActive">;
  firstLooks: Pick<FirstLooksService, "firstLookAt">;
}) {
  const load = async (itemId: string) => {
    const item = await d.repo.item(itemId);
    if (!item) throw new AppError(404, "ITEM_NOT_FOUND", CARE_MSG.itemNotFound);
    return item;
  };

  const service = {
    /** The item's outcome and first look, for its page in the console. */
    async state(staff: StaffUser, itemId: string): Promise<AlarmOutcomeState> {
      await load(itemId);
      const [row, firstLookAt] = await Promise.all([d.repo.of(itemId), d.firstLooks.firstLookAt(itemId)]);
      return {
        outcome: row?.outcome ?? null,
        markedAt: row ? new Date(row.marked_at).toISOString() : null,
        byMe: row?.marked_by === staff.id,
        firstLookAt,
      };
    },

    /** Marks a crisis flag a true or false alarm (again: the newest verdict counts); audited. */
    async mark(staff: StaffUser, itemId: string, outcome: AlarmOutcome): Promise<AlarmOutcomeState> {
      const item = await load(itemId);
      if (!isCrisisItem({ sources: item.sources, crisisLevel: item.crisis_level }))
        throw new AppError(409, "NOT_CRISIS_ITEM", CARE_MSG.notCrisis);
      const before = await d.repo.of(itemId);
      const consented = await d.consents.hasActive(item.author_id, "safety_review");
      // Only the flagged words themselves, never the messages around them (someone else's).
      const content = normaliseContext(item.context, {
        targetId: item.target_id,
        authorId: item.author_id,
        authorName: "",
      }).content?.text;
      await d.repo.mark(
        {
          itemId,
          outcome,
          level: item.crisis_level,
          signals: item.crisis_signals,
          text: reviewText(content ?? null, consented),
          markedBy: staff.id,
        },
        {
          actor: { id: staff.id, email: staff.email },
          action: "moderation.outcome",
          targetType: "moderation_item",
          targetId: itemId,
          before: { outcome: before?.outcome ?? null },
          after: { outcome },
        },
      );
      return service.state(staff, itemId);
    },

    async precision(now: Date = new Date()): Promise<Precision> {
      const rows = await d.repo.perWeek(PRECISION_WEEKS, now);
      return {
        weeks: rows.map((r) => ({
          week: r.week,
          trueAlarms: r.true_alarms,
          marked: r.marked,
          precision: precisionOf(r.true_alarms, r.marked),
        })),
      };
    },

    async reviewSet(): Promise<ReviewSet> {
      const rows = await d.repo.reviewSet(REVIEW_SET_LIMIT);
      return {
        rows: rows.map((r) => ({
          outcome: r.outcome,
          level: r.crisis_level,
          signals: r.signals,
          text: r.text,
          markedAt: new Date(r.marked_at).toISOString(),
        })),
      };
    },

    /** The author withdrew safety_review: their words leave the review set at once. */
    forgetTextsOf: (authorId: string) => d.repo.forgetTextsOf(authorId),

    /** The member's own words kept in the review set (export). */
    textsOf: (authorId: string) => d.repo.textsOf(authorId),
  };
  return service;
}

export type AlarmOutcomesService = ReturnType<typeof createAlarmOutcomesService>;
