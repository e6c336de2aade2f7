import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** The words on the memory cards: short, kind things a person can say to themselves. */
export const KIND_WORDS: MessageDescriptor[] = [
  msg`You are enough`,
  msg`One step at a time`,
  msg`Be gentle with yourself`,
  msg`You matter`,
  msg`Rest is allowed`,
  msg`This feeling will pass`,
];
