// The attempt probe is pinned like a frozen split: a changed, added or relabelled line fails here; no
// line appears in the corpus or another probe, and none is even close to one (word overlap).
import { describe, it } from "vitest";
import { type CorpusLang, LANGS } from "../corpus/corpus.ts";
import { warmUpLanguage } from "../index.ts";
import { loadAttemptProbe, readWithAndWithoutAttemptLayer } from "./attempt-probe.ts";
import { type AttemptProbeRead, expectAttemptProbeRead, itIsThePinnedAttemptProbe } from "./attempt-probe-checks.ts";
import { linesBesides } from "./probe-overlap.ts";

/** Recorded on 2026-11-30 at 07:30 UTC when the probe was copied in, before it was read with any reader. */
const PINNED = { items: 240, sha256: "edf40684a93ac328dc6984c8aeba10bbf4c89319e00bd70d26a9d2cafe4c0b8a" };

const probe = loadAttemptProbe();
const others = linesBesides("attempt");

describe("the attempt probe", () => {
  // Since the second attempt probe came in (2026-11-30, 07:47 UTC): its en-c016 is within 0.94 word overlap
  // of en-c020 here ("how many times does someone have to try before anyone takes them seriously ...").
  // Since the third attempt probe came in (2026-11-30, 08:03 UTC): five lines here are within 0.65 word
  // overlap of one of its lines (reported in attempt3-probe.test.ts; no line edited).
  itIsThePinnedAttemptProbe(probe, PINNED, others, [
    "probe-attempt-en-c016",
    "probe-attempt-en-c020",
    "probe-attempt-en-n032",
    "probe-attempt-hi-c001",
    "probe-attempt-hi-n024",
    "probe-attempt-hinglish-c001",
  ]);
});

/**
 * The probe read once with the layer off and on (2026-11-30, 07:30 UTC, decision 034 "A disclosed attempt:
 * a layer after the model"): attempt lines read as none, attempt lines read at or above their label,
 * harmless lines flagged and harmless lines the layer raised. The go/no-go asked that attempt lines read as
 * none fall by half in every language: they did not (en 6 -> 6, hi 15 -> 12, Hinglish 12 -> 9), so the
 * layer was off in the app. Since round two the probe is a DEVELOPMENT set (it was read, and the later
 * rounds fixed kinds it showed); the "on" figures below are the third round's layer-on reading of it
 * (2026-11-30, decision 034 "Third round"; round one's were en 6 / 24 / 1, hi 12 / 22 / 0, Hinglish 9 / 22 / 1
 * for none-on / at-label-on / raised), not a measure. Floors and ceilings, not goals.
 */
const READ = {
  en: { noneOff: 6, noneOn: 0, atLabelOn: 32, harmlessFlaggedOff: 4, harmlessRaised: 0 },
  hi: { noneOff: 15, noneOn: 0, atLabelOn: 34, harmlessFlaggedOff: 5, harmlessRaised: 0 },
  hinglish: { noneOff: 12, noneOn: 0, atLabelOn: 31, harmlessFlaggedOff: 7, harmlessRaised: 0 },
} as const satisfies Record<CorpusLang, AttemptProbeRead>;

describe("the attempt layer on the attempt probe", () => {
  warmUpLanguage();
  const figures = readWithAndWithoutAttemptLayer(probe);

  it.each(LANGS)("%s: reads as recorded, raises no more harmless lines, holds none of them, lowers nothing", (lang) => {
    const f = figures(lang);
    expectAttemptProbeRead(f, READ[lang], `attempt probe ${lang}`);
  });
});
