import { compilePattern } from "../lexicon-check.ts";
import type { CalmEntry } from "./calm-types.ts";
import { near } from "./calm-types.ts";
import { recoveryHalvesThird, recoveryHalvesWider } from "./hold-recovery.ts";

// The hold veto's fourth round (decision 034, "Never held, fourth round: recovery"; read only with
// holdVeto.round 4 and later): recovery told as past, from the development sets' recovery lines (every probe read so
// far and the train split), which the third round covered 173 times in 779. Three parts:
// - phrases whose alarming word is harmless in them, blanked before the breakers are read: "therapy saved
//   my life", "par ab main thik hu", "honestly so grateful", "still here", "started therapy", "smile
//   again and again", "marna chahti thi" (a wish told as past), "pankhe se koshish ki thi";
// - more past markers ("ek baar", "back when", "2016-17", "10th me", "my attempt") and more good
//   presents ("doing well", "2 years sh free", "bach gayi", "ab nahi karti", "mast hu", a trip, a trek, a
//   shop, a startup), each still needing the other half within 14 words;
// - breakers for a recovery that is not over: admitted now, a goodbye letter being written, "kal raat", "last
//   night", "this morning", "ek baar aur", a new rope or blade, the thoughts coming back ("fir aa gaye"),
//   "should have finished it".

/** Blanked before the breakers are read: the alarming word is harmless in these. */
export const RECOVERY_HARMLESS = [
  // A life saved, "but now I'm fine", a gladness said in earnest, still here.
  "saved (my|me|our|his|her) (life|lives)|saved me|(bacha|bachaa) (liya|li|lia)|बचा (लिया|ली)",
  "(par|pr|lekin|but|पर|लेकिन) (ab|अब|now) (main |mai |मैं |i m |im |i am |i |sab |सब |life |zindagi |ज़िंदगी |जिंदगी )?(thik|theek|ठीक|khush|खुश|better|fine|okay|ok|happy|safe|stable|strong|healthy|alive|zinda|जिंदा|ज़िंदा|mast|मस्त|acha|accha|अच्छा|sukoon|सुकून|good|great|proud)",
  "(honestly|sach me|sach mein|sachme|sach mai|सच में|seriously|fr|for real|truly|genuinely)( [^ ]+){0,3} (glad|grateful|happy|proud|khush|खुश|shukr|शुक्र|thankful|better|good|amazing|beautiful|fine|okay|thik|theek|ठीक|acha|accha|अच्छा|mast|मस्त|alive|blessed|saved|bachaya|बचाया|doing (well|good|great|fine|ok|okay)|kaam (karti|karta|krti|krta)|hoti (hai|h)|होती है)|(day|night|year|thing|decision) (honestly|fr)",
  "still (here|alive|standing|breathing|kicking|remember|recall|thank|grateful|get emotional|cry when|laugh|processing|go (every|to)|can t believe|cant believe)|(im|i m|i am) still here|(ab bhi|abhi bhi|aaj bhi|अब भी|आज भी) (yaad|याद|zinda|जिंदा|ज़िंदा|shukr|शुक्र)",
  // Scars still there, and "but now" followed by a bad feeling that is gone, a reminder of how far, or who is there now.
  "(still|ab bhi|abhi bhi) (have|hai|h|हैं|है)? ?(the |my |a )?(scar|scars|nishaan|nishan|निशान)|(निशान|nishaan|nishan|scar|scars) (अब भी|ab bhi|abhi bhi|still) (हैं|है|hain|hai|h)",
  "(par|pr|पर|lekin|लेकिन) (ab|अब)( [^ ]+){0,5} (sharam|sharm|शर्म|gussa|गुस्सा|kaanp|kanp|कांप|rona|रोना)( [^ ]+)? (nahi|nhi|नहीं|नही)|(par|pr|पर|lekin|लेकिन) (ab|अब)( [^ ]+){0,4} (yaad aata|याद आता) (hai|h|है) (ki|कि)|(par|pr|पर|lekin|लेकिन) (ab|अब) (mere|मेरे) (pas|paas|पास) (therapist|wife|husband|family|dost|दोस्त|job|naukri|नौकरी|परिवार)",
  // Something good in hand ("MSc ki degree haath me h"), not a means.
  "(degree|degri|डिग्री|baby|beti|beta|bachi|bacha|बेटी|बेटा|बच्ची|phone|certificate|award|trophy|medal|diploma|ring|coffee|chai|चाय|book|kitab|किताब|offer letter|result) (haath me|hath me|haath mein|hath mein|हाथ में|in (my|his|her) hands?)( (h|hai|है|thi|थी))?",
  // Started or again, in good things.
  "started (therapy|meds|medication|medicines|running|yoga|college|a job|my job|work|painting|dancing|journaling|a new|my new|my own|teaching|volunteering|counselling|counseling)|(therapy|dawai|dawa|दवा|दवाई|counselling|counseling|treatment|ilaj|ilaaj|इलाज|naukri|नौकरी|job|college|padhai|पढ़ाई) (shuru|start|शुरू)",
  "again and again|(smiling|laughing) again",
  // A wish or a plan told as past.
  "(marna|मरना|mar jana|मर जाना) (chahta|chahti|चाहता|चाहती) (tha|thi|था|थी)|(wanted|tried|planned|was going|used to want) to (die|end (it|everything|my life)( all)?|kill myself)",
  "(pankhe|पंखे|fan) (se|pe|से|पे|par|पर)( [^ ]+){0,3} (koshish|कोशिश) (ki|की) (thi|tha|थी|था)",
].join("|");

