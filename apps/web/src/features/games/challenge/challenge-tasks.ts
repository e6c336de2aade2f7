import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ChallengeTask } from "@saathi/contract/challenges";

export interface TaskText {
  title: MessageDescriptor;
  /** What to do today, in a few minutes. */
  steps: MessageDescriptor;
  /** Why it helps (the practice it comes from). */
  why: MessageDescriptor;
  /** What the optional note asks. */
  notePrompt: MessageDescriptor;
}

/** The five days' tasks, each short and grounded in CBT and related practice. */
export const CHALLENGE_TASK_TEXT: Record<ChallengeTask, TaskText> = {
  breathing: {
    title: msg`Slow breathing`,
    steps: msg`Sit comfortably. Breathe in through your nose for 4 counts and out slowly for 6, for three minutes. The breathing bubble in Games can pace you.`,
    why: msg`A longer out-breath slows the heart and tells the body it is safe.`,
    notePrompt: msg`How did your body feel before and after?`,
  },
  worry_list: {
    title: msg`A worry list`,
    steps: msg`Write down what is worrying you, as a list. Mark the ones you can act on this week, and choose one small action for one of them. Leave the rest for tomorrow's worry time.`,
    why: msg`Putting worries on paper and setting a time for them makes them easier to carry.`,
    notePrompt: msg`Your list, and the one small action you chose.`,
  },
  exposure: {
    title: msg`One small brave step`,
    steps: msg`Pick something small you have been avoiding because it makes you anxious, like a phone call or a question in class. Do a little of it today and stay with the feeling until it eases.`,
    why: msg`Facing a fear in small steps teaches the mind that anxiety rises, peaks and falls.`,
    notePrompt: msg`What did you do, and what happened to the anxiety?`,
  },
  gratitude: {
    title: msg`A gratitude note`,
    steps: msg`Write three things that went well today, however small, and why each happened.`,
    why: msg`Noticing what went well widens attention beyond threats and lifts mood over time.`,
    notePrompt: msg`Three things that went well, and why.`,
  },
  reflection: {
    title: msg`Looking back`,
    steps: msg`Look back at the last four days. Which practice helped most? Choose one to keep doing next week.`,
    why: msg`Noticing what helps you turns a challenge into a habit you own.`,
    notePrompt: msg`What helped, and what will you keep doing?`,
  },
};
