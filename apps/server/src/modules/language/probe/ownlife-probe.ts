// The own-life probe (decision 034, "One's own life", 2026-11-30, late night): 240 chat messages and short posts
// written by three helpers shown no rule, no lexicon, no corpus and no probe line, 80 per language (English and
// Hinglish with chat spellings, Devanagari Hindi): 40 lines of a writer saying they will take, are taking or want
// to take their own life in everyday verbs ("apni jaan le lunga", "khud ko khatam kar dungi", "end my life"),
// and 40 harmless lines using the same words in other senses ("meri jaan" as darling, "sach jaan liya", "ye
// garmi meri jaan le legi", a death in the news, a game). Its hash was pinned in ownlife-probe.test.ts before any
// line was read by the app. NOT a frozen test split; never trains.
import type { CrisisItem } from "../corpus/corpus.ts";
import { loadProbe, PROBE_DIR } from "./goodbye-probe.ts";

/** Every line of the own-life probe. */
export const loadOwnlifeProbe = (dir = PROBE_DIR): CrisisItem[] => loadProbe("ownlife", dir);
