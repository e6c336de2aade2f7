// The shape of the calm layer's entries (decision 034, "Harmless by context: a layer after the model").
// Patterns are written in plain spelling over the lexicon's masked text, like every lexicon pattern.

/**
 * A harmless frame around crisis words: a household product with a cleaning job, a rope with an
 * ordinary job, a height with a view, a film or a game, a dose with an illness, recovery told as past,
 * a question about helping someone else. Read AFTER the model and never fed to its features; what a
 * match does is crisis-decision.ts withCalm. `examples` must match, `negatives` must not.
 */
export interface CalmEntry {
  id: string;
  pattern: string;
  examples: string[];
  negatives: string[];
}

/** `a` and `b` within `gap` words of each other, in either order. */
export const near = (a: string, b: string, gap: number): string =>
  `(?:${a})(?: [^ ]+){0,${gap}} (?:${b})|(?:${b})(?: [^ ]+){0,${gap}} (?:${a})`;
