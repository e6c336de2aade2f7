// The self-harm slang probe is pinned like a frozen split: a changed, added or relabelled line fails here. No
// line is in the corpus or another probe; two are within 0.65 word overlap of one, recorded with the pin
// (decision 034, "Self-harm slang").
import { describe } from "vitest";
import { linesBesides } from "./probe-overlap.ts";
import { itIsThePinnedProbe } from "./probe-pin-checks.ts";
import { loadSlangProbe } from "./slang-probe.ts";

/** Recorded on 2026-11-30 at 21:52 UTC, when the helpers handed it over, before the app read any line of it. */
const PINNED = { items: 240, sha256: "d6e6e33deccfb6e370d5fbd181e9c4ef66fc9b6f873f2f0f073edfbf63161851" };
const CLOSE = ["probe-slang-hi-c003", "probe-slang-hinglish-n030"];

describe("the self-harm slang probe", () => {
  itIsThePinnedProbe(
    loadSlangProbe(),
    PINNED,
    { harmless: 40, crisis: 40, stem: "slang" },
    () => linesBesides("slang"),
    CLOSE,
  );
});
