import type { AttemptEntry } from "./types.ts";

// A disclosed suicide attempt told by what it left behind, by a bare count, or by a person the first round
// did not list (decision 034, "A disclosed attempt", second round): read after the model, never a model
// feature. Written from the kinds round one missed (an outcome as the whole disclosure: a stomach washed,
// waking in an ICU, lying on the tracks, stitches on a wrist, an ambulance "for me"; "third attempt" beside
// a word of surviving; "a classmate attempted"), in English, Devanagari and Latin Hindi; the text is the
// lexicon's masked text, normalised and squashed like the patterns.

/** A way of ending or a means, company for the weaker outcomes ("woke up in the icu" alone is a surgery). */
const EN_COMPANY =
  "overdose|od|pills|tablets|meds|tried|atempt|atempted|atmpt|again|stomach|pumped|ambulance|still alive|survived|rope|noose|wrist|wrists|poison|bleach|kil my ?self|end it|didnt die|didnt work|why am i|still here";
/** Somebody close to the writer (or "a classmate") as the subject of a bare "attempted". */
const EN_OTHER =
  "(friend|best friend|bestie|bff|bf|gf|boyfriend|girlfriend|brother|sister|bro|sis|cousin|roommate|room mate|flatmate|classmate|batchmate|mom|mum|mother|dad|father|son|daughter|husband|wife|partner|colleague|coworker|senior|junior|neighbour|neighbor|uncle|aunt|aunty|niece|nephew)";
const EN_OTHER_WHO = `((^|my |our |a |one of my |this |that )(best |close |younger |older |elder |little |big )?${EN_OTHER}s?)`;

