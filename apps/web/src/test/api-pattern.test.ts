// House rule (decision 017): a feature's web API is one file per endpoint under features/<f>/api/ (what
// several features share: lib/api/<area>/), and query keys come only from that folder's `<f>-keys.ts`
// factory; a key two factories both name comes from one of them (or a shared one), never a copied string.
// A plain source scan of the whole of src/ (lib/ included) keeps it so.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { describe, expect, it } from "vitest";

const SRC = join(import.meta.dirname, "..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(e.name) ? [path] : [];
  });
}

const files = sourceFiles(SRC)
  .map((path) => ({ path: relative(SRC, path).split(sep).join("/"), text: readFileSync(path, "utf8") }))
  .filter((f) => f.path !== "test/api-pattern.test.ts");
const isKeysFile = (path: string) => path.endsWith("-keys.ts");
/**
 * The console (src/admin/) keeps the same pattern per section. Endpoints several features (or lib/ and
 * components/) use live in the shared api area, lib/api/<area>/, one file per endpoint as well.
 */
const inApiFolder = (path: string) =>
  /^(features|admin)\/(.+\/)?api\/[^/]+$/.test(path) || /^lib\/api\/[^/]+\/[^/]+$/.test(path);
const isTest = (path: string) => /\.test\.tsx?$/.test(path) || path.startsWith("test/");
/** The API clients themselves: every endpoint goes through them, so they hold the one generic call. */
const CLIENTS = new Set(["lib/api-client.ts", "admin/shell/admin-api.ts"]);

