// Gentle, honest affirmations (written for Saathi): none of them asks anyone to feel happy.
import { i18n, type MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { z } from "zod";
import { dayNumber } from "../shared/days.ts";
import { type ListStorage, readList, writeList } from "../shared/local-list.ts";

const AFFIRMATION_MESSAGES: readonly MessageDescriptor[] = [
  msg`I am allowed to take things one step at a time.`,
  msg`My feelings are real, and they will not last forever.`,
  msg`I can be kind to myself, even on a hard day.`,
  msg`Resting is not the same as giving up.`,
  msg`I do not have to have everything figured out today.`,
  msg`It is okay to ask for help. Asking is a strength.`,
  msg`I am doing the best I can with what I have right now.`,
  msg`Small steps still move me forward.`,
  msg`I can breathe slowly and let this moment be what it is.`,
  msg`My worth is not measured by how much I get done.`,
  msg`I can say no to what drains me.`,
  msg`Some days are heavy. I can carry today and leave tomorrow for tomorrow.`,
  msg`I deserve care, from others and from myself.`,
  msg`Mistakes help me learn. They do not define me.`,
  msg`I can notice my thoughts without believing every one of them.`,
  msg`There are people who would be glad to hear from me.`,
  msg`I have got through difficult days before.`,
  msg`It is okay to feel more than one thing at once.`,
  msg`I can drink some water, eat something and rest. That counts.`,
  msg`I am allowed to change my mind and to grow.`,
  msg`I do not need to compare my journey with anyone else's.`,
  msg`My body is working hard for me. I can thank it.`,
  msg`It is okay if today I only do the basics.`,
  msg`I can make space for calm, even for a minute.`,
  msg`My needs matter as much as anyone else's.`,
  msg`I can let go of what I cannot control.`,
  msg`Being gentle with myself is a skill I can practise.`,
  msg`I can start again at any moment of the day.`,
  msg`I am more than my worst day.`,
  msg`It is okay to not be okay, and to talk about it.`,
  msg`Little moments of joy are worth noticing.`,
  msg`I can set a boundary kindly and firmly.`,
  msg`Healing is not a straight line, and that is normal.`,
  msg`I belong here, just as I am.`,
  msg`I can be proud of how far I have come, even if the road is long.`,
];

/**
 * The affirmations as text in the language shown now: each entry is read (translated) when it is
 * used, never frozen when this module loads, so a change of language shows at the next render.
 */
export const AFFIRMATIONS: readonly string[] = Object.defineProperties(
  [] as string[],
  Object.fromEntries(AFFIRMATION_MESSAGES.map((m, i) => [i, { get: () => i18n._(m), enumerable: true }])),
);

/** Today's affirmation: the same all day, the next one tomorrow. */
export function affirmationIndexForDay(date: Date): number {
  return ((dayNumber(date) % AFFIRMATIONS.length) + AFFIRMATIONS.length) % AFFIRMATIONS.length;
}

/** The one after `index`, going round. */
export function nextAffirmationIndex(index: number): number {
  return (index + 1) % AFFIRMATIONS.length;
}

export const AFFIRMATIONS_STORAGE_KEY = "saathi.affirmations.v1";

const savedSchema = z.object({ text: z.string().min(1).max(500), savedAt: z.string() });
/** One affirmation the person kept. */
export type SavedAffirmation = z.infer<typeof savedSchema>;

/** The saved list, newest first. */
export function loadSaved(storage: ListStorage | null): SavedAffirmation[] {
  return readList(storage, AFFIRMATIONS_STORAGE_KEY, savedSchema).sort((a, b) => b.savedAt.localeCompare(a.savedAt));
}

/** Keeps an affirmation (once); false if the browser refused. */
export function saveAffirmation(storage: ListStorage | null, text: string, now = new Date()): boolean {
  const saved = loadSaved(storage);
  if (saved.some((s) => s.text === text)) return true;
  return writeList(storage, AFFIRMATIONS_STORAGE_KEY, [{ text, savedAt: now.toISOString() }, ...saved]);
}

/** Removes a saved affirmation. */
export function removeSaved(storage: ListStorage | null, text: string): boolean {
  return writeList(
    storage,
    AFFIRMATIONS_STORAGE_KEY,
    loadSaved(storage).filter((s) => s.text !== text),
  );
}
