import type { Locale } from "@saathi/contract/locale";
import { api } from "../../api-client.ts";

/** PUT /api/me/language: the member's language, kept in the profile so every device, email and SMS follows it. */
export const setProfileLanguage = (locale: Locale) => api("/api/me/language", { method: "PUT", body: { locale } });
