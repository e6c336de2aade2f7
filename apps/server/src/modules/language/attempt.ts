// The attempt layer (decision 034, "A disclosed attempt: a layer after the model"): high-precision phrases
// for a disclosed suicide attempt (the writer's own, told as recent or not, or a friend's or relative's),
// read AFTER the model on the lexicon's masked text and never fed to its features, so the shipped weights
// compute what they were trained to. crisis-decision.ts withAttempt decides what a match does to the
// model's level (it only raises). In the C-SSRS an actual attempt is the strongest sign there is, and the
// model, taught by its hard negatives that "tried to ... (past)" is a recovery story, read many as none.
import { englishAttempt } from "./lexicon/attempt-english.ts";
import { hindiAttempt } from "./lexicon/attempt-hindi.ts";
import { outcomeAttempt } from "./lexicon/attempt-outcome.ts";
import { lastWords } from "./lexicon/last-words.ts";
import { ownLife } from "./lexicon/own-life.ts";
import { selfHarmSlang } from "./lexicon/self-harm-slang.ts";
import { warningSigns } from "./lexicon/warning-signs.ts";
import { compilePattern } from "./lexicon-check.ts";

/** Every attempt entry, English, Devanagari Hindi and Hindi in Latin letters. */
export const attemptEntries = [
  ...englishAttempt,
  ...hindiAttempt,
  ...outcomeAttempt,
  ...selfHarmSlang,
  ...warningSigns,
  ...lastWords,
  ...ownLife,
];

/**
 * Self-harm told in slang (lexicon/self-harm-slang.ts; decision 034, "Self-harm slang"): its entries join the
 * attempt layer's (kind self-harm: risk) only when this is on.
 */
export const SELF_HARM_SLANG = true;
/** For the tools and tests that compare readings with and without the slang entries; never set in the app. */
export const selfHarmSlangLayer = { on: SELF_HARM_SLANG };

/**
 * Warning signs that look ordinary (lexicon/warning-signs.ts; decision 034, "Warning signs that look ordinary"):
 * a goodbye read through what someone posted, things given away, a means asked about as an everyday question.
 */
export const WARNING_SIGNS = true;
/** For the tools and tests that compare readings with and without the entries; never set in the app. */
export const warningSignsLayer = { on: WARNING_SIGNS };

/**
 * Last words (lexicon/last-words.ts; decision 034, "Last words"): a goodbye that says it is the last, in the
 * phrases the model leaves as none ("main apni jaan le raha hoon", "kal se mujhe mat dhoondhna").
 */
export const LAST_WORDS = false;
/** For the tools and tests that compare readings with and without the entries; never set in the app. */
export const lastWordsLayer = { on: LAST_WORDS };

/**
 * One's own life (lexicon/own-life.ts; decision 034, "One's own life"): "main apni jaan le lunga", "khud ko
 * khatam kar dungi", the everyday verbs of taking one's own life that the model reads as none in Latin letters.
 */
export const OWN_LIFE = true;
/** For the tools and tests that compare readings with and without the entries; never set in the app. */
export const ownLifeLayer = { on: OWN_LIFE };

/** Whether an entry of a switched group is on (the groups above), true for the others. */
const switchOf = (id: string): (() => boolean) => {
  if (selfHarmSlang.some((e) => e.id === id)) return () => selfHarmSlangLayer.on;
  if (warningSigns.some((e) => e.id === id)) return () => warningSignsLayer.on;
  if (lastWords.some((e) => e.id === id)) return () => lastWordsLayer.on;
  if (ownLife.some((e) => e.id === id)) return () => ownLifeLayer.on;
  return () => true;
};

/**
 * A veto: any match of `pattern` (with `with` somewhere too, when given, and none of `unless`) switches
 * the layer off for the text; the model still reads it as it always did.
 */
export interface AttemptVeto {
  id: string;
  pattern: string;
  with?: string;
  unless?: string;
  examples: string[];
}

