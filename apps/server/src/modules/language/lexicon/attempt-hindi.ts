import type { AttemptEntry } from "./types.ts";

// A disclosed suicide attempt in Hindi, Devanagari and Latin letters (decision 034, "A disclosed attempt:
// a layer after the model"): read after the model, never a model feature. "koshish ki", "try kiya",
// "कोशिश की", "प्रयास किया" after a way of dying or a means; an act done ("nas kaat li", "saari goliyan kha
// li", "zeher pi liya", "फंदा लगाया"); counting ("doosri baar" beside a way of dying); a friend's or
// relative's attempt ("dost ne ... koshish ki"). Only past verbs: "kal marne ki koshish karunga" is a
// plan (the model's), so "kal" beside these verbs is yesterday. Patterns are squashed like the text
// ("maarne" and "marne", "koodne" and "kodne" meet), so a bare "marne" never follows a thing or a person
// killed ("machhar", "cockroach ko", "mujhe").

/** Someone or something killed or hit: "marne" after these is "maarne", not dying. */
const NOT_KILLING =
  "(?<!(ko|machar|macchar|cockroach|cokroach|chuha|chuhe|chuhon|makhi|makhiyan|makhiyon|kida|kide|keeda|keede|chipkali|chhipkali|time|waqt|bore|mosquito|rats|ants|chinti|chintiyan|mujhe|mujhko|hume|humein|hamein|use|usko|unko|tujhe|tumhe|isko|ise|unhe|bachon|bachhe|sher|saanp|sanp) )";
/** Ways of dying, Latin letters, as the object of "koshish" ("marne ki koshish"). */
const WAY_LATIN = `(${NOT_KILLING}(marne|mrne|marney)|(jaan|jan) (dene|lene|dene ka|lene ka)|apni (jaan|jan|zindagi|life) (lene|khatam karne)|khudkushi( karne)?|khudkhushi( karne)?|suicide( karne)?|sucide( karne)?|(aatmhatya|atmhatya|atm hatya)( karne)?|(khud|apne aap|khudko) ko (khatam|khtm|mitane|marne|khatam karne|khtm karne|maar dalne|mar dalne)|khudko (khatam|khtm|marne|mitane)( karne)?|(zindagi|zindgi|life) (khatam|khtm|end) karne|(nas|nase|nasen|kalai|wrist) (katne|kaatne|kaat ne|cut karne)|(phanda|fanda|phansi|fansi|phasi|fasi|phande|fande) (lagane|lgane|se latakne)|latakne|(zeher|zehar|jahar|zahar|poison) (khane|pine|peene|khakar marne)|(goliyan|golian|goliya|tablets|pills) (khane|kha ke marne|khakar marne|kha kar marne)|(chhat|chat|terrace|building|pul|bridge|balcony|chhath|imarat) se (koodne|kudne|kodne|chhalang lagane)|(train|metro|truck|bus) ke (aage|neeche|niche|samne|saamne) (koodne|kudne|kodne|aane)|(nadi|nahar|kuen|kuye|pani) (mein|me) (koodne|kudne|doobne|dubne)|khud ko aag lagane|khud ko jalane|unalive (hone|karne))`;
/** "ki koshish ki" and its spellings, past only ("koshish karunga" is a plan). */
const TRIED_LATIN =
  "(ki |ka |ke )?(koshish|koshis|kosis|kosish|koshsh|kshish|ksish|kosiss|prayas|prayaas|try|attempt|atempt|atmpt|atmt) (ki|kii|kari|kri|kiya|kia|kiye|kar li|kr li|kar liya|kr liya|ki thi|kiya tha|kar chuka|kar chuki|kr chuka|kr chuki|kar chuke)(?! (ja|jaa|jayegi|jayega|gayi|gai|gayee|gyi|zarurat|jarurat))";
/** Pills and strips. */
const PILLS_LATIN =
  "(paracetamol|crocin|dolo|painkiller|painkillers|antidepressants|sleeping pills|goliyan|golian|goliya|goliyaan|tablets|tablet|pills|dawaiyan|dawaiya|davaiyan|strip|strips|patta|patte|patti|pattiyan|pata|pati)";
