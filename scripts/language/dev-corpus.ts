// A stand-in corpus for developing the machinery before the labelled corpus files exist: the crisis
// check's old training and evaluation sentences and the Health Bot's intent examples. The training
// script uses it only when the corpus directory has no files for a task.

import { INTENT_EXAMPLES } from "../../apps/server/src/modules/healthbot/healthbot.intent-examples.ts";
import type { CrisisItem, IntentItem } from "../../apps/server/src/modules/language/corpus/corpus.ts";
import { evaluationSet } from "../../apps/server/src/modules/safety/crisis/test-data/evaluation-set.ts";
import { crisisTraining, noneTraining } from "../../apps/server/src/modules/safety/crisis/training/training-set.ts";

const langOf = (t: string) => (/[\u0900-\u097F]/u.test(t) ? "hi" : "en") as const;

export function devCrisisCorpus(): CrisisItem[] {
  const out: CrisisItem[] = [];
  crisisTraining.forEach((text, i) => {
    out.push({ id: `dev-c-t${i}`, text, lang: langOf(text), level: "risk", kind: "dev", means: false });
  });
  noneTraining.forEach((text, i) => {
    out.push({ id: `dev-c-n${i}`, text, lang: langOf(text), level: "none", kind: "dev", means: false });
  });
  evaluationSet.forEach((m, i) => {
    out.push({
      id: `dev-c-e${i}`,
      text: m.text,
      lang: m.lang,
      level: m.label === "none" ? "none" : m.label === "method" ? "imminent" : "risk",
      kind: m.kind ?? "dev",
      means: m.label === "method",
    });
  });
  return out;
}

export function devIntentCorpus(): IntentItem[] {
  const out: IntentItem[] = [];
  for (const [intent, examples] of Object.entries(INTENT_EXAMPLES)) {
    examples.forEach((text, i) => {
      out.push({ id: `dev-i-${intent}-${i}`, text, lang: langOf(text), intent: intent as IntentItem["intent"] });
    });
  }
  return out;
}