/** A span since: "college ke first year mein", "8 saal ho gaye", "since then", "six years later" (round three). */
const SPAN =
  "(first|second|third|final|fourth|1st|2nd|3rd|4th|pehle|pahle|dusre|doosre|tisre|teesre|akhri|last) (year|yr|saal|sal) (mein|me|में)|([0-9]+|ek|do|teen|char|paanch|panch|chhe|che|saat|sat|aath|ath|nau|das|gyarah|barah|bees|kai|kafi|bahut) (saal|sal|years|yrs|baras|baras) (ho gaye|ho gye|ho gae|hogaye|hogye|ho chuke|beet gaye|bit gaye|have passed|later|baad|bad)|(साल|बरस) (हो गए|हो गये|बीत गए|बाद)|since then|ever since|tab se|uske baad se|us din ke baad|तब से|उसके बाद से|की उम्र में|(ki|ke) (umar|umr|umer|age) (mein|me)|at the age of";
/** Told from a distance: years ago, in college, in 2019, as a child. */
const DISTANCE = `(years|year|yrs|yr|decade|decades) (ago|back|since)|(19|20)[0-9][0-9] (ki|ke|wali|vali|की|के|वाली) (baat|bat|बात)|ages ago|(school|college) ke (time|zamane|dino)|at (1[0-9]|[2-9][0-9])(?! (am|pm|baje|bje|oclock|min|mins|minutes|hours|hrs|floor|percent|kg|rs|ka|ki|ke|se|pe|par|pills|tablets))|(college|school|hostel) (ke )?(time|days|dino|dinon)|(कॉलेज|स्कूल|हॉस्टल) के (टाइम|समय|दिनों)|long ago|long time ago|back in (college|school|the day|the days|20[0-9][0-9])|in 20[0-9][0-9]|when i was (a teen|a teenager|younger|a kid|in school|in college|[0-9]+)|as a teen|as a teenager|in my teens|(saal|sal|saalon|salon|barso|barson) (bhar )?(pehle|pahle|phle)|bahut pehle|(pichle|pichhle|pichli) (saal|sal|baras)|last year|पिछले साल|20[0-9][0-9] (mein|me)|college (mein|me|ke time)|school (mein|me|ke time)|bachpan (mein|me)|teenage (mein|me)|(साल|सालों|बरसों) पहले|बहुत पहले|बचपन में|कॉलेज में|स्कूल में|20[0-9][0-9] में|${SPAN}`;
/** A present that is well. */
const WELLBEING =
  "(ab|aaj|aj) (unke|unki|uske|uski|apne|apni|hum|ham)|(आज|अब) (उनके|उनकी|उसके|उसकी|अपने|अपनी|हम)|business|sambhalta|sambhalti|संभालता|संभालती|now (i|im|i am|i have|ive|its|it is|life|my life|things|he|she|they)|today (i|im|i am|ive|he|she|they)|(im|i am|i feel|feeling) (ok|okay|fine|good|better|alright|safe|happy|wel) now|(ab|aaj) (wo|woh|vo|voh)|(आज|अब) (वो|वह)|these days (i|im)|(ab|aaj) (main|mai|me|mein|meri|sab|zindagi|life|khush|theek|thik|mast|behtar|acha|achha|therapist|counsel?or)|therapist|therapy|counsel?or|support group|recovered|recovery|healed|healing|clean|sober|doing (well|better|good|great|fine)|happy|grateful|thankful|proud|survivor|alive and|married|degree|graduated|graduation|finished my|volunteer|volunteering|वॉलंटियर|वालंटियर|(main|mai|me) (khush|theek|thik|thek|mast|behtar) (hoon|hu|hun|hoo)|a mom|a mother|a dad|a father|my kids|job|naukri|अब (मैं|मेरी|सब|ज़िंदगी|जिंदगी|ठीक|खुश|बेहतर)|आज (मैं|मेरी)|थेरेपी|थेरेपिस्ट|नौकरी|खुश|शुक्रगुज़ार";
/** The risk is now, whatever the distance: a recovery frame never frees these. */
const NOW_AGAIN =
  "again|phir se|fir se|firse|phirse|dobara|dubara|फिर से|दोबारा|want to (die|try|do it)|wana (die|try)|thinking (of|about) (it|doing|trying|ending|dying|suicide)|(soch|sochta|sochti) (raha|rahi|rha|rhi|hu|hoon|hun)|सोच (रहा|रही)|(mann|man|mn) (kar|kr) (raha|rahi|rha|rhi)|मन कर (रहा|रही)|(i )?wish|kash|kaash|काश|but (now|lately|these days|recently)|par (ab|aajkal|ajkal)|lekin (ab|aajkal)|पर (अब|आजकल)|लेकिन (अब|आजकल)";