const EN_PAST_4 =
  "long (time )?back|back when|when i was (in|at|a)|in (my )?(ist|2nd|3rd|4th|first|second|third|final) (year|yr)|in (class )?(8|9|10|11|12|8th|9th|ioth|iith|i2th)|20[0-9][0-9]( ?- ?[0-9]+)?|at (1[0-9]|2[0-9])|my (old|past) (self|diary|scars)|(made|had) an attempt|my attempt|i survived|after (the|my) (hospital|icu|attempt)";
const EN_NOW_4 =
  "doing (well|ok|okay|fine|good|better)|safe and|(sh|self harm|cutting|selfharm) free|[0-9]+ (days|months|years|yrs|year|month) (free|clean|strong|sober)|(days|years|yrs|months) (since|without)|ran (my )?(first|a) [a-z0-9]+|my (whole world|safe place|favourite)|(glad|happy|grateful|thankful) (i|im|i m|to be|that i|for)|made (it|the rangoli|rangoli)|best (night|day|year)|not ashamed|(hug|hugging) (that|my younger)|my own (shop|business|startup|place)|startup|designer|engineer|doctor now|nurse now|chose me|(the )?(urge|urges) (fade|fades|pass|passes)|it (really )?does (get better|pass)|trust me|you will (make it|get through)|hold on";
