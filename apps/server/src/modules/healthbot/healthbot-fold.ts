/** Typed words as the bot compares them: NFKC, lower case, punctuation and emoji as spaces, spaces squashed. */
export const fold = (text: string) =>
  text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\s]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
