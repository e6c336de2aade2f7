import type { AttemptEntry } from "./types.ts";

// Warning signs that look ordinary (decision 034, "Warning signs that look ordinary"): a goodbye read through
// what someone posted or sent ("thank you for everything" and the phone switched off, "mere baad mummy ka
// dhyan rakhna"), things given away beside talk of the end, and questions about a means dressed as everyday
// ones (which building leaves no chance, how much weight a ceiling fan holds with a rope). Read by the attempt
// layer after the model (risk), never a model feature. Written from the development sets' missed lines
// (batches 4 and 5 train side, the general and attempt probes, the pairs) in English, Devanagari and Latin
// Hindi; the text is the lexicon's masked text, normalised and squashed like the patterns.

/** Someone who cannot be reached, or the writer's fear for them. */
const UNREACHABLE =
  "phone (band|bnd|off|switch off|switched off|switchd off|nahi utha|nhi utha|nahi uth|not reachable)|(फ़ोन|फोन) (बंद|नहीं उठा|नही उठा|स्विच ऑफ)|call (nahi|nhi) (utha|uth)|(cant|cannot|unable to|not able to) reach|not (answering|picking up|replying)|(kisi se|किसी से) (baat|बात) (nahi|nhi|नहीं|नही)|dar lag|डर लग|scared|worried|urgent|last seen";

