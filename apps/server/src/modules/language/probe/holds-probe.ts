// The holds probe (decision 034, "Never held: a veto on holds for the never-held kinds", 2026-11-29
// evening): 180 hand-written lines kept out of every corpus file and every other probe, 60 per language
// (English and Hinglish with chat spellings, Devanagari Hindi). Half are harmless lines of the kinds the
// issue says are never held, each naming a means (a serial, film, song or novel with poison, a jump or a
// noose; a game's poison or fall; a fever, BP or allergy dose; gallows humour about a meeting or an exam
// with a rope, a roof or poison; recovery told as past with the explicit words; news of a suicide with
// its method; prevention and how-to-help questions naming a means). Half are crisis lines that name a
// means and must stay held (risk or imminent), among them the hard ones that look like the kinds ("like
// in that serial, i'll drink it tonight", "i used to cut and started again yesterday", "asking for a
// friend but it's me"). Its hash was pinned in holds-probe.test.ts before any rule of the veto existed.
// NOT a frozen test split.
import type { CrisisItem } from "../corpus/corpus.ts";
import { loadProbe, PROBE_DIR } from "./goodbye-probe.ts";

/** Every line of the holds probe. */
export const loadHoldsProbe = (dir = PROBE_DIR): CrisisItem[] => loadProbe("holds", dir);
