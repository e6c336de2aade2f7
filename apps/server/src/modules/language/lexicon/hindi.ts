// Hindi crisis phrases in Devanagari and in Latin letters (Hinglish), for the same warning signs as
// english.ts. Hinglish spelling varies freely (jeena / jina / jeene, chahta / chahata, hoon / hu),
// so patterns allow the common vowel variants; doubled letters are squashed before matching.
import type { SignalEntry } from "./types.ts";

const WANT = "(chahta|chahti|chahte|chahata|chahati|chahiye|chahie|chata|chati)";
const LIVE = "(jina|jena|jine|jene)";

export const hindiSignals: SignalEntry[] = [
  // Devanagari
  {
    id: "hi.want-to-die",
    kind: "risk",
    weight: 1.5,
    pattern:
      "(मर|मरना|मर जाना|मरने|मर जाने) (चाहता|चाहती|चाहते|का मन|को जी)|मरना है|मर जाना ही (ठीक|अच्छा|बेहतर)|मर जाऊं तो (ठीक|अच्छा|बेहतर)|(मन|दिल) करता है (कि )?मर",
    examples: ["मैं मर जाना चाहता हूँ", "मरना चाहती हूं", "मन करता है कि मर जाऊं"],
  },
  {
    id: "hi.will-die",
    kind: "risk",
    weight: 0.7,
    pattern: "मर (जाऊं|जाऊंगा|जाऊंगी|जाउंगा|जाउंगी)|मौत",
    examples: ["मैं मर जाऊंगा"],
  },
  {
    id: "hi.not-live",
    kind: "risk",
    weight: 1.5,
    pattern:
      "(जीना|जीने) (नहीं|नही) (है|चाहता|चाहती|चाहते)|(नहीं|नही) जी (सकता|सकती|सकते|पा रहा|पा रही)|जीने (का|की) (कोई )?(मतलब|वजह|इच्छा|कारण|मन) (नहीं|नही|खत्म)|जीने की (कोई )?(वजह|इच्छा) (नहीं|नही) बची|जीने की इच्छा खत्म|अब जीना नहीं",
    examples: ["मुझे अब जीना नहीं है", "जीने की इच्छा खत्म हो गई", "मेरे जीने का कोई मतलब नहीं", "मैं अब और नहीं जी सकता"],
  },
  {
    id: "hi.suicide",
    kind: "risk",
    weight: 1.5,
    pattern: "(आत्म ?हत्या|खुदकुशी) (करना|करने|कर)|(आत्म ?हत्या|खुदकुशी) के (अलावा|सिवा) कोई",
    examples: ["आत्महत्या करना चाहती हूं", "आत्म हत्या के अलावा कोई रास्ता नहीं"],
  },
  {
    id: "hi.suicide-thoughts",
    kind: "risk",
    weight: 1,
    pattern: "(आत्म ?हत्या|खुदकुशी) (के|का) (ख्याल|विचार)",
    examples: ["खुदकुशी के ख्याल"],
  },
  { id: "hi.suicide-word", kind: "risk", weight: 0.5, pattern: "आत्म ?हत्या|खुदकुशी", examples: ["आत्महत्या"] },
  {
    id: "hi.end-life",
    kind: "risk",
    weight: 1.5,
    pattern:
      "(अपनी )?(जिंदगी|जीवन|जान|लाइफ) (खत्म|समाप्त) (करना|कर)|(खुद|अपने आप) को (मार|खत्म|चोट|नुकसान)|जान दे (दूंगा|दूंगी|दूं|देना|दूँगा)|सब (कुछ )?खत्म कर (दूंगा|दूंगी|दूं|लूंगा|लूंगी|दूँगा)",
    examples: ["अपनी ज़िंदगी खत्म करना चाहता हूँ", "खुद को खत्म कर लूंगी", "जान दे दूंगी", "सब खत्म कर दूँगा"],
  },
  {
    id: "hi.tired-of-life",
    kind: "risk",
    weight: 0.7,
    pattern: "(जिंदगी|जीने|जीवन) से थक|सहन (नहीं|नही) होता",
    examples: ["ज़िंदगी से थक गया हूँ", "अब सहन नहीं होता"],
  },
  { id: "hi.finish-it", kind: "risk", weight: 0.5, pattern: "खत्म करना है", examples: ["अब खत्म करना है"] },
  {
    id: "hi.better-without-me",
    kind: "risk",
    weight: 1.5,
    pattern:
      "(मेरे|मुझ) बिना (सब|सभी|सबको|सब लोग)? ?(ज्यादा )?(खुश|अच्छे|बेहतर)|बोझ हूं|(चला|चली) (जाऊं|जाऊंगा|जाऊंगी) (तो अच्छा|हमेशा के लिए)|हमेशा के लिए (चला|चली) (जाऊं|जाऊंगा|जाऊंगी)",
    examples: ["सब मेरे बिना ज़्यादा खुश रहेंगे", "मैं सबके लिए बोझ हूँ", "मैं चला जाऊंगा हमेशा के लिए"],
  },
  {
    id: "hi.never-wake",
    kind: "risk",
    weight: 1.5,
    pattern: "(उठूं|जागूं) ही (नहीं|ना)|कभी (ना|न) (उठूं|जागूं)",
    examples: ["काश मैं कल सुबह उठूं ही नहीं"],
  },
  {
    id: "hi.goodbye",
    kind: "risk",
    weight: 1,
    pattern: "अलविदा|(आखिरी|आखरी) (संदेश|मैसेज|बार)",
    examples: ["यह मेरा आखिरी संदेश है", "अलविदा"],
  },
  {
    id: "hi.self-harm",
    kind: "risk",
    weight: 1.5,
    pattern: "(हाथ|कलाई) (काटा|काटी|काट लिया|काट ली|काटती|काटता)|(खुद|अपने आप) को (चोट|दर्द|नुकसान)",
    examples: ["मैंने अपना हाथ काटा", "खुद को चोट पहुंचाती हूँ"],
  },

  // Hinglish
  {
    id: "hinglish.want-to-die",
    kind: "risk",
    weight: 1.5,
    pattern: `(ma?r ?n[ae]|mar jan[ae]|mar jaun?) ${WANT}|marna (hi )?(behtar|acha|thik|hai)|mar (hi )?jaun? to (acha|behtar|thik)|(feel like|lagta hai|man karta hai|dil karta hai)(?: [^ ]+){0,3} mar (hi )?jaun?`,
    examples: ["marna chahta hu", "mar jana chahti hoon", "mrna chahti", "mar jau to acha", "i feel like marr jaun"],
  },
  {
    id: "hinglish.not-live",
    kind: "risk",
    weight: 1.5,
    pattern: `${LIVE} (ka|ki) (koi )?(man|dil|ichha|icha|iccha) (hi )?nahi|${LIVE} (ka|ki) koi (wajah|wajeh|matlab|maksad|fayda|faida|reason|point|mtlb) nahi|${LIVE} (hi )?nahi (hai|${WANT})|nahi ${LIVE}( hai)?|(zindagi|jindagi|life) ka koi (matlab|maksad|mtlb) nahi|${LIVE} (bekar|fazul|fuzul)`,
    examples: [
      "jeene ka mann nahi karta",
      "mujhe ab nahi jeena",
      "jeena hi nahi hai",
      "ab jeene ki koi wajah nahi",
      "jeena bekaar hai",
    ],
  },
  {
    id: "hinglish.suicide",
    kind: "risk",
    weight: 1.5,
    pattern:
      "(khudkushi|atmhatya|atmahatya|suicide) (kar|karne|karna|karu|karun|karlu|karlun|karungi|karunga)|(khudkushi|atmhatya|atmahatya|suicide) (ke|ka) (alawa|alava|siva|sivay|khayal|khyal|vichar|thoughts|soch)",
    examples: ["khudkushi kar lu", "suicide kar legi", "aatmhatya ke alawa koi rasta nahi"],
  },
  {
    id: "hinglish.suicide-word",
    kind: "risk",
    weight: 0.5,
    pattern: "khudkushi|atmhatya|atmahatya",
    examples: ["khudkushi"],
  },
  {
    id: "hinglish.end-life",
    kind: "risk",
    weight: 1.5,
    pattern:
      "(sab|sabkuch|sab kuch|life|zindagi|jindagi|khud ko|apne ap ko|apni life|apni zindagi|khudko) (khatam|khtm|katam|khatm|end) (kar|karna|karne|karu|karun|kardu|kar du|kar dun|kar dunga|kar dungi|kar lunga|kar lungi|kar deti|kar deta)|(khud|apne ap|khudko) ?(ko )?mar (dena|du|dun|dalna|dalu|lunga|lungi)|khatam karna (chahta|chahti|hai)|khatam kar (deti|deta|dungi|dunga) (hun |hu )?sab",
    examples: [
      "sab khatam kar dunga",
      "khud ko khatam karna hai",
      "apni life khatam kar lunga",
      "mujhe apne aap ko maar dena hai",
    ],
  },
  {
    id: "hinglish.better-without-me",
    kind: "risk",
    weight: 1.5,
    pattern:
      "(mere|mujh) bina (sab|sabhi|sab log|everyone) (khush|khus|better|acha|ache)|bojh (hun|hu|hon|ho)|(chala|chali) (jaun|jau) to (acha|behtar|thik)|hamesha ke liye (chala|chali|chale|khatam)",
    examples: ["mere bina sab khush rahenge", "main sab pe bojh hu", "hamesha ke liye chali jaungi"],
  },
  {
    id: "hinglish.tired-of-life",
    kind: "risk",
    weight: 0.7,
    pattern:
      "(zindagi|jindagi|life|jine|jene) se thak (gaya|gayi|gai|chuka|chuki)|ab aur nahi|aj rat khatam|uthna (hi )?nahi",
    examples: ["zindagi se thak gaya hu", "kal subah uthna hi nahi"],
  },
  {
    id: "hinglish.goodbye",
    kind: "risk",
    weight: 1,
    pattern:
      "(last|akhri|akhiri|akhari) (message|msg|post|goodbye|alvida)|alvida (sabko|dosto)|bye (everyone|sabko|sab ko)",
    examples: ["mera last message hai", "bye everyone"],
  },
  {
    id: "hinglish.self-harm",
    kind: "risk",
    weight: 1.5,
    pattern:
      "(hath|kalai|wrist) (kat|kata|kati) (liya|li|diya|di|leti|leta)|khud ko (hurt|chot|dard)|cutting (phir|fir|again|shuru|wapas)",
    examples: ["aaj phir se haath kaat liya", "khud ko hurt karti hu", "cutting phir se shuru"],
  },
];

