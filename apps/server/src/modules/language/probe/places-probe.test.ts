// The places probe is pinned like a frozen split: a changed, added or relabelled line fails here. No line is in
// the corpus or another probe, and none is within 0.65 word overlap of one (decision 034, "Everyday places and
// things").
import { describe } from "vitest";
import { loadPlacesProbe } from "./places-probe.ts";
import { linesBesides } from "./probe-overlap.ts";
import { itIsThePinnedProbe } from "./probe-pin-checks.ts";

/** Recorded on 2026-12-01 at 00:23 UTC, when the helpers handed it over, before the app read any line of it. */
const PINNED = { items: 240, sha256: "283698263764057a9802daabeb98651f47cc4bdb3e70d4e564ff6ec2af35453d" };
const CLOSE: string[] = [];

describe("the places probe", () => {
  itIsThePinnedProbe(
    loadPlacesProbe(),
    PINNED,
    { harmless: 40, crisis: 40, stem: "places" },
    () => linesBesides("places"),
    CLOSE,
  );
});
