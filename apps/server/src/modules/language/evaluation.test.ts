// The language module on the FROZEN test split (corpus/split.test.ts guards its hash): crisis recall
// and precision per language (crisis = any level but none), harmless messages held, recall per kind,
// and Health Bot intent accuracy per language. The figures are printed; the floors asserted are the
// ones the shipped model honestly reaches (decision 034), and the issue's targets are asserted
// separately as not yet met, so the day they are met that test turns red and the floors go up.
import { describe, expect, it } from "vitest";
import {
  type CorpusLang,
  LANGS,
  loadCrisisCorpus,
  loadEverydayCorpus,
  loadIntentCorpus,
  TEST_BATCHES,
  type TestBatch,
} from "./corpus/corpus.ts";
import { splitItems } from "./corpus/split.ts";
import { readCrisis, readIntent, warmUpLanguage } from "./index.ts";

type Floor = { recall: number; precision: number; heldMax: number; intentAccuracy: number };
/**
 * What the shipped model reaches on each batch's frozen test split, rounded down: a regression guard,
 * not the goal. Batch 1 (the first writers) read 0.894/0.755 (en), 0.889/0.869 (hi), 0.892/0.836
 * (hinglish) with the first model; the model trained on all three batches (2026-11-28, 14:40 UTC) reads
 * en 0.877/0.801, hi 0.918/0.831, hinglish 0.952/0.893 there: its threshold, chosen by cross-validation
 * at recall 0.90, trades a little English recall on batch 1 for precision (decision 034).
 */
const FLOOR: Record<TestBatch, Record<CorpusLang, Floor>> = {
  1: {
    en: { recall: 0.87, precision: 0.8, heldMax: 0.011, intentAccuracy: 0.88 },
    hi: { recall: 0.91, precision: 0.83, heldMax: 0.001, intentAccuracy: 0.85 },
    hinglish: { recall: 0.95, precision: 0.89, heldMax: 0.001, intentAccuracy: 0.82 },
  },
  2: {
    en: { recall: 0.94, precision: 0.84, heldMax: 0.001, intentAccuracy: 0.97 },
    hi: { recall: 0.88, precision: 0.84, heldMax: 0.001, intentAccuracy: 0.93 },
    hinglish: { recall: 0.94, precision: 0.83, heldMax: 0.001, intentAccuracy: 0.94 },
  },
  3: {
    en: { recall: 0.94, precision: 0.76, heldMax: 0.001, intentAccuracy: 0.96 },
    hi: { recall: 0.97, precision: 0.76, heldMax: 0.014, intentAccuracy: 0.95 },
    hinglish: { recall: 0.91, precision: 0.76, heldMax: 0.014, intentAccuracy: 0.9 },
  },
};
/**
 * Harmless messages of the never-held kinds held, per batch's test split (the goal is none): batch 1's
 * first reading held 2 (the three-batch model holds 1 there); batches 2 and 3 as first read.
 */
const NEVER_HELD_BUT_HELD: Record<TestBatch, number> = { 1: 2, 2: 0, 3: 2 };
/** The issue's targets on the frozen split. */
const TARGET = { recall: 0.95, precision: 0.9, heldMax: 0.005 };

warmUpLanguage();
const crisisTestOf = new Map(
  TEST_BATCHES.map((b) => [
    b,
    splitItems(loadCrisisCorpus(undefined, [b])).test.map((item) => ({ item, r: readCrisis(item.text) })),
  ]),
);
const intentTestOf = new Map(
  TEST_BATCHES.map((b) => [
    b,
    splitItems(loadIntentCorpus(undefined, [b])).test.map((item) => ({ item, r: readIntent(item.text) })),
  ]),
);
/** Every batch's test items together. */
const crisisTest = [...crisisTestOf.values()].flat();

function crisisFigures(lang: CorpusLang, batch?: TestBatch) {
  const mine = (batch ? crisisTestOf.get(batch)! : crisisTest).filter((t) => t.item.lang === lang);
  const positives = mine.filter((t) => t.item.level !== "none");
  const flagged = mine.filter((t) => t.r.level !== "none");
  const tp = flagged.filter((t) => t.item.level !== "none").length;
  const harmless = mine.filter((t) => t.item.level === "none");
  return {
    lang,
    items: mine.length,
    recall: positives.length ? tp / positives.length : 1,
    precision: flagged.length ? tp / flagged.length : 1,
    held: harmless.length ? harmless.filter((t) => t.r.hold).length / harmless.length : 0,
    exactLevel: mine.length ? mine.filter((t) => t.r.level === t.item.level).length / mine.length : 1,
  };
}

function intentAccuracy(lang: CorpusLang, batch: TestBatch) {
  const mine = intentTestOf.get(batch)!.filter((t) => t.item.lang === lang);
  return {
    items: mine.length,
    accuracy: mine.length ? mine.filter((t) => t.r.intent === t.item.intent).length / mine.length : 1,
    fallback: mine.length ? mine.filter((t) => t.r.intent === "unknown").length / mine.length : 0,
  };
}

