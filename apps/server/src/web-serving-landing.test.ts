// The landing page in the visitor's language. The API harness runs without the web build
// (SERVE_WEB=false), so the language choice is tested as a function, and the routes on a small built
// app of three files, with the real route code and a stand-in session.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import Fastify, { type FastifyInstance, type FastifyRequest } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SessionReader } from "./platform/auth/session.ts";
import type { Config } from "./platform/config.ts";
import { landingFile, landingLocale, serveFilesAndWeb } from "./web-serving.ts";

describe("landingLocale: cookie, then Accept-Language, then English", () => {
  it("follows the remembered choice over the browser's languages", () => {
    expect(landingLocale("saathi_lang=hi", "en-GB,en;q=0.9")).toBe("hi");
    expect(landingLocale("a=1; saathi_lang=en; b=2", "hi-IN,hi;q=0.9")).toBe("en");
  });

  it("uses the browser's first language Saathi speaks, by weight", () => {
    expect(landingLocale(undefined, "hi-IN,hi;q=0.9,en;q=0.8")).toBe("hi");
    expect(landingLocale(undefined, "ta-IN,en;q=0.5,hi;q=0.7")).toBe("hi");
    expect(landingLocale("other=x", "fr-FR,en;q=0.5")).toBe("en");
  });

  it("ignores a cookie that is not a language Saathi speaks, and answers English when nothing fits", () => {
    expect(landingLocale("saathi_lang=fr", "hi")).toBe("hi");
    expect(landingLocale("saathi_lang=", undefined)).toBe("en");
    expect(landingLocale(undefined, "ta-IN,fr")).toBe("en");
    expect(landingLocale(undefined, undefined)).toBe("en");
  });

  it("names the prerendered files", () => {
    expect(landingFile("en")).toBe("landing.html");
    expect(landingFile("hi")).toBe("landing.hi.html");
  });
});

describe("'/', '/en' and '/hi' on a built web app", () => {
  let app: FastifyInstance;
  let dist: string;
  const page = (lang: string) => `<!doctype html><html lang="${lang}"><title>${lang}</title></html>`;
  // A member is whoever sends x-test-role (the real reader checks the session cookie in the database).
  const session = {
    optional: async (request: FastifyRequest) => {
      const role = request.headers["x-test-role"];
      return typeof role === "string" ? { role } : null;
    },
  } as unknown as SessionReader;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(os.tmpdir(), "saathi-web-"));
    writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>app</title>");
    writeFileSync(path.join(dist, "landing.html"), page("en"));
    writeFileSync(path.join(dist, "landing.hi.html"), page("hi"));
    app = Fastify();
    serveFilesAndWeb(app, { SERVE_WEB: true, S3_BUCKET: "test-bucket" } as Config, session, dist);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });
  const langOf = (body: string) => body.match(/<html lang="(\w+)"/)?.[1];

  it("gives a visitor at '/' the page of their browser's language, and says it varies", async () => {
    const hi = await get("/", { "accept-language": "hi-IN,hi;q=0.9,en;q=0.8" });
    expect(hi.statusCode).toBe(200);
    expect(langOf(hi.body)).toBe("hi");
    expect(hi.headers["content-language"]).toBe("hi");
    expect(hi.headers["content-type"]).toMatch(/^text\/html/);
    const vary = String(hi.headers.vary).toLowerCase();
    expect(vary).toContain("cookie");
    expect(vary).toContain("accept-language");
    expect(hi.headers["cache-control"]).toBe("no-cache");

    const en = await get("/", { "accept-language": "en-IN,en;q=0.9" });
    expect(langOf(en.body)).toBe("en");
    expect(langOf((await get("/")).body)).toBe("en");
    expect(langOf((await get("/", { "accept-language": "fr-FR" })).body)).toBe("en");
  });

  it("lets the saathi_lang cookie win over the browser's languages at '/'", async () => {
    const res = await get("/", { cookie: "saathi_lang=en", "accept-language": "hi-IN" });
    expect(langOf(res.body)).toBe("en");
    expect(langOf((await get("/", { cookie: "saathi_lang=hi", "accept-language": "en" })).body)).toBe("hi");
  });

  it("always serves '/en' and '/hi' in their own language", async () => {
    const en = await get("/en", { cookie: "saathi_lang=hi", "accept-language": "hi-IN" });
    expect(en.statusCode).toBe(200);
    expect(langOf(en.body)).toBe("en");
    const hi = await get("/hi", { cookie: "saathi_lang=en", "accept-language": "en" });
    expect(hi.statusCode).toBe(200);
    expect(langOf(hi.body)).toBe("hi");
    expect(String(hi.headers.vary).toLowerCase()).toContain("cookie");
  });

  it("sends a signed-in member home from '/', '/en' and '/hi'", async () => {
    for (const url of ["/", "/en", "/hi"]) {
      const member = await get(url, { "x-test-role": "member", "accept-language": "hi" });
      expect(member.statusCode).toBe(302);
      expect(member.headers.location).toBe("/feed");
    }
    expect((await get("/hi", { "x-test-role": "expert" })).headers.location).toBe("/expert/feed");
  });

  it("still gives other client routes the app", async () => {
    const res = await get("/about");
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("<title>app</title>");
  });
});