/** More than a dose. */
const MANY_LATIN =
  "(saari|sari|poori|puri|pori|bahut saari|bahut sari|dher saari|dher sari|ek saath|ek sath|sab|sabhi|[1-9][0-9]+|bees|tees|chalis|pachas|(neend|nind) ki|sleeping|bahut|bohot|bhot|dher)";
/** An act done, Latin letters. */
const ACT_LATIN = [
  "(nas|nase|nasen|kalai|wrist|haath ki nas) (kaat|kat|kaat di|cut kar|cut kr) (li|lee|di|dali|daali|liya|diya)",
  // Round three: "razor se wrist kaata", "kalai kaati"; "OD kiya tha" (not "reels ka overdose kiya").
  "(razor|blade|chaku|chaaku|knife|cutter|kanch) se(?: [^ ]+){0,3} (wrist|wrists|kalai|nas|nasen|nase) (kaata|kaati|kaat dali|kaat daali|cut kiya|cut ki)|(nas|nase|nasen|kalai|wrist|wrists) (kaata|kaati|kaat dala|kaat daala|kaat daali)(?! (ja|jaa|jayega|jayegi|gaya|gayi|gya|gyi))",
  "(?<!(ka|ki|ke|of|se) )(od|overdose) (kiya|kia|kar liya|kr liya|kar li|kr li|kiya tha|kia tha)",
  `${MANY_LATIN}(?: [^ ]+){0,3} ${PILLS_LATIN}( ek (saath|sath|baar mein|bar me))? (kha|khaa|nigal|gatak|gatka|le) (li|lin|liya|lia|gaya|gayi|gai|gya|gyi|liye)`,
  "(zeher|zehar|jahar|zahar|poison|phenyl|finyl|keetnashak|kitnashak|pesticide|harpic|tezab|tejab|acid|(chuhe|chuha) (marne|mar) ki (dawai|dawa|goli)) (pi|pee|kha|khaa|gatak) (liya|li|lia|gaya|gayi|gai|gya|gyi)",
  "(phanda|fanda|phansi|fansi|phasi|fasi) (lagaya|lagai|lagayi|lgaya|laga liya|laga li|laga lia|lga liya|lga li)",
  "(main|mai|me|mein)(?: [^ ]+){0,4} (pankhe|pankha|fan|chhat|chat|chhath) se (latak|latak|ltak) (gaya|gayi|gai|gya|gyi)",
  // A jump survived, only with the writer as the subject ("ek ladka chhat se kood gaya" is news).
  "(main|mai|me|mein)(?: [^ ]+){0,4} (chhat|chat|terrace|building|pul|bridge|balcony|imarat) se (kood|kud|kod) (gaya|gayi|gai|gya|gyi|padi|pada)",
].join("|");

/** Ways of dying, Devanagari, as the object of "कोशिश". */
const WAY_DEV =
  "(मरने|सुसाइड( करने)?|जान (देने|लेने)|अपनी (जान|ज़िंदगी|जिंदगी) (लेने|खत्म करने)|खुदकुशी( करने)?|आत्म ?हत्या( करने)?|(खुद|अपने आप|खुदको) को (खत्म|मिटाने|मारने|खत्म करने)|खुदको (खत्म|मारने|मिटाने)( करने)?|(ज़िंदगी|जिंदगी) खत्म करने|(नस|नसें|कलाई) काटने|(फांसी|फंदा|फंदे) (लगाने|से लटकने)|लटकने|(ज़हर|जहर) (खाने|पीने|खाकर मरने)|(गोलियां|गोलियों|गोलियाँ) (खाने|खाकर मरने|खा कर मरने)|(छत|बिल्डिंग|पुल|बालकनी|इमारत) से (कूदने|छलांग लगाने)|(ट्रेन|रेल|मेट्रो|ट्रक|बस) के (आगे|नीचे|सामने) (कूदने|आने)|(नदी|नहर|कुएं|पानी) में (कूदने|डूबने)|खुद को आग लगाने|खुद को जलाने|अनअलाइव (होने|करने))";
/** "की कोशिश की", "का प्रयास किया", past only. */
const TRIED_DEV =
  "(की |का |के )?(कोशिश|प्रयास|कोशीश|कोसिस|कोसिश|कोशिस|ट्राई|ट्राइ|अटेम्प्ट|अटैम्प्ट) (की|किया|करी|कर ली|कर लिया|कर चुका|कर चुकी)(?! (जा|गई|गयी|गया|जरूरत|ज़रूरत))";
