// The Health Bot's ask probes are pinned like a frozen split: a changed, added or relabelled line fails
// here; each language holds 70 ordinary lines and 50 crisis lines; and no line is in, or within a word
// overlap of 0.65 of, the corpus, a language probe, the care probe or the other ask probe (each is a
// held-out check).
import { describe } from "vitest";
import { linesBesides } from "../../language/probe/probe-overlap.ts";
import { itIsThePinnedProbe } from "../../language/probe/probe-pin-checks.ts";
import { type BotAskProbeName, loadBotAskProbe } from "./bot-ask-probe.ts";
import { loadBotCareProbe } from "./bot-care-probe.ts";

/** Each recorded on 2026-11-30 when its helper handed it over, before the app read any line of it. */
const PINNED: Record<BotAskProbeName, { items: number; sha256: string; at: string }> = {
  "bot-ask": { items: 360, sha256: "2c4d3f55eae4c767163a9e3b324e01a97d41a98384efb97717b8d4dc597d06e0", at: "13:56" },
  "bot-ask2": { items: 360, sha256: "4607646b001937c7d7253ddc7a464a84072d614aaa7b1f486b2fdc7563d00604", at: "14:11" },
};
const OTHER: Record<BotAskProbeName, BotAskProbeName> = { "bot-ask": "bot-ask2", "bot-ask2": "bot-ask" };

for (const name of Object.keys(PINNED) as BotAskProbeName[]) {
  describe(`the Health Bot ask probe ${name} (pinned ${PINNED[name].at} UTC)`, () => {
    itIsThePinnedProbe(
      loadBotAskProbe(name),
      PINNED[name],
      { harmless: 70, crisis: 50, stem: name.replace("-", "") },
      () => [...linesBesides(), ...loadBotCareProbe(), ...loadBotAskProbe(OTHER[name])],
      [],
      (i) => `${i.level}\t${i.means}\t${(i as { intent?: string }).intent}`,
    );
  });
}
