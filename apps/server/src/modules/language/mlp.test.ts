// The one-hidden-layer network (mlp.ts): it learns an interaction a linear model cannot, it is
// deterministic (same seed, same bytes), and its int8 form keeps its decisions.
import { describe, expect, it } from "vitest";
import type { SparseVector } from "./features.ts";
import { featuresOf, modelText } from "./features.ts";
import { type Example, predict, train } from "./logistic.ts";
import { fromMlpParts, type MlpOptions, predictMlp, quantiseMlp, trainMlp } from "./mlp.ts";

const B = 1 << 10;
const vec = (pairs: [number, number][]): SparseVector => ({
  idx: Int32Array.from(pairs.map((p) => p[0])),
  val: Float64Array.from(pairs.map((p) => p[1])),
});
/**
 * XOR of two features (say "tried" and "two years ago"): either alone is class 1, both or neither
 * class 0. A bias feature (bucket 0) is always present. No weighted sum of the features separates it.
 */
const xor: Example[] = [
  { x: vec([[0, 0.5]]), y: 0 },
  {
    x: vec([
      [0, 0.5],
      [1, 0.5],
    ]),
    y: 1,
  },
  {
    x: vec([
      [0, 0.5],
      [2, 0.5],
    ]),
    y: 1,
  },
  {
    x: vec([
      [0, 0.5],
      [1, 0.5],
      [2, 0.5],
    ]),
    y: 0,
  },
];
const xorOptions: MlpOptions = {
  buckets: B,
  classes: 2,
  hidden: 8,
  epochs: 2000,
  learningRate: 0.1,
  decay: 0,
  l2: 0,
  seed: 11,
  initScale: 0.5,
};

const argmax = (p: ArrayLike<number>) => {
  let best = 0;
  for (let k = 1; k < p.length; k += 1) if (p[k]! > p[best]!) best = k;
  return best;
};

const texts = [
  ["i tried to end it last night", 1],
  ["two years ago i tried to end it, today i got a job", 0],
  ["my friend tried to end it, how do i help", 1],
  ["in the serial the heroine drinks poison", 0],
  ["i have pills saved up for tonight", 1],
  ["how many pills for a fever", 0],
  ["what a lovely sunny day", 0],
  ["i cannot go on any more", 1],
] as const;
const textExamples: Example[] = texts.map(([t, y]) => ({ x: featuresOf(modelText(t), B), y }));
const textOptions: MlpOptions = { ...xorOptions, hidden: 16, epochs: 60, learningRate: 0.2, l2: 1e-6, seed: 5 };

describe("the one-hidden-layer network", () => {
  it("learns XOR, which a linear model cannot", () => {
    const net = trainMlp(xor, xorOptions);
    for (const e of xor) expect(argmax(predictMlp(net, e.x))).toBe(e.y);
    const linear = train(xor, { buckets: B, classes: 2, epochs: 2000, learningRate: 0.5, decay: 0, l2: 0, seed: 11 });
    const right = xor.filter((e) => argmax(predict(linear, e.x)) === e.y).length;
    expect(right).toBeLessThan(4);
  });

  it("learns XOR with Adagrad too, with tanh units and with a linear part beside them", () => {
    for (const extra of [
      { optimizer: "adagrad", learningRate: 0.05 },
      { optimizer: "adagrad", learningRate: 0.05, wide: true },
    ] as const) {
      const net = trainMlp(xor, { ...xorOptions, ...extra });
      for (const e of xor) expect(argmax(predictMlp(net, e.x)), JSON.stringify(extra)).toBe(e.y);
    }
    // tanh units start in their linear range on values this small and sit at XOR's saddle; at 1 they learn it.
    const xorAtOne = xor.map((e) => ({ ...e, x: { idx: e.x.idx, val: e.x.val.map(() => 1) } }));
    const net = trainMlp(xorAtOne, { ...xorOptions, activation: "tanh", learningRate: 0.02 });
    for (const e of xorAtOne) expect(argmax(predictMlp(net, e.x))).toBe(e.y);
  });

  it("predicts probabilities that sum to one and learns a small text set", () => {
    const net = trainMlp(textExamples, textOptions);
    for (const e of textExamples) {
      const p = predictMlp(net, e.x);
      expect(p[0]! + p[1]!).toBeCloseTo(1, 9);
      expect(argmax(p)).toBe(e.y);
    }
  });

  it("gives the same weights for the same data and seed, and different ones for another seed", () => {
    const bytes = (o: MlpOptions) => {
      const m = trainMlp(textExamples, o);
      return Buffer.concat([m.w1, m.b1, m.w2, m.b2].map((a) => Buffer.from(a.buffer, a.byteOffset, a.byteLength)));
    };
    expect(bytes(textOptions).equals(bytes(textOptions))).toBe(true);
    expect(bytes(textOptions).equals(bytes({ ...textOptions, seed: 6 }))).toBe(false);
    const drop = { ...textOptions, dropout: 0.2 };
    expect(bytes(drop).equals(bytes(drop))).toBe(true);
    const adagrad: MlpOptions = { ...textOptions, optimizer: "adagrad", learningRate: 0.05, wide: true };
    expect(bytes(adagrad).equals(bytes(adagrad))).toBe(true);
  });

  it("keeps its argmax through int8 quantisation (one scale per hidden unit) on a fixed set", () => {
    const net = trainMlp(textExamples, textOptions);
    const parts = quantiseMlp(net);
    expect(parts.w1).toBeInstanceOf(Int8Array);
    expect(parts.meta.scales1).toHaveLength(textOptions.hidden);
    const loaded = fromMlpParts(JSON.parse(JSON.stringify(parts.meta)), parts.w1);
    const fixed = [
      ...textExamples.map((e) => e.x),
      ...["i tried again today", "a sunny day with friends", "pills for tonight", "my friend is not safe"].map((t) =>
        featuresOf(modelText(t), B),
      ),
    ];
    for (const x of fixed) {
      const a = predictMlp(net, x);
      const b = predictMlp(loaded, x);
      expect(argmax(b)).toBe(argmax(a));
      expect(Math.abs(a[1]! - b[1]!)).toBeLessThan(0.05);
    }
  });
});
