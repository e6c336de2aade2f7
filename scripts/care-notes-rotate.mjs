// npm run care-notes:rotate: re-encrypts experts' private session notes under the first key of
// CARE_NOTES_KEYS (docs/deploy.md). Runs the server's command-line tool with the project's Node and
// tsx, from the repository root so that DATA_DIR means the same folder as for `npm start`.
import { spawnSync } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const result = spawnSync(process.execPath, ["--import", "tsx", "apps/server/src/cli/care-notes-rotate-cli.ts"], {
  cwd: root,
  stdio: "inherit",
  env: process.env,
});
process.exit(result.status ?? 1);
