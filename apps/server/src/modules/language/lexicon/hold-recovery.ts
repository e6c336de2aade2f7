import { NOW_GOOD as EN_NOW_GOOD } from "./calm-english.ts";
import { NOW_GOOD as HI_NOW_GOOD } from "./calm-hindi.ts";
import { type CalmEntry, near } from "./calm-types.ts";

// Recovery told as past, strictly (decision 034, "Never held: a veto on holds for the never-held kinds"):
// the one frame of the hold veto that may fire beside the writer's own risk words, because a recovery
// story always has them ("two years ago i swallowed pills, today i got my first job"). It needs a clear
// past marker (years or months ago, back then, used to, in 2019, clean for N days, "saal pehle ... tha")
// near a clear now-good marker, and no recovery breaker (hold-veto.ts) nor calm breaker (calm.ts).
// Written from the kind, not from any probe line.

const EN_PAST =
  "years ago|yrs ago|year ago|months ago|back in (college|school|the day|class [0-9]+|[0-9]+)|back then|used to|in 20[0-9][0-9]|in (class )?[0-9]+(th|st|nd|rd)( std| standard| grade)?|when i was [0-9]+|that phase|(old|faded) (scars|marks)|there was a time|was once|once i|i once|a few years back|years back|at (1[0-9]|2[0-9])|last (diwali|year|summer|winter)|(since|after) my attempt|my attempt was|i survived|[0-9]+ days since|quit cutting|stopped cutting|i remember (when|googling|writing)";
const EN_NOW =
  "clean for [0-9]+|[0-9]+ (years|yrs|year|months|days) clean|counsellor|counselor|therapist|peer support|support group|i coach|i mentor|i volunteer|nurse|im happy|i am happy|happy now|im okay now|im fine now|first job|job offer|got a job|alive and|still here and|so grateful|grateful to be|threw (them|it|the [a-z]+) away|flushed (them|it)|best decision|now (im|i am|i m) (a|an|in|doing|okay|ok|fine|happy|better|proud)|today i (got my|got a|am a|woke up excited)|in recovery|years better|my (wedding|new apartment|dream job|daughter|son)|volunteer there|im staying|i m staying|i was wrong|so glad|(glad|proud) (i|of me)|celebrating being alive|psychology student|helping others|tattoo";

const HI_PAST = [
  "एक वक्त था|एक समय था|पहले लगता|कभी सोचा|पिछली दिवाली|साल पहले|महीने पहले|बरस पहले|उस समय|उन दिनों|बचपन में|कॉलेज में|स्कूल में|दसवीं में|बारहवीं में|20[0-9][0-9] में|(की|किया|ली|लीं|खाई|खाईं) (थी|थीं|था|थे)",
  "sal pehle|saal pehle|sal pahle|saal pahle|mahine pehle|mahine pahle|us time|us samay|un dino|bachpan me|bachpan mein|college me|college mein|school me|school mein|class [0-9]+ me|class [0-9]+ mein|[0-9]+(vi|th) me|20[0-9][0-9] me|20[0-9][0-9] mein|(ki|kiya|li|kha li|khai|khayi) (thi|tha|the)|ek (waqt|wakt|time|samay) tha|kabhi (socha|lagta|lagti)|pehle lagta|pahle lagta|sal bhar pehle|last (diwali|year)",
].join("|");
const HI_NOW = [
  "काउंसलर|थेरेपिस्ट|सहायता समूह|आज मैं|अब मैं|खुश हूं|ठीक हूं|नौकरी|छोड़ चुका|छोड़ चुकी|साल से ठीक|फेंक दी|फेंक दीं|फेंक दिया|सबसे अच्छा फैसला|अच्छा हुआ|रुक गई|रुक गया|थेरेपी के बाद|निकल आई|निकल आया|मदद करती हूं|मदद करता हूं|जिंदा हूं|शुक्रिया",
  "counsellor|counselor|therapist|support group|aaj main|ab main|khush hu|khush hoon|thik hu|theek hu|theek hoon|clean hu|clean hoon|naukri|job|chod chuka|chod chuki|saal se thik|sal se thik|phenk di|phenk diya|phnk di|fenk di|best decision|acha hua|accha hua|ruk gayi|ruk gai|ruk gaya|therapy ke baad|nikal aayi|nikal aaya|nikal ayi|nikal aya|madad karti hu|madad karta hu|help karti hu|help karta hu|zinda hu|jinda hu|shukriya",
].join("|");

