// The train/test split: each item's id, with a fixed seed, hashed (SHA-256) to a number in [0, 1);
// below TEST_SHARE it is a test item. An item's side depends on its id only, so adding items never
// moves old ones. The test split is frozen (split.test.ts records its hash) and never used to tune.
import { createHash } from "node:crypto";

export const SPLIT_SEED = "saathi-language-split-1";
export const TEST_SHARE = 0.2;

export type Side = "train" | "test";

/**
 * Ids of the train-only batches (corpus.ts TRAIN_ONLY_BATCHES) start with this: they train and are
 * never in a test split, so a batch written after the splits were frozen cannot move them.
 */
export const TRAIN_ONLY_ID_PREFIX = "train-";

export function sideOf(id: string): Side {
  if (id.startsWith(TRAIN_ONLY_ID_PREFIX)) return "train";
  const digest = createHash("sha256").update(`${SPLIT_SEED}:${id}`).digest();
  return digest.readUInt32BE(0) / 2 ** 32 < TEST_SHARE ? "test" : "train";
}

export function splitItems<T extends { id: string }>(items: readonly T[]): { train: T[]; test: T[] } {
  const train: T[] = [];
  const test: T[] = [];
  for (const item of items) (sideOf(item.id) === "test" ? test : train).push(item);
  return { train, test };
}

/** SHA-256 of the test items: sorted by id, each line id, text and label(s), tab-separated. */
export function hashOfItems(items: readonly { id: string; text: string }[], label: (item: never) => string): string {
  const lines = [...items]
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map((i) => `${i.id}\t${i.text}\t${label(i as never)}`);
  return createHash("sha256").update(lines.join("\n")).digest("hex");
}
