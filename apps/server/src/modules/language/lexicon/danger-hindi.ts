import type { DangerEntry } from "./types.ts";

// Danger from someone else, in Devanagari and in Latin letters (decision 034, "Danger from someone
// else"): read after the model, never a model feature. Written from the kinds, not from any test or
// probe line. "maarte" (hits) and "marte" (die) meet after squashing, so a blow needs someone who
// gives it (HITTER), and "mar gaye" (died) is never a blow; "taane maarna", "chhakka maara", "goal
// maara", "machchar maare" have an object between that is never the writer.
/** Someone who may hurt the writer (Latin letters, as squashed: "mummy" is "mumy", "saas" "sas"). */
export const HITTER =
  "(papa|papaji|pitaji|pita ji|dad|dady|abu|aba|abuji|mumy|mumi|mummi|mom|maa|ma|ami|amma|pati|husband|hubby|shohar|mian|miyan|biwi|wife|bf|boyfriend|sas|sasur|sasural|sasural wale|sasural vale|jeth|devar|nanad|bhai|bhaiya|bhaia|didi|behen|bahen|chacha|chachi|mama|mamaji|mami|tau|tauji|uncle|aunty|anty|teacher|sir ne|sir log|masterji|master ji|madam|mam|malik|seth|boss|manager|sotela|sotele|soteli|sautela|sautele|sauteli|stepdad|gharwale|ghar wale|gharvale|malkin|mausa|mausi|fufa|bua|jija|jiju|bhabhi|cousin|chachu|bade papa|thekedar|school wale sir|school vale sir|tuition wale sir|tution wale sir|coaching wale sir|pt sir|wale sir|vale sir)";
/** Up to four words, none an object that is never the writer or a word of play. */
export const GAP_HI =
  "(?: (?!tane|taana|taunt|chaka|chake|six|four|gol|goal|machar|machhar|makhi|wicket|ball|game|match|masti|mazak|mazaak|majak|joke|panja|cockroach|kakroch|chipkali|chuha|kil)[^ ]+){0,4}";
/** A blow, never "die" ("mar gaya", "mar jaunga"). */
export const BLOW =
  "(marte|marti|marta|mara|mari|marenge|marega|maregi|mrte|mrti|mrta|mrenge|mrega|mar dete|mar deta|mar deti|mar diya|mar di|pitai|pitayi|pit te|pitte|pit ta|pit ti|pet ta|pet te|pet ti|pitta|petta|pette|thapad|thapar|chanta|laat|lat mar[a-z]*|ghonse|ghunse|muke|haath uthat[a-z]*|hath uthat[a-z]*|haath uthay[a-z]*|hath uthay[a-z]*|gala dabat[a-z]*|gala daba[a-z]*|jalat[a-z]*)";
/** The same in Devanagari: मारते (hits) is never मरते (die). */
export const HITTER_DEV =
  "(पापा|पिताजी|पिता जी|पिता|अब्बू|मम्मी|माँ|मां|अम्मी|पति|शौहर|पत्नी|बॉयफ्रेंड|सास|ससुर|ससुराल|ससुराल वाले|जेठ|देवर|ननद|भाई|भैया|दीदी|बहन|चाचा|चाची|मामा|मामी|ताऊ|अंकल|टीचर|सर ने|मैडम|मास्टर|मालिक|सेठ|बॉस|सौतेल[^ ]*|घरवाले|घर वाले|मालकिन|मौसा|मौसी|फूफा|बुआ|जीजा|जीजू|भाभी|कजिन|चाचू|बडे पापा|ठेकेदार|स्कूल वाले सर|ट्यूशन वाले सर|कोचिंग वाले सर|पीटी सर|वाले सर)";
export const GAP_DEV =
  "(?: (?!ताने|ताना|छक्का|चौका|गोल|मच्छर|मक्खी|गेंद|गेम|मैच|मस्ती|मजाक|पंजा|कॉकरोच|छिपकली|चूहा|चूहे|कील)[^ ]+){0,4}";
