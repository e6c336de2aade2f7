// The general probe is pinned like a frozen split: a changed, added or relabelled line fails here. Two of its
// emoji lines are in the corpus or another probe already and six lines are close to one: they are recorded
// with the pin, and its figures are given with and without them (decision 034, candidate H).
import { describe } from "vitest";
import { loadGeneralProbe } from "./general-probe.ts";
import { linesBesides } from "./probe-overlap.ts";
import { itIsThePinnedProbe } from "./probe-pin-checks.ts";

/** Recorded on 2026-11-30 at 16:38 UTC, when the helpers handed it over, before the app read any line of it. */
const PINNED = { items: 360, sha256: "b7c88ae0c5f87457fcf7eef450387878081c0d660cfd1596609a449baee97659" };
const SHARED = ["🔪🩸 again. 😶", "💊💊💊💊 + 🌙 = 😴⚰️"];
/** Six at the pin; eight more are close to the second and third general probes, written later from the same brief. */
const CLOSE = [
  ...["c032", "c042", "c043", "c053", "n001", "n002"].map((n) => `probe-general-en-${n}`),
  ...["c043", "c053", "n051"].map((n) => `probe-general-hi-${n}`),
  ...["c006", "c033", "c036", "c041", "n021"].map((n) => `probe-general-hinglish-${n}`),
];

describe("the general probe", () => {
  itIsThePinnedProbe(
    loadGeneralProbe(),
    PINNED,
    { harmless: 60, crisis: 60, stem: "general", shared: SHARED },
    () => linesBesides("general"),
    CLOSE,
  );
});
