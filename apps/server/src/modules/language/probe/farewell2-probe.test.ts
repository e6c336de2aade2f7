// The second farewell probe is pinned like a frozen split: a changed, added or relabelled line fails here;
// no line appears in the corpus or another probe, and none was close to one (word overlap) when it was pinned;
// one harmless line (hinglish-n001) is close to a line of the fourth general probe, written later.
import { describe } from "vitest";
import { farewell2Read } from "./farewell2-figures.ts";
import { loadFarewell2Probe } from "./farewell2-probe.ts";
import { linesBesides } from "./probe-overlap.ts";
import { itIsThePinnedProbe } from "./probe-pin-checks.ts";

/** Recorded on 2026-11-30 at 12:15 UTC, when the helper handed it over, before the app read any line of it. */
const PINNED = { items: 360, sha256: "cc99f587ca8f04f65a0e34bcedae681c36dd5786638dcb62d35dd8b0c61e6d08" };

const probe = loadFarewell2Probe();

describe("the second farewell probe", () => {
  itIsThePinnedProbe(probe, PINNED, { harmless: 60, crisis: 60, stem: "farewell2" }, () => linesBesides("farewell2"), [
    "probe-farewell2-hinglish-n001",
  ]);
});

describe("the soften layer on the second farewell probe", () => {
  farewell2Read(probe);
});