export const warningSigns: AttemptEntry[] = [
  {
    id: "signs.after-me",
    kind: "other",
    pattern:
      "(mere|meri) baad (mummy|mumy|mom|maa|ma|papa|sab|sabka|ghar)|मेरे बाद (मम्मी|माँ|मां|पापा|सब|सबका|घर)|(after|when) (im|i am) gone|jab (main|mai) (na|nahi|nhi) (rahu|rahun|rahunga|rahungi|rhu|rhunga|rhungi)|जब मैं (ना|न|नहीं) (रहूँ|रहूं|रहूँगा|रहूंगा|रहूँगी|रहूंगी)",
    examples: [
      "भैया आजकल किसी से बात नहीं करते, कल बोले 'मेरे बाद मम्मी का ध्यान रखना'",
      "he said take care of mom when im gone and logged off",
    ],
    negatives: ["mere baad tum presentation lead karna", "take care of mom while i am in bangalore"],
  },
  {
    id: "signs.final-thanks",
    kind: "other",
    pattern:
      "(thank you|thanku|thanks|thnx|thx|shukriya|sorry|थैंक यू|थैंक्यू|सॉरी)( for| फ़ॉर| फॉर)? (everything|evrything|एवरीथिंग|sab kuch|sabkuch)|(हर चीज़|हर चीज|सब कुछ) के लिए (शुक्रिया|थैंक यू|सॉरी|धन्यवाद)|har (cheez|chiz) ke liye (shukriya|thanks|thnx|sorry)|sabka dhyan rakhna|सबका ध्यान रखना|sabko azaad|last ride|(black|kali|काली) (screen|स्क्रीन)",
    with: UNREACHABLE,
    examples: [
      "roommate ne 'thank you for everything' likha aur phone band kar diya",
      "रूममेट ने लिखा 'हर चीज़ के लिए शुक्रिया' और फ़ोन बंद कर दिया",
      "bhai ka msg aaya 'sabka dhyan rakhna' aur ab phone switch off h. 2 ghante se try kr rha hu, dar lag rha h",
      "guy from my coaching batch posted a story of a railway track with 'last ride' caption. cant reach him",
    ],
    negatives: [
      "farewell pe sabne thank you for everything likha, bht emotional din tha",
      "thank you for everything mummy, best birthday ever",
    ],
  },
  {
    id: "signs.group-goodbye",
    kind: "other",
    pattern:
      "(ne|ने|has|just) (group|ग्रुप)( pe| par| पर| पे| on)? (sabko|सबको|everyone) (bye|alvida|अलविदा|goodbye)|(ne|ने|has) (sabko|सबको) (alvida|अलविदा) (keh|kah|कह)",
    with: UNREACHABLE,
    examples: [
      "भाई ने ग्रुप पर सबको अलविदा कह दिया, फ़ोन नहीं उठा रहा",
      "bhai ne group pe sabko bye bol diya, phone nahi utha raha",
    ],
    negatives: ["bhai ne group pe sabko bye bola, kal se uski exams hai"],
  },
  {
    id: "signs.giving-away",
    kind: "other",
    pattern:
      "((saman|saaman|samaan|smn|सामान|stuff|things|cheezein|chizein|चीज़ें)(?: [^ ]+){0,3} (baant|bant|बाँट|बांट|de raha|de rha|de rahi|de rhi)|(giving|gave|gives) away (his|her|their|all|apna|apni)( [^ ]+)?)(?: [^ ]+){0,8} (the end|(end|ant|aakhri|akhri|marne) (ki|ke) (baat|baatein|batein|btn|bare)|(अंत|आख़िरी|आखिरी|मरने) (की|के) (बात|बातें|बारे))",
    examples: [
      "a junior in my hostel has been giving away his stuff and talking about the end",
      "हॉस्टल का जूनियर अपना सामान बाँट रहा है और अंत की बातें कर रहा है",
      "hostel ka junior apna saaman baant raha aur end ki baatein kar raha",
    ],
    negatives: ["cousin apna saman baant raha h, canada shift ho raha h end of month"],
  },
  {
    id: "signs.no-chance",
    kind: "self",
    pattern:
      "(building|bilding|बिल्डिंग|bridge|pul|पुल|floor|manzil|मंज़िल|मंजिल|ऊँची|ऊंची|oonchi|uchi|high|tall)(?: [^ ]+){0,10} (bachne ka (koi )?(chance|chans|mauka)|बचने का (कोई )?(चांस|चान्स|मौका)|(survive|survive karne) (nahi|nhi|na)|no chance (of|to) (survive|surviving|living)|(wont|would not|wouldnt|cant|dont) survive)",
    examples: [
      "शहर में कौन सी बिल्डिंग इतनी ऊँची है कि गिरने के बाद बचने का कोई चांस ही ना हो?",
      "which floor is high enough that you wont survive the fall",
    ],
    negatives: ["kitni oonchi building se girne ke baad bhi log survive kar jaate h, news me dekha"],
  },
  {
    id: "signs.fan-weight",
    kind: "self",
    pattern:
      "(fan|pankha|pankhe|पंखा|पंखे)(?: [^ ]+){0,10} (weight|wajan|wazan|वज़न|वजन|kg)(?: [^ ]+){0,10} (rassi|rasi|रस्सी|rope|dupatta|dupata|दुपट्टा|chunni|latak|लटक|hang)|(weight|wajan|wazan|वज़न|वजन)(?: [^ ]+){0,10} (fan|pankha|pankhe|पंखा|पंखे)(?: [^ ]+){0,10} (rassi|rasi|रस्सी|rope|dupatta|दुपट्टा)|(rassi|rasi|रस्सी|rope|dupatta|दुपट्टा)(?: [^ ]+){0,10} (fan|pankha|pankhe|पंखा|पंखे)(?: [^ ]+){0,10} (weight|wajan|वज़न|वजन|kg|sah|सह|hold)",
    examples: [
      "ek normal ceiling fan kitna weight sah leta h agr rassi baandho to? bas puchna tha",
      "how much weight can a ceiling fan hold with a rope",
    ],
    negatives: ["ceiling fan ka weight kitna hota h, naya lagwana h", "rassi pe kapde sukhane h, fan chala do"],
  },
  {
    id: "signs.fatal-enough",
    kind: "self",
    pattern:
      "(poisonous|zehreela|zeherila|zaharila|जहरीला|ज़हरीला) enough|enough to be (fatal|lethal)|(which|kaunsi|konsi|कौन सी) train(?: [^ ]+){0,6} (doesnt|does not|nahi|nhi|नहीं) (slow|ruk|rukti|रुकती)|(kitna|कितना) (gehra|gahra|गहरा) (kaatna|katna|काटना) (padta|पड़ता)|does cuting (vertically|verticaly) work",
    examples: [
      "what household stuff is poisonous enough to be fatal? asking for real",
      "which train doesn't slow down at the small station near us",
      "kitna gehra kaatna padta hai",
      "सुनो, कितना गहरा काटना पड़ता है यार",
      "does cutting vertically work faster",
    ],
    negatives: ["which train is fastest from pune to mumbai", "is phenyl poisonous for cats"],
  },
  {
    id: "signs.overdose-question",
    kind: "self",
    pattern:
      "(ज़्यादा|ज्यादा) (खुराक|डोज़|डोज) से (मौत|जान)|(zyada|jyada|jada) (khurak|dose) se (maut|jaan)|(कितना|कितनी|kitna|kitni)(?: [^ ]+){0,3} (लेने|खाने|lene|khane) से (जान|मौत) (जा|हो)|(kitna|kitni)(?: [^ ]+){0,3} (lene|khane) se (jaan|maut) (ja|ho)|overdose ho sakta (hai|h) kya(?: [^ ]+){0,3} (seriously|sach me|serious)|how much [^ ]+ is (lethal|lthl|fatal) for",
    examples: [
      "डिप्रेशन की दवा की ज़्यादा खुराक से मौत हो सकती है क्या",
      "कितना इंसुलिन लेने से जान जा सकती है",
      "antidepressant ka overdose ho sakta hai kya, seriously puch raha",
      "how much prctml is lthl for a 50 kg prsn",
    ],
    negatives: ["bacche ne galti se cough syrup pi liya, doctor ko dikhaya"],
  },
];
