// Production mode through the real app. NODE_ENV=production with an https PUBLIC_URL and a
// real SMTP server: the development endpoints are gone (404), session cookies are Secure, HSTS is sent;
// on plain http HSTS is not sent (it would tell browsers to insist on https for localhost).
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, ORIGIN, startHarness } from "../../../test/harness.ts";
import { createHttpServer } from "../../http-server.ts";
import { loadConfig } from "../../platform/config.ts";
import { type LocalSmtp, selfSignedCertificate, startLocalSmtp } from "../../platform/mail/smtp-test-server.ts";

let h: Harness;
let smtp: LocalSmtp;
const cert = selfSignedCertificate();

beforeAll(async () => {
  smtp = await startLocalSmtp({ tls: cert });
  h = await startHarness({
    NODE_ENV: "production",
    PUBLIC_URL: "https://saathi.example",
    // The harness sends its requests from ORIGIN; a real deployment lists its other origins here too.
    TRUSTED_ORIGINS: ORIGIN,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}?requireTLS=true`,
    SMTP_CA_FILE: cert.caFile,
    CARE_NOTES_KEYS: `k1:${Buffer.alloc(32, 7).toString("base64")}`,
  });
}, 60_000);
afterAll(async () => {
  await h?.close();
  await smtp?.close();
  cert.dispose();
});

describe("production mode", () => {
  it("the dev outbox, practice sessions and the erasure sweep answer 404", async () => {
    const outbox = await h.app.inject({ url: "/api/dev/outbox?to=someone%40example.in" });
    expect(outbox.statusCode).toBe(404);
    const practice = await h.post("/api/dev/practice-session", {
      memberEmail: "member@example.in",
      expertEmail: "expert@example.in",
    });
    expect(practice.statusCode).toBe(404);
    const sweep = await h.post("/api/dev/erasure-sweep", { asOf: new Date().toISOString() });
    expect(sweep.statusCode).toBe(404);
  });

  it("sends HSTS behind https", async () => {
    const res = await h.app.inject({ url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
  });

  it("the session cookie is Secure, HttpOnly, __Secure- prefixed, and signs the member in", async () => {
    const email = `prod-${Date.now()}@example.in`;
    const signUp = await h.post("/api/auth/sign-up/email", {
      name: "Neha Joshi",
      email,
      password: "secret12",
      ageBand: "18+",
    });
    expect(signUp.statusCode).toBe(200);
    // The code came by SMTP (there is no outbox in production).
    const code = (await smtp.next(email)).subject.match(/(\d{6})$/)?.[1];
    expect(code).toBeDefined();
    const verified = await h.post("/api/auth/email-otp/verify-email", { email, otp: code });
    expect(verified.statusCode).toBe(200);
    const cookies = ([] as string[]).concat((verified.headers["set-cookie"] as string[] | string | undefined) ?? []);
    const session = cookies.find((c) => c.includes("session_token="));
    expect(session).toMatch(/^__Secure-/);
    expect(session).toMatch(/;\s*Secure/i);
    expect(session).toMatch(/;\s*HttpOnly/i);
    for (const c of cookies) expect(c).toMatch(/;\s*Secure/i);
    const me = await h.app.inject({
      url: "/api/me",
      headers: { cookie: cookies.map((c) => c.split(";")[0]).join("; ") },
    });
    expect(me.statusCode).toBe(200);
    expect((me.json() as { user: { email: string } }).user.email).toBe(email);
  });
});

describe("HSTS follows PUBLIC_URL", () => {
  async function hsts(publicUrl: string) {
    const config = loadConfig({ AUTH_SECRET: "x".repeat(32), DATA_DIR: "/tmp/saathi-hsts", PUBLIC_URL: publicUrl });
    const app = await createHttpServer(config, pino({ level: "silent" }), { razorpay: false });
    app.get("/probe", async () => ({ ok: true }));
    const res = await app.inject({ url: "/probe" });
    await app.close();
    return res.headers["strict-transport-security"];
  }

  it("is not sent on plain http, and is sent on https", async () => {
    expect(await hsts("http://localhost:3000")).toBeUndefined();
    expect(await hsts("https://saathi.example")).toBe("max-age=31536000; includeSubDomains");
  });
});
