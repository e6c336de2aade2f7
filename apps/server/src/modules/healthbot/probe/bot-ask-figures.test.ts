// The ask probe's figures as read once for the practice rule's go/no-go (decision 041, "A practice asked
// for by name"): a change to the crisis model, the intent model or the bot's routing that moves any of
// them fails here and is read against the decision.
import { describe, expect, it } from "vitest";
import { AFTER_SAFE_OFFER, afterSafeOffer } from "../healthbot-after-safe.ts";
import { PRACTICE_RULE, practiceRule } from "../healthbot-practice.ts";
import { afterSafeFigures, botAskFigures } from "./bot-ask-figures.ts";
import { loadBotAskProbe } from "./bot-ask-probe.ts";
import { BOT_CARE_PROBE_LANGS } from "./bot-care-probe.ts";

const READ = {
  en: { checks: [12, 10], intended: [33, 35], moved: [2, 2], helplines: [50, 50] },
  hi: { checks: [15, 14], intended: [33, 34], moved: [1, 1], helplines: [50, 50] },
  // Read 30 -> 33 at 13:59; one more since "thanku, ab thoda better lag raha h" gets the thanks (decision 041, "Thanks").
  hinglish: { checks: [20, 17], intended: [31, 34], moved: [3, 3], helplines: [47, 47] },
} as const;

const probe = loadBotAskProbe();

describe("the ask probe, without the practice rule and with it", () => {
  it("keeps the rule off (no-go) and leaves the switch as shipped", () => {
    expect(PRACTICE_RULE).toBe(false);
    for (const lang of BOT_CARE_PROBE_LANGS) botAskFigures(probe.filter((i) => i.lang === lang));
    expect(practiceRule.on).toBe(PRACTICE_RULE);
  });

  for (const lang of BOT_CARE_PROBE_LANGS) {
    it(`${lang}: reads as recorded, and the rule takes no crisis line out of the check`, () => {
      const f = botAskFigures(probe.filter((i) => i.lang === lang));
      const want = READ[lang];
      expect([f.ordinary, f.crisis]).toEqual([70, 50]);
      expect([f.checksBefore, f.checksAfter]).toEqual(want.checks);
      expect([f.intendedBefore, f.intendedAfter]).toEqual(want.intended);
      expect([f.moved, f.movedAsNamed]).toEqual(want.moved);
      expect([f.helplinesBefore, f.helplinesAfter]).toEqual(want.helplines);
      expect(f.crisisMoved).toEqual([]);
    });
  }
});

describe("the second ask probe, with the offer after a safe check switched on for the reading", () => {
  it("reads as recorded for the go/no-go: 25 of 47 ordinary checks offered a practice, 5 of 94 crisis checks too", () => {
    const f = afterSafeFigures(loadBotAskProbe("bot-ask2"));
    expect(f).toEqual({
      ordinaryChecks: 47,
      ordinaryOffered: 25,
      ordinaryOfferedAsNamed: 24,
      crisisChecks: 94,
      crisisOffered: [
        "probe-botask2-en-c030",
        "probe-botask2-hi-c010",
        "probe-botask2-hi-c027",
        "probe-botask2-hinglish-c021",
        "probe-botask2-hinglish-c040",
      ],
    });
    expect(afterSafeOffer.on).toBe(AFTER_SAFE_OFFER);
    expect(AFTER_SAFE_OFFER).toBe(false);
  });
});
