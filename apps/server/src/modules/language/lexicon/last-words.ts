import type { AttemptEntry } from "./types.ts";

// Last words (decision 034, "Last words"): a goodbye that says it is the last, in the phrases the model
// leaves as none ("main apni jaan le raha hoon", "ye duniya chhod ke ja raha hoon", "jab tak tum ye padhoge
// mai ja chuki hungi", "kal se mujhe mat dhoondhna", "final message: don't blame yourselves"). Read by the
// attempt layer after the model (the writer's own: risk, imminent when told as now), never a model feature.
// Each phrase is one that an everyday goodbye does not use, or comes only beside what makes it final.
// Written from the development sets' missed lines (batches 4 and 5 train side, the goodbye and leave probes,
// the general probes) in English, Devanagari and Latin Hindi. The group is OFF (its probe's no-go); the phrases
// of its first entry ship in lexicon/own-life.ts, judged on a probe of their own.

/** "Ending" with no object before it: "khatam karne se pehle" said of oneself, not of a project or a class. */
const BARE_END =
  "(?<!(project|kaam|kam|work|course|exam|paper|series|book|match|game|episode|semester|sem|assignment|task|job|shift|meeting|class|party|trip|video|chapter|syllabus|prep|session|ye|yeh|isko|usko|sab) )(khatam|khtm|खत्म|ख़त्म)";

