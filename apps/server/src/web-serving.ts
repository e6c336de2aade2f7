// Files and the web app on the API's origin: public uploads, the wellness samples, the built SPA with
// its prerendered landing page at '/', and the fallback that lets client routes survive a reload.
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import fastifyStatic from "@fastify/static";
import { homePathFor } from "@saathi/contract/roles";
import type { FastifyInstance } from "fastify";
import type { SessionReader } from "./platform/auth/session.ts";
import type { Config } from "./platform/config.ts";
import { LOCAL_UPLOADS_PREFIX, localUploadsDir } from "./platform/storage/storage.ts";
import { DEMO_MEDIA_DIR } from "./seed/demo-courses.ts";

/** Paths that name files, not screens: no SPA fallback under them. */
const FILE_PREFIXES = ["/api/", LOCAL_UPLOADS_PREFIX, "/demo-media/", "/assets/"];

/** The built web app (apps/web/dist). */
export const WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../web/dist");

/** Registers every file route, the landing page and the not-found handler (last: it catches the rest). */
export function serveFilesAndWeb(app: FastifyInstance, config: Config, session: SessionReader): void {
  if (!config.S3_BUCKET) serveLocalUploads(app, localUploadsDir(config));
  serveWellnessSamples(app);
  const spa = config.SERVE_WEB && serveWeb(app);
  if (spa && existsSync(path.join(WEB_DIST, "landing.html"))) {
    // '/': members go home at once; visitors get the prerendered landing page (no app bundle).
    app.get("/", { schema: { hide: true } }, async (request, reply) => {
      const me = await session.optional(request);
      reply.header("cache-control", "no-cache").header("vary", "cookie");
      if (me) return reply.redirect(homePathFor(me.role));
      return reply.sendFile("landing.html", WEB_DIST);
    });
  }
  app.setNotFoundHandler((request, reply) => {
    // Client-side routes: any other GET outside /api gets the app, which routes it (or sends it to /).
    // A missing file (an upload, a sample, a built asset) is a plain 404, never the app's HTML.
    if (spa && request.method === "GET" && !FILE_PREFIXES.some((p) => request.url.startsWith(p))) {
      return reply.header("cache-control", "no-cache").sendFile("index.html", WEB_DIST);
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

/** Serves the built SPA; any non-API GET falls back to index.html so client routes work on reload. */
function serveWeb(app: FastifyInstance): boolean {
  if (!existsSync(path.join(WEB_DIST, "index.html"))) {
    app.log.warn({ dir: WEB_DIST }, "web app not built: only the API is served (run npm run build)");
    return false;
  }
  app.register(fastifyStatic, {
    root: WEB_DIST,
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