export const hindiMethods: SignalEntry[] = [
  // Devanagari
  {
    id: "hi.pills",
    kind: "method",
    weight: 1.5,
    pattern: "गोलियां (इकट्ठी|जमा)|कितनी गोलियां|सब खा (लूंगा|लूंगी|लूं)|(सारी|सभी) गोलियां",
    examples: ["नींद की गोलियां इकट्ठी कर ली हैं", "कितनी गोलियां खाने से"],
  },
  {
    id: "hi.jump",
    kind: "method",
    weight: 1.5,
    pattern:
      "(छत|बिल्डिंग|पुल|ब्रिज|इमारत|बालकनी|मंजिल) से (कूद|कूदने|कूदूं|कूदूंगा|कूदूंगी)|(ट्रेन|रेल|गाडी|बस|ट्रक) के (आगे|सामने|नीचे) (कूद|आ जाऊं|लेट)",
    examples: ["छत से कूदने की सोच", "ट्रेन के आगे कूद जाऊंगा"],
  },
  {
    id: "hi.hang",
    kind: "method",
    weight: 1.5,
    pattern: "(पंखे|फंदे|छत) से लटक|फंदा|फांसी (लगा|लगाने|लगाऊं|लगा लूंगा)",
    examples: ["पंखे से लटक जाऊंगी", "फंदा तैयार है"],
  },
  {
    id: "hi.poison",
    kind: "method",
    weight: 1.5,
    pattern: "जहर (खा|पी|खाने|पीने)|चूहे (मारने )?की दवा (खा|पी)",
    examples: ["ज़हर खा लूंगा"],
  },
  {
    id: "hi.veins",
    kind: "method",
    weight: 1.5,
    pattern: "नस (काट|काटी|काटूं)|ब्लेड से (नस|हाथ|कलाई)",
    examples: ["ब्लेड से नस काट लूंगी"],
  },
  { id: "hi.means", kind: "method", weight: 0.3, pattern: "नींद की गोलि[^ ]*|ब्लेड|जहर", examples: ["नींद की गोलियां"] },

  // Hinglish
  {
    id: "hinglish.pills",
    kind: "method",
    weight: 1.5,
    pattern:
      "gol(i|iyan|iya|iyon) (jama|ikathi|ikthi|ekathi|colect|collect)|kitni gol(i|iyan|iya|iyon)|sab kha (lu|lun|lunga|lungi)|(dawa|dawai|dwai|poison|zeher|zehar|goliyan|pils) kha (li|liya|liye|li hai)|overdose (lene|le|lu|lun|lunga|lungi|karne|karunga)",
    examples: ["neend ki goliyan jama kar li", "kitni goliyan khane se", "overdose lene ka soch"],
  },
  {
    id: "hinglish.jump",
    kind: "method",
    weight: 1.5,
    pattern:
      "(terace|terrace|chhat|chat|chhath|roof|building|bridge|pul|balcony|flyover) (se|par se|pe se) (kod|kud|jump|chalang)|(train|rail|gadi|bus|truck|metro) ke (age|samne|niche) (kod|kud|a ja|aa ja|let)",
    examples: ["terrace se kood jaunga", "train ke aage kood", "bridge se jump"],
  },
  {
    id: "hinglish.hang",
    kind: "method",
    weight: 1.5,
    pattern: "(pankhe|pankha|fan|chhat) (se )?latak|fanda|fandha|phanda|fansi|phansi|fasi (laga|lagana|lagaun|lagalu)",
    examples: ["pankhe se latak jaungi", "fanda bana liya"],
  },
  {
    id: "hinglish.poison",
    kind: "method",
    weight: 1.5,
    pattern:
      "(zeher|zehar|jeher|jehar|zahar|jahar) (kha|pi|pe|pee)|(chuhe|chuha|rat) (mar|marne)[a-z]* (ki |wali |ka )?(dawa|dawai|dwai|poison|goli)",
    examples: ["zeher kha lunga", "chuhe maarne ki dawai"],
  },
  {
    id: "hinglish.veins",
    kind: "method",
    weight: 1.5,
    pattern: "nas (kat|kaat|kati|katu|katun|kat lu|kat lungi|kat dungi)|blade se",
    examples: ["nas kaat lungi", "blade se"],
  },
  { id: "hinglish.means", kind: "method", weight: 0.5, pattern: "rasi|nend ki gol[a-z]*", examples: ["rassi le aaya"] },
];
