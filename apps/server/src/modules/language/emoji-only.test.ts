// A message of emoji alone (emoji-only.ts, decision 034 "Emoji alone"): light emoji are no crisis, sad faces
// at most concern, emoji of weight the model's; recent lines that read as a crisis keep the model's reading.
import { describe, expect, it } from "vitest";
import { emojiOnlyRule, emojiOnlyWeight } from "./emoji-only.ts";
import { readCrisis } from "./index.ts";

describe("emojiOnlyWeight", () => {
  it.each(["😊😊", "😂😂", "👍", "🙏🙏", "❤️", "🎉🎉", "😅"])("'%s' is light: no crisis", (text) => {
    expect(emojiOnlyWeight(text)).toBe("light");
    expect(readCrisis(text).level).toBe("none");
  });

  it.each(["😔", "😞", "😭😭😭", "🥺", "😶"])("'%s' is sad: at most concern", (text) => {
    expect(emojiOnlyWeight(text)).toBe("sad");
    expect(["none", "concern"]).toContain(readCrisis(text).level);
  });

  it.each(["💊💊💊", "🔪🩸😶", "🪢😔", "💊💊💊 + 🌙 = 😴⚰️", "🥀🖤", "ok 😔", "😔 2", ""])(
    "'%s' is the model's to read",
    (text) => {
      expect(emojiOnlyWeight(text)).toBeNull();
    },
  );

  it("emoji of weight alone are still read as a crisis", () => {
    for (const text of ["💊💊💊", "🔪🩸😶", "🪢😔"]) expect(readCrisis(text).level, text).not.toMatch(/none|concern/);
  });

  it("is what reads '😊😊' as none and '😔' as concern: off, the model reads both as risk (the test can fail)", () => {
    emojiOnlyRule.on = false;
    try {
      expect(readCrisis("😊😊").level).toBe("risk");
      expect(readCrisis("😔").level).toBe("risk");
    } finally {
      emojiOnlyRule.on = true;
    }
    expect(readCrisis("😊😊").level).toBe("none");
    expect(readCrisis("😔").level).toBe("concern");
  });

  it("after recent lines that read as a crisis, a sad face is the model's reading as before", () => {
    const recent = ["maine pills jama kar li hai", "aaj raat"];
    emojiOnlyRule.on = false;
    const before = readCrisis("😔", { recent });
    emojiOnlyRule.on = true;
    expect(readCrisis("😔", { recent })).toEqual(before);
    expect(before.level).not.toMatch(/none|concern/);
  });
});
