import { BLOW, BLOW_DEV, GAP_DEV, GAP_HI, HITTER, HITTER_DEV } from "./danger-hindi.ts";
import type { DangerEntry } from "./types.ts";

// Danger from someone else, second round (decision 034, "Danger from someone else, second round"), in
// Devanagari and in Latin letters: attacks with a thing ("rod se hamla", a hot ladle, a belt) and
// threats quoted in the first person ("kehta hai jala dunga", "tezaab daal dunga"). The other new kinds
// are in danger-hindi-home-night.ts. Written from the kinds, not from any probe line; read after the
// model, never a model feature.

/** Things people are hit or burnt with (after folding: "छड़" is "छड", "चप्पल" "चपल"). */
const THING_DEV =
  "(लोहे की छड|छड|छडी|रॉड|डंडे|डंडा|डंडों|लाठी|बेल्ट|चप्पल|चप्पलों|जूते|जूता|बेलन|चिमटे|चिमटा|कलछी|करछी|कडछी|प्रेस|इस्त्री|तार|पाइप|हैंगर|स्केल|बल्ले|झाडू|चाकू|ब्लेड|सिगरेट|माचिस|चम्मच|सलाख|पट्टे|पट्टा|कोडे)";
const THING =
  "(lohe ki rod|rod|chadi|chhadi|chari|danda|dande|dando|lathi|belt|chappal|chapal|chapalon|joota|jota|jute|juta|belan|chimta|chimte|kalchi|kalchhi|karchi|kadchi|press|istri|taar|tar|pipe|hanger|scale|bat|balle|jhadu|chaku|blade|cigarette|sigret|machis|chamach|chamcha|salakh|patta|kode|wire)";
/** Parts of the body, so a blow with a thing lands on the writer ("हथेली पर", "haath pe"). */
const BODY_DEV = "(हथेली|हथेलियों|हाथ|हाथों|पीठ|पैर|पैरों|सिर|सर|मुंह|गाल|कमर|टांग|टांगों|कलाई|बाजू|उंगलियों|चेहरे)";
const BODY =
  "(hatheli|haath|hath|hathon|pith|peeth|pair|pairon|sar|sir|muh|munh|gaal|gal|kamar|tang|taang|kalai|bazu|baju|ungli|ungliyon|chehre|chehra)";
/** A threat in the speaker's own words (folded: "दूँगा" is "दूंगा"). */
const SEVERE_DEV =
  "(जला (दूंगा|दूगा|दूंगी|देंगे|डालूंगा)|आग लगा (दूंगा|दूगा|दूंगी|देंगे)|(तेजाब|एसिड) (डाल|फेंक) (दूंगा|दूगा|दूंगी|देंगे)|काट (दूंगा|दूगा|डालूंगा|देंगे)|(टांगें|टांग|हड्डियां|हाथ पैर) तोड (दूंगा|दूगा|देंगे)|(चेहरा|शक्ल) बिगाड (दूंगा|दूगा|देंगे)|उठवा (लूंगा|लूगा|लेंगे)|जान (ले लूंगा|ले लूगा|ले लेंगे|से मार दूंगा|से मार देंगे)|मार डालूंगा|मार डालेंगे|खत्म कर (दूंगा|दूगा|देंगे)|गायब करवा (दूंगा|देंगे))";
const SEVERE =
  "(jala (dunga|duga|dungi|denge|dalunga)|aag laga (dunga|duga|dungi|denge)|(tezab|tezaab|tejab|acid) (dal|daal|phenk|fenk|phek|fek) (dunga|duga|dungi|denge)|kat (dunga|duga|dalunga|denge)|(tange|tang|tangen|hadiyan|hath pair|haath pair) tod (dunga|duga|denge)|(chehra|shakal|shakl) (bigad|bigaad|kharab kar) (dunga|duga|denge)|uthwa (lunga|luga|lenge)|uthva (lunga|lenge)|jan (le lunga|le luga|le lenge|se mar dunga|se mar denge)|mar dalunga|mar dalenge|khatam kar (dunga|duga|denge)|gayab karwa (dunga|denge))";
