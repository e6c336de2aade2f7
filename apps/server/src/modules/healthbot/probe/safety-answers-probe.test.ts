// The safety-answer probes are pinned like a frozen split: a changed, added or relabelled line fails here; each
// language holds 30 yes, 30 no and 30 unsure answers, half to each question; and the lines whose folded words
// are a unit test's line (the rule's own) or a line of a probe read before it are the ones recorded
// (left out of its judgement).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { hashOfItems } from "../../language/corpus/split.ts";
import { normalise } from "../../language/normalise.ts";
import { BOT_CARE_PROBE_LANGS } from "./bot-care-probe.ts";
import {
  loadSafetyAnswersProbe,
  SAFETY_ANSWERS_SHARED,
  SAFETY_ANSWERS2_SHARED,
  SAFETY_ANSWERS3_SHARED,
  SAFETY_ANSWERS4_SHARED,
  type SafetyAnswersProbeItem,
  type SafetyAnswersProbeName,
} from "./safety-answers-probe.ts";

/** Each recorded when its helpers handed it over, before the app read any line of it. */
const PINNED: Record<SafetyAnswersProbeName, { sha256: string; at: string; shared: readonly string[] }> = {
  "safety-answers": {
    sha256: "b5ece1aedf8e42b9ae31b2f0a4de9696a137fcaa5e456a98a9400eaa7d7c0370",
    at: "2026-12-01 03:05",
    shared: SAFETY_ANSWERS_SHARED,
  },
  "safety-answers2": {
    sha256: "f1c47aca1fb35719d073e8680c2aa318d49db087c4fc1665679a41f49438afad",
    at: "2026-12-01 03:06",
    shared: SAFETY_ANSWERS2_SHARED,
  },
  "safety-answers3": {
    sha256: "232b7e80037e47aa439e72e03f9dafdf4e4cc4906e72f9343c7c4dca2839c558",
    at: "2026-12-01 03:13",
    shared: SAFETY_ANSWERS3_SHARED,
  },
  "safety-answers4": {
    sha256: "a8e1cec44978e1a1a85a69cd95bf0e748b54a0aa83f97f80b4e53d898cef8960",
    at: "2026-12-01 03:21",
    shared: SAFETY_ANSWERS4_SHARED,
  },
};
const NAMES = Object.keys(PINNED) as SafetyAnswersProbeName[];

/** The lines of the safety-answer rule's unit tests (each a quoted string alone on a line of an it.each list). */
const unitLines = () =>
  readFileSync(new URL("../../language/safety-answer.test.ts", import.meta.url), "utf8")
    .split("\n")
    .map((l) => /^\s+"(.*)",$/.exec(l)?.[1])
    .filter((t): t is string => t !== undefined && t.trim() !== "");

const folded = (t: string) => normalise(t).text;

for (const name of NAMES) {
  const pin = PINNED[name];
  const probe = loadSafetyAnswersProbe(name);
  describe(`the safety-answer probe ${name} (pinned ${pin.at} UTC)`, () => {
    it("is the probe recorded before the app read it (ids, texts, questions and labels)", () => {
      expect(probe.length).toBe(270);
      expect(hashOfItems(probe as never, (i: SafetyAnswersProbeItem) => `${i.q}:${i.label}`)).toBe(pin.sha256);
    });

    it("holds 15 answers of each label to each question in each language", () => {
      for (const lang of BOT_CARE_PROBE_LANGS)
        for (const label of ["yes", "no", "unsure"] as const)
          for (const q of ["ask1", "ask2"] as const)
            expect(probe.filter((i) => i.lang === lang && i.label === label && i.q === q).length).toBe(15);
    });

    it(`shares ${pin.shared.length} lines with the rule's unit tests or a probe read before it: the ones recorded`, () => {
      const before = NAMES.slice(0, NAMES.indexOf(name));
      const others = [...unitLines(), ...before.flatMap((n) => loadSafetyAnswersProbe(n).map((i) => i.text))];
      const seen = new Set(others.map(folded));
      expect(
        probe
          .filter((i) => seen.has(folded(i.text)))
          .map((i) => i.id)
          .sort(),
      ).toEqual([...pin.shared].sort());
    });
  });
}
