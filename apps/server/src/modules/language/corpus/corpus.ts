// The labelled corpus (JSON Lines, one file per task and language) and how it is read. Only the
// training script and the tests read it; the running server loads the trained weights instead.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { BOT_INTENTS } from "../intent.ts";
import { TRAIN_ONLY_ID_PREFIX } from "./split.ts";

export const LANGS = ["en", "hi", "hinglish"] as const;
export type CorpusLang = (typeof LANGS)[number];

export const CRISIS_LABELS = ["none", "concern", "risk", "imminent", "danger"] as const;
export type CrisisLabel = (typeof CRISIS_LABELS)[number];

/** The Health Bot intents the corpus is labelled with: the intent model's own list. */
export const INTENT_LABELS = BOT_INTENTS;
export type IntentLabel = (typeof INTENT_LABELS)[number];

export interface CrisisItem {
  id: string;
  text: string;
  lang: CorpusLang;
  level: CrisisLabel;
  kind: string;
  means: boolean;
}

export interface IntentItem {
  id: string;
  text: string;
  lang: CorpusLang;
  intent: IntentLabel;
}

export const CORPUS_DIR = path.dirname(new URL(import.meta.url).pathname);

/**
 * The corpus comes in batches written by different people at different times, each with its own
 * frozen test split (split.test.ts): batch 1 in `crisis.<lang>.jsonl` and `intents.<lang>.jsonl`,
 * batch 2 (new writers, new constructions) in `crisis-b2.<lang>.jsonl` and `intents-b2.<lang>.jsonl`,
 * batch 3 (minimal pairs: the same words harmless and in crisis) in `crisis-b3.*` and `intents-b3.*`,
 * batch 4 (coverage, train only: no test split) in `crisis-b4.*` and `intents-b4.*`, batch 5 (everyday
 * goodbyes, greetings, thanks, travel and time words beside as many goodbyes with risk; train only) in
 * `crisis-b5.*`, batch 6 (the Health Bot probes' ordinary first messages and asks for a person, copied with
 * the intent each names once those probes were read; train only, the intent model only) in `intents-b6.*`, batch 7
 * (everyday plans with a time beside crisis lines with a time, by a writer shown no rule; train only) in `crisis-b7.*`.
 */
export const BATCHES = [1, 2, 3, 4, 5, 6, 7] as const;
export type Batch = (typeof BATCHES)[number];
/**
 * Batches that train only: none of their items is ever in a test split (split.ts `sideOf` sends every
 * id starting with TRAIN_ONLY_ID_PREFIX to train, and the loader accepts such ids only in these
 * batches and requires them there). Batch 4 (2026-11-29) was written for coverage after the three
 * batches' test splits were frozen, batch 5 (2026-11-29, issue 33) after ordinary goodbyes and greetings
 * were read as imminent crises: the frozen splits and their hashes do not move.
 */
export const TRAIN_ONLY_BATCHES: readonly Batch[] = [4, 5, 6, 7];
/**
 * Batches copied from read probes (batch 6: the Health Bot's ask, first-message and person probes): left out of
 * what a new probe must stay clear of and of the verdict record, since the probes themselves are there.
 */
export const PROBE_COPY_BATCHES: readonly Batch[] = [6];
/** The batches written as corpus (every batch but the probe copies). */
export const WRITTEN_BATCHES: readonly Batch[] = BATCHES.filter((b) => !PROBE_COPY_BATCHES.includes(b));
/** The batches with a frozen test split (the others: split.test.ts checks the two lists part BATCHES). */
export const TEST_BATCHES = [1, 2, 3] as const satisfies readonly Batch[];
export type TestBatch = (typeof TEST_BATCHES)[number];
const fileOf = (task: "crisis" | "intents", lang: CorpusLang, batch: Batch) =>
  `${task}${batch === 1 ? "" : `-b${batch}`}.${lang}.jsonl`;

