// Self-harm told in slang (decision 034, "Self-harm slang"): with the entries on, as shipped, each entry's
// examples read as a crisis (risk at least) and its negatives read exactly as they do without the entries;
// with them off, the examples the model alone leaves as none stay none (the entries are what catch them).
import { afterEach, describe, expect, it } from "vitest";
import { SELF_HARM_SLANG, selfHarmSlangLayer } from "./attempt.ts";
import { readCrisis } from "./index.ts";
import { selfHarmSlang } from "./lexicon/self-harm-slang.ts";

const rank = (level: string) => ["none", "concern", "risk", "imminent", "danger"].indexOf(level);
const readWith = (on: boolean, text: string) => {
  selfHarmSlangLayer.on = on;
  return readCrisis(text);
};

describe("self-harm slang", () => {
  afterEach(() => {
    selfHarmSlangLayer.on = SELF_HARM_SLANG;
  });

  it("is on in the app (the slang probe's go, decision 034)", () => {
    expect(SELF_HARM_SLANG).toBe(true);
  });

  it.each(selfHarmSlang.map((e) => [e.id, e] as const))("%s: its examples read as risk or above", (_id, entry) => {
    const low = entry.examples.filter((x) => rank(readWith(true, x).level) < rank("risk"));
    expect(low).toEqual([]);
  });

  it.each(selfHarmSlang.map((e) => [e.id, e] as const))(
    "%s: its negatives read as without the entries",
    (_id, entry) => {
      const moved = entry.negatives.filter((x) => readWith(true, x).level !== readWith(false, x).level);
      expect(moved).toEqual([]);
    },
  );

  it("catches lines the model alone reads as none, in three languages", () => {
    for (const text of [
      "went to styro yesterday, long sleeves season all year now",
      "आज फिर कैट स्क्रैचेज़ हो गए 🙃 वैसे घर में बिल्ली है ही नहीं लोल",
      "ouchies wala din tha aaj, 3 naye aa gaye thigh pe. kisi ko mat batana pls",
    ]) {
      expect(readWith(false, text).level, text).toBe("none");
      expect(readWith(true, text).level, text).toBe("risk");
    }
  });

  it("leaves literal uses alone", () => {
    for (const text of [
      "my cat scratches the sofa every morning, any tips?",
      "went to buy beans and rice",
      "scan the barcode again, the machine is slow",
      "art supplies chhupa ke rakhi, bhai sab use kar leta h",
      "3 yrs clean from sh today 🎉 still have the scars but i dont hide them anymore",
    ])
      expect(rank(readWith(true, text).level), text).toBeLessThanOrEqual(rank(readWith(false, text).level));
  });
});