export const BLOW_DEV =
  "(मारते|मारती|मारता|मारा|मारी|मारेंगे|मारेगा|मारेगी|मार देते|मार देता|मार देती|मार दिया|पीट[^ ]*|पिटाई|पिट[^ ]*|थप्पड|लात|घूंसे|घूँसे|मुक्के|हाथ उठा[^ ]*|गला दबा[^ ]*|जलात[^ ]*)";

export const hindiDanger: DangerEntry[] = [
  {
    id: "danger.hi.violence",
    pattern: `${HITTER_DEV}${GAP_DEV} ${BLOW_DEV}(?! (थे|था|थी))|मारपीट (करते|करता|करती|होती)|मार पीट (करते|करता|करती|होती)`,
    examples: ["सौतेले पिता रोज़ पीटते हैं", "पति ने थप्पड़ मारा", "ससुराल वाले मारते हैं", "टीचर ने लात मारी"],
    negatives: ["मच्छर मारे", "पड़ोसी ताने मारते हैं", "भैया ने छक्का मारा", "पापा मर गए", "दादी ने मजाक में मारा"],
  },
  {
    id: "danger.hinglish.violence",
    pattern: `${HITTER}${GAP_HI} ${BLOW}(?! (the|tha|thi))|mar ?pit (karte|karta|karti|hoti)|mar ?pet (karte|karta|karti|hoti)`,
    examples: [
      "papa maarte hain",
      "sasural wale marte hain",
      "teacher ne maara",
      "bhai ne thappad maara",
      "pati roz pitai karta hai",
      "sasural wale bht mrte h",
      "sautele papa haath uthate hain",
    ],
    negatives: [
      "taane maarte hain sab",
      "mummy ne daanta aaj",
      "bhai ne chhakka maara",
      "papa mar gaye pichle saal",
      "didi ne masti mein maara",
      "papa ne bike chalana sikhaya",
      "bhai mujhse jalta hai",
    ],
  },
  {
    id: "danger.hi.sexual",
    pattern:
      "(गलत|गंदे|गन्दे|बुरे) (जगह|जगहों|तरीके|तरह) (से |पर )?(छू|छु|टच|हाथ लगा|हाथ डाल|हाथ फेर)[^ ]*|(बैड|गंदा|गन्दा|बुरा) टच|गंदी हरकत[^ ]*|गन्दी हरकत[^ ]*|जबरदस्ती (की|करता|करते|किया|छू[^ ]*)|छेडछाड|यौन (शोषण|उत्पीडन)|शोषण (करता|करते|किया)|बलात्कार|(छूते|छूता|छूती)(?: [^ ]+){0,5} (किसी को )?मत बताना",
    examples: ["मामा गलत तरीके से छूते हैं", "उसने बैड टच किया", "पड़ोसी गंदी हरकतें करता है", "उसने जबरदस्ती की"],
    negatives: ["दादी सिर पर हाथ फेरती हैं", "गलत जवाब लिखा", "पैर छूकर आशीर्वाद लिया"],
  },
  {
    id: "danger.hinglish.sexual",
    pattern:
      "(galat|gande|ganda|gandi|bure) (jagah|jaga|jagah pe|tarike|tareke|tarah) (se |pe |par )?(chu|chhu|cho|chho|touch|hath laga|haath laga|hath dal|haath daal|hath pher|haath pher)[a-z]*|(bad|ganda|gandi) touch|gandi (harkat|harkaten|harkatein)|zabardasti (ki|karta|karte|kiya|touch|chu[a-z]*)|chhedchhad|chedchad|molest[a-z]*|yon shoshan|shoshan (karta|karte|kiya)|rape (kiya|karta|kia)|(chute|chhute|chote|chhote|chte|touch karte|touch karta)(?: [^ ]+){0,5} (kisi ko (mat|na) batana|secret (h|hai))",
    examples: [
      "chacha galat jagah chhoote hain",
      "tuition sir ne bad touch kiya",
      "bhaiya gande tarike se touch karta hai",
      "usne zabardasti ki",
    ],
    negatives: [
      "galat jawab diya",
      "dadi ne sar pe haath phera",
      "pair chhoo ke aashirwad liya",
      "chote bhai ko padhaya",
    ],
  },
  {
    id: "danger.hi.threat",
    pattern:
      "जान से (मार|खत्म) (देगा|देंगे|देगी|डालेगा|डालेंगे|डालेगी)|जिंदा जला (देगा|देंगे|देगी|डालेगा|डालेंगे)|(तेजाब|एसिड) (फेंक|डाल) (देगा|देंगे|देगी)|(टांग|टांगें|हड्डी|हड्डियां) तोड (देगा|देंगे|देगी|डालेगा|डालेंगे)|(मारने|जलाने|तेजाब|एसिड|फोटो|वीडियो|जान)[^ ]* (की )?(धमकी|धमकि)|(धमकी|धमकि)(?: [^ ]+){0,4} (फोटो|वीडियो|मार|जला|तेजाब|एसिड)[^ ]*",
    examples: ["कहता है जान से मार देगा", "भाई ने ज़िंदा जलाने की धमकी दी", "तेजाब फेंक देगा", "धमकी दे रहा है कि वीडियो डाल देगा"],
    negatives: [
      "बहन ने मम्मी को बताने की धमकी दी",
      "ये पेपर मार डालेगा",
      "हंसते हंसते मर गया",
      "ये ट्रैफिक मेरी जान ले लेगा",
      "उसको जान से मार दूंगा",
    ],
  },
  {
    id: "danger.hinglish.threat",
    pattern:
      "(jan|jaan) se (mar|khatam) (dega|denge|degi|dalega|dalenge|dalegi|dege)|zinda (jala|jla) (dega|denge|degi|dalega|dalenge)|(tezab|tejab|acid) (phenk|fenk|fek|dal) (dega|denge|degi)|(tang|tange|taang|taange|hadi|hadiyan|hadiya) tod (dega|denge|degi|dalega|dalenge)|(marne|jalane|tezab|acid|photo|video|jan)[a-z]* (ki )?dhamki|dhamki(?: [^ ]+){0,4} (photo|pic|video|mar|jala|tezab|acid)[a-z]*",
    examples: [
      "bolta hai jaan se maar dega",
      "pati ne zinda jalane ki dhamki di",
      "acid phenk dega",
      "taange tod dega",
    ],
    negatives: [
      "behen ne mummy ko batane ki dhamki di",
      "ye paper maar daalega yaar",
      "hasi se mar gaya",
      "ye traffic meri jaan le lega",
      "usko toh jaan se maar dunga",
      "apni jaan le lunga kisi din",
    ],
  },
  {
    id: "danger.hi.confined",
    pattern:
      "(कमरे|घर|कोठरी) में बंद (कर |करके )?(देते|देता|देती|दिया|दी|रखा|रखते|रखती|रखता)|(मुझे|मुझको|हमें|हमको)(?: [^ ]+){0,3} बंद (करके|कर के|कर)(?: [^ ]+){0,3} ताला|घर से (बाहर )?(निकलने|जाने) नहीं (देते|देता|देती)|(पति|पतिदेव|शौहर|हसबैंड|ससुराल|ससुरालवाले|ससुराल वाले|सास|ससुर|देवर|जेठ|ननद)(?: [^ ]+){0,4} (फोन|फ़ोन) (छीन|छीनकर|छीन लिया|छीन लेता|छीन लेते|छीन लेती)|(फोन|फ़ोन) (छीन|छीनकर)[^ ]*(?: [^ ]+){0,6} (ताकि|जिससे|किसी से|घरवालों से|घर वालों से|मायके|कमरे में बंद|बंद कर|मारा|पीटा|मारते|पीटते|मारता|पीटता)",
    // The phone taken needs company, as in danger.en.confined: a husband or in-laws, or so I can't call
    // or tell anyone, or locked in, or beaten. A parent taking a teenager's phone is no danger, and
    // "उसने फोन छीन लिया" alone (it used to be an example) says neither who nor why: now a negative.
    examples: [
      "सास कमरे में बंद कर देती है",
      "पति घर से बाहर जाने नहीं देता",
      "पति ने फोन छीन लिया",
      "उसने फोन छीन लिया ताकि मैं किसी से बात न कर सकूं",
    ],
    negatives: [
      "दरवाजा बंद कर दो",
      "ठंड में बाहर जाने नहीं देते मम्मी, कहती हैं टोपी पहनो बस",
      "उसने फोन छीन लिया",
      "मम्मी ने फोन छीन लिया पढ़ाई के लिए",
      "पापा ने फोन छीन लिया, बोर्ड्स के बाद मिलेगा",
    ],
  },
  {
    id: "danger.hinglish.confined",
    pattern:
      "(kamre|kamra|room|ghar|kothri) (mein|me|main|mai) band (kar |kr |karke )?(dete|deta|deti|diya|di|rakha|rakhte|rakhti|rakhta)|(mujhe|muje|mujhko|hume|humko|hame)(?: [^ ]+){0,3} band (karke|kar ke|krke|kar|kr)(?: [^ ]+){0,3} (tala|tale|lock)|ghar se (bahar )?(nikalne|jane|jaane) (nahi|nai|na) (dete|deta|deti)|(pati|patidev|husband|hubby|shohar|sasural|sasuralwale|sasural wale|saas|sasur|devar|jeth|nanad|in laws|inlaws)(?: [^ ]+){0,4} phone (chheen|chin|chhin|cheen)[a-z]*|phone (chheen|chin|chhin|cheen)[a-z]*(?: [^ ]+){0,6} (taaki|taki|jisse|kisi se|kisise|ghar walo se|gharwalo se|ghar walon se|gharwalon se|maayke|mayke|maike|kamre mein band|room mein band|band kar|maara|mara|peeta|pita|maarte|marte|peet)",
    // The phone taken needs company (see danger.hi.confined above): "usne phone chheen liya" alone, an
    // example until now, is also what a parent does before exams; now a negative.
    examples: [
      "pati ghar se bahar jaane nahi deta",
      "kamre mein band kar dete hain",
      "pati ne phone chheen liya",
      "usne phone chheen liya taaki main kisi se baat na kar saku",
      "sasural wale phone chheen lete hain",
    ],
    negatives: [
      "darwaza band kar do",
      "kamra saaf kar diya",
      "raat ko bahar jaane nahi dete mummy",
      "usne phone chheen liya",
      "papa ne phone chheen liya",
      "mummy ne phone chheen liya exam ki wajah se",
    ],
  },
  {
    id: "danger.hi.forced-marriage",
    pattern:
      "(जबरदस्ती|जबरन)(?: [^ ]+){0,3} (शादी|निकाह|ब्याह|विवाह)|(शादी|निकाह)(?: [^ ]+){0,3} (जबरदस्ती|जबरन)|(मर्जी|मरजी) के (बिना|खिलाफ) (शादी|निकाह)",
    examples: ["घरवाले जबरदस्ती शादी करवा रहे हैं", "मेरी मर्जी के बिना शादी तय कर दी"],
    negatives: ["दीदी की शादी अगले महीने है", "शादी में बहुत मजा आया", "बाल विवाह पर एक शो देखा"],
  },
  {
    id: "danger.hinglish.forced-marriage",
    pattern:
      "(zabardasti|jabardasti|zbrdsti|zbrdasti|jbrdsti|jabran)(?: [^ ]+){0,3} (shadi|shdi|nikah|byah|vivah)|(shadi|shdi|nikah)(?: [^ ]+){0,3} (zabardasti|jabardasti|zbrdsti)|(marzi|marji|mrzi) ke (bina|khilaf|khilf) (shadi|shdi|nikah)",
    examples: ["gharwale zabardasti shaadi karwa rahe", "meri marzi ke bina shaadi fix kar di"],
    negatives: ["didi ki shaadi next month hai", "shaadi mein mast dance kiya"],
  },
  {
    id: "danger.hi.stalking-blackmail",
    pattern:
      "पीछा (करता|करते|करती|कर रहा|कर रहे)|ब्लैकमेल[^ ]*|(वायरल|लीक|लिक) कर (देगा|देंगे|देगी)|(फोटो|तस्वीर[^ ]*|वीडियो|पिक्स)(?: [^ ]+){0,3} (पैसे|पैसा) (मांग|मंग)[^ ]*",
    examples: ["एक आदमी रोज़ पीछा करता है", "वो मुझे ब्लैकमेल कर रहा है", "फोटो वायरल कर देगा", "वीडियो दिखाकर पैसे मांग रहा है"],
    negatives: ["पीछे मुड़कर देखा", "फोटो बहुत अच्छी आई", "उसका वीडियो वायरल हो गया"],
  },
  {
    id: "danger.hinglish.stalking-blackmail",
    pattern:
      "(picha|pecha|pichha|pcha) (karta|karte|karti|krta|krte|kar raha|kr rha|kar rahe)|blackmail[a-z]*|(viral|leak|lik) (kar|kr) (dega|denge|degi|dege)|(photo|photos|pic|pics|video|videos|tasvir|tasveer|nudes)(?: [^ ]+){0,3} (paise|pese|paisa) (mang|mng)[a-z]*",
    examples: ["ek ladka roz peecha karta hai", "wo blackmail kar raha", "pics viral kar dega"],
    negatives: ["peeche dekho", "photo mast aayi", "gaana viral ho gaya", "accident ka video viral hai"],
  },
  {
    id: "danger.hi.unsafe-home",
    pattern:
      "घर (में|पर|पे) (मैं |मै )?(सुरक्षित|सेफ|महफूज)(?: [^ ]+){0,2} (नहीं|नही)|घर (जाने|वापस जाने|लौटने|वापस लौटने|वापिस जाने) (से|में) (डर|डार)|घर (वापस |वापिस )?(नहीं|नही) (जाना|जाऊंगी|जाऊंगा|जाऊगी|जा सकती|जा सकता)(?: [^ ]+){0,4} (डर|मारेंगे|मारेगा|पीटेंगे|पीटेगा|पता (नहीं|नही) (वो |वह |पापा |पति )?क्या)",
    examples: ["घर में सुरक्षित महसूस नहीं होता", "घर जाने से डर लगता है", "घर नहीं जाना, पापा मारेंगे"],
    negatives: ["घर में सुरक्षित हूँ", "घर जाने का मन है", "अंधेरे से डर लगता है"],
  },
  {
    id: "danger.hinglish.unsafe-home",
    pattern:
      "(ghar|ghr) (mein|me|main|mai|pe|par|pr) (main |mai |me )?(safe|surakshit|mehfuz|mahfuz|mehfooz|mahfooz)(?: [^ ]+){0,2} (nahi|nai|na|nhi)|ghar (jane|jaane|wapas jane|wapas jaane|vapas jane|lautne|wapas lautne) (se|mein|me) (dar|dr)|ghar (wapas |vapas |back )?(nahi|nai|nhi) (jana|jaana|ja sakti|ja sakta|jaungi|jaunga)(?: [^ ]+){0,4} (dar|darr|marenge|marega|maregi|pitenge|pitega|petenge|pata (nahi|nai|nhi) (wo |woh |vo |papa |pati )?kya|kya (karega|karegi|karenge|kar dega|kar degi) (wo|woh|vo))",
    examples: [
      "ghar pe safe nahi hoon",
      "ghar mein safe feel nahi hota",
      "ghar jaane se darr lagta hai",
      "ghr me safe nhi hu",
    ],
    negatives: ["ghar pe safe hoon ab", "ghar jaane ka mann hai", "andhere se dar lagta hai"],
  },
];
