// The command behind `npm run restore -- FILE` (scripts/restore.mjs runs it from the repository root,
// so DATA_DIR means the same folder as for `npm start`). Operator sentences only; exit 1 on failure.
import path from "node:path";
import { RestoreError, restoreBackup } from "./restore.ts";

const say = (line: string) => console.log(line);

async function main(): Promise<number> {
  const file = process.argv[2];
  if (!file || process.argv.length > 3) {
    console.error(
      "Usage: npm run restore -- FILE   (a backup from DATA_DIR/backups, e.g. saathi-20260101T213000Z.tar.gz)",
    );
    return 2;
  }
  const dataDir = path.resolve(process.env.DATA_DIR || "./data");
  say(`Restoring ${path.resolve(file)} into ${dataDir}. This replaces its database and its local files.`);
  try {
    const started = Date.now();
    const r = await restoreBackup(file, dataDir);
    say(
      `Restored the backup taken at ${r.manifest.createdAt}: ${r.tables} tables, ${r.rows} rows, in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
    if (r.manifest.files.length) say(`Local files restored too: ${r.manifest.files.join(", ")}.`);
    for (const aside of r.keptAside)
      say(`What was there before is kept in ${aside}; delete it once you are satisfied.`);
    say("Start Saathi as usual (npm start, or npm run start:prod).");
    return 0;
  } catch (err) {
    if (err instanceof RestoreError) {
      console.error(`Nothing was restored. ${err.message}`);
      return 1;
    }
    console.error(err);
    console.error("Nothing was restored: the restore failed unexpectedly (the error is above).");
    return 1;
  }
}

process.exit(await main());
