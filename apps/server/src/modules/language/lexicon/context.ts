// What keeps the crisis check quiet on everyday speech: hyperbole and idioms are blanked before the
// signals are looked for ("this heat will kill me", "hasi se mar gaya"), and words of reporting,
// prevention, fiction and recovery lower the total (news of a suicide is not a person in crisis).
// A first-person statement of intent (weight 1.5) stays above the line even beside such words.
import type { ContextEntry, MaskEntry } from "./types.ts";

export const masks: MaskEntry[] = [
  {
    id: "mask.en.die-of",
    pattern:
      "(die|died|dying|dead|death) (of|from|laughing|with) (laughter|laughing|embarrassment|boredom|cringe|shame|hunger|heat)|(died|dying|dead) laughing|dying to|to die for|(id|i would|would) die for|(bored|hungry|tired) i could die",
    examples: ["i nearly died laughing", "dying to see you", "cake to die for", "id die for my family"],
  },
  {
    id: "mask.en.kill-me-hyperbole",
    pattern:
      "(mom|mum|mother|dad|father|parents|mummy|papa|teacher|boss|sister|brother|coach|wife|husband)(s)? (is |are |wil |would )?(going to |gona )?kil me (when|if)|kil me now|(heat|exam|deadline|deadlines|traffic|work) (is |wil |is going to )?(going to )?kil me",
    examples: ["my mom is going to kill me when she sees", "kill me now", "this heat is going to kill me"],
  },
  {
    id: "mask.en.negated",
    pattern: "(dont|do not|never) want to die|(glad|happy) (im|i am|to be) alive",
    examples: ["i dont want to die", "glad im alive"],
  },
  {
    id: "mask.hi.hyperbole",
    pattern:
      "(हंसते|हंसी|हंस|गर्मी|भूख|थकान|बोर होकर|ठंड|काम) ?(हंसते )?(से|होकर|के मारे|के)? (मर|मरा)|मरते दम तक|(मार डालेंगी|मार डालेगा|मार डालेंगे) अगर",
    examples: ["हंसते हंसते मर गया", "भूख से मरा जा रहा", "बोर होकर मर जाऊंगा", "मरते दम तक"],
  },
  {
    id: "mask.hinglish.hyperbole",
    pattern:
      "(hasi|hansi|has|hans|hasa|hanste|haste|bhuk|bhok|bhukh|bhook|garmi|thand|bore|thakan|thak|kam|dard|jam|pyar|ishq) (se|ke|hoke|hokar|ke mare|ke mar)? ?mar|rasi kod|mar mita|(mar jaun|mar jau) main teri",
    examples: [
      "hasi se mar gaya",
      "bore hoke mar jaunga",
      "thak ke mar gayi",
      "rassi kood",
      "mar jaaun main teri adaaon pe",
    ],
  },
];

export const contexts: ContextEntry[] = [
  {
    id: "context.report",
    weight: -1,
    pattern:
      "prevention|awarenes|webinar|volunteer|volunteering|research|researchers|study|report|reported|reports|news|police|investigat[a-z]*|minister|documentary|novel|film|movie|series|serial|episode|heroine|villain|character|squad|rates|statistics|warning signs|signs of|case|cases|jaanch|janch|रोकथाम|रिपोर्ट|पुलिस|जांच|समाचार|खबर|जागरूकता|दिवस|एंगल",
    examples: ["suicide prevention day", "the police said", "news mein dekha", "रोकथाम दिवस", "in the serial tonight"],
  },
  {
    // A dose asked about for an illness is medicine, not a means (the means head reads the words alone).
    id: "context.medical",
    weight: -1,
    pattern:
      "fever|temperature|headache|cold and cough|bukhar|bukhaar|sar dard|sardard|बुखार|सर दर्द|सिरदर्द|prescribed|prescription (for|of)|doctor (said|told|gave)|daktar|डॉक्टर ने",
    examples: ["my fever is 102, how many paracetamol can i take", "bukhar hai kitni dawai lu", "बुखार है कौन सी दवा लूं"],
  },
  {
    id: "context.general-advice",
    weight: -1,
    pattern:
      "if you (ever )?(feel|are|have)|if (someone|anyone|a friend)|agar kisi|अगर किसी|used to (have|feel|be)|therapy helped|how (do|can) i (support|help)|kaise support",
    examples: ["if you ever feel suicidal", "i used to have suicidal thoughts", "agar kisi ko"],
  },
];
