// The Dockerfile cannot be built here (no image registry is reachable), so its steps are
// held to the tested ones: the build is `npm run build` (whose server half is scripts/build-server.mjs,
// the build production-build.test.ts runs), the start is `node ...START_ARGS` (the exact command that
// test starts), dev dependencies are pruned, it runs as a non-root user, checks /api/health, and
// uses the Node major version the project pins.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain ES module script (no types)
import { SERVER_BUNDLE, START_ARGS } from "../../../scripts/build-server.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

interface Instruction {
  op: string;
  args: string;
  stage: number;
}

/** The Dockerfile's instructions (continuation lines joined, comments dropped), with their stage. */
function parseDockerfile(text: string): Instruction[] {
  const out: Instruction[] = [];
  let stage = -1;
  let current = "";
  for (const raw of text.split("\n")) {
    const line = raw.trim();
    if (!current && (line === "" || line.startsWith("#"))) continue;
    current += `${line.replace(/\\$/, "").trim()} `;
    if (line.endsWith("\\")) continue;
    const [op = "", ...rest] = current.trim().split(/\s+/);
    const args = rest.join(" ");
    if (op.toUpperCase() === "FROM") stage++;
    out.push({ op: op.toUpperCase(), args, stage });
    current = "";
  }
  return out;
}

const dockerfile = parseDockerfile(readFileSync(path.join(ROOT, "Dockerfile"), "utf8"));
const pkg = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as {
  scripts: Record<string, string>;
  devDependencies: Record<string, string>;
};
const lastStage = Math.max(...dockerfile.map((i) => i.stage));
const runs = dockerfile.filter((i) => i.op === "RUN").map((i) => i.args);
const final = dockerfile.filter((i) => i.stage === lastStage);

describe("Dockerfile", () => {
  it("builds exactly as npm run build does, from a clean install, and prunes dev dependencies after", () => {
    const ci = runs.findIndex((r) => /^npm ci\b/.test(r));
    const build = runs.indexOf("npm run build");
    const prune = runs.findIndex((r) => /^npm prune --omit=dev\b/.test(r));
    expect(ci).toBeGreaterThanOrEqual(0);
    expect(build).toBeGreaterThan(ci);
    expect(prune).toBeGreaterThan(build);
    // npm run build builds the web app and then the server bundle with the tested build script.
    expect(pkg.scripts.build).toMatch(/npm run build -w apps\/web/);
    expect(pkg.scripts.build).toMatch(/node scripts\/build-server\.mjs$/);
    expect(SERVER_BUNDLE).toBe(path.join(ROOT, START_ARGS.at(-1)));
  });

  it("starts the bundle with the exact command the production test starts, as a non-root user", () => {
    const cmd = final.filter((i) => i.op === "CMD");
    expect(cmd).toHaveLength(1);
    expect(JSON.parse(cmd[0]?.args ?? "[]")).toEqual(["node", ...START_ARGS]);
    expect(pkg.scripts["start:prod"]).toBe("node scripts/start.mjs --bundle");
    const user = final.filter((i) => i.op === "USER").at(-1)?.args;
    expect(user).toBeTruthy();
    expect(user).not.toMatch(/^(root|0)(:|$)/);
    const env = final
      .filter((i) => i.op === "ENV")
      .map((i) => i.args)
      .join(" ");
    expect(env).toMatch(/NODE_ENV=production/);
    expect(env).toMatch(/DATA_DIR=\/data/);
  });

  it("checks /api/health and uses a slim image of the pinned Node major version", () => {
    const health = final.find((i) => i.op === "HEALTHCHECK")?.args ?? "";
    expect(health).toMatch(/\/api\/health/);
    const major = pkg.devDependencies.node?.split(".")[0];
    const froms = dockerfile.filter((i) => i.op === "FROM").map((i) => i.args.split(/\s+/)[0]);
    expect(froms.length).toBeGreaterThanOrEqual(2); // multi-stage: build tools stay out of the image
    for (const image of froms) expect(image).toBe(`node:${major}-bookworm-slim`);
  });

  it("sends no installed modules, builds, data or secrets to the build", () => {
    const ignored = readFileSync(path.join(ROOT, ".dockerignore"), "utf8").split("\n");
    for (const entry of ["node_modules", "**/node_modules", "**/dist", "data", ".git", ".env"])
      expect(ignored).toContain(entry);
  });
});
