// Moderation items: one per reported or flagged piece of content. Reports, the crisis
// check and watched words all arrive here through `flag`; a new report of dismissed content reopens
// it, and the item keeps the highest risk it has been given.
import type { QueuedCrisisLevel } from "@saathi/contract/crisis";
import type { SafetyTarget } from "@saathi/contract/safety";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../platform/db/client.ts";
import { queryRows } from "../../platform/db/typed-query.ts";

export interface FlagInput {
  targetType: SafetyTarget;
  targetId: string;
  authorId: string;
  source: "report" | "crisis" | "watched_word";
  /** RISK in @saathi/contract/safety: 3 imminent, 2 crisis (risk, danger), 1 flagged, 0 other. */
  risk: number;
  /** A report's reason. */
  reason?: string;
  crisisLevel?: QueuedCrisisLevel;
  crisisSignals?: string[];
  watchedWord?: string;
  /** The content waits for a moderator instead of being published. */
  held?: boolean;
  /** The content and its immediate context, as moderators will see it. */
  context: unknown;
}

/** A database or a transaction. */
type Executor = Pick<Db, "execute">;

export function createModerationItemsRepository(db: Db) {
  return {
    /** Adds a flag to the content's item (creating it); answers the item's id. */
    async flag(input: FlagInput, executor: Executor = db): Promise<string> {
      // Arrays go as one parameter each (drizzle would expand them to a list, and an empty one to "()").
      const reasons = input.reason ? [input.reason] : [];
      const rows = await queryRows(
        executor,
        z.object({ id: z.string() }),
        sql`
        insert into moderation_items (target_type, target_id, author_id, risk, sources, reasons, report_count,
          crisis_level, crisis_signals, watched_word, held, context)
        values (${input.targetType}, ${input.targetId}, ${input.authorId}, ${input.risk},
          array[${input.source}]::text[], ${sql.param(reasons)}::text[], ${input.source === "report" ? 1 : 0},
          ${input.crisisLevel ?? null}, ${sql.param(input.crisisSignals ?? [])}::text[], ${input.watchedWord ?? null},
          ${input.held ?? false}, ${JSON.stringify(input.context)}::jsonb)
        on conflict (target_type, target_id) do update set
          risk = greatest(moderation_items.risk, excluded.risk),
          sources = array(select distinct unnest(moderation_items.sources || excluded.sources)),
          reasons = array(select distinct unnest(moderation_items.reasons || excluded.reasons)),
          report_count = moderation_items.report_count + excluded.report_count,
          crisis_level = coalesce(excluded.crisis_level, moderation_items.crisis_level),
          crisis_signals = array(select distinct unnest(moderation_items.crisis_signals || excluded.crisis_signals)),
          watched_word = coalesce(excluded.watched_word, moderation_items.watched_word),
          held = moderation_items.held or excluded.held,
          status = case when moderation_items.status = 'dismissed' then 'open' else moderation_items.status end,
          opened_at = case when moderation_items.status = 'dismissed' then now() else moderation_items.opened_at end,
          updated_at = now()
        returning id`,
      );
      const id = rows[0]?.id;
      if (!id) throw new Error("moderation item neither inserted nor updated");
      return id;
    },
  };
}

export type ModerationItemsRepository = ReturnType<typeof createModerationItemsRepository>;
