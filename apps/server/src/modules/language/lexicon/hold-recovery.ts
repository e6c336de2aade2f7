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
