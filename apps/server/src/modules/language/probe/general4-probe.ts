// The fourth general probe (decision 034, candidate P, 2026-11-30, late night; the first's brief, with notes per
// language): 360 chat messages and short posts
// written by three helpers shown no rule, no lexicon, no corpus and no probe line, 120 per language (English
// and Hinglish with chat spellings, Devanagari Hindi), 60 crisis (indirect ideation, passive wishes, a
// burden, final goodbyes, giving away, a plan with a time or place, self-harm and its slang, emoji, a friend
// at risk, questions about a method, danger from someone else) and 60 harmless (hyperbole, games, films and
// serials, cooking, medical doses, exam stress, anger at others, prevention, news, recovery told as past,
// goodbyes for the day, everyday talk), the kinds the outside test named. Its hash was pinned in
// general4-probe.test.ts before any line was read by the app. NOT a frozen test split; never trains.
import type { CrisisItem } from "../corpus/corpus.ts";
import { loadProbe, PROBE_DIR } from "./goodbye-probe.ts";

/** Every line of the fourth general probe. */
export const loadGeneral4Probe = (dir = PROBE_DIR): CrisisItem[] => loadProbe("general4", dir);
