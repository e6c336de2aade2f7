// The soften layer (decision 034, "Softened, not silenced: everyday goodbyes and recovery as concern"): an
// everyday goodbye (the everyday-goodbye rule's test: a word of an ordinary day, no company, and imminent
// only on the words of leave-taking) or recovery told as past (recovery.ts readRecovery), read as risk or
// imminent, is read as concern: the gentle helpline card, not the moderation queue, no alert to the staff on
// duty, never held. It never reads a message as none, so every crisis message is still a crisis: recall and
// precision (any level against none) are what they were, and only who is disturbed changes. Read after every
// other layer, never on a reading helped by the author's recent lines.
import type { Decision } from "./crisis-decision.ts";

/**
 * On: an everyday goodbye or recovery told as past, read as risk or imminent, is read as concern. OFF: on
 * the relapse probe it softened one crisis line, a plan with a time and a place that the everyday-goodbye
 * test took for a goodbye ("...college ke bahar wali dukaan se blades le aayi... raat ko karungi"; decision 034).
 */
export const SOFTEN_LAYER = false;

/** For the tools and tests that compare readings with and without the layer; never set in the app. */
export const softenLayer = { on: SOFTEN_LAYER };

/** After every other layer: `soft` (an everyday goodbye or recovery told as past) lowers risk and imminent to concern. */
export function withSoften(d: Decision, soft: boolean, helped = false): Decision {
  if (!softenLayer.on || helped || !soft || (d.level !== "risk" && d.level !== "imminent")) return d;
  return { ...d, level: "concern" };
}
