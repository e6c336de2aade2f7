// npm run dev: the API with reload on :3000 and Vite on :5173 (proxying /api to the API).
import { spawn } from "node:child_process";
import { root } from "./web-build.mjs";

const children = [
  spawn(process.execPath, ["--import", "tsx", "--watch", "apps/server/src/main.ts"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, SERVE_WEB: "false" },
  }),
  spawn("npm", ["run", "dev", "-w", "apps/web"], { cwd: root, stdio: "inherit" }),
];
const stop = (sig) => {
  for (const c of children) c.kill(sig);
};
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => stop(sig));
for (const c of children)
  c.on("exit", (code) => {
    stop("SIGTERM");
    process.exit(code ?? 0);
  });
