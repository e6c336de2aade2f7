// The reasons of a match in words, in the language shown: 'Speaks Hindi · works with exam stress ·
// free tomorrow 7 pm'. The server sends codes and values; the words are here.
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { MatchReason } from "@saathi/contract/matching";
import type { Relaxable } from "@saathi/contract/matching-constants";
import type { WorryId } from "@saathi/contract/worries";
import { formatDate, formatMoney, formatTime } from "../../../lib/i18n/format.ts";
import { tx } from "../../../lib/i18n/translate.ts";

/** 'Works with …' per worry, in words a member would use. */
const WORKS_WITH: Record<WorryId, MessageDescriptor> = {
  anxiety: msg`works with anxiety`,
  stress: msg`works with stress`,
  sleep: msg`works with sleep troubles`,
  depression: msg`works with low mood`,
  relationship: msg`works with relationships`,
  exam: msg`works with exam stress`,
  loneliness: msg`works with loneliness`,
  anger: msg`works with anger`,
  grief: msg`works with grief and loss`,
  family: msg`works with family matters`,
  work: msg`works with work stress`,
  self_esteem: msg`works with self-esteem`,
  teen: msg`works with teens`,
};

/** What a match misses of the member's choices (shown only when too few met them all). */
export const MISS_TEXT: Record<Relaxable, MessageDescriptor> = {
  mode: msg`Does not offer the kind of session you chose`,
  budget: msg`Above your budget`,
  gender: msg`Not the gender you chose`,
  language: msg`Does not speak the language you chose`,
};

/** The choices loosened, for the note above the list. */
export const RELAXED_TEXT: Record<Relaxable, MessageDescriptor> = {
  mode: msg`video or voice`,
  budget: msg`budget`,
  gender: msg`gender`,
  language: msg`language`,
};

const DAY_MS = 86_400_000;
/** Local midnight of a time, to compare calendar days in the viewer's zone. */
const dayStart = (ms: number) => {
  const d = new Date(ms);
  d.setHours(0, 0, 0, 0);
  return d.getTime();
};

/** 'free today 7 pm', 'free tomorrow 7 pm', 'free Thu 3 Dec, 7 pm'. */
export function slotWords(i18n: I18n, startsAt: string, now = Date.now()): string {
  const at = Date.parse(startsAt);
  const time = formatTime(at);
  const days = Math.round((dayStart(at) - dayStart(now)) / DAY_MS);
  if (days <= 0) return i18n._(msg`free today ${time}`);
  if (days === 1) return i18n._(msg`free tomorrow ${time}`);
  const day = formatDate(at, { weekday: "short", day: "numeric", month: "short" });
  return i18n._(msg`free ${day}, ${time}`);
}

/** One reason in words. */
export function reasonWords(i18n: I18n, r: MatchReason, now = Date.now()): string {
  switch (r.code) {
    case "language": {
      const language = tx(r.language);
      return i18n._(msg`Speaks ${language}`);
    }
    case "worry":
      return i18n._(WORKS_WITH[r.worry]);
    case "slot":
      return slotWords(i18n, r.startsAt, now);
    case "gender":
      return r.gender === "woman"
        ? i18n._(msg`a woman, as you asked`)
        : r.gender === "man"
          ? i18n._(msg`a man, as you asked`)
          : i18n._(msg`non-binary, as you asked`);
    case "budget": {
      const fee = formatMoney(r.feePaise);
      return i18n._(msg`${fee} an hour, within your budget`);
    }
    case "mode":
      return r.mode === "video" ? i18n._(msg`offers video`) : i18n._(msg`offers voice calls`);
    case "rating": {
      const rating = r.rating.toFixed(1);
      const count = r.count;
      return i18n._(msg`rated ${rating} by ${count} members`);
    }
    case "experience": {
      const years = r.years;
      return i18n._(msg`${years} years of experience`);
    }
    default:
      return "";
  }
}

/** The reasons as one line, the first letter capitalised: 'Speaks Hindi · works with exam stress · free tomorrow 7 pm'. */
export function reasonsLine(i18n: I18n, reasons: readonly MatchReason[], max = 4, now = Date.now()): string {
  let worries = 0;
  const line = reasons
    .filter((r) => r.code !== "worry" || ++worries <= 2)
    .slice(0, max)
    .map((r) => reasonWords(i18n, r, now))
    .filter(Boolean)
    .join(" · ");
  return line.charAt(0).toLocaleUpperCase() + line.slice(1);
}
