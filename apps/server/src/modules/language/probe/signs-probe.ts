// The warning-signs probe (decision 034, "Warning signs that look ordinary", 2026-11-30, late night): 240 chat
// messages and short posts written by three helpers shown no rule, no lexicon, no corpus and no probe line, 80
// per language (English and Hinglish with chat spellings, Devanagari Hindi): 20 friends at risk told through
// what they posted or sent (a goodbye caption, "take care of mom after me", the phone off), 20 questions about
// a means dressed as everyday ones, and 40 harmless lines on the same surfaces (a farewell's caption, a dead
// battery, a building's height for the view, a fan's weight for a swing, a fever dose). Its hash was pinned in
// signs-probe.test.ts before any line was read by the app. NOT a frozen test split; never trains.
import type { CrisisItem } from "../corpus/corpus.ts";
import { loadProbe, PROBE_DIR } from "./goodbye-probe.ts";

/** Every line of the warning-signs probe. */
export const loadSignsProbe = (dir = PROBE_DIR): CrisisItem[] => loadProbe("signs", dir);
