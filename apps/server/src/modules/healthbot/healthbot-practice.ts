// "how do i stop being so hard on myself", "khud ko maaf nahi kar pa rahi", "मैं अपना मूड चेक करना चाहता
// हूं": a request for one of the bot's own practices, named in its own words. The crisis model never saw
// the self-compassion, thought and mood requests as harmless (they share "myself", "khud ko", "ख़याल" with
// self-harm and ideation) and reads many of them as risk, so the bot opened its safety check on them
// (decision 041, "A practice asked for by name"). A request read as risk by the model alone, with no word
// of harm, goes to the practice it names with the gentle helpline card beside (healthbot.policy.ts).
//
// Two lists, both read on the folded text: what names a practice, and what makes any line a possible
// crisis whatever else it names. A line with a word of the second list is never a practice request.

import type { HealthbotTopic } from "@saathi/contract/healthbot";
import { fold } from "./healthbot-fold.ts";

/**
 * OFF: no-go by the rule written before the ask probe was read (decision 041, "A practice asked for by
 * name"): it took no crisis line out of the check but spared 6 of the 47 ordinary lines sent to it, not
 * the quarter asked for. Kept, switched off, with its figures (probe/bot-ask-figures.test.ts).
 */
export const PRACTICE_RULE = false;
/** The switch the policy reads; tests and the probe's figures flip it and restore it. */
export const practiceRule = { on: PRACTICE_RULE };

/** The rest of a word, in any script (`\\w` knows only Latin letters). */
const MORE = "[\\p{L}\\p{M}]*";

