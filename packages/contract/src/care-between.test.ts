import { describe, expect, it } from "vitest";
import { MEASURE_RULES, notOnTrack, reliableChange } from "./care-between.ts";

describe("reliable change", () => {
  it("PHQ-9: 6 points down is a reliable improvement, 5 is not", () => {
    expect(reliableChange("phq9", 16, 10)).toBe("reliably_improved");
    expect(reliableChange("phq9", 16, 11)).toBe("no_reliable_change");
    expect(reliableChange("phq9", 9, 15)).toBe("reliably_worse");
    expect(reliableChange("phq9", 9, 14)).toBe("no_reliable_change");
  });
  it("GAD-7: 4 points either way", () => {
    expect(reliableChange("gad7", 15, 11)).toBe("reliably_improved");
    expect(reliableChange("gad7", 15, 12)).toBe("no_reliable_change");
    expect(reliableChange("gad7", 6, 10)).toBe("reliably_worse");
  });
  it("WHO-5: higher is better, 3 raw points (10 percentage points and more)", () => {
    expect(reliableChange("who5", 8, 11)).toBe("reliably_improved");
    expect(reliableChange("who5", 8, 10)).toBe("no_reliable_change");
    expect(reliableChange("who5", 15, 12)).toBe("reliably_worse");
  });
});

describe("remission", () => {
  it("PHQ-9 and GAD-7 under 5; WHO-5 13 and over", () => {
    expect(MEASURE_RULES.phq9.inRemission(4)).toBe(true);
    expect(MEASURE_RULES.phq9.inRemission(5)).toBe(false);
    expect(MEASURE_RULES.gad7.inRemission(4)).toBe(true);
    expect(MEASURE_RULES.gad7.inRemission(5)).toBe(false);
    expect(MEASURE_RULES.who5.inRemission(13)).toBe(true);
    expect(MEASURE_RULES.who5.inRemission(12)).toBe(false);
  });
});

describe("not on track", () => {
  it("a reliable worsening flags at once", () => {
    expect(notOnTrack("phq9", [8, 14])).toBe(true);
  });
  it("no reliable improvement after four sessions flags; three do not yet", () => {
    expect(notOnTrack("phq9", [16, 15, 14])).toBe(false);
    expect(notOnTrack("phq9", [16, 15, 14, 12])).toBe(true);
  });
  it("a reliable improvement by the fourth session is on track", () => {
    expect(notOnTrack("phq9", [16, 14, 12, 9])).toBe(false);
  });
  it("one score or none says nothing yet", () => {
    expect(notOnTrack("gad7", [])).toBe(false);
    expect(notOnTrack("gad7", [20])).toBe(false);
  });
  it("WHO-5 falling reliably is a worsening", () => {
    expect(notOnTrack("who5", [14, 10])).toBe(true);
  });
});
