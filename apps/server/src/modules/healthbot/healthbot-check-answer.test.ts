// The crisis check on an answer at the safety questions (healthbot-check-answer.ts): each sentence, and the message
// without the words of its answer, read alone too, the most urgent reading standing; elsewhere, or with the switch
// off, the whole message only.
import { afterEach, describe, expect, it } from "vitest";
import type { CrisisLevel, CrisisReading } from "../language/index.ts";
import { answerSentences, readAtNode, sentencesOf } from "./healthbot-check-answer.ts";

const reading = (level: CrisisLevel): CrisisReading => ({
  level,
  score: 0.5,
  signals: ["model"],
  means: false,
  hold: false,
});
/** A stand-in crisis check: a rope is imminent, a hit is danger, pills without "safe" are risk, anything else none. */
const read = (t: string): CrisisReading => {
  if (/rope/.test(t)) return reading("imminent");
  if (/hit me/.test(t)) return reading("danger");
  return reading(/pills/.test(t) && !/safe/.test(t) ? "risk" : "none");
};

describe("sentencesOf", () => {
  it("splits at stops, marks, the danda, new lines and emoji, dropping empty parts", () => {
    expect(sentencesOf("safe. rope is here")).toEqual(["safe", "rope is here"]);
    expect(sentencesOf("haan ठीक हूँ। भाई घर पर है!!")).toEqual(["haan ठीक हूँ", "भाई घर पर है"]);
    expect(sentencesOf("totally fine 🙂 with the guy who hit me")).toEqual(["totally fine", "with the guy who hit me"]);
    expect(sentencesOf("...?!")).toEqual([]);
  });
});

describe("readAtNode", () => {
  const was = answerSentences.on;
  afterEach(() => {
    answerSentences.on = was;
  });

  it("at a safety question, with the switch on, the most urgent of the whole and each sentence", () => {
    answerSentences.on = true;
    expect(readAtNode("kaha safe. rope is tied", "safety.ask1", reading("none"), read).level).toBe("imminent");
    expect(readAtNode("totally fine 🙂 with the guy who hit me", "safety.ask2", reading("none"), read).level).toBe(
      "danger",
    );
    expect(readAtNode("yes. my sister is here", "safety.ask1", reading("concern"), read).level).toBe("concern");
    // One sentence, the means beside "safe": the words of the answer taken out, the rest is read alone.
    expect(readAtNode("yes totally safe with the pills in my hand", "safety.ask1", reading("none"), read).level).toBe(
      "risk",
    );
  });

  it("keeps the whole reading for one sentence, at any other node, and with the switch off", () => {
    answerSentences.on = true;
    expect(readAtNode("rope", "safety.ask1", reading("risk"), read).level).toBe("risk");
    expect(readAtNode("safe. rope is here", "flow.start", reading("none"), read).level).toBe("none");
    answerSentences.on = false;
    expect(readAtNode("safe. rope is here", "safety.ask1", reading("none"), read).level).toBe("none");
  });
});
