// The attempt layer in readCrisis (decision 034, "A disclosed attempt: a layer after the model"): with the
// switch on, disclosed attempts the model read as nothing become risk, a recent one of the writer's own
// imminent, named by the entry; recovery told from a distance and everyday "tried" stay as the model
// reads them. The app reads what ATTEMPT_LAYER says (on since the third round, by the lead's choice).
import { afterEach, describe, expect, it } from "vitest";
import { ATTEMPT_LAYER, attemptLayer } from "./crisis-decision.ts";
import { readCrisis, warmUpLanguage } from "./index.ts";

warmUpLanguage();

afterEach(() => {
  attemptLayer.on = ATTEMPT_LAYER;
});

const withLayer = (on: boolean, text: string) => {
  attemptLayer.on = on;
  return readCrisis(text);
};

describe("the attempt layer, switched on", () => {
  it.each([
    ["i attempted suicide yesterday", "imminent", "attempt.en.self-recent"],
    ["maine phanda lagane ki koshish ki par rassi toot gayi", "imminent", "attempt.hinglish.self-recent"],
    ["maine poori strip kha li thi kal", "imminent", "attempt.hinglish.self-recent"],
    ["took an overdose last week", "risk", "attempt.en.self-act"],
    ["maine marne ki koshish ki", "risk", "attempt.hinglish.self"],
    ["maine nas kaatne ki koshish ki", "risk", "attempt.hinglish.self"],
    ["मैंने नस काटने की कोशिश की", "risk", "attempt.hi.self"],
    ["मैंने आत्महत्या की कोशिश की", "risk", "attempt.hi.self"],
    ["मैंने जान देने की कोशिश की", "risk", "attempt.hi.self"],
    ["मैंने फांसी लगाने की कोशिश की", "risk", "attempt.hi.self"],
    ["i tried to slit my wrist", "risk", "attempt.en.self"],
    ["relapsed today after 40 days clean (sh)", "risk", "attempt.en.self-harm-relapse"],
  ])("reads %s as %s, naming %s (the model alone: none)", (text, level, id) => {
    expect(withLayer(false, text).level).toBe("none");
    const r = withLayer(true, text);
    expect(r.level).toBe(level);
    expect(r.signals).toContain(id);
    expect(r.score).toBeGreaterThanOrEqual(0.5);
  });

  it("raises the model's risk to imminent for a recent attempt, and never lowers", () => {
    expect(withLayer(false, "i tried to kill myself last night").level).toBe("risk");
    expect(withLayer(true, "i tried to kill myself last night").level).toBe("imminent");
    expect(withLayer(false, "maine kal raat marne ki koshish ki").level).toBe("risk");
    expect(withLayer(true, "maine kal raat marne ki koshish ki").level).toBe("imminent");
    // A recovery told from a distance is left to the model, false alarm and all.
    expect(withLayer(true, "two years ago i tried to kill myself, now i am a nurse").level).toBe(
      withLayer(false, "two years ago i tried to kill myself, now i am a nurse").level,
    );
  });

  it.each([
    "saal bhar pehle maine marne ki koshish ki thi, ab main theek hu",
    "tried to kill the cockroach with a slipper",
    "maine poori strip chocolate kha li",
    "kal main machhar marne ki koshish kar raha tha",
    "i overdosed on caffeine before the exam lol",
  ])("leaves %s as nothing", (text) => {
    expect(withLayer(true, text).level).toBe("none");
  });

  it("finds an attempt inside a long post, and a recovery frame anywhere in the post vetoes it", () => {
    const filler = "Today was a long day at college and the canteen food was average as always. ".repeat(25);
    expect(withLayer(true, `${filler} maine kal raat marne ki koshish ki. ${filler}`).level).toBe("imminent");
    expect(
      withLayer(true, `${filler} maine marne ki koshish ki thi. ${filler} saal pehle ki baat hai, ab main theek hu.`)
        .level,
    ).not.toBe("imminent");
  });
});

describe("the app", () => {
  it("reads what its switch says (on since the third round)", () => {
    expect(ATTEMPT_LAYER).toBe(true);
    expect(attemptLayer.on).toBe(ATTEMPT_LAYER);
    expect(readCrisis("maine marne ki koshish ki").level).toBe("risk");
    expect(readCrisis("maine kal raat marne ki koshish ki").level).toBe("imminent");
  });

  it("with the switch off, reads the model alone (and the app's value is put back after)", () => {
    expect(withLayer(false, "maine marne ki koshish ki").level).toBe("none");
  });
});
