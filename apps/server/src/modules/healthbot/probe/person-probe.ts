// The person probe (decision 041, "A person asked for in so many words", 2026-12-01): 240 first messages to the
// bot by three helpers shown the bot's offer of a person and no rule, 80 per language (English and Hinglish in
// chat spellings, Devanagari Hindi): 40 that ask for a person to talk to in the writer's own words (someone to
// talk to, a real person not a bot, a counsellor, "kaash koi hota jisse baat kar pata") and 40 that mention
// people, talking or counsellors without asking for one. Pinned (person-probe.test.ts) before the app read a
// line of it. It never trains.
import { readFileSync } from "node:fs";
import path from "node:path";
import { BOT_CARE_PROBE_LANGS } from "./bot-care-probe.ts";

export interface PersonProbeItem {
  id: string;
  text: string;
  lang: (typeof BOT_CARE_PROBE_LANGS)[number];
  /** The writer asks for a person. */
  asks: boolean;
}

const DIR = path.dirname(new URL(import.meta.url).pathname);

/** Every line of the probe; a malformed line throws, naming the file. */
export function loadPersonProbe(dir = DIR): PersonProbeItem[] {
  return BOT_CARE_PROBE_LANGS.flatMap((lang) => {
    const file = `person.${lang}.jsonl`;
    return readFileSync(path.join(dir, file), "utf8")
      .split("\n")
      .filter((l) => l.trim())
      .map((l) => {
        const o = JSON.parse(l) as Partial<PersonProbeItem>;
        if (
          typeof o.id !== "string" ||
          !o.id.startsWith(`probe-person-${lang}-`) ||
          typeof o.text !== "string" ||
          o.lang !== lang ||
          typeof o.asks !== "boolean"
        )
          throw new Error(`${file}: malformed item ${l.slice(0, 120)}`);
        return { id: o.id, text: o.text, lang, asks: o.asks };
      });
  });
}

/** Lines already in the corpus or another probe, and the ids of those within 0.65 word overlap of one: recorded with the pin, left out of the judgement. */
export const PERSON_SHARED = [
  "talk to someone?",
  "hi 👋",
  "good morning!",
  "ok bye",
  "कोई है?",
  "कोईईई है??? 😭",
  "नमस्ते 🙏",
  "थैंक यू 🙏",
  "hi",
  "therapist chahiye",
  "hii 👋",
];
export const PERSON_CLOSE = [
  ...["a002", "a003", "a004", "a007", "a019", "a023", "o009", "o010", "o013", "o027"].map(
    (n) => `probe-person-en-${n}`,
  ),
  ...["a001", "a002", "a011", "a012", "a016", "a024", "o001", "o023", "o034", "o040"].map(
    (n) => `probe-person-hi-${n}`,
  ),
  ...["a008", "a009", "a031", "o009", "o022"].map((n) => `probe-person-hinglish-${n}`),
];
