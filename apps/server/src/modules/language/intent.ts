// readIntent (decision 034): the Health Bot intent model over the same hashed features.
import { featuresOf, modelNormalised } from "./features.ts";
import { readLexicon } from "./lexicon-check.ts";
import { predict } from "./logistic.ts";
import { loadModel } from "./models.ts";

export const BOT_INTENTS = [
  "mood",
  "breathing",
  "grounding",
  "thought-record",
  "activation",
  "worry-time",
  "sleep",
  "self-compassion",
  "first-session",
  "phq9",
  "person",
  "greeting",
  "unknown",
] as const;
export type BotIntent = (typeof BOT_INTENTS)[number];

export interface IntentReading {
  /** The likeliest intent, or unknown when none is likely enough. */
  intent: BotIntent;
  /** Its share (0-1). */
  share: number;
  /** Every intent but unknown, likeliest first (the bot offers the first three when it did not understand). */
  ranked: { intent: BotIntent; share: number }[];
}

/** The intent chosen from probabilities: the likeliest, or unknown when it is not likely enough. */
export function chooseIntent(probs: ArrayLike<number>, unknown: number, minShare: number): number {
  let top = 0;
  for (let k = 1; k < probs.length; k += 1) if (probs[k]! > probs[top]!) top = k;
  return probs[top]! < minShare ? unknown : top;
}

/** The share a greeting needs to be read as one (a plain "hi" reads at 0.9 and more). */
const GREETING_SHARE = 0.5;

const round = (n: number) => Math.round(n * 1000) / 1000;

export function readIntent(text: string): IntentReading {
  const { file, model } = loadModel("intents");
  const labels = file.labels as BotIntent[];
  const normalised = modelNormalised(text);
  const probs = predict(model, featuresOf(normalised.text, 1 << 18, readLexicon(normalised).signals));
  const unknown = labels.indexOf("unknown");
  let chosen = text.trim() ? chooseIntent(probs, unknown, file.settings.minShare ?? 0) : unknown;
  // Greeting is where words the model does not know drift ("qwerty zxcvb", "he frowned"): a greeting
  // must be the clear reading, or nothing fits and the bot offers the three likeliest flows.
  if (labels[chosen] === "greeting" && probs[chosen]! < GREETING_SHARE) chosen = unknown;
  const ranked = labels
    .map((intent, k) => ({ intent, share: round(probs[k]!) }))
    .filter((r) => r.intent !== "unknown")
    .sort((a, b) => b.share - a.share);
  return { intent: labels[chosen]!, share: round(probs[chosen]!), ranked };
}
