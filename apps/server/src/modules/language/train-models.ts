// Training (decision 034): the crisis model (five levels), its means head and the Health Bot intent
// model, each a softmax regression over the same hashed features, trained on the TRAIN split only.
// Decision settings (thresholds) are chosen by cross-validation inside the train split; the test
// split is never read here. Deterministic: same corpus, same bytes out.
import { createHash } from "node:crypto";
import { CRISIS_LABELS, type CrisisItem, INTENT_LABELS, type IntentItem } from "./corpus/corpus.ts";
import { TRAIN_ONLY_ID_PREFIX } from "./corpus/split.ts";
import {
  type ChunkReading,
  type CrisisSettings,
  type Decision,
  decide,
  decideWithGoodbye,
  GOODBYE_NEEDS_COMPANY,
  holds,
  type Level,
} from "./crisis-decision.ts";
import { type CrisisNet, type CrisisPair, crisisProbs } from "./crisis-net.ts";
import { featuresOf, modelNormalised, type SparseVector } from "./features.ts";
import { chooseIntent } from "./intent.ts";
import { type LexiconReading, readLexicon, withoutGoodbyeWords } from "./lexicon-check.ts";
import { type Example, type LinearModel, predict, type TrainOptions, train } from "./logistic.ts";
import { trainMlp } from "./mlp.ts";
import { type ModelParts, toModelFile } from "./model-file.ts";
import {
  INTENT_ONLY_BATCHES,
  ordinaryAsCrisisNegatives,
  TRAIN_WITH_TRAIN_ONLY_BATCHES,
  trainOnlyBatchOf,
} from "./training-batches.ts";

export { INTENT_ONLY_BATCHES, ordinaryAsCrisisNegatives, TRAIN_WITH_TRAIN_ONLY_BATCHES, trainOnlyBatchOf };

/** The hashed feature space every model reads (smaller models take the index modulo their size). */
export const FEATURE_BUCKETS = 1 << 18;
export const CRISIS_BUCKETS = 1 << 18;
export const MEANS_BUCKETS = 1 << 17;
export const INTENT_BUCKETS = 1 << 17;
export const TRAIN_SEED = 20261128;
const FOLDS = 5;

export const CRISIS_OPTIONS: Omit<TrainOptions, "buckets" | "classes"> = {
  epochs: 20,
  learningRate: 2,
  decay: 1e-4,
  l2: 1e-5,
  seed: TRAIN_SEED,
  // Missing a crisis costs more than a false alarm.
  classWeights: [1, 2.5, 2.5, 2.5, 2.5],
};
export const MEANS_OPTIONS: Omit<TrainOptions, "buckets" | "classes"> = {
  epochs: 20,
  learningRate: 2,
  decay: 1e-4,
  l2: 1e-5,
  seed: TRAIN_SEED + 1,
};
export const INTENT_OPTIONS: Omit<TrainOptions, "buckets" | "classes"> = {
  epochs: 20,
  learningRate: 2,
  decay: 1e-4,
  l2: 1e-5,
  seed: TRAIN_SEED + 2,
};

const foldOf = (id: string) => createHash("sha256").update(`fold:${id}`).digest().readUInt32BE(0) % FOLDS;
/**
 * A train-only batch (corpus.ts TRAIN_ONLY_BATCHES) trains every fold and is never scored, like the
 * Health Bot's ordinary lines: its lines come three times (as written, with a filler word, in chat
 * spelling) and were written for coverage by one hand, so scoring them would tune the thresholds to
 * that writing rather than to the batches written by others.
 */
const isTrainOnly = (item: { id: string }) => item.id.startsWith(TRAIN_ONLY_ID_PREFIX);
const r4 = (n: number) => Number(n.toFixed(4));

interface Prepared<T> {
  item: T;
  x: SparseVector;
}

export const prepare = <T extends { text: string }>(items: readonly T[]): Prepared<T>[] =>
  items.map((item) => {
    const normalised = modelNormalised(item.text);
    return { item, x: featuresOf(normalised.text, FEATURE_BUCKETS, readLexicon(normalised).signals) };
  });

/** How much an item's loss counts in training (1 for all but a down-weighted train-only batch). */
export type WeightOf = (item: CrisisItem) => number;

