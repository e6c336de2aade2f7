// Server layering (decision 014), checked by apps/server/src/architecture.test.ts:
// a route does HTTP only, a service holds the rules (never Fastify), a repository only reads and
// writes, a module reaches another module through its service, and nothing imports in a loop.
// Paths are relative to the repository root (where the test runs dependency-cruiser).

const SRC = "^apps/server/src/";
const ROUTE = "\\.routes\\.ts$";
const SERVICE = "\\.service\\.ts$";
const REPOSITORY = "\\.repository\\.ts$";
const TEST = "\\.test\\.ts$";

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
    name: "no-circular",
    comment: "No import loops under apps/server/src.",
    severity: "error",
    from: { path: SRC },
    to: { circular: true },
  },
];

module.exports = {
  forbidden,
  options: {
    doNotFollow: { path: "node_modules" },
    // TypeScript 7 has no JavaScript API: dependency-cruiser reads the sources with swc.
    parser: "swc",
    tsPreCompilationDeps: true,
  },
};
