// The attempt probe (decision 034, "A disclosed attempt: a layer after the model", 2026-11-30): 240
// lines written by someone else while the layer's patterns were written, and opened only after the
// patterns and the go/no-go were committed. 80 per language (English, Devanagari Hindi, Hinglish): 40
// attempts (the writer's own told as recent, the writer's own with no time, a friend's or relative's, in
// chat spellings) and 40 hard negatives (recovery told as past, everyday "tried", fiction and news,
// medical). It checks the attempt layer (attempt.ts); its hash is pinned in attempt-probe.test.ts. NOT a
// frozen test split.
import type { CorpusLang, CrisisItem } from "../corpus/corpus.ts";
import { SEVERITY } from "../crisis.ts";
import { attemptLayer } from "../crisis-decision.ts";
import { readCrisis } from "../index.ts";
import { loadProbe, PROBE_DIR } from "./goodbye-probe.ts";

/** Every attempt probe line. */
export const loadAttemptProbe = (dir = PROBE_DIR): CrisisItem[] => loadProbe("attempt", dir);

/** A probe's lines read with the attempt layer off and on (the switch is put back as it was). */
export function readWithAndWithoutAttemptLayer(probe: CrisisItem[]) {
  const read = (on: boolean) => {
    const was = attemptLayer.on;
    attemptLayer.on = on;
    try {
      return probe.map((item) => ({ item, reading: readCrisis(item.text) }));
    } finally {
      attemptLayer.on = was;
    }
  };
  const off = read(false);
  const on = read(true);
  return (lang: CorpusLang) => {
    const pairs = off
      .map((o, i) => ({ item: o.item, off: o.reading, on: on[i]!.reading }))
      .filter((p) => p.item.lang === lang);
    const attempts = pairs.filter((p) => p.item.level !== "none");
    const harmless = pairs.filter((p) => p.item.level === "none");
    const raised = harmless.filter((p) => SEVERITY[p.on.level] > SEVERITY[p.off.level]);
    return {
      attempts: attempts.length,
      harmless: harmless.length,
      attemptsNoneOff: attempts.filter((p) => p.off.level === "none").length,
      attemptsNoneOn: attempts.filter((p) => p.on.level === "none").length,
      atLabelOff: attempts.filter((p) => SEVERITY[p.off.level] >= SEVERITY[p.item.level]).length,
      atLabelOn: attempts.filter((p) => SEVERITY[p.on.level] >= SEVERITY[p.item.level]).length,
      harmlessFlaggedOff: harmless.filter((p) => p.off.level !== "none").length,
      harmlessFlaggedOn: harmless.filter((p) => p.on.level !== "none").length,
      harmlessRaised: raised.length,
      harmlessRaisedHeld: raised.filter((p) => p.on.hold).length,
      lowered: pairs.filter((p) => SEVERITY[p.on.level] < SEVERITY[p.off.level]).length,
    };
  };
}
