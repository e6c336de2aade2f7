import type { AttemptEntry } from "./types.ts";

// Taking one's own life, said in the everyday Hindi verbs (decision 034, "One's own life"): "main apni jaan le
// lunga", "aaj apni jaan le lungi", "apni jaan lene wala hu", "khud ko khatam kar dungi", "मैं अपनी जान ले
// लूँगा". The shipped model reads the Latin-letter forms as none (its training has "jaan dena" and "marna" far
// more than "jaan lena" of oneself). Read by the attempt layer after the model (the writer's own: risk,
// imminent when told as now), never a model feature. "apni jaan" is one's own life; "jaan lena" alone is also
// "to find out" ("sach jaan liya") and "meri jaan" is "my darling", so the entries ask for "apni" and a verb of
// the future, the present or an intent, never a past "le li" (an attempt, the attempt layer's, or somebody
// else's death in the news).

export const ownLife: AttemptEntry[] = [
  {
    id: "own.take-my-life",
    kind: "self",
    pattern:
      "apni (jaan|jan|zindagi|zindgi|jindagi) (le|lene) (lunga|lungi|lu|lun|lenge|raha|rahi|rha|rhi|wala|wali|vala|vali|hi|lu kya|lun kya)|apni (jaan|jan|zindagi|zindgi|jindagi) lene (ka|ki|ke) (soch|sochta|sochti|soch raha|soch rahi|soch rha|soch rhi|man|mann|plan|irada|faisla)|अपनी (जान|ज़िंदगी|जिंदगी) (ले|लेने) (लूँगा|लूंगा|लूँगी|लूंगी|लूँ|लूं|लेंगे|रहा|रही|वाला|वाली)|अपनी (जान|ज़िंदगी|जिंदगी) लेने (का|की|के) (सोच|मन|प्लान|इरादा|फ़ैसला|फैसला)",
    examples: [
      "main apni jaan le lunga",
      "aaj main apni jaan le lungi",
      "apni jaan lene wala hu",
      "har yaad ke liye shukriya, main apni jaan le raha hoon",
      "मैं अपनी जान ले लूँगा",
      "kabse apni jaan lene ka soch rahi hu",
    ],
    negatives: [
      "usne apni jaan le li, news me dekha",
      "pehle rules jaan lo phir khelna",
      "ye garmi meri jaan le legi",
      "meri jaan, khana kha liya?",
      "maths meri jaan le ke rahega",
    ],
  },
  {
    id: "own.end-myself",
    kind: "self",
    pattern:
      "khud ko (maar|mar|khatam|khtm) (dunga|dungi|lunga|lungi|du|dun|dalunga|dalungi|kar dunga|kar dungi|kr dunga|kr dungi|kar lunga|kar lungi|kr lunga|kr lungi)|(ख़ुद|खुद) को (मार|ख़त्म|खत्म) (दूँगा|दूंगा|दूँगी|दूंगी|लूँगा|लूंगा|लूँगी|लूंगी|डालूँगा|डालूंगा|डालूँगी|डालूंगी|कर दूँगा|कर दूंगा|कर दूँगी|कर दूंगी|कर लूँगा|कर लूंगा|कर लूँगी|कर लूंगी)",
    examples: ["main khud ko maar lunga", "ek din khud ko khatam kar dungi", "मैं ख़ुद को ख़त्म कर दूँगी"],
    negatives: ["game me khud ko khatam kar diya lava me gir ke", "khud ko motivate kar dunga gym ke liye"],
  },
  {
    // Giving one's life, said in the future ("main apni jaan de dunga", "fail hua to jaan de dungi"): "jaan de di"
    // is how the news tells a suicide, and the model reads the Latin forms as none. Never for someone or something
    // ("tere liye jaan de dunga", "biryani pe jaan de du": a love's or a craving's hyperbole), never a wish ("de du").
    id: "own.give-my-life",
    kind: "self",
    pattern:
      "(?<!(?:liye|lie|liya|khatir|khaatir|pe|par|pr|लिए|ख़ातिर|खातिर|पे|पर) (?:(?:main|mai|me|to|toh|bhi|hum|ham|apni|apna|मैं|तो|भी|हम|अपनी|अपना) )*)(jaan|jan|zindagi|zindgi) de (dunga|dungi|dungaa|doonga|doongi|denge|dengi)|(?<!(?:liye|lie|liya|khatir|khaatir|pe|par|pr|लिए|ख़ातिर|खातिर|पे|पर) (?:(?:main|mai|me|to|toh|bhi|hum|ham|apni|apna|मैं|तो|भी|हम|अपनी|अपना) )*)(जान|ज़िंदगी|जिंदगी) दे (दूँगा|दूंगा|दूँगी|दूंगी|देंगे|देंगी)",
    examples: [
      "friday ko result kharab aya to jaan de dungi",
      "agar is baar bhi fail hua toh apni jaan de dunga",
      "sunday raat main apni jaan de dunga, acting karte karte thak gaya hu",
      "अगर शुक्रवार को रिज़ल्ट खराब आया तो जान दे दूँगी",
      "मैं अपनी जान दे दूँगा",
    ],
    negatives: [
      "tere liye to main jaan de dunga",
      "desh ke liye jaan de denge",
      "biryani pe to jaan de du",
      "उसकी smile पे तो मैं जान दे दूँ",
      "news me dekha kota me ek aur student ne jaan de di",
      "tumhare liye apni jaan de dungi",
    ],
  },
];
