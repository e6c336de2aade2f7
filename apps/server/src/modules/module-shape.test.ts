// One module shape (CONTRIBUTING.md, "Modules"): every folder under modules/ is built by one factory,
// `create<Name>Module(deps) → AppModule` in `<folder>.module.ts`, and app.ts lists every factory in order.
// The composition root stays a short list: app.ts at most 120 lines, no function in it or in
// compose-platform.ts over 60 lines. Each failure names the file.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const modulesDir = path.join(src, "modules");
const rel = (file: string) => path.relative(src, file);

/** Folders that are not modules: `language` is a library (text analysis the write check and the Health
 * Bot call), with no routes, services of its own or state. */
const NOT_MODULES = new Set(["language"]);
/** Folders split into several modules because their parts sit at different places in the list:
 * safety's write check and visibility are needed early (chat, posts, follows take them), its moderation
 * and care come late (they take posts and push). Each part is still one `create<Name>Module`. */
const SPLIT = new Map([["safety", ["write-check", "visibility", "moderation", "care"]]]);

const folders = readdirSync(modulesDir).filter(
  (name) => statSync(path.join(modulesDir, name)).isDirectory() && !NOT_MODULES.has(name),
);
const moduleFiles = folders.flatMap((folder) =>
  readdirSync(path.join(modulesDir, folder))
    .filter((f) => f.endsWith(".module.ts"))
    .map((f) => path.join(modulesDir, folder, f)),
);
const pascal = (kebab: string) => kebab.replace(/(^|-)([a-z])/g, (_m, _d, c: string) => c.toUpperCase());
const factoryOf = (file: string) => `create${pascal(path.basename(file, ".module.ts"))}Module`;

describe("one module shape", () => {
  it("every module folder has <folder>.module.ts (or its listed parts)", () => {
    const missing = folders.flatMap((folder) =>
      (SPLIT.get(folder) ?? [folder])
        .map((part) => path.join(modulesDir, folder, `${part}.module.ts`))
        .filter((file) => !moduleFiles.includes(file))
        .map(rel),
    );
    expect(missing, `a module folder without its module file: ${missing.join(", ")}`).toEqual([]);
  });

  it("each *.module.ts exports create<Name>Module, named after the file, built with defineModule", () => {
    const wrong = moduleFiles.filter((file) => {
      const text = readFileSync(file, "utf8");
      const exported = new RegExp(`export (async )?function ${factoryOf(file)}\\(`);
      return !exported.test(text) || !text.includes("defineModule(");
    });
    expect(wrong.map(rel), `not the one module shape: ${wrong.map(rel).join(", ")}`).toEqual([]);
  });

  it("the composition root (app.ts and its compose-*.ts lists) builds every module factory", () => {
    const roots = readdirSync(src).filter((f) => f === "app.ts" || /^compose-.*\.ts$/.test(f));
    const app = roots.map((f) => readFileSync(path.join(src, f), "utf8")).join("\n");
    const unlisted = moduleFiles.filter((file) => !app.includes(`${factoryOf(file)}(`));
    expect(unlisted.map(rel), `a module app.ts does not build: ${unlisted.map(rel).join(", ")}`).toEqual([]);
  });
});

describe("the composition root stays a list", () => {
  it("app.ts is at most 120 lines", () => {
    const lines = readFileSync(path.join(src, "app.ts"), "utf8").trimEnd().split("\n").length;
    expect(lines, "app.ts").toBeLessThanOrEqual(120);
  });

  it("no function in app.ts or compose-platform.ts is over 60 lines", () => {
    // Formatted code: a top-level function ends at the first "}" in column 0; nested ones are inside it.
    const long = ["app.ts", "compose-platform.ts"].flatMap((file) => {
      const lines = readFileSync(path.join(src, file), "utf8").split("\n");
      return lines.flatMap((line, start) => {
        const name = line.match(/^(?:export )?(?:async )?function (\w+)/)?.[1];
        if (!name) return [];
        const length = lines.slice(start).findIndex((l) => l.startsWith("}")) + 1;
        return length > 60 ? [`${file}: ${name} is ${length} lines`] : [];
      });
    });
    expect(long, long.join(", ")).toEqual([]);
  });
});
