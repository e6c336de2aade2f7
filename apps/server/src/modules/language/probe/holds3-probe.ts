// The third holds probe (decision 034, "Never held, third round", 2026-11-30, night; the second's brief): 360 chat messages
// and short posts written by three helpers shown no rule, no lexicon, no corpus and no probe line, 120 per
// language (English and Hinglish with chat spellings, Devanagari Hindi), every one naming a means. 60
// harmless per language: recovery told as past with many kinds of good present (14), prevention and keeping
// means away from someone at risk (12), a relative's or one's own ordinary medicine (10), fiction, news and
// games (12), gallows humour (6), everyday literal use (6). 60 crisis (risk or imminent) that must stay
// held, many built to look like those kinds: a recovery broken now (10), prevention turned to the writer's
// own use (6), a medicine question with intent (10), fiction or a joke turned earnest (8, 6), plain (20).
// Its hash was pinned in holds3-probe.test.ts before any line was read by the app. NOT a frozen test split.
import type { CrisisItem } from "../corpus/corpus.ts";
import { loadProbe, PROBE_DIR } from "./goodbye-probe.ts";

/** Every line of the third holds probe. */
export const loadHolds3Probe = (dir = PROBE_DIR): CrisisItem[] => loadProbe("holds3", dir);
