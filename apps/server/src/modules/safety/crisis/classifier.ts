// The crisis classifier (decision 020): nlp.js's NeuralNetwork (one perceptron per class) over the
// words and word pairs of the normalised text, trained on training/training-set.ts when this module
// is first used. Training takes tens of milliseconds and is deterministic (weights start at zero),
// so no trained model file can drift from its training data.
import { NeuralNetwork } from "@nlpjs/neural";
import { normalise } from "./normalise.ts";
import { crisisTraining, noneTraining } from "./training/training-set.ts";

/** Words and adjacent word pairs of normalised text: the classifier's features. */
export function features(text: string): Record<string, number> {
  const words = text.split(" ").filter(Boolean);
  const out: Record<string, number> = {};
  for (let i = 0; i < words.length; i += 1) {
    out[words[i]!] = 1;
    if (i > 0) out[`${words[i - 1]} ${words[i]}`] = 1;
  }
  return out;
}

let network: NeuralNetwork | undefined;

/** Trains the network once (idempotent); exported so a server can warm it at start. */
export function trainClassifier(): void {
  if (network) return;
  const net = new NeuralNetwork({ log: false });
  const corpus = [
    ...crisisTraining.map((t) => ({ input: features(normalise(t).text), output: { crisis: 1 } })),
    ...noneTraining.map((t) => ({ input: features(normalise(t).text), output: { none: 1 } })),
  ];
  net.train(corpus);
  network = net;
}

/** The probability-like share of "crisis" for normalised text (0 when no known word is in it). */
export function crisisProbability(normalisedText: string): number {
  trainClassifier();
  const out = network!.run(features(normalisedText));
  const crisis = out?.crisis ?? 0;
  const none = out?.none ?? 0;
  return crisis + none > 0 ? crisis / (crisis + none) : 0;
}