function trainCrisisPair(
  data: readonly Prepared<CrisisItem>[],
  options = CRISIS_OPTIONS,
  weightOf?: WeightOf,
  net?: CrisisNet,
): CrisisPair {
  const examples = data.map(
    (d) =>
      ({
        x: d.x,
        y: CRISIS_LABELS.indexOf(d.item.level),
        ...(weightOf ? { w: weightOf(d.item) } : {}),
      }) satisfies Example,
  );
  const crisis = train(examples, { ...options, buckets: CRISIS_BUCKETS, classes: CRISIS_LABELS.length });
  const means = train(
    data.map((d) => ({ x: d.x, y: d.item.means ? 1 : 0 }) satisfies Example),
    { ...MEANS_OPTIONS, buckets: MEANS_BUCKETS, classes: 2 },
  );
  if (!net) return { crisis, means };
  return {
    crisis,
    means,
    net: trainMlp(examples, { ...net.options, buckets: net.buckets, classes: CRISIS_LABELS.length }),
  };
}

export interface CrisisScores {
  recall: number;
  precision: number;
  harmlessHeld: number;
  levelAccuracy: number;
}

/** Recall and precision of "any crisis", harmless messages held, exact level accuracy. */
export function scoreDecisions(items: readonly { level: Level }[], decisions: readonly Decision[]): CrisisScores {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  let harmless = 0;
  let held = 0;
  let exact = 0;
  items.forEach((item, i) => {
    const d = decisions[i]!;
    const truth = item.level !== "none";
    const said = d.level !== "none";
    if (truth && said) tp += 1;
    else if (said) fp += 1;
    else if (truth) fn += 1;
    if (!truth) {
      harmless += 1;
      if (holds(d)) held += 1;
    }
    if (d.level === item.level) exact += 1;
  });
  return {
    recall: tp + fn ? tp / (tp + fn) : 1,
    precision: tp + fp ? tp / (tp + fp) : 1,
    harmlessHeld: harmless ? held / harmless : 0,
    levelAccuracy: items.length ? exact / items.length : 1,
  };
}

/** The running reader's decision on out-of-fold readings (with the goodbye rule when it is on). */
export const decideAll = (
  readings: readonly ChunkReading[],
  withoutGoodbye: readonly (ChunkReading | undefined)[],
  s: CrisisSettings,
): Decision[] =>
  readings.map((r, i) => (GOODBYE_NEEDS_COMPANY ? decideWithGoodbye(r, s, () => withoutGoodbye[i]) : decide(r, s)));

/** A lexicon total this high (one weak entry, such as a bare 'suicide') corroborates a lower model share. */
const LEXICON_CORROBORATES = 0.5;
/**
 * The recall aimed at from outside (0.90), held where the three-batch model's cross-validation put it
 * (0.9035; decision 034, 2026-11-29: a change must not buy precision with crisis recall). Among
 * settings that reach it, the best precision: a higher recall tier (0.96 was tried) buys it with
 * precision near 0.72, a card on ordinary words ("not sure", "I'll be fired").
 */
const RECALL_FLOOR = 0.9035;
/** Share of harmless messages that may be held. */
const HELD_GOAL = 0.004;

/**
 * Chooses the decision settings on out-of-fold readings: among settings that hold at most HELD_GOAL
 * of harmless messages, the best precision at RECALL_FLOOR or better; failing that, the best F2
 * (recall weighing double: a missed crisis costs more than a card shown in error).
 */
export function chooseSettings(
  items: readonly CrisisItem[],
  readings: readonly { probs: Float64Array; meansShare: number; lexicon: LexiconReading }[],
  withoutGoodbye: readonly (ChunkReading | undefined)[],
): { settings: CrisisSettings; scores: CrisisScores } {
  let best: { settings: CrisisSettings; scores: CrisisScores; f: number } | undefined;
  for (let t = 0.02; t <= 0.951; t += 0.01) {
    for (const floor of [0.02, 0.05, 0.1, 0.15, 0.2, 0.3, 0.5, 1]) {
      for (const m of [0.5, 0.7, 0.8, 0.9, 0.95, 0.97, 0.98, 0.99]) {
        const settings: CrisisSettings = {
          threshold: r4(t),
          lexiconStrong: LEXICON_CORROBORATES,
          lexiconFloor: r4(Math.min(floor, t)),
          meansThreshold: m,
        };
        const scores = scoreDecisions(items, decideAll(readings, withoutGoodbye, settings));
        const { recall: R, precision: P } = scores;
        const f2 = R + P > 0 ? (5 * P * R) / (4 * P + R) : 0;
        // Few harmless posts held is a hard limit (the means head can be strict on its own); within
        // it, the best precision at RECALL_FLOOR, or failing that the best F2 (recall weighs double).
        const heldOk = scores.harmlessHeld <= HELD_GOAL ? 20 : -scores.harmlessHeld;
        const f = heldOk + (R >= RECALL_FLOOR ? 5 + P : f2);
        if (!best || f > best.f + 1e-12) best = { settings, scores, f };
      }
    }
  }
  return { settings: best!.settings, scores: best!.scores };
}

