import type { Locale } from "@saathi/contract/locale";
import { useEffect } from "react";
import { useMe } from "../api/session/get-me.ts";
import { setProfileLanguage } from "../api/session/set-profile-language.ts";
import { activateLocale, currentLocale } from "./i18n.ts";

/**
 * A member's profile language wins once the session is known; a member who never chose one keeps
 * what they see now (their browser's, or their choice as a visitor), and the profile records it.
 */
export function useProfileLocale(): void {
  const { data } = useMe();
  const profileLocale = data?.profile?.locale as Locale | null | undefined;
  const signedIn = Boolean(data?.profile);
  useEffect(() => {
    if (!signedIn) return;
    if (profileLocale && profileLocale !== currentLocale()) void activateLocale(profileLocale, { remember: true });
    else if (!profileLocale) void setProfileLanguage(currentLocale()).catch(() => {});
  }, [signedIn, profileLocale]);
}
