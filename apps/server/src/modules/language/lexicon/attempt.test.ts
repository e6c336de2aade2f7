// The attempt entries (decision 034, "A disclosed attempt: a layer after the model") match their examples
// and none of their negatives after normalisation; the vetoes match theirs; the layer reads recency and
// the writer's person; and withAttempt only raises.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { attemptEntries, attemptVetoed, attemptVetoes, readAttempt } from "../attempt.ts";
import { ATTEMPT_LAYER, attemptLayer, type Decision, withAttempt } from "../crisis-decision.ts";
import { compilePattern, readLexicon } from "../lexicon-check.ts";
import { normalise } from "../normalise.ts";

const read = (text: string) => readAttempt(readLexicon(text).masked);
const kindOf = (text: string) => read(text)?.kind;

describe("attempt entries", () => {
  it("have unique ids, examples and negatives", () => {
    const ids = attemptEntries.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(attemptEntries.filter((e) => e.examples.length === 0 || e.negatives.length === 0).map((e) => e.id)).toEqual(
      [],
    );
  });

  it.each(attemptEntries.map((e) => [e.id, e] as const))("%s matches its examples", (_id, entry) => {
    const re = compilePattern(entry.pattern);
    const company = entry.with === undefined ? undefined : compilePattern(entry.with);
    const miss = entry.examples.filter((x) => {
      const t = normalise(x).text;
      return !re.test(t) || (company !== undefined && !company.test(t));
    });
    expect(miss).toEqual([]);
  });

  it.each(attemptEntries.map((e) => [e.id, e] as const))("%s matches none of its negatives", (_id, entry) => {
    const re = compilePattern(entry.pattern);
    const company = entry.with === undefined ? undefined : compilePattern(entry.with);
    const hit = entry.negatives.filter((x) => {
      const t = normalise(x).text;
      return re.test(t) && (company === undefined || company.test(t));
    });
    expect(hit).toEqual([]);
  });

  it.each(attemptVetoes.map((v) => [v.id, v] as const))("veto %s reads its examples", (_id, veto) => {
    expect(veto.examples.filter((x) => !attemptVetoed(normalise(x).text))).toEqual([]);
  });
});

describe("readAttempt", () => {
  it("reads the writer's own attempt told as recent, by a time word or an outcome, in three languages", () => {
    for (const text of [
      "i attempted suicide yesterday",
      "i tried to kill myself last night",
      "just tried to hang myself but the rope broke",
      "maine kal raat marne ki koshish ki",
      "maine phanda lagane ki koshish ki par rassi toot gayi",
      "maine poori strip kha li thi kal",
      "मैंने कल रात मरने की कोशिश की",
      "कल मैंने ज़हर पी लिया था, अस्पताल में होश आया",
    ])
      expect(kindOf(text), text).toBe("self-recent");
  });

  it("reads an attempt with no time, or told from a distance with no present that is well, as the writer's own", () => {
    for (const text of [
      "maine marne ki koshish ki",
      "मैंने नस काटने की कोशिश की",
      "i tried to slit my wrist",
      "took an overdose last week and threw up",
      "two years ago i tried to kill myself and i think about trying again",
    ])
      expect(kindOf(text), text).toBe("self");
  });

  it("reads a friend's or relative's attempt as someone else's, never the writer's", () => {
    for (const text of [
      "my friend tried to kill herself last night",
      "meri behen ne nas kaat li kal raat",
      "मेरी सहेली ने कल आत्महत्या की कोशिश की",
    ])
      expect(kindOf(text), text).toBe("other");
    expect(read("my friend tried to kill herself last night")?.ids).toEqual(["attempt.en.other"]);
  });

  it("finds nothing in plans, everyday trying, others' blows, or vetoed texts", () => {
    for (const text of [
      "kal main marne ki koshish karunga",
      "i will try to kill myself tomorrow",
      "usne mujhe maarne ki koshish ki",
      "ससुर ने मुझे मारने की कोशिश की",
      "tried to kill the cockroach with a slipper",
      "i overdosed on caffeine before the exam lol",
      "maine poori strip chocolate kha li",
      "saal bhar pehle maine marne ki koshish ki thi, ab main theek hu",
      "two years ago i tried to kill myself, now i am a nurse",
      "serial mein heroine ne zeher kha liya",
      "how to help someone after a suicide attempt",
      "patient came in after an overdose during my night shift",
      "chhote bhai ne galti se phenyl pee liya",
    ])
      expect(read(text), text).toBeUndefined();
  });

  it("names a recent attempt's entry with -recent, so moderators see why", () => {
    expect(read("i attempted suicide yesterday")?.ids).toEqual(["attempt.en.self-recent"]);
  });
});