export function trainCrisisModels(
  allItems: readonly CrisisItem[],
  options = CRISIS_OPTIONS,
  extraNegatives: readonly CrisisItem[] = [],
  weightOf?: WeightOf,
  /** Called with each fold's models and which scored items it leaves out (selection scripts read more with them). */
  onFold?: (models: CrisisPair, inFold: (i: number) => boolean) => void,
  net?: CrisisNet,
): { crisis: ModelParts; means: ModelParts } {
  const items = allItems.filter((i) => !isTrainOnly(i));
  const data = prepare(items);
  // Everyday messages to the Health Bot (greetings, sleep, breathing...) teach what ordinary short
  // chat looks like, and the train-only batch what the others lack; they train every fold but are
  // never scored.
  const extra = prepare([...allItems.filter(isTrainOnly), ...extraNegatives]);
  const lexicon = items.map((i) => readLexicon(modelNormalised(i.text)));
  // Out-of-fold readings for choosing thresholds.
  const readings = new Array<{ probs: Float64Array; meansShare: number; lexicon: LexiconReading }>(items.length);
  // The same items without their words of leave-taking, read out of fold too (only with the goodbye rule on).
  const withoutGoodbye = new Array<ChunkReading | undefined>(items.length);
  for (let f = 0; f < FOLDS; f += 1) {
    const inFold = (i: number) => foldOf(items[i]!.id) === f;
    const models = trainCrisisPair([...data.filter((_, i) => !inFold(i)), ...extra], options, weightOf, net);
    onFold?.(models, inFold);
    data.forEach((d, i) => {
      if (!inFold(i)) return;
      readings[i] = {
        probs: crisisProbs(models, d.x, net?.mix),
        meansShare: predict(models.means, d.x)[1]!,
        lexicon: lexicon[i]!,
      };
      if (GOODBYE_NEEDS_COMPANY) {
        const normalised = modelNormalised(items[i]!.text);
        const masked = withoutGoodbyeWords(normalised.text);
        if (masked !== undefined) {
          const m = readLexicon({ ...normalised, text: masked });
          const mx = featuresOf(masked, FEATURE_BUCKETS, m.signals);
          withoutGoodbye[i] = {
            probs: crisisProbs(models, mx, net?.mix),
            meansShare: predict(models.means, mx)[1]!,
            lexicon: m,
          };
        }
      }
    });
  }
  const { settings, scores } = chooseSettings(items, readings, withoutGoodbye);
  if (options !== CRISIS_OPTIONS) {
    // Cross-validation only (for trying options): no final model.
    const decisions = decideAll(readings, withoutGoodbye, settings);
    return { cv: scores, settings, decisions, readings } as never;
  }
  const models = trainCrisisPair([...data, ...extra], CRISIS_OPTIONS, weightOf);
  const cv = {
    folds: FOLDS,
    items: items.length,
    recall: r4(scores.recall),
    precision: r4(scores.precision),
    harmlessHeld: r4(scores.harmlessHeld),
    levelAccuracy: r4(scores.levelAccuracy),
  };
  return {
    crisis: toModelFile(models.crisis, {
      name: "crisis-level",
      labels: [...CRISIS_LABELS],
      settings: { ...settings },
      crossValidation: cv,
    }),
    means: toModelFile(models.means, {
      name: "crisis-means",
      labels: ["no-means", "means"],
      settings: {},
      crossValidation: {},
    }),
  };
}

