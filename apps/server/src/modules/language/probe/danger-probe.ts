// The danger probe (decision 034, 2026-11-29, "Danger from someone else"): 240 hand-written lines kept
// out of every corpus file and never trained on, 80 per language (English, Hinglish with chat spellings,
// Devanagari Hindi): half disclosures of danger from someone else (violence by a parent, partner, in-laws,
// sibling, teacher or employer; sexual abuse and unwanted touching; threats; being locked in; forced
// marriage; stalking and blackmail with photos; not safe at home; afraid to go home), half hard negatives
// (taunts, scolding, sport, games, mosquitoes, films and serials, news, other people's fights, "it will
// kill me" about exams, recovery told as past). It checks the danger layer (danger.ts); its hash was
// pinned in danger-probe.test.ts before any pattern was scored on it. NOT a frozen test split.
import type { CrisisItem } from "../corpus/corpus.ts";
import { loadProbe, PROBE_DIR } from "./goodbye-probe.ts";

/** Every danger probe line. */
export const loadDangerProbe = (dir = PROBE_DIR): CrisisItem[] => loadProbe("danger", dir);
