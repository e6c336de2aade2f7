// The second calm probe (decision 034, "Harmless by context, second round", 2026-11-29 late evening):
// 180 hand-written lines kept out of every corpus file and every other probe, 60 per language (English
// and Hinglish with chat spellings, Devanagari Hindi), weighted toward Hindi and Hinglish gallows humour
// and idioms of dying or vanishing ("ज़मीन फट जाए", "हँसते हँसते मर गई", a boss's meeting and a window),
// recovery told as past with the explicit words and a now-good ending, and the calm probe's other kinds
// (cleaning, hardware, heights, films, news of others, games, doses). Half are crisis lines built to
// look like them: the joke that is not a joke, recovery that broke down now, "like the student in the
// news", an idiom beside a real wish. Its hash was pinned in calm2-probe.test.ts before any change of
// the second round. NOT a frozen test split.
import type { CrisisItem } from "../corpus/corpus.ts";
import { loadProbe, PROBE_DIR } from "./goodbye-probe.ts";

/** Every line of the second calm probe. */
export const loadCalm2Probe = (dir = PROBE_DIR): CrisisItem[] => loadProbe("calm2", dir);
