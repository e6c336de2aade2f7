// Breathing patterns and where in a pattern a given moment falls.
import { i18n, type MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

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

// Names and labels are read in the language shown now (getters), never frozen when the module loads.
const phase = (kind: PhaseKind, label: MessageDescriptor, seconds: number): Phase => ({
  kind,
  seconds,
  get label() {
    return i18n._(label);
  },
});

const IN = msg`Breathe in`;
const HOLD = msg`Hold`;
const OUT = msg`Breathe out`;

export const PATTERNS: readonly BreathingPattern[] = [
  {
    id: "box",
    get name() {
      return i18n._(msg`Box breathing`);
    },
    get description() {
      return i18n._(msg`Breathe in for 4, hold for 4, breathe out for 4, hold for 4.`);
    },
    phases: [phase("in", IN, 4), phase("hold-full", HOLD, 4), phase("out", OUT, 4), phase("hold-empty", HOLD, 4)],
  },
  {
    id: "478",
    get name() {
      return i18n._(msg`4-7-8 breathing`);
    },
    get description() {
      return i18n._(msg`Breathe in for 4, hold for 7, breathe out slowly for 8.`);
    },
    phases: [phase("in", IN, 4), phase("hold-full", HOLD, 7), phase("out", OUT, 8)],
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
