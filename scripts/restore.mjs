// npm run restore -- FILE: restores a backup of the embedded database (and local files) into DATA_DIR.
// Refuses while a Saathi server uses that DATA_DIR. Runs the server's restore tool
// (apps/server/src/platform/backups/restore-cli.ts) from the repository root, so that DATA_DIR means
// the same folder as for `npm start`; a relative FILE is taken from where npm was run.
import { spawnSync } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const args = process.argv
  .slice(2)
  .map((a, i) => (i === 0 ? path.resolve(process.env.INIT_CWD ?? process.cwd(), a) : a));
const result = spawnSync(
  process.execPath,
  ["--import", "tsx", "apps/server/src/platform/backups/restore-cli.ts", ...args],
  { cwd: root, stdio: "inherit", env: process.env },
);
process.exit(result.status ?? 1);
