import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

const base = { DATA_DIR: "/tmp/saathi-config-test", AUTH_SECRET: "x".repeat(32) };
const fails = (env: Record<string, string>) => () => loadConfig({ ...base, ...env });

describe("configuration", () => {
  it("has working defaults", () => {
    const c = loadConfig({ AUTH_SECRET: "x".repeat(32) });
    expect(c.PORT).toBe(3000);
    expect(c.dataDir.endsWith("/data")).toBe(true);
    expect(c.publicUrl).toBe("http://localhost:3000");
    expect(c.SEED_DEMO).toBe(true);
    expect(c.socialProviders).toEqual({ google: false, microsoft: false });
  });

  it("names the bad variable", () => {
    expect(fails({ PORT: "seventy" })).toThrow(ConfigError);
    expect(fails({ PORT: "seventy" })).toThrow(/PORT/);
    expect(fails({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
    expect(fails({ SMTP_URL: "http://mail" })).toThrow(/SMTP_URL/);
    expect(fails({ SEED_DEMO: "maybe" })).toThrow(/SEED_DEMO/);
    expect(fails({ AUTH_SECRET: "short" })).toThrow(/AUTH_SECRET/);
  });

  it("needs pairs together", () => {
    expect(fails({ GOOGLE_CLIENT_ID: "id" })).toThrow(/GOOGLE_CLIENT_SECRET/);
    expect(fails({ RAZORPAY_KEY_SECRET: "s" })).toThrow(/RAZORPAY_KEY_ID/);
    expect(loadConfig({ ...base, GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "s" }).socialProviders.google).toBe(
      true,
    );
  });

  it("production requires a secret, SMTP and a public URL", () => {
    const e = () => loadConfig({ NODE_ENV: "production", DATA_DIR: "/tmp/x" });
    expect(e).toThrow(/AUTH_SECRET/);
    expect(e).toThrow(/SMTP_URL/);
    expect(e).toThrow(/PUBLIC_URL/);
  });

  it("a Redis bus needs REDIS_URL, named", () => {
    expect(fails({ REALTIME_BUS: "redis" })).toThrow(/REDIS_URL: is required when REALTIME_BUS is redis/);
    expect(loadConfig({ ...base, REALTIME_BUS: "redis", REDIS_URL: "redis://127.0.0.1:6379" }).REALTIME_BUS).toBe(
      "redis",
    );
  });

  it("care notes keys: required in production with a sentence why, a dev key elsewhere, bad keys named", () => {
    const prod = () => loadConfig({ NODE_ENV: "production", DATA_DIR: "/tmp/x" });
    expect(prod).toThrow(/CARE_NOTES_KEYS: is required in production \(experts' private session notes are encrypted/);
    const dev = loadConfig(base);
    expect(dev.careNotesDevKey).toBe(true);
    expect(dev.careNotesKeys).toHaveLength(1);
    expect(dev.careNotesKeys[0]?.key.length).toBe(32);
    const k2 = Buffer.alloc(32, 2).toString("base64");
    const k1 = Buffer.alloc(32, 1).toString("base64");
    const two = loadConfig({ ...base, CARE_NOTES_KEYS: `k2:${k2}, k1:${k1}` });
    expect(two.careNotesDevKey).toBe(false);
    expect(two.careNotesKeys.map((k) => k.id)).toEqual(["k2", "k1"]);
    expect(two.careNotesKeys[0]?.key.equals(Buffer.alloc(32, 2))).toBe(true);
    expect(fails({ CARE_NOTES_KEYS: "k1:short" })).toThrow(/CARE_NOTES_KEYS: each key must be id:base64 of 32 bytes/);
    expect(fails({ CARE_NOTES_KEYS: k1 })).toThrow(/CARE_NOTES_KEYS/);
    expect(fails({ CARE_NOTES_KEYS: `k1:${k1},k1:${k2}` })).toThrow(/appears twice/);
  });

  it("keeps 100 auth attempts per IP; only a test run may change it", () => {
    expect(loadConfig(base).AUTH_ATTEMPTS_PER_IP).toBe(100);
    expect(fails({ NODE_ENV: "development", AUTH_ATTEMPTS_PER_IP: "100000" })).toThrow(
      /AUTH_ATTEMPTS_PER_IP: only test runs \(NODE_ENV=test\) may change it/,
    );
    expect(loadConfig({ ...base, NODE_ENV: "test", AUTH_ATTEMPTS_PER_IP: "100000" }).AUTH_ATTEMPTS_PER_IP).toBe(
      100_000,
    );
    expect(fails({ NODE_ENV: "test", AUTH_ATTEMPTS_PER_IP: "0" })).toThrow(ConfigError);
  });
});
