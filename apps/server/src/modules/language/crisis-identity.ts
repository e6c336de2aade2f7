// The readings the crisis check's speed-ups must leave byte-for-byte the same (decision 039, "The crisis
// check per message"): every probe line and every TRAIN line of the corpus (crisis, everyday and intent
// items; the frozen test split is never read), as single texts, as 3-line contexts of consecutive lines
// of one language, and as a chat sends them through the write check (the text alone, the previous line
// with the lines before it, the text with up to five recent lines, in order, as in chat). Each group's verdicts (JSON, key order included) are hashed; crisis-identity.json holds the
// hashes recorded with the code before the speed-ups, and crisis-context-identity.test.ts compares.
// Record (only with code known to read as before): node --import tsx apps/server/src/modules/language/crisis-identity.ts
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { CRISIS_CONTEXT_LIMIT } from "@saathi/contract/crisis";
import { LANGS, loadCrisisCorpus, loadEverydayCorpus, loadIntentCorpus, WRITTEN_BATCHES } from "./corpus/corpus.ts";
import { splitItems } from "./corpus/split.ts";
import { readInContext } from "./crisis.ts";
import { readCrisis, readIntent } from "./index.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
export const IDENTITY_FILE = path.join(here, "crisis-identity.json");

export interface IdentityGroup {
  name: string;
  count: number;
  sha256: string;
}

const sha = (lines: string[]) => createHash("sha256").update(lines.join("\n")).digest("hex");

function probeTexts(): { name: string; texts: string[] }[] {
  const dir = path.join(here, "probe");
  return readdirSync(dir)
    .filter((f) => f.endsWith(".jsonl"))
    .sort()
    .map((f) => ({
      name: `probe/${f}`,
      texts: readFileSync(path.join(dir, f), "utf8")
        .split("\n")
        .filter((l) => l.trim())
        .map((l) => (JSON.parse(l) as { text: string }).text),
    }));
}

/** The chat sends of one list of lines: the write check's three readings of each, in order. */
function asChat(lines: string[]): string[] {
  const out: string[] = [];
  lines.forEach((text, i) => {
    const recent = lines.slice(Math.max(0, i - CRISIS_CONTEXT_LIMIT), i);
    out.push(JSON.stringify(readCrisis(text)));
    if (recent.length) {
      const last = recent.at(-1) as string;
      out.push(JSON.stringify(readCrisis(last, recent.length > 1 ? { recent: recent.slice(0, -1) } : {})));
      out.push(JSON.stringify(readCrisis(text, { recent })));
    }
  });
  return out;
}

/** Every group's verdict hash, computed with the code as it is. */
export function identityGroups(): IdentityGroup[] {
  const groups: IdentityGroup[] = [];
  const add = (name: string, verdicts: string[]) =>
    groups.push({ name, count: verdicts.length, sha256: sha(verdicts) });
  for (const p of probeTexts()) {
    add(
      `${p.name} alone`,
      p.texts.map((t) => JSON.stringify(readInContext(t, []))),
    );
    add(`${p.name} chat`, asChat(p.texts));
  }
  const crisisTrain = splitItems([...loadCrisisCorpus(), ...loadEverydayCorpus()]).train;
  for (const lang of LANGS) {
    const lines = crisisTrain.filter((i) => i.lang === lang).map((i) => i.text);
    add(
      `train.${lang} alone`,
      lines.map((t) => JSON.stringify(readInContext(t, []))),
    );
    add(
      `train.${lang} 3-line contexts`,
      lines.map((t, i) => JSON.stringify(readInContext(t, lines.slice(Math.max(0, i - 3), i)))),
    );
    add(`train.${lang} chat`, asChat(lines));
  }
  const intentTrain = splitItems(loadIntentCorpus(undefined, WRITTEN_BATCHES)).train;
  for (const lang of LANGS)
    add(
      `intents.train.${lang}`,
      intentTrain.filter((i) => i.lang === lang).map((i) => JSON.stringify(readIntent(i.text))),
    );
  return groups;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const groups = identityGroups();
  writeFileSync(IDENTITY_FILE, `${JSON.stringify(groups, null, 2)}\n`);
  console.log(`${groups.length} groups, ${groups.reduce((n, g) => n + g.count, 0)} verdicts -> ${IDENTITY_FILE}`);
}
