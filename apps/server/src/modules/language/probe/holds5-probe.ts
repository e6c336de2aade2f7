// The fifth holds probe (decision 034, "Never held, fifth round: recovery again", 2026-11-30, night; the fourth's brief): 360 chat
// messages and posts written by three helpers shown no rule, no lexicon, no corpus and no probe line, 120
// per language (English and Hinglish with chat spellings, Devanagari Hindi), every one naming a means the
// writer used or planned. 80 harmless per language: the writer's own attempt or self-harm told as past from
// a good or ordinary place now, varied in when, what, who helped, what is true now and the form. 40 crisis
// per language (risk or imminent): a recovery broken now, many reading like a recovery story until the end.
// Its hash was pinned in holds5-probe.test.ts before any line was read by the app. NOT a frozen test split.
import type { CrisisItem } from "../corpus/corpus.ts";
import { loadProbe, PROBE_DIR } from "./goodbye-probe.ts";

/** Every line of the fifth holds probe. */
export const loadHolds5Probe = (dir = PROBE_DIR): CrisisItem[] => loadProbe("holds5", dir);
