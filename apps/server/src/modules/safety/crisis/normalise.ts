// Normalisation moved to the language module (decision 034); this path stays for the safety module's callers.
export { canonicalChars, type Normalised, normalise, squash } from "../../language/index.ts";
