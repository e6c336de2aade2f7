import { HITTER, HITTER_DEV } from "./danger-hindi.ts";
import type { DangerEntry } from "./types.ts";

// Danger from someone else, second round (decision 034), in Devanagari and in Latin letters: someone who
// writes from new numbers or knows where the writer lives, touching at night without a word for
// "wrong", hiding at home, food withheld and being cut off from one's family, a girl under 18 being
// married. Written from the kinds, not from any probe line; read after the model, never a model feature.

/** A person (never a dog or a cat) who follows or waits. */
const PERSON_DEV = `(${HITTER_DEV.slice(1, -1)}|वो|वह|उसने|आदमी|लडका|लडके|कोई|बंदा|एक्स)`;
const PERSON = `(${HITTER.slice(1, -1)}|wo|woh|vo|voh|usne|aadmi|admi|ladka|ladke|koi|banda|ex)`;
/** Spam and sales, which also call from new numbers (looked for behind the number word only, so a long post is not scanned again at every word). */
const SPAM_DEV = "(?<!(स्पैम|लोन|बैंक|कंपनी|मार्केटिंग|कस्टमर केयर|बीमा)[^]*)";
const SPAM = "(?<!(spam|loan|bank|company|marketing|customer care|insurance|credit card|bima)[^]*)";