/** The crisis and means models trained on every given item, no cross-validation (for selection scripts: scripts/language/select-goodbyes.ts). */
export function trainCrisisFinal(
  allItems: readonly CrisisItem[],
  extraNegatives: readonly CrisisItem[] = [],
  weightOf?: WeightOf,
): { crisis: LinearModel; means: LinearModel } {
  // The same order as trainCrisisModels' final model (SGD's shuffle depends on it).
  const ordered = [...allItems.filter((i) => !isTrainOnly(i)), ...allItems.filter(isTrainOnly), ...extraNegatives];
  return trainCrisisPair(prepare(ordered), CRISIS_OPTIONS, weightOf);
}

export function trainIntentModel(allItems: readonly IntentItem[]): ModelParts {
  const items = allItems.filter((i) => !isTrainOnly(i));
  const data = prepare(items);
  const extra = prepare(allItems.filter(isTrainOnly));
  const toExamples = (ds: readonly Prepared<IntentItem>[]) =>
    ds.map((d) => ({ x: d.x, y: INTENT_LABELS.indexOf(d.item.intent) }) satisfies Example);
  const opts = { ...INTENT_OPTIONS, buckets: INTENT_BUCKETS, classes: INTENT_LABELS.length };
  const oof: { probs: Float64Array; truth: number }[] = [];
  for (let f = 0; f < FOLDS; f += 1) {
    const model = train(toExamples([...data.filter((d) => foldOf(d.item.id) !== f), ...extra]), opts);
    for (const d of data) {
      if (foldOf(d.item.id) === f)
        oof.push({ probs: predict(model, d.x), truth: INTENT_LABELS.indexOf(d.item.intent) });
    }
  }
  const unknown = INTENT_LABELS.indexOf("unknown");
  let best = { minShare: 0, accuracy: -1, fallback: 0 };
  for (let s = 0; s <= 0.6001; s += 0.05) {
    let right = 0;
    let fallback = 0;
    for (const o of oof) {
      const chosen = chooseIntent(o.probs, unknown, s);
      if (chosen === unknown) fallback += 1;
      if (chosen === o.truth) right += 1;
    }
    const accuracy = oof.length ? right / oof.length : 0;
    if (accuracy > best.accuracy + 1e-12)
      best = { minShare: r4(s), accuracy, fallback: oof.length ? fallback / oof.length : 0 };
  }
  const model = train(toExamples([...data, ...extra]), opts);
  return toModelFile(model, {
    name: "healthbot-intent",
    labels: [...INTENT_LABELS],
    settings: { minShare: best.minShare },
    crossValidation: { folds: FOLDS, items: items.length, accuracy: r4(best.accuracy), fallback: r4(best.fallback) },
  });
}

export const MODEL_DIR = new URL("./model/", import.meta.url).pathname;

/** Trains every model on the given TRAIN items and returns each model file's exact bytes, by file name. */
export function trainAllModels(
  allCrisis: readonly CrisisItem[],
  allIntents: readonly IntentItem[],
  withBatches: readonly number[] = TRAIN_WITH_TRAIN_ONLY_BATCHES,
  intentOnlyBatches: readonly number[] = INTENT_ONLY_BATCHES,
): Record<string, Buffer> {
  const used = (i: { id: string }) => {
    const b = trainOnlyBatchOf(i.id);
    return b === undefined || withBatches.includes(b);
  };
  const crisis = allCrisis.filter(used);
  const intents = allIntents.filter(used);
  const intentOnly = allIntents.filter((item) => {
    const b = trainOnlyBatchOf(item.id);
    return b !== undefined && intentOnlyBatches.includes(b) && !withBatches.includes(b);
  });
  const c = trainCrisisModels(crisis, CRISIS_OPTIONS, ordinaryAsCrisisNegatives(intents));
  const i = trainIntentModel([...intents, ...intentOnly]);
  const out: Record<string, Buffer> = {};
  for (const [name, parts] of [
    ["crisis", c.crisis],
    ["means", c.means],
    ["intents", i],
  ] as const) {
    out[`${name}.json`] = Buffer.from(`${JSON.stringify(parts.meta, null, 1)}\n`);
    out[`${name}.bin`] = Buffer.from(parts.weights.buffer, parts.weights.byteOffset, parts.weights.byteLength);
  }
  return out;
}
