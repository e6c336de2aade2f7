// The server's layering holds by itself (decision 014): dependency-cruiser checks
// every import under apps/server/src against apps/server/dependency-rules.cjs.
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { cruise, type IForbiddenRuleType, type IViolation } from "dependency-cruiser";
import { describe, expect, it } from "vitest";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const rules = createRequire(import.meta.url)("../dependency-rules.cjs") as {
  forbidden: IForbiddenRuleType[];
  folderForbidden: IForbiddenRuleType[];
  options: Record<string, unknown>;
  folderOptions: Record<string, unknown>;
};

async function violations(
  forbidden = rules.forbidden,
  options: Record<string, unknown> = rules.options,
): Promise<IViolation[]> {
  const previous = process.cwd();
  process.chdir(root);
  try {
    const { output } = await cruise(["apps/server/src"], {
      ...options,
      validate: true,
      ruleSet: { forbidden },
    });
    if (typeof output === "string") throw new Error("dependency-cruiser answered text, not a result");
    return output.summary.violations;
  } finally {
    process.chdir(previous);
  }
}

const describeViolation = (v: IViolation) =>
  `${v.rule.name}: ${v.from} → ${v.to}${v.cycle ? ` (loop: ${v.cycle.map((c) => c.name).join(" → ")})` : ""}`;

describe("server layering (apps/server/dependency-rules.cjs)", () => {
  it("reads the sources (a cruise that finds nothing would pass anything)", async () => {
    const { output } = await cruise(["apps/server/src/modules/follows"], { ...rules.options, baseDir: root });
    if (typeof output === "string") throw new Error("unexpected text output");
    const routes = output.modules.find((m) => m.source.endsWith("follows/follows.routes.ts"));
    expect(routes?.dependencies.map((d) => d.resolved)).toContain("apps/server/src/modules/follows/follows.service.ts");
  });

  it("routes do HTTP only, services know no Fastify, repositories only read and write, modules meet at their public surface, platform never imports a module, no loops", async () => {
    expect((await violations()).map(describeViolation)).toEqual([]);
  }, 60_000);

  it("module folders depend one way (no loop between modules/<a>/ and modules/<b>/, of any length)", async () => {
    expect(
      (await violations(rules.folderForbidden, { ...rules.options, ...rules.folderOptions })).map(describeViolation),
    ).toEqual([]);
  }, 60_000);

  it("aggregates the sources into module folders (a folder rule with no folders would pass anything)", async () => {
    const { output } = await cruise(["apps/server/src/modules/follows", "apps/server/src/modules/profiles"], {
      ...rules.options,
      ...rules.folderOptions,
      baseDir: root,
      validate: true,
      ruleSet: { forbidden: rules.folderForbidden },
    });
    if (typeof output === "string") throw new Error("unexpected text output");
    const follows = output.folders?.find((f) => f.name === "apps/server/src/modules/follows");
    expect(follows?.dependencies?.map((d) => d.name)).toContain("apps/server/src/modules/notifications");
  });
});
