// The calm layer (decision 034, "Harmless by context: a layer after the model"): harmless frames around
// crisis words (a household product with a cleaning job, a rope with an ordinary job, a height with a
// view, a film, a game, a dose for an illness, recovery told as past, helping someone else), read AFTER
// the model on the lexicon's masked text and never fed to its features, so the shipped weights compute
// what they were trained to. crisis-decision.ts withCalm decides what a frame does to the model's level.
import { englishCalm } from "./lexicon/calm-english.ts";
import { hindiCalm } from "./lexicon/calm-hindi.ts";
import { compilePattern } from "./lexicon-check.ts";

/** Every calm entry, English, Devanagari Hindi and Hindi in Latin letters. */
export const calmEntries = [...englishCalm, ...hindiCalm];

/**
 * Words that say the writer's own risk may be there beside a harmless frame: "for real", "not joking",
 * "for me", "again", "tonight", a last message, a wish, a plan, "like her, me too", "real life", a means
 * "not for" its ordinary job, pills taken together or saved, a rope and a fan. Any of them switches the
 * calm layer off for the text (the model's reading stands).
 */
export const calmBreakers = [
  {
    id: "in-earnest",
    pattern:
      "for real|fr|not joking|not kidding|no joke|not a joke|isnt a joke|i mean it|im serious|seriously|honestly|sach mein|sach me|sach mai|sachi|sachme|mazak nahi|mazak nhi|majak nahi|majak nhi|सच में|सच मे|मजाक नहीं|हंसी मजाक नहीं",
    examples: ["lol but fr i cant do this", "mazak nhi kar rha", "सच में मरना चाहता हूं", "not kidding this time"],
  },
  {
    id: "about-me",
    pattern:
      "for me|for myself|its me|it is me|about me|asking for a friend|mere liye|apne liye|mere lie|मेरे लिए|अपने लिए|बहाने|bahane|asal mein|असल में",
    examples: ["asking for myself", "its me not a friend", "apne liye pooch rha", "अपने लिए पूछ रहा हूं"],
  },
  {
    id: "again-now",
    pattern:
      "again|relapse|relapsed|relapsing|fir se|phir se|fir wahi|aaj fir|aaj phir|(fir|phir) (karungi|karunga|karu|karun)|dobara|फिर से|दोबारा|आज फिर|just in case|tonight|aaj raat|aj rat|आज रात|right now|abhi ke abhi",
    examples: ["cut again last night", "fir se wahi khayal", "आज रात", "doing it tonight"],
  },
  {
    id: "last-words",
    pattern:
      "last (message|messages|msg|msgs|post|note|goodbye)|goodbye|alvida|akhri|aakhri|akhiri|आखिरी|अलविदा|not come back|not coming back|never come back|wont come back|wapas nahi|wapas nhi|वापस नहीं",
    examples: ["this is my last post", "alvida sabko", "वापस नहीं आऊंगा", "not coming back down"],
  },
  {
    id: "wish-plan",
    pattern:
      "i wish|wish i|wishing|kash|kaash|काश|plan to|planning to|i have a plan|made a plan|plan (paka|pka|ready|tay|bana liya)|प्लान (पका|पक्का|तैयार|तय|बना लिया)|ive decided|i have decided|soch rakha|soch liya|tay h|tay hai|तय है|सोच रखा|सोच लिया|step off|end it|end everything|khatam kar|खत्म कर|नहीं बचता|nahi bachta|nhi bachta",
    examples: ["i wish i could vanish", "kash main na hota", "सब तय है", "planning to step off the edge"],
  },
  {
    id: "me-too",
    pattern:
      "me too|me either|me neither|do (that|it|the same) too|mera bhi|meri bhi|mujhe bhi|mjhe bhi|मेरा भी|मेरी भी|मुझे भी|same as (him|her|them)|do the same|like (him|her|that girl|that boy|the girl|the boy) i|literally me|is me|main bhi|mai bhi|mein bhi|wahi kar|wahi rasta|मैं भी|वही कर|की तरह मैं|ki tarah main|ke paas chal|के पास चल",
    examples: ["i should do the same", "main bhi wahi kar lun", "मैं भी वही कर लूं", "that song is literally me"],
  },
  {
    id: "own-despair",
    pattern:
      "(nobody|no one|noone|no1) (would|will|wil|is going to|gona|wants to|wants) (miss|notice|care|hear|see)|whats the point|no reason to (live|stay)|better off without me|kisi ko (fark|farak|fr[a-z]*) nahi|kisi ko (fark|farak) nhi|किसी को फर्क नहीं|koi yad nahi|koi yaad nhi|कोई याद नहीं|jeene ka (man|mann) nahi|jene ka man nahi|jeene ka mann nhi|जीने का मन नहीं",
    examples: ["the show made me think nobody would miss me", "kisi ko fark nahi padega", "जीने का मन नहीं"],
  },
  {
    id: "jump-wish",
    pattern:
      "neeche (kud|kood|kudne|koodne)|niche (kud|kudne)|नीचे कूद|(kudne|koodne) ka (man|mann)|कूदने का मन|jump off|jump from|step off|wont be (walking|coming) (down|back)",
    examples: ["ab neeche kudne ka mann h", "पुल से नीचे कूदने का मन है", "i want to jump off the bridge"],
  },
  {
    id: "real-life",
    pattern: "real life|irl|asli zindagi|asal zindagi|असल जिंदगी|असली जिंदगी",
    examples: ["wish real life had a respawn", "असल जिंदगी से निकल जाना"],
  },
  {
    id: "means-in-earnest",
    pattern:
      "not for|isnt for|isn't for|is not for|ke liye nahi|ke liye nhi|के लिए नहीं|all at once|at once|together|ek saath|ek sath|एक साथ|saving|saved up|stockpil[a-z]*|hoard[a-z]*|colecting|jama kar|जमा कर|too many|fatal|lethal|whole (bottle|strip|packet)|puri (bottle|strip)|पूरी (बोतल|स्ट्रिप)|swallow all|all of|(saari|sari|sab) goliyan|सारी गोलियां|can (you|i|someone) die|die from|will it work|work fast|mar (sakta|sakte|sakti)|dil ruk|दिल रुक|मर सकत|pankhe se|pankhe pe|पंखे से|to the fan|from the fan|door is locked|locked the door|kamra band|कमरा बंद|drink it|drink the|pee jaun|pee lun|pi jaun|pi lun|पी जाऊं|पी लूं|पी लूंगी|पी लूंगा",
    examples: ["take them all at once", "the rope isnt for camping", "रस्सी पंखे से बांध दी", "kamra band karke"],
  },
];

const ENTRIES = calmEntries.map((e) => ({ id: e.id, re: compilePattern(e.pattern) }));
const BREAKERS = calmBreakers.map((b) => compilePattern(b.pattern));

/**
 * Ids of the calm entries that match the lexicon's masked text, none when a breaker word is there,
 * in the masked text or in `plain`, the text before masking (the lexicon's masks blank hyperbole such
 * as "to die for", which must not hide a "for real").
 */
export function readCalm(masked: string, plain = masked): string[] {
  const ids: string[] = [];
  for (const e of ENTRIES) if (e.re.test(masked)) ids.push(e.id);
  if (ids.length === 0 || BREAKERS.some((re) => re.test(masked) || re.test(plain))) return [];
  return ids;
}
