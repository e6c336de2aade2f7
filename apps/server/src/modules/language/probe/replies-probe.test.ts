// The replies probe is pinned like a frozen split: a changed, added or relabelled line fails here. Short chat
// lines meet the corpus and the other probes more often than sentences do: the lines already there and those
// within 0.65 word overlap of one were recorded with the pin, before the app read any line; the figures leave
// them out as well as in (decision 034, "An everyday reply needs company").
import { describe } from "vitest";
import { linesBesides } from "./probe-overlap.ts";
import { itIsThePinnedProbe } from "./probe-pin-checks.ts";
import { loadRepliesProbe, REPLIES_CLOSE, REPLIES_SHARED } from "./replies-probe.ts";

/** Recorded on 2026-12-02 at 17:13 UTC, when the helper handed it over, before the app read any line of it. */
const PINNED = { items: 300, sha256: "58d81511c70c7a25653215dd4dfd51bf9b725ecb2b7ce81f4bda9f2127f91828" };
describe("the replies probe", () => {
  itIsThePinnedProbe(
    loadRepliesProbe(),
    PINNED,
    { harmless: 60, crisis: 40, stem: "replies", shared: REPLIES_SHARED },
    () => linesBesides("replies"),
    REPLIES_CLOSE,
  );
});