const PILLS_DEV = "(पैरासिटामोल|क्रोसिन|डोलो|गोलियां|गोली|टेबलेट|टैबलेट|दवाइयां|दवाईयां|दवाएं|पत्ती|पत्ता|पत्ते|स्ट्रिप)";
const MANY_DEV = "(सारी|पूरी|बहुत सारी|ढेर सारी|एक साथ|सब|सभी|[1-9][0-9]+|बीस|तीस|चालीस|पचास|नींद की)";
const ACT_DEV = [
  "(नस|नसें|कलाई) काट (ली|दी|डाली|लीं)",
  `${MANY_DEV}(?: [^ ]+){0,2}( ${PILLS_DEV})+( एक साथ)? (खा|निगल|गटक) (लीं|ली|लिया|लिये|गया|गई|गयी)`,
  "(ज़हर|जहर|फिनाइल|कीटनाशक|तेज़ाब|तेजाब|चूहे मारने की (दवा|दवाई|गोली)) (पी|खा|गटक) (लिया|ली|गया|गई|गयी)",
  "(फंदा|फांसी) (लगाया|लगाई|लगा लिया|लगा ली)",
  // Round three: "चूहे की दवा खाई थी", "बीस पच्चीस बीपी की गोलियाँ निगली हैं", "पूरा पत्ता खा लिया नींद वाली गोलियों का".
  "(ज़हर|जहर|फिनाइल|कीटनाशक|तेज़ाब|तेजाब|चूहे (मारने )?की (दवा|दवाई|गोली)) (खाई|खाया|पिया)",
  `${MANY_DEV}(?: [^ ]+){0,3}( ${PILLS_DEV})+ (निगली|निगलीं|निगल लीं|निगल ली|खाईं)`,
  "(पूरा|पूरी) (पत्ता|पत्ती|स्ट्रिप) (खा|निगल|गटक) (लिया|ली|लीं)(?=.* (गोली|गोलियों|गोलियां|दवा|दवाई|टैबलेट|टेबलेट))",
  "(नदी|नहर|पुल|छत|बिल्डिंग|बालकनी|इमारत|मंजिल) से कूदी (थी|हूं|हूँ)(?=.* (निकाला|बचाया|बचा लिया|कांप|होश|अस्पताल))",
  "मैं(?: [^ ]+){0,4} (पंखे|छत) से लटक (गया|गई|गयी)",
  "मैं(?: [^ ]+){0,4} (छत|बिल्डिंग|पुल|बालकनी|इमारत) से कूद (गया|गई|गयी|पड़ा|पड़ी)",
].join("|");

/** Somebody close to the writer (or a person: "ek ladke ne"), as the subject ("dost ne", "भाई ने"). */
const OTHER_LATIN =
  "((dost|friend|sister|brother|sis|bro|mother|father|husband|wife|son|daughter|bf|gf|boyfriend|girlfriend|behen|bahen|behan|didi|bhai|bhaiya|cousin|papa|mummy|mumma|maa|mom|dad|chacha|chachi|mama|mami|roommate|room mate|roomie|flatmate|classmate|batchmate|pati|patni|biwi|beta|beti|saheli|bestie|bff|senior|junior|padosi|padosan|pados|neighbour|aunty|aunti|uncle|bhabhi|bhabi|jiju|jija|bua|mausi|nana|nani|dada|dadi|ladke|ladki|ladka|bande|bandi|partner|colleague|frnd|frend|fiance|fiancee|mangetar|bestfriend) ne|usne|unhone|unhonne|isne)";
const OTHER_DEV =
  "((दोस्त|सहेली|बहन|दीदी|भाई|भैया|पापा|मम्मी|माँ|मां|चाचा|चाची|मामा|मामी|पति|पत्नी|बेटा|बेटी|पड़ोसी|पड़ोसन|भाभी|जीजा|जीजू|आंटी|अंकल|बुआ|मौसी|नाना|नानी|दादा|दादी|लड़के|लड़की|रूममेट|क्लासमेट|सहपाठी|सहकर्मी|कलीग|मंगेतर) ने|उसने|उन्होंने|इसने)";
