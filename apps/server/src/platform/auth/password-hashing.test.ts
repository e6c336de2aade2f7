import { hashPassword as standardHash, verifyPassword as standardVerify } from "better-auth/crypto";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../config.ts";
import { passwordHashing, TEST_HASH_PREFIX } from "./password-hashing.ts";

describe("password hashing", () => {
  it("keeps better-auth's own scrypt everywhere people sign in", () => {
    expect(passwordHashing("standard")).toBeUndefined();
  });

  it("at the test cost, a hash verifies its password and no other", async () => {
    const hashing = passwordHashing("test");
    if (!hashing) throw new Error("the test cost has a hasher");
    const hash = await hashing.hash("secret12");
    expect(hash.startsWith(TEST_HASH_PREFIX)).toBe(true);
    expect(hash).not.toContain("secret12");
    expect(await hashing.verify({ hash, password: "secret12" })).toBe(true);
    expect(await hashing.verify({ hash, password: "secret13" })).toBe(false);
    expect(await hashing.verify({ hash: `${TEST_HASH_PREFIX}nokey`, password: "secret12" })).toBe(false);
  }, 20_000);

  it("a test server still verifies standard hashes (the demo accounts'), and a standard server never accepts a test hash", async () => {
    const hashing = passwordHashing("test");
    if (!hashing) throw new Error("the test cost has a hasher");
    const standard = await standardHash("secret12");
    expect(await hashing.verify({ hash: standard, password: "secret12" })).toBe(true);
    expect(await hashing.verify({ hash: standard, password: "wrong-one" })).toBe(false);
    const cheap = await hashing.hash("secret12");
    expect(await standardVerify({ hash: cheap, password: "secret12" })).toBe(false);
  }, 20_000);

  it("the test cost is refused outside test runs, with a sentence that says why", () => {
    for (const NODE_ENV of ["development", "production"]) {
      const load = () =>
        loadConfig({
          NODE_ENV,
          PASSWORD_HASH_COST: "test",
          AUTH_SECRET: "x".repeat(40),
          SMTP_URL: "smtp://localhost",
          PUBLIC_URL: "https://saathi.example",
          CARE_NOTES_KEYS: `k1:${Buffer.alloc(32, 1).toString("base64")}`,
          DATA_DIR: "/tmp/saathi-config-test",
        });
      expect(load).toThrow(ConfigError);
      expect(load).toThrow(/PASSWORD_HASH_COST: test is only for test runs/);
    }
    expect(
      loadConfig({ NODE_ENV: "test", PASSWORD_HASH_COST: "test", DATA_DIR: "/tmp/saathi-config-test" })
        .PASSWORD_HASH_COST,
    ).toBe("test");
  });
});
