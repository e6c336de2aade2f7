// The third holds probe is pinned like a frozen split: a changed, added or relabelled line fails here; no
// line is in the corpus or another probe, and every line names a means with crisis lines at risk or imminent
// (decision 034, "Never held, third round"). Seven lines are within 0.65 word overlap of another line, all
// written from the second holds probe's brief; recorded with the pin.
import { describe, expect, it } from "vitest";
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

  it("names a means in every line, and every crisis line is at risk or imminent", () => {
    expect(probe.filter((i) => !i.means).map((i) => i.id)).toEqual([]);
    expect(probe.filter((i) => !["none", "risk", "imminent"].includes(i.level)).map((i) => i.id)).toEqual([]);
  });
});