export const attemptVetoes: AttemptVeto[] = [
  {
    id: "fiction-news",
    pattern:
      "news|movie|film|serial|song|gaana|gana|gane|lyrics|lyric|singer|shayari|poem|poetry|kavita|article|lekh|गाना|गाने|गीत|शायरी|कविता|लेख|episode|show|web series|webseries|anime|manga|character|kirdar|hero|heroine|villain|actor|actress|novel|book|kitab|story mein|kahani|documentary|reporter|article|headline|akhbar|newspaper|in the paper|read that|i read|reading about|govt|government|sarkar|सरकार|savdhan india|crime patrol|खबर|समाचार|फिल्म|सीरियल|एपिसोड|किरदार|हीरो|हीरोइन|कहानी|उपन्यास|अखबार|शो",
    examples: [
      "in the movie the hero tried to kill himself",
      "serial mein heroine ne zeher kha liya",
      "खबर में आया",
      "ye purana gaana zeher pee liya pyaar me",
    ],
  },
  {
    id: "game",
    pattern: "game|games|gaming|pubg|bgmi|free fire|gta|minecraft|valorant|roblox|fortnite|sims|level|respawn|गेम|पबजी",
    examples: ["in the game my character jumped off the cliff", "गेम में मेरा किरदार छत से कूद गया"],
  },
  {
    id: "help-prevention",
    pattern:
      "how (to|can i|do i|should i|can we|do we|do you) (help|support|talk to|deal with|approach|reach out to|be there for|handle)|help (someone|a friend|my friend|people|others|them|him|her)|(kaise|kese) (help|madad|support)|(madad|help) (kaise|kese)|कैसे मदद|मदद कैसे|survivors|awareness|prevention|webinar|workshop|seminar|campaign|after (a|an) (suicide )?atempt|atempt ke baad|(im |i am )?sharing (this|my story)|so (that )?someone (out there )?(knows|can see)|(its|it is) possible to (come back|recover|heal|survive)|प्रयास के बाद|warning signs|rokthaam|रोकथाम|जागरूकता",
    examples: [
      "how to help someone after a suicide attempt",
      "attempt survivors need support",
      "mere dost ko suicide attempt ke baad kaise help karu",
    ],
  },
  {
    id: "professional",
    pattern:
      "patient|patients|mareez|mariz|marij|मरीज|मरीजों|(night|my|duty|morning|evening|24 hour) shift|on duty|as a (nurse|doctor|paramedic|counsel?or|psychologist|psychiatrist|medic)|(im|i am) a (nurse|doctor|paramedic|counsel?or|psychologist|psychiatrist)|(nurse|doctor|paramedic) (hoon|hu|hun)|(नर्स|डॉक्टर) (हूं|हूँ|हू)|casualty ward|intern|interns|internship|trainee|residency|house job|housemanship|med school|medical college|mbbs|(during|on) (my |our )?(duty|rounds|posting|clinicals)|duty (pe|par|pr|mein|me)|(casualty|emergency|er) (duty|posting|shift)|(today |this morning |last night )?in casualty (today|this morning|tonight)?|came in with|(was|were|got) brought in|brought (him|her|them) in|we (pumped|stitched|treated|admitted|intubated|resuscitated|revived|washed)|ड्यूटी|इंटर्नशिप|इंटर्न",
    examples: [
      "patient came in after an overdose during my night shift",
      "मैं नर्स हूँ, एक मरीज़ आया",
      "during internship we pumped the stomach of a man who drank poison",
      "today in casualty a man came in with a cut, ten stitches",
    ],
  },
  {
    id: "recovery-from-a-distance",
    pattern: DISTANCE,
    with: WELLBEING,
    unless: NOW_AGAIN,
    examples: [
      "two years ago i tried to kill myself, now i am a nurse",
      "saal bhar pehle maine marne ki koshish ki thi, ab main theek hu",
      "दो साल पहले मैंने आत्महत्या की कोशिश की थी, अब मैं ठीक हूं",
      "2018 mein maine suicide attempt kiya tha, ab main therapist hoon",
    ],
  },
  {
    id: "hypothetical",
    pattern:
      "agar (koi|kisi|kisi ne|kisiko|kisi ko|aap|tum|ek insaan|koi insaan)|agr (koi|kisi)|if (someone|somebody|a person|anyone|a friend|your friend|my friend|a patient|one)|what (happens|to do|should i do|do i do|should you do) (if|when) (someone|somebody|a person|a friend|my friend)|in case (someone|somebody|a person)|अगर (कोई|किसी|किसी ने|आप|तुम)|यदि (कोई|किसी)",
    unless: "maine|mene|mainne|मैंने|मैने|i (tried|atempted|took|swalowed|drank|overdose|od|hanged|hung|slit|jumped|cut)",
    examples: [
      "agar koi bahut saari tablets nigal le toh first aid kya hai",
      "what happens if a person swallows all their pills",
      "अगर कोई ज़हर पी ले तो क्या करें",
    ],
  },
  {
    id: "everyday-attempt",
    pattern:
      "exam|exams|test|paper|jee|neet|upsc|marathon|recipe|interview|cleared|passed|pass ho|pass kiya|nikal gaya|nikal gya|clear ho|clear kiya|driving|score|marks|rank|swimming|swim|pool|tairne|tairna|tairaki|nahane|nahaane|picnic|ca final|ca inter|gate|ssc|cuet|clat|mock|quiz|question|questions|sawal|olympiad|boards|ielts|toefl|gre|gmat|परीक्षा|पास|इंटरव्यू|तैरने|नहाने|प्रश्न|सवाल",
    unless:
      "suicide|khudkushi|zeher|zehar|jahar|poison|pills|goliyan|phanda|fanda|nas|kalai|wrist|wrists|hang|overdose|od|kil|die|marne|jaan|आत्महत्या|खुदकुशी|ज़हर|जहर|गोलियां|फंदा|नस|कलाई|मरने|जान",
    examples: [
      "my brother attempted again, third time lucky, he cleared the bar exam",
      "ek ladke ne nahar mein chhalang laga di tairne ke liye",
    ],
  },
  {
    id: "accident",
    pattern:
      "galti se|galati se|by mistake|accidentaly|by accident|accidental|गलती से|अनजाने में|khelte hue|खेलते हुए|masti (mein|me)|(mazak|mazaak|majak|mjak) (mein|me)|prank|khel khel (mein|me)|मस्ती में|मज़ाक में|मजाक में|kaatte hue|katte hue|काटते हुए|(kalai|haath|hath|ungli|wrist) kat (gayi|gaya|gai|gya|gyi)|(कलाई|हाथ|उंगली) कट (गई|गया|गयी)",
    unless:
      "(galti|galati) se (nahi|nhi|na)|गलती से नहीं|(not|wasnt|was not|no) (by )?(an )?accident|(not|wasnt|was not) (by )?mistake",
    examples: ["chhote bhai ne galti se phenyl pee liya"],
  },
  {
    id: "medical",
    pattern:
      "food poisoning|poisoning|पॉइजनिंग|seafood|bad food|kharab khana|appendix|surgery|operation|ऑपरेशन|सर्जरी|heart attack|dengue|typhoid|fever|headache|migraine|period pain|cramps|cold and cough|bukhar|bukhaar|sar dard|sardard|sir dard|बुखार|सर दर्द|सिरदर्द|prescribed|doctor ne (di|diya|bola|kaha|likha)|डॉक्टर ने|(achi|achhi|acchi|badhiya|mast) nend|nend (aa gayi|aa gai|ayi|aayi|aai)|slept (wel|great|like)|(नींद|अच्छी नींद) (आ गई|आई)|अच्छी नींद",
    examples: ["took a strip of crocin for fever", "papa ne bukhar mein do goliyan kha li"],
  },
];

