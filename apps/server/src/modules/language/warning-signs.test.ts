// Warning signs that look ordinary (decision 034, "Warning signs that look ordinary"): with the entries on, as
// shipped, each entry's examples read as a crisis (risk at least) and its negatives read exactly as they do
// without the entries; with them off, the lines the model alone leaves as none stay none.
import { describe } from "vitest";
import { WARNING_SIGNS, warningSignsLayer } from "./attempt.ts";
import { itReadsAsAGroup } from "./attempt-group-test-kit.ts";
import { warningSigns } from "./lexicon/warning-signs.ts";

describe("warning signs that look ordinary", () => {
  itReadsAsAGroup(warningSignsLayer, WARNING_SIGNS, warningSigns, {
    caught: [
      "bhai ka msg aaya 'sabka dhyan rakhna' aur ab phone switch off h. 2 ghante se try kr rha hu, dar lag rha h",
      "शहर में कौन सी बिल्डिंग इतनी ऊँची है कि गिरने के बाद बचने का कोई चांस ही ना हो?",
      "what household stuff is poisonous enough to be fatal? asking for real",
    ],
    literal: [
      "farewell pe sabne thank you for everything likha, bht emotional din tha",
      "bhai ne group pe sabko bye bola, kal se uski exams hai",
      "ceiling fan ka weight kitna hota h, naya lagwana h",
      "cousin apna saman baant raha h, canada shift ho raha h end of month",
    ],
  });
});
