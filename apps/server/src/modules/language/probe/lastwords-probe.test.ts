// The last-words probe is pinned like a frozen split: a changed, added or relabelled line fails here; no line is
// in the corpus or another probe, and none was close to one when it was pinned; 4 are close to a line of the
// second last-words probe, written later from the same brief (decision 034, "Last words").
import { describe } from "vitest";
import { loadLastwordsProbe } from "./lastwords-probe.ts";
import { linesBesides } from "./probe-overlap.ts";
import { itIsThePinnedProbe } from "./probe-pin-checks.ts";

/** Recorded on 2026-11-30 at 22:13 UTC, when the helpers handed it over, before the app read any line of it. */
const PINNED = { items: 240, sha256: "9a8ea745f5b00152813dff8d5a962cc18dca424cc89554b5c5a35c68df655b57" };

describe("the last-words probe", () => {
  itIsThePinnedProbe(
    loadLastwordsProbe(),
    PINNED,
    { harmless: 40, crisis: 40, stem: "lastwords" },
    () => linesBesides("lastwords"),
    [
      "probe-lastwords-en-c017",
      "probe-lastwords-en-n001",
      "probe-lastwords-hinglish-n003",
      "probe-lastwords-hinglish-n010",
    ],
  );
});