/** The words that name a practice, by the flow that answers it. */
const PRACTICES: Readonly<Partial<Record<HealthbotTopic, readonly string[]>>> = {
  "self-compassion": [
    // English, with chat spellings
    "(?:so|too|this|very|really|super|bit|less|to be|being|be) (?:hard|harsh|strict|mean|critical) (?:on|with|to|of) (?:myself|myslf|me)",
    "(?:kind|kinder|nicer|gentle|gentler|softer|easier|easy) (?:to|on|with) (?:myself|myslf)",
    "forgive (?:myself|myslf)",
    "self (?:compassion|criticism|critic|critical|love|kindness|blame)",
    "(?:inner|own|biggest|worst) critic",
    "(?:selfcompassion|self-compassion)",
    `blam${MORE} (?:myself|myslf|me)`,
    "self ?(?:esteem|worth|confidence)",
    `perfectionist${MORE}`,
    // Hinglish
    "khud (?:pe|par|se|ke saath|ke sath) (?:itna |itni |bahut |bht |zyada |jyada )?(?:sakht|sakhti|strict|harsh|narmi|naram|pyaar|pyar|gentle|kind)",
    "(?:khud|apne aap) ko (?:maaf|maf|mafi)",
    "(?:apne aap|khud) (?:pe|par|se) (?:itna |bahut )?(?:sakht|strict|harsh)",
    "(?:sabse bada|sabse badi|apna|apni) critic",
    `(?:khud|apne aap) ko (?:hi )?(?:blame|kos${MORE}|dosh${MORE}|zimmedar|jimmedar)`,
    "(?:khud|apne aap) (?:pe|par|se) (?:bahut |bht |itna |itni )?(?:hard|sharm|chidh|gussa)",
    // Devanagari Hindi
    "(?:खुद|ख़ुद|अपने आप) (?:पर|पे|से|के साथ) (?:इतना |इतनी |बहुत |ज़्यादा |ज्यादा )?(?:सख्त|सख़्त|सख्ती|सख़्ती|नरमी|नरम|प्यार|कठोर)",
    "(?:खुद|ख़ुद|अपने आप) को (?:माफ|माफ़)",
    "(?:सबसे बड़ा|सबसे बड़ी|अपना|अपनी) (?:आलोचक|critic)",
    `(?:खुद|ख़ुद|अपने आप) को (?:ही )?(?:कोस${MORE}|दोष${MORE}|ज़िम्मेदार|जिम्मेदार|ब्लेम)`,
    "(?:खुद|ख़ुद|अपने आप) (?:से|पर|पे|प) (?:बहुत |इतना |इतनी )?(?:शर्म|चिढ़|गुस्सा|ग़ुस्सा)",
  ],
  "thought-record": [
    "(?:this|a|the|that|one|my|negative) (?:thought|thoughts) (?:that|keeps|keep|again|about|i have)",
    "(?:check|challenge|question|examine|look at|write down|test) (?:this|a|the|that|my|one) (?:thought|belief)",
    "(?:negative|bad|ulta|ulte|galat) (?:thoughts|thought|soch|khayal|khyal|vichar)",
    "thought record",
    "over ?think(?:ing)?",
    "all or nothing",
    "thinking (?:pattern|trap|traps)",
    "(?:lagta|lgta) (?:hai|h|he) (?:sab|sabhi) (?:log|mujhse|mere|mujhe)",
    "(?:soch|khayal|khyal|thought) (?:ko|ki) (?:check|challenge|likh|dekh|sawal|jaanch)",
    "(?:ek|ye|yeh|is) (?:khayal|khyal|thought|soch) (?:hai|h|he|aata|aati|baar)",
    "(?:नकारात्मक|उल्टी|गलत|बुरी) (?:सोच|ख़याल|खयाल|ख्याल|विचार)",
    "(?:सोच|ख़याल|खयाल|ख्याल|विचार) (?:को|की) (?:जांच|जाँच|चेक|चुनौती|लिख|परख)",
    "(?:एक|ये|यह|इस) (?:ख़याल|खयाल|ख्याल|सोच|विचार) (?:है|आता|आती|बार)",
    "ओवरथिंक",
    "(?:नेगेटिव|निगेटिव) (?:सोच|ख़याल|खयाल|ख्याल|विचार)",
    "(?:लगता|लगती) है (?:सब|सभी) (?:लोग )?(?:मुझसे|मेरे|मुझे)",
  ],
  mood: [
    "(?:check|log|track|note|rate|record) (?:in on |on )?(?:my )?mood",
    "mood (?:check|log|track|tracker|checkin|check in)",
    "(?:मूड|मन) (?:चेक|लॉग|ट्रैक|नोट)",
    "(?:अपना|मेरा) (?:मूड|मन) (?:चेक|लॉग|ट्रैक|नोट|जांच|जाँच)",
  ],
  sleep: [
    "(?:sleep|sleeping|fall asleep|get to sleep) (?:early|earlier|better|on time|faster|at night|routine|schedule|hygiene)",
    "(?:can t|cant|cannot|cnt|unable to|not able to|trouble|struggling to|hard to) (?:fall )?sleep",
    "(?:help|helps|help me) (?:me )?(?:sleep|relax before bed|wind down)",
    "(?:jaldi|time pe|time par|achhi|acchi|achi) (?:sona|sone|neend|nind)",
    "(?:neend|nind) (?:nahi|nhi|nahin|na) (?:aati|ati|aa rahi|aa rhi|aayi|ayi)",
    "(?:जल्दी|समय पर|टाइम पर|अच्छी) (?:सोना|सोने|नींद)",
    "नींद (?:नहीं|नही|ना) (?:आती|आ रही|आई|आयी)",
  ],
};

/**
 * The words of harm, of death, of a means, of not being there, of a body hurt: with any of them a line
 * may be a crisis however it is phrased, and never counts as a practice request. Broad on purpose.
 */
