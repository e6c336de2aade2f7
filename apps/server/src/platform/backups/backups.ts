// Scheduled backups of the embedded database into DATA_DIR/backups (and S3 when storage is
// on S3), keeping the newest BACKUP_RETENTION. Run as a pg-boss periodic job, so once across nodes.
// With DATABASE_URL the managed database's own backups apply (docs/deploy.md): no job is scheduled.
import { copyFile, mkdir, readdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { Logger } from "pino";
import type { Config } from "../config.ts";
import type { PeriodicJob } from "../jobs/scheduler.ts";
import type { Storage } from "../storage/storage.ts";
import { writeBaseBackup } from "./base-backup.ts";

/** saathi-20261126T213000Z.tar.gz: a UTC time stamp, so names sort by age. */
export const BACKUP_NAME = /^saathi-(\d{8}T\d{6}Z)\.tar\.gz$/;
/** Where uploaded copies live in storage (private: never readable by URL): private/backups/NAME on S3. */
export const STORAGE_PREFIX = "backups/";

export const backupsDir = (dataDir: string) => path.join(dataDir, "backups");

export function backupFileName(at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/[-:]/g, "");
  return `saathi-${stamp}.tar.gz`;
}

export interface BackupResult {
  file: string;
  bytes: number;
  ms: number;
  uploaded: boolean;
  removed: string[];
}

export interface Backups {
  /** Takes one backup now (what the job runs). */
  run(): Promise<BackupResult>;
  /** The periodic job, or none (managed database, or BACKUP_CRON=off). */
  jobs: PeriodicJob[];
}

export function createBackups(opts: {
  config: Pick<Config, "dataDir" | "BACKUP_CRON" | "BACKUP_RETENTION" | "S3_BUCKET">;
  /** The embedded database's URL; null with DATABASE_URL (a managed database). */
  embeddedUrl: string | null;
  storage: Storage;
  log: Logger;
}): Backups {
  const { config, storage, log } = opts;
  const dir = backupsDir(config.dataDir);

  async function prune(): Promise<string[]> {
    const names = (await readdir(dir)).filter((n) => BACKUP_NAME.test(n)).sort();
    const old = names.slice(0, Math.max(0, names.length - config.BACKUP_RETENTION));
    for (const name of old) {
      await rm(path.join(dir, name), { force: true });
      if (config.S3_BUCKET) await storage.deletePrivate(`${STORAGE_PREFIX}${name}`).catch(() => {});
    }
    return old;
  }

  async function run(): Promise<BackupResult> {
    if (!opts.embeddedUrl) throw new Error("backups cover the embedded database only (DATABASE_URL is set)");
    const started = Date.now();
    await mkdir(dir, { recursive: true });
    const name = backupFileName(new Date());
    const final = path.join(dir, name);
    // Written under a hidden name and renamed when complete: a backup file is never half a file.
    const partial = path.join(dir, `.${name}.partial`);
    try {
      await writeBaseBackup({
        databaseUrl: opts.embeddedUrl,
        dataDir: config.dataDir,
        outFile: partial,
        workDir: path.join(dir, `.${name}.staging`),
      });
      await rename(partial, final);
    } catch (err) {
      await rm(partial, { force: true });
      await rm(path.join(dir, `.${name}.staging`), { recursive: true, force: true });
      throw err;
    }
    const { size } = await stat(final);
    let uploaded = false;
    if (config.S3_BUCKET) {
      // putPrivateFile moves the file it is given: hand it a copy, the local backup stays.
      const copy = path.join(dir, `.${name}.upload`);
      await copyFile(final, copy);
      await storage
        .putPrivateFile(`${STORAGE_PREFIX}${name}`, copy, "application/gzip")
        .finally(() => rm(copy, { force: true }));
      uploaded = true;
    }
    const removed = await prune();
    const result = { file: final, bytes: size, ms: Date.now() - started, uploaded, removed };
    log.info({ backup: name, bytes: size, ms: result.ms, uploaded, removed: removed.length }, "backup written");
    return result;
  }

  const scheduled = opts.embeddedUrl !== null && !/^(off|false|none)$/i.test(config.BACKUP_CRON);
  return {
    run,
    jobs: scheduled ? [{ name: "database-backup", cron: config.BACKUP_CRON, run }] : [],
  };
}