/** Up to eight words between the subject and the act ("didi ne shaadi wali ladai ke baad phenyl pi liya"). */
const GAP = "(?: [^ ]+){0,8}";
/** Ways somebody else tried: WAY without a bare "marne", which after "ne" can be a blow ("sasur ne maarne ki koshish ki"). */
const OTHER_WAY_LATIN = `((jaan|jan) dene|apni (jaan|jan|zindagi) (lene|khatam karne)|khudkushi( karne)?|suicide( karne)?|sucide( karne)?|(aatmhatya|atmhatya)( karne)?|khud ko (khatam|khtm) karne|khudko (khatam|khtm) karne|(nas|nase|kalai) (katne|kaatne)|(phanda|fanda|phansi|fansi|phasi|fasi) (lagane|lgane)|(phande|fande|rassi|dupatte|dupate|chunni) se latakne|(pankhe|pankha|fan|chhat) se latakne(?!.* (saaf|seedhi|sidhi|ladder|lol|haha|hahaha|masti))|(zeher|zehar|jahar) (khane|pine|peene)|(goliyan|golian|tablets|pills) (khane|kha ke marne|khakar marne)|(chhat|chat|terrace|building|pul|bridge|balcony|imarat|manzil|manjil) se (koodne|kudne|kodne|chhalang lagane)|(train|metro|truck|bus) ke (aage|neeche|niche|samne|saamne) (koodne|kudne|kodne|aane)|(nadi|nahar|kuen|kuye|pani|canal|river) (mein|me) (koodne|kudne|doobne|dubne)|khud ko aag lagane|khudko aag lagane|khud ko jalane|unalive (hone|karne))`;
const OTHER_WAY_DEV =
  "(जान देने|अपनी जान लेने|खुदकुशी( करने)?|आत्म ?हत्या( करने)?|खुद को खत्म करने|(नस|नसें|कलाई) काटने|(फांसी|फंदा) लगाने|(फंदे|रस्सी|दुपट्टे) से लटकने|(ज़हर|जहर) (खाने|पीने)|(गोलियां|गोलियों|गोलियाँ) खाने|(छत|बिल्डिंग|पुल|बालकनी|इमारत|मंजिल) से (कूदने|छलांग लगाने)|(ट्रेन|रेल|मेट्रो|ट्रक|बस) के (आगे|नीचे|सामने) (कूदने|आने)|(नदी|नहर|कुएं|पानी) में (कूदने|डूबने)|खुद को आग लगाने|खुद को जलाने|अनअलाइव होने)";
/** A jump or fire done by somebody else ("chhalang laga di", "khud ko aag laga li"). */
const OTHER_DONE_LATIN =
  "(chhat|chat|terrace|building|pul|bridge|balcony|imarat|manzil|manjil|floor) se (chhalang|chalang) (laga di|lga di|maar di|mar di|lagai|lagayi)|(chhat|chat|terrace|building|pul|bridge|balcony|imarat|manzil|manjil|floor) se (kood|kud) (gaya|gayi|gai|gya|gyi|padi|pada)|khud ko aag (laga li|laga di|lga li)|(nahar|nadi|canal|river) (mein|me) (kood|kud|chhalang laga) (gaya|gayi|gai|gya|gyi|di)|(dobara|dubara|phir se|fir se) (koshish|try|attempt) (ki|kiya|kari)(?=.* (dawai|dawaiyon|goliyan|goliyon|tablets|pills|phanda|fanda|rassi|zeher|nas|kalai|chhat))";
const OTHER_DONE_DEV =
  "(छत|बिल्डिंग|पुल|बालकनी|इमारत|मंजिल) से (छलांग लगा दी|छलांग लगाई|कूद (गया|गई|गयी|पड़ा|पड़ी))|खुद को आग लगा (ली|दी)|(नहर|नदी) में (कूद|छलांग लगा) (गया|गई|गयी|दी)|गैस खोल (दी|दिया)(?=.* बच (गई|गया|गयी))|(दोबारा|फिर से) (कोशिश|प्रयास) (की|किया)(?=.* (दवा|दवाई|दवाइयों|दवाइयां|गोलियों|गोलियां|फंदा|फांसी|रस्सी|ज़हर|जहर|नस|कलाई|छत))";
