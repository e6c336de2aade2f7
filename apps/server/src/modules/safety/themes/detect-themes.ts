// Tags a post's sensitive themes (posts.themes) from the crisis result and the small theme lexicons.
import type { SensitiveTheme } from "@saathi/contract/safety";
import { compilePattern } from "../crisis/crisis-check.ts";
import { normalise } from "../crisis/normalise.ts";
import { DANGER_SIGNALS, type LexiconTheme, SELF_HARM_SIGNALS, THEME_PATTERNS, themeOrder } from "./themes-lexicon.ts";

const COMPILED = (Object.keys(THEME_PATTERNS) as LexiconTheme[]).map((theme) => ({
  theme,
  res: THEME_PATTERNS[theme].map((p) => compilePattern(p)),
}));

/** A crisis reading of the same text: its level and the signals that fired. */
export interface ThemeCrisis {
  level: string;
  signals: string[];
}

/** Levels that speak of suicide or self-harm (concern is too soft to tag; danger comes from someone else). */
const SELF_DIRECTED = new Set(["risk", "imminent", "method"]);

/** The themes of a text, in a fixed order; `crisis` is the crisis reading of the same text. */
export function detectThemes(text: string, crisis: ThemeCrisis): SensitiveTheme[] {
  const found = new Set<SensitiveTheme>();
  if (SELF_DIRECTED.has(crisis.level)) {
    const lexical = crisis.signals.filter((s) => s.includes("."));
    const selfHarm = lexical.some((s) => SELF_HARM_SIGNALS.has(s));
    // Danger from someone else: "en.in-danger" and the danger layer's entries ("danger.*").
    const fromOthers = (s: string) => DANGER_SIGNALS.has(s) || s.startsWith("danger.");
    const danger = lexical.length > 0 && lexical.every(fromOthers);
    const suicide = lexical.some((s) => !SELF_HARM_SIGNALS.has(s) && !fromOthers(s));
    if (selfHarm) found.add("self_harm");
    if (suicide || (!selfHarm && !danger)) found.add("suicide");
  }
  const normalised = normalise(text).text;
  for (const { theme, res } of COMPILED) if (res.some((re) => re.test(normalised))) found.add(theme);
  return themeOrder.filter((t) => found.has(t));
}
