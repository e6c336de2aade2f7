// A backup taken by the job's own code while the database runs (demo data, a member, pg-boss's
// tables, a local file) restores with `npm run restore` into a fresh DATA_DIR with every row: the row
// count of every table in the public and pgboss schemas and checksums of whole tables match. The
// restore refuses while a server uses the DATA_DIR, and restores over an existing one too.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { seedDemo } from "../../seed/demo.ts";
import { loadConfig } from "../config.ts";
import { connect, runMigrations } from "../db/client.ts";
import { type EmbeddedDatabase, startEmbeddedDatabase } from "../db/embedded.ts";
import { type Scheduler, startScheduler } from "../jobs/scheduler.ts";
import { BACKUP_NAME, type BackupResult, backupsDir, createBackups } from "./backups.ts";
import { countRows } from "./restore.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../..");
const log = pino({ level: "silent" });
const source = mkdtempSync(path.join(os.tmpdir(), "saathi-backup-src-"));
const target = mkdtempSync(path.join(os.tmpdir(), "saathi-backup-dst-"));
const started: EmbeddedDatabase[] = [];
let scheduler: Scheduler | null = null;
let backup: BackupResult;
let counts: Record<string, number>;
let sums: Record<string, string>;

/** Tables whose whole content is compared (not just counted). */
const CHECKSUMMED = ["public.user", "public.user_profiles", "public.expert_profiles", "public.wellness_courses"];

async function checksums(url: string): Promise<Record<string, string>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const out: Record<string, string> = {};
    for (const t of CHECKSUMMED) {
      const [schema, table] = t.split(".");
      const r = await client.query<{ sum: string }>(
        `SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS sum FROM ${schema}."${table}" t`,
      );
      out[t] = r.rows[0]?.sum ?? "";
    }
    return out;
  } finally {
    await client.end();
  }
}

function restore(file: string, dataDir: string) {
  return spawnSync(process.execPath, ["scripts/restore.mjs", file], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: "utf8",
    timeout: 60_000,
  });
}

beforeAll(async () => {
  const db = await startEmbeddedDatabase(source, log);
  started.push(db);
  const database = connect(db.url);
  await runMigrations(database.db);
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: source,
    SERVE_WEB: "false",
    AUTH_SECRET: "test-secret-test-secret-test-secret-0000",
    BACKUP_RETENTION: "1",
  });
  const built = await buildApp({ config, database, logger: log });
  await seedDemo(database.db, built.auth, built.storage, log);
  // A private file, as an upload would leave.
  await built.storage.putPrivate("backup-test/note.txt", Buffer.from("kept by the backup"), "text/plain");
  const backups = createBackups({ config, embeddedUrl: db.url, storage: built.storage, log });
  expect(backups.jobs.map((j) => [j.name, j.cron])).toEqual([["database-backup", "30 21 * * *"]]);
  // pg-boss creates its schema and records the schedule: those rows are backed up too.
  scheduler = await startScheduler(db.url, backups.jobs, log);
  await scheduler.stop();
  scheduler = null;
  // Two backups with a retention of 1: the older is removed. (Names are per second.)
  await backups.run();
  await new Promise((r) => setTimeout(r, 1000));
  counts = await countRows(db.url);
  sums = await checksums(db.url);
  backup = await backups.run();
  await built.app.close();
  await database.pool.end();
}, 90_000);

afterAll(async () => {
  await scheduler?.stop().catch(() => {});
  for (const db of started) await db.stop().catch(() => {});
  rmSync(source, { recursive: true, force: true });
  rmSync(target, { recursive: true, force: true });
});

describe("backups of the embedded database", () => {
  it("writes complete, time-stamped files into DATA_DIR/backups and keeps BACKUP_RETENTION of them", () => {
    const names = readdirSync(backupsDir(source));
    expect(names.filter((n) => BACKUP_NAME.test(n))).toEqual([path.basename(backup.file)]);
    expect(names.filter((n) => !BACKUP_NAME.test(n))).toEqual([]); // no partial or staging leftovers
    expect(path.basename(backup.file)).toMatch(BACKUP_NAME);
    expect(backup.removed).toHaveLength(1);
    expect(backup.bytes).toBeGreaterThan(100_000);
    console.log(`backup: ${backup.bytes} bytes in ${backup.ms} ms`);
  });

  it("restores into a fresh DATA_DIR with every row of every table and the local files", async () => {
    expect(Object.keys(counts).length).toBeGreaterThan(40);
    expect(Object.keys(counts).some((t) => t.startsWith("pgboss."))).toBe(true);
    expect(counts["public.user"]).toBeGreaterThan(5);
    const r = restore(backup.file, target);
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/Restored the backup taken at .*: \d+ tables, \d+ rows/);

    const db = await startEmbeddedDatabase(target, log);
    started.push(db);
    expect(await countRows(db.url)).toEqual(counts);
    expect(await checksums(db.url)).toEqual(sums);
    expect(readFileSync(path.join(target, "private", "backup-test", "note.txt"), "utf8")).toBe("kept by the backup");

    // While a server (here: this process) runs that database, the restore refuses and changes nothing.
    const refused = restore(backup.file, target);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/Nothing was restored\. Another Saathi server \(process \d+\) is using/);
    await db.stop();
  }, 60_000);

  it("restores over an existing database, keeping the replaced one aside", async () => {
    // A change after the backup: the restore takes the database back to the backup's content.
    mkdirSync(path.join(target, "private"), { recursive: true });
    writeFileSync(path.join(target, "private", "later.txt"), "after the backup");
    const r = restore(backup.file, target);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/What was there before is kept in .*pg\.before-restore-/);
    expect(existsSync(path.join(target, "private", "later.txt"))).toBe(false);
    const db = await startEmbeddedDatabase(target, log);
    started.push(db);
    expect(await countRows(db.url)).toEqual(counts);
    await db.stop();
  }, 60_000);

  it("refuses a file that is not a backup with a sentence", () => {
    const bogus = path.join(target, "not-a-backup.tar.gz");
    writeFileSync(bogus, "hello");
    const r = restore(bogus, target);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/Nothing was restored\. .*not-a-backup\.tar\.gz is not a Saathi backup/);
    const missing = restore(path.join(target, "nope.tar.gz"), target);
    expect(missing.stderr).toMatch(/Nothing was restored\. There is no backup file at /);
  });
});
