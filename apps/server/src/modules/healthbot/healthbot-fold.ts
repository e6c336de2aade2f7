/** Typed words as the bot compares them: NFKC, lower case, punctuation and emoji as spaces, spaces squashed. */
export { foldWords as fold } from "../language/index.ts";
