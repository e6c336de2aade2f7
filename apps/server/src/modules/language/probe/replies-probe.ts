// The replies probe (decision 034, "An everyday reply needs company", 2026-12-02): 300 short chat messages
// written by a helper shown no rule, no lexicon, no corpus and no probe line, 100 per language (English and
// Hinglish with chat spellings, Devanagari Hindi): 60 harmless replies of 1-7 words in an ongoing chat
// (support, logistics, shrugs, ratings, reactions, apologies and thanks, small talk, an ordinary low moment) and
// 40 short crisis messages of 1-10 words (10 concern, 15 risk, 15 imminent). Its hash was pinned in
// replies-probe.test.ts before any line was read by the app. NOT a frozen test split; never trains.
import type { CrisisItem } from "../corpus/corpus.ts";
import { loadProbe, PROBE_DIR } from "./goodbye-probe.ts";

/** Every line of the replies probe. */
export const loadRepliesProbe = (dir = PROBE_DIR): CrisisItem[] => loadProbe("replies", dir);

/** Lines already in the corpus (recorded with the pin) or another probe. */
export const REPLIES_SHARED: string[] = [
  "I keep thinking about killing myself",
  "LMAOOO 😂",
  "everyone would be better off without me",
  "hope I don't wake up tomorrow",
  "kaash mai hota hi nhi",
  "leaving office now",
  "on my way 🏃",
  "reached 👍",
  "thank youuu",
  "thanks a lot 🙏🙏",
  "which floor is high enough to not survive",
  "zinda rehne se thak gyi hu",
  "क्या कर रहे हो?",
  "थैंक्यू सो मच ❤️",
  "पटरी पर बैठा हूँ, ट्रेन आने वाली है",
  "पहुँच गया 👍",
  "मेरे बिना सब ज़्यादा खुश रहेंगे",
];
/** Lines within 0.65 word overlap of a line of the corpus or another probe (recorded with the pin). */
export const REPLIES_CLOSE: string[] = [
  "probe-replies-en-c001",
  "probe-replies-en-c002",
  "probe-replies-en-c004",
  "probe-replies-en-c006",
  "probe-replies-en-c007",
  "probe-replies-en-c010",
  "probe-replies-en-c011",
  "probe-replies-en-c013",
  "probe-replies-en-c016",
  "probe-replies-en-c022",
  "probe-replies-en-c031",
  "probe-replies-en-c032",
  "probe-replies-en-n009",
  "probe-replies-en-n010",
  "probe-replies-en-n011",
  "probe-replies-en-n032",
  "probe-replies-en-n033",
  "probe-replies-en-n040",
  "probe-replies-en-n043",
  "probe-replies-hi-c002",
  "probe-replies-hi-c008",
  "probe-replies-hi-c009",
  "probe-replies-hi-c010",
  "probe-replies-hi-c013",
  "probe-replies-hi-c019",
  "probe-replies-hi-c027",
  "probe-replies-hi-c028",
  "probe-replies-hi-c030",
  "probe-replies-hi-c037",
  "probe-replies-hi-n006",
  "probe-replies-hi-n010",
  "probe-replies-hi-n032",
  "probe-replies-hi-n041",
  "probe-replies-hi-n043",
  "probe-replies-hi-n046",
  "probe-replies-hi-n047",
  "probe-replies-hi-n048",
  "probe-replies-hi-n051",
  "probe-replies-hi-n056",
  "probe-replies-hinglish-c006",
  "probe-replies-hinglish-c007",
  "probe-replies-hinglish-c009",
  "probe-replies-hinglish-c030",
  "probe-replies-hinglish-n011",
  "probe-replies-hinglish-n030",
  "probe-replies-hinglish-n041",
  "probe-replies-hinglish-n043",
  "probe-replies-hinglish-n047",
  "probe-replies-hinglish-n059",
];
