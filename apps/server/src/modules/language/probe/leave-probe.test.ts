// The leave-taking probe is pinned like a frozen split: a changed, added or relabelled line (or recent line)
// fails here. Short goodbyes are a small vocabulary, so twelve of its lines are in the corpus or another probe
// already and 26 are close to one: they are recorded with the pin, and the figures are given with and
// without them (decision 034).
import { describe } from "vitest";
import { leaveLabels, loadLeaveProbe } from "./leave-probe.ts";
import { linesBesides } from "./probe-overlap.ts";
import { itIsThePinnedProbe } from "./probe-pin-checks.ts";

/** Recorded on 2026-11-30 at 16:16 UTC, when the helper handed it over, before the app read any line of it. */
const PINNED = { items: 300, sha256: "cb9556a6e776c05ab5a12e612d4f3484cd285f3410359d347559be86a600f087" };
const SHARED = [
  "ok byeee",
  "gn",
  "byee 👋",
  "bye bye",
  "bye guys",
  "ok bye",
  "gn 🙂",
  "bye",
  "शुभ रात्रि 🙏",
  "सबको शुभ रात्रि 🌙",
  "ok bbye",
  "okk byee 🙂",
];
const CLOSE = [
  ...[
    "n001",
    "n002",
    "n005",
    "n008",
    "n009",
    "n010",
    "n022",
    "n030",
    "c001",
    "c005",
    "c006",
    "c007",
    "c010",
    "c029",
    "c038",
  ].map((n) => `probe-leave-en-${n}`),
  ...["n002", "n005", "n016", "c001", "c029"].map((n) => `probe-leave-hi-${n}`),
  ...["n007", "n008", "n014", "c001", "c006", "c029"].map((n) => `probe-leave-hinglish-${n}`),
  // Close to lines of the replies probe (2026-12-02), written later.
  "probe-leave-hi-n017",
  "probe-leave-hi-c038",
];

describe("the leave-taking probe", () => {
  itIsThePinnedProbe(
    loadLeaveProbe(),
    PINNED,
    { harmless: 60, crisis: 40, stem: "leave", shared: SHARED },
    () => linesBesides("leave"),
    CLOSE,
    leaveLabels,
  );
});
