// The shipped form of a trained model: weights quantised to signed 8-bit integers with one scale per
// class, raw in `<name>.bin` (read straight into an Int8Array: no text decoding, no parsing), and the
// labels, scales, biases and decision settings in `<name>.json`.
import type { LinearModel } from "./logistic.ts";

export interface ModelFile {
  /** What the model reads and the labels of its classes, in order. */
  name: string;
  labels: string[];
  buckets: number;
  /** Per class: the weight an int8 step stands for. */
  scales: number[];
  bias: number[];
  /** Decision settings chosen by cross-validation on the training split (never the test split). */
  settings: Record<string, number>;
  /** Figures from that cross-validation, for the record. */
  crossValidation: Record<string, number>;
}

/** A model file's two parts: the JSON metadata and the int8 weights (bucket-major). */
export interface ModelParts {
  meta: ModelFile;
  weights: Int8Array;
}

export const round = (n: number, digits: number) => Number(n.toFixed(digits));

/**
 * Weights laid out row-major with `columns` values a row, as int8 with one scale per column (what one
 * step stands for: the column's largest magnitude over 127). The linear models' columns are classes, the
 * network's (mlp.ts) hidden units.
 */
export function quantiseColumns(weights: ArrayLike<number>, columns: number): { scales: number[]; q: Int8Array } {
  const max = new Array<number>(columns).fill(0);
  for (let i = 0; i < weights.length; i += 1) {
    const k = i % columns;
    const a = Math.abs(weights[i]!);
    if (a > max[k]!) max[k] = a;
  }
  const scales = max.map((m) => (m > 0 ? round(m / 127, 9) : 1));
  const q = new Int8Array(weights.length);
  for (let i = 0; i < weights.length; i += 1) {
    q[i] = Math.max(-127, Math.min(127, Math.round(weights[i]! / scales[i % columns]!)));
  }
  return { scales, q };
}

/** Quantises a trained model into its file form. */
export function toModelFile(
  model: LinearModel,
  meta: Pick<ModelFile, "name" | "labels" | "settings" | "crossValidation">,
): ModelParts {
  const { buckets, classes, weights } = model;
  const { scales, q } = quantiseColumns(weights, classes);
  return {
    meta: { ...meta, buckets, scales, bias: [...model.bias].map((v) => round(v, 6)) },
    weights: q,
  };
}

/** The classifier's model from a file's two parts (int8 weights used as they are, scaled per class). */
export function fromModelParts(meta: ModelFile, weights: Int8Array): LinearModel {
  return {
    buckets: meta.buckets,
    classes: meta.labels.length,
    weights,
    bias: Float64Array.from(meta.bias),
    scales: Float64Array.from(meta.scales),
  };
}
