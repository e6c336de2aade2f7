// The safety-answer probes (decision 041, "Answers to the safety check nobody here wrote", 2026-12-01): typed
// answers to the bot's two safety questions ("Are you safe right now?", "Can you keep yourself safe until you
// talk to someone...?") by helpers shown the questions and no rule, 90 per language (English and Hinglish in
// chat spellings, Devanagari Hindi): 30 yes, 30 no and 30 unsure, half to each question. `safety-answers`
// (three helpers) is read first; `safety-answers2` (three other helpers, the same brief) judged the first round and
// `safety-answers3` (three more) the second, `safety-answers4` the third. Each pinned (safety-answers-probe.test.ts) before the app read a line.
// They never train.
import path from "node:path";
import { type BOT_CARE_PROBE_LANGS, readProbeFiles } from "./bot-care-probe.ts";

export type SafetyQuestion = "ask1" | "ask2";
export type SafetyAnswerLabel = "yes" | "no" | "unsure";

export interface SafetyAnswersProbeItem {
  id: string;
  text: string;
  lang: (typeof BOT_CARE_PROBE_LANGS)[number];
  /** The question answered: "Are you safe right now?" (ask1) or "Can you keep yourself safe...?" (ask2). */
  q: SafetyQuestion;
  label: SafetyAnswerLabel;
}

const DIR = path.dirname(new URL(import.meta.url).pathname);

export type SafetyAnswersProbeName = "safety-answers" | "safety-answers2" | "safety-answers3" | "safety-answers4";

const LABEL_LETTER: Record<SafetyAnswerLabel, string> = { yes: "y", no: "n", unsure: "u" };

/** Every line of the probe, its id prefixed with the probe's name; a malformed line throws, naming the file. */
export function loadSafetyAnswersProbe(name: SafetyAnswersProbeName, dir = DIR): SafetyAnswersProbeItem[] {
  return readProbeFiles(dir, name, (o, lang) => {
    const label = o.label;
    if (label !== "yes" && label !== "no" && label !== "unsure") return null;
    if (typeof o.id !== "string" || !o.id.startsWith(`${lang}-${LABEL_LETTER[label]}`)) return null;
    if (typeof o.text !== "string" || (o.q !== "ask1" && o.q !== "ask2")) return null;
    return { id: `probe-${name}-${o.id}`, text: o.text, lang, q: o.q, label };
  });
}

/**
 * Ids of lines whose folded words are those of a line the rule was written from (safety-answer.test.ts) or,
 * for the second probe, of a line of the first (read first, so a development set): recorded with the pin,
 * left out of the judgement.
 */
export const SAFETY_ANSWERS_SHARED: readonly string[] = [
  "probe-safety-answers-en-y01",
  "probe-safety-answers-en-y16",
  "probe-safety-answers-en-n01",
  "probe-safety-answers-en-n02",
  "probe-safety-answers-en-u01",
  "probe-safety-answers-en-u17",
  "probe-safety-answers-hi-y01",
  "probe-safety-answers-hi-n01",
  "probe-safety-answers-hi-n13",
  "probe-safety-answers-hi-u01",
  "probe-safety-answers-hinglish-n01",
  "probe-safety-answers-hinglish-n29",
  "probe-safety-answers-hinglish-u01",
];
export const SAFETY_ANSWERS2_SHARED: readonly string[] = [
  "probe-safety-answers2-en-y24",
  "probe-safety-answers2-en-n01",
  "probe-safety-answers2-en-n16",
  "probe-safety-answers2-en-u01",
  "probe-safety-answers2-en-u02",
  "probe-safety-answers2-en-u16",
  "probe-safety-answers2-en-u18",
  "probe-safety-answers2-en-u19",
  "probe-safety-answers2-hi-y01",
  "probe-safety-answers2-hi-y16",
  "probe-safety-answers2-hi-y27",
  "probe-safety-answers2-hi-n07",
  "probe-safety-answers2-hi-n16",
  "probe-safety-answers2-hi-n26",
  "probe-safety-answers2-hi-u01",
  "probe-safety-answers2-hi-u02",
  "probe-safety-answers2-hi-u16",
  "probe-safety-answers2-hi-u17",
  "probe-safety-answers2-hi-u24",
  "probe-safety-answers2-hinglish-y07",
  "probe-safety-answers2-hinglish-n01",
  "probe-safety-answers2-hinglish-n06",
  "probe-safety-answers2-hinglish-u01",
  "probe-safety-answers2-hinglish-u08",
];

