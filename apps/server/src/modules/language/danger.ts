// The danger layer (decision 034, "Danger from someone else"): high-precision phrases for danger from
// someone else (violence at home, sexual abuse, threats, being locked in, forced marriage, stalking,
// blackmail, not safe at home), read AFTER the model on the lexicon's masked text and never fed to its
// features, so the shipped weights compute what they were trained to. crisis-decision.ts withDanger
// decides what a match does to the model's level.
import { englishDanger } from "./lexicon/danger-english.ts";
import { hindiDanger } from "./lexicon/danger-hindi.ts";
import { hindiDangerAttacksThreats } from "./lexicon/danger-hindi-attacks-threats.ts";
import { hindiDangerHomeNight } from "./lexicon/danger-hindi-home-night.ts";
import { compilePattern } from "./lexicon-check.ts";

/** Every danger entry, English, Devanagari Hindi and Hindi in Latin letters. */
export const dangerEntries = [...englishDanger, ...hindiDanger, ...hindiDangerAttacksThreats, ...hindiDangerHomeNight];

/**
 * Words that say a text is not the writer's own danger now: a story, a film or serial, the news, a
 * game, a past told as past, help asked for someone else. Any of them switches the layer off for the
 * text (the model still reads it as it always did).
 */
export const dangerVetoes = [
  {
    id: "fiction-news",
    pattern:
      "news|movie|film|serial|episode|show|शो|web series|bigg bos|character|arested|arest|girftar|giraftar|court|verdict|faisla|suspended|documentary|novel|story mein|kahani|savdhan india|crime patrol|akhbar|akbar mein|newspaper|in the paper|police ne(?: [^ ]+){0,4} pakad|खबर|समाचार|फिल्म|सीरियल|एपिसोड|बिग बॉस|गिरफ्तार|अदालत|फैसला|निलंबित|कहानी|सावधान इंडिया|क्राइम पेट्रोल|अखबार|पुलिस ने(?: [^ ]+){0,4} पकड",
    examples: [
      "in the movie the husband hits her",
      "news mein aaya",
      "सीरियल में सास मारती है",
      "savdhaan india mein dikhaya",
      "अख़बार में पढ़ा कि उसने तेज़ाब फेंका",
      "पुलिस ने उस आदमी को पकड़ लिया जो पीछा करता था",
    ],
  },
  {
    id: "game",
    pattern:
      "game|games|gaming|fifa|pubg|bgmi|free fire|ludo|chess|rage ?quit|respawn|level|valorant|minecraft|gta|elden ring|hide and seek|hide n seek|chupan chupai|luka chupi|luka chhupi|गेम|मैच|पबजी|लुका छिपी|छुपन छुपाई",
    examples: ["he beat me in the game", "pubg mein maara", "we hid in the cupboard playing hide and seek"],
  },
  {
    id: "past-told-as-past",
    pattern:
      "used to(?! (it|this|that|being))|as a (kid|child)|when i was (a kid|little|small|young)|years ago|therapy|healed|healing|now i am safe|(im|i am|i feel) safe now|bachpan mein|saal pehle|sal pehle|ab safe|ab theek|ab thik|ab mast|ab khush|बचपन में|साल पहले|थेरेपी|अब सुरक्षित|अब ठीक|अब खुश",
    examples: ["my dad used to hit me, now im okay", "bachpan mein papa maarte the", "बचपन में पापा मारते थे"],
  },
  {
    id: "for-someone-else",
    pattern:
      "how (can|do|should) i help|help (a|my) friend|if (someone|anyone|your)|kaise (help|madad) (karu|karun|karon|kare)|agar kisi|कैसे मदद|अगर किसी|helpline (number|ka number|no)|हेल्पलाइन का नंबर",
    examples: ["how can i help a friend whose dad hits her", "agar kisi ko pati maarta hai", "कैसे मदद करूं"],
  },
  {
    id: "a-thing-not-a-person",
    pattern:
      "(ye|yeh|this|ये) (exam|paper|assignment|traffic|deadline|homework|physics|maths|job|naukri|boss|परीक्षा|पेपर|ट्रैफिक|नौकरी)",
    examples: ["ye exam jaan se maar dega", "ये पेपर जान ले लेगा"],
  },
  {
    id: "play-hostel",
    pattern: "hostel|masti mein|mazak mein|majak mein|playfuly|jokingly|haha|emojilaugh|हॉस्टल|मस्ती में|मजाक में",
    examples: ["hostel doesnt let us go out", "masti mein maara", "haha he slapped me for that joke"],
  },
];

const ENTRIES = dangerEntries.map((e) => ({ id: e.id, re: compilePattern(e.pattern) }));
const VETOES = dangerVetoes.map((v) => compilePattern(v.pattern));

/** Ids of the danger entries that match the lexicon's masked text, none when a veto word is there. */
export function readDanger(masked: string): string[] {
  const ids: string[] = [];
  for (const e of ENTRIES) if (e.re.test(masked)) ids.push(e.id);
  // The vetoes (long alternations) are read only where an entry fired: with none, none is found either way.
  if (ids.length === 0 || VETOES.some((re) => re.test(masked))) return [];
  return ids;
}
