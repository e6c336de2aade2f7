// Multinomial logistic regression (softmax, L2) over sparse hashed features, trained by plain
// stochastic gradient descent in an order shuffled by a seeded generator: the same examples and seed
// give the same weights, bit for bit. Small on purpose; see decision 034 for why not a package.
import type { SparseVector } from "./features.ts";

export interface TrainOptions {
  buckets: number;
  classes: number;
  epochs: number;
  /** Initial learning rate; it decays as lr / (1 + decay * step). */
  learningRate: number;
  decay: number;
  /** L2 strength, applied to the weights an example touches (and to the biases). */
  l2: number;
  seed: number;
  /** Per-class weight of an example's loss (e.g. to make missing a crisis cost more). */
  classWeights?: number[];
}

export interface Example {
  x: SparseVector;
  y: number;
  /** How much this example's loss counts (1 when absent). */
  w?: number;
}

/** Weights laid out bucket-major: w[bucket * classes + class]. A feature index is taken modulo `buckets` (a power of two), so features hashed into a larger space serve a smaller model too. */
export interface LinearModel {
  buckets: number;
  classes: number;
  weights: Float64Array | Int8Array;
  bias: Float64Array;
  /** For quantised weights: what one step of class k's int8 weights stands for. */
  scales?: Float64Array;
}

/** Mulberry32: a small, fast, seeded 32-bit generator. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The first `classes` scores of `out` as softmax probabilities, in place (the largest subtracted first). */
export function softmaxInPlace(out: Float64Array, classes: number): void {
  let max = -Infinity;
  for (let k = 0; k < classes; k += 1) if (out[k]! > max) max = out[k]!;
  let sum = 0;
  for (let k = 0; k < classes; k += 1) {
    out[k] = Math.exp(out[k]! - max);
    sum += out[k]!;
  }
  for (let k = 0; k < classes; k += 1) out[k]! /= sum;
}

/** Fisher-Yates with a seeded generator: the same generator state gives the same order. */
export function shuffleInPlace(order: number[], random: () => number): void {
  for (let i = order.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    const tmp = order[i]!;
    order[i] = order[j]!;
    order[j] = tmp;
  }
}

/** Softmax probabilities of one example, written into `out` (length = classes). */
export function predictInto(model: LinearModel, x: SparseVector, out: Float64Array): Float64Array {
  const { classes, weights, bias } = model;
  const mask = model.buckets - 1;
  for (let k = 0; k < classes; k += 1) out[k] = 0;
  for (let i = 0; i < x.idx.length; i += 1) {
    const base = (x.idx[i]! & mask) * classes;
    const v = x.val[i]!;
    for (let k = 0; k < classes; k += 1) out[k]! += weights[base + k]! * v;
  }
  const scales = model.scales;
  for (let k = 0; k < classes; k += 1) out[k] = bias[k]! + (scales ? scales[k]! : 1) * out[k]!;
  softmaxInPlace(out, classes);
  return out;
}

export function predict(model: LinearModel, x: SparseVector): Float64Array {
  return predictInto(model, x, new Float64Array(model.classes));
}

/** Trains a softmax regression. Deterministic: same examples (in the same order) and options, same weights. */
export function train(examples: readonly Example[], o: TrainOptions): LinearModel {
  const { buckets, classes } = o;
  const model: LinearModel = {
    buckets,
    classes,
    weights: new Float64Array(buckets * classes),
    bias: new Float64Array(classes),
  };
  const w = model.weights as Float64Array;
  const mask = buckets - 1;
  const b = model.bias as Float64Array;
  const random = seededRandom(o.seed);
  const order = examples.map((_, i) => i);
  const p = new Float64Array(classes);
  let t = 0;
  for (let epoch = 0; epoch < o.epochs; epoch += 1) {
    shuffleInPlace(order, random);
    for (const n of order) {
      const { x, y, w: weight } = examples[n]!;
      const lr = o.learningRate / (1 + o.decay * t);
      t += 1;
      const cw = (o.classWeights?.[y] ?? 1) * (weight ?? 1);
      predictInto(model, x, p);
      for (let k = 0; k < classes; k += 1) {
        const g = cw * (p[k]! - (k === y ? 1 : 0));
        b[k]! -= lr * (g + o.l2 * b[k]!);
        p[k] = g;
      }
      for (let i = 0; i < x.idx.length; i += 1) {
        const base = (x.idx[i]! & mask) * classes;
        const v = x.val[i]!;
        for (let k = 0; k < classes; k += 1) {
          const at = base + k;
          w[at]! -= lr * (p[k]! * v + o.l2 * w[at]!);
        }
      }
    }
  }
  return model;
}
