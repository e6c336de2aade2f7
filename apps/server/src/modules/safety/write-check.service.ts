// The one write check every service that stores members' text calls: posting mute,
// watched words, new-account limits, the crisis reading and the sensitive themes before the write,
// and the moderation items after it. In-process and offline; one indexed read per write (the writer;
// for posts and comments also their writings of the last day, which the crisis reading reads with the
// new text), plus one counter for new accounts; the watched words come from a 30-second cache.
import {
  CRISIS_CONTEXT_HOURS,
  CRISIS_CONTEXT_LIMIT,
  CRISIS_MSG,
  type NewAccountWrite,
  type QueuedCrisisLevel,
  type SafetyCheckResult,
  type WriteCrisis,
} from "@saathi/contract/crisis";
import { MSG } from "@saathi/contract/messages";
import {
  type ModerationState,
  REPORT_MSG,
  REPORTS_PER_HOUR,
  type SafetyTarget,
  type SensitiveTheme,
} from "@saathi/contract/safety";
import { AppError } from "../../platform/http/errors.ts";
import type { RateLimiter } from "../../platform/http/rate-limit.ts";
import { formatDateTime } from "../../platform/i18n/format.ts";
import { type CrisisReading, dangerFromOthersIn, type ReadingContext, readCrisis } from "../language/index.ts";
import { normalise } from "./crisis/normalise.ts";
import type { ModerationItemsRepository } from "./moderation-items.repository.ts";
import { hitNewAccountLimit, newAccountKey } from "./new-account-limits.ts";
import { SAFETY_SERVER_MSG } from "./safety.messages.ts";
import { detectThemes } from "./themes/detect-themes.ts";
import type { WatchedWordsApplyRepository } from "./watched-words-apply.repository.ts";
import { createWatchedWordsCache, matchWatchedWords, type WatchedMatch } from "./watched-words-apply.ts";
import { alertsModerators, decideWrite, isNewAccount, isPostingMuted, type WriteFlag } from "./write-check.policy.ts";
import type { WriteCheckRepository, Writer } from "./write-check.repository.ts";
import { createWriteReading } from "./write-check-reading.ts";

export interface WriteDecision {
  state: ModerationState;
  crisis: CrisisReading;
  watched: WatchedMatch | null;
  themes: SensitiveTheme[];
  flags: WriteFlag[];
  /** When the text was checked (just before it was stored): where "time to a human's first look" starts. */
  checkedAt: Date;
}

/** `othersDanger` when someone else hurts or threatens the writer (absent otherwise): no "Tell {name}" then. */
const othersDangerOf = (crisis: CrisisReading): { othersDanger?: true } =>
  crisis.level !== "none" && dangerFromOthersIn(crisis.signals) ? { othersDanger: true } : {};

/** What the writer's answer carries (the web shows the card for every level but none). */
export const writeCrisisOf = (d: WriteDecision): WriteCrisis => ({
  level: d.crisis.level,
  held: d.state === "held",
  ...othersDangerOf(d.crisis),
});

/** The level a chat message keeps for its receiver's support prompt: only the queued levels. */
export const queuedLevelOf = (d: WriteDecision): QueuedCrisisLevel | null =>
  d.flags.some((f) => f.source === "crisis") ? (d.crisis.level as QueuedCrisisLevel) : null;

/**
 * An imminent crisis was just queued (first in the queue). Listeners alert the moderators on duty;
 * they run after the item is stored, are not awaited by the writer's request, and must not throw
 * (a failure is dropped: the item is in the queue either way).
 */
export interface ImminentItem {
  /** The moderation item (GET /api/admin/moderation/:id). */
  itemId: string;
  targetType: SafetyTarget;
  targetId: string;
  authorId: string;
  /** The write waits for review (a means was described or asked for). */
  held: boolean;
  /** What fired (lexicon ids, "model"): for the alert's one line, never the text. */
  signals: string[];
  score: number;
  /** When the text was written (checked): the start of the time to a human's first look. */
  writtenAt: Date;
}
export type ImminentListener = (item: ImminentItem) => void | Promise<void>;

