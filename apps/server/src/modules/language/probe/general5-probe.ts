// The fifth general probe (decision 034, "The fifth general probe", 2026-12-01; the fourth's brief, with voices
// of many kinds of writer): 360 chat messages and short posts
// written by three helpers shown no rule, no lexicon, no corpus and no probe line, 120 per language (English
// and Hinglish with chat spellings, Devanagari Hindi), 60 crisis (indirect ideation, passive wishes, a
// burden, final goodbyes, giving away, a plan with a time or place, self-harm and its slang, emoji, a friend
// at risk, questions about a method, danger from someone else) and 60 harmless (hyperbole, games, films and
// serials, cooking, medical doses, exam stress, anger at others, prevention, news, recovery told as past,
// goodbyes for the day, everyday talk), the kinds the outside test named. Its hash was pinned in
// general5-probe.test.ts before any line was read by the app. NOT a frozen test split; never trains.
import type { CrisisItem } from "../corpus/corpus.ts";
import { loadProbe, PROBE_DIR } from "./goodbye-probe.ts";

/** Every line of the fifth general probe. */
export const loadGeneral5Probe = (dir = PROBE_DIR): CrisisItem[] => loadProbe("general5", dir);

/** Lines already in another probe, and the ids of those within 0.65 word overlap of a line of the corpus or another probe: recorded with the pin, left out of any judgement. */
export const GENERAL5_SHARED = ["काश रात को सोऊँ और सुबह उठूँ ही नहीं 😔", "me rn: 🧍‍♂️➡️🚆 ... bye 🖤"];
export const GENERAL5_CLOSE = [
  ...["c032", "c041", "c042", "c043", "n039"].map((n) => `probe-general5-en-${n}`),
  ...["c006", "c011", "c021", "c041", "c051", "n001", "n032", "n056"].map((n) => `probe-general5-hi-${n}`),
  ...["c041", "c042", "c044", "c060", "n018", "n021", "n034", "n035", "n051", "n052"].map(
    (n) => `probe-general5-hinglish-${n}`,
  ),
];
