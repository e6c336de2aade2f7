// The fourth holds probe is pinned like a frozen split: a changed, added or relabelled line fails here; no
// line is in the corpus or another probe, none is within 0.65 word overlap of one, and every line names a
// means with crisis lines at risk or imminent (decision 034, "Never held, fourth round: recovery").
import { describe, expect, it } from "vitest";
import { loadHolds4Probe } from "./holds4-probe.ts";
import { linesBesides } from "./probe-overlap.ts";
import { itIsThePinnedProbe } from "./probe-pin-checks.ts";

/** Recorded on 2026-11-30 at 19:06 UTC, when the helpers handed it over, before the app read any line of it. */
const PINNED = { items: 360, sha256: "8d19ca658360c68d4d8c3dd1ea4644fdb59642a4304fce973e24a6e496cf89ba" };

const probe = loadHolds4Probe();

describe("the fourth holds probe", () => {
  itIsThePinnedProbe(probe, PINNED, { harmless: 80, crisis: 40, stem: "holds4" }, () => linesBesides("holds4"));

  it("names a means in every line, and every crisis line is at risk or imminent", () => {
    expect(probe.filter((i) => !i.means).map((i) => i.id)).toEqual([]);
    expect(probe.filter((i) => !["none", "risk", "imminent"].includes(i.level)).map((i) => i.id)).toEqual([]);
  });
});
