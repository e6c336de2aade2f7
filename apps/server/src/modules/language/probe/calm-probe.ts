// The calm probe (decision 034, "Harmless by context: a layer after the model", 2026-11-29 evening):
// 240 hand-written lines kept out of every corpus file and every other probe, 80 per language (English
// and Hinglish with chat spellings, Devanagari Hindi): half harmless lines that use crisis words or
// shapes (hyperbole about dying or killing; bleach, phenyl, rat poison for rats, acid for toilets; rope
// and hooks for ordinary jobs; heights for views and treks; films, serials, novels and songs; news of
// others; games and sport; doses and prescriptions; recovery told as past; prevention and how to help;
// exam stress with coping), half crisis lines (concern, risk, imminent) that share those words and
// shapes, so a careless veto would lose them. Its hash was pinned in calm-probe.test.ts before any
// pattern of the calm layer existed. NOT a frozen test split.
import type { CrisisItem } from "../corpus/corpus.ts";
import { loadProbe, PROBE_DIR } from "./goodbye-probe.ts";

/** Every line of the calm probe. */
export const loadCalmProbe = (dir = PROBE_DIR): CrisisItem[] => loadProbe("calm", dir);
