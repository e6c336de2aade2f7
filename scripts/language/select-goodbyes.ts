// Selection for the goodbye false alarms (decision 034, 2026-11-29): trains one candidate on the train
// split, reads batches 1-3's train items and the everyday lines out of fold (5-fold cross-validation,
// as cross-validate.ts) and the goodbye probe with the candidate's final model, and writes every
// reading to a file for score-goodbyes.ts. Never reads a test split; writes no model.
// Run: npx tsx scripts/language/select-goodbyes.ts --name b5 --with 5 [--b5-weight 0.5] [--b5-everyday 0.5] [--b5-risky-only]
import { createHash } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import {
  type CrisisItem,
  loadCrisisCorpus,
  loadEverydayCorpus,
  loadIntentCorpus,
} from "../../apps/server/src/modules/language/corpus/corpus.ts";
import { splitItems } from "../../apps/server/src/modules/language/corpus/split.ts";
import type { CrisisSettings } from "../../apps/server/src/modules/language/crisis-decision.ts";
import { featuresOf, modelNormalised } from "../../apps/server/src/modules/language/features.ts";
import {
  type LexiconReading,
  readLexicon,
  withoutGoodbyeWords,
} from "../../apps/server/src/modules/language/lexicon-check.ts";
import { type LinearModel, predict } from "../../apps/server/src/modules/language/logistic.ts";
import { loadGoodbyeProbe } from "../../apps/server/src/modules/language/probe/goodbye-probe.ts";
import {
  CRISIS_OPTIONS,
  FEATURE_BUCKETS,
  ordinaryAsCrisisNegatives,
  trainCrisisFinal,
  trainCrisisModels,
  trainOnlyBatchOf,
} from "../../apps/server/src/modules/language/train-models.ts";

const { values } = parseArgs({
  options: {
    name: { type: "string" },
    with: { type: "string", default: "" },
    "b5-weight": { type: "string", default: "1" },
    "b5-everyday": { type: "string", default: "1" },
    "b5-risky-only": { type: "boolean", default: false },
    out: { type: "string", default: ".tmp/select" },
  },
});
const withBatches = values.with ? values.with.split(",").map(Number) : [];
const b5Weight = Number(values["b5-weight"]);
const b5Everyday = values["b5-risky-only"] ? 0 : Number(values["b5-everyday"]);
// Part of batch 5's everyday half, by a seeded hash of the line's number (its three variants go together).
const keptShare = (id: string) => {
  const line = id.replace(/-\d+$/, "");
  return createHash("sha256").update(`b5-keep:${line}`).digest().readUInt32BE(0) / 2 ** 32;
};
const used = (i: CrisisItem | { id: string }) => {
  const b = trainOnlyBatchOf(i.id);
  if (b === undefined) return true;
  if (!withBatches.includes(b)) return false;
  if (b === 5 && "level" in i && i.level === "none") return keptShare(i.id) < b5Everyday;
  return true;
};
const weightOf = b5Weight === 1 ? undefined : (i: CrisisItem) => (trainOnlyBatchOf(i.id) === 5 ? b5Weight : 1);

const t0 = performance.now();
const crisis = [...splitItems(loadCrisisCorpus()).train, ...splitItems(loadEverydayCorpus()).train].filter(used);
const negatives = ordinaryAsCrisisNegatives(splitItems(loadIntentCorpus()).train.filter(used));
type Reading = { probs: Float64Array; meansShare: number; lexicon: LexiconReading };
/** A text as the running reader reads it (one chunk: every line here is short), and without its words of leave-taking. */
type Models = { crisis: LinearModel; means: LinearModel };
const readNormalised = (models: Models, normalised: ReturnType<typeof modelNormalised>): Reading => {
  const lexicon = readLexicon(normalised);
  const x = featuresOf(normalised.text, FEATURE_BUCKETS, lexicon.signals);
  return { probs: predict(models.crisis, x), meansShare: predict(models.means, x)[1]!, lexicon };
};
const readWith = (models: Models, text: string) => readNormalised(models, modelNormalised(text));
// As crisis.ts reads it: the same normalised text with its words of leave-taking taken out.
const without = (models: Models, text: string): Reading | undefined => {
  const normalised = modelNormalised(text);
  const masked = withoutGoodbyeWords(normalised.text);
  return masked === undefined ? undefined : readNormalised(models, { ...normalised, text: masked });
};
const scoredItems = crisis.filter((i) => trainOnlyBatchOf(i.id) === undefined);
const cvWithout: (Reading | undefined)[] = new Array(scoredItems.length);
const cv = trainCrisisModels(crisis, { ...CRISIS_OPTIONS }, negatives, weightOf, (models, inFold) => {
  scoredItems.forEach((item, i) => {
    if (inFold(i)) cvWithout[i] = without(models, item.text);
  });
}) as unknown as {
  settings: CrisisSettings;
  readings: { probs: Float64Array; meansShare: number; lexicon: LexiconReading }[];
};
const final = trainCrisisFinal(crisis, negatives, weightOf);
const probeItems = loadGoodbyeProbe();
const probe = probeItems.map((item) => readWith(final, item.text));
const probeWithout = probeItems.map((item) => without(final, item.text));
const short = (r: Reading) => ({
  probs: [...r.probs].map((p) => Number(p.toFixed(5))),
  meansShare: Number(r.meansShare.toFixed(5)),
  signals: r.lexicon.signals,
  total: r.lexicon.total,
  method: r.lexicon.method,
});
const row = (item: CrisisItem, r: Reading, w: Reading | undefined) => ({
  id: item.id,
  text: item.text,
  lang: item.lang,
  level: item.level,
  kind: item.kind,
  ...short(r),
  without: w ? short(w) : null,
});
mkdirSync(values.out, { recursive: true });
writeFileSync(
  `${values.out}/${values.name}.json`,
  JSON.stringify({
    name: values.name,
    args: values,
    trained: crisis.length,
    settings: cv.settings,
    cv: scoredItems.map((item, i) => row(item, cv.readings[i]!, cvWithout[i])),
    probe: probeItems.map((item, i) => row(item, probe[i]!, probeWithout[i])),
  }),
);
console.log(
  `${values.name}: ${crisis.length} trained, threshold ${cv.settings.threshold}; ${((performance.now() - t0) / 1000).toFixed(0)} s`,
);
