// English catalogs, bundled together (see catalogs.ts).
import { mergeCatalogs } from "./merge-catalogs.ts";

export const messages = mergeCatalogs(
  import.meta.glob(
    [
      "../../features/*/locales/en.po",
      "../../locales/shell/en.po",
      "../../../../../packages/contract/src/locales/en.po",
    ],
    {
      eager: true,
    },
  ),
);
