// The relapse probe (decision 034, "A recovery that broke: the relapse layer", 2026-11-30): 360 lines
// written by a helper who was shown neither the layer nor the lexicon nor any probe line, 120 per language
// (English and Hinglish with chat spellings, Devanagari Hindi): per language 60 crisis lines (self-harm
// back after a clean streak, the urge back with a means at hand, a past attempt with present intent, a
// promise of never again being broken, recovery's words with a dark ending, current self-harm in slang)
// and 60 harmless (recovery from self-harm and from an attempt told as past, clean anniversaries, everyday
// "again", "relapse", "cut" and "streak", helping others, calm talk of old scars). Its hash was pinned in
// relapse-probe.test.ts before any line was read by the app. NOT a frozen test split; never trains.
import type { CrisisItem } from "../corpus/corpus.ts";
import { loadProbe, PROBE_DIR } from "./goodbye-probe.ts";

/** Every line of the relapse probe. */
export const loadRelapseProbe = (dir = PROBE_DIR): CrisisItem[] => loadProbe("relapse", dir);
