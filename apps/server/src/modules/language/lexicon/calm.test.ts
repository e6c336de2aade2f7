// The calm entries (decision 034, "Harmless by context") match their examples and none of their
// negatives after normalisation; the breakers match theirs and switch every frame off; and the layer
// turns a reading to none only where withCalm says (concern or risk, no risk of the writer's own, a low
// crisis share, never helped by the author's recent lines), never a crisis clause beside a harmless one.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { calmBreakers, calmEntries, readCalm } from "../calm.ts";
import { CALM_MAX_SHARE, calmLayer, type Decision, withCalm } from "../crisis-decision.ts";
import { readCrisis, warmUpLanguage } from "../index.ts";
import { compilePattern, readLexicon } from "../lexicon-check.ts";
import { normalise } from "../normalise.ts";

const calmOf = (text: string) => readCalm(readLexicon(text).masked, normalise(text).text);

describe("calm entries", () => {
  it("have unique ids, examples and negatives", () => {
    const ids = calmEntries.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(calmEntries.filter((e) => e.examples.length === 0 || e.negatives.length === 0).map((e) => e.id)).toEqual([]);
  });

  it.each(calmEntries.map((e) => [e.id, e] as const))("%s matches its examples", (_id, entry) => {
    const re = compilePattern(entry.pattern);
    expect(entry.examples.filter((x) => !re.test(normalise(x).text))).toEqual([]);
  });

  it.each(calmEntries.map((e) => [e.id, e] as const))("%s matches none of its negatives", (_id, entry) => {
    const re = compilePattern(entry.pattern);
    expect(entry.negatives.filter((x) => re.test(normalise(x).text))).toEqual([]);
  });

  it.each(calmBreakers.map((b) => [b.id, b] as const))("breaker %s matches its examples", (_id, breaker) => {
    const re = compilePattern(breaker.pattern);
    expect(breaker.examples.filter((x) => !re.test(normalise(x).text))).toEqual([]);
  });

  it("finds a frame in harmless lines of my own", () => {
    for (const text of [
      "how much bleach do i add for the white bedsheets",
      "need a thick rope for the swing on the neem tree",
      "sunset from the rooftop cafe was stunning",
      "in the movie the hero drinks poison to save her",
      "my toddler has a fever, how many ml of calpol",
      "four years ago i wanted to die, today i graduated and my mom cried",
      "how can i support a friend who self harms",
      "bacche ko bukhar h, crocin syrup kitna dun",
      "छत से सूर्यास्त का नजारा कमाल था",
      "दो साल पहले मरना चाहती थी, अब मैं ठीक हूं और नौकरी करती हूं",
    ])
      expect([text, calmOf(text).length > 0]).toEqual([text, true]);
  });

  it("finds none when a breaker says the writer's own risk may be there", () => {
    for (const text of [
      "lol this meeting, i actually want to die for real",
      "the rope for the swing is the one im using tonight",
      "the kdrama made me realise nobody would miss me either",
      "pul pe sunset dekhne aaya tha, ab neeche kudne ka mann h",
      "पुल पर सूर्यास्त देखने आया था, अब नीचे कूदने का मन है",
      "fever ki goliyan ek saath kha lungi",
      "years ago i tried, today im thinking of it again",
      "news mein us ladki ki khabar padhi, mujhe bhi wahi karna h",
      "asking how many paracetamol for a fever but its for me",
    ])
      expect([text, calmOf(text)]).toEqual([text, []]);
  });
});

describe("withCalm", () => {
  // The layer is off in the app (decision 034: no-go); its rule is tested switched on.
  const was = calmLayer.on;
  beforeEach(() => {
    calmLayer.on = true;
  });
  afterEach(() => {
    calmLayer.on = was;
  });
  const at = (level: Decision["level"], crisisShare = 0.3): Decision => ({ level, crisisShare, means: false });
  const ids = ["calm.en.view"];

  it("turns concern and risk below the bound into none", () => {
    expect(withCalm(at("concern"), ids, false).level).toBe("none");
    expect(withCalm(at("risk"), ids, false).level).toBe("none");
  });

  it("leaves imminent, danger, a confident reading, the writer's own risk and a reading helped by recent lines", () => {
    expect(withCalm(at("imminent"), ids, false)).toEqual(at("imminent"));
    expect(withCalm(at("danger"), ids, false)).toEqual(at("danger"));
    expect(withCalm(at("risk", CALM_MAX_SHARE), ids, false)).toEqual(at("risk", CALM_MAX_SHARE));
    expect(withCalm(at("risk"), ids, true)).toEqual(at("risk"));
    expect(withCalm(at("risk"), ids, false, true)).toEqual(at("risk"));
    expect(withCalm(at("risk"), [], false)).toEqual(at("risk"));
  });

  it("does nothing when the layer is off", () => {
    calmLayer.on = false;
    expect(withCalm(at("risk"), ids, false)).toEqual(at("risk"));
  });
});

describe("the calm layer in readCrisis", () => {
  warmUpLanguage();
  const both = (text: string, recent: string[] = []) => {
    const was = calmLayer.on;
    try {
      calmLayer.on = false;
      const off = readCrisis(text, { recent }).level;
      calmLayer.on = true;
      return { off, on: readCrisis(text, { recent }).level };
    } finally {
      calmLayer.on = was;
    }
  };

  it("calms a harmless line the model flags", () => {
    expect(both("which blade is good for a beard trimmer?")).toEqual({ off: "risk", on: "none" });
  });

  it("never calms a crisis clause beside a harmless one, with a comma or a full stop", () => {
    for (const text of [
      "we watched a film at the mall, i dont think i can keep going like this",
      "we watched a film at the mall. i dont think i can keep going like this.",
    ]) {
      const r = both(text);
      expect(r.off).not.toBe("none");
      expect(r.on).toBe(r.off);
    }
  });

  it("never calms a line after recent lines that read as a crisis", () => {
    const text = "pul pe sunset dekha aaj, sea link pe drive best h raat ko 🌉";
    expect(both(text).on).toBe("none");
    const r = both(text, ["thak gaya hu zindagi se", "sab khatam sa lagta h"]);
    expect(r.off).not.toBe("none");
    expect(r.on).toBe(r.off);
  });
});
