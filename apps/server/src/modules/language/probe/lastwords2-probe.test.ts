// The second last-words probe is pinned like a frozen split: a changed, added or relabelled line fails here. No
// line is in the corpus or another probe; four are within 0.65 word overlap of one (most of the first last-words
// probe, written from the same brief), recorded with the pin (decision 034, "Last words").
import { describe } from "vitest";
import { loadLastwords2Probe } from "./lastwords2-probe.ts";
import { linesBesides } from "./probe-overlap.ts";
import { itIsThePinnedProbe } from "./probe-pin-checks.ts";

/** Recorded on 2026-11-30 at 22:17 UTC, when the helpers handed it over, before the app read any line of it. */
const PINNED = { items: 240, sha256: "99fd0d0630025ce9962ca5799c0acb5b45ba80c69b480d8c5e4b86b4f8139e33" };
const CLOSE = [
  "probe-lastwords2-en-c021",
  "probe-lastwords2-en-n001",
  "probe-lastwords2-hinglish-n003",
  "probe-lastwords2-hinglish-n009",
];

describe("the second last-words probe", () => {
  itIsThePinnedProbe(
    loadLastwords2Probe(),
    PINNED,
    { harmless: 40, crisis: 40, stem: "lastwords2" },
    () => linesBesides("lastwords2"),
    CLOSE,
  );
});
