// Cross-validation only (decision 034): which train-only batches to train with, chosen on the train
// split alone. Scores batches 1-3's train items and the everyday lines out of fold (the train-only
// batches train every fold and are never scored); prints the chosen settings, their CV figures and the
// frontier (precision at recall 0.88 / 0.90 / 0.92 / 0.95). Never reads a test split; writes nothing.
// Run: npx tsx scripts/language/cross-validate.ts --with 5
import { parseArgs } from "node:util";
import {
  loadCrisisCorpus,
  loadEverydayCorpus,
  loadIntentCorpus,
} from "../../apps/server/src/modules/language/corpus/corpus.ts";
import { splitItems } from "../../apps/server/src/modules/language/corpus/split.ts";
import { type CrisisSettings, decide } from "../../apps/server/src/modules/language/crisis-decision.ts";
import type { LexiconReading } from "../../apps/server/src/modules/language/lexicon-check.ts";
import {
  CRISIS_OPTIONS,
  ordinaryAsCrisisNegatives,
  scoreDecisions,
  trainCrisisModels,
  trainOnlyBatchOf,
} from "../../apps/server/src/modules/language/train-models.ts";

const { values } = parseArgs({ options: { with: { type: "string", default: "" } } });
const withBatches = values.with ? values.with.split(",").map(Number) : [];
const used = (i: { id: string }) => {
  const b = trainOnlyBatchOf(i.id);
  return b === undefined || withBatches.includes(b);
};
const t0 = performance.now();
const crisis = [...splitItems(loadCrisisCorpus()).train, ...splitItems(loadEverydayCorpus()).train].filter(used);
const intents = splitItems(loadIntentCorpus()).train.filter(used);
// A copy of the options asks for cross-validation only (no final model).
const out = trainCrisisModels(crisis, { ...CRISIS_OPTIONS }, ordinaryAsCrisisNegatives(intents)) as unknown as {
  cv: { recall: number; precision: number; harmlessHeld: number; levelAccuracy: number };
  settings: CrisisSettings;
  readings: { probs: Float64Array; meansShare: number; lexicon: LexiconReading }[];
};
const scored = crisis.filter((i) => trainOnlyBatchOf(i.id) === undefined);
const f3 = (n: number) => n.toFixed(4);
console.log(
  `with [${withBatches}]: ${scored.length} scored, threshold ${out.settings.threshold}, recall ${f3(out.cv.recall)}, precision ${f3(out.cv.precision)}, held ${f3(out.cv.harmlessHeld)}, level ${f3(out.cv.levelAccuracy)}`,
);
const frontier: string[] = [];
for (const goal of [0.88, 0.9, 0.92, 0.95]) {
  let best = 0;
  for (let t = 0.02; t <= 0.951; t += 0.01) {
    const s = scoreDecisions(
      scored,
      out.readings.map((r) =>
        decide(r, { ...out.settings, threshold: t, lexiconFloor: Math.min(out.settings.lexiconFloor, t) }),
      ),
    );
    if (s.recall >= goal) best = Math.max(best, s.precision);
  }
  frontier.push(`P@R${goal} ${f3(best)}`);
}
console.log(`frontier: ${frontier.join(", ")}; ${((performance.now() - t0) / 1000).toFixed(0)} s`);
