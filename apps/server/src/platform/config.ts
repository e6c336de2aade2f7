import { createECDH, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

const bool = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((v) => v === "true" || v === "1" || v === "yes");
const url = z.url({ error: "must be a URL such as https://example.com" });
const optionalText = z.string().trim().min(1).optional();

/** Every environment variable the server reads. README.md documents each one. */
const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  PUBLIC_URL: url.optional(),
  TRUSTED_ORIGINS: z.string().optional(),
  AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  SEED_DEMO: bool.default(true),
  /**
   * "test" hashes passwords at a far lower scrypt cost, for test runs only (NODE_ENV=test); anything
   * else refuses to start with it (platform/auth/password-hashing.ts).
   */
  PASSWORD_HASH_COST: z.enum(["standard", "test"]).default("standard"),
  /**
   * Sign-in, sign-up and code attempts allowed per IP in 10 minutes (auth-guard.service.ts). Only test
   * runs may change it (NODE_ENV=test): the journeys' hundreds of members all come from one loopback
   * address, and the limiter itself is proved by the API tests.
   */
  AUTH_ATTEMPTS_PER_IP: z.coerce.number().int().min(1).max(1_000_000).default(100),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
    .optional(),
  /** A CA certificate (PEM file) to trust for the SMTP server's TLS, e.g. a private or self-signed one. */
  SMTP_CA_FILE: optionalText,
  MAIL_FROM: z.string().default("Saathi <no-reply@saathi.local>"),
  SMS_WEBHOOK_URL: url.optional(),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  MICROSOFT_CLIENT_ID: optionalText,
  MICROSOFT_CLIENT_SECRET: optionalText,
  MICROSOFT_TENANT_ID: z.string().default("common"),
  RAZORPAY_KEY_ID: optionalText,
  RAZORPAY_KEY_SECRET: optionalText,
  RAZORPAY_WEBHOOK_SECRET: optionalText,
  /** GST included in a session's price, in percent (the expert's money panel). */
  PAYMENT_GST_PERCENT: z.coerce.number().min(0).max(100).default(18),
  /** Saathi's commission on a session's price after GST, in percent. */
  PLATFORM_COMMISSION_PERCENT: z.coerce.number().min(0).max(100).default(20),
  /** Background jobs (hold expiry, payment reconciliation) in this process. */
  JOBS: bool.default(true),
  STUN_URLS: z.string().default("stun:stun.l.google.com:19302"),
  TURN_URLS: optionalText,
  TURN_SECRET: optionalText,
  /** How long a TURN credential stays valid (coturn's REST scheme). */
  TURN_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(3600),
  /** Calls only through the TURN relay (iceTransportPolicy "relay"): members never see each other's IP address. */
  CALLS_RELAY_ONLY: bool.default(false),
  S3_BUCKET: optionalText,
  S3_REGION: z.string().default("auto"),
  S3_ENDPOINT: url.optional(),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_PUBLIC_URL: url.optional(),
  /** Comma-separated emails whose accounts are staff (role admin), at start and when created. */
  ADMIN_EMAILS: z.string().optional(),
  /** New accounts' hourly limits on posts, comments, messages and follows (tests that are not about them turn them off). */
  NEW_ACCOUNT_LIMITS: bool.default(true),
  /** The DPDP Act asks for it: the grievance officer named on /grievances and in the privacy policy. */
  GRIEVANCE_OFFICER_NAME: z.string().trim().min(1).default("Grievance Officer, Saathi"),
  GRIEVANCE_OFFICER_EMAIL: z.email().default("grievance@saathi.local"),
  /**
   * Web Push: the VAPID key pair (base64url, as `npx web-push generate-vapid-keys` prints).
   * Without them a pair is made once under DATA_DIR (vapid.json); set them when several servers run.
   */
  VAPID_PUBLIC_KEY: optionalText,
  VAPID_PRIVATE_KEY: optionalText,
  /** Who push services contact about this sender: mailto:you@example.com or an https:// URL. */
  VAPID_SUBJECT: z
    .string()
    .trim()
    .regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/[^\s/]+\S*)$/, "must be mailto:you@example.com or an https:// URL")
    .optional(),
  /** The bearer token a Prometheus scraper sends to GET /metrics (unset: /metrics answers 404). */
  METRICS_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
  /** OTLP/HTTP collector (e.g. http://otel:4318) that receives traces; unset: no tracing at all. */
  OTEL_EXPORTER_OTLP_ENDPOINT: url.optional(),
  /** When the embedded database is backed up (pg-boss cron, UTC; "off" for never). 21:30 UTC = 03:00 IST. */
  BACKUP_CRON: z.string().trim().min(1).default("30 21 * * *"),
  /** How many backups DATA_DIR/backups (and S3) keep; older ones are removed. */
  BACKUP_RETENTION: z.coerce.number().int().min(1).max(1000).default(14),
  /** Redis for realtime fan-out across nodes (redis://host:6379); REALTIME_BUS picks it by default when set. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, "must start with redis:// or rediss://")
    .optional(),
  /** The realtime fan-out bus, postgres (LISTEN/NOTIFY) or redis (needs REDIS_URL); default: redis when REDIS_URL is set. */
  REALTIME_BUS: z.enum(["postgres", "redis"]).optional(),
  /** A node that has not beaten for this long (ms) is taken for dead and its members go offline; it beats every quarter of it, at most every 10 s. */
  PRESENCE_EXPIRY_MS: z.coerce.number().int().min(1000).max(3_600_000).default(45_000),
  /**
   * How long (ms) each node keeps a session it read (platform/auth/session-cache.ts; dropped on every
   * node when the session changes). 0: every request reads its session (the test harness, whose tests
   * change roles and sessions straight in the database and ask again in the same millisecond).
   */
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(300_000).default(60_000),
  /**
   * Behind a load balancer, which proxies to believe about the client's address (their
   * X-Forwarded-For): comma-separated addresses or CIDRs (e.g. 10.0.0.0/8, 127.0.0.1). Unset: the
   * connection's address (sign-in limits would otherwise lump every member together behind one proxy,
   * or believe a forged header without one).
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .regex(
      /^[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*$/,
      "must be addresses or CIDRs separated by commas, e.g. 10.0.0.0/8",
    )
    .optional(),
  /**
   * Keys for the experts' private session notes (AES-256-GCM): `id:base64` of 32 bytes each,
   * comma-separated, the first the current key, older ones kept only to read (and re-encrypt, with
   * `npm run care-notes:rotate`) notes saved under them. Required in production.
   */
  CARE_NOTES_KEYS: optionalText,
  /**
   * The media server for live circle rooms: none (circles show as unavailable), janus (an external
   * Janus: JANUS_URL, JANUS_ADMIN_URL, JANUS_ADMIN_SECRET), or managed (this process starts a
   * private Janus on 127.0.0.1 with its configuration under DATA_DIR/janus).
   */
  MEDIA_SERVER: z.enum(["none", "janus", "managed"]).default("none"),
  /** An external Janus's API over HTTP (its HTTP transport), e.g. http://10.0.0.5:8088/janus. */
  JANUS_URL: url.optional(),
  /** An external Janus's admin API, reachable only from Saathi's servers, e.g. http://10.0.0.5:7088/admin. */
  JANUS_ADMIN_URL: url.optional(),
  JANUS_ADMIN_SECRET: z.string().min(16, "must be at least 16 characters").optional(),
  /** The external Janus's api_secret, when it sets one (recommended). */
  JANUS_API_SECRET: optionalText,
  /** The AudioBridge plugin's admin_key, when the external Janus sets one (recommended). */
  JANUS_ROOM_ADMIN_KEY: optionalText,
  /** A managed Janus's UDP ports for media ("min-max"). */
  JANUS_RTP_PORT_RANGE: z
    .string()
    .regex(/^\d{4,5}-\d{4,5}$/, "must be two ports such as 20000-20199")
    .default("20000-20199"),
  /** A managed Janus gathers ICE candidates only on these interfaces (comma-separated, e.g. eth0). */
  JANUS_ICE_INTERFACES: z
    .string()
    .regex(/^[\w.-]+(,[\w.-]+)*$/, "must be interface names separated by commas, e.g. eth0")
    .optional(),
  /** A managed Janus behind a 1:1 NAT (a cloud machine): its public IP address. */
  JANUS_NAT_1_1: z
    .string()
    .regex(/^[0-9a-fA-F.:]+(,[0-9a-fA-F.:]+)*$/, "must be IP addresses separated by commas")
    .optional(),
  /** Only for tests: serve no web app (the API alone). */
  SERVE_WEB: bool.default(true),
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Env {
  dataDir: string;
  publicUrl: string;
  trustedOrigins: string[];
  authSecret: string;
  isProduction: boolean;
  socialProviders: { google: boolean; microsoft: boolean };
  /** The notes keys, current first; outside production a fixed development key when unset. */
  careNotesKeys: CareNotesKey[];
  /** true when the notes keys are the development key (the server warns at start). */
  careNotesDevKey: boolean;
}

