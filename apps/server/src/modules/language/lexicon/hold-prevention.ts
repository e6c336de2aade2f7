import { type CalmEntry, near } from "./calm-types.ts";

// The hold veto's second round (decision 034, "Never held, second round"): two more never-held kinds,
// written from the kinds (the "prevention talk" and "medical doses"), not from any probe line.
// - Prevention: a means kept away from someone at risk ("locked mummy's tablets in the almirah, the key
//   stays with me", nets on a bridge, a hostel's fan hooks taken out, a chemist who refused to sell), with
//   someone else named. It covers its piece like recovery, but only with no risk of the writer's own in
//   the lexicon (hold-veto.ts ownRiskIn) and no breaker outside the prevention words themselves.
// - Family medicine: a relative's or a pet's medicine with an ordinary purpose (a dose missed or doubled
//   by mistake, expired strips, a refill, food or tea with it). Like the calm medical frame it must be in
//   every sentence that reads as a crisis.

const MEANS = [
  "pills|pils|tablets|tablet|meds|medicines|medicine|sleeping pills|rat poison|poison|pesticide|insecticide|phenyl|acid|knife|knives|blades|blade|razor|rope|dupatta|fan|fans|hooks|hook|bridge|terrace|roof|tracks|track",
  "गोली|गोलियां|गोलियाँ|टैबलेट|दवा|दवाई|दवाइयां|दवाइयाँ|चूहे मारने की दवा|ज़हर|जहर|कीटनाशक|फिनाइल|तेज़ाब|तेजाब|चाकू|ब्लेड|रस्सी|दुपट्टा|पंखा|पंखे|हुक|पुल|छत",
  "goli|goliyan|goliya|golian|tablet|tablets|dawa|dawai|dwai|dawaiyan|dawaiyaan|zeher|zehar|jeher|zaher|chuha mar dawai|keetnashak|phenyl|tezab|tejab|chaku|blade|rassi|dupatta|pankha|pankhe|hook|pul|chhat|chat",
].join("|");
// Keeping a means away: locked, a key kept, thrown out, taken out, nets, a refusal to sell.
const AWAY = [
  "lock|locked|locking|lock (it|them) (up|away)|locked (it|them) (up|away)|under lock|locker|padlock|key (is |stays )?with me|keys with me|keep (it|them) away from|kept (it|them) away from|out of (his|her|their) reach|away from (him|her|them)|threw (out|away)|throw (out|away)|thrown (out|away)|disposed|dispose of|flushed|took (out|down) the|removed the|remove the|safety nets|nets on|net on|nets at|barriers|barrier|fencing|spring fans|spring loaded|collapsible|refused to sell|wont sell|won t sell|didnt sell|did not sell|without (a |his |her )?prescription",
  "ताले में|ताला|लॉक|अलमारी में बंद|बंद कर (दी|दीं|दिया|दिए)|चाबी मेरे पास|चाबी (मैं|मेरे)|फेंक (दी|दीं|दिया|दिए)|हटा (दी|दीं|दिया|दिए|दिये)|निकाल (दी|दीं|दिया|दिए)|जाली|जालियां|बेचने से मना|नहीं बेचता|नहीं बेची|बिना पर्चे",
  "tale me|tale mein|taale me|taala|tala|lock|locked|almari me band|almari mein band|band kar (di|diya|diye)|band kr (di|diya|diye)|chabi mere pas|chaabi mere paas|chabi mere paas|phenk (di|diya|diye)|fenk (di|diya|diye)|hata (di|diya|diye)|nikal (di|diya|diye)|jali|jaali|bechne se mana|nahi bechta|bina parche",
].join("|");
// Someone else: a relative, a friend, a patient, a campus, a city.
const SOMEONE_ELSE = [
  "(my|our|his|her) (mom|mum|mother|dad|father|papa|mummy|brother|bro|sister|sis|friend|roommate|roomie|grandma|grandpa|granny|nani|dadi|nana|dada|uncle|aunt|aunty|cousin|son|daughter|husband|wife|patient|student|students|neighbour)s?|him|her|them|hostel|college|campus|railway|railways|municipal|government|metro|chemist|pharmacist|doctor",
  "मम्मी|माँ|मां|पापा|पिताजी|भाई|भैया|बहन|दीदी|दोस्त|नानी|दादी|नाना|दादा|चाचा|चाची|मामा|मामी|बेटा|बेटी|पति|पत्नी|उनकी|उनके|उसकी|उसके|हॉस्टल|कॉलेज|रेलवे|सरकार|केमिस्ट|डॉक्टर",
  "mummy|mumma|maa|mom|papa|pitaji|bhai|bhaiya|behen|behan|didi|dost|nani|dadi|nana|dada|chacha|chachi|mama|mami|beta|beti|pati|patni|unki|unke|uski|uske|hostel|college|railway|sarkar|chemist|doctor",
].join("|");

