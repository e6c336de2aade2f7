// What a typed message is about (issue 20): nlp.js's NeuralNetwork (the library the crisis check
// uses, decision 020) over words and word pairs, trained in-process on the team's examples below
// when first used. Offline and deterministic; it only chooses a flow, never what the bot says.

import { NeuralNetwork } from "@nlpjs/neural";
import type { HealthbotTopic } from "@saathi/contract/healthbot";
import { INTENT_EXAMPLES } from "./healthbot.intent-examples.ts";

/** The share of the best flow below which the bot says it did not understand. */
export const INTENT_THRESHOLD = 0.55;

const fold = (text: string) =>
  text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\s]/gu, " ")
    .replace(/(\p{L})\1{2,}/gu, "$1$1")
    .split(/\s+/)
    .filter(Boolean);

export function intentFeatures(text: string): Record<string, number> {
  const words = fold(text);
  const out: Record<string, number> = {};
  words.forEach((w, i) => {
    out[w] = 1;
    if (i > 0) out[`${words[i - 1]} ${w}`] = 1;
  });
  return out;
}

let network: NeuralNetwork | undefined;

function trained(): NeuralNetwork {
  if (network) return network;
  const net = new NeuralNetwork({ log: false });
  net.train(
    Object.entries(INTENT_EXAMPLES).flatMap(([intent, examples]) =>
      examples.map((e) => ({ input: intentFeatures(e), output: { [intent]: 1 } })),
    ),
  );
  network = net;
  return net;
}

/** Every flow with its share of the network's answer, likeliest first (empty for a text with no words). */
export function rankTopics(text: string): { topic: HealthbotTopic; share: number }[] {
  const features = intentFeatures(text);
  if (Object.keys(features).length === 0) return [];
  const out = trained().run(features) ?? {};
  const total = Object.values(out).reduce((a, b) => a + Math.max(b, 0), 0);
  if (total <= 0) return [];
  return Object.entries(out)
    .map(([topic, score]) => ({ topic: topic as HealthbotTopic, share: Math.max(score, 0) / total }))
    .sort((a, b) => b.share - a.share);
}

/** The flow a message is about, with its share, or null when no flow is clear enough. */
export function classifyIntent(text: string): { topic: HealthbotTopic; share: number } | null {
  const best = rankTopics(text)[0];
  return best && best.share >= INTENT_THRESHOLD ? best : null;
}
