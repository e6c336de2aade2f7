// The second danger probe (decision 034, "Danger from someone else, second round", 2026-11-29 evening):
// 240 hand-written lines kept out of every corpus file and the first danger probe, 80 per language
// (English and Hinglish with chat spellings, Devanagari Hindi): half disclosures of danger from someone
// else, weighted to the kinds the first probe's misses showed (attacks with an object, threats quoted in
// the first person, acid threats, someone who knows where the writer lives or writes from new numbers,
// touching at night, a teacher or employer who beats, hiding at home, afraid to go home) beside the first
// probe's kinds (violence by a parent, partner, in-laws, sibling; sexual abuse; kept in, phone taken, food
// withheld; forced marriage and dowry; stalking and blackmail with photos); half hard negatives sharing
// their words (cricket and a danda, a hot ladle in cooking, ironing, "data mehfooz hai", homework
// scolding, "followed me on insta", news of an acid attack, others' fights, past abuse told as past,
// prevention questions, "maar khayega" in sport, joking threats between friends, strict parents). Its
// hash was pinned in danger2-probe.test.ts before any pattern was written for it. NOT a frozen test split.
import type { CrisisItem } from "../corpus/corpus.ts";
import { loadProbe, PROBE_DIR } from "./goodbye-probe.ts";

/** Every line of the second danger probe. */
export const loadDanger2Probe = (dir = PROBE_DIR): CrisisItem[] => loadProbe("danger2", dir);
