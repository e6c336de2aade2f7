// What readCrisis, readIntent and readWorries promise, beyond the figures: the shapes, the hold rule,
// context across messages, and the worry words in three languages.
import { describe, expect, it } from "vitest";
import { CRISIS_LEVEL_ORDER, readCrisis, readIntent, readWorries, warmUpLanguage } from "./index.ts";

warmUpLanguage();

describe("readCrisis", () => {
  it("answers the shape the writing surfaces use", () => {
    const r = readCrisis("i want to die");
    expect(CRISIS_LEVEL_ORDER).toContain(r.level);
    expect(r.level).not.toBe("none");
    expect(r.score).toBeGreaterThan(0);
    expect(r.score).toBeLessThanOrEqual(1);
    expect(r.signals).toContain("model");
    expect(readCrisis("what a lovely morning, chai on the balcony")).toEqual(
      expect.objectContaining({ level: "none", signals: [], hold: false }),
    );
  });

  it("holds only risk or imminent with a means", () => {
    const texts = [
      "i have pills saved up and tonight i will take them all",
      "the doctor gave me sleeping pills for my back pain",
      "two years ago I tried to end my life, today I got my first job offer",
      "in the serial the villain poisons the heroine's tea",
      "this boss fight is killing me, I died ten times",
    ];
    for (const t of texts) {
      const r = readCrisis(t);
      if (r.hold) expect(["risk", "imminent"]).toContain(r.level);
      if (r.hold) expect(r.means).toBe(true);
    }
    expect(readCrisis("two years ago I tried to end my life, today I got my first job offer").hold).toBe(false);
    expect(readCrisis("the doctor gave me sleeping pills for my back pain").hold).toBe(false);
  });

  it("reads a long post piece by piece, so one line in it counts", () => {
    const filler = "Today was a long day at college and the canteen food was average as always. ".repeat(25);
    const alone = readCrisis("i want to kill myself tonight");
    const inPost = readCrisis(`${filler} i want to kill myself tonight. ${filler}`);
    expect(alone.level).not.toBe("none");
    expect(inPost.level).not.toBe("none");
  });

  it("reads the author's recent lines with the new one, and a harmless line does not inherit an old alarm", () => {
    const recent = ["i've made up my mind", "nobody will stop me this time", "i kept the pills ready"];
    const plan = readCrisis("tonight after everyone sleeps", { recent });
    expect(plan.level).not.toBe("none");
    const after = readCrisis("btw did anyone see the match score?", {
      recent: ["i want to die", "i can't take it anymore"],
    });
    expect(after.level).toBe("none");
    expect(after.hold).toBe(false);
  });
});

describe("known false alarms of the crisis model (decision 034): expected to fail until a retrain fixes them", () => {
  it.fails("'Why won't you answer me?' is no crisis (read as risk)", () => {
    expect(readCrisis("Why won't you answer me?").level).toBe("none");
  });
  // Found on 2026-11-29 when live-room side-chat lines began to reach the moderation queue: a greeting in
  // a support circle was queued as imminent and topped the queue. Thanks and a time word read as goodbyes
  // and plans; the model needs more everyday lines of gratitude and greeting (not a phrase list).
  // With "imminent from a goodbye needs company" (crisis-decision.ts GOODBYE_NEEDS_COMPANY) both pass, but
  // that rule fell one message under five floors on the frozen splits (decision 034), so it is off.
  it.fails("'Thank you for having me' is no crisis (read as imminent)", () => {
    expect(readCrisis("Thank you for having me").level).toBe("none");
  });
  it.fails("'Glad to be here tonight' is no crisis (read as imminent)", () => {
    expect(readCrisis("Glad to be here tonight").level).toBe("none");
  });
});

describe("false alarms a retrain fixed", () => {
  it("'maine khana kha liya' (I have eaten) is no crisis (the first model read it as imminent)", () => {
    expect(readCrisis("maine khana kha liya").level).toBe("none");
  });
});

describe("readIntent", () => {
  it("answers an intent, its share and every intent ranked", () => {
    const r = readIntent("neend nahi aa rahi");
    expect(r.share).toBeGreaterThanOrEqual(0);
    expect(r.ranked.length).toBe(12);
    expect(r.ranked.map((x) => x.intent)).not.toContain("unknown");
    for (let i = 1; i < r.ranked.length; i += 1)
      expect(r.ranked[i - 1]!.share).toBeGreaterThanOrEqual(r.ranked[i]!.share);
    expect(readIntent("   ").intent).toBe("unknown");
  });
});

describe("readWorries", () => {
  it("finds worries in English, Hinglish and Devanagari", () => {
    expect(readWorries("neend nahi aa rahi")).toContain("sleep");
    expect(readWorries("रात भर नींद नहीं आती")).toContain("sleep");
    expect(readWorries("bahut chinta ho rahi hai")).toContain("anxiety");
    expect(readWorries("main bahut akela feel karta hu")).toContain("loneliness");
    expect(readWorries("मुझे बहुत अकेला लगता है")).toContain("loneliness");
    expect(readWorries("exam ka stress")).toEqual(expect.arrayContaining(["exam", "stress"]));
    expect(readWorries("neeeend nhi aati")).toContain("sleep");
  });
});
