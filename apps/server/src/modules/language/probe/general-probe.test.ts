// The general probe is pinned like a frozen split: a changed, added or relabelled line fails here. Two of its
// emoji lines are in the corpus or another probe already and six lines are close to one: they are recorded
// with the pin, and its figures are given with and without them (decision 034, candidate H). The fourth
// general probe, written later from the same brief, wrote two of its lines again and came close to nine more.
// The fifth (2026-12-01) came close to two more (hinglish c059, n032).
import { describe } from "vitest";
import { loadGeneralProbe } from "./general-probe.ts";
import { linesBesides } from "./probe-overlap.ts";
import { itIsThePinnedProbe } from "./probe-pin-checks.ts";

/** Recorded on 2026-11-30 at 16:38 UTC, when the helpers handed it over, before the app read any line of it. */
const PINNED = { items: 360, sha256: "b7c88ae0c5f87457fcf7eef450387878081c0d660cfd1596609a449baee97659" };
const SHARED = [
  "🔪🩸 again. 😶",
  "killed it with the biryani today, even papa took seconds 😌",
  "💊💊💊💊 + 🌙 = 😴⚰️",
  "aaj metro me itni bheed thi ki saans lena mushkil tha",
];
/** Six at the pin; eight more are close to the second and third general probes, written later from the same brief. */
const CLOSE = [
  ...["c031", "c032", "c042", "c043", "c051", "c053", "n001", "n002", "n018"].map((n) => `probe-general-en-${n}`),
  ...["c006", "c043", "c053", "n051"].map((n) => `probe-general-hi-${n}`),
  // Close to a line of the replies probe (2026-12-02), written later.
  "probe-general-hinglish-n051",
  ...["c006", "c021", "c033", "c036", "c041", "c042", "c059", "n021", "n032", "n052", "n056"].map(
    (n) => `probe-general-hinglish-${n}`,
  ),
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
