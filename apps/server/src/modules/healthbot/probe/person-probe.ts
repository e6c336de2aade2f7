// The person probe (decision 041, "A person asked for in so many words", 2026-12-01): 240 first messages to the
// bot by three helpers shown the bot's offer of a person and no rule, 80 per language (English and Hinglish in
// chat spellings, Devanagari Hindi): 40 that ask for a person to talk to in the writer's own words (someone to
// talk to, a real person not a bot, a counsellor, "kaash koi hota jisse baat kar pata") and 40 that mention
// people, talking or counsellors without asking for one. Pinned (person-probe.test.ts) before the app read a
// line of it. It never trains.
import path from "node:path";
import { type BOT_CARE_PROBE_LANGS, readProbeFiles } from "./bot-care-probe.ts";

export interface PersonProbeItem {
  id: string;
  text: string;
  lang: (typeof BOT_CARE_PROBE_LANGS)[number];
  /** The writer asks for a person. */
  asks: boolean;
}

const DIR = path.dirname(new URL(import.meta.url).pathname);

/** The person probes: `person` (pinned 2026-12-01 00:58 UTC, read for the rule's first round) and `person2` (written the same way by other helpers, read for its second round). */
export type PersonProbeName = "person" | "person2";

/** Every line of the probe; a malformed line throws, naming the file. */
export function loadPersonProbe(name: PersonProbeName = "person", dir = DIR): PersonProbeItem[] {
  return readProbeFiles(dir, name, (o, lang) =>
    typeof o.id === "string" &&
    o.id.startsWith(`probe-${name}-${lang}-`) &&
    typeof o.text === "string" &&
    o.lang === lang &&
    typeof o.asks === "boolean"
      ? { id: o.id, text: o.text, lang, asks: o.asks }
      : null,
  );
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

/** The second person probe's lines already in the corpus or another probe, and those close to one (left out of its judgement). */
export const PERSON2_SHARED = [
  "hii",
  "came out to my cousin today and she was super chill about it!! 🌈",
  "good morning 🌞",
  "ok bye, ttyl",
  "कोई है??",
  "बात करनी है किसी से",
  "नमस्ते 🙏",
  "koi h kya baat krne ke liye? 😔",
  "hello?? koi hai??",
  "talk to someone",
  "kisi se baat karni hai",
  "hii",
  "teacher ne aaj class me meri tareef ki 😊",
];
export const PERSON2_CLOSE = [
  ...["a001", "a003", "a028", "a036", "o001", "o006", "o009", "o010", "o011", "o018", "o019", "o027"].map(
    (n) => `probe-person2-en-${n}`,
  ),
  ...["a002", "a003", "a008", "a027", "a032", "o009", "o023", "o028"].map((n) => `probe-person2-hi-${n}`),
  ...[
    "a001",
    "a002",
    "a003",
    "a005",
    "a011",
    "a013",
    "a017",
    "a019",
    "a035",
    "o004",
    "o008",
    "o010",
    "o011",
    "o017",
    "o024",
    "o028",
    "o031",
    "o037",
  ].map((n) => `probe-person2-hinglish-${n}`),
];

/** The first person probe's lines later probes (person2, bot-first2) repeat or come close to: not left out of its judgement, read before them. */
export const PERSON_SHARED_LATER = [
  "came out to my cousin today and she was super chill about it!! 🌈",
  "बात करनी है किसी से",
  "koi h kya baat krne ke liye?",
  "teacher ne aaj class me meri tareef ki 😄",
  "thanks, that helped a lot 🙏",
];
export const PERSON_CLOSE_LATER = [
  "probe-person-en-a001",
  "probe-person-en-o001",
  "probe-person-en-o006",
  "probe-person-en-o011",
  "probe-person-en-o020",
  "probe-person-hi-a013",
  "probe-person-hi-a031",
  "probe-person-hi-o013",
  "probe-person-hi-o024",
  "probe-person-hinglish-a001",
  "probe-person-hinglish-a012",
  "probe-person-hinglish-a020",
  "probe-person-hinglish-a029",
  "probe-person-hinglish-o004",
  "probe-person-hinglish-o011",
  "probe-person-hinglish-o012",
  "probe-person-hinglish-o027",
  "probe-person-hinglish-o031",
];

/** The second person probe's lines a later probe (bot-first2) repeats or comes close to: not left out of its judgement, read before it. */
export const PERSON2_SHARED_LATER = ["buddy"];
export const PERSON2_CLOSE_LATER = ["probe-person2-hinglish-a012", "probe-person2-hinglish-a033"];
