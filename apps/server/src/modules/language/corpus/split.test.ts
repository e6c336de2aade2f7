// The frozen test split: the hash of its items (sorted ids, texts and labels) is recorded here, so a
// changed, added, removed or relabelled test item fails this test. The test split is never used to
// tune (train-models.ts reads only the train split; thresholds come from cross-validation there).
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  type Batch,
  CORPUS_DIR,
  loadCrisisCorpus,
  loadIntentCorpus,
  PROBE_COPY_BATCHES,
  TEST_BATCHES,
  TRAIN_ONLY_BATCHES,
} from "./corpus.ts";
import { hashOfItems, sideOf, splitItems, TRAIN_ONLY_ID_PREFIX } from "./split.ts";

/**
 * Recorded when the split was frozen (2026-11-28 09:56 UTC, corpus of 5,147 crisis and 2,281 intent
 * lines), before the test split was first read.
 */
const FROZEN = {
  crisis: { items: 1043, sha256: "8edbb05ed550203cec21d4e2fee63774c95ee03777c65daf0ba4de5779191d25" },
  intents: { items: 448, sha256: "c392a7b64d3295f45eb6f8ab7f32e5cd0df7cb945eaf0be04a870c409a33fdfd" },
};

/**
 * The second batch (new writers, written to cover what the first missed), frozen on 2026-11-28 at
 * 13:22 UTC when it arrived (2,805 crisis and 780 intent lines), before any model read it.
 */
const FROZEN_B2 = {
  crisis: { items: 597, sha256: "a0147678414eb49619e6f7e57a0927e222196d2eba832c57f139f617a4584f99" },
  intents: { items: 161, sha256: "10855ce6c3dd3b5d4f8b4b0382247fd94a59805ffb1c8780bb50024143a029e5" },
};

/**
 * The third batch (minimal pairs: the same words harmless and in crisis), frozen on 2026-11-28 at
 * 13:33 UTC when it arrived (2,714 crisis and 596 intent lines), before any model read it.
 */
const FROZEN_B3 = {
  crisis: { items: 532, sha256: "a41f2804428f51a7f5744310fa4232f819efc67b8ed2c16e9c73d38820993872" },
  intents: { items: 118, sha256: "1b3df19b4e8cde035cd11c06111e88c534743941517fd969048b8ddbc6579241" },
};

const crisis = splitItems(loadCrisisCorpus());
const intents = splitItems(loadIntentCorpus());
const frozenOf = (batch: Batch) => {
  const c = splitItems(loadCrisisCorpus(undefined, [batch])).test;
  const i = splitItems(loadIntentCorpus(undefined, [batch])).test;
  return {
    crisis: {
      items: c.length,
      sha256: hashOfItems(c, (x: { level: string; means: boolean; lang: string; kind: string }) =>
        [x.lang, x.level, x.kind, x.means].join("\t"),
      ),
    },
    intents: {
      items: i.length,
      sha256: hashOfItems(i, (x: { intent: string; lang: string }) => [x.lang, x.intent].join("\t")),
    },
  };
};
const batch1 = frozenOf(1);
const batch2 = frozenOf(2);
const batch3 = frozenOf(3);

