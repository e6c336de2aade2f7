import { describe, expect, it } from "vitest";
import { type BreathingPattern, clock, isExpanded, PATTERNS, phaseAt, roundLength } from "./breathing-schedule.ts";

const box = PATTERNS.find((p) => p.id === "box") as BreathingPattern;
const fourSevenEight = PATTERNS.find((p) => p.id === "478") as BreathingPattern;
const at = (p: BreathingPattern, t: number) => {
  const r = phaseAt(p, t);
  return [r.phase.label, r.secondsLeft, r.roundsDone];
};

describe("breathing schedule", () => {
  it("has the published timings", () => {
    expect(box.phases.map((p) => p.seconds)).toEqual([4, 4, 4, 4]);
    expect(fourSevenEight.phases.map((p) => p.seconds)).toEqual([4, 7, 8]);
    expect(roundLength(box)).toBe(16);
    expect(roundLength(fourSevenEight)).toBe(19);
  });

  it("walks box breathing: in, hold, out, hold, then a new round", () => {
    expect(at(box, 0)).toEqual(["Breathe in", 4, 0]);
    expect(at(box, 3)).toEqual(["Breathe in", 1, 0]);
    expect(at(box, 3.5)).toEqual(["Breathe in", 1, 0]);
    expect(at(box, 4)).toEqual(["Hold", 4, 0]);
    expect(at(box, 8)).toEqual(["Breathe out", 4, 0]);
    expect(at(box, 15)).toEqual(["Hold", 1, 0]);
    expect(phaseAt(box, 15).phase.kind).toBe("hold-empty");
    expect(at(box, 16)).toEqual(["Breathe in", 4, 1]);
    expect(at(box, 16 * 5 + 9)).toEqual(["Breathe out", 3, 5]);
  });

  it("walks 4-7-8: in 4, hold 7, out 8", () => {
    expect(at(fourSevenEight, 4)).toEqual(["Hold", 7, 0]);
    expect(at(fourSevenEight, 10)).toEqual(["Hold", 1, 0]);
    expect(at(fourSevenEight, 11)).toEqual(["Breathe out", 8, 0]);
    expect(at(fourSevenEight, 18)).toEqual(["Breathe out", 1, 0]);
    expect(at(fourSevenEight, 19)).toEqual(["Breathe in", 4, 1]);
    expect(at(fourSevenEight, -3)).toEqual(["Breathe in", 4, 0]);
  });

  it("knows when the circle is full and formats the total time", () => {
    expect(["in", "hold-full", "out", "hold-empty"].map((k) => isExpanded(k as never))).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(clock(0)).toBe("0:00");
    expect(clock(185)).toBe("3:05");
  });
});