export interface WriteCheckDeps {
  repo: WriteCheckRepository;
  watchedWords: WatchedWordsApplyRepository;
  items: ModerationItemsRepository;
  limiter: Pick<RateLimiter, "hit" | "refund">;
  /** Off only in tests that are not about them (config NEW_ACCOUNT_LIMITS). */
  newAccountLimits: boolean;
  now?: () => number;
  /** The crisis reading (the language module's); a test may give its own readings. */
  read?: (text: string, context?: ReadingContext) => CrisisReading;
}

const HOUR_SECONDS = 3600;
const reportsKey = (userId: string) => `reports:${userId}`;

/** Journal and mood saves are rare; this only stops the check being used as a free classifier. */
const CHECKS_PER_MINUTE = 30;

/** When a posting mute ends, in the writer's language (their profile's; en-IN style when not chosen). */
const formatUntil = (d: Date, locale: string | null) =>
  formatDateTime(d, locale, { dateStyle: "medium", timeStyle: "short" });

export function createWriteCheckService({
  repo,
  watchedWords,
  items,
  limiter,
  newAccountLimits,
  now = Date.now,
  read = readCrisis,
}: WriteCheckDeps) {
  const cache = createWatchedWordsCache(() => watchedWords.all(), now);
  const imminentListeners: ImminentListener[] = [];
  const tellImminent = (item: ImminentItem) => {
    for (const listener of imminentListeners) {
      void Promise.resolve()
        .then(() => listener(item))
        .catch(() => {});
    }
  };

  const readWrite = createWriteReading(read);

  /** The writer's own recent writings the crisis reading takes with the new text. */
  const recentOf = async (
    userId: string,
    kind: "post" | "comment" | "message" | "review" | "circle_message" | "circle_review",
    writer: Writer,
  ): Promise<string[]> => {
    if (kind === "message" || kind === "circle_message") return writer.recent ?? [];
    if (kind === "review" || kind === "circle_review") return [];
    const since = new Date(now() - CRISIS_CONTEXT_HOURS * HOUR_SECONDS * 1000);
    return repo.recentWritings(userId, since, CRISIS_CONTEXT_LIMIT);
  };

  /** Mute first (403), then the hourly limit of new accounts (429). */
  const admit = async (
    userId: string,
    kind: NewAccountWrite | "review" | "circle_message" | "circle_review",
    known?: Writer | null,
  ) => {
    const writer = known === undefined ? await repo.writer(userId) : known;
    if (!writer) throw new AppError(404, "USER_NOT_FOUND", MSG.userNotFound);
    const t = now();
    if (kind !== "follow" && isPostingMuted(writer.postingMutedUntil, t) && writer.postingMutedUntil) {
      throw new AppError(
        403,
        "POSTING_MUTED",
        CRISIS_MSG.postingMutedText,
        { until: writer.postingMutedUntil.toISOString() },
        { until: formatUntil(writer.postingMutedUntil, writer.locale) },
      );
    }
    return writer;
  };
  const limit = async (userId: string, kind: NewAccountWrite, createdAt: Date) => {
    if (newAccountLimits && isNewAccount(createdAt, now())) await hitNewAccountLimit(limiter, userId, kind);
  };

  return {
    /**
     * Before a post, comment or message is stored: 403 when muted, 422 when a watched word blocks
     * it, 429 over a new account's limit; otherwise how to store it (visible or held) and what to queue.
     */
    async check(
      userId: string,
      kind: "post" | "comment" | "message" | "review" | "circle_message" | "circle_review",
      text: string,
      /**
       * The writer's row when the caller read it already in its own query (the chat send, with the
       * sender's recent messages in that conversation); else read here.
       */
      known?: Writer | null,
    ): Promise<WriteDecision> {
      const writer = await admit(userId, kind, known);
      const watched = matchWatchedWords(normalise(text).text, await cache.current());
      if (watched?.action === "block") throw new AppError(422, "WATCHED_WORD_BLOCKED", CRISIS_MSG.watchedWordBlocked);
      // Reviews need a finished session (or meeting), so they are not rate-limited like posts.
      // A peer circle's message counts as a message.
      if (kind !== "review" && kind !== "circle_review")
        await limit(userId, kind === "circle_message" ? "message" : kind, writer.createdAt);
      const recent = await recentOf(userId, kind, writer);
      const crisis = readWrite(text, recent);
      const { state, flags } = decideWrite(crisis, watched?.action ?? null);
      const themes = kind === "post" ? detectThemes(text, crisis) : [];
      return { state, crisis, watched, themes, flags, checkedAt: new Date(now()) };
    },

    /** After the write is stored: its moderation items (none for an ordinary write). */
    async record(
      decision: WriteDecision,
      target: { type: SafetyTarget; id: string; authorId: string },
      context: unknown,
    ): Promise<void> {
      for (const f of decision.flags) {
        const itemId = await items.flag({
          targetType: target.type,
          targetId: target.id,
          authorId: target.authorId,
          source: f.source,
          risk: f.risk,
          held: f.held,
          context,
          ...(f.source === "crisis"
            ? { crisisLevel: decision.crisis.level as QueuedCrisisLevel, crisisSignals: decision.crisis.signals }
            : { watchedWord: decision.watched?.phrase }),
        });
        if (f.source === "crisis" && alertsModerators(decision.crisis.level)) {
          tellImminent({
            itemId,
            targetType: target.type,
            targetId: target.id,
            authorId: target.authorId,
            held: decision.state === "held",
            signals: decision.crisis.signals,
            score: decision.crisis.score,
            writtenAt: decision.checkedAt,
          });
        }
      }
    },

    /** Runs `listener` for each imminent crisis queued (the on-duty moderators' alert). */
    onImminent(listener: ImminentListener): void {
      imminentListeners.push(listener);
    },

    /** Follows count against a new account's hourly limit too. */
    async admitFollow(userId: string): Promise<void> {
      const writer = await admit(userId, "follow");
      await limit(userId, "follow", writer.createdAt);
    },

    /**
     * Before a report is filed (not a repeat of one already filed: that answers the first without
     * counting): a new account's hourly limit, then the hourly ceiling everyone has, both 429 with
     * retryAfter. A posting mute does not stop reporting.
     */
    async admitReport(userId: string): Promise<void> {
      const writer = await repo.writer(userId);
      if (!writer) throw new AppError(404, "USER_NOT_FOUND", MSG.userNotFound);
      await limit(userId, "report", writer.createdAt);
      const { allowed, retryAfter } = await limiter.hit(reportsKey(userId), REPORTS_PER_HOUR, HOUR_SECONDS);
      if (!allowed) {
        throw new AppError(
          429,
          "REPORT_LIMIT",
          REPORT_MSG.tooMany,
          { retryAfter },
          { perHour: REPORTS_PER_HOUR, minutes: Math.max(1, Math.ceil(retryAfter / 60)) },
        );
      }
    },

    /** Gives back what admitReport counted: the report turned out to be a repeat (a concurrent twin won). */
    async refundReport(userId: string): Promise<void> {
      await limiter.refund(reportsKey(userId));
      await limiter.refund(newAccountKey("report", userId));
    },

    /**
     * The journal and mood notes: the level only, for the writer's card; nothing stored, nothing
     * queued, the text never logged. `who` is the member's id or the visitor's address (rate limit).
     */
    async inspect(who: string, text: string): Promise<SafetyCheckResult> {
      const r = await limiter.hit(`safety-check:${who}`, CHECKS_PER_MINUTE, 60);
      if (!r.allowed) {
        throw new AppError(429, "SLOW_DOWN", SAFETY_SERVER_MSG.tooManyChecksAtOnce, {
          retryAfter: r.retryAfter,
        });
      }
      const crisis = read(text);
      return { level: crisis.level, ...othersDangerOf(crisis) };
    },

    /** The watched words changed (the moderation module's editor calls this). */
    invalidateWatchedWords: () => cache.invalidate(),
  };
}

export type WriteCheckService = ReturnType<typeof createWriteCheckService>;
