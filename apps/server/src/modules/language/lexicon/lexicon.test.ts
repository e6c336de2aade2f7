// Every lexicon entry matches its own examples after normalisation, so an edit that breaks a pattern
// (a typo, a bad escape, a word squashed differently) fails here and names the entry.
import { describe, expect, it } from "vitest";
import { compilePattern } from "../lexicon-check.ts";
import { normalise } from "../normalise.ts";
import { contexts, masks } from "./context.ts";
import { englishMethods, englishSignals } from "./english.ts";
import { everydayGoodbyeAnchors } from "./goodbye-everyday.ts";
import { goodbyeCompany, goodbyeWords } from "./goodbye-words.ts";
import { hindiMethods, hindiSignals } from "./hindi.ts";

const entries = [...englishSignals, ...englishMethods, ...hindiSignals, ...hindiMethods, ...masks, ...contexts];
const goodbyeEntries = [...goodbyeWords, ...goodbyeCompany, ...everydayGoodbyeAnchors];

describe("crisis lexicon", () => {
  it("has unique ids and examples for every entry", () => {
    const ids = entries.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(entries.filter((e) => e.examples.length === 0).map((e) => e.id)).toEqual([]);
  });

  it.each(goodbyeEntries.map((e) => [e.id, e] as const))("goodbye list %s matches its examples", (_id, entry) => {
    const re = compilePattern(entry.pattern);
    expect(entry.examples.filter((x) => !re.test(normalise(x).text))).toEqual([]);
  });

  it.each(entries.map((e) => [e.id, e] as const))("%s matches its examples", (_id, entry) => {
    const re = compilePattern(entry.pattern);
    expect(entry.examples.filter((x) => !re.test(normalise(x).text))).toEqual([]);
  });
});
