// The breathing bubble's rules: where a breath is at a given moment. The bubble grows while breathing
// in and shrinks while breathing out; a full breath adds one bubble to the jar. No score, no hurry.

export interface BreathPattern {
  /** Seconds breathing in. */
  inhale: number;
  /** Seconds breathing out (longer than in: a slower out-breath calms). */
  exhale: number;
}

export const BREATH_PATTERNS = {
  calm: { inhale: 4, exhale: 6 },
  even: { inhale: 4, exhale: 4 },
} as const satisfies Record<string, BreathPattern>;
export type BreathPatternName = keyof typeof BREATH_PATTERNS;

/** Breaths to fill the jar (about a minute and a half at the calm pace). */
export const JAR_SIZE = 10;

export interface BreathMoment {
  phase: "in" | "out";
  /** 0..1 through the current phase. */
  progress: number;
  /** Whole seconds left in this phase (for the count shown and read out). */
  secondsLeft: number;
  /** Full breaths so far. */
  breaths: number;
  /** The bubble's size, 0 (small) .. 1 (full). */
  size: number;
}

/** The breath at `elapsedMs` of breathing with `pattern` (negative time counts as 0). */
export function breathAt(elapsedMs: number, pattern: BreathPattern): BreathMoment {
  const inMs = pattern.inhale * 1000;
  const cycle = inMs + pattern.exhale * 1000;
  const t = Math.max(0, elapsedMs);
  const breaths = Math.floor(t / cycle);
  const within = t - breaths * cycle;
  if (within < inMs) {
    const progress = within / inMs;
    return { phase: "in", progress, secondsLeft: Math.ceil((inMs - within) / 1000), breaths, size: progress };
  }
  const progress = (within - inMs) / (pattern.exhale * 1000);
  return {
    phase: "out",
    progress,
    secondsLeft: Math.ceil((cycle - within) / 1000),
    breaths,
    size: 1 - progress,
  };
}

/** Bubbles in the jar after `breaths` (the jar holds JAR_SIZE). */
export const bubblesInJar = (breaths: number) => Math.min(Math.max(0, breaths), JAR_SIZE);

export const jarIsFull = (breaths: number) => breaths >= JAR_SIZE;
