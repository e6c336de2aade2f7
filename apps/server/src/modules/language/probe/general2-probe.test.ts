// The second general probe is pinned like a frozen split: a changed, added or relabelled line fails here. No
// line is in the corpus or another probe; seven are within 0.65 word overlap of one (four of them of the first
// general probe, written from the same brief), recorded with the pin (decision 034, candidate H2).
// The fifth general probe (2026-12-01) came close to two more (hi c051, hinglish c042).
import { describe } from "vitest";
import { loadGeneral2Probe } from "./general2-probe.ts";
import { linesBesides } from "./probe-overlap.ts";
import { itIsThePinnedProbe } from "./probe-pin-checks.ts";

/** Recorded on 2026-11-30 at 16:40 UTC, when the helpers handed it over, before the app read any line of it. */
const PINNED = { items: 360, sha256: "529fb654ad3c337794264b32f8f3e8b1c6ac9d2859c0c349a41032afabac7c6b" };
/**
 * Seven at the pin; two more (en-c059, hinglish-c036) are close to the third general probe and three (en-c051, hi-n008,
 * hi-n033) to the fourth, written later from the same brief; hi-c038 (self-harm slang) to the slang probe.
 */
/** A game line the fourth general probe wrote again in another spelling (its 😭 for this one's 😤). */
const SHARED = ["Minecraft में गलती से lava में कूद गया, पूरा inventory गया 😤"];
const CLOSE = [
  ...["c032", "c044", "c051", "c059", "n001"].map((n) => `probe-general2-en-${n}`),
  ...["c038", "c043", "c051", "n008", "n033", "n051"].map((n) => `probe-general2-hi-${n}`),
  ...["c033", "c036", "c041", "c042"].map((n) => `probe-general2-hinglish-${n}`),
  // Close to a line of the replies probe (2026-12-02), written later.
  "probe-general2-en-c006",
];

describe("the second general probe", () => {
  itIsThePinnedProbe(
    loadGeneral2Probe(),
    PINNED,
    { harmless: 60, crisis: 60, stem: "general2", shared: SHARED },
    () => linesBesides("general2"),
    CLOSE,
  );
});
