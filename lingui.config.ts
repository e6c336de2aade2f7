// Lingui: one source of every word Saathi shows, in English (the spec's strings, unchanged) and Hindi.
// `npm run i18n:extract` refreshes the .po catalogs from the code; `npm run i18n:check` (part of
// `npm test`) fails when a catalog is out of date or a Hindi translation is missing.

import { createBabelExtractor } from "@lingui/cli/api/extractors/babel";
import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";
import { messageObjectsExtractor } from "./scripts/i18n/message-objects-extractor.ts";

const web = "<rootDir>/apps/web/src";

export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "hi"],
  fallbackLocales: { default: "en" },
  format: formatter({ lineNumbers: false, origins: false }),
  orderBy: "message",
  extractors: [messageObjectsExtractor, createBabelExtractor()],
  catalogs: [
    // Each feature owns its catalog, loaded with the app; the landing page's stays small.
    { path: `${web}/features/{name}/locales/{locale}`, include: [`${web}/features/{name}/`] },
    { path: `${web}/admin/locales/{locale}`, include: [`${web}/admin/`] },
    {
      path: `${web}/locales/shell/{locale}`,
      include: [`${web}/app/`, `${web}/components/`, `${web}/lib/`, `${web}/main.tsx`],
    },
    // Messages shared by the server and the web (validation, errors): id = the English text.
    { path: "<rootDir>/packages/contract/src/locales/{locale}", include: ["<rootDir>/packages/contract/src/"] },
    // The server's own words (emails, SMS, notifications): *.messages.ts, id = the English text.
    { path: "<rootDir>/apps/server/src/locales/{locale}", include: ["<rootDir>/apps/server/src/"] },
  ],
});
