// The words of the featured-expert cards and of the prerendered page's script, in one language,
// from the catalogs. React builds them with the i18n of the moment; the prerender writes them into
// the page (<script type="application/json" id="landing-text">) for static/island.ts.
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { EXPERT_MSG, EXPERT_TEXT, SESSION_TYPE_LABEL } from "@saathi/contract/expert-constants";
import { INTL_LOCALE, isLocale, LOCALE_COOKIE } from "@saathi/contract/locale";
import type { CircleCardText } from "./circle-card-text.ts";
import type { CardText } from "./expert-card-text.ts";

/** What static/island.ts needs besides the cards' words. */
export interface IslandText extends CardText, CircleCardText {
  openMenu: string;
  closeMenu: string;
  /** The cookie that remembers a visitor's language (LOCALE_COOKIE: the contract's module would bring zod). */
  cookie: string;
}

// Placeholders stay placeholders ({avg}, {count}…): expert-card-text.ts `fill` puts the values in.
const REVIEW_ONE = msg({ message: "{avg} ({count} review)" });
const REVIEW_OTHER = msg({ message: "{avg} ({count} reviews)" });
const FEE = msg({ message: "Rs. {rate} for 1 Hour" });
const NEXT = msg({ message: "Next available: {when}" });
const SLIDE = msg({ message: "{n} of {total}" });

const CIRCLE_FREE = msg`Free`;
const CIRCLE_FEE = msg({ message: "Rs. {fee} per seat" });
const SEATS_ONE = msg({ message: "{n} seat left" });
const SEATS_OTHER = msg({ message: "{n} seats left" });
const CIRCLE_FULL = msg`Full — join waitlist`;

const OPEN_MENU = msg`Open menu`;
const CLOSE_MENU = msg`Close menu`;

const keep = {
  avg: "{avg}",
  count: "{count}",
  rate: "{rate}",
  when: "{when}",
  n: "{n}",
  total: "{total}",
  fee: "{fee}",
};

export function cardText(i18n: I18n): CardText {
  const words: Record<string, string> = {};
  // Specialisations and languages are stored in English (spec §9); the contract's catalog (ids are
  // the English text) has what is shown.
  for (const stored of [...EXPERT_TEXT.specialisations, ...EXPERT_TEXT.languages]) words[stored] = i18n._(stored);
  // Session type labels are the contract's (SESSION_TYPE_LABEL: its catalog's ids are the English text).
  for (const [type, label] of Object.entries(SESSION_TYPE_LABEL)) words[type] = i18n._(label);
  return {
    intl: INTL_LOCALE[isLocale(i18n.locale) ? i18n.locale : "en"],
    noRatings: i18n._(EXPERT_MSG.noRatings),
    reviewOne: i18n._({ ...REVIEW_ONE, values: keep }),
    reviewOther: i18n._({ ...REVIEW_OTHER, values: keep }),
    fee: i18n._({ ...FEE, values: keep }),
    next: i18n._({ ...NEXT, values: keep }),
    ask: i18n._(EXPERT_MSG.askAvailability),
    slide: i18n._({ ...SLIDE, values: keep }),
    words,
  };
}

/** The words of a support-circle card (languages come from the expert card's words). */
export function circleText(i18n: I18n): CircleCardText {
  const card = cardText(i18n);
  return {
    intl: card.intl,
    circleFree: i18n._(CIRCLE_FREE),
    circleFee: i18n._({ ...CIRCLE_FEE, values: keep }),
    seatsOne: i18n._({ ...SEATS_ONE, values: keep }),
    seatsOther: i18n._({ ...SEATS_OTHER, values: keep }),
    circleFull: i18n._(CIRCLE_FULL),
    words: card.words,
  };
}

export const islandText = (i18n: I18n): IslandText => ({
  ...circleText(i18n),
  ...cardText(i18n),
  openMenu: i18n._(OPEN_MENU),
  closeMenu: i18n._(CLOSE_MENU),
  cookie: LOCALE_COOKIE,
});
