// The crisis check on its labelled evaluation set (decision 020's targets: recall at least 0.95, precision
// at least 0.70, every method message at least a risk), plus the tricks and the hyperbole it must
// tell apart. Pure: no database, no network.
import { describe, expect, it } from "vitest";
import { detectCrisis } from "./crisis-check.ts";
import { normalise } from "./normalise.ts";
import { evaluationSet } from "./test-data/evaluation-set.ts";
import { crisisTraining, noneTraining } from "./training/training-set.ts";

const RECALL_TARGET = 0.95;
const PRECISION_TARGET = 0.7;

describe("crisis check on the labelled evaluation set", () => {
  const results = evaluationSet.map((m) => ({ ...m, result: detectCrisis(m.text) }));
  const crisis = results.filter((r) => r.label !== "none");
  const flagged = results.filter((r) => r.result.level !== "none");
  const tp = flagged.filter((r) => r.label !== "none").length;
  const fp = flagged.length - tp;
  const fn = crisis.length - tp;
  const tn = results.length - tp - fp - fn;
  const recall = tp / crisis.length;
  const precision = tp / flagged.length;
  const methods = results.filter((r) => r.label === "method");
  const methodExact = methods.filter((r) => r.result.level === "method").length;

  it("is big enough and covers English, Hindi and Hinglish, crisis and not", () => {
    expect(evaluationSet.length).toBeGreaterThanOrEqual(300);
    for (const lang of ["en", "hi", "hinglish"] as const) {
      expect(evaluationSet.filter((m) => m.lang === lang && m.label !== "none").length).toBeGreaterThanOrEqual(30);
      expect(evaluationSet.filter((m) => m.lang === lang && m.label === "none").length).toBeGreaterThanOrEqual(30);
    }
    expect(methods.length).toBeGreaterThanOrEqual(30);
  });

  it(`finds at least ${RECALL_TARGET} of crisis messages with precision at least ${PRECISION_TARGET}`, () => {
    const byLang = (["en", "hi", "hinglish"] as const).map((lang) => {
      const mine = results.filter((r) => r.lang === lang);
      const pos = mine.filter((r) => r.label !== "none");
      const hit = pos.filter((r) => r.result.level !== "none").length;
      const falsePos = mine.filter((r) => r.label === "none" && r.result.level !== "none").length;
      return `${lang}: ${hit}/${pos.length} found, ${falsePos} false alarms`;
    });
    console.info(
      [
        `crisis check: ${results.length} messages, TP ${tp} FP ${fp} FN ${fn} TN ${tn}`,
        `recall ${recall.toFixed(3)}, precision ${precision.toFixed(3)}, method exact ${methodExact}/${methods.length}`,
        ...byLang,
        ...results
          .filter((r) => (r.label !== "none") !== (r.result.level !== "none"))
          .map((r) => `  ${r.label} read as ${r.result.level}: ${r.text}`),
      ].join("\n"),
    );
    expect(recall).toBeGreaterThanOrEqual(RECALL_TARGET);
    expect(precision).toBeGreaterThanOrEqual(PRECISION_TARGET);
  });

  it("reads every method message as at least a risk", () => {
    expect(methods.filter((r) => r.result.level === "none").map((r) => r.text)).toEqual([]);
  });

  it("keeps the evaluation set apart from the training set", () => {
    const key = (t: string) => normalise(t).text;
    const training = new Set([...crisisTraining, ...noneTraining].map(key));
    expect(evaluationSet.filter((m) => training.has(key(m.text))).map((m) => m.text)).toEqual([]);
  });
});

describe("crisis check: tricks", () => {
  it.each([
    "k i l l myself",
    "su1cide",
    "kill.my.self",
    "k!ll mys3lf",
    "kiiiiill myseeeelf",
    "I want to d\u200Bie",
    "ｓｕｉｃｉｄｅ is all I think about",
    "i w a n t t o d i e",
    "marna chahta hu",
    "marnaaaa chahtaaa hoon",
    "मर जाना चाहता हूँ",
    "मर जाना चाहता हूं",
    "jeene ka mann nahi",
    "khudkushi kar lungi",
    "khud-kushi kar lungi",
    "aatmhatya kar lunga",
    "आत्महत्या करना चाहती हूं",
  ])("flags %j", (text) => {
    expect(detectCrisis(text).level).not.toBe("none");
  });

  it.each([
    "nas kaat lungi",
    "neend ki goliyan jama kar li hain",
    "how many sleeping pills would it take",
    "पंखे से लटक जाऊंगी",
  ])("holds %j as a method", (text) => {
    expect(detectCrisis(text).level).toBe("method");
  });
});

describe("crisis check: hyperbole and everyday talk", () => {
  it.each([
    "this exam is killing me",
    "hasi se mar gaya",
    "dying to see you",
    "I'd kill for a coffee",
    "mar gaye yaar itna kaam",
    "killer performance",
    "my mom will kill me if I'm late",
    "bhook se mar raha hu",
    "हंसते हंसते मर गया",
    "jeena yahan marna yahan",
    "The police are investigating the death as a suicide",
    "World Suicide Prevention Day is on 10 September",
    "My doctor gave me sleeping pills for a week",
    "I cut my finger on a knife",
    "",
    "   ",
  ])("does not flag %j", (text) => {
    expect(detectCrisis(text)).toEqual({ level: "none", signals: [], score: expect.any(Number) });
  });
});

describe("crisis check: other people and the result", () => {
  it("flags a friend in danger (a risk for the friend) and someone urging another to die", () => {
    expect(detectCrisis("my friend wants to kill himself").level).toBe("risk");
    expect(detectCrisis("meri dost bol rahi hai wo suicide kar legi").level).toBe("risk");
    expect(detectCrisis("go kill yourself").level).toBe("risk");
  });

  it("names what fired and scores a first-person plan above a weak mention", () => {
    const plan = detectCrisis("I am going to kill myself tonight");
    expect(plan.signals).toContain("en.kill-myself");
    expect(plan.score).toBeGreaterThan(0.6);
    expect(detectCrisis("hello there").score).toBeLessThan(plan.score);
  });

  it("gives the same answer for the same text (pure)", () => {
    const text = "jeene ka mann nahi karta";
    expect(detectCrisis(text)).toEqual(detectCrisis(text));
  });
});
