// The second holds probe is pinned like a frozen split: a changed, added or relabelled line fails here; no
// line is in the corpus or another probe, none is within 0.65 word overlap of one, and every line names a
// means with crisis lines at risk or imminent (decision 034, "Never held, second round").
import { describe, expect, it } from "vitest";
import { loadHolds2Probe } from "./holds2-probe.ts";
import { linesBesides } from "./probe-overlap.ts";
import { itIsThePinnedProbe } from "./probe-pin-checks.ts";

/** Recorded on 2026-11-30 at 18:46 UTC, when the helpers handed it over, before the app read any line of it. */
const PINNED = { items: 360, sha256: "ba6372a3b072324508c5fb7ae59bd0c55e37b1dc681579f8763a700d805886c2" };

const probe = loadHolds2Probe();

describe("the second holds probe", () => {
  itIsThePinnedProbe(probe, PINNED, { harmless: 60, crisis: 60, stem: "holds2" }, () => linesBesides("holds2"));

  it("names a means in every line, and every crisis line is at risk or imminent", () => {
    expect(probe.filter((i) => !i.means).map((i) => i.id)).toEqual([]);
    expect(probe.filter((i) => !["none", "risk", "imminent"].includes(i.level)).map((i) => i.id)).toEqual([]);
  });
});