/** Someone quoted: he says, he threatens. */
const SAYS_DEV =
  "(कहता|कहते|कहती|बोलता|बोलते|बोलती|बोला|बोली|कहा|धमकाता|धमकाते|धमकाती|धमकी देता|धमकी देते|धमकी दी|लिखता|मैसेज करता)";
const SAYS =
  "(kehta|kehte|kehti|kahta|kahte|kahti|bolta|bolte|bolti|bola|boli|kaha|dhamkata|dhamkate|dhamkati|dhamki deta|dhamki dete|dhamki di|likhta|msg karta)";
const SPEAKER_DEV = `(${HITTER_DEV.slice(1, -1)}|वो|वह|उसने|ये|एक्स|पुराना बॉयफ्रेंड|बॉयफ्रेंड|लडका)`;
const SPEAKER = `(${HITTER.slice(1, -1)}|wo|woh|vo|voh|usne|ye|ex|purana bf|bf|ladka|banda)`;

export const hindiDangerAttacksThreats: DangerEntry[] = [
  {
    id: "danger.hi.object-attack",
    pattern: [
      `${HITTER_DEV}${GAP_DEV} ${THING_DEV} से(?: ${BODY_DEV}( (पर|पे|में))?)? (${BLOW_DEV.slice(1, -1)}|हमला|जला (देते|देता|देती|दिया|दी)|दाग)[^ ]*`,
      `${THING_DEV} से (मुझ पर |मेरे ऊपर )?हमला (किया|करता|करते|कर दिया)`,
      `${THING_DEV} से ${BODY_DEV} (पर|पे) (मारते|मारता|मारती|मारा|मारी|पीटते|पीटता|पीटती)`,
      "(गरम|गर्म|खौलता|खौलती|उबलता|उबलती) (पानी|तेल|चाय|दूध|दाल)(?: [^ ]+){0,3} (फेंक|उडेल)[^ ]* (देती|देता|देते|दिया|दी)",
      `(गरम|गर्म) ${THING_DEV}(?: [^ ]+){0,3} (पर|पे) (रख|लगा|चिपका|दबा)[^ ]* (दी|दिया|देती|देता|देते)`,
      "(मेरा|मेरी) (सिर|सर)(?: [^ ]+){0,2} (दीवार|दिवार|मेज|टेबल|बेंच|फर्श|जमीन) (पर|पे|से|में) (दे मारा|दे मारते|दे मारता|मार दिया|पटक|टकरा)[^ ]*",
      `${HITTER_DEV}${GAP_DEV} (सिर|सर) (दीवार|दिवार|मेज|टेबल|बेंच|फर्श|जमीन) (पर|पे|से) (टकरा|पटक|दे मार)[^ ]*`,
      "बाल (खींच|पकड|नोच)[^ ]*(?: [^ ]+){0,4} (घसीट|टकरा|पटक|पीट|मारते|मारता|मारती|दे मार)[^ ]*",
      // Bruises from a blow or a bite (a mosquito's bite is never blue).
      `(${HITTER_DEV.slice(1, -1)}|उसने|उन्होंने)(?: (?!खुद|अपने|मैंने|मैने)[^ ]+){0,3} (मारा|पीटा|काटा|मारते|पीटते|काटता|काटते|मारता|पीटता)(?: [^ ]+){0,3} (नील|नीले निशान)`,
    ].join("|"),
    examples: [
      "जेठ जी डंडे से पीटते हैं",
      "ताऊ ने लोहे की छड़ से हमला किया",
      "मैडम स्केल से हथेली पर मारती हैं",
      "मालकिन गरम तेल फेंक देती है",
      "सास ने गरम चिमटा मेरी बाजू पर रख दिया",
      "पति ने मेरा सिर मेज पर दे मारा",
      "भाभी बाल पकड़कर घसीटती है",
      "उसने मारा और पीठ पर नील पड़ गए",
    ],
    negatives: [
      "खुद को इतना मारा कि नील पड़ गए",
      "गरम कलछी से उंगली जल गई",
      "भैया ने बल्ले से छक्का मारा",
      "मम्मी ने झाडू से कॉकरोच मारा",
      "मैंने दीवार पर सिर मारा",
      "कुत्ते ने हमला किया",
      "दीदी ने बाल पकड़कर चोटी बनाई",
    ],
  },
  {
    id: "danger.hinglish.object-attack",
    pattern: [
      `${HITTER}${GAP_HI} ${THING} se(?: ${BODY}( (pe|par|me|mein))?)? (${BLOW.slice(1, -1)}|hamla|jala (dete|deta|deti|diya|di)|daag)[a-z]*`,
      `${THING} se (mujh pe |mujhpe |mere upar )?hamla (kiya|kia|karta|karte|kar diya)`,
      // "sir" alone is also a head ("diwar pe sir maarta"): a teacher only with a thing to hit with.
      `(sir|madam|mam|masterji|teacher|malik|seth)(?: [^ ]+){0,2} ${THING} se(?: ${BODY} (pe|par))? (${BLOW.slice(1, -1)})[a-z]*`,
      `${THING} se ${BODY} (pe|par) (marte|marta|marti|mara|mari|pitte|pit te|pet te|pette)`,
      "(garam|garm|khaulta|khaulti|ubalta|ubalti) (pani|tel|chai|dudh|doodh|dal)(?: [^ ]+){0,3} (phenk|phek|fenk|fek|udel)[a-z]* (deti|deta|dete|diya|di|dia)",
      `(garam|garm) ${THING}(?: [^ ]+){0,3} (pe|par) (rakh|laga|chipka|daba)[a-z]* (di|diya|dia|deti|deta|dete)`,
      "(mera|meri) (sar|sir)(?: [^ ]+){0,2} (deewar|diwar|dewar|table|mez|bench|farsh|zameen|jameen) (pe|par|se|me) (de mara|de marte|de marta|mar diya|patak|takra)[a-z]*",
      `${HITTER}${GAP_HI} (sar|sir) (deewar|diwar|dewar|table|mez|bench|farsh|zameen) (pe|par|se) (takra|patak|de mar)[a-z]*`,
      "(bal|baal) (khech|kheech|khich|pakad|noch)[a-z]*(?: [^ ]+){0,4} (ghasit|ghaseet|ghasite|ghaseet te|takra|patak|pit|pet|marte|marta|marti|de mar)[a-z]*",
      `(${HITTER.slice(1, -1)}|usne|unhone)(?: (?!khud|apne|maine|mene)[^ ]+){0,3} (mara|pita|kata|marte|pitte|kat ta|kat te|marta|pit ta)(?: [^ ]+){0,3} (neel|neela|nile|neele) (nishan|pad|par)[a-z]*`,
    ].join("|"),
    examples: [
      "bade papa lathi se marte hain",
      "jeth ne rod se hamla kiya",
      "sir dande se maarte hain",
      "masterji scale se hatheli pe maarte",
      "maalkin garam tel phenk deti hai",
      "saas ne garam chimta meri kalai pe laga diya",
      "husband ne mera sar deewar pe de maara",
      "chachi baal kheech ke ghaseet ti hai",
      "usne kaata aur neele nishaan pad gaye",
    ],
    negatives: [
      "khud ko itna maara ki neela pad gaya",
      "garam kalchhi se ungli jal gayi",
      "bhai ne bat se chakka maara",
      "mummy ne jhadu se cockroach maara",
      "maine diwar pe sir maara",
      "kutte ne hamla kiya",
      "didi ne baal pakad ke choti banayi",
      "garam pani daal ke naha liya",
    ],
  },
  {
    id: "danger.hi.threat-quoted",
    pattern: [
      `${SPEAKER_DEV}(?: [^ ]+){0,3} ${SAYS_DEV}(?: [^ ]+){0,9} ${SEVERE_DEV}`,
      `किसी (को|से) (भी )?(बताया|बताई|बताएगी|बताओगी|बताया तो|कहा)[^ ]*(?: [^ ]+){0,4} (और मारूं?गा|मारूं?गा|मारूं?गी|मार दूं?गा|${SEVERE_DEV.slice(1, -1)}|वीडियो|फोटो)`,
      "(तेजाब|एसिड) (फेंकने|डालने)[^ ]* (की )?(धमकी|धमकि)",
      "(केरोसिन|मिट्टी का तेल|मिटटी का तेल|पेट्रोल) (डाल|छिडक)[^ ]*(?: [^ ]+){0,2} (आग लगा|जला)[^ ]*",
      // A threat of harm if the writer goes to the police or tells.
      "(धमकी|धमका)[^ ]*(?: [^ ]+){0,6} (नुकसान|नुक्सान) (करेगा|करेंगे|पहुंचा|कर देगा|कर देंगे)|(पुलिस|शिकायत|थाने)(?: [^ ]+){0,3} (तो|तब)(?: [^ ]+){0,3} (नुकसान|नुक्सान) (करेगा|करेंगे|कर देगा|पहुंचा)",
    ].join("|"),
    examples: [
      "पति कहता है तुझे ज़िंदा जला दूँगा",
      "वो बोला शादी नहीं की तो चेहरे पर तेज़ाब डाल दूँगा",
      "भाई धमकाता है कि बाहर गई तो टांगें तोड़ दूँगा",
      "शौहर कहता है छोड़ा तो जान ले लूँगा",
      "किसी को बताया तो और मारूँगा",
      "पुराने बॉयफ्रेंड ने तेज़ाब फेंकने की धमकी दी",
      "सास ने केरोसिन डालकर आग लगाने की कोशिश की",
      "मकान मालिक धमकी दे रहा है कि पुलिस गई तो नुकसान करेगा",
    ],
    negatives: [
      "दोस्त बोला पार्टी नहीं दी तो तुझे मार डालूँगा हाहा",
      "मैं उसको जान से मार दूँगा",
      "ये गर्मी तो जान ले लेगी",
      "तेजाब से बाथरूम साफ किया",
    ],
  },
  {
    id: "danger.hinglish.threat-quoted",
    pattern: [
      `${SPEAKER}(?: [^ ]+){0,3} ${SAYS}(?: [^ ]+){0,9} ${SEVERE}`,
      `kisi (ko|se) (bhi )?(bataya|batayi|bataegi|bataogi|btaya|kaha)[a-z]*(?: [^ ]+){0,4} (aur marunga|marunga|marungi|mar dunga|${SEVERE.slice(1, -1)}|video|photo|pics)`,
      "(tezab|tezaab|tejab|acid) (phenkne|fenkne|phekne|dalne|daalne)[a-z]* (ki )?dhamki",
      "(kerosene|kerosin|mitti ka tel|petrol) (dal|daal|chhidak|chidak)[a-z]*(?: [^ ]+){0,2} (aag laga|jala)[a-z]*",
      "dhamki(?: [^ ]+){0,6} (nuksan|nuksaan|nuqsan) (karega|karenge|kar dega|kar denge|pahuncha)[a-z]*|(police|shikayat|complaint|thane)(?: [^ ]+){0,3} (toh|to|tab)(?: [^ ]+){0,3} (nuksan|nuksaan|nuqsan) (karega|karenge|kar dega|pahuncha)[a-z]*",
    ].join("|"),
    examples: [
      "pati bolta hai tujhe zinda jala dunga",
      "woh bola shaadi nahi ki toh tezaab daal dunga",
      "bhai dhamkata hai bahar gayi toh taange tod dunga",
      "shohar kehta hai chhoda toh jaan le lunga",
      "kisi ko bataya toh aur maarunga",
      "ex ne acid phenkne ki dhamki di",
      "woh bolta hai tera chehra bigaad dunga",
      "landlord dhamki de raha ki complaint ki toh nuksaan karega",
    ],
    negatives: [
      "dost bola party nahi di toh maar dalunga haha",
      "usko toh jaan se maar dunga",
      "ye garmi jaan le legi",
      "mummy boli phone nahi chhoda toh phone tod dungi",
    ],
  },
];
