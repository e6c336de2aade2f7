// npm start: build the web app if its sources changed, then serve everything on one origin.
import { spawn } from "node:child_process";
import { buildWebIfStale, root } from "./web-build.mjs";

await buildWebIfStale();
const child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
  cwd: root,
  stdio: "inherit",
  env: process.env,
});
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => child.kill(sig));
child.on("exit", (code) => process.exit(code ?? 0));
