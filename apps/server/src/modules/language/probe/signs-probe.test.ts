// The warning-signs probe is pinned like a frozen split: a changed, added or relabelled line fails here; no
// line is in the corpus or another probe, and none is close to one (decision 034, "Warning signs that look
// ordinary").
import { describe } from "vitest";
import { linesBesides } from "./probe-overlap.ts";
import { itIsThePinnedProbe } from "./probe-pin-checks.ts";
import { loadSignsProbe } from "./signs-probe.ts";

/** Recorded on 2026-11-30 at 22:03 UTC, when the helpers handed it over, before the app read any line of it. */
const PINNED = { items: 240, sha256: "8c3753f94fc81d96c5ebbcf2a74a5de8852b638dcff7109f52ed1a6c270195d4" };

describe("the warning-signs probe", () => {
  itIsThePinnedProbe(loadSignsProbe(), PINNED, { harmless: 40, crisis: 40, stem: "signs" }, () =>
    linesBesides("signs"),
  );
});
