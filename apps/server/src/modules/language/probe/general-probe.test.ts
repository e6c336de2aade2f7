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
/** Six at the pin; three more (en-c032, hi-n051, hinglish-c033) are close to the second general probe, written later from the same brief. */
const CLOSE = [
  "probe-general-en-c032",
  "probe-general-en-c042",
  "probe-general-en-c043",
  "probe-general-en-n001",
  "probe-general-hi-c043",
  "probe-general-hi-n051",
  "probe-general-hinglish-c006",
  "probe-general-hinglish-c033",
  "probe-general-hinglish-c041",
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
