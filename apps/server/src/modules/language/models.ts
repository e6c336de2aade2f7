// The trained weights, read once from model/*.json and *.bin (shipped in the repository, written by
// scripts/language/train.ts) on first use or at start through warmUpLanguage().
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { LinearModel } from "./logistic.ts";
import { fromModelParts, type ModelFile } from "./model-file.ts";

export interface LoadedModel {
  file: ModelFile;
  model: LinearModel;
}

const cache = new Map<string, LoadedModel>();

export type ModelName = "crisis" | "means" | "intents";

export function loadModel(name: ModelName): LoadedModel {
  let loaded = cache.get(name);
  if (!loaded) {
    const at = (ext: string) => fileURLToPath(new URL(`./model/${name}.${ext}`, import.meta.url));
    const file = JSON.parse(readFileSync(at("json"), "utf8")) as ModelFile;
    const bytes = readFileSync(at("bin"));
    const weights = new Int8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    loaded = { file, model: fromModelParts(file, weights) };
    cache.set(name, loaded);
  }
  return loaded;
}
