// A small nonlinear classifier (decision 034, "A small nonlinear crisis model"): one hidden layer of
// ReLU units over the same sparse hashed features as logistic.ts, a softmax over the classes. The first
// layer is an embedding bag: a text's hidden input is the sum of the rows of the features present,
// each times its value, so a message costs (features x hidden) multiply-adds, as the linear model
// costs (features x classes). Trained by plain SGD in an order shuffled by the same seeded Mulberry32
// generator as logistic.ts, initialised from it too: the same examples and options give the same
// weights, bit for bit. The hidden layer lets the model weigh interactions a sum of n-gram weights
// cannot (negation x act, tense x act, someone else x act, fiction x means).
import type { SparseVector } from "./features.ts";
import { type Example, seededRandom, shuffleInPlace, softmaxInPlace } from "./logistic.ts";
import { quantiseColumns, round } from "./model-file.ts";

export interface MlpOptions {
  buckets: number;
  classes: number;
  hidden: number;
  epochs: number;
  /** Initial learning rate; it decays as lr / (1 + decay * step). */
  learningRate: number;
  decay: number;
  /** L2 strength, applied to the first-layer rows an example touches, the second layer and the biases. */
  l2: number;
  seed: number;
  /** Per-class weight of an example's loss (as logistic.ts). */
  classWeights?: number[];
  /** First-layer weights start uniform in [-initScale, initScale] (0.5 unless given). */
  initScale?: number;
  /** Share of hidden units dropped (seeded) at each training step; 0 unless given. */
  dropout?: number;
  /** The hidden units' function: ReLU (the default; their biases start at 0.1 so few start dead) or tanh. */
  activation?: Activation;
  /**
   * "sgd" (the default): every weight moves by lr x gradient. "adagrad": by lr x gradient over the root of
   * that weight's summed squared gradients, so the first layer's rows (moved by gradient x a feature's small
   * value, and only when the feature is present) and the biases (moved at every step) learn at a like pace.
   */
  optimizer?: "sgd" | "adagrad";
  /** Also a linear ("wide") part over the same features whose logits are added to the network's, trained jointly. */
  wide?: boolean;
}

export type Activation = "relu" | "tanh";

/**
 * w1 bucket-major (w1[bucket * hidden + j]); w2 hidden-major (w2[j * classes + k]). A feature index is
 * taken modulo `buckets` (a power of two), as in logistic.ts.
 */
export interface MlpModel {
  buckets: number;
  classes: number;
  hidden: number;
  w1: Float64Array | Int8Array;
  b1: Float64Array;
  w2: Float64Array;
  b2: Float64Array;
  /** For quantised first-layer weights: what one int8 step of hidden unit j stands for. */
  scales1?: Float64Array;
  activation: Activation;
  /** The linear part (bucket-major, wide[bucket * classes + k]), when there is one. */
  wide?: Float64Array;
}

/** The hidden activations from their pre-activations, in place. */
function activate(model: MlpModel, h: Float64Array): void {
  if (model.activation === "tanh") for (let j = 0; j < model.hidden; j += 1) h[j] = Math.tanh(h[j]!);
  else for (let j = 0; j < model.hidden; j += 1) if (h[j]! < 0) h[j] = 0;
}

/** Hidden pre-activations of one example into `h` (length = hidden). */
function hiddenInto(model: MlpModel, x: SparseVector, h: Float64Array): void {
  const { hidden, w1, b1 } = model;
  const mask = model.buckets - 1;
  for (let j = 0; j < hidden; j += 1) h[j] = 0;
  for (let i = 0; i < x.idx.length; i += 1) {
    const base = (x.idx[i]! & mask) * hidden;
    const v = x.val[i]!;
    for (let j = 0; j < hidden; j += 1) h[j]! += w1[base + j]! * v;
  }
  const s = model.scales1;
  for (let j = 0; j < hidden; j += 1) h[j] = b1[j]! + (s ? s[j]! : 1) * h[j]!;
}

