// Mood check-ins kept in this browser: one per local day, the latest save of the day wins.
import { plural, t } from "@lingui/core/macro";
import { z } from "zod";
import { lastDays } from "../shared/days.ts";
import { type ListStorage, readList, writeList } from "../shared/local-list.ts";
import { MOOD_NOTE_MAX, type MoodValue, moodOf } from "./moods.ts";

export const MOOD_STORAGE_KEY = "saathi.mood.v1";

const checkInSchema = z.object({
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  mood: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]),
  note: z.string().max(MOOD_NOTE_MAX).default(""),
  savedAt: z.string(),
});
/** One day's check-in. */
export type MoodCheckIn = z.infer<typeof checkInSchema>;

/** Every check-in in this browser, oldest day first. */
export function loadCheckIns(storage: ListStorage | null): MoodCheckIn[] {
  return readList(storage, MOOD_STORAGE_KEY, checkInSchema).sort((a, b) => a.day.localeCompare(b.day));
}

/** Saves the check-in of `day`, replacing one already made that day; false if the browser refused. */
export function saveCheckIn(
  storage: ListStorage | null,
  input: { day: string; mood: MoodValue; note: string },
  now = new Date(),
): boolean {
  const others = loadCheckIns(storage).filter((c) => c.day !== input.day);
  const entry: MoodCheckIn = {
    day: input.day,
    mood: input.mood,
    note: input.note.trim().slice(0, MOOD_NOTE_MAX),
    savedAt: now.toISOString(),
  };
  // A year of days is plenty for the chart and the reflection.
  return writeList(
    storage,
    MOOD_STORAGE_KEY,
    [...others, entry].sort((a, b) => a.day.localeCompare(b.day)).slice(-366),
  );
}

/** One slot per day of the `count` days ending today, oldest first; null where there was no check-in. */
export function moodSeries(checkIns: readonly MoodCheckIn[], today: Date, count: number): (MoodCheckIn | null)[] {
  const byDay = new Map(checkIns.map((c) => [c.day, c]));
  return lastDays(today, count).map((day) => byDay.get(day) ?? null);
}

/** "Mood over the last 30 days: 12 check-ins, most often Good" (ties go to the most recent; at render time). */
export function seriesSummary(series: readonly (MoodCheckIn | null)[]): string {
  const days = series.length;
  const done = series.filter((c): c is MoodCheckIn => c !== null);
  if (done.length === 0) return t`Mood over the last ${days} days: no check-ins yet`;
  const counts = new Map<MoodValue, number>();
  for (const c of done) counts.set(c.mood, (counts.get(c.mood) ?? 0) + 1);
  let best: MoodValue = done[done.length - 1]?.mood ?? 3;
  for (const c of [...done].reverse()) if ((counts.get(c.mood) ?? 0) > (counts.get(best) ?? 0)) best = c.mood;
  const label = moodOf(best).label;
  return plural(done.length, {
    one: `Mood over the last ${days} days: # check-in, most often ${label}`,
    other: `Mood over the last ${days} days: # check-ins, most often ${label}`,
  });
}
