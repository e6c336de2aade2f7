// Words that arrive as stored English values (specialisations, category tiles, languages): shown in
// the reader's language, while the values kept in the address and sent to the API stay English.
import type { I18n } from "@lingui/core";

/** A stored specialisation, category or language in the reader's language (unknown words unchanged): the
 * contract's catalog holds them (EXPERT_TEXT), with the English text as id. */
export const wordOf = (i18n: I18n, word: string): string => i18n._(word);
