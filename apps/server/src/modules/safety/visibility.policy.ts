// Block, mute, moderation and sensitive-theme rules as pure functions. Their SQL twins,
// used by every read, are in platform/db/visibility.ts; the two must say the same thing.

import { type MuteDuration, SENSITIVE_THEMES, type SensitiveTheme } from "@saathi/contract/safety";
import type { ModerationMark } from "@saathi/contract/safety-visibility";

export interface BlockEdge {
  blockerId: string;
  blockedId: string;
}

/** Whether either of `a` and `b` has blocked the other (blocking hides both ways). */
export const blockedEitherWay = (edges: readonly BlockEdge[], a: string, b: string) =>
  a !== b && edges.some((e) => (e.blockerId === a && e.blockedId === b) || (e.blockerId === b && e.blockedId === a));

/** Nobody blocks or mutes themself. */
export const mayBlock = (viewerId: string, targetId: string) => viewerId !== targetId;

const HOUR = 3_600_000;

/** When a mute of this duration ends (null: until undone). */
export function muteUntil(duration: MuteDuration, now: number): Date | null {
  if (duration === "24h") return new Date(now + 24 * HOUR);
  if (duration === "7d") return new Date(now + 7 * 24 * HOUR);
  return null;
}

/** A mute is in force until its end (null: until undone). */
export const muteActive = (until: Date | null, now: number) => until === null || until.getTime() > now;

export type ModerationState = "visible" | "held" | "hidden";

/**
 * How moderated content reaches a viewer: visible content as it is; held or hidden content only to
 * its author, marked; for anyone else it is absent (a hidden chat message becomes a placeholder).
 */
export function moderationView(
  viewerId: string,
  content: { authorId: string; state: ModerationState },
): "shown" | "marked" | "absent" {
  if (content.state === "visible") return "shown";
  return content.authorId === viewerId ? "marked" : "absent";
}

/** The author's mark on their own held or hidden content. */
export function moderationMark(
  viewerId: string,
  content: { authorId: string; state: ModerationState; reason: string | null },
): ModerationMark {
  if (moderationView(viewerId, content) !== "marked" || content.state === "visible") return null;
  return { state: content.state, reason: content.state === "hidden" ? content.reason : null };
}

/** The first of the viewer's chosen sensitive themes that the post talks about (null: show it open). */
export function collapsedThemeFor(
  postThemes: readonly string[],
  viewerThemes: readonly string[],
  isOwnPost: boolean,
): SensitiveTheme | null {
  if (isOwnPost) return null;
  return SENSITIVE_THEMES.find((t) => postThemes.includes(t) && viewerThemes.includes(t)) ?? null;
}