const RELATIVE = [
  "(my|our) (mom|mum|mother|dad|father|papa|mummy|grandma|grandpa|granny|nani|dadi|nana|dada|uncle|aunt|son|daughter|baby|kid|husband|wife|dog|cat|puppy)s?|(her|his) (medicine|meds|tablets|pills|dose)",
  "मम्मी|माँ|मां|पापा|नानी|दादी|नाना|दादा|बच्चे|बच्चा|बेटे|बेटी|पति|पत्नी|कुत्ते|बिल्ली|उनकी|उनको|उन्हें",
  "mummy|mumma|maa|papa|nani|dadi|nana|dada|bache|bachhe|bacha|bete|beti|pati|patni|kute|billi|unki|unko|unhe",
].join("|");
const DOSE = [
  "dose|doses|dosage|mg|ml|tablet|tablets|pills|pils|syrup|medicine|meds|strip|capsule|capsules",
  "खुराक|डोज|गोली|गोलियां|गोलियाँ|टैबलेट|सिरप|दवा|दवाई|स्ट्रिप",
  "khurak|dose|goli|goliyan|goliya|tablet|tablets|syrup|dawa|dawai|dwai|strip",
].join("|");
// An ordinary purpose: a dose missed or doubled by mistake, an expiry, a refill, food, timing, a side effect.
const ORDINARY = [
  "by mistake|mistakenly|accidentally|double dose|extra dose|twice by mistake|missed (a|her|his|the|one) dose|forgot (to give|her|his)|expired|expiry|refill|side effects?|with (food|milk|tea|chai)|before (food|breakfast|dinner)|after (food|breakfast|dinner)|empty stomach|what time|which time|switch (to|from)|generic|same salt|vet",
  "गलती से|दो बार|डबल|छूट गई|छूट गया|भूल (गई|गया|गए)|एक्सपायर|एक्सपायरी|साइड इफेक्ट|खाने के (बाद|पहले)|खाली पेट|किस टाइम|कब (दें|देनी|लें|लेनी)|डॉक्टर ने|वेट|जानवरों के डॉक्टर",
  "galti se|galati se|do bar|do baar|double|chhut gayi|chut gayi|chhut gaya|bhul (gayi|gaya|gye|gaye)|expire|expiry|side effect|khane ke (baad|bad|pehle|pahle)|khali pet|kis time|kab (de|deni|dena|le|leni|lena)|doctor ne|vet",
].join("|");

/** The span a prevention frame names (blanked before the breakers are read: "saari goliyan ... lock" is the point, not a breaker). */
export const PREVENTION_SPAN = near(
  `(?:(?:saari|sari|sab|puri|सारी|सब|all (?:the |my |her |his )?) )?(?:${MEANS})`,
  AWAY,
  6,
);
export const SOMEONE_ELSE_AT_RISK = SOMEONE_ELSE;

export const holdPrevention: CalmEntry[] = [
  {
    id: "hold.any.prevention",
    pattern: PREVENTION_SPAN,
    examples: [
      "locked my dad's sleeping pills in the cupboard, the key stays with me",
      "the hostel removed the fan hooks after what happened",
      "मम्मी की नींद की गोलियां अलमारी में बंद कर दीं, चाबी मेरे पास है",
      "papa ki saari dawai tale me rakh di, doctor ne bola tha",
    ],
    negatives: ["i have the pills with me", "goliyan jama kar li", "मेरे पास गोलियां हैं"],
  },
];

