// What the hold veto's tests share: an entry's examples and negatives checked, and a piece's frames or
// breakers read at a given round (the round is restored after each test).
import { afterEach, expect, it } from "vitest";
import { modelNormalised } from "./features.ts";
import { holdBreakerFires, holdVeto, neverHeldFrames } from "./hold-veto.ts";
import type { CalmEntry } from "./lexicon/calm-types.ts";
import { compilePattern, readLexicon } from "./lexicon-check.ts";

/** Registers, for each entry, that its pattern matches its examples and none of its negatives. */
export function itMatchesItsExamples(entries: readonly CalmEntry[]): void {
  it.each(entries.map((e) => [e.id, e] as const))("%s matches its examples and none of its negatives", (_id, e) => {
    const re = compilePattern(e.pattern);
    expect(e.examples.filter((x) => !re.test(modelNormalised(x).text))).toEqual([]);
    expect(e.negatives.filter((x) => re.test(modelNormalised(x).text))).toEqual([]);
  });
}

/** Restores the veto's switches after every test of the calling file. */
export function restoringTheVeto(): void {
  const was = { ...holdVeto };
  afterEach(() => Object.assign(holdVeto, was));
}

/** The never-held frames of `text` read at `round`. */
export function framesAt(text: string, round: number): string[] {
  Object.assign(holdVeto, { on: true, round });
  const lex = readLexicon(text);
  return neverHeldFrames(lex.masked, modelNormalised(text).text, lex.signals);
}

/** Whether a breaker of `round` is in `text`. */
export function breaksAt(text: string, round: number): boolean {
  Object.assign(holdVeto, { on: true, round });
  const lex = readLexicon(text);
  return holdBreakerFires(lex.masked, modelNormalised(text).text, lex.signals);
}