/** A bare "atmpt kiya" right after the subject, with at most a word of time ("sis ne kal atmpt kiya"). */
const OTHER_BARE_LATIN = `${OTHER_LATIN}( (kal|aaj|parso|abhi|phir se|fir se|firse|dobara|kal raat))? (suicide )?(attempt|atmpt|atempt) (kiya|kia|kar liya|kr liya|kr lia|kar lia)`;
/** What somebody else tried or did. */
const OTHER_ACT_LATIN = `${OTHER_WAY_LATIN} ${TRIED_LATIN}|${ACT_LATIN}|${OTHER_DONE_LATIN}`;
const OTHER_ACT_DEV = `${OTHER_WAY_DEV} ${TRIED_DEV}|${ACT_DEV}|${OTHER_DONE_DEV}`;
/** A friend or sibling who tried "marne": never a parent, a spouse or an in-law, where it can be a blow. */
const PEER_LATIN =
  "(dost|friend|sister|brother|sis|bro|bf|gf|boyfriend|girlfriend|behen|bahen|behan|didi|bhai|bhaiya|cousin|roommate|room mate|roomie|flatmate|classmate|batchmate|saheli|bestie|bff|ladke|ladki|ladka|frnd|frend|fiance|fiancee|mangetar|bestfriend) ne";
const PEER_DEV = "(दोस्त|सहेली|बहन|दीदी|भाई|भैया|लड़के|लड़की|रूममेट|क्लासमेट|सहपाठी) ने";
const PEER_MARNE_LATIN = `${PEER_LATIN}(?: [^ ]+){0,3} ${NOT_KILLING}(marne|mrne|marney) ${TRIED_LATIN}`;
const PEER_MARNE_DEV = `${PEER_DEV}(?: [^ ]+){0,3} (?<!(को|मुझे|उसे|हमें|तुम्हें) )मरने ${TRIED_DEV}`;

/** A way of dying or a means in the same text (company for counting). */
const DYING_WORDS =
  "marne|mrne|suicide|khudkushi|atmhatya|aatmhatya|jan dene|nas|kalai|phanda|fanda|phansi|fansi|rassi|rasi|zeher|zehar|jahar|goliyan|golian|strip|kood|kud|hospital|icu|hosh|मरने|आत्महत्या|खुदकुशी|जान देने|नस|कलाई|फंदा|फांसी|रस्सी|ज़हर|जहर|गोलियां|कूद|अस्पताल|होश|(phir|fir|phir se|fir se|firse) (bach|bch) (gaya|gayi|gai|gya|gyi)|फिर (से )?बच (गया|गई|गयी)";

