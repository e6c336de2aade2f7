// Trains the language module's models on the TRAIN split of the corpus and writes their weights into
// apps/server/src/modules/language/model/ (decision 034). Deterministic: rerunning on the same corpus
// writes the same bytes (model.test.ts checks it).
// Run: npx tsx scripts/language/train.ts
import { writeFileSync } from "node:fs";
import path from "node:path";
import {
  loadCrisisCorpus,
  loadEverydayCorpus,
  loadIntentCorpus,
} from "../../apps/server/src/modules/language/corpus/corpus.ts";
import { splitItems } from "../../apps/server/src/modules/language/corpus/split.ts";
import { MODEL_DIR, trainAllModels } from "../../apps/server/src/modules/language/train-models.ts";
import { devCrisisCorpus, devIntentCorpus } from "./dev-corpus.ts";

const t0 = performance.now();
let crisis = loadCrisisCorpus();
let intents = loadIntentCorpus();
if (crisis.length === 0) {
  console.warn("No crisis corpus files yet: training on the development stand-in.");
  crisis = devCrisisCorpus();
}
if (intents.length === 0) {
  console.warn("No intent corpus files yet: training on the development stand-in.");
  intents = devIntentCorpus();
}
// Everyday chat joins the crisis training data (and the choice of thresholds); its test part stays out.
const everyday = splitItems(loadEverydayCorpus()).train;
const files = trainAllModels([...splitItems(crisis).train, ...everyday], splitItems(intents).train);
for (const [name, bytes] of Object.entries(files)) {
  writeFileSync(path.join(MODEL_DIR, name), bytes);
  console.log(`${name}: ${(bytes.length / 1024).toFixed(0)} KB`);
}
console.log(`trained in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
