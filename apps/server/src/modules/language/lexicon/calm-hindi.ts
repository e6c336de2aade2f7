import { type CalmEntry, near } from "./calm-types.ts";

// Harmless frames in Hindi, Devanagari and Latin letters in one entry each (decision 034, "Harmless by
// context"): read after the model, never a model feature. Written from the kinds, not from any probe
// line; the text is the lexicon's masked text (squashed: "saaf" is "saf", "rassi" is "rasi").

const PRODUCT = [
  "ब्लीच|फिनाइल|फिनायल|हार्पिक|लाइजोल|तेजाब|एसिड|चूहेदानी|चूहे मारने की दवा|कीटनाशक|डिटर्जेंट|सर्फ",
  "bleach|blich|phenyl|finyl|phenol|harpic|lizol|tezab|tejab|acid|chuhedani|chuha mar dawai|chuha mar dwai|chuhe marne ki dawai|chuhe marne ki dawa|keetnashak|kitnashak|pesticide|detergent|surf",
].join("|");
const CHORE = [
  "साफ|सफाई|धो|धोना|धोएं|धोते|कपड़े|कपड़ा|कपड़ों|दाग|टॉयलेट|शौचालय|बाथरूम|फर्श|पोछा|पाइप|नाली|गोदाम|दुकान|खेत|फसल|पौधों|मास्क|कॉकरोच|मच्छर",
  "saf|safai|kitchen|rasoi|bache hai|bache h|safe rakhu|kahan rakhu|dhona|dhoun|dhoyen|dhote|kapde|kapda|kapdon|kurte|kurta|dag|toilet|bathroom|farsh|floor|pocha|pipe|nali|drain|godam|dukan|khet|fasal|paudhe|mask|cockroach|machar",
].join("|");

const ROPE = "रस्सी|रस्सियां|हुक|ड्रिल|सीढ़ी|rasi|rasiyan|rope|hook|hooks|drill|sidhi|ladder";
const ROPE_JOB = [
  "सुखाने|झूला|झूले|बांधने|बांधना|बांधें|सामान|गद्दे|गद्दा|शिफ्टिंग|टेंट|लगाने के लिए|परदे|शीशा|शीशे|तस्वीर|गाय|बकरी|भैंस|कूदने वाली",
  "sukhane|jhula|jhule|jhola|jhole|bandhne|bandhna|saman|gade|gada|shifting|tent|lagane ke liye|latkana|latkane|parde|shisha|shishe|tasvir|frame|gai|bakri|bhains|swing|skipping",
].join("|");

const HEIGHT =
  "छत|पुल|चोटी|मंजिल|बालकनी|पहाड़|पहाड़ी|टावर|ऊंचाई|chhat|chat|pul|bridge|choti|peak|manzil|manjil|floor|balcony|pahad|pahadi|tower|unchai|rooftop|sea link";
const VIEW = [
  "नजारा|नजारे|व्यू|सूर्यास्त|सूर्योदय|सनसेट|ट्रेक|ट्रेकिंग|फोटो|सेल्फी|कैफे|घूमने|सुकून|खूबसूरत|मजा|लाइट्स",
  "nazara|nazare|najara|view|sunset|sunrise|trek|trekking|photo|photos|selfie|cafe|ghumne|sukoon|sukun|khubsurat|maza|mast|vibe|lights|drive",
].join("|");
const THRILL = "बंजी|पैराग्लाइडिंग|स्काईडाइविंग|रिवर राफ्टिंग|bungee|paragliding|skydiving|rafting|zipline";

const FICTION = [
  "सीरियल|फिल्म|मूवी|एपिसोड|वेब सीरीज|सीरीज|उपन्यास|नॉवेल|किताब|गाना|गाने|गीत|हीरो|हीरोइन|विलेन|नायिका|नायक|किरदार|लेखक|नाटक",
  "serial|episode|web series|kitab|gana|gane|heroine|villain|vilen|(film|filam|movie|series|novel|book|song|drama|character|hero|picture) (mein|me|ka|ki|ke|ne|wali|wala|dekhi|dekha|dekh)",
].join("|");

