// The calm probe (decision 034, "Harmless by context: a layer after the model", 2026-11-29 evening):
// 240 hand-written lines kept out of every corpus file and every other probe, 80 per language (English
// and Hinglish with chat spellings, Devanagari Hindi): half harmless lines that use crisis words or
// shapes (hyperbole about dying or killing; bleach, phenyl, rat poison for rats, acid for toilets; rope
// and hooks for ordinary jobs; heights for views and treks; films, serials, novels and songs; news of
// others; games and sport; doses and prescriptions; recovery told as past; prevention and how to help;
// exam stress with coping), half crisis lines (concern, risk, imminent) that share those words and
// shapes, so a careless veto would lose them. Its hash was pinned in calm-probe.test.ts before any
// pattern of the calm layer existed. NOT a frozen test split.
import type { CorpusLang, CrisisItem } from "../corpus/corpus.ts";
import { calmLayer } from "../crisis-decision.ts";
import { readCrisis } from "../index.ts";
import { loadProbe, PROBE_DIR } from "./goodbye-probe.ts";

/** Every line of the calm probe. */
export const loadCalmProbe = (dir = PROBE_DIR): CrisisItem[] => loadProbe("calm", dir);

/**
 * A probe's lines read with the calm layer off and on, and as the app reads them (the switch put back as
 * it was): per language, crisis lines caught (any level but none) and harmless lines flagged, and whether
 * the app's readings are those of its switch.
 */
export function readWithAndWithoutCalmLayer(probe: CrisisItem[]) {
  const read = (on: boolean) => {
    const was = calmLayer.on;
    calmLayer.on = on;
    try {
      return probe.map((item) => ({ item, level: readCrisis(item.text).level }));
    } finally {
      calmLayer.on = was;
    }
  };
  const off = read(false);
  const on = read(true);
  const shipped = probe.map((item) => ({ item, level: readCrisis(item.text).level }));
  return (lang: CorpusLang) => {
    const mine = (rows: typeof on) => rows.filter((r) => r.item.lang === lang);
    const caught = (rows: typeof on) => mine(rows).filter((r) => r.item.level !== "none" && r.level !== "none").length;
    const flagged = (rows: typeof on) => mine(rows).filter((r) => r.item.level === "none" && r.level !== "none").length;
    return {
      caughtOff: caught(off),
      caughtOn: caught(on),
      flaggedOff: flagged(off),
      flaggedOn: flagged(on),
      /** The app's levels, and those of the switch's position, in probe order. */
      app: mine(shipped).map((r) => r.level),
      bySwitch: mine(calmLayer.on ? on : off).map((r) => r.level),
    };
  };
}
