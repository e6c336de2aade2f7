import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** An axe scan (WCAG 2.x A and AA rules) must find nothing serious or critical on the page. */
export async function expectNoSeriousA11yIssues(page: Page): Promise<void> {
  const builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]);
  // The same rules either way. By default the builder runs axe in pieces (one per frame) and puts the
  // results together in a new blank page, with axe injected a second time there: about half of each
  // scan. A page that is one frame has nothing to put together, so axe.run runs in the page itself.
  // A page with frames keeps the default, which also tests frames of other origins.
  if (page.frames().length === 1) builder.setLegacyMode(true);
  const result = await builder.analyze();
  const serious = result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} — ${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(" | ")}`,
    );
  expect(serious, `axe on ${page.url()}`).toEqual([]);
  // The scan ran over a real page (guards against scanning a blank document).
  expect(result.passes.length).toBeGreaterThan(10);
}
