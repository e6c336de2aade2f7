// "Imminent" from a goodbye needs company (crisis-decision.ts decideWithGoodbye, decision 034): the
// rule on its own, with readings made by hand, so it is proved whether or not the shipped reader uses it.
import { describe, expect, it } from "vitest";
import { type ChunkReading, type CrisisSettings, decideWithGoodbye, hasCompany } from "./crisis-decision.ts";
import { modelNormalised } from "./features.ts";
import { withoutGoodbyeWords } from "./lexicon-check.ts";

const settings: CrisisSettings = { threshold: 0.25, lexiconStrong: 0.5, lexiconFloor: 0.25, meansThreshold: 0.8 };
/** A reading with the given P(none) and the rest on one class (2 risk, 3 imminent). */
const reading = (none: number, k: number, text: string, signals: string[] = []): ChunkReading => {
  const probs = [none, 0, 0, 0, 0];
  probs[k] = 1 - none;
  return {
    probs,
    meansShare: 0,
    lexicon: { masked: modelNormalised(text).text, signals, total: signals.length, method: 0 },
  };
};

describe("a goodbye needs company", () => {
  it("reads an imminent goodbye without company again without its words of leave-taking", () => {
    const text = "heading out for the night bus, bye everyone";
    const d = decideWithGoodbye(reading(0.2, 3, text, ["en.goodbye"]), settings, () => reading(0.9, 3, "for the bus"));
    expect(d.level).toBe("none");
  });

  it("keeps imminent when the reading without the goodbye is still imminent", () => {
    const text = "tonight after everyone sleeps";
    const d = decideWithGoodbye(reading(0.1, 3, text), settings, () => reading(0.2, 3, "after sleeps"));
    expect(d.level).toBe("imminent");
  });

  it("takes the level the reading without the goodbye gives (risk stays risk)", () => {
    const d = decideWithGoodbye(reading(0.1, 3, "bye, i can't take this"), settings, () =>
      reading(0.5, 2, "i cant take this"),
    );
    expect(d.level).toBe("risk");
  });

  it("keeps imminent with company: finality, a place, another lexicon signal, or recent risky lines", () => {
    const withoutIt = () => reading(0.95, 3, "");
    for (const text of [
      "bye forever guys",
      "alvida, mujhe dhoondhna mat",
      "आज रात पुल पर जा रहा हूँ",
      "last message from me",
    ])
      expect(decideWithGoodbye(reading(0.1, 3, text), settings, withoutIt).level, text).toBe("imminent");
    expect(decideWithGoodbye(reading(0.1, 3, "bye", ["en.want-to-die"]), settings, withoutIt).level).toBe("imminent");
    expect(decideWithGoodbye(reading(0.1, 3, "bye"), settings, withoutIt, true).level).toBe("imminent");
    expect(hasCompany({ signals: ["en.goodbye", "context.report"], masked: "bye everyone" })).toBe(false);
  });

  it("leaves other levels alone, and text with no words of leave-taking has nothing to read again", () => {
    expect(decideWithGoodbye(reading(0.1, 2, "bye"), settings, () => reading(0.95, 2, "")).level).toBe("risk");
    expect(withoutGoodbyeWords(modelNormalised("what a lovely morning").text)).toBeUndefined();
    expect(withoutGoodbyeWords(modelNormalised("I'm off to Goa tonight, bye").text)).toBe("im goa");
  });
});
