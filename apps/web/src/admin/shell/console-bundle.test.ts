// @vitest-environment node
// None of the console is in a member's bundle. Vite puts a file in the entry chunk when it is
// imported statically from it, so: outside src/admin only app/router.tsx may name the console, and
// statically only the sections list, which itself imports every page lazily (import()).
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { describe, expect, it } from "vitest";

const SRC = join(import.meta.dirname, "../..");
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );
const rel = (p: string) => relative(SRC, p).split(sep).join("/");
/** Static imports (`import … from "x"`, `export … from "x"`), not `import("x")` and not `import type`. */
const staticImports = (text: string) =>
  [...text.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+"([^"]+)"/gm)].map((m) => m[1] as string);

describe("the admin console stays out of members' bundles", () => {
  it("outside the console only the router names it, statically only the sections list", () => {
    const outside = files(SRC).filter((f) => !rel(f).startsWith("admin/") && !rel(f).endsWith(".test.ts"));
    const naming = outside.filter((f) => /["'](?:\.\.\/)+admin\//.test(readFileSync(f, "utf8"))).map(rel);
    expect(naming).toEqual(["app/router.tsx"]);
    const router = readFileSync(join(SRC, "app/router.tsx"), "utf8");
    expect(staticImports(router).filter((i) => i.includes("admin/"))).toEqual(["../admin/admin-sections.ts"]);
  });

  it("the sections list loads every page lazily", () => {
    const text = readFileSync(join(SRC, "admin/admin-sections.ts"), "utf8");
    expect(staticImports(text)).toEqual([]);
    expect(text).toMatch(/await import\("\.\/dashboard\/dashboard-page\.tsx"\)/);
  });
});
