// Breathing patterns and where in a pattern a given moment falls.

export type PhaseKind = "in" | "hold-full" | "out" | "hold-empty";

export interface Phase {
  kind: PhaseKind;
  label: string;
  seconds: number;
}

export interface BreathingPattern {
  id: "box" | "478";
  name: string;
  description: string;
  phases: readonly Phase[];
}

export const PATTERNS: readonly BreathingPattern[] = [
  {
    id: "box",
    name: "Box breathing",
    description: "Breathe in for 4, hold for 4, breathe out for 4, hold for 4.",
    phases: [
      { kind: "in", label: "Breathe in", seconds: 4 },
      { kind: "hold-full", label: "Hold", seconds: 4 },
      { kind: "out", label: "Breathe out", seconds: 4 },
      { kind: "hold-empty", label: "Hold", seconds: 4 },
    ],
  },
  {
    id: "478",
    name: "4-7-8 breathing",
    description: "Breathe in for 4, hold for 7, breathe out slowly for 8.",
    phases: [
      { kind: "in", label: "Breathe in", seconds: 4 },
      { kind: "hold-full", label: "Hold", seconds: 7 },
      { kind: "out", label: "Breathe out", seconds: 8 },
    ],
  },
];

/** Seconds in one full round of the pattern. */
export function roundLength(pattern: BreathingPattern): number {
  return pattern.phases.reduce((sum, p) => sum + p.seconds, 0);
}

export interface PhasePosition {
  phase: Phase;
  index: number;
  /** Whole seconds left in this phase, counting down to 1 (never 0). */
  secondsLeft: number;
  /** Full rounds finished so far. */
  roundsDone: number;
}

/** Where `elapsed` seconds (from the start, pauses excluded) falls in the pattern. */
export function phaseAt(pattern: BreathingPattern, elapsed: number): PhasePosition {
  const length = roundLength(pattern);
  const t = Math.max(0, elapsed);
  const roundsDone = Math.floor(t / length);
  let within = t - roundsDone * length;
  for (const [index, phase] of pattern.phases.entries()) {
    if (within < phase.seconds) {
      return { phase, index, secondsLeft: Math.ceil(phase.seconds - within), roundsDone };
    }
    within -= phase.seconds;
  }
  // Floating-point edge: treat as the very start of the next round.
  const first = pattern.phases[0] as Phase;
  return { phase: first, index: 0, secondsLeft: first.seconds, roundsDone: roundsDone + 1 };
}

/** Whether the lungs are full (large circle) during and at the end of this phase. */
export function isExpanded(kind: PhaseKind): boolean {
  return kind === "in" || kind === "hold-full";
}

/** "3:05" */
export function clock(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}
