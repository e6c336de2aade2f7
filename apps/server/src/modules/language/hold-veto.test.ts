// The hold veto (decision 034, "Never held: a veto on holds for the never-held kinds"): the strict
// recovery frame matches its examples and none of its negatives; a frame with no breaker frees a hold
// and a breaker ("again", "tonight", "this time", "for me", a means hidden or in hand...) keeps it; the
// level, the score, the signals and the card never move; a reading helped by the author's recent lines
// and a long post with one unframed held piece stay held; 2,000 characters of one frame word read fast.
import { afterEach, describe, expect, it } from "vitest";
import { holds } from "./crisis-decision.ts";
import { holdVeto, neverHeldFrames, ownRiskIn } from "./hold-veto.ts";
import { readCrisis, warmUpLanguage } from "./index.ts";
import { holdRecovery } from "./lexicon/hold-recovery.ts";
import { compilePattern, readLexicon } from "./lexicon-check.ts";
import { normalise } from "./normalise.ts";

const framesOf = (text: string) => {
  const lex = readLexicon(text);
  return neverHeldFrames(lex.masked, normalise(text).text, lex.signals);
};

describe("the strict recovery frame", () => {
  it.each(holdRecovery.map((e) => [e.id, e] as const))(
    "%s matches its examples and none of its negatives",
    (_id, e) => {
      const re = compilePattern(e.pattern);
      expect(e.examples.filter((x) => !re.test(normalise(x).text))).toEqual([]);
      expect(e.negatives.filter((x) => re.test(normalise(x).text))).toEqual([]);
    },
  );
});

describe("never-held frames", () => {
  it("fire on harmless lines of my own of the never-held kinds", () => {
    for (const text of [
      "watching the serial where the villain poisons the whole family",
      "my kid has fever, how many ml paracetamol syrup",
      "died in the boss fight after falling off the cliff",
      "how can i help a friend who talks about pills",
      "three years ago i swallowed a strip of pills, today i am a nurse",
      "i used to cut in school, now 2 years clean and proud",
      "5 saal pehle zeher kha liya tha, aaj main counsellor hoon",
      "पांच साल पहले मैंने जहर खा लिया था, आज मैं काउंसलर हूं",
      "bachhe ko bukhar h, dolo kitni dun",
    ])
      expect([text, framesOf(text).length > 0]).toEqual([text, true]);
  });

  it("fire on none when a breaker says the danger is the writer's own, now", () => {
    for (const text of [
      "like in that serial i will drink the poison tonight",
      "i used to cut and i started again yesterday with the blade",
      "years ago i took pills, now im clean but i still have them saved",
      "asking for a friend but its me, how many pills for fever would kill me",
      "3 saal pehle bach gaya tha, is baar nahi bachunga",
      "pehle kaatti thi, kal se phir se shuru kar diya",
      "दो साल पहले गोलियां खाई थीं, आज फिर से वही करूंगी",
      "mummy ki bp ki dawai saari chhupa ke rakh li hai",
      "in that web series he hangs from a fan, would that work for someone my weight",
      "if i drink 3 bottles of cough syrup will i die",
      "the movie girl jumped, main bhi wahi karungi",
    ])
      expect([text, framesOf(text)]).toEqual([text, []]);
  });

  it("read a wish to die beside a film as the writer's own risk (only recovery frames fire beside it)", () => {
    expect(ownRiskIn(readLexicon("i want to die like the hero in the movie").signals)).toBe(true);
    expect(framesOf("i want to die like the hero in the movie")).toEqual([]);
    expect(ownRiskIn(readLexicon("news says he drank poison").signals)).toBe(false);
  });
});

describe("the hold veto in readCrisis", () => {
  warmUpLanguage();
  const was = holdVeto.on;
  afterEach(() => {
    holdVeto.on = was;
  });
  const both = (text: string, recent?: string[]) => {
    holdVeto.on = false;
    const off = readCrisis(text, { recent });
    holdVeto.on = true;
    const on = readCrisis(text, { recent });
    return { off, on };
  };
  // A recovery story the shipped reading holds (a train-split line; the probe is never used here).
  const story = "tab goliyan jama ki thi, phenk di aur behen ko call kiya, best decision";

  it("frees a recovery story's hold and moves nothing else", () => {
    const { off, on } = both(story);
    expect(off.hold).toBe(true);
    expect(on.hold).toBe(false);
    expect({ ...on, hold: true }).toEqual(off);
  });

  it("keeps a crisis hold whose words look like a never-held kind", () => {
    for (const text of [
      "mummy ki bp ki dawai saari chhupa ke rakh li hai",
      "i have saved 30 sleeping pills, tonight is the night",
    ]) {
      const { off, on } = both(text);
      expect([text, on]).toEqual([text, off]);
    }
  });

  it("never frees a reading helped by the author's recent lines", () => {
    const recent = ["sab khatam lagta hai", "jeene ka mann nahi"];
    const { off, on } = both(story, recent);
    expect(on).toEqual(off);
  });

  it("keeps a long post held when one held piece carries no frame of its own", () => {
    const filler = "aaj ka din lamba tha aur office me bahut kaam tha, ghar aake khana banaya. ".repeat(4);
    const text = `${filler}\n${story}\n${filler}\nmummy ki bp ki dawai saari chhupa ke rakh li hai, aaj raat sab kha lungi`;
    const { off, on } = both(text);
    expect(off.hold).toBe(true);
    expect(on.hold).toBe(true);
  });

  it("holds() honours the veto only on a reading that would be held", () => {
    const d = { level: "risk", crisisShare: 0.9, means: true } as const;
    expect(holds(d)).toBe(true);
    expect(holds({ ...d, holdVetoed: true })).toBe(false);
  });
});

describe("the hold veto on adversarial input", () => {
  // A pattern that backtracks catastrophically takes seconds on 2,000 characters of its own word; a busy CI
  // machine takes a few ms. The ceiling tells the two apart; the speed itself (about 0.1-0.8 ms) is
  // measured by hand and recorded in decision 034, not asserted here.
  it("reads 2,000 characters of one frame word without backtracking (well under 100 ms)", { timeout: 30_000 }, () => {
    for (const word of ["serial ", "years ago ", "साल पहले ", "bukhar ", "saal pehle aaj main ", "used to "]) {
      const text = word.repeat(Math.ceil(2000 / word.length)).slice(0, 2000);
      const lex = readLexicon(text);
      const plain = normalise(text).text;
      neverHeldFrames(lex.masked, plain, lex.signals);
      // Best of ten batches of five: the machine is shared, and a busy moment is not the veto's cost.
      let ms = Number.POSITIVE_INFINITY;
      for (let b = 0; b < 10; b += 1) {
        const t0 = performance.now();
        for (let i = 0; i < 5; i += 1) neverHeldFrames(lex.masked, plain, lex.signals);
        ms = Math.min(ms, (performance.now() - t0) / 5);
      }
      console.log(`hold veto on 2,000 chars of "${word.trim()}": ${ms.toFixed(3)} ms`);
      expect(ms).toBeLessThan(100);
    }
  });
});
