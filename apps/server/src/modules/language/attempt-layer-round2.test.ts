// The attempt layer's second round (decision 034, "A disclosed attempt", "Second round"): the kinds round one
// missed (an outcome as the whole disclosure, a bare count, chat spellings, more people and ways, a longer
// gap), somebody else's attempt winning over a self entry, distance words and hypotheticals as vetoes, and
// the layer reading each text alone, never the joined reading of the author's recent lines. Each test sets
// the switch and puts back the app's value (Vitest runs the server project with isolate false).
import { afterEach, describe, expect, it } from "vitest";
import { SEVERITY } from "./crisis.ts";
import { ATTEMPT_LAYER, attemptLayer } from "./crisis-decision.ts";
import { readCrisis, warmUpLanguage } from "./index.ts";

warmUpLanguage();

afterEach(() => {
  attemptLayer.on = ATTEMPT_LAYER;
});

const read = (on: boolean, text: string, recent?: string[]) => {
  attemptLayer.on = on;
  return readCrisis(text, recent ? { recent } : {});
};

describe("the attempt layer's second round, switched on", () => {
  it.each([
    ["they had to pump my stomach this morning after the pills", "imminent", "attempt.en.outcome-recent"],
    ["third attempt and i still woke up", "risk", "attempt.en.count"],
    ["a classmate attempted last week", "risk", "attempt.en.other-bare"],
    ["hosh aaya toh icu mein thi, stomach wash karna pada", "imminent", "attempt.hinglish.outcome-recent"],
    ["आज शाम रेल की पटरी पर जाकर लेट गई थी", "imminent", "attempt.hi.outcome-recent"],
    ["mne kl rt marne ki kosis ki", "risk", "attempt.hinglish.self"],
    ["मेरी रूममेट ने कल नींद की गोलियां खा लीं", "risk", "attempt.hi.other"],
    ["bhabhi ne kal keetnashak pi liya, icu mein hain", "risk", "attempt.hinglish.other"],
    ["didi ne ghar mein bade jhagde ke baad phenyl pi liya", "risk", "attempt.hinglish.other"],
  ])("reads %s at least %s, naming %s", (text, level, id) => {
    const r = read(true, text);
    expect(SEVERITY[r.level]).toBeGreaterThanOrEqual(SEVERITY[level as keyof typeof SEVERITY]);
    expect(r.signals).toContain(id);
  });

  it("reads a friend's attempt as the friend's, even with the writer's own words later in the line", () => {
    for (const text of [
      "meri dost ne kal marne ki koshish ki, maine uska msg ignore kiya tha",
      "my roommate swallowed a bunch of sleeping pills last night",
    ]) {
      const r = read(true, text);
      expect(
        r.signals.some((s) => s.endsWith("-recent")),
        text,
      ).toBe(false);
      expect(
        r.signals.some((s) => s.includes(".other")),
        text,
      ).toBe(true);
    }
  });

  it("leaves distance, hypotheticals, surgery and food poisoning to the model", () => {
    for (const text of [
      "a decade ago i overdosed on painkillers, now i teach swimming",
      "agar koi bahut saari tablets nigal le toh first aid kya hai",
      "if someone drinks phenyl what first aid should we give",
      "food poisoning ke baad hospital mein stomach wash karna pada, ab theek hu",
      "got discharged this morning after my knee surgery",
      "pichli baar bach gaya tha traffic police se, is baar challan pakka",
      "my cat tried to jump off the balcony lol",
    ])
      expect(read(true, text), text).toEqual(read(false, text));
  });
});

describe("the attempt layer reads each text alone, never the joined reading of recent lines", () => {
  // Round one's identity diff: in chat context another line's "firse" broke the recovery veto of this line
  // and its "aaj" read as recent, so a recovery story read imminent.
  const recovery =
    "therapy ke 6 saal baad keh sakti hu: jab 2016 mein jaan dene ki koshish ki thi, socha nahi tha aaj itni khush hungi";
  const recent = [
    "OD kiya tha pichle sunday, ab firse wahi mn kr rha 😶",
    "5 saal ho gaye us attempt ko, aaj ek helpline pe volunteer karti hu aur life se sach mein khush hu",
  ];

  it("keeps a recovery line after a line with 'firse' as the model reads it", () => {
    expect(read(true, recovery)).toEqual(read(false, recovery));
    expect(read(true, recovery, recent)).toEqual(read(false, recovery, recent));
  });

  it("still raises an attempt in the new line itself when it comes after other lines", () => {
    const r = read(true, "maine kal raat marne ki koshish ki", ["aaj ka din bahut lamba tha", "khana kha liya"]);
    expect(r.level).toBe("imminent");
    expect(r.signals).toContain("attempt.hinglish.self-recent");
  });
});
