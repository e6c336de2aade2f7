// The replies probe (decision 034, "An everyday reply needs company", 2026-12-02): 300 short chat messages
// written by a helper shown no rule, no lexicon, no corpus and no probe line, 100 per language (English and
// Hinglish with chat spellings, Devanagari Hindi): 60 harmless replies of 1-7 words in an ongoing chat
// (support, logistics, shrugs, ratings, reactions, apologies and thanks, small talk, an ordinary low moment) and
// 40 short crisis messages of 1-10 words (10 concern, 15 risk, 15 imminent). Its hash was pinned in
// replies-probe.test.ts before any line was read by the app. NOT a frozen test split; never trains.
import type { CrisisItem } from "../corpus/corpus.ts";
import { loadProbe, PROBE_DIR } from "./goodbye-probe.ts";

/** Every line of the replies probe. */
export const loadRepliesProbe = (dir = PROBE_DIR): CrisisItem[] => loadProbe("replies", dir);