export const hindiAttempt: AttemptEntry[] = [
  {
    id: "attempt.hinglish.self",
    kind: "self",
    pattern: `${WAY_LATIN} ${TRIED_LATIN}|${ACT_LATIN}`,
    examples: [
      "maine marne ki koshish ki",
      "maine kal raat marne ki koshish ki",
      "maine nas kaatne ki koshish ki",
      "maine phanda lagane ki koshish ki par rassi toot gayi",
      "maine suicide try kiya kal",
      "maine do baar suicide attempt kiya hai",
      "maine poori strip kha li thi kal",
      "maine abhi neend ki goliyan kha li",
      "kal raat phanda lagaya tha par rassi toot gayi",
      "kal maine zeher pi liya tha",
      "abhi abhi kalai kaat li maine",
      "maine sleeping pills kha li",
      "main pankhe se latak gayi thi par dupatta phat gaya",
      "do baar marne ki koshish kar chuki hoon",
      "mne mrne ki koshish ki",
      "maine apni jaan lene ki koshish ki thi",
      "train ke aage koodne ki koshish ki thi maine",
    ],
    negatives: [
      "kal main marne ki koshish karunga",
      "kal cockroach ko marne ki koshish ki",
      "kal main machhar marne ki koshish kar raha tha",
      "usne mujhe maarne ki koshish ki",
      "maine baal kaatne ki koshish ki",
      "maine poori strip chocolate kha li",
      "papa ne bukhar mein do goliyan kha li",
      "pool mein koodne ki koshish ki",
      "kapde sukhane ke liye rassi lagayi",
      "maine kabhi marne ki koshish nahi ki",
      "maine chuhe marne ki dawai dukaan se li",
      "diet ki koshish ki par fail ho gayi",
    ],
  },
  {
    id: "attempt.hi.self",
    kind: "self",
    pattern: `${WAY_DEV} ${TRIED_DEV}|${ACT_DEV}`,
    examples: [
      "मैंने नस काटने की कोशिश की",
      "मैंने आत्महत्या की कोशिश की",
      "मैंने जान देने की कोशिश की",
      "मैंने फांसी लगाने की कोशिश की",
      "मैंने खुदकुशी का प्रयास किया था",
      "मैंने अभी नींद की गोलियां खा लीं",
      "मैंने बहुत सारी नींद की गोलियां खा लीं",
      "मैंने सुसाइड करने की कोशिश की",
      "मैं कल रात पंखे से लटक गई थी पर दुपट्टा फट गया",
      "कल रात फंदा लगाया था पर रस्सी टूट गई",
      "आज सुबह मैंने पूरी पत्ती गोलियां खा लीं",
      "पिछले महीने मैंने गोलियाँ खाकर मरने की कोशिश की",
    ],
    negatives: [
      "कल मैं मरने की कोशिश करूंगी",
      "दिल्ली में एक लड़का मॉल की छत से कूद गया",
      "कल कॉकरोच को मारने की कोशिश की",
      "उसने मुझे मारने की कोशिश की",
      "मैंने बाल काटने की कोशिश की",
      "मैंने पूरी चॉकलेट खा ली",
      "बुखार में दो गोलियां खा लीं",
      "पूल में कूदने की कोशिश की",
      "मैंने नींद आने की कोशिश की पर नहीं आई",
    ],
  },
  {
    id: "attempt.hi.self-count",
    kind: "self",
    pattern:
      "(doosri|dusri|dosri|teesri|tisri|tesri|chauthi) (koshish|attempt)|(doosra|dusra|dosra|teesra|tisra) (attempt|try|prayas)|(दूसरी|तीसरी|चौथी) (कोशिश)|(दूसरा|तीसरा|चौथा) (प्रयास|अटेम्प्ट|अटैम्प्ट)|(doosri|dusri|dosri|teesri|tisri|tesri|do|teen|char|दूसरी|तीसरी|दो|तीन|चार) (baar|bar|बार) (koshish|try|attempt|कोशिश|प्रयास) (ki|kiya|kar chuka|kar chuki|की|किया|कर चुका|कर चुकी)",
    with: DYING_WORDS,
    examples: ["ye meri doosri koshish thi, rassi toot gayi", "यह मेरी दूसरी कोशिश थी, अस्पताल में होश आया"],
    negatives: [
      "doosri baar exam dene ki koshish ki",
      "दूसरी बार ड्राइविंग टेस्ट दिया",
      "तीसरी बार ड्रेस लौटानी पड़ी, ऑनलाइन शॉपिंग मेरी जान ले लेगी",
    ],
  },
  {
    id: "attempt.hinglish.other",
    kind: "other",
    pattern: `${OTHER_LATIN}${GAP} (${OTHER_ACT_LATIN})|${PEER_MARNE_LATIN}|${OTHER_BARE_LATIN}`,
    examples: [
      "meri dost ne kal suicide karne ki koshish ki",
      "bhai ne phanda laga liya tha, bach gaya",
      "meri behen ne nas kaat li kal raat",
      "mere dost ne neend ki goliyan kha li",
      "usne khudkushi ki koshish ki thi",
    ],
    negatives: [
      "usne mujhe maarne ki koshish ki",
      "papa ne bukhar mein do goliyan kha li",
      "bhai ne diet ki koshish ki",
    ],
  },
  {
    id: "attempt.hi.other",
    kind: "other",
    pattern: `${OTHER_DEV}${GAP} (${OTHER_ACT_DEV})|${PEER_MARNE_DEV}`,
    examples: [
      "मेरी सहेली ने कल आत्महत्या की कोशिश की",
      "भाई ने फांसी लगाने की कोशिश की",
      "मेरे दोस्त ने नींद की गोलियां खा लीं",
      "मेरी बहन ने कल रात नस काट ली",
      "उसने खुदकुशी की कोशिश की थी",
    ],
    negatives: ["उसने मुझे मारने की कोशिश की", "ससुर ने मुझे मारने की कोशिश की", "भाई ने डाइट की कोशिश की"],
  },
];
