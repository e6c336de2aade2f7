// The person probe is pinned like a frozen split: a changed, added or relabelled line fails here; each language
// holds 40 asks and 40 other lines; and its lines in, or within 0.65 word overlap of, the corpus, a language
// probe or another bot probe are the ones recorded (left out of its judgement).
import { describe, expect, it } from "vitest";
import { hashOfItems } from "../../language/corpus/split.ts";
import { closeLines, linesBesides, sharedLines } from "../../language/probe/probe-overlap.ts";
import { loadBotAskProbe } from "./bot-ask-probe.ts";
import { BOT_CARE_PROBE_LANGS, loadBotCareProbe } from "./bot-care-probe.ts";
import { loadPersonProbe, PERSON_CLOSE, PERSON_SHARED } from "./person-probe.ts";

/** Recorded on 2026-12-01 at 00:58 UTC, when the helpers handed it over, before the app read any line of it. */
const PINNED = { items: 240, sha256: "c1af129c813adefb6b7423fd89dc69a95d769ada86dd8beb557d381723ebc26f" };
const probe = loadPersonProbe();

describe("the person probe", () => {
  it("is the probe recorded before the app read it (ids, texts and labels)", () => {
    expect(probe.length).toBe(PINNED.items);
    expect(hashOfItems(probe as never, (i: { asks: boolean }) => `${i.asks}`)).toBe(PINNED.sha256);
  });

  it("holds 40 asks and 40 other lines in each language", () => {
    for (const lang of BOT_CARE_PROBE_LANGS) {
      const mine = probe.filter((i) => i.lang === lang);
      expect(mine.filter((i) => i.asks).length).toBe(40);
      expect(mine.filter((i) => !i.asks).length).toBe(40);
    }
  });

  it(`shares ${PERSON_SHARED.length} lines with the corpus or another probe; the lines close to one are the ${PERSON_CLOSE.length} recorded`, () => {
    const others = [
      ...linesBesides(),
      ...loadBotCareProbe(),
      ...(["bot-ask", "bot-ask2", "bot-first"] as const).flatMap((n) => loadBotAskProbe(n)),
    ];
    expect(sharedLines(probe, others)).toEqual(PERSON_SHARED);
    expect(closeLines(probe, others)).toEqual(PERSON_CLOSE);
  });
});
