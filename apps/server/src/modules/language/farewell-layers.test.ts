// The two layers of "Recovery told as past, and everyday goodbyes" (decision 034): the goodbye rule at run
// time for goodbyes that name an ordinary day (crisis-decision.ts decideEveryday) and the recovery layer
// (recovery.ts). Each is proved switched on, through the real reader, and the app's switches are restored.
import { afterEach, describe, expect, it } from "vitest";
import {
  type ChunkReading,
  type CrisisSettings,
  decideEveryday,
  EVERYDAY_GOODBYE,
  everydayGoodbye,
} from "./crisis-decision.ts";
import { modelNormalised } from "./features.ts";
import { readCrisis } from "./index.ts";
import { RECOVERY_LAYER, readRecovery, recoveryLayer, withRecovery } from "./recovery.ts";

afterEach(() => {
  everydayGoodbye.on = EVERYDAY_GOODBYE;
  recoveryLayer.on = RECOVERY_LAYER;
});

const settings: CrisisSettings = { threshold: 0.25, lexiconStrong: 0.5, lexiconFloor: 0.25, meansThreshold: 0.8 };
const imminent = (text: string, signals: string[] = []): ChunkReading => ({
  probs: [0.2, 0, 0, 0.8, 0],
  meansShare: 0,
  lexicon: { masked: modelNormalised(text).text, signals, total: signals.length, method: 0 },
});
const calmAgain = (): ChunkReading => ({ ...imminent(""), probs: [0.95, 0.05, 0, 0, 0] });

describe("an everyday goodbye (decideEveryday)", () => {
  it("reads a goodbye that names an ordinary day again without its words of leave-taking", () => {
    everydayGoodbye.on = true;
    for (const text of [
      "last day at the office today, thank you all",
      "bye guys, going offline for the night, see you tomorrow",
      "kal milte hai sab, bye",
      "आज रात की बस से गांव जा रहा हूं, अलविदा",
    ])
      expect(decideEveryday(imminent(text), settings, calmAgain).level, text).toBe("none");
  });

  it("keeps imminent without an ordinary day, with company, or switched off", () => {
    everydayGoodbye.on = true;
    for (const text of ["today is my last day", "love you all, bye", "ja rhi hu sabko maaf karna"])
      expect(decideEveryday(imminent(text), settings, calmAgain).level, text).toBe("imminent");
    for (const text of [
      "last day at work today, bye forever",
      "office me aaj last day, sabko bye hmsha ke liye",
      "कल परीक्षा में नहीं आऊंगा, न कहीं और",
      "kal exam hall jaane ki bajay pahaad wali road pe jaunga, gaadi tez chala ke",
    ])
      expect(decideEveryday(imminent(text), settings, calmAgain).level, text).toBe("imminent");
    expect(decideEveryday(imminent("see you tomorrow, bye", ["en.want-to-die"]), settings, calmAgain).level).toBe(
      "imminent",
    );
    everydayGoodbye.on = false;
    expect(decideEveryday(imminent("see you tomorrow, bye"), settings, calmAgain).level).toBe("imminent");
  });
});

describe("recovery told as past (recovery.ts)", () => {
  const read = (text: string) => {
    const plain = modelNormalised(text).text;
    return readRecovery(plain, plain, []);
  };

  it("reads distance with a present that is well, in three languages", () => {
    for (const text of [
      "two years ago i tried to end my life, today i got my first job offer",
      "main ne pichle saal khudkushi ki koshish ki thi, ab main theek hu aur naukri mil gayi",
      "दो साल पहले मैंने आत्महत्या की कोशिश की थी, अब मैं ठीक हूं",
    ])
      expect(read(text), text).toBe(true);
  });

  it("never reads recovery beside now or again, a will, a plan or a goodbye", () => {
    for (const text of [
      "two years ago i tried to end my life, now i want to try again",
      "2 saal pehle koshish ki thi, ab main theek hu par aaj raat phir se",
      "अपनी वसीयत लिख दी है आज, 22 साल की उम्र में, अब सब तैयार है",
      "years ago i survived, i'm married now, but i have decided on a date",
      "three years ago i tried, today i'm happy to say goodbye for good",
    ])
      expect(read(text), text).toBe(false);
  });

  it("lowers any level to none only when switched on, never a reading helped by recent lines", () => {
    const d = { level: "imminent" as const, crisisShare: 0.8, means: true };
    recoveryLayer.on = true;
    expect(withRecovery(d, true).level).toBe("none");
    expect(withRecovery(d, true, true).level).toBe("imminent");
    expect(withRecovery(d, false).level).toBe("imminent");
    recoveryLayer.on = false;
    expect(withRecovery(d, true).level).toBe("imminent");
  });
});

describe("the reader with both layers on", () => {
  it("gives a recovery story and an everyday goodbye no crisis, and keeps a final goodbye", () => {
    everydayGoodbye.on = true;
    recoveryLayer.on = true;
    expect(
      readCrisis("in 2018 i overdosed on my mom's pills. i'm 26 now, married, and i finally like my life").level,
    ).toBe("none");
    expect(readCrisis("office me aaj last day, sabko thank you").level).toBe("none");
    expect(readCrisis("sab ka shukriya, kal se main nahi rahungi").level).not.toBe("none");
    expect(readCrisis("two years ago i tried to end my life, and tonight i will try again").level).not.toBe("none");
  });
});
