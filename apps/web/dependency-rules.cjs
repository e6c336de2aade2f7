// Import rules of the web app (decision 013), checked by apps/web/src/architecture.test.ts with
// dependency-cruiser. Paths are relative to the repository root (the test cruises from there).
const SRC = "^apps/web/src/";

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-cross-feature-imports",
      severity: "error",
      comment:
        "A feature never imports another feature. Move what both need to lib/ or components/, or compose " +
        "the screen in app/ (app/screens/) and hand the other feature's parts in as props or slots.",
      from: { path: `${SRC}features/([^/]+)/` },
      to: { path: `${SRC}features/`, pathNot: `${SRC}features/$1/` },
    },
    {
      name: "no-shared-code-on-features",
      severity: "error",
      comment: "lib/ and components/ are shared by every feature, so they must not depend on one.",
      from: { path: `${SRC}(lib|components)/` },
      to: { path: `${SRC}features/` },
    },
    {
      name: "no-feature-on-app",
      severity: "error",
      comment:
        "app/ (router, guards, layouts, screens) composes the features, so a feature never imports it (nor does " +
        "lib/ or components/): what a feature needs from the shell comes in as props or slots, or lives in lib/.",
      from: { path: `${SRC}(features|lib|components)/`, pathNot: "\\.test\\.tsx?$" },
      to: { path: `${SRC}app/` },
    },
    {
      name: "console-uses-no-feature",
      severity: "error",
      comment:
        "The admin console (src/admin/, issue 15) is its own part of the app, loaded lazily by app/router.tsx: " +
        "it builds on lib/ and components/, never on a member feature.",
      from: { path: `${SRC}admin/` },
      to: { path: `${SRC}features/` },
    },
    {
      name: "nothing-imports-the-console",
      severity: "error",
      comment: "Features, lib/ and components/ never import the console (only app/router.tsx loads it, lazily).",
      from: { path: `${SRC}(features|lib|components)/` },
      to: { path: `${SRC}admin/` },
    },
    {
      name: "no-import-loops",
      severity: "error",
      comment: "No import loops anywhere in the web app (type-only and lazy imports included).",
      from: { path: SRC },
      to: { circular: true },
    },
  ],
  options: {
    // TypeScript 7 has no JS compiler API for dependency-cruiser; swc parses .ts/.tsx instead.
    parser: "swc",
    // Count `import type` too: a loop of types is still a loop between files.
    tsPreCompilationDeps: true,
    includeOnly: SRC,
    exclude: { path: "node_modules" },
  },
};
