// One rule for every piece of text that enters the API: PostgreSQL cannot store NUL in text at all,
// silently turns a lone UTF-16 surrogate into U+FFFD, and no field of Saathi has a use for the
// other C0 control characters. Such text is refused at the edge instead of being found out by the
// database (a 500) or stored altered.

/** Text fields (bodies, multipart fields): C0 controls except tab, line feed and carriage return; lone surrogates. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point of this rule
const BODY_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\p{Cs}]/u;
/** Path parameters and query values are single-line: every C0 control and DEL, and lone surrogates. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point of this rule
const LINE_TEXT = /[\u0000-\u001F\u007F\p{Cs}]/u;

/** Where a piece of text comes from: multi-line body text, or a one-line path or query value. */
export type TextKind = "body" | "line";

/** True when this string may be stored as it is. */
export function isStorableText(text: string, kind: TextKind): boolean {
  return !(kind === "body" ? BODY_TEXT : LINE_TEXT).test(text);
}

/**
 * The dot path (below `root`) of the first string, value or object key, in `value` that is not
 * storable, or null when all are. Iterative, so a deeply nested JSON body cannot overflow the stack.
 */
export function findUnstorableText(value: unknown, kind: TextKind, root = ""): string | null {
  const stack: [unknown, string][] = [[value, root]];
  const join = (at: string, key: string | number) => (at ? `${at}.${key}` : String(key));
  while (stack.length > 0) {
    const [current, at] = stack.pop() as [unknown, string];
    if (typeof current === "string") {
      if (!isStorableText(current, kind)) return at;
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push([current[i], join(at, i)]);
    } else if (current !== null && typeof current === "object" && !Buffer.isBuffer(current)) {
      for (const key of Object.keys(current)) {
        if (!isStorableText(key, kind)) return at;
        stack.push([(current as Record<string, unknown>)[key], join(at, key)]);
      }
    }
  }
  return null;
}
