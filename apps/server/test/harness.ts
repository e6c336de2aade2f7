// The API test harness: a fresh database copied from the run's migrated template (shared-database.ts;
// its own embedded PostgreSQL, migrated, when the server project's global setup did not run), the real
// app, and members signed in through the real auth endpoints (code read from the outbox).
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import pino, { type Logger } from "pino";
import { inject } from "vitest";
import { type BuiltApp, buildApp } from "../src/app.ts";
import { loadConfig } from "../src/platform/config.ts";
import { connect, type Database, runMigrations } from "../src/platform/db/client.ts";
import { startEmbeddedDatabase } from "../src/platform/db/embedded.ts";
import { userProfiles } from "../src/platform/db/schema/profiles.ts";
import { createDatabaseFromTemplate, dropDatabase, type SharedDatabase } from "./shared-database.ts";

export const ORIGIN = "http://localhost:3000";

export interface Member {
  id: string;
  email: string;
  cookie: string;
}

export interface Harness {
  app: FastifyInstance;
  database: Database;
  /** What buildApp returned (auth, storage, realtime) for tests that need the pieces. */
  built: BuiltApp;
  /** DATA_DIR of this harness (uploads live under uploads/). */
  dataDir: string;
  /** POST with the trusted Origin header (better-auth refuses POSTs without it). */
  post(url: string, payload?: object, opts?: { cookie?: string; ip?: string }): Promise<LightMyRequestResponse>;
  /** The newest one-time code sent to an email or phone. */
  codeFor(to: string): Promise<string>;
  /** Signs up and verifies a new member; optional profile fields are written directly. */
  member(profile?: Partial<typeof userProfiles.$inferInsert>): Promise<Member>;
  /** A second server process's worth of app on the same database (for cross-process fan-out). */
  secondApp(): Promise<FastifyInstance>;
  /** The same, with every piece buildApp returned (its jobs, realtime…): a second node (`more` adds settings). */
  secondNode(more?: Record<string, string>): Promise<BuiltApp>;
  close(): Promise<void>;
}

let counter = 0;

/** The run's shared database, when Vitest's global setup started one (never outside Vitest: the benches). */
function providedDatabase(): SharedDatabase | null {
  try {
    return inject("sharedDatabase") ?? null;
  } catch {
    return null;
  }
}

/**
 * `env` adds to the test configuration (e.g. `{ NEW_ACCOUNT_LIMITS: "true" }`); `opts.logger` receives
 * the app's log lines (silent otherwise); `opts.ownDatabase` starts an embedded PostgreSQL of its own
 * under DATA_DIR/pg, as `npm start` does, for a test that finds the database through DATA_DIR.
 */
export async function startHarness(
  env: Record<string, string> = {},
  opts: { logger?: Logger; ownDatabase?: boolean } = {},
): Promise<Harness> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "saathi-test-"));
  const log = pino({ level: "silent" });
  const shared = opts.ownDatabase ? null : providedDatabase();
  let url: string;
  let dispose: () => Promise<void>;
  if (shared) {
    url = await createDatabaseFromTemplate(shared);
    dispose = () => dropDatabase(shared, url);
  } else {
    const pg = await startEmbeddedDatabase(dataDir, log, { persistent: false });
    url = pg.url;
    dispose = () => pg.stop();
  }
  const database = connect(url);
  // The template is migrated already.
  if (!shared) await runMigrations(database.db);
  const baseEnv = {
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    SEED_DEMO: "false",
    SERVE_WEB: "false",
    AUTH_SECRET: "test-secret-test-secret-test-secret-0000",
    PUBLIC_URL: ORIGIN,
    // Every test member is a new account; the limits are tested on their own (safety/write-check.test.ts).
    NEW_ACCOUNT_LIMITS: "false",
    // Thousands of sign-ups and sign-ins: the cheap test hash (platform/auth/password-hashing.ts), which
    // the configuration allows only in test mode (a test of production mode keeps the standard one).
    PASSWORD_HASH_COST: (env.NODE_ENV ?? "test") === "test" ? "test" : "standard",
    // Tests change roles and sessions straight in the database and ask again at once, before the
    // trigger's notification could reach the node: sessions are read every time, except in the tests
    // of the cache and of what it saves (SESSION_CACHE_MS set there).
    SESSION_CACHE_MS: "0",
    ...env,
  };
  const config = loadConfig(baseEnv);
  const built = await buildApp({ config, database, logger: opts.logger ?? log });
  const { app } = built;
  await app.ready();
  const extra: { app: FastifyInstance; database: Database }[] = [];

  const secondNode = async (more: Record<string, string> = {}) => {
    const db2 = connect(url);
    const built = await buildApp({ config: loadConfig({ ...baseEnv, ...more }), database: db2, logger: log });
    extra.push({ app: built.app, database: db2 });
    await built.app.ready();
    return built;
  };

  const post = (url: string, body: unknown, ip: string) =>
    app.inject({ method: "POST", url, headers: { origin: ORIGIN }, payload: body as object, remoteAddress: ip });

  return {
    app,
    database,
    dataDir,
    built,
    post: (url, payload, opts = {}) =>
      app.inject({
        method: "POST",
        url,
        headers: { origin: ORIGIN, ...(opts.cookie ? { cookie: opts.cookie } : {}) },
        ...(payload ? { payload } : {}),
        remoteAddress: opts.ip ?? "10.1.1.1",
      }),
    async codeFor(to) {
      const outbox = await app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(to)}` });
      const code = (outbox.json() as { code?: string }[])[0]?.code;
      if (!code) throw new Error(`no code in the outbox for ${to}`);
      return code;
    },
    async member(profile = {}) {
      const n = ++counter;
      const email = `member${n}-${Date.now()}@test.local`;
      const ip = `10.9.${Math.floor(n / 250)}.${n % 250}`;
      const signup = await post(
        "/api/auth/sign-up/email",
        { name: `Member ${n}`, email, password: "secret12", ageBand: "18+" },
        ip,
      );
      if (signup.statusCode !== 200) throw new Error(`sign-up failed: ${signup.body}`);
      const outbox = await app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(email)}` });
      const code = (outbox.json() as { code?: string }[])[0]?.code;
      const verify = await post("/api/auth/email-otp/verify-email", { email, otp: code }, ip);
      const cookie = (verify.headers["set-cookie"] as string[] | string | undefined) ?? [];
      const cookieHeader = (Array.isArray(cookie) ? cookie : [cookie]).map((c) => c.split(";")[0]).join("; ");
      const me = await app.inject({ url: "/api/me", headers: { cookie: cookieHeader } });
      const id = (me.json() as { user: { id: string } }).user.id;
      const username = profile.username ?? `member_${n}_${Math.random().toString(36).slice(2, 6)}`;
      await database.db
        .update(userProfiles)
        .set({ username, ...profile })
        .where(eq(userProfiles.userId, id));
      return { id, email, cookie: cookieHeader };
    },
    secondApp: async () => (await secondNode()).app,
    secondNode,
    async close() {
      for (const e of extra) {
        await e.app.close();
        await e.database.pool.end();
      }
      await app.close();
      await database.pool.end();
      await dispose();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The cookie header to send back, from a response's set-cookie headers. */
export function cookieFrom(res: { headers: Record<string, unknown> }): string {
  const raw = res.headers["set-cookie"] as string[] | string | undefined;
  return (Array.isArray(raw) ? raw : raw ? [raw] : []).map((c) => c.split(";")[0]).join("; ");
}
