// The language module on the FROZEN test split (corpus/split.test.ts guards its hash): crisis recall
// and precision per language (crisis = any level but none), harmless messages held, recall per kind,
// and Health Bot intent accuracy per language. The figures are printed; the floors asserted are the
// ones the shipped model honestly reaches (decision 034), and the issue's targets are asserted
// separately as not yet met, so the day they are met that test turns red and the floors go up.
import { describe, expect, it } from "vitest";
import { type CorpusLang, LANGS, loadCrisisCorpus, loadEverydayCorpus, loadIntentCorpus } from "./corpus/corpus.ts";
import { splitItems } from "./corpus/split.ts";
import { readCrisis, readIntent, warmUpLanguage } from "./index.ts";

/**
 * What the shipped model reached on the frozen split at its first (and only) reading, 2026-11-28,
 * rounded down: a regression guard, not the goal. First reading: en recall 0.894, precision 0.755,
 * held 0.015; hi 0.889, 0.869, 0.006; hinglish 0.892, 0.836, 0.006; intents en 0.804, hi 0.847,
 * hinglish 0.816.
 */
const FLOOR: Record<CorpusLang, { recall: number; precision: number; heldMax: number; intentAccuracy: number }> = {
  // 0.894 at the first reading; 0.883 since everyday chat joined the training (a deliberate trade: on
  // unseen everyday lines false alarms fell from "see you tomorrow" read as imminent to the ceiling below).
  en: { recall: 0.88, precision: 0.75, heldMax: 0.016, intentAccuracy: 0.8 },
  hi: { recall: 0.88, precision: 0.86, heldMax: 0.007, intentAccuracy: 0.84 },
  hinglish: { recall: 0.89, precision: 0.83, heldMax: 0.007, intentAccuracy: 0.81 },
};
/** Harmless messages of the never-held kinds that the first reading held (the goal is none). */
const NEVER_HELD_BUT_HELD = 2;
/** The issue's targets on the frozen split. */
const TARGET = { recall: 0.95, precision: 0.9, heldMax: 0.005 };

warmUpLanguage();
const crisisTest = splitItems(loadCrisisCorpus()).test.map((item) => ({ item, r: readCrisis(item.text) }));
const intentTest = splitItems(loadIntentCorpus()).test.map((item) => ({ item, r: readIntent(item.text) }));

function crisisFigures(lang: CorpusLang) {
  const mine = crisisTest.filter((t) => t.item.lang === lang);
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

function intentAccuracy(lang: CorpusLang) {
  const mine = intentTest.filter((t) => t.item.lang === lang);
  return {
    items: mine.length,
    accuracy: mine.length ? mine.filter((t) => t.r.intent === t.item.intent).length / mine.length : 1,
    fallback: mine.length ? mine.filter((t) => t.r.intent === "unknown").length / mine.length : 0,
  };
}

const f3 = (n: number) => n.toFixed(3);

describe("crisis reading on the frozen test split", () => {
  it.each(LANGS)("%s: recall, precision and harmless held at least the recorded floors", (lang) => {
    const f = crisisFigures(lang);
    console.log(
      `crisis ${lang}: ${f.items} items, recall ${f3(f.recall)}, precision ${f3(f.precision)}, held ${f3(f.held)}, exact level ${f3(f.exactLevel)}`,
    );
    expect(f.items).toBeGreaterThan(0);
    expect(f.recall).toBeGreaterThanOrEqual(FLOOR[lang].recall);
    expect(f.precision).toBeGreaterThanOrEqual(FLOOR[lang].precision);
    expect(f.held).toBeLessThanOrEqual(FLOOR[lang].heldMax);
  });

  it("holds no more harmless messages of the never-held kinds (fiction, games, medical, recovery, news) than at the first reading", () => {
    const neverHeld = crisisTest.filter(
      (t) =>
        t.item.level === "none" &&
        /film|tv|fiction|gaming|game|medical|dose|recovery|news|prevention/.test(t.item.kind) &&
        t.r.hold,
    );
    console.log(`never-held kinds held: ${neverHeld.map((t) => `${t.item.id} ${t.item.text}`).join(" | ")}`);
    expect(neverHeld.length).toBeLessThanOrEqual(NEVER_HELD_BUT_HELD);
  });

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
  /** Measured when everyday chat joined the training (en 6/60, hi 3/72, hinglish 6/73, mostly 'concern'). */
  const CEILING = { alarms: 0.11, queued: 0.04 };
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

describe("Health Bot intents on the frozen test split", () => {
  it.each(LANGS)("%s: routed right at least the recorded floor", (lang) => {
    const f = intentAccuracy(lang);
    console.log(`intent ${lang}: ${f.items} items, accuracy ${f3(f.accuracy)}, fallback ${f3(f.fallback)}`);
    if (f.items === 0) return;
    expect(f.accuracy).toBeGreaterThanOrEqual(FLOOR[lang].intentAccuracy);
  });
});
