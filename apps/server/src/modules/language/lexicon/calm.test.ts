// The calm entries (decision 034, "Harmless by context") match their examples and none of their
// negatives after normalisation; the breakers match theirs and switch every frame off; and the layer
// turns a reading to none only where withCalm says (concern or risk, no risk of the writer's own, a low
// crisis share, never helped by the author's recent lines), never a crisis clause beside a harmless one.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { calmBreakers, calmEntries, readCalm } from "../calm.ts";
import { CALM_MAX_SHARE, CALM_RECOVERY, calmLayer, type Decision, withCalm } from "../crisis-decision.ts";
import { readCrisis, warmUpLanguage } from "../index.ts";
import { compilePattern, readLexicon } from "../lexicon-check.ts";
import { normalise } from "../normalise.ts";
import { calmRecoveryExtra, isRecoveryPast } from "./calm-recovery.ts";

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

  it("lets the strict recovery frame calm beside the writer's own risk words, at any share, never imminent or helped", () => {
    expect(withCalm(at("risk", 0.95), [CALM_RECOVERY], true).level).toBe("none");
    expect(withCalm(at("concern"), [CALM_RECOVERY], true).level).toBe("none");
    expect(withCalm(at("imminent"), [CALM_RECOVERY], true)).toEqual(at("imminent"));
    expect(withCalm(at("risk"), [CALM_RECOVERY], true, true)).toEqual(at("risk"));
    expect(withCalm(at("risk", 0.95), ids, false)).toEqual(at("risk", 0.95));
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

// Second round (decision 034, "Harmless by context, second round").
const recoveryOf = (text: string) => {
  const lx = readLexicon(text);
  return isRecoveryPast(lx.masked, normalise(text).text, lx.signals);
};

describe("recovery told as past, for the calm layer", () => {
  it("reads recovery stories with the writer's own words of the past", () => {
    for (const text of [
      "three years ago i cut myself every night, today im 2 years clean and a peer counsellor",
      "तीन साल पहले मैंने ब्लेड से हाथ काटा था, आज मैं काउंसलर हूं",
      "ek time lagta tha sab mere bina khush rahenge, aaj sochti hu kitni galat thi",
      "i remember when i wanted to disappear, now im doing great at my first job",
    ])
      expect([text, recoveryOf(text)]).toEqual([text, true]);
  });

  it("reads none when the past is back, or the present is not good", () => {
    for (const text of [
      "three years ago i cut myself every night, and im still doing it",
      "teen saal pehle goliyan kha li thi, is baar nahi bachungi",
      "ek time lagta tha sab mere bina khush rahenge, abhi bhi lagta h",
      "2 saal pehle chhod diya tha, kal raat fir se blade utha liya",
      "years ago i tried pills, today i got a job, but tonight i want to try again",
    ])
      expect([text, recoveryOf(text)]).toEqual([text, false]);
  });
});

describe("the calm layer in readCrisis, second round", () => {
  warmUpLanguage();
  const both = (text: string) => {
    const was = calmLayer.on;
    try {
      calmLayer.on = false;
      const off = readCrisis(text).level;
      calmLayer.on = true;
      return { off, on: readCrisis(text).level };
    } finally {
      calmLayer.on = was;
    }
  };

  it("calms a recovery story beside the writer's own risk words", () => {
    expect(both("three years ago i cut myself every night, today im 2 years clean and a peer counsellor")).toEqual({
      off: "risk",
      on: "none",
    });
  });

  it("never calms a plan beside a laugh, a recovery that broke down, or an idiom beside a real wish", () => {
    for (const text of [
      "lol kal raat khidki se kood jaunga, plan pakka h",
      "haha meeting ke baad chhat se kood jaunga sach me",
      "three years ago i cut myself every night, and im still doing it",
      "teen saal pehle goliyan kha li thi, is baar nahi bachungi",
      "शर्म से मरना तो कहावत है, पर मैं सच में मर जाना चाहती हूं",
    ]) {
      const r = both(text);
      expect([text, r.off]).not.toEqual([text, "none"]);
      expect([text, r.on]).toEqual([text, r.off]);
    }
  });

  it("finds the gallows frame only with a meeting, a boss or an exam, or a laugh beside an idiom", () => {
    expect(calmOf("manager ki meeting me socha khidki se kood jau")).toContain("calm.hi.gallows");
    expect(calmOf("lol kal khidki se kood jaunga")).not.toContain("calm.hi.gallows");
    expect(calmOf("मीटिंग में इतनी शर्म आई कि लगा धरती फट जाए")).toContain("calm.hi.idiom");
  });
});

describe("the second round's patterns on adversarial input", () => {
  const fresh = calmEntries.filter((e) => ["calm.hi.idiom", "calm.hi.gallows", "calm.en.idiom"].includes(e.id));
  const words = [
    ...new Set(
      [...fresh, ...calmRecoveryExtra.map((e) => ({ examples: [] as string[], negatives: [] as string[], ...e }))]
        .flatMap((e) => [...e.examples, ...e.negatives])
        .flatMap((x) => normalise(x).text.split(" ")),
    ),
    "ek time",
    "jab main 15 ki thi",
    "i remember when",
    "lagta tha",
  ];

  // A pattern that backtracks catastrophically takes seconds on 2,000 characters of its own word; a busy CI
  // machine takes a few ms. The ceiling tells the two apart; the speed itself (at most about 1.1 ms) is
  // measured by hand and recorded in decision 034, not asserted here.
  it("reads 2,000 characters of any one of their words without backtracking (well under 100 ms)", () => {
    let slowest = 0;
    for (const w of words) {
      const text = `${w} `.repeat(Math.ceil(2000 / (w.length + 1))).slice(0, 2000);
      const lx = readLexicon(text);
      const plain = normalise(text).text;
      let best = Number.POSITIVE_INFINITY;
      for (let i = 0; i < 5; i += 1) {
        const t = performance.now();
        readCalm(lx.masked, plain);
        isRecoveryPast(lx.masked, plain, lx.signals);
        best = Math.min(best, performance.now() - t);
      }
      slowest = Math.max(slowest, best);
    }
    console.log(`second round, adversarial: slowest ${slowest.toFixed(2)} ms over ${words.length} words`);
    expect(slowest).toBeLessThan(100);
  });
});
