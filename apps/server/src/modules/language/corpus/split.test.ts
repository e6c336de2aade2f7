// The frozen test split: the hash of its items (sorted ids, texts and labels) is recorded here, so a
// changed, added, removed or relabelled test item fails this test. The test split is never used to
// tune (train-models.ts reads only the train split; thresholds come from cross-validation there).
import { describe, expect, it } from "vitest";
import { loadCrisisCorpus, loadIntentCorpus } from "./corpus.ts";
import { hashOfItems, sideOf, splitItems } from "./split.ts";

/**
 * Recorded when the split was frozen (2026-11-28 09:56 UTC, corpus of 5,147 crisis and 2,281 intent
 * lines), before the test split was first read.
 */
const FROZEN = {
  crisis: { items: 1043, sha256: "8edbb05ed550203cec21d4e2fee63774c95ee03777c65daf0ba4de5779191d25" },
  intents: { items: 448, sha256: "c392a7b64d3295f45eb6f8ab7f32e5cd0df7cb945eaf0be04a870c409a33fdfd" },
};

const crisis = splitItems(loadCrisisCorpus());
const intents = splitItems(loadIntentCorpus());
const crisisHash = hashOfItems(crisis.test, (i: { level: string; means: boolean; lang: string; kind: string }) =>
  [i.lang, i.level, i.kind, i.means].join("\t"),
);
const intentHash = hashOfItems(intents.test, (i: { intent: string; lang: string }) => [i.lang, i.intent].join("\t"));

describe("the frozen test split", () => {
  it("still holds exactly the crisis test items it held when it was frozen", () => {
    expect({ items: crisis.test.length, sha256: crisisHash }).toEqual(FROZEN.crisis);
  });

  it("still holds exactly the intent test items it held when it was frozen", () => {
    expect({ items: intents.test.length, sha256: intentHash }).toEqual(FROZEN.intents);
  });

  it("puts about a fifth of the items in test, by id alone", () => {
    const all = crisis.train.length + crisis.test.length;
    expect(crisis.test.length / all).toBeGreaterThan(0.15);
    expect(crisis.test.length / all).toBeLessThan(0.25);
    expect(sideOf("en-c-0001")).toBe(sideOf("en-c-0001"));
  });

  it("has unique ids", () => {
    const ids = [...crisis.train, ...crisis.test, ...intents.train, ...intents.test].map((i) => i.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