const NEWS = ["खबर|अखबार|न्यूज|समाचार", "khabar|akhbar|akhbaar|news|samachar"].join("|");
const OTHERS = [
  "छात्र|लड़के|लड़की|लड़का|बच्चे|बच्चा|आदमी|औरत|किसी|उसके|उसकी|उनके|उनकी|अंकल|आंटी|पड़ोसी|पड़ोस",
  "student|ladke|ladki|ladka|bache|bacha|admi|aurat|kisi|uske|uski|unke|unki|uncle|aunty|padosi|pados|insan",
].join("|");

const GAME = [
  "पबजी|फ्री फायर|लूडो|शतरंज|क्रिकेट|फुटबॉल|कबड्डी|मैच|गेम में|टूर्नामेंट|विकेट",
  "pubg|bgmi|free fire|freefire|ludo|chess|shatranj|cricket|football|kabadi|match|game mein|game me|tournament|wicket|chicken dinner|last circle|valorant|minecraft",
].join("|");

const ILLNESS = [
  "बुखार|सिरदर्द|सर दर्द|सिर दर्द|खांसी|जुकाम|पेट दर्द|कमर दर्द|दांत दर्द|पीरियड|इन्फेक्शन|बीपी|शुगर|थायराइड|बच्चे को|कुत्ते|बिल्ली|जेट लैग|एलर्जी|रोज सुबह|रोज रात|चाय|खाली पेट|साइड इफेक्ट|एक्सपायरी|expiry|strip",
  "bukhar|bukhaar|fever|sir dard|sar dard|sardard|khansi|zukam|jukam|pet dard|kamar dard|dant dard|period|periods|infection|bp|sugar|thyroid|bache ko|bachhe ko|kute|billi|vet|jet lag|allergy|alergy|roz subah|roz raat|chai|khali pet|side effect|expiry|strip",
].join("|");
const DOSE = [
  "खुराक|डोज|एमजी|गोली|गोलियां|टैबलेट|सिरप|पैरासिटामोल|दवा|दवाई|डॉक्टर|पर्चा|पर्चे",
  "khurak|dose|mg|ml|goli|goliyan|tablet|tablets|syrup|paracetamol|crocin|dolo|ibuprofen|dawa|dawai|dwai|doctor|doc|parcha|prescription",
].join("|");

const PAST = [
  "साल पहले|महीने पहले|एक समय|एक वक्त|कॉलेज में|स्कूल में|बचपन में|कभी (मैं|मुझे)",
  "sal pehle|saal pehle|mahine pehle|ek time|ek samay|ek waqt|college mein|college me|school mein|school me|bachpan mein|kabhi (main|mujhe|socha|sochta|sochti)|kbhi|back then|us time|us din|wo phase|woh phase|jab main [0-9]+ (ki|ka)|20[0-9][0-9] me|20[0-9][0-9] mein",
].join("|");
export const NOW_GOOD = [
  "अब मैं ठीक|अब ठीक|संभाल लिया|संभाला|थेरेपी|इलाज और|नौकरी|गलत थी|गलत था|ठीक हूं|बेहतर हूं|खुश हूं|अच्छा हुआ|अब नहीं करती|अब नहीं करता|अब वो खयाल नहीं|अब वो ख्याल नहीं|कितनी strong|कितना strong|सूर्योदय|रुक गई|रुक गया",
  "ab main thik|ab thik|ab theek|sambhal liya|sambhala|therapy|ilaj aur|naukri|job|galat thi|galat tha|clean hu|proud hu|thik hu|theek hu|behtar hu|khush hu|padhata|padhati|garv|gale lagana|best teacher|mba|placement|shaadi|best man|soch badli|ab nahi|ab nhi|acha hua|acha hai ki|kitna strong|kitni strong|ab mere paas tools|jeena h|jina h|jeena hai",
].join("|");

