// What makes a goodbye an everyday one (decision 034, "Everyday goodbyes, third round"): a day, a trip,
// a stage of life, a meal or a night's sleep, a return. The goodbye rule at run time
// (crisis-decision.ts decideEveryday) reads a goodbye again without its words of leave-taking only when
// one of these is in it and no company (goodbye-words.ts goodbyeCompany) is. Written from the kinds the
// issue names ("goodbyes that are about a day or a year") in plain spelling (the lexicon's conventions:
// lexicon/types.ts), not from any probe or test line. Trains, railway lines and sleep in English are left
// out: each is a plan's word as often as a day's.
import type { MaskEntry } from "./types.ts";

export const everydayGoodbyeAnchors: MaskEntry[] = [
  {
    id: "everyday.en",
    pattern:
      "see (you|u|ya|yall|you al) (tomorrow|tmrw|tmr|soon|later|next|on|in|after|at|there)|til (next time|tomorrow|monday|then)|for (now|today|tonight|the night|the day|the weekend|a few days|a couple of days|a week|the week|ten days|a while)|offline|back (after|on|in|by|tomorrow|soon|next|home)|wil be back|be right back|brb|trip|trek|trekking|vacation|holidays?|vilage|hometown|wedding|party|farewell|last (day|shift|week) (at|in|of)|resign(ed|ing)?|notice period|maternity|diwali|eid|holi|chhath|puja|pooja|navratri|exams?|semester|boards|course|graduat(e|ed|ion)|moving (to|out|house)|shifting|new (job|city|house|home|place|flat)|flight|airport|reach(ed)?|dinner|lunch|breakfast|had fun|was fun|(lovely|nice|great) (talking|chatting)|work tomorrow|clas tomorrow|school tomorrow|ofice tomorrow",
    examples: [
      "ok guys logging off, see you tomorrow",
      "bye for now",
      "going to my village for diwali",
      "last day at the office today, thank you all",
      "off to goa for a trip, back on monday",
      "signing off for the weekend",
    ],
  },
  {
    id: "everyday.hi",
    pattern:
      "(कल|फिर|सोमवार को) मिलते हैं|फिर मिलेंगे|शादी|सगाई|छुट्टी|छुट्टियां|ट्रिप|गांव|घर (जा|जाऊंगा|जाऊंगी|पहुंच)|पहुंच|बस से|फ्लाइट|ऑफिस|दफ्तर|कॉलेज|स्कूल|हॉस्टल|परीक्षा|पेपर|दिवाली|ईद|होली|छठ|पूजा|नवरात्रि|सो (जाऊंगा|जाऊंगी|जाता|जाती|रहा|रही)|सोने जा|मज़ा आया|मजा आया|नौकरी|शिफ्ट|वापस (आऊंगा|आऊंगी|आ जाऊंगा|आ जाऊंगी)|खाना|डिनर",
    examples: [
      "कल मिलते हैं दोस्तों",
      "आज रात की बस से गांव जा रहा हूं",
      "ऑफिस में आज आखिरी दिन है, सबका शुक्रिया",
      "अब सो जाऊंगा, शुभ रात्रि",
    ],
  },
  {
    id: "everyday.hinglish",
    pattern:
      "(kal|fir|phir|monday ko) milte (hai|h|hain)|(fir|phir) milenge|shadi|shaadi|sagai|chuti|chhuti|chutiyan|chhutiyan|trip|gaon|gaaon|ghar (ja|jaa|jaunga|jaungi|pahunch)|pahunch|bus (se|h|hai)|flight|ofice|offce|college|colg|school|hostel|pg|exams?|paper|diwali|eid|holi|chhath|puja|pooja|navratri|so (jaunga|jaungi|jata|jati|raha|rahi|rha|rhi)|sone (ja|jaa)|maza aaya|maza aya|mza aya|mazaa aaya|naukri|shift|(wapas|vapas|back) (aaunga|aaungi|aunga|aungi|aa jaunga|aa jaungi)|khana|dinner|lunch",
    examples: [
      "kal milte hai sab",
      "raat ki bus h jaipur ki",
      "office me aaj last day, sabko thank you",
      "bye bye sabko, maza aaya aaj",
    ],
  },
];
