// Applies the watched words to a text: whole words or phrases on the crisis check's
// normalised text, so spacing, case, repeated letters and leetspeak do not slip past. The list is
// cached in-process for 30 s (and dropped at once by `invalidate`, which the editor calls), so a write
// costs no query for it.
import type { WatchedWordAction } from "@saathi/contract/safety";
import { normalise } from "./crisis/normalise.ts";
import type { WatchedWordRow } from "./watched-words-apply.repository.ts";

export const WATCHED_WORDS_TTL_MS = 30_000;
/** Most severe first: one match of each is enough. */
const SEVERITY: WatchedWordAction[] = ["block", "hold", "flag"];

export interface WatchedMatch {
  phrase: string;
  action: WatchedWordAction;
}

interface CompiledWord extends WatchedMatch {
  re: RegExp;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Compiles one phrase with the text's own normalisation; null when nothing of it is left (only symbols). */
export function compileWatchedWord(row: WatchedWordRow): CompiledWord | null {
  const body = normalise(row.phrase).text;
  if (!body) return null;
  return {
    ...row,
    re: new RegExp(`(?<![\\p{L}\\p{M}\\p{N}])${escapeRegExp(body)}(?![\\p{L}\\p{M}\\p{N}])`, "u"),
  };
}

/** The most severe watched word in an already normalised text (block, then hold, then flag), or null. */
export function matchWatchedWords(normalisedText: string, words: CompiledWord[]): WatchedMatch | null {
  let best: CompiledWord | null = null;
  for (const w of words) {
    if (best && SEVERITY.indexOf(w.action) >= SEVERITY.indexOf(best.action)) continue;
    if (w.re.test(normalisedText)) best = w;
  }
  return best ? { phrase: best.phrase, action: best.action } : null;
}

/** The cached list: `load` reads the table; `now` is for tests. */
export function createWatchedWordsCache(load: () => Promise<WatchedWordRow[]>, now: () => number = Date.now) {
  let words: CompiledWord[] | null = null;
  let loadedAt = 0;
  let loading: Promise<CompiledWord[]> | null = null;
  return {
    async current(): Promise<CompiledWord[]> {
      if (words && now() - loadedAt < WATCHED_WORDS_TTL_MS) return words;
      // One load at a time; concurrent writes share it.
      loading ??= load()
        .then((rows) => {
          words = rows.map(compileWatchedWord).filter((w): w is CompiledWord => w !== null);
          loadedAt = now();
          return words;
        })
        .finally(() => {
          loading = null;
        });
      return loading;
    },
    invalidate() {
      words = null;
    },
  };
}
