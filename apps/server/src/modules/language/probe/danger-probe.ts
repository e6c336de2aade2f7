// The danger probe (decision 034, 2026-11-29, "Danger from someone else"): 240 hand-written lines kept
// out of every corpus file and never trained on, 80 per language (English, Hinglish with chat spellings,
// Devanagari Hindi): half disclosures of danger from someone else (violence by a parent, partner, in-laws,
// sibling, teacher or employer; sexual abuse and unwanted touching; threats; being locked in; forced
// marriage; stalking and blackmail with photos; not safe at home; afraid to go home), half hard negatives
// (taunts, scolding, sport, games, mosquitoes, films and serials, news, other people's fights, "it will
// kill me" about exams, recovery told as past). It checks the danger layer (danger.ts); its hash was
// pinned in danger-probe.test.ts before any pattern was scored on it. NOT a frozen test split.
import type { CorpusLang, CrisisItem } from "../corpus/corpus.ts";
import { dangerLayer } from "../crisis-decision.ts";
import { readCrisis } from "../index.ts";
import { loadProbe, PROBE_DIR } from "./goodbye-probe.ts";

/** Every danger probe line. */
export const loadDangerProbe = (dir = PROBE_DIR): CrisisItem[] => loadProbe("danger", dir);

/** A probe's lines read with the danger layer off and on (the switch is put back as it was). */
export function readWithAndWithoutDangerLayer(probe: CrisisItem[]) {
  const read = (on: boolean) => {
    const was = dangerLayer.on;
    dangerLayer.on = on;
    try {
      return probe.map((item) => ({ item, level: readCrisis(item.text).level }));
    } finally {
      dangerLayer.on = was;
    }
  };
  const off = read(false);
  const on = read(true);
  /** Disclosures read as danger, or harmless lines read as any crisis, in `lang`. */
  const count = (rows: typeof on, lang: CorpusLang, level: "danger" | "none") =>
    rows
      .filter((r) => r.item.lang === lang && r.item.level === level)
      .filter((r) => (level === "danger" ? r.level === "danger" : r.level !== "none")).length;
  return (lang: CorpusLang) => ({
    dangerOff: count(off, lang, "danger"),
    dangerOn: count(on, lang, "danger"),
    harmlessOff: count(off, lang, "none"),
    harmlessOn: count(on, lang, "none"),
  });
}
