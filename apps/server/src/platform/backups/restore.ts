// `npm run restore -- FILE`: puts a backup (backups.ts) in place of DATA_DIR's embedded database and
// local files. Refuses while a server uses DATA_DIR. The database and files it replaces are kept
// beside them (pg.before-restore-STAMP, ...), and put back if the restored database does not start.
import { execFileSync } from "node:child_process";
import { chmodSync, chownSync, createReadStream, existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { mkdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import pg from "pg";
import pino from "pino";
import { extract } from "tar";
import { startEmbeddedDatabase } from "../db/embedded.ts";
import { clearStalePostmaster } from "../db/stale-postmaster.ts";
import { type BackupManifest, MANIFEST } from "./base-backup.ts";

/** A restore that cannot go ahead; its message is a sentence for the operator. */
export class RestoreError extends Error {}

export interface RestoreResult {
  manifest: BackupManifest;
  /** Tables in the public and pgboss schemas of the restored database, and their rows. */
  tables: number;
  rows: number;
  /** Where the replaced database and files were moved (empty for a fresh DATA_DIR). */
  keptAside: string[];
}

/** Every table of the public and pgboss schemas with its row count. */
export async function countRows(url: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await client.query<{ name: string; quoted: string }>(
      `SELECT schemaname || '.' || tablename AS name, format('%I.%I', schemaname, tablename) AS quoted
       FROM pg_tables WHERE schemaname IN ('public', 'pgboss') ORDER BY 1`,
    );
    const counts: Record<string, number> = {};
    for (const { name, quoted } of tables.rows) {
      const r = await client.query<{ n: string }>(`SELECT count(*) AS n FROM ${quoted}`);
      counts[name] = Number(r.rows[0]?.n ?? 0);
    }
    return counts;
  } finally {
    await client.end();
  }
}

function postgresIds(): { uid: number; gid: number } {
  try {
    const id = (flag: string) => Number(execFileSync("id", [flag, "postgres"], { encoding: "utf8" }).trim());
    return { uid: id("-u"), gid: id("-g") };
  } catch {
    throw new RestoreError(
      "Running as root, the database must belong to the user postgres, and there is none. Run npm start once (it creates that user), or restore as the user that runs Saathi.",
    );
  }
}

function chownTree(dir: string, uid: number, gid: number): void {
  chownSync(dir, uid, gid);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) chownTree(full, uid, gid);
    else chownSync(full, uid, gid);
  }
}

export async function restoreBackup(file: string, dataDir: string): Promise<RestoreResult> {
  const source = path.resolve(file);
  if (!existsSync(source) || !statSync(source).isFile())
    throw new RestoreError(`There is no backup file at ${source}.`);
  const log = pino({ level: "silent" });
  const pgDir = path.join(dataDir, "pg");
  // A live server on DATA_DIR is never touched; an orphan database left by a killed one is stopped.
  await clearStalePostmaster(pgDir, log).catch((err: unknown) => {
    const why = err instanceof Error ? err.message : String(err);
    throw new RestoreError(`${why}. Stop that server first, then run npm run restore again.`);
  });

  await mkdir(dataDir, { recursive: true });
  const stamp = new Date()
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/[-:]/g, "");
  const unpacked = path.join(dataDir, `.restore-${stamp}`);
  await mkdir(unpacked, { recursive: true });
  const keptAside: string[] = [];
  const moved: [string, string][] = [];
  try {
    // Streamed from an open file (tar's own file mode lets the process exit early on a bad archive).
    await pipeline(createReadStream(source), extract({ cwd: unpacked, strict: true })).catch((err: unknown) => {
      throw new RestoreError(
        `${source} is not a Saathi backup that can be read (${err instanceof Error ? err.message : String(err)}).`,
      );
    });
    const manifestFile = path.join(unpacked, MANIFEST);
    const manifest = existsSync(manifestFile)
      ? (JSON.parse(readFileSync(manifestFile, "utf8")) as BackupManifest)
      : null;
    if (manifest?.format !== "saathi-base-backup" || !existsSync(path.join(unpacked, "pg", "backup_label")))
      throw new RestoreError(`${source} is not a Saathi backup (it has no ${MANIFEST} and database backup label).`);

    // Swap in: what is there now goes aside (kept), the backup's folders take its place.
    for (const folder of ["pg", ...manifest.files]) {
      const target = path.join(dataDir, folder);
      if (existsSync(target)) {
        const aside = `${target}.before-restore-${stamp}`;
        await rename(target, aside);
        moved.push([aside, target]);
        keptAside.push(aside);
      }
      await rename(path.join(unpacked, folder === "pg" ? "pg" : path.join("files", folder)), target);
    }
    chmodSync(pgDir, 0o700);
    if (process.getuid?.() === 0) {
      const { uid, gid } = postgresIds();
      chownTree(pgDir, uid, gid);
    }

    // Starting it replays the WAL in the backup up to its end: then it is consistent. Counted to prove it.
    let db: Awaited<ReturnType<typeof startEmbeddedDatabase>> | null = null;
    try {
      db = await startEmbeddedDatabase(dataDir, log);
      const counts = await countRows(db.url);
      const rows = Object.values(counts).reduce((a, b) => a + b, 0);
      return { manifest, tables: Object.keys(counts).length, rows, keptAside };
    } catch (err) {
      throw new RestoreError(
        `The restored database did not start (${err instanceof Error ? err.message : String(err)}); the previous one was put back.`,
      );
    } finally {
      await db?.stop();
    }
  } catch (err) {
    // Put back what was there; the restored copy goes away.
    for (const [aside, target] of moved.reverse()) {
      await rm(target, { recursive: true, force: true });
      await rename(aside, target);
    }
    keptAside.length = 0;
    throw err;
  } finally {
    await rm(unpacked, { recursive: true, force: true });
  }
}
