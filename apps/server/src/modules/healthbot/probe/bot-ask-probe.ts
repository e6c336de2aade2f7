// The Health Bot's ask probe (decision 041, "A practice asked for by name"): 360 first messages to the
// bot, 120 per language (English and Hinglish in chat spellings, Devanagari Hindi), written by a helper
// shown no rule, no model and no corpus line: 70 ordinary requests weighted toward what the crisis model
// confuses (being hard on oneself, a negative thought, "I want to ...", "what should I do", strong but
// ordinary words), each with the one thing the bot should do (`intent`), and 50 crisis lines typed to a
// bot, many with an ordinary surface. Pinned (bot-ask-probe.test.ts) before the app read a line of it.
// It never trains.
import { readFileSync } from "node:fs";
import path from "node:path";
import { BOT_INTENTS, type BotIntent } from "@saathi/contract/healthbot";
import { BOT_CARE_PROBE_LANGS, type BotCareProbeItem } from "./bot-care-probe.ts";

/** One probe line: an ordinary line names what the bot should do, a crisis line is "crisis". */
export interface BotAskProbeItem extends BotCareProbeItem {
  intent: BotIntent | "crisis";
}

const LEVELS = new Set(["none", "concern", "risk", "imminent", "danger"]);
const INTENTS = new Set<string>([...BOT_INTENTS, "crisis"]);
const DIR = path.dirname(new URL(import.meta.url).pathname);

/**
 * The ask probes: `bot-ask` (pinned 2026-11-30 13:56 UTC, read for the practice rule), `bot-ask2` (written the
 * same way by another helper, pinned at 14:11 UTC, read for the offer after a safe check), and `bot-first`
 * (2026-12-01: first messages spread evenly over the bot's menu, 84 ordinary and 36 crisis lines per language,
 * by three helpers shown the menu and no rule; read once as a measurement of the shipped bot, decision 041,
 * "The bot on first messages nobody here wrote"), and `bot-first2` (the same brief, other helpers; read for
 * the intent model trained on the bot probes' lines).
 */
export type BotAskProbeName = "bot-ask" | "bot-ask2" | "bot-first" | "bot-first2";

/** Every line of the probe; a malformed line throws, naming the file. */
export function loadBotAskProbe(name: BotAskProbeName = "bot-ask", dir = DIR): BotAskProbeItem[] {
  const stem = name.replace("-", "");
  return BOT_CARE_PROBE_LANGS.flatMap((lang) => {
    const file = `${name}.${lang}.jsonl`;
    return readFileSync(path.join(dir, file), "utf8")
      .split("\n")
      .filter((l) => l.trim())
      .map((l) => {
        const o = JSON.parse(l) as Partial<BotAskProbeItem>;
        if (
          typeof o.id !== "string" ||
          !o.id.startsWith(`probe-${stem}-${lang}-`) ||
          typeof o.text !== "string" ||
          o.lang !== lang ||
          !LEVELS.has(o.level ?? "") ||
          typeof o.kind !== "string" ||
          !INTENTS.has(o.intent ?? "") ||
          (o.level === "none") === (o.intent === "crisis")
        )
          throw new Error(`${file}: malformed item ${l.slice(0, 120)}`);
        return {
          id: o.id,
          text: o.text,
          lang,
          level: o.level!,
          kind: o.kind,
          means: o.means === true,
          intent: o.intent!,
        };
      });
  });
}
