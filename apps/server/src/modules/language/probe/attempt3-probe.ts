// The third attempt probe (decision 034, "A disclosed attempt", "Third round: on by the lead's choice",
// 2026-11-30): 240 lines written by someone else while the third round's patterns were written, and opened
// only after those patterns, the switch ON and the rule for what this probe can still do were committed
// (f81a5191). 80 per language (English, Devanagari Hindi, Hinglish). It measures the attempt layer
// (attempt.ts) as shipped; its hash is pinned in attempt3-probe.test.ts. NOT a frozen test split. Read with
// attempt-probe.ts readWithAndWithoutAttemptLayer.
import type { CrisisItem } from "../corpus/corpus.ts";
import { loadProbe, PROBE_DIR } from "./goodbye-probe.ts";

/** Every line of the third attempt probe. */
export const loadAttempt3Probe = (dir = PROBE_DIR): CrisisItem[] => loadProbe("attempt3", dir);
