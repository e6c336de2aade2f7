// Text of a featured-expert card, shared by the React card (featured-experts.tsx) and the prerendered
// page's script (static/island.ts), so a card reads the same on both. The words arrive in a CardText,
// already in the page's language: built from the catalogs in React (landing-text.ts), read from the
// page itself by the script, which carries no Lingui runtime and no catalog. Plain functions only.
import { formatRupees } from "@saathi/contract/expert-constants";
import type { ExpertCard } from "@saathi/contract/experts";

export interface CardText {
  /** The Intl locale of dates and numbers: 'en-IN' or 'hi-IN'. */
  intl: string;
  noRatings: string;
  /** '{avg} ({count} review)': the plural forms, chosen with Intl.PluralRules. */
  reviewOne: string;
  reviewOther: string;
  /** 'Rs. {rate} for 1 Hour'. */
  fee: string;
  /** 'Next available: {when}'. */
  next: string;
  /** 'Ask for availability' (no free slot). */
  ask: string;
  /** '{n} of {total}': a slide's name. */
  slide: string;
  /** Stored English words (specialisations, languages, session types) → shown words. */
  words: Record<string, string>;
}

/** 'Hello {name}' + { name: 'Asha' } → 'Hello Asha'; an unknown placeholder stays as it is. */
export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));

const word = (text: CardText, w: string) => text.words[w] ?? w;

export const specialitiesText = (e: Pick<ExpertCard, "specialisations">, text: CardText) =>
  e.specialisations
    .slice(0, 2)
    .map((s) => word(text, s))
    .join(" · ");

export const waysText = (e: Pick<ExpertCard, "languages" | "sessionTypes">, text: CardText) =>
  `${e.languages.map((l) => word(text, l)).join(", ")} · ${e.sessionTypes.map((t) => word(text, t)).join(", ")}`;

/** '4.5 (12 reviews)', or 'No ratings'. */
export function ratingText(avg: number | null, count: number, text: CardText): string {
  if (!count || avg === null) return text.noRatings;
  const form = new Intl.PluralRules(text.intl).select(count) === "one" ? text.reviewOne : text.reviewOther;
  return fill(form, { avg: avg.toFixed(1), count });
}

/** 'Rs. 1,500 for 1 Hour' from a fee in paise. */
export const feeText = (paise: number, text: CardText) => fill(text.fee, { rate: formatRupees(paise) });

const SLOT_FORMAT: Intl.DateTimeFormatOptions = {
  weekday: "short",
  day: "numeric",
  month: "short",
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
};

/**
 * 'Next available: Mon, 23 Nov, 10:00 am' in the viewer's time zone (as lib/slot-time.ts writes it
 * in the directory), or 'Ask for availability' without a slot.
 */
export function nextText(iso: string | null, text: CardText, timeZone?: string): string {
  if (!iso) return text.ask;
  const when = new Intl.DateTimeFormat(text.intl, { ...SLOT_FORMAT, timeZone }).format(new Date(iso));
  return fill(text.next, { when });
}