export const vetoFamilyMedicine: CalmEntry[] = [
  {
    id: "veto.any.family-medicine",
    pattern: `${near(RELATIVE, DOSE, 5)}`,
    examples: [
      "gave my grandma her bp tablets twice by mistake",
      "dadi ki neend ki goli expire ho gayi kya",
      "नानी की दवा खाने के बाद देनी है या पहले",
    ],
    negatives: ["how many sleeping pills would it take", "saari goliyan kha lunga"],
  },
];

/** The purpose a family-medicine frame needs somewhere in its piece. */
export const ORDINARY_PURPOSE = ORDINARY;

// The third round (decision 034, "Never held, third round"; read from holdVeto.round 3), from the second
// holds probe once it was read (a development set from then on): more relatives (a mausi's sugar tablets
// and a mamaji's BP tablets mixed up), more ordinary purposes (half a tablet, which is which, what the
// doctor said), and phrases blanked before the breakers are read because their alarming word is harmless
// in them ("sach mein glad hu", "the scars are still there").
const RELATIVE_MORE = [
  "mausi|mausiji|mama|mamaji|mami|mamiji|chacha|chachaji|chachi|bua|buaji|fufa|tau|tauji|tai|taiji|nanaji|dadaji|naniji|dadiji|sasur|sasurji|saas|in laws|inlaws|(mother|father) in law|grandfather|grandmother|granddad|grandad",
  "मौसी|मामा|मामाजी|मामी|चाचा|चाचाजी|चाची|बुआ|फूफा|ताऊ|ताई|नानाजी|दादाजी|नानीजी|दादीजी|ससुर|सास",
].join("|");
const ORDINARY_MORE =
  "half (a|the) (tablet|pill)|in half|(aadhi|adhi) (goli|tablet)|आधी (गोली|टैबलेट)|which is which|mix (ho gayi|ho gai|ho gyi|ho gye|ho gaye|up)|mixed up|मिक्स हो|(doc|doctor) (told|said|asked|prescribed)|prescribed";

/** A poison is never a relative's medicine (the third round's family frame is off beside one). */
export const POISON =
  "poison|zeher|zehar|jeher|zaher|जहर|ज़हर|(chuhe|chuha|chuhon) (maarne|marne|mar|maar)|चूहे (मारने|मार)|rat (poison|kil|killer)|pesticide|keetnashak|kitnashak|कीटनाशक|phenyl|finyl|फिनाइल|acid|tezab|tejab|तेजाब|तेज़ाब";

/** The third round's family-medicine frame and the purpose it needs. */
export const FAMILY_MEDICINE_MORE = near(`${RELATIVE}|${RELATIVE_MORE}`, DOSE, 5);
export const ORDINARY_PURPOSE_MORE = `${ORDINARY}|${ORDINARY_MORE}`;

/** Phrases whose alarming word is harmless in them: blanked before the breakers are read (third round). */
export const HARMLESS_PHRASES = [
  "(sach mein|sach me|sachme|sach mai|सच में|honestly|for real|seriously) (so |bahut |bht |बहुत )?(glad|khush|shukr|shukar|grateful|thankful|proud|happy|शुक्र|खुश)",
  "(scars|scar|marks|nishaan|nishan|निशान|daag|दाग) ([^ ]+ ){0,3}(still|ab bhi|abhi bhi|ab tak|अब भी|अभी भी|अब तक)( (there|hai|h|hain|है|हैं))?|(still|ab bhi) (have|hai|h) (the |my )?(scars|marks|nishaan|nishan)",
].join("|");

/** The third round's breaker: fresh cuts or scars. */
export const FRESH_CUTS =
  "fresh|taaze|taze|tazaa|taza|ताज़े|ताजे|ताज़ा|new (cuts|cut|scars|marks)|naye (cut|nishan|nishaan)|नए (कट|निशान)";
