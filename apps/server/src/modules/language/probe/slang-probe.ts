// The self-harm slang probe (decision 034, "Self-harm slang", 2026-11-30, late night): 240 chat messages and
// short posts written by three helpers shown no rule, no lexicon, no corpus and no probe line, 80 per language
// (English and Hinglish with chat spellings, Devanagari Hindi): 40 crisis lines telling self-harm in slang and
// code (cat scratches with no cat, a barcode, beans and styro, red lines, "sh", supplies, sleeves, tally
// marks...) and 40 harmless lines using the same words literally (a real cat, a shop's barcode, beans in a
// curry, a gym streak, art supplies). Its hash was pinned in slang-probe.test.ts before any line was read by
// the app. NOT a frozen test split; never trains.
import type { CrisisItem } from "../corpus/corpus.ts";
import { loadProbe, PROBE_DIR } from "./goodbye-probe.ts";

/** Every line of the self-harm slang probe. */
export const loadSlangProbe = (dir = PROBE_DIR): CrisisItem[] => loadProbe("slang", dir);
