// @vitest-environment node
// The web app's import rules (decision 013), from apps/web/dependency-rules.cjs: a feature never
// imports another feature, lib/ and components/ never import a feature, and nothing imports in a loop.
import { cruise, type ICruiseResult } from "dependency-cruiser";
import { beforeAll, describe, expect, it } from "vitest";
import rules from "../dependency-rules.cjs";

const repoRoot = decodeURIComponent(new URL("../../../", import.meta.url).pathname);

let result: ICruiseResult;
beforeAll(async () => {
  const { output } = await cruise(["apps/web/src"], {
    ...rules.options,
    baseDir: repoRoot,
    validate: true,
    ruleSet: { forbidden: rules.forbidden ?? [] },
  });
  if (typeof output === "string") throw new Error("dependency-cruiser answered text instead of a result");
  result = output;
}, 60_000);

describe("web import rules", () => {
  it("reads every source file with its imports (without a parser for .tsx every rule would pass unseen)", () => {
    const sources = result.modules.map((m) => m.source);
    expect(sources.length).toBeGreaterThan(200);
    const screen = result.modules.find((m) => m.source === "apps/web/src/app/screens/profile-screen.tsx");
    expect(screen?.dependencies.map((d) => d.resolved)).toContain(
      "apps/web/src/features/profiles/components/public-profile-page.tsx",
    );
  });

  it("has no cross-feature import, no shared code on a feature and no import loop", () => {
    const violations = result.summary.violations.map(
      (v) =>
        `${v.rule.name}: ${v.from} → ${v.to}` +
        (v.cycle?.length ? ` (loop: ${v.cycle.map((c) => (typeof c === "string" ? c : c.name)).join(" → ")})` : ""),
    );
    expect(violations).toEqual([]);
  });
});
