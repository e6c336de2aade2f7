// One gentle question a day, the same all day, a new one tomorrow.
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
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
