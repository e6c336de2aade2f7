// Where the compiled catalogs of one language come from. Every feature keeps its own .po file
// (features/NAME/locales/LOCALE.po), the shell has locales/shell, the contract its shared messages;
// @lingui/vite-plugin compiles each .po at build time into a small chunk loaded only when needed.
// The admin console loads its own catalog (admin/), so none of it reaches members.
import type { Messages } from "@lingui/core";
import type { Locale } from "@saathi/contract/locale";

type CatalogModule = { messages: Messages };

const APP = import.meta.glob<CatalogModule>([
  "../../features/*/locales/*.po",
  "../../locales/shell/*.po",
  "../../../../../packages/contract/src/locales/*.po",
]);

export async function load(modules: Record<string, () => Promise<CatalogModule>>, locale: Locale): Promise<Messages> {
  const wanted = Object.entries(modules).filter(([file]) => file.endsWith(`/${locale}.po`));
  const loaded = await Promise.all(wanted.map(([, importer]) => importer()));
  return Object.assign({}, ...loaded.map((m) => m.messages));
}

/** Every catalog the member and expert pages need, for one language. */
export const loadAppMessages = (locale: Locale) => load(APP, locale);
