// Cross-validation only (decision 034, "A small nonlinear crisis model"): the one-hidden-layer crisis
// model (mlp.ts) against the linear one, on the TRAIN split alone, with train-models.ts's folds, scoring
// and settings chooser. Each fold trains both; the crisis reading is their probabilities mixed at each
// `--mixes` share of the network's (0: the linear model alone, as cross-validate.ts reads it; 1: the
// network alone). Prints, per mix, the chosen settings' figures and the frontier (precision at recall
// 0.88 / 0.90 / 0.92 / 0.95) overall and per language, and appends one JSON line per mix to `--out`.
// Never reads a test split or a probe; writes nothing else.
// Run: npx tsx scripts/language/cross-validate-mlp.ts --with 5 --hidden 32 --epochs 10 --lr 0.2
import { appendFileSync } from "node:fs";
import { parseArgs } from "node:util";
import {
  type CrisisItem,
  LANGS,
  loadCrisisCorpus,
  loadEverydayCorpus,
  loadIntentCorpus,
} from "../../apps/server/src/modules/language/corpus/corpus.ts";
import { splitItems } from "../../apps/server/src/modules/language/corpus/split.ts";
import {
  type ChunkReading,
  type CrisisSettings,
  decide,
} from "../../apps/server/src/modules/language/crisis-decision.ts";
import type { CrisisNet } from "../../apps/server/src/modules/language/crisis-net.ts";
import { modelNormalised } from "../../apps/server/src/modules/language/features.ts";
import { readLexicon } from "../../apps/server/src/modules/language/lexicon-check.ts";
import { predict } from "../../apps/server/src/modules/language/logistic.ts";
import { predictMlp } from "../../apps/server/src/modules/language/mlp.ts";
import {
  CRISIS_OPTIONS,
  chooseSettings,
  ordinaryAsCrisisNegatives,
  prepare,
  scoreDecisions,
  trainCrisisModels,
  trainOnlyBatchOf,
} from "../../apps/server/src/modules/language/train-models.ts";

const { values } = parseArgs({
  options: {
    with: { type: "string", default: "" },
    hidden: { type: "string", default: "32" },
    epochs: { type: "string", default: "10" },
    lr: { type: "string", default: "0.2" },
    decay: { type: "string", default: "1e-4" },
    l2: { type: "string", default: "1e-6" },
    init: { type: "string", default: "0.5" },
    dropout: { type: "string", default: "0" },
    act: { type: "string", default: "relu" },
    opt: { type: "string", default: "sgd" },
    wide: { type: "boolean", default: false },
    /** How many networks (seeds seed+7, seed+8, ...) to train per fold; their probabilities are averaged. */
    nets: { type: "string", default: "1" },
    /** The network's loss weight for the four crisis classes (the linear model's 2.5 unless given). */
    cw: { type: "string", default: "" },
    /** Added to the network's seed (to see how much a figure moves with the seed alone). */
    reseed: { type: "string", default: "0" },
    bits: { type: "string", default: "17" },
    mixes: { type: "string", default: "0,0.5,1" },
    label: { type: "string", default: "" },
    out: { type: "string", default: "" },
  },
});
const withBatches = values.with ? values.with.split(",").map(Number) : [];
const used = (i: { id: string }) => {
  const b = trainOnlyBatchOf(i.id);
  return b === undefined || withBatches.includes(b);
};
const net: CrisisNet = {
  buckets: 1 << Number(values.bits),
  mix: 1,
  options: {
    hidden: Number(values.hidden),
    epochs: Number(values.epochs),
    learningRate: Number(values.lr),
    decay: Number(values.decay),
    l2: Number(values.l2),
    initScale: Number(values.init),
    dropout: Number(values.dropout),
    activation: values.act as "relu" | "tanh",
    optimizer: values.opt as "sgd" | "adagrad",
    wide: values.wide,
    seed: CRISIS_OPTIONS.seed + 7 + Number(values.reseed) * 1000,
    ...(values.cw
      ? { classWeights: [1, ...Array<number>(4).fill(Number(values.cw))] }
      : CRISIS_OPTIONS.classWeights
        ? { classWeights: CRISIS_OPTIONS.classWeights }
        : {}),
  },
};
const t0 = performance.now();
const crisis = [...splitItems(loadCrisisCorpus()).train, ...splitItems(loadEverydayCorpus()).train].filter(used);
const intents = splitItems(loadIntentCorpus()).train.filter(used);
// The scored items, in trainCrisisModels' order (its `items`), read as it reads them.
const scored: CrisisItem[] = crisis.filter((i) => trainOnlyBatchOf(i.id) === undefined);
const xs = prepare(scored).map((p) => p.x);
const lexicon = scored.map((i) => readLexicon(modelNormalised(i.text)));
const linear = new Array<Float64Array>(scored.length);
const network = new Array<Float64Array>(scored.length);
const meansShare = new Array<number>(scored.length);
const nets = Number(values.nets);
for (let s = 0; s < nets; s += 1) {
  trainCrisisModels(
    crisis,
    { ...CRISIS_OPTIONS },
    ordinaryAsCrisisNegatives(intents),
    undefined,
    (models, inFold) => {
      for (let i = 0; i < scored.length; i += 1) {
        if (!inFold(i)) continue;
        linear[i] = predict(models.crisis, xs[i]!);
        const q = predictMlp(models.net!, xs[i]!);
        if (s === 0) network[i] = q.map((v) => v / nets);
        else for (let k = 0; k < q.length; k += 1) network[i]![k]! += q[k]! / nets;
        meansShare[i] = predict(models.means, xs[i]!)[1]!;
      }
    },
    { ...net, options: { ...net.options, seed: net.options.seed + s } },
  );
}
const trainSeconds = (performance.now() - t0) / 1000;
const f3 = (n: number) => Number(n.toFixed(4));

