// One gentle question a day, the same all day, a new one tomorrow.
import { dayOfYear } from "../shared/days.ts";

export const JOURNAL_PROMPTS = [
  "What is one small thing that went okay today?",
  "How is your body feeling right now, and what might it need?",
  "Who or what made you feel a little lighter recently?",
  "What is on your mind that you would like to set down here?",
  "What is one kind thing you could say to yourself today?",
  "What did you learn about yourself this week?",
  "What is one thing you are looking forward to, however small?",
] as const;

/** Today's prompt, chosen by the day of the year. */
export function promptForDay(date: Date): string {
  return JOURNAL_PROMPTS[dayOfYear(date) % JOURNAL_PROMPTS.length] as string;
}
