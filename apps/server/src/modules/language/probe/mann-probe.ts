// The "mann nahi karta" probe (decision 034, "Plain low motivation is concern, not risk", 2026-11-30,
// night; issue 33): 180 hand-written lines kept out of every corpus file and every other probe, 60 per
// language (English and Hinglish with chat spellings, Devanagari Hindi). Per language, 30 lines of plain
// low motivation or anhedonia about an ordinary thing ("kuch karne ka mann nahi karta", "don't feel like
// getting out of bed", "उठने का मन नहीं करता"), labelled concern where they sound low and none where they
// are ordinary; and 30 crisis lines that must keep their level: a wish not to live in the same frame
// ("jeene ka mann nahi karta"), and anhedonia beside a wish to die, self-harm, a means, a goodbye or a
// burden. Its hash was pinned in mann-probe.test.ts before any rule for it existed. NOT a frozen test split.
import type { CrisisItem } from "../corpus/corpus.ts";
import { loadProbe, PROBE_DIR } from "./goodbye-probe.ts";

/** Every line of the "mann nahi karta" probe. */
export const loadMannProbe = (dir = PROBE_DIR): CrisisItem[] => loadProbe("mann", dir);
