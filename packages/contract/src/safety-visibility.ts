// What members see of block, mute, moderation and sensitive themes: the blocked and
// muted lists, the sensitive-themes choice, and the marks the author sees on their own moderated
// content. Shared by the API and the web app.
import { z } from "zod";
import { personSummarySchema } from "./person.ts";
import { MUTE_DURATIONS, SENSITIVE_THEMES } from "./safety.ts";

export { VISIBILITY_MSG } from "./visibility-text.ts";

/** The author's own view of their held or hidden content (null for visible content). */
export const moderationMarkSchema = z
  .object({ state: z.enum(["held", "hidden"]), reason: z.string().nullable() })
  .nullable();
export type ModerationMark = z.infer<typeof moderationMarkSchema>;

/** Fields a post gains: the author's mark, and the sensitive theme that collapses it for this viewer. */
export const postVisibilityFields = {
  moderation: moderationMarkSchema.optional(),
  /** The first of the viewer's chosen sensitive themes this post talks about; null: show it open. */
  collapsedTheme: z.enum(SENSITIVE_THEMES).nullable().optional(),
};

/**
 * Someone blocked or muted from a support-circle room. Circles promise nicknames only, so the entry names
 * them by the room nickname alone (never their name, username, picture or id) and is undone by `entryId`.
 */
export const circleEntrySchema = z.object({ entryId: z.uuid(), nickname: z.string() });
export type CircleEntry = z.infer<typeof circleEntrySchema>;

/** Someone blocked directly (from a profile, post or chat: the member knew who). */
export const blockedPersonSchema = z.object({ person: personSummarySchema, blockedAt: z.string() });
export type BlockedPerson = z.infer<typeof blockedPersonSchema>;
export const blockedCircleEntrySchema = z.object({ circle: circleEntrySchema, blockedAt: z.string() });
export type BlockedCircleEntry = z.infer<typeof blockedCircleEntrySchema>;
export const blockedListSchema = z.object({ items: z.array(z.union([blockedPersonSchema, blockedCircleEntrySchema])) });
export type BlockedEntry = BlockedPerson | BlockedCircleEntry;

export const muteBodySchema = z.object({ duration: z.enum(MUTE_DURATIONS) });
export const mutedPersonSchema = z.object({
  person: personSummarySchema,
  /** null: until undone. */
  until: z.string().nullable(),
  mutedAt: z.string(),
});
export type MutedPerson = z.infer<typeof mutedPersonSchema>;
export const mutedCircleEntrySchema = z.object({
  circle: circleEntrySchema,
  /** null: until undone. */
  until: z.string().nullable(),
  mutedAt: z.string(),
});
export type MutedCircleEntry = z.infer<typeof mutedCircleEntrySchema>;
export const mutedListSchema = z.object({ items: z.array(z.union([mutedPersonSchema, mutedCircleEntrySchema])) });
export type MutedEntry = MutedPerson | MutedCircleEntry;

export const sensitiveThemesSchema = z.object({
  themes: z.array(z.enum(SENSITIVE_THEMES)).max(SENSITIVE_THEMES.length),
});
export type SensitiveThemesBody = z.infer<typeof sensitiveThemesSchema>;

export const userIdParamSchema = z.object({ userId: z.uuid() });
/** A circle entry of the block or mute list (its `circle.entryId`). */
export const entryIdParamSchema = z.object({ entryId: z.uuid() });