/** Told as recent. "kal" beside the entries' past verbs is yesterday. */
const RECENT =
  "today|tonight|last night|yesterday|rn|2day|tdy|tonite|2nite|yday|ystrdy|yesterdy|this morning|this evening|this afternoon|earlier today|just now|right now|moments ago|(a|an|one|to|two|three|four|few|a few|couple of|a couple of|[0-9]+) (hours|hour|hrs|hr|minutes|minute|mins|min) ago|i just|just (tried|took|swalowed|drank|atempted|overdosed)|(aaj|aj|abhi|kal|parso|parson)|raat ko|(aaj|kal) (raat|subah|sham|shaam|dopahar)|thodi der pehle|(ek )?(ghanta|ghante|ghanton) pehle|([0-9]+|das|paanch|pandrah|bees) (min|mins|minute|minat|minut) (pehle|pahle|phle)|आज|अभी|कल|परसों|परसो|रात को|(?<!(har|roz|रोज|हर) )(subah|shaam|sham|सुबह|शाम)|थोड़ी देर पहले|घंटे पहले|घंटा पहले|मिनट पहले|(kha|khaa|pi|pee|kaat|kat|nigal|gatak|le|laga|lga) (li|liya|lee|lin|lia|di) (hai|h|he|hain|hu|hoon)|(खा|पी|काट|निगल|गटक|ले|लगा) (ली|लिया|लीं|दी) (है|हैं)|(ive|i have) (taken|swalowed|drunk|drank|slit|overdose)";
