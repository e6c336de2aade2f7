// Small lexicons for the sensitive themes a post may touch: members who chose a theme see
// such posts collapsed behind a gentle warning. Suicide and self-harm come from the crisis check's
// signals; eating, abuse and loss are matched here, whole words in plain spelling (English, Hinglish,
// Devanagari Hindi). Erring towards tagging costs one tap; missing costs a shock.
import type { SensitiveTheme } from "@saathi/contract/safety";

export const THEME_PATTERNS: Record<"eating" | "abuse" | "loss", string[]> = {
  eating: [
    "anorexia|anorexic|bulimia|bulimic|binge eating|binging|bingeing|purging|purge",
    "eating disorder|stopped eating|not eating|starve myself|starving myself|skipping meals|calorie counting",
    "hate my body|body image|too fat|so fat|khana nahi kha|khana chhod|भूखी रह|खाना नहीं खा",
  ],
  abuse: [
    "abuse|abused|abusive|abuser|molested|molestation|raped|rape|assaulted|sexual assault",
    "domestic violence|he hits me|she hits me|beats me|beat me up|marta hai|maarta hai|peet(ta|ti) hai",
    "harassed|harassment|groped|dowry|marpeet|शोषण|मारपीट|उत्पीड़न|दहेज",
  ],
  loss: [
    "passed away|passed on|died|death of|lost my (mother|father|mom|dad|mum|brother|sister|son|daughter|wife|husband|friend|baby|child|grandmother|grandfather)",
    "grief|grieving|bereavement|funeral|miscarriage|stillborn|rest in peace|rip",
    "guzar gay[ae]|guzar gayi|nahi rahe|nahi rahi|chal bas[ea]|गुज़र गए|गुजर गए|नहीं रहे|नहीं रही|चल बसे|अंतिम संस्कार",
  ],
};

/** Crisis signal ids that mean self-harm rather than suicide (the rest of a fired check is suicide). */
export const SELF_HARM_SIGNALS = new Set([
  "en.self-harm",
  "hi.self-harm",
  "hinglish.self-harm",
  "en.cut-veins",
  "hi.veins",
  "hinglish.veins",
]);

/** Crisis signals about danger from someone else: a crisis, but no suicide theme (abuse comes from the lexicon). */
export const DANGER_SIGNALS = new Set(["en.in-danger", "en.other-in-danger"]);

export type LexiconTheme = keyof typeof THEME_PATTERNS;
export const themeOrder: SensitiveTheme[] = ["suicide", "self_harm", "eating", "abuse", "loss"];
