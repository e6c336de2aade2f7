// The fourth holds probe is pinned like a frozen split: a changed, added or relabelled line fails here; no
// line is in the corpus or another probe, none is within 0.65 word overlap of one, and every line names a
// means with crisis lines at risk or imminent (decision 034, "Never held, fourth round: recovery").
import { describe } from "vitest";
import { holdsRoundsRead, itNamesAMeansInEveryLine } from "./holds-rounds-read.ts";
import { loadHolds4Probe } from "./holds4-probe.ts";
import { linesBesides } from "./probe-overlap.ts";
import { itIsThePinnedProbe } from "./probe-pin-checks.ts";

/** Recorded on 2026-11-30 at 19:06 UTC, when the helpers handed it over, before the app read any line of it. */
const PINNED = { items: 360, sha256: "8d19ca658360c68d4d8c3dd1ea4644fdb59642a4304fce973e24a6e496cf89ba" };

const probe = loadHolds4Probe();

describe("the fourth holds probe", () => {
  itIsThePinnedProbe(probe, PINNED, { harmless: 80, crisis: 40, stem: "holds4" }, () => linesBesides("holds4"));
  itNamesAMeansInEveryLine(probe);
});

/**
 * The probe read once with the second round and the fourth (2026-11-30, 19:12 UTC, decision 034 "Never held,
 * fourth round: recovery"): harmless held fell over the three languages (11 -> 7) and rose in none, and no
 * crisis hold was lost, so the fourth round is on (go). Floors and ceilings, not goals.
 */
holdsRoundsRead("the fourth holds probe", probe, 2, 4, {
  en: { crisisHeld: 4, harmlessFrom: 3, harmlessTo: 3 },
  hi: { crisisHeld: 6, harmlessFrom: 3, harmlessTo: 2 },
  hinglish: { crisisHeld: 6, harmlessFrom: 5, harmlessTo: 2 },
});
