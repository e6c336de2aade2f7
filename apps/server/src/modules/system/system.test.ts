import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, startHarness } from "../../../test/harness.ts";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

describe("system endpoints", () => {
  it("health answers ok once the database answers", async () => {
    const r = await h.app.inject({ url: "/api/health" });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ status: "ok" });
  });

  it("readiness reports the database and the realtime listener", async () => {
    const r = await h.app.inject({ url: "/api/ready" });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({
      status: "ready",
      database: "up",
      migrations: "applied",
      realtime: "listening",
      media: "not_configured",
    });
  });

  it("the OpenAPI document is generated from the schemas", async () => {
    const doc = (await h.app.inject({ url: "/api/openapi.json" })).json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const p of ["/api/me", "/api/accounts/expert-registration/send-otp", "/api/feed", "/api/follows/{userId}"]) {
      expect(Object.keys(doc.paths)).toContain(p);
    }
    expect(doc.paths["/api/accounts/expert-registration/send-otp"].post.requestBody).toBeDefined();
  });

  it("config: no social providers without keys; the dev outbox is on outside production", async () => {
    expect((await h.app.inject({ url: "/api/config" })).json()).toEqual({
      socialProviders: { google: false, microsoft: false },
      devOutbox: true,
    });
  });

  it("the dev outbox needs `to`; unknown API paths are JSON 404s", async () => {
    const r = await h.app.inject({ url: "/api/dev/outbox" });
    expect(r.statusCode).toBe(400);
    expect(r.json().fields[0].field).toBe("to");
    const missing = await h.app.inject({ url: "/api/nothing-here" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe("NOT_FOUND");
  });

  it("a visitor gets nulls from /api/me, not an error", async () => {
    expect((await h.app.inject({ url: "/api/me" })).json()).toEqual({ user: null, profile: null });
  });

  it("a forged session cookie is ignored", async () => {
    const r = await h.app.inject({ url: "/api/me", headers: { cookie: "better-auth.session_token=abc.def" } });
    expect(r.json().user).toBeNull();
  });
});
