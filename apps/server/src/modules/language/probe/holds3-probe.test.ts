// The third holds probe is pinned like a frozen split: a changed, added or relabelled line fails here; no
// line is in the corpus or another probe, and every line names a means with crisis lines at risk or imminent
// (decision 034, "Never held, third round"). Seven lines are within 0.65 word overlap of another line, all
// written from the second holds probe's brief; recorded with the pin.
import { describe } from "vitest";
import { holdsRoundsRead, itNamesAMeansInEveryLine } from "./holds-rounds-read.ts";
import { loadHolds3Probe } from "./holds3-probe.ts";
import { linesBesides } from "./probe-overlap.ts";
import { itIsThePinnedProbe } from "./probe-pin-checks.ts";

/** Recorded on 2026-11-30 at 19:01 UTC, when the helpers handed it over, before the app read any line of it. */
const PINNED = { items: 360, sha256: "8f98e32cdb6f753e16360856fe87a5d8a651a81a8bcaff8bde1bae7923254b4f" };
const CLOSE = [
  ...["c011", "c048", "n055"].map((n) => `probe-holds3-en-${n}`),
  ...["c002", "c019"].map((n) => `probe-holds3-hi-${n}`),
  ...["n028", "n032"].map((n) => `probe-holds3-hinglish-${n}`),
];

const probe = loadHolds3Probe();

describe("the third holds probe", () => {
  itIsThePinnedProbe(probe, PINNED, { harmless: 60, crisis: 60, stem: "holds3" }, () => linesBesides("holds3"), CLOSE);
  itNamesAMeansInEveryLine(probe);
});

/**
 * The probe read once with the second round and the third (2026-11-30, 19:03 UTC, decision 034 "Never held,
 * third round"): nothing fell, so the third round alone was a no-go (the fourth, which includes it, is on).
 * Floors and ceilings, not goals.
 */
holdsRoundsRead("the third holds probe", probe, 2, 3, {
  en: { crisisHeld: 13, harmlessFrom: 1, harmlessTo: 1 },
  hi: { crisisHeld: 11, harmlessFrom: 1, harmlessTo: 1 },
  hinglish: { crisisHeld: 14, harmlessFrom: 1, harmlessTo: 1 },
});
