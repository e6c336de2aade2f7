// The server's words in the reader's language: error messages, emails, SMS and
// notifications. The catalogs are the same .po files the web uses for the contract's messages,
// plus the server's own (*.messages.ts); their ids are the English text, so `t(locale, english)`
// finds the translation, and text with no entry (a name, a value) comes back unchanged.
import { readFileSync } from "node:fs";
import path from "node:path";
import { type I18n, type Messages, setupI18n } from "@lingui/core";

type Values = Record<string, unknown>;

import { formatter } from "@lingui/format-po";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from "@saathi/contract/locale";

const root = path.resolve(import.meta.dirname, "../../../../..");
const CATALOG_DIRS = [path.join(root, "packages/contract/src/locales"), path.join(root, "apps/server/src/locales")];

type Entry = { message?: string; translation?: string };

function parsePo(file: string, locale: Locale): Record<string, Entry> {
  let content: string;
  try {
    content = readFileSync(file, "utf8");
  } catch {
    return {}; // a catalog not extracted yet: English source text is used
  }
  const po = formatter({ lineNumbers: false, origins: false });
  return po.parse(content, { locale, sourceLocale: DEFAULT_LOCALE, filename: file }) as Record<string, Entry>;
}

function loadMessages(locale: Locale): Messages {
  const messages: Messages = {};
  for (const dir of CATALOG_DIRS) {
    const english = parsePo(path.join(dir, `${DEFAULT_LOCALE}.po`), DEFAULT_LOCALE);
    const own = locale === DEFAULT_LOCALE ? english : parsePo(path.join(dir, `${locale}.po`), locale);
    for (const [id, entry] of Object.entries(english)) {
      const text = own[id]?.translation || entry.translation || entry.message || id;
      messages[id] = compileMessage(text);
    }
  }
  return messages;
}

let instances: Map<Locale, I18n> | null = null;

function instance(locale: Locale): I18n {
  instances ??= new Map(
    LOCALES.map((l) => [l, setupI18n({ locale: l, locales: [l], messages: { [l]: loadMessages(l) } })]),
  );
  return instances.get(locale)!;
}

/** `text` (a catalog message in English, with ICU {placeholders}) in the reader's language. */
export function translate(locale: Locale | string | null | undefined, text: string, values?: Values): string {
  return instance(isLocale(locale) ? locale : DEFAULT_LOCALE)._(text, values);
}

/** A translator bound to one reader, for building a whole email or notification. */
export const translatorFor = (locale: Locale | string | null | undefined) => (text: string, values?: Values) =>
  translate(locale, text, values);
