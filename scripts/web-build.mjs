// Builds the web app only when a source file is newer than the last build, so a second start is fast.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
mkdirSync(path.join(root, ".tmp"), { recursive: true });

function newestMtime(dir) {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name === "dist") continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

export async function buildWebIfStale() {
  const marker = path.join(root, "apps/web/dist/index.html");
  const sources = Math.max(
    newestMtime(path.join(root, "apps/web")),
    newestMtime(path.join(root, "packages/contract/src")),
  );
  if (existsSync(marker) && statSync(marker).mtimeMs >= sources) return;
  console.log("Building the web app…");
  const result = spawnSync("npm", ["run", "build", "-w", "apps/web"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
