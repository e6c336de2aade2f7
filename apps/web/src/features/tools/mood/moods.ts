// The five moods of the check-in, lowest first.

export type MoodValue = 1 | 2 | 3 | 4 | 5;

export interface Mood {
  value: MoodValue;
  label: string;
  emoji: string;
}

export const MOODS: readonly Mood[] = [
  { value: 1, label: "Very low", emoji: "😞" },
  { value: 2, label: "Low", emoji: "🙁" },
  { value: 3, label: "Okay", emoji: "😐" },
  { value: 4, label: "Good", emoji: "🙂" },
  { value: 5, label: "Great", emoji: "😄" },
];

/** The mood with this value (values are always 1-5). */
export function moodOf(value: MoodValue): Mood {
  return MOODS[value - 1] as Mood;
}

export const MOOD_NOTE_MAX = 280;
