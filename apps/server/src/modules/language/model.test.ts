// The shipped weights are exactly what the training script makes from the corpus's train split:
// retraining here writes the same bytes (a model file cannot drift from its data unnoticed).
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadCrisisCorpus, loadEverydayCorpus, loadIntentCorpus } from "./corpus/corpus.ts";
import { splitItems } from "./corpus/split.ts";
import { MODEL_DIR, trainAllModels } from "./train-models.ts";

describe("the shipped model", () => {
  it("is byte for byte what retraining on the train split gives (npx tsx scripts/language/train.ts)", () => {
    const crisis = [...splitItems(loadCrisisCorpus()).train, ...splitItems(loadEverydayCorpus()).train];
    const files = trainAllModels(crisis, splitItems(loadIntentCorpus()).train);
    expect(Object.keys(files).sort()).toEqual([
      "crisis.bin",
      "crisis.json",
      "intents.bin",
      "intents.json",
      "means.bin",
      "means.json",
    ]);
    for (const [name, bytes] of Object.entries(files)) {
      const shipped = readFileSync(path.join(MODEL_DIR, name));
      expect(shipped.equals(bytes), `${name} differs from a retrain: run npx tsx scripts/language/train.ts`).toBe(true);
      expect(shipped.length).toBeLessThan(3 * 1024 * 1024);
    }
  }, 600_000);
});

describe("a train-only batch that trains the intent model alone (INTENT_ONLY_BATCHES)", () => {
  it("changes the intent model and leaves the crisis and means models byte for byte", () => {
    const crisis = splitItems(loadCrisisCorpus(undefined, [1])).train.filter((_, n) => n % 8 === 0);
    const intents = splitItems(loadIntentCorpus(undefined, [1])).train.filter((_, n) => n % 4 === 0);
    const batch6 = loadIntentCorpus(undefined, [6]).filter((_, n) => n % 6 === 0);
    expect(batch6.length).toBeGreaterThan(100);
    const without = trainAllModels(crisis, [...intents, ...batch6], [], []);
    const withIt = trainAllModels(crisis, [...intents, ...batch6], [], [6]);
    for (const name of ["crisis.bin", "crisis.json", "means.bin", "means.json"])
      expect(withIt[name]!.equals(without[name]!), name).toBe(true);
    expect(withIt["intents.bin"]!.equals(without["intents.bin"]!)).toBe(false);
  }, 120_000);
});
