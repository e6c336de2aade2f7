// The relapse layer (relapse.ts, decision 034 "A recovery that broke: the relapse layer"): its reading of
// the lexicon's masked text, what it does to a decision, and the reader with it switched on; the app's
// switch is restored after each test.
import { afterEach, describe, expect, it } from "vitest";
import { modelNormalised } from "./features.ts";
import { readCrisis } from "./index.ts";
import { readLexicon } from "./lexicon-check.ts";
import { RELAPSE_LAYER, readRelapse, relapseLayer, withRelapse } from "./relapse.ts";

afterEach(() => {
  relapseLayer.on = RELAPSE_LAYER;
});

const relapse = (text: string) => readRelapse(readLexicon(modelNormalised(text)).masked);

describe("a relapse told now", () => {
  it.each([
    "clean for 200 days and i cut again last night",
    "bought a new pack of razors again, the urge is back",
    "relapsed today, fresh cuts on my thigh",
    "kal raat phir se haath pe blade chala diya",
    "6 mahine baad aaj fir se khud ko kaat liya",
    "therapist se promise kiya tha, par phir se goliyan jama kar rahi hu, counting pills again",
    "एक साल बाद आज फिर से हाथ पर ब्लेड चलाया",
    "दो साल की रिकवरी के बाद खुद को दागने की तलब फिर से लौट आई है",
  ])("%s", (text) => expect(relapse(text)).toBe(true));

  it.each([
    "i cut my hair again, short this time",
    "diet relapse again, ate a whole pizza",
    "sharpener kho gaya phir se, exam me pencil kaise chhilu",
    "broke my duolingo streak again",
    "i used to cut, three years clean now and i never want to go back again",
    "i quit cutting 18 months ago, my tip: keep ice for the urges",
    "अब मैं ब्लेड नहीं उठाती, फिर से कभी नहीं",
    "in the movie she relapsed and cut again, such a sad scene",
    "psych assignment: do most people who survive an attempt try again?",
    "phir se sabzi kaatte hue ungli kat gayi",
  ])("not: %s", (text) => expect(relapse(text)).toBe(false));
});

describe("what a relapse does to a reading", () => {
  it("raises none and concern to risk, only when switched on; leaves risk, imminent and danger", () => {
    relapseLayer.on = true;
    expect(withRelapse({ level: "none", crisisShare: 0.02, means: false }, true)).toEqual({
      level: "risk",
      crisisShare: 0.5,
      means: false,
    });
    expect(withRelapse({ level: "concern", crisisShare: 0.3, means: false }, true).level).toBe("risk");
    expect(withRelapse({ level: "imminent", crisisShare: 0.9, means: true }, true).level).toBe("imminent");
    expect(withRelapse({ level: "danger", crisisShare: 0.6, means: false }, true).level).toBe("danger");
    expect(withRelapse({ level: "none", crisisShare: 0.02, means: false }, false).level).toBe("none");
    relapseLayer.on = false;
    expect(withRelapse({ level: "none", crisisShare: 0.02, means: false }, true).level).toBe("none");
  });

  it("reads a relapse in the reader when on, never a harmless 'again'", () => {
    relapseLayer.on = true;
    expect(readCrisis("relapsed. fresh cuts over the old scars, wearing a hoodie so no one sees").level).toBe("risk");
    expect(readCrisis("burned the roti again lol, mummy is not happy").level).toBe("none");
  });
});
