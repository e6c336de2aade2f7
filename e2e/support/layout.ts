import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Collects every uncaught page error and every console error that reports a TypeError, from now on.
 * Call `assertNone()` at the end of a journey (and after risky steps): a crash that React recovers from
 * still fails the test, so the old 'l is not a function' during render cannot come back unnoticed.
 */
export function guardPageErrors(page: Page) {
  const errors: string[] = [];
  page.on("pageerror", (err) => errors.push(`pageerror: ${err.stack ?? err.message}`));
  page.on("console", (msg) => {
    if (msg.type() === "error" && /TypeError/.test(msg.text())) errors.push(`console: ${msg.text()}`);
  });
  return {
    errors,
    assertNone: () => expect(errors, "errors thrown in the page").toEqual([]),
  };
}

/**
 * The width the test asked for. Not window.innerWidth: a mobile browser (and Playwright's isMobile
 * devices) widens the layout viewport to fit content that overflows, so innerWidth grows with the bug.
 */
const viewportWidth = (page: Page) => {
  const size = page.viewportSize();
  if (!size) throw new Error("layout checks need a fixed viewport");
  return size.width;
};

/** Fails when the page scrolls sideways (anything wider than the viewport). */
export async function expectNoHorizontalOverflow(page: Page, where = page.url()): Promise<void> {
  const width = viewportWidth(page);
  // e2e code is type-checked without the DOM library, hence the narrow casts inside evaluate.
  const { scrollWidth, innerWidth } = await page.evaluate(() => {
    const w = globalThis as unknown as { innerWidth: number; document: { documentElement: { scrollWidth: number } } };
    return { scrollWidth: w.document.documentElement.scrollWidth, innerWidth: w.innerWidth };
  });
  expect(scrollWidth, `page width at ${where} (viewport ${width}px)`).toBeLessThanOrEqual(width);
  expect(innerWidth, `layout viewport at ${where} (widened to fit overflowing content?)`).toBeLessThanOrEqual(width);
}

/** Fails unless every element `locator` matches lies fully inside the viewport's width. */
export async function expectWithinViewport(page: Page, locator: Locator, minCount = 1): Promise<void> {
  const width = viewportWidth(page);
  type Box = { left: number; right: number };
  type El = { getBoundingClientRect(): Box; getAttribute(n: string): string | null; tagName: string };
  const boxes = await locator.evaluateAll((els) =>
    (els as unknown as El[]).map((el) => {
      const r = el.getBoundingClientRect();
      return { left: r.left, right: r.right, label: el.getAttribute("aria-label") ?? el.tagName };
    }),
  );
  expect(boxes.length, "elements to check").toBeGreaterThanOrEqual(minCount);
  for (const b of boxes) {
    expect(b.left, `${b.label} starts inside the viewport`).toBeGreaterThanOrEqual(0);
    expect(b.right, `${b.label} ends inside the ${width}px viewport`).toBeLessThanOrEqual(width);
  }
}
