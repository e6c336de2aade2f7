// The second last-words probe (decision 034, "Last words", 2026-11-30, late night; the first's brief, three new helpers): 240 chat messages and short posts
// written by three helpers shown no rule, no lexicon, no corpus and no probe line, 80 per language (English and
// Hinglish with chat spellings, Devanagari Hindi): 40 final goodbyes written mostly without a word of dying
// ("don't look for me", "it's not your fault", where the letter is, who should look after the cat) and 40
// everyday goodbyes on the same surfaces (a best friend moving away, a last day at college, leaving a group, a
// digital detox, a neighbour asked to feed the cat). Its hash was pinned in lastwords2-probe.test.ts before any
// line was read by the app. NOT a frozen test split; never trains.
import type { CrisisItem } from "../corpus/corpus.ts";
import { loadProbe, PROBE_DIR } from "./goodbye-probe.ts";

/** Every line of the second last-words probe. */
export const loadLastwords2Probe = (dir = PROBE_DIR): CrisisItem[] => loadProbe("lastwords2", dir);
