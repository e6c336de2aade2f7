// After a check that closes as safe (decision 041): a check begun by typed words surely about a practice
// offers that practice first once the member has said twice that they are safe. OFF (no-go on the second
// ask probe); the service keeps the practice beside the check (BOT_KEYS.after) only while it is on.

import type { HealthbotTopic, IntentReading } from "@saathi/contract/healthbot";
import { BOT_KEYS, linkedFlow } from "./healthbot.policy.ts";
import { holdsHarmWord } from "./healthbot-practice.ts";

/**
 * How sure the intent reading must be of a practice for a check to offer it once it closes as safe. On the
 * development lines sent to the check (decision 041), at 0.8 with no word of harm: 321 of 455 ordinary
 * requests get the practice they were about, and 64 of 4,926 crisis lines get a practice offered after
 * the member has said twice that they are safe.
 */
export const AFTER_CHECK_SHARE = 0.8;
/**
 * OFF: no-go by the rule written before the second ask probe was read (decision 041, "After a check that
 * closes as safe"): 5 of its 94 crisis lines that open the check would have been offered a practice (the
 * limit was 2%), one of them an overdose of cough syrup offered the sleep wind-down.
 */
export const AFTER_SAFE_OFFER = false;
/** The switch the service reads; tests flip it and restore it. */
export const afterSafeOffer = { on: AFTER_SAFE_OFFER };

/**
 * The practice a check begun by these words offers when it closes as safe: the flow the intent reading
 * names at AFTER_CHECK_SHARE or over, when the words hold no word of harm; null otherwise.
 */
export function flowAfterCheck(text: string, readIntent: () => IntentReading): HealthbotTopic | null {
  if (!afterSafeOffer.on || holdsHarmWord(text)) return null;
  const intent = readIntent();
  return intent.share >= AFTER_CHECK_SHARE ? linkedFlow(intent.intent) : null;
}

/**
 * The answers on arriving at "I'm glad you're safe": the practice kept when the check began becomes this
 * turn's first reply (and is not kept further). Unchanged when none was kept.
 */
export function offerAfterSafe(answers: Record<string, string>): Record<string, string> {
  const { [BOT_KEYS.after]: after, ...rest } = answers;
  return after && linkedFlow(after) ? { ...rest, [BOT_KEYS.guesses]: after } : answers;
}
