/// <reference lib="dom" />

import { demoContext } from "./support/a11y-routes.ts";
import { expect, type Locator, type Page, test } from "./support/test.ts";

// The desktop 'Buddies' dock floats at the bottom right. Nothing a member can click may stay under it:
// at 1280×900, Submit Test, the end of the feed and a lesson video's controls are reachable.

const DESKTOP = { width: 1280, height: 900 };

/** Points across the control (left, middle and right; middle and near the bottom) that are not its own. */
async function coveredPoints(target: Locator): Promise<string[]> {
  return target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const misses: string[] = [];
    for (const y of [r.top + r.height / 2, r.bottom - 4]) {
      for (const x of [r.left + 4, r.left + r.width / 2, r.right - 4]) {
        const hit = document.elementFromPoint(x, y);
        if (hit && (hit === el || el.contains(hit))) continue;
        const by = hit?.closest("[data-chat-dock]") ? "the Buddies dock" : (hit?.outerHTML.slice(0, 60) ?? "nothing");
        misses.push(`(${Math.round(x)}, ${Math.round(y)}) is ${by}`);
      }
    }
    return misses;
  });
}

/** Scrolled as far down as the page goes, the control is whole and clickable. */
async function expectClearAtPageEnd(page: Page, target: Locator, what: string) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => coveredPoints(target), { message: `${what} at the end of the page` }).toEqual([]);
  await target.click({ trial: true, timeout: 2_000 });
}

/** Brought into view from above (as focus and scrollIntoView do), it stops clear of the dock. */
async function expectClearWhenScrolledTo(target: Locator, what: string) {
  await target.evaluate((el) => el.scrollIntoView({ block: "end" }));
  await expect.poll(() => coveredPoints(target), { message: `${what} scrolled into view` }).toEqual([]);
}

test.describe("the Buddies dock covers nothing at 1280×900", () => {
  test.describe.configure({ mode: "serial" });
  let page: Page;

  test.beforeAll(async ({ browser }) => {
    const context = await demoContext(browser, "asha@saathi.demo", DESKTOP);
    page = await context.newPage();
  });
  test.afterAll(async () => page?.context().close());

  test("Submit Test", async () => {
    await page.goto("/test");
    await expect(page.getByRole("region", { name: "Buddies" })).toBeVisible();
    const submit = page.getByRole("button", { name: "Submit Test" });
    await expectClearAtPageEnd(page, submit, "Submit Test");
    await expectClearWhenScrolledTo(submit, "Submit Test");
  });

  test("the last post of the feed", async () => {
    await page.goto("/feed");
    await expect(page.getByRole("region", { name: "Buddies" })).toBeVisible();
    const posts = page.getByRole("article", { name: /^Post by/ });
    await expect(posts.first()).toBeVisible();
    // Scroll until the feed stops growing (it loads more as its end comes into view).
    let count = -1;
    while (count !== (await posts.count())) {
      count = await posts.count();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForLoadState("networkidle").catch(() => undefined);
    }
    const last = posts.last();
    await expectClearAtPageEnd(page, last.getByRole("button", { name: "Share" }), "the last post's Share");
    await expectClearAtPageEnd(page, last.getByRole("button", { name: /^(Like|Unlike),/ }), "the last post's Like");
  });

  test("a lesson video's controls", async () => {
    await page.goto("/wellness/wellnessList");
    await page
      .getByRole("link", { name: /Calm Foundations/ })
      .first()
      .click();
    await page.getByRole("tab", { name: "Module 1" }).click();
    const video = page.getByRole("tabpanel").locator("video").first();
    await expect(video).toBeVisible();
    await expect(page.getByRole("region", { name: "Buddies" })).toBeVisible();
    // The native controls run along the video's bottom edge, the full-screen button at its right.
    await expectClearWhenScrolledTo(video, "the lesson video");
    await expectClearAtPageEnd(page, page.getByRole("tabpanel").locator("video").last(), "the last lesson video");
  });
});