/** The two halves of each recovery frame, tested alone first (cheap) before the frame itself. */
export const recoveryHalves = [
  [EN_PAST, `${EN_NOW}|${EN_NOW_GOOD}`],
  [HI_PAST, `${HI_NOW}|${HI_NOW_GOOD}`],
] as const;

export const holdRecovery: CalmEntry[] = [
  {
    id: "hold.en.recovery-past",
    pattern: near(EN_PAST, `${EN_NOW}|${EN_NOW_GOOD}`, 14),
    examples: [
      "three years ago i took a bottle of pills, today i am a nurse",
      "i used to cut with a razor in school, now 2 years clean",
      "back in 2019 i tried to hang myself, therapy saved my life",
    ],
    negatives: ["i used to be happy", "years ago i took pills and i want to do it again", "the pills are here now"],
  },
  {
    id: "hold.hi.recovery-past",
    pattern: near(HI_PAST, `${HI_NOW}|${HI_NOW_GOOD}`, 14),
    examples: [
      "पांच साल पहले मैंने जहर खा लिया था, आज मैं काउंसलर हूं",
      "4 saal pehle rassi se latakne ki koshish ki thi, ab main thik hu",
      "college me blade se kaatti thi, ab 2 saal se clean hu",
    ],
    negatives: ["साल पहले सब अच्छा था", "ek time tha jab main khush tha", "goliyan jama kar li h"],
  },
];

// The second round (decision 034, "Never held, second round"; read from holdVeto.round 2): a wider past
// ("that winter", "as a teenager", "koshish ki thi", "socha tha") and a wider good present (a family, a
// degree, teaching, a festival at home, a life liked), from the kind, not from any probe line. The
// breakers are the same; "khush" and "happy" count only as "khush hu" and "happy now", never alone.
const EN_PAST_MORE =
  "that (winter|summer|monsoon|night|year|semester|phase)|in (school|college|my teens|my twenties|my first year|hostel)|as a (teen|teenager|kid|student)|long ago|ages ago|a decade ago|[0-9]+ (years|yrs) back|the year i|after my attempt|before therapy|in (january|february|march|april|may|june|july|august|september|october|november|december) 20[0-9][0-9]";
const EN_NOW_MORE =
  "(im|i m|i am) married|married now|(like|love|enjoy) my life|life is good|it (gets|got) better|glad to be alive|happy to be alive|grateful to be alive|alive today|graduated|my degree|masters|msc|mba|phd|promotion|promoted|marathon|half marathon|home for (diwali|holi|eid|christmas|the holidays)|moved to (a new|another)|new city|cooking for|(im|i m) [0-9]+ now";
const HI_PAST_MORE = [
  "(चाहा|सोचा|किया|की|कोशिश की) (था|थी|थे)|मैं ही (थी|था)|वो (लड़की|लड़का) मैं|उस (साल|रात|सर्दी|गर्मी|वक्त)|हॉस्टल में",
  "(chaha|socha|kiya|kia|kari|kri|koshish ki|try kiya|try kia) (tha|thi|the)|main hi (thi|tha)|wo (ladki|ladka) main|us (saal|sal|raat|rat|sardi|garmi|waqt|wakt)|hostel (me|mein)",
].join("|");
const HI_NOW_MORE = [
  "शादी हो गई|शादी हुई|पढ़ाती हूं|पढ़ाता हूं|डिग्री|पास (कर ली|हो गई|हो गया)|प्रमोशन|ज़िंदा हूं|जिंदगी (अच्छी|खूबसूरत)|बहुत खुश (हूं|हूँ|है|हैं)|खुशी से|दिवाली (पर|में) घर|त्योहार|मैराथन",
  "(shaadi|shadi) (ho gayi|ho gyi|hui|ki)|padhati hu|padhata hu|degree|complete (ki|kr li|kar li|kiya|kia)|msc|bsc|mba|btech|phd|pass (kr|kar|ho) (li|liya|gayi|gyi|gaya|gya)|promotion|zindagi (achi|acchi|khubsurat|mast)|(bahut|bht|bohot|bhot) khush (hu|hoon|hun|h|hai|hain)|khushi se|diwali pe ghar|diwali par ghar|tyohar|marathon",
].join("|");

