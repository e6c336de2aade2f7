// The goodbye probe (decision 034, 2026-11-29): 300 hand-written lines kept out of every corpus file
// and never trained on, half everyday goodbyes, good nights, thanks, travel and time words, half
// goodbyes with risk and indirect risk, in English, Devanagari Hindi and Hinglish. It is the selection
// check beside cross-validation for anything aimed at goodbyes: it is NOT a frozen test split, and the
// frozen splits are still read once, at the end. Its hash is pinned in goodbye-probe.test.ts.
import { readFileSync } from "node:fs";
import path from "node:path";
import { CRISIS_LABELS, type CrisisItem, type CrisisLabel, LANGS } from "../corpus/corpus.ts";

export const PROBE_DIR = path.dirname(new URL(import.meta.url).pathname);
/** Ids start with this (never a corpus prefix, so a probe line cannot pass for a training item). */
export const PROBE_ID_PREFIX = "probe-";

/** Every line of one probe (`<name>.<lang>.jsonl`); a malformed line throws, naming the file. */
export function loadProbe(name: string, dir = PROBE_DIR): CrisisItem[] {
  return LANGS.flatMap((lang) => {
    const file = `${name}.${lang}.jsonl`;
    return readFileSync(path.join(dir, file), "utf8")
      .split("\n")
      .filter((l) => l.trim())
      .map((l) => {
        const o = JSON.parse(l) as Partial<CrisisItem>;
        if (
          typeof o.id !== "string" ||
          !o.id.startsWith(PROBE_ID_PREFIX) ||
          typeof o.text !== "string" ||
          o.lang !== lang ||
          !CRISIS_LABELS.includes(o.level as CrisisLabel) ||
          typeof o.kind !== "string"
        ) {
          throw new Error(`${file}: malformed item ${l.slice(0, 120)}`);
        }
        return { id: o.id, text: o.text, lang, level: o.level as CrisisLabel, kind: o.kind, means: o.means === true };
      });
  });
}

/** Every goodbye probe line. */
export const loadGoodbyeProbe = (dir = PROBE_DIR): CrisisItem[] => loadProbe("goodbyes", dir);