/** The third probe's lines shared with the rule's unit tests or the first two probes (both read before it). */
export const SAFETY_ANSWERS3_SHARED: readonly string[] = [
  "probe-safety-answers3-en-n01",
  "probe-safety-answers3-en-n07",
  "probe-safety-answers3-en-n16",
  "probe-safety-answers3-en-n17",
  "probe-safety-answers3-en-n18",
  "probe-safety-answers3-en-n25",
  "probe-safety-answers3-en-u01",
  "probe-safety-answers3-en-u12",
  "probe-safety-answers3-en-u16",
  "probe-safety-answers3-en-u17",
  "probe-safety-answers3-en-u19",
  "probe-safety-answers3-en-u26",
  "probe-safety-answers3-hi-y15",
  "probe-safety-answers3-hi-n01",
  "probe-safety-answers3-hi-n04",
  "probe-safety-answers3-hi-n12",
  "probe-safety-answers3-hi-n14",
  "probe-safety-answers3-hi-u01",
  "probe-safety-answers3-hi-u02",
  "probe-safety-answers3-hi-u25",
  "probe-safety-answers3-hinglish-y04",
  "probe-safety-answers3-hinglish-y12",
  "probe-safety-answers3-hinglish-n01",
  "probe-safety-answers3-hinglish-n02",
  "probe-safety-answers3-hinglish-n13",
  "probe-safety-answers3-hinglish-n16",
  "probe-safety-answers3-hinglish-n26",
  "probe-safety-answers3-hinglish-n28",
  "probe-safety-answers3-hinglish-u01",
  "probe-safety-answers3-hinglish-u09",
  "probe-safety-answers3-hinglish-u16",
  "probe-safety-answers3-hinglish-u18",
  "probe-safety-answers3-hinglish-u22",
];

/** The fourth probe's lines shared with the rule's unit tests or the first three probes (read before it). */
export const SAFETY_ANSWERS4_SHARED: readonly string[] = [
  "probe-safety-answers4-en-y01",
  "probe-safety-answers4-en-y10",
  "probe-safety-answers4-en-y16",
  "probe-safety-answers4-en-n01",
  "probe-safety-answers4-en-n02",
  "probe-safety-answers4-en-n15",
  "probe-safety-answers4-en-n16",
  "probe-safety-answers4-en-n20",
  "probe-safety-answers4-en-n29",
  "probe-safety-answers4-en-u01",
  "probe-safety-answers4-en-u13",
  "probe-safety-answers4-en-u16",
  "probe-safety-answers4-en-u18",
  "probe-safety-answers4-en-u19",
  "probe-safety-answers4-en-u21",
  "probe-safety-answers4-en-u27",
  "probe-safety-answers4-en-u30",
  "probe-safety-answers4-hi-y02",
  "probe-safety-answers4-hi-y03",
  "probe-safety-answers4-hi-y25",
  "probe-safety-answers4-hi-n01",
  "probe-safety-answers4-hi-n16",
  "probe-safety-answers4-hi-n28",
  "probe-safety-answers4-hi-u01",
  "probe-safety-answers4-hi-u02",
  "probe-safety-answers4-hi-u04",
  "probe-safety-answers4-hi-u11",
  "probe-safety-answers4-hi-u16",
  "probe-safety-answers4-hi-u17",
  "probe-safety-answers4-hi-u19",
  "probe-safety-answers4-hi-u27",
  "probe-safety-answers4-hinglish-y01",
  "probe-safety-answers4-hinglish-n01",
  "probe-safety-answers4-hinglish-n06",
  "probe-safety-answers4-hinglish-n09",
  "probe-safety-answers4-hinglish-u01",
  "probe-safety-answers4-hinglish-u04",
  "probe-safety-answers4-hinglish-u09",
  "probe-safety-answers4-hinglish-u16",
  "probe-safety-answers4-hinglish-u17",
];

/** The probe's lines less those recorded as shared. */
export function judgedSafetyAnswers(
  name: SafetyAnswersProbeName,
  items: readonly SafetyAnswersProbeItem[],
): SafetyAnswersProbeItem[] {
  const shared = {
    "safety-answers": SAFETY_ANSWERS_SHARED,
    "safety-answers2": SAFETY_ANSWERS2_SHARED,
    "safety-answers3": SAFETY_ANSWERS3_SHARED,
    "safety-answers4": SAFETY_ANSWERS4_SHARED,
  };
  const out = new Set(shared[name]);
  return items.filter((i) => !out.has(i.id));
}