const HI_PAST_4 = [
  "एक बार|बहुत (साल|पहले)|पुराना|पुराने|(10वीं|12वीं|दसवीं|बारहवीं) में|20[0-9][0-9] (का|की|के|में)|(खड़ा|खड़ी) (था|थी)|(लीं|ली|खाई|खाईं|किया|की) (थीं|थी|था)|हॉस्पिटल में|अस्पताल में|ICU में",
  "ek (baar|bar)|bahut (saal|sal) pehle|purana|purane|(ioth|i2th|10th|12th|dasvi|barahvi) (me|mein)|20[0-9][0-9]( ?- ?[0-9]+)? (me|mein|ka|ki)|(khada|khadi) (tha|thi)|(li|kha li|khayi|kiya|kia|ki) (thi|tha)|(hospital|hsptl|icu) (me|mein) (thi|tha|tha main|thi main)|attempt (ke baad|kiya tha|ki thi)",
].join("|");
const HI_NOW_4 = [
  "अब (नहीं|नही) (करती|करता|करते)|ख्याल (नहीं|नही) आते|ठीक (हुआ|हो गया|हो गई)|मस्त (हूं|हूँ|हु)|strong (हूं|हूँ)|खुश (हूं|हूँ|हु)|(अपनी|मेरी) दुकान|ट्रेक|सुकून|glad (हूं|हूँ)|(days|दिन) free|free (हूं|हूँ)|ज़िंदगी बदलती|जिंदगी बदलती|शर्म (नहीं|नही) आती|याद आता है (कि )?मैं कितनी|जीना सीख",
  "ab (nahi|nhi) (karti|karta|krti|krta)|khayal (nahi|nhi) aate|thik (hua|ho gaya|ho gayi|ho gyi)|mast (hu|hoon|hun)|strong (hu|hoon)|khush (hu|hoon|hun)|(apni|meri) (dukan|dukaan)|trek|trip|goa|manali|sukoon|sukun|glad (hu|hoon)|(days|din) free|startup|designer|state level|ekdum (thik|theek)|zindagi badalti|sharam (nahi|nhi) aati|jeena seekh|jina sikh|madad (ho|kar|kr)|kahani likh",
].join("|");

/** The fourth round's halves: the wider round's and the third's, with these added. */
export const recoveryHalvesFourth = [
  [`${recoveryHalvesWider[0][0]}|${EN_PAST_4}`, `${recoveryHalvesWider[0][1]}|${EN_NOW_4}`],
  [`${recoveryHalvesThird[0][0]}|${HI_PAST_4}`, `${recoveryHalvesThird[0][1]}|${HI_NOW_4}`],
] as const;

export const holdRecoveryFourth: CalmEntry[] = [
  {
    id: "hold.en.recovery-past-fourth",
    pattern: near(recoveryHalvesFourth[0][0], recoveryHalvesFourth[0][1], 14),
    examples: [
      "i took pills long time back. today i ran my first 10k",
      "back in 2020 i cut daily. 2 yrs sh free today",
      "woke up in the icu at 19. doing well now, safe and loved",
    ],
    negatives: ["once i get the pills i will be at peace", "my husband is the reason i cut"],
  },
  {
    id: "hold.hi.recovery-past-fourth",
    pattern: near(recoveryHalvesFourth[1][0], recoveryHalvesFourth[1][1], 14),
    examples: [
      "ek baar pankhe se koshish ki thi, aaj goa trip pe hu",
      "pills ली थीं, बच गया। glad हूं",
      "school me blade chalati thi, ab nahi karti",
    ],
    negatives: ["kabhi kabhi lagta hai sab khatam", "pehle bhi socha tha"],
  },
];

/** A recovery that is not over: admitted now, a note being written, last night, yesterday's cut. */
export const NOT_OVER_BASE =
  "admit (karna|karne|kar|kr|karenge|krenge)|(bharti|भर्ती) (karna|karne|करना|करने|kar|kr)|(note|letter|chitthi|chithi|चिट्ठी|aakhri|akhri|आखिरी) likh (rahi|raha|rhi|rha)|(नोट|चिट्ठी|आखिरी) लिख (रही|रहा)|writing (my|a|the) (note|letter|goodbye)|kal raat|last night|yesterday i (cut|took|tried)|कल रात|this morning|aaj subah|आज सुबह|just now|abhi abhi|अभी अभी|ek (baar|bar) (aur|or)|एक बार और|(new|nayi|naya|nai|नई|नया) (rope|rassi|रस्सी|blade|ब्लेड|strip|पत्ता|patta)|(fir|phir|फिर) (aa|aaye|aa gaye|aa gye|aane|आ|आए|आ गए|आने)|should have (finished|done it|died|succeeded|gone through)|finish (it|what i started)|properly|(fir|phir|फिर) (kar|kr|कर) (diya|di|दिया|दी|diye)|(naye|nai|new|नए|नई)( [^ ]+)? (lal|laal|red|लाल|cut|cuts|kat|कट)|khud (kiye|kiya|ko kata|ko kaata)|(adhura|adhoora|अधूरा)|पछता|pachta|pachhta|regret (surviving|living|waking)";
