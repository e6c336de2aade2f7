// VAPID keys from the environment (checked, with a clear message) or made once under DATA_DIR.
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../config.ts";
import { defaultSubject, generateVapidKeys, resolveVapid, VAPID_FILE } from "./vapid.ts";

const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(path.join(os.tmpdir(), "saathi-vapid-"));
  dirs.push(d);
  return d;
};
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
const base = () => ({ DATA_DIR: tempDir(), AUTH_SECRET: "x".repeat(32) });

describe("VAPID configuration", () => {
  it("takes a configured pair and subject", () => {
    const keys = generateVapidKeys();
    const config = loadConfig({
      ...base(),
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
      VAPID_SUBJECT: "mailto:ops@saathi.example",
    });
    expect(resolveVapid(config)).toEqual({ ...keys, subject: "mailto:ops@saathi.example" });
    expect(() => statSync(path.join(config.dataDir, VAPID_FILE))).toThrow();
  });

  it("names the bad variable", () => {
    const keys = generateVapidKeys();
    const other = generateVapidKeys();
    const load = (env: Record<string, string>) => () => loadConfig({ ...base(), ...env });
    expect(load({ VAPID_PUBLIC_KEY: keys.publicKey })).toThrow(/VAPID_PRIVATE_KEY: must be set together/);
    expect(load({ VAPID_PUBLIC_KEY: "abc", VAPID_PRIVATE_KEY: keys.privateKey })).toThrow(
      /VAPID_PUBLIC_KEY: must be a P-256 public key of 65 bytes/,
    );
    expect(load({ VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: "a+b/" })).toThrow(
      /VAPID_PRIVATE_KEY: must be a P-256 private key of 32 bytes/,
    );
    expect(load({ VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: other.privateKey })).toThrow(
      /VAPID_PRIVATE_KEY: does not belong to VAPID_PUBLIC_KEY/,
    );
    expect(load({ VAPID_SUBJECT: "ops@saathi.example" })).toThrow(ConfigError);
    expect(load({ VAPID_SUBJECT: "http://saathi.example" })).toThrow(/VAPID_SUBJECT/);
  });

  it("makes a pair once under DATA_DIR (0600) and keeps it", () => {
    const config = loadConfig(base());
    const first = resolveVapid(config);
    const file = path.join(config.dataDir, VAPID_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(resolveVapid(config)).toEqual(first);
    expect(Buffer.from(first.publicKey, "base64url")).toHaveLength(65);
    expect(Buffer.from(first.privateKey, "base64url")).toHaveLength(32);
    expect(JSON.parse(readFileSync(file, "utf8")).publicKey).toBe(first.publicKey);
    expect(first.subject).toBe("mailto:no-reply@saathi.local");
  });

  it("refuses a damaged key file instead of replacing it", () => {
    const config = loadConfig(base());
    writeFileSync(path.join(config.dataDir, VAPID_FILE), JSON.stringify({ publicKey: "x", privateKey: "y" }));
    expect(() => resolveVapid(config)).toThrow(/does not hold a usable VAPID key pair/);
  });

  it("the subject is the public https address when there is one", () => {
    expect(defaultSubject({ publicUrl: "https://saathi.example", MAIL_FROM: "x@y.z" })).toBe("https://saathi.example");
    expect(defaultSubject({ publicUrl: "http://localhost:3000", MAIL_FROM: "Saathi <hi@saathi.example>" })).toBe(
      "mailto:hi@saathi.example",
    );
  });
});
