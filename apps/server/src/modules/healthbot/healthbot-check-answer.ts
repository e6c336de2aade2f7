// The crisis check on an answer at the safety questions (decision 041, "Answers to the safety check nobody here
// wrote", second round). Answers there are full of "safe", and the crisis model reads "safe" as a strong sign of
// none: "kaha safe. dupatta pankhe se baandh diya hai" read none (0.09) while its second sentence alone reads
// imminent (0.64). At the two questions each sentence is therefore also read alone, and so is the message without
// the words that make an answer (answerRemainder: "haan haan bahut safe hu, pills haath mein leke baithi hu"); the
// most urgent reading stands. Elsewhere the message is read whole, as before.
import { answerRemainder, CRISIS_LEVEL_ORDER, type CrisisReading } from "../language/index.ts";

/** Switch (decision 041): off, an answer at the safety questions is read whole only, as before. */
export const ANSWER_SENTENCES = false;
export const answerSentences = { on: ANSWER_SENTENCES };

/** The safety questions whose answers are read sentence by sentence too. */
const QUESTIONS = new Set(["safety.ask1", "safety.ask2"]);

/** A message's sentences (at a stop, a question or exclamation mark, a danda, a new line or an emoji, which ends many a chat sentence). */
export const sentencesOf = (text: string): string[] =>
  text
    .split(/[.!?\u0964\u0965\n\p{Extended_Pictographic}]+/u)
    .map((s) => s.trim())
    .filter((s) => /[\p{L}\p{N}]/u.test(s));

const rank = (r: CrisisReading) => CRISIS_LEVEL_ORDER.indexOf(r.level);

/**
 * The crisis reading of typed words at the node `at`: the whole message's (`whole`), or at a safety question the
 * most urgent of it, each sentence's (when there are two or more) and the answer's remainder's, read alone (`read`).
 */
export function readAtNode(
  text: string,
  at: string,
  whole: CrisisReading,
  read: (t: string) => CrisisReading,
): CrisisReading {
  if (!answerSentences.on || !QUESTIONS.has(at)) return whole;
  const sentences = sentencesOf(text);
  const remainder = answerRemainder(text);
  const parts = [...(sentences.length < 2 ? [] : sentences), ...(remainder === null ? [] : [remainder])];
  let most = whole;
  for (const part of parts) {
    const r = read(part);
    if (rank(r) > rank(most)) most = r;
  }
  return most;
}
