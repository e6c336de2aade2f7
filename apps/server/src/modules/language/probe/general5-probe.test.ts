// The fifth general probe is pinned like a frozen split: a changed, added or relabelled line fails here. Two
// lines are already in another probe and twenty-three are within 0.65 word overlap of a line of the corpus or
// another probe, recorded with the pin and left out of any judgement it makes (decision 034, "The fifth general
// probe").
import { describe } from "vitest";
import { GENERAL5_CLOSE, GENERAL5_SHARED, loadGeneral5Probe } from "./general5-probe.ts";
import { linesBesides } from "./probe-overlap.ts";
import { itIsThePinnedProbe } from "./probe-pin-checks.ts";

/** Recorded on 2026-12-01 at 00:50 UTC, when the helpers handed it over, before the app read any line of it. */
const PINNED = { items: 360, sha256: "4a832a84de0eab6bd60f49dcd2c18c23fc809ee9db2900e29c2d85cc3d29aad8" };
describe("the fifth general probe", () => {
  itIsThePinnedProbe(
    loadGeneral5Probe(),
    PINNED,
    { harmless: 60, crisis: 60, stem: "general5", shared: GENERAL5_SHARED },
    () => linesBesides("general5"),
    GENERAL5_CLOSE,
  );
});
