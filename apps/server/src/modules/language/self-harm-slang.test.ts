// Self-harm told in slang (decision 034, "Self-harm slang"): with the entries on, as shipped, each entry's
// examples read as a crisis (risk at least) and its negatives read exactly as they do without the entries;
// with them off, the examples the model alone leaves as none stay none (the entries are what catch them).
import { describe } from "vitest";
import { SELF_HARM_SLANG, selfHarmSlangLayer } from "./attempt.ts";
import { itReadsAsAGroup } from "./attempt-group-test-kit.ts";
import { selfHarmSlang } from "./lexicon/self-harm-slang.ts";

describe("self-harm slang", () => {
  itReadsAsAGroup(selfHarmSlangLayer, SELF_HARM_SLANG, selfHarmSlang, {
    caught: [
      "went to styro yesterday, long sleeves season all year now",
      "आज फिर कैट स्क्रैचेज़ हो गए 🙃 वैसे घर में बिल्ली है ही नहीं लोल",
      "ouchies wala din tha aaj, 3 naye aa gaye thigh pe. kisi ko mat batana pls",
    ],
    literal: [
      "my cat scratches the sofa every morning, any tips?",
      "went to buy beans and rice",
      "scan the barcode again, the machine is slow",
      "art supplies chhupa ke rakhi, bhai sab use kar leta h",
      "3 yrs clean from sh today 🎉 still have the scars but i dont hide them anymore",
    ],
  });
});
