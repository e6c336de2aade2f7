// The moderation queue and watched words: what moderators and admins see and send. Members'
// reports are in safety.ts. Moderators see only reported or flagged content and its immediate context.
import { z } from "zod";
import { adminPage, adminPageQuerySchema, adminReasonSchema } from "./admin.ts";
import { calendarDaySchema } from "./dates.ts";
import { MODERATION_ACTIONS, SAFETY_TARGETS, WATCHED_WORD_ACTIONS } from "./safety.ts";

/** Staff roles: admins use the whole console, moderators only the moderation queue. */
export const STAFF_ROLES = ["admin", "moderator"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const MODERATION_MSG = {
  itemNotFound: "This item is not in the moderation queue",
  notOpen: "This item has already been decided",
  noAppeal: "There is no open appeal on this item",
  sameModerator: "Another moderator must decide this appeal",
  notHeld: "Only content held for review can be approved",
  muteChoice: "Choose how long the mute lasts",
  cannotActOnSelf: "You cannot act on your own content",
  wordExists: "That word is already watched",
  wordNotFound: "That watched word is not in the list",
  phraseRequired: "Please enter a word or phrase",
  phraseTooLong: "Keep it to 60 characters",
  actionRequired: "Choose what happens",
} as const;

export const MODERATION_STATUSES = ["open", "actioned", "dismissed"] as const;
export const MODERATION_SOURCES = ["report", "crisis", "watched_word"] as const;

/** How long a moderator mutes an author from posting. */
export const POSTING_MUTES = ["24h", "7d", "30d"] as const;
export type PostingMute = (typeof POSTING_MUTES)[number];
export const POSTING_MUTE_LABEL: Record<PostingMute, string> = { "24h": "24 hours", "7d": "7 days", "30d": "30 days" };
export const POSTING_MUTE_HOURS: Record<PostingMute, number> = { "24h": 24, "7d": 24 * 7, "30d": 24 * 30 };

/** GET /api/admin/moderation: open items by default (appeals included), risk first, then age. */
export const moderationQuerySchema = adminPageQuerySchema.extend({
  status: z.enum([...MODERATION_STATUSES, "appeal"]).default("open"),
  source: z.enum(MODERATION_SOURCES).optional(),
  targetType: z.enum(SAFETY_TARGETS).optional(),
});
export type ModerationQuery = z.infer<typeof moderationQuerySchema>;

/** One line of content as moderators see it (a snapshot taken when it was flagged). */
export const contextEntrySchema = z
  .object({
    id: z.string().optional(),
    authorId: z.string().nullable().optional(),
    authorName: z.string().nullable().optional(),
    text: z.string(),
    at: z.string().nullable().optional(),
  })
  .loose();
export type ContextEntry = z.infer<typeof contextEntrySchema>;

/**
 * The content and its immediate context: a message with the few before it in that conversation; a
 * comment with the post's first lines and the parent comment; a profile's name and bio.
 */
export const moderationContextSchema = z
  .object({
    content: contextEntrySchema.optional(),
    before: z.array(contextEntrySchema).optional(),
    post: contextEntrySchema.optional(),
    parent: contextEntrySchema.optional(),
  })
  .loose();
export type ModerationContext = z.infer<typeof moderationContextSchema>;

export const moderationItemSchema = z.object({
  id: z.string(),
  targetType: z.enum(SAFETY_TARGETS),
  targetId: z.string(),
  status: z.enum(MODERATION_STATUSES),
  risk: z.number().int(),
  sources: z.array(z.string()),
  reasons: z.array(z.string()),
  reportCount: z.number().int(),
  openedAt: z.string(),
  held: z.boolean(),
  crisisLevel: z.string().nullable(),
  crisisSignals: z.array(z.string()),
  watchedWord: z.string().nullable(),
  context: moderationContextSchema,
  /** visible, held or hidden now (null for profiles). */
  contentState: z.string().nullable(),
  author: z.object({
    id: z.string(),
    name: z.string(),
    username: z.string().nullable(),
    suspended: z.boolean(),
    postingMutedUntil: z.string().nullable(),
    /** Earlier decisions against this author's content (hidden, warned, muted, suspended). */
    priorActions: z.number().int(),
  }),
  decision: z
    .object({ action: z.string(), reason: z.string().nullable(), at: z.string().nullable(), byMe: z.boolean() })
    .nullable(),
  appeal: z.object({
    status: z.enum(["none", "open", "upheld", "overturned"]),
    text: z.string().nullable(),
    at: z.string().nullable(),
  }),
});
export type ModerationItem = z.infer<typeof moderationItemSchema>;
export const moderationPageSchema = adminPage(moderationItemSchema);

/** A report on an item, as moderators see it (the reporter is not named). */
export const moderationReportSchema = z.object({
  reason: z.string(),
  details: z.string().nullable(),
  createdAt: z.string(),
});
export const moderationDetailSchema = moderationItemSchema.extend({ reports: z.array(moderationReportSchema) });
export type ModerationDetail = z.infer<typeof moderationDetailSchema>;

/** POST /api/admin/moderation/:id/action. */
export const moderationActionInputSchema = z.object({
  action: z.enum(MODERATION_ACTIONS),
  reason: adminReasonSchema,
  /** For mute: how long the author cannot post, comment or message. */
  muteUntil: z.enum(POSTING_MUTES, MODERATION_MSG.muteChoice).optional(),
  /** For suspend: an optional end date (ISO date); none means until reviewed. */
  suspendUntil: calendarDaySchema().optional(),
});
export type ModerationActionInput = z.infer<typeof moderationActionInputSchema>;

/** POST /api/admin/moderation/:id/appeal: a different moderator decides the author's appeal. */
export const appealDecisionInputSchema = z.object({
  decision: z.enum(["upheld", "overturned"]),
  reason: adminReasonSchema,
});
export type AppealDecisionInput = z.infer<typeof appealDecisionInputSchema>;

// ---- watched words (admins only) ----

export const watchedWordSchema = z.object({
  id: z.string(),
  phrase: z.string(),
  action: z.enum(WATCHED_WORD_ACTIONS),
  createdAt: z.string(),
});
export type WatchedWord = z.infer<typeof watchedWordSchema>;
export const watchedWordListSchema = z.object({ items: z.array(watchedWordSchema) });

export const watchedWordInputSchema = z.object({
  phrase: z
    .string(MODERATION_MSG.phraseRequired)
    .trim()
    .toLowerCase()
    .min(1, MODERATION_MSG.phraseRequired)
    .max(60, MODERATION_MSG.phraseTooLong),
  action: z.enum(WATCHED_WORD_ACTIONS, MODERATION_MSG.actionRequired),
});
export type WatchedWordInput = z.infer<typeof watchedWordInputSchema>;

export const WATCHED_WORD_ACTION_LABEL: Record<(typeof WATCHED_WORD_ACTIONS)[number], string> = {
  block: "Block outright",
  hold: "Hold for approval",
  flag: "Flag for review",
};
