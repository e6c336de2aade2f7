// Files and the web app on the API's origin: public uploads, the wellness samples, the built SPA with
// its prerendered landing page at '/' (in the visitor's language; '/en' and '/hi' name one), and the
// fallback that lets client routes survive a reload.
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import fastifyStatic from "@fastify/static";
import {
  DEFAULT_LOCALE,
  isLocale,
  LOCALE_COOKIE,
  LOCALES,
  type Locale,
  parseAcceptLanguage,
  pickLocale,
} from "@saathi/contract/locale";
import { homePathFor } from "@saathi/contract/roles";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { SessionReader } from "./platform/auth/session.ts";
import type { Config } from "./platform/config.ts";
import { LOCAL_UPLOADS_PREFIX, localUploadsDir } from "./platform/storage/storage.ts";
import { DEMO_MEDIA_DIR } from "./seed/demo-courses.ts";

/** Paths that name files, not screens: no SPA fallback under them. */
const FILE_PREFIXES = ["/api/", LOCAL_UPLOADS_PREFIX, "/demo-media/", "/assets/"];

/** The built web app (apps/web/dist). */
export const WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../web/dist");

/** The value of one cookie in a Cookie header, or null. */
function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of header?.split(";") ?? []) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

/**
 * The language of the landing page at '/': the visitor's remembered choice (the saathi_lang cookie,
 * set by the language switch), else the first of the browser's languages Saathi speaks
 * (Accept-Language), else English.
 */
export function landingLocale(cookieHeader: string | undefined, acceptLanguage: string | undefined): Locale {
  const remembered = cookieValue(cookieHeader, LOCALE_COOKIE);
  if (isLocale(remembered)) return remembered;
  return pickLocale(parseAcceptLanguage(acceptLanguage)) ?? DEFAULT_LOCALE;
}

/** What scripts/prerender-landing.ts writes: landing.html (English), landing.LOCALE.html for the others. */
export const landingFile = (locale: Locale) => (locale === "en" ? "landing.html" : `landing.${locale}.html`);

/**
 * Registers every file route, the landing page and the not-found handler (last: it catches the rest).
 * `dist` is the built web app (tests pass a small one).
 */
export function serveFilesAndWeb(
  app: FastifyInstance,
  config: Config,
  session: SessionReader,
  dist: string = WEB_DIST,
): void {
  if (!config.S3_BUCKET) serveLocalUploads(app, localUploadsDir(config));
  serveWellnessSamples(app);
  const spa = config.SERVE_WEB && serveWeb(app, dist);
  if (spa && existsSync(path.join(dist, landingFile("en")))) serveLanding(app, session, dist);
  app.setNotFoundHandler((request, reply) => {
    // Client-side routes: any other GET outside /api gets the app, which routes it (or sends it to /).
    // A missing file (an upload, a sample, a built asset) is a plain 404, never the app's HTML.
    if (spa && request.method === "GET" && !FILE_PREFIXES.some((p) => request.url.startsWith(p))) {
      return reply.header("cache-control", "no-cache").sendFile("index.html", dist);
    }
    return reply
      .status(404)
      .send({ code: "NOT_FOUND", message: `No such endpoint: ${request.method} ${request.url.split("?")[0]}` });
  });
}

/**
 * Local uploads (when no S3 is configured): only what is public by design, avatars (300 s) and
 * course intro videos and thumbnails (3600 s). Post images are private files served by
 * GET /api/posts/:id/images/:name after the post's visibility check (decision 011); anything else
 * under uploads/, such as post images left by earlier versions, is never served from here.
 */
function serveLocalUploads(app: FastifyInstance, dir: string): void {
  mkdirSync(dir, { recursive: true });
  app.register(fastifyStatic, {
    root: dir,
    prefix: LOCAL_UPLOADS_PREFIX,
    decorateReply: false,
    index: false,
    cacheControl: false,
    allowedPath: isPublicUpload,
    setHeaders(res, file) {
      res.setHeader("cache-control", `public, max-age=${file.includes(`${path.sep}avatars${path.sep}`) ? 300 : 3600}`);
      res.setHeader("x-content-type-options", "nosniff");
    },
  });
}

/**
 * Folders under uploads/ that anyone may read. fastify-static passes the path after the prefix,
 * decoded once; '..' (which send would resolve inside the root) and anything still encoded are refused.
 */
const isPublicUpload = (pathName: string) =>
  ["/users/avatars/", "/courses/"].some((folder) => pathName.startsWith(folder)) &&
  !pathName.includes("..") &&
  !pathName.includes("%");

/** The wellness samples' audio (meditation bells, music therapy): public, made by scripts/make-demo-media.mjs. */
function serveWellnessSamples(app: FastifyInstance): void {
  app.register(fastifyStatic, {
    root: path.join(DEMO_MEDIA_DIR, "samples"),
    prefix: "/demo-media/",
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders(res) {
      res.setHeader("cache-control", "public, max-age=86400");
    },
  });
}

/**
 * The prerendered landing page (no app bundle): '/' in the visitor's language, '/en' and '/hi' in
 * that one. Members go home at once from all three. A language whose page was not built gets English.
 */
function serveLanding(app: FastifyInstance, session: SessionReader, dist: string): void {
  const built = new Set(LOCALES.filter((l) => existsSync(path.join(dist, landingFile(l)))));
  const send = (fixed: Locale | null) => async (request: FastifyRequest, reply: FastifyReply) => {
    const me = await session.optional(request);
    // The answer depends on the session and the language (and the pre-compressed file sent).
    reply
      .header("cache-control", "no-cache")
      .header("vary", fixed ? "Cookie, Accept-Encoding" : "Cookie, Accept-Language, Accept-Encoding");
    if (me) return reply.redirect(homePathFor(me.role));
    const wanted = fixed ?? landingLocale(request.headers.cookie, request.headers["accept-language"]);
    const locale = built.has(wanted) ? wanted : "en";
    reply.header("content-language", locale);
    return reply.sendFile(landingFile(locale), dist);
  };
  app.get("/", { schema: { hide: true } }, send(null));
  for (const locale of LOCALES) app.get(`/${locale}`, { schema: { hide: true } }, send(locale));
}

/** Serves the built SPA; any non-API GET falls back to index.html so client routes work on reload. */
function serveWeb(app: FastifyInstance, dist: string): boolean {
  if (!existsSync(path.join(dist, "index.html"))) {
    app.log.warn({ dir: dist }, "web app not built: only the API is served (run npm run build)");
    return false;
  }
  app.register(fastifyStatic, {
    root: dist,
    wildcard: false,
    index: false,
    cacheControl: false,
    // The build writes .br and .gz beside each asset (apps/web/compress-plugin.ts).
    preCompressed: true,
    setHeaders(res, file) {
      res.setHeader(
        "cache-control",
        file.includes(`${path.sep}assets${path.sep}`) ? "public, max-age=31536000, immutable" : "no-cache",
      );
    },
  });
  return true;
}