export const outcomeAttempt: AttemptEntry[] = [
  {
    id: "attempt.en.outcome",
    kind: "self",
    pattern: [
      "(they|doctors|the doctors|docs|nurses|the nurses|the nurse|nurse) (had to |says they had to |said they had to )?(pump|pumped|wash|washed|wash out|washed out) (out )?my stomach",
      "my stomach (was |got |had to be )?(pumped|washed|washed out)",
      `(woke up|opened my eyes|came to|came around|i wake up) in (the |a )?(icu|hospital|er|emergency|ward)(?=.* (${EN_COMPANY})( |$))`,
      `(woke up|opened my eyes|came to) in (the |a )?(icu|hospital|er|emergency|ward)(?<=(^|.* )(${EN_COMPANY}) .+)`,
      `^(overdose|od)( again| twice)? (last|this|yesterday|today|tonight|on (monday|tuesday|wednesday|thursday|friday|saturday|sunday)|(monday|tuesday|wednesday|thursday|friday|saturday|sunday)|at [0-9]+)`,
      `discharged (this morning|today|yesterday|last night|from (the )?(hospital|icu|ward|psych ward))(?<=(^|.* )(overdose|od|pills|tablets|tried|atempt|stomach|poison|wrist|rope)( .*)?)`,
      "(lay|laid|lied|lying|layed) down on (the )?(railway |rail |train )?(tracks|track)|(lay|layed|lied) on (the )?(railway |rail |train )?(tracks|track)",
      "the ambulance (was|came) for me|ambulance (mere|meri) liye(?! (nahi|nhi|na) )",
    ].join("|"),
    examples: [
      "overdosed on friday night, discharged this morning",
      "the doctors had to pump my stomach",
      "woke up in the icu after the pills",
      "i lay down on the railway tracks last night",
    ],
    negatives: [
      "woke up in the hospital after my appendix surgery",
      "got discharged this morning after my knee surgery",
      "my grandma was in icu after a fall, discharged today",
      "overdose of reels today",
      "we lay on the grass by the tracks and watched trains",
    ],
  },
  {
    id: "attempt.en.count",
    kind: "self",
    pattern:
      "(first|second|third|fourth|fifth|2nd|3rd|4th|5th|another|failed) (atempt|atmpt|atmt)s?(?! (at|on|for|of|to) | in (?!(a|one|this|the same) (month|week|year|day)))|(i|ive|i have|i had)( just| already)? atempted( again| twice| once)?( (yesterday|today|last night|tonight|last week|this morning|this week|again|twice)|$)|^(atempted|atmpt|atempt)( again| twice)? (yesterday|today|last night|tonight|last week|this morning|again|twice)",
    with: "woke up|still alive|still here|survived|(cant|couldnt) even (do|get) (that|this|it) right|didnt work|didnt die|my body|hospital|icu|die|dying|dead|kil|suicide|rope|pills|overdose|wrist|noose|alive|this yr|this year",
    examples: [
      "attempted last night still here",
      "third attempt and i still woke up",
      "2nd atmpt this yr cant even do that right",
      "i attempted again last night and woke up",
    ],
    negatives: [
      "my second attempt at the driving test went well",
      "third attempt at the exam and i finally passed",
      "i attempted the paper yesterday",
      "second attempt was so much better lol",
    ],
  },
  {
    id: "attempt.en.other-bare",
    kind: "other",
    pattern: [
      `${EN_OTHER_WHO}( just| had| has| also)? atempted( suicide)?( again| twice| once)?( (last|yesterday|today|tonight|this|again|twice|before|on|in|and)|$)`,
      `${EN_OTHER_WHO}( just| had| has)? (cut|slit|slashed) (his|her|their) (wrist|wrists|veins)`,
      "(she|he)( just| has| had)? atempted( suicide)? (again|twice)(?! (the|and (passed|cleared|got)))",
      `${EN_OTHER_WHO}( just| had| has)? (lay|laid|lied) down on (the )?(railway |rail |train )?tracks`,
    ].join("|"),
    examples: [
      "a classmate attempted last week",
      "my partner attempted again last month",
      "best friend cut her wrists yesterday",
    ],
    negatives: ["my friend attempted the paper", "a classmate attempted the question first", "my mom cut her hair"],
  },
  {
    id: "attempt.my-attempt",
    kind: "self",
    pattern:
      "survived my (last |recent |latest |own )?(suicide )?(atempt|atmpt)(?! (at|in|for|of|to|on) )(?=.* (last (night|week|weekend|month)|yesterday|this (morning|evening|afternoon|week|weekend|month)|today|tonight|on (monday|tuesday|wednesday|thursday|friday|saturday|sunday)|[0-9a-z]+ days? ago|a week ago))|(mera|meri|mere|apna|apni) (suicide|khudkushi|sucide) (atempt|atmpt|try|koshish)|मेरी (आत्महत्या|खुदकुशी) की कोशिश|मेरा (सुसाइड|आत्महत्या) (अटेम्प्ट|प्रयास)|(khudkushi|khudkhushi|suicide|sucide|jaan dene) (karne )?(chala|chali|gaya|gayi|gai|gya|gyi) (tha|thi)|(खुदकुशी|आत्महत्या|सुसाइड|जान देने) (करने )?(चला|चली|गया|गई|गयी) (था|थी)",
    examples: [
      "survived my attempt last week",
      "mera suicide attempt fail ho gaya kal",
      "khudkhushi karne chali thi kal",
    ],
    negatives: [
      "since my attempt at the exam i have been sad",
      "after my attempt on the record i rested",
      "1 year since my attempt. still here, still healing, still grateful",
      "survived my first attempt at cooking biryani",
      "i survived my attempt. im sharing this so someone out there knows its possible to come back",
    ],
  },
  {
    id: "attempt.hinglish.other-intransitive",
    kind: "other",
    pattern:
      "(mera|meri|mere|hamara|hamari|humara|humari) (dost|friend|bhai|behen|bahen|didi|cousin|roommate|classmate|saheli|bestie|bf|gf|boyfriend|girlfriend|papa|mummy|maa|beta|beti|pati|patni)(?: [^ ]+){0,4} (pankhe|pankha|fan|chhat|chat|terrace|building|pul|bridge|balcony|manzil|manjil) se (latak|kood|kud) (gaya|gayi|gai|gya|gyi|padi|pada)|(मेरा|मेरी|मेरे|हमारा|हमारी) (दोस्त|भाई|बहन|दीदी|सहेली|पापा|मम्मी|माँ|मां|बेटा|बेटी|पति|पत्नी)(?: [^ ]+){0,4} (पंखे|छत|बिल्डिंग|पुल|बालकनी|मंजिल) से (लटक|कूद) (गया|गई|गयी|पड़ा|पड़ी)",
    examples: ["mera bhai pankhe se latak gaya tha", "मेरा दोस्त पंखे से लटक गया था, हमने उतारा"],
    negatives: ["mera bhai swimming pool mein kood gaya", "मेरा भाई दीवार से कूद गया खेलते हुए"],
  },
  {
    id: "attempt.hinglish.outcome",
    kind: "self",
    pattern: [
      "(stomach|pet) (wash|saaf|saf) (karna|krna|karwana) (pada|pda|padha|pdha)|(stomach|pet) (wash|saaf|saf) (kiya|kia|hua)",
      "hosh (aaya|aya|aayi|ayi) (toh|to|tab) (main |mai |me )?(icu|hospital|aspatal)|(icu|hospital|aspatal) (mein|me) hosh (aaya|aya|aayi|ayi)",
      "(railway |rail |train ki |train ke )?(patri|patriyon|patriyo|track|tracks) (pe|par|pr)( ja ke| jaake| jakar| jaakar)? ((let|lait|lete) (gaya|gayi|gai|gya|gyi)|leta tha|leti thi)",
      // Round three: a gas cylinder opened and sat beside ("cylinder ka knob khol ke baitha tha").
      "((cylinder|silinder)( ka| ki)?( knob| nob| valve)?|gas (ka|ki) (knob|nob|valve)) (khol|khola|kholi) (ke|kar|kr|kke) (baitha|baithi|baith gaya|baith gayi|let gaya|let gayi|so gaya|so gayi)",
      "(chhat|chat|terrace|building|pul|bridge|balcony|imarat|manzil|manjil) (se|pe|par) (koodne|kudne|kodne|chhalang lagane) (gaya|gayi|gai|gya|gyi|chala gaya|chali gayi)( tha| thi)?",
      "(apne|khud ke) (saath|sath) (hi )?kuch (kar|kr) (liya|li|lia)|(maine|mene) hi kuch (kar|kr) (liya|li|lia)",
      "(pichli|pichhli|last) (baar|bar|br|time) (toh |to )?(bach|bch) (gaya|gayi|gai|gya|gyi)(?!( tha| thi)?( [^ ]+)? (se|mein|me) )(?=.* ((is|iss) (baar|bar|br) (koi )?(galti|galati) (nahi|nhi|na)|(nahi|nhi) (bachungi|bachunga|bachugi|bachuga|bchungi|bchunga)))",
    ].join("|"),
    examples: [
      "hosh aaya toh icu mein thi doctor bol rahe the stomach wash karna pada",
      "parso terrace se kudne gaya tha",
      "kal raat jo ambulance aayi thi woh mere liye thi maine hi kuch kar liya tha apne saath",
      "pichli baar bach gayi thi is baar koi galti nahi hogi",
      "pichli baar bach gaya tha is baar nahi bachunga",
      "kal raat railway patri pe jaake let gaya tha",
    ],
    negatives: [
      "pet saaf nahi hua subah se",
      "pichli baar bach gaya exam mein",
      "terrace pe kapde sukhane gaya tha",
      "pichli baar bach gaya tha traffic police se is baar challan pakka",
      "pichli baar bach gaya tha teacher se, is baar nahi bachunga",
      "maine kuch kar liya tha homework mein",
    ],
  },
  {
    id: "attempt.hi.outcome",
    kind: "self",
    pattern: [
      "पेट साफ (करना पड़ा|करना पडा|किया गया|करवाना पड़ा)",
      "होश आया (तो|तब) (मैं )?(अस्पताल|आईसीयू|icu)|(अस्पताल|आईसीयू|icu) में होश आया",
      "(रेल की |ट्रेन की |रेलवे )?(पटरी|पटरियों|ट्रैक) पर (जाकर |जा के )?(लेट (गया|गई|गयी)|लेटा था|लेटी थी)",
      "(गैस )?सिलेंडर (का नॉब |का वाल्व )?(खोल|खोलकर) (के |कर )?(बैठा|बैठी|बैठ गया|बैठ गई|लेट गया|लेट गई|सो गया|सो गई)",
      "(छत|बिल्डिंग|पुल|बालकनी|इमारत|मंजिल) (से|पर) (कूदने|छलांग लगाने) (गया|गई|गयी|चला गया|चली गई)",
      "अपने (साथ|आप के साथ) कुछ कर (लिया|ली)|मैंने ही कुछ कर (लिया|ली)",
      "पिछली बार बच (गया|गई|गयी)(?=.* (इस बार (कोई )?गलती नहीं|नहीं बचूंगी|नहीं बचूंगा))",
    ].join("|"),
    examples: [
      "अस्पताल में होश आया तो पता चला दो दिन से आईसीयू में थी डॉक्टर कहते हैं पेट साफ करना पड़ा",
      "आज शाम रेल की पटरी पर जाकर लेट गया था",
    ],
    negatives: [
      "पिछली बार बच गया, इस बार पक्का पकड़ा जाऊंगा",
      "पेट साफ नहीं हो रहा",
      "छत पर कपड़े सुखाने गई थी",
      "पिछली बार बच गया परीक्षा में",
    ],
  },
  {
    id: "attempt.self-bare-survived",
    kind: "self",
    pattern:
      "^(maine |mene )?(koshish|koshis|kosis|try|attempt|atempt|atmpt) (ki|kiya|kia|kari) (thi |tha )?(par |pr |lekin |but )?(bach|bch) (gaya|gayi|gai|gya|gyi)(?! (exam|test|paper|interview|mein|me|se))|^(मैंने )?(कोशिश|प्रयास|अटेम्प्ट) (की|किया) (थी |था )?(पर |लेकिन )?बच (गया|गई|गयी)(?! (परीक्षा|एग्जाम|टेस्ट|में|से))",
    examples: ["koshish ki thi bach gaya", "कोशिश की थी, बच गई, किसी को पता नहीं"],
    negatives: [
      "koshish ki thi bach gaya exam mein",
      "bahut koshish ki par nahi hua",
      "कोशिश की थी पर बस छूट गई",
      "koshish ki thi bach gaya se baat karne ki",
    ],
  },
  {
    id: "attempt.noose-made",
    kind: "self",
    pattern:
      "(phanda|fanda|noose) (banaya|bnaya|bandha|taiyar kiya)|(फंदा|फांसी का फंदा) (बनाया|बांधा|तैयार किया)|(i )?(tied|made) a noose",
    with: "stool|chair|kursi|कुर्सी|chadh|chadha|chadhi|चढ़|चढ|fan|pankha|pankhe|पंखे|पंखा|latak|लटक|neck|gale|गले|marne|मरने|hook|ceiling",
    examples: ["एक बार मैंने फंदा बनाया था और स्टूल पर चढ़ भी गया था", "i tied a noose and stood on the chair"],
    negatives: ["phanda banaya tha school ke project ke liye knots seekh rahe the", "made a noose knot in scouts camp"],
  },
  {
    id: "attempt.hi.stitches",
    kind: "self-harm",
    pattern:
      "(sh|self harm|selfharm|cut my ?self|my cuts|cuting|blade|kalai|wrist|nas|कलाई|नस|ब्लेड)(?: [^ ]+){0,6} ([0-9]+ )?(tanke|taanke|टांके|stitches)|(tanke|taanke|टांके|stitches)(?: [^ ]+){0,3} (kalai|wrist|nas|कलाई|नस)|(कलाई|नस|kalai|wrist) (के|ke|ki|की|पर|par|pe) (ये |ye )?(टांके|tanke|taanke)",
    examples: ["sh बहुत गहरा हो गया कल 3 टांके लगे", "कलाई के ये टांके शनिवार रात के हैं", "kalai pe 4 tanke lage kal"],
    negatives: [
      "ungli kat gayi sabzi kaatte hue 3 tanke lage",
      "सिर पर टांके लगे एक्सीडेंट में",
      "a guy had a deep cut from broken glass at work, ten stitches",
    ],
  },
];