export const hindiDangerHomeNight: DangerEntry[] = [
  {
    id: "danger.hi.stalking-contact",
    pattern: [
      `(नए|नये|नई|नयी|अलग अलग|अलग)( नए| नये| नई| नयी)? (नंबर|नंबरों|नम्बर|नम्बरों|आईडी|अकाउंट|अकाउंटों|प्रोफाइल)${SPAM_DEV} से (मैसेज|मेसेज|कॉल|फोन|फ़ोन|msg)`,
      "(उसे|उसको|उन्हें|वो|वह)(?: [^ ]+){0,2} (पता|मालूम) है (कि |की )?(मैं|मै) (कहां|किधर|किस गली|किस घर)|(उसे|उसको|उन्हें) (मेरा|मेरे घर का) (पता|एड्रेस) (मालूम|पता) है|(उसे|उसको) (मेरे|मेरी) (कॉलेज|स्कूल|ऑफिस|कोचिंग|बस|ट्यूशन)[^ ]* (का|की|के) (टाइम|समय|रास्ता|रूट)[^ ]* (पता|मालूम)",
      `${PERSON_DEV}(?: [^ ]+){0,6} (घर|कॉलेज|स्कूल|हॉस्टल|पीजी|ऑफिस|कोचिंग)[^ ]* (के|तक) (नीचे|बाहर|सामने|पीछे) (खडा|खडे|पीछे) (रहता|रहते|होता|आता|आते|हो जाता)`,
      `${PERSON_DEV}(?: [^ ]+){0,6} पीछे पीछे (आता|आते|चलता|चलते|आ जाता)`,
    ].join("|"),
    examples: [
      "कोई हर दिन नए नंबर से मैसेज करता है",
      "उसे पता है मैं कहाँ रहती हूँ",
      "उसे मेरे कोचिंग का टाइम पता है",
      "एक लड़का मेरे हॉस्टल के बाहर खड़ा रहता है",
      "वो आदमी बाज़ार से घर तक पीछे पीछे आता है",
    ],
    negatives: [
      "लोन वाले नए नंबर से कॉल करते हैं",
      "एक कुत्ता रोज़ पीछे पीछे आता है",
      "उसे पता है मैं कितना थक जाती हूँ",
      "दोस्त मेरे घर के बाहर खड़ा है",
    ],
  },
  {
    id: "danger.hinglish.stalking-contact",
    pattern: [
      `(naye|naya|nae|nai|nayi|new|alag alag|alag|different)( naye| nae| nai| nayi| new)? (number|numbers|no|num|id|ids|account|acount|accounts|profile)${SPAM} (se|bana ke|banake|bnake|bana kar) (msg|mesage|message|call|phone|fon|dm|text|krta|karta|karte)`,
      "(use|usko|unhe|wo|woh|vo)(?: [^ ]+){0,2} (pata|malum|maloom) (hai|h|he) (ki |k )?(main|mai|me) (kaha|kahan|kidhar|kis gali|kis ghar|kaun si gali)|(use|usko|unhe) (mera|mere ghar ka) (pata|address) (malum|maloom|pata) (hai|h)|(use|usko) (mere|meri) (colege|college|school|ofice|office|coaching|bus|tuition)[a-z]* (ka|ki|ke) (time|timing|samay|rasta|route)[a-z]* (pata|malum|maloom)",
      `${PERSON}(?: [^ ]+){0,6} (ghar|colege|college|school|hostel|pg|ofice|office|coaching)[a-z]* (ke|tak) (neeche|niche|bahar|samne|peeche|piche) (khada|khade|khara|peeche|piche) (rehta|rehte|rahta|hota|aata|aate|ata|ho jata)`,
      `${PERSON}(?: [^ ]+){0,6} (peeche peeche|piche piche|pichhe pichhe) (aata|ata|aate|chalta|chalte|aa jata)`,
    ].join("|"),
    examples: [
      "koi har din naye number se msg karta hai",
      "wo nayi id bana ke msg krta h",
      "use pata hai main kahan rehti hu",
      "ek ladka mere hostel ke bahar khada rehta hai",
      "wo aadmi market se ghar tak peeche peeche aata",
    ],
    negatives: [
      "loan wale naye number se call karte hai",
      "ek kutta roz peeche peeche aata hai",
      "use pata hai main kitna thak jaati hu",
      "dost mere ghar ke bahar khada hai chal",
      "naya number le liya, save kar lo",
    ],
  },
  {
    id: "danger.hi.night-touch",
    pattern: [
      "रात (को|में|मे)(?: [^ ]+){0,4} (बिस्तर|बिस्तरे|कंबल|रजाई) (पर|में|मे|पे) (आ जाते|आ जाता|आ जाती|घुस|आकर|आके)[^ ]*(?: [^ ]+){0,8} (डर|चुप|नाटक|छू|हाथ|गंदा|गंदी|अजीब|मत बताना)",
      "रात (को|में|मे)(?: [^ ]+){0,3} (मेरे )?कमरे में (घुस|आकर छू|आके छू)[^ ]*",
      "(कपडों|कपडे|कंबल|रजाई|चादर|कुर्ते|शर्ट) (में|के अंदर|के नीचे) हाथ (डालते|डालता|डालती|डाल देते|डाल देता|डाला)",
      "(सोने का नाटक|सोने की एक्टिंग)(?: [^ ]+){0,8} (आते|आता|छूते|छूता|हाथ)[^ ]*|(आते|आता|छूते|छूता)(?: [^ ]+){0,8} (सोने का नाटक|सोने की एक्टिंग)",
      "(मुझे )?अकेले में (मुझे )?(पकड|छू|छूते|छूता|गंदी|गंदे|हाथ लगा|हाथ डाल)[^ ]*",
      "(गंदी|गन्दी|अश्लील) (बातें|बात|मैसेज|फोटो|वीडियो)(?: [^ ]+){0,3} (और )?(छू|हाथ|पकड|मत बताना|किसी को मत)[^ ]*",
      "(हमारा|ये हमारा) (राज|सीक्रेट)(?: [^ ]+){0,8} (छू|हाथ|गलत)[^ ]*|(छू|छूते|छूता|हाथ लगा)[^ ]*(?: [^ ]+){0,8} (हमारा|ये हमारा) (राज|सीक्रेट)",
      "(फोटो|तस्वीर|तस्वीरें|पिक्स|वीडियो)[^ ]* (मांग|मंगा)[^ ]*(?: [^ ]+){0,5} (डरा|धमका|धमकी)[^ ]*",
      "(तस्वीर|फोटो|वीडियो|पिक्स)[^ ]*(?: [^ ]+){0,3} (भेजने|डालने|वायरल करने|दिखाने|लीक करने|फैलाने)(?: [^ ]+)? (का डर|की धमकी|धमकी)",
    ].join("|"),
    examples: [
      "रात को चाचा मेरे बिस्तर पर आ जाते हैं और मैं डर जाती हूँ",
      "ससुर रात में मेरे कमरे में घुस आते हैं",
      "मौसा जी कंबल में हाथ डालते हैं",
      "जीजू मुझे अकेले में पकड़ लेते हैं",
      "अंकल गंदी बातें करते हैं और छूते हैं",
      "मामा कहते हैं ये हमारा राज़ है और छूते हैं",
      "भैया फोटो मांगते हैं, मना करूँ तो डराते हैं",
      "वो मेरी तस्वीरें सबको भेजने की धमकी देता है",
    ],
    negatives: [
      "रात को बिल्ली बिस्तर पर आ जाती है",
      "दादी रात को कहानी सुनाने कमरे में आती हैं",
      "अकेले में रोना आ जाता है",
      "ये हमारा राज़ है, मम्मी को सरप्राइज़ देंगे",
      "बहन ने मेरी फोटो स्टेटस पर लगा दी",
    ],
  },
  {
    id: "danger.hinglish.night-touch",
    pattern: [
      "raat (ko|me|mein|main)(?: [^ ]+){0,4} (bistar|bister|bed|kambal|razai|rajai) (pe|par|me|mein) (aa jate|aa jata|aa jati|a jate|ghus|aake|aa ke|aakar)[a-z]*(?: [^ ]+){0,8} (dar|chup|natak|chu|chhu|touch|haath|hath|ganda|gandi|ajeeb|ajib|mat batana)",
      "raat (ko|me|mein)(?: [^ ]+){0,3} (mere )?(kamre|room) (me|mein) (ghus|aake chu|aake chhu|aa ke chu|aake touch|aake cho|aake chho)[a-z]*",
      "(kapdon|kapde|kapdo|kambal|razai|rajai|chadar|kurte|shirt) (me|mein|ke andar|ke niche|ke neeche) (haath|hath) (dalte|dalta|dalti|daal dete|dal dete|daala|dala)",
      "(sone ka natak|sone ki acting|sone ka naatak)(?: [^ ]+){0,8} (aate|aata|chute|chhute|touch|haath|hath)[a-z]*|(aate|aata|ate|chute|chhute|touch karte)(?: [^ ]+){0,8} (sone ka natak|sone ki acting|sone ka naatak)",
      "(mujhe |muje )?(akele|akele me|akele mein) (mujhe |muje )?(pakad|chu|chhu|touch|gande|gandi|haath laga|hath laga|haath daal)[a-z]*",
      "(gandi|gande|ganda) (baatein|batein|baate|bate|baat|msg|msgs|message|photo|video)(?: [^ ]+){0,3} (aur |or )?(chu|chhu|chote|chute|choo|touch|haath|hath|pakad|mat batana|kisi ko mat)[a-z]*",
      "(hamara|humara|ye hamara) (raaz|raz|secret)(?: [^ ]+){0,8} (chu|chhu|touch|haath|hath|galat)[a-z]*|(chute|chhute|chhoote|touch karte|touch karta|haath lagate|hath lagate)(?: [^ ]+){0,8} (hamara|humara) (raaz|raz|secret)",
      "(photo|photos|pic|pics|tasveer|tasvir|video|videos|nudes)(?: [^ ]+)? (mang|maang|mng)[a-z]*(?: [^ ]+){0,5} (dara|darate|darata|dhamka|dhamki)[a-z]*",
      "(photo|photos|pic|pics|tasveer|tasvir|video|videos|nudes)(?: [^ ]+){0,3} (bhejne|dalne|daalne|viral karne|dikhane|leak karne|phelane|failane)(?: [^ ]+)? (ka dar|ki dhamki|dhamki|ka bolke|ka bol ke|ka bolkar)",
    ].join("|"),
    examples: [
      "raat ko chacha mere bistar pe aa jate hai aur main dar jati hu",
      "sauteli maa ka bhai raat ko kamre mein aake chhoota hai",
      "mausa ji kambal me haath daalte hai",
      "jiju mujhe akele me pakad lete hai",
      "uncle gandi baatein karte aur chhoote hai",
      "mama bolte ye hamara secret hai aur touch karte",
      "bhaiya pics maangte, mana karu toh darate",
      "wo meri pics sabko bhejne ki dhamki deta",
    ],
    negatives: [
      "raat ko billi bistar pe aa jati hai",
      "dadi raat ko kahani sunane kamre me aati hai",
      "akele me rona aa jata hai",
      "ye hamara secret hai, mummy ko surprise denge",
      "behen ne meri photo status pe laga di",
    ],
  },
  {
    id: "danger.hi.home-kept-down",
    pattern: [
      // Hiding when someone comes home (guests and hide-and-seek aside).
      `(${HITTER_DEV.slice(1, -1)}|वो|वह)(?: [^ ]+){0,3} (आते|आता|आती|लौटते|लौटता|आने पर)(?: [^ ]+){0,6} (छिप|छुप)(?<!(मेहमान|रिश्तेदार|लुका|छुपन)[^]*)[^ ]* (जाती|जाता|जाते|जाऊं|बैठती|बैठता|रहती|रहता)`,
      "(बाथरूम|टॉयलेट|अलमारी|पलंग|बेड|स्टोर)[^ ]*( के (नीचे|पीछे|अंदर))?( में| पर)? (छिप|छुप)[^ ]* (जाती|जाता|रहती|रहता)(?: [^ ]+){0,4} (डर|नशे|पीकर|शराब|मार)",
      // Food withheld, kept hungry, put out at night.
      `${HITTER_DEV}(?: [^ ]+){0,4} खाना (नहीं|नही) (देते|देती|देता|देतीं|दिया|देंगे)`,
      "भूखा (रखती|रखते|रखता|रखा|रखेंगे|सुला)[^ ]*|भूखी (रखती|रखते|रखता|रखा)[^ ]*|(रात को|रात में) (घर से )?बाहर सुला (देती|देते|देता|दिया)",
      // Cut off from her family.
      "(मायके|मायका|घरवालों|घर वालों|मम्मी पापा|माता पिता|परिवार|मां बाप)( वालों)?( से)? (बात|मिलने) (नहीं|नही) (करने |मिलने )?(देते|देता|देती|देतीं|देंगे)",
      // A girl under 18 being married.
      "(बारह|तेरह|चौदह|पंद्रह|पन्द्रह|सोलह|सत्रह|1[0-7]) (साल |बरस )?(की|का) (हूं|हू|हुं)(?: [^ ]+){0,9} (?<!(दीदी|बहन|भाई|भैया|दोस्त|कजिन|चाचा|मामा|मौसी|बुआ) (की|का) )(शादी|ब्याह|निकाह|विवाह) (करवा|करा|तय|कर|पक्की)[^ ]*",
      // Dowry with a blow or harassment.
      "दहेज(?: [^ ]+){0,6} (मार|पीट|पिटाई|हाथ उठा|तंग|जला|परेशान|ताने)[^ ]*",
    ].join("|"),
    examples: [
      "भाई आता है तो मैं अलमारी में छिप जाती हूँ",
      "पापा पीकर आते हैं तो मैं स्टोर में छुप जाता हूँ",
      "सास खाना नहीं देती",
      "सौतेली माँ भूखा रखती है",
      "पति मायके वालों से बात नहीं करने देता",
      "पंद्रह साल की हूँ, मेरी शादी तय कर दी",
      "दहेज के लिए रोज़ पिटाई होती है",
    ],
    negatives: [
      "मेहमान आते हैं तो मैं कमरे में छिप जाती हूँ",
      "लुका छिपी में अलमारी में छिप गया",
      "आज भूख नहीं है, खाना नहीं खाया",
      "सोलह साल की हूं, दीदी की शादी तय हो गई",
      "दहेज लेना और देना अपराध है",
    ],
  },
  {
    id: "danger.hinglish.home-kept-down",
    pattern: [
      `(${HITTER.slice(1, -1)}|wo|woh|vo|voh)(?: [^ ]+){0,3} (aate|aata|ate|ata|aati|lautte|lautta|aane pe|ane pe)(?: [^ ]+){0,6} (chup|chhup|chip|chhip)(?<!(mehman|mehmaan|rishtedar|relatives|guests|luka|chupan|hide and seek)[^]*)[a-z]* (jati|jata|jate|jaati|jaata|baithti|baithta|rehti|rehta)`,
      "(bathroom|bathrom|toilet|almari|almira|palang|bed|store)[a-z]*( ke (neeche|niche|peeche|piche|andar))?( me| mein| pe)? (chup|chhup|chip|chhip)[a-z]* (jati|jata|jaati|rehti|rehta)(?: [^ ]+){0,4} (dar|nashe|pee ke|pi ke|sharab|daru|mar)",
      `${HITTER}(?: [^ ]+){0,4} khana (nahi|nai|nhi) (dete|deti|deta|diya|denge)`,
      "(bhooka|bhuka|bhookha|bhukha|bhooki|bhuki|bhukhi) (rakhti|rakhte|rakhta|rakha|sula)[a-z]*|(raat ko|raat me) (ghar se )?bahar (sula|sulaa) (deti|dete|deta|diya)",
      "(mayke|maike|mayka|gharwalo|ghar walo|mummy papa|maa baap|parents|family)( walo| valo)?( se)? (baat|bat|milne) (nahi|nai|nhi) (karne |milne )?(dete|deta|deti|denge)",
      "(12|13|14|15|16|17|barah|terah|chaudah|pandrah|solah|satrah) (saal |sal |yr |years )?(ki|ka) (hu|hun|hoon)(?: [^ ]+){0,9} (?<!(didi|behen|bahen|bhai|bhaiya|dost|cousin|chacha|mama|mausi|bua) (ki|ka) )(shadi|shaadi|byah|nikah|vivah) (karwa|krwa|kara|tay|tai|fix|kar|pakki)[a-z]*",
      "(dahej|dowry)(?: [^ ]+){0,6} (mar|marte|marti|pit|pet|pitai|haath utha|hath utha|tang|jala|pareshan|tane)[a-z]*",
    ].join("|"),
    examples: [
      "bhai aata hai toh main almari me chhup jati hu",
      "papa pee ke aate toh store me chhup jata hu",
      "saas khana nahi deti",
      "sauteli maa bhooka rakhti hai",
      "pati maayke walo se baat nahi karne deta",
      "15 saal ki hu aur meri shaadi fix kar di",
      "dahej ke liye roz pitai hoti hai",
    ],
    negatives: [
      "mehmaan aate hai toh main kamre me chhup jati hu",
      "suraj aata hai toh chand chhup jata hai",
      "hide and seek me almari me chhup gaya",
      "aaj bhook nahi, khana nahi khaya",
      "16 ki hu, didi ki shaadi fix ho gayi",
      "dahej lena aur dena apradh hai",
    ],
  },
];
