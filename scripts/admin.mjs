// npm run admin -- grant EMAIL | revoke EMAIL | list (README: "Staff and the admin console").
// Runs the server's command-line tool with the project's Node and tsx, from the repository root so that
// DATA_DIR means the same folder as for `npm start`.
import { spawnSync } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const result = spawnSync(
  process.execPath,
  ["--import", "tsx", "apps/server/src/cli/admin-cli.ts", ...process.argv.slice(2)],
  { cwd: root, stdio: "inherit", env: process.env },
);
process.exit(result.status ?? 1);
