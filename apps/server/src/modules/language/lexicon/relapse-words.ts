// A relapse (decision 034, "A recovery that broke: the relapse layer"): self-harm or an attempt's act or
// means, and a word that says it is back now ("again", "fresh cuts", "phir se", "दोबारा", "this time").
// Read after the model on the lexicon's masked text, never a model feature (relapse.ts). Written from the
// kinds (C-SSRS: self-harm, an interrupted or aborted attempt, preparatory acts; a recovery that broke)
// and from the development sets' misses, not from the relapse probe. Plain spelling, squashed like every
// pattern (lexicon/types.ts).

/** The act or means of self-harm or of an attempt, in English, Hindi in Latin letters and Devanagari. */
export const RELAPSE_ACTS = [
  // English
  "(i|ive|i have|i just|just) cut (again|last night|today|tonight|yesterday)|cut(ing|s)? (my ?self|my (arm|arms|wrist|wrists|thigh|thighs|skin|leg|legs|stomach|hand|hands))|cutting|cuts|cut marks|fresh (cuts|wounds|marks|scars)|new (cuts|ones|wounds|marks|scars)|razor|razors|blade|blades|sharpener (blade|blades)|self ?harm|sh|hurt(ing)? my ?self|harm(ing)? my ?self|burn(ed|t|ing)? my ?self|scratch(ed|ing)? my ?self|hit(ting)? my ?self|overdose|od|(counting|saving|collecting|hoarding|stockpiling|swallowing|swallowed) (the |my |all )?(pills|tablets|meds)|noose|attempt|kil(l|ling) my ?self|end (it|my life|everything)|ending it|suicide|suicidal",
  // Hindi in Latin letters
  "(haath|hath|kalai|bazu|baju|jangh|khud|apne aap|apne ko|khud ko) (pe|par|ko|me|mein)? ?(kaat|kat|kaata|kata|kaati|kati|kaatna|katna|kaatne|katne|cut|daag|dag|daagne|dagne|jala|jalaya|jalana|jalane|maar|mara|hurt)|blade|razor|rezor|sharpener (ka|ki|ke) blade|phanda|fanda|phande|fande|goliyan|goliya|tablets|mar jaun|mar jau|jaan (dene|de|du)|khudkushi|suicide|attempt|(marne|jaan dene|khudkushi|suicide) (ki|ka) (koshish|try|attempt)|koshish (karne|krne) (ka|ki) (soch|plan)|koshish (kar|kr) (baithu|baithun|lu|lun|chuki|chuka)",
  // Devanagari Hindi
  "(हाथ|कलाई|बाजू|जांघ|खुद|खुद को|अपने आप को) (पर|पे|को|में)? ?(काट|काटा|काटी|काटना|काटने|कट|दाग|दागा|दागना|दागने|जला|जलाया|जलाना|जलाने|मारा|चोट)|ब्लेड|रेज़र|रेजर|शार्पनर (का|की|के) ब्लेड|फंदा|फंदे|गोलियां|गोलियाँ|मर जाऊं|जान (देने|दे|दूं)|खुदकुशी|आत्महत्या|अटेम्प्ट|(मरने|जान देने|खुदकुशी|आत्महत्या) की कोशिश|कोशिश (न )?कर (बैठूं|लूं|चुकी|चुका)",
].join("|");

/** Back now: again, a relapse, fresh or new cuts, this time, a promise or a streak broken. */
export const RELAPSE_AGAIN = [
  "again|relapse|relapsed|relapsing|fresh|new (cuts|ones|wounds|marks|scars)|once more|(is|its|urge is|urges are|it is) back|came back|coming back|back to (it|cutting|old habits)|broke (my|the) (streak|promise)|breaking (my|the|that) promise|streak (is )?(broken|over|gone|ended)|urge|urges|craving|returned",
  "phir se|fir se|phirse|firse|dobara|dubara|wapas|vapas|aaj phir|aaj fir|phir (kaat|kat|kaata|kata|se|wahi|usi)|fir (kaat|kat|kaata|kata|se|wahi|usi)|promise (toot|tut|tod)|vada (toot|tut|tod)|wada (toot|tut|tod)|streak (toot|tut|khatam)|talab|tadap|laut (aaya|aayi|aya|ayi|aai)",
  "फिर से|दोबारा|वापस|आज फिर|रात फिर|फिर (काट|काटा|उसी|वही)|वादा (टूट|तोड़|तोड)|गिनती बंद|तलब|तड़प|लौट (आया|आई|आयी)|लौटा|लौटी",
].join("|");

/** Never again, not again, no more: a promise kept, not broken. */
export const RELAPSE_NOT = [
  "never (again|want to|wil|going to)|not (again|anymore|any more)|wont (do it |cut |hurt my ?self )?again|didnt (cut|do it|hurt my ?self)|no more|havent (cut|done it|hurt)|dont (need|want) (it|to)|assignment|research|survey|statistics|most people|survivors|quit (cutting|self ?harm|sh)|stopped (cutting|self ?harm|sh)|my tips?|ice cube|it passed",
  "kabhi (nahi|nhi|na)|dobara (nahi|nhi|na)|phir (kabhi )?(nahi|nhi)|fir (kabhi )?(nahi|nhi)|(nahi|nhi) (kiya|kaata|kata|karungi|karunga|krungi|krunga)|dobara [^ ]+ (nahi|nhi)|zyadatar log|padh (raha|rahi|rha|rhi)|(nahi|nhi) (karti|karta|krti|krta)|chhod (diya|di|chuki|chuka)",
  "कभी नहीं|दोबारा नहीं|फिर कभी नहीं|फिर नहीं|नहीं (किया|काटा|करूंगी|करूंगा)|दोबारा [^ ]+ नहीं|ज्यादातर लोग|पढ़ (रहा|रही)|नहीं (करती|करता)|छोड़ (दिया|दी|चुकी|चुका)|गुजर गया|गुज़र गया",
].join("|");