/** A train-only batch's ids carry the prefix, and nothing else does. */
function checkTrainOnly(file: string, batch: Batch, id: string): void {
  if (TRAIN_ONLY_BATCHES.includes(batch) !== id.startsWith(TRAIN_ONLY_ID_PREFIX)) {
    throw new Error(
      `${file}: id ${id} ${TRAIN_ONLY_BATCHES.includes(batch) ? "must" : "must not"} start with ${TRAIN_ONLY_ID_PREFIX}`,
    );
  }
}

function readLines(file: string): unknown[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, "utf8")
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean)
    .map((l, i) => {
      try {
        return JSON.parse(l) as unknown;
      } catch {
        throw new Error(`${path.basename(file)} line ${i + 1} is not JSON`);
      }
    });
}

const isLang = (v: unknown): v is CorpusLang => LANGS.includes(v as CorpusLang);

/** Every crisis item of one batch's files (every batch by default); a malformed line throws (naming the file and id). */
export function loadCrisisCorpus(dir = CORPUS_DIR, batches: readonly Batch[] = BATCHES): CrisisItem[] {
  return batches
    .flatMap((batch) => LANGS.map((lang) => [lang, fileOf("crisis", lang, batch), batch] as const))
    .flatMap(([lang, file, batch]) =>
      readLines(path.join(dir, file)).map((raw) => {
        const o = raw as Partial<CrisisItem>;
        if (
          typeof o.id !== "string" ||
          typeof o.text !== "string" ||
          o.lang !== lang ||
          !CRISIS_LABELS.includes(o.level as CrisisLabel)
        ) {
          throw new Error(`${file}: malformed item ${JSON.stringify(raw).slice(0, 120)}`);
        }
        checkTrainOnly(file, batch, o.id);
        return {
          id: o.id,
          text: o.text,
          lang: o.lang,
          level: o.level as CrisisLabel,
          kind: typeof o.kind === "string" ? o.kind : "unknown",
          means: o.means === true,
        };
      }),
    );
}

/** Every intent item of one batch's files (every batch by default). */
export function loadIntentCorpus(dir = CORPUS_DIR, batches: readonly Batch[] = BATCHES): IntentItem[] {
  return batches
    .flatMap((batch) => LANGS.map((lang) => [lang, fileOf("intents", lang, batch), batch] as const))
    .flatMap(([lang, file, batch]) =>
      readLines(path.join(dir, file)).map((raw) => {
        const o = raw as Partial<IntentItem>;
        if (
          typeof o.id !== "string" ||
          typeof o.text !== "string" ||
          o.lang !== lang ||
          !INTENT_LABELS.includes(o.intent as IntentLabel)
        ) {
          throw new Error(`${file}: malformed item ${JSON.stringify(raw).slice(0, 120)}`);
        }
        checkTrainOnly(file, batch, o.id);
        return { id: o.id, text: o.text, lang: o.lang, intent: o.intent as IntentLabel };
      }),
    );
}

/**
 * Plain everyday chat (greetings, food, plans, replies like "haan" or "pata nahi"), all harmless and
 * never in the frozen test split: the corpus's harmless side is mostly hard negatives, and without
 * these the model read "see you tomorrow" as a crisis. Split by the same seeded hash: the train part
 * trains and chooses thresholds, the rest measures false alarms on everyday chat it has not seen.
 */
export function loadEverydayCorpus(dir = CORPUS_DIR): CrisisItem[] {
  return LANGS.flatMap((lang) =>
    readLines(path.join(dir, `everyday.${lang}.jsonl`)).map((raw) => {
      const o = raw as Partial<CrisisItem>;
      if (typeof o.id !== "string" || typeof o.text !== "string" || !isLang(o.lang) || o.level !== "none") {
        throw new Error(`everyday.${lang}.jsonl: malformed item ${JSON.stringify(raw).slice(0, 120)}`);
      }
      return { id: o.id, text: o.text, lang: o.lang, level: "none" as const, kind: "everyday", means: false };
    }),
  );
}
