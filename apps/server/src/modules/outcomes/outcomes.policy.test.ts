// The outcome arithmetic: reliable change and remission per pair, remission only among those who
// started above the threshold, and the small-number rule (nothing under 10 people, nothing that
// subtraction would give away).
import { describe, expect, it } from "vitest";
import { present, protectParts, type ScorePair, type Tally, tally } from "./outcomes.policy.ts";

const pair = (first: number, later: number, members: number, month = "2026-01"): ScorePair => ({
  instrument: "phq9",
  weeks: 8,
  month,
  first,
  later,
  members,
});
const row = (t: Partial<Tally>): Tally => ({
  instrument: "phq9",
  weeks: 8,
  n: 0,
  improved: 0,
  worse: 0,
  startedAbove: 0,
  remitted: 0,
  ...t,
});

describe("tally", () => {
  it("counts reliable improvement at 6 PHQ-9 points, worsening at 6, and nothing at 5", () => {
    const t = tally("phq9", 8, [pair(16, 10, 3), pair(16, 11, 4), pair(10, 16, 2), pair(10, 15, 1)]);
    expect(t).toMatchObject({ n: 10, improved: 3, worse: 2 });
  });
  it("counts remission only among members who started above the threshold", () => {
    // 4 started at 3 (already in remission) and stay there: not counted as reaching it.
    const t = tally("phq9", 8, [pair(3, 2, 4), pair(12, 4, 5), pair(12, 5, 6)]);
    expect(t).toMatchObject({ n: 15, startedAbove: 11, remitted: 5 });
  });
  it("uses each questionnaire's own rules: GAD-7 4 points; WHO-5 higher is better, remission at 13", () => {
    const gad = tally("gad7", 12, [{ ...pair(10, 6, 2), instrument: "gad7", weeks: 12 }]);
    expect(gad).toMatchObject({ n: 2, improved: 2, remitted: 0 });
    const who = tally("who5", 8, [
      { ...pair(8, 13, 3), instrument: "who5" },
      { ...pair(14, 10, 1), instrument: "who5" },
    ]);
    expect(who).toMatchObject({ n: 4, improved: 3, worse: 1, startedAbove: 3, remitted: 3 });
  });
  it("reads only the pairs of its questionnaire and time point", () => {
    expect(tally("phq9", 12, [pair(20, 2, 50)]).n).toBe(0);
    expect(tally("gad7", 8, [pair(20, 2, 50)]).n).toBe(0);
  });
});

describe("present: the small-number rule", () => {
  it("hides the whole row when fewer than 10 people have a score at the time point", () => {
    const shown = present(row({ n: 9, improved: 9, startedAbove: 9, remitted: 9 }));
    expect(shown).toMatchObject({
      n: null,
      reliablyImproved: null,
      reliablyWorse: null,
      startedAbove: null,
      remission: null,
    });
  });
  it("shows counts of 10 or more with their shares", () => {
    const shown = present(row({ n: 40, improved: 20, worse: 10, startedAbove: 30, remitted: 15 }));
    expect(shown).toEqual({
      instrument: "phq9",
      weeks: 8,
      n: 40,
      reliablyImproved: { count: 20, share: 0.5 },
      reliablyWorse: { count: 10, share: 0.25 },
      startedAbove: 30,
      remission: { count: 15, share: 0.5 },
    });
  });
  it("hides any count under 10, zero included", () => {
    const shown = present(row({ n: 30, improved: 12, worse: 0, startedAbove: 30, remitted: 3 }));
    expect(shown.reliablyImproved?.count).toBe(12);
    expect(shown.reliablyWorse).toBeNull();
    expect(shown.remission).toBeNull();
    expect(shown.startedAbove).toBe(30);
  });
  it("hides a count whose rest of the group is 1 to 9 (n minus it would give them away)", () => {
    const shown = present(row({ n: 25, improved: 20, worse: 0, startedAbove: 25, remitted: 22 }));
    expect(shown.reliablyImproved).toBeNull(); // 5 not improved
    expect(shown.remission).toBeNull(); // 3 not in remission
  });
  it("allows a rest of zero: nobody is given away", () => {
    const shown = present(row({ n: 12, improved: 12, startedAbove: 12, remitted: 12 }));
    expect(shown.reliablyImproved?.count).toBe(12);
    expect(shown.remission?.count).toBe(12);
  });
  it("hides worse when improved, worse and n would give away a small 'no reliable change' group", () => {
    const shown = present(row({ n: 34, improved: 12, worse: 15, startedAbove: 34 }));
    expect(shown.reliablyImproved?.count).toBe(12);
    expect(shown.reliablyWorse).toBeNull(); // 34 - 12 - 15 = 7
  });
  it("hides the remission denominator when n minus it (those who started in remission) is 1 to 9", () => {
    const shown = present(row({ n: 40, improved: 20, startedAbove: 35, remitted: 20 }));
    expect(shown.startedAbove).toBeNull();
    expect(shown.remission).toBeNull();
  });
});

describe("protectParts: months that add up to a total", () => {
  it("hides a second month when one hidden month could be worked out from the total", () => {
    const parts = [
      row({ n: 30, improved: 15, startedAbove: 30, remitted: 15 }),
      row({ n: 20, improved: 10, startedAbove: 20, remitted: 10 }),
      row({ n: 4, improved: 2, startedAbove: 4, remitted: 1 }),
    ];
    const total = present(row({ n: 54, improved: 27, startedAbove: 54, remitted: 26 }));
    expect(total.n).toBe(54);
    const rows = protectParts(total, parts);
    expect(rows[2]?.n).toBeNull();
    // 54 - 30 - 20 = 4 would name the small month: the smaller shown month goes too.
    expect(rows[1]?.n).toBeNull();
    expect(rows[0]?.n).toBe(30);
  });
  it("leaves the months alone when nothing can be worked out", () => {
    const parts = [
      row({ n: 30, improved: 15, startedAbove: 30, remitted: 15 }),
      row({ n: 20, improved: 10, startedAbove: 20, remitted: 10 }),
    ];
    const total = present(row({ n: 50, improved: 25, startedAbove: 50, remitted: 25 }));
    expect(protectParts(total, parts).map((r) => r.n)).toEqual([30, 20]);
  });
});
