// The farewell probe (decision 034, "Recovery told as past, and everyday goodbyes", 2026-11-30): 360 lines
// written by a helper who was shown neither the layers nor the lexicon nor any rule, 120 per language
// (English and Hinglish with chat spellings, Devanagari Hindi): per language 60 harmless (goodbyes about a
// day or a stage of life, trips and festivals, giving things away, recovery from an attempt and from
// self-harm told as past, everyday finality) and 60 crisis lines built to look like them (final goodbyes
// with an everyday surface, giving away, a recovery that broke, self-harm back, a plan with a time or a
// place, passive wishes phrased as endings). Its hash was pinned in farewell-probe.test.ts before any line
// was read by the app. NOT a frozen test split; never trains.
import type { CrisisItem } from "../corpus/corpus.ts";
import { everydayGoodbye } from "../crisis-decision.ts";
import { recoveryLayer } from "../recovery.ts";
import { loadProbe, PROBE_DIR } from "./goodbye-probe.ts";
import { readSwitched } from "./switched-reading.ts";

/** Every line of the farewell probe. */
export const loadFarewellProbe = (dir = PROBE_DIR): CrisisItem[] => loadProbe("farewell", dir);

/** Harmless lines flagged and held, crisis lines caught (any level but none), of one language's lines. */
export interface FarewellFigures {
  flagged: number;
  held: number;
  caught: number;
}

/**
 * The lines of one language read with the everyday-goodbye rule and the recovery layer switched as given
 * (the app's switches are restored after each reading).
 */
export function readFarewell(items: readonly CrisisItem[], goodbye: boolean, recovery: boolean): FarewellFigures {
  const f = { flagged: 0, held: 0, caught: 0 };
  for (const item of items) {
    const r = readSwitched(
      [
        [everydayGoodbye, goodbye],
        [recoveryLayer, recovery],
      ],
      item.text,
    );
    if (item.level === "none") {
      if (r.level !== "none") f.flagged += 1;
      if (r.hold) f.held += 1;
    } else if (r.level !== "none") f.caught += 1;
  }
  return f;
}
