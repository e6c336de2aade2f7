// Server layering (decision 014), checked by apps/server/src/architecture.test.ts:
// a route does HTTP only, a service holds the rules (never Fastify), a repository only reads and
// writes, a module reaches another module through its public surface, module folders never depend
// on each other both ways, platform never reaches up into modules, and nothing imports in a loop.
// Paths are relative to the repository root (where the test runs dependency-cruiser).

const SRC = "^apps/server/src/";
const ROUTE = "\\.routes\\.ts$";
const SERVICE = "\\.service\\.ts$";
const REPOSITORY = "\\.repository\\.ts$";
const TEST = "\\.test\\.ts$";
const MODULE_FACTORY = "\\.module\\.ts$";
// A module's public surface: its index.ts (pure rules, SQL fragments and types other modules may use)
// and its services. Everything else (repository, presenter, policy, messages, routes, helpers) is
// internal: a piece another module truly needs is re-exported by the owner's index.ts, so the owner
// sees what it has promised, or moves down to platform/ or packages/contract when it belongs to
// no module. Type-only imports count like any other: a type names the other module's internals
// just as much, and renaming it breaks the importer.
const PUBLIC_SURFACE = `${SRC}modules/[^/]+/(index|[^/]+\\.service)\\.ts$`;

/** @type {import('dependency-cruiser').IForbiddenRuleType[]} */
const forbidden = [
  {
    name: "route-imports-data",
    comment: "A route handles HTTP only: it calls its services, never a repository, Drizzle, pg or platform/db.",
    severity: "error",
    from: { path: ROUTE },
    to: { path: [REPOSITORY, "(^|/)node_modules/(drizzle-orm|pg)/", `${SRC}platform/db/`] },
  },
  {
    name: "route-imports-beyond-http",
    comment:
      "A route imports its services, platform/http, platform/auth and the contract: no other platform part, presenter or policy (the service presents and decides).",
    severity: "error",
    from: { path: ROUTE },
    to: { path: [`${SRC}platform/(?!http/|auth/)`, "\\.(presenter|policy)\\.ts$"] },
  },
  {
    name: "service-imports-fastify",
    comment: "A service holds rules and knows nothing of HTTP: no Fastify (throw AppError; the route answers).",
    severity: "error",
    from: { path: SERVICE },
    to: { path: "(^|/)node_modules/(fastify|@fastify/[^/]+|fastify-[^/]+)/" },
  },
  {
    name: "repository-imports-fastify-or-service",
    comment: "A repository only reads and writes: no Fastify, no service (the service calls it, not the reverse).",
    severity: "error",
    from: { path: REPOSITORY },
    to: { path: ["(^|/)node_modules/(fastify|@fastify/[^/]+|fastify-[^/]+)/", SERVICE] },
  },
  {
    name: "module-imports-other-repository",
    comment: "A module reaches another module through that module's service, never its repository.",
    severity: "error",
    from: { path: `${SRC}modules/([^/]+)/`, pathNot: TEST },
    to: { path: `${SRC}modules/[^/]+/[^/]+${REPOSITORY}`, pathNot: `${SRC}modules/$1/` },
  },
  {
    name: "module-imports-other-internals",
    comment:
      "A module reaches another module only through its public surface: modules/<b>/index.ts or modules/<b>/*.service.ts, never its repository, presenter, policy, messages, routes or helpers (re-export what is shared from index.ts, or move it down).",
    severity: "error",
    from: { path: `${SRC}modules/([^/]+)/`, pathNot: [TEST, MODULE_FACTORY] },
    to: { path: `${SRC}modules/[^/]+/`, pathNot: [`${SRC}modules/$1/`, PUBLIC_SURFACE] },
  },
  {
    name: "module-factory-imports-other-internals",
    comment:
      "A module's factory (*.module.ts) is wiring: besides the public surface it may name another module's factory (the types it hands over), never its internals.",
    severity: "error",
    from: { path: `${SRC}modules/([^/]+)/[^/]+${MODULE_FACTORY}` },
    to: {
      path: `${SRC}modules/[^/]+/`,
      pathNot: [`${SRC}modules/$1/`, PUBLIC_SURFACE, `${SRC}modules/[^/]+/[^/]+${MODULE_FACTORY}`],
    },
  },
  {
    name: "platform-imports-module",
    comment:
      "Platform is the floor every module stands on: its code (tests build the whole app) never imports a module, the seed or a file of src/ itself (the composition root app.ts and compose-platform.ts, main.ts, http-server.ts, web-serving.ts): they stand on it. What a platform part needs from a module is passed in.",
    severity: "error",
    from: { path: `${SRC}platform/`, pathNot: TEST },
    to: { path: `${SRC}(modules/|seed/|[^/]+\\.ts$)` },
  },
  {
    name: "module-imports-composition-root",
    comment:
      "A module never imports the composition root (app.ts, compose-platform.ts, main.ts) or the seed: they import it.",
    severity: "error",
    from: { path: `${SRC}modules/`, pathNot: TEST },
    to: { path: `${SRC}(seed/|(app|compose-platform|main)\\.ts$)` },
  },
  {
    name: "no-circular",
    comment: "No import loops under apps/server/src.",
    severity: "error",
    from: { path: SRC },
    to: { circular: true },
  },
];

// Loops between module FOLDERS, which the file-level no-circular cannot see (a.service → b.service
// and b.presenter → a.policy is no file loop, but the two modules can no longer change apart).
// dependency-cruiser aggregates every file into its folder and finds loops of any length between
// folders. The folder cruise leaves out tests (a test may reach across modules to set up a scene, and
// every test importing apps/server/test would join all folders into one loop) and the modules'
// factories (*.module.ts): a factory is the composition root's part for its module, where app.ts
// hands concrete services to the ports the module's services declare, so it names other modules the
// way app.ts does. The modules' own code (services, repositories, presenters, policies) must be free
// of loops; a module that needs something of a module above it declares a port (an interface in its
// service) or listens to a domain event (platform/modules/domain-events.ts).
/** @type {import('dependency-cruiser').IForbiddenRuleType[]} */
const folderForbidden = [
  {
    name: "no-module-folder-loop",
    comment:
      "Module folders depend one way: no loop of any length between modules/<a>/ and modules/<b>/ (move the shared piece down, declare a port in the lower module, or emit a domain event).",
    severity: "error",
    scope: "folder",
    from: { path: `${SRC}modules/([^/]+)` },
    to: { path: `${SRC}modules/`, pathNot: `${SRC}modules/$1(/|$)`, circular: true },
  },
];

module.exports = {
  forbidden,
  folderForbidden,
  folderOptions: { exclude: { path: [TEST, "^apps/server/test/", MODULE_FACTORY] } },
  options: {
    doNotFollow: { path: "node_modules" },
    // TypeScript 7 has no JavaScript API: dependency-cruiser reads the sources with swc.
    parser: "swc",
    tsPreCompilationDeps: true,
  },
};
