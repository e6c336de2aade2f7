// What keeps a held-out probe held out: none of its lines is in the corpus or another probe (after
// normalisation), and none comes close to one (shared words over all words of the two lines, Jaccard).
import { loadCrisisCorpus, loadEverydayCorpus, loadIntentCorpus, WRITTEN_BATCHES } from "../corpus/corpus.ts";
import { normalise } from "../normalise.ts";
import { loadAttemptProbe } from "./attempt-probe.ts";
import { loadAttempt2Probe } from "./attempt2-probe.ts";
import { loadAttempt3Probe } from "./attempt3-probe.ts";
import { loadCalmProbe } from "./calm-probe.ts";
import { loadCalm2Probe } from "./calm2-probe.ts";
import { loadDangerProbe } from "./danger-probe.ts";
import { loadDanger2Probe } from "./danger2-probe.ts";
import { loadFarewellProbe } from "./farewell-probe.ts";
import { loadFarewell2Probe } from "./farewell2-probe.ts";
import { loadGeneralProbe } from "./general-probe.ts";
import { loadGeneral2Probe } from "./general2-probe.ts";
import { loadGeneral3Probe } from "./general3-probe.ts";
import { loadGeneral4Probe } from "./general4-probe.ts";
import { loadGeneral5Probe } from "./general5-probe.ts";
import { loadGoodbyeProbe } from "./goodbye-probe.ts";
import { loadHoldsProbe } from "./holds-probe.ts";
import { loadHolds2Probe } from "./holds2-probe.ts";
import { loadHolds3Probe } from "./holds3-probe.ts";
import { loadHolds4Probe } from "./holds4-probe.ts";
import { loadHolds5Probe } from "./holds5-probe.ts";
import { loadLastwordsProbe } from "./lastwords-probe.ts";
import { loadLastwords2Probe } from "./lastwords2-probe.ts";
import { loadLeaveProbe } from "./leave-probe.ts";
import { loadMannProbe } from "./mann-probe.ts";
import { loadOwnlifeProbe } from "./ownlife-probe.ts";
import { loadPlacesProbe } from "./places-probe.ts";
import { loadRelapseProbe } from "./relapse-probe.ts";
import { loadRepliesProbe } from "./replies-probe.ts";
import { loadSignsProbe } from "./signs-probe.ts";
import { loadSlangProbe } from "./slang-probe.ts";

/** The bound every probe is written under: no line within this word overlap of another. */
export const PROBE_OVERLAP_BOUND = 0.65;

const wordsOf = (text: string) => new Set(normalise(text).text.split(" ").filter(Boolean));

/** Shared words over all words of the two lines (Jaccard). */
const overlap = (a: Set<string>, b: Set<string>) => {
  let shared = 0;
  for (const w of a) if (b.has(w)) shared += 1;
  return shared / (a.size + b.size - shared);
};

interface Line {
  id: string;
  text: string;
}

/** The probe's lines found, normalised, among `others`' (texts). */
export function sharedLines(probe: readonly Line[], others: readonly Line[]): string[] {
  const seen = new Set(others.map((i) => normalise(i.text).text));
  return probe.filter((i) => seen.has(normalise(i.text).text)).map((i) => i.text);
}

/**
 * The ids of the probe's lines within `bound` word overlap of any of `others`'. Exactly the pairs a
 * comparison of every line with every other finds, by prefix filtering: with the words of every line in one
 * order (rarer first), two lines at Jaccard `bound` or more share a word among the first
 * |x| - ceil(bound x |x|) + 1 of each, so only lines that share such a word are compared.
 */
export function closeLines(probe: readonly Line[], others: readonly Line[], bound = PROBE_OVERLAP_BOUND): string[] {
  const otherWords = others.map((i) => [...wordsOf(i.text)]);
  const probeWords = probe.map((i) => [...wordsOf(i.text)]);
  const seenIn = new Map<string, number>();
  for (const words of [...otherWords, ...probeWords]) for (const w of words) seenIn.set(w, (seenIn.get(w) ?? 0) + 1);
  const inOrder = (words: string[]) =>
    words.sort((a, b) => seenIn.get(a)! - seenIn.get(b)! || (a < b ? -1 : a > b ? 1 : 0));
  // One word more than the bound needs (a rounding error must never shorten it).
  const prefix = (words: string[]) => words.slice(0, words.length - Math.ceil(bound * words.length - 1e-9) + 1);
  const linesWith = new Map<string, number[]>();
  for (const [k, words] of otherWords.entries())
    for (const w of prefix(inOrder(words))) {
      const list = linesWith.get(w);
      if (list) list.push(k);
      else linesWith.set(w, [k]);
    }
  const otherSets = otherWords.map((words) => new Set(words));
  return probe
    .filter((_, n) => {
      const words = inOrder(probeWords[n]!);
      const mine = new Set(words);
      const compared = new Set<number>();
      for (const w of prefix(words))
        for (const k of linesWith.get(w) ?? []) {
          if (compared.has(k)) continue;
          compared.add(k);
          if (overlap(mine, otherSets[k]!) >= bound) return true;
        }
      return false;
    })
    .map((i) => i.id);
}

/** The same, comparing every line with every other: what closeLines must always agree with (its test). */
export function closeLinesEveryPair(
  probe: readonly Line[],
  others: readonly Line[],
  bound = PROBE_OVERLAP_BOUND,
): string[] {
  const otherWords = others.map((i) => wordsOf(i.text));
  return probe
    .filter((i) => {
      const mine = wordsOf(i.text);
      return otherWords.some((w) => overlap(mine, w) >= bound);
    })
    .map((i) => i.id);
}

/** The language probes (this folder), by the stem of their files. */
const PROBES: Record<string, () => readonly Line[]> = {
  goodbyes: loadGoodbyeProbe,
  leave: loadLeaveProbe,
  general: loadGeneralProbe,
  general2: loadGeneral2Probe,
  general3: loadGeneral3Probe,
  general4: loadGeneral4Probe,
  general5: loadGeneral5Probe,
  danger: loadDangerProbe,
  danger2: loadDanger2Probe,
  calm: loadCalmProbe,
  calm2: loadCalm2Probe,
  holds: loadHoldsProbe,
  holds2: loadHolds2Probe,
  holds3: loadHolds3Probe,
  holds4: loadHolds4Probe,
  holds5: loadHolds5Probe,
  mann: loadMannProbe,
  attempt: loadAttemptProbe,
  attempt2: loadAttempt2Probe,
  attempt3: loadAttempt3Probe,
  farewell: loadFarewellProbe,
  relapse: loadRelapseProbe,
  farewell2: loadFarewell2Probe,
  slang: loadSlangProbe,
  signs: loadSignsProbe,
  lastwords: loadLastwordsProbe,
  lastwords2: loadLastwords2Probe,
  ownlife: loadOwnlifeProbe,
  places: loadPlacesProbe,
  replies: loadRepliesProbe,
};

/** Every line a probe must stay clear of: the corpus (crisis, everyday, intents) and every other probe (all of them when `stem` is not one). */
export function linesBesides(stem?: keyof typeof PROBES): Line[] {
  const probes = Object.entries(PROBES).filter(([name]) => name !== stem);
  return [
    ...loadCrisisCorpus(),
    ...loadEverydayCorpus(),
    ...loadIntentCorpus(undefined, WRITTEN_BATCHES),
    ...probes.flatMap(([, load]) => load()),
  ];
}
