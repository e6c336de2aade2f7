// English crisis phrases, from the warning signs in public guidance (AFSP, NIMH, 988 Lifeline,
// Samaritans): talk of wanting to die or kill oneself, of being a burden, of feeling trapped or in
// unbearable pain, of having no reason to live, saying goodbye, self-harm, and looking for a way.
import type { SignalEntry } from "./types.ts";

const SELF = "(my ?self|my own life|my life)";
const OTHER = "(him ?self|her ?self|them ?selves|them ?self|his life|her life|their life|his own life|her own life)";

export const englishSignals: SignalEntry[] = [
  {
    id: "en.kill-myself",
    kind: "risk",
    weight: 1.5,
    pattern: `(kill|killing|end|ending|take|taking|unalive|unaliving) ${SELF}`,
    examples: ["i will kill myself", "ending my life", "take my own life", "unalive my self"],
  },
  {
    id: "en.kms",
    kind: "risk",
    weight: 1.5,
    pattern: "kms|unalive|sewer ?slide",
    examples: ["kms fr", "unalive", "sewer slide"],
  },
  {
    id: "en.want-to-die",
    kind: "risk",
    weight: 1.5,
    pattern:
      "(want|wanted|wanting|wish|ready|going|deserve) (to )?(die|be dead)|wish (i was|i were|to be) dead|rather be dead|better of dead",
    examples: ["i want to die", "i wanna die", "wish i was dead", "id rather be dead"],
  },
  {
    id: "en.not-live",
    kind: "risk",
    weight: 1.5,
    pattern:
      "(dont|do not|doesnt|does not|didnt|no longer|never) (really )?(want|wants|wish|wishes) to (be alive|live|exist|wake up|be here|go on)( anymore)?|(dont|do not) want to be alive",
    examples: ["i dont want to live anymore", "doesnt want to live", "i dont want to wake up tomorrow"],
  },
  {
    id: "en.never-wake",
    kind: "risk",
    weight: 1.5,
    pattern: "(sleep|go to sleep|fall asleep) and never wake up|never wake up again",
    examples: ["go to sleep and never wake up"],
  },
  {
    id: "en.better-without-me",
    kind: "risk",
    weight: 1.5,
    pattern:
      "(better of|happier|fine|beter) without me|(wont|would not|wouldnt) (even )?(miss|notice) (me|if i)|nobody would (even )?(notice|care|miss) if i",
    examples: ["everyone is better off without me", "nobody would notice if i was gone"],
  },
  {
    id: "en.burden",
    kind: "risk",
    weight: 0.7,
    pattern: "(im|i am|i feel like|feel like) (such )?a (burden|waste of space)|happier if i (was|were) gone",
    examples: ["i feel like a burden", "they would be happier if i was gone"],
  },
  {
    id: "en.no-reason-to-live",
    kind: "risk",
    weight: 1.5,
    pattern:
      "no (reason|point) (for me )?(to|in) (keep )?(living|live|go on|going on|be alive|being alive)|(whats|what is) the point (of|in) (living|life|being alive|going on)|nothing (left )?to live for",
    examples: ["there is no reason for me to keep living", "whats the point of living"],
  },
  {
    id: "en.done-with-life",
    kind: "risk",
    weight: 1.5,
    pattern:
      "(done|finished|over) with (life|living|being alive)|life is pointless|cant (do|take) (this|it) anymore … (die|life|end|gone|over)",
    examples: ["im done with life", "life is pointless"],
  },
  {
    id: "en.cant-go-on",
    kind: "risk",
    weight: 0.5,
    pattern: "cant (do|take) (this|it) (anymore|any more)|cant go on",
    examples: ["i cant do this anymore"],
  },
  {
    id: "en.end-it",
    kind: "risk",
    weight: 1.5,
    pattern:
      "(end|ending) (it|it al|everything|things) (tonight|today|now|soon|forever|permanently|after)|(going|plan|plan is|planning|want|ready|decided) to end (it|it al|everything|things)|end it al|(want|wanted) (it|it al|everything) to (be over|end)",
    examples: ["im going to end it tonight", "my plan is to end everything", "i just want it all to end"],
  },
  {
    id: "en.suicidal-thoughts",
    kind: "risk",
    weight: 1,
    pattern:
      "suicidal (thoughts|feelings|ideation|urges)|thoughts (of|about) (suicide|killing myself|dying|death|ending it)|(feel|feeling|felt|am|im|been) suicidal",
    examples: ["suicidal thoughts", "i feel suicidal", "thoughts of suicide"],
  },
  {
    id: "en.thinking-about-suicide",
    kind: "risk",
    weight: 1.5,
    pattern:
      "(think|thinking|thought|thinks|fantasi[sz]e|fantasi[sz]ing|obsessed) (about|of) (suicide|dying|death|killing myself|ending (it|my life|everything))|suicide is al i think about|suicide (feels|seems|is) like the only",
    examples: ["thinking about suicide", "i keep thinking about ending my life"],
  },
  {
    id: "en.suicide",
    kind: "risk",
    weight: 0.5,
    pattern: "suicide|suicidal",
    examples: ["suicide"],
  },
  {
    id: "en.only-way-out",
    kind: "risk",
    weight: 1.5,
    pattern:
      "(only|last) (escape|option|way out|solution|answer) (is|left is) (death|dying|to die|suicide)|no way out (except|but) (dying|death|suicide)|dont see any way out",
    examples: ["the only escape is death", "no way out except dying"],
  },
  {
    id: "en.goodbye",
    kind: "risk",
    weight: 1,
    pattern:
      "this is (my )?goodbye|my (last|final) (message|post|goodbye|words)|goodbye (message|note|letter|post)|suicide note|goodbye (everyone|forever|world)|bye (everyone|forever|world)",
    examples: ["this is my goodbye", "she posted a goodbye message", "my last message"],
  },
  {
    id: "en.when-gone",
    kind: "risk",
    weight: 0.7,
    pattern:
      "(when|after|once) im (gone|dead)|(giving|gave|give) (my|al my) (things|stuf|belongings|stuff) away|(giving|gave) away (my|al my) (things|stuf|belongings)|wont need them",
    examples: ["when im gone", "giving my things away"],
  },
  {
    id: "en.disappear",
    kind: "risk",
    weight: 1,
    pattern:
      "disappear (forever|and never come back|for good|permanently)|disappeared forever|not (scared|afraid) of dying|ready to die",
    examples: ["i want to disappear forever", "im not scared of dying anymore"],
  },
  {
    id: "en.pain-end",
    kind: "risk",
    weight: 0.5,
    pattern: "(pain|it) is unbearable|trapped|hopeless|worthless|hate my ?self",
    examples: ["the pain is unbearable", "i feel trapped", "i hate myself"],
  },
  {
    id: "en.self-harm",
    kind: "risk",
    weight: 1.5,
    pattern:
      "(cut|cuting|cuts|hurt|hurting|harm|harming|burn|burned|burnt|burning|starve|starving) my ?self|self ?harm|self ?harming|self ?injury|urge to (cut|hurt|harm|burn)|(cut|burned|burnt|hurt|scratched) my (arm|arms|wrist|wrists|thigh|thighs|leg|legs|skin) on purpose|relapsed (into|on) (cutting|self)",
    examples: ["i cut myself again", "self harming again", "the urge to cut", "i burned my arm on purpose"],
  },
  {
    id: "en.other-in-danger",
    kind: "risk",
    weight: 1,
    pattern: `(kill|killing|kils|end|ending|ends|take|taking|cut|cutting|hurt|hurting|harm|harming) ${OTHER}|(he|she|they) (wants|want|is going|keeps saying|said|says|told me) (he|she|they)? ?(wants )?to die`,
    examples: ["she wants to kill herself", "he keeps saying he wants to die", "my friend is cutting herself"],
  },
  {
    id: "en.in-danger",
    kind: "risk",
    weight: 1.5,
    pattern:
      "(afraid|scared|fear|worried) (that )?(he|she|they|someone)(l| wil| is going to| might| wil) kil me|(wil|going to) kil me if i|scared for my life|fear for my life|(beats|hits|chokes|strangles) me",
    examples: ["afraid hell kill me", "he will kill me if i tell", "scared for my life"],
  },
  {
    id: "en.urging",
    kind: "risk",
    weight: 1,
    pattern: "(go|just|should|please) (kill|kil) your ?self|kys",
    examples: ["go kill yourself", "just kys"],
  },
];