export interface CareNotesKey {
  id: string;
  key: Buffer;
}

/**
 * Outside production only: a fixed, public key so development and tests work without setup. Notes
 * encrypted with it are protected by nothing; production refuses to start without CARE_NOTES_KEYS.
 */
const DEV_CARE_NOTES_KEY: CareNotesKey = { id: "dev", key: Buffer.alloc(32, "saathi-dev-care-notes-key") };

/** Parses CARE_NOTES_KEYS ("k2:base64,k1:base64"): the keys, or the problems naming each bad one. */
export function parseCareNotesKeys(value: string): { keys: CareNotesKey[]; problems: string[] } {
  const keys: CareNotesKey[] = [];
  const problems: string[] = [];
  const hint = "(id:base64 of 32 random bytes, e.g. k1:$(openssl rand -base64 32))";
  for (const part of value.split(",").map((p) => p.trim())) {
    const at = part.indexOf(":");
    const id = at > 0 ? part.slice(0, at) : "";
    const b64 = at > 0 ? part.slice(at + 1) : "";
    const key = /^[A-Za-z0-9+/]+={0,2}$/.test(b64) ? Buffer.from(b64, "base64") : null;
    if (!/^[A-Za-z0-9_-]{1,32}$/.test(id) || key?.length !== 32) {
      problems.push(`  CARE_NOTES_KEYS: each key must be id:base64 of 32 bytes ${hint}`);
      break;
    }
    if (keys.some((k) => k.id === id)) {
      problems.push(`  CARE_NOTES_KEYS: the key id ${id} appears twice`);
      break;
    }
    keys.push({ id, key });
  }
  return { keys, problems };
}

