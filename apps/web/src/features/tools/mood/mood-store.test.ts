import { describe, expect, it } from "vitest";
import { memoryStorage } from "../shared/local-list.ts";
import {
  loadCheckIns,
  MOOD_STORAGE_KEY,
  type MoodCheckIn,
  moodSeries,
  saveCheckIn,
  seriesSummary,
} from "./mood-store.ts";

const today = new Date(2026, 10, 30, 12);

describe("mood store", () => {
  it("keeps one check-in per day: saving again replaces today's", () => {
    const storage = memoryStorage();
    saveCheckIn(storage, { day: "2026-11-29", mood: 2, note: "" });
    saveCheckIn(storage, { day: "2026-11-30", mood: 3, note: " tired " });
    saveCheckIn(storage, { day: "2026-11-30", mood: 4, note: "better after a walk" });
    const all = loadCheckIns(storage);
    expect(all.map((c) => [c.day, c.mood, c.note])).toEqual([
      ["2026-11-29", 2, ""],
      ["2026-11-30", 4, "better after a walk"],
    ]);
    expect(JSON.parse(storage.getItem(MOOD_STORAGE_KEY) ?? "[]")).toHaveLength(2);
  });

  it("cuts a note to 280 characters and ignores unreadable items", () => {
    const storage = memoryStorage({ [MOOD_STORAGE_KEY]: JSON.stringify([{ day: "x", mood: 9 }]) });
    saveCheckIn(storage, { day: "2026-11-30", mood: 5, note: "a".repeat(400) });
    const [only] = loadCheckIns(storage);
    expect(only?.note).toHaveLength(280);
    expect(loadCheckIns(storage)).toHaveLength(1);
  });

  it("lays the last 30 days out oldest first with gaps for missing days", () => {
    const checkIns: MoodCheckIn[] = [
      { day: "2026-10-31", mood: 5, note: "", savedAt: "" }, // 31 days ago: outside
      { day: "2026-11-01", mood: 2, note: "", savedAt: "" },
      { day: "2026-11-30", mood: 4, note: "", savedAt: "" },
    ];
    const series = moodSeries(checkIns, today, 30);
    expect(series).toHaveLength(30);
    expect(series[0]?.day).toBe("2026-11-01");
    expect(series[29]?.day).toBe("2026-11-30");
    expect(series.filter(Boolean)).toHaveLength(2);
    expect(series[15]).toBeNull();
  });

  it("summarises the chart for screen readers", () => {
    const at = (day: string, mood: 1 | 2 | 3 | 4 | 5): MoodCheckIn => ({ day, mood, note: "", savedAt: "" });
    expect(seriesSummary(Array(30).fill(null))).toBe("Mood over the last 30 days: no check-ins yet");
    expect(seriesSummary([null, at("2026-11-30", 4)])).toBe("Mood over the last 2 days: 1 check-in, most often Good");
    expect(
      seriesSummary([at("2026-11-26", 4), at("2026-11-27", 2), at("2026-11-28", 4), null, at("2026-11-30", 2)]),
    ).toBe("Mood over the last 5 days: 4 check-ins, most often Low"); // a tie goes to the most recent
  });
});
