import type { AttemptEntry } from "./types.ts";

// A disclosed suicide attempt in English (decision 034, "A disclosed attempt: a layer after the model"):
// read after the model, never a model feature. Written from the kinds (tried or attempted + a way of
// dying or a means; an act done: an overdose, a whole strip swallowed, poison drunk; counting attempts;
// a friend's or relative's attempt), not from any probe line. The text is the lexicon's masked text,
// normalised (squashed: "kill" and "kil", "off" and "of" meet; patterns are squashed the same way).

/** Words before "tried" that make it no attempt ("never tried", "would try"). */
const NOT_DONE =
  "(?<!(never|not|didnt|dont|wont|would|wil|to|if|might|may|should|could|shal|cant|gona|going to|want to|wanted to|about to|thinking of|thought of|plan to|planing to|almost never|if i|what if i|when i|whenever i|unless i|before i|agar i) )";
/** Up to two words between the writer and the verb ("i actually once tried"). */
const FILLER =
  "(?: (have|had|just|actualy|realy|once|already|almost|nearly|even|finaly|recently|literaly|seriously|also|then|secretly|basically|stupidly))*";
/** Medicines and pills. */
const DRUG =
  "(pills|tablets|pain meds|pain killers|prescription|sleeping pills|sleeping tablets|meds|medicine|medicines|medication|antidepressants|painkillers|paracetamol|crocin|dolo|insulin|anxiety meds|sleeping meds|xanax|alprazolam|sertraline)";
/** A way of dying the writer names with "myself" or "my life". */
const SELF_WAY = `(kill my ?self|kms|end my (own )?life|take my (own )?life|end it al|end everything|end things(?! (with|between))|hang my ?self|drown my ?self|poison my ?self|suffocate my ?self|strangle my ?self|unalive my ?self|off my ?self|shoot my ?self|electrocute my ?self|set my ?self on fire|burn my ?self alive|throw my ?self (of|from|in front of|under)|(overdose|od)(?! (on|of) (?!(my |the |some )?${DRUG}))|slit my (wrist|wrists|throat|veins)|cut my (wrist|wrists|veins|throat) open|jump (of|from) (a |the |my )?(terrace|roof|rooftop|building|bridge|balcony|flyover|cliff|tower|window|hostel|[0-9a-z]+ floor)|jump in front of (a |the )?(train|metro|bus|truck|car)|commit suicide|die(?! (laughing|of|from|for|with|a litle|inside)))`;
/** The same ways as a gerund ("tried hanging myself"). */
const SELF_GERUND =
  "(killing my ?self|ending it( al)?|ending my (own )?life|taking my (own )?life|hanging my ?self|drowning my ?self|poisoning my ?self|overdosing|jumping (of|from) (a |the |my )?(terrace|roof|rooftop|building|bridge|balcony|flyover|cliff|tower|window)|jumping in front of (a |the )?(train|metro|bus|truck))";
/** Poisons people drink. */
const POISON =
  "(poison|rat poison|bleach|pesticide|insecticide|phenyl|phenol|harpic|toilet cleaner|acid|kerosene|weed killer)";
/** Somebody else than the writer as the subject right before. */
const NOT_OTHER =
  "(?<!(he|she|they|it|mom|dad|mother|father|friend|brother|sister|someone|somebody|patient|patients|people|student|kid|man|woman|guy|girl|boy|character|hero|heroine|cat|dog|puppy|kitten|pet|parrot|bird|monkey|baby|toddler) (just |once |had |has |have )?)";
/** A quantity that is more than a dose. */
const MANY =
  "(al|al of|a whole|the whole|a ful|an entire|the entire|the rest of|a bottle of|a whole bottle of|a whole strip of|a whole pack of|an entire strip of|[1-9][0-9]+|twenty|thirty|forty|fifty|hundred|a handful of|handfuls of|a bunch of|a lot of|lots of|loads of|too many|way too many|so many|a pile of|al the)";
/** Somebody close to the writer. */
const OTHER =
  "(friend|best friend|bestie|bff|bf|gf|boyfriend|girlfriend|brother|sister|bro|sis|cousin|roommate|room mate|flatmate|classmate|mom|mum|mother|dad|father|son|daughter|husband|wife|partner|colleague|senior|junior|neighbour|neighbor|uncle|aunt|aunty|niece|nephew)";
