// A Lingui extractor for words that are not in React: the contract's message objects (shared by the
// server's errors and the web's forms) and the server's *.messages.ts files (emails, SMS,
// notifications). It loads the module and takes every string inside an export whose name ends in
// _MSG, _LABELS or _TEXT. The id of each message is its English text, so code that only has the
// English string (a zod issue, an error body) can still look up its translation.
import { pathToFileURL } from "node:url";
import type { ExtractorType } from "@lingui/conf";

const EXPORT_NAME = /_(MSG|LABELS?|TEXT|REASONS)$/;
/** Exports whose names match but hold data, not words (enum keys shown through their *_LABEL). */
const NOT_WORDS = new Set(["REPORT_REASONS"]);

function isMessageModule(filename: string): boolean {
  const f = filename.replaceAll("\\", "/");
  if (/\.test\.tsx?$/.test(f)) return false;
  return /\/packages\/contract\/src\/[^/]+\.ts$/.test(f) || /\/apps\/server\/src\/.+\.messages\.ts$/.test(f);
}

/** Every string inside a message object, with the key path that names it. */
export function collectStrings(value: unknown, path: string, out: [string, string][] = []): [string, string][] {
  if (typeof value === "string") {
    if (/[A-Za-z]/.test(value)) out.push([path, value]);
  } else if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) collectStrings(v, `${path}[${i}]`, out);
  } else if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) collectStrings(v, `${path}.${k}`, out);
  }
  return out;
}

export const messageObjectsExtractor: ExtractorType = {
  match: isMessageModule,
  async extract(filename, _code, onMessageExtracted) {
    const mod = (await import(pathToFileURL(filename).href)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(mod)) {
      if (!EXPORT_NAME.test(name) || NOT_WORDS.has(name)) continue;
      for (const [key, text] of collectStrings(value, name)) {
        onMessageExtracted({ id: text, message: text, comment: key, origin: [filename, 1] });
      }
    }
  },
};