describe("the frozen test split", () => {
  it("still holds exactly the crisis test items it held when it was frozen", () => {
    expect(batch1.crisis).toEqual(FROZEN.crisis);
  });

  it("still holds exactly the intent test items it held when it was frozen", () => {
    expect(batch1.intents).toEqual(FROZEN.intents);
  });

  it("still holds exactly the second batch's test items (crisis and intents) it held when it was frozen", () => {
    expect(batch2).toEqual(FROZEN_B2);
  });

  it("still holds exactly the third batch's test items (crisis and intents) it held when it was frozen", () => {
    expect(batch3).toEqual(FROZEN_B3);
  });

  it("has a train-only batch 4 (written after the freeze) that adds no test item", () => {
    expect(TRAIN_ONLY_BATCHES).toEqual([4, 5, 6, 7]);
    expect(TEST_BATCHES).toEqual([1, 2, 3]);
    const c4 = loadCrisisCorpus(undefined, [4]);
    const i4 = loadIntentCorpus(undefined, [4]);
    expect(c4.length).toBeGreaterThan(1000);
    expect(i4.length).toBeGreaterThan(500);
    for (const item of [...c4, ...i4]) expect(item.id.startsWith(TRAIN_ONLY_ID_PREFIX), item.id).toBe(true);
    expect(splitItems(c4).test).toEqual([]);
    expect(splitItems(i4).test).toEqual([]);
    // Every test item of the whole corpus is one of the three frozen batches' test items.
    expect(crisis.test.length).toBe(FROZEN.crisis.items + FROZEN_B2.crisis.items + FROZEN_B3.crisis.items);
    expect(intents.test.length).toBe(FROZEN.intents.items + FROZEN_B2.intents.items + FROZEN_B3.intents.items);
  });

  it("has a train-only batch 5 (everyday goodbyes and greetings beside as many risky goodbyes) that adds no test item", () => {
    const c5 = loadCrisisCorpus(undefined, [5]);
    expect(c5.length).toBeGreaterThan(600);
    for (const item of c5) expect(item.id.startsWith(`${TRAIN_ONLY_ID_PREFIX}${item.lang}-c5-`), item.id).toBe(true);
    expect(splitItems(c5).test).toEqual([]);
    // As many goodbyes with risk as harmless goodbyes and greetings, in every language.
    for (const lang of ["en", "hi", "hinglish"]) {
      const mine = c5.filter((i) => i.lang === lang && i.id.endsWith("-0"));
      const harmless = mine.filter((i) => i.level === "none").length;
      expect(harmless).toBeGreaterThan(30);
      expect(mine.length - harmless).toBe(harmless);
    }
  });

  it("has a train-only batch 6 of intents only, each line a Health Bot probe's, that adds no test item", () => {
    expect(loadCrisisCorpus(undefined, [6])).toEqual([]);
    const i6 = loadIntentCorpus(undefined, [6]);
    expect(i6.length).toBeGreaterThan(800);
    for (const item of i6) expect(item.id.startsWith(`${TRAIN_ONLY_ID_PREFIX}${item.lang}-i6-`), item.id).toBe(true);
    expect(splitItems(i6).test).toEqual([]);
    // Each line names the Health Bot probe line it was copied from (healthbot/probe: the ask, first-message and person probes).
    for (const lang of ["en", "hi", "hinglish"]) {
      const raw = readFileSync(path.join(CORPUS_DIR, `intents-b6.${lang}.jsonl`), "utf8")
        .split("\n")
        .filter(Boolean);
      for (const line of raw)
        expect((JSON.parse(line) as { from: string }).from).toMatch(/^probe-(botask|botask2|botfirst|person|person2)-/);
    }
    expect(PROBE_COPY_BATCHES).toEqual([6]);
  });

  it("has a train-only batch 7 (everyday plans with a time beside crisis lines with a time) that adds no test item", () => {
    const c7 = loadCrisisCorpus(undefined, [7]);
    expect(c7.length).toBe(660);
    for (const item of c7) expect(item.id.startsWith(`${TRAIN_ONLY_ID_PREFIX}${item.lang}-c7-`), item.id).toBe(true);
    expect(splitItems(c7).test).toEqual([]);
    for (const lang of ["en", "hi", "hinglish"]) {
      const mine = c7.filter((i) => i.lang === lang);
      expect(mine.filter((i) => i.level === "none").length).toBe(150);
      expect(mine.filter((i) => i.level === "imminent").length).toBe(50);
      expect(mine.filter((i) => i.level === "risk").length).toBe(20);
    }
  });

  it("sends a train-only id to train whatever its hash, and refuses the prefix outside a train-only batch", () => {
    // Ids whose hash alone would put them in test.
    const testIds = Array.from({ length: 200 }, (_, n) => `x-${n}`).filter((id) => sideOf(id) === "test");
    expect(testIds.length).toBeGreaterThan(10);
    for (const id of testIds) expect(sideOf(`${TRAIN_ONLY_ID_PREFIX}${id}`)).toBe("train");
    for (const item of [...loadCrisisCorpus(undefined, TEST_BATCHES), ...loadIntentCorpus(undefined, TEST_BATCHES)])
      expect(item.id.startsWith(TRAIN_ONLY_ID_PREFIX), item.id).toBe(false);
  });

  it("refuses a train-only id in a frozen batch's file, and an ordinary id in a train-only batch's file", () => {
    const line = (id: string) => `${JSON.stringify({ id, text: "hello", lang: "en", level: "none", kind: "x" })}\n`;
    const dir1 = mkdtempSync(path.join(tmpdir(), "corpus-"));
    writeFileSync(path.join(dir1, "crisis.en.jsonl"), line(`${TRAIN_ONLY_ID_PREFIX}en-c-1`));
    expect(() => loadCrisisCorpus(dir1)).toThrow(/must not start/);
    const dir4 = mkdtempSync(path.join(tmpdir(), "corpus-"));
    writeFileSync(path.join(dir4, "crisis-b4.en.jsonl"), line("en-c4-1"));
    expect(() => loadCrisisCorpus(dir4)).toThrow(/must start/);
    writeFileSync(path.join(dir4, "crisis-b4.en.jsonl"), line(`${TRAIN_ONLY_ID_PREFIX}en-c4-1`));
    expect(loadCrisisCorpus(dir4).map((i) => sideOf(i.id))).toEqual(["train"]);
  });

  it("puts about a fifth of the items in test, by id alone", () => {
    const frozen = splitItems(loadCrisisCorpus(undefined, TEST_BATCHES));
    const all = frozen.train.length + frozen.test.length;
    expect(frozen.test.length / all).toBeGreaterThan(0.15);
    expect(frozen.test.length / all).toBeLessThan(0.25);
    expect(sideOf("en-c-0001")).toBe(sideOf("en-c-0001"));
  });

  it("has unique ids", () => {
    const ids = [...crisis.train, ...crisis.test, ...intents.train, ...intents.test].map((i) => i.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
