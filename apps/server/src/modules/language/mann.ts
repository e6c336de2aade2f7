// The mann layer (decision 034, "Plain low motivation is concern, not risk", issue 33): the model learned
// "mann nahi karta" from "jeene ka mann nahi karta" (no wish to live), so plain low motivation about an
// ordinary thing ("mujhe kuch karne ka mann nahi karta", "उठने का मन नहीं करता", "i don't feel like doing
// anything") can read risk and reach the moderation queue. A piece read as risk whose only words of risk
// are such a frame is read as concern (the gentle card, not queued). Read AFTER the model on the
// lexicon's masked text and on the text before masking, never fed to its features. crisis-decision.ts
// withMann decides what a frame does to the level; crisis.ts readOne calls it.
import { compilePattern } from "./lexicon-check.ts";

/** An object word, optionally two, then the frame's possessive: "kuch karne ka", "bahar jaane ka", "padhai ka". */
const OBJ = "[^ ]+( [^ ]+)?";
const NOT = "(nahi|nhi|nai|nahin|na)";
const MIND = "(mann|man|mn|dil|mood|mud|jee|ji|iccha|ichha|icha)";

/**
 * The frames of plain low motivation or anhedonia (checked on the normalised text, where doubled letters
 * are one): Hindi in Latin letters, Devanagari Hindi, English. Each names a wish that is missing, never
 * the thing that is missing: the breakers below say when that thing is living.
 */
export const mannFrames = [
  {
    id: "mann.hinglish",
    pattern: `${OBJ} (ka|ki|ke) ${MIND}( bhi| hi| bilkul| zara)? ${NOT}|(me|mein|mai|mei) ${MIND}( bhi| hi)? ${NOT} (lagta|lagti|lgta|lgti|lag raha|lag rahi)|${MIND}( bhi| hi)? ${NOT} (karta|karti|krta|krti|kar raha|kar rahi|kr raha|kr rha|kr rhi|hota|hoti|ho raha)`,
  },
  {
    id: "mann.hi",
    pattern:
      "[^ ]+( [^ ]+)? (का|की|के) (मन|दिल|मूड|जी|इच्छा)( भी| ही| बिल्कुल)? (नहीं|नही|ना)|(में|मे) (मन|दिल)( भी| ही)? (नहीं|नही) (लगता|लगती|लग रहा|लग रही)|(मन|दिल|जी)( भी| ही)? (नहीं|नही) (करता|करती|कर रहा|कर रही|होता|होती)",
  },
  {
    id: "mann.en",
    pattern:
      "(dont|do not|didnt|doesnt|not) (really |even )?feel like [a-z]+ing|not in the mood (to|for)|(no|zero) (motivation|energy|drive|interest) (to|for)|lost (all )?interest in|nothing interests me|stopped enjoying",
  },
];

/**
 * Words that keep the model's reading: living, being alive, existing, being here, waking up (again /
 * ever), the world; death, dying, killing, suicide, self-harm, a means, a goodbye or a last time, a
 * burden, hopelessness about life ("whats the point", "koi fayda", "no reason"), vanishing for ever,
 * ending it all, "can't go on". Any of them anywhere in the piece, or any lexicon signal but a context,
 * and the frame counts for nothing.
 */
export const mannBreakers = [
  // Living, existing, being here, waking up again, the world.
  "jeene|jene|jina|jena|jine|jeena|jiyu|jiyun|jee (sakta|sakti|pa)|ji (sakta|sakti|pa)|zinda|jinda|zindagi|jindagi|zindgi|jivan|jeevan|duniya|dunia|hamesha|humesha|kabhi na|kabhi nahi|dobara|fir kabhi|phir kabhi|na uthun|na uthu|nahi uthna|nahi rahunga|nahi rahungi|nahi rahna|nhi rahna",
  "जीने|जीना|जीनी|जिऊं|जी (सकता|सकती|पा)|जिंदा|जिंदगी|जीवन|दुनिया|हमेशा|कभी न|कभी नहीं|दोबारा|न उठूं|नहीं रहूंगा|नहीं रहूंगी|नहीं रहना",
  "live|living|alive|life|exist|existing|existence|be here|being here|here at all|trying|try|wake up|waking up|ever again|never|forever|go on|going on|keep going|carry on|continue|continuing|world",
  // Death, self-harm, means.
  "mar|marna|marne|marke|mru|maru|maut|mout|khudkushi|suicide|atmahatya|aatmhatya|khatam|khtm|end|ending|kat|kaat|kaata|kata|blade|cut|cutting|hurt|harm|nas|goli|goliya|goliyan|pills|pill|tablet|tablets|zeher|jaher|zehar|poison|rassi|rope|phanda|fanda|kood|kud|jump|chhat|chat se|terrace|bridge|pul|train|overdose|od|dose",
  "मर|मरना|मरने|मौत|आत्महत्या|खुदकुशी|खत्म|काट|ब्लेड|चोट|नस|गोली|गोलियां|जहर|रस्सी|फंदा|कूद|छत|पुल|ट्रेन",
  // Heights and edges (a place to fall from: "चोटी के किनारे खड़ी थी और वापस उतरने का मन ही नहीं था").
  "किनारे|किनारा|किनार|चोटी|ऊंचाई|ऊँचाई|मुंडेर|रेलिंग|बालकनी|kinare|kinara|kinaare|munder|railing|balcony|edge|ledge|cliff|peak|parapet|rooftop|height|heights",
  "funeral|grave|kabr|kabar|कब्र|chita|चिता|die|dying|dead|death|kill|killing|suicidal|unalive|disappear|vanish|gayab|gaayab|गायब|sleep forever|not wake",
  // A goodbye, a last time, a burden, hopelessness about life.
  "bye|goodbye|alvida|alvidaa|last|akhri|aakhri|akhiri|आखिरी|अलविदा|burden|bojh|boj|बोझ|better off|without me|mere bina|मेरे बिना|mere jaane|mere jane|मेरे जाने",
  "point|whats the point|no reason|no hope|hopeless|fayda|faida|fayada|फायदा|wajah|vajah|वजह|umeed|ummeed|umid|उम्मीद|farak|fark|फर्क|koi matlab|कोई मतलब|give up|giving up|haar gaya|haar gayi|haar gai|haar chuka|haar chuki|हार गया|हार गई|हार चुका|हार चुकी|aur nahi|aur nhi|और नहीं|chhod ke|chhod kar|छोड़कर|छोड़ के|सब छोड़",
];

const FRAMES = mannFrames.map((e) => ({ id: e.id, re: compilePattern(e.pattern) }));
const BREAKERS = mannBreakers.map((p) => compilePattern(p));

/**
 * The mann frames of one piece (the lexicon's masked text, `plain` before masking, its signals): none
 * when a breaker is there or the lexicon read any signal but a context.
 */
export function readMann(masked: string, plain: string, signals: readonly string[]): string[] {
  if (signals.some((id) => !id.startsWith("context."))) return [];
  const ids = FRAMES.filter((f) => f.re.test(masked) || f.re.test(plain)).map((f) => f.id);
  if (ids.length === 0) return ids;
  if (BREAKERS.some((re) => re.test(masked) || re.test(plain))) return [];
  return ids;
}
