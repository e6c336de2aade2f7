// The six steps in the member's words: a title, a gentle question, and a few examples.
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { SafetyPlanStep } from "@saathi/contract/safety-plan";

export const STEP_COPY: Record<
  SafetyPlanStep,
  { title: MessageDescriptor; ask: MessageDescriptor; example: MessageDescriptor }
> = {
  warningSigns: {
    title: msg`My warning signs`,
    ask: msg`What tells you a hard time may be starting? Thoughts, feelings, things you do.`,
    example: msg`For example: I stop replying to friends, I can't sleep, I feel nothing matters`,
  },
  copingAlone: {
    title: msg`Things I can do on my own`,
    ask: msg`What can you do by yourself to take your mind off things, even a little?`,
    example: msg`For example: a walk, a cold shower, a song I love, slow breathing`,
  },
  distractions: {
    title: msg`People and places that take my mind off things`,
    ask: msg`Who could you be with, or where could you go, to feel a little less alone?`,
    example: msg`For example: chai with my cousin, the temple, the park near home`,
  },
  askForHelp: {
    title: msg`People I can ask for help`,
    ask: msg`Who could you tell that you are not okay? Add their number if you like.`,
    example: msg`For example: Didi, 98xxxxxx10; my friend Arjun`,
  },
  professionals: {
    title: msg`Professionals and helplines`,
    ask: msg`Who can you call, day or night? Free helplines are suggested below.`,
    example: msg`For example: my counsellor, my doctor`,
  },
  saferSurroundings: {
    title: msg`Making my surroundings safer`,
    ask: msg`What could you put away, or ask someone to keep for you, when things feel hard?`,
    example: msg`For example: ask Papa to keep my tablets, stay where others are`,
  },
};
