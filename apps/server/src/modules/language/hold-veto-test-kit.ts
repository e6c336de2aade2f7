// What the hold veto's tests share: an entry's examples and negatives checked, and a piece's frames or
// breakers read at a given round (the round is restored after each test).
import { afterEach, expect, it } from "vitest";
import { modelNormalised } from "./features.ts";
import { holdVeto, neverHeldFrames, readNeverHeld } from "./hold-veto.ts";
import type { CalmEntry } from "./lexicon/calm-types.ts";
import { presentTail } from "./lexicon/hold-recovery-fourth.ts";
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
  return readNeverHeld(lex.masked, modelNormalised(text).text, lex.signals).broken;
}

/**
 * Registers a test that 2,000 characters of each word read without backtracking at `round` (the frames,
 * and the present after a past): a pattern that backtracks catastrophically takes seconds; a busy CI machine
 * a few ms. Best of ten batches of five, printed; the ceiling tells the two apart.
 */
export function itReadsWithoutBacktracking(round: number, words: readonly string[]): void {
  it("reads 2,000 characters of one of its words without backtracking (well under 100 ms)", { timeout: 30_000 }, () => {
    Object.assign(holdVeto, { on: true, round });
    for (const word of words) {
      const text = word.repeat(Math.ceil(2000 / word.length)).slice(0, 2000);
      const lex = readLexicon(text);
      const plain = modelNormalised(text).text;
      let ms = Number.POSITIVE_INFINITY;
      for (let b = 0; b < 10; b += 1) {
        const t0 = performance.now();
        for (let i = 0; i < 5; i += 1) {
          neverHeldFrames(lex.masked, plain, lex.signals);
          presentTail(plain);
        }
        ms = Math.min(ms, (performance.now() - t0) / 5);
      }
      console.log(`hold veto round ${round} on 2,000 chars of "${word.trim()}": ${ms.toFixed(3)} ms`);
      expect(ms).toBeLessThan(100);
    }
  });
}
