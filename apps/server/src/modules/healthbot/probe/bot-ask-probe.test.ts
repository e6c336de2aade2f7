// The Health Bot's ask probe is pinned like a frozen split: a changed, added or relabelled line fails
// here; each language holds 70 ordinary lines and 50 crisis lines; and no line is in, or within a word
// overlap of 0.65 of, the corpus, a language probe or the care probe (it is a held-out check).
import { describe } from "vitest";
import { linesBesides } from "../../language/probe/probe-overlap.ts";
import { itIsThePinnedProbe } from "../../language/probe/probe-pin-checks.ts";
import { loadBotAskProbe } from "./bot-ask-probe.ts";
import { loadBotCareProbe } from "./bot-care-probe.ts";

/** Recorded on 2026-11-30 at 13:56 UTC, when the helper handed it over, before the app read any line of it. */
const PINNED = { items: 360, sha256: "2c4d3f55eae4c767163a9e3b324e01a97d41a98384efb97717b8d4dc597d06e0" };

const probe = loadBotAskProbe();

describe("the Health Bot ask probe", () => {
  itIsThePinnedProbe(
    probe,
    PINNED,
    { harmless: 70, crisis: 50, stem: "botask" },
    () => [...linesBesides(), ...loadBotCareProbe()],
    [],
    (i) => `${i.level}\t${i.means}\t${(i as { intent?: string }).intent}`,
  );
});
