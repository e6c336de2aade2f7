// Where the compiled catalogs of one language come from. Every feature keeps its own .po file
// (features/NAME/locales/LOCALE.po), the shell has locales/shell, the contract its shared messages;
// @lingui/vite-plugin compiles each .po at build time, and each language's catalogs are bundled
// into one chunk (catalog-LOCALE.ts), fetched only when that language is shown.
// The admin console loads its own catalog (admin/), so none of it reaches members.
import type { Messages } from "@lingui/core";
import type { Locale } from "@saathi/contract/locale";

const CHUNKS: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import("./catalog-en.ts"),
  hi: () => import("./catalog-hi.ts"),
};

/** Every catalog the member and expert pages need, for one language. */
export const loadAppMessages = async (locale: Locale): Promise<Messages> => (await CHUNKS[locale]()).messages;