/** What an attempt left behind a moment ago: the rope broke, sick, a hospital bed, stitches. */
const OUTCOME =
  "rope (broke|snapped|tore|gave way)|(dupata|dupatta|chunri|cloth|fan) (tore|broke|snapped|fel)|threw up|throwing up|vomited|vomiting|puked|woke up in (the |a )?(hospital|icu|er|emergency)|(in|at) (the )?(icu|er|emergency ward|casualty)|pumped my stomach|stomach (was )?pumped|stomach wash|stitches|ambulance|stil bleding|blod everywhere|(im|i am) (in|at) (the )?hospital|ventilator|(rassi|rasi|phanda|fanda|dupatta|dupata|chunni) (toot|tut|tot)|ulti|ultiyan|hosh (aaya|aya|aayi)|(hospital|icu|aspatal) (mein|me) (hoon|hu|hun|thi|tha|hosh|admit)|pet saaf|tanke|taanke|khoon (beh|bah|nahi ruk)|रस्सी टूट|फंदा टूट|दुपट्टा फट|उल्टी|होश आया|अस्पताल में|आईसीयू|टांके|एम्बुलेंस|खून बह";
/** Told from a distance: never recent, whatever the outcome. */
const DISTANT = `last (week|month|year|summer|winter|diwali|semester|sem)|(19|20)[0-9][0-9]|(weeks|week|months|month|years|year|yrs|decade|decades) (ago|back)|ages ago|(bachpan|teenage) (mein|me)|बचपन में|at (1[0-9]|[2-9][0-9])(?! (am|pm|baje|bje|oclock|min|mins|minutes|hours|hrs|floor|percent|kg|rs|ka|ki|ke|se|pe|par|pills|tablets))|(college|school|hostel) (ke )?(time|days|dino|dinon)|(कॉलेज|स्कूल|हॉस्टल) के (टाइम|समय|दिनों)|back in|in 20[0-9][0-9]|(?<!at )once|pichle (hafte|mahine|saal|sal|baar|bar|sem)|(hafte|hafton|mahine|mahino|mahinon|saal|sal|salon|saalon|barso) (bhar )?(pehle|pahle|phle)|pehle bhi|ek (baar|bar)(?! (mein|me))|पिछले (हफ्ते|महीने|साल)|(हफ्ते|हफ्तों|महीने|महीनों|साल|सालों|बरसों) पहले|एक बार(?! में)|${SPAN}`;
/** Somebody else (or "you") is the subject of a Hindi verb: the attempt is not the writer's. */
const THIRD_SUBJECT =
  "(?<!(main|mai|mei|ham|hum) )ne|usne|unhone|unhonne|isne|tumne|tune|aapne|apne ne|(?<!मैं )ने|उसने|उन्होंने|इसने|तुमने|आपने";
/** The writer is the subject. */
const FIRST_SUBJECT = "maine|mene|mainne|mainey|mein ne|main ne|mai ne|मैंने|मैने|मैं ने";

const compileEntry = (e: { pattern: string; with?: string }) => ({
  re: compilePattern(e.pattern),
  with: e.with === undefined ? undefined : compilePattern(e.with),
});
const ENTRIES = attemptEntries.map((e) => ({ id: e.id, kind: e.kind, on: switchOf(e.id), ...compileEntry(e) }));
const VETOES = attemptVetoes.map((v) => ({
  ...compileEntry(v),
  unless: v.unless === undefined ? undefined : compilePattern(v.unless),
}));
const RECENT_RE = compilePattern(RECENT);
const OUTCOME_RE = compilePattern(OUTCOME);
const DISTANT_RE = compilePattern(DISTANT);
const THIRD_RE = compilePattern(THIRD_SUBJECT, "gu");
const FIRST_RE = compilePattern(FIRST_SUBJECT, "gu");