/** Thrown when the environment is unusable; the message names every bad variable. */
export class ConfigError extends Error {}

/** Pairs of variables that only make sense together. */
const PAIRS: [string, string][] = [
  ["GOOGLE_CLIENT_ID", "GOOGLE_CLIENT_SECRET"],
  ["MICROSOFT_CLIENT_ID", "MICROSOFT_CLIENT_SECRET"],
  ["RAZORPAY_KEY_ID", "RAZORPAY_KEY_SECRET"],
  ["TURN_URLS", "TURN_SECRET"],
  ["S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"],
  ["VAPID_PUBLIC_KEY", "VAPID_PRIVATE_KEY"],
];

/** Reads and checks the environment; throws ConfigError naming each bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const raw = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = envSchema.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const problems: string[] = [];
  for (const [a, b] of PAIRS) {
    if (Boolean(e[a as keyof Env]) !== Boolean(e[b as keyof Env])) {
      problems.push(`  ${e[a as keyof Env] ? b : a}: must be set together with ${e[a as keyof Env] ? a : b}`);
    }
  }
  const isProduction = e.NODE_ENV === "production";
  if (e.PASSWORD_HASH_COST === "test" && e.NODE_ENV !== "test")
    problems.push(
      "  PASSWORD_HASH_COST: test is only for test runs (NODE_ENV=test); leave it unset to hash passwords properly",
    );
  if (e.AUTH_ATTEMPTS_PER_IP !== 100 && e.NODE_ENV !== "test")
    problems.push("  AUTH_ATTEMPTS_PER_IP: only test runs (NODE_ENV=test) may change it; leave it unset");
  if (isProduction && !e.AUTH_SECRET) problems.push("  AUTH_SECRET: is required in production");
  if (isProduction && !e.SMTP_URL)
    problems.push("  SMTP_URL: is required in production (there is no dev outbox there)");
  if (isProduction && !e.PUBLIC_URL) problems.push("  PUBLIC_URL: is required in production");
  if (e.REALTIME_BUS === "redis" && !e.REDIS_URL) problems.push("  REDIS_URL: is required when REALTIME_BUS is redis");
  if (e.MEDIA_SERVER === "janus")
    for (const name of ["JANUS_URL", "JANUS_ADMIN_URL", "JANUS_ADMIN_SECRET"] as const)
      if (!e[name]) problems.push(`  ${name}: is required when MEDIA_SERVER is janus`);
  if (e.CALLS_RELAY_ONLY && !e.TURN_URLS) problems.push("  CALLS_RELAY_ONLY: needs TURN_URLS and TURN_SECRET");
  if (e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY)
    problems.push(...vapidKeyProblems(e.VAPID_PUBLIC_KEY, e.VAPID_PRIVATE_KEY));
  const notesKeys = e.CARE_NOTES_KEYS ? parseCareNotesKeys(e.CARE_NOTES_KEYS) : null;
  if (notesKeys) problems.push(...notesKeys.problems);
  if (isProduction && !notesKeys)
    problems.push(
      "  CARE_NOTES_KEYS: is required in production (experts' private session notes are encrypted with it; without it they would be readable by anyone with the database)",
    );
  if (problems.length) throw new ConfigError(`Invalid configuration:\n${problems.join("\n")}`);

  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, "");
  const trustedOrigins = [
    publicUrl,
    ...(e.TRUSTED_ORIGINS?.split(",")
      .map((o) => o.trim())
      .filter(Boolean) ?? []),
  ];
  if (!isProduction) trustedOrigins.push(`http://127.0.0.1:${e.PORT}`, "http://localhost:5173");
  return {
    ...e,
    dataDir,
    publicUrl,
    trustedOrigins,
    authSecret: e.AUTH_SECRET ?? devSecret(dataDir),
    isProduction,
    socialProviders: {
      google: Boolean(e.GOOGLE_CLIENT_ID),
      microsoft: Boolean(e.MICROSOFT_CLIENT_ID),
    },
    careNotesKeys: notesKeys?.keys ?? [DEV_CARE_NOTES_KEY],
    careNotesDevKey: !notesKeys,
  };
}

/** Outside production a secret is made once and kept under DATA_DIR so sessions survive restarts. */
function devSecret(dataDir: string): string {
  const file = path.join(dataDir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/**
 * A VAPID pair must be a P-256 public key (65 bytes, uncompressed) and its private key (32
 * bytes), both base64url; a pair that does not belong together would sign pushes no service accepts.
 */
export function vapidKeyProblems(publicKey: string, privateKey: string): string[] {
  const pub = BASE64URL.test(publicKey) ? Buffer.from(publicKey, "base64url") : null;
  const priv = BASE64URL.test(privateKey) ? Buffer.from(privateKey, "base64url") : null;
  const problems: string[] = [];
  const hint = "(base64url, as `npx web-push generate-vapid-keys` prints)";
  if (pub?.length !== 65 || pub[0] !== 4)
    problems.push(`  VAPID_PUBLIC_KEY: must be a P-256 public key of 65 bytes ${hint}`);
  if (priv?.length !== 32) problems.push(`  VAPID_PRIVATE_KEY: must be a P-256 private key of 32 bytes ${hint}`);
  if (problems.length || !pub || !priv) return problems;
  try {
    const ecdh = createECDH("prime256v1");
    ecdh.setPrivateKey(priv);
    if (!ecdh.getPublicKey().equals(pub)) problems.push("  VAPID_PRIVATE_KEY: does not belong to VAPID_PUBLIC_KEY");
  } catch {
    problems.push(`  VAPID_PRIVATE_KEY: is not a P-256 private key ${hint}`);
  }
  return problems;
}
