// The second farewell probe (decision 034, "Softened, not silenced", second round, 2026-11-30): 360 lines
// written by a helper who was shown neither the layers nor the lexicon nor any probe line, 120 per language
// (English and Hinglish with chat spellings, Devanagari Hindi): per language 60 harmless (goodbyes about a
// day, a stage of life or a trip, thanks to a group, recovery from an attempt and from self-harm) and 60
// crisis lines, all risk or imminent (final goodbyes with an everyday surface, plans with an everyday time
// or place, good nights meant as the last, giving away while leaving, relapses, a recovery that broke into
// a goodbye). Its hash was pinned in farewell2-probe.test.ts before any line was read by the app. NOT a
// frozen test split; never trains.
import type { CrisisItem } from "../corpus/corpus.ts";
import { loadProbe, PROBE_DIR } from "./goodbye-probe.ts";

/** Every line of the second farewell probe. */
export const loadFarewell2Probe = (dir = PROBE_DIR): CrisisItem[] => loadProbe("farewell2", dir);