const f3 = (n: number) => n.toFixed(3);

const batchLang = TEST_BATCHES.flatMap((batch) => LANGS.map((lang) => ({ batch, lang })));

describe("crisis reading on the frozen test splits", () => {
  it.each(batchLang)(
    "batch $batch, $lang: recall, precision and harmless held at least the recorded floors",
    ({ batch, lang }) => {
      const f = crisisFigures(lang, batch);
      console.log(
        `crisis batch ${batch} ${lang}: ${f.items} items, recall ${f3(f.recall)}, precision ${f3(f.precision)}, held ${f3(f.held)}, exact level ${f3(f.exactLevel)}`,
      );
      expect(f.items).toBeGreaterThan(0);
      expect(f.recall).toBeGreaterThanOrEqual(FLOOR[batch][lang].recall);
      expect(f.precision).toBeGreaterThanOrEqual(FLOOR[batch][lang].precision);
      expect(f.held).toBeLessThanOrEqual(FLOOR[batch][lang].heldMax);
    },
  );

  it.each(TEST_BATCHES)(
    "batch %s: holds no more harmless messages of the never-held kinds (fiction, games, medical, recovery, news) than recorded",
    (batch) => {
      const neverHeld = crisisTestOf
        .get(batch)!
        .filter(
          (t) =>
            t.item.level === "none" &&
            /film|tv|fiction|gaming|game|medical|dose|recovery|news|prevention/.test(t.item.kind) &&
            t.r.hold,
        );
      console.log(`never-held kinds held: ${neverHeld.map((t) => `${t.item.id} ${t.item.text}`).join(" | ")}`);
      expect(neverHeld.length).toBeLessThanOrEqual(NEVER_HELD_BUT_HELD[batch]);
    },
  );

  it("reports recall per language and kind", () => {
    const kinds = new Map<string, { n: number; hit: number }>();
    for (const t of crisisTest) {
      if (t.item.level === "none") continue;
      const k = `${t.item.lang}/${t.item.kind}`;
      const e = kinds.get(k) ?? { n: 0, hit: 0 };
      e.n += 1;
      if (t.r.level !== "none") e.hit += 1;
      kinds.set(k, e);
    }
    const lines = [...kinds.entries()].sort().map(([k, e]) => `${k} ${e.hit}/${e.n}`);
    console.log(`crisis recall by kind: ${lines.join(", ")}`);
    // Every kind with enough test items is caught at least half the time.
    for (const [k, e] of kinds) if (e.n >= 8) expect(e.hit / e.n, k).toBeGreaterThanOrEqual(0.5);
  });

  // Expected to fail until the targets are met: when this turns red, raise FLOOR to the targets.
  it.fails("meets the issue's targets in every language (recall 0.95, precision 0.90, held 0.5%): not yet", () => {
    for (const lang of LANGS) {
      const f = crisisFigures(lang);
      expect(f.recall).toBeGreaterThanOrEqual(TARGET.recall);
      expect(f.precision).toBeGreaterThanOrEqual(TARGET.precision);
      expect(f.held).toBeLessThanOrEqual(TARGET.heldMax);
    }
  });
});

describe("everyday chat the model never trained on (the test part of corpus/everyday.*.jsonl)", () => {
  const everyday = splitItems(loadEverydayCorpus()).test.map((item) => ({ item, r: readCrisis(item.text) }));
  /**
   * Measured when everyday chat joined the training (en 6/60, hi 3/72, hinglish 6/73, mostly 'concern',
   * at most 2 queued in any language: 0.04). The three-batch model, on a test part grown by the hedges
   * and short answers added since: en 4/66 (1 queued), hi 4/72 (1), hinglish 6/83 (4 queued: 0.048).
   */
  const CEILING = { alarms: 0.11, queued: 0.05 };
  it.each(LANGS)("%s: few false alarms, fewer still reaching the queue, none held", (lang) => {
    const items = everyday.filter((e) => e.item.lang === lang);
    expect(items.length).toBeGreaterThan(50);
    const alarms = items.filter((e) => e.r.level !== "none");
    const queued = alarms.filter((e) => e.r.level !== "concern");
    console.log(`everyday ${lang}: ${alarms.length}/${items.length} alarms, ${queued.length} queued`);
    expect(alarms.length / items.length).toBeLessThanOrEqual(CEILING.alarms);
    expect(queued.length / items.length).toBeLessThanOrEqual(CEILING.queued);
    expect(items.filter((e) => e.r.hold)).toEqual([]);
  });
});

describe("Health Bot intents on the frozen test splits", () => {
  it.each(batchLang)("batch $batch, $lang: routed right at least the recorded floor", ({ batch, lang }) => {
    const f = intentAccuracy(lang, batch);
    console.log(
      `intent batch ${batch} ${lang}: ${f.items} items, accuracy ${f3(f.accuracy)}, fallback ${f3(f.fallback)}`,
    );
    expect(f.items).toBeGreaterThan(0);
    expect(f.accuracy).toBeGreaterThanOrEqual(FLOOR[batch][lang].intentAccuracy);
  });
});
