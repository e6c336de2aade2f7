// A short, kind reflection on the recent check-ins. Simple rules, not AI: it only looks at the pattern.
import { t } from "@lingui/core/macro";
import type { MoodCheckIn } from "./mood-store.ts";

export interface Reflection {
  title: string;
  text: string;
  /** True when the pattern suggests reaching out (the page then shows the helpline). */
  suggestSupport: boolean;
}

const LOW = 2;

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

/** Reads the last days (oldest first, null for days without a check-in, today last); at render time. */
export function reflectOnMoods(series: readonly (MoodCheckIn | null)[]): Reflection {
  const lastWeek = series.slice(-7).filter((c): c is MoodCheckIn => c !== null);
  const all = series.filter((c): c is MoodCheckIn => c !== null);
  const lowDays = lastWeek.filter((c) => c.mood <= LOW).length;

  if (lowDays >= 3) {
    return {
      title: t`This week seems to have been heavy`,
      text: t`You noted ${lowDays} low days in the last week. That is a lot to carry, and it is not your fault. Talking to someone you trust, or to a counsellor, can really help. You can call Tele-MANAS at any time for free.`,
      suggestSupport: true,
    };
  }
  if (all.length === 0) {
    return {
      title: t`Your reflection will appear here`,
      text: t`Check in for a few days and you will see a gentle summary of how things have been going.`,
      suggestSupport: false,
    };
  }
  if (all.length < 3) {
    return {
      title: t`Thank you for checking in`,
      text: t`A few more days of check-ins will show a pattern. Noticing how you feel is already a kind thing to do.`,
      suggestSupport: false,
    };
  }
  const moods = all.map((c) => c.mood);
  const recent = mean(moods.slice(-3));
  const before = moods.length > 3 ? mean(moods.slice(0, -3)) : null;
  if (before !== null && recent - before >= 1) {
    return {
      title: t`Things seem to be lifting`,
      text: t`Your last few check-ins are brighter than before. It may help to notice what has been different, so you can keep some of it.`,
      suggestSupport: false,
    };
  }
  if (before !== null && before - recent >= 1) {
    return {
      title: t`The last few days look harder`,
      text: t`Your recent check-ins are lower than before. Be gentle with yourself: rest, eat something, and reach out to someone if you can.`,
      suggestSupport: lowDays >= 2,
    };
  }
  if (mean(moods) >= 4) {
    return {
      title: t`Many good days lately`,
      text: t`You have had a lot of good days. Take a moment to notice what is helping, and be glad of it.`,
      suggestSupport: false,
    };
  }
  return {
    title: t`Fairly steady`,
    text: t`Your mood has been fairly steady. Ups and downs are normal; keep checking in and looking after the basics: sleep, food, movement and people.`,
    suggestSupport: false,
  };
}
