// Words of leave-taking (decision 034, 2026-11-29): goodbyes, good nights, thanks to a group, leaving
// and going, time words ("tonight", "aaj raat", "last"). They are what an everyday goodbye and a final
// one share, so a reading of "imminent" that rests on them alone is read again without them
// (crisis-decision.ts `decideWithGoodbye`). Written from those kinds in plain spelling (the lexicon's
// conventions: lexicon/types.ts), not from any probe or test line.
import type { MaskEntry } from "./types.ts";

export const goodbyeWords: MaskEntry[] = [
  {
    id: "goodbye.en",
    pattern:
      "good ?bye|bye( bye)?|farewell|good ?night|gn|night night|see (you|ya|u)|take care|tc|signing off|logging off|log off|thanks?|thank (you|u)|thx|ty|everyone|every1|guys|al of you|you al",
    examples: ["goodbye everyone", "gn all", "bye bye", "thank you guys", "signing off", "see ya"],
  },
  {
    id: "leaving.en",
    pattern: "leaving|leave|left|going|gone|go|away|heading|of to|off to|moving|tonight|today|tomorrow|last|final",
    examples: ["leaving tonight", "i will be gone", "off to goa", "last day", "final paper"],
  },
  {
    id: "goodbye.hi",
    pattern: "अलविदा|विदा|बाय|टाटा|शुभ ?रात्रि|गुड ?नाइट|धन्यवाद|शुक्रिया|सबको|सब को|दोस्तों|मिलते हैं|मिलेंगे",
    examples: ["अलविदा दोस्तों", "शुभ रात्रि सबको", "सबका शुक्रिया", "फिर मिलेंगे"],
  },
  {
    id: "leaving.hi",
    pattern: "आज ?रात|रात|आज|कल|जा (रहा|रही|रहे)( हूं| हूँ| हैं| है)?|जाऊंगा|जाऊंगी|चला|चली|निकल[^ ]*|आखिरी|आखरी|अंतिम",
    examples: ["आज रात जा रहा हूं", "मैं चला", "आखिरी दिन", "निकल रही हूं"],
  },
  {
    id: "goodbye.hinglish",
    pattern:
      "alvida|bye|tata|shubh ratri|gud nyt|gn|shukriya|dhanyavad|thanks?|thnx|thank (you|u)|sabko|sab ko|dosto|doston|milte (hai|h|hain)|milenge",
    examples: ["alvida dosto", "bye sabko", "sab ka shukriya", "kal milte hai"],
  },
  {
    id: "leaving.hinglish",
    pattern:
      "aaj raat|raat|aaj|kal|ja (raha|rahi|rahe|rha|rhi|rhe)( hu| hun| hoon| hai| h)?|jaunga|jaungi|chala|chali|nikal[a-z]*|aakhri|akhri|akhiri|last",
    examples: ["aaj raat ja raha hu", "main chala", "akhri din", "nikal rha hu"],
  },
];

/**
 * Company for a goodbye (crisis-decision.ts hasCompany): finality ("forever", "not coming back", "the
 * last time"), a place or means of a plan (a bridge, the tracks, a roof, pills), asking not to be looked
 * for, leaving someone in another's care, giving things away. Written from the kinds of risky goodbye
 * (C-SSRS, issue 33) in plain spelling; a goodbye with any of these keeps the model's "imminent".
 */
export const goodbyeCompany: MaskEntry[] = [
  {
    id: "company.en",
    pattern:
      "forever|for good|permanent(ly)?|never (come back|be back|see|wake|again)|wont (be here|be around|see (you|u|me)|wake)|not coming back|no (coming|going) back|(last|final) (time|message|post|words|night|chapter|goodbye|answer)|(dont|do not) (look|search) for me|take care of (mom|dad|my|him|her|them)|not your fault|it ends|end (it|things|everything|my life)|ending (it|things)|im done|bridge|canal|river|tracks?|terrace|rof|jump|pils|tablets|rope|blade|poison|this world|gave away|giving away|ctb|not (wake|wake up|be here|be around)|handed out|hand(ed|ing)? (out )?(al )?(her|his|my) (stuf|things)|(im|i am|really) worried|last day period|(or|nor) anywhere( else)?|dont plan to wake|no longer|forget (about )?me|sorry for everything|love (you|u) al|nice knowing|on earth|in this world|(this is|its|it is) the end|the end (for|of) me|no next",
    examples: [
      "bye forever",
      "you wont see me again",
      "this is the last time",
      "dont look for me",
      "the bridge tonight",
    ],
  },
  {
    id: "company.hi",
    pattern:
      "हमेशा|कभी नहीं|वापस नहीं|आखिरी (बार|संदेश|मैसेज|रात|नजारा|message)|(ढूंढना|ढूँढना|खोजना) मत|(मां|माँ|मम्मी|पापा|भाई|बहन)( का| की)? (ध्यान|ख्याल)|सब खत्म|खत्म कर|दुनिया|पुल|नदी|पटरी|ट्रैक|छत|कुएं|कूद|गोलियां|फंदा|रस्सी|जहर|बांट|नहीं (उठूंगा|उठूंगी|रहूंगा|रहूंगी)|भूल जाना|माफ करना|न कहीं और|गाड़ी तेज|तेज चला",
    examples: [
      "हमेशा के लिए अलविदा",
      "मुझे ढूंढना मत",
      "आज रात पुल पर",
      "यह मेरा आखिरी संदेश है",
      "कल से मैं नहीं रहूँगी",
      "मुझे भूल जाना",
    ],
  },
  {
    id: "company.hinglish",
    pattern:
      "hamesha|kabhi (nahi|nhi)|wapas (nahi|nhi|na)|permanent|(aakhri|akhri|akhiri|last) (baar|bar|message|msg|post|raat)|(dhoondhna|dhundhna|dhundna) mat|(mummy|maa|mom|papa|bhai|behen)( ka| ki)? (dhyan|khayal)|sab khatam|khatam (kar|kr)|duniya|pul|nadi|patri|track|chhat|kuan|kood|goliyan|rassi|zeher|paani me|baant|hmsha|hmesha|nahi (uthunga|uthungi|rahunga|rahungi)|nhi (uthunga|uthungi|rahunga|rahungi)|(bhool|bhul) jana|(maaf|maf|maff) karna|sab (kuch )?delete|(gaadi|gadi|bike|car|scooty) tez|tez (chala|chalake|chala ke)|(na|nahi|nhi) kahin aur",
    examples: [
      "hamesha ke liye bye",
      "mujhe dhoondhna mat",
      "pul pe jaunga",
      "ye mera last msg hai",
      "bye sabko hmsha ke liye",
      "ja rhi hu sabko maaf karna",
    ],
  },
];
