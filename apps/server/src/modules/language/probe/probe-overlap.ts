// What keeps a held-out probe held out: none of its lines is in the corpus or another probe (after
// normalisation), and none comes close to one (shared words over all words of the two lines, Jaccard).
import { normalise } from "../normalise.ts";

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

/** The ids of the probe's lines within `bound` word overlap of any of `others`'. */
export function closeLines(probe: readonly Line[], others: readonly Line[], bound = PROBE_OVERLAP_BOUND): string[] {
  const otherWords = others.map((i) => wordsOf(i.text));
  return probe
    .filter((i) => {
      const mine = wordsOf(i.text);
      return otherWords.some((w) => overlap(mine, w) >= bound);
    })
    .map((i) => i.id);
}
