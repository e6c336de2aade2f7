// The sensitive themes and their names (no zod: the feed marks posts with them on its first load).

/** Themes a member may choose to see collapsed behind a gentle warning. */
export const SENSITIVE_THEMES = ["self_harm", "suicide", "eating", "abuse", "loss"] as const;
export type SensitiveTheme = (typeof SENSITIVE_THEMES)[number];
export const SENSITIVE_THEME_LABEL: Record<SensitiveTheme, string> = {
  self_harm: "Self-harm",
  suicide: "Suicide",
  eating: "Eating and body image",
  abuse: "Abuse",
  loss: "Loss and grief",
};