/** Where the last match of `re` in `text` ends (-1 when none). */
function lastEnd(re: RegExp, text: string): number {
  let end = -1;
  re.lastIndex = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    end = m.index + m[0].length;
    if (m[0].length === 0) re.lastIndex += 1;
  }
  return end;
}

/**
 * Whether the writer is the subject of a self entry's match: the nearest subject of a Hindi verb before
 * the end of the match is not somebody else ("dost ne kal marne ki koshish ki ... maine ignore kiya" is the
 * friend's; "parso terrace se kudne gaya tha, bhai ne pakad liya" is the writer's).
 */
function writerIsSubject(re: RegExp, masked: string): boolean {
  const m = re.exec(masked);
  if (!m) return false;
  const upTo = masked.slice(0, m.index + m[0].length);
  const third = lastEnd(THIRD_RE, upTo);
  return third < 0 || lastEnd(FIRST_RE, upTo) > third;
}

/** What the layer read: the strongest kind of attempt and the entries (signals) that say so. */
export interface AttemptReading {
  /** `self-recent`: the writer's own attempt told as recent (or with an outcome word and no distance). */
  kind: "self-recent" | "self" | "other" | "self-harm";
  /** Entry ids; a recent self entry is named `<id>-recent`. */
  ids: string[];
}

/** The recovery-from-a-distance veto, read on its own by the recovery layer (recovery.ts). */
const RECOVERY = VETOES[attemptVetoes.findIndex((v) => v.id === "recovery-from-a-distance")]!;
/** Distance, a present that is well, and the risk not now (the veto's own three parts). */
export const recoveryFromADistance = (text: string): boolean =>
  RECOVERY.re.test(text) && RECOVERY.with!.test(text) && !RECOVERY.unless!.test(text);

const vetoes = (text: string, ids?: ReadonlySet<string>): boolean =>
  VETOES.some(
    (v, i) =>
      (!ids || ids.has(attemptVetoes[i]!.id)) &&
      v.re.test(text) &&
      (!v.with || v.with.test(text)) &&
      !v.unless?.test(text),
  );

/** Whether any veto reads `text`. */
export const attemptVetoed = (text: string): boolean => vetoes(text);

/** Whether one of the named vetoes reads `text` (the relapse layer reads some of them). */
export const vetoedBy = (text: string, ids: ReadonlySet<string>): boolean => vetoes(text, ids);

/**
 * The attempt entries that match the lexicon's masked text, nothing when a veto reads it (or `post`, the
 * whole long post the piece comes from). A self entry counts only where no one else is the subject of a
 * Hindi verb ("dost ne", "उसने") unless the writer is too ("maine").
 */
export function readAttempt(masked: string, post?: string): AttemptReading | undefined {
  let hits = ENTRIES.filter((e) => e.on() && e.re.test(masked) && (!e.with || e.with.test(masked)));
  if (hits.length === 0) return undefined;
  hits = hits.filter((e) => e.kind !== "self" || writerIsSubject(e.re, masked));
  if (hits.length === 0) return undefined;
  // The vetoes (long alternations) are read only where an entry fired.
  if (attemptVetoed(masked) || (post !== undefined && attemptVetoed(post))) return undefined;
  // Somebody else's attempt wins over a self entry: "my roommate swallowed...", "dost ne ... maine ignore kiya".
  if (hits.some((e) => e.kind === "other")) hits = hits.filter((e) => e.kind !== "self");
  const self = hits.filter((e) => e.kind === "self");
  if (self.length > 0) {
    const recent = (RECENT_RE.test(masked) || OUTCOME_RE.test(masked)) && !DISTANT_RE.test(masked);
    return recent
      ? { kind: "self-recent", ids: self.map((e) => `${e.id}-recent`) }
      : { kind: "self", ids: self.map((e) => e.id) };
  }
  const other = hits.filter((e) => e.kind === "other");
  if (other.length > 0) return { kind: "other", ids: other.map((e) => e.id) };
  return { kind: "self-harm", ids: hits.map((e) => e.id) };
}
