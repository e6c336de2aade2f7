// The person probes are pinned like a frozen split: a changed, added or relabelled line fails here; each language
// holds 40 asks and 40 other lines; and its lines in, or within 0.65 word overlap of, the corpus, a language
// probe or another bot probe are the ones recorded (left out of its judgement).
import { describe, expect, it } from "vitest";
import { hashOfItems } from "../../language/corpus/split.ts";
import { closeLines, linesBesides, sharedLines } from "../../language/probe/probe-overlap.ts";
import { loadBotAskProbe } from "./bot-ask-probe.ts";
import { BOT_CARE_PROBE_LANGS, loadBotCareProbe } from "./bot-care-probe.ts";
import {
  loadPersonProbe,
  PERSON_CLOSE,
  PERSON_CLOSE_LATER,
  PERSON_SHARED,
  PERSON_SHARED_LATER,
  PERSON2_CLOSE,
  PERSON2_CLOSE_LATER,
  PERSON2_SHARED,
  PERSON2_SHARED_LATER,
  type PersonProbeName,
} from "./person-probe.ts";

/** Each recorded when its helpers handed it over, before the app read any line of it. */
const PINNED: Record<PersonProbeName, { sha256: string; at: string; shared: string[]; close: string[] }> = {
  person: {
    sha256: "c1af129c813adefb6b7423fd89dc69a95d769ada86dd8beb557d381723ebc26f",
    at: "2026-12-01 00:58",
    shared: [...PERSON_SHARED, ...PERSON_SHARED_LATER],
    close: [...PERSON_CLOSE, ...PERSON_CLOSE_LATER],
  },
  person2: {
    sha256: "d85203767db72bfdc96c59dd2a5c034e75f5f771a33bf73755d849b657cb0a37",
    at: "2026-12-01 01:01",
    shared: [...PERSON2_SHARED, ...PERSON2_SHARED_LATER],
    close: [...PERSON2_CLOSE, ...PERSON2_CLOSE_LATER],
  },
};
const NAMES = Object.keys(PINNED) as PersonProbeName[];

for (const name of NAMES) {
  const pin = PINNED[name];
  const probe = loadPersonProbe(name);
  describe(`the person probe ${name} (pinned ${pin.at} UTC)`, () => {
    it("is the probe recorded before the app read it (ids, texts and labels)", () => {
      expect(probe.length).toBe(240);
      expect(hashOfItems(probe as never, (i: { asks: boolean }) => `${i.asks}`)).toBe(pin.sha256);
    });

    it("holds 40 asks and 40 other lines in each language", () => {
      for (const lang of BOT_CARE_PROBE_LANGS) {
        const mine = probe.filter((i) => i.lang === lang);
        expect(mine.filter((i) => i.asks).length).toBe(40);
        expect(mine.filter((i) => !i.asks).length).toBe(40);
      }
    });

    it(`shares ${pin.shared.length} lines with the corpus or another probe; the lines close to one are the ${pin.close.length} recorded`, () => {
      const others = [
        ...linesBesides(),
        ...loadBotCareProbe(),
        ...(["bot-ask", "bot-ask2", "bot-first", "bot-first2"] as const).flatMap((n) => loadBotAskProbe(n)),
        ...NAMES.filter((n) => n !== name).flatMap((n) => loadPersonProbe(n)),
      ];
      expect(sharedLines(probe, others).sort()).toEqual([...pin.shared].sort());
      expect(closeLines(probe, others).sort()).toEqual([...pin.close].sort());
    });
  });
}