describe("withAttempt (the switch on; put back to the app's setting after each test)", () => {
  beforeEach(() => {
    attemptLayer.on = true;
  });
  afterEach(() => {
    attemptLayer.on = ATTEMPT_LAYER;
  });
  const at = (level: Decision["level"], crisisShare = 0.1): Decision => ({ level, crisisShare, means: false });

  it("raises none and concern to risk, and a recent attempt of the writer's own to imminent", () => {
    expect(withAttempt(at("none"), { kind: "self" })).toEqual(at("risk", 0.5));
    expect(withAttempt(at("concern", 0.7), { kind: "other" })).toEqual(at("risk", 0.7));
    expect(withAttempt(at("none"), { kind: "self-recent" })).toEqual(at("imminent", 0.5));
    expect(withAttempt(at("risk", 0.8), { kind: "self-recent" })).toEqual(at("imminent", 0.8));
    expect(withAttempt(at("none"), { kind: "self-harm" })).toEqual(at("risk", 0.5));
  });

  it("never lowers, and leaves danger and imminent as they are", () => {
    expect(withAttempt(at("imminent", 0.9), { kind: "self" })).toEqual(at("imminent", 0.9));
    expect(withAttempt(at("danger", 0.6), { kind: "self-recent" })).toEqual(at("danger", 0.6));
    expect(withAttempt(at("risk", 0.3), { kind: "other" })).toEqual(at("risk", 0.3));
    expect(withAttempt(at("concern"), undefined)).toEqual(at("concern"));
  });

  it("changes nothing with the switch off", () => {
    attemptLayer.on = false;
    expect(withAttempt(at("none"), { kind: "self-recent" })).toEqual(at("none"));
  });
});

// A pattern that backtracks catastrophically takes seconds on 2,000 characters of its own words; the speed
// itself is measured by bench/language-adversarial.ts, not asserted here.
describe("the attempt layer on adversarial input", () => {
  it("reads 2,000 characters of one of its words, entries and vetoes both, without backtracking (well under 100 ms)", {
    timeout: 30_000,
  }, () => {
    const units = [
      "koshish ki ",
      "maine ",
      "कोशिश की ",
      "tried to ",
      "saal pehle ",
      "years ago ",
      "ne ",
      "ICU ",
      "kal raat ",
      // The self-harm slang entries' words (their companies' alternations included).
      "cat scratches ",
      "billi nahi ",
      "बिल्ली ने नोचा ",
      "full sleeves ",
      "red lines arm ",
      "supplies mummy ",
      "sh karne ",
      "clean streak ",
      "barcode wrist ",
      // The warning-sign entries' words.
      "thank you for everything ",
      "phone band ",
      "mere baad ",
      "building bachne ka chance ",
      "fan weight rassi ",
      "saman baant end ",
      "kitna lene se ",
    ];
    for (const unit of units) {
      const text = unit.repeat(Math.ceil(2000 / unit.length)).slice(0, 2000);
      const masked = readLexicon(text).masked;
      let ms = Number.POSITIVE_INFINITY;
      for (let b = 0; b < 5; b += 1) {
        const t0 = performance.now();
        readAttempt(masked);
        attemptVetoed(masked);
        ms = Math.min(ms, performance.now() - t0);
      }
      expect(ms, unit).toBeLessThan(100);
    }
  });
});