/** Softmax of the output layer over the hidden activations `a` (and the linear part over `x`) into `out`. */
function outputInto(model: MlpModel, x: SparseVector, a: Float64Array, out: Float64Array): void {
  const { hidden, classes, w2, b2, wide } = model;
  for (let k = 0; k < classes; k += 1) out[k] = b2[k]!;
  if (wide) {
    const mask = model.buckets - 1;
    for (let i = 0; i < x.idx.length; i += 1) {
      const base = (x.idx[i]! & mask) * classes;
      const v = x.val[i]!;
      for (let k = 0; k < classes; k += 1) out[k]! += wide[base + k]! * v;
    }
  }
  for (let j = 0; j < hidden; j += 1) {
    const aj = a[j]!;
    if (aj === 0) continue;
    const base = j * classes;
    for (let k = 0; k < classes; k += 1) out[k]! += aj * w2[base + k]!;
  }
  softmaxInPlace(out, classes);
}

let scratch = new Float64Array(64);

/** Softmax probabilities of one example, written into `out` (length = classes). */
export function predictMlpInto(model: MlpModel, x: SparseVector, out: Float64Array): Float64Array {
  if (scratch.length < model.hidden) scratch = new Float64Array(model.hidden);
  const h = scratch;
  hiddenInto(model, x, h);
  activate(model, h);
  outputInto(model, x, h, out);
  return out;
}

export function predictMlp(model: MlpModel, x: SparseVector): Float64Array {
  return predictMlpInto(model, x, new Float64Array(model.classes));
}