const HARM = [
  // English
  `erase myself|die|dying|dead|death|deth|ded|kill|killing|suicid${MORE}|sucide|kms|unalive|end it|end my|ending it|end (?:this|everything|things)`,
  `hurt|hurting|harm|cut|cutting|cuts|blade|blades|razor|bleed|bleeding|blood|burn|burning|scratch${MORE}|bruise${MORE}|punish${MORE}|starv${MORE}`,
  `hit myself|hitting myself|beat myself|slap${MORE} myself|pinch${MORE} myself|bang${MORE} my head|head (?:on|against)`,
  `pills?|tablets?|overdose|od|poison|rope|hang${MORE}|jump${MORE}|bridge|terrace|roof|train|tracks|knife|gun|drown${MORE}`,
  `wake up|wakeup|not wake|never wake|forever|permanent${MORE}|disappear${MORE}|vanish|gone|go away|not be here|not exist${MORE}|exist|alive|live|living|life`,
  `attempt${MORE}|way out|one way|finish${MORE} it|step off|trrce|insurance|funeral|grave|goodbye|bye|last|final|burden|better off|without me|no point|pointless|worthless|useless|hopeless|give up|giving up|can t go on|cant go on|done with`,
  "deserve (?:to|pain|it)|hate myself|hate me|hate my life|myself (?:to|for) (?:pay|suffer)|no one would|nobody would|not worth",
  // Hinglish
  `mar|marna|marne|marke|maru|marun|maroon|marungi|marunga|mara|mari|mar ja${MORE}|maut|mout|maaru|maarna|maarne|maarti|maarta|maar${MORE}|jaan|khatam|khatm|khtm|khtam`,
  `khoon|kaat${MORE}|kat${MORE}|jala${MORE}|chot|nochn${MORE}|noch${MORE}|saza|sazaa|punish|dard de${MORE}|takleef|taklif`,
  "zindagi|zindgi|jindagi|jeena|jina|jeene|jine|duniya|dunia|rehna nahi|nahi rehna|nhi rehna|na rahu|na rahun|nahi rahu|nahi rahunga|nahi rahungi",
  `mita${MORE}|mitaa${MORE}|nuksan|nuksaan|beh jaun|beh jau|mere bina|bina mere|mere baad|bojh|boj|bekar|bekaar|kisi kaam ka nahi|haar gaya|haar gayi|thak gaya hu zindagi|hamesha ke liye|alvida|aakhri|akhri|aakhiri`,
  `goli|goliyan|neend ki goli|fanda|fansi|phansi|rassi|zeher|zehar|chhat|chat se|kood${MORE}|patri`,
  // Devanagari Hindi
  "मर|मरना|मरने|मरूं|मरूँ|मार|मारना|मारने|मारती|मारता|मौत|जान|खत्म|ख़त्म|खतम|आत्महत्या|ख़ुदकुशी|खुदकुशी",
  `खून|ख़ून|काट${MORE}|जला${MORE}|चोट|नोच${MORE}|सज़ा|सजा|दर्द दे${MORE}|तकलीफ़ दे${MORE}|तकलीफ दे${MORE}`,
  "ज़िंदगी|जिंदगी|ज़िन्दगी|जिन्दगी|जीना|जीने|दुनिया|नहीं रहना|ना रहूं|ना रहूँ|नहीं रहूंगा|नहीं रहूंगी|हमेशा के लिए|अलविदा|आखिरी|आख़िरी",
  `मिटा${MORE}|नुकसान|नुक़सान|बह जाऊं|बह जाऊँ|मेरे बिना|बिना मेरे|मेरे बाद|बोझ|बेकार|किसी काम का नहीं|किसी काम की नहीं|हार गया|हार गई|गोली|गोलियां|गोलियाँ|फंदा|फांसी|रस्सी|ज़हर|जहर|छत|कूद${MORE}|पटरी`,
];

const wordsIn = (list: readonly string[]) => new RegExp(`(?:^| )(?:${list.join("|")})(?: |$)`.normalize("NFKC"), "u");
const HARM_WORDS = wordsIn(HARM);
const NAMES = Object.entries(PRACTICES).map(([flow, list]) => [flow as HealthbotTopic, wordsIn(list)] as const);
/** Longer messages carry more than a request: they are read as the crisis check reads them. */
const MAX_WORDS = 16;

/** Whether the text holds a word of harm (the list above): never an everyday request then. */
export const holdsHarmWord = (text: string): boolean => HARM_WORDS.test(fold(text));

/** The practice a message asks for by name, when it holds no word of harm; null otherwise. */
export function practiceAskedFor(text: string): HealthbotTopic | null {
  const folded = fold(text);
  if (!folded || folded.split(" ").length > MAX_WORDS || HARM_WORDS.test(folded)) return null;
  for (const [flow, names] of NAMES) if (names.test(folded)) return flow;
  return null;
}
