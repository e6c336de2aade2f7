// Catalog modules (compiled .po files) into one message table for a language.
import type { Messages } from "@lingui/core";
import type { Locale } from "@saathi/contract/locale";

export type CatalogModule = { messages: Messages };

/** Eagerly imported catalogs of one language as one message table. */
export const mergeCatalogs = (modules: Record<string, CatalogModule>): Messages =>
  Object.assign({}, ...Object.values(modules).map((m) => m.messages));

/** Lazily imported catalogs (import.meta.glob without eager): loads those of `locale` and merges them. */
export async function loadCatalogs(
  modules: Record<string, () => Promise<CatalogModule>>,
  locale: Locale,
): Promise<Messages> {
  const wanted = Object.entries(modules).filter(([file]) => file.endsWith(`/${locale}.po`));
  return mergeCatalogs(Object.fromEntries(await Promise.all(wanted.map(async ([f, load]) => [f, await load()]))));
}
