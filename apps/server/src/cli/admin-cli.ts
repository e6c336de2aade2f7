// `npm run admin -- grant [--role admin|moderator] EMAIL | revoke EMAIL | list`: staff accounts from
// the command line (moderators).
// Works with the server running (it connects to the server's embedded PostgreSQL through the port in
// postmaster.pid) and without (it starts the embedded database itself, then stops it); with
// DATABASE_URL it uses that database. Every change is in the audit log as "command line".
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import pino from "pino";
import { createAdminStaffRepository } from "../modules/admin-staff/admin-staff.repository.ts";
import { createAdminStaffService } from "../modules/admin-staff/admin-staff.service.ts";
import { type Config, ConfigError, loadConfig } from "../platform/config.ts";
import { connect, type Database, runMigrations } from "../platform/db/client.ts";
import { embeddedUrl, startEmbeddedDatabase } from "../platform/db/embedded.ts";
import { isPostmasterOf, isRunning } from "../platform/db/stale-postmaster.ts";
import { AppError } from "../platform/http/errors.ts";

const USAGE = `Usage:
  npm run admin -- grant EMAIL    make this account staff (role admin)
  npm run admin -- grant --role moderator EMAIL
                                  make it a moderator (the moderation queue only)
  npm run admin -- revoke EMAIL   make it a member again and sign it out everywhere
  npm run admin -- list           list staff accounts`;

/** The running server's embedded database, if a live postgres serves DATA_DIR/pg. */
function runningEmbeddedPort(dataDir: string): number | null {
  const dir = path.join(dataDir, "pg");
  const pidFile = path.join(dir, "postmaster.pid");
  if (!existsSync(pidFile)) return null;
  const lines = readFileSync(pidFile, "utf8").split("\n");
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  return pid > 0 && port > 0 && isRunning(pid) && isPostmasterOf(pid, dir) ? port : null;
}

export async function openDatabase(config: Config): Promise<{ database: Database; close(): Promise<void> }> {
  if (config.DATABASE_URL) {
    const database = connect(config.DATABASE_URL);
    return { database, close: () => database.pool.end() };
  }
  const port = runningEmbeddedPort(config.dataDir);
  if (port) {
    const database = connect(embeddedUrl(port));
    return { database, close: () => database.pool.end() };
  }
  if (!existsSync(path.join(config.dataDir, "pg", "PG_VERSION"))) {
    throw new AppError(
      400,
      "NO_DATABASE",
      `No Saathi database under ${config.dataDir} yet: start the server once (npm start).`,
    );
  }
  const embedded = await startEmbeddedDatabase(config.dataDir, pino({ level: "silent" }));
  const database = connect(embedded.url);
  await runMigrations(database.db);
  return {
    database,
    async close() {
      await database.pool.end();
      await embedded.stop();
    },
  };
}

/** Runs one command; returns the exit status and prints what happened. */
/** Splits `--role X` (or `--role=X`) from the other words. */
function parseArgs(argv: string[]): { words: string[]; role: string | undefined } {
  const words: string[] = [];
  let role: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] as string;
    if (a === "--role") role = argv[++i] ?? "";
    else if (a.startsWith("--role=")) role = a.slice("--role=".length);
    else words.push(a);
  }
  return { words, role };
}

export async function runAdminCli(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const { words, role: roleArg } = parseArgs(argv);
  const [command, email] = words;
  const role = roleArg ?? "admin";
  if (
    !command ||
    !["grant", "revoke", "list"].includes(command) ||
    (command !== "list" && !email) ||
    (role !== "admin" && role !== "moderator") ||
    (roleArg !== undefined && command !== "grant")
  ) {
    console.error(USAGE);
    return 2;
  }
  let opened: Awaited<ReturnType<typeof openDatabase>> | null = null;
  try {
    const config = loadConfig(env);
    opened = await openDatabase(config);
    const staff = createAdminStaffService(createAdminStaffRepository(opened.database.db));
    const actor = { id: null, label: "command line" } as const;
    if (command === "list") {
      const admins = await staff.list();
      if (!admins.length) console.log("No staff accounts yet. Grant one with: npm run admin -- grant EMAIL");
      for (const a of admins)
        console.log(`${a.email}\t${a.name}\t${a.role}\ttwo-factor ${a.twoFactorEnabled ? "on" : "not set up"}`);
      return 0;
    }
    const target = email as string;
    const change =
      command === "grant" ? await staff.grant(target, actor, null, role) : await staff.revoke(target, actor);
    const who = change.account.email;
    if (command === "grant") {
      console.log(
        change.changed
          ? `${who} is now staff (${role}). They set up two-factor authentication the first time they open /admin.`
          : `${who} is already staff (${role}); nothing changed.`,
      );
    } else {
      console.log(
        change.changed
          ? `${who} is no longer staff and has been signed out everywhere.`
          : `${who} is not staff; nothing changed.`,
      );
    }
    return 0;
  } catch (err) {
    if (err instanceof AppError || err instanceof ConfigError) {
      console.error(err.message);
      return 1;
    }
    console.error(`The command failed: ${err instanceof Error ? err.message : String(err)}`);
    return 1;
  } finally {
    await opened?.close().catch(() => {});
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  // Exit at once with the status: a library must not turn a refusal into success.
  process.exit(await runAdminCli(process.argv.slice(2)));
}
