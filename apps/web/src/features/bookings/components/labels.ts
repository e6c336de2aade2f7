// Words that arrive as stored English values (specialisations, languages) and the expert's tabs:
// shown in the reader's language, while the values sent to the API stay English.
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ExpertBookingTab } from "@saathi/contract/bookings";

/** A stored specialisation or language in the reader's language (unknown words unchanged): the
 * contract's catalog holds them (EXPERT_TEXT), with the English text as id. */
export const wordOf = (i18n: I18n, word: string): string => i18n._(word);

/** 'No {tab} bookings found', one sentence per tab. */
export const NO_TAB_BOOKINGS: Record<ExpertBookingTab, MessageDescriptor> = {
  upcoming: msg`No upcoming bookings found`,
  history: msg`No history bookings found`,
  cancelled: msg`No cancelled bookings found`,
  completed: msg`No completed bookings found`,
};

/** The tab panel's name: '{tab} bookings'. */
export const TAB_BOOKINGS: Record<ExpertBookingTab, MessageDescriptor> = {
  upcoming: msg`Upcoming bookings`,
  history: msg`History bookings`,
  cancelled: msg`Cancelled bookings`,
  completed: msg`Completed bookings`,
};
