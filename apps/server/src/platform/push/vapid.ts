// Web Push: the VAPID identity this server signs pushes with (RFC 8292). Configured keys
// win (VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY, checked in config.ts); otherwise a pair is made once and
// kept in DATA_DIR/vapid.json (mode 0600), so members' subscriptions survive restarts.
import { createECDH } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Config } from "../config.ts";
import { vapidKeyProblems } from "../config.ts";

export interface VapidDetails {
  /** base64url, 65 bytes: what browsers get as applicationServerKey. */
  publicKey: string;
  /** base64url, 32 bytes. */
  privateKey: string;
  /** mailto: or https: (push services contact the sender there). */
  subject: string;
}

type VapidConfig = Pick<
  Config,
  "VAPID_PUBLIC_KEY" | "VAPID_PRIVATE_KEY" | "VAPID_SUBJECT" | "dataDir" | "publicUrl" | "MAIL_FROM"
>;

export const VAPID_FILE = "vapid.json";

/** A fresh P-256 key pair in the form web-push and browsers use. */
export function generateVapidKeys(): { publicKey: string; privateKey: string } {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  // getPrivateKey() drops leading zero bytes: pad to 32.
  const priv = ecdh.getPrivateKey();
  const privateKey = Buffer.concat([Buffer.alloc(32 - priv.length), priv]).toString("base64url");
  return { publicKey: ecdh.getPublicKey().toString("base64url"), privateKey };
}

/** The subject when none is configured: the public https address, else the sender address of emails. */
export function defaultSubject(config: Pick<Config, "publicUrl" | "MAIL_FROM">): string {
  if (config.publicUrl.startsWith("https://")) return config.publicUrl;
  const address = /<([^>]+)>/.exec(config.MAIL_FROM)?.[1] ?? config.MAIL_FROM.trim();
  return `mailto:${address}`;
}

/** The keys from the file, made first if missing; a damaged file is an error, never silently replaced. */
function storedKeys(dataDir: string): { publicKey: string; privateKey: string } {
  const file = path.join(dataDir, VAPID_FILE);
  mkdirSync(dataDir, { recursive: true });
  try {
    // 'wx': when two processes start together, one writes and the other reads what it wrote.
    writeFileSync(file, `${JSON.stringify(generateVapidKeys(), null, 2)}\n`, { mode: 0o600, flag: "wx" });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
  }
  const keys = JSON.parse(readFileSync(file, "utf8")) as { publicKey?: unknown; privateKey?: unknown };
  const publicKey = typeof keys.publicKey === "string" ? keys.publicKey : "";
  const privateKey = typeof keys.privateKey === "string" ? keys.privateKey : "";
  const problems = vapidKeyProblems(publicKey, privateKey);
  if (problems.length) {
    throw new Error(
      `${file} does not hold a usable VAPID key pair (delete it to make a new one):\n${problems.join("\n")}`,
    );
  }
  return { publicKey, privateKey };
}

export function resolveVapid(config: VapidConfig): VapidDetails {
  const keys =
    config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY
      ? { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY }
      : storedKeys(config.dataDir);
  return { ...keys, subject: config.VAPID_SUBJECT ?? defaultSubject(config) };
}
