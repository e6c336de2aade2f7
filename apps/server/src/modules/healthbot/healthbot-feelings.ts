// A feeling named in a word or two (decision 041, "A feeling in a word"): "stressed", "sad", "tired", "तनाव",
// "angry" got "I'm a simple bot" and three flows, and "डर", "dar", "thakan" a greeting: the intent model reads a
// lone word it has seen in few sentences as nothing, or as hello. A whole message that is one feeling (with "I
// feel", "bahut", "hai", "लग रहा है" around it at most) goes to the practice made for it, but only where the model
// read no practice and no person: where it did ("anxious": breathing), its reading stands. The crisis check reads
// first, as on every turn: a feeling read as concern gets the gentle answer, with this practice suggested.
import type { HealthbotTopic } from "@saathi/contract/healthbot";
import { emojiOnlyWeight, type IntentReading } from "../language/index.ts";
import { fold } from "./healthbot-fold.ts";

/** Feelings, as typed in English, Hinglish and Devanagari, by the practice made for them. */
export const FEELINGS: Readonly<Partial<Record<HealthbotTopic, readonly string[]>>> = {
  // A low or lonely mood: the check-in names it and offers what fits.
  mood: [
    "sad",
    "so sad",
    "low",
    "down",
    "upset",
    "lonely",
    "alone",
    "mood off",
    "mood kharab",
    "udaas",
    "udas",
    "dukhi",
    "akela",
    "akeli",
    "akelapan",
    "उदास",
    "दुखी",
    "अकेला",
    "अकेली",
    "अकेलापन",
    "मूड ऑफ",
    "मूड खराब",
    "मूड ख़राब",
  ],
  // Stress and anger in the body: slow breathing first.
  breathing: [
    "stressed",
    "stressed out",
    "stress",
    "tension",
    "tensed",
    "tense",
    "angry",
    "gussa",
    "irritated",
    "frustrated",
    "restless",
    "nervous",
    "overwhelmed",
    "pareshan",
    "bechain",
    "bechaini",
    "chidchida",
    "तनाव",
    "टेंशन",
    "स्ट्रेस",
    "परेशान",
    "गुस्सा",
    "बेचैन",
    "बेचैनी",
    "चिड़चिड़ा",
  ],
  // Fear: back to the room, sense by sense.
  grounding: ["scared", "afraid", "frightened", "dar", "darr", "dara hua", "dari hui", "डर", "डरा हुआ", "डरी हुई"],
  // Worn out: the wind-down.
  sleep: [
    "tired",
    "exhausted",
    "sleepy",
    "thaka",
    "thaki",
    "thaka hua",
    "thaki hui",
    "thakan",
    "थका",
    "थकी",
    "थकान",
    "थका हुआ",
  ],
  // Nothing moves: one small thing.
  activation: ["bored", "unmotivated", "demotivated", "lazy", "stuck", "bore", "aalas", "aalsi", "बोर", "आलस", "आलसी"],
  // Worry: a time for it.
  "worry-time": ["worried", "worry", "chinta", "fikr", "overthinking", "चिंता", "फ़िक्र", "फिक्र"],
  // Guilt and shame: kindness to oneself.
  "self-compassion": ["guilty", "ashamed", "sharminda", "sharam", "शर्मिंदा", "शर्म"],
};

/** Words that may stand before a feeling ("I feel", "bahut", "मुझे", "aaj"), each a whole word or phrase. */
const BEFORE =
  "i|im|i m|i am|am|feeling|feel|i feel|i m feeling|im feeling|so|very|too|really|a bit|bit|kinda|quite|bahut|bohot|bht|bhot|thoda|thodi|mai|main|me|mujhe|muje|aaj|abhi|today|मैं|मुझे|बहुत|थोड़ा|थोड़ी|आज|अभी";
/** Words that may stand after it ("hai", "ho raha hai", "लग रहा है", "today"). */
const AFTER =
  "hu|hoon|hun|hai|h|hain|ho raha hai|ho rahi hai|lag raha hai|lag rahi hai|lagta hai|lagti hai|feel ho raha hai|today|aaj|right now|yaar|yr|हूँ|हूं|है|हो रहा है|हो रही है|लग रहा है|लग रही है|लगता है|लगती है|महसूस हो रहा है|महसूस हो रही है|यार";

const BY_FEELING = new Map<string, HealthbotTopic>(
  Object.entries(FEELINGS).flatMap(([topic, words]) => words.map((w) => [fold(w), topic as HealthbotTopic] as const)),
);
const FEELING = new RegExp(
  `^(?:(?:${BEFORE}) )*(${[...BY_FEELING.keys()].sort((a, b) => b.length - a.length).join("|")})(?: (?:${AFTER}))*$`.normalize(
    "NFKC",
  ),
  "u",
);

/** The practice for the one feeling a whole message names, or null. */
export function feelingIntent(text: string): HealthbotTopic | null {
  const folded = fold(text);
  if (folded.length > 60) return null;
  const m = FEELING.exec(folded);
  return m ? (BY_FEELING.get(m[1]!) ?? null) : null;
}

/** Whether the model read a practice or a person (then its reading stands). */
const readsSomething = (r: IntentReading) => r.intent !== "unknown" && r.intent !== "greeting";

/** The model's reading, or, where it read nothing that fits, the practice for the feeling named (share 1). */
export function withFeeling(text: string, model: IntentReading): IntentReading {
  if (readsSomething(model)) return model;
  // Sad faces alone ("😭😭😭", "🥺") are a feeling too: the mood check-in, not a greeting.
  const felt = feelingIntent(text) ?? (emojiOnlyWeight(text) === "sad" ? "mood" : null);
  if (!felt) return model;
  return {
    intent: felt,
    share: 1,
    ranked: [{ intent: felt, share: 1 }, ...model.ranked.filter((r) => r.intent !== felt)],
  };
}