/** The wider frames' halves, tested alone first. */
export const recoveryHalvesWider = [
  [`${EN_PAST}|${EN_PAST_MORE}`, `${EN_NOW}|${EN_NOW_GOOD}|${EN_NOW_MORE}`],
  [`${HI_PAST}|${HI_PAST_MORE}`, `${HI_NOW}|${HI_NOW_GOOD}|${HI_NOW_MORE}`],
] as const;

export const holdRecoveryWider: CalmEntry[] = [
  {
    id: "hold.en.recovery-past-wider",
    pattern: near(recoveryHalvesWider[0][0], recoveryHalvesWider[0][1], 14),
    examples: [
      "in 2018 i swallowed my mom's pills. i'm married now and i like my life",
      "that winter i stood on the bridge. this year i was home for diwali with my nephew",
      "as a teenager i cut with a blade, last year i graduated",
    ],
    negatives: ["as a teenager i was happy", "that winter i bought the rope and its still here"],
  },
  {
    id: "hold.hi.recovery-past-wider",
    pattern: near(recoveryHalvesWider[1][0], recoveryHalvesWider[1][1], 14),
    examples: [
      "5 saal pehle maine goliyan kha li thi. aaj MSc complete ki",
      "नींद की गोलियां खाकर सब खत्म करना चाहा था, आज मैं बहुत खुश हूं",
      "स्कूल में छत से कूदने वाली लड़की मैं ही थी, अब उसी स्कूल में पढ़ाती हूं",
    ],
    negatives: ["shaadi ke baad se sab khatam", "us raat goliyan jama ki thi"],
  },
];

// The third round (decision 034, "Never held, third round"; read from holdVeto.round 3): a habitual past
// ("cut krta tha", "काटती थी"), and thankfulness or a child born as a good present ("shukr hai", "beti hui").
const HI_PAST_THIRD =
  "(karta|krta|karti|krti|kaatta|katta|kaatti|katti|khata|khati) (tha|thi)|(करता|करती|काटता|काटती|खाता|खाती) (था|थी)";
const HI_NOW_THIRD =
  "(shukr|shukar|shukra) (h|hai|he)|शुक्र है|(beti|beta|baby|bachi|bacha) (hui|hua|hue|aayi|aaya)|(बेटी|बेटा|बच्ची|बच्चा) (हुई|हुआ)";

/** The third round's recovery frame (Hindi in both scripts), its halves tested alone first. */
export const recoveryHalvesThird = [
  [`${recoveryHalvesWider[1][0]}|${HI_PAST_THIRD}`, `${recoveryHalvesWider[1][1]}|${HI_NOW_THIRD}`],
] as const;

export const holdRecoveryThird: CalmEntry[] = [
  {
    id: "hold.hi.recovery-past-third",
    pattern: near(recoveryHalvesThird[0][0], recoveryHalvesThird[0][1], 14),
    examples: [
      "college me blade se cut krti thi, aaj shukr hai ki wo daur beet gaya",
      "पहले हाथ काटती थी, शुक्र है अब वो सब पीछे है",
    ],
    negatives: ["shukr hai koi ghar pe nahi", "roz cut krti thi"],
  },
];
