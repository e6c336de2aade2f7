// The danger layer in readCrisis (decision 034, "Danger from someone else"): disclosures the model read
// as nothing become danger, named by the entry that fired; taunts, scolding and the model's own danger
// readings are as they were; a person threatened and at risk by their own hand keeps the risk card.
import { describe, expect, it } from "vitest";
import { readCrisis, warmUpLanguage } from "./index.ts";

warmUpLanguage();

describe("the danger layer", () => {
  it.each([
    ["papa maarte hain", "danger.hinglish.violence"],
    ["sasural wale marte hain", "danger.hinglish.violence"],
    ["teacher ne maara", "danger.hinglish.violence"],
    ["bhai ne thappad maara", "danger.hinglish.violence"],
    ["I don't feel safe at home", "danger.en.unsafe-home"],
    ["ghar pe safe nahi hoon", "danger.hinglish.unsafe-home"],
    ["uncle touches me and I don't like it", "danger.en.sexual"],
  ])("reads %s as danger, naming %s", (text, id) => {
    const r = readCrisis(text);
    expect(r.level).toBe("danger");
    expect(r.signals).toContain(id);
    expect(r.hold).toBe(false);
    expect(r.score).toBeGreaterThanOrEqual(0.5);
  });

  it.each(["taane maarte hain sab", "mummy ne daanta aaj", "papa ne bike chalana sikhaya", "mere papa mar gaye"])(
    "leaves %s as nothing",
    (text) => {
      expect(readCrisis(text).level).toBe("none");
    },
  );

  it("changes nothing where the model already reads danger", () => {
    for (const t of ["papa mujhe maarte hain", "पापा मुझे मारते हैं", "my dad hits me"]) {
      expect(readCrisis(t).level).toBe("danger");
    }
  });

  it("keeps risk when the writer also speaks of ending their own life, the danger named among the signals", () => {
    const r = readCrisis("the loan app people are threatening to send my photos to my contacts, i want to die");
    expect(["risk", "imminent"]).toContain(r.level);
    expect(r.signals).toContain("danger.en.stalking-blackmail");
  });

  it("finds a disclosure inside a long post", () => {
    const filler = "Today was a long day at college and the canteen food was average as always. ".repeat(25);
    expect(readCrisis(`${filler} sasural wale marte hain. ${filler}`).level).toBe("danger");
    expect(readCrisis(`${filler} taane maarte hain sab. ${filler}`).level).toBe("none");
  });
});
