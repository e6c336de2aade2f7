// A message of emoji and nothing more (decision 034, "Emoji alone"): the model read "😊😊" as risk and a lone
// "😔" or "😞" as risk (0.67), so a smile was queued for the moderators and a sad face put its writer in the
// queue with the helpline card. Emoji are weak signals that need company (issue 33, item 3). Read alone, with
// no recent lines that read as a crisis: emoji of no weight (a smile, a laugh, a thumbs up) are no crisis; sad
// faces alone are at most concern (the gentle card, no queue); anything of weight (a pill, a knife, a rope,
// blood, a coffin, a skull, a wilted rose, a bridge, a train, a building, a hole, a clock) is the model's, as
// before ("💊💊💊 + 🌙 = 😴⚰️").

/** Emoji with a weight of a means, a death, a place or a time: the model reads these. */
const WEIGHTY = /[💊🔪🗡🪢🩸⚰🪦💀☠🥀🔫🌉🚆🚂🚄🌊🏢🕳⬇⏳⌛🕛🕙⏰🌙🍾🥃🍺🚪🖤💔➡]/u;
/** Sad faces: at most concern alone. */
const SAD = /[😭😢😿😞😔😩😫🥺🤕🙁☹😟😥😓😣😖😶]/u;

/** On in the app; the tools and tests compare readings with it on and off. */
export const emojiOnlyRule = { on: true };

/**
 * How much a message of emoji alone may weigh: "light" (no crisis), "sad" (at most concern), or null (letters
 * or digits in it, an emoji of weight, or nothing at all: the model's to read).
 */
export function emojiOnlyWeight(text: string): "light" | "sad" | null {
  if (!emojiOnlyRule.on || text.length > 40 || /[\p{L}\p{N}]/u.test(text)) return null;
  if (!/\p{Extended_Pictographic}/u.test(text) || WEIGHTY.test(text)) return null;
  return SAD.test(text) ? "sad" : "light";
}
