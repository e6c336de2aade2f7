// House rule (decision 017): a feature's web API is one file per endpoint under features/<f>/api/, and
// query keys come only from that feature's `<f>-keys.ts` factory. A plain source scan keeps it so.
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
/** The console (src/admin/) keeps the same pattern per section. */
const inApiFolder = (path: string) => /^(features|admin)\/(.+\/)?api\/[^/]+$/.test(path);
/** Data several features read (the session, notifications) lives in lib/<area>/ with its own factory (decision 013). */
const inSharedArea = (path: string) => /^lib\/[^/]+\/[^/]+-keys\.ts$/.test(path);

/** A query key written out as an array, e.g. `queryKey: [...]` or `setQueryData([...], …)`. */
const LITERAL_KEY =
  /queryKey:\s*\[|\b(?:set|get)QueryData\s*(?:<[^>]*>)?\(\s*\[|\bsetQueriesData\s*(?:<[^>]*>)?\(\s*\[/g;

/**
 * Fetchers in a file: calls of the shared client `api(…)` / `api<T>(…)`. Every fetcher here is exactly
 * one such call (the client is the only way the web app talks to the server), so a file that calls it
 * twice holds two endpoints. Imports (`import { api }`) and `.api` members do not match.
 */
const FETCHER_CALL = /(?<![.\w])api\s*(?:<|\()/g;

/** Finds the broken rules in a set of files (exported for the self-check below). */
function violations(input: { path: string; text: string }[]): string[] {
  const found: string[] = [];
  for (const { path, text } of input) {
    if (!isKeysFile(path)) {
      for (const m of text.matchAll(LITERAL_KEY)) {
        const line = text.slice(0, m.index).split("\n").length;
        found.push(`${path}:${line} literal query key (use the feature's *-keys.ts factory)`);
      }
    } else if (!inApiFolder(path) && !inSharedArea(path)) {
      found.push(`${path}: a key factory lives in its feature's api/ folder (or lib/<area>/ for shared data)`);
    }
    if (inApiFolder(path) && !isKeysFile(path)) {
      const fetchers = [...text.matchAll(FETCHER_CALL)].length;
      if (fetchers > 1) found.push(`${path}: ${fetchers} fetchers (one endpoint per file)`);
    }
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
  it("has no literal query keys and no api file with two fetchers", () => {
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
    ]);
    expect(bad).toEqual([
      "features/x/components/a.tsx:1 literal query key (use the feature's *-keys.ts factory)",
      "features/x/components/b.tsx:1 literal query key (use the feature's *-keys.ts factory)",
      "features/x/components/c.tsx:1 literal query key (use the feature's *-keys.ts factory)",
      "features/x/api/two.ts: 2 fetchers (one endpoint per file)",
      "lib/z-keys.ts: a key factory lives in its feature's api/ folder (or lib/<area>/ for shared data)",
      "features/x/api: 2 key factories (one per feature)",
    ]);
    expect(
      violations([
        { path: "features/x/api/get-x.ts", text: 'import { api } from "y";\nexport const getX = () => api<X>("/x");' },
      ]),
    ).toEqual([]);
  });
});
