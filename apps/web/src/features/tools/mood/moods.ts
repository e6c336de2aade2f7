// The five moods of the check-in, lowest first. Faces are lucide icons (SVG), not emoji: emoji
// need a colour-emoji font, and without one (many Linux desktops, kiosks) they render as empty boxes.
import { i18n, type MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Annoyed, Frown, Laugh, type LucideIcon, Meh, Smile } from "lucide-react";

export type MoodValue = 1 | 2 | 3 | 4 | 5;

export interface Mood {
  value: MoodValue;
  label: string;
  /** Decorative: the label names the choice. */
  icon: LucideIcon;
}

// The label is read in the language shown now (a getter), never frozen when the module loads.
const mood = (value: MoodValue, label: MessageDescriptor, icon: LucideIcon): Mood => ({
  value,
  icon,
  get label() {
    return i18n._(label);
  },
});

export const MOODS: readonly Mood[] = [
  mood(1, msg`Very low`, Frown),
  mood(2, msg`Low`, Annoyed),
  mood(3, msg`Okay`, Meh),
  mood(4, msg`Good`, Smile),
  mood(5, msg`Great`, Laugh),
];

/** The mood with this value (values are always 1-5). */
export function moodOf(value: MoodValue): Mood {
  return MOODS[value - 1] as Mood;
}

export const MOOD_NOTE_MAX = 280;
