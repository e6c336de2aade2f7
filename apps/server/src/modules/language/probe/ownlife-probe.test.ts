// The own-life probe is pinned like a frozen split: a changed, added or relabelled line fails here. No line is in
// the corpus or another probe; two are within 0.65 word overlap of one, recorded with the pin and left out of its
// judgement (decision 034, "One's own life").
import { describe } from "vitest";
import { loadOwnlifeProbe } from "./ownlife-probe.ts";
import { linesBesides } from "./probe-overlap.ts";
import { itIsThePinnedProbe } from "./probe-pin-checks.ts";

/** Recorded on 2026-11-30 at 22:42 UTC, when the helpers handed it over, before the app read any line of it. */
const PINNED = { items: 240, sha256: "1672793e88f72a3be58714535a93ba8521dac95542dcc426fbb262e6613ed50d" };
const CLOSE = ["probe-ownlife-en-n004", "probe-ownlife-hi-c014"];

describe("the own-life probe", () => {
  itIsThePinnedProbe(
    loadOwnlifeProbe(),
    PINNED,
    { harmless: 40, crisis: 40, stem: "ownlife" },
    () => linesBesides("ownlife"),
    CLOSE,
  );
});