function frontier(items: readonly CrisisItem[], readings: readonly ChunkReading[], s: CrisisSettings) {
  const out: Record<string, number> = {};
  for (const goal of [0.88, 0.9, 0.92, 0.95]) {
    let best = 0;
    for (let t = 0.02; t <= 0.951; t += 0.01) {
      const sc = scoreDecisions(
        items,
        readings.map((r) => decide(r, { ...s, threshold: t, lexiconFloor: Math.min(s.lexiconFloor, t) })),
      );
      if (sc.recall >= goal) best = Math.max(best, sc.precision);
    }
    out[`P@R${goal}`] = f3(best);
  }
  return out;
}

for (const mix of values.mixes.split(",").map(Number)) {
  const readings: ChunkReading[] = scored.map((_, i) => {
    const p = new Float64Array(linear[i]!.length);
    for (let k = 0; k < p.length; k += 1) p[k] = (1 - mix) * linear[i]![k]! + mix * network[i]![k]!;
    return { probs: p, meansShare: meansShare[i]!, lexicon: lexicon[i]! };
  });
  const { settings, scores } = chooseSettings(scored, readings as never, []);
  const row: Record<string, unknown> = {
    label: values.label,
    with: withBatches,
    net: { ...net.options, bits: Number(values.bits), nets },
    mix,
    chosen: {
      threshold: settings.threshold,
      recall: f3(scores.recall),
      precision: f3(scores.precision),
      held: f3(scores.harmlessHeld),
      level: f3(scores.levelAccuracy),
    },
    overall: frontier(scored, readings, settings),
  };
  for (const lang of LANGS) {
    const at = scored.map((it, i) => (it.lang === lang ? i : -1)).filter((i) => i >= 0);
    const items = at.map((i) => scored[i]!);
    const rs = at.map((i) => readings[i]!);
    const atChosen = scoreDecisions(
      items,
      rs.map((r) => decide(r, settings)),
    );
    row[lang] = {
      ...frontier(items, rs, settings),
      held: f3(atChosen.harmlessHeld),
      recall: f3(atChosen.recall),
      precision: f3(atChosen.precision),
    };
  }
  // Per kind at the chosen settings: alarms on harmless kinds, crises found on crisis kinds (kinds of 100 or more).
  const decisions = readings.map((r) => decide(r, settings));
  const kinds: Record<string, string> = {};
  const byKind = new Map<string, number[]>();
  scored.forEach((it, i) => {
    const key = `${it.level === "none" ? "harmless" : "crisis"} ${it.kind}`;
    byKind.set(key, [...(byKind.get(key) ?? []), i]);
  });
  for (const [key, at] of [...byKind].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
    if (at.length < 100) continue;
    const said = at.filter((i) => decisions[i]!.level !== "none").length;
    kinds[key] = `${said}/${at.length}`;
  }
  row.kinds = kinds;
  row.seconds = Math.round(trainSeconds);
  console.log(JSON.stringify(row));
  if (values.out) appendFileSync(values.out, `${JSON.stringify(row)}\n`);
}
