// The security headers worked out once (security-headers.ts) are exactly helmet's, answer after answer,
// a route can still set its own, and a middleware whose headers depend on the request is refused.
import Fastify from "fastify";
import helmet from "helmet";
import { describe, expect, it } from "vitest";
import { fixedHeadersOf, installFixedHeaders } from "./security-headers.ts";

const settings = {
  contentSecurityPolicy: { directives: { "img-src": ["'self'", "data:"], "connect-src": ["'self'"] } },
  crossOriginEmbedderPolicy: false,
  strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
} as const;

/** What a route answers with helmet run per request (as before) or with the headers worked out once. */
async function answers(once: boolean) {
  const app = Fastify();
  const h = helmet(settings);
  if (once) installFixedHeaders(app, fixedHeadersOf(h));
  else app.addHook("onRequest", (req, reply, done) => h(req.raw, reply.raw, () => done()));
  app.get("/a", async () => ({ ok: true }));
  app.get("/own", async (_req, reply) => reply.header("x-frame-options", "DENY").send("x"));
  const a = await app.inject({ url: "/a" });
  const again = await app.inject({ url: "/a" });
  const own = await app.inject({ url: "/own" });
  await app.close();
  return { a: a.headers, again: again.headers, own: own.headers };
}
const withoutVolatile = (h: Record<string, unknown>) => {
  const { date: _d, connection: _c, "keep-alive": _k, ...rest } = h;
  return rest;
};

describe("security headers worked out once", () => {
  it("are helmet's headers, the same on every answer", async () => {
    const before = await answers(false);
    const after = await answers(true);
    expect(withoutVolatile(after.a)).toEqual(withoutVolatile(before.a));
    expect(withoutVolatile(after.again)).toEqual(withoutVolatile(before.a));
    expect(after.a["content-security-policy"]).toContain("img-src 'self' data:");
    expect(after.a["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    expect(after.a["x-powered-by"]).toBeUndefined();
  });

  it("leave a route its own value", async () => {
    const { own } = await answers(true);
    expect(own["x-frame-options"]).toBe("DENY");
    expect(own["x-content-type-options"]).toBe("nosniff");
  });

  it("refuse a middleware that reads the request, fails or answers later", () => {
    expect(() =>
      fixedHeadersOf((req, res, next) => {
        res.setHeader("x-a", req.url ?? "");
        next();
      }),
    ).toThrow(/read the request's url/);
    expect(() => fixedHeadersOf((_req, _res, next) => next(new Error("bad directive")))).toThrow(/bad directive/);
    expect(() => fixedHeadersOf((_req, _res, next) => setTimeout(next, 0))).toThrow(/did not finish at once/);
    expect(() =>
      fixedHeadersOf((_req, res, next) => {
        res.getHeader("x");
        next();
      }),
    ).toThrow(/getHeader/);
  });
});
