// The language of one request: the web app says which it shows (x-saathi-lang, which follows a
// member's profile); otherwise the visitor's remembered choice (cookie), then Accept-Language.
import { LOCALE_COOKIE, LOCALE_HEADER, type Locale, parseAcceptLanguage, pickLocale } from "@saathi/contract/locale";
import type { FastifyInstance, FastifyRequest } from "fastify";

declare module "fastify" {
  interface FastifyRequest {
    locale: Locale;
  }
}

export function requestLocale(request: Pick<FastifyRequest, "headers" | "cookies">): Locale {
  const header = request.headers[LOCALE_HEADER];
  const cookie = request.cookies?.[LOCALE_COOKIE];
  return (
    pickLocale([
      typeof header === "string" ? header : "",
      cookie ?? "",
      ...parseAcceptLanguage(request.headers["accept-language"]),
    ]) ?? "en"
  );
}

export function installRequestLocale(app: FastifyInstance): void {
  app.decorateRequest("locale", "en");
  app.addHook("onRequest", async (request) => {
    request.locale = requestLocale(request);
  });
}