export const lastWords: AttemptEntry[] = [
  {
    id: "last.taking-my-life",
    kind: "self",
    pattern:
      "(main|mai|mein)? ?apni (jaan|jan|zindagi|zindgi) (le|khatam kar|khtm kr|khatam kr) (raha|rahi|rha|rhi|lunga|lungi|lu|lun|dunga|dungi)|(मैं )?अपनी (जान|ज़िंदगी|जिंदगी) (ले|ख़त्म कर|खत्म कर) (रहा|रही|लूँगा|लूंगा|लूँगी|लूंगी|लूँ|लूं|दूँगा|दूंगा|दूँगी|दूंगी)",
    examples: ["हर याद के लिए शुक्रिया, मैं अपनी जान ले रहा हूँ", "har yaad ke liye shukriya, main apni jaan le raha hoon"],
    negatives: ["usne apni jaan le li thi, news me aaya", "ye kaam meri jaan le lega lol"],
  },
  {
    id: "last.leaving-the-world",
    kind: "self",
    pattern:
      "(ye|yeh|is) duniya (ko )?(chhod|chod|chhodke|chodke)( ke| kar| kr)? (ja|jaa) (raha|rahi|rha|rhi)|(यह|ये|इस) दुनिया (को )?छोड़ ?(के|कर)? जा (रहा|रही)|(leaving|leave) this world(?! (behind )?(for|til|until|to))",
    examples: ["यह दुनिया छोड़कर जा रही हूँ जल्द, सबका धन्यवाद", "ye duniya chhod ke ja raha hoon jaldi, thanks sabko"],
    negatives: [
      "social media ki duniya chhod ke ja rahi hu 1 mahine ke liye",
      "leaving this city for good, bye mumbai",
      "leaving this world behind for 10 days, vipassana retreat, no phones",
    ],
  },
  {
    id: "last.gone-by-then",
    kind: "self",
    pattern:
      "(jab tak|by the time) (tum|tu|aap) (ye|yeh|isse) (padhoge|padhogi|padhega|padhegi)(?: [^ ]+){0,4} (ja chuka|ja chuki|ja chuke|nahi rahunga|nahi rahungi)|by the time (you|u) (read|see) (this|it)(?: [^ ]+){0,4} (i wont be here|i will be gone|ill be gone|i wil be gone)(?! (to|for|on|in))|जब तक (तुम|तू|आप) (ये|यह) (पढ़ोगे|पढ़ोगी|पढ़ेगा|पढ़ेगी)(?: [^ ]+){0,4} (जा चुका|जा चुकी|नहीं रहूँगा|नहीं रहूंगा|नहीं रहूँगी|नहीं रहूंगी)",
    examples: ["jab tak tum ye padhoge mai ja chuki hungi", "by the time you read this i will be gone"],
    negatives: ["by the time you read this i will be gone to goa lol"],
  },
  {
    id: "last.dont-look-for-me",
    kind: "self",
    pattern:
      "(mujhe|mjhe|muje) (mat|mt) (dhoondhna|dhundhna|dhundna|dhoondna|dhundho|dhoondho)|(dhoondhna|dhundhna|dhundna) (mat|mt) (mujhe|mjhe)|मुझे (मत )?(ढूँढना|ढूंढना|ढूँढ़ना)( मत)?|(dont|do not) (look|come looking|search) for me",
    with: "kal se|aaj se|ab se|aaj ke bad|hamesha|kabhi|alvida|अलविदा|कल से|आज से|अब से|आज के बाद|कभी|हमेशा|ever|anymore|again|goodbye|forever|chalta hu|chalti hu|चलता हूँ|चलता हूं|चलती हूँ|चलती हूं",
    examples: ["kal se mujhe mat dhoondhna", "सभी दोस्तों को थैंक यू, अब चलता हूँ, मुझे ढूँढना मत।", "dont look for me anymore"],
    negatives: ["hide and seek me mujhe dhoondhna", "going on a trek for 3 days, dont look for me on whatsapp lol"],
  },
  {
    id: "last.final-message",
    kind: "self",
    pattern:
      "(final|last) (message|msg|note|post)(?: [^ ]+){0,6} (dont blame (yourself|yourselves|urself|anyone|each other)|not (your|ur) fault|no ones fault|nobodys fault)|(jane|jaane|जाने) (se|से) (pehle|pahle|पहले) (kehna|kahna|bolna|कहना|बोलना) (tha|था)(?: [^ ]+){0,6} (galti|गलती|ग़लती|fault)",
    examples: [
      "final message: don't blame yourselves",
      "जाने से पहले कहना था, इसमें तुम्हारी कोई ग़लती नहीं",
      "jaane se pehle bolna tha, isme tumhari koi galti nahi",
    ],
    negatives: ["last message from the group admin: dont blame me if the trip gets cancelled"],
  },
  {
    id: "last.before-i-end",
    kind: "self",
    pattern: `before i end (things|it all|everything|my life)|(thanks|thnx|thank you|shukriya|dhanyavad|धन्यवाद|शुक्रिया)(?: [^ ]+){0,5} ${BARE_END} (karne|krne|करने) (se|से) (pehle|pahle|पहले)|${BARE_END} (karne|krne|करने) (se|से) (pehle|pahle|पहले)(?: [^ ]+){0,4} (thanks|thnx|thank you|shukriya|dhanyavad|धन्यवाद|शुक्रिया)`,
    examples: [
      "just wanted to say thanks to this group before i end things",
      "खत्म करने से पहले इस समूह को धन्यवाद कहना था",
      "is group ko thnx bolna tha khatam krne se pehle",
    ],
    negatives: ["project khatam karne se pehle sabko thanks bolna h presentation me"],
  },
  {
    id: "last.you-will-understand",
    kind: "self",
    pattern:
      "(samjhoge|samjhogi|samjhega|samjhegi|समझोगे|समझोगी|समझेगा|समझेगी)(?: [^ ]+){0,4} (bye|alvida|अलविदा|goodbye)|(agar|if) (kal|tomorrow)(?: [^ ]+){0,3} (jawab|reply|जवाब)(?: [^ ]+){0,3} (na|nahi|nhi|न|ना|नहीं) (aaye|aye|aae|आए|आये|comes)(?: [^ ]+){0,3} (samajh|समझ) (lena|लेना)( (bas|please|pls|sab|सब))?$|अगर कल जवाब (न|ना|नहीं) (आए|आये) तो समझ (लेना)( (बस|सब))?$",
    examples: ["कल समझोगे आज अलविदा क्यों कहा", "kal samjhoge aaj bye kyun bola", "अगर कल जवाब न आए तो समझ लेना"],
    negatives: ["agar kal reply na aaye to samajh lena network nahi hai pahad pe"],
  },
  {
    id: "last.not-long",
    kind: "self",
    pattern:
      "(madad|help)(?: [^ ]+){0,8} (zyada|jyada|jada) din (nahi|nhi) (rahunga|rahungi|rhunga|rhungi)(?! (yahan|yaha|yahaan|idhar|is|in|wahan))|मदद(?: [^ ]+){0,8} (ज़्यादा|ज्यादा) दिन नहीं (रहूँगा|रहूंगा|रहूँगी|रहूंगी)(?! (यहाँ|यहां|इस|वहाँ))|((lagta|lgta) (nahi|nhi)|(nahi|nhi) (lagta|lgta)) (agle|is) (hafte|mahine) tak (rahunga|rahungi|rhunga|rhungi|bachunga|bachungi)|(नहीं लगता|लगता नहीं) (अगले|इस) (हफ़्ते|हफ्ते|महीने) तक (रहूँगा|रहूंगा|रहूँगी|रहूंगी)|(nobody|no one) (will|wil) (need to|have to) worry about me (after|anymore)",
    examples: [
      "मदद की कोशिश के लिए शुक्रिया, पर मैं ज़्यादा दिन नहीं रहूँगा",
      "lagta nahi agle hafte tak rahunga",
      "nahi lagta agle hafte tak rahungi",
      "nobody will need to worry about me after tonight",
    ],
    negatives: ["help karne ke liye thanks, waise bhi zyada din nahi rahunga yahan, transfer ho gaya"],
  },
  {
    id: "last.accounts",
    kind: "self",
    pattern:
      "(saare|sare|सारे|all my|my) (account|accounts|अकाउंट)(?: [^ ]+){0,4} (delete|deleting|मिटा|hata)(?: [^ ]+){0,6} (waqt aa gaya|waqt aa gya|samay aa gaya|समय आ गया|वक़्त आ गया|वक्त आ गया|the time has come)",
    examples: [
      "एक एक करके सारे अकाउंट मिटा रहा हूँ, समय आ गया है",
      "ek ek karke saare account delete kar raha hoon, waqt aa gaya",
    ],
    negatives: ["deleting all my accounts for a digital detox, its time to focus on boards"],
  },
  {
    id: "last.tell-them",
    kind: "self",
    pattern:
      "(unka|unki|uska|tumhara|tera|उनका|उनकी|उसका|तुम्हारा|तेरा) (beta|beti|bhai|dost|बेटा|बेटी|भाई|दोस्त)(?: [^ ]+){0,3} (pyar|pyaar|प्यार) (karta|karti|करता|करती) (tha|thi|था|थी)|aaj ke (baad|bad) (mujhse|mjhse|muj se) (baat|bat) (nahi|nhi) (ho|hogi|ho payegi)(?: [^ ]+){0,6} (rona mat|mat rona)|आज के बाद (मुझसे|मुझ से) बात नहीं (हो|होगी|हो पाएगी)(?: [^ ]+){0,6} (रोना मत|मत रोना)",
    examples: [
      "अम्मी से कहना उनका बेटा उनसे बहुत प्यार करता था",
      "Riya, तू मेरी सबसे अच्छी दोस्त थी। आज के बाद मुझसे बात नहीं हो पाएगी, रोना मत please",
    ],
    negatives: ["mummy se kehna main unse pyar karta tha aur hamesha karunga, happy mothers day"],
  },
  {
    id: "last.journey-ends",
    kind: "self",
    pattern:
      "(?<!(ka|ki|ke|का|की|के) )(mera|meri|मेरा) (safar|सफ़र|सफर) (yahin|yahi|यहीं|यही) (tak|तक) (tha|था)|आज के बाद (तुम|आप)( लोग)? (मुझसे|मुझ से) (कभी )?बात नहीं (कर )?(पाओगे|पाओगी|पाएँगे|पाएंगे)|aaj ke (baad|bad) (tum|aap)( log| logo)? (mujhse|mjhse) (kabhi )?(baat|bat) (nahi|nhi) (kar|kr) (paoge|paogi|payenge)",
    with: "alvida|अलविदा|mazak nahi|mazaak nahi|मज़ाक नहीं|मजाक नहीं|शुक्रिया|माफ़ी|माफी|shukriya|maafi|mafi",
    examples: [
      "आज के बाद तुम लोग मुझसे कभी बात नहीं कर पाओगे। ये कोई मज़ाक नहीं है। अलविदा 🙏",
      "जिन्होंने भी मेरा साथ दिया उनका दिल से शुक्रिया। जिन्हें मैंने दुख पहुँचाया उनसे माफ़ी। मेरा सफ़र यहीं तक था।",
    ],
    negatives: ["कॉलेज का मेरा सफ़र यहीं तक था, शुक्रिया दोस्तों, अब नौकरी!", "aaj ke baad mujhse baat mat karna, alvida"],
  },
];
