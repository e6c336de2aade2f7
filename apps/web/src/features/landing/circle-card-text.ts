// Text of a support-circle card on the landing page, shared by the React section (support-circles.tsx)
// and the prerendered page's script (static/island.ts), so a card reads the same on both. The words
// arrive already in the page's language (landing-text.ts builds them); plain functions only, and only
// type imports from the contract (the landing page carries no zod).

import type { Circle } from "@saathi/contract/circles";
import { formatRupees } from "@saathi/contract/expert-constants";
import { fill } from "./expert-card-text.ts";

/** How many upcoming circles the landing page shows. */
export const LANDING_CIRCLES = 3;

export interface CircleCardText {
  /** The Intl locale of dates: 'en-IN' or 'hi-IN'. */
  intl: string;
  /** 'Free'. */
  circleFree: string;
  /** 'Rs. {fee} per seat'. */
  circleFee: string;
  /** '{n} seat left' / '{n} seats left', chosen with Intl.PluralRules. */
  seatsOne: string;
  seatsOther: string;
  /** 'Full — join waitlist'. */
  circleFull: string;
  /** Stored English words (languages) → shown words. */
  words: Record<string, string>;
}

const WHEN: Intl.DateTimeFormatOptions = {
  weekday: "short",
  day: "numeric",
  month: "short",
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
};

/** The first meeting still scheduled (the listing has only meetings to come). */
const next = (c: Pick<Circle, "occurrences">) => c.occurrences.find((o) => o.status === "scheduled") ?? null;

/** 'Mon, 7 Dec, 6:00 pm' of the next meeting in the viewer's zone (or `timeZone`), '' without one. */
export function circleWhenText(c: Pick<Circle, "occurrences">, text: CircleCardText, timeZone?: string): string {
  const o = next(c);
  return o ? new Intl.DateTimeFormat(text.intl, { ...WHEN, timeZone }).format(new Date(o.startsAt)) : "";
}

/** 'Free' or 'Rs. 300 per seat' from a fee in paise. */
export const circleFeeText = (paise: number, text: CircleCardText) =>
  paise === 0 ? text.circleFree : fill(text.circleFee, { fee: formatRupees(paise) });

/** '3 seats left' or 'Full — join waitlist' for the next meeting. */
export function circleSeatsText(c: Pick<Circle, "occurrences">, text: CircleCardText): string {
  const o = next(c);
  if (!o || o.seatsLeft <= 0) return text.circleFull;
  const form = new Intl.PluralRules(text.intl).select(o.seatsLeft) === "one" ? text.seatsOne : text.seatsOther;
  return fill(form, { n: o.seatsLeft });
}

export const circleLanguageText = (c: Pick<Circle, "language">, text: CircleCardText) =>
  text.words[c.language] ?? c.language;
