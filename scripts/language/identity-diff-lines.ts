// The lines a layer's identity diff reads (mann-identity-diff.ts, attempt-identity-diff.ts): every probe
// file's texts, in file order, and each language's TRAIN texts (crisis, everyday and intent items). Never a
// test split.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import {
  LANGS,
  loadCrisisCorpus,
  loadEverydayCorpus,
  loadIntentCorpus,
  WRITTEN_BATCHES,
} from "../../apps/server/src/modules/language/corpus/corpus.ts";
import { splitItems } from "../../apps/server/src/modules/language/corpus/split.ts";

const PROBE_DIR = "apps/server/src/modules/language/probe";

/** Named lists of texts; `skip`: a probe stem left out (its files `<stem>.*.jsonl`). */
export function identityDiffLines(skip?: string): { name: string; texts: string[] }[] {
  const lists = readdirSync(PROBE_DIR)
    .filter((f) => f.endsWith(".jsonl") && (!skip || !f.startsWith(`${skip}.`)))
    .sort()
    .map((f) => ({
      name: f,
      texts: readFileSync(path.join(PROBE_DIR, f), "utf8")
        .split("\n")
        .filter((l) => l.trim())
        .map((l) => JSON.parse(l).text as string),
    }));
  const train = [
    ...splitItems(loadCrisisCorpus()).train,
    ...splitItems(loadEverydayCorpus()).train,
    ...splitItems(loadIntentCorpus(undefined, WRITTEN_BATCHES)).train,
  ];
  for (const lang of LANGS)
    lists.push({ name: `train-${lang}`, texts: train.filter((i) => i.lang === lang).map((i) => i.text) });
  return lists;
}
