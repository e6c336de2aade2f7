import { describe, expect, it } from "vitest";
import { reflectOnMoods } from "./mood-reflection.ts";
import type { MoodCheckIn } from "./mood-store.ts";
import type { MoodValue } from "./moods.ts";

/** A series from mood values, null for a day without a check-in. */
const series = (...moods: (MoodValue | null)[]): (MoodCheckIn | null)[] =>
  moods.map((mood, i) =>
    mood ? { day: `2026-11-${String(i + 1).padStart(2, "0")}`, mood, note: "", savedAt: "" } : null,
  );

describe("mood reflection", () => {
  it("suggests talking to someone after 3 or more low days in the last 7", () => {
    const r = reflectOnMoods(series(5, 5, 5, 4, 2, null, 1, 3, 2, 4));
    expect(r.suggestSupport).toBe(true);
    expect(r.text).toContain("3 low days");
    expect(r.text).toContain("Tele-MANAS");
  });

  it("does not count low days older than a week", () => {
    expect(reflectOnMoods(series(1, 1, 1, 4, 4, 4, 4, 4, 4, 4)).suggestSupport).toBe(false);
  });

  it("invites a first check-in, then a few more", () => {
    expect(reflectOnMoods(series(null, null)).title).toBe("Your reflection will appear here");
    expect(reflectOnMoods(series(null, 3)).title).toBe("Thank you for checking in");
  });

  it("notices a lift, a dip and good stretches", () => {
    expect(reflectOnMoods(series(2, 3, 2, 4, 5, 4)).title).toBe("Things seem to be lifting");
    const dip = reflectOnMoods(series(5, 5, 4, 3, 2, 3));
    expect(dip.title).toBe("The last few days look harder");
    expect(dip.suggestSupport).toBe(false);
    expect(reflectOnMoods(series(4, 5, 4, 4)).title).toBe("Many good days lately");
    expect(reflectOnMoods(series(3, 3, 4, 3)).title).toBe("Fairly steady");
  });
});
