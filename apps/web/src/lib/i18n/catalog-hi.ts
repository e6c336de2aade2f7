// Hindi catalogs, bundled together (see catalogs.ts).
import { mergeCatalogs } from "./merge-catalogs.ts";

export const messages = mergeCatalogs(
  import.meta.glob(
    [
      "../../features/*/locales/hi.po",
      "../../locales/shell/hi.po",
      "../../../../../packages/contract/src/locales/hi.po",
    ],
    {
      eager: true,
    },
  ),
);
