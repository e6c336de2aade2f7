// The five moods of the check-in, lowest first. Faces are lucide icons (SVG), not emoji: emoji
// need a colour-emoji font, and without one (many Linux desktops, kiosks) they render as empty boxes.
import { Annoyed, Frown, Laugh, type LucideIcon, Meh, Smile } from "lucide-react";

export type MoodValue = 1 | 2 | 3 | 4 | 5;

export interface Mood {
  value: MoodValue;
  label: string;
  /** Decorative: the label names the choice. */
  icon: LucideIcon;
}

export const MOODS: readonly Mood[] = [
  { value: 1, label: "Very low", icon: Frown },
  { value: 2, label: "Low", icon: Annoyed },
  { value: 3, label: "Okay", icon: Meh },
  { value: 4, label: "Good", icon: Smile },
  { value: 5, label: "Great", icon: Laugh },
];

/** The mood with this value (values are always 1-5). */
export function moodOf(value: MoodValue): Mood {
  return MOODS[value - 1] as Mood;
}

export const MOOD_NOTE_MAX = 280;
