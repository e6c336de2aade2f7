// The third attempt probe is pinned like a frozen split: a changed, added or relabelled line fails here;
// no line appears in the corpus or another probe; the lines close to another (word overlap) are named.
import { describe, expect, it } from "vitest";
import { type CorpusLang, LANGS } from "../corpus/corpus.ts";
import { ATTEMPT_LAYER } from "../crisis-decision.ts";
import { warmUpLanguage } from "../index.ts";
import { readWithAndWithoutAttemptLayer } from "./attempt-probe.ts";
import { type AttemptProbeRead, expectAttemptProbeRead, itIsThePinnedAttemptProbe } from "./attempt-probe-checks.ts";
import { loadAttempt3Probe } from "./attempt3-probe.ts";
import { linesBesides } from "./probe-overlap.ts";

/** Recorded on 2026-11-30 at 08:03 UTC when the probe was copied in, before it was read with any reader. */
const PINNED = { items: 240, sha256: "b6fda3a0588d47c9ddf36ba781fc3aa070c45c5508fab3c038384aa2034eb885" };

const probe = loadAttempt3Probe();
const others = linesBesides("attempt3");

describe("the third attempt probe", () => {
  // Found when it was copied in and reported, not edited: nine lines come within 0.65 word overlap of a
  // line of the first or second attempt probe (both development sets since the third round): en-c016
  // (0.67, round one's en-c016), en-n032 (0.68, en-n032), hi-c001 (0.65, hi-c001), hi-n016 (0.69, round
  // two's hi-n017), hi-n019 (0.69, hi-n016), hi-n024 (0.75, hi-n025), hi-n031 (0.68, hi-n031),
  // hinglish-c001 (0.68, round one's hinglish-c001), hinglish-n031 (0.78, round two's hinglish-n031).
  itIsThePinnedAttemptProbe(probe, PINNED, others, [
    "probe-attempt3-en-c016",
    "probe-attempt3-en-n032",
    "probe-attempt3-hi-c001",
    "probe-attempt3-hi-n016",
    "probe-attempt3-hi-n019",
    "probe-attempt3-hi-n024",
    "probe-attempt3-hi-n031",
    "probe-attempt3-hinglish-c001",
    "probe-attempt3-hinglish-n031",
  ]);
});

/**
 * The probe read ONCE with the layer off and on (2026-11-30, 08:03 UTC, decision 034 "Third round: on by
 * the lead's choice"), after the round's patterns, the switch ON and the rule for this probe were committed.
 * The rule: the layer stays on unless it raises more than 3 of the 120 harmless lines, causes any hold of a
 * harmless line, or lowers any line. It raised 2 (both Hinglish, none held) and lowered none: it stays on.
 * These are the figures as read, pinned exactly (no pattern was changed after the reading).
 */
const READ = {
  en: {
    noneOff: 11,
    noneOn: 7,
    atLabelOff: 19,
    atLabelOn: 27,
    harmlessFlaggedOff: 8,
    harmlessFlaggedOn: 8,
    harmlessRaised: 0,
  },
  hi: {
    noneOff: 16,
    noneOn: 12,
    atLabelOff: 17,
    atLabelOn: 21,
    harmlessFlaggedOff: 10,
    harmlessFlaggedOn: 10,
    harmlessRaised: 0,
  },
  hinglish: {
    noneOff: 19,
    noneOn: 14,
    atLabelOff: 16,
    atLabelOn: 21,
    harmlessFlaggedOff: 8,
    harmlessFlaggedOn: 10,
    harmlessRaised: 2,
  },
} as const satisfies Record<CorpusLang, AttemptProbeRead>;

describe("the attempt layer on the third attempt probe", () => {
  warmUpLanguage();
  const figures = readWithAndWithoutAttemptLayer(probe);

  it.each(LANGS)("%s: reads as recorded, holds no harmless line it raised, lowers nothing", (lang) => {
    const f = figures(lang);
    expectAttemptProbeRead(f, READ[lang], `third attempt probe ${lang}`);
  });

  it("keeps the layer's rule: at most 3 of 120 harmless lines raised, none held, none lowered; the switch on", () => {
    const all = LANGS.map((l) => figures(l));
    expect(all.reduce((n, f) => n + f.harmlessRaised, 0)).toBeLessThanOrEqual(3);
    expect(all.every((f) => f.harmlessRaisedHeld === 0 && f.lowered === 0)).toBe(true);
    expect(ATTEMPT_LAYER).toBe(true);
  });
});
