// FALLBACK until the language module exports readIntent (trained on the intents corpus): the same
// name and shape, so the service swaps to `import { readIntent } from "../language/index.ts"` in one
// line and this file goes. It reads a greeting and a request for a person from short phrase lists,
// the worries a text names (packages/contract/src/worries.ts) for the flow that fits them, then the
// team's small intent network (healthbot.intents.ts).
import type { BotIntent, HealthbotTopic, IntentReading } from "@saathi/contract/healthbot";
import { matchWorries, type WorryId } from "@saathi/contract/worries";
import { INTENT_THRESHOLD, rankTopics } from "./healthbot.intents.ts";

const fold = (text: string) =>
  ` ${text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/['\u2019]/gu, "")
    .replace(/[^\p{L}\p{M}\p{N}\s]/gu, " ")
    .replace(/([a-z])\1{2,}/gu, "$1")
    .replace(/\s+/gu, " ")
    .trim()} `;

/** A whole message that only greets or thanks (a word or two around it). */
const GREETING =
  /^ (?:(?:hi|hii|hello|helo|hey|heya|hiya|yo|namaste|namaskar|namasté|hola|salaam|salam|good (?:morning|afternoon|evening|night)|gm|thanks|thank you|thankyou|thx|ty|shukriya|dhanyavad|dhanyawad|नमस्ते|नमस्कार|धन्यवाद|शुक्रिया|हेलो|हाय)(?: (?:there|bot|saathi|ji|yaar|dost|friend|so much|a lot|again|everyone|all))* )+$/u;

/** Asking for a human: a counsellor, a therapist, someone to talk to, a buddy. */
const PERSON =
  / (?:someone|somebody|some one|a person|real person|real human|human|people) (?:to talk|i can talk|to listen|who (?:can|will) listen)| talk to (?:someone|somebody|a person|a human|a real|an expert|a counsell?or|a therapist|a psychologist|a doctor|a buddy|a friend)| (?:counsell?or|therapist|psychologist|psychiatrist|expert|buddy)s? | (?:speak|talk|chat) (?:with|to) (?:a |an )?(?:human|person|expert|counsell?or|therapist)| kisi se baat| kisise baat| kisi insaan| insaan se| koi (?:hai|ho) jo| baat karni hai| baat karna hai| baat karne ke liye| किसी से बात| किसी इंसान| इंसान से| बात करनी है| बात करना है| काउंसलर| थेरेपिस्ट| मनोवैज्ञानिक/u;

/** The flow that fits a worry the text names (a named worry outweighs the network's filler words). */
const FLOW_FOR_WORRY: Partial<Record<WorryId, HealthbotTopic>> = {
  sleep: "sleep",
  anxiety: "breathing",
  stress: "breathing",
  depression: "mood",
  loneliness: "self-compassion",
  self_esteem: "self-compassion",
  exam: "worry-time",
};

/** Words of going to bed that the worries do not list. */
const BEDTIME = / (?:bed|bedtime|before sleep|fall asleep|raat ko|sone se pehle|sone ke|सोने से पहले|सोने के)/u;

const reading = (intent: BotIntent, ranked: IntentReading["ranked"]): IntentReading => ({
  intent,
  share: ranked.find((r) => r.intent === intent)?.share ?? 1,
  ranked,
});

export function readIntent(text: string): IntentReading {
  const t = fold(text);
  const topics = rankTopics(text).map((r) => ({ intent: r.topic as BotIntent, share: r.share }));
  if (GREETING.test(t)) return reading("greeting", [{ intent: "greeting", share: 1 }, ...topics]);
  if (PERSON.test(t)) return reading("person", [{ intent: "person", share: 1 }, ...topics]);
  const named = matchWorries(text)
    .map((w) => FLOW_FOR_WORRY[w])
    .find(Boolean);
  const flow = named ?? (BEDTIME.test(t) ? "sleep" : null);
  if (flow) {
    const ranked = [{ intent: flow as BotIntent, share: 1 }, ...topics.filter((r) => r.intent !== flow)];
    return reading(flow, ranked);
  }
  const best = topics[0];
  if (best && best.share >= INTENT_THRESHOLD) return reading(best.intent, topics);
  return { intent: "unknown", share: best?.share ?? 0, ranked: topics };
}
