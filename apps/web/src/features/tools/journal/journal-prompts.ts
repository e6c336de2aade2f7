// One gentle question a day, the same all day, a new one tomorrow.
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { CARE_PLAN_LIMITS } from "@saathi/contract/care-plan";
import { dayOfYear } from "../shared/days.ts";

export const JOURNAL_PROMPTS: readonly MessageDescriptor[] = [
  msg`What is one small thing that went okay today?`,
  msg`How is your body feeling right now, and what might it need?`,
  msg`Who or what made you feel a little lighter recently?`,
  msg`What is on your mind that you would like to set down here?`,
  msg`What is one kind thing you could say to yourself today?`,
  msg`What did you learn about yourself this week?`,
  msg`What is one thing you are looking forward to, however small?`,
];

/** Today's prompt, chosen by the day of the year (shown with i18n._). */
export function promptForDay(date: Date): MessageDescriptor {
  return JOURNAL_PROMPTS[dayOfYear(date) % JOURNAL_PROMPTS.length] as MessageDescriptor;
}

/** The prompt above the writing box: today's, or the one a link named (a counsellor's). */
export interface JournalPrompt {
  text: string;
  linked: boolean;
}

/** The longest prompt a link may carry (a counsellor's prompt is at most this long). */
export const LINKED_PROMPT_MAX = CARE_PLAN_LIMITS.ref;

/** Control characters, and the invisible marks that reorder text (they could disguise what it says). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const INVISIBLE = /[\u0000-\u001F\u007F-\u009F\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/g;

/**
 * The prompt a link names (`/daily-journal?prompt=…`, homework from a counsellor) as plain text to show:
 * invisible and control characters become spaces, spaces are folded, and it is cut at
 * LINKED_PROMPT_MAX characters (whole characters, never half an emoji). Null when nothing is left.
 * It is only ever rendered as text, never as HTML.
 */
export function promptFromLink(raw: string | null): string | null {
  if (!raw) return null;
  const text = raw.replace(INVISIBLE, " ").replace(/\s+/g, " ").trim();
  const chars = Array.from(text);
  const cut =
    chars.length > LINKED_PROMPT_MAX
      ? `${chars
          .slice(0, LINKED_PROMPT_MAX - 1)
          .join("")
          .trimEnd()}…`
      : text;
  return cut || null;
}
