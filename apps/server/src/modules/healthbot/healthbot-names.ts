// A practice or a person named in a word or two (decision 041, "Named in a word or two"): "ब्रीदिंग", "मूड",
// "वरी टाइम", "buddy", "असली इंसान". The intent model reads a word or two in Devanagari as a greeting or as
// nothing ("नीद": greeting 0.50; "मूड": unknown, mood second), so the bot greeted or said it did not
// understand someone who had named what they wanted. A whole message that is one of these names (with a
// please or a "chahiye" at most) is read as that intent; anything longer is the model's to read.
import { HEALTHBOT_TOPIC_TEXT, type HealthbotTopic } from "@saathi/contract/healthbot";
import type { IntentReading } from "../language/index.ts";
import { withFeeling } from "./healthbot-feelings.ts";
import { fold } from "./healthbot-fold.ts";

/** The names of each practice (besides its English menu label) and of a person, as typed in English, Hinglish and Devanagari. */
export const PRACTICE_NAMES: Readonly<Record<HealthbotTopic | "person", readonly string[]>> = {
  mood: ["mood", "mood check", "mood check in", "mood checkin", "मूड", "मूड चेक", "मूड चेक इन", "अपना मूड जाँचें"],
  breathing: [
    "breathing",
    "box breathing",
    "breathing exercise",
    "ब्रीदिंग",
    "ब्रीथिंग",
    "बॉक्स ब्रीदिंग",
    "बॉक्स ब्रीथिंग",
    "ब्रीदिंग एक्सरसाइज",
    "ब्रीदिंग एक्सरसाइज़",
  ],
  grounding: ["grounding", "54321", "5 4 3 2 1", "5 4 3 2 1 grounding", "ग्राउंडिंग", "5 4 3 2 1 ग्राउंडिंग"],
  "thought-record": ["thought record", "थॉट रिकॉर्ड", "थॉट रिकार्ड", "एक विचार को सुलझाएँ"],
  activation: ["activation", "behavioural activation", "behavioral activation", "एक्टिवेशन", "एक छोटा काम तय करें"],
  "worry-time": ["worry time", "वरी टाइम", "चिंता का समय"],
  sleep: ["sleep", "wind down", "neend", "nind", "स्लीप", "नींद", "नीद", "सोने से पहले मन शांत करें"],
  "self-compassion": ["self compassion", "सेल्फ कम्पैशन", "सेल्फ कंपैशन", "सेल्फ कम्पेशन", "खुद के साथ नरमी बरतूँ"],
  "first-session": ["first session", "फर्स्ट सेशन", "पहला सेशन", "अपने पहले सेशन की तैयारी"],
  phq9: ["phq9", "phq 9", "phq", "पीएचक्यू", "पीएचक्यू 9", "पीएचक्यू9"],
  person: [
    "buddy",
    "a buddy",
    "human",
    "a human",
    "real person",
    "a real person",
    "real human",
    "counsellor",
    "counselor",
    "therapist",
    "asli insaan",
    "insaan",
    "बडी",
    "बड्डी",
    "इंसान",
    "असली इंसान",
    "काउंसलर",
    "थेरेपिस्ट",
  ],
};

/** Words that may stand before or after a name and change nothing ("breathing pls", "नींद चाहिए"). */
const POLITE = new Set([
  "please",
  "pls",
  "plz",
  "plss",
  "chahiye",
  "chaiye",
  "chahie",
  "प्लीज़",
  "प्लीज",
  "चाहिए",
  "चाहिये",
]);

/** Each name, folded, to its intent; the menu's own English labels ("Wind down for sleep") name theirs too. */
const BY_NAME = new Map<string, HealthbotTopic | "person">([
  ...(Object.entries(HEALTHBOT_TOPIC_TEXT) as [HealthbotTopic, string][]).map(
    ([topic, label]) => [fold(label), topic] as const,
  ),
  ...Object.entries(PRACTICE_NAMES).flatMap(([intent, names]) =>
    names.map((n) => [fold(n), intent as HealthbotTopic | "person"] as const),
  ),
]);

/** The practice or person a whole message names, or null. */
export function namedIntent(text: string): HealthbotTopic | "person" | null {
  const words = fold(text).split(" ").filter(Boolean);
  while (words.length > 1 && POLITE.has(words.at(-1)!)) words.pop();
  while (words.length > 1 && POLITE.has(words[0]!)) words.shift();
  if (words.length === 0 || words.length > 6) return null;
  return BY_NAME.get(words.join(" ")) ?? null;
}

/** The intent reading, with a named practice or person read as that intent (share 1), and a feeling as its practice. */
export function readIntentNamed(text: string, read: (text: string) => IntentReading): IntentReading {
  const named = namedIntent(text);
  // Not a name: a feeling named in a word or two goes to its practice where the model read none (healthbot-feelings.ts).
  if (!named) return withFeeling(text, read(text));
  const model = read(text);
  return {
    intent: named,
    share: 1,
    ranked: [{ intent: named, share: 1 }, ...model.ranked.filter((r) => r.intent !== named)],
  };
}
