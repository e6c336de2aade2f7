// Words that arrive as English text rather than as a macro: the contract's messages (zod issues
// in forms, constants such as labels) and the API's error messages. The contract catalog uses the
// English text as the id, so the text itself finds its translation; text with no entry (already
// translated by the server, or a name) is shown unchanged.
type Values = Record<string, unknown>;

import { i18n } from "./i18n.ts";

export function tx(text: string, values?: Values): string {
  return i18n._(text, values);
}
