// The places probe (decision 034, "Everyday places and things", 2026-12-01): 240 chat messages and short posts
// written by three helpers shown no rule, no lexicon, no corpus and no probe line, 80 per language (English and
// Hinglish with chat spellings, Devanagari Hindi): 40 lines of a writer (or a friend or sibling they fear for)
// at or thinking of a roof, a bridge, a track, a rope, a blade, a poison or tablets as a way to die or to hurt
// themselves, and 40 harmless lines with the same places and things in everyday life (washing on the roof, chai
// on the terrace, a blunt sharpener, phenyl for the floor, a parent's BP tablets). Its hash was pinned in
// places-probe.test.ts before any line was read by the app. NOT a frozen test split; never trains.
import type { CrisisItem } from "../corpus/corpus.ts";
import { loadProbe, PROBE_DIR } from "./goodbye-probe.ts";

/** Every line of the places probe. */
export const loadPlacesProbe = (dir = PROBE_DIR): CrisisItem[] => loadProbe("places", dir);
