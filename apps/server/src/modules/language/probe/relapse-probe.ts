// The relapse probe (decision 034, "A recovery that broke: the relapse layer", 2026-11-30): 360 lines
// written by a helper who was shown neither the layer nor the lexicon nor any probe line, 120 per language
// (English and Hinglish with chat spellings, Devanagari Hindi): per language 60 crisis lines (self-harm
// back after a clean streak, the urge back with a means at hand, a past attempt with present intent, a
// promise of never again being broken, recovery's words with a dark ending, current self-harm in slang)
// and 60 harmless (recovery from self-harm and from an attempt told as past, clean anniversaries, everyday
// "again", "relapse", "cut" and "streak", helping others, calm talk of old scars). Its hash was pinned in
// relapse-probe.test.ts before any line was read by the app. NOT a frozen test split; never trains.
import type { CrisisItem } from "../corpus/corpus.ts";
import { relapseLayer } from "../relapse.ts";
import { loadProbe, PROBE_DIR } from "./goodbye-probe.ts";
import { readSwitched } from "./switched-reading.ts";

/** Every line of the relapse probe. */
export const loadRelapseProbe = (dir = PROBE_DIR): CrisisItem[] => loadProbe("relapse", dir);

/** Harmless lines flagged, raised (their level rose) and held, crisis lines caught, of one language's lines. */
export interface RelapseFigures {
  flagged: number;
  raised: number;
  held: number;
  caught: number;
}

/** The lines read with the relapse layer as `on` says, against the same lines with it off (the app's switch is restored). */
export function readRelapseProbe(items: readonly CrisisItem[], on: boolean): RelapseFigures {
  const f = { flagged: 0, raised: 0, held: 0, caught: 0 };
  for (const item of items) {
    const before = readSwitched([[relapseLayer, false]], item.text);
    const r = readSwitched([[relapseLayer, on]], item.text);
    if (item.level === "none") {
      if (r.level !== "none") f.flagged += 1;
      if (r.level !== before.level) f.raised += 1;
      if (r.hold) f.held += 1;
    } else if (r.level !== "none") f.caught += 1;
  }
  return f;
}
