import { describe, expect, it } from "vitest";
import { BREATH_PATTERNS, breathAt, bubblesInJar, JAR_SIZE, jarIsFull } from "./breath-pace.ts";

const calm = BREATH_PATTERNS.calm;

describe("the breathing bubble", () => {
  it("grows while breathing in and shrinks while breathing out", () => {
    expect(breathAt(0, calm)).toMatchObject({ phase: "in", size: 0, secondsLeft: 4, breaths: 0 });
    expect(breathAt(2000, calm)).toMatchObject({ phase: "in", size: 0.5, secondsLeft: 2 });
    expect(breathAt(4000, calm)).toMatchObject({ phase: "out", size: 1, secondsLeft: 6 });
    expect(breathAt(7000, calm)).toMatchObject({ phase: "out", size: 0.5, secondsLeft: 3 });
    expect(breathAt(9999, calm).phase).toBe("out");
  });

  it("counts a breath after each full in and out", () => {
    expect(breathAt(9999, calm).breaths).toBe(0);
    expect(breathAt(10_000, calm)).toMatchObject({ phase: "in", breaths: 1, size: 0 });
    expect(breathAt(8000 * 3 + 100, BREATH_PATTERNS.even).breaths).toBe(3);
    expect(breathAt(-50, calm)).toMatchObject({ breaths: 0, phase: "in" });
  });

  it("fills the jar after ten breaths and no more", () => {
    expect(bubblesInJar(3)).toBe(3);
    expect(bubblesInJar(25)).toBe(JAR_SIZE);
    expect(jarIsFull(9)).toBe(false);
    expect(jarIsFull(10)).toBe(true);
  });
});