/** A query key written out as an array, e.g. `queryKey: [...]` or `setQueryData([...], …)`. */
const LITERAL_KEY =
  /queryKey:\s*\[|\b(?:set|get)QueryData\s*(?:<[^>]*>)?\(\s*\[|\bsetQueriesData\s*(?:<[^>]*>)?\(\s*\[/g;

/**
 * Fetchers in a file: calls of the shared client `api(…)` / `api<T>(…)`. Every fetcher here is exactly
 * one such call (the client is the only way the web app talks to the server), so a file that calls it
 * twice holds two endpoints. Imports (`import { api }`) and `.api` members do not match.
 */
const FETCHER_CALL = /(?<![.\w])api\s*(?:<|\()/g;

/**
 * The literal start of each key a factory writes out: `["bookings"]` → bookings, `["admin", "audit"]`
 * → admin/audit (a key built by spreading another factory's key starts with no literal, so it has none).
 * Two factories writing the same start means a copied string: when one renames it, the other's
 * invalidations silently stop matching.
 */
function keyRoots(input: { path: string; text: string }[]): Map<string, string[]> {
  const owners = new Map<string, string[]>();
  for (const { path, text } of input) {
    if (!isKeysFile(path) || isTest(path)) continue;
    const code = text.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, "");
    for (const m of code.matchAll(/\[\s*((?:"[^"]*"\s*,?\s*)+)(?=[\],])/g)) {
      const root = [...(m[1] ?? "").matchAll(/"([^"]*)"/g)].map((s) => s[1]).join("/");
      const list = owners.get(root) ?? [];
      if (!list.includes(path)) owners.set(root, [...list, path]);
    }
  }
  return owners;
}

/** Finds the broken rules in a set of files (exported for the self-check below). */
function violations(input: { path: string; text: string }[]): string[] {
  const found: string[] = [];
  for (const { path, text } of input) {
    if (!isKeysFile(path)) {
      for (const m of text.matchAll(LITERAL_KEY)) {
        const line = text.slice(0, m.index).split("\n").length;
        found.push(`${path}:${line} literal query key (use the feature's *-keys.ts factory)`);
      }
    } else if (!inApiFolder(path)) {
      found.push(`${path}: a key factory lives in its feature's api/ folder (or lib/api/<area>/ for shared data)`);
    }
    const fetchers = [...text.matchAll(FETCHER_CALL)].length;
    if (inApiFolder(path) && !isKeysFile(path)) {
      if (fetchers > 1) found.push(`${path}: ${fetchers} fetchers (one endpoint per file)`);
    } else if (fetchers > 0 && !isTest(path) && !CLIENTS.has(path)) {
      found.push(`${path}: ${fetchers} endpoint(s) outside an api/ folder (features/<f>/api/ or lib/api/<area>/)`);
    }
  }
  for (const [root, owners] of keyRoots(input)) {
    if (owners.length > 1)
      found.push(`query key root ${root} written in ${owners.join(", ")} (take it from one factory, do not copy it)`);
  }
  const factories = new Map<string, number>();
  for (const { path } of input) {
    if (isKeysFile(path) && inApiFolder(path)) {
      const folder = path.slice(0, path.lastIndexOf("/"));
      factories.set(folder, (factories.get(folder) ?? 0) + 1);
    }
  }
  for (const [folder, n] of factories) if (n > 1) found.push(`${folder}: ${n} key factories (one per feature)`);
  return found;
}

describe("web API pattern (one file per endpoint, keys from one factory)", () => {
  it("has no literal query key, no endpoint outside an api folder, no api file with two fetchers, no copied key", () => {
    expect(violations(files)).toEqual([]);
  });

  it("the scan catches each kind of violation", () => {
    const bad = violations([
      { path: "features/x/components/a.tsx", text: 'useQuery({ queryKey: ["x"], queryFn })' },
      { path: "features/x/components/b.tsx", text: 'qc.invalidateQueries({ queryKey: ["x"] })' },
      { path: "features/x/components/c.tsx", text: 'qc.setQueryData<number>(["x"], 0)' },
      {
        path: "features/x/api/two.ts",
        text: 'export const a = () => api("/a");\nexport const b = () => api<B>("/b");',
      },
      { path: "features/x/api/x-keys.ts", text: 'export const xKeys = { all: ["x"] as const };' },
      { path: "features/x/api/y-keys.ts", text: "export const yKeys = {};" },
      { path: "lib/z-keys.ts", text: "export const zKeys = {};" },
      { path: "lib/area/z-keys.ts", text: "export const zKeys = {};" },
      { path: "lib/area/get-z.ts", text: 'export const getZ = () => api<Z>("/z");' },
      { path: "lib/api/area/two.ts", text: 'export const a = () => api("/a");\nexport const b = () => api("/b");' },
      { path: "features/y/components/c.tsx", text: 'const save = () => api("/y", { method: "POST" });' },
      {
        path: "features/y/api/y-keys.ts",
        text: 'export const yKeys = { all: ["y"] as const, xRoot: ["x"] as const };',
      },
      {
        path: "features/w/api/w-keys.ts",
        text: 'export const wKeys = { all: ["w", "list"] as const, v: ["w", "list"] };',
      },
    ]);
    expect(bad).toEqual([
      "features/x/components/a.tsx:1 literal query key (use the feature's *-keys.ts factory)",
      "features/x/components/b.tsx:1 literal query key (use the feature's *-keys.ts factory)",
      "features/x/components/c.tsx:1 literal query key (use the feature's *-keys.ts factory)",
      "features/x/api/two.ts: 2 fetchers (one endpoint per file)",
      "lib/z-keys.ts: a key factory lives in its feature's api/ folder (or lib/api/<area>/ for shared data)",
      "lib/area/z-keys.ts: a key factory lives in its feature's api/ folder (or lib/api/<area>/ for shared data)",
      "lib/area/get-z.ts: 1 endpoint(s) outside an api/ folder (features/<f>/api/ or lib/api/<area>/)",
      "lib/api/area/two.ts: 2 fetchers (one endpoint per file)",
      "features/y/components/c.tsx: 1 endpoint(s) outside an api/ folder (features/<f>/api/ or lib/api/<area>/)",
      "query key root x written in features/x/api/x-keys.ts, features/y/api/y-keys.ts (take it from one factory, do not copy it)",
      "features/x/api: 2 key factories (one per feature)",
    ]);
    expect(
      violations([
        { path: "features/x/api/get-x.ts", text: 'import { api } from "y";\nexport const getX = () => api<X>("/x");' },
        { path: "lib/api/area/get-z.ts", text: 'export const getZ = () => api<Z>("/z");' },
        { path: "lib/api/area/area-keys.ts", text: 'export const areaKeys = { all: ["area"] as const };' },
        {
          path: "features/y/api/y-keys.ts",
          text: "export const yKeys = { all: areaKeys.all, one: () => [...areaKeys.all, 1] };",
        },
        { path: "features/y/components/c.test.tsx", text: 'await api("/y");' },
        {
          path: "features/v/api/v-keys.ts",
          text: '/** under ["area"] */\nexport const vKeys = { all: ["v"] as const };',
        },
        { path: "lib/api-client.ts", text: "export async function api<T>() {}\nreturn api(path);" },
      ]),
    ).toEqual([]);
  });
});
