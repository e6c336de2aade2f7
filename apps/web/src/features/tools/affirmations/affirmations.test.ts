import { describe, expect, it } from "vitest";
import { memoryStorage } from "../shared/local-list.ts";
import {
  AFFIRMATIONS,
  AFFIRMATIONS_STORAGE_KEY,
  affirmationIndexForDay,
  loadSaved,
  nextAffirmationIndex,
  removeSaved,
  saveAffirmation,
} from "./affirmations.ts";

describe("affirmations", () => {
  it("has at least 30 different ones", () => {
    expect(AFFIRMATIONS.length).toBeGreaterThanOrEqual(30);
    expect(new Set(AFFIRMATIONS).size).toBe(AFFIRMATIONS.length);
  });

  it("picks the same one all day and another the next day", () => {
    const morning = affirmationIndexForDay(new Date(2026, 10, 3, 0, 5));
    expect(affirmationIndexForDay(new Date(2026, 10, 3, 23, 55))).toBe(morning);
    expect(affirmationIndexForDay(new Date(2026, 10, 4, 9))).toBe(nextAffirmationIndex(morning));
  });

  it("goes round after the last one", () => {
    expect(nextAffirmationIndex(AFFIRMATIONS.length - 1)).toBe(0);
  });

  it("saves once, lists newest first and removes", () => {
    const storage = memoryStorage();
    saveAffirmation(storage, "One", new Date("2026-11-01T00:00:00Z"));
    saveAffirmation(storage, "Two", new Date("2026-11-02T00:00:00Z"));
    saveAffirmation(storage, "One", new Date("2026-11-03T00:00:00Z"));
    expect(loadSaved(storage).map((s) => s.text)).toEqual(["Two", "One"]);
    removeSaved(storage, "Two");
    expect(loadSaved(storage).map((s) => s.text)).toEqual(["One"]);
    removeSaved(storage, "One");
    expect(storage.getItem(AFFIRMATIONS_STORAGE_KEY)).toBeNull();
  });
});
