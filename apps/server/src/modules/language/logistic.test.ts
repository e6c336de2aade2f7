// The softmax regression and the features it reads: deterministic, and able to learn.
import { describe, expect, it } from "vitest";
import { emojiAsWords } from "./emoji.ts";
import { featuresOf, modelText } from "./features.ts";
import { predict, seededRandom, train } from "./logistic.ts";
import { fromModelParts, toModelFile } from "./model-file.ts";

const B = 1 << 12;
const data = [
  ["i feel calm and happy", 0],
  ["what a lovely sunny day", 0],
  ["dinner with friends tonight", 0],
  ["i cannot go on any more", 1],
  ["nothing matters i want it to end", 1],
  ["i am done with everything", 1],
] as const;
const examples = data.map(([t, y]) => ({ x: featuresOf(modelText(t), B), y }));
const options = { buckets: B, classes: 2, epochs: 30, learningRate: 2, decay: 1e-4, l2: 1e-5, seed: 7 };

describe("softmax regression", () => {
  it("learns a separable toy set and predicts probabilities that sum to one", () => {
    const model = train(examples, options);
    for (const e of examples) {
      const p = predict(model, e.x);
      expect(p[0]! + p[1]!).toBeCloseTo(1, 9);
      expect(p[e.y]!).toBeGreaterThan(0.5);
    }
  });

  it("gives the same weights for the same data and seed, and different ones for another seed", () => {
    const a = train(examples, options).weights;
    const b = train(examples, options).weights;
    expect(Buffer.from(a.buffer).equals(Buffer.from(b.buffer))).toBe(true);
    const c = train(examples, { ...options, seed: 8 }).weights;
    expect(Buffer.from(a.buffer).equals(Buffer.from(c.buffer))).toBe(false);
  });

  it("keeps its decisions through int8 quantisation", () => {
    const model = train(examples, options);
    const parts = toModelFile(model, { name: "toy", labels: ["a", "b"], settings: {}, crossValidation: {} });
    const loaded = fromModelParts(parts.meta, parts.weights);
    for (const e of examples) expect(predict(loaded, e.x)[e.y]!).toBeGreaterThan(0.5);
  });

  it("draws the same sequence from the same seed", () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    for (let i = 0; i < 5; i += 1) expect(a()).toBe(b());
  });
});

describe("features", () => {
  it("are at most unit length (a short text shorter), stable, and shared by spelling variants", () => {
    const x = featuresOf(modelText("marna chahta hu"), B);
    const norm = [...x.val].reduce((s, v) => s + v * v, 0);
    expect(norm).toBeGreaterThan(0);
    expect(norm).toBeLessThan(1);
    const short = featuresOf(modelText("hi"), B);
    expect([...short.val].reduce((s, v) => s + v * v, 0)).toBeLessThan(norm);
    expect([...featuresOf(modelText("marna chahta hu"), B).idx]).toEqual([...x.idx]);
    const y = new Set(featuresOf(modelText("mrna chahta hu"), B).idx);
    expect([...x.idx].filter((i) => y.has(i)).length).toBeGreaterThan(x.idx.length / 3);
  });

  it("read emoji as words, so a pill emoji is something the model can weigh", () => {
    expect(emojiAsWords("tonight 💊💊")).toContain("emojipill");
    expect(modelText("🪢 🔪 ⚰️")).toBe("emojirope emojiknife emojicofin");
    expect(emojiAsWords("no emoji here")).toBe("no emoji here");
  });
});
