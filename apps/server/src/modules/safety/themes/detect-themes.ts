// Tags a post's sensitive themes (posts.themes) from the crisis result and the small theme lexicons.
import type { SensitiveTheme } from "@saathi/contract/safety";
import { type CrisisResult, compilePattern } from "../crisis/crisis-check.ts";
import { normalise } from "../crisis/normalise.ts";
import { DANGER_SIGNALS, type LexiconTheme, SELF_HARM_SIGNALS, THEME_PATTERNS, themeOrder } from "./themes-lexicon.ts";

const COMPILED = (Object.keys(THEME_PATTERNS) as LexiconTheme[]).map((theme) => ({
  theme,
  res: THEME_PATTERNS[theme].map((p) => compilePattern(p)),
}));

/** The themes of a text, in a fixed order; `crisis` is the crisis check's result for the same text. */
export function detectThemes(text: string, crisis: CrisisResult): SensitiveTheme[] {
  const found = new Set<SensitiveTheme>();
  if (crisis.level !== "none") {
    const lexical = crisis.signals.filter((s) => s.includes("."));
    const selfHarm = lexical.some((s) => SELF_HARM_SIGNALS.has(s));
    const danger = lexical.length > 0 && lexical.every((s) => DANGER_SIGNALS.has(s));
    const suicide = lexical.some((s) => !SELF_HARM_SIGNALS.has(s) && !DANGER_SIGNALS.has(s));
    if (selfHarm) found.add("self_harm");
    if (suicide || (!selfHarm && !danger)) found.add("suicide");
  }
  const normalised = normalise(text).text;
  for (const { theme, res } of COMPILED) if (res.some((re) => re.test(normalised))) found.add(theme);
  return themeOrder.filter((t) => found.has(t));
}