/** Sleeves worn to hide (the fourth round reads them anywhere; the fifth only in the present). */
export const SLEEVES = "full sleeves|(poori|puri|पूरी) (bah|baah|banh|बांह|बाँह)";
export const RECOVERY_NOT_OVER = `${NOT_OVER_BASE}|${SLEEVES}`;

/** Words of a plan to come or a brave face, read in the present tail only (a recovery's "now" never has them). */
export const TAIL_NOT_OVER =
  "karungi|karunga|karoongi|karoonga|krungi|krunga|करूंगी|करूंगा|करूँगी|करूँगा|will (do|finish|end|complete|try)|i ll (do|finish|end|try)|ill (do|finish|end|try)|gonna|going to|kal|tomorrow|tonight|कल|pura|poora|पूरा|complete|finish|last|aakhri|akhri|आखिरी|final|sorry|maaf|माफ|alvida|अलविदा|bye|goodbye|everyone thinks|sab (sochte|samajhte)|सब (सोचते|समझते)|kisi ko (nahi|nhi) pata|किसी को (नहीं|नही) पता|pretend|fake|nobody knows|acting|smile (on|for|outside)|suspect|suspects|nobody (notices|knows)|koi (nahi|nhi) (jaanta|janta|samjhta|samajhta)|jhooth|jhoot|jhuth|झूठ|lie|lied|lying|tell (them|everyone|people)|(sabko|sab ko) (bolti|bolta|kehti|kehta)|सबको (बोलती|बोलता|कहती|कहता)|bought|buy|kharid|kharidi|kharida|खरीद|le (aaya|aayi|aya|ayi|aai)|ले (आया|आई)|same (ones|thing|way|pills|rope|bridge|place)|(wahi|vahi|वही) (goliyan|goli|rassi|dupatta|tarika|jagah|pul|dawai|गोलियां|रस्सी|दुपट्टा|तरीका|जगह|पुल)|ordered|order (kiya|kiye|ki|kar)|got (them|it|some|the)|mil (gayi|gaya|gyi|gye|gaye)|मिल (गई|गया|गए)|nikala|nikal (liya|li|ke)|निकाला|निकाल (ली|लिया)|join (them|him|her|the ones)|(unke|uske) (paas|pas) (jaana|jana|jaungi|jaunga)|उनके पास";

// Recovery with any present (the fourth round's structural part): a past marker, then later a present anchor
// ("aaj", "ab", "now", "today", "this diwali", "is saal"); crisis.ts lets the piece go only when the words after
// the last anchor read as nothing on their own (the model and the lexicon) and no breaker is in the piece.
const PAST_ANY = `${recoveryHalvesFourth[0][0]}|${recoveryHalvesFourth[1][0]}`;
export const PRESENT_ANCHOR =
  "aaj|ab|now|today|nowadays|these days|aajkal|aaj kal|this (year|week|month|diwali|holi|eid|summer|winter|monsoon)|is (saal|sal|diwali|holi|eid|mahine|hafte)|आज|अब|आजकल|इस (साल|दिवाली|होली|ईद|महीने|हफ्ते)";

const PAST_RE = compilePattern(PAST_ANY);
const ANCHOR_RE = compilePattern(PRESENT_ANCHOR, "gu");

/** The words from the last present anchor (`anchors`, global) after a past marker to the end of `text` (normalised), if any. */
export function presentTail(text: string, anchors: RegExp = ANCHOR_RE): string | undefined {
  const past = PAST_RE.exec(text);
  if (!past) return undefined;
  let tail: string | undefined;
  anchors.lastIndex = past.index + past[0].length;
  for (let m = anchors.exec(text); m; m = anchors.exec(text)) tail = text.slice(m.index);
  return tail;
}