/** Not an overdose of caffeine, sugar or reels. */
const OF_DRUG = `(?! (on|of) (?!(my |her |his |their |the |some )?${DRUG}))`;
/** An overdose taken (normalisation reads "overdosed" as "overdose"). */
const OVERDOSED = `(overdose|oded|od|took an overdose|took an od|had an overdose|took a (massive |huge |big )?overdose)${OF_DRUG}`;
const OTHER_WHO = `(my|our) ${OTHER}( [a-z]+)?|(he|she)|^${OTHER}`;
const OTHER_WAY =
  "(kill (him|her|them) ?self|kill (him|her|them) ?selves|end (his|her|their) (own )?life|take (his|her|their) (own )?life|hang (him|her|them) ?self|drown (him|her) ?self|poison (him|her) ?self|overdose|od|slit (his|her|their) (wrist|wrists)|commit suicide|jump (of|from|in front of) [^ ]+( [^ ]+)?)";

export const englishAttempt: AttemptEntry[] = [
  {
    id: "attempt.en.self",
    kind: "self",
    pattern: [
      // "i tried to kill myself", "tried to end my life", "attempted to commit suicide".
      `${NOT_DONE}${NOT_OTHER}(tried|atempted)( again| once| twice)? (to )?${SELF_WAY}`,
      `${NOT_DONE}${NOT_OTHER}(tried|atempted)( again| once)? ${SELF_GERUND}`,
      `after (trying|atempting) (to )?${SELF_WAY}`,
      // A jump survived: only beside what says so.
      "(i|i just) jumped (of|from) (a |the |my )?(terrace|roof|rooftop|building|bridge|balcony|flyover|hostel roof|[0-9a-z]+ floor)(?=.* (survived|hospital|icu|broke my|to die|to end|didnt die|still alive))",
      // "i attempted suicide", "i tried suicide", "i made a suicide attempt", "my suicide attempt".
      `${NOT_DONE}(i|ive|id)${FILLER} (atempted|tried) suicide(?! (squad|sprints|sprint|runs|run|drils|dril|mision|note|notes))`,
      "(i|ive|id)( have| had)? (made|survived) (a|my|one|two|three|several) suicide atempts?",
      "(i|ive|id)( have| had)? (made|survived) (an|my|one) atempt on my (own )?life",
      "my (own )?(first|second|third|last|latest|recent|previous|2nd|3rd) suicide atempts?",
      "my suicide atempts?|(i|ive|i have) survived (a |my )?suicide atempt",
    ].join("|"),
    examples: [
      "i tried to kill myself last night",
      "i attempted suicide yesterday",
      "tried to end my life an hour ago",
      "i tried to slit my wrist",
      "i tried to OD yesterday",
      "just tried to hang myself",
      "tried jumping off the terrace today",
      "i tried to jump in front of a train",
      "ive attempted suicide three times",
      "my last suicide attempt was in may",
      "i survived a suicide attempt and nobody knows",
    ],
    negatives: [
      "i would never try to kill myself",
      "i never tried to kill myself",
      "i tried to cut my hair myself",
      "tried to kill the cockroach",
      "i tried to kill time at the airport",
      "i tried to end the meeting early",
      "i tried to jump the queue",
      "jumped off the diving board today",
      "my second attempt at the driving test went well",
      "i attempted the paper yesterday",
      "in the movie the hero tried to kill himself",
      "i tried to drown my sorrows in ice cream",
      "she tried to end my life with her cooking",
      "i want to try to kill myself",
      "what if i tried to kill myself",
      "i tried suicide squad on netflix",
      "i tried to die laughing",
      "i tried to end things with my bf",
      "my first attempt was a disaster",
    ],
  },
  {
    id: "attempt.en.self-act",
    kind: "self",
    pattern: [
      // An overdose taken or a quantity of pills swallowed ("overdosed on caffeine" and "reels" aside).
      `${NOT_DONE}(i|ive|i had|i have|i just|i again) ${OVERDOSED}`,
      `^(overdose|od) (on|of) (my |al my |my own )?${DRUG}`,
      `${NOT_DONE}${NOT_OTHER}(took an overdose|took an od|had an overdose|took a (massive |huge |big )?overdose)${OF_DRUG}`,
      `${NOT_DONE}${NOT_OTHER}(i )?(took|swalowed|downed|poped|ate|guzled|guped|gulped) ${MANY}(?: (?!her|his|their)[^ ]+){0,2} ${DRUG}`,
      `${NOT_DONE}${NOT_OTHER}(i )?(drank|swalowed|ate|consumed|had) (some |a bottle of |a cup of |the )?${POISON}`,
      `${NOT_DONE}(i|i just) (hanged|hung|poisoned|drowned|strangled|suffocated) my ?self`,
      `${NOT_DONE}(i|i just) (slit|slashed) my (wrist|wrists|throat|veins)`,
    ].join("|"),
    examples: [
      "took an overdose last week",
      "i took 30 pills just now",
      "i swallowed a whole strip of sleeping pills today",
      "im in the icu, i took all my sleeping pills",
      "overdosed on my antidepressants tonight",
      "i drank rat poison this evening",
      "i hanged myself but the rope broke",
    ],
    negatives: [
      "i overdosed on caffeine before the exam lol",
      "overdose of reels today",
      "i took 2 pills for my headache",
      "took a strip of crocin for fever yesterday",
      "my mom took all her pills",
      "hung the washing out to dry",
      "i took all the chocolates",
      "tried to poison the rats in the godown",
      "he overdosed last year",
      "overdose karne ka soch rahi hoon",
    ],
  },
  {
    id: "attempt.en.self-count",
    kind: "self",
    pattern:
      "(this|that|it) (was|is) my (first|second|third|fourth|2nd|3rd|4th|last) (time|try|atempt)(?! (at|in|on|for|of) )|my (first|second|third|fourth|2nd|3rd|4th|last|latest|recent|previous) (try|atempt)(?! (at|in|on|for|of) )|(second|third|2nd|3rd) time (i )?(tried|atempted)",
    with: "kil|die|dying|dead|suicide|suicidal|rope|fan|pills|tablets|overdose|od|hang|hanging|wrist|wrists|veins|jump|poison|noose|survived|hospital|icu",
    examples: ["this was my second attempt and the rope broke", "second time i tried, woke up in hospital"],
    negatives: [
      "my second attempt at the driving test went well",
      "this was my first try at baking",
      "my second attempt was so much better lol",
    ],
  },
  {
    id: "attempt.en.self-bare",
    kind: "self",
    pattern:
      "(i|ive|i have|i had)( already| just)? atempted( again| twice| before| once| yesterday| today| last night| tonight)?( and| but)? (failed|survived|woke up|didnt die|lived)",
    with: "suicide|kil|die|dying|dead|pumped|stomach|hospital|icu|rope|pills|tablets|overdose|wrist|noose|hang|poison",
    examples: ["i attempted yesterday and failed, they pumped my stomach"],
    negatives: ["i attempted the paper and failed", "i attempted and failed the driving test"],
  },
  {
    id: "attempt.en.self-harm-relapse",
    kind: "self-harm",
    pattern:
      "relapsed( again| today| tonight| last night| yesterday)?(?: [^ ]+){0,5} (clean|sh|self harm|selfharm|cuting|cut|blade)|(sh|self harm|cuting) relapse",
    examples: ["relapsed today after 40 days clean (sh)", "sh relapse tonight"],
    negatives: ["relapsed into old habits of procrastination", "my fever relapsed"],
  },
  {
    id: "attempt.en.other",
    kind: "other",
    pattern: [
      `(${OTHER_WHO})( just| once| had| has| have)? (tried|atempted)( again)? (to )?${OTHER_WAY}`,
      `(${OTHER_WHO})( just| once| had| has)? (atempted|tried) suicide(?! (squad|sprints|runs))`,
      `(${OTHER_WHO})(?: [^ ]+){0,5} after (trying|atempting) (to )?${OTHER_WAY}`,
      `(${OTHER_WHO})( just| had| has)? (${OVERDOSED}|hanged (him|her) ?self|slit (his|her) (wrist|wrists))`,
      `(${OTHER_WHO})( just| had)? (took|swalowed) ${MANY}(?: [^ ]+){0,2} ${DRUG}`,
      `(${OTHER_WHO})( just| had)? (drank|swalowed|ate|consumed) (some |a bottle of |the )?${POISON}(?! (by mistake|by accident|accidentaly|apple|ivy|oak))`,
      `(my|our) ${OTHER}s? (suicide )?atempt`,
    ].join("|"),
    examples: [
      "my friend is in the icu after trying to kill herself",
      "my friend tried to kill herself last night",
      "my brother attempted suicide yesterday",
      "my roommate took an overdose",
      "my sister tried to hang herself",
      "my best friend slit his wrists yesterday",
      "my cousin tried to end his life last week",
      "my mom overdosed on her sleeping pills",
    ],
    negatives: [
      "my friend tried to kill me with her driving",
      "my brother tried to end the game",
      "my dad overdosed on sugar at the wedding lol",
    ],
  },
];
