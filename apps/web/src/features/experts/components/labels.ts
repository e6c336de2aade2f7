// Words that arrive as stored English values (specialisations, category tiles, languages): shown in
// the reader's language, while the values kept in the address and sent to the API stay English.
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

const WORDS: Record<string, MessageDescriptor> = {
  All: msg`All`,
  Depression: msg`Depression`,
  "Teen and Family": msg`Teen and Family`,
  "Work Challenges": msg`Work Challenges`,
  "Stress & Anxiety": msg`Stress & Anxiety`,
  Relationship: msg`Relationship`,
  "Mental Health": msg`Mental Health`,
  Anxiety: msg`Anxiety`,
  "Mental health": msg`Mental health`,
  English: msg`English`,
  Hindi: msg`Hindi`,
  Spanish: msg`Spanish`,
  Kannada: msg`Kannada`,
};

/** A stored specialisation, category or language in the reader's language (unknown words unchanged). */
export const wordOf = (i18n: I18n, word: string): string => {
  const d = WORDS[word];
  return d ? i18n._(d) : word;
};
