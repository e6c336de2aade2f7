// An everyday apology reads as none unless the author's recent lines read as a crisis (apology.ts, decision
// 034 "An apology needs company"); to family or everyone, for everything, beside a heavy emoji or with any
// other word it is the model's to read.
import { describe, expect, it } from "vitest";
import { apologyRule, isEverydayApology } from "./apology.ts";
import { readCrisis } from "./index.ts";

const NONE = { level: "none", score: 0, signals: [], means: false, hold: false };

const EVERYDAY = [
  "sorry",
  "sorry.",
  "sorryyy",
  "sorry yaar",
  "sorry bhai",
  "sorry bro",
  "sorry ji 🙏",
  "sorry na",
  "sorry sorry",
  "i'm sorry",
  "I am so sorry!",
  "oops sorry 😅",
  "sorry my bad",
  "my bad yaar",
  "sry",
  "sorry for the late reply",
  "sorry for bothering you",
  "sorry to disturb",
  "sorry, was in class",
  "sorry yaar kal nahi aa paaya",
  "sorry late ho gaya",
  "maaf karna bhai",
  "maafi chahta hu",
  "माफ़ करना",
  "माफ करना यार",
  "माफ़ कीजिए जी",
  "सॉरी यार",
  "सॉरी, भूल गया",
  "sorry sorry, my bad",
  "sorry yr, meri galti",
];

describe("isEverydayApology", () => {
  it.each(EVERYDAY)("'%s' is an everyday apology, read as none without company", (text) => {
    expect(isEverydayApology(text)).toBe(true);
    expect(readCrisis(text)).toEqual(NONE);
  });

  it.each([
    "sorry maa",
    "sorry papa",
    "sorry guys",
    "sorry everyone",
    "sorry for everything",
    "i am sorry for everything",
    "sorry for being a burden",
    "sorry 😞",
    "sorry 😭",
    "sorry. goodbye",
    "sorry. thank you. bye.",
    "sorry, the pills are ready",
    "माफ़ करना माँ",
    "sabko maaf karna",
    "sh kiya again. sorry khud se",
    "sorry, it's all my fault",
  ])("'%s' is not an everyday apology", (text) => {
    expect(isEverydayApology(text)).toBe(false);
  });

  it("is what reads 'sorry', 'sorry yaar' and 'माफ़ करना' as none: off, the model reads them as crises (the test can fail)", () => {
    apologyRule.on = false;
    try {
      for (const text of ["sorry", "sorry yaar", "माफ़ करना", "i'm sorry"])
        expect(readCrisis(text).level).not.toBe("none");
    } finally {
      apologyRule.on = true;
    }
    expect(readCrisis("sorry").level).toBe("none");
  });

  it("after recent lines that read as a crisis, an apology is read as before: a goodbye", () => {
    for (const [text, recent] of [
      ["sorry", ["the rope is ready", "tonight"]],
      ["sorry yaar", ["maine pills jama kar li hai", "aaj raat"]],
      ["माफ़ करना", ["मैंने सब तय कर लिया है", "आज रात"]],
    ] as const) {
      expect(readCrisis(recent.join("\n")).level).not.toBe("none");
      expect(readCrisis(text, { recent: [...recent] }).level).toBe("imminent");
    }
  });

  it("after ordinary recent lines, it stays none", () => {
    expect(readCrisis("sorry", { recent: ["kal movie chalein?", "ok 7 baje"] })).toEqual(NONE);
  });
});
