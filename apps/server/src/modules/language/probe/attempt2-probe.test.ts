// The second attempt probe is pinned like a frozen split: a changed, added or relabelled line fails here;
// no line appears in the corpus or another probe, and none is even close to one (word overlap).
import { describe, it } from "vitest";
import { type CorpusLang, LANGS } from "../corpus/corpus.ts";
import { warmUpLanguage } from "../index.ts";
import { readWithAndWithoutAttemptLayer } from "./attempt-probe.ts";
import { type AttemptProbeRead, expectAttemptProbeRead, itIsThePinnedAttemptProbe } from "./attempt-probe-checks.ts";
import { loadAttempt2Probe } from "./attempt2-probe.ts";
import { linesBesides } from "./probe-overlap.ts";

/** Recorded on 2026-11-30 at 07:47 UTC when the probe was copied in, before it was read with any reader. */
const PINNED = { items: 240, sha256: "c370bff46c529110861e66dd44e0e5cfaf74b2a1111f65871337f1882bee6627" };

const probe = loadAttempt2Probe();
const others = linesBesides("attempt2");

describe("the second attempt probe", () => {
  // Found when it was copied in and reported, not edited: en-c016 ("how many times does someone have to try
  // before anyone takes them seriously? i've tried twice") is within 0.94 word overlap of round one's
  // probe-attempt-en-c020 ("... ive tried 4 times"), a line of the development set: not held out.
  // Since the third attempt probe came in (08:03 UTC): five more lines here are within 0.65 word overlap
  // of one of its lines (reported in attempt3-probe.test.ts; no line edited).
  itIsThePinnedAttemptProbe(probe, PINNED, others, [
    "probe-attempt2-en-c016",
    "probe-attempt2-hi-n016",
    "probe-attempt2-hi-n017",
    "probe-attempt2-hi-n025",
    "probe-attempt2-hi-n031",
    "probe-attempt2-hinglish-n031",
  ]);
});

/**
 * The probe read once with the layer off and on (2026-11-30, 07:48 UTC, decision 034 "A disclosed attempt",
 * "Second round"), after the round's patterns and go/no-go were committed. The go/no-go asked that attempt
 * lines read as none fall by half in every language and that the layer raise at most 2 of the 120 harmless
 * lines (at most 1 in a language): neither held (en 7 -> 5, hi 17 -> 14, Hinglish 22 -> 15; 3 harmless
 * raised, en 2 and Hinglish 1, none held), so the layer stayed off in the app. Since the third round the
 * probe is a DEVELOPMENT set (its misses and false raises were fixed by kind); the "on" figures below are
 * the third round's layer-on reading of it (decision 034 "Third round"; round two's held-out reading is
 * in the comment above), not a measure. Floors and ceilings, not goals.
 */
const READ = {
  en: { noneOff: 7, noneOn: 1, atLabelOff: 19, atLabelOn: 28, harmlessFlaggedOff: 6, harmlessRaised: 0 },
  hi: { noneOff: 17, noneOn: 4, atLabelOff: 17, atLabelOn: 29, harmlessFlaggedOff: 8, harmlessRaised: 0 },
  hinglish: { noneOff: 22, noneOn: 6, atLabelOff: 10, atLabelOn: 28, harmlessFlaggedOff: 6, harmlessRaised: 0 },
} as const satisfies Record<CorpusLang, AttemptProbeRead>;

describe("the attempt layer on the second attempt probe", () => {
  warmUpLanguage();
  const figures = readWithAndWithoutAttemptLayer(probe);

  it.each(LANGS)("%s: reads as recorded, raises no more harmless lines, holds none of them, lowers nothing", (lang) => {
    const f = figures(lang);
    expectAttemptProbeRead(f, READ[lang], `second attempt probe ${lang}`);
  });
});
