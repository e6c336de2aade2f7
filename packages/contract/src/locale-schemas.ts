// The language schemas (apart from locale.ts, which the web app's first load reads without zod).
import { z } from "zod";
import { LOCALE_MSG, LOCALES } from "./locale.ts";

export const localeSchema = z.enum(LOCALES, { error: LOCALE_MSG.choose });

/** PUT /api/me/language. */
export const setLanguageBodySchema = z.object({ locale: localeSchema });
export type SetLanguageBody = z.infer<typeof setLanguageBodySchema>;
