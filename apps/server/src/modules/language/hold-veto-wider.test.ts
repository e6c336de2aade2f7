// The hold veto's second round (decision 034, "Never held, second round"): prevention, a relative's
// medicine and a wider recovery free holds; the turned lines (a key found, some kept back, "would it take",
// "to not wake up", a whole strip) keep them; with the second round off nothing it adds is read; the level,
// score and signals never move; 2,000 characters of one of its words read without backtracking.
import { describe, expect, it } from "vitest";
import { holdVeto } from "./hold-veto.ts";
import { framesAt, itMatchesItsExamples, itReadsWithoutBacktracking, restoringTheVeto } from "./hold-veto-test-kit.ts";
import { readCrisis, warmUpLanguage } from "./index.ts";
import { holdPrevention, vetoFamilyMedicine } from "./lexicon/hold-prevention.ts";
import { holdRecoveryWider } from "./lexicon/hold-recovery.ts";

restoringTheVeto();

const framesOf = (text: string, wider: boolean) => framesAt(text, wider ? 2 : 1);

describe("the second round's entries", () => {
  itMatchesItsExamples([...holdPrevention, ...vetoFamilyMedicine, ...holdRecoveryWider]);
});

describe("the second round's frames", () => {
  // Lines of my own, of the kinds; none is a probe line.
  const harmless = [
    "locked my dad's sleeping pills in the cupboard, the key stays with me",
    "the hostel removed the fan hooks after what happened last year",
    "papa ki saari dawai tale me rakh di, doctor ne bola tha",
    "मम्मी की नींद की गोलियां अलमारी में बंद कर दीं, चाबी मेरे पास है",
    "dadi ki bp ki goli galti se double de di, kya karu",
    "in 2018 i swallowed my mom's pills. i'm married now and i like my life",
    "5 saal pehle maine goliyan kha li thi. aaj MSc complete ki",
  ];
  const turned = [
    "mummy ne saari goliyan lock kar di, par mujhe chabi mil gayi hai",
    "i locked away my dad's pills so he doesn't find out i took some",
    "they put nets on the bridge, so i'll go to the tracks instead",
    "the chemist refused to sell me sleeping pills, where else can i get them",
    "papa ki neend ki goliyan almari me band hai, kaise kholu",
    "मम्मी की नींद की गोलियां अलमारी में बंद हैं, पर मैंने कुछ पहले ही निकाल ली हैं",
    "how many of nani's sleeping pills would be enough",
    "nani ki neend ki goliyan kitni khaun ki subah na uthu",
    "papa ki bp ki dawai zyada kha lu toh kya hoga, galti se nahi jaan bujh ke",
    "how many of my uncle's bp tablets would it take to not wake up",
    "hostel ne pankhe ke hook hata diye, ab bas dupatta aur khidki bachi hai",
    "as a teenager i swallowed pills. graduated last month but nothing feels worth it, i kept a strip aside",
    "years ago i jumped from the 2nd floor and survived. i'm 30 now and the roof of my office is open",
  ];

  it("fire on harmless lines of prevention, a relative's ordinary medicine and recovery with a good present", () => {
    for (const text of harmless) expect([text, framesOf(text, true).length > 0]).toEqual([text, true]);
  });

  it("fire on none of the lines where the means turns back to the writer", () => {
    for (const text of turned) expect([text, framesOf(text, true)]).toEqual([text, []]);
  });

  it("are not read with the second round off (the shipped veto reads only its own)", () => {
    expect(framesOf("locked my dad's sleeping pills in the cupboard, the key stays with me", false)).toEqual([]);
    expect(framesOf("5 saal pehle maine goliyan kha li thi. aaj MSc complete ki", false)).toEqual([]);
  });
});

describe("the second round in readCrisis", () => {
  warmUpLanguage();
  const both = (text: string) => {
    holdVeto.on = true;
    holdVeto.round = 1;
    const shipped = readCrisis(text);
    holdVeto.round = 2;
    const wider = readCrisis(text);
    return { shipped, wider };
  };

  it("frees a Hindi prevention statement the shipped veto holds, and moves nothing else", () => {
    const text = "मम्मी की नींद की गोलियां डॉक्टर के कहने पर अलमारी में लॉक कर दीं, चाबी मेरे पास है";
    const { shipped, wider } = both(text);
    expect(shipped.hold).toBe(true);
    expect(wider.hold).toBe(false);
    expect({ ...wider, hold: true, holdVetoed: undefined }).toEqual({ ...shipped, holdVetoed: undefined });
  });

  it("holds a dose asked for to not wake up, which the shipped medical frame freed", () => {
    const text = "how many of my uncle's bp tablets would it take to not wake up";
    const { shipped, wider } = both(text);
    expect(shipped.hold).toBe(false);
    expect(wider.hold).toBe(true);
  });
});

describe("the second round on adversarial input", () => {
  itReadsWithoutBacktracking(2, ["lock ", "my mom ", "goliyan tale me ", "पापा ", "in 2019 ", "galti se ", "saari "]);
});
