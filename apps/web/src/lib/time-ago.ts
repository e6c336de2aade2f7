import { t } from "@lingui/core/macro";
import type { Locale } from "@saathi/contract/locale";
import { formatRelative } from "./i18n/format.ts";

/**
 * How long ago something happened, for every relative time on screen: 'just now' under a minute
 * (and for times a little ahead of this device's clock), then '5 minutes ago', '1 hour ago',
 * '3 days ago' ('2 मिनट पहले' in Hindi). Whole units, rounded down, so a comment never looks older
 * than it is. In the language shown unless `locale` is given.
 */
export function timeAgo(when: Date | string | number, now: Date | number = Date.now(), locale?: Locale): string {
  return formatRelative(when, t`just now`, now, locale);
}
