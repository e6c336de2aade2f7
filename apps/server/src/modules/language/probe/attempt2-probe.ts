// The second attempt probe (decision 034, "A disclosed attempt", "Second round", 2026-11-30): 240 lines
// written by someone else while the second round's patterns were written, and opened only after those
// patterns and the round's go/no-go were committed (d70284a7). 80 per language (English, Devanagari Hindi,
// Hinglish). It checks the attempt layer (attempt.ts); its hash is pinned in attempt2-probe.test.ts. NOT a
// frozen test split. Read with attempt-probe.ts readWithAndWithoutAttemptLayer.
import type { CrisisItem } from "../corpus/corpus.ts";
import { loadProbe, PROBE_DIR } from "./goodbye-probe.ts";

/** Every line of the second attempt probe. */
export const loadAttempt2Probe = (dir = PROBE_DIR): CrisisItem[] => loadProbe("attempt2", dir);