// The gallows humour frame's parts (second round).
const GALLOWS_CONTEXT =
  "मीटिंग|बॉस|मैनेजर|ऑफिस|प्रेजेंटेशन|डेडलाइन|रिव्यू|परीक्षा|पेपर|एग्जाम|वाइवा|प्रैक्टिकल|लेक्चर|रिजल्ट|meeting|boss|manager|office|presentation|ppt|deck|deadline|review|standup|pariksha|paper|exam|viva|practical|lecture|result";
const GALLOWS_JUMP = "खिड़की से (कूद|छलांग)|छत से (कूद|छलांग)|khidki se (kud|kod|chalang)|(chat|chhat) se (kud|kod|chalang)";
const GALLOWS_IDIOM =
  "(मर|मार) (ही )?(डालेगी|डालेंगी|डालेगा|डालेंगे)|दम तोड (दूंगा|दूंगी|दिया|देंगे)|शर्म से मर|(जमीन|धरती) (में गड|फट)|mar (hi )?(dalegi|dalega|dalenge)|dum tod (dunga|dungi|diya|denge)|sharam se mar|sharm se mar|(zamen|zamin|dharti) (me gad|mein gad|fat|phat)";

export const hindiCalm: CalmEntry[] = [
  {
    id: "calm.hi.household",
    pattern: near(PRODUCT, CHORE, 6),
    examples: [
      "ब्लीच से सफेद चादर कैसे धोएं",
      "फर्श के लिए फिनाइल कितना डालें",
      "harpic se toilet saaf karna h",
      "khet mein keetnashak kab daalein",
    ],
    negatives: ["आज ब्लीच पी लूंगी", "tezaab pee jaunga", "chuha mar dawai mere paas h"],
  },
  {
    id: "calm.hi.rope-job",
    pattern: near(ROPE, ROPE_JOB, 5),
    examples: ["कपड़े सुखाने के लिए रस्सी चाहिए", "jhule ke liye mazboot rassi", "parde ke liye drill aur hook"],
    negatives: ["रस्सी तैयार है", "rassi le aaya", "nayi rassi kharidi"],
  },
  {
    id: "calm.hi.view",
    pattern: `${near(HEIGHT, VIEW, 6)}|${THRILL}`,
    examples: ["छत से सूर्यास्त का नजारा", "pahad ki choti se view mast tha", "bungee jump karna h ek baar"],
    negatives: ["छत पर खड़ा हूं", "pul pe khada hu abhi", "chhat se kood jaunga"],
  },
  {
    id: "calm.hi.fiction",
    pattern: FICTION,
    examples: ["सीरियल में आज हीरोइन ने जहर पी लिया", "web series ka villain", "ye gana bohot sad h"],
    negatives: ["मेरी जिंदगी बेकार है", "zindagi ek bojh h"],
  },
  {
    id: "calm.hi.news-others",
    pattern: near(NEWS, OTHERS, 8),
    examples: ["खबर आई कि एक छात्र ने जान दे दी", "news mein ek ladke ke baare mein padha"],
    negatives: ["khabar sun ke mera dil toot gaya", "अखबार पढ़ा"],
  },
  {
    id: "calm.hi.game-sport",
    pattern: GAME,
    examples: ["पबजी में मार दिया किसी ने", "ludo mein haar gaya", "match mein dho diya"],
    negatives: ["zindagi ka khel khatam", "खेल खत्म"],
  },
  {
    id: "calm.hi.medical",
    pattern: near(ILLNESS, DOSE, 8),
    examples: ["बुखार में कौन सी दवा लूं", "bachhe ko bukhar h syrup kitna dun", "sir dard mein kitni goli le sakte"],
    negatives: ["saari goliyan kha lunga", "नींद की गोलियां जमा की हैं"],
  },
  {
    id: "calm.hi.recovery-past",
    pattern: near(PAST, NOW_GOOD, 12),
    examples: ["दो साल पहले मरना चाहती थी, अब मैं ठीक हूं", "college mein depression tha, therapy ne bachaya, ab thik hu"],
    negatives: ["साल पहले सब अच्छा था", "ek time tha jab main khush tha"],
  },
  {
    id: "calm.hi.help-others",
    pattern: [
      "किसी दोस्त|दोस्त की मदद|मदद कैसे|कैसे मदद|चेतावनी संकेत|संकेत क्या|स्वयंसेवक|वॉलंटियर|जागरूकता|वर्कशॉप|अगर किसी|उससे क्या (कहूं|बोलूं|कहें)",
      "kisi dost|dost ki madad|madad kaise|kaise madad|kaise help|help kaise|warning signs|sanket|volunteer|jagrukta|awareness|workshop|agar kisi|usse kya (bolu|bolun|kahu|kahun|bolna|kehna)|kaise baat karun|kaise samjhaun",
    ].join("|"),
    examples: ["अगर किसी दोस्त को ऐसे ख्याल आएं तो कैसे मदद करूं", "kisi dost ko suicide ke khayal aaye toh kya karein"],
    negatives: ["मेरी कोई मदद नहीं कर सकता", "koi help nahi karta"],
  },
  {
    id: "calm.hi.trivial-cause",
    pattern: near(
      "मर|मार|खत्म|जान|काट|mar|mara|marungi|marunga|maarungi|khatam|jaan|dafna|upar pahuncha|kaat|kat|khoon pee",
      "करेला|वाईफाई|मीम|बिरयानी|मैगी|लंच|रिश्तेदार|गर्मी|भूख|बोर|शर्म|हंस|karela|wifi|meme|biryani|maggi|lunch|lunchbox|rishtedar|garmi|bhook|bhuk|bore|sharam|has|hans|hasi|hansi|ppt|dress|gpa|charger|lunchbox|bakwas|फूलदान|चार्जर|लैपटॉप|laptop",
      6,
    ),
    examples: [
      "rishtedar result poochenge aur main sharam se mar jaungi",
      "मुझे करेला देख के मर जाने का मन करता है",
      "ppt khatam ho toh mujhe dafna dena",
    ],
    negatives: ["main mar jaungi", "मैं खत्म कर लूंगी", "jaan de dungi"],
  },
  {
    id: "calm.hi.kitchen-tool",
    pattern: near(
      "चाकू|ब्लेड|छुरी|कैंची|chaku|chaaku|blade|churi|kainchi",
      "सब्जी|प्याज|कुकिंग|दाढ़ी|शेविंग|sabzi|sabji|pyaz|cooking|dadhi|shaving",
      5,
    ),
    examples: ["blade से सब्ज़ी काटना सही नहीं", "pyaz kaatte hue chaaku se ungli kat gayi"],
    negatives: ["ब्लेड मेरे पास है", "blade utha liya"],
  },
  {
    id: "calm.hi.joke",
    pattern: [
      near(
        "हाहा|हा हा|lol|lmao|haha|hahaha|emojilaugh",
        "मीटिंग|बॉस|क्लास|लेक्चर|पेपर|गर्मी|ट्रैफिक|बिल|शादी|रिश्तेदार|meeting|boss|class|lecture|zoom|call|garmi|traffic|bill|shadi|rishtedar|mummy|papa|khair",
        8,
      ),
      near("मीटिंग|लेक्चर|क्लास|बॉस|meeting|lecture|class|boss|zoom", "खिड़की से कूद|khidki se kud|khidki se kood", 8),
    ].join("|"),
    examples: ["ek aur zoom call aur main khidki se kood jaunga lol", "बॉस की मीटिंग में मन किया खिड़की से कूद जाऊं"],
    negatives: ["lol main marna chahta hu", "हाहा कोई नहीं रोएगा"],
  },
  // Second round (decision 034, "Harmless by context, second round"): idioms of dying or vanishing that
  // are hyperbole in themselves (embarrassment, laughter, heat, boredom), and gallows humour where the
  // idiom of a jump or a death stands beside a meeting, a boss, an exam or a laugh in the same clause. A
  // laugh alone is never a frame: a plan beside "lol" is a plan.
  {
    id: "calm.hi.idiom",
    pattern: [
      "(जमीन|धरती) (फट|फटे) (जाए|जाये|जाती|गई)|(जमीन|धरती) में (गड|समा|धंस) (जाऊं|जाऊ|जाऊंगा|जाऊंगी|गया|गई)|शर्म से (मर|पानी पानी|गड)|हंसते हंसते (मर|लोटपोट|पेट)|हंस हंस (के|कर) (मर|लोटपोट)|(जान|प्राण|दम) (निकाल|निकल) (दी|दिया|गई|गया|जाएगी|जाएंगे|जाएगा)|बोरियत से मर|(गर्मी|लू|धूप|ठंड) (ने|से) (जान|दम)",
      "(zamen|zamin|dharti|darti) (fat|phat|fate) (jaye|jae|jay|jati|gayi|gai)|(zamen|zamin|dharti) (me|mein|mai) (gad|sama|dhans) (jau|jaun|jaon|jaunga|jaungi|gaya|gayi)|sharam se (mar|pani pani|gad)|sharm se (mar|pani pani|gad)|hanste hanste (mar|lotpot|pet)|has has (ke|kar) (mar|lotpot)|hans hans (ke|kar) (mar|lotpot)|(jan|pran|dam) (nikal|nikl) (di|diya|gayi|gai|gaya|jayegi|jaegi|jayega)|boriyat se mar|bore ho ke mar|(garmi|lu|dhup|thand) (ne|se) (jan|dam)",
    ].join("|"),
    examples: [
      "इतनी शर्म आई कि मन किया धरती फट जाए",
      "itni sharam aayi ki zameen fat jaye",
      "दिल्ली की गर्मी ने जान निकाल दी",
      "hans hans ke mar gayi yaar",
    ],
    negatives: ["मैं सच में मर जाना चाहती हूं", "zameen pe gir gayi aur ro rahi hu", "jaan de dungi"],
  },
  {
    id: "calm.hi.gallows",
    // A jump stands only beside a meeting, a boss or an exam; a laugh only beside an idiom of dying,
    // never beside a jump (a plan beside "lol" is a plan).
    pattern: [
      near(GALLOWS_CONTEXT, `${GALLOWS_JUMP}|${GALLOWS_IDIOM}`, 10),
      near("हाहा|हा हा|lol|lmao|haha|hahaha|emojilaugh", GALLOWS_IDIOM, 10),
    ].join("|"),
    examples: [
      "बॉस की मीटिंग में सोचा खिड़की से कूद जाऊं",
      "manager ne deck badalwaya ab toh chhat se chhalang lagani padegi",
      "result dekh ke mummy mujhe maar hi dalegi 😂",
    ],
    negatives: [
      "lol kal raat ka plan pakka h",
      "खिड़की से कूदने का सोच रहा हूं",
      "haha koi nahi rokega",
      "lol kal khidki se kood jaunga",
    ],
  },
  {
    id: "calm.hi.exam-coping",
    pattern: near(
      "पेपर|परीक्षा|बोर्ड|एग्जाम|रिजल्ट|पढ़ाई|paper|pariksha|boards|board|exam|exams|result|padhai",
      "टहलने|टाइम टेबल|चाय|ब्रेक|योग|ध्यान|संभाल लूंगा|संभाल लूंगी|walk|timetable|time table|chai|break|yoga|dhyan|sambhal lunga|sambhal lungi|ho jayega",
      10,
    ),
    examples: ["पेपर की टेंशन है पर रोज टहलने जाती हूं", "boards ka pressure h par timetable bana liya"],
    negatives: ["पेपर में फेल हुआ तो जान दे दूंगा", "exam ke baad sab khatam"],
  },
];