export const englishMethods: SignalEntry[] = [
  {
    id: "en.pill-count",
    kind: "method",
    weight: 1,
    pattern:
      "how (many|much) (sleeping )?(pils|tablets|meds|medicine|medicines|paracetamol)( … (die|dead|wake|kil|fatal|overdose|lethal|take))?",
    examples: ["how many pills would it take to not wake up", "how many sleeping pills"],
  },
  {
    id: "en.hoarding",
    kind: "method",
    weight: 1.5,
    pattern:
      "(saving|saved|colecting|collected|hoarding|stockpiling|storing) (up )?(my |al my |some )?(sleeping )?(pils|tablets|meds|medicine)|take them al at once|(took|swallowed|taken) (a |the )?(whole |full |entire )?(bottle|strip|packet|pack) of (pils|tablets|meds)",
    examples: ["saving my pills", "took a whole bottle of pills"],
  },
  {
    id: "en.overdose",
    kind: "method",
    weight: 1.5,
    pattern:
      "(overdose|od|overdosing) on|(going to|want to|plan to|wil|gona) overdose|(fatal|lethal) (dose|overdose|amount)|overdose (is|would be) (fatal|lethal)",
    examples: ["overdose on my meds", "fatal dose"],
  },
  { id: "en.overdose-word", kind: "method", weight: 0.3, pattern: "overdose|overdosing", examples: ["overdose"] },
  {
    id: "en.way-to-die",
    kind: "method",
    weight: 1.5,
    pattern:
      "(painles|painless|easiest|quickest|fastest|best|surest|quiet) way to (die|kil my ?self|end it|end my life|go)|ways to (die|kil my ?self|end my life|comit suicide|commit suicide)|how to (kil my ?self|comit suicide|commit suicide|end my life)",
    examples: ["whats the most painless way to die", "looking up ways to kill myself"],
  },
  {
    id: "en.jump",
    kind: "method",
    weight: 1,
    pattern:
      "(thinking|think|thought) (of|about) jumping|(going|want|plan|planning|ready|about) to jump|jump(ing)? (of|from) (the |a |this )?(roof|terrace|building|bridge|balcony|cliff|ledge|tower|flyover)|(on|standing on|up on|at) the (roof|ledge|edge|bridge|terrace)|in front of (a |the )?(train|truck|bus|car|metro)",
    examples: ["thinking of jumping", "jump off the bridge", "in front of a train"],
  },
  {
    id: "en.cut-veins",
    kind: "method",
    weight: 1.5,
    pattern: "(slit|cut|slash|slice) (my|his|her) (wrists|wrist|veins|vein|throat)",
    examples: ["slit my wrists"],
  },
  {
    id: "en.hang",
    kind: "method",
    weight: 1.5,
    pattern: "hang (my|him|her) ?self|hanging (my|him|her) ?self|noose|(hang|hanging) from the (ceiling )?fan",
    examples: ["hang myself", "a noose"],
  },
  {
    id: "en.means-ready",
    kind: "method",
    weight: 1.5,
    pattern:
      "(have|got|bought|keep) (the|a|my) (blade|razor|rope|noose|pils|poison) (ready|with me|hidden)|(blade|razor|rope|noose|poison) (is )?ready",
    examples: ["i have the blade ready", "the rope is ready"],
  },
  {
    id: "en.bought-rope",
    kind: "method",
    weight: 0.6,
    pattern: "(bought|got|tied) (a |the )?rope",
    examples: ["i bought a rope"],
  },
  {
    id: "en.poison",
    kind: "method",
    weight: 1.5,
    pattern:
      "(drink|drinking|drank|take|taking|took|eat|eating|ate|swallow|swallowing|swallowed) (the |some )?(pesticide|poison|rat poison|bleach|acid|phenyl|insecticide)",
    examples: ["drinking the pesticide", "swallowed rat poison"],
  },
  {
    id: "en.which-medicine",
    kind: "method",
    weight: 1,
    pattern: "which (medicine|drug|pil|tablet|medicines|drugs|pils|tablets) … (fatal|lethal|kil|die)",
    examples: ["which medicine overdose is fatal"],
  },
];