/** Trains the network. Deterministic: same examples (in the same order) and options, same weights. */
export function trainMlp(examples: readonly Example[], o: MlpOptions): MlpModel {
  const { buckets, classes, hidden } = o;
  const random = seededRandom(o.seed);
  const init = o.initScale ?? 0.5;
  const w1 = new Float64Array(buckets * hidden);
  for (let i = 0; i < w1.length; i += 1) w1[i] = (2 * random() - 1) * init;
  const w2 = new Float64Array(hidden * classes);
  const limit = Math.sqrt(6 / (hidden + classes));
  for (let i = 0; i < w2.length; i += 1) w2[i] = (2 * random() - 1) * limit;
  const model: MlpModel = {
    buckets,
    classes,
    hidden,
    w1,
    b1: new Float64Array(hidden).fill(o.activation === "tanh" ? 0 : 0.1),
    w2,
    b2: new Float64Array(classes),
    activation: o.activation ?? "relu",
    ...(o.wide ? { wide: new Float64Array(buckets * classes) } : {}),
  };
  const wide = model.wide;
  const gw = wide && o.optimizer === "adagrad" ? new Float64Array(wide.length) : undefined;
  const tanh = model.activation === "tanh";
  const { b1, b2 } = model;
  const mask = buckets - 1;
  const dropout = o.dropout ?? 0;
  const keepScale = 1 / (1 - dropout);
  const order = examples.map((_, i) => i);
  const h = new Float64Array(hidden);
  const a = new Float64Array(hidden);
  const dh = new Float64Array(hidden);
  const p = new Float64Array(classes);
  const adagrad = o.optimizer === "adagrad";
  // Summed squared gradients per weight (Adagrad only), laid out as the weights.
  const g1 = adagrad ? new Float64Array(w1.length) : undefined;
  const gb1 = new Float64Array(hidden);
  const g2 = new Float64Array(w2.length);
  const gb2 = new Float64Array(classes);
  const EPS = 1e-8;
  /** The step for gradient g of a weight whose squared-gradient sum lives at acc[at]. */
  const stepOf = (lr: number, g: number, acc: Float64Array | undefined, at: number) => {
    if (!acc) return lr * g;
    acc[at]! += g * g;
    return (lr * g) / (Math.sqrt(acc[at]!) + EPS);
  };
  let t = 0;
  for (let epoch = 0; epoch < o.epochs; epoch += 1) {
    shuffleInPlace(order, random);
    for (const n of order) {
      const { x, y, w: weight } = examples[n]!;
      const lr = o.learningRate / (1 + o.decay * t);
      t += 1;
      const cw = (o.classWeights?.[y] ?? 1) * (weight ?? 1);
      hiddenInto(model, x, h);
      activate(model, h);
      for (let j = 0; j < hidden; j += 1) {
        const kept = dropout === 0 || random() >= dropout;
        a[j] = kept ? h[j]! * (dropout === 0 ? 1 : keepScale) : 0;
      }
      outputInto(model, x, a, p);
      for (let k = 0; k < classes; k += 1) p[k] = cw * (p[k]! - (k === y ? 1 : 0));
      // Back through the output layer (before it moves), then update it.
      for (let j = 0; j < hidden; j += 1) {
        let g = 0;
        // a[j] is 0 for a dead ReLU and a dropped unit alike (tanh is 0 only at 0, where it passes nothing).
        if (a[j]! !== 0) {
          const base = j * classes;
          for (let k = 0; k < classes; k += 1) g += w2[base + k]! * p[k]!;
          g *= dropout === 0 ? 1 : keepScale;
          if (tanh) g *= 1 - h[j]! * h[j]!;
        }
        dh[j] = g;
      }
      for (let j = 0; j < hidden; j += 1) {
        const aj = a[j]!;
        const base = j * classes;
        for (let k = 0; k < classes; k += 1) {
          const at = base + k;
          w2[at]! -= stepOf(lr, aj * p[k]! + o.l2 * w2[at]!, adagrad ? g2 : undefined, at);
        }
      }
      for (let k = 0; k < classes; k += 1) b2[k]! -= stepOf(lr, p[k]! + o.l2 * b2[k]!, adagrad ? gb2 : undefined, k);
      for (let j = 0; j < hidden; j += 1) b1[j]! -= stepOf(lr, dh[j]! + o.l2 * b1[j]!, adagrad ? gb1 : undefined, j);
      for (let i = 0; i < x.idx.length; i += 1) {
        const base = (x.idx[i]! & mask) * hidden;
        const v = x.val[i]!;
        for (let j = 0; j < hidden; j += 1) {
          const at = base + j;
          w1[at]! -= stepOf(lr, dh[j]! * v + o.l2 * w1[at]!, g1, at);
        }
        if (wide) {
          const wb = (x.idx[i]! & mask) * classes;
          for (let k = 0; k < classes; k += 1) {
            const at = wb + k;
            wide[at]! -= stepOf(lr, p[k]! * v + o.l2 * wide[at]!, gw, at);
          }
        }
      }
    }
  }
  return model;
}

/** The shipped form: first-layer weights as int8 with one scale per hidden unit; the rest as rounded numbers. */
export interface MlpParts {
  meta: {
    buckets: number;
    classes: number;
    hidden: number;
    activation: Activation;
    scales1: number[];
    b1: number[];
    w2: number[];
    b2: number[];
  };
  w1: Int8Array;
}

export function quantiseMlp(model: MlpModel): MlpParts {
  const { hidden, w1 } = model;
  const { scales: scales1, q } = quantiseColumns(w1, hidden);
  return {
    meta: {
      buckets: model.buckets,
      classes: model.classes,
      hidden,
      activation: model.activation,
      scales1,
      b1: [...model.b1].map((v) => round(v, 6)),
      w2: [...model.w2].map((v) => round(v, 6)),
      b2: [...model.b2].map((v) => round(v, 6)),
    },
    w1: q,
  };
}

/** The network from its shipped parts (int8 first layer used as it is, scaled per hidden unit). */
export function fromMlpParts(meta: MlpParts["meta"], w1: Int8Array): MlpModel {
  return {
    buckets: meta.buckets,
    classes: meta.classes,
    hidden: meta.hidden,
    w1,
    b1: Float64Array.from(meta.b1),
    w2: Float64Array.from(meta.w2),
    b2: Float64Array.from(meta.b2),
    scales1: Float64Array.from(meta.scales1),
    activation: meta.activation,
  };
}
