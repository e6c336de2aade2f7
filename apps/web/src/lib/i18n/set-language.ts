// A person's choice of language: shown at once, remembered in this browser, and kept in a
// member's profile so every device (and every email and SMS) follows it.
import { LOCALES, type Locale } from "@saathi/contract/locale";
import type { MeResponse } from "@saathi/contract/session";
import { meQueryKey } from "../api/session/get-me.ts";
import { setProfileLanguage } from "../api/session/set-profile-language.ts";
import { queryClient } from "../query-client.ts";
import { activateLocale } from "./i18n.ts";

export async function setLanguage(locale: Locale): Promise<void> {
  if (!LOCALES.includes(locale)) return;
  await activateLocale(locale, { remember: true });
  const me = queryClient.getQueryData<MeResponse>(meQueryKey);
  if (me?.profile) {
    await setProfileLanguage(locale).catch(() => {
      // Shown already and remembered here; the profile catches up on the next change.
    });
    queryClient.setQueryData<MeResponse>(meQueryKey, (m) =>
      m?.profile ? { ...m, profile: { ...m.profile, locale } } : m,
    );
  }
}
