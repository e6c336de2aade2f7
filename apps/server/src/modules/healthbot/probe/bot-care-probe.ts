// The Health Bot's care probe (decision 041, "A lower bar in the Health Bot"): 180 hand-written first
// messages to the bot, 60 per language (English and Hinglish in chat spellings, Devanagari Hindi), half
// crisis written the way young people type to a bot (loneliness that turns dark, passive wishes, a
// burden, hopelessness, self-harm, a plan, someone hurting me), half ordinary requests (sleep, exam
// stress, breathing, a greeting, "what can you do", a low day). Written from these kinds, not from
// corpus lines, and pinned (bot-care-probe.test.ts) before any bar was scored on it. It never trains.
import { readFileSync } from "node:fs";
import path from "node:path";

export const BOT_CARE_PROBE_LANGS = ["en", "hi", "hinglish"] as const;
export type BotCareProbeLang = (typeof BOT_CARE_PROBE_LANGS)[number];

/** One probe line: `level` none is an ordinary bot message, any other level a crisis. */
export interface BotCareProbeItem {
  id: string;
  text: string;
  lang: BotCareProbeLang;
  level: "none" | "concern" | "risk" | "imminent" | "danger";
  kind: string;
  means: boolean;
}

const LEVELS = new Set(["none", "concern", "risk", "imminent", "danger"]);
const DIR = path.dirname(new URL(import.meta.url).pathname);

/** Every line of the probe; a malformed line throws, naming the file. */
export function loadBotCareProbe(dir = DIR): BotCareProbeItem[] {
  return BOT_CARE_PROBE_LANGS.flatMap((lang) => {
    const file = `bot-care.${lang}.jsonl`;
    return readFileSync(path.join(dir, file), "utf8")
      .split("\n")
      .filter((l) => l.trim())
      .map((l) => {
        const o = JSON.parse(l) as Partial<BotCareProbeItem>;
        if (
          typeof o.id !== "string" ||
          !o.id.startsWith("probe-") ||
          typeof o.text !== "string" ||
          o.lang !== lang ||
          !LEVELS.has(o.level ?? "") ||
          typeof o.kind !== "string"
        )
          throw new Error(`${file}: malformed item ${l.slice(0, 120)}`);
        return { id: o.id, text: o.text, lang, level: o.level!, kind: o.kind, means: o.means === true };
      });
  });
}

/**
 * Each language's file `<stem>.<lang>.jsonl` in `dir`, every line through `read`, which returns the item or null
 * for a malformed line (then this throws, naming the file).
 */
export function readProbeFiles<T>(
  dir: string,
  stem: string,
  read: (o: Record<string, unknown>, lang: (typeof BOT_CARE_PROBE_LANGS)[number]) => T | null,
): T[] {
  return BOT_CARE_PROBE_LANGS.flatMap((lang) => {
    const file = `${stem}.${lang}.jsonl`;
    return readFileSync(path.join(dir, file), "utf8")
      .split("\n")
      .filter((l) => l.trim())
      .map((l) => {
        const item = read(JSON.parse(l) as Record<string, unknown>, lang);
        if (item === null) throw new Error(`${file}: malformed item ${l.slice(0, 120)}`);
        return item;
      });
  });
}
